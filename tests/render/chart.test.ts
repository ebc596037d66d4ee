/**
 * The chart on its own, drawn into the recording fake: grid lines at multiples of the cell size
 * from the measured grid origin, labels centred on their cells, per-cell fills and texts (the
 * hooks heatmaps and annotated records will use).
 */
import { describe, expect, it } from 'vitest';
import { drawChart, measureChart, type ChartSpec } from '../../src/render/chart.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { fontMetrics, textWidth } from '../../src/render/fonts.js';

const spec: ChartSpec = {
  columnLabels: ['а', 'б', 'в', 'г', 'д'],
  rowLabels: ['1', '2', '3', '4', '5', '6'],
  cell: 7,
  title: 'Моя эскадра',
  scale: 1,
};

describe('drawChart', () => {
  it('draws the grid where measureChart says, one line per cell boundary', () => {
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const m = drawChart(rec, 20, 30, spec);
    expect(m).toEqual(measureChart(spec));
    expect(m.gridWidth).toBe(35);
    expect(m.gridHeight).toBe(42);
    const gx = 20 + m.gridX;
    const gy = 30 + m.gridY;
    const segs = rec.segments();
    const verticals = segs.filter(([x1, , x2]) => x1 === x2).map(([x]) => x - gx).sort((a, b) => a - b);
    const horizontals = segs.filter(([, y1, , y2]) => y1 === y2).map(([, y]) => y - gy).sort((a, b) => a - b);
    expect(verticals.map((v) => Math.round(v * 1000) / 1000)).toEqual([7, 14, 21, 28]);
    expect(horizontals.map((v) => Math.round(v * 1000) / 1000)).toEqual([7, 14, 21, 28, 35]);
    const frame = rec.ops.find((o) => o.draw.op === 'rect')?.draw;
    expect(frame).toMatchObject({ op: 'rect', x: gx, y: gy, width: 35, height: 42 });
  });

  it('centres each column label over its cell and each row label beside its row', () => {
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const m = drawChart(rec, 0, 0, spec);
    const texts = rec.texts();
    expect(texts[0]).toMatchObject({ text: 'Моя эскадра', style: { align: 'center' } });
    spec.columnLabels.forEach((l, k) => {
      const t = texts.find((x) => x.text === l)!;
      expect(t.x).toBeCloseTo(m.gridX + (k + 0.5) * 7, 9);
      expect(t.y).toBeLessThan(m.gridY);
      expect(t.style.align).toBe('center');
    });
    spec.rowLabels.forEach((l, r) => {
      const t = texts.find((x) => x.text === l)!;
      expect(t.y).toBeCloseTo(m.gridY + (r + 0.5) * 7, 9);
      expect(t.x).toBeLessThan(m.gridX);
      expect(t.style).toMatchObject({ align: 'right', valign: 'middle' });
    });
  });

  it('fills and writes in the cells the callbacks name (cell = row × columns + column)', () => {
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const m = drawChart(rec, 0, 0, {
      ...spec,
      cellFill: (c) => (c === 7 ? '#ff0000' : undefined),
      cellText: (c) => (c === 7 ? '12' : undefined),
    });
    const fills = rec.ops.filter((o) => o.draw.op === 'rect' && o.draw.style.fill !== undefined).map((o) => o.draw);
    // cell 7 on a 5-column board: row 1, column 2
    expect(fills).toEqual([{ op: 'rect', x: m.gridX + 14, y: m.gridY + 7, width: 7, height: 7, style: { fill: '#ff0000' } }]);
    const t = rec.texts().find((x) => x.text === '12')!;
    expect(t.x).toBeCloseTo(m.gridX + 17.5, 9);
    expect(t.y).toBeCloseTo(m.gridY + 10.5, 9);
  });

  it('boards wider than 10 get a heavier rule every fifth line', () => {
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const wide = { ...spec, columnLabels: Array.from({ length: 15 }, (_, i) => String.fromCharCode(65 + i)), rowLabels: Array.from({ length: 15 }, (_, i) => String(i + 1)) };
    drawChart(rec, 0, 0, wide);
    const widths = rec.ops.filter((o) => o.draw.op === 'lines').map((o) => (o.draw.op === 'lines' ? [o.draw.stroke.width, o.draw.segments.length] : []));
    expect(widths).toEqual([
      [0.2, 24],
      [0.35, 4],
    ]);
  });
});

