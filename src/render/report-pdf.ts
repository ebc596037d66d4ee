/**
 * The PDF analysis report: a first page with each side's verdict and a plot of the information
 * each side had gathered, salvo by salvo (cumulative bits, or cumulative expected hits when a
 * position was only estimated); then, for each side, its chart of the enemy waters as it stood
 * at chosen moments (a third of the way, two thirds, the end) with the posterior heatmap beside
 * it. Charts are drawn with the pads' chart drawing (src/render/chart.ts) through the Drawing
 * interface, so the layout can be tested against a recording drawing.
 *
 * @example
 *   const bytes = await renderAnalysisPdf({ variant, salvos, analysis, infer, name: (s) => s, className: (id) => id, date, title: 'Game 1' });
 */
import { drawChart, measureChart, type ChartMetrics } from './chart.js';
import { localNumber } from '../core/local-number.js';
import { fitSize, textWidth, unruntedWrap, wrapText } from './fonts.js';
import type { Colour, Drawing } from './drawing.js';
import { PdfDrawing } from './pdf.js';
import type { SideId, Variant } from '../variant/model.js';
import { evidenceAfter, type AnalysisInput, type GameAnalysis, type PlayedSalvo, type SideAnalysis } from '../analysis/analyze.js';
import { evidenceDecidedCells, type Inferrer } from '../analysis/posterior.js';
import { worthlessClasses } from '../analysis/advice.js';
import { analysisRows, boundsNote, freeHitNotes, classSeparator, columnsLegendFor, errorText, estimateBound, estimatedNote, looseNote, offBoardNote, tableHeadings, totalsLine } from '../analysis/format.js';
import { drawSideTable, tableSummarised } from './report-table.js';
import { drawHeatKey, heatColour, heatKeyHeight } from './heat.js';
import { heatKeyCaption } from './i18n.js';
import { analysisText, shipMoments, shipsLag, type AnalysisText } from '../analysis/report-text.js';
import { localize } from '../variant/model.js';
import { typeset } from './typography.js';

const EN_TEXT = analysisText('en', false);

export interface AnalysisReportInput {
  readonly variant: Variant;
  readonly salvos: readonly PlayedSalvo[];
  /** As the analysis was given it (`AnalysisInput.unjudged`), so its positions are the analysis's. */
  readonly unjudged?: AnalysisInput['unjudged'];
  readonly analysis: GameAnalysis;
  readonly infer: Inferrer;
  /** The record's name for a variant side. */
  readonly name: (side: SideId) => string;
  /** A ship class's name in the record's language (the analysis holds class ids). */
  readonly className: (classId: string) => string;
  /** The report's title (`AnalysisText.pdfTitle`): printed at its head, in lines as wide as the page, and the document's. */
  readonly title: string;
  /** When and where the game was played, as the record says (`1923-05-31`, `Wardroom, HMS Iron Duke`): after the variant under the title. */
  readonly occasion?: readonly string[];
  /**
   * What the referee found, as the text report gives it first (`referee: no breaches in 29
   * salvos`, each breach, what is left out of the evidence): drawn above the verdicts. A plain
   * string is one of check's diagnostics (`breaches.yaml:14:5: error …`), set as check words it;
   * a `RefereeFinding` marked `own`, a sentence of the report's own, begins with a capital.
   */
  readonly referee?: readonly (string | RefereeFinding)[];
  /** The report's words (report-text.ts; English unless given), and the language the PDF is tagged with. */
  readonly text?: AnalysisText;
  readonly lang?: string;
}

/**
 * A line of the report as the PDF sets it, a heading or a paragraph's first line: its first letter a
 * capital (`Referee: no breaches…`, `Сторона «синие» стреляет…`, `Gra: Statki`), in the report's
 * language. The text report's lines begin lowercase, as a terminal's do; the PDF repeats them. A line
 * beginning otherwise (a quoted name, `«синие»: воды противника…`; `P(ship)`) is left as it is.
 *
 * @example
 *   headingCase('сторона «синие» стреляет по стороне «красные»', 'ru') // 'Сторона «синие» стреляет по стороне «красные»'
 */
export function headingCase(text: string, lang = 'en'): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return /^\p{Ll}$/u.test(letter) ? letter.toLocaleUpperCase(lang) + text.slice(letter.length) : text;
}

/**
 * A line of the referee's findings on the first page: `own`, a sentence of the report's own (what
 * is left out of the evidence, and why; a line read otherwise than written), set with a capital
 * where it begins its line (`Left out of the evidence: …`), as a heading is; otherwise one of
 * check's diagnostics, which begins with its place (`breaches.yaml:14:5: error …`) or its
 * severity, as check lists it.
 */
export interface RefereeFinding {
  readonly text: string;
  readonly own?: boolean;
}

/**
 * Text as the PDF sets it (`typeset`): straight quotes and apostrophes typed for the terminal
 * (`cell "K3"`, `blue's`) become the language's own (“K3”, blue’s; «…» in Russian, „…” in
 * Polish). The terminal keeps them straight: what it quotes is record text a referee copies back
 * into a YAML file, where a curly quote would be part of the value.
 */
function set(text: string, lang: string | undefined): string {
  return typeset(text, lang ?? 'en');
}

