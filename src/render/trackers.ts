/**
 * The rule trackers and the legend of a pad sheet. Trackers are strips of boxes a player strikes
 * out as the game goes: shots left out of the limit, damage taken with the salvo size each stretch
 * of damage leaves (the damage ladder), guns or ships still afloat. The legend shows the marks
 * the report policy implies (miss dot, hit dash, sunk cross; salvo numbers in cells; the hatched
 * protected ship; the gun-lost marker), each with a small sample cell.
 *
 * @example
 *   const g = measureTracker(tracker, 1, 90);
 *   drawTracker(d, 10, 200, g, tracker);
 */
import type { Drawing, Segment } from './drawing.js';
import { fitText, fontMetrics, legible, MIN_TEXT_PT, textWidth, unruntedWrap } from './fonts.js';
import type { LegendItem, Tracker } from './pad-content.js';
import { drawCellMark, GRID_COLOUR, PENCIL_INK, RULE } from './chart.js';

/** Caption style shared by the sheet's blocks. */
export function captionSize(scale: number): number {
  return legible(7.5 * scale);
}

/** Height of a block caption line (bold), baseline included. */
export function captionHeight(scale: number): number {
  return fontMetrics('bold', captionSize(scale)).ascent + 1.2 * scale;
}

export function drawCaption(d: Drawing, x: number, y: number, text: string, scale: number, width = Infinity): void {
  const size = captionSize(scale);
  // Wider than its block (the log in a narrow strip): the condensed bold face, cut short only past that.
  const face = textWidth(text, 'bold', size) <= width ? 'bold' : 'condensed-bold';
  const shown = face === 'bold' ? text : fitText(text, face, width, size, size).text;
  d.text(shown, x, y + fontMetrics('bold', size).ascent, { face, size });
}

export interface TrackerGeometry {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly box: number;
  readonly perRow: number;
  readonly rows: number;
  /** Space above each box row for the ladder's salvo sizes. */
  readonly above: number;
  /** Space below each box row for countdown sub-values. */
  readonly below: number;
}

/** The numbers written in a tracker's boxes, in order. */
function boxLabel(t: Tracker, k: number): string {
  return t.kind === 'shots-left' ? String(t.total - k * (t.per ?? 1)) : t.kind === 'damage-ladder' ? String(k + 1) : String(t.values[k]);
}

/** The size of the numbers in boxes of side `box` mm: half the box, never above 5.2 pt at full scale nor below the legible minimum. */
function digitSize(box: number, scale: number): number {
  return legible(Math.min(5.2 * scale, (box / 0.3528) * 0.48));
}

/** The white a countdown's figure keeps either side within its box (mm, by the figure's advance width). */
export const COUNTDOWN_FIGURE_MARGIN = 1;

function boxCount(t: Tracker): number {
  return t.kind === 'countdown' ? t.values.length : t.kind === 'shots-left' ? Math.ceil(t.total / (t.per ?? 1)) : t.total;
}

/**
 * Fit a tracker into `maxWidth` mm; null when not even one box fits.
 *
 * @example
 *   measureTracker({ kind: 'shots-left', title: 'Shots left (of 60)', total: 60 }, 1, 80)?.rows // 3
 */
export function measureTracker(t: Tracker, scale: number, maxWidth: number): TrackerGeometry | null {
  const n = boxCount(t);
  // Boxes big enough for their numbers at a legible size (a countdown's are bold and larger).
  const strong = t.kind === 'countdown' ? 1.15 : 1;
  const widest = Array.from({ length: n }, (_, k) => boxLabel(t, k)).reduce((w, l) => Math.max(w, textWidth(l, strong > 1 ? 'condensed-bold' : 'condensed', MIN_TEXT_PT * strong)), 0);
  // A countdown's bold figures keep 1 mm of white either side (Skagerrak's 11 and 10 had some 0.7 mm); the others' light ones 0.4 mm.
  const box = Math.max((t.kind === 'countdown' ? 4.6 : t.kind === 'damage-ladder' ? 4.2 : 3.8) * scale, (MIN_TEXT_PT * 0.3528) / 0.48, widest + 2 * (strong > 1 ? COUNTDOWN_FIGURE_MARGIN : 0.4));
  const fit = Math.floor((maxWidth + 1e-6) / box);
  if (fit < 1 || textWidth(t.title, 'bold', captionSize(scale)) > maxWidth) return null;
  let perRow = Math.min(n, fit);
  if (t.kind === 'shots-left' && n > fit) perRow = [25, 20, 15, 10, 5].find((k) => k <= fit) ?? fit;
  // Lines evened out (18 boxes where 17 fit go 9 and 9, not 17 and one box alone on a line of its
  // own); a shots-left strip keeps its round tens and fives.
  else if (n > fit) perRow = Math.ceil(n / Math.ceil(n / fit));
  const rows = Math.ceil(n / perRow);
  const above = t.kind === 'damage-ladder' ? fontMetrics('bold', legible(6.5 * scale)).ascent + 1.4 * scale : 0;
  const below = t.kind === 'countdown' && t.below !== undefined ? fontMetrics('regular', legible(6 * scale)).ascent + 1.2 * scale : 0;
  const width = Math.max(perRow * box, textWidth(t.title, 'bold', captionSize(scale)));
  const height = captionHeight(scale) + rows * (above + box + below) + (rows - 1) * 0.8 * scale;
  return { width, height, scale, box, perRow, rows, above, below };
}

