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
import { infer } from '../../src/inference/engine.js';
import { loadVariant } from '../../src/variant/load.js';

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

/**
 * Few layouts without a crowd: ships hemmed in by misses and pinned by the hits they must cover,
 * with room to spare (the ships left take a third of their cells or less). Simulations' chain
 * settings skipped the enumeration there (more than four ships left, not crowded) and estimated
 * with the chain; a tight position (few layouts by its groups' placements alone) is now
 * enumerated, exactly: against brute force on a small board, against the inference engine on a
 * position of a simulated Морской бой game.
 */
describe('a tight position in simulations', () => {
  const sparse = makeVariant({
    rows: 6,
    columns: 6,
    fleet: [shipClass('two', 2), shipClass('one', 1, { count: 4 })],
    placement: { diagonal: false, spacing: 'no-contact' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
  const shot = (cell: number, result: 'miss' | 'hit' | 'sunk') => ({ cells: [cell], announcement: { kind: 'per-shot' as const, shots: [{ result }] } });
  const rows = (...r: number[]) => r.flatMap((x) => [0, 1, 2, 3, 4, 5].map((c) => x * 6 + c));

  it.each([
    ['the top half missed, a hit below', { salvos: [shot(27, 'hit'), ...rows(0, 1, 2).map((c) => shot(c, 'miss'))] }],
    ['two rows and four cells missed, a hit', { salvos: [shot(26, 'hit'), ...[...rows(0, 1), 12, 13, 14, 15].map((c) => shot(c, 'miss'))] }],
  ] as [string, Evidence][])('is enumerated exactly with five ships left, not crowded: %s', (_, evidence) => {
    const post = chainPosterior(sparse, evidence, SIMULATION_CHAIN);
    const slow = bruteInfer(sparse, evidence);
    expect(slow.count > 1n).toBe(true);
    expect(post.exact).toBe(true);
    expect(post.count).toBe(slow.count);
    for (let c = 0; c < 36; c++) expect(Math.abs(post.marginal[c]! - slow.marginal[c]!)).toBeLessThan(1e-12);
    for (const cls of sparse.fleet) for (let c = 0; c < 36; c++) expect(Math.abs(post.classMarginal[cls.id]![c]! - slow.classMarginal[cls.id]![c]!)).toBeLessThan(1e-12);
  });

  it('is enumerated exactly late in a Морской бой game (five ships left, a hit to cover), as the engine counts it', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    // The 50 shots of a simulated game (seed 'bench'): cell index, then . miss, x hit, # sunk.
    const played =
      '60. 4. 39. 93. 2. 20. 13. 11. 97. 89. 25. 58x 48x 38x 28. 68# 98. 66. 72. 7. 86. 95. 16x 75. 84. 40. 34. 26. 15# 80x 31. 22. 90. 81x 82# 0. 43. 51. 54x 64x 74# 36. 62. 42. 33. 56. 87x 88# 8. 19x';
    const word = { '.': 'miss', x: 'hit', '#': 'sunk' } as const;
    const evidence: Evidence = { salvos: played.split(' ').map((s) => shot(Number(s.slice(0, -1)), word[s.at(-1) as keyof typeof word])) };
    const post = chainPosterior(variant, evidence, SIMULATION_CHAIN);
    const engine = infer(variant, evidence);
    expect(engine.exact).toBe(true);
    expect(post.exact).toBe(true);
    expect(post.count).toBe(engine.count);
    post.marginal.forEach((p, c) => expect(Math.abs(p - engine.marginal[c]!)).toBeLessThan(1e-12));
  });
});