describe('long column labels', () => {
  it('alternate between two lines when one cell is too narrow for them, and never overlap', () => {
    const columnLabels = Array.from({ length: 10 }, (_, i) => `C${String(i).padStart(2, '0')}xxxxxxxxx`);
    const rowLabels = Array.from({ length: 10 }, (_, i) => `R${i + 1}`);
    for (const cell of [5, 7]) {
      const spec = { columnLabels, rowLabels, cell, scale: 1 };
      const rec = new RecordingDrawing();
      rec.beginPage({ width: 210, height: 297 });
      const m = drawChart(rec, 10, 10, spec);
      expect(m.labelStagger).toBe(true);
      const boxes = rec
        .texts()
        .filter((t) => t.text.startsWith('C'))
        .map((t) => {
          const w = textWidth(t.text, 'regular', t.style.size);
          return { left: t.x - w / 2, right: t.x + w / 2, y: t.y };
        });
      expect(boxes).toHaveLength(10);
      for (let a = 0; a < boxes.length; a++) {
        for (let b = a + 1; b < boxes.length; b++) {
          const sameLine = Math.abs(boxes[a]!.y - boxes[b]!.y) < 1e-9;
          if (sameLine) expect(boxes[a]!.right <= boxes[b]!.left || boxes[b]!.right <= boxes[a]!.left).toBe(true);
        }
      }
      // Both lines sit above the grid, inside the chart's measured height.
      for (const bx of boxes) expect(bx.y).toBeLessThan(10 + m.gridY);
      expect(Math.min(...boxes.map((bx) => bx.y)) - fontMetrics('regular', m.labelSize).capHeight).toBeGreaterThanOrEqual(10 - 1e-9);
    }
    // Short labels stay on one line.
    expect(measureChart({ columnLabels: 'ABCDEFGHIJ'.split(''), rowLabels, cell: 7, scale: 1 }).labelStagger).toBe(false);
  });

  it('staggered, the first and last reach past the grid, and the chart measured is that much wider', () => {
    // Labels of 12 characters (the most a variant may write) over 15 mm cells: each label nearly
    // two cells wide, so half a cell of it hangs past either end of the grid; rows numbered 1–6,
    // a narrow column of row labels that does not cover the first label's overhang.
    const columnLabels = ['Alpha-Bravo1', 'Charlie-Del2', 'Echo-Foxtro3', 'Golf-Hotel44', 'India-Julie5', 'Kilo-Lima666', 'Mike-Novemb7', 'Oscar-Papa88'];
    const spec = { columnLabels, rowLabels: ['1', '2', '3', '4', '5', '6'], cell: 15, scale: 1 };
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const m = drawChart(rec, 10, 10, spec);
    expect(m.labelStagger).toBe(true);
    const extents = rec
      .texts()
      .filter((t) => columnLabels.includes(t.text))
      .map((t) => {
        const w = textWidth(t.text, 'regular', t.style.size);
        return { left: t.x - w / 2, right: t.x + w / 2 };
      });
    expect(extents).toHaveLength(8);
    // They do reach past the grid (the case this is about) …
    expect(Math.max(...extents.map((e) => e.right))).toBeGreaterThan(10 + m.gridX + m.gridWidth + 1);
    // … and stay inside the chart as measured, which a layout keeps inside the margins.
    for (const e of extents) {
      expect(e.left).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(e.right).toBeLessThanOrEqual(10 + m.width + 1e-9);
    }
    expect(m.width).toEqual(measureChart(spec).width);
  });
});
