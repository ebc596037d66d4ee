/**
 * Where everything on a pad page goes, in millimetres: a pure function of the pad content, the
 * paper and the number of sheets per page. No drawing happens here; `pad.ts` draws what this
 * computes, and tests check the numbers (and the rendered page) against each other.
 *
 * The method: for a sheet frame (the page less its margins, or half of it with two sheets per
 * page), try chart cell sizes from the largest sensible one down; for each, place the header and
 * the two charts side by side, then try a few arrangements of the remaining space (a column for
 * the roster and trackers beside the log; everything below the charts; a strip beside the charts)
 * packing the fixed blocks (roster, trackers, legend) on shelves and flowing the log through what
 * is left. The first cell size at which some arrangement holds the rows a full game needs wins;
 * where none does, the log goes on overleaf and the cells stay as large as they can, smaller ones
 * taken only for half as many rows again on the front. A small board leaving white at the sheet's
 * foot at the largest sensible cells, or under a piece of its log that taller rows cannot even with
 * the others, gets larger ones, then taller log rows (`grown`).
 *
 * @example
 *   const layout = layoutPad(padContent(variant, 'en'), { paper: 'A4', perPage: 1 });
 *   layout.sheets[0].charts[0].metrics.gridWidth // 80 on A4 for a 10×10 board
 */
import { SalvoError, type Diagnostic } from '../core/diagnostics.js';
import type { Box, PageSize } from './drawing.js';
import { fontMetrics, legible, textWidth } from './fonts.js';
import { fill } from './i18n.js';
import { measureChart, type ChartMetrics, type ChartSpec } from './chart.js';
import { captionLines, chunkShape, entryWidth, logEntry, TIGHT_ROW_MM, type LogChunk, type LogEntry } from './log.js';
import type { PadContent, Tracker } from './pad-content.js';
import { measureRoster, type RosterGeometry } from './roster.js';
import { captionHeight, captionSize, measureLegend, measureTracker, type LegendGeometry, type TrackerGeometry } from './trackers.js';

export type Paper = 'A4' | 'A5' | 'letter';

/** Paper sizes in millimetres, portrait. */
export const PAPERS: Readonly<Record<Paper, PageSize>> = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  letter: { width: 215.9, height: 279.4 },
};

/** The printable margin of each paper (nothing is drawn closer to the edge). */
export const MARGINS: Readonly<Record<Paper, number>> = { A4: 10, A5: 8, letter: 10 };

export interface LayoutOptions {
  readonly paper: Paper;
  readonly perPage: 1 | 2;
}

export interface PlacedChart {
  readonly x: number;
  readonly y: number;
  readonly spec: ChartSpec;
  readonly metrics: ChartMetrics;
}

export type PlacedBlock =
  | { readonly kind: 'roster'; readonly x: number; readonly y: number; readonly geometry: RosterGeometry }
  | { readonly kind: 'tracker'; readonly x: number; readonly y: number; readonly geometry: TrackerGeometry; readonly tracker: Tracker }
  | { readonly kind: 'legend'; readonly x: number; readonly y: number; readonly geometry: LegendGeometry }
  | { readonly kind: 'notes'; readonly x: number; readonly y: number; readonly geometry: NotesGeometry };

/**
 * A ruled band for notes (`PadText.notes` at the start of its first line): `lines` rules, the
 * first `pitch` below the band's top, the last on its bottom edge.
 */
export interface NotesGeometry {
  readonly width: number;
  readonly height: number;
  readonly lines: number;
  readonly pitch: number;
  readonly scale: number;
}

export interface SheetLayout {
  /** The printable box of this sheet. */
  readonly frame: Box;
  readonly scale: number;
  readonly header: Box;
  readonly cell: number;
  /** The two charts (own, enemy); none on the second part of a split sheet. */
  readonly charts: readonly PlacedChart[];
  readonly blocks: readonly PlacedBlock[];
  readonly log: {
    readonly entry: LogEntry;
    readonly chunks: readonly LogChunk[];
    readonly rows: number;
    /**
     * Rows a whole game may still need past this log, printed on the back of the sheet
     * (`PadLayout.backs`), or, from a back, on the next leaf (`next-leaf`, `PadLayout.leaves`).
     */
    readonly overleaf?: Overleaf;
  };
  /** Name of the arrangement chosen (for tests and debugging). */
  readonly arrangement: string;
}

/**
 * Where the log goes on: rows `from`–`to`, overleaf, (from a back) on the next leaf, or (from the
 * log's page of a split sheet) on the charts' page.
 */
export interface Overleaf {
  readonly from: number;
  readonly to: number;
  readonly where?: 'next-leaf' | 'charts';
}

/** The words saying where the log goes on (`{n}`: the rows). */
export function overleafTemplate(text: PadContent['text'], where: Overleaf['where']): string {
  return where === 'next-leaf' ? text.logNextLeaf : where === 'charts' ? text.logOnCharts : text.logOverleaf;
}

export interface PadLayout {
  readonly page: PageSize;
  readonly margin: number;
  /**
   * Whole sheets: one layout per sheet position on a page (1 or 2). Split sheets (a board too
   * big to share a frame with the roster and log): the two parts of one sheet, the charts and
   * the rest, on two pages (one per page) or on the two halves of one page (two per page).
   */
  readonly sheets: readonly SheetLayout[];
  readonly split: boolean;
  readonly perPage: 1 | 2;
  /** The dashed cut line between two sheets on a page, within the margins. */
  readonly cutLine: readonly [number, number, number, number] | null;
  /**
   * Why the sheets lie otherwise than asked, if they do: `too-small` when two sheets were asked
   * for a page but half a page would give chart cells smaller than a pencil can write in
   * (MIN_CELL_MM) while a whole page gives larger ones: one sheet a page instead; `too-large`
   * when the board does not fit half a page at all: one sheet a page (over two pages if need be).
   */
  readonly fallback?: 'too-small' | 'too-large';
  /**
   * The backs of the sheets, one per sheet position, when the log on the front is shorter than a
   * whole game (`LogSpec.wantedRows`): the header again and the log continued, numbered on from
   * the front's last row. Each page of sheets is followed by a page of their backs (print
   * double-sided, flipping on the long edge). Null when the fronts hold a whole game.
   * Split sheets: one back, the whole page behind the part holding the log; with one a page, the
   * page of charts gets a blank back, so that printed double-sided each part is a leaf of its own.
   */
  readonly backs: readonly SheetLayout[] | null;
  /**
   * Where a sheet and its back do not hold a whole game (a 26×26 board's 676 shots): the pages of
   * log after each page of backs, each page one layout per sheet position (in the backs' places),
   * as many as the rest of the log needs, an even number (the last one blank, an empty list, if
   * need be) so that the next sheets still begin on the front of a leaf.
   */
  readonly leaves?: readonly (readonly SheetLayout[])[];
}

/**
 * Pages a pad of `sheets` sheets takes with this layout (cover not counted).
 *
 * @example
 *   padPages(layoutPad(content, { paper: 'A4', perPage: 2 }), 5) // 3
 */
export function padPages(layout: PadLayout, sheets: number): number {
  const n = Math.max(1, sheets);
  const leaves = layout.leaves?.length ?? 0;
  if (!layout.split) return Math.ceil(n / layout.sheets.length) * (layout.backs === null ? 1 : 2 + leaves);
  return n * ((layout.perPage === 1 ? 2 : 1) * (layout.backs === null ? 1 : 2) + leaves);
}

/** Allowance for the half of the heaviest stroke that lies outside a box's edge (mm). */
const INK = 0.3;

/** Height of the sheet header at `scale`. */
export function headerHeight(scale: number): number {
  return fontMetrics('bold', 15 * scale).ascent + fontMetrics('regular', legible(8 * scale)).ascent + 5.5 * scale;
}

/** The frames (printable boxes) of the sheets on one page. */
export function sheetFrames(opts: LayoutOptions): { page: PageSize; margin: number; frames: Box[]; cutLine: PadLayout['cutLine'] } {
  const page = PAPERS[opts.paper];
  const m = MARGINS[opts.paper];
  // Content boxes end this far inside the margins, so that strokes centred on their edges stay inside.
  const k = m + INK;
  if (opts.perPage === 1) return { page, margin: m, frames: [{ x: k, y: k, w: page.width - 2 * k, h: page.height - 2 * k }], cutLine: null };
  const half = page.height / 2;
  const inner = m * 0.8;
  return {
    page,
    margin: m,
    frames: [
      { x: k, y: k, w: page.width - 2 * k, h: half - k - inner },
      { x: k, y: half + inner, w: page.width - 2 * k, h: half - k - inner },
    ],
    cutLine: [k, half, page.width - k, half],
  };
}

interface Region {
  readonly box: Box;
  /** What the region takes: the roster, trackers and legend only, or the log only (both where unsaid). */
  readonly use?: 'blocks' | 'log';
}

type FixedBlock = { kind: 'roster' } | { kind: 'tracker'; tracker: Tracker } | { kind: 'legend' };

function measureBlock(content: PadContent, b: FixedBlock, scale: number, maxWidth: number): { w: number; h: number; make: (x: number, y: number) => PlacedBlock } | null {
  if (b.kind === 'roster') {
    const g = measureRoster(content.roster, content.text, scale, maxWidth);
    return g && { w: g.width, h: g.height, make: (x, y) => ({ kind: 'roster', x, y, geometry: g }) };
  }
  if (b.kind === 'tracker') {
    const g = measureTracker(b.tracker, scale, maxWidth);
    return g && { w: g.width, h: g.height, make: (x, y) => ({ kind: 'tracker', x, y, geometry: g, tracker: b.tracker }) };
  }
  const g = measureLegend(content.text.marks, content.legend, scale, Math.min(maxWidth, 95 * scale), content.lang);
  return g && { w: g.width, h: g.height, make: (x, y) => ({ kind: 'legend', x, y, geometry: g }) };
}

/**
 * The smallest chart cell (mm) worth printing two sheets a page for: a pencil mark, a salvo number
 * needs about this much (the squared school notebooks these games are played on have 5 mm cells).
 * Smaller, a pad asked for two a page gets one a page when that gives larger cells.
 */
export const MIN_CELL_MM = 4;

/** Below this chart cell size (mm, at full scale) a sheet is split over two frames if that helps. */
const SPLIT_BELOW = 4;

/** How much larger (mm) stacked charts' cells must be for a sheet that fits side by side to stack them. */
const STACK_GAIN_MM = 1;

/** A squared school notebook's cell (mm), the size these games are played on. */
const NOTEBOOK_CELL_MM = 5;

/** A piece of the log shorter than this is not worth its heading. */
const MIN_CHUNK_ROWS = 4;

/** A piece of the log this short is a scrap: left out where the other pieces hold a whole game without it. */
const SCRAP_ROWS = 5;

/** A piece of the log this short is left out where the other pieces hold the log without it. */
const SHORT_PIECE_ROWS = 2 * MIN_CHUNK_ROWS;

interface Flow {
  readonly blocks: PlacedBlock[];
  readonly chunks: LogChunk[];
  readonly capacity: number;
  readonly placedAll: boolean;
  readonly entry: LogEntry;
}

/**
 * How to flow the log where the usual way leaves a front short of a whole game: `tight`, its rows
 * at TIGHT_ROW_MM; `besideShelf`, a piece of it also beside the last shelf of blocks (right of the
 * legend, say), down to the bottom of the region.
 */
interface FlowMode {
  readonly tight?: boolean;
  readonly besideShelf?: boolean;
  /**
   * With `besideShelf`: a block placed beside another on a shelf is kept narrow enough (its text
   * wrapped) to leave a column of the log beside it (Statki 15×15 on letter in Polish: the legend's
   * long first line would otherwise take the room of the column the whole game needs).
   */
  readonly roomBeside?: boolean;
  /**
   * Stacked charts only: the log in tall columns beside them from their top to the sheet's foot,
   * the roster, trackers and legend under them with a piece of the log beside them (`tallColumns`).
   */
  readonly tall?: boolean;
  /**
   * With `tall`: the roster across the charts' width under them, the trackers and legend under it,
   * the log beside and under those, where the roster is too wide to leave a piece of the log beside
   * it (Морской бой 10×20 in Russian: `Потоплено у противника` over its column of boxes).
   */
  readonly across?: boolean;
}

