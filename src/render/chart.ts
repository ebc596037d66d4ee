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
   * A legend's symbol drawn in a cell, as the pad's legend draws it (`drawCellMark`): a per-shot
   * game's filled-in sheet (`salvo show -o`) marks its shots so, a dot a miss, a dash a hit, a cross
   * a sinking.
   */
  readonly cellMark?: (cell: number) => CellMark | undefined;
  /**
   * A cell framed in heavy black inside its rules, over its fill and under its text: the printed
   * heatmap (`salvo infer --pdf`) frames the cell most likely to hold a ship that was not yet fired at.
   */
  readonly cellFrame?: (cell: number) => boolean;
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

/** The stroke of a framed cell (`ChartSpec.cellFrame`), heavier than the grid's heaviest rule (millimetres). */
export const FRAME_WIDTH = 0.6;

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

/** The ink a filled-in sheet is written in (the log's rows, the roster's ticks, the marks in its charts). */
export const PENCIL_INK: Colour = '#1a1a6e';

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

  if (spec.cellMark !== undefined) {
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        const mark = spec.cellMark(r * columns + k);
        if (mark !== undefined) drawCellMark(d, gx + k * c, gy + r * c, c, mark);
      }
    }
  }

  if (spec.cellFrame !== undefined) {
    // Inside the cell's rules, clear of them, so that it reads as the cell's and not the grid's.
    const inset = Math.min(0.6, c * 0.08);
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        if (spec.cellFrame(r * columns + k)) d.rect(gx + k * c + inset, gy + r * c + inset, c - 2 * inset, c - 2 * inset, { stroke: { width: FRAME_WIDTH, colour: '#000000' } });
      }
    }
  }

  if (spec.cellText !== undefined) {
    const size = Math.min(9 * spec.scale, (c / 0.3528) * 0.5);
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < columns; k++) {
        const t = spec.cellText(r * columns + k);
        if (t !== undefined && t !== '') d.text(t, gx + (k + 0.5) * c, gy + (r + 0.5) * c, { face: 'condensed', size, align: 'center', valign: 'middle' });
      }
    }
  }
  return m;
}
