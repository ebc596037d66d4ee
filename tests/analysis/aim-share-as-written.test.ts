/**
 * The verdict's aim share agrees with the two figures written beside it: on a 1×4 sea with one
 * 2-cell ship, blue's shots at A1 (a hit) and C1 have 1/3 expected hits where the best shots had
 * 5/3: 20% of the best, written (0.33 of 1.67), not (0.3 of 1.7), which is 18%. Figures that agree
 * at a tenth stay at a tenth. In English, Russian and Polish, and in the PDF report, which draws the
 * same sentence.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { aimDecimals, analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';

const variant = makeVariant({ rows: 1, columns: 4, fleet: [shipClass('ant', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
const layouts = allLayouts(variant);
// Red's ship on A1–B1 (cells 0 and 1).
const red = layouts.find((l) => l[0]!.cells.includes(0) && l[0]!.cells.includes(1))!;
const game = (cells: readonly number[]): PlayedSalvo[] => cells.map((c, i) => ({ side: 'blue', cells: [c], announcement: announce(variant, red, new Set(cells.slice(0, i)), [c]) }));
const verdictOf = (cells: readonly number[]) => {
  const salvos = game(cells);
  const analysis = analyzeGame({ variant, salvos }, bruteInferrer());
  const blue = analysis.sides.find((s) => s.side === 'blue')!;
  return { salvos, analysis, verdict: blue.verdict };
};

describe("the verdict's aim share, as written", () => {
  it('writes the figures to as many decimals as make the share theirs', () => {
    expect(aimDecimals(1 / 3, 5 / 3, 0.2)).toBe(2);
    expect(aimDecimals(0.25, 0.35, 0.25 / 0.35)).toBe(2);
    expect(aimDecimals(15.3, 19.9, 15.3 / 19.9)).toBe(1);
    expect(aimDecimals(0, 0, 1)).toBe(1);
    // Estimated: within the share's error (0.3%), 1.16 of 1.28 (90.6%) agrees with 90.4%; 1.2 of 1.3 (92%) does not.
    expect(aimDecimals(1.161, 1.284, 1.161 / 1.284, 0.003)).toBe(2);
  });

  it('agrees in every language: 20% of the best expected hits (0.33 of 1.67)', () => {
    const { verdict } = verdictOf([0, 2]);
    expect(verdict.figures!.skill).toBeCloseTo(0.2, 10);
    const said = {
      en: 'poor aim: 20% of the best expected hits (0.33 of 1.67)',
      ru: 'слабая стрельба: 20% лучших ожидаемых попаданий (0,33 из 1,67)',
      pl: '(0,33 z 1,67)',
    };
    for (const [lang, words] of Object.entries(said)) {
      const text = analysisText(lang, true).verdict(verdict.figures, verdict.text);
      expect(text).toContain(words);
      expect(text).not.toMatch(/0[.,]3 (?:of|из|z) 1[.,]7/u);
    }
  });

  it('stays at a tenth where a tenth agrees, and goes to a thousandth where a hundredth does not', () => {
    // B1 alone: the best shot, 2/3 expected hits: 100%, (0.7 of 0.7).
    const best = verdictOf([1]).verdict;
    expect(analysisText('en', true).verdict(best.figures, best.text)).toContain('100% of the best expected hits (0.7 of 0.7)');
    // A1 alone: 1/3 against 2/3, 50%: (0.3 of 0.7) is 43%, (0.33 of 0.67) 49%.
    const half = verdictOf([0]).verdict;
    expect(analysisText('en', true).verdict(half.figures, half.text)).toContain('50% of the best expected hits (0.333 of 0.667)');
  });

  it('agrees in the PDF report', () => {
    const { salvos, analysis } = verdictOf([0, 2]);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant, salvos, analysis, infer: bruteInferrer(), name: (s) => s, className: (id) => id, title: 'Tiny' });
    const page = d
      .texts(0)
      .map((t) => t.text)
      .join(' ');
    expect(page).toContain('(0.33 of 1.67)');
    expect(page).not.toContain('(0.3 of 1.7)');
  });
});