/** Pack the fixed blocks on shelves through the regions, then flow the log through what is left. */
function flow(content: PadContent, regions: readonly Region[], scale: number, mode: FlowMode = {}): Flow {
  const gapX = 5 * scale;
  const gapY = 4 * scale;
  const fixed: FixedBlock[] = [{ kind: 'roster' }, ...content.trackers.map((t) => ({ kind: 'tracker' as const, tracker: t })), { kind: 'legend' }];
  const cursors = regions.map((r) => ({ x: r.box.x, y: r.box.y, shelf: 0 }));
  const blocks: PlacedBlock[] = [];
  let placedAll = true;
  const widest = Math.max(...regions.map((r) => r.box.w));
  const entry = logEntry(content.log, scale, widest, mode.tight === true);
  for (const b of fixed) {
    let placed = false;
    for (let i = 0; i < regions.length && !placed; i++) {
      if (regions[i]!.use === 'log') continue;
      const r = regions[i]!.box;
      const c = cursors[i]!;
      if (c.shelf > 0 && c.x > r.x) {
        const room = r.x + r.w - c.x;
        const narrow = mode.besideShelf === true && mode.roomBeside === true ? measureBlock(content, b, scale, room - gapX - entryWidth(entry)) : null;
        const useNarrow = narrow !== null && narrow.h <= c.shelf * 1.6;
        const m = useNarrow ? narrow : measureBlock(content, b, scale, room);
        if (m !== null && c.y + m.h <= r.y + r.h && m.h <= c.shelf * 1.6) {
          // A narrowed block goes as far right as leaves the log's column beside it: the piece of
          // the log under the shelf, as wide as the rest of the region, loses no column to it.
          const x = useNarrow ? Math.max(c.x, r.x + r.w - gapX - entryWidth(entry) - m.w) : c.x;
          blocks.push(m.make(x, c.y));
          c.x = x + m.w + gapX;
          c.shelf = Math.max(c.shelf, m.h);
          placed = true;
          continue;
        }
      }
      const y = c.shelf > 0 ? c.y + c.shelf + gapY : c.y;
      const m = measureBlock(content, b, scale, r.w);
      if (m !== null && y + m.h <= r.y + r.h) {
        blocks.push(m.make(r.x, y));
        c.x = r.x + m.w + gapX;
        c.y = y;
        c.shelf = m.h;
        placed = true;
      }
    }
    if (!placed) placedAll = false;
  }
  // Under a shelf of blocks, the log's caption may take part of the space left above the log
  // (keeping half a gap of white under the blocks): its first piece, under the roster, loses no row
  // to it, as the piece beside, starting higher, did not when it came first.
  const boxes: { box: Box; raise: number }[] = [];
  regions.forEach((region, i) => {
    if (region.use === 'blocks') return;
    const c = cursors[i]!;
    const top = c.shelf > 0 ? c.y + c.shelf + gapY * 1.5 : region.box.y;
    const bottom = region.box.y + region.box.h;
    // Beside the last shelf, from its top to the bottom of the region; the piece under the shelf then stops short of it.
    const beside = mode.besideShelf === true && c.shelf > 0 && c.x > region.box.x ? { x: c.x, y: c.y, w: region.box.x + region.box.w - c.x, h: bottom - c.y } : null;
    const box = { x: region.box.x, y: top, w: beside === null ? region.box.w : c.x - gapX - region.box.x, h: bottom - top };
    if (box.h > 0) boxes.push({ box, raise: c.shelf > 0 ? Math.min(captionHeight(scale), gapY) : 0 });
    if (beside !== null && beside.w > 0 && beside.h > 0) boxes.push({ box: beside, raise: 0 });
  });
  // Number the log in reading order, as a page of columns is read: down the leftmost column of
  // the sheet (a piece under the roster, say), then the next column to the right, top to bottom.
  boxes.sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y);
  const all = packLog(entry, boxes, content.log.title);
  // Where the other pieces alone hold as many rows as the log prints (a whole game of Statki in the
  // strip beside the charts, on letter two a page), the log leaves out pieces of a handful of rows
  // (seven of five rows each under the roster): it reads in fewer pieces, each a real column.
  // So too a scrap of SCRAP_ROWS or fewer, where they hold a whole game (`wantedRows`) though fewer rows
  // than the log might print: four rows under the legend, a heading of their own, beside a column of 31
  // (Perelman in Russian on A5), are left out, the column holding the game's 30.
  const rows = Math.min(all.capacity, content.log.maxRows);
  let best = { ...all, pieces: logPieces(trimLog(all.chunks, rows, entry)) };
  const shape = boxes.map((b, i) => chunkShape(entry, b.box, i === 0).rows);
  for (let mask = (1 << boxes.length) - 2; mask > 0 && boxes.length <= 6; mask--) {
    const left = boxes.map((_, i) => (mask & (1 << i)) === 0);
    // (Under a roster set across, any piece the others do without: the game in fewer of them.)
    if (mode.across !== true && left.some((l, i) => l && shape[i]! >= SHORT_PIECE_ROWS)) continue;
    const some = packLog(entry, boxes.filter((_, i) => !left[i]), content.log.title);
    const scraps = left.every((l, i) => !l || shape[i]! <= SCRAP_ROWS);
    if (some.capacity < (scraps ? Math.min(rows, content.log.wantedRows) : rows)) continue;
    const pieces = logPieces(trimLog(some.chunks, rows, entry));
    if (pieces < best.pieces) best = { ...some, pieces };
  }
  return { blocks, chunks: best.chunks, capacity: best.capacity, placedAll, entry };
}

/**
 * The rows of a log in its pieces of SHORT_PIECE_ROWS rows or more: what it holds leaving out its
 * pieces of a handful of rows (a band of eight sub-columns of four under the roster holds 32 rows
 * for none).
 */
function solidRows(chunks: readonly LogChunk[]): number {
  return chunks.reduce((n, c) => n + (c.rows >= SHORT_PIECE_ROWS ? c.count : 0), 0);
}

/** Flow the log through `boxes` in order: the caption on the first piece, pieces too short skipped. */
function packLog(entry: LogEntry, boxes: readonly { box: Box; raise: number }[], title: string): { chunks: LogChunk[]; capacity: number } {
  const chunks: LogChunk[] = [];
  let capacity = 0;
  let first = 1;
  for (const { box: whole, raise } of boxes) {
    const caption = chunks.length === 0;
    const box = caption && raise > 0 ? { ...whole, y: whole.y - raise, h: whole.h + raise } : whole;
    const wrap = caption && captionLines(title, box.w, entry.scale).length > 1;
    const shape = chunkShape(entry, box, caption, wrap ? 2 : 1);
    const n = shape.columns * shape.rows;
    if (n <= 0 || shape.rows < MIN_CHUNK_ROWS) continue;
    chunks.push({ box, caption, columns: shape.columns, rows: shape.rows, first, count: n, ...(wrap ? { captionWrap: true } : {}) });
    first += n;
    capacity += n;
  }
  return { chunks, capacity };
}

/**
 * The pieces a log reads in: its sub-columns holding a row or more (a piece of four sub-columns
 * is four pieces to a reader following the numbers).
 *
 * @example
 *   logPieces(sheet.log.chunks) // 4 for Морской бой on letter, two a page: rows 1–100 in four columns
 */
export function logPieces(chunks: readonly LogChunk[]): number {
  return chunks.reduce((n, c) => n + (c.rows > 0 ? Math.ceil(c.count / c.rows) : 0), 0);
}

/** Trim the log to `rows` entries (dropping empty chunks, keeping the caption on the first). */
function trimLog(chunks: readonly LogChunk[], rows: number, entry: LogEntry): LogChunk[] {
  const out: LogChunk[] = [];
  let left = rows;
  for (const c of chunks) {
    if (left <= 0) break;
    const count = Math.min(c.count, left);
    out.push(balanced({ ...c, caption: out.length === 0, count }, entry));
    left -= count;
  }
  return out;
}

/**
 * A piece of the log holding fewer entries than it has room for, its sub-columns evened out (100
 * rows in sub-columns of 33 make four of 25, not three of 33 and a last one of a single row), and
 * as a printed form sets them: only the sub-columns it fills, spread over the piece's width (wider
 * slots to write in), each at most SPREAD_MAX times its narrowest, the piece's box ending at the
 * last (rows 61–100 of Classic 1967 on A4 in two sub-columns across the room for four, not two
 * in its left half beside white).
 */
function balanced(c: LogChunk, entry: LogEntry): LogChunk {
  if (c.rows <= 0 || c.count >= c.columns * c.rows) return c;
  const used = Math.ceil(c.count / c.rows);
  if (used >= c.columns) return { ...c, rows: Math.ceil(c.count / used) };
  const widest = used * entryWidth(entry) * SPREAD_MAX + (used - 1) * entry.gap;
  return { ...c, rows: Math.ceil(c.count / used), columns: used, box: c.box.w > widest ? { ...c.box, w: widest } : c.box };
}

/** The most a log's sub-column is widened to spread a piece's sub-columns over its width, as a multiple of its narrowest. */
export const SPREAD_MAX = 2.5;

function chartSpecs(content: PadContent, cell: number, scale: number): [ChartSpec, ChartSpec] {
  // A title too long for its grid goes on over lines; both charts keep room for the longer's, so their grids are level.
  const base = { columnLabels: content.columnLabels, rowLabels: content.rowLabels, cell, scale, wrapTitle: { lang: content.lang } };
  const own = { ...base, title: content.ownTitle };
  const enemy = { ...base, title: content.enemyTitle };
  const titleLines = Math.max(measureChart(own).title.lines.length, measureChart(enemy).title.lines.length);
  return [
    { ...own, titleLines },
    { ...enemy, titleLines },
  ];
}

interface Candidate {
  readonly name: string;
  readonly regions: Region[];
  /** Left edge of the pair of charts and the gap between them (vertical when stacked). */
  readonly chartsX: number;
  readonly chartsGap: number;
}

/** The gap between two charts one above the other. */
const stackGap = (scale: number) => 5 * scale;

/**
 * The arrangements to try for charts of `chartW` × `chartH` at the top of `frame`: the charts
 * centred with the rest below (split into a column and the log, into halves, or whole), or the
 * charts at the left with a strip beside them. `stacked`: the two charts one above the other
 * (a long, narrow board), else side by side.
 */
function arrangements(frame: Box, chartsTop: number, chartW: number, chartH: number, scale: number, natural: number, stacked = false, tall = false, across = false): Candidate[] {
  if (stacked && tall && across) {
    // As below, but under the charts one region as wide as they are: the roster across it, the
    // rest under the roster with the log beside and under them.
    const gap = 5 * scale;
    const belowY = chartsTop + 2 * chartH + stackGap(scale) + gap;
    const bottom = frame.y + frame.h;
    const stripX = frame.x + chartW + gap;
    const stripW = frame.x + frame.w - stripX;
    if (stripW < 30 * scale || belowY >= bottom || natural > chartW) return [];
    const regions: Region[] = [
      { box: { x: frame.x, y: belowY, w: chartW, h: bottom - belowY } },
      { box: { x: stripX, y: chartsTop, w: stripW, h: bottom - chartsTop }, use: 'log' },
    ];
    return [{ name: 'stacked-tall-across', regions, chartsX: frame.x, chartsGap: stackGap(scale) }];
  }
  if (stacked && tall) {
    // The charts at the left, one above the other; beside them, from their top to the sheet's foot,
    // the log's tall columns; under them, the roster, trackers and legend in a column of their own
    // width, and a piece of the log beside that column.
    const gap = 5 * scale;
    const belowY = chartsTop + 2 * chartH + stackGap(scale) + gap;
    const bottom = frame.y + frame.h;
    const stripX = frame.x + chartW + gap;
    const stripW = frame.x + frame.w - stripX;
    if (stripW < 30 * scale || belowY >= bottom || natural + gap >= chartW) return [];
    const regions: Region[] = [
      { box: { x: frame.x, y: belowY, w: natural, h: bottom - belowY }, use: 'blocks' },
      { box: { x: frame.x + natural + gap, y: belowY, w: chartW - natural - gap, h: bottom - belowY }, use: 'log' },
      { box: { x: stripX, y: chartsTop, w: stripW, h: bottom - chartsTop }, use: 'log' },
    ];
    return [{ name: 'stacked-tall', regions, chartsX: frame.x, chartsGap: stackGap(scale) }];
  }
  if (stacked) {
    // As one chart twice as tall, plus the gap: the candidates below and beside, renamed.
    const pair = arrangements(frame, chartsTop, chartW / 2, 2 * chartH + stackGap(scale), scale, natural);
    return pair.map((c) => ({
      ...c,
      name: `stacked-${c.name}`,
      chartsX: c.name === 'beside' ? frame.x : frame.x + (frame.w - chartW) / 2,
      chartsGap: stackGap(scale),
    }));
  }
  const gap = 5 * scale;
  const out: Candidate[] = [];
  const belowY = chartsTop + chartH + 5 * scale;
  const below: Box = { x: frame.x, y: belowY, w: frame.w, h: frame.y + frame.h - belowY };
  const centredGap = Math.min(frame.w - 2 * chartW, 16 * scale);
  const centredX = frame.x + (frame.w - (2 * chartW + centredGap)) / 2;
  if (below.h > 0) {
    for (const [name, leftW] of [
      ['column+log', natural],
      ['halves', (frame.w - gap) / 2],
    ] as const) {
      if (leftW <= 0 || leftW >= frame.w - gap) continue;
      out.push({
        name,
        regions: [{ box: { ...below, w: leftW } }, { box: { x: below.x + leftW + gap, y: below.y, w: below.w - leftW - gap, h: below.h } }],
        chartsX: centredX,
        chartsGap: centredGap,
      });
    }
    out.push({ name: 'below', regions: [{ box: below }], chartsX: centredX, chartsGap: centredGap });
  }
  const leftGap = Math.min(frame.w - 2 * chartW, 8 * scale);
  const chartsRight = frame.x + 2 * chartW + leftGap;
  const stripX = chartsRight + gap;
  const stripW = frame.x + frame.w - stripX;
  if (stripW >= 30 * scale) {
    const strip: Box = { x: stripX, y: chartsTop, w: stripW, h: frame.y + frame.h - chartsTop };
    const regions: Region[] = [];
    if (below.h > 0) regions.push({ box: { ...below, w: chartsRight - frame.x } });
    regions.push({ box: strip });
    out.push({ name: 'beside', regions, chartsX: frame.x, chartsGap: leftGap });
  }
  return out;
}

