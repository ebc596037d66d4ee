/**
 * The salvo log of a pad sheet: numbered rows, one per salvo (or per shot in one-shot games),
 * with a slot for each cell fired and either a result mark per shot (per-shot reports) or a
 * column for the result announced (per-salvo reports). The log flows through one or more
 * rectangles (chunks), each split into as many side-by-side sub-columns as fit.
 *
 * @example
 *   const e = logEntry(content.log, 1);
 *   const cap = chunkCapacity(e, { x: 0, y: 0, w: 90, h: 120 }, true); // rows that fit
 *   drawLogChunk(d, chunk, e, content.log, content.text);
 */
import type { Box, Drawing, Segment } from './drawing.js';
import { fitText, fontMetrics, legible, MIN_TEXT_PT, textWidth } from './fonts.js';
import type { PadText } from './i18n.js';
import type { LogSpec } from './pad-content.js';
import { drawCellMark, GRID_COLOUR, RULE, type CellMark } from './chart.js';
import { captionHeight, captionSize, drawCaption } from './trackers.js';

/** The measured shape of one log entry (one salvo). */
export interface LogEntry {
  readonly scale: number;
  readonly rowHeight: number;
  /** Text lines one salvo takes (more than one when a salvo has too many shots for a row). */
  readonly lines: number;
  readonly slotsPerLine: number;
  readonly numberWidth: number;
  readonly slotWidth: number;
  readonly markWidth: number;
  readonly resultWidth: number;
  readonly headHeight: number;
  readonly gap: number;
  readonly textSize: number;
}

/** Width of one entry at its narrowest. */
export function entryWidth(e: LogEntry): number {
  return e.numberWidth + e.slotsPerLine * (e.slotWidth + e.markWidth) + e.resultWidth;
}

/**
 * The row height of a tight log (mm): where rows at their usual height leave a few of a game for
 * the back of the sheet, rows this tall (no taller than usual) may hold them on the front. A
 * pencilled cell name and a 6 pt row number still fit.
 */
export const TIGHT_ROW_MM = 4;

/** The white the number column's heading keeps either side within the column (mm). */
export const NUMBER_HEAD_MARGIN = 0.4;

/** The width the number column's heading (No., №, Nr) takes with its white either side; 0 for none. */
function numberHeadNeed(heading: string | undefined, textSize: number): number {
  return heading === undefined ? 0 : textWidth(heading, 'condensed', textSize) + 2 * NUMBER_HEAD_MARGIN;
}

/**
 * Measure a log entry at `scale`, splitting a salvo over several lines when a row of all its
 * shots would be wider than `maxWidth`; `tight`: rows at most TIGHT_ROW_MM tall.
 *
 * @example
 *   logEntry(spec, 1, 90).rowHeight // 4.8
 *   logEntry(spec, 1, 90, true).rowHeight // 4
 */
export function logEntry(spec: LogSpec, scale: number, maxWidth = Infinity, tight = false): LogEntry {
  const usual = Math.max(3.6, 4.8 * scale);
  const rowHeight = tight ? Math.min(usual, TIGHT_ROW_MM) : usual;
  const textSize = legible(6.5 * scale);
  const numberWidth = Math.max(5 * scale, textWidth(String(spec.maxRows), 'condensed', textSize) + 2 * scale, numberHeadNeed(spec.numberHeading, textSize));
  const slotWidth = Math.max(8.5 * scale, textWidth(spec.widestCell, 'regular', 8 * scale) * 1.25 + 2 * scale);
  const markWidth = spec.markPerShot ? rowHeight : 0;
  const resultWidth = spec.resultColumn ? Math.max(24 * scale, textWidth(spec.resultHeading, 'condensed', textSize) + 2 * scale) : 0;
  const headHeight = fontMetrics('condensed', textSize).ascent + 1.6 * scale;
  const base = { scale, rowHeight, numberWidth, slotWidth, markWidth, resultWidth, headHeight, gap: 3 * scale, textSize };
  let lines = 1;
  while (lines < spec.shotsPerRow) {
    const e = { ...base, lines, slotsPerLine: Math.ceil(spec.shotsPerRow / lines) };
    if (entryWidth(e) <= maxWidth) return e;
    lines++;
  }
  return { ...base, lines, slotsPerLine: Math.ceil(spec.shotsPerRow / lines) };
}

/**
 * How many sub-columns and rows of entries fit in `box` (with the log's caption when `caption`,
 * on `captionLines` lines: two when where the log goes on is said under the caption).
 */
