/**
 * Past the budget, with reports that count hits by class per salvo, the engine's estimate comes
 * from the analysis chain (src/analysis/chain-estimate.ts, `InferOptions.estimate`): checked
 * here against the brute-force enumerator (./brute.ts) on small boards with diagonal ships,
 * polyomino ships and no side contact, on many generated positions (seeded: the same every run).
 * Every estimated probability must lie within a few of its standard errors of the exact one,
 * and the chains must say they agree.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainEstimate } from '../../src/analysis/chain-estimate.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import type { InferenceResult } from '../../src/inference/engine.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { readRecordFile } from '../../src/record/store.js';
import { gridTwenty, gridTwentyGame } from '../helpers/grid-twenty.js';
import { createRng } from '../../src/core/rng.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { breathe } from '../helpers/breathe.js';
import { announce, bruteInfer, bruteLayouts, type BruteShip } from './brute.js';
import { inferApart, type InferCall } from './infer-apart.js';

const perSalvo = { timing: 'per-salvo', by: 'class', counts: true, sunk: true } as const;

/** Straight ships that may lie diagonally, and a skew tetromino, none touching side to side. */
const diagonalAndSkew = makeVariant({
  rows: 6,
  columns: 6,
  fleet: [shipClass('three', 3), shipClass('two', 2), shapeClass('skew', [[0, 0], [0, 1], [1, 1], [1, 2]])],
  placement: { diagonal: true, spacing: 'no-side-contact' },
  report: perSalvo,
});

/** Two equal diagonal ships and an L tromino that may not touch at all; counts without sinkings. */
const twinsAndEll = makeVariant({
  rows: 6,
  columns: 6,
  fleet: [shipClass('three', 3, { count: 2 }), shapeClass('ell', [[0, 0], [1, 0], [1, 1]])],
  placement: { diagonal: true, spacing: 'no-contact' },
  report: { ...perSalvo, sunk: false },
});

const layoutsOf = new Map<Variant, BruteShip[][]>();
function layouts(variant: Variant): BruteShip[][] {
  if (!layoutsOf.has(variant)) layoutsOf.set(variant, bruteLayouts(variant));
  return layoutsOf.get(variant)!;
}

/** A game in progress, seeded: a fleet drawn among all legal ones, `salvos` salvos of `shots` cells never fired before, announced honestly. */
function position(variant: Variant, seed: number, salvos: number, shots: number): Evidence {
  const rng = createRng(`position ${seed}`);
  const all = layouts(variant);
  const layout = all[Math.floor(rng() * all.length)]!;
  const n = variant.board.rows * variant.board.columns;
  const fired = new Set<number>();
  const cells: number[][] = [];
  for (let t = 0; t < salvos; t++) {
    const salvo: number[] = [];
    while (salvo.length < shots && fired.size < n) {
      const c = Math.floor(rng() * n);
      if (fired.has(c)) continue;
      fired.add(c);
      salvo.push(c);
    }
    cells.push(salvo);
  }
  return { salvos: cells.map((c, t) => ({ cells: c, announcement: announce(variant, layout, cells, t) })) };
}

interface Misfit {
  readonly worstZ: number;
  readonly rhat: number;
}

/** The chain's estimate of `evidence` against brute force: the largest error in standard errors, over every cell and class. */
function compare(variant: Variant, evidence: Evidence, seed: number, budgetMs: number): Misfit {
  const exact = bruteInfer(variant, evidence, layouts(variant));
  expect(exact.count).toBeGreaterThan(0n);
  const est = chainEstimate(variant, evidence, { work: WorkMeter.ms(budgetMs), seed });
  expect(est).not.toBeNull();
  expect(est!.exact).toBe(false);
  expect(est!.method).toBe('chain');
  expect(est!.count).toBe(-1n);
  expect(est!.samples).toBeGreaterThan(0);
  let worstZ = 0;
  const z = (e: number, x: number, se: number): number => Math.abs(e - x) / Math.max(se, 1e-3);
  exact.marginal.forEach((p, c) => (worstZ = Math.max(worstZ, z(est!.marginal[c]!, p, est!.stdError![c]!))));
  for (const cls of variant.fleet) {
    exact.classMarginal[cls.id]!.forEach((p, c) => (worstZ = Math.max(worstZ, z(est!.classMarginal[cls.id]![c]!, p, est!.classStdError![cls.id]![c]!))));
  }
  return { worstZ, rhat: est!.mixing!.rhat };
}

