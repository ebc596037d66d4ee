/**
 * Corners of the advice the brute-force tests do not reach: the entropy of a cell's outcome, the
 * salvo chosen among equally good ones when a hit on the hospital costs a turn, and when the
 * chance of losing that turn is exact.
 */
import { describe, expect, it } from 'vitest';
import { bestSalvo, outcomeEntropy, salvoRisk } from '../../src/analysis/advice.js';
import type { Posterior } from '../../src/analysis/posterior.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

/** A 1×4 board: a ship, and a one-cell hospital whose hits cost a turn. */
function hospitalVariant(hospitals: number): Variant {
  const v = makeVariant({ rows: 1, columns: 4, fleet: [shipClass('ship', 1), shipClass('hospital', 1, { protected: true, count: hospitals })] });
  return { ...v, turns: { ...v.turns, salvo: { kind: 'constant', shots: 2 }, protectedHitPenalty: 'skip-next-turn' } };
}

const entropyOf = (ps: readonly number[]): number => -ps.filter((p) => p > 0).reduce((s, p) => s + p * Math.log2(p), 0);

describe('outcomeEntropy', () => {
  it('counts the miss as one outcome among the classes hit', () => {
    const post: Posterior = { exact: true, count: 1n, marginal: [0.6, 1, 0], classMarginal: { a: [0.3, 0.5, 0], b: [0.3, 0.5, 0] } };
    expect(outcomeEntropy(post, 0)).toBeCloseTo(entropyOf([0.3, 0.3, 0.4]), 12);
    // A sure hit: only which class is uncertain; a sure miss: nothing.
    expect(outcomeEntropy(post, 1)).toBeCloseTo(entropyOf([0.5, 0.5]), 12);
    expect(outcomeEntropy(post, 2)).toBe(0);
  });
});

describe('bestSalvo weighing the turn a hospital hit costs', () => {
  it('among salvos of equal worth, takes the cells ranked first (as without a hospital)', () => {
    const variant = hospitalVariant(1);
    // Every cell alike: every two-cell salvo is worth the same.
    const post: Posterior = {
      exact: true,
      count: 4n,
      marginal: [0.5, 0.5, 0.5, 0.5],
      classMarginal: { ship: [0.25, 0.25, 0.25, 0.25], hospital: [0.25, 0.25, 0.25, 0.25] },
      placementChances: { hospital: [0, 1, 2, 3].map((c) => ({ cells: [c], p: 0.25 })) },
    };
    const advice = bestSalvo(variant, post, new Set(), 2);
    expect(advice.penalty).toBeDefined();
    expect(advice.cells).toEqual([0, 1]);
    expect(bestSalvo(variant, post, new Set([0]), 2).cells).toEqual([1, 2]);
  });

  it('calls the risk of a salvo exact only where one ship of each weighed class can be hit', () => {
    const one = hospitalVariant(1);
    const two = hospitalVariant(2);
    const post: Posterior = {
      exact: true,
      count: 1n,
      marginal: [1, 1, 1, 0],
      classMarginal: { ship: [0, 0, 1, 0], hospital: [1, 1, 0, 0] },
      placementChances: { hospital: [{ cells: [0], p: 1 }, { cells: [1], p: 1 }] },
    };
    // Two hospitals, both sure: the placement chances add up past the chance of a hit (1).
    expect(salvoRisk(two, post, ['hospital'], [0, 1])).toEqual({ risk: 2, exact: false });
    expect(salvoRisk(two, post, ['hospital'], [0])).toEqual({ risk: 1, exact: true });
    const single: Posterior = { ...post, classMarginal: { ship: [0, 0, 1, 0], hospital: [0.5, 0.5, 0, 0] }, placementChances: { hospital: [{ cells: [0], p: 0.5 }, { cells: [1], p: 0.5 }] } };
    expect(salvoRisk(one, single, ['hospital'], [0, 1])).toEqual({ risk: 1, exact: true });
  });
});