/**
 * Lay out one sheet in `frame`, the charts side by side, or one above the other (`stacked`).
 *
 * @example
 *   layoutSheet(content, { x: 10, y: 10, w: 190, h: 277 }).cell // the chart cell size in mm
 */
export function layoutSheet(content: PadContent, frame: Box, stacked = false): SheetLayout {
  const s = layoutSheetCells(content, frame, stacked);
  const whole = s.log.rows >= content.log.wantedRows ? inFewerPieces(content, frame, stacked, s) : s;
  return grown(content, frame, stacked, stacked && whole.log.rows >= content.log.wantedRows ? inTallColumns(content, frame, whole) : whole);
}

/**
 * Stacked charts whose log holds a whole game in many pieces (a 10×20 Statki on A4: six short
 * sub-columns of 14 rows under the roster, two tall ones beside the charts, 8 pieces): the log in
 * tall columns beside the charts from their top to the sheet's foot, the roster and legend under the
 * charts with a piece of the log beside them, where that holds the whole game in half as many
 * pieces or fewer with cells still a notebook's 5 mm or more (5.9 mm, not 6.5 mm: rows 1–22 beside
 * the roster, 23–200 in three columns, 4 pieces). Of such layouts, the one with the larger cells.
 */
function inTallColumns(content: PadContent, frame: Box, chosen: SheetLayout): SheetLayout {
  let best = chosen;
  const pieces = logPieces(chosen.log.chunks);
  const attempt = (mode: FlowMode, largest = Infinity): SheetLayout | null => {
    try {
      const s = layoutSheetRows(content, frame, true, mode, largest);
      return s.log.rows >= content.log.wantedRows && s.cell >= NOTEBOOK_CELL_MM - 1e-9 ? s : null;
    } catch (e) {
      if (!(e instanceof SalvoError)) throw e;
      return null;
    }
  };
  for (const mode of [{ tall: true }, { tall: true, tight: true }] satisfies FlowMode[]) {
    const s = attempt(mode);
    if (s === null || logPieces(s.log.chunks) > pieces / 2) continue;
    if (best === chosen || s.cell > best.cell + 1e-9) best = s;
  }
  if (best !== chosen) return best;
  // Where the roster leaves no room for the log beside it: the roster across, the log beside the
  // legend under it; of the cells down to a notebook's, those that hold the game in the fewest
  // pieces, fewer by a quarter or more (4 for 8, Морской бой 10×20 in Russian), the largest of them.
  let bestMode: FlowMode = {};
  for (const mode of [{ tall: true, across: true, besideShelf: true }, { tall: true, across: true, besideShelf: true, tight: true }] satisfies FlowMode[]) {
    for (let s = attempt(mode); s !== null; s = attempt(mode, Math.round((s.cell - 0.1) * 1000) / 1000)) {
      const n = logPieces(s.log.chunks);
      if (n > (pieces * 3) / 4) continue;
      const m = best === chosen ? Infinity : logPieces(best.log.chunks);
      if (n < m || (n === m && s.cell > best.cell + 1e-9)) {
        best = s;
        bestMode = mode;
      }
    }
  }
  return best === chosen ? best : evenedSmaller(best, (largest) => attempt(bestMode, largest));
}

/**
 * A sheet whose log, in pieces ending at one foot, ends a row or more above it in one of them, its
 * rows unable to even it (Морской бой on 10 rows × 20 columns in Russian on A4: rows 1–20 beside the
 * legend down to the foot, rows 21–200 in three columns of 60 beside the charts ending 16 mm above
 * it; at rows of 4.2 mm the three columns hold 180 rows to the foot, but the piece beside the legend
 * only 19): the same with charts smaller by less than CELL_GAIN_MM, the largest of them whose log
 * then ends on one line (`feetApart`), in no more pieces (cells of 5.5 mm, not 5.7 mm, a piece beside
 * the legend 4 mm taller: rows 1–20 and 21–200 of 4.2 mm, all at the foot).
 * `attempt(largest)`: the sheet laid out as `chosen` was, with cells of at most `largest` mm.
 */
function evenedSmaller(chosen: SheetLayout, attempt: (largest: number) => SheetLayout | null): SheetLayout {
  const row = (s: SheetLayout) => s.log.entry.rowHeight * s.log.entry.lines;
  if (feetApart(chosen) < row(chosen) - 1e-6) return chosen;
  const pieces = logPieces(chosen.log.chunks);
  for (let largest = Math.round((chosen.cell - 0.1) * 1000) / 1000; largest > chosen.cell - CELL_GAIN_MM + 1e-9; largest = Math.round((largest - 0.1) * 1000) / 1000) {
    const s = attempt(largest);
    if (s === null || s.cell <= chosen.cell - CELL_GAIN_MM + 1e-9) return chosen;
    if (logPieces(s.log.chunks) <= pieces && s.log.rows >= chosen.log.rows && feetApart(s) < row(s) - 1e-6) return s;
  }
  return chosen;
}

/** The usual largest chart cell (mm, at full scale): a 10×10 board's on a whole A4 sheet. */
const USUAL_CELL_MM = 8;

/**
 * The largest chart cell (mm, at full scale) a sheet with room to spare grows to: half as large
 * again as the usual (a 5×5 grid 60 mm across on A4). A pencilled salvo number or cross is no
 * easier to write in a larger one; the charts would only look like a toy's.
 */
export const GROWN_CELL_MM = 12;

/** White (mm) at the foot of a sheet, under the lowest of its charts, blocks and log rows. */
export function footWhite(sheet: SheetLayout): number {
  const { entry } = sheet.log;
  const bottoms = [
    ...sheet.charts.map((c) => c.y + c.metrics.height),
    ...sheet.blocks.map((b) => b.y + b.geometry.height),
    ...sheet.log.chunks.map((c) => c.box.y + captionSpace(c, entry.scale) + entry.headHeight + Math.min(c.rows, c.count) * entry.rowHeight * entry.lines),
  ];
  return sheet.frame.y + sheet.frame.h - Math.max(sheet.header.y + sheet.header.h, ...bottoms);
}

/**
 * A sheet whose charts have the usual largest cells and which still leaves white a row of its log
 * tall or more at its foot (a 6×6 Statki on A4: 61 mm under the log): its charts larger, up to
 * GROWN_CELL_MM, the largest that keep the log's rows, as many and as tall; then, white a row tall
 * still there, the log's rows taller, down to the foot, up to GROWN_ROW_MM (12 mm cells and rows
 * of 6.8 mm). Less than a row of white is what whole rows leave, not room to spare: every
 * built-in template leaves less, and keeps its pad. So too, with larger charts only where that lets
 * its rows even the log, a sheet whose log ends at its foot in one piece and high above it in another.
 */
function grown(content: PadContent, frame: Box, stacked: boolean, chosen: SheetLayout): SheetLayout {
  const { scale } = chosen;
  if (chosen.cell < USUAL_CELL_MM * scale - 1e-9 || chosen.log.rows === 0) return chosen;
  const { entry } = chosen.log;
  if (footWhite(chosen) < entry.rowHeight * entry.lines - 1e-6) {
    // A piece of the log at the foot, another at the same foot ending high above it that no taller
    // rows even (Jutland on a 6×6 board on A4: rows 1–27 under the roster, rows 28–36 beside it
    // ending 86 mm above them; evening them needs rows of 7.4 mm): the charts larger, where that
    // leaves the pieces a height their rows even (12 mm cells, rows 1–18 and 19–36 of 6 mm).
    if (feetApart(chosen) < entry.rowHeight * entry.lines - 1e-6) return chosen;
    const larger = largerCells(content, frame, stacked, chosen);
    const e = larger.log.entry;
    return larger !== chosen && feetApart(larger) < e.rowHeight * e.lines - 1e-6 ? larger : chosen;
  }
  const larger = largerCells(content, frame, stacked, chosen);
  // Cells as large as they grow, white a row tall or more still under the log: its rows taller, up
  // to GROWN_ROW_MM, where it holds all a game can take.
  const e = larger.log.entry;
  if (footWhite(larger) < e.rowHeight * e.lines - 1e-6 || larger.log.rows < content.log.maxRows) return larger;
  return { ...larger, log: roomier(e, larger.log.chunks, true, Math.max(ROOMY_ROW_MM, GROWN_ROW_MM * scale)) };
}

/**
 * How far apart (mm) the pieces of a sheet's log that end at one foot end once evened and levelled
 * as the page prints them (`evenFeet`, `levelFeet`), the rows' height it then has taken: 0 for a log
 * in one piece, or in pieces with feet of their own.
 */
function feetApart(sheet: SheetLayout): number {
  const { chunks, entry } = levelFeet(evenFeet(sheet)).log;
  if (chunks.length < 2) return 0;
  const foot = chunks[0]!.box.y + chunks[0]!.box.h;
  if (chunks.some((c) => Math.abs(c.box.y + c.box.h - foot) > 0.01)) return 0;
  const ends = chunks.map((c) => c.box.y + captionSpace(c, entry.scale) + entry.headHeight + Math.min(c.rows, c.count) * entry.rowHeight * entry.lines);
  return Math.max(...ends) - Math.min(...ends);
}

/** The tallest a log's rows grow (mm, at full scale) on a sheet with room to spare: a ruled exercise book's lines. */
export const GROWN_ROW_MM = 7;

/** The sheet with the largest cells, up to GROWN_CELL_MM, whose log keeps `chosen`'s rows, as many and as tall. */
function largerCells(content: PadContent, frame: Box, stacked: boolean, chosen: SheetLayout): SheetLayout {
  let largest = GROWN_CELL_MM * chosen.scale;
  while (largest > chosen.cell + 1e-9) {
    let s: SheetLayout;
    try {
      s = layoutSheetRows(content, frame, stacked, {}, largest, chosen.log.rows, GROWN_CELL_MM);
    } catch (e) {
      if (!(e instanceof SalvoError)) throw e;
      return chosen;
    }
    if (s.cell <= chosen.cell + 1e-9) return chosen;
    if (s.log.rows >= chosen.log.rows && s.log.entry.rowHeight >= chosen.log.entry.rowHeight - 1e-9) return s;
    largest = Math.round((s.cell - 0.1) * 1000) / 1000;
  }
  return chosen;
}

/**
 * A sheet holding a whole game whose log has pieces of a handful of rows (Classic Salvo on letter,
 * two a page: rows 1–4 and 5–8 under the roster, 9–37 beside the charts): the same with charts
 * smaller by less than CELL_GAIN_MM, if that gives a whole game in fewer pieces (rows 1–5, 6–34).
 */
