/**
 * The verdict's luck is the hits less the expected hits as the sentence writes them, so the three
 * figures add up as read: on a 2×2 sea with one 1-cell ship, a first shot's expected hits are 0.25,
 * written 0.3; a hit is 1 against 0.3 expected (a count known exactly is written whole, in the
 * verdict and the totals line alike), +0.7, not the +0.8 that 1 − 0.25 rounds to. In
 * English, Russian and Polish, and in the PDF report, which draws the same sentence.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { totalsLine } from '../../src/analysis/format.js';
import { analysisText, hitsWritten, luckAsWritten, signedWithError } from '../../src/analysis/report-text.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';

const variant = makeVariant({ rows: 2, columns: 2, fleet: [shipClass('ant', 1)], placement: { diagonal: false, spacing: 'may-touch' } });
const layouts = allLayouts(variant);
// Blue's ant on A1 (cell 0), red's elsewhere: blue misses at A1, red sinks the ant there.
const fleets = { blue: layouts.find((l) => l[0]!.cells.includes(0))!, red: layouts.find((l) => !l[0]!.cells.includes(0))! };
const salvos: PlayedSalvo[] = [
  { side: 'blue', cells: [0], announcement: announce(variant, fleets.red, new Set(), [0]) },
  { side: 'red', cells: [0], announcement: announce(variant, fleets.blue, new Set(), [0]) },
];
const analysis = analyzeGame({ variant, salvos }, bruteInferrer());
const red = analysis.sides.find((s) => s.side === 'red')!;

describe("the verdict's luck, as written", () => {
  it('is the difference of the hits and expected hits rounded first', () => {
    expect(luckAsWritten(1, 0.25)).toBe(0.7);
    expect(luckAsWritten(0, 0.25)).toBe(-0.3);
    expect(luckAsWritten(2.04, 1.96)).toBe(0);
    expect(luckAsWritten(1.26, 0.34)).toBe(1);
  });

  it('adds up in every language: 1 hit against 0.3 expected, +0.7', () => {
    expect(red.verdict.figures?.luck?.expected).toBe(0.25);
    expect(red.verdict.figures?.luck?.actual).toBe(1);
    const said = {
      en: ': 1 hit against 0.3 expected (+0.7, spread ±0.4)',
      ru: ': попаданий 1 при ожидаемых 0,3 (+0,7, разброс ±0,4)',
      pl: ': trafienia 1 wobec oczekiwanych 0,3 (+0,7, rozrzut ±0,4)',
    };
    for (const [lang, words] of Object.entries(said)) expect(analysisText(lang, true).verdict(red.verdict.figures, red.verdict.text)).toContain(words);
  });

  it('signs a luck below the expected with the minus sign, as the ± beside it, not a hyphen: 0 hits against 0.3 expected, −0.3', () => {
    const blue = analysis.sides.find((s) => s.side === 'blue')!;
    expect(blue.verdict.figures?.luck?.expected).toBe(0.25);
    expect(blue.verdict.figures?.luck?.actual).toBe(0);
    const said = {
      en: ': 0 hits against 0.3 expected (\u22120.3, spread ±0.4)',
      ru: ': попаданий 0 при ожидаемых 0,3 (\u22120,3, разброс ±0,4)',
      pl: ': trafienia 0 wobec oczekiwanych 0,3 (\u22120,3, rozrzut ±0,4)',
    };
    for (const [lang, words] of Object.entries(said)) {
      const text = analysisText(lang, true).verdict(blue.verdict.figures, blue.verdict.text);
      expect(text).toContain(words);
      expect(text).not.toContain('(-');
    }
    // The analysis's own sentence (--json's verdict text) alike; its figure stays a number.
    expect(blue.verdict.text).toContain('(\u22120.3, spread');
    expect(blue.verdict.luck).toBeLessThan(0);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant, salvos, analysis, infer: bruteInferrer(), name: (s) => s, className: (id) => id, title: 'Tiny' });
    expect(d.texts(0).map((t) => t.text).join(' ')).toContain('(\u22120.3, spread');
    expect(missingGlyphs('\u2212')).toEqual([]);
  });

  it('writes a luck of nothing without a sign: 1 hit against 1.0 expected, 0.0, not +0.0', () => {
    // Blue fires two shots (A1, and the cell beside it), missing, then one at the cell red's ant is on: 0.25 + 0.25 + 0.5 expected, 1 hit (the spread ±0.8: each shot's own, √(2 × 0.1875 + 0.25)).
    const redAnt = fleets.red[0]!.cells[0]!;
    const others = [0, 1, 2, 3].filter((c) => c !== redAnt);
    const even: PlayedSalvo[] = [
      { side: 'blue', cells: others.slice(0, 2), announcement: announce(variant, fleets.red, new Set(), others.slice(0, 2)) },
      { side: 'blue', cells: [redAnt], announcement: announce(variant, fleets.red, new Set(others.slice(0, 2)), [redAnt]) },
    ];
    const blue = analyzeGame({ variant, salvos: even }, bruteInferrer()).sides.find((s) => s.side === 'blue')!;
    expect(blue.verdict.figures?.luck?.expected).toBeCloseTo(1, 9);
    expect(blue.verdict.figures?.luck?.actual).toBe(1);
    const said = {
      en: ': 1 hit against 1.0 expected (0.0, spread ±0.8)',
      ru: ': попаданий 1 при ожидаемых 1,0 (0,0, разброс ±0,8)',
      pl: ': trafienia 1 wobec oczekiwanych 1,0 (0,0, rozrzut ±0,8)',
    };
    for (const [lang, words] of Object.entries(said)) expect(analysisText(lang, true).verdict(blue.verdict.figures, blue.verdict.text)).toContain(words);
    expect(blue.verdict.text).toContain('(0.0, spread');
    // A figure a few hundredths from 0, and one with an estimate's error, are written alike: no sign either side.
    const num = (x: number, d: number): string => x.toFixed(d);
    expect(signedWithError(num, 0.04, null)).toBe('0.0');
    expect(signedWithError(num, -0.04, null)).toBe('0.0');
    expect(signedWithError(num, -0.04, 0.2)).toBe('0.0±0.2');
    expect(signedWithError(num, 0.06, null)).toBe('+0.1');
    expect(signedWithError(num, -0.06, 0.2)).toBe('\u22120.1±0.2');
  });

  it('writes a count of hits known exactly whole in the totals line, where the expected hits keep their tenth', () => {
    const said = { en: 'expected 0.3 hits, actual 1, ', ru: 'ожидалось попаданий 0,3, попаданий 1, ', pl: 'oczekiwane trafienia 0,3, trafienia 1, ' };
    for (const [lang, words] of Object.entries(said)) expect(totalsLine(red, analysisText(lang, true))).toContain(words);
  });

  it('writes an estimate of hits with ~ and its tenth, a whole count without either', () => {
    const num = (x: number, d: number): string => x.toFixed(d);
    expect(hitsWritten(num, 14, true)).toBe('14');
    expect(hitsWritten(num, 14, false)).toBe('~14.0');
    expect(hitsWritten(num, 14.3, false)).toBe('~14.3');
    expect(hitsWritten(num, 0, true)).toBe('0');
  });

  it('adds up in the PDF report', () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant, salvos, analysis, infer: bruteInferrer(), name: (s) => s, className: (id) => id, title: 'Tiny' });
    const page = d
      .texts(0)
      .map((t) => t.text)
      .join(' ');
    expect(page).toContain('(+0.7, spread');
    expect(page).not.toContain('+0.8');
  });
});
