/**
 * A board its fleet fills holds few layouts however many ships it has: simulations' chain
 * settings (`SIMULATION_CHAIN`: enumeration only with at most four ships left) skipped the
 * enumeration there and estimated with the chain; a crowded position is now enumerated, exactly
 * (checked against brute force).
 */
import { describe, expect, it } from 'vitest';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { SIMULATION_CHAIN, simulate } from '../../src/analysis/simulate.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from '../inference/brute.js';

// 5×5, four ships of 5 and five of 1: four rows (or columns) of ships of 5, the boats in the fifth.
const filled = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('carrier', 5, { count: 4 }), shipClass('boat', 1, { count: 5 })],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});

describe('a crowded position in simulations', () => {
  it('is enumerated exactly with more than four ships left', () => {
    const positions: Evidence[] = [
      { salvos: [] },
      { salvos: [{ cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] },
      { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'boat' }] } }] },
    ];
    for (const evidence of positions) {
      const post = chainPosterior(filled, evidence, SIMULATION_CHAIN);
      const slow = bruteInfer(filled, evidence);
      expect(post.exact).toBe(true);
      expect(post.count).toBe(slow.count);
      for (let c = 0; c < 25; c++) expect(Math.abs(post.marginal[c]! - slow.marginal[c]!)).toBeLessThan(1e-12);
      for (const cls of filled.fleet) for (let c = 0; c < 25; c++) expect(Math.abs(post.classMarginal[cls.id]![c]! - slow.classMarginal[cls.id]![c]!)).toBeLessThan(1e-12);
    }
  });

  it("leaves none of the advisor's posteriors to the chain", async () => {
    const r = await simulate({ variant: filled, games: 4, seed: 'crowded', strategies: ['advisor', 'advisor'], mode: 'match' }, { workers: 1 });
    expect(r.posterior.exact).toBeGreaterThan(0);
    expect(r.posterior.estimated).toBe(0);
  });
});
