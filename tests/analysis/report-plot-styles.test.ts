/**
 * The report's information plot in black and white: its two sides were told apart by colour alone
 * (two solid lines, blue and red), which a club's printer, often black and white, loses. The first
 * side is now a solid line with dots at its points, the second dashed with open squares, in the
 * legend too; and each side's line ends at its own last salvo, marked, where its game ended.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, markedPoints, plotSegments, PLOT_STYLES, renderAnalysisPdf } from '../../src/render/report-pdf.js';
import { RecordingDrawing, type DrawOp } from '../../src/render/record-drawing.js';
import type { PlayedSalvo } from '../../src/analysis/analyze.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

type Seg = readonly [number, number, number, number];

function report(salvos: PlayedSalvo[]): RecordingDrawing {
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const d = new RecordingDrawing();
  drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Plot' });
  return d;
}

/** The plot's frame on page 0 and each side's drawing inside it, told by colour only to find them. */
function plot(d: RecordingDrawing) {
  const page = d.ops.filter((o) => o.page === 0).map((o) => o.draw);
  const frame = page.find((o): o is Extract<DrawOp, { op: 'rect' }> => o.op === 'rect' && o.style.stroke?.width === 0.3 && o.style.fill === undefined)!;
  const inside = (x: number, y: number): boolean => x >= frame.x - 1e-9 && x <= frame.x + frame.width + 1e-9 && y >= frame.y - 1e-9 && y <= frame.y + frame.height + 1e-9;
  const colours = [...new Set(page.flatMap((o) => (o.op === 'lines' && o.stroke.width === 0.5 && o.stroke.colour !== undefined ? [o.stroke.colour] : [])))];
  const side = (colour: string) => {
    const strokes = page.filter((o): o is Extract<DrawOp, { op: 'lines' }> => o.op === 'lines' && o.stroke.colour === colour && o.stroke.width === 0.5);
    // The longest stroke is the line over the game; the other, 8 mm long, the legend's sample.
    const [line, legend] = [...strokes].sort((a, b) => length(b.segments) - length(a.segments));
    const marks = page.filter((o) => (o.op === 'circle' && o.style.fill === colour) || (o.op === 'rect' && o.style.stroke?.colour === colour));
    return { line: line!.segments, legend: legend!.segments, marks, kinds: new Set(marks.map((m) => m.op)) };
  };
  return { frame, inside, colours, sides: colours.map(side) };
}

const length = (segs: readonly Seg[]): number => segs.reduce((n, s) => n + Math.hypot(s[2] - s[0], s[3] - s[1]), 0);
/** Whether a stroke has a gap: some segment does not begin where the one before it ended. */
const gapped = (segs: readonly Seg[]): boolean => segs.some((s, i) => i > 0 && Math.hypot(s[0] - segs[i - 1]![2], s[1] - segs[i - 1]![3]) > 1e-6);
const centre = (m: DrawOp): [number, number] => (m.op === 'circle' ? [m.cx, m.cy] : m.op === 'rect' ? [m.x + m.width / 2, m.y + m.height / 2] : [NaN, NaN]);

describe('the information plot in black and white', () => {
  it('tells the two sides apart without their colours: a solid line with dots, a dashed one with squares, in the legend too', () => {
    const { sides } = plot(report(tinyGame(6)));
    expect(sides).toHaveLength(2);
    const [first, second] = sides as [NonNullable<(typeof sides)[0]>, NonNullable<(typeof sides)[0]>];
    expect(gapped(first.line)).toBe(false);
    expect(gapped(second.line)).toBe(true);
    expect(gapped(first.legend)).toBe(false);
    expect(gapped(second.legend)).toBe(true);
    // Marks of two kinds, the legend's one of each.
    expect([...first.kinds]).toEqual(['circle']);
    expect([...second.kinds]).toEqual(['rect']);
    for (const s of sides) {
      const legendY = s.legend[0]![1];
      expect(s.marks.filter((m) => Math.abs(centre(m)[1] - legendY) < 1e-9 && centre(m)[0] > s.legend[0]![0] && centre(m)[0] < s.legend.at(-1)![2])).toHaveLength(1);
    }
    expect(PLOT_STYLES[0]!.mark).not.toBe(PLOT_STYLES[1]!.mark);
  });

  it("ends a side's line at its own last salvo, marked, where the other side fired one more", () => {
    // Blue fires 6, red 5: blue's line reaches the frame's right edge, red's stops at salvo 5 of 6.
    const d = report(tinyGame(6).slice(0, -1));
    const { frame, inside, sides } = plot(d);
    const [blue, red] = sides as [NonNullable<(typeof sides)[0]>, NonNullable<(typeof sides)[0]>];
    const end = (segs: readonly Seg[]): number => Math.max(...segs.map((s) => Math.max(s[0], s[2])));
    expect(end(blue.line)).toBeCloseTo(frame.x + frame.width, 6);
    expect(end(red.line)).toBeCloseTo(frame.x + (5 / 6) * frame.width, 6);
    // Its last point marked, and no mark past it.
    const redMarks = red.marks.map(centre).filter(([x, y]) => inside(x, y) && y > frame.y + 15);
    expect(Math.max(...redMarks.map(([x]) => x))).toBeCloseTo(end(red.line), 6);
    for (const s of sides) for (const seg of s.line) expect(inside(seg[0], seg[1]) && inside(seg[2], seg[3])).toBe(true);
  });
});