describe('the chain estimate past the budget, against brute force', () => {
  for (const [name, variant] of [
    ['diagonal ships and a skew tetromino, no side contact, counts and sinkings', diagonalAndSkew],
    ['two diagonal threes and an L tromino, no contact, counts', twinsAndEll],
  ] as const) {
    it(name, async () => {
      const fits: Misfit[] = [];
      for (let seed = 1; seed <= 12; seed++) {
        const evidence = position(variant, seed, 1 + (seed % 4), 4);
        fits.push(compare(variant, evidence, seed, 150));
        await breathe();
      }
      // About 150 comparisons a position: honest standard errors put the largest near 3.
      for (const f of fits) expect(f.worstZ).toBeLessThan(5);
    });
  }

  it('is the same for the same seed', () => {
    const evidence = position(diagonalAndSkew, 5, 3, 4);
    const a = chainEstimate(diagonalAndSkew, evidence, { work: WorkMeter.ms(50), seed: 9 })!;
    const b = chainEstimate(diagonalAndSkew, evidence, { work: WorkMeter.ms(50), seed: 9 })!;
    expect(b).toEqual(a);
  });
});

describe('the example games with a tiny budget, against the exact answer', () => {
  const load = async (name: string) => {
    const f = await readRecordFile(join(import.meta.dirname, '..', '..', 'examples', `${name}.yaml`), loadRecordVariant);
    if (!f.ok) throw new Error(`examples/${name}.yaml does not load`);
    return f;
  };
  for (const name of ['jutland', 'perelman']) {
    it(`${name}: the chain, and the whole fallback (infer past a budget of 1), within a few standard errors of the exact chances`, async () => {
      const { variant, record } = await load(name);
      // Each position's exact answer, the chain's and the whole fallback's, in a worker thread (./infer-apart.ts).
      const calls: InferCall[] = [];
      for (const side of variant.turns.sides) {
        const all = evidenceFromRecord(variant, record, side.id).salvos.length;
        for (const k of [1, Math.ceil(all / 3), Math.ceil((2 * all) / 3)]) {
          const evidence = evidenceFromRecord(variant, record, side.id, k);
          calls.push({ evidence }, { evidence, chain: { ms: 300, seed: k } }, { evidence, options: { budgetMs: 1, seed: k }, withChain: true });
        }
      }
      expect(calls).toHaveLength(3 * 3 * variant.turns.sides.length);
      const answers = await inferApart(variant, calls);
      for (let i = 0; i < answers.length; i += 3) {
        const [exact, chained, fallback] = [answers[i]!, answers[i + 1]!, answers[i + 2]!];
        expect(exact.exact).toBe(true);
        for (const est of [chained, fallback]) {
          if (est.exact) {
            // Few layouts: the engine's search still counts them past the budget.
            expect(est.count).toBe(exact.count);
            continue;
          }
          exact.marginal.forEach((p, c) => expect(Math.abs(est.marginal[c]! - p)).toBeLessThanOrEqual(5 * Math.max(est.stdError![c]!, 1e-3)));
        }
      }
    });
  }
});

describe('salvo infer on a large designer variant (tests/helpers/grid-twenty.ts)', () => {
  it('after four salvos of counted reports, estimates by a Markov chain, with standard errors, where the samplers found no layout', async () => {
    const variant = gridTwenty();
    const evidence = gridTwentyGame(variant, 4);
    const [r] = (await inferApart(variant, [{ evidence, options: { budgetMs: 1, seed: 1 }, withChain: true }])) as [InferenceResult];
    expect(r.exact).toBe(false);
    expect(r.method).toBe('chain');
    expect(r.count).toBe(-1n);
    expect(r.samples).toBeGreaterThan(0);
    expect(r.mixing!.chains).toBe(8);
    // Every consistent layout has a ship hit by salvo 1 (a cruiser, once): some cell of that salvo holds one.
    const s1 = evidence.salvos[0]!.cells;
    expect(s1.reduce((sum, c) => sum + r.marginal[c]!, 0)).toBeGreaterThan(0.99);
    for (let c = 0; c < r.marginal.length; c++) {
      expect(r.stdError![c]!).toBeGreaterThanOrEqual(0);
      expect(r.stdError![c]!).toBeLessThanOrEqual(0.5);
    }
    // Some probability is uncertain, and says so.
    expect(Math.max(...r.stdError!)).toBeGreaterThan(0);
  });
});

describe('the importance sampler where no chain is given', () => {
  it('says it cannot estimate when the samples matching the counts are too few, rather than give an estimate from one of them with a standard error of 0', async () => {
    const variant = gridTwenty();
    const [r] = (await inferApart(variant, [{ evidence: gridTwentyGame(variant, 4), options: { budgetMs: 1, seed: 1 } }])) as [InferenceResult];
    expect(r.exact).toBe(false);
    expect(r.method).toBe('importance');
    expect(r.count).toBe(-1n);
    expect(r.stdError).toBeUndefined();
    expect(r.marginal.every((p) => p === 0)).toBe(true);
  });
});
