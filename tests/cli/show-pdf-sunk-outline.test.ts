/**
 * The chart's outline of a group of cells (`ChartSpec.outlines`, `outlineSegments`): one closed line
 * round its cells, just inside them, whatever its shape, a slanted one round a ship lying
 * diagonally. (`salvo show -o` outlined the sunk ships with it; the filled-in sheet now draws what
 * its legend says instead: tests/cli/show-pdf-legend-marks.)
 */
import { describe, expect, it } from 'vitest';
import { outlineSegments } from '../../src/render/chart.js';
import type { Segment } from '../../src/render/drawing.js';

/** The closed lines `segments` make: each a list of its segments (joined where an end meets another's end). */
function loops(segments: readonly Segment[]): Segment[][] {
  const key = (x: number, y: number): string => `${x.toFixed(3)},${y.toFixed(3)}`;
  const parent = segments.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const at = new Map<string, number[]>();
  segments.forEach(([x1, y1, x2, y2], i) => {
    for (const k of [key(x1, y1), key(x2, y2)]) at.set(k, [...(at.get(k) ?? []), i]);
  });
  for (const ends of at.values()) {
    // Every end meets exactly one other end: the line is closed, with no loose end and no crossing.
    expect(ends.length).toBe(2);
    parent[find(ends[0]!)] = find(ends[1]!);
  }
  const groups = new Map<number, Segment[]>();
  segments.forEach((s, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), s]));
  return [...groups.values()];
}

/** The cells of a chart whose centres a closed line goes round (a ray from the centre crosses it an odd number of times). */
function cellsInside(loop: readonly Segment[], chart: { x: number; y: number; spec: { cell: number }; metrics: { gridX: number; gridY: number } }, columns: number, rows: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < columns; k++) {
      const px = chart.x + chart.metrics.gridX + (k + 0.5) * chart.spec.cell;
      const py = chart.y + chart.metrics.gridY + (r + 0.5) * chart.spec.cell;
      const crossings = loop.filter(([x1, y1, x2, y2]) => y1 > py !== y2 > py && px < x1 + ((py - y1) * (x2 - x1)) / (y2 - y1)).length;
      if (crossings % 2 === 1) out.push(r * columns + k);
    }
  }
  return out;
}

describe('outlineSegments', () => {
  it('draws one closed line round a group of cells joined side to side, inside its edges, whatever its shape', () => {
    const columns = 6;
    const shapes = [[7], [7, 8, 9], [1, 7, 13, 19], [7, 8, 14], [7, 8, 13, 14], [8, 13, 14, 15, 20], [0, 1, 2, 6, 12, 13, 14]];
    for (const cells of shapes) {
      const segs = outlineSegments(cells, columns, 10, 20, 8, 0.7);
      expect(loops(segs), String(cells)).toHaveLength(1);
      // Every stroke lies inside the group's cells, 0.7 mm in from the edge it runs along.
      for (const [x1, y1, x2, y2] of segs) {
        for (const [x, y] of [[x1, y1], [x2, y2], [(x1 + x2) / 2, (y1 + y2) / 2]] as const) {
          const k = Math.floor((x - 10) / 8);
          const r = Math.floor((y - 20) / 8);
          expect(cells, `${cells}: (${x}, ${y})`).toContain(r * columns + k);
        }
      }
      // Its length: the group's perimeter, less twice the inset at each outward corner, plus twice at each
      // inward one; a line round a shape without holes turns outward four times more than inward.
      const length = segs.reduce((n, [x1, y1, x2, y2]) => n + Math.abs(x2 - x1) + Math.abs(y2 - y1), 0);
      const inGroup = new Set(cells);
      const edges = cells.reduce((n, c) => n + [c - columns, c + columns, c % columns === 0 ? -1 : c - 1, c % columns === columns - 1 ? -1 : c + 1].filter((x) => !inGroup.has(x)).length, 0);
      expect(length, String(cells)).toBeCloseTo(edges * 8 - 8 * 0.7, 9);
    }
    // Two cells meeting at a corner only, not in a line: two lines.
    expect(loops(outlineSegments([7, 14, 19], columns, 0, 0, 8, 0.7))).toHaveLength(3);
  });

  it('draws one slanted line round a ship lying diagonally, round its cells only, either way', () => {
    const columns = 6;
    const cell = { x: 0, y: 0, spec: { cell: 8 }, metrics: { gridX: 10, gridY: 20 } };
    for (const cells of [[7, 14], [0, 7, 14, 21], [5, 10, 15], [11, 16, 21, 26, 31]]) {
      const segs = outlineSegments(cells, columns, 10, 20, 8, 0.7);
      const [loop, ...more] = loops(segs);
      expect(more, String(cells)).toHaveLength(0);
      expect(segs, String(cells)).toHaveLength(8);
      expect(cellsInside(loop!, cell, columns, 6), String(cells)).toEqual(cells);
    }
  });
});
