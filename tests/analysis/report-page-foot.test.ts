/**
 * The analysis PDF keeps everything it draws above the foot's margin: the information plot under
 * many referee's findings, and the charts of a tall board, go to the next page whole rather than
 * run past the foot (off the paper).
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, type AnalysisReportInput } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const A4 = { height: 297 };
const MARGIN = 15;
const RULE = 0.25;

/** Six salvos of one shot a side, `step` cells apart, at the first and the last layout. */
function game(variant: Variant, step: number): PlayedSalvo[] {
  const layouts = allLayouts(variant);
  const fleets = { blue: layouts[0]!, red: layouts.at(-1)! };
  const cellCount = variant.board.rows * variant.board.columns;
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < 6; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [(i * step + (side === 'red' ? 3 : 0)) % cellCount];
      out.push({ side, cells, announcement: announce(variant, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      fired[side].add(cells[0]!);
    }
  }
  return out;
}

function report(variant: Variant, step: number): AnalysisReportInput {
  const salvos = game(variant, step);
  const infer = bruteInferrer();
  return { variant, salvos, analysis: analyzeGame({ variant, salvos }, infer), infer, name: (s) => s.toUpperCase(), className: (id) => id, title: 'Test game' };
}

/** Whatever is drawn below the foot's margin, page by page; a rule's half width over it is let be. */
function pastFoot(d: RecordingDrawing): { page: number; bottom: number }[] {
  return d.ops
    .map((o) => ({ page: o.page, b: boundsOf(o.draw) }))
    .filter((o): o is { page: number; b: NonNullable<typeof o.b> } => o.b !== undefined)
    .filter(({ b }) => b.bottom > A4.height - MARGIN + RULE)
    .map(({ page, b }) => ({ page, bottom: Math.round(b.bottom * 10) / 10 }));
}

describe('the analysis report at the foot of a page', () => {
  it("moves the information plot to the next page, whole, where the referee's findings leave no room for it", () => {
    const input = report(tiny, 7);
    const finding =
      "game.yaml:14:5: error wrong-salvo-size: salvo 3: blue's salvo 2 has 5 shots; blue was owed 6 [rule: salvo size; expected: 6; recorded: 5] (compare the cells with the pad: mend a cell copied twice or left out; if blue fired it so, it stands) and more words to wrap";
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, referee: ['referee: 20 breaches', ...Array.from({ length: 20 }, () => finding)] });
    // Twelve findings of three lines each: the plot ran to 290 mm, 8 mm past the margin.
    expect(pastFoot(d)).toEqual([]);
    const plotPage = d.ops.find((o) => o.draw.op === 'text' && o.draw.text.startsWith('Information gathered'))!.page;
    expect(plotPage).toBe(1);
    // The findings and the verdicts stay on the first page, the plot heads the second, before the tables.
    expect(d.texts(0).some((t) => t.text === 'BLUE firing at RED')).toBe(true);
    expect(d.texts(1)[0]!.text.startsWith('Information gathered')).toBe(true);
    // Then each side's table, its charts under it on its page.
    expect(d.pages).toBe(4);
  });

  it('keeps the plot on the first page where it fits there', () => {
    const input = report(tiny, 7);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, referee: ['referee: no breaches in 12 salvos'] });
    expect(pastFoot(d)).toEqual([]);
    expect(d.texts(0).some((t) => t.text.startsWith('Information gathered'))).toBe(true);
    // Then each side's table, its charts under it on its page.
    expect(d.pages).toBe(3);
  });

  it("sets a tall board's charts whole on a page, not the next moment's past the foot", () => {
    // 5 columns × 20 rows: 6.5 mm cells, charts 137 mm tall; the second moment's began at 188 mm
    // (under the 207 mm the page's test allowed) and ran to 325 mm, off the paper.
    const tall = makeVariant({ rows: 20, columns: 5, fleet: [shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const input = report(tall, 17);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    expect(pastFoot(d)).toEqual([]);
    // Each side's three moments, one a page: a chart title and a heatmap title on each.
    const titles = d.ops.filter((o) => o.draw.op === 'text' && /enemy waters after salvo/u.test(o.draw.text)).map((o) => o.page);
    expect(titles).toHaveLength(6);
    expect(new Set(titles).size).toBe(6);
  });
});
