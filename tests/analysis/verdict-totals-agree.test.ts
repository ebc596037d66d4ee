/**
 * Where the verdict's aim figures are not the totals line's (a hospital hit's lost turn weighed, as
 * in Perelman's game, or hits on a decoy that need not be sunk left out), the verdict says what they
 * are: the totals line's expected hits and the best salvos', less what each lost, written so that
 * they add up as read (`8.3 of 17.8: the totals' 9.6 and 19.5 less 1.3 and 1.7`). Where they are
 * the totals line's, nothing is added. In English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { totalsLine } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce } from './helpers/brute-infer.js';

/** Blue's salvos at red's layout `red` (cells as fired), each announced as the rules do. */
function game(variant: Variant, red: ReturnType<typeof allLayouts>[number], salvos: readonly (readonly number[])[]): PlayedSalvo[] {
  const fired = new Set<number>();
  return salvos.map((cells) => {
    const s = { side: 'blue' as const, cells, announcement: announce(variant, red, new Set(fired), cells) };
    for (const c of cells) fired.add(c);
    return s;
  });
}

const words = {
  en: { of: 'of', open: ': the totals\' ', and: ' and ', less: ' less ' },
  ru: { of: 'из', open: ': ', and: ' и ', less: ' из строки «итого» за вычетом ' },
  pl: { of: 'z', open: ': ', and: ' i ', less: ' z wiersza „razem” pomniejszone o ' },
} as const;

describe("the verdict's figures against the totals line", () => {
  // Salvos of two on a 1×8 row; red's ship on 0–1, its hospital on 3–4; blue fires at the hospital's likeliest cells.
  const variant = hospitalLine(8, 2);
  const red = allLayouts(variant).find((l) => l[0]!.cells.join() === '0,1' && l[HOSPITAL]!.cells.join() === '3,4')!;
  const side = analyzeGame({ variant, salvos: game(variant, red, [[3, 4]]) }, engineInferrer).sides[0]!;
  const f = side.verdict.figures!;

  it('keeps the totals line\'s two figures with the verdict', () => {
    const last = side.salvos.at(-1)!.total;
    expect(f.weighed).toBe(true);
    expect(f.totals?.expected).toBeCloseTo(last.expectedHits, 12);
    expect(f.totals?.best).toBeCloseTo(last.bestExpectedHits, 12);
    // The turn weighed makes them differ here (what this test is about).
    expect(last.expectedHits - f.value).toBeGreaterThan(0.05);
  });

  it("adds up the salvos' weighed values, as --json gives them", () => {
    const sum = (pick: (x: (typeof side.salvos)[number]) => number): number => side.salvos.reduce((a, x) => a + pick(x), 0);
    const of = (x: (typeof side.salvos)[number], key: 'value' | 'bestValue'): number | undefined => (x.weighing !== undefined && key in x.weighing ? (x.weighing as Record<typeof key, number>)[key] : undefined);
    expect(sum((x) => of(x, 'value') ?? x.expectedHits)).toBeCloseTo(f.value, 12);
    expect(sum((x) => of(x, 'bestValue') ?? x.bestExpectedHits)).toBeCloseTo(f.best, 12);
  });

  it.each(['en', 'ru', 'pl'] as const)('%s: the totals line\'s figures, less what adds up to the verdict\'s', (lang) => {
    const t = analysisText(lang, false);
    const w = words[lang];
    const text = t.verdict(f, side.verdict.text);
    const n = String.raw`(−?\d+[.,]\d+)`;
    const m = new RegExp(`\\(${n} ${w.of} ${n}${w.open}${n}${w.and}${n}${w.less}${n}${w.and}${n}\\)`, 'u').exec(text);
    expect(m, text).not.toBeNull();
    const [value, best, expected, bestExpected, less, bestLess] = m!.slice(1).map((x) => Number(x.replace(',', '.').replace('−', '-')));
    // As read: the totals' figure less its difference is the verdict's, to the last digit written.
    expect(expected! - less!).toBeCloseTo(value!, 9);
    expect(bestExpected! - bestLess!).toBeCloseTo(best!, 9);
    // And the totals' figures are the totals line's, as it writes them.
    const line = totalsLine(side, t)!;
    expect(line).toContain(t.num(f.totals!.expected, 1));
    expect(line).toContain(t.num(f.totals!.best, 1));
    expect(expected).toBeCloseTo(f.totals!.expected, 1);
    expect(bestExpected).toBeCloseTo(f.totals!.best, 1);
  });

  it('adds nothing where the verdict\'s figures are the totals line\'s', () => {
    const plain = makeVariant({ rows: 1, columns: 6, fleet: [shipClass('ship', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const ship = allLayouts(plain).find((l) => l[0]!.cells.join() === '2,3')!;
    const v = analyzeGame({ variant: plain, salvos: game(plain, ship, [[0], [3]]) }, engineInferrer).sides[0]!.verdict;
    expect(v.figures?.totals).toBeUndefined();
    for (const lang of ['en', 'ru', 'pl'] as const) expect(analysisText(lang, true).verdict(v.figures, v.text)).not.toMatch(/totals'|«итого»|„razem”/u);
  });
});
