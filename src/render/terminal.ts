/**
 * Text charts for the terminal: a board drawn in monospaced characters with the column labels on
 * top and the row labels on the left, in the variant's own labels (Cyrillic, multi-character,
 * anything). Every column is as wide as the widest label or cell text, so `III` marks, `AA`
 * labels and salvo numbers line up in a square grid. Used by `salvo fleet random`, and later by `salvo show` and
 * `salvo infer`.
 *
 * @example
 *   drawChartText(board, (cell) => (hits.has(cell) ? 'X' : '·'), { title: 'My fleet' })
 *   //   My fleet
 *   //      A B C D E F G H I J
 *   //    1 · · · · · · · · · ·
 *   //   …
 *   //   10 · · · · · · · · · ·
 */
import type { Board, Variant } from '../variant/model.js';
import { localize } from '../variant/model.js';
import { phrasesFor } from '../variant/describe-phrases.js';
import type { FleetLayout } from '../core/layout-types.js';

export interface ChartTextOptions {
  /** A line above the chart. */
  readonly title?: string;
  /** Columns at least this wide: two charts drawn side by side take the same width (`chartCellWidth`). */
  readonly cellWidth?: number;
  /**
   * Every cell text ends in this many columns of a mark after its value (`infer`'s `*`, or a
   * space where there is none): the column labels are centred over the values, not over the marks.
   */
  readonly trailing?: number;
  /**
   * The widest a line may be (default TERMINAL_WIDTH): where the chart would be wider and its cells
   * end in a mark column (`trailing`), that column alone parts a cell from the next (`37*12 `), no
   * space before each.
   */
  readonly maxWidth?: number;
}

/** The width of the terminal a chart is kept within where it can be (a 20-column board with `*` marks). */
export const TERMINAL_WIDTH = 80;

/** The width `drawChartText` gives every column of a chart of `cellText`: its widest label or cell text. */
export function chartCellWidth(board: Board, cellText: (cell: number) => string): number {
  let width = 1;
  for (let c = 0; c < board.columns; c++) width = Math.max(width, displayWidth(board.columnLabels[c] ?? ''));
  for (let cell = 0; cell < board.rows * board.columns; cell++) width = Math.max(width, displayWidth(cellText(cell)));
  return width;
}

/** Columns a string takes in a monospaced terminal (combining marks take none). */
export function displayWidth(text: string): number {
  let n = 0;
  for (const ch of text.normalize('NFC')) if (!/\p{M}/u.test(ch)) n++;
  return n;
}

function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/** Centre `text` in `width` columns (an odd space goes to the left, so digits align right). */
function centre(text: string, width: number): string {
  const room = Math.max(0, width - displayWidth(text));
  const left = Math.ceil(room / 2);
  return ' '.repeat(left) + text + ' '.repeat(room - left);
}

/**
 * Draw the board as text. `cellText(cell)` gives what to write in each cell (`'·'` for
 * nothing); cells may differ in width. Lines end with a newline and carry no trailing spaces.
 */
export function drawChartText(board: Board, cellText: (cell: number) => string, opts: ChartTextOptions = {}): string {
  const texts: string[][] = [];
  for (let r = 0; r < board.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < board.columns; c++) row.push(cellText(r * board.columns + c));
    texts.push(row);
  }
  // One width for every column, so the grid stays square.
  let width = opts.cellWidth ?? 1;
  for (let c = 0; c < board.columns; c++) width = Math.max(width, displayWidth(board.columnLabels[c] ?? ''));
  for (const row of texts) for (const t of row) width = Math.max(width, displayWidth(t));
  const widths = Array.from({ length: board.columns }, () => width);
  const gutter = Math.max(...board.rowLabels.slice(0, board.rows).map(displayWidth), 1);
  const lines: string[] = [];
  if (opts.title) lines.push(opts.title);
  const trailing = Math.min(opts.trailing ?? 0, width - 1);
  // Too wide for the terminal: where a mark column ends every cell, it parts the cells (a space
  // before the first still parts the row labels from the grid).
  const spaced = gutter + board.columns * (width + 1) <= (opts.maxWidth ?? TERMINAL_WIDTH) || trailing < 1;
  const gap = (c: number): string => (spaced || c === 0 ? ' ' : '');
  lines.push(' '.repeat(gutter) + widths.map((w, c) => gap(c) + centre(board.columnLabels[c]!, w - trailing) + ' '.repeat(trailing)).join(''));
  for (let r = 0; r < board.rows; r++) {
    lines.push(padStart(board.rowLabels[r]!, gutter) + widths.map((w, c) => gap(c) + centre(texts[r]![c]!, w)).join(''));
  }
  return lines.map((l) => l.replace(/\s+$/u, '')).join('\n') + '\n';
}

export interface LayoutTextOptions {
  /** Language of the title and the legend (default: the variant's first language). */
  readonly lang?: string;
  /** A title line; by default the variant's "own chart" word. Pass '' for none. */
  readonly title?: string;
  /** Add a legend line per class under the chart (default true). */
  readonly legend?: boolean;
}

/** The text in an empty cell. */
export const EMPTY_CELL = '·';

/**
 * Draw a fleet layout: each ship's cells carry its class mark (`BB`, `III`, `+`); cells where
 * ships overlap show `#`. Under the chart, one legend line per class: mark, name, count and
 * cells, in the chart's language (`II  Линкор ×1, 4 клетки`).
 */
export function drawLayoutText(layout: FleetLayout, variant: Variant, opts: LayoutTextOptions = {}): string {
  const lang = opts.lang ?? variant.languages[0] ?? '';
  const marks = new Map<number, string>();
  for (const ship of layout) {
    const mark = variant.fleet[ship.classIndex]?.mark ?? '?';
    for (const c of ship.cells) marks.set(c, marks.has(c) ? '#' : mark);
  }
  const title = opts.title ?? variant.words[lang]?.ownChart ?? variant.words[variant.languages[0] ?? '']?.ownChart;
  let text = drawChartText(variant.board, (cell) => marks.get(cell) ?? EMPTY_CELL, title ? { title } : {});
  if (opts.legend !== false) {
    const markWidth = Math.max(...variant.fleet.map((c) => displayWidth(c.mark)), 1);
    const phrases = phrasesFor(lang);
    for (const cls of variant.fleet) {
      const name = localize(cls.name, lang, variant);
      text += `${cls.mark}${' '.repeat(markWidth - displayWidth(cls.mark))}  ${name} ×${cls.count}, ${phrases.cells(cls.size)}\n`;
    }
  }
  return text;
}
