/**
 * `salvo show game.yaml -o game.pdf`: the filled-in charts carried marks the pad's legend never
 * explains: the salvo's number with `*` a hit and `#` a sinking in every per-shot game, whose
 * legend tells a dot a miss, a dash a hit, a cross a sinking, and a line outlining each sunk ship.
 * Now each chart draws what its own legend says: per shot, the legend's symbols, drawn as the legend
 * draws them, and dots round each sunk ship on the enemy chart where ships may not touch; per salvo,
 * the number alone; the own fleet shaded, and no outline. Checked on the drawing for every example
 * record (each symbol where the record puts it and none elsewhere, the legend listing each symbol
 * drawn), on the page as printed, and the same bytes twice.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { ink, pdfText, rasterize } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');
type Symbol = 'dot' | 'dash' | 'cross';

/** The cells round `ship` on a board of `columns` × `rows`: its eight neighbours' (`all`) or four (`sides`), not its own. */
function around(ship: readonly number[], columns: number, rows: number, all: boolean): number[] {
  const out = new Set<number>();
  const steps = all ? [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]] : [[-1, 0], [1, 0], [0, -1], [0, 1]];
  for (const cell of ship) {
    const r = Math.floor(cell / columns);
    const k = cell % columns;
    for (const [dr, dk] of steps) {
      const [r2, k2] = [r + dr!, k + dk!];
      if (r2 >= 0 && r2 < rows && k2 >= 0 && k2 < columns && !ship.includes(r2 * columns + k2)) out.add(r2 * columns + k2);
    }
  }
  return [...out];
}

