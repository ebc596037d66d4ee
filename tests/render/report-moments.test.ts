/**
 * The analysis PDF's pages of charts: a side's moments (a third of the way, two thirds, the end)
 * stand together on the page under the legend wherever closing them up, or drawing their cells a
 * little smaller, keeps them there, rather than the last left alone on a page of white (Perelman
 * in Russian, its legend a line longer; Statki 15 × 15 in any language).
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport, momentSpacing, MOMENT_CELL_MIN, type AnalysisReportInput } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import { MIN_TEXT_PT } from '../../src/render/fonts.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from '../analysis/helpers/brute-infer.js';

const A4 = { height: 297 };
const MARGIN = 15;
const RULE = 0.25;

function board(rows: number, columns: number): Variant {
  return makeVariant({ rows, columns, fleet: [shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
}

/** Six salvos of one shot a side, `step` cells apart, at the first and the last layout. */
function report(variant: Variant, step: number): AnalysisReportInput {
  const layouts = allLayouts(variant);
  const fleets = { blue: layouts[0]!, red: layouts.at(-1)! };
  const cells = variant.board.rows * variant.board.columns;
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const salvos: PlayedSalvo[] = [];
  for (let i = 0; i < 6; i++) {
    for (const side of ['blue', 'red'] as const) {
      const shot = [(i * step + (side === 'red' ? 3 : 0)) % cells];
      salvos.push({ side, cells: shot, announcement: announce(variant, side === 'blue' ? fleets.red : fleets.blue, fired[side], shot) });
      fired[side].add(shot[0]!);
    }
  }
  const infer = bruteInferrer();
  return { variant, salvos, analysis: analyzeGame({ variant, salvos }, infer), infer, name: (s) => s.toUpperCase(), className: (id) => id, title: 'Test game' };
}

/** The pages the moments' left-hand chart titles stand on, in order. */
function momentPages(d: RecordingDrawing, title: RegExp): number[] {
  return d.ops.filter((o) => o.draw.op === 'text' && title.test(o.draw.text)).map((o) => o.page);
}

function pastFoot(d: RecordingDrawing): number[] {
  return d.ops
    .map((o) => ({ page: o.page, b: boundsOf(o.draw) }))
    .filter(({ b }) => b !== undefined && b.bottom > A4.height - MARGIN + RULE)
    .map(({ page }) => page);
}

/** The size of every number drawn in a chart cell (condensed figures, a chance or a salvo number). */
function cellNumberSizes(d: RecordingDrawing): number[] {
  return d.ops.flatMap((o) => (o.draw.op === 'text' && o.draw.style.face === 'condensed' && /^\d+$/u.test(o.draw.text) && o.page > 0 ? [o.draw.style.size] : []));
}

describe("a side's moments on the analysis report's pages of charts", () => {
  it('a 15 × 15 board: all three on the page under the legend, their cells smaller, their numbers still legible, nothing past the foot', () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, report(board(15, 15), 31));
    const pages = momentPages(d, /enemy waters after salvo/u);
    // Three moments a side; the third stood alone on a page of its own (87 mm charts, 10 mm apart).
    expect(pages).toHaveLength(6);
    expect(new Set(pages.slice(0, 3)).size).toBe(1);
    expect(new Set(pages.slice(3)).size).toBe(1);
    expect(d.pages).toBe(5);
    expect(pastFoot(d)).toEqual([]);
    const sizes = cellNumberSizes(d);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT_PT - 1e-9);
  });

  it('Russian on a 10 × 10 board, its legend four lines: all three on the one page, closed up, at the board\'s own cell', () => {
    const input = report(board(10, 10), 7);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, name: (s) => (s === 'blue' ? '«синие»' : '«красные»'), text: analysisText('ru', false), lang: 'ru' });
    const pages = momentPages(d, /воды противника после залпа/u);
    expect(pages).toHaveLength(6);
    expect(new Set(pages.slice(0, 3)).size).toBe(1);
    expect(new Set(pages.slice(3)).size).toBe(1);
    expect(d.pages).toBe(5);
    expect(pastFoot(d)).toEqual([]);
    // The grids as large as before: 6.5 mm cells, column label to column label.
    const at = (label: string): number[] => d.texts(2).filter((t) => t.text === label).map((t) => t.x);
    const [a, b] = [at('A'), at('B')];
    expect(a).toHaveLength(6);
    a.forEach((x, i) => expect(b[i]! - x).toBeCloseTo(6.5, 6));
  });

  it('momentSpacing: 10 mm apart at the board\'s cell where they fit; closed up before the cells are made smaller; as before where nothing keeps them on one page', () => {
    const ten = board(10, 10);
    expect(momentSpacing(ten, 3, 40)).toEqual({ cell: 6.5, gap: 10 });
    const closed = momentSpacing(ten, 3, 50);
    expect(closed.cell).toBe(6.5);
    expect(closed.gap).toBeGreaterThanOrEqual(6);
    expect(closed.gap).toBeLessThan(10);
    const fifteen = momentSpacing(board(15, 15), 3, 45);
    expect(fifteen.gap).toBe(6);
    expect(fifteen.cell).toBeLessThan(160 / 30);
    expect(fifteen.cell).toBeGreaterThanOrEqual(MOMENT_CELL_MIN);
    // 5 × 20: three moments would need cells under the least; one a page, as before.
    expect(momentSpacing(board(20, 5), 3, 45)).toEqual({ cell: 6.5, gap: 10 });
    // One moment: nothing to keep together.
    expect(momentSpacing(board(15, 15), 1, 45)).toEqual({ cell: 160 / 30, gap: 10 });
  });
});