/** Findings listed on the first page at most; the rest are counted (`salvo check` lists them all). */
const MAX_FINDINGS = 12;

const A4 = { width: 210, height: 297 } as const;
const MARGIN = 15;
/** Between two lines of a title broken over more than one (mm). */
const TITLE_LINE = 6;
/** The white between a side's table notes and its charts' legend where both share a page (mm). */
const NOTES_TO_CHARTS = 6;
const SIDE_COLOURS: readonly Colour[] = ['#1f4e9c', '#b3261e'];

/**
 * The side's salvo numbers at which charts are drawn: a third, two thirds, and the end; where the
 * heatmap is blank from salvo `knownAt` on (`knownAfter`: no cell not fired at may hold a ship),
 * the end is the moment before it, the last at which something was still unknown, and no moment is later.
 */
export function reportMoments(count: number, knownAt?: number): number[] {
  if (count === 0) return [0];
  const end = knownAt === undefined ? count : Math.min(count, knownAt - 1);
  return [...new Set([Math.ceil(count / 3), Math.ceil((2 * count) / 3), end].filter((k) => k <= end))].filter((k) => k > 0 || k === end);
}

/**
 * The side's count of salvos from which its heatmap is blank: no cell it has not fired at may hold
 * a ship (the fleet lies all in cells fired at, which of them perhaps still unknown under a
 * whole-salvo report), or undefined where its last heatmap is not. Walked back from the end, each
 * moment's position inferred as the charts infer it.
 */
export function knownAfter(input: AnalysisReportInput, s: SideAnalysis): number | undefined {
  const blank = (k: number): boolean => {
    const post = input.infer(input.variant, evidenceAfter(input, s.side, k));
    if (post.unanswered === true) return false;
    const fired = new Set(s.salvos.slice(0, k).flatMap((f) => f.cells));
    return post.marginal.every((p, c) => fired.has(c) || p <= 0);
  };
  let k = s.salvos.length;
  if (k === 0 || !blank(k)) return undefined;
  while (k > 1 && blank(k - 1)) k--;
  return k;
}

/**
 * A round step for about `count` ticks up to `max`: 1, 2 or 5 times a power of ten.
 *
 * @example
 *   axisStep(32.5, 5) // 10
 */
export function axisStep(max: number, count: number): number {
  const raw = max / Math.max(1, count);
  if (!(raw > 0)) return 1;
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * mag >= raw - 1e-12) return m * mag;
  return 10 * mag;
}

/** A tick label: no more decimals than the step has. */
function tickLabel(v: number, step: number): string {
  const decimals = step >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(step) - 1e-9));
  return v.toFixed(decimals);
}

/** A tick of the salvo axis: `at` the salvo number, `x` its distance from the frame's left edge, `label` (centred under it) null where left out. */
export interface SalvoTick {
  readonly at: number;
  readonly x: number;
  readonly label: string | null;
}

/**
 * The salvo axis's ticks over a frame `width` wide: every `step` salvos from 0, and the last
 * salvo `last` always, labelled (it stood unlabelled wherever it was not a multiple of the step);
 * every label centred under its tick, the last's too, as the axis reads (the frame leaves it room:
 * `plotFrameWidth`). A label that would come within `gap` of the next one kept is left out, its
 * tick kept: the last salvo's number is never the one left out. So is the number of a step's tick
 * less than half a step before the last salvo, as the axis is thinned to every step elsewhere:
 * Perelman's 36 salvos ended the axis "35 36", the numbers 2.5 mm apart, the rest 24 mm.
 *
 * @example
 *   salvoTicks(81, 20, 170, (s) => 1.1 * s.length).map((t) => t.label) // ['0', '20', '40', '60', null, '81']
 *   salvoTicks(36, 5, 170, (s) => 1.1 * s.length).map((t) => t.label) // ['0', '5', …, '30', null, '36']
 */
export function salvoTicks(last: number, step: number, width: number, labelWidth: (text: string) => number, gap = 1): SalvoTick[] {
  const at: number[] = [];
  for (let k = 0; k * step <= last; k++) at.push(k * step);
  if (at.at(-1) !== last) at.push(last);
  // A step's tick less than half a step before the last salvo's keeps its line, not its number.
  const ticks = at.map((n) => ({ at: n, x: (n / Math.max(1, last)) * width, label: n !== last && last - n < step / 2 ? null : (String(n) as string | null) }));
  // From the right: each label ends at least `gap` before the next one kept begins.
  let leftOfNext = Number.POSITIVE_INFINITY;
  for (let i = ticks.length - 1; i >= 0; i--) {
    const t = ticks[i]!;
    if (t.label === null) continue;
    const w = labelWidth(t.label);
    if (i < ticks.length - 1 && t.x + w / 2 + gap > leftOfNext) ticks[i] = { ...t, label: null };
    else leftOfNext = t.x - w / 2;
  }
  return ticks;
}

/**
 * The information plot's frame width within `width`: less half the last salvo's label, which is
 * centred under the frame's right edge, so that it ends where the room does (the page's margin), not
 * past it; the last label was set right-aligned there before, unlike every other on the axis.
 */
export function plotFrameWidth(width: number, last: number, labelWidth: (text: string) => number): number {
  return width - labelWidth(String(last)) / 2;
}

