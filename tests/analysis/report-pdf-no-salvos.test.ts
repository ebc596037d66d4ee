/**
 * The PDF analysis report of a game in which no side has fired yet (a record just begun): its
 * first page drew the information plot all the same, an empty frame with an axis from 0 to 1 and
 * no line, where the text report has no plot and each verdict says "no salvos to judge". It now
 * draws no plot; a game with a salvo keeps it, a side that has not fired drawing no line.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

const infer = bruteInferrer();
const isPlotTitle = (t: string): boolean => t.startsWith('Information gathered') || t.startsWith('Expected hits');

function drawn(salvos: ReturnType<typeof tinyGame>): { texts: string[]; rects: number } {
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const d = new RecordingDrawing();
  drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Game' });
  return { texts: d.texts(0).map((t) => t.text), rects: d.ops.filter((o) => o.page === 0 && o.draw.op === 'rect').length };
}

describe('the PDF report of a game with no salvos', () => {
  it('draws no information plot, as the text report has none', () => {
    const none = drawn([]);
    // Tiny's salvos are single shots: each side's verdict says it has none to judge.
    expect(none.texts.filter((t) => t === 'No shots to judge')).toHaveLength(2);
    expect(none.texts.some(isPlotTitle)).toBe(false);
    // No frame, no salvo axis.
    expect(none.rects).toBe(0);
    expect(none.texts.filter((t) => t === 'salvo' || t === 'shot')).toEqual([]);
  });

  it('keeps the plot once a side has fired', () => {
    const one = drawn(tinyGame().slice(0, 1));
    expect(one.texts.some(isPlotTitle)).toBe(true);
    expect(one.rects).toBeGreaterThan(0);
  });
});
