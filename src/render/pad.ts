/**
 * Printable chart pads: draws the sheets `pad-layout.ts` lays out (header, the two charts, the
 * roster, trackers, legend and salvo log), one or two per page with a cut line, after an optional
 * cover; `renderPadPdf` does it into a PDF. Everything comes from the variant's data: there is no
 * per-template drawing code.
 *
 * @example
 *   const { bytes, pages } = await renderPadPdf(variant, { paper: 'A4', perPage: 1, sheets: 20, lang: 'en', cover: true, date });
 */
import type { Lang, Variant } from '../variant/model.js';
import type { Colour, Drawing, FontFace } from './drawing.js';
import { fitText, fontMetrics, legible, MIN_TEXT_PT, textWidth } from './fonts.js';
import { drawChart, GRID_COLOUR, PENCIL_INK, RULE, type CellMark, type ChartSpec } from './chart.js';
import { coverLayout, drawCover } from './cover.js';
import { drawLogChunk, fittedLogHeads, type LogRowWritten } from './log.js';
import { padContent, type PadContent, type Tracker } from './pad-content.js';
import { continuedCaption, headerHeight, layoutPad, noteRoomBesideCaption, overleafNote, overleafTemplate, type LayoutOptions, type NotesGeometry, type PadLayout, type SheetLayout } from './pad-layout.js';
import { PdfDrawing } from './pdf.js';
import { drawRoster, type RosterTicks } from './roster.js';
import { captionHeight, captionSize, drawLegend, drawTracker } from './trackers.js';
import { fill } from './i18n.js';

export interface PadOptions extends LayoutOptions {
  /** Sheets in all; sides alternate (Blue, Red, Blue, …), so two per page cut into one of each. */
  readonly sheets: number;
  readonly lang: Lang;
  /** Side (or player) names, in order; default: the variant's sides. */
  readonly sides?: readonly string[];
  /** The game's name in the header; default: the variant's name. */
  readonly title?: string;
  /** Start with a cover page carrying the rules, to fold into a screen. */
  readonly cover: boolean;
}

/** Accent colours of the sides, by position (Blue, Red), then black. */
const SIDE_COLOURS: readonly Colour[] = ['#1d4f91', '#a61b1b'];

function drawHeader(d: Drawing, sheet: SheetLayout, content: PadContent, side: string, sideIndex: number, written?: SheetFill['header']): void {
  const { header: h, scale } = sheet;
  const titleSize = 15 * scale;
  const baseline = h.y + fontMetrics('bold', titleSize).ascent;
  // The side's name takes at most 45% of the line, the title the rest: each shrinks to fit, and
  // past 7 pt is cut short with an ellipsis rather than run into the other or off the sheet.
  const named = side === '' ? { text: '', size: 13 * scale } : fitText(side, 'bold', h.w * 0.45, 7, 13 * scale);
  const sideW = named.text === '' ? 0 : textWidth(named.text, 'bold', named.size);
  d.text(named.text, h.x + h.w, baseline, { face: 'bold', size: named.size, align: 'right', colour: SIDE_COLOURS[sideIndex] ?? '#000000' });
  const titleRoom = h.w - sideW - 6 * scale;
  const title = fitText(content.title, 'bold', titleRoom, 7, titleSize);
  d.text(title.text, h.x, baseline, { face: 'bold', size: title.size });

  const fieldSize = legible(8 * scale);
  const fy = baseline + 2.5 * scale + fontMetrics('regular', fieldSize).ascent;
  const fields: [string, number, string | undefined][] = [
    [content.text.opponent, 0.46, written?.opponent],
    [content.text.date, 0.3, written?.date],
    [content.text.gameNo, 0.24, undefined],
  ];
  let x = h.x;
  const underline: [number, number, number, number][] = [];
  for (const [label, share, value] of fields) {
    const w = h.w * share;
    d.text(label, x, fy, { face: 'regular', size: fieldSize, colour: '#333333' });
    const from = x + textWidth(label, 'regular', fieldSize) + 1.5 * scale;
    const to = x + w - 4 * scale;
    if (to > from) underline.push([from, fy + 0.6 * scale, to, fy + 0.6 * scale]);
    // On a filled-in sheet, what the player wrote on the line (the opponent, the date), in pencil, as the log's rows are.
    if (value !== undefined && value.trim() !== '' && to > from) {
      const f = fitText(value.trim(), 'condensed', to - from - 1 * scale, MIN_TEXT_PT, fieldSize);
      d.text(f.text, from + 0.5 * scale, fy, { face: 'condensed', size: f.size, colour: PENCIL_INK });
    }
    x += w;
  }
  d.lines(underline, { width: RULE.thin, colour: GRID_COLOUR });
  const ruleY = h.y + headerHeight(scale) - 0.4 * scale;
  d.line(h.x, ruleY, h.x + h.w, ruleY, { width: RULE.medium });
}