export function chunkShape(e: LogEntry, box: Box, caption: boolean, captionLines = 1): { columns: number; rows: number } {
  const columns = Math.floor((box.w + e.gap + 1e-6) / (entryWidth(e) + e.gap));
  const usable = box.h - e.headHeight - (caption ? captionLines * captionHeight(e.scale) : 0);
  const rows = Math.floor((usable + 1e-6) / (e.rowHeight * e.lines));
  return { columns: Math.max(0, columns), rows: Math.max(0, rows) };
}

/** Entries that fit in `box`. */
export function chunkCapacity(e: LogEntry, box: Box, caption: boolean): number {
  const s = chunkShape(e, box, caption);
  return s.columns * s.rows;
}

/** A laid-out piece of the log: a box, sub-columns, rows per sub-column, the first entry number. */
export interface LogChunk {
  readonly box: Box;
  readonly caption: boolean;
  readonly columns: number;
  readonly rows: number;
  /** 1-based number of the first entry. */
  readonly first: number;
  /** Entries in this chunk (the last sub-column may be shorter). */
  readonly count: number;
  /**
   * The caption takes a second line, for where the log goes on (overleaf), when that note is too
   * wide to share the caption's line.
   */
  readonly noteLine?: boolean;
  /** The caption is set over two lines, too long for the piece's width on one (`captionLines`). */
  readonly captionWrap?: boolean;
}

/**
 * The log's caption as set over a piece `width` mm wide: on one line where it fits (in the
 * condensed bold face at the least), else over two, broken between words, where each fits (a
 * one-column piece beside the roster: `Dziennik` / `strzałów`, not `Dziennik…`), the lines as
 * even as the words allow; else on one line, cut short where it is drawn.
 *
 * @example
 *   captionLines('Dziennik strzałów', 20.8, 1) // ['Dziennik', 'strzałów']
 */
export function captionLines(title: string, width: number, scale: number): string[] {
  const size = captionSize(scale);
  const w = (t: string): number => textWidth(t, 'condensed-bold', size);
  if (w(title) <= width + 1e-6) return [title];
  const words = title.split(' ');
  let best: string[] = [title];
  let longest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const most = Math.max(...lines.map(w));
    if (most <= width + 1e-6 && most < longest) {
      best = lines;
      longest = most;
    }
  }
  return best;
}

/** A chunk's sub-column width less an entry's narrowest: the width its slots may share. */
function spareWidth(e: LogEntry, chunk: LogChunk): number {
  return chunk.columns > 0 ? (chunk.box.w - (chunk.columns - 1) * e.gap) / chunk.columns - entryWidth(e) : 0;
}

/**
 * The width a one-shot log's mark column may take beyond its own out of a chunk's spare width and the
 * cell's slot: the slot keeps room for the widest cell name at the slot's type size with a little
 * margin either side (not the slack around it the slot is measured with) and for its heading
 * (`cellHead`: Cell, Клетка, Pole, or Кл.) whole.
 */
function spareForMark(e: LogEntry, chunk: LogChunk, cellHead: string, widestCell: string): number {
  const cellNeed = textWidth(cellHead, 'condensed', e.textSize) + 1.5 * e.scale + 0.05;
  const nameNeed = textWidth(widestCell, 'regular', 8 * e.scale) + 1.5 * e.scale;
  return e.slotWidth + spareWidth(e, chunk) - Math.max(nameNeed, cellNeed);
}

/** The margin a mark heading keeps within its column at the least, both sides together (mm at scale 1). */
const MARK_HEAD_MARGIN = 0.6;

/**
 * The white a mark heading is given either side within its column where a pair of headings has the
 * room for it (mm, at any scale: the heading is printed no smaller than MIN_TEXT_PT), as the number
 * column's heading has (NUMBER_HEAD_MARGIN); else the least, MARK_HEAD_MARGIN.
 */
export const MARK_HEAD_WHITE = 0.4;

/** The headings of a one-shot log's cell and of its mark beside it. */
export interface LogHeads {
  readonly cell: string;
  readonly mark: string;
}

