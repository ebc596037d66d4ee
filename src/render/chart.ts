/**
 * One chart: a titled grid with the board's coordinate labels on the top and left edges, and
 * optional per-cell content (a fill colour, a text) so the same chart draws a blank pad chart
 * today and a probability heatmap or an annotated record later.
 *
 * `measureChart` gives the outer size and where the grid sits inside it, so layouts can place
 * charts before drawing; `drawChart` draws it at an outer top-left corner.
 *
 * @example
 *   const spec: ChartSpec = { columnLabels: ['A','B'], rowLabels: ['1','2'], cell: 7, title: 'My fleet', scale: 1 };
 *   const m = measureChart(spec);           // m.width, m.height, m.gridX, m.gridY
 *   drawChart(drawing, 20, 40, spec);
 */
import type { Colour, Drawing, Segment } from './drawing.js';
import { fitSize, fontMetrics, legible, MIN_TEXT_PT, textWidth, wrapText } from './fonts.js';

export interface ChartSpec {
  readonly columnLabels: readonly string[];
  readonly rowLabels: readonly string[];
  /** Cell side in millimetres. */
  readonly cell: number;
  readonly title?: string;
  /** Typography scale (1 on a full A4 sheet). */
  readonly scale: number;
  /** Fill of a cell (index `row * columns + column`), or undefined for none. */
  readonly cellFill?: (cell: number) => Colour | undefined;
  /** Text written in a cell, centred. */
  readonly cellText?: (cell: number) => string | undefined;
  /** Heavier rule every `major` lines (0: none). Default: 5 on boards wider than 10, else 0. */
  readonly major?: number;
  /**
   * A title too wide for the grid even in 6 pt goes on over lines as wide as the grid (broken as
   * `lang` breaks words), not past the grid's ends; without it, it is centred over the grid on
   * one line whatever its width (the caller keeps the room beside it).
   */
  readonly wrapTitle?: { readonly lang?: string };
  /** Lines of title the chart keeps room for, at least (so that two charts side by side have their grids level). */
  readonly titleLines?: number;
  /**
   * Groups of cells each drawn round with one line, just inside the cells' edges, as a pencil
   * outlines a sunk ship on a filled-in sheet (`salvo show -o`).
   */
  readonly outlines?: readonly (readonly number[])[];
  /**
   * A legend's symbol drawn in a cell, as the pad's legend draws it (`drawCellMark`): a per-shot
   * game's filled-in sheet (`salvo show -o`) marks its shots so, a dot a miss, a dash a hit, a cross
   * a sinking.
   */
  readonly cellMark?: (cell: number) => CellMark | undefined;
}

/** The symbols a pencil draws in a chart's cell, as the legend shows them. */
export type CellMark = 'dot' | 'dash' | 'cross';

/**
 * Draw `mark`'s ink in a square of side `s` at (x, y): the legend's symbol (`drawLegend`) and a
 * filled-in chart's cell (`cellMark`) alike, so that the two are drawn the same.
 *
 * @example
 *   drawCellMark(d, 20, 40, 7, 'cross');
 */
export function drawCellMark(d: Drawing, x: number, y: number, s: number, mark: CellMark): void {
  const ink = { width: RULE.medium };
  const cy = y + s / 2;
  if (mark === 'dot') d.circle(x + s / 2, cy, s * 0.09, { fill: '#000000' });
  else if (mark === 'dash') d.line(x + s * 0.25, cy, x + s * 0.75, cy, ink);
  else d.lines([[x + s * 0.22, y + s * 0.22, x + s * 0.78, y + s * 0.78], [x + s * 0.78, y + s * 0.22, x + s * 0.22, y + s * 0.78]], ink);
}

export interface ChartMetrics {
  /** Outer size in millimetres, title and labels included. */
  readonly width: number;
  readonly height: number;
  /** Offset of the grid's top-left corner from the outer top-left corner. */
  readonly gridX: number;
  readonly gridY: number;
  readonly gridWidth: number;
  readonly gridHeight: number;
  readonly labelSize: number;
  /** Column labels alternate between two lines (too long for one cell each). */
  readonly labelStagger: boolean;
  readonly titleSize: number;
  /** The title as drawn: its lines (one, unless `wrapTitle` broke it), their size, and the lines of room above the grid. */
  readonly title: { readonly lines: readonly string[]; readonly size: number; readonly room: number };
}

