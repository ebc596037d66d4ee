/**
 * An estimate's error so small that it rounds to 0 beside its figure is written to its first digit
 * that is not 0, never `±0.00` or `±0.0` (which says the figure exact): in the table's expected
 * hits, the Σ column, the totals line, the verdict's figures and the suggestion's expected hits,
 * in English, Russian and Polish (`errorDecimalsAt`).
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type SalvoFigures } from '../../src/analysis/analyze.js';
import { formatAnalysis, formatSuggestion } from '../../src/analysis/format.js';
import type { Inferrer } from '../../src/analysis/posterior.js';
import { analysisText, errorDecimalsAt } from '../../src/analysis/report-text.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { makeVariant } from '../helpers/make-variant.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
const brute = bruteInferrer();
const played = analyzeGame({ variant: tiny, salvos }, brute);

/** The game with blue's salvos changed by `change`. */
function withBlue(change: (f: SalvoFigures, k: number) => SalvoFigures): GameAnalysis {
  const [blue, ...rest] = played.sides;
  return { ...played, sides: [{ ...blue!, salvos: blue!.salvos.map(change) }, ...rest] };
}

/** An error written as none: `±` then 0, a decimal mark and only 0s. */
const writtenAsNone = /±\s?0[.,]0+(?![0-9])/u;

describe('errorDecimalsAt', () => {
  it('keeps the figure’s decimals where the error shows in them, else goes to its first digit that is not 0', () => {
    expect(errorDecimalsAt(0.2, 1)).toBe(1);
    expect(errorDecimalsAt(0.05, 1)).toBe(1);
    expect(errorDecimalsAt(0.04, 1)).toBe(2);
    expect(errorDecimalsAt(0.004, 1)).toBe(3);
    expect(errorDecimalsAt(0.004, 2)).toBe(3);
    expect(errorDecimalsAt(0.0004, 2)).toBe(4);
    expect(errorDecimalsAt(0, 2)).toBe(2);
  });

  it('never writes a positive error as 0', () => {
    for (const d of [1, 2]) for (const e of [0.049, 0.0123, 0.0051, 0.0049, 0.001, 0.0009, 0.00042, 0.00011, 0.000051]) expect(e.toFixed(errorDecimalsAt(e, d))).toMatch(/[1-9]/u);
  });
});

describe('an error that rounds to 0 beside its figure', () => {
  const tinyError = withBlue((f, k) => (k === 0 ? { ...f, expectedHits: 0.5, expectedHitsError: 0.0004 } : k === 3 ? { ...f, total: { ...f.total, expectedHits: 7.8, expectedHitsError: 0.004 } } : f));

  it.each(['en', 'ru', 'pl'])('is not written ±0.00 in the table, Σ or the totals line (%s)', (lang) => {
    const out = formatAnalysis(tinyError, tiny, (s) => s, (id) => id, analysisText(lang, true));
    const mark = lang === 'en' ? '.' : ',';
    expect(out).toContain(`0${mark}50±0${mark}0004`);
    expect(out).toContain(`7${mark}8±0${mark}004`);
    expect(out).not.toMatch(writtenAsNone);
  });

  it('is not written ±0.0 in the verdict', () => {
    const fuzzed: Inferrer = (variant, evidence) => ({ ...brute(variant, evidence), exact: false, count: -1n, stdError: new Array<number>(variant.board.rows * variant.board.columns).fill(0.000002) });
    const blue = analyzeGame({ variant: tiny, salvos }, fuzzed).sides[0]!;
    expect(blue.salvos.at(-1)!.total.expectedHitsError).toBeGreaterThan(0);
    expect(blue.salvos.at(-1)!.total.expectedHitsError).toBeLessThan(0.005);
    expect(blue.verdict.text).toMatch(/\d±0\.0*[1-9]/u);
    expect(blue.verdict.text).not.toMatch(writtenAsNone);
  });

  it('is not written ± 0.000 under a suggestion', () => {
    const s = { goal: 'hits' as const, owed: { min: 2, max: 2 }, cells: [0, 1], probabilities: [0.5, 0.25], expectedHits: 0.75, expectedBits: 1.81, exact: false, stdErrors: [0.0002, 0.0002], expectedHitsError: 0.0004, notes: [] };
    expect(formatSuggestion(s, makeVariant(), 'red')).toContain('0.75 ± 0.0004');
    expect(formatSuggestion(s, makeVariant(), 'red', suggestText('ru'))).toContain('0,75 ± 0,0004');
  });
});