describe('plotSegments', () => {
  it('cuts a polyline into dashes running on across its corners, as long as the pattern says', () => {
    const path: [number, number][] = [[0, 0], [0.7, 0], [1.1, 0.3], [5, 0.3], [5, 4], [5.2, 4]];
    const dash = [1.6, 0.9] as const;
    const segs = plotSegments(path, dash);
    // Brute force: walk the path in small steps; each step's middle is drawn iff its arc length falls in a dash.
    const step = 0.001;
    let arc = 0;
    for (let i = 1; i < path.length; i++) {
      const [x0, y0] = path[i - 1]!;
      const [x1, y1] = path[i]!;
      const len = Math.hypot(x1 - x0, y1 - y0);
      for (let s = step / 2; s < len; s += step) {
        const at = arc + s;
        const m = at % (dash[0] + dash[1]);
        if (Math.abs(m - dash[0]) < 2 * step || m < 2 * step || dash[0] + dash[1] - m < 2 * step) continue;
        const px = x0 + ((x1 - x0) * s) / len;
        const py = y0 + ((y1 - y0) * s) / len;
        const onSeg = segs.some(([ax, ay, bx, by]) => {
          const l = Math.hypot(bx - ax, by - ay);
          const t = ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / (l * l);
          return t >= -1e-9 && t <= 1 + 1e-9 && Math.hypot(ax + (bx - ax) * t - px, ay + (by - ay) * t - py) < 1e-6;
        });
        expect(onSeg, `arc ${at.toFixed(3)}`).toBe(m < dash[0]);
      }
      arc += len;
    }
  });

  it('draws a solid line as its segments, end to end', () => {
    expect(plotSegments([[0, 0], [1, 1], [3, 1]])).toEqual([[0, 0, 1, 1], [1, 1, 3, 1]]);
  });
});

describe('markedPoints', () => {
  it('keeps marks the gap apart and always marks the last point', () => {
    for (let n = 1; n <= 90; n++) {
      for (const width of [20, 100, 170]) {
        const xs = Array.from({ length: n + 1 }, (_, k) => (k / n) * width);
        const marked = markedPoints(xs, 2.5);
        expect(marked.at(-1)).toBe(n);
        for (let i = 1; i < marked.length; i++) expect(xs[marked[i]!]! - xs[marked[i - 1]!]!).toBeGreaterThanOrEqual(2.5 - 1e-9);
        // Every point marked where they stand far enough apart.
        if (width / n >= 2.5) expect(marked).toEqual(Array.from({ length: n }, (_, k) => k + 1));
      }
    }
  });
});

describe('the report with its plot, as bytes', () => {
  it('is the same bytes on two runs (a fixed date), and differs where the game does', async () => {
    const render = async (salvos: PlayedSalvo[]): Promise<Uint8Array> => {
      const infer = bruteInferrer();
      const analysis = analyzeGame({ variant: tiny, salvos }, infer);
      return renderAnalysisPdf({ variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Plot', date: new Date(Date.UTC(2026, 11, 6)) });
    };
    const a = await render(tinyGame(6).slice(0, -1));
    const b = await render(tinyGame(6).slice(0, -1));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(await render(tinyGame(6))))).toBe(false);
  });
});