/** Line weights shared by the pad's grids (millimetres). */
export const RULE = {
  hair: 0.15,
  thin: 0.2,
  medium: 0.35,
  heavy: 0.5,
} as const;

export const GRID_COLOUR: Colour = '#4a4a4a';

/**
 * The column labels' size, and whether they are staggered: a label too long for its cell at the
 * legible minimum (up to 12 characters are allowed) goes with every other label one line up, so
 * that each has two cells' width and none runs into its neighbour. Only labels too long for two
 * cells at the legible minimum go smaller (down to 3.5 pt): the layout avoids such cells when it
 * has larger ones to offer (`ChartMetrics.labelSize`).
 */
function labelSizeOf(spec: ChartSpec): { readonly size: number; readonly stagger: boolean } {
  const base = legible(Math.min(8.5 * spec.scale, (spec.cell / 0.3528) * 0.62));
  const widest = spec.columnLabels.reduce((w, l) => Math.max(w, textWidth(l, 'regular', base)), 0);
  if (widest <= spec.cell - 0.6) return { size: base, stagger: false };
  const longest = spec.columnLabels.reduce((a, l) => (textWidth(l, 'regular', base) > textWidth(a, 'regular', base) ? l : a), '');
  const size = fitSize(longest, 'regular', spec.cell - 0.6, MIN_TEXT_PT, base);
  if (textWidth(longest, 'regular', size) <= spec.cell - 0.6 || spec.columnLabels.length < 2) return { size, stagger: false };
  const staggered = fitSize(longest, 'regular', 2 * spec.cell - 0.6, MIN_TEXT_PT, base);
  if (textWidth(longest, 'regular', staggered) <= 2 * spec.cell - 0.6) return { size: staggered, stagger: true };
  return { size: fitSize(longest, 'regular', 2 * spec.cell - 0.6, 3.5, MIN_TEXT_PT), stagger: true };
}

/** The height of the second line of staggered column labels (millimetres). */
function staggerStep(labelSize: number, scale: number): number {
  return fontMetrics('regular', labelSize).capHeight + 1.0 * scale;
}

/** The size a title too long for one line is wrapped at (pt). */
function wrappedTitleSize(titleSize: number): number {
  return legible(Math.max(MIN_TEXT_PT, titleSize * 0.8));
}

/** A wrapped title's line pitch (mm): that of the wrapped size, so that the last lines of two charts' titles are level. */
function titleLeading(titleSize: number): number {
  return wrappedTitleSize(titleSize) * 0.3528 * 1.15;
}

/** The title's lines and size: one line fitted to the grid's width (down to 6 pt), else, where `wrapTitle` asks, lines as wide as the grid. */
function titleOf(spec: ChartSpec, titleSize: number, gridWidth: number): { readonly lines: readonly string[]; readonly size: number } {
  const title = spec.title ?? '';
  if (title === '') return { lines: [], size: titleSize };
  const size = fitSize(title, 'bold', gridWidth, 6, titleSize);
  if (spec.wrapTitle === undefined || textWidth(title, 'bold', size) <= gridWidth + 1e-9) return { lines: [title], size };
  const wrapped = wrappedTitleSize(titleSize);
  return { lines: wrapText(title, 'bold', wrapped, gridWidth, spec.wrapTitle.lang, { hyphens: true }), size: wrapped };
}

/** How far the column labels, centred on their cells, reach past the grid's left and right ends (mm, 0 where they do not). */
function labelOverhang(spec: ChartSpec, labelSize: number): { readonly before: number; readonly after: number } {
  const n = spec.columnLabels.length;
  let before = 0;
  let after = 0;
  spec.columnLabels.forEach((label, k) => {
    const half = textWidth(label, 'regular', labelSize) / 2;
    before = Math.max(before, half - (k + 0.5) * spec.cell);
    after = Math.max(after, half - (n - k - 0.5) * spec.cell);
  });
  return { before, after };
}

