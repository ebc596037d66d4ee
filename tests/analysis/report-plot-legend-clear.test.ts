/**
 * The information plot's legend stands where no side's line runs. It was drawn always in the
 * frame's top left, where a side that learnt most of the enemy fleet early (a first salvo that
 * found it) ran its line straight through the names. Now it takes the first corner of the frame
 * (top left, bottom right, top right, bottom left) that no line crosses, and where every one is
 * crossed the scale is set a tick higher, or two, until one is clear. Checked by geometry: each
 * line walked in steps of a fiftieth of a millimetre, no step inside the legend's box.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, LEGEND, plotLegendAt, plotLegendScale, type PlotBox } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing, type Bounds, type DrawOp } from '../../src/render/record-drawing.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

type Point = readonly [number, number];

/** Whether any point of the polyline, walked in steps of `step` mm, lies within `box` grown by `grow` each way. */
function walkMeets(path: readonly Point[], box: PlotBox, grow: number, step = 0.02): boolean {
  const inside = (px: number, py: number): boolean => px >= box.x - grow && px <= box.x + box.width + grow && py >= box.y - grow && py <= box.y + box.height + grow;
  if (path.length === 1) return inside(path[0]![0], path[0]![1]);
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1]!;
    const [x1, y1] = path[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 0; k <= n; k++) if (inside(x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n)) return true;
  }
  return false;
}

/**
 * A game on `tiny` (blue's fleet its 4th layout, red's its 91st, as tinyGame's) in which blue's
 * first salvo finds nearly all: it sinks red's three, hits the two and misses all round that hit
 * but on one side, leaving the two's other end one of two cells. Blue then fires eight one-shot
 * salvos at water it might have known for water, and sinks the two with its tenth; red fires one
 * shot a turn at water, from the first cell on.
 */
