/**
 * An exact draw from the counter's levels (ProfileDp.sample, the rejection sampler's draw) is
 * charged for what it walks: a level stepped through, every move weighed there, every fleet-vector
 * entry compared. A draw through levels of many moves (diagonal ships) or along a long fleet
 * vector costs more of a budget than one through few, as it takes longer: the budget buys fewer
 * such draws (src/inference/work.ts).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { ProfileDp } from '../../src/inference/profile-dp.js';
import { WORK_COST, WorkMeter } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const fleet = [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 2 })];
const board = (diagonal: boolean, spacing: 'no-contact' | 'may-touch'): Variant => makeVariant({ rows: 7, columns: 7, fleet, placement: { diagonal, spacing } });

const DRAWS = 300;

/** The meter after DRAWS draws from the variant's empty board, and the placements drawn. */
function drawn(variant: Variant): { work: WorkMeter; placements: number } {
  const dp = new ProfileDp(compileEvidence(variant, NO_EVIDENCE));
  dp.count({ keepLevels: true });
  dp.placementWeights();
  const rng = createRng(5);
  const work = new WorkMeter();
  let placements = 0;
  for (let i = 0; i < DRAWS; i++) placements += dp.sample(rng, work).length;
  return { work, placements };
}

describe('an exact draw is charged for the moves it walks', () => {
  const straight = drawn(board(false, 'no-contact'));
  const diagonal = drawn(board(true, 'no-contact'));

  it('every level walked weighs at least the move it takes, and every placement drawn is a move taken', () => {
    for (const { work, placements } of [straight, diagonal]) {
      expect(placements).toBe(DRAWS * 5);
      expect(work.tally.drawStep).toBeGreaterThan(0);
      expect(work.tally.drawMove).toBeGreaterThanOrEqual(work.tally.drawStep);
      expect(work.tally.drawMove).toBeGreaterThanOrEqual(placements);
      // What the meter spent is what was tallied, at the costs of work.ts.
      const spent = WORK_COST.drawStep * work.tally.drawStep + WORK_COST.drawMove * work.tally.drawMove + WORK_COST.drawScan * work.tally.drawScan;
      expect(work.spent).toBeCloseTo(spent, 6);
    }
  });

  it('diagonal ships, with more moves a level, cost a draw more than straight ones on the same board and fleet', () => {
    // Same board, fleet and spacing: a draw walks about as many levels (here ~20, fewer where
    // cells are hopped), but weighs more moves at each (here ~135 against ~98 a draw), and its
    // charge follows the moves, not the levels or the cells (49 for both).
    expect(diagonal.work.tally.drawMove).toBeGreaterThan(1.2 * straight.work.tally.drawMove);
    expect(diagonal.work.spent / straight.work.spent).toBeGreaterThan(0.9 * (diagonal.work.tally.drawMove / straight.work.tally.drawMove));
    expect(diagonal.work.spent).toBeGreaterThan(1.2 * straight.work.spent);
  });

  it('a long fleet vector (ships that may not touch) is charged the entries compared; single floats (ships that may touch) have none', () => {
    expect(diagonal.work.tally.drawScan).toBeGreaterThan(0);
    expect(straight.work.tally.drawScan).toBeGreaterThan(0);
    const touching = drawn(board(false, 'may-touch'));
    expect(touching.work.tally.drawMove).toBeGreaterThan(0);
    expect(touching.work.tally.drawScan).toBe(0);
  });

  it('the same draws are charged the same, every run', () => {
    const again = drawn(board(true, 'no-contact'));
    expect(again.work.tally).toEqual(diagonal.work.tally);
    expect(again.work.spent).toBe(diagonal.work.spent);
  });
});
