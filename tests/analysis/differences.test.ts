/**
 * The differences `simulate` gives under two variants' table: of two samples' means with Welch's
 * 95% interval (Student's t worked out, not looked up), of two shares with Newcombe's (his
 * method 11, continuity-corrected), and whether
 * each is more than noise.
 */
import { describe, expect, it } from 'vitest';
import { correctedInterval, meanDifference, proportionDifference, summarize, tCritical95, tTail } from '../../src/analysis/stats.js';

describe("Student's t", () => {
  it('has the tabled 95% two-sided points, fractional degrees of freedom between them', () => {
    expect(tCritical95(1)).toBeCloseTo(12.706, 2);
    expect(tCritical95(2)).toBeCloseTo(4.303, 3);
    expect(tCritical95(5)).toBeCloseTo(2.571, 3);
    expect(tCritical95(10)).toBeCloseTo(2.228, 3);
    expect(tCritical95(30)).toBeCloseTo(2.042, 3);
    expect(tCritical95(1e6)).toBeCloseTo(1.96, 2);
    expect(tCritical95(2.5)).toBeLessThan(tCritical95(2));
    expect(tCritical95(2.5)).toBeGreaterThan(tCritical95(3));
  });
  it('has the tails of the Cauchy distribution at one degree of freedom', () => {
    // P(|T| > t) = 1 − 2·atan(t)/π.
    for (const t of [0.5, 1, 3]) expect(tTail(t, 1)).toBeCloseTo(1 - (2 * Math.atan(t)) / Math.PI, 6);
    expect(tTail(0, 4)).toBeCloseTo(1, 9);
  });
});

describe('the difference of two means', () => {
  it("is Welch's: b less a, with its interval, by hand figures", () => {
    // Means 2.5 and 6.75, variances 5/3 and 35/12 over 4 each: se² = 0.41667 + 0.72917 = 1.14583,
    // df = 1.14583² / (0.41667²/3 + 0.72917²/3) = 5.585, t = 2.492 there.
    const d = meanDifference(summarize([1, 2, 3, 4]), summarize([5, 6, 7, 9]))!;
    expect(d.difference).toBeCloseTo(4.25, 12);
    const half = Math.sqrt(5 / 12 + 35 / 48) * tCritical95(1.1458333 ** 2 / ((5 / 12) ** 2 / 3 + (35 / 48) ** 2 / 3));
    expect(d.low).toBeCloseTo(4.25 - half, 6);
    expect(d.high).toBeCloseTo(4.25 + half, 6);
    expect(half).toBeGreaterThan(2.6);
    expect(half).toBeLessThan(2.7);
    expect(d.beyondNoise).toBe(true);
  });
  it('is within the noise where the samples overlap, and cannot be told from fewer than two values', () => {
    expect(meanDifference(summarize([1, 5, 3]), summarize([2, 6, 3]))!.beyondNoise).toBe(false);
    expect(meanDifference(summarize([1]), summarize([2, 6, 3]))).toBeNull();
  });
});

describe('the difference of two shares', () => {
  it("is Newcombe's from two continuity-corrected Wilson intervals: his paper's figures", () => {
    // Wilson with continuity correction, 81 of 263: 0.2535 to 0.3682.
    const w = correctedInterval(81, 263);
    expect(w.low).toBeCloseTo(0.2535, 4);
    expect(w.high).toBeCloseTo(0.3682, 4);
    // 56 of 70 against 48 of 80 (a less b here): 0.2, from 0.0428 to 0.3422 by method 11.
    const d = proportionDifference({ successes: 48, trials: 80 }, { successes: 56, trials: 70 })!;
    expect(d.difference).toBeCloseTo(0.2, 12);
    expect(d.low).toBeCloseTo(0.0428, 4);
    expect(d.high).toBeCloseTo(0.3422, 4);
    expect(d.beyondNoise).toBe(true);
  });
  it('is not more than noise from a handful of games, stays within -1…1, and needs games to judge', () => {
    // 0 of 2 against 2 of 2: all the way, yet Fisher's exact test gives p = 1/3.
    expect(proportionDifference({ successes: 0, trials: 2 }, { successes: 2, trials: 2 })!.beyondNoise).toBe(false);
    expect(proportionDifference({ successes: 7, trials: 10 }, { successes: 6, trials: 10 })!.beyondNoise).toBe(false);
    const far = proportionDifference({ successes: 10, trials: 100 }, { successes: 60, trials: 100 })!;
    expect(far.beyondNoise).toBe(true);
    expect(far.high).toBeLessThanOrEqual(1);
    expect(proportionDifference({ successes: 0, trials: 0 }, { successes: 1, trials: 2 })).toBeNull();
  });
});
