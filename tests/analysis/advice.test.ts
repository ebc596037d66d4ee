/**
 * The best salvo's cells (`topCells`) against the full ranking (`rankCells`): the same first
 * cells, ties (equal values, broken by outcome entropy then index) included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestSalvo, rankCells, topCells } from '../../src/analysis/advice.js';
import { makeVariant } from '../helpers/make-variant.js';
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

describe("the best salvo under an estimate, with more shots than cells any sample saw a ship on", () => {
  // Cells 0–5: one likely cell (4); 0 and 1 never seen occupied; 0 water by the evidence (no
  // ship can lie there), 1 only never drawn. A salvo of three must take two cells of chance 0.
  const variant = makeVariant({ rows: 2, columns: 3 });
  const marginal = [0, 0, 0.2, 0.3, 0.9, 0.4];
  const estimate: Posterior = { exact: false, count: -1n, marginal, classMarginal: { a: marginal }, stdError: marginal.map((p) => (p > 0 && p < 1 ? 0.01 : 0)), water: [0] };
  const fired = new Set([2, 3, 5]);

  it('fires at a cell never drawn before one the evidence proves water (that shot cannot hit)', () => {
    const salvo = bestSalvo(variant, estimate, fired, 3);
    expect(salvo.cells).toEqual([4, 1, 0]);
    expect(salvo.cells.slice(0, 2)).not.toContain(0);
    // With two shots, the water is left out.
    expect(bestSalvo(variant, estimate, fired, 2).cells).toEqual([4, 1]);
  });

  it('changes nothing where the posterior is exact (every 0 is water there), or has no water', () => {
    const exact: Posterior = { exact: true, count: 3n, marginal, classMarginal: { a: marginal }, water: [0] };
    expect(bestSalvo(variant, exact, fired, 2).cells).toEqual([4, 0]);
    const { water: _water, ...none } = estimate;
    expect(bestSalvo(variant, none, fired, 2).cells).toEqual([4, 0]);
  });
});