/** A sheet filled in as a player's pencil would (`salvo show -o`): what each chart's cells hold, and the log's rows written. */
export interface SheetFill {
  readonly own: (cell: number) => string | undefined;
  readonly enemy: (cell: number) => string | undefined;
  readonly log: (n: number) => LogRowWritten | undefined;
  /** The roster's boxes ticked, row by row (the variant's classes in order). */
  readonly roster?: (row: number) => RosterTicks | undefined;
  /** The boxes of each tracker struck out (shots fired, damage taken, guns or ships lost). */
  readonly trackers?: (t: Tracker) => number;
  /** The legend's symbols drawn in each chart's cells (a per-shot game's: a dot, a dash, a cross). */
  readonly ownMark?: (cell: number) => CellMark | undefined;
  readonly enemyMark?: (cell: number) => CellMark | undefined;
  /** The own chart's cells the side's ships lie in, shaded (where the record reveals the fleet). */
  readonly ownShip?: (cell: number) => boolean;
  /** The header's lines written in: the opponent and the date, where the record has them. */
  readonly header?: { readonly opponent?: string; readonly date?: string };
}

/** The shade of an own ship's cells on a filled-in sheet, light enough for the marks over it. */
const OWN_SHIP_FILL: Colour = '#d4d4d4';

/**
 * Draw one sheet as laid out, for `side`; `filled`, on a filled-in sheet (`salvo show -o`), what
 * the pencil wrote in its charts, log and roster (nothing on a blank pad).
 *
 * @example
 *   drawSheet(d, layout.sheets[0], content, 'Blue', 0);
 */
export function drawSheet(d: Drawing, sheet: SheetLayout, content: PadContent, side: string, sideIndex: number, filled?: SheetFill): void {
  drawHeader(d, sheet, content, side, sideIndex, filled?.header);
  sheet.charts.forEach((c, k) =>
    drawChart(d, c.x, c.y, filled === undefined ? c.spec : filledChart(c.spec, filled, k === 0)),
  );
  for (const b of sheet.blocks) {
    if (b.kind === 'roster') drawRoster(d, b.x, b.y, b.geometry, content.roster, content.text, filled?.roster);
    else if (b.kind === 'tracker') drawTracker(d, b.x, b.y, b.geometry, b.tracker, filled?.trackers?.(b.tracker));
    else if (b.kind === 'notes') drawNotes(d, b.x, b.y, b.geometry, content.text.notes);
    else drawLegend(d, b.x, b.y, content.text.marks, content.legend, b.geometry);
  }
  const first = sheet.log.chunks[0];
  // The log from a row past the first (a back, a leaf, the last rows on a split sheet's charts' page): captioned as continued.
  const continued = first !== undefined && first.first > 1;
  const spec = continued ? { ...content.log, title: continuedCaption(content, first.first, first.first + sheet.log.rows - 1) } : content.log;
  // One pair of headings for a one-shot log's cells and marks on every piece of it on the page, the words only where each has the room.
  // Where they have not the room as measured, the number column narrowed and the pieces' sub-columns set closer for them.
  const { entry, heads } = fittedLogHeads(sheet.log.entry, sheet.log.chunks, content.text, spec.widestCell);
  for (const chunk of sheet.log.chunks) drawLogChunk(d, chunk, entry, spec, content.text, heads ?? null, filled?.log);
  // Where the rest of the log is: on the caption's line, at the right of the log's first piece,
  // or on a line of its own under the caption where the piece is too narrow for both.
  const over = sheet.log.overleaf;
  if (over !== undefined && first !== undefined) {
    const size = captionSize(sheet.scale);
    const own = first.noteLine === true;
    const room = own ? first.box.w : noteRoomBesideCaption(content, first.box, sheet.scale, spec.title);
    // Whole where it fits (overleafNote); cut short only past that.
    const bare = fill(overleafTemplate(content.text, over.where), '').trim();
    const { text, face } = overleafNote(content, over, room, sheet.scale) ?? { text: bare, face: 'condensed' as FontFace };
    const note = fitText(text, face, room, size, size);
    const y = first.box.y + (own ? captionHeight(sheet.scale) * (first.captionWrap === true ? 2 : 1) : 0) + fontMetrics('bold', size).ascent;
    d.text(note.text, first.box.x + first.box.w, y, { face, size, align: 'right' });
  }
}

