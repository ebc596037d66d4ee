/**
 * analyze's `certain:` line is said one way on the terminal and in the PDF report: `броненосец
 * никогда`, `two after shot 4`, in every language, not `броненосец: никогда` and `two: shot 4` in
 * the PDF beside `броненосец никогда` in the text (docs/commands.md: "as the PDF report says them").
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport, headingCase } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { singleShots } from '../../src/variant/model.js';
import { allLayouts, playedGame } from './helpers/brute-infer.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

// Two two-cell ships and a one-cell one on 3×3, ships may touch: blue's first four shots make the
// two-cell class certain (its ships never), the one-cell ship is never found in the shots kept.
const variant = makeVariant({
  rows: 3,
  columns: 3,
  fleet: [shipClass('two', 2, { count: 2 }), shipClass('one', 1)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const layouts = allLayouts(variant);
const red = layouts.find((l) => {
  const twos = l.filter((p) => p.classIndex === 0).map((p) => p.cells.join(','));
  return twos.includes('0,1') && twos.includes('3,4') && l.some((p) => p.classIndex === 1 && p.cells[0] === 8);
})!;
const salvos = playedGame(variant, { blue: layouts[0]!, red }, { blue: [0, 4, 1, 3, 2, 5, 6, 7, 8], red: [0, 1, 2, 3, 4, 5, 6, 7, 8] }).slice(0, 10);

describe('the certain line, text and PDF alike', () => {
  it.each(['en', 'ru', 'pl'])('in %s', (lang) => {
    const analysis = analyzeGame({ variant, salvos }, engineInferrer);
    const t = analysisText(lang, singleShots(variant));
    const heads = { en: 'certain: ', ru: 'точно известны: ', pl: 'pewne: ' }[lang]!;
    const text = formatAnalysis(analysis, variant, (s) => s, (id) => id, t).split('\n').find((l) => l.startsWith(heads));
    // The one-cell class was never certain: said after its name, with no colon between.
    expect(text).toContain({ en: 'one never', ru: 'one никогда', pl: 'one nigdy' }[lang]);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant, salvos, analysis, infer: engineInferrer, name: (s) => s, className: (id) => id, title: 'Touching ships', text: t, lang });
    const pdf = d.texts().map((x) => x.text).find((x) => x.startsWith(headingCase(heads, lang).trimEnd()));
    expect(pdf).toBe(headingCase(text!, lang));
  });
});
