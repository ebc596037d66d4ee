/**
 * analyze's verdict on estimated positions carries the estimate's errors (`skillError`,
 * `luckError`), in its figures and its sentence, and its words claim no more than those errors
 * allow: a range of aim where `VERDICT_Z` errors either side straddle a band, "perhaps lucky"
 * where they straddle two spreads. Checked on the 5×5 game of ./helpers/tiny.ts, against brute
 * force, with the Markov chain forced and with brute force's chances given made-up errors.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, evidenceBefore, VERDICT_Z, type AimWord, type PlayedSalvo, type SideAnalysis } from '../../src/analysis/analyze.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import type { Inferrer } from '../../src/analysis/posterior.js';
import { aimDecimals, analysisText } from '../../src/analysis/report-text.js';
import { allLayouts, announce, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const chainOnly: Inferrer = (variant, evidence) => chainPosterior(variant, evidence, { sweeps: 2000, chains: 8, errors: true, enumerateShips: 0, enumerationBudget: 0, seed: '1' });
const brute = bruteInferrer();
/** Brute force's chances, said to be an estimate with standard error `x` on every cell. */
const fuzzed = (x: number): Inferrer => (variant, evidence) => ({ ...brute(variant, evidence), exact: false, count: -1n, stdError: new Array<number>(variant.board.rows * variant.board.columns).fill(x) });

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });

/** The aim's bands, as commands.md gives them. */
const band = (skill: number): AimWord => (skill >= 0.95 ? 'near-perfect' : skill >= 0.8 ? 'good' : skill >= 0.6 ? 'fair' : 'poor');

/** The skill's error bound worked out from the side's cells and their standard errors, each position's re-estimated with `infer`. */
function skillErrorOf(side: SideAnalysis, infer: Inferrer, input: { salvos: readonly PlayedSalvo[] }): number {
  const skill = side.verdict.skill!;
  let sum = 0;
  side.salvos.forEach((f, k) => {
    const se = infer(tiny, evidenceBefore({ variant: tiny, salvos: input.salvos }, side.side, k)).stdError!;
    const fresh = f.cells.filter((_, i) => f.probabilityErrors![i]! > 0 || f.probabilities[i]! > 0);
    for (const c of new Set([...fresh, ...f.bestCells])) {
      const mine = fresh.includes(c) ? 1 : 0;
      const best = f.bestCells.includes(c) ? 1 : 0;
      sum += Math.abs(mine - skill * best) * se[c]!;
    }
  });
  return sum / side.salvos.at(-1)!.total.bestExpectedHits;
}

describe("analyze's verdict on estimated positions", () => {
  const estimated = analyzeGame({ variant: tiny, salvos }, chainOnly);
  const exact = analyzeGame({ variant: tiny, salvos }, brute);

  it('gives skill and luck their errors, with the truth within a few of them; none where counted exactly', () => {
    estimated.sides.forEach((side, s) => {
      const v = side.verdict;
      const truth = exact.sides[s]!.verdict;
      expect(v.skillError).toBeGreaterThan(0);
      expect(v.skillError).toBeCloseTo(skillErrorOf(side, chainOnly, { salvos }), 12);
      // Every shot's hits were announced: luck's error is the expected hits'.
      expect(v.luckError).toBeCloseTo(side.salvos.at(-1)!.total.expectedHitsError!, 12);
      expect(Math.abs(v.skill! - truth.skill!)).toBeLessThanOrEqual(4 * v.skillError! + 1e-9);
      expect(Math.abs(v.luck! - truth.luck!)).toBeLessThanOrEqual(4 * v.luckError! + 1e-9);
      expect(truth.skillError).toBeNull();
      expect(truth.luckError).toBeNull();
    });
  });

  it('writes them in the sentence, as the totals line writes its figures', () => {
    const v = estimated.sides[0]!.verdict;
    const total = estimated.sides[0]!.salvos.at(-1)!.total;
    const e = v.skillError! * 100;
    expect(v.text).toContain(`${(v.skill! * 100).toFixed(0)}±${e >= 0.95 ? e.toFixed(0) : e >= 0.05 ? e.toFixed(1) : e.toFixed(Math.max(2, -Math.floor(Math.log10(e))))}% of the best expected hits`);
    const withError = (x: number, err: number, d = 1): string => `${x.toFixed(d)}±${err.toFixed(err >= 0.5 * 10 ** -d ? d : Math.max(d + 1, -Math.floor(Math.log10(err))))}`;
    // The aim's figures to as many decimals as make their share the one written, within its error.
    const d = aimDecimals(total.expectedHits, total.bestExpectedHits, v.skill!, v.skillError);
    expect(v.text).toContain(`(${withError(total.expectedHits, total.expectedHitsError!, d)} of ${withError(total.bestExpectedHits, total.bestExpectedHitsError!, d)})`);
    const written = Number(total.expectedHits.toFixed(d)) / Number(total.bestExpectedHits.toFixed(d));
    expect(Math.abs(written - v.skill!)).toBeLessThanOrEqual(Math.max(0.005, v.skillError!));
    expect(v.text).toContain(`${withError(total.judgedExpectedHits, total.expectedHitsError!)} expected (${v.luck! >= 0 ? '+' : '\u2212'}${withError(Math.abs(v.luck!), v.luckError!)}, spread ±${v.luckSpread!.toFixed(1)})`);
    // The text report says the same sentence.
    const report = formatAnalysis(estimated, tiny, (s) => s, (id) => id);
    expect(report).toContain(`verdict: ${v.text}\n`);
    // Counted exactly, no error is written.
    expect(exact.sides[0]!.verdict.text).not.toMatch(/\d±/u);
  });

  it('has no error in the skill of a side that fired the best salvo every time', () => {
    // Blue fires, salvo by salvo, the best salvo the analysis names for the position.
    const red = layouts[200]!;
    const game: PlayedSalvo[] = [];
    const fired = new Set<number>();
    for (let k = 0; k < 4; k++) {
      const probe = analyzeGame({ variant: tiny, salvos: [...game, { side: 'blue', cells: [24], announcement: announce(tiny, red, fired, [24]) }] }, brute);
      const cells = probe.sides[0]!.salvos[k]!.bestCells;
      game.push({ side: 'blue', cells, announcement: announce(tiny, red, fired, cells) });
      for (const c of cells) fired.add(c);
    }
    const blue = analyzeGame({ variant: tiny, salvos: game }, fuzzed(0.05)).sides[0]!;
    expect(blue.verdict.skill).toBeCloseTo(1, 12);
    expect(blue.salvos.at(-1)!.total.expectedHitsError).toBeGreaterThan(0);
    expect(blue.verdict.skillError).toBeCloseTo(0, 12);
    expect(blue.verdict.figures?.aim).toBe('near-perfect');
    expect(blue.verdict.text).toMatch(/^near-perfect aim: 100% /u);
  });
});