/** A chart's spec with what the pencil wrote in it: the own chart (`own`) or the enemy's. */
function filledChart(spec: ChartSpec, filled: SheetFill, own: boolean): ChartSpec {
  const mark = own ? filled.ownMark : filled.enemyMark;
  const ship = own ? filled.ownShip : undefined;
  return {
    ...spec,
    cellText: own ? filled.own : filled.enemy,
    ...(mark !== undefined ? { cellMark: mark } : {}),
    ...(ship !== undefined ? { cellFill: (cell: number) => (ship(cell) ? OWN_SHIP_FILL : undefined) } : {}),
  };
}

/** The notes band: its word at the start of the first rule, as the header's fields are. */
function drawNotes(d: Drawing, x: number, y: number, g: NotesGeometry, label: string): void {
  const size = legible(8 * g.scale);
  const first = y + g.pitch;
  d.text(label, x, first - 0.6 * g.scale, { face: 'regular', size, colour: '#333333' });
  const rules: [number, number, number, number][] = [];
  for (let i = 0; i < g.lines; i++) {
    const ry = y + (i + 1) * g.pitch;
    rules.push([i === 0 ? x + textWidth(label, 'regular', size) + 1.5 * g.scale : x, ry, x + g.width, ry]);
  }
  d.lines(rules, { width: RULE.thin, colour: GRID_COLOUR });
}

/**
 * Begin a page left blank on purpose (the cover's back, a page of charts' back, a last leaf the
 * log does not need), for double-sided printing: a small, quiet line at its middle says so, as
 * publishers print it, so that nobody takes the page for a misprint.
 */
function beginBlankPage(d: Drawing, page: PadLayout['page'], content: PadContent): void {
  d.beginPage(page);
  d.text(content.text.blankPage, page.width / 2, page.height / 2, { face: 'italic', size: 8, colour: '#707070', align: 'center', valign: 'middle' });
}

function drawCutLine(d: Drawing, layout: PadLayout, content: PadContent): void {
  if (layout.cutLine === null) return;
  const [x1, y, x2] = layout.cutLine;
  const label = `✂ ${content.text.cut}`;
  const w = textWidth(label, 'condensed', 6.5) + 2;
  d.line(x1 + w, y, x2, y, { width: RULE.thin, colour: '#808080', dash: [2, 1.5] });
  d.text(label, x1, y, { face: 'condensed', size: 6.5, colour: '#808080', valign: 'middle' });
}

/**
 * Draw a whole pad into `d` (pages begun here; `d.end()` is left to the caller). Returns the
 * number of pages drawn.
 *
 * @example
 *   const pages = drawPad(new RecordingDrawing(), variant, { paper: 'A4', perPage: 2, sheets: 4, lang: 'ru', cover: false });
 */