/** The information plot's frame: its height, and the room its title takes above it and its salvo axis below. */
const PLOT = { height: 70, above: 8, below: 10 } as const;

/** The information plot: one polyline per side over salvo numbers, on round ticks from 0. */
function drawInformationPlot(d: Drawing, input: AnalysisReportInput, x: number, y: number, room: number, height: number): void {
  const sides = input.analysis.sides;
  const useBits = sides.every((s) => s.salvos.every((f) => f.bits !== null));
  // Each point at its salvo's own number for its side (`SalvoFigures.number`): a line naming no cell
  // counts, so the line spans the number it took.
  const series = sides.map((s) => s.salvos.map((f) => ({ at: f.number, v: useBits ? f.total.bits : f.total.expectedHits })));
  const maxX = Math.max(1, ...series.map((p) => p.at(-1)?.at ?? 0));
  const labelWidth = (text: string): number => textWidth(text, 'regular', 6);
  const width = plotFrameWidth(room, maxX, labelWidth);
  const top = Math.max(1, ...series.flat().map((p) => p.v));
  const stepY = axisStep(top, 5);
  // The top of the frame is a tick, at or above every point.
  const tickTop = Math.max(1, Math.ceil(top / stepY - 1e-9)) * stepY;
  const names = sides.map((s) => set(input.name(s.side), input.lang));
  const legend = { width: LEGEND.text + Math.max(0, ...names.map((n) => textWidth(n, 'regular', 8))), height: LEGEND.row * (sides.length - 1) + 2 * LEGEND.half };
  const { maxY, legendAt, paths } = plotLegendScale({ x, y, width, height }, legend, series, maxX, tickTop, stepY);
  const stepX = Math.max(1, axisStep(maxX, 8));
  const t = input.text ?? EN_TEXT;
  // Bits are unknown where a position was estimated, or where an announcement could not be read.
  const estimated = sides.some((s) => s.salvos.some((f) => !f.exact));
  d.text(set(useBits ? t.plotBits : t.plotHits(estimated), input.lang), x, y - 3, { face: 'bold', size: 10 });
  d.rect(x, y, width, height, { stroke: { width: 0.3 } });
  for (let k = 0; k * stepY <= maxY + 1e-9; k++) {
    const gy = y + height - ((k * stepY) / maxY) * height;
    if (k > 0 && k * stepY < maxY - 1e-9) d.line(x, gy, x + width, gy, { width: 0.1, colour: '#bbbbbb' });
    d.text(localNumber(input.lang ?? 'en', tickLabel(k * stepY, stepY)), x - 1, gy, { face: 'regular', size: 6, align: 'right', valign: 'middle' });
  }
  // The last salvo always labelled; every label centred under its tick.
  for (const tick of salvoTicks(maxX, stepX, width, labelWidth)) {
    d.line(x + tick.x, y + height, x + tick.x, y + height + 1, { width: 0.2 });
    if (tick.label !== null) d.text(tick.label, x + tick.x, y + height + 3.5, { face: 'regular', size: 6, align: 'center' });
  }
  d.text(set(t.plotAxis, input.lang), x + width, y + height + 7, { face: 'regular', size: 7, align: 'right' });
  series.forEach((_, i) => {
    const colour = SIDE_COLOURS[i % SIDE_COLOURS.length]!;
    const style = PLOT_STYLES[i % PLOT_STYLES.length]!;
    // Each side's line from salvo 0 to its own last salvo, no further: a side that fired fewer ends where it did.
    const path = paths[i]!;
    d.lines(plotSegments(path, style.dash), { width: 0.5, colour });
    // Marks at its points, as many as stand apart, the last always: the sides told apart in black and white.
    for (const k of markedPoints(path.map((p) => p[0]), PLOT_MARK_GAP)) plotMark(d, style.mark, path[k]![0], path[k]![1], colour);
    // The legend's rows from its box's top left: the side's sample line and mark, then its name.
    const lx = legendAt.x;
    const ly = legendAt.y + LEGEND.half + i * LEGEND.row;
    d.lines(plotSegments([[lx, ly], [lx + LEGEND.sample, ly]], style.dash), { width: 0.5, colour });
    plotMark(d, style.mark, lx + LEGEND.sample / 2, ly, colour);
    d.text(names[i]!, lx + LEGEND.text, ly, { face: 'regular', size: 8, valign: 'middle' });
  });
}

/**
 * The information plot's legend, in mm: each row its side's sample line `sample` long and its name
 * from `text` (from the legend's left), rows `row` apart, `half` a row's half height (the
 * name's, at 8 pt, centred on its row); set `inset` in from the frame's corner it stands in, and
 * `clear` of any side's line (half its width and a mark's half size, and some white).
 */
export const LEGEND = { sample: 8, text: 10, row: 5, half: 1.75, inset: 3.5, clear: 1.5 } as const;

/** A box on the page (mm): its top left, its width and height. */
export interface PlotBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether the segment from `a` to `b` passes through `box` (its edges too): clipped to it, Liang–Barsky. */
export function segmentMeetsBox(a: readonly [number, number], b: readonly [number, number], box: PlotBox): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let lo = 0;
  let hi = 1;
  const sides: [number, number][] = [
    [-dx, a[0] - box.x],
    [dx, box.x + box.width - a[0]],
    [-dy, a[1] - box.y],
    [dy, box.y + box.height - a[1]],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) lo = Math.max(lo, r);
    else hi = Math.min(hi, r);
    if (lo > hi) return false;
  }
  return true;
}

