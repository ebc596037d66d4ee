/**
 * `salvo count`'s estimate past the exact count samples until its standard error is 1% of the
 * count (engine.ts, ESTIMATE_REL_ERROR), after at least ESTIMATE_MIN_SAMPLES samples, rather than
 * to the end of its budget (up to 30 s of work, most of count's time on a designer's large
 * variant whose exact count gives up early). Where it stops depends on the seed alone.
 */
import { describe, expect, it } from 'vitest';
import { countLayouts, ESTIMATE_MIN_SAMPLES, ESTIMATE_REL_ERROR, estimateLayouts } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

// A 10×10 fleet whose exact count is quick, so that the estimate can be checked against it.
const variant = makeVariant({ fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 })], placement: { diagonal: false, spacing: 'no-contact' } });

describe("count's estimate", () => {
  it('stops at its standard error, not at its budget, and is the same whatever the budget past that', () => {
    const est = estimateLayouts(variant, 5000, 1);
    expect(est.samples).toBeGreaterThanOrEqual(ESTIMATE_MIN_SAMPLES);
    expect(est.stdError).toBeGreaterThan(0);
    expect(est.stdError).toBeLessThanOrEqual(ESTIMATE_REL_ERROR * Number(est.count));
    // Twice the budget: the same samples, the same estimate (before, twice as many samples).
    expect(estimateLayouts(variant, 10_000, 1)).toEqual(est);
    // Within four standard errors of the exact count.
    const exact = countLayouts(variant);
    expect(Math.abs(Number(est.count - exact))).toBeLessThan(4 * est.stdError);
  });

  it('still stops at its budget where the error is not reached by then', () => {
    const short = estimateLayouts(variant, 50, 1);
    expect(short.samples).toBeLessThan(ESTIMATE_MIN_SAMPLES);
  });
});
