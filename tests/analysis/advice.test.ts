/**
 * The best salvo's cells (`topCells`) against the full ranking (`rankCells`): the same first
 * cells, ties (equal values, broken by outcome entropy then index) included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankCells, topCells } from '../../src/analysis/advice.js';
import type { Posterior } from '../../src/analysis/posterior.js';

/** A posterior over `n` cells with marginals drawn from a few levels (many ties), split over two classes. */
const posteriors = fc.integer({ min: 1, max: 40 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(0, 0.1, 0.25, 0.5, 0.75, 1), { minLength: n, maxLength: n }),
      fc.array(fc.constantFrom(0, 0.5, 1), { minLength: n, maxLength: n }),
      fc.uniqueArray(fc.nat(n - 1), { maxLength: n }),
    )
    .map(([marginal, split, fired]) => {
      const post: Posterior = {
        exact: true,
        count: 1n,
        marginal,
        classMarginal: { a: marginal.map((m, c) => m * split[c]!), b: marginal.map((m, c) => m * (1 - split[c]!)) },
      };
      return { post, fired: new Set(fired) };
    }),
);

describe('topCells', () => {
  it('gives the first k cells of the full ranking', () => {
    fc.assert(
      fc.property(posteriors, fc.integer({ min: 1, max: 5 }), ({ post, fired }, k) => {
        expect(topCells(post, fired, post.marginal, k)).toEqual(rankCells(post, fired, post.marginal).slice(0, k));
      }),
      { seed: 6, numRuns: 500 },
    );
  });
  it('breaks a tie of values by outcome entropy, then by index', () => {
    const post: Posterior = { exact: true, count: 1n, marginal: [0.5, 0.5, 0.5, 0.2], classMarginal: { a: [0.5, 0.25, 0.5, 0.2], b: [0, 0.25, 0, 0] } };
    expect(topCells(post, new Set(), post.marginal, 1)).toEqual([1]);
    expect(topCells(post, new Set([1]), post.marginal, 2)).toEqual([0, 2]);
  });
});