/**
 * Where the information plot's legend, `size` mm, goes in `frame`: its box's top left, `inset` in
 * from the first of the frame's corners (top left, bottom right, top right, bottom left) where no
 * side's line (`paths`, each a polyline on the page, its marks at its points) comes within `clear`
 * of it; undefined where every corner is crossed. The lines rise from the bottom left: the top left
 * is free but where a side's information came early, then the bottom right is, but where a side's
 * stayed low to the end.
 *
 * @example
 *   plotLegendAt({ x: 0, y: 0, width: 100, height: 70 }, { width: 20, height: 9 }, [[[0, 70], [10, 2], [100, 0]]]) // { x: 76.5, y: 57.5 }: the bottom right
 */
export function plotLegendAt(frame: PlotBox, size: { readonly width: number; readonly height: number }, paths: readonly (readonly (readonly [number, number])[])[], inset: number = LEGEND.inset, clear: number = LEGEND.clear): { readonly x: number; readonly y: number } | undefined {
  const left = frame.x + inset;
  const right = frame.x + frame.width - inset - size.width;
  const top = frame.y + inset;
  const bottom = frame.y + frame.height - inset - size.height;
  for (const [cx, cy] of [[left, top], [right, bottom], [right, top], [left, bottom]] as const) {
    const box = { x: cx - clear, y: cy - clear, width: size.width + 2 * clear, height: size.height + 2 * clear };
    if (!paths.some((path) => path.some((p, i) => i > 0 && segmentMeetsBox(path[i - 1]!, p, box)) || (path.length === 1 && segmentMeetsBox(path[0]!, path[0]!, box)))) return { x: cx, y: cy };
  }
  return undefined;
}

/**
 * The information plot's scale and its legend's place: the legend (`size`) in the first corner of
 * `frame` that no side's line crosses (`plotLegendAt`; an early steep line ran through it where it
 * stood always at the top left); where every corner is crossed, the scale a tick (`stepY`) higher
 * than `tickTop`, or two, the lines lower, until one is clear. Each side's points (`series`, at
 * salvo `at` of `maxX`, value `v`) as the plot draws them, from salvo 0 at 0.
 */
export function plotLegendScale(
  frame: PlotBox,
  size: { readonly width: number; readonly height: number },
  series: readonly (readonly { readonly at: number; readonly v: number }[])[],
  maxX: number,
  tickTop: number,
  stepY: number,
): { readonly maxY: number; readonly legendAt: { readonly x: number; readonly y: number }; readonly paths: [number, number][][] } {
  const { x, y, width, height } = frame;
  const pathsAt = (maxY: number): [number, number][][] => series.map((points) => [[x, y + height], ...points.map(({ at, v }): [number, number] => [x + (at / maxX) * width, y + height - (v / maxY) * height])]);
  for (let more = 0; more <= 20; more++) {
    const maxY = tickTop + more * stepY;
    const paths = pathsAt(maxY);
    const legendAt = plotLegendAt(frame, size, paths);
    if (legendAt !== undefined) return { maxY, legendAt, paths };
  }
  // Not reached for two sides: 20 ticks above the highest point, the lines stay below the legend at the top left.
  return { maxY: tickTop, legendAt: { x: x + LEGEND.inset, y: y + LEGEND.inset }, paths: pathsAt(tickTop) };
}

/**
 * How each side's line is drawn on the information plot, beside its colour: the first solid with
 * round dots at its points, the second dashed with open squares, so that a page printed in black
 * and white tells them apart (both were solid lines, told only by blue and red).
 */
export const PLOT_STYLES: readonly { readonly dash?: readonly [number, number]; readonly mark: 'dot' | 'square' }[] = [{ mark: 'dot' }, { dash: [1.6, 0.9], mark: 'square' }];
/** The least distance (mm) between two marks along the salvo axis; closer points are marked every so many. */
const PLOT_MARK_GAP = 2.5;

/**
 * A polyline as segments, cut into dashes `[on, off]` mm long along its whole length where dashed:
 * the pattern runs on across its corners, as a PDF's dash would restart at each segment (a game of
 * 81 shots puts its points 2 mm apart, shorter than a dash: it would read solid).
 *
 * @example
 *   plotSegments([[0, 0], [10, 0]], [2, 1]) // [[0,0,2,0], [3,0,5,0], [6,0,8,0], [9,0,10,0]]
 */
export function plotSegments(points: readonly (readonly [number, number])[], dash?: readonly [number, number]): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  if (dash === undefined) {
    for (let i = 1; i < points.length; i++) out.push([points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1]]);
    return out;
  }
  const [on, off] = dash;
  // Where in the pattern the path stands: 0 ≤ phase < on + off, drawn while phase < on.
  let phase = 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    let s = 0;
    while (s < length - 1e-12) {
      const drawing = phase < on;
      const step = Math.min(length - s, (drawing ? on : on + off) - phase);
      if (drawing) {
        const a = s / length;
        const b = (s + step) / length;
        out.push([x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b]);
      }
      s += step;
      phase = (phase + step) % (on + off);
      if (Math.abs(phase - (on + off)) < 1e-12) phase = 0;
    }
  }
  return out;
}