/**
 * Where a salvo is one shot, the headings of the cell's column and of the column for its mark (miss,
 * hit, sunk), the same on every chunk of a page: the cell's word whole and the mark's (Result, Ответ,
 * Wynik) where every chunk has the room for them, else the mark's cut short (Res., Отв., Wyn.), else
 * the cell's cut short too (Кл. | Отв.), else none (the cell's heading spans both columns, as where a
 * salvo is several shots). Undefined where the log has no such column. `white`: 'room', a pair whose
 * mark heading has MARK_HEAD_WHITE either side; 'least', the least margin; 'either', the first then the second.
 *
 * @example
 *   markHeading(entry, sheet.log.chunks, padText('pl'), 'J10') // { cell: 'Pole', mark: 'Wynik' }
 */
export function markHeading(e: LogEntry, chunks: readonly LogChunk[], text: PadText, widestCell: string, white: 'room' | 'least' | 'either' = 'either'): LogHeads | undefined {
  if (e.slotsPerLine !== 1 || e.markWidth <= 0 || e.resultWidth > 0) return undefined;
  const drawn = chunks.filter((c) => c.columns > 0 && c.count > 0);
  if (drawn.length === 0) return undefined;
  const pairs: readonly LogHeads[] = [
    { cell: text.cell, mark: text.mark },
    { cell: text.cell, mark: text.markShort },
    { cell: text.cellShort, mark: text.markShort },
  ];
  const fits = (margin: number) => ({ cell, mark }: LogHeads): boolean => {
    const room = e.markWidth + Math.max(0, Math.min(...drawn.map((c) => spareForMark(e, c, cell, widestCell))));
    return textWidth(mark, 'condensed', MIN_TEXT_PT) + margin <= room;
  };
  const room = white === 'least' ? undefined : pairs.find(fits(2 * MARK_HEAD_WHITE));
  return room ?? (white === 'room' ? undefined : pairs.find(fits(MARK_HEAD_MARGIN * e.scale)));
}

/**
 * The narrowest a log's sub-columns are set apart (mm at scale 1; 3 as usual) where that gives a
 * one-shot log's mark column the room for its heading.
 */
export const TIGHT_LOG_GAP = 2;

/**
 * The headings of a one-shot log's cell and mark columns on a page (markHeading), and the entry to
 * draw its chunks with. Where no pair of headings has the room in the entry as measured (Statki in
 * Polish two a page: Pole and Wyn. need 10.2 mm of 9.8 mm), room is found for them within the
 * chunks as laid out: first the number column narrowed to the page's highest row number (1–38 on
 * a front whose log goes on overleaf, not 100), then the sub-columns set closer (TIGHT_LOG_GAP),
 * the pieces' outer edges where they were. Each of these is tried for a mark heading with its white
 * either side (MARK_HEAD_WHITE) before any is tried for one with the least (MARK_HEAD_MARGIN). The
 * entry as measured where the headings fit in it, or where they fit in neither.
 *
 * @example
 *   const { entry, heads } = fittedLogHeads(sheet.log.entry, sheet.log.chunks, padText('pl'), 'A10');
 */
export function fittedLogHeads(e: LogEntry, chunks: readonly LogChunk[], text: PadText, widestCell: string): { entry: LogEntry; heads: LogHeads | undefined } {
  if (e.slotsPerLine !== 1 || e.markWidth <= 0 || e.resultWidth > 0) return { entry: e, heads: undefined };
  const drawn = chunks.filter((c) => c.columns > 0 && c.count > 0);
  if (drawn.length === 0) return { entry: e, heads: undefined };
  const highest = Math.max(...drawn.map((c) => c.first + c.count - 1));
  const numberWidth = Math.min(e.numberWidth, Math.max(5 * e.scale, textWidth(String(highest), 'condensed', e.textSize) + 2 * e.scale, numberHeadNeed(text.number, e.textSize)));
  const narrow = { ...e, numberWidth };
  const entries = [e, narrow, { ...narrow, gap: Math.min(e.gap, TIGHT_LOG_GAP * e.scale) }];
  for (const white of ['room', 'least'] as const) {
    for (const entry of entries) {
      const h = markHeading(entry, chunks, text, widestCell, white);
      if (h !== undefined) return { entry, heads: h };
    }
  }
  return { entry: e, heads: undefined };
}

/** A log row written in, as a player's pencil fills it (`salvo show -o`): the cells fired, in order, and the result announced. */
export interface LogRowWritten {
  readonly cells: readonly string[];
  /** A per-shot log's mark beside each cell (`·` miss, `*` hit, `#` sunk, as `salvo show` marks them). */
  readonly marks?: readonly string[];
  /** Or the legend's symbol beside each cell, drawn as the legend draws it (a filled-in sheet, `salvo show -o`). */
  readonly symbols?: readonly (CellMark | undefined)[];
  /** The result announced, in a per-salvo log's result column ('' for none). */
  readonly result: string;
}

