/**
 * The kept levels' guard (profile-dp.ts, MAX_KEPT_BYTES): a count that keeps its levels for the
 * marginals (`infer`, `analyze`, `suggest`) or for sampling reckons the bytes it keeps from the
 * real arrays (each level's values, block bits and offsets, each level's recorded moves), and
 * gives up past its limit with the reason 'memory', as the pass guard does. Before, it counted
 * values only (200M), leaving out the moves, which a pass where ships may touch keeps more of.
 */
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { MAX_KEPT_BYTES, ProfileDp } from '../../src/inference/profile-dp.js';
import { BudgetExceeded } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const fleet = [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)];
const mayTouch = makeVariant({ rows: 8, columns: 8, fleet, placement: { diagonal: false, spacing: 'may-touch' } });
const noContact = makeVariant({ rows: 8, columns: 8, fleet, placement: { diagonal: false, spacing: 'no-contact' } });

/** The reason a count keeping its levels gave up with, or the count. */
function outcome(dp: ProfileDp, maxKeptBytes: number): bigint | string {
  try {
    return dp.count({ keepLevels: true, maxKeptBytes });
  } catch (e) {
    if (e instanceof BudgetExceeded) return e.reason;
    throw e;
  }
}

describe('the kept levels guard', () => {
  const passes: [string, Variant, { sorted?: boolean }][] = [
    ['sorted levels (ships that may touch)', mayTouch, {}],
    ['hashed levels of one float', mayTouch, { sorted: false }],
    ['compact vector levels (ships that may not touch)', noContact, {}],
  ];
  for (const [name, variant, layout] of passes) {
    it(`reckons the bytes kept, gives up past its limit saying memory, and finishes within it: ${name}`, () => {
      const problem = compileEvidence(variant, NO_EVIDENCE);
      const dp = new ProfileDp(problem, layout);
      const count = dp.count({ keepLevels: true });
      const peak = dp.peakKeptBytes;
      expect(count).toBeGreaterThan(0n);
      // The kept levels hold at least their values (8 bytes each), and kilobytes at least here.
      expect(peak).toBeGreaterThan(1024);
      expect(peak).toBeLessThan(MAX_KEPT_BYTES / 16);
      const weights = dp.placementWeights();
      // Counting without keeping keeps nothing.
      dp.count();
      expect(dp.peakKeptBytes).toBe(0);
      // The same reckoning every run: within the peak it finishes (and its marginals are the
      // same), a quarter of it does not, and says memory.
      const within = new ProfileDp(problem, layout);
      expect(outcome(within, peak)).toBe(count);
      expect(within.placementWeights()).toEqual(weights);
      expect(outcome(new ProfileDp(problem, layout), Math.floor(peak / 4))).toBe('memory');
      expect(outcome(new ProfileDp(problem, layout), peak - 1)).toBe('memory');
    });
  }
});