function earlyFind(): PlayedSalvo[] {
  const layouts = allLayouts(tiny);
  const fleets = { blue: layouts[3]!, red: layouts[90]! };
  const occupied = (side: 'blue' | 'red'): Set<number> => new Set(fleets[side].flatMap((p) => p.cells));
  const [three, two] = fleets.red;
  const [end, other] = two!.cells as [number, number];
  const around = [end - 5, end + 5, end % 5 > 0 ? end - 1 : -1, end % 5 < 4 ? end + 1 : -1].filter((c) => c >= 0 && c < 25 && c !== other && !three!.cells.includes(c));
  const first = [...three!.cells, end, ...around.slice(1)];
  const open = new Set([...first, other, around[0]!]);
  const water = Array.from({ length: 25 }, (_, c) => c).filter((c) => !open.has(c) && !occupied('red').has(c));
  const plans: Record<'blue' | 'red', number[][]> = { blue: [first, ...water.slice(0, 8).map((c) => [c]), [other]], red: [] };
  for (let c = 0; c < 25 && plans.red.length < 10; c++) if (!occupied('blue').has(c)) plans.red.push([c]);
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < 10; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = plans[side][i]!;
      out.push({ side, cells, announcement: announce(tiny, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      for (const c of cells) fired[side].add(c);
    }
  }
  return out;
}

/** The plot on page 0 as drawn: its frame, each side's line, and the legend's box (its samples, marks and names). */
function plot(salvos: PlayedSalvo[]) {
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const d = new RecordingDrawing();
  drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Plot' });
  const page = d.ops.filter((o) => o.page === 0).map((o) => o.draw);
  const frame = page.find((o): o is Extract<DrawOp, { op: 'rect' }> => o.op === 'rect' && o.style.stroke?.width === 0.3 && o.style.fill === undefined)!;
  const colours = [...new Set(page.flatMap((o) => (o.op === 'lines' && o.stroke.width === 0.5 && o.stroke.colour !== undefined ? [o.stroke.colour] : [])))];
  const parts: Bounds[] = [];
  const lines = colours.map((colour) => {
    const strokes = page.filter((o): o is Extract<DrawOp, { op: 'lines' }> => o.op === 'lines' && o.stroke.colour === colour && o.stroke.width === 0.5);
    // The longest stroke is the side's line over the game; the other, 8 mm long, the legend's sample.
    const length = (o: Extract<DrawOp, { op: 'lines' }>): number => o.segments.reduce((n, s) => n + Math.hypot(s[2] - s[0], s[3] - s[1]), 0);
    const [line, sample] = [...strokes].sort((a, b) => length(b) - length(a));
    const b = boundsOf(sample!)!;
    expect(b.right - b.left - sample!.stroke.width).toBeCloseTo(8, 6);
    parts.push(b);
    return line!.segments.map((s): Point[] => [[s[0], s[1]], [s[2], s[3]]]);
  });
  for (const name of ['blue', 'red']) {
    const text = page.find((o) => o.op === 'text' && o.text === name && o.style.size === 8 && o.x > frame.x && o.x < frame.x + frame.width && o.y > frame.y && o.y < frame.y + frame.height);
    expect(text, name).toBeDefined();
    parts.push(boundsOf(text!)!);
  }
  const box: PlotBox = { x: Math.min(...parts.map((b) => b.left)), y: Math.min(...parts.map((b) => b.top)), width: Math.max(...parts.map((b) => b.right)) - Math.min(...parts.map((b) => b.left)), height: Math.max(...parts.map((b) => b.bottom)) - Math.min(...parts.map((b) => b.top)) };
  return { frame, lines, box };
}

describe("the information plot's legend", () => {
  it('stands clear of a line that rises steeply at once, where the top left corner is crossed', () => {
    const { frame, lines, box } = plot(earlyFind());
    // The case: blue's line runs through the top left where the legend stood (its names from 4 mm in, rows 5 and 10 mm down).
    const old: PlotBox = { x: frame.x + 4, y: frame.y + 3, width: 20, height: 9 };
    expect(lines[0]!.some((seg) => walkMeets(seg, old, 0))).toBe(true);
    // No step of either line within the legend's box, half a line's width each way.
    for (const [i, line] of lines.entries()) expect(line.some((seg) => walkMeets(seg, box, 0.25)), `side ${i + 1}`).toBe(false);
    // Inside the frame.
    expect(box.x).toBeGreaterThan(frame.x);
    expect(box.y).toBeGreaterThan(frame.y);
    expect(box.x + box.width).toBeLessThan(frame.x + frame.width);
    expect(box.y + box.height).toBeLessThan(frame.y + frame.height);
  });

  it.each([3, 6, 10])('stands clear of the lines in a game of %i one-shot salvos a side', (n) => {
    const { lines, box } = plot(tinyGame(n));
    for (const [i, line] of lines.entries()) expect(line.some((seg) => walkMeets(seg, box, 0.25)), `side ${i + 1}`).toBe(false);
  });
});

describe('plotLegendAt and plotLegendScale', () => {
  const frame: PlotBox = { x: 20, y: 40, width: 160, height: 70 };
  const size = { width: 22, height: 8.5 };
  const corners = (f: PlotBox): Point[] => {
    const l = f.x + LEGEND.inset;
    const r = f.x + f.width - LEGEND.inset - size.width;
    const t = f.y + LEGEND.inset;
    const b = f.y + f.height - LEGEND.inset - size.height;
    return [[l, t], [r, b], [r, t], [l, b]];
  };
  const crossed = (paths: readonly (readonly Point[])[], at: Point, grow: number): boolean => paths.some((p) => walkMeets(p, { x: at[0], y: at[1], ...size }, grow));

  it('takes the first corner no line comes near, each before it crossed, by walking the lines', () => {
    // A seeded stream of rising lines, steep or slow, long or short.
    let seed = 7;
    const next = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const random = (): { at: number; v: number }[][] =>
      [0, 1].map(() => {
        const n = 1 + Math.floor(next() * 15);
        let v = 0;
        return Array.from({ length: n }, (_, k) => ({ at: k + 1, v: (v += next() ** (1 + 3 * next()) * 6) }));
      });
    // First, one side that learnt all at once and one that learnt little to the end: every corner crossed.
    const games = [
      [Array.from({ length: 15 }, (_, k) => ({ at: k + 1, v: 10 + k / 20 })), Array.from({ length: 15 }, (_, k) => ({ at: k + 1, v: 0.3 + k / 20 }))],
      ...Array.from({ length: 150 }, random),
    ];
    let moved = 0;
    for (const [game, series] of games.entries()) {
      const maxX = Math.max(...series.map((s) => s.at(-1)!.at));
      const top = Math.max(1, ...series.flat().map((p) => p.v));
      const stepY = 2;
      const tickTop = Math.ceil(top / stepY) * stepY;
      const { maxY, legendAt, paths } = plotLegendScale(frame, size, series, maxX, tickTop, stepY);
      // The scale a whole number of ticks, at or above the highest point.
      expect(Number.isInteger((maxY - tickTop) / stepY) && maxY >= tickTop).toBe(true);
      // Each line as drawn: from the frame's bottom left, each point at its salvo and value.
      series.forEach((points, i) => points.forEach((p, k) => expect(paths[i]![k + 1]).toEqual([frame.x + (p.at / maxX) * frame.width, frame.y + frame.height - (p.v / maxY) * frame.height])));
      // The legend clear of both lines by LEGEND.clear (less a step's slack).
      expect(crossed(paths, [legendAt.x, legendAt.y], LEGEND.clear - 0.05), `game ${game}`).toBe(false);
      const at = corners(frame).findIndex(([cx, cy]) => Math.abs(cx - legendAt.x) < 1e-9 && Math.abs(cy - legendAt.y) < 1e-9);
      expect(at, `game ${game}`).toBeGreaterThanOrEqual(0);
      // Every corner before it crossed (within a step's slack).
      for (const c of corners(frame).slice(0, at)) expect(crossed(paths, c, LEGEND.clear + 0.05), `game ${game}`).toBe(true);
      // A higher scale only where every corner was crossed at the scale below.
      if (maxY > tickTop) {
        moved++;
        const below = series.map((points) => [[frame.x, frame.y + frame.height] as Point, ...points.map((p): Point => [frame.x + (p.at / maxX) * frame.width, frame.y + frame.height - (p.v / (maxY - stepY)) * frame.height])]);
        for (const c of corners(frame)) expect(crossed(below, c, LEGEND.clear + 0.05), `game ${game}`).toBe(true);
      }
    }
    // Games whose every corner was crossed arise among them.
    expect(moved).toBeGreaterThan(0);
  });

  it('gives no corner where every one is crossed', () => {
    // A line along the frame's top and one along its bottom, each the whole width.
    const paths: Point[][] = [
      [[frame.x, frame.y + 5], [frame.x + frame.width, frame.y + 5]],
      [[frame.x, frame.y + frame.height - 5], [frame.x + frame.width, frame.y + frame.height - 5]],
    ];
    expect(plotLegendAt(frame, size, paths)).toBeUndefined();
    // Either line alone leaves the other side's corners.
    expect(plotLegendAt(frame, size, [paths[0]!])).toEqual({ x: corners(frame)[1]![0], y: corners(frame)[1]![1] });
    expect(plotLegendAt(frame, size, [paths[1]!])).toEqual({ x: corners(frame)[0]![0], y: corners(frame)[0]![1] });
  });
});