/**
 * Size of a chart and the grid's place inside it.
 *
 * @example
 *   measureChart({ columnLabels: 'ABCDEFGHIJ'.split(''), rowLabels: ['1','2','3','4','5','6','7','8','9','10'], cell: 7, scale: 1 }).gridWidth // 70
 */
export function measureChart(spec: ChartSpec): ChartMetrics {
  const { size: labelSize, stagger } = labelSizeOf(spec);
  const titleSize = 10 * spec.scale;
  const rowLabelWidth = spec.rowLabels.reduce((w, l) => Math.max(w, textWidth(l, 'regular', labelSize)), 0);
  // Staggered column labels, each up to two cells wide, reach past the grid's ends: the chart is
  // that much wider, so that a layout keeps them inside the margins (and off a chart beside it).
  const { before, after } = labelOverhang(spec, labelSize);
  const gridX = Math.max(rowLabelWidth + 1.6 * spec.scale, before);
  const gridWidth = spec.columnLabels.length * spec.cell;
  const title = titleOf(spec, titleSize, gridWidth);
  const room = Math.max(title.lines.length, spec.titleLines ?? 0);
  // (Lines past the first at the wrapped size's pitch.)
  const titleHeight = room > 0 ? fontMetrics('bold', titleSize).ascent + (room - 1) * titleLeading(titleSize) + 1.8 * spec.scale : 0;
  const labelHeight = fontMetrics('regular', labelSize).capHeight + 1.8 * spec.scale + (stagger ? staggerStep(labelSize, spec.scale) : 0);
  const gridY = titleHeight + labelHeight;
  const gridHeight = spec.rowLabels.length * spec.cell;
  return { width: gridX + gridWidth + after, height: gridY + gridHeight, gridX, gridY, gridWidth, gridHeight, labelSize, labelStagger: stagger, titleSize, title: { ...title, room } };
}

/** The ink a filled-in sheet is written in (the log's rows, the roster's ticks, a sunk ship's outline). */
export const PENCIL_INK: Colour = '#1a1a6e';

/** How far inside the cells' edges an outline runs (a share of the cell's side): clear of the grid's rules and of the text in the cells. */
const OUTLINE_INSET = 0.09;

/** The nearest an outline comes to the cells' edges (a share of the cell's side), for the marks in them: two ships side by side still outlined apart. */
const OUTLINE_NEAREST = 0.03;

/** The size of the text written in a chart's cells (pt). */
function cellTextSize(spec: ChartSpec): number {
  return Math.min(9 * spec.scale, (spec.cell / 0.3528) * 0.5);
}

/**
 * The size of `text` in a cell an outline runs round: as in the others, or smaller where that is
 * what keeps it clear of the line at its nearest the edges (`14#` in a 5.7 mm cell of Statki 15×15
 * on A4: 8 pt filled the cell), down to the legible minimum.
 */
function outlinedTextSize(spec: ChartSpec, text: string): number {
  const size = cellTextSize(spec);
  const room = spec.cell * (1 - 2 * OUTLINE_NEAREST) - RULE.medium - 0.02;
  return fitSize(text, 'condensed', room, Math.min(size, MIN_TEXT_PT), size);
}

/**
 * The line round a group of cells (indices `row * columns + column`), `inset` mm inside its
 * edges: for each side of a cell on the group's edge, a segment along it, ending short of a corner
 * that turns outward, running on past one that turns inward, so that the pieces meet as one line
 * round any polyomino. A ship lying diagonally (Jutland) is outlined as a pencil would, with one
 * slanted oblong round its cells (`diagonalOutline`); other cells meeting only at a corner apart.
 *
 * @example
 *   outlineSegments([0, 1], 10, 0, 0, 8, 0.7).length // 6: two long sides, two short ones, each long side in two pieces
 */