/**
 * Which of a line's points get a mark: every `every`-th from the first after 0, where `every` is
 * the least that keeps marks `gap` mm apart along the axis, and the last point always (where the
 * side's game ended), the one before it left out where it would crowd it.
 *
 * @example
 *   markedPoints([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2.5) // [3, 6, 9]
 *   markedPoints([0, 1, 2, 3, 4, 5], 2.5) // [5]: 3 would stand 2 mm from the last
 */
export function markedPoints(xs: readonly number[], gap: number): number[] {
  const n = xs.length - 1;
  if (n < 1) return [];
  const spacing = (xs[n]! - xs[0]!) / n;
  const every = spacing >= gap ? 1 : Math.ceil(gap / Math.max(spacing, 1e-9));
  const marked: number[] = [];
  for (let k = every; k < n; k += every) marked.push(k);
  if (marked.length > 0 && xs[n]! - xs[marked.at(-1)!]! < gap - 1e-9) marked.pop();
  marked.push(n);
  return marked;
}

/** A mark of the information plot: a filled dot, or an open square (white inside), in the side's colour. */
function plotMark(d: Drawing, mark: 'dot' | 'square', cx: number, cy: number, colour: Colour): void {
  if (mark === 'dot') d.circle(cx, cy, 0.65, { fill: colour });
  else d.rect(cx - 0.65, cy - 0.65, 1.3, 1.3, { fill: '#ffffff', stroke: { width: 0.3, colour } });
}

function drawVerdicts(d: Drawing, input: AnalysisReportInput, x: number, y: number, width: number): number {
  let yy = y;
  // Lines wrapped by their measured width, so that none runs past the margin (Perelman's five
  // classes, in Russian, made the "certain" line run off the page).
  const lines = (text: string, face: 'regular' | 'italic', size: number): void => {
    for (const line of wrapText(set(text, input.lang), face, size, width, input.lang)) {
      d.text(line, x, yy, { face, size });
      yy += 4;
    }
  };
  const t = input.text ?? EN_TEXT;
  const lang = input.lang ?? 'en';
  for (const s of input.analysis.sides) {
    d.text(set(headingCase(t.firing(input.name(s.side), input.name(s.target)), lang), lang), x, yy, { face: 'bold', size: 10 });
    yy += 5;
    lines(headingCase(t.verdict(s.verdict.figures, s.verdict.text, worthlessClasses(input.variant).map(input.className)), lang), 'regular', 8.5);
    // Why the side's analysis ended early, as the text report says it: its verdict is of fewer salvos.
    if (s.stopped !== undefined) lines(headingCase(t.stopped(s.stopped, s.stop, input.name(s.side)), lang), 'regular', 8.5);
    lines(headingCase(t.certain(s.certainty.map((c) => t.certainItem(input.className(c.classId), c.afterSalvo, shipMoments(c)))), lang), 'italic', 8);
    // As the text report: a class known by its cells before (or without) its ships, and why.
    if (s.certainty.some(shipsLag)) lines(headingCase(t.shipsLag, lang), 'italic', 8);
    yy += 4;
  }
  return yy;
}

/** How far a referee's finding wrapped over lines has its later lines set in (mm). */
const FINDING_INDENT = 3;

/** The referee's findings, wrapped; the y below them. */
function drawFindings(d: Drawing, findings: readonly (string | RefereeFinding)[], x: number, y: number, width: number, t: AnalysisText, lang?: string): number {
  if (findings.length === 0) return y;
  let yy = y;
  const shown = findings.length > MAX_FINDINGS + 1 ? findings.slice(0, MAX_FINDINGS) : findings;
  shown.forEach((finding, i) => {
    const { text, own } = typeof finding === 'string' ? { text: finding, own: false } : finding;
    const face = i === 0 ? 'bold' : 'regular';
    // The summary first, set as a heading; the diagnostics after it as check lists them, the
    // report's own sentences (what is left out of the evidence) with a capital: each begins a line.
    // A finding's later lines are set in (a hanging indent), so that each finding is seen to begin where it does.
    const indent = i === 0 ? 0 : FINDING_INDENT;
    wrapText(set(i === 0 || own === true ? headingCase(text, lang) : text, lang), face, 8, width - indent, lang).forEach((line, k) => {
      d.text(line, k === 0 ? x : x + indent, yy, { face, size: 8 });
      yy += 3.6;
    });
  });
  if (shown.length < findings.length) {
    d.text(t.more(findings.length - shown.length), x, yy, { face: 'italic', size: 8 });
    yy += 3.6;
  }
  return yy + 5;
}

/** The white kept between a moment's two chart titles where they are wider than their grids. */
const TITLE_GAP = 4;

/** How far a chart's title, at the size drawChart gives it, reaches past its grid on either side (0 where it fits over the grid). */
function titleOverhang(title: string, m: ChartMetrics): number {
  const size = fitSize(title, 'bold', m.gridWidth, 6, m.titleSize);
  return Math.max(0, (textWidth(title, 'bold', size) - m.gridWidth) / 2);
}