describe('show -o draws what the legend says', () => {
  it('marks each chart with its legend’s symbols (per shot) or the numbers alone (per salvo), the ring round sunk ships, nothing else, for every example record', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf, sunkShipCells } = await import('../../src/record/paper.js');
    const { filledSheet } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { padContent } = await import('../../src/render/pad-content.js');
    const { layoutPad } = await import('../../src/render/pad-layout.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    const { PENCIL_INK } = await import('../../src/render/chart.js');
    const drawnAll = { dot: 0, dash: 0, cross: 0, ring: 0, number: 0, shaded: 0 };
    for (const name of ['morskoy-boy.yaml', 'statki.yaml', 'statki-15.yaml', 'classic-1967.yaml', 'classic-salvo.yaml', 'jutland.yaml', 'perelman.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      const lang = variant.languages[0]!;
      const sides = record.sides.map((s) => s.id);
      const papers = sides.map((s) => paperOf(record, variant, s));
      const fills = papers.map((p) => filledSheet(p, record.salvos, sideSalvoNumbers(record), variant, lang));
      const d = new RecordingDrawing();
      drawFilledPad(d, variant, { paper: 'A4', lang, sides }, fills);
      const content = padContent(variant, lang, { sides });
      const layout = layoutPad(content, { paper: 'A4', perPage: 1 });
      const charts = layout.sheets[0]!.charts;
      const { columns, rows } = variant.board;
      const perShot = variant.report.timing === 'per-shot';
      const announced = perShot && variant.report.sunk !== 'none';
      const spacing = variant.placement.spacing;
      const legend = new Set(content.legend.map((i) => i.symbol));
      const perPaper = d.pages / papers.length;
      papers.forEach((paper, p) => {
        const ops = d.ops.filter((o) => o.page === p * perPaper).map((o) => o.draw);
        // The cell of chart `k` a point lies in, if any.
        const cellAt = (k: number, x: number, y: number): number | undefined => {
          const c = charts[k]!;
          const gx = c.x + c.metrics.gridX;
          const gy = c.y + c.metrics.gridY;
          const col = Math.floor((x - gx) / c.spec.cell);
          const row = Math.floor((y - gy) / c.spec.cell);
          return x > gx && y > gy && col < columns && row < rows ? row * columns + col : undefined;
        };
        // No outline: no pencil line in a chart (the roster's ticks are the pencil's, below them).
        for (const o of ops) {
          if (o.op !== 'lines' || o.stroke.colour !== PENCIL_INK) continue;
          for (const [x1, y1, x2, y2] of o.segments) expect(cellAt(0, (x1 + x2) / 2, (y1 + y2) / 2) ?? cellAt(1, (x1 + x2) / 2, (y1 + y2) / 2), name).toBeUndefined();
        }
        for (const k of [0, 1]) {
          const symbols = new Map<number, Symbol>();
          const texts = new Map<number, string>();
          const shaded = new Set<number>();
          for (const o of ops) {
            if (o.op === 'circle') {
              const cell = cellAt(k, o.cx, o.cy);
              if (cell !== undefined) symbols.set(cell, 'dot');
            } else if (o.op === 'lines' && o.stroke.width > 0.3 && o.segments.length >= 1 && o.segments.length <= 2) {
              const [x1, y1, x2, y2] = o.segments[0]!;
              const cell = cellAt(k, (x1 + x2) / 2, (y1 + y2) / 2);
              if (cell !== undefined && Math.abs(x2 - x1) < charts[k]!.spec.cell) symbols.set(cell, o.segments.length === 1 ? 'dash' : 'cross');
            } else if (o.op === 'text') {
              const cell = cellAt(k, o.x, o.y);
              if (cell !== undefined) texts.set(cell, o.text);
            } else if (o.op === 'rect' && o.style.fill !== undefined) {
              const cell = cellAt(k, o.x + 0.1, o.y + 0.1);
              if (cell !== undefined) shaded.add(cell);
            }
          }
          const chart = k === 0 ? paper.ownChart : paper.enemyChart;
          const shipAt = new Set((paper.fleet ?? []).flatMap((s) => s.cells));
          const hatched = new Set((paper.fleet ?? []).filter((s) => variant.fleet[s.classIndex]!.hatched).flatMap((s) => s.cells));
          const where = (cell: number): string => `${name} ${paper.side} ${k === 0 ? 'own' : 'enemy'} cell ${cell}`;
          // The own fleet shaded where the record reveals it, nothing else.
          expect([...shaded].sort((a, b) => a - b), where(-1)).toEqual(k === 0 ? [...shipAt].sort((a, b) => a - b) : []);
          drawnAll.shaded += shaded.size;
          if (!perShot) {
            expect(symbols.size, where(-1)).toBe(0);
            for (let cell = 0; cell < rows * columns; cell++) {
              const m = chart.get(cell);
              const want = m !== undefined ? String(m.salvo) : k === 0 && hatched.has(cell) ? '▨' : undefined;
              expect(texts.get(cell), where(cell)).toBe(want);
              if (m !== undefined) drawnAll.number++;
            }
            continue;
          }
          // Per shot: the legend's symbol of each shot's result (on the own chart with the fleet shown, as the fleet has it).
          const ring = new Set<number>();
          if (k === 1 && announced && spacing !== 'may-touch') {
            for (const ship of sunkShipCells(chart, variant).flat()) for (const c of around(ship, columns, rows, spacing === 'no-contact')) if (!chart.has(c)) ring.add(c);
          }
          const sunkAt = k === 0 && paper.ownSunk !== undefined ? paper.ownSunk : new Set<number>();
          for (let cell = 0; cell < rows * columns; cell++) {
            const m = chart.get(cell);
            let result = m?.result;
            if (m !== undefined && k === 0 && paper.fleet !== undefined) result = !shipAt.has(cell) ? 'miss' : announced && sunkAt.has(cell) ? 'sunk' : 'hit';
            const want: Symbol | undefined = ring.has(cell) ? 'dot' : result === 'miss' ? 'dot' : result === 'hit' ? (announced ? 'dash' : 'cross') : result === 'sunk' ? 'cross' : undefined;
            expect(symbols.get(cell), where(cell)).toBe(want);
            if (want !== undefined) {
              expect(legend.has(want), `${where(cell)}: ${want} not in the legend`).toBe(true);
              drawnAll[want]++;
            }
            if (ring.has(cell)) drawnAll.ring++;
            // No number, no `*` or `#`: only a hatched ship's sign where no shot fell.
            expect(texts.get(cell), where(cell)).toBe(k === 0 && hatched.has(cell) && m === undefined ? '▨' : undefined);
          }
        }
      });
    }
    for (const [what, n] of Object.entries(drawnAll)) expect(n, what).toBeGreaterThan(10);
  }, 180_000);

  it('marks the log’s per-shot results with the legend’s symbols, not `·`, `*`, `#` (every per-shot example record)', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf } = await import('../../src/record/paper.js');
    const { filledSheet } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { padContent } = await import('../../src/render/pad-content.js');
    const { layoutPad } = await import('../../src/render/pad-layout.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    let checked = 0;
    for (const name of ['morskoy-boy.yaml', 'statki.yaml', 'classic-1967.yaml', 'classic-salvo.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      const lang = variant.languages[0]!;
      const sides = record.sides.map((s) => s.id);
      const d = new RecordingDrawing();
      drawFilledPad(d, variant, { paper: 'A4', lang, sides }, sides.map((s) => filledSheet(paperOf(record, variant, s), record.salvos, sideSalvoNumbers(record), variant, lang)));
      const content = padContent(variant, lang, { sides });
      const charts = layoutPad(content, { paper: 'A4', perPage: 1 }).sheets[0]!.charts;
      const inChart = (x: number, y: number): boolean => charts.some((c) => x >= c.x && x <= c.x + c.metrics.width && y >= c.y && y <= c.y + c.metrics.height);
      const announced = variant.report.timing === 'per-shot' && variant.report.sunk !== 'none';
      // Short black strokes of one segment (a dash) or two (a cross) outside the charts: the log's, and the legend's on each side's sheet.
      const short = ([x1, y1, x2, y2]: readonly number[]): boolean => Math.hypot(x2! - x1!, y2! - y1!) < 8;
      const strokes = (n: 1 | 2): number =>
        d.ops.filter((o) => o.draw.op === 'lines' && o.draw.stroke.colour === undefined && o.draw.stroke.width > 0.3 && o.draw.segments.length === n && o.draw.segments.every(short) && !inChart(o.draw.segments[0]![0], o.draw.segments[0]![1])).length;
      const results = record.salvos.flatMap((s) => (s.announcement?.kind === 'per-shot' ? s.announcement.shots.map((r) => r.result) : []));
      const hits = results.filter((r) => r === 'hit').length;
      const sunk = results.filter((r) => r === 'sunk').length;
      expect(strokes(1), name).toBe(announced ? hits + sides.length : 0);
      expect(strokes(2), name).toBe((announced ? sunk : hits + sunk) + sides.length);
      for (const t of d.texts()) expect(['·', '*', '#'], `${name}: ${t.text}`).not.toContain(t.text);
      checked += results.length;
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('prints a cross in a sunk cell, a dash in a hit, a dot in a ring cell and ink in no empty cell (Морской бой), the legend read back, the same bytes twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-marks-'));
    const file = join(root, 'examples', 'morskoy-boy.yaml');
    const a = await runSalvo(dir, ['show', file, '--side', 'первый', '-o', 'a.pdf']);
    expect(a.code, a.stderr).toBe(0);
    await runSalvo(dir, ['show', file, '--side', 'первый', '-o', 'b.pdf']);
    const bytes = new Uint8Array(await readFile(join(dir, 'a.pdf')));
    expect(Buffer.from(bytes).equals(await readFile(join(dir, 'b.pdf')))).toBe(true);
    const items = (await pdfText(bytes)).items[0]!;
    for (const word of ['мимо', 'попал', 'убит', 'точки вокруг потопленного корабля']) expect(items).toContain(word);
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf } = await import('../../src/record/paper.js');
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
    // The darkest pixel along a short stretch of a cell: its diagonal (a cross), its middle row (a dash), round its centre (a dot).
    const inkOn = (cell: number, points: readonly (readonly [number, number])[]): number => {
      const x = chart.x + chart.metrics.gridX + (cell % cols) * c;
      const y = chart.y + chart.metrics.gridY + Math.floor(cell / cols) * c;
      return Math.max(...points.map(([u, v]) => ink(raster, (x + u * c) * raster.pxPerMm, (y + v * c) * raster.pxPerMm)));
    };
    const diagonal = [0.3, 0.35, 0.65, 0.7].map((t) => [t, t] as const);
    const middle = [0.3, 0.35, 0.4, 0.6, 0.65, 0.7].map((t) => [t, 0.5] as const);
    const centre = [[0.5, 0.5]] as const;
    const cells = [...paper.enemyChart];
    const sunk = cells.filter(([, m]) => m.result === 'sunk').map(([cell]) => cell);
    const hits = cells.filter(([, m]) => m.result === 'hit').map(([cell]) => cell);
    expect(sunk.length).toBe(10);
    expect(hits.length).toBeGreaterThan(5);
    for (const cell of sunk) expect(inkOn(cell, diagonal), `sunk ${cell}`).toBeGreaterThan(100);
    for (const cell of hits) {
      expect(inkOn(cell, middle), `hit ${cell}`).toBeGreaterThan(100);
      expect(inkOn(cell, diagonal.slice(0, 1)), `hit ${cell}`).toBeLessThan(60);
    }
    const empty: number[] = [];
    for (let cell = 0; cell < cols * variant.board.rows; cell++) {
      if (paper.enemyChart.has(cell)) continue;
      const dotted = inkOn(cell, centre) > 100;
      // A cell not fired at is dotted only where it touches a sunk ship (the ring), else empty.
      if (!dotted) empty.push(cell);
      expect(inkOn(cell, diagonal) > 100 || inkOn(cell, [[0.3, 0.5], [0.7, 0.5]]) > 100, `empty ${cell}`).toBe(false);
    }
    expect(empty.length).toBeGreaterThan(3);
    expect(empty.length).toBeLessThan(cols * variant.board.rows - paper.enemyChart.size);
  }, 120_000);
});