export function outlineSegments(cells: readonly number[], columns: number, gx: number, gy: number, c: number, inset: number): Segment[] {
  return diagonalOutline(cells, columns, gx, gy, c) ?? polyominoOutline(cells, columns, gx, gy, c, inset);
}

/**
 * Where `cells` (two or more) lie on one diagonal, each next to the last, a slanted oblong round
 * their centres, its corners cut (as a pencil rounds them): narrow enough to pass clear of the
 * text of the cells beside the ship, long enough to hold its end cells' text; else undefined.
 */
function diagonalOutline(cells: readonly number[], columns: number, gx: number, gy: number, c: number): Segment[] | undefined {
  if (cells.length < 2) return undefined;
  const at = [...cells].sort((a, b) => a - b).map((i) => [Math.floor(i / columns), i % columns] as const);
  const [r0, k0] = at[0]!;
  const step = at[1]![1] - k0;
  if (Math.abs(step) !== 1 || at.some(([r, k], j) => r !== r0 + j || k !== k0 + j * step)) return undefined;
  // From the first cell's centre along the ship (u) and across it (v).
  const ax = gx + (k0 + 0.5) * c;
  const ay = gy + (r0 + 0.5) * c;
  const u = [step / Math.SQRT2, 1 / Math.SQRT2] as const;
  const v = [-u[1], u[0]] as const;
  const length = (at.length - 1) * c * Math.SQRT2;
  const [s0, s1, w, cut] = [-0.4 * c, length + 0.4 * c, 0.34 * c, 0.16 * c];
  const corners: [number, number][] = [[s0 + cut, -w], [s1 - cut, -w], [s1, -w + cut], [s1, w - cut], [s1 - cut, w], [s0 + cut, w], [s0, w - cut], [s0, -w + cut]];
  const points = corners.map(([s, t]) => [ax + s * u[0] + t * v[0], ay + s * u[1] + t * v[1]] as const);
  return points.map(([x, y], j) => {
    const [x2, y2] = points[(j + 1) % points.length]!;
    return [x, y, x2, y2];
  });
}

/** The line round a group of cells joined side to side (`outlineSegments`). */
function polyominoOutline(cells: readonly number[], columns: number, gx: number, gy: number, c: number, inset: number): Segment[] {
  const inGroup = new Set(cells.map((i) => `${Math.floor(i / columns)},${i % columns}`));
  const has = (r: number, k: number): boolean => k >= 0 && k < columns && inGroup.has(`${r},${k}`);
  // The end of a side: short of the corner (convex), at it (the side goes straight on), past it (concave).
  const end = (along: boolean, diagonal: boolean): number => (!along ? inset : diagonal ? -inset : 0);
  const out: Segment[] = [];
  for (const i of cells) {
    const r = Math.floor(i / columns);
    const k = i % columns;
    const x0 = gx + k * c;
    const y0 = gy + r * c;
    const x1 = x0 + c;
    const y1 = y0 + c;
    // Top and bottom: the side's neighbour outside is (r∓1, k); its ends look left and right.
    for (const [dr, y] of [[-1, y0 + inset], [1, y1 - inset]] as const) {
      if (has(r + dr, k)) continue;
      out.push([x0 + end(has(r, k - 1), has(r + dr, k - 1)), y, x1 - end(has(r, k + 1), has(r + dr, k + 1)), y]);
    }
    // Left and right: the neighbour outside is (r, k∓1); its ends look up and down.
    for (const [dk, x] of [[-1, x0 + inset], [1, x1 - inset]] as const) {
      if (has(r, k + dk)) continue;
      out.push([x, y0 + end(has(r - 1, k), has(r - 1, k + dk)), x, y1 - end(has(r + 1, k), has(r + 1, k + dk))]);
    }
  }
  return out;
}

/**
 * Draw the chart with its outer top-left corner at (x, y).
 *
 * @example
 *   drawChart(d, 15, 40, { ...spec, cellText: (c) => (c === 23 ? '7' : undefined) });
 */
