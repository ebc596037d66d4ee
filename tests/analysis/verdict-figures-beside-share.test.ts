/**
 * Where the best salvo weighs the hospital's lost turn (Perelman), the verdict's skill figures
 * follow their share at once (`47% of the best expected hits (8.3 of 17.8), each salvo's less …`),
 * not after the long clause saying how the best is weighed, where they read as a figure of the
 * clause's last words (`… while another ship is afloat (8.3 of 17.8)`). In en, ru and pl.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce } from './helpers/brute-infer.js';

describe('the weighed verdict: its figures beside its share', () => {
  // Salvos of two on a 1×8 row; red's ship on 0–1, its hospital on 3–4; blue fires 3 and 6.
  const variant = hospitalLine(8, 2);
  const red = allLayouts(variant).find((l) => l[0]!.cells.join() === '0,1' && l[HOSPITAL]!.cells.join() === '3,4')!;
  const verdict = analyzeGame({ variant, salvos: [{ side: 'blue', cells: [3, 6], announcement: announce(variant, red, new Set(), [3, 6]) }] }, engineInferrer).sides[0]!.verdict;
  const f = verdict.figures!;

  it.each([
    ['en', 'of the best expected hits (', '), each salvo'],
    ['ru', 'лучших ожидаемых попаданий (', '), у каждого залпа'],
    ['pl', 'najlepszych oczekiwanych trafień (', '), dla każdej salwy'],
  ] as const)('%s', (lang, before, after) => {
    expect(f.weighed).toBe(true);
    const text = analysisText(lang, false).verdict(f, verdict.text);
    // The share, then at once its two figures (as the verdict writes them: a tenth, or as many decimals as the share needs).
    const at = text.indexOf(before);
    expect(at).toBeGreaterThan(0);
    // Where they are not the totals line's, what they are less follows them (verdict-totals-agree.test.ts).
    const figures = text.slice(at + before.length, text.indexOf(after, at)).split(':')[0]!;
    expect(figures).toMatch(/^\d+[.,]\d+ (of|из|z) \d+[.,]\d+$/u);
    const [value, best] = figures.split(/ (?:of|из|z) /u).map((x) => Number(x.replace(',', '.')));
    expect(value).toBeCloseTo(f.value, 1);
    expect(best).toBeCloseTo(f.best, 1);
    // Said once, and not after the clause.
    expect(text.split(`(${figures}`)).toHaveLength(2);
    expect(text).not.toMatch(/ship \(|корабль \(|chroniony \(/u);
  });
});