/** The cell of a moment's charts where the page has the room: as large as two charts side by side allow, 6.5 mm at most. */
function boardCell(variant: Variant): number {
  return Math.min(6.5, (A4.width - 2 * MARGIN - 20) / (2 * variant.board.columns));
}

/** The charts of a moment as drawMoment draws them: the board's labels, the cell, the scale. */
function momentChart(variant: Variant, cell = boardCell(variant)): { readonly columnLabels: readonly string[]; readonly rowLabels: readonly string[]; readonly cell: number; readonly scale: number } {
  const b = variant.board;
  return { columnLabels: b.columnLabels, rowLabels: b.rowLabels, cell, scale: 0.8 };
}

/** The white between one moment's charts and the next's (mm), and the least it is closed up to. */
const MOMENT_GAP = 10;
const MOMENT_GAP_MIN = 6;
/**
 * The least cell (mm) the moments' charts are made smaller to, to keep a side's moments on one
 * page: a chance or a salvo number in it still 6 pt, the legible minimum (drawChart sets a cell's
 * text at half the cell).
 */
export const MOMENT_CELL_MIN = 4.25;

/**
 * How a side's `count` moments are set from `top` (mm) down: each moment's cell and the white
 * after it. The board's cell, 10 mm apart, where they all stand above the foot's margin; where
 * they do not, closed up to 6 mm apart, then their cells smaller (to MOMENT_CELL_MIN at least),
 * as far as it takes to keep them on the one page (Perelman in Russian, its legend a line longer,
 * left the third moment alone on a page; Statki 15 × 15 did at any legend). Where even that
 * would not do, as at first: a moment that does not fit begins the next page.
 *
 * @example
 *   momentSpacing(variant, 3, 48) // { cell: 6.5, gap: 10 } for a 10 × 10 board in English
 */
export function momentSpacing(variant: Variant, count: number, top: number): { readonly cell: number; readonly gap: number } {
  const height = (cell: number): number => measureChart({ ...momentChart(variant, cell), title: 'x' }).height;
  const room = A4.height - MARGIN - top;
  const board = boardCell(variant);
  const whole = (cell: number, gap: number): boolean => count * height(cell) + (count - 1) * gap <= room + 1e-9;
  if (count <= 1 || whole(board, MOMENT_GAP)) return { cell: board, gap: MOMENT_GAP };
  if (whole(board, MOMENT_GAP_MIN)) return { cell: board, gap: Math.min(MOMENT_GAP, (room - count * height(board)) / (count - 1)) };
  // Cells a twentieth of a millimetre smaller at a time: the largest that fits.
  for (let cell = Math.floor(board * 20) / 20; cell >= MOMENT_CELL_MIN - 1e-9; cell = Math.round((cell - 0.05) * 100) / 100) {
    if (whole(cell, MOMENT_GAP_MIN)) return { cell, gap: MOMENT_GAP_MIN };
  }
  return { cell: board, gap: MOMENT_GAP };
}