describe("the verdict's words, where the estimate's errors straddle a bound", () => {
  const truth = analyzeGame({ variant: tiny, salvos }, brute).sides[0]!.verdict;
  // The errors grow with the cells' (every cell's the same here): the skill's and the luck's per unit of it.
  const unit = analyzeGame({ variant: tiny, salvos }, fuzzed(1e-3)).sides[0]!.verdict;
  const skillPerUnit = unit.skillError! / 1e-3;
  const luckPerUnit = unit.luckError! / 1e-3;
  const thresholds = [0.6, 0.8, 0.95];
  const nearest = thresholds.reduce((a, b) => (Math.abs(b - truth.skill!) < Math.abs(a - truth.skill!) ? b : a));
  const gap = Math.abs(truth.skill! - nearest);

  it('names a range of aim where the skill within VERDICT_Z errors crosses a band, one word where it does not', () => {
    expect(gap).toBeGreaterThan(0);
    // Errors that reach 1.5 times past the nearest band's bound.
    const wide = analyzeGame({ variant: tiny, salvos }, fuzzed((1.5 * gap) / (VERDICT_Z * skillPerUnit))).sides[0]!.verdict;
    const f = wide.figures!;
    expect(f.aim).toBe(band(wide.skill! - VERDICT_Z * wide.skillError!));
    expect(f.aimUpTo).toBe(band(wide.skill! + VERDICT_Z * wide.skillError!));
    expect(f.aim).not.toBe(f.aimUpTo);
    expect(wide.text.startsWith(`${f.aim} to ${f.aimUpTo} aim: `)).toBe(true);
    expect(analysisText('ru', true).verdict(f, wide.text)).toMatch(/^стрельба от \p{L}+ (\p{L}+ )?до \p{L}+/u);
    expect(analysisText('pl', true).verdict(f, wide.text)).toMatch(/^celność od \p{L}+ (\p{L}+ )?do \p{L}+/u);
    // Errors that stay short of it: the exact count's word.
    const narrow = analyzeGame({ variant: tiny, salvos }, fuzzed((0.5 * gap) / (VERDICT_Z * skillPerUnit))).sides[0]!.verdict;
    expect(narrow.figures!.aim).toBe(band(truth.skill!));
    expect(narrow.figures!.aimUpTo).toBe(band(truth.skill!));
    expect(narrow.text.startsWith(`${band(truth.skill!)} aim: `)).toBe(true);
  });

  it('says "perhaps" lucky or unlucky where the luck within VERDICT_Z errors crosses two spreads, and untold where it crosses both', () => {
    const luck = truth.luck!;
    const sd = truth.luckSpread!;
    // Counted exactly, within two spreads, and not nil: the case to straddle.
    expect(Math.abs(luck)).toBeLessThan(2 * sd);
    expect(luck).not.toBe(0);
    expect(truth.figures!.luck!.word).toBe('as-expected');
    // Errors reaching two spreads from the luck: past the bound on its side only.
    const once = analyzeGame({ variant: tiny, salvos }, fuzzed((2 * sd) / (VERDICT_Z * luckPerUnit))).sides[0]!.verdict;
    expect(VERDICT_Z * once.luckError!).toBeCloseTo(2 * sd, 9);
    const perhaps = luck > 0 ? 'perhaps-lucky' : 'perhaps-unlucky';
    expect(once.figures!.luck!.word).toBe(perhaps);
    expect(once.text).toContain(luck > 0 ? '; perhaps lucky: ' : '; perhaps unlucky: ');
    expect(analysisText('ru', true).verdict(once.figures, once.text)).toContain(luck > 0 ? '; возможно, повезло: ' : '; возможно, не повезло: ');
    expect(analysisText('pl', true).verdict(once.figures, once.text)).toContain(luck > 0 ? '; być może szczęście: ' : '; być może pech: ');
    // Errors past both bounds.
    const both = analyzeGame({ variant: tiny, salvos }, fuzzed((3 * sd + Math.abs(luck)) / (VERDICT_Z * luckPerUnit))).sides[0]!.verdict;
    expect(both.figures!.luck!.word).toBe('untold');
    expect(both.text).toContain('; luck too uncertain to tell: ');
  });
});

