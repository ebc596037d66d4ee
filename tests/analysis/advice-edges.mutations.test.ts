/**
 * Mutation round 7, the best salvo's edges: a cell whose value is below the k-th best by less than
 * a tie (a rounding's difference) is ranked among the tied cells by `topCells` as by the full
 * ranking; a class already sunk on fired cells leaves the protected class unavoidable; a turn free
 * of cost is said only where a hit can cost a turn; weighing the turn a hit costs, an estimate's
 * water is not put last among equal cells; the salvo weighed jointly comes likeliest cell first; the
 * most hits a salvo could have drawn takes the likeliest cells.
 */
import { describe, expect, it } from 'vitest';
import { bestExpectedHits, bestSalvo, rankCells, topCells, unavoidableClasses } from '../../src/analysis/advice.js';
import type { Posterior } from '../../src/analysis/posterior.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

describe('topCells, values apart by less than a tie', () => {
  it('ranks them as equals: the cell of more outcome entropy first, as rankCells does', () => {
    const below = 0.5 - 1e-13;
    const post: Posterior = { exact: true, count: 1n, marginal: [0.5, below], classMarginal: { a: [0.5, 0.25], b: [0, below - 0.25] } };
    expect(rankCells(post, new Set(), post.marginal)).toEqual([1, 0]);
    expect(topCells(post, new Set(), post.marginal, 1)).toEqual([1]);
  });
});

// One boat (1 cell) and a protected hospital (2 cells) on a row of four cells; hitting the hospital costs a turn.
const penalised = makeVariant({
  rows: 1,
  columns: 4,
  fleet: [shipClass('boat', 1), shipClass('hospital', 2, { protected: true })],
  placement: { diagonal: false, spacing: 'may-touch' },
  turns: { ...makeVariant().turns, protectedHitPenalty: 'skip-next-turn', shotLimit: 10 },
});

describe('unavoidableClasses', () => {
  it('counts only cells not fired at: the boat sunk at a fired cell leaves the hospital the one class afloat', () => {
    // The boat was sunk at cell 0; the hospital lies on 1–2 or 2–3.
    const post: Posterior = { exact: true, count: 2n, marginal: [1, 0.5, 1, 0.5], classMarginal: { boat: [1, 0, 0, 0], hospital: [0, 0.5, 1, 0.5] } };
    expect(unavoidableClasses(penalised, post, new Set([0]))).toEqual(['hospital']);
    // Before the boat was found, it could be elsewhere: nothing is unavoidable.
    const before: Posterior = { exact: true, count: 2n, marginal: [0.5, 0.5, 1, 0.5], classMarginal: { boat: [0.5, 0, 0, 0.5], hospital: [0, 0.5, 1, 0.5] } };
    expect(unavoidableClasses(penalised, before, new Set())).toEqual([]);
  });
});

describe('bestSalvo and a turn free of cost', () => {
  it('says the turn free only where a hit can cost a turn', () => {
    const plain = makeVariant({ rows: 1, columns: 4, fleet: [shipClass('boat', 1)], turns: { ...makeVariant().turns, shotLimit: 10 } });
    const post: Posterior = { exact: true, count: 4n, marginal: [0.25, 0.25, 0.25, 0.25], classMarginal: { boat: [0.25, 0.25, 0.25, 0.25] } };
    const advice = bestSalvo(plain, post, new Set(), 1, 'last-shots');
    expect(advice.cells).toEqual([0]);
    expect(advice.turnFree).toBeUndefined();
    const hospital: Posterior = { exact: true, count: 2n, marginal: [0.5, 0.5, 1, 0.5], classMarginal: { boat: [0.5, 0, 0, 0.5], hospital: [0, 0.5, 1, 0.5] } };
    expect(bestSalvo(penalised, hospital, new Set(), 1, 'last-shots').turnFree).toBe('last-shots');
  });
});

describe('bestSalvo weighing the turn a hospital hit costs, under an estimate', () => {
  it('does not put the water last among cells of equal value: it is the one sure miss that cannot hit the hospital', () => {
    // Cell 0 is water by the evidence, cell 1 only never drawn (the hospital might lie there); the
    // hospital was drawn on 2–3 every time, the boat on 4.
    const v = makeVariant({ rows: 1, columns: 5, fleet: penalised.fleet, placement: penalised.placement, turns: penalised.turns });
    expect(v.board.columns).toBe(5);
    const marginal = [0, 0, 1, 1, 1];
    const post: Posterior = { exact: false, count: -1n, marginal, classMarginal: { boat: [0, 0, 0, 0, 1], hospital: [0, 0, 1, 1, 0] }, stdError: marginal.map(() => 0), water: [0] };
    const advice = bestSalvo(v, post, new Set(), 2);
    expect(advice.penalty).toBeDefined();
    expect(advice.cells).toEqual([4, 0]);
  });
});

describe('bestSalvo weighing the hospital over whole salvos', () => {
  it('gives the salvo chosen likeliest cell first, not in the order of the values weighed', () => {
    // Cell 0 is likelier (0.9) but may be the hospital (0.5); cell 1 (0.6) cannot: 1 is ranked
    // first by value, and the salvo {0, 1} is the best pair (0.75, against 0.475 for {1, 2}).
    const v = makeVariant({ rows: 1, columns: 4, fleet: [shipClass('ship', 1), shipClass('hospital', 1, { protected: true })], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 }, protectedHitPenalty: 'skip-next-turn' } });
    const post: Posterior = {
      exact: true,
      count: 8n,
      marginal: [0.9, 0.6, 0.25, 0.25],
      classMarginal: { ship: [0.4, 0.6, 0, 0], hospital: [0.5, 0, 0.25, 0.25] },
      placementChances: { hospital: [{ cells: [0], p: 0.5 }, { cells: [2], p: 0.25 }, { cells: [3], p: 0.25 }] },
    };
    const advice = bestSalvo(v, post, new Set(), 2);
    expect(advice.penalty?.turnValue).toBeCloseTo(1.5, 12);
    expect(advice.cells).toEqual([0, 1]);
  });
});

describe('bestExpectedHits', () => {
  it('sums the likeliest cells not fired at', () => {
    const post: Posterior = { exact: true, count: 1n, marginal: [0.1, 0.9, 0.5, 0.7], classMarginal: { a: [0.1, 0.9, 0.5, 0.7] } };
    expect(bestExpectedHits(post, new Set(), 1)).toBeCloseTo(0.9, 12);
    expect(bestExpectedHits(post, new Set([1]), 2)).toBeCloseTo(1.2, 12);
  });
});