/** The enemy chart as `side` knew it after its salvo `k`, and the posterior heatmap beside it. */
function drawMoment(d: Drawing, input: AnalysisReportInput, s: SideAnalysis, k: number, y: number, spacing: { readonly cell: number; readonly gap: number }): number {
  const { variant } = input;
  const t = input.text ?? EN_TEXT;
  const post = input.infer(variant, evidenceAfter(input, s.side, k));
  if (post.unanswered === true) {
    // Chances of 0 that mean "not estimated": no heatmap of them, nor a chart whose hits they
    // would leave unmarked; what to do instead.
    let yy = y + 4;
    for (const line of wrapText(set(headingCase(`${t.enemyWaters(input.name(s.side), k)}: ${t.noEstimate}`, input.lang), input.lang), 'italic', 9, A4.width - 2 * MARGIN, input.lang)) {
      d.text(line, MARGIN, yy, { face: 'italic', size: 9 });
      yy += 4.5;
    }
    return yy + 6;
  }
  const shotNumber = new Map<number, number>();
  const hit = new Set<number>();
  s.salvos.slice(0, k).forEach((f) => {
    for (const c of f.cells) if (!shotNumber.has(c)) shotNumber.set(c, f.number);
  });
  // Hit where a per-shot report said so, or an exact count proves it: an estimate that never saw
  // a cell empty has not shown it hit (a per-salvo report leaves each cell's outcome untold).
  s.salvos.slice(0, k).forEach((f) => {
    const a = input.unjudged?.announcements?.has(f.index) ? null : input.salvos[f.index]?.announcement;
    if (a?.kind === 'per-shot' && a.shots.length === f.cells.length) f.cells.forEach((c, i) => a.shots[i] !== undefined && a.shots[i].result !== 'miss' && hit.add(c));
  });
  if (post.exact) for (const [c] of shotNumber) if ((post.marginal[c] ?? 0) > 1 - 1e-9) hit.add(c);
  // An estimate's largest standard error over the open cells, said in the heatmap's title.
  const worst = post.exact || post.stdError === undefined ? undefined : Math.max(0, ...post.stdError.filter((_, c) => !shotNumber.has(c)));
  // Cells the evidence itself decides (ships it pins, water no placement reaches): an estimate's 1 or 0 there is certain.
  const proven = evidenceDecidedCells(post);
  const base = momentChart(variant, spacing.cell);
  const left = measureChart({ ...base, title: 'x' });
  // Titled by the side's own salvo numbers (a line naming no cell counts: `SalvoFigures.number`).
  const chartTitle = set(headingCase(t.enemyWaters(input.name(s.side), s.salvos[k - 1]?.number ?? k), input.lang), input.lang);
  // After the side's last salvo there is no next one to be "before".
  const heatTitle = set(t.chances(k < s.salvos.length, (k < s.salvos.length ? s.salvos[k]?.number : s.salvos[k - 1]?.number) ?? k, !post.exact, worst === undefined || worst <= 0 ? undefined : `${errorText(worst * 100, t)}%`), input.lang);
  // A narrow board's titles, wider than its grid even in the smallest type, are centred over it all
  // the same: the charts are set in so that neither title runs past the margin or into the other.
  const leftOver = titleOverhang(chartTitle, left);
  const heatOver = titleOverhang(heatTitle, left);
  const leftX = MARGIN + Math.max(0, leftOver - left.gridX);
  const heatX = leftX + left.width + Math.max(10, leftOver + heatOver + TITLE_GAP);
  drawChart(d, leftX, y, {
    ...base,
    title: chartTitle,
    cellFill: (c) => (hit.has(c) ? '#f4b6a8' : undefined),
    cellText: (c) => (shotNumber.has(c) ? String(shotNumber.get(c)) : undefined),
  });
  drawChart(d, heatX, y, {
    ...base,
    title: heatTitle,
    // On the one scale of chances, the printed heatmap's too (./heat.ts), its key above the charts.
    cellFill: (c) => (shotNumber.has(c) ? '#dddddd' : heatColour(post.marginal[c] ?? 0)),
    cellText: (c) => {
      if (shotNumber.has(c)) return undefined;
      const p = post.marginal[c] ?? 0;
      if (p < 0.005) return undefined;
      // An estimate that never saw the cell empty has not shown it a ship: >99, not 100.
      return estimateBound(p, post.stdError?.[c] ?? 0, post.exact || proven.has(c)) ?? String(Math.round(p * 100));
    },
  });
  return y + left.height + spacing.gap;
}

/** Draw the whole report into `d` (pages are begun here; `end` is left to the caller). */
export function drawAnalysisReport(d: Drawing, input: AnalysisReportInput): void {
  d.beginPage(A4);
  // The title in as many lines as the page's width needs (players' names may be long), the rest set down as far.
  const titleLines = unruntedWrap(input.title, 'bold', 14, A4.width - 2 * MARGIN, input.lang);
  titleLines.forEach((line, k) => d.text(line, MARGIN, MARGIN + 5 + k * TITLE_LINE, { face: 'bold', size: 14 }));
  const down = (titleLines.length - 1) * TITLE_LINE;
  const t = input.text ?? EN_TEXT;
  // The variant by its id in English (as before), by its name in the report's language otherwise;
  // then when and where the game was played, where the record says.
  const variantLine = [headingCase(t.pdfVariant(t === EN_TEXT ? input.variant.id : localize(input.variant.name, input.lang ?? 'en', input.variant)), input.lang), ...(input.occasion ?? [])].join(' · ');
  const subLines = wrapText(set(variantLine, input.lang), 'regular', 9, A4.width - 2 * MARGIN, input.lang);
  subLines.forEach((line, k) => d.text(line, MARGIN, MARGIN + 11 + down + k * 4, { face: 'regular', size: 9 }));
  const top = drawFindings(d, input.referee ?? [], MARGIN, MARGIN + 20 + down + (subLines.length - 1) * 4, A4.width - 2 * MARGIN, t, input.lang);
  const after = drawVerdicts(d, input, MARGIN, top, A4.width - 2 * MARGIN);
  // The plot whole on one page: where the referee's findings and the verdicts leave no room for it
  // above the foot's margin, it heads the next page (it ran past the foot, off the paper).
  // A game in which no side has fired has nothing to plot: no plot, as the text report has none
  // (each verdict says "no salvos to judge"), not an empty frame from 0 to 1.
  if (input.analysis.sides.some((s) => s.salvos.length > 0)) {
    let plotTop = after + PLOT.above;
    if (plotTop + PLOT.height + PLOT.below > A4.height - MARGIN) {
      d.beginPage(A4);
      plotTop = MARGIN + PLOT.above;
    }
    drawInformationPlot(d, input, MARGIN + 8, plotTop, A4.width - 2 * MARGIN - 8, PLOT.height);
  }
  const lang = input.lang ?? 'en';
  // Each side's salvos; their chances as a range in every side's table where one side's needs it.
  const sideRows = input.analysis.sides.map((s) => analysisRows(s, input.variant, input.className, t));
  const separator = classSeparator(input.variant, input.className);
  const summarise = sideRows.some((rows) => rows.length > 0 && tableSummarised({ rows, headings: tableHeadings(t, rows), separator }, { size: A4, margin: MARGIN }));
  for (const [si, s] of input.analysis.sides.entries()) {
    const known = knownAfter(input, s);
    const moments = reportMoments(s.salvos.length, known);
    const chartsHead = chartsHeading(input, s, moments, known);
    // The salvo-by-salvo table, as the terminal gives it, with the notes under it and what its columns hold.
    // Where the notes run over onto a page of their own, the side's charts follow them there, not
    // on a page after a page of two lines (Statki's 45 shots of a side: page 3 of 6 was the notes' end).
    let below: number | undefined;
    if (s.salvos.length > 0) {
      d.beginPage(A4);
      const notes = [totalsLine(s, t), estimatedNote(s, t), boundsNote(s, t), looseNote(s, t), offBoardNote(s, t), ...freeHitNotes(s, input.variant, input.className, t), s.stopped === undefined ? undefined : t.stopped(s.stopped, s.stop, input.name(s.side))].filter((n): n is string => n !== undefined);
      const end = drawSideTable(
        d,
        {
          rows: sideRows[si]!,
          headings: tableHeadings(t, sideRows[si]!),
          heading: set(headingCase(t.firing(input.name(s.side), input.name(s.target)), lang), lang),
          notes: [...notes.map((n) => headingCase(n, lang)), headingCase(columnsLegendFor(input.variant, t), lang)].map((n) => set(n, lang)),
          separator,
          t,
          lang,
          summarise,
        },
        { size: A4, margin: MARGIN },
        MARGIN + 5,
      );
      // The charts under the table on its page where they all fit there at the size a page of
      // their own gives them (the first side's table of a short game ended a third of the way
      // down, its charts on the next page, white below the table); under notes run over onto a
      // page of their own whatever they take (they begin the next page where they do not fit).
      if (end.notesAlone || momentsFitUnder(input.variant, moments.length, end.y + NOTES_TO_CHARTS + chartsHead.height, chartsHead.height)) below = end.y + NOTES_TO_CHARTS;
    }
    if (below === undefined) d.beginPage(A4);
    // What the two charts' numbers, shades and greys mean, once above the side's charts; the fleet
    // known before the end: the last charts are the moment before, and which salvo that is.
    let y = below ?? MARGIN + 3;
    for (const line of chartsHead.lines) {
      d.text(line, MARGIN, y, { face: 'italic', size: 8 });
      y += HEAD_LINE;
    }
    y += drawHeatKey(d, MARGIN, y, heatKeyCaption(lang)) + 2;
    // A moment's charts whole on one page, however tall the board makes them (a 15×15 board's
    // stood past the foot's margin where the page's test took every chart as 90 mm tall at most).
    // All of them on this page where closing them up, or smaller cells, keeps them there.
    const spacing = momentSpacing(input.variant, moments.length, y);
    const momentHeight = measureChart({ ...momentChart(input.variant, spacing.cell), title: 'x' }).height;
    for (const k of moments) {
      if (y + momentHeight > A4.height - MARGIN + 1e-9) {
        d.beginPage(A4);
        y = MARGIN;
      }
      y = drawMoment(d, input, s, k, y, spacing);
    }
  }
}

