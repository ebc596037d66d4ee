/**
 * A side's charts in the analysis PDF follow its table on the table's page where they all fit
 * there, at the size a page of their own gives them: a short game's table ended a third of the way
 * down, white under it, and its charts began the next page. Where they do not all fit, they begin
 * a page of their own, as before. Checked for games of many lengths on 8 × 8 and 5 × 5 boards (one
 * boat of one cell, a row of the table a shot): nothing past the foot, every chart at the board's
 * cell, and a side's charts on a page of their own only where the room under its table was too little.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, type AnalysisReportInput } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';

/** A board of `size` × `size` with one boat of one cell. */
const boats = (size: number): Variant =>
  makeVariant({
    rows: size,
    columns: size,
    fleet: [shipClass('boat', 1)],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
const FOOT = 297 - 15;
/** The least white between two moments' charts the report closes them up to (mm). */
const GAP_MIN = 6;

function report(size: number, shots: number): RecordingDrawing {
  // Each boat in the last cell; each side misses `shots` times from the first cell on.
  const variant = boats(size);
  const last = allLayouts(variant).at(-1)!;
  const plan = Array.from({ length: shots }, (_, i) => i);
  const salvos = playedGame(variant, { blue: last, red: last }, { blue: plan, red: plan });
  const infer = bruteInferrer();
  const input: AnalysisReportInput = { variant, salvos, analysis: analyzeGame({ variant, salvos }, infer), infer, name: (s) => s.toUpperCase(), className: (id) => id, title: 'Test game' };
  const d = new RecordingDrawing();
  drawAnalysisReport(d, input);
  return d;
}

/**
 * Each side's table (the page of its last row and the bottom of what it drew there) and its
 * charts' block: the legend above them, the top and bottom of the block, and the height the block
 * would take with its moments closed up to GAP_MIN apart (each moment measured from its title on).
 */
function sides(d: RecordingDrawing) {
  const texts = d.ops.flatMap((o, index) => (o.draw.op === 'text' ? [{ page: o.page, index, ...o.draw }] : []));
  return ['BLUE', 'RED'].map((name) => {
    const heading = texts.find((t) => t.text === `${name} firing at ${name === 'BLUE' ? 'RED' : 'BLUE'}` && t.page > 0)!;
    const legend = texts.find((t) => t.index > heading.index && t.text.startsWith('Left, the enemy'))!;
    const table = d.ops.slice(heading.index, legend.index).filter((o) => o.draw.op !== 'page');
    const lastPage = Math.max(...table.map((o) => o.page));
    const tableBottom = Math.max(...table.filter((o) => o.page === lastPage).map((o) => boundsOf(o.draw)?.bottom ?? 0));
    const next = texts.find((t) => t.index > legend.index && t.text.endsWith(`firing at ${name}`) && t.page > 0);
    const block = d.ops.slice(legend.index, next?.index ?? d.ops.length).filter((o) => o.draw.op !== 'page');
    const titles = texts.filter((t) => t.index > legend.index && (next === undefined || t.index < next.index) && t.text.startsWith(`${name}: enemy waters`));
    // Each moment's ops, from its chart's title to the next moment's.
    const moments = titles.map((t, i) => d.ops.slice(t.index, titles[i + 1]?.index ?? next?.index ?? d.ops.length).flatMap((o) => { const b = boundsOf(o.draw); return b === undefined ? [] : [b]; }));
    const spans = moments.map((bs) => ({ top: Math.min(...bs.map((b) => b.top)), bottom: Math.max(...bs.map((b) => b.bottom)) }));
    const bounds = block.flatMap((o) => { const b = boundsOf(o.draw); return b === undefined ? [] : [b]; });
    const top = Math.min(...bounds.map((b) => b.top));
    const bottom = Math.max(...bounds.map((b) => b.bottom));
    const closable = spans.slice(1).reduce((n, m, i) => n + Math.max(0, m.top - spans[i]!.bottom - GAP_MIN), 0);
    return { lastPage, tableBottom, legend, block, moments: titles.length, squares: block.flatMap((o) => (o.draw.op === 'rect' && o.draw.style.stroke !== undefined && Math.abs(o.draw.width - o.draw.height) < 1e-9 ? [o.draw.width] : [])), top, least: bottom - top - closable };
  });
}

/** The white between a table's last line and its side's charts' legend where they share a page, as drawn for a game of one shot a side (whose one moment fits under its table of one row). */
function sep(): number {
  const s = sides(report(8, 1))[0]!;
  expect(s.legend.page, "one shot's charts on its table's page").toBe(s.lastPage);
  return s.top - s.tableBottom;
}

describe("a side's charts under its table", () => {
  const shared: number[] = [];
  const own: number[] = [];
  const games = [...[1, 2, 3, 5, 8, 12, 16, 20, 24, 30, 40].map((n) => [8, n] as const), ...[3, 6, 9, 12, 16, 20, 24].map((n) => [5, n] as const)];
  it.each(games)('a square board %i cells wide, %i shots a side: on the table’s page where they fit there, whole, nothing past the foot', (size, shots) => {
    const d = report(size, shots);
    const SEP = sep();
    for (const o of d.ops) {
      const b = boundsOf(o.draw);
      if (b !== undefined) expect(b.bottom, `page ${o.page + 1}`).toBeLessThanOrEqual(FOOT + 0.25);
    }
    for (const s of sides(d)) {
      // The charts' grids at the board's cell wherever they stand: cells of 6.5 mm.
      const grids = s.squares.filter((w) => w > 20);
      expect(grids.length).toBeGreaterThan(0);
      for (const w of grids) expect(w).toBeCloseTo(size * 6.5, 6);
      // All of a side's moments on the one page, the legend's.
      expect(new Set(s.block.map((o) => o.page))).toEqual(new Set([s.legend.page]));
      if (s.legend.page === s.lastPage) {
        shared.push(s.moments);
        expect(s.top - s.tableBottom).toBeCloseTo(SEP, 6);
      } else {
        own.push(s.moments);
        expect(s.legend.page).toBe(s.lastPage + 1);
        // A page of their own only where the block, closed up as far as the report closes it, would not have stood under the table.
        expect(s.tableBottom + SEP + s.least).toBeGreaterThan(FOOT);
      }
    }
  });
  it('both cases arise among those games, three moments under a table among them', () => {
    expect(shared).toContain(3);
    expect(own.length).toBeGreaterThan(0);
  });
});