function inFewerPieces(content: PadContent, frame: Box, stacked: boolean, chosen: SheetLayout): SheetLayout {
  const wanted = content.log.wantedRows;
  const scrappy = chosen.log.chunks.some((c) => Math.min(c.rows, c.count) < SHORT_PIECE_ROWS);
  if (!scrappy) return chosen;
  let best = chosen;
  // (Worth it for a third fewer pieces or more: ten scraps for nine is not.)
  let pieces = logPieces(chosen.log.chunks);
  const modes: FlowMode[] = [{}, { besideShelf: true }];
  for (const mode of modes) {
    let from = Math.round((chosen.cell - 0.1) * 1000) / 1000;
    while (from > chosen.cell - CELL_GAIN_MM + 1e-9) {
      let s: SheetLayout;
      try {
        s = layoutSheetRows(content, frame, stacked, mode, from);
      } catch (e) {
        if (!(e instanceof SalvoError)) throw e;
        break;
      }
      if (s.log.rows < wanted || s.cell <= chosen.cell - CELL_GAIN_MM + 1e-9) break;
      const n = logPieces(s.log.chunks);
      if (n <= (pieces * 2) / 3 && (s.cell > best.cell + 1e-9 || best === chosen || n < logPieces(best.log.chunks))) {
        best = s;
        pieces = n;
        break;
      }
      from = Math.round((s.cell - 0.1) * 1000) / 1000;
    }
  }
  return best;
}

function layoutSheetCells(content: PadContent, frame: Box, stacked: boolean): SheetLayout {
  const wanted = content.log.wantedRows;
  const usual = layoutSheetRows(content, frame, stacked, {});
  const tryMode = (mode: FlowMode): SheetLayout | null => {
    try {
      const s = layoutSheetRows(content, frame, stacked, mode);
      return s.log.rows >= wanted ? s : null;
    } catch (e) {
      if (!(e instanceof SalvoError)) throw e;
      return null;
    }
  };
  if (usual.log.rows >= wanted) {
    // A whole game on the front, but bought with small cells (Classic Salvo on letter, two a page:
    // 4.1 mm, the charts centred between wide white margins): a piece of the log beside the last
    // shelf of blocks may leave room for charts larger by CELL_GAIN_MM or more; larger at all,
    // where the log is in no more pieces for it (Jutland on A4, two a page: 5.5 mm, not 5.2).
    const s = tryMode({ besideShelf: true });
    if (s === null) return usual;
    const noMorePieces = logPieces(s.log.chunks) <= logPieces(usual.log.chunks);
    return s.cell >= usual.cell + CELL_GAIN_MM || (noMorePieces && s.cell > usual.cell + 1e-9) ? s : usual;
  }
  // A front a few rows short of a whole game (Statki 15×15 on A4: 204 of 225 rows; Jutland on letter,
  // two a page: 28 of 34; the rest on a back of their own): tighter rows, else a piece of the log
  // beside the last shelf of blocks, if that holds the whole game with charts as large, saves the back.
  const modes: FlowMode[] = [{ tight: true }, { besideShelf: true }, { tight: true, besideShelf: true }, { besideShelf: true, roomBeside: true }, { tight: true, besideShelf: true, roomBeside: true }];
  for (const mode of modes) {
    if (mode.tight === true && usual.log.entry.rowHeight <= TIGHT_ROW_MM) continue;
    const s = tryMode(mode);
    if (s !== null && s.cell >= usual.cell - 1e-9) return s;
  }
  return usual;
}

/** The least gain in chart cell size (mm) worth a log in more pieces. */
const CELL_GAIN_MM = 0.5;

/**
 * The sheet with the largest chart cells, up to `cap` mm at full scale (and `largest` mm), whose
 * log holds `need` rows (a whole game); where none does, the best front whose log goes on overleaf.
 */
function layoutSheetRows(content: PadContent, frame: Box, stacked: boolean, mode: FlowMode, largest = Infinity, need = content.log.wantedRows, cap = USUAL_CELL_MM): SheetLayout {
  const scale = scaleOf(frame);
  const hh = headerHeight(scale);
  const header: Box = { x: frame.x, y: frame.y, w: frame.w, h: hh };
  const chartsTop = frame.y + hh + 3.5 * scale;
  const maxCell = Math.min(cap * scale, largest);
  const minCell = 2.4;
  // Chart cells come first: the log may give up rows to keep cells at a comfortable size.
  // (Tall columns of the log beside stacked charts are worth cells down to a notebook's.)
  const comfortable = (mode.tall === true ? NOTEBOOK_CELL_MM : 6) * scale;
  // Rows enough for a front whose log goes on overleaf.
  const enough = Math.min(content.log.wantedRows, 12);
  let fallback: { sheet: SheetLayout; capacity: number } | null = null;
  for (let cell = maxCell; cell >= minCell - 1e-9; cell = Math.round((cell - 0.1) * 1000) / 1000) {
    if (fallback !== null && fallback.capacity >= enough && cell < comfortable) break;
    const specs = chartSpecs(content, cell, scale);
    const metrics = specs.map(measureChart) as [ChartMetrics, ChartMetrics];
    const chartW = Math.max(metrics[0].width, metrics[1].width);
    const chartH = Math.max(metrics[0].height, metrics[1].height);
    const minGap = 6 * scale;
    if (stacked ? chartW > frame.w || chartsTop + 2 * chartH + stackGap(scale) > frame.y + frame.h : 2 * chartW + minGap > frame.w || chartsTop + chartH > frame.y + frame.h) continue;
    const natural = Math.max(
      measureRoster(content.roster, content.text, scale, frame.w)?.width ?? frame.w / 2,
      ...content.trackers.map((t) => measureTracker(t, scale, frame.w / 2)?.width ?? 0),
    );
    // The arrangements holding a whole game at this cell size: the first, unless its log's
    // sub-columns are of uneven widths and another's are more even (`evenest`).
    const whole: SheetLayout[] = [];
    for (const cand of arrangements(frame, chartsTop, chartW, chartH, scale, natural, stacked, mode.tall === true, mode.across === true)) {
      const f = flow(content, cand.regions, scale, mode);
      if (!f.placedAll) continue;
      const charts: [PlacedChart, PlacedChart] = stacked
        ? [
            { x: cand.chartsX, y: chartsTop, spec: specs[0], metrics: metrics[0] },
            { x: cand.chartsX, y: chartsTop + chartH + cand.chartsGap, spec: specs[1], metrics: metrics[1] },
          ]
        : [
            { x: cand.chartsX, y: chartsTop, spec: specs[0], metrics: metrics[0] },
            { x: cand.chartsX + chartW + cand.chartsGap, y: chartsTop, spec: specs[1], metrics: metrics[1] },
          ];
      const rows = Math.min(f.capacity, content.log.maxRows);
      const sheet: SheetLayout = {
        frame,
        scale,
        header,
        cell,
        charts,
        blocks: f.blocks,
        log: roomier(f.entry, trimLog(f.chunks, rows, f.entry), rows >= content.log.maxRows),
        arrangement: cand.name,
      };
      if (f.capacity >= need) {
        whole.push(levelled(sheet, rows >= content.log.maxRows));
        continue;
      }
      // No whole game on the front yet: the back holds the rest, so smaller cells are worth only
      // many more rows (half as many again), not a few (Jutland on letter, two a page: 5.4 mm cells
      // and rows 1–28, not 4.1 mm ones for rows 1–30); and rows in pieces of a handful of rows count
      // for none of them (Statki 15×15 on A4, two a page: 4.7 mm cells and rows 1–62 in two columns
      // beside the charts, not 4.3 mm ones and rows 1–32 in eight sub-columns of four under the roster).
      const better =
        fallback === null ||
        (f.capacity > fallback.capacity && (fallback.capacity < enough || fallback.sheet.cell === cell || solidRows(f.chunks) >= fallback.capacity * 1.5));
      if (better) fallback = { sheet, capacity: f.capacity };
    }
    if (whole.length > 0) return evenest(whole);
  }
  if (fallback !== null) return fallback.sheet;
  throw new SalvoError({
    severity: 'error',
    code: 'pad-too-small',
    message: `a ${content.columnLabels.length}×${content.rowLabels.length} board does not fit on this paper (${Math.round(frame.w)}×${Math.round(frame.h)} mm per sheet)`,
    suggestion: 'use a larger paper or --per-page 1',
  });
}

/**
 * A log's sub-columns this much wider than its narrowest, as a multiple of it, read as of two widths:
 * a tenth (Kirillitsa 12 in Russian on A4, 25.5 mm under the roster and 22.4 mm beside it, 1.14, its
 * narrow piece's headings squeezed to the 6 pt floor against the rules, now two halves of three
 * sub-columns of one width). It sits where no layout is near it: of every template and example on
 * every paper, in every language, one or two a page, the first arrangements tried come at most
 * 1.082 or at least 1.117 (it was 1.25, with layouts at 1.241 and 1.271 either side, and Statki 15×15
 * in English on A4 at 1.222, a word of a heading from the other layout).
 */
const UNEVEN = 1.1;

/** The widest of a log's sub-columns over its narrowest (1 for a log of one width, or none). */
function widthRatio(log: SheetLayout['log']): number {
  const widths = log.chunks.filter((c) => c.columns > 0 && c.count > 0).map((c) => (c.box.w - (c.columns - 1) * log.entry.gap) / c.columns);
  return widths.length === 0 ? 1 : Math.max(...widths) / Math.min(...widths);
}

/**
 * Of arrangements holding a whole game with charts as large (in the order tried), the first, unless
 * its log's sub-columns come in two widths (a narrow table under the roster, a wide one beside it,
 * a tenth wider or more, UNEVEN: Classic 1967 on A5, 18.8 mm and 32.6 mm) and another's
 * are more even, in no more pieces (the log one table across the sheet below the roster: five
 * sub-columns of 24.6 mm). A log of one column a piece (a salvo's cells and its result) is left as
 * it is: each piece is a table of its own.
 */
function evenest(sheets: readonly SheetLayout[]): SheetLayout {
  const first = sheets[0]!;
  const ratio = widthRatio(first.log);
  if (ratio < UNEVEN || !first.log.chunks.some((c) => c.columns > 1)) return first;
  let best = first;
  for (const s of sheets.slice(1)) {
    if (s.log.rows < first.log.rows || logPieces(s.log.chunks) > logPieces(first.log.chunks)) continue;
    if (widthRatio(s.log) < widthRatio(best.log) - 1e-6) best = s;
  }
  return best;
}

/** The height a log piece's caption takes at its top (two lines with the note line, none without a caption). */
function captionSpace(c: LogChunk, scale: number): number {
  return c.caption ? ((c.noteLine === true ? 1 : 0) + (c.captionWrap === true ? 2 : 1)) * captionHeight(scale) : 0;
}

/** The height a log piece has for its rows: its box less its column heads and caption. */
function rowsRoom(c: LogChunk, entry: LogEntry): number {
  return c.box.h - entry.headHeight - captionSpace(c, entry.scale);
}

/**
 * A log whose last piece starts higher than the piece before it (beside the roster, where that one
 * is under it) but holds no more rows than it, ending on the same foot (Classic 1967 on A4: rows
 * 61–100 in two sub-columns of 20 beside rows 1–60 in three of 20, 65 mm of white under them): that
 * piece set level with the one before, its heading on the same line, the log one table of equal
 * columns across the sheet, as a printed form sets it.
 */