/** Between two lines of the legend above a side's charts (8 pt), in mm. */
const HEAD_LINE = 3.6;

/**
 * What is set above a side's charts, wrapped to the page: what their numbers, shades and greys
 * mean; where the fleet was known before the end, which salvo the last charts are after, and why;
 * then (drawn by the caller) the key of the scale. Its height runs down to the first moment's top.
 */
function chartsHeading(input: AnalysisReportInput, s: SideAnalysis, moments: readonly number[], known: number | undefined): { readonly lines: readonly string[]; readonly height: number } {
  const t = input.text ?? EN_TEXT;
  const wrap = (text: string): string[] => wrapText(set(text, input.lang), 'italic', 8, A4.width - 2 * MARGIN, input.lang);
  const lines = wrap(t.chartsLegend(input.name(s.side)));
  const last = moments.at(-1) ?? 0;
  if (known !== undefined && last < s.salvos.length) lines.push(...wrap(t.lastUnknown(input.name(s.side), s.salvos[last - 1]?.number ?? 0, s.salvos[known - 1]?.number ?? known)));
  return { lines, height: lines.length * HEAD_LINE + heatKeyHeight() + 2 };
}

/**
 * Whether a side's `count` moments, their first's top at `top` (mm), all stand above the foot's
 * margin at the cell a page of their own gives them (`momentSpacing` from the top of a page under
 * the same heading), closed up as far as `momentSpacing` closes them.
 */
export function momentsFitUnder(variant: Variant, count: number, top: number, headingHeight = 0): boolean {
  const own = momentSpacing(variant, count, MARGIN + 3 + headingHeight);
  const height = measureChart({ ...momentChart(variant, own.cell), title: 'x' }).height;
  return count * height + (count - 1) * MOMENT_GAP_MIN <= A4.height - MARGIN - top + 1e-9;
}

/** The report as PDF bytes (fixed document date for reproducible output). */
export async function renderAnalysisPdf(input: AnalysisReportInput & { readonly date: Date }): Promise<Uint8Array> {
  const pdf = new PdfDrawing({ title: input.title, subject: 'salvo analysis', lang: input.lang ?? input.variant.languages[0] ?? 'en', date: input.date });
  drawAnalysisReport(pdf, input);
  pdf.end();
  return pdf.finish();
}