/**
 * Draw one chunk of the log. `headsGiven`: the headings of a one-shot log's cell and mark columns,
 * chosen for every chunk of the page (markHeading; null for none); where not given, chosen for this chunk.
 *
 * @example
 *   drawLogChunk(d, { box, caption: true, columns: 2, rows: 20, first: 1, count: 40 }, entry, spec, text);
 */
export function drawLogChunk(d: Drawing, chunk: LogChunk, e: LogEntry, spec: LogSpec, text: PadText, headsGiven?: LogHeads | null, written?: (n: number) => LogRowWritten | undefined): void {
  const { box } = chunk;
  let top = box.y;
  if (chunk.caption) {
    const lines = chunk.captionWrap === true ? captionLines(spec.title, box.w, e.scale) : [spec.title];
    lines.forEach((line, i) => drawCaption(d, box.x, top + i * captionHeight(e.scale), line, e.scale, box.w));
    top += captionHeight(e.scale) * (lines.length + (chunk.noteLine === true ? 1 : 0));
  }
  const colW = chunk.columns > 0 ? (box.w - (chunk.columns - 1) * e.gap) / chunk.columns : 0;
  const extra = colW - entryWidth(e);
  const resultW = e.resultWidth > 0 ? e.resultWidth + extra : 0;
  const heads = headsGiven === undefined ? markHeading(e, [chunk], text, spec.widestCell) : headsGiven ?? undefined;
  const markWord = heads?.mark;
  const cellWord = heads?.cell ?? text.cell;
  const markRoom = e.markWidth + Math.max(0, spareForMark(e, chunk, cellWord, spec.widestCell));
  const markHead = markWord !== undefined;
  const markW = markHead ? Math.max(e.markWidth, Math.min(textWidth(markWord, 'condensed', e.textSize) + 2 * e.scale, markRoom)) : e.markWidth;
  const slotW = e.resultWidth > 0 ? e.slotWidth : e.slotWidth + (extra - (markW - e.markWidth)) / e.slotsPerLine;
  const entryH = e.rowHeight * e.lines;
  const hair: Segment[] = [];
  const thin: Segment[] = [];
  const frame: Segment[] = [];
  const headStyle = { face: 'condensed', size: e.textSize, colour: '#333333', valign: 'middle' } as const;
  for (let j = 0; j < chunk.columns; j++) {
    const rowsHere = Math.min(chunk.rows, chunk.count - j * chunk.rows);
    if (rowsHere <= 0) break;
    const x0 = box.x + j * (colW + e.gap);
    const y0 = top;
    const bottom = y0 + e.headHeight + rowsHere * entryH;
    d.rect(x0, y0, colW, e.headHeight, { fill: '#ececec' });
    const slotsX = x0 + e.numberWidth;
    const resultX = slotsX + e.slotsPerLine * (slotW + markW);
    const hm = y0 + e.headHeight / 2;
    // Headings never run past their column: at the legible minimum a longer one ends in an ellipsis.
    // A heading shrunk to fit is drawn at the size it was fitted at, not the usual one.
    const head = (t: string, w: number, x: number, align: 'left' | 'center'): void => {
      const f = fitText(t, 'condensed', w, MIN_TEXT_PT, e.textSize);
      d.text(f.text, x, hm, { ...headStyle, size: f.size, align });
    };
    head(text.number, e.numberWidth, x0 + e.numberWidth / 2, 'center');
    head(e.slotsPerLine === 1 ? cellWord : text.cellsFired, (markHead ? slotW : resultX - slotsX) - 1.5 * e.scale, slotsX + 1 * e.scale, 'left');
    if (markHead) {
      // White either side as where the heading is squeezed to the least size (MARK_HEAD_WHITE), where
      // the column has that room at the least size; else the least margin (MARK_HEAD_MARGIN).
      const white = textWidth(markWord, 'condensed', MIN_TEXT_PT) + 2 * MARK_HEAD_WHITE <= markW + 1e-9 ? 2 * MARK_HEAD_WHITE : MARK_HEAD_MARGIN * e.scale;
      const m = fitText(markWord, 'condensed', markW - white, MIN_TEXT_PT, e.textSize);
      d.text(m.text, slotsX + slotW + markW / 2, hm, { ...headStyle, size: m.size, align: 'center' });
    }
    if (resultW > 0) head(text.result, resultW - 1.5 * e.scale, resultX + 1 * e.scale, 'left');
    frame.push([x0, y0, x0 + colW, y0], [x0, y0 + e.headHeight, x0 + colW, y0 + e.headHeight], [x0, bottom, x0 + colW, bottom]);
    frame.push([x0, y0, x0, bottom], [x0 + colW, y0, x0 + colW, bottom]);
    thin.push([slotsX, y0, slotsX, bottom]);
    if (resultW > 0) thin.push([resultX, y0, resultX, bottom]);
    for (let s = 1; s < e.slotsPerLine; s++) {
      const sx = slotsX + s * (slotW + markW);
      hair.push([sx, y0 + e.headHeight, sx, bottom]);
    }
    if (markW > 0) {
      for (let s = 0; s < e.slotsPerLine; s++) {
        const mx = slotsX + s * (slotW + markW) + slotW;
        // A mark column with its own heading is ruled off through the heading, as the result column is.
        (markHead ? thin : hair).push([mx, markHead ? y0 : y0 + e.headHeight, mx, bottom]);
      }
    }
    for (let r = 0; r < rowsHere; r++) {
      const ry = y0 + e.headHeight + r * entryH;
      if (r > 0) (e.lines > 1 ? thin : hair).push([x0, ry, x0 + colW, ry]);
      for (let l = 1; l < e.lines; l++) hair.push([slotsX, ry + l * e.rowHeight, resultX, ry + l * e.rowHeight]);
      const n = chunk.first + j * chunk.rows + r;
      d.text(String(n), x0 + e.numberWidth / 2, ry + e.rowHeight / 2, { face: 'condensed', size: e.textSize, colour: '#606060', align: 'center', valign: 'middle' });
      const row = written?.(n);
      if (row !== undefined) writeRow(d, row, { slotsX, resultX, ry, slotW, markW, resultW }, e);
    }
  }
  d.lines(hair, { width: RULE.hair, colour: GRID_COLOUR });
  d.lines(thin, { width: RULE.thin });
  d.lines(frame, { width: RULE.thin });
}