function levelled(sheet: SheetLayout, full: boolean): SheetLayout {
  const { chunks, entry } = sheet.log;
  if (chunks.length < 2) return sheet;
  const last = chunks.at(-1)!;
  const prev = chunks.at(-2)!;
  const top = prev.box.y + captionSpace(prev, entry.scale);
  const bottom = last.box.y + last.box.h;
  const sameFoot = Math.abs(prev.box.y + prev.box.h - bottom) < 1e-6;
  if (last.caption || !sameFoot || last.box.y >= top - 1e-6 || last.box.x < prev.box.x + prev.box.w) return sheet;
  // Its rows go on in sub-columns of the piece before it, as wide as that one's, one gap apart
  // (not a piece of its own, 2.5 times as wide and a region's gap away: Морской бой in English on
  // A4, rows 81–100 beside rows 1–80), where that piece is full, the rows follow on and the sub-columns
  // they take fit the sheet's width; so too where the piece beside the roster is the taller, its rows
  // otherwise ending high above the sheet's foot, white under them (Statki in Polish on A5: rows 73–100
  // in one wide column beside rows 1–72; Battleship 1967 on letter: rows 52–100 beside rows 1–51, 29 mm
  // of white under them).
  const colW = prev.columns > 0 ? (prev.box.w - (prev.columns - 1) * entry.gap) / prev.columns : 0;
  const more = prev.rows > 0 ? Math.ceil(last.count / prev.rows) : 0;
  const width = prev.box.w + more * (colW + entry.gap);
  const joins = prev.count === prev.columns * prev.rows && last.first === prev.first + prev.count && more > 0 && prev.box.x + width <= sheet.frame.x + sheet.frame.w + 1e-6;
  // (Its sub-columns evened out: 17 rows each and 15 in the last, not 18 each and 10; and, where that
  // leaves white under them, its rows taller, down to the sheet's foot, as `roomier` makes them.)
  const merged = balanced({ ...prev, columns: prev.columns + more, count: prev.count + last.count, box: { ...prev.box, w: width } }, entry);
  // (The white it leaves above it, beside the roster, is a band for notes: `acrossSheet`.)
  if (joins) return { ...sheet, log: roomier(entry, [...chunks.slice(0, -2), merged], full) };
  if (last.rows > prev.rows) return sheet;
  const chunk: LogChunk = { ...last, box: { ...last.box, y: top, h: bottom - top } };
  // The room it leaves above it: a ruled band for notes, where it holds two lines or more.
  const gapY = 4 * sheet.scale;
  const height = top - gapY - last.box.y;
  const pitch = Math.max(NOTES_PITCH_MM, 6 * sheet.scale);
  const lines = Math.floor((height + 1e-6) / pitch);
  const notes: PlacedBlock[] =
    lines >= MIN_NOTES_LINES ? [{ kind: 'notes', x: last.box.x, y: last.box.y, geometry: { width: last.box.w, height, lines, pitch: height / lines, scale: sheet.scale } }] : [];
  return { ...sheet, blocks: [...sheet.blocks, ...notes], log: { ...sheet.log, chunks: [...chunks.slice(0, -1), chunk] } };
}

/** The tallest a log's row grows to fill its pieces (mm): as tall as on a whole A4 page. */
const ROOMY_ROW_MM = 4.8;

/** The least a log's rows grow by to fill their pieces (mm). */
const ROOMIER_BY_MM = 0.3;

/** White under a log this much of a row tall or more is a band that its rows grow into, by however little. */
const NEAR_ROW = 0.75;

/**
 * A log holding every row a game can take (`full`: on a front, or the rest of them on a back)
 * with height to spare in each of its pieces (Морской бой on letter, two a page: 25 rows of 3.6 mm
 * in a column with room for 29): its rows
 * taller, to the foot of the shortest-spared piece (at most `tallest`: ROOMY_ROW_MM, or on a sheet
 * with room to spare, GROWN_ROW_MM), more room to write in and no white under the log.
 */
function roomier(entry: LogEntry, chunks: readonly LogChunk[], full: boolean, tallest = ROOMY_ROW_MM): SheetLayout['log'] {
  const rows = chunks.reduce((n, c) => n + c.count, 0);
  if (!full || chunks.length === 0) return { entry, chunks, rows };
  const spread = respread(entry, chunks, rows, tallest);
  if (spread !== null) return spread;
  const fits = Math.min(
    ...chunks.map((c) => rowsRoom(c, entry) / (c.rows * entry.lines)),
  );
  const height = Math.min(tallest, Math.floor(fits * 10 + 1e-6) / 10);
  // (Not for a tenth of a millimetre: rows that gain less are left as the scale makes them, unless
  // they leave a band of white under the log nearly a row tall, NEAR_ROW of one or more, which taller
  // rows narrow: Морской бой on letter, 17 rows of 4.7 mm in room for 17.98, 4.6 mm of white at the
  // sheet's foot, 3 mm with rows of 4.8 mm.)
  const white = Math.min(...chunks.map((c) => rowsRoom(c, entry) - c.rows * entry.lines * entry.rowHeight));
  const band = white >= entry.rowHeight * entry.lines * NEAR_ROW - 1e-6 && height > entry.rowHeight + 1e-6;
  return height >= entry.rowHeight + ROOMIER_BY_MM - 1e-6 || band ? { entry: { ...entry, rowHeight: height }, chunks, rows } : { entry, chunks, rows };
}

/**
 * A log of several pieces holding every row a game can take, where one piece has height to spare
 * and another none (the 1967 rules on an 11×11 board on A5: rows filling the piece under the roster,
 * the rest in the taller piece beside it, white under them): the rows taller, the tallest that still hold
 * them all (at most `tallest`), each piece taking as many as it has room for, in reading order.
 * Null where the rows gain less than ROOMIER_BY_MM so.
 */
function respread(entry: LogEntry, chunks: readonly LogChunk[], rows: number, tallest = ROOMY_ROW_MM): SheetLayout['log'] | null {
  if (chunks.length < 2) return null;
  // A last piece beside the roster holding no more rows than the one under it is set level with it instead (`levelled`).
  const last = chunks.at(-1)!;
  const prev = chunks.at(-2)!;
  if (!last.caption && last.rows <= prev.rows && last.box.y < prev.box.y - 1e-6) return null;
  for (let h = tallest; h >= entry.rowHeight + ROOMIER_BY_MM - 1e-6; h = Math.round((h - 0.1) * 1000) / 1000) {
    const fit = chunks.map((c) => Math.floor((rowsRoom(c, entry) + 1e-6) / (h * entry.lines)));
    const room = chunks.map((c, i) => c.columns * fit[i]!);
    if (room.reduce((a, b) => a + b, 0) < rows || fit.some((r) => r < MIN_CHUNK_ROWS)) continue;
    let first = 1;
    const out: LogChunk[] = [];
    chunks.forEach((c, i) => {
      const count = Math.min(room[i]!, rows - first + 1);
      if (count <= 0) return;
      out.push(balanced({ ...c, rows: fit[i]!, first, count }, entry));
      first += count;
    });
    return { entry: { ...entry, rowHeight: h }, chunks: out, rows };
  }
  return null;
}

function scaleOf(frame: Box): number {
  return Math.min(1, Math.max(0.6, Math.sqrt((frame.w * frame.h) / (190 * 277))));
}

/**
 * Lay out a sheet over two frames: the header and the charts (side by side, or one above the
 * other when that gives bigger cells) in `a`; the header, roster, trackers, legend and log in
 * `b`. Null when even that does not fit.
 *
 * @example
 *   layoutSplitSheet(content, page, page)?.[0].cell
 */
export function layoutSplitSheet(content: PadContent, a: Box, b: Box): [SheetLayout, SheetLayout] | null {
  const scale = scaleOf(a);
  const hh = headerHeight(scale);
  const chartsTop = a.y + hh + 3.5 * scale;
  const gap = 6 * scale;
  let charts: PlacedChart[] | null = null;
  let cell = 0;
  for (let c = 8 * scale; c >= 2.4 - 1e-9 && charts === null; c = Math.round((c - 0.1) * 1000) / 1000) {
    const specs = chartSpecs(content, c, scale);
    const m = specs.map(measureChart) as [ChartMetrics, ChartMetrics];
    const w = Math.max(m[0].width, m[1].width);
    const h = Math.max(m[0].height, m[1].height);
    if (2 * w + gap <= a.w && chartsTop + h <= a.y + a.h) {
      const x = a.x + (a.w - 2 * w - gap) / 2;
      charts = [
        { x, y: chartsTop, spec: specs[0], metrics: m[0] },
        { x: x + w + gap, y: chartsTop, spec: specs[1], metrics: m[1] },
      ];
    } else if (w <= a.w && chartsTop + 2 * h + gap <= a.y + a.h) {
      const x = a.x + (a.w - w) / 2;
      charts = [
        { x, y: chartsTop, spec: specs[0], metrics: m[0] },
        { x, y: chartsTop + h + gap, spec: specs[1], metrics: m[1] },
      ];
    }
    cell = c;
  }
  if (charts === null) return null;
  const scaleB = scaleOf(b);
  const top = b.y + headerHeight(scaleB) + 3.5 * scaleB;
  const natural = measureRoster(content.roster, content.text, scaleB, b.w)?.width ?? b.w / 2;
  let best: { f: Flow; name: string } | null = null;
  for (const cand of arrangements(b, top - 5 * scaleB, 0, 0, scaleB, natural)) {
    if (cand.name === 'beside') continue;
    const f = flow(content, cand.regions, scaleB);
    if (f.placedAll && f.capacity > 0 && (best === null || f.capacity > best.f.capacity)) best = { f, name: cand.name };
  }
  if (best === null) return null;
  const rows = Math.min(best.f.capacity, content.log.maxRows);
  const partA: SheetLayout = {
    frame: a,
    scale,
    header: { x: a.x, y: a.y, w: a.w, h: hh },
    cell,
    charts,
    blocks: [],
    log: { entry: best.f.entry, chunks: [], rows: 0 },
    arrangement: 'split-charts',
  };
  const partB: SheetLayout = {
    frame: b,
    scale: scaleB,
    header: { x: b.x, y: b.y, w: b.w, h: headerHeight(scaleB) },
    cell,
    charts: [],
    blocks: best.f.blocks,
    log: { entry: best.f.entry, chunks: trimLog(best.f.chunks, rows, best.f.entry), rows },
    arrangement: `split-${best.name}`,
  };
  return [partA, partB];
}

/**
 * The layout of every sheet position on a page for `opts`. A board too big to share its frame
 * with the roster and log at a writable size is split over two frames (`split`).
 *
 * @example
 *   layoutPad(content, { paper: 'A5', perPage: 2 }).sheets.length // 2
 */
export function layoutPad(content: PadContent, opts: LayoutOptions): PadLayout {
  const layout = withBacks(content, layoutFitting(content, opts), opts.paper);
  return {
    ...layout,
    sheets: layout.sheets.map((s) => withNotes(acrossSheet(levelFeet(evenFeet(s))))),
    backs: layout.backs === null ? null : layout.backs.map(levelFeet),
    ...(layout.leaves !== undefined ? { leaves: layout.leaves.map((page) => page.map(levelFeet)) } : {}),
  };
}

/**
 * A log in pieces that end at one foot, one of them ending a row or more above the others
 * (Kirillitsa 12 in Russian on A4: rows 1–60 under the roster down to the sheet's foot, rows 61–144
 * beside it, starting higher, ending 20 mm above it; Twin Salvo in English on A4, 45 mm): its rows
 * shared out anew, each piece down to one line (rows 1–54 and 55–144), and taller, so that the line
 * comes down to the foot, less than a row of white under it, as a printed form sets them (rows of 5.2
 * mm, not 4.8). The rows grow at most to GROWN_ROW_MM (at the sheet's scale; ROOMY_ROW_MM at the
 * least); each piece keeps its sub-columns and MIN_CHUNK_ROWS rows or more. Where no height does it
 * (Jutland on a 6×6 board on A4 at 8 mm cells: rows 1–27 and 28–36, 36 rows of a game in all;
 * evened, rows 1–18 and 19–36 ending 46 mm above the foot), the log is left as it is: a band of
 * white under the whole log is worse than a piece ending higher than the others. (A small board's
 * charts grow first where that lets the rows even it: `grown`.)
 */