export function drawChart(d: Drawing, x: number, y: number, spec: ChartSpec): ChartMetrics {
  const m = measureChart(spec);
  const columns = spec.columnLabels.length;
  const rows = spec.rowLabels.length;
  const gx = x + m.gridX;
  const gy = y + m.gridY;
  const c = spec.cell;

  // The title's last line just above the labels, where the room kept is more lines than it has.
  const { lines, size, room } = m.title;
  lines.forEach((line, i) => {
    const baseline = y + fontMetrics('bold', m.titleSize).ascent + (room - lines.length + i) * titleLeading(m.titleSize);
    d.text(line, gx + m.gridWidth / 2, baseline, { face: 'bold', size, align: 'center' });
  });

  if (spec.cellFill !== undefined) {
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        const fill = spec.cellFill(r * columns + k);
        if (fill !== undefined) d.rect(gx + k * c, gy + r * c, c, c, { fill });
      }
    }
  }

  const major = spec.major ?? (columns > 10 || rows > 10 ? 5 : 0);
  const thin: Segment[] = [];
  const medium: Segment[] = [];
  for (let k = 1; k < columns; k++) (major > 0 && k % major === 0 ? medium : thin).push([gx + k * c, gy, gx + k * c, gy + m.gridHeight]);
  for (let r = 1; r < rows; r++) (major > 0 && r % major === 0 ? medium : thin).push([gx, gy + r * c, gx + m.gridWidth, gy + r * c]);
  d.lines(thin, { width: RULE.thin, colour: GRID_COLOUR });
  d.lines(medium, { width: RULE.medium, colour: GRID_COLOUR });
  d.rect(gx, gy, m.gridWidth, m.gridHeight, { stroke: { width: RULE.heavy } });

  const labelStyle = { face: 'regular', size: m.labelSize, align: 'center', valign: 'baseline' } as const;
  const labelBaseline = gy - 1.2 * spec.scale;
  const step = m.labelStagger ? staggerStep(m.labelSize, spec.scale) : 0;
  spec.columnLabels.forEach((label, k) => d.text(label, gx + (k + 0.5) * c, labelBaseline - (k % 2 === 1 ? step : 0), labelStyle));
  spec.rowLabels.forEach((label, r) =>
    d.text(label, gx - 1.0 * spec.scale, gy + (r + 0.5) * c, { face: 'regular', size: m.labelSize, align: 'right', valign: 'middle' }),
  );

  if (spec.outlines !== undefined && spec.outlines.length > 0) {
    // Inside the cells' edges, nearer them where a mark in an outlined cell is too wide to keep clear
    // of the line (Statki 15×15 on A5: `14#` at the 6 pt floor in a 4.7 mm cell), down to OUTLINE_NEAREST.
    let inset = OUTLINE_INSET * c;
    for (const cell of spec.outlines.flat()) {
      const t = spec.cellText?.(cell);
      if (t !== undefined && t !== '') inset = Math.min(inset, (c - textWidth(t, 'condensed', outlinedTextSize(spec, t))) / 2 - RULE.medium / 2 - 0.01);
    }
    inset = Math.max(OUTLINE_NEAREST * c, inset);
    const segments = spec.outlines.flatMap((cells) => outlineSegments(cells, columns, gx, gy, c, inset));
    d.lines(segments, { width: RULE.medium, colour: PENCIL_INK });
  }

  if (spec.cellMark !== undefined) {
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        const mark = spec.cellMark(r * columns + k);
        if (mark !== undefined) drawCellMark(d, gx + k * c, gy + r * c, c, mark);
      }
    }
  }

  if (spec.cellText !== undefined) {
    const size = cellTextSize(spec);
    const outlined = new Set((spec.outlines ?? []).flat());
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        const t = spec.cellText(r * columns + k);
        if (t === undefined || t === '') continue;
        const fitted = outlined.has(r * columns + k) ? outlinedTextSize(spec, t) : size;
        d.text(t, gx + (k + 0.5) * c, gy + (r + 0.5) * c, { face: 'condensed', size: fitted, align: 'center', valign: 'middle' });
      }
    }
  }
  return m;
}