/**
 * Draw a tracker with its top-left corner at (x, y); `struck`, on a filled-in sheet (`salvo show
 * -o`), its first boxes struck out in pencil, corner to corner, as the game went (none on a blank pad).
 *
 * @example
 *   drawTracker(d, 12, 210, measureTracker(t, 1, 90)!, t);
 */
export function drawTracker(d: Drawing, x: number, y: number, g: TrackerGeometry, t: Tracker, struck = 0): void {
  drawCaption(d, x, y, t.title, g.scale);
  const n = boxCount(t);
  const digits = digitSize(g.box, g.scale);
  const thick: Segment[] = [];
  let top = y + captionHeight(g.scale);
  for (let r = 0; r < g.rows; r++) {
    const first = r * g.perRow;
    const count = Math.min(g.perRow, n - first);
    const by = top + g.above;
    for (let i = 0; i < count; i++) {
      const k = first + i;
      const bx = x + i * g.box;
      d.rect(bx, by, g.box, g.box, { stroke: { width: RULE.thin, colour: GRID_COLOUR } });
      const label = boxLabel(t, k);
      const strong = t.kind === 'countdown';
      d.text(label, bx + g.box / 2, by + g.box / 2, {
        face: strong ? 'condensed-bold' : 'condensed',
        size: strong ? digits * 1.15 : digits,
        colour: strong ? '#000000' : '#707070',
        align: 'center',
        valign: 'middle',
      });
      if (t.kind === 'countdown' && t.below !== undefined) {
        d.text(String(t.below[k]), bx + g.box / 2, by + g.box + g.below - 0.6 * g.scale, { face: 'regular', size: legible(6 * g.scale), align: 'center' });
      }
      // Struck out in pencil: one stroke, its figure still read through it.
      if (k < struck) d.line(bx + 0.15 * g.box, by + 0.85 * g.box, bx + 0.85 * g.box, by + 0.15 * g.box, { width: RULE.medium, colour: PENCIL_INK });
    }
    if (t.kind === 'damage-ladder') {
      for (const step of t.steps) {
        const from = Math.max(step.from - 1, first);
        const to = Math.min(step.to - 1, first + count - 1);
        if (to < from) continue;
        const x1 = x + (from - first) * g.box;
        const x2 = x + (to - first + 1) * g.box;
        const ly = by - 0.7 * g.scale;
        d.lines(
          [
            [x1 + 0.4, ly, x2 - 0.4, ly],
            [x1 + 0.4, ly, x1 + 0.4, ly + 0.6 * g.scale],
            [x2 - 0.4, ly, x2 - 0.4, ly + 0.6 * g.scale],
          ],
          { width: RULE.thin },
        );
        d.text(String(step.shots), (x1 + x2) / 2, ly - 0.6 * g.scale, { face: 'bold', size: legible(6.5 * g.scale), align: 'center' });
        if (step.from - 1 > first && step.from - 1 <= first + count - 1) thick.push([x1, by, x1, by + g.box]);
      }
    }
    top += g.above + g.box + g.below + 0.8 * g.scale;
  }
  d.lines(thick, { width: RULE.heavy });
}

export interface LegendGeometry {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly symbol: number;
  readonly size: number;
  readonly lineHeight: number;
  readonly lines: readonly (readonly string[])[];
}