describe("the verdict's luck, where a salvo's hits came from an estimated posterior", () => {
  it('marks those hits `~`, as the totals line does, and counts their error in the luck', async () => {
    const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
    // Reports by class, without counts: a salvo of two shots with one hit does not say which shot.
    const v = makeVariant({
      rows: 5,
      columns: 5,
      fleet: [shipClass('three', 3), shipClass('two', 2)],
      placement: { diagonal: false, spacing: 'may-touch' },
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
      turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    });
    const red = allLayouts(v).find((l) => l.some((p) => p.cells.includes(12)) && l.every((p) => !p.cells.includes(0) && !p.cells.includes(1)))!;
    const game: PlayedSalvo[] = [
      { side: 'blue', cells: [0, 1], announcement: announce(v, red, new Set(), [0, 1]) },
      { side: 'blue', cells: [0, 12], announcement: announce(v, red, new Set([0, 1]), [0, 12]) },
    ];
    const x = 0.01;
    const blue = analyzeGame({ variant: v, salvos: game }, fuzzed(x)).sides[0]!;
    const guessed = blue.salvos.filter((f) => f.actualHits !== null && !f.actualExact);
    expect(guessed.length).toBeGreaterThan(0);
    // The fresh cells of each salvo whose hits an estimate gave, each with error x; and the expected hits' errors.
    const fresh = (f: (typeof blue.salvos)[number]): number => f.cells.filter((c, i) => f.cells.indexOf(c) === i && !blue.salvos.some((g) => g.index < f.index && g.cells.includes(c))).length;
    const expectedError = blue.salvos.reduce((s, f) => s + f.expectedHitsError!, 0);
    expect(blue.verdict.luckError).toBeCloseTo(expectedError + guessed.reduce((s, f) => s + fresh(f) * x, 0), 12);
    const total = blue.salvos.at(-1)!.total;
    expect(total.actualExact).toBe(false);
    expect(blue.verdict.text).toContain(`: ~${total.actualHits.toFixed(1)} hits against `);
    expect(analysisText('ru', false).verdict(blue.verdict.figures, blue.verdict.text)).toContain(`попаданий ~${total.actualHits.toFixed(1).replace('.', ',')} при ожидаемых`);
    // Counted exactly and pinned by the posterior after it: no mark.
    const exact = analyzeGame({ variant: v, salvos: game }, brute).sides[0]!;
    expect(exact.salvos.at(-1)!.total.actualExact).toBe(true);
    expect(exact.verdict.text).not.toContain('~');
  });
});

describe("the verdict's share with an error below 0.05%", () => {
  it('is written to the error’s first digit that is not 0, not ±0.0%', () => {
    const v = analyzeGame({ variant: tiny, salvos }, fuzzed(0.00002)).sides[0]!.verdict;
    const e = v.skillError! * 100;
    expect(e).toBeGreaterThan(0);
    expect(e).toBeLessThan(0.05);
    const digits = Math.max(2, -Math.floor(Math.log10(e)));
    expect(v.text).toContain(`${(v.skill! * 100).toFixed(0)}±${e.toFixed(digits)}% of the best expected hits`);
    expect(e.toFixed(digits)).toMatch(/[1-9]/u);
  });
});
