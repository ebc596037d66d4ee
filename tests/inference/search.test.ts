/**
 * The exact search (src/inference/search.ts) against brute force on generated positions: the
 * count, and every cell's probability from the per-placement tallies. It gives up past its node
 * budget, and never answers wrongly then.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import { searchLayouts } from '../../src/inference/search.js';
import { compiledBesideBrute, positionArb } from './positions.js';

describe('exact search equals brute force', () => {
  it('on generated positions, every report model, spacing, diagonal and polyomino ships', () => {
    let counted = 0;
    let gaveUp = 0;
    fc.assert(
      fc.property(positionArb, (pos) => {
        if (pos === null) return;
        const both = compiledBesideBrute(pos);
        if (both === null) return;
        const { problem, slow } = both;
        const found = searchLayouts(problem, 2_000_000);
        if (found === null) {
          gaveUp++;
          return;
        }
        counted++;
        expect(found.count).toBe(slow.count);
        const marginal = new Array<number>(slow.marginal.length).fill(0);
        for (const [p, n] of found.weights) for (const c of p.cells) marginal[c]! += n / Number(found.count);
        marginal.forEach((m, c) => expect(Math.abs(m - slow.marginal[c]!)).toBeLessThan(1e-12));
      }),
      { seed: 20261130, numRuns: 150 },
    );
    expect(counted).toBeGreaterThan(100);
    expect(gaveUp).toBeLessThan(counted);
  });

  it('gives up past its node budget', () => {
    const run = fc.sample(positionArb, { seed: 7, numRuns: 50 }).find((p) => p !== null && p.layouts.length > 50);
    expect(run).toBeDefined();
    const problem = compileEvidence(run!.variant, { salvos: [] });
    expect(searchLayouts(problem, 10)).toBeNull();
    expect(searchLayouts(problem, 10_000_000)!.count).toBe(BigInt(run!.layouts.length));
  });
});