/**
 * Fit the legend into `maxWidth` mm (texts wrap as text of `lang` wraps, see `wrapText`); null if
 * the symbols alone do not fit.
 *
 * @example
 *   measureLegend('Marks', items, 1, 80)?.height
 */
export function measureLegend(caption: string, items: readonly LegendItem[], scale: number, maxWidth: number, lang?: string): LegendGeometry | null {
  const symbol = 4.2 * scale;
  const size = legible(7 * scale);
  const gap = 1.8 * scale;
  const textW = maxWidth - symbol - gap;
  if (textW < 12 * scale || textWidth(caption, 'bold', captionSize(scale)) > maxWidth) return null;
  const lines = items.map((it) => unruntedWrap(it.text, 'regular', size, textW, lang));
  const lineHeight = fontMetrics('regular', size).ascent + 0.9 * scale;
  let height = captionHeight(scale);
  let width = textWidth(caption, 'bold', captionSize(scale));
  items.forEach((it, i) => {
    const ls = lines[i]!;
    const indent = symbol + gap;
    height += Math.max(it.symbol === 'none' ? 0 : symbol + 0.8 * scale, ls.length * lineHeight + 0.5 * scale);
    width = Math.max(width, indent + Math.max(...ls.map((l) => textWidth(l, 'regular', size))));
  });
  return { width: Math.min(width, maxWidth), height, scale, symbol, size, lineHeight, lines };
}

function drawSymbol(d: Drawing, x: number, y: number, s: number, item: LegendItem): void {
  const cell = { stroke: { width: RULE.thin, colour: GRID_COLOUR } };
  const cx = x + s / 2;
  const cy = y + s / 2;
  switch (item.symbol) {
    case 'none':
      return;
    case 'dot':
    case 'dash':
    case 'cross':
      d.rect(x, y, s, s, cell);
      drawCellMark(d, x, y, s, item.symbol);
      return;
    case 'number':
      d.rect(x, y, s, s, cell);
      d.text('7', cx, cy, { face: 'condensed', size: legible((s / 0.3528) * 0.5), align: 'center', valign: 'middle' });
      return;
    case 'hatch':
      d.hatch(x, y, s, s, 'x', s / 4, { width: RULE.hair });
      d.rect(x, y, s, s, { stroke: { width: RULE.thin } });
      return;
    case 'ring': {
      const q = s / 3;
      d.rect(x, y, s, s, cell);
      d.lines([[x + q * 1.2, y + q * 1.2, x + q * 1.8, y + q * 1.8], [x + q * 1.8, y + q * 1.2, x + q * 1.2, y + q * 1.8]], { width: RULE.thin });
      for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) if (r !== 1 || c !== 1) d.circle(x + (c + 0.5) * q, y + (r + 0.5) * q, s * 0.045, { fill: '#000000' });
      return;
    }
    case 'gun-lost': {
      d.rect(x, y, s, s, { stroke: { width: RULE.thin } });
      const t = s * 0.34;
      d.polygon([[x + s - t, y], [x + s, y], [x + s, y + t]], { fill: '#000000' });
      return;
    }
  }
}

/**
 * Draw the legend with its top-left corner at (x, y).
 *
 * @example
 *   drawLegend(d, 12, 240, 'Marks', items, measureLegend('Marks', items, 1, 80)!);
 */
export function drawLegend(d: Drawing, x: number, y: number, caption: string, items: readonly LegendItem[], g: LegendGeometry): void {
  drawCaption(d, x, y, caption, g.scale);
  let top = y + captionHeight(g.scale);
  items.forEach((it, i) => {
    const ls = g.lines[i]!;
    const indent = g.symbol + 1.8 * g.scale;
    drawSymbol(d, x, top, g.symbol, it);
    const textBlock = ls.length * g.lineHeight;
    const blockH = Math.max(it.symbol === 'none' ? 0 : g.symbol + 0.8 * g.scale, textBlock + 0.5 * g.scale);
    // Text beside a symbol is centred on it when shorter, else starts level with its top.
    const offset = it.symbol === 'none' ? 0 : Math.max(0, (g.symbol - textBlock) / 2) + 0.3 * g.scale;
    const first = top + offset + g.lineHeight - 0.9 * g.scale;
    ls.forEach((l, k) => d.text(l, x + indent, first + k * g.lineHeight, { face: 'regular', size: g.size }));
    top += blockH;
  });
}