export function drawPad(d: Drawing, variant: Variant, opts: PadOptions): number {
  const content = padContent(variant, opts.lang, {
    ...(opts.sides !== undefined ? { sides: opts.sides } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
  });
  const layout = layoutPad(content, opts);
  let pages = opts.cover ? drawCover(d, variant, content, opts.paper) : 0;
  // Sheets with backs are printed double-sided: a cover of an odd number of pages gets a blank
  // back, so that each sheet still begins on the front of a leaf.
  if (layout.backs !== null && pages % 2 === 1) {
    beginBlankPage(d, layout.page, content);
    pages++;
  }
  const sheets = Math.max(1, opts.sheets);
  const sides = content.sides.length > 0 ? content.sides : [''];
  for (let i = 0; i < sheets; i++) {
    const sideIndex = i % sides.length;
    const side = sides[sideIndex]!;
    if (layout.split) {
      // One sheet over two frames: two pages, or the two halves of one page.
      // With the log continued overleaf: the back of the log's page, and (one a page) a blank
      // back for the charts' page, so that double-sided each part is a leaf of its own.
      layout.sheets.forEach((part, k) => {
        if (k === 0 || layout.perPage === 1) {
          d.beginPage(layout.page);
          pages++;
        }
        drawSheet(d, part, content, side, sideIndex);
        if (layout.backs !== null && layout.perPage === 1 && k === 0) {
          beginBlankPage(d, layout.page, content);
          pages++;
        }
      });
      if (layout.backs !== null) {
        d.beginPage(layout.page);
        pages++;
        drawSheet(d, layout.backs[0]!, content, side, sideIndex);
      }
      for (const leaf of layout.leaves ?? []) {
        if (leaf.length === 0) beginBlankPage(d, layout.page, content);
        else d.beginPage(layout.page);
        pages++;
        for (const part of leaf) drawSheet(d, part, content, side, sideIndex);
      }
      continue;
    }
    const slot = i % layout.sheets.length;
    if (slot === 0) {
      d.beginPage(layout.page);
      pages++;
      if (layout.sheets.length > 1) drawCutLine(d, layout, content);
    }
    drawSheet(d, layout.sheets[slot]!, content, side, sideIndex);
    // After a page of sheets, the page of their backs (the log continued), in the same places.
    if (layout.backs !== null && (slot === layout.sheets.length - 1 || i === sheets - 1)) {
      d.beginPage(layout.page);
      pages++;
      if (layout.sheets.length > 1) drawCutLine(d, layout, content);
      for (let k = i - slot; k <= i; k++) drawSheet(d, layout.backs[k - (i - slot)]!, content, sides[k % sides.length]!, k % sides.length);
      // Then the leaves of log a whole game may still need, in the same places (the last one perhaps blank).
      for (const leaf of layout.leaves ?? []) {
        if (leaf.length === 0) beginBlankPage(d, layout.page, content);
        else d.beginPage(layout.page);
        pages++;
        if (layout.sheets.length > 1 && leaf.length > 0) drawCutLine(d, layout, content);
        for (let k = i - slot; k <= i; k++) {
          const part = leaf[k - (i - slot)];
          if (part !== undefined) drawSheet(d, part, content, sides[k % sides.length]!, k % sides.length);
        }
      }
    }
  }
  return pages;
}

/**
 * Render a pad to PDF bytes. The same variant and options (and `date`) give the same bytes.
 *
 * @example
 *   const { bytes, pages } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 2, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
 */
export async function renderPadPdf(
  variant: Variant,
  opts: PadOptions & { readonly date: Date },
): Promise<{ bytes: Uint8Array; pages: number; arrangement: PadArrangement; coverTitleBack: boolean }> {
  const content = padContent(variant, opts.lang, {
    ...(opts.sides !== undefined ? { sides: opts.sides } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
  });
  const pdf = new PdfDrawing({ title: `${content.title} — salvo pad`, lang: opts.lang, date: opts.date, subject: variant.id });
  const pages = drawPad(pdf, variant, opts);
  const bytes = await pdf.finish();
  // The cover's back carries the game's name (A5, folded once): a page to print on the cover's back.
  const coverTitleBack = opts.cover && coverLayout(variant, content, opts.paper).titleBack;
  return { bytes, pages, arrangement: padArrangement(variant, opts), coverTitleBack };
}

/**
 * How the sheets lie on the pages, as drawn: `sheetsPerPage` 2 (two whole sheets, a cut line
 * between them), 1, or 0.5 (a board too large for one page: each sheet over two pages). A board
 * too large for half a page is laid out one sheet a page (or over two pages, as one a page
 * would be) even when two were asked for (`fallback: 'too-large'`), and so is a sheet whose chart
 * cells would be too small to write in at half a page (`fallback: 'too-small'`).
 */
export interface PadArrangement {
  readonly sheetsPerPage: 2 | 1 | 0.5;
  readonly fallback?: 'too-large' | 'too-small';
  /** The log continues on the back of each sheet (a page of backs after each page of sheets). */
  readonly logOverleaf: boolean;
  /** Leaves of log past the backs, for each page of sheets, where a sheet and its back do not hold a whole game. */
  readonly logLeaves?: number;
}

export function padArrangement(variant: Variant, opts: Pick<PadOptions, 'paper' | 'perPage' | 'lang' | 'sides' | 'title'>): PadArrangement {
  const content = padContent(variant, opts.lang, {
    ...(opts.sides !== undefined ? { sides: opts.sides } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
  });
  const layout = layoutPad(content, opts);
  const leaves = (layout.leaves?.length ?? 0) / 2;
  const log = { logOverleaf: layout.backs !== null, ...(leaves > 0 ? { logLeaves: leaves } : {}) };
  if (layout.fallback !== undefined) return { sheetsPerPage: layout.split ? 0.5 : 1, fallback: layout.fallback, ...log };
  if (!layout.split) return { sheetsPerPage: layout.sheets.length > 1 ? 2 : 1, ...log };
  return layout.perPage === 2 ? { sheetsPerPage: 1, fallback: 'too-large', ...log } : { sheetsPerPage: 0.5, ...log };
}

/**
 * A pad's sheets filled in (`salvo show -o`): for each side's paper, its sheet (and its parts and
 * back where the pad has them) drawn as `drawPad` draws it, with the marks and the log's rows
 * written in. Same input and `date`, same bytes.
 *
 * @example
 *   await renderFilledPadPdf(variant, { paper: 'A4', lang: 'en', sides: ['Blue', 'Red'], date }, [blueFill, redFill]);
 */
export async function renderFilledPadPdf(
  variant: Variant,
  opts: { readonly paper: LayoutOptions['paper']; readonly lang: Lang; readonly sides: readonly string[]; readonly title?: string; readonly date: Date },
  fills: readonly SheetFill[],
): Promise<{ bytes: Uint8Array; pages: number }> {
  const content = padContent(variant, opts.lang, { sides: opts.sides, ...(opts.title !== undefined ? { title: opts.title } : {}) });
  const pdf = new PdfDrawing({ title: `${content.title} — salvo`, lang: opts.lang, date: opts.date, subject: variant.id });
  const pages = drawFilledPad(pdf, variant, opts, fills);
  const bytes = await pdf.finish();
  return { bytes, pages };
}

/**
 * Draw the filled-in sheets into `d` (as `renderFilledPadPdf` does into a PDF); the pages drawn.
 *
 * @example
 *   drawFilledPad(new RecordingDrawing(), variant, { paper: 'A4', lang: 'en', sides: ['Blue', 'Red'] }, fills);
 */
export function drawFilledPad(d: Drawing, variant: Variant, opts: { readonly paper: LayoutOptions['paper']; readonly lang: Lang; readonly sides: readonly string[]; readonly title?: string }, fills: readonly SheetFill[]): number {
  const content = padContent(variant, opts.lang, { sides: opts.sides, ...(opts.title !== undefined ? { title: opts.title } : {}) });
  const layout = layoutPad(content, { paper: opts.paper, perPage: 1 });
  const parts = [...layout.sheets, ...(layout.backs ?? []), ...(layout.leaves ?? []).flat()];
  let pages = 0;
  fills.forEach((sheetFill, i) => {
    const side = opts.sides[i] ?? '';
    for (const part of parts) {
      d.beginPage(layout.page);
      pages++;
      drawSheet(d, part, content, side, i, sheetFill);
    }
  });
  return pages;
}
