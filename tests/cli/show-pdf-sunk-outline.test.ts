/**
 * `salvo show game.yaml -o game.pdf`: a sunk ship was only its cells' marks (`21#`, `18*`), where
 * a player's pencil outlines it. Now each sunk ship is outlined, one line round its cells, just
 * inside them, the marks kept: on the enemy chart the ships the announcements show sunk (as the
 * roster counts them), on the own chart, with the fleet shown, each ship whose every cell was
 * fired at. Checked on the drawing (one closed line round each ship, round its cells only, clear of
 * the marks in them, on every paper), on the page as printed (ink along an outlined cell's edge, none along a miss's), the marks read back,
 * and the same bytes twice.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineSegments, PENCIL_INK } from '../../src/render/chart.js';
import type { Segment } from '../../src/render/drawing.js';
import { runSalvo } from '../helpers/cli.js';
import { ink, pdfText, rasterize } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');

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

describe('show -o: sunk ships outlined', () => {
  it('outlines, on each chart, every ship sunk, one line round its cells only, and keeps the marks', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf, sunkShipCells } = await import('../../src/record/paper.js');
    const { filledSheet } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { padContent } = await import('../../src/render/pad-content.js');
    const { layoutPad } = await import('../../src/render/pad-layout.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    let outlined = 0;
    for (const name of ['morskoy-boy.yaml', 'statki.yaml', 'classic-1967.yaml', 'classic-salvo.yaml', 'jutland.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      const lang = variant.languages[0]!;
      const sides = record.sides.map((s) => s.id);
      const papers = sides.map((s) => paperOf(record, variant, s));
      const fills = papers.map((p) => filledSheet(p, record.salvos, sideSalvoNumbers(record), variant, lang));
      const d = new RecordingDrawing();
      drawFilledPad(d, variant, { paper: 'A4', lang, sides }, fills);
      const layout = layoutPad(padContent(variant, lang, { sides }), { paper: 'A4', perPage: 1 });
      const perPaper = d.pages / papers.length;
      papers.forEach((paper, k) => {
        const charts = layout.sheets[0]!.charts;
        const columns = variant.board.columns;
        const outlines = d.ops.filter((o) => o.page === k * perPaper && o.draw.op === 'lines' && o.draw.stroke.colour === PENCIL_INK && o.draw.segments.length > 2);
        // Which chart each line is on (charts side by side or one above the other), and the cells it goes round.
        const onChart = (k: 0 | 1, x: number, y: number): boolean => {
          const c = charts[k]!;
          return x >= c.x && x <= c.x + c.metrics.width && y >= c.y && y <= c.y + c.metrics.height;
        };
        const drawn: [number[][], number[][]] = [[], []];
        for (const o of outlines) {
          if (o.draw.op !== 'lines') continue;
          for (const loop of loops(o.draw.segments)) {
            const [x, y] = loop[0]!;
            const chart = onChart(0, x, y) ? 0 : 1;
            expect(onChart(chart, x, y)).toBe(true);
            drawn[chart].push(cellsInside(loop, charts[chart]!, columns, variant.board.rows));
          }
        }
        // The ships sunk: on the enemy chart those the chart tells (where ships may touch, one whose
        // cells a hit beside it leaves in doubt is not), each of cells hit; where ships may not touch
        // and results are told shot by shot, as many as the roster counts sunk; on the own chart,
        // with the fleet shown, its ships whose every cell was fired at.
        const told = sunkShipCells(paper.enemyChart, variant).flat().map((s) => String(s));
        expect(drawn[1].map(String).sort(), `${name} ${paper.side}`).toEqual(told.sort());
        const sunkGiven = paper.roster.reduce((n, r) => n + r.sunkGiven, 0);
        if (variant.report.timing === 'per-shot' && variant.placement.spacing !== 'may-touch') expect(drawn[1], `${name} ${paper.side}`).toHaveLength(sunkGiven);
        for (const ship of drawn[1]) for (const c of ship) expect(paper.enemyChart.get(c)?.result, `${name} ${paper.side} ${c}`).toMatch(/hit|sunk/u);
        const own = (paper.fleet ?? []).filter((s) => s.cells.every((c) => paper.ownChart.has(c))).map((s) => [...s.cells].sort((a, b) => a - b));
        if (paper.fleet !== undefined) expect(drawn[0].map(String).sort(), `${name} ${paper.side}`).toEqual(own.map(String).sort());
        outlined += drawn[0].length + drawn[1].length;
      });
      // The marks are kept: every cell's text still written.
      const texts = new Set(d.texts().map((t) => t.text));
      for (const paper of papers) for (const [, m] of paper.enemyChart) expect(texts.has(`${m.salvo}${m.result === 'hit' ? '*' : m.result === 'sunk' ? '#' : ''}`)).toBe(true);
    }
    expect(outlined).toBeGreaterThan(20);
  }, 120_000);

  it('keeps the outline clear of the marks in its cells on every paper, nearer the edges where they are wide (Statki 15×15 on A5: `14#` in a 4.7 mm cell)', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf } = await import('../../src/record/paper.js');
    const { filledSheet } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { RecordingDrawing, boundsOf } = await import('../../src/render/record-drawing.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    let checked = 0;
    for (const name of ['statki-15.yaml', 'morskoy-boy.yaml', 'classic-1967.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      const lang = variant.languages[0]!;
      const sides = record.sides.map((s) => s.id);
      const fills = sides.map((s) => filledSheet(paperOf(record, variant, s), record.salvos, sideSalvoNumbers(record), variant, lang));
      for (const paper of ['A4', 'letter', 'A5'] as const) {
        const d = new RecordingDrawing();
        drawFilledPad(d, variant, { paper, lang, sides }, fills);
        for (let page = 0; page < d.pages; page++) {
          const texts = d.ops.filter((o) => o.page === page && o.draw.op === 'text').map((o) => ({ text: o.draw.op === 'text' ? o.draw.text : '', box: boundsOf(o.draw)! }));
          for (const o of d.ops) {
            if (o.page !== page || o.draw.op !== 'lines' || o.draw.stroke.colour !== PENCIL_INK || o.draw.segments.length <= 2) continue;
            const half = o.draw.stroke.width / 2;
            for (const [x1, y1, x2, y2] of o.draw.segments) {
              if (x1 !== x2 && y1 !== y2) continue;
              const line = { left: Math.min(x1, x2) - half, right: Math.max(x1, x2) + half, top: Math.min(y1, y2) - half, bottom: Math.max(y1, y2) + half };
              for (const t of texts) {
                const meets = t.box.left < line.right && line.left < t.box.right && t.box.top < line.bottom && line.top < t.box.bottom;
                expect(meets, `${name} ${paper} page ${page + 1}: "${t.text}" under the outline`).toBe(false);
              }
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 180_000);

  it('prints the outline along a sunk ship’s cells and none along a miss, the marks read back, the same bytes twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-outline-'));
    const file = join(root, 'examples', 'morskoy-boy.yaml');
    const a = await runSalvo(dir, ['show', file, '--side', 'первый', '-o', 'a.pdf']);
    expect(a.code, a.stderr).toBe(0);
    await runSalvo(dir, ['show', file, '--side', 'первый', '-o', 'b.pdf']);
    const bytes = new Uint8Array(await readFile(join(dir, 'a.pdf')));
    expect(Buffer.from(bytes).equals(await readFile(join(dir, 'b.pdf')))).toBe(true);
    const items = (await pdfText(bytes)).items[0]!;
    for (const mark of ['15#', '21#', '18*', '10*', '40#']) expect(items).toContain(mark);
    // Where the enemy chart's cells are on the page, and which are a sunk ship's or a miss.
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf, sunkShipCells } = await import('../../src/record/paper.js');
    const { padContent } = await import('../../src/render/pad-content.js');
    const { layoutPad } = await import('../../src/render/pad-layout.js');
    const f = await readRecordFile(file, loadRecordVariant, 'morskoy-boy.yaml');
    if (!f.ok) throw new Error('morskoy-boy.yaml does not read');
    const { record, variant } = f;
    const paper = paperOf(record, variant, record.sides[0].id);
    const chart = layoutPad(padContent(variant, 'ru', { sides: ['x'] }), { paper: 'A4', perPage: 1 }).sheets[0]!.charts[1]!;
    const raster = await rasterize(bytes, 1, 8);
    const c = chart.spec.cell;
    const cols = variant.board.columns;
    // The darkest pixel on a short stretch across a cell's left edge, just inside it (where an outline runs, clear of the grid's rule and the text).
    const edgeInk = (cell: number): number => {
      const x = chart.x + chart.metrics.gridX + (cell % cols) * c;
      const y = chart.y + chart.metrics.gridY + Math.floor(cell / cols) * c + c / 2;
      let most = 0;
      for (let dx = 0.04 * c; dx <= 0.14 * c; dx += 0.02 * c) most = Math.max(most, ink(raster, (x + dx) * raster.pxPerMm, y * raster.pxPerMm));
      return most;
    };
    const ships = sunkShipCells(paper.enemyChart, variant).flat();
    // The first cell of each ship (its leftmost, top row): its left edge is the ship's.
    const starts = ships.map((s) => s[0]!);
    expect(starts.length).toBe(10);
    for (const cell of starts) expect(edgeInk(cell), `cell ${cell}`).toBeGreaterThan(100);
    const misses = [...paper.enemyChart].filter(([, m]) => m.result === 'miss').map(([cell]) => cell);
    expect(misses.length).toBeGreaterThan(10);
    for (const cell of misses) expect(edgeInk(cell), `cell ${cell}`).toBeLessThan(60);
  }, 120_000);
});
