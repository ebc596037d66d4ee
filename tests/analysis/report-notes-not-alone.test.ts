/**
 * A side's table in the analysis PDF whose notes run over onto the next page: the side's charts
 * follow them on that page, not on a page of their own after a page of two lines. Statki's
 * example game (45 shots of a side) printed its columns' key to two lines on page 3 of 6, white
 * below them. Checked for every length of a side's table around a page's worth of rows.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, type AnalysisReportInput } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';

// 8×8, one boat of one cell: 64 layouts, a side's table a row a shot, up to 63 misses.
const boats = makeVariant({
  rows: 8,
  columns: 8,
  fleet: [shipClass('boat', 1)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const layouts = allLayouts(boats);
const A4_FOOT = 297 - 15;

function report(shots: number): RecordingDrawing {
  // Each boat in the last cell; each side misses `shots` times from the first cell on.
  const plan = Array.from({ length: shots }, (_, i) => i);
  const salvos = playedGame(boats, { blue: layouts.at(-1)!, red: layouts.at(-1)! }, { blue: plan, red: plan });
  const infer = bruteInferrer();
  const input: AnalysisReportInput = { variant: boats, salvos, analysis: analyzeGame({ variant: boats, salvos }, infer), infer, name: (s) => s.toUpperCase(), className: (id) => id, title: 'Test game' };
  const d = new RecordingDrawing();
  drawAnalysisReport(d, input);
  return d;
}

describe("a side's table notes run over onto a page", () => {
  const spilled: number[] = [];
  it.each(Array.from({ length: 14 }, (_, i) => 40 + i))('%i shots a side: no page of notes alone, nothing past the foot', (shots) => {
    const d = report(shots);
    const pages = Math.max(...d.ops.map((o) => o.page)) + 1;
    for (let p = 0; p < pages; p++) {
      const ops = d.ops.filter((o) => o.page === p);
      // Every page holds a table, a chart or the plot: some rule or box, not lines of text alone.
      expect(ops.some((o) => o.draw.op !== 'text' && o.draw.op !== 'page'), `page ${p + 1} of ${pages}: ${ops.map((o) => (o.draw.op === 'text' ? o.draw.text : o.draw.op)).join(' / ').slice(0, 200)}`).toBe(true);
      // The charts under the notes they follow stay above the foot's margin.
      for (const o of ops) {
        const b = boundsOf(o.draw);
        if (b !== undefined) expect(b.bottom).toBeLessThanOrEqual(A4_FOOT + 0.25);
      }
    }
    // Where the columns' key ends on the page of the side's charts legend, the notes ran over.
    const texts = d.ops.flatMap((o) => (o.draw.op === 'text' ? [{ page: o.page, ...o.draw }] : []));
    const legend = texts.find((t) => t.text.startsWith('Left, the enemy'));
    expect(legend).toBeDefined();
    if (texts.some((t) => t.page === legend!.page && t.y < legend!.y && t.style.size === 8)) spilled.push(shots);
  });
  it('the case arises among those lengths', () => {
    expect(spilled.length).toBeGreaterThan(0);
  });
});