function evenFeet(sheet: SheetLayout): SheetLayout {
  const { chunks, entry } = sheet.log;
  if (chunks.length < 2 || chunks.some((c) => c.rows <= 0 || c.columns <= 0 || c.count <= 0)) return sheet;
  const foot = chunks[0]!.box.y + chunks[0]!.box.h;
  if (chunks.some((c) => Math.abs(c.box.y + c.box.h - foot) > 0.01)) return sheet;
  const top = (c: LogChunk): number => c.box.y + captionSpace(c, entry.scale) + entry.headHeight;
  const spread = (log: readonly LogChunk[], rowH: number): number => {
    const ends = log.map((c) => top(c) + Math.min(c.rows, c.count) * rowH);
    return Math.max(...ends) - Math.min(...ends);
  };
  if (spread(chunks, entry.rowHeight * entry.lines) < entry.rowHeight * entry.lines - 1e-6) return sheet;
  const total = chunks.reduce((n, c) => n + c.count, 0);
  const tallest = Math.max(ROOMY_ROW_MM, GROWN_ROW_MM * sheet.scale, entry.rowHeight);
  // The log evened with rows `h` mm tall, and the white under it; null where that does not even it.
  const evenAt = (h: number): { sheet: SheetLayout; white: number } | null => {
    const rowH = h * entry.lines;
    const room = chunks.map((c) => Math.floor((rowsRoom(c, entry) + 1e-6) / rowH));
    if (room.some((r) => r < MIN_CHUNK_ROWS)) return null;
    // The highest line, a row's foot in some piece, down to which every piece holds the whole log.
    const rowsTo = (line: number) => chunks.map((c, i) => Math.max(0, Math.min(room[i]!, Math.floor((line - top(c) + 1e-6) / rowH))));
    const holds = (line: number) => rowsTo(line).reduce((n, r, i) => n + r * chunks[i]!.columns, 0) >= total;
    const lines = chunks.flatMap((c, i) => Array.from({ length: room[i]! }, (_, r) => top(c) + (r + 1) * rowH)).sort((a, b) => a - b);
    const line = lines.find(holds);
    if (line === undefined) return null;
    const rows = rowsTo(line);
    let first = chunks[0]!.first;
    const out = chunks.map((c, i) => {
      const count = Math.min(c.columns * rows[i]!, total - (first - chunks[0]!.first));
      const piece = balanced({ ...c, rows: rows[i]!, first, count }, entry);
      first += count;
      return piece;
    });
    if (out.some((c, i) => c.count <= 0 || c.columns !== chunks[i]!.columns || Math.min(c.rows, c.count) < MIN_CHUNK_ROWS)) return null;
    if (spread(out, rowH) >= rowH - 1e-6) return null;
    const even: SheetLayout = { ...sheet, log: { ...sheet.log, entry: { ...entry, rowHeight: h }, chunks: out } };
    const white = footWhite(even);
    // Less than a row of white under the whole log: whole rows leave that much, no band to grow into.
    return white < rowH - 1e-6 ? { sheet: even, white } : null;
  };
  let best: { sheet: SheetLayout; white: number } | null = null;
  for (let h = entry.rowHeight; h <= tallest + 1e-6; h = Math.floor(h * 10 + 1 + 1e-6) / 10) {
    const even = evenAt(h);
    if (even !== null && (best === null || even.white < best.white - 1e-6)) best = even;
  }
  // Where no height in tenths of a millimetre does it, the tallest itself, where it falls between
  // them: Classic Salvo on a 7×7 board on letter, its rows 1–16 under the roster at the foot and
  // 17–49 in two sub-columns beside it ending 58 mm above it, is evened at 6.86 mm (7 mm at the
  // sheet's scale; 6.8 mm leaves a row of white under the whole log).
  if (best === null && tallest > Math.floor(tallest * 10 + 1e-6) / 10 + 1e-6) best = evenAt(tallest);
  return best?.sheet ?? sheet;
}

/**
 * The pieces of a sheet's log that end at one foot, ending level, as a printed form sets them:
 * each box holding a whole number of rows, their bottoms came up to a row apart (rows 1–11 under
 * the roster ending 4 mm below rows 12–44 beside it), or a row and a bit where neither holds a row
 * more nor may grow its rows (Kirillitsa 12 in Russian on A4, two a page: rows 37–144 beside the
 * charts ending 4.5 mm above rows 1–36 under the roster, rows of 4.1 mm; the decoys in Russian on
 * A5, two a page, 4.2 mm, rows of 4 mm). Each piece ending less than two rows above the lowest of
 * them is set down to it, the white above it instead of under it; a piece ending higher still (a
 * game's last rows, in a box with room for more) is left as it is.
 */
function levelFeet(sheet: SheetLayout): SheetLayout {
  const { chunks, entry } = sheet.log;
  if (chunks.length < 2) return sheet;
  const entryH = entry.rowHeight * entry.lines;
  const foot = (c: LogChunk): number => c.box.y + c.box.h;
  const bottom = (c: LogChunk): number => c.box.y + captionSpace(c, entry.scale) + entry.headHeight + Math.min(c.rows, c.count) * entryH;
  const moved = chunks.map((c) => {
    if (c.rows <= 0) return c;
    const level = Math.max(...chunks.filter((o) => o.rows > 0 && Math.abs(foot(o) - foot(c)) < 0.01).map(bottom));
    const down = level - bottom(c);
    return down > 1e-6 && down < 2 * entryH - 1e-6 ? { ...c, box: { ...c.box, y: c.box.y + down, h: c.box.h - down } } : c;
  });
  return moved.every((c, i) => c === chunks[i]) ? sheet : { ...sheet, log: { ...sheet.log, chunks: moved } };
}

/**
 * A sheet's last piece of the log with nothing beside it down to the foot of the sheet (Морской бой
 * on A4: rows 1–100 in five sub-columns under the roster, the right half of the sheet white under the
 * enemy's chart): its sub-columns spread to the sheet's right edge (each at most SPREAD_MAX times its
 * narrowest), the log one table across the sheet as the charts above it are; and the white left
 * beside the roster and legend, above the log, a ruled band for notes, or where the log so spread
 * still leaves white beside it down to the foot (a 5×5 board's 25 rows in one sub-column), the
 * band from the same top down beside the log to the foot, where that is the more room.
 */