/** Pencil a row in: each cell in its slot (over the row's lines as the slots go), the result in its column, or after the last cell where the log has none. */
function writeRow(d: Drawing, row: LogRowWritten, at: { slotsX: number; resultX: number; ry: number; slotW: number; markW: number; resultW: number }, e: LogEntry): void {
  const size = e.textSize;
  const ink = '#1a1a6e';
  row.cells.forEach((cell, s) => {
    const line = Math.floor(s / e.slotsPerLine);
    const k = s % e.slotsPerLine;
    const f = fitText(cell, 'condensed', at.slotW - 0.6 * e.scale, MIN_TEXT_PT, size);
    d.text(f.text, at.slotsX + k * (at.slotW + at.markW) + at.slotW / 2, at.ry + (line + 0.5) * e.rowHeight, { face: 'condensed', size: f.size, align: 'center', valign: 'middle', colour: ink });
  });
  row.marks?.forEach((m, s) => {
    if (at.markW <= 0 || m === '') return;
    const line = Math.floor(s / e.slotsPerLine);
    const k = s % e.slotsPerLine;
    d.text(m, at.slotsX + k * (at.slotW + at.markW) + at.slotW + at.markW / 2, at.ry + (line + 0.5) * e.rowHeight, { face: 'condensed', size, align: 'center', valign: 'middle', colour: ink });
  });
  row.symbols?.forEach((m, s) => {
    if (at.markW <= 0 || m === undefined) return;
    const line = Math.floor(s / e.slotsPerLine);
    const k = s % e.slotsPerLine;
    const side = Math.min(at.markW, e.rowHeight) * 0.8;
    const cx = at.slotsX + k * (at.slotW + at.markW) + at.slotW + at.markW / 2;
    const cy = at.ry + (line + 0.5) * e.rowHeight;
    drawCellMark(d, cx - side / 2, cy - side / 2, side, m);
  });
  if (row.result === '' || at.resultW <= 0) return;
  const f = fitText(row.result, 'condensed', at.resultW - 1.5 * e.scale, MIN_TEXT_PT, size);
  d.text(f.text, at.resultX + 1 * e.scale, at.ry + e.rowHeight / 2, { face: 'condensed', size: f.size, valign: 'middle', colour: ink });
}