function acrossSheet(sheet: SheetLayout): SheetLayout {
  const { chunks, entry } = sheet.log;
  const last = chunks.at(-1);
  if (last === undefined || last.rows <= 0 || last.columns <= 0 || sheet.charts.length === 0) return sheet;
  const { scale } = sheet;
  const right = sheet.frame.x + sheet.frame.w;
  const bottom = last.box.y + last.box.h;
  const boxes: Box[] = [
    ...sheet.charts.map((c) => ({ x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
    ...sheet.blocks.map((b) => ({ x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
    ...chunks.slice(0, -1).map((c) => c.box),
  ];
  const meets = (b: Box, r: Box) => b.x < r.x + r.w - 1e-6 && r.x < b.x + b.w - 1e-6 && b.y < r.y + r.h - 1e-6 && r.y < b.y + b.h - 1e-6;
  const beside: Box = { x: last.box.x + last.box.w, y: last.box.y, w: right - last.box.x - last.box.w, h: bottom - last.box.y };
  if (beside.w < entry.gap || boxes.some((b) => meets(b, beside))) return sheet;
  const n = last.columns;
  const w = Math.max(last.box.w, Math.min(right - last.box.x, n * entryWidth(entry) * SPREAD_MAX + (n - 1) * entry.gap));
  const wide: LogChunk = { ...last, box: { ...last.box, w } };
  const out: SheetLayout = { ...sheet, log: { ...sheet.log, chunks: [...chunks.slice(0, -1), wide] } };
  if (sheet.blocks.some((b) => b.kind === 'notes')) return out;
  // The white above the log, right of the blocks there, to the sheet's right edge.
  const gapX = 5 * scale;
  const gapY = 4 * scale;
  const above = sheet.blocks.filter((b) => b.y + b.geometry.height <= last.box.y + 1e-6 && b.x < last.box.x + w);
  if (above.length === 0) return out;
  const top = Math.min(...above.map((b) => b.y));
  const x = Math.max(...above.map((b) => b.x + b.geometry.width)) + gapX;
  const height = last.box.y - gapY - top;
  const pitch = Math.max(NOTES_PITCH_MM, 6 * scale);
  // Where the log, spread as far as it goes, leaves white beside it down to the sheet's foot (a 5×5
  // board's 25 rows in one sub-column), the band goes down beside it to the foot, if that is more
  // room to write in than above the log alone.
  const clear = (b: Box) => Math.floor((b.h + 1e-6) / pitch) >= MIN_NOTES_LINES && b.w >= 30 * scale && ![...boxes, wide.box].some((o) => meets(o, b));
  const short: Box = { x, y: top, w: right - x, h: height };
  const tallX = Math.max(x, wide.box.x + wide.box.w + gapX);
  const tall: Box = { x: tallX, y: top, w: right - tallX, h: bottom - top };
  const band = clear(tall) && (!clear(short) || tall.w * tall.h > short.w * short.h) ? tall : short;
  if (!clear(band)) return out;
  const lines = Math.floor((band.h + 1e-6) / pitch);
  const geometry: NotesGeometry = { width: band.w, height: band.h, lines, pitch: band.h / lines, scale };
  return { ...out, blocks: [...out.blocks, { kind: 'notes', x: band.x, y: top, geometry }] };
}

/** The least pitch of the notes band's rules (mm): a line of handwriting, as in a small notebook. */
const NOTES_PITCH_MM = 4.5;

/** The least number of rules worth a notes band. */
const MIN_NOTES_LINES = 2;

/**
 * A sheet whose roster has white under it down to the foot of the sheet, too short for a piece of
 * the log (Морской бой on A5, two a page: 12 mm): a ruled band for notes there, as wide as the
 * room beside it allows, its rules evenly spaced, the last on the sheet's foot (where the log's
 * pieces end).
 */
function withNotes(s: SheetLayout): SheetLayout {
  const roster = s.blocks.find((b) => b.kind === 'roster');
  if (roster === undefined) return s;
  const { scale } = s;
  const gapX = 5 * scale;
  const gapY = 4 * scale;
  const boxes: Box[] = [
    ...s.charts.map((c) => ({ x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
    ...s.blocks.map((b) => ({ x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
    ...s.log.chunks.map((c) => c.box),
  ];
  const x = roster.x;
  const over = (b: Box, from: number, to: number) => b.x < to - 1e-6 && from < b.x + b.w - 1e-6;
  // Under everything in the roster's column; beside it, up to whatever is right of it there. Under a
  // roster set across the charts' width, the column of the block lowest under it (the legend, a
  // piece of the log beside that).
  const lowest = s.arrangement === 'stacked-tall-across' ? s.blocks.filter((b) => b.x === x).reduce((a, b) => (b.y > a.y ? b : a), roster) : roster;
  const top = Math.max(...boxes.filter((b) => over(b, x, x + lowest.geometry.width)).map((b) => b.y + b.h)) + gapY;
  const bottom = s.frame.y + s.frame.h;
  const right = Math.min(s.frame.x + s.frame.w, ...boxes.filter((b) => b.x > x && b.y < bottom && top < b.y + b.h).map((b) => b.x - gapX));
  const pitch = Math.max(NOTES_PITCH_MM, 6 * scale);
  const lines = Math.floor((bottom - top + 1e-6) / pitch);
  if (lines < MIN_NOTES_LINES || right - x < 30 * scale) return s;
  const geometry: NotesGeometry = { width: right - x, height: bottom - top, lines, pitch: (bottom - top) / lines, scale };
  return { ...s, blocks: [...s.blocks, { kind: 'notes', x, y: top, geometry }] };
}

/**
 * Where a whole sheet's log is shorter than a whole game, the log continues on the back: the
 * front says where (`log.overleaf`), and the back holds the header and the rest of the log.
 */
function withBacks(content: PadContent, layout: PadLayout, paper: Paper): PadLayout {
  const wanted = content.log.wantedRows;
  if (layout.split) {
    // A split sheet's log is on its second part: that page (the whole of it, with two a page) gets the back.
    const [charts, rest] = layout.sheets;
    if (charts === undefined || rest === undefined || rest.log.rows >= wanted) return layout;
    const onCharts = withRowsOnCharts(content, charts, rest);
    if (onCharts !== null) return { ...layout, sheets: onCharts };
    const full = sheetFrames({ paper, perPage: 1 }).frames[0]!;
    const scale = scaleOf(full);
    const { front, back, more } = withBack(content, rest, { frame: full, scale, header: { x: full.x, y: full.y, w: full.w, h: headerHeight(scale) } });
    return { ...layout, sheets: [charts, front], backs: [back], ...leavesOf([more]) };
  }
  if (layout.sheets.every((s) => s.log.rows >= wanted)) return layout;
  const backs: SheetLayout[] = [];
  const mores: SheetLayout[][] = [];
  const fronts = layout.sheets.map((whole) => {
    const { front, back, more } = withBack(content, whole, whole);
    backs.push(back);
    mores.push(more);
    return front;
  });
  return { ...layout, sheets: fronts, backs, ...leavesOf(mores) };
}

/**
 * A split sheet whose log's page is a few rows short of a whole game (Jutland 16×16 on A5: rows
 * 1–85 of 86), where the charts' page has room for them below the charts or, the charts moved to
 * its left edge, beside them: those rows there, captioned as continued, the log's page saying
 * where; no back page for a handful of rows. Null where they do not fit.
 */
function withRowsOnCharts(content: PadContent, charts: SheetLayout, rest: SheetLayout): [SheetLayout, SheetLayout] | null {
  const wanted = content.log.wantedRows;
  const s = withNoteLine(content, rest, 'charts');
  const from = s.log.rows + 1;
  const left = wanted - s.log.rows;
  if (left <= 0 || charts.charts.length === 0) return null;
  const { frame, scale } = charts;
  const gap = 5 * scale;
  const left0 = Math.min(...charts.charts.map((c) => c.x));
  const right = Math.max(...charts.charts.map((c) => c.x + c.metrics.width));
  const top = Math.min(...charts.charts.map((c) => c.y));
  const bottom = Math.max(...charts.charts.map((c) => c.y + c.metrics.height));
  const frameBottom = frame.y + frame.h;
  const caption = continuedCaption(content, from, wanted);
  const tries: { box: Box; shift: number }[] = [
    { box: { x: frame.x, y: bottom + gap, w: frame.w, h: frameBottom - bottom - gap }, shift: 0 },
    { box: { x: frame.x + (right - left0) + gap, y: top, w: frame.w - (right - left0) - gap, h: frameBottom - top }, shift: frame.x - left0 },
  ];
  for (const { box, shift } of tries) {
    if (box.w <= 0 || box.h <= 0 || textWidth(caption, 'bold', captionSize(scale)) > box.w) continue;
    const entry = logEntry(content.log, scale, box.w);
    if (entryWidth(entry) > box.w) continue;
    const shape = chunkShape(entry, box, true);
    if (shape.columns * shape.rows < left) continue;
    const chunk = balanced({ box, caption: true, columns: shape.columns, rows: shape.rows, first: from, count: left }, entry);
    const moved = charts.charts.map((c) => ({ ...c, x: c.x + shift }));
    return [
      { ...charts, charts: moved, log: { entry, chunks: [chunk], rows: left } },
      { ...s, log: { ...s.log, overleaf: { from, to: wanted, where: 'charts' } } },
    ];
  }
  return null;
}

/** The pages of log after the backs, from each sheet position's own (`leaves`), an even number of them. */
function leavesOf(mores: readonly (readonly SheetLayout[])[]): { leaves?: SheetLayout[][] } {
  const count = Math.max(0, ...mores.map((m) => m.length));
  if (count === 0) return {};
  const pages = Array.from({ length: count + (count % 2) }, (_, j) => mores.flatMap((m) => (m[j] !== undefined ? [m[j]] : [])));
  return { leaves: pages };
}

/**
 * The back of a sheet whose log is shorter than a whole game, in `on` (the front's own frame, or
 * the whole page behind a split sheet's log): the header and the log numbered on from the front's
 * last row; the front says where (`log.overleaf`). Where even the back is short, further pages of
 * log (`more`, the leaves after the back), each saying where the log goes on.
 */
function withBack(content: PadContent, whole: SheetLayout, on: Pick<SheetLayout, 'frame' | 'scale' | 'header'>): { front: SheetLayout; back: SheetLayout; more: SheetLayout[] } {
  const wanted = content.log.wantedRows;
  const s = whole.log.rows < wanted ? withNoteLine(content, whole) : whole;
  const pages: SheetLayout[] = [];
  let from = s.log.rows + 1;
  do {
    // From a back (an even page past the front), the log goes on on the next leaf; from a leaf's front, overleaf.
    const page = logPage(content, on, s.cell, from, pages.length % 2 === 0 ? 'next-leaf' : undefined);
    pages.push(page);
    from += page.log.rows;
    if (page.log.rows === 0) break;
  } while (from <= wanted);
  const range = (p: SheetLayout): Overleaf => ({ from: p.log.chunks[0]?.first ?? from, to: (p.log.chunks[0]?.first ?? from) + p.log.rows - 1 });
  const noted = pages.map((p, k) => {
    const next = pages[k + 1];
    return next === undefined || next.log.rows === 0 ? p : { ...p, log: { ...p.log, overleaf: { ...range(next), ...(k % 2 === 0 ? { where: 'next-leaf' as const } : {}) } } };
  });
  const back = noted[0]!;
  // Its own rows all filled, the front's log grows its rows down to the sheet's foot as a whole
  // game's does (`roomier`), rather than leave white nearly a row tall under them before going on
  // overleaf (Statki on A5, two a page: rows 1–38 of 3.6 mm, 3.3 mm of white under them).
  const front = back.log.rows > 0 ? { ...s, log: { ...roomier(s.log.entry, s.log.chunks, true), overleaf: range(back) } } : s;
  return { front, back, more: noted.slice(1).filter((p) => p.log.rows > 0) };
}

/** Rows `from` to `to` as printed: `86–92`, or `86` for one row (not `86–86`). */
export function rowsText(from: number, to: number): string {
  return from === to ? `${from}` : `${from}–${to}`;
}

/** The caption of a page of the log continued (a back, a leaf): the log's, and the rows it holds. */
export function continuedCaption(content: PadContent, from: number, to: number): string {
  return `${content.log.title}, ${fill(content.text.logContinued, rowsText(from, to))}`;
}

/**
 * A page of log alone in `on` (a back, a further leaf): the header and the log from row `from`, as
 * many rows as fit, to the last a game may need; where it cannot hold them all, with room to say
 * where the log goes on (`where`) beside its caption or on a line of its own.
 */
function logPage(content: PadContent, on: Pick<SheetLayout, 'frame' | 'scale' | 'header'>, cell: number, from: number, where?: 'next-leaf'): SheetLayout {
  const wanted = content.log.wantedRows;
  const { frame, scale } = on;
  const header: Box = { ...on.header };
  const top = frame.y + header.h + 3.5 * scale;
  const box: Box = { x: frame.x, y: top, w: frame.w, h: frame.y + frame.h - top };
  const entry = logEntry(content.log, scale, box.w);
  const left = Math.max(0, wanted - from + 1);
  let shape = chunkShape(entry, box, true);
  let noteLine = false;
  if (shape.columns * shape.rows < left) {
    const over: Overleaf = { from: from + shape.columns * shape.rows, to: wanted, ...(where !== undefined ? { where } : {}) };
    const room = noteRoomBesideCaption(content, box, scale, continuedCaption(content, from, wanted));
    if (overleafNote(content, over, room, scale) === null) {
      shape = chunkShape(entry, box, true, 2);
      noteLine = true;
    }
  }
  const count = Math.min(shape.columns * shape.rows, left);
  const chunks: LogChunk[] = count > 0 ? [acrossPage(balanced({ box, caption: true, columns: shape.columns, rows: shape.rows, first: from, count, ...(noteLine ? { noteLine } : {}) }, entry), entry, shape.columns, box.w)] : [];
  // A page holding the rest of the game to its last row, with height to spare (Морской бой on A5,
  // two a page: rows 25–100 in columns of 19 on a back with room for 22): its rows taller, as a
  // front's are (`roomier`), rather than white under them.
  return { frame, scale, header, cell, charts: [], blocks: [], log: roomier(entry, chunks, count > 0 && count >= left), arrangement: 'log-back' };
}

/**
 * A page of log alone whose sub-columns, each at most SPREAD_MAX times its narrowest, would leave
 * white at its right (Statki 15×15 in English on A5: rows 130–225 in two sub-columns of 48 over
 * the left 57% of the back, 55 mm white beside them): up to `most` sub-columns, as many as fill
 * the most of the page, across and down, with rows grown up to ROOMY_ROW_MM (three of 32 rows,
 * nearly across the page and down to its foot; not four of 24 ending a third of the way up).
 */
function acrossPage(c: LogChunk, entry: LogEntry, most: number, width: number): LogChunk {
  const reach = (n: number) => n * entryWidth(entry) * SPREAD_MAX + (n - 1) * entry.gap;
  const room = rowsRoom(c, entry);
  const filled = (n: number) => {
    const rows = Math.ceil(c.count / n);
    const height = Math.min(room, rows * entry.lines * Math.max(entry.rowHeight, Math.min(ROOMY_ROW_MM, room / (rows * entry.lines))));
    return (Math.min(width, reach(n)) / width) * (height / room);
  };
  let best = c.columns;
  for (let n = c.columns + 1; n <= most; n++) if (filled(n) > filled(best) + 1e-6) best = n;
  const chosen = best === c.columns ? c : { ...c, columns: best, rows: Math.ceil(c.count / best), box: { ...c.box, w: Math.min(width, reach(best)) } };
  // The page's right margin as wide as its left where sub-columns a little wider do it: Statki
  // 15×15 in Polish on A5 printed rows 127–225 in three sub-columns ending 16 mm short of the
  // margin (24 mm of white at the right of the back, 8 mm at the left), not across the page.
  const across = (width - (chosen.columns - 1) * entry.gap) / chosen.columns;
  return chosen.box.w < width && across <= entryWidth(entry) * LOG_PAGE_SPREAD_MAX ? { ...chosen, box: { ...chosen.box, w: width } } : chosen;
}

/**
 * The most a sub-column of a page of log alone is widened to reach the page's right margin, as a
 * multiple of its narrowest: past SPREAD_MAX, as the page has nothing else to line up with.
 */
export const LOG_PAGE_SPREAD_MAX = 3;

/**
 * What the front says of the rest of the log, in `room` mm at the caption's size: the rows and
 * where, in the regular face, else the condensed one, else without the rows (the back's own
 * heading numbers them). Null when none of these fits whole.
 */
export function overleafNote(content: PadContent, over: Overleaf, room: number, scale: number): { text: string; face: 'regular' | 'condensed' } | null {
  const size = captionSize(scale);
  const template = overleafTemplate(content.text, over.where);
  const full = fill(template, rowsText(over.from, over.to));
  const bare = fill(template, '').trim();
  const tries: { text: string; face: 'regular' | 'condensed' }[] = [
    { text: full, face: 'regular' },
    { text: full, face: 'condensed' },
    { text: bare, face: 'condensed' },
  ];
  return tries.find((t) => textWidth(t.text, t.face, size) <= room) ?? null;
}

/** Room for the overleaf note on the caption's line of the log's first piece (mm). */
export function noteRoomBesideCaption(content: PadContent, box: Box, scale: number, caption = content.log.title): number {
  return box.w - textWidth(caption, 'bold', captionSize(scale)) - 3 * scale;
}

/**
 * A front whose log's first piece is too narrow to say where the log goes on beside its caption
 * (a strip beside the charts): the note gets a line of its own under the caption, the piece a
 * row less where it needs it, and the pieces are numbered on from there.
 */
function withNoteLine(content: PadContent, s: SheetLayout, where?: Overleaf['where']): SheetLayout {
  const first = s.log.chunks[0];
  if (first === undefined) return s;
  const over: Overleaf = { from: s.log.rows + 1, to: content.log.wantedRows, ...(where !== undefined ? { where } : {}) };
  if (overleafNote(content, over, noteRoomBesideCaption(content, first.box, s.scale), s.scale) !== null) return s;
  const shape = chunkShape(s.log.entry, first.box, true, 2);
  if (shape.rows <= 0 || shape.columns <= 0) return s;
  let next = 1;
  const chunks = s.log.chunks.map((c, i) => {
    const count = i === 0 ? Math.min(c.count, shape.columns * shape.rows) : c.count;
    const chunk: LogChunk = i === 0 ? balanced({ ...c, rows: shape.rows, columns: shape.columns, first: next, count, noteLine: true }, s.log.entry) : { ...c, first: next, count };
    next += count;
    return chunk;
  });
  return { ...s, log: { ...s.log, chunks, rows: next - 1 } };
}

function layoutFitting(content: PadContent, opts: LayoutOptions): PadLayout {
  let asked: PadLayout;
  try {
    asked = layoutNamed(content, opts);
  } catch (e) {
    if (opts.perPage === 1 || !(e instanceof SalvoError) || e.diagnostics[0]?.code !== 'pad-too-small') throw e;
    // Too large for half a page even over two halves: one sheet a page, as --per-page 1 prints it
    // (its own error, for one a page, if even that does not fit).
    return { ...layoutNamed(content, { ...opts, perPage: 1 }), fallback: 'too-large' };
  }
  if (opts.perPage === 1 || (!asked.split && Math.min(...asked.sheets.map((s) => s.cell)) >= MIN_CELL_MM)) return asked;
  // Two a page would be too small to write in: one a page, if that gives larger cells (a 26×26
  // board on A4: a sheet over two pages with 4.5 mm cells, not two a page with 2.9 mm ones); and a
  // whole sheet a page rather than one over the two halves of a page.
  let single: PadLayout;
  try {
    single = layoutNamed(content, { ...opts, perPage: 1 });
  } catch (e) {
    if (e instanceof SalvoError) return asked;
    throw e;
  }
  const cellOf = (l: PadLayout) => Math.max(...l.sheets.map((s) => s.cell));
  const larger = cellOf(single) > cellOf(asked) && (!single.split || cellOf(asked) < MIN_CELL_MM);
  // (Cell sizes are tried 0.1 mm apart: closer than that, they are the same.)
  const wholeForHalves = asked.split && !single.split && cellOf(single) > cellOf(asked) - 0.1;
  if (!larger && !wholeForHalves) return asked;
  return { ...single, fallback: 'too-small' };
}

function layoutNamed(content: PadContent, opts: LayoutOptions): PadLayout {
  try {
    return layoutWith(content, opts);
  } catch (e) {
    if (!(e instanceof SalvoError) || e.diagnostics[0]?.code !== 'pad-too-small' || content.roster.nameCap !== undefined) throw e;
    // Names whole did not fit (a valid variant may name a ship in 2000 characters): again with each
    // name at most NAME_SHARE of the sheet's width, a longer one ending in an ellipsis.
    const width = sheetFrames(opts).frames[0]!.w;
    return layoutWith({ ...content, roster: { ...content.roster, nameCap: width * NAME_SHARE } }, opts);
  }
}

/** The widest a ship's name may be, as a share of the sheet's width, when names whole do not fit. */
const NAME_SHARE = 0.45;

function layoutWith(content: PadContent, opts: LayoutOptions): PadLayout {
  const { page, margin, frames, cutLine } = sheetFrames(opts);
  let whole: SheetLayout[] | null = null;
  try {
    whole = frames.map((f) => layoutSheet(content, f));
  } catch (e) {
    if (!(e instanceof SalvoError)) throw e;
  }
  const isPoor = (sheets: readonly SheetLayout[] | null) =>
    sheets === null || sheets.some((s) => s.log.rows < Math.min(content.log.wantedRows, MIN_CHUNK_ROWS * 3) || s.cell < SPLIT_BELOW * s.scale);
  const poor = isPoor(whole);
  const cramped = whole !== null && whole.some((s) => s.cell < MIN_CELL_MM);
  // A long, narrow board: its charts one above the other may fit the frame where side by side they do not.
  const layoutStacked = (): SheetLayout[] | null => {
    try {
      return frames.map((f) => layoutSheet(content, f, true));
    } catch (e) {
      if (!(e instanceof SalvoError)) throw e;
      return null;
    }
  };
  if (!poor && !cramped && whole !== null) {
    // A board wider than tall (20×10) side by side gets cells of 4.3 mm, less than a notebook's,
    // where one chart above the other the same sheet holds them at 6.5 mm and the log as many
    // rows: then they are stacked. (Cells of a notebook's size or more are left side by side.)
    const across = content.columnLabels.length > content.rowLabels.length && whole.some((s) => s.cell < NOTEBOOK_CELL_MM * s.scale) ? layoutStacked() : null;
    const roomier =
      across !== null &&
      !isPoor(across) &&
      across.every((s, i) => s.cell >= whole[i]!.cell + STACK_GAIN_MM && s.log.rows >= whole[i]!.log.rows && s.scale >= whole[i]!.scale);
    return { page, margin, sheets: roomier ? across : whole, split: false, perPage: opts.perPage, cutLine, backs: null };
  }
  const stacked = layoutStacked();
  const best = stacked !== null && !isPoor(stacked) && (whole === null || stacked[0]!.cell > whole[0]!.cell) ? stacked : poor ? null : whole;
  const unsplit = (sheets: SheetLayout[]): PadLayout => ({ page, margin, sheets, split: false, perPage: opts.perPage, cutLine, backs: null });
  if (best !== null && best.every((s) => s.cell >= MIN_CELL_MM)) return unsplit(best);
  const full = sheetFrames({ ...opts, perPage: 1 }).frames[0]!;
  const parts = opts.perPage === 1 ? layoutSplitSheet(content, full, full) : layoutSplitSheet(content, frames[0]!, frames[1]!);
  const splitLayout = (sheets: SheetLayout[]): PadLayout => ({ page, margin, sheets, split: true, perPage: opts.perPage, cutLine: null, backs: null });
  // Whole sheets with cells too small to write in (MIN_CELL_MM): split if that gives larger ones,
  // as the other fall-backs choose (a 20×20 Jutland on A5: 3 mm cells whole, 4.1 mm split).
  if (best !== null) return parts !== null && parts[0].cell > Math.max(...best.map((s) => s.cell)) + 1e-6 ? splitLayout(parts) : unsplit(best);
  if (parts !== null && (whole === null || parts[0].cell > whole[0]!.cell * 1.2 || whole.some((s) => s.log.rows === 0))) return splitLayout(parts);
  if (whole !== null) return unsplit(whole);
  throw new SalvoError(tooSmall(content, opts, full));
}

/** What keeps a pad from being laid out, by name, for the CLI to say in the pad's language (cli/commands/pad-text.ts). */
export interface PadTooSmall {
  /** The roster (its ships' lines, leaving no room for the log, or too large even alone), else the board's charts. */
  readonly what: 'roster' | 'roster-alone' | 'board';
  /** Ships and classes in the roster. */
  readonly ships: number;
  readonly classes: number;
  /** The roster's size at its smallest (millimetres, rounded), where it can be measured at all. */
  readonly rosterWidth?: number;
  readonly rosterHeight?: number;
  /** The sheet's size as printed one a page (millimetres, rounded). */
  readonly sheetWidth: number;
  readonly sheetHeight: number;
  readonly columns: number;
  readonly rows: number;
  readonly paper: Paper;
  readonly perPage: 1 | 2;
  /** Papers whose sheet is larger both ways than this one's, smallest first. */
  readonly largerPapers: readonly Paper[];
  /**
   * Where the roster is too wide even one ship a line: its longest class (by name as printed) and
   * its cells, a tally box for each in every column of hits, and the most cells a ship may have for
   * the roster to fit across the sheet (0 where none would).
   */
  readonly longest?: { readonly name: string; readonly cells: number; readonly fits: number };
}

/**
 * The `pad-too-small` error where no arrangement holds the sheet (`frame`: one sheet a page on
 * the paper asked): the charts of the board where even they alone do not fit at the smallest
 * cell tried, else the roster (alone too tall, or leaving no room for the log). Its `parts` are
 * a `PadTooSmall`; the check itself is the layout's, not this.
 */
function tooSmall(content: PadContent, opts: LayoutOptions, frame: Box): Diagnostic {
  const scale = scaleOf(frame);
  const top = frame.y + headerHeight(scale) + 3.5 * scale;
  const m = chartSpecs(content, 2.4, scale).map(measureChart);
  const w = Math.max(...m.map((c) => c.width));
  const h = Math.max(...m.map((c) => c.height));
  const gap = 6 * scale;
  const chartsFit = (2 * w + gap <= frame.w && top + h <= frame.y + frame.h) || (w <= frame.w && top + 2 * h + gap <= frame.y + frame.h);
  const roster = measureRoster(content.roster, content.text, scale, frame.w);
  const rosterAlone = roster === null || top + roster.height > frame.y + frame.h;
  const area = (p: Paper) => sheetFrames({ paper: p, perPage: 1 }).frames[0]!;
  const longest = roster === null ? longestTooWide(content, scale, frame.w) : undefined;
  // (Where the roster is too wide for its longest ship, only a paper it fits across is larger enough.)
  const across = (p: Paper): boolean => longest === undefined || measureRoster(content.roster, content.text, scaleOf(area(p)), area(p).w) !== null;
  const larger = (Object.keys(PAPERS) as Paper[])
    .filter((p) => p !== opts.paper && area(p).w >= frame.w && area(p).h >= frame.h && across(p))
    .sort((a, b) => area(a).w * area(a).h - area(b).w * area(b).h);
  const parts: PadTooSmall = {
    what: !chartsFit ? 'board' : rosterAlone ? 'roster-alone' : 'roster',
    ships: content.roster.rows.reduce((n, r) => n + r.count, 0),
    classes: content.roster.rows.length,
    ...(roster !== null ? { rosterWidth: Math.round(roster.width), rosterHeight: Math.round(roster.height) } : {}),
    sheetWidth: Math.round(frame.w),
    sheetHeight: Math.round(frame.h),
    columns: content.columnLabels.length,
    rows: content.rowLabels.length,
    paper: opts.paper,
    perPage: opts.perPage,
    largerPapers: larger,
    ...(longest !== undefined ? { longest } : {}),
  };
  const said = padTooSmallEnglish(parts);
  const { longest: _longest, ...flat } = parts;
  const longestParts: { readonly [k: string]: string | number } = longest === undefined ? {} : { longestName: longest.name, longestCells: longest.cells, longestFits: longest.fits };
  return { severity: 'error', code: 'pad-too-small', message: said.message, suggestion: said.suggestion, parts: { ...flat, largerPapers: [...larger], ...longestParts } };
}

/**
 * Where the roster is too wide for the sheet even one ship a line, its longest class and the most
 * cells a ship may have for the roster to fit (its rows of tally boxes, one a cell, and its picture
 * cut to that many cells); undefined where even ships as long as the next class's would not make it fit.
 */
function longestTooWide(content: PadContent, scale: number, width: number): PadTooSmall['longest'] {
  const rows = content.roster.rows;
  const row = rows.reduce((a, b) => (b.size > a.size ? b : a));
  const cut = (k: number) => ({
    ...content.roster,
    rows: rows.map((r) => (r.size <= k ? r : { ...r, size: k, shape: r.shape.slice(0, k), taken: r.taken.map((g) => Math.min(g, k)), given: r.given === null ? null : r.given.map((g) => Math.min(g, k)) })),
  });
  let fits = 0;
  for (let k = row.size - 1; k >= 1; k--) {
    if (measureRoster(cut(k), content.text, scale, width) !== null) {
      fits = k;
      break;
    }
  }
  const next = Math.max(0, ...rows.filter((r) => r.size < row.size).map((r) => r.size));
  if (fits < next) return undefined;
  return { name: row.name, cells: row.size, fits };
}

/**
 * What does not fit and what to do, in English (the CLI says it in Russian and Polish from the
 * parts: cli/commands/pad-text.ts).
 *
 * @example
 *   padTooSmallEnglish({ what: 'roster', ships: 40, classes: 20, rosterWidth: 166, rosterHeight: 230, sheetWidth: 188, sheetHeight: 275, columns: 16, rows: 16, paper: 'A4', perPage: 1, largerPapers: [] }).message
 *   // 'the roster of 40 ships (20 classes, 166×230 mm at its smallest) leaves no room for the log on a sheet of A4 paper (188×275 mm), even one sheet a page'
 */
export function padTooSmallEnglish(p: PadTooSmall): { message: string; suggestion: string } {
  const sheet = `a sheet of ${p.paper} paper (${p.sheetWidth}×${p.sheetHeight} mm), even one sheet a page`;
  const size = p.rosterWidth === undefined ? '' : `, ${p.rosterWidth}×${p.rosterHeight} mm at its smallest`;
  const roster = `the roster of ${p.ships} ship${p.ships === 1 ? '' : 's'} (${p.classes} class${p.classes === 1 ? '' : 'es'}${size})`;
  const message =
    p.what === 'board'
      ? `the charts of a ${p.columns}×${p.rows} board do not fit on ${sheet}`
      : p.what === 'roster-alone'
        ? `${roster} does not fit on ${sheet}`
        : `${roster} leaves no room for the log on ${sheet}`;
  const paper = p.largerPapers.length > 0 ? `use a larger paper (--paper ${p.largerPapers[0]}), or ` : '';
  if (p.longest !== undefined && p.what !== 'board') {
    const l = p.longest;
    return {
      message: `the roster is wider than ${sheet}: ${l.name}, of ${l.cells} cells, takes a tally box for each cell in every column of hits`,
      suggestion: `${paper}make the longest ship shorter: at most ${l.fits} cell${l.fits === 1 ? '' : 's'} on this sheet`,
    };
  }
  const fewer = p.what === 'board' ? 'a smaller board' : 'a smaller fleet: fewer ships or classes, or shorter names';
  return { message, suggestion: `${paper}${paper === '' ? 'use ' : ''}${fewer}` };
}
