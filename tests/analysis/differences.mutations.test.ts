/**
 * simulate's differences held to figures worked out apart from stats.ts: Student's t as tabled,
 * Welch's intervals by hand (the t quantiles read from a table, or from SciPy's
 * `scipy.stats.t.ppf(0.975, df)` where df is fractional; SciPy's `ttest_ind(…, equal_var=False)
 * .confidence_interval()` gives the same ends), and Newcombe's (1998) worked examples for his
 * method 11, the continuity-corrected Wilson ends found as the bounds of the score test
 * |x − np| − ½ ≤ z·√(np(1 − p)) by bisection, not by the closed form stats.ts uses.
 */
import { describe, expect, it } from 'vitest';
import { correctedInterval, meanDifference, proportionDifference, summarize, tCritical95, tTail } from '../../src/analysis/stats.js';

describe("Student's t, more of the table", () => {
  it('has the 95% two-sided points at 3, 4, 20, 60 and 120 degrees of freedom', () => {
    expect(tCritical95(3)).toBeCloseTo(3.182, 3);
    expect(tCritical95(4)).toBeCloseTo(2.776, 3);
    expect(tCritical95(20)).toBeCloseTo(2.086, 3);
    expect(tCritical95(60)).toBeCloseTo(2.0, 3);
    expect(tCritical95(120)).toBeCloseTo(1.98, 3);
  });

  it('has the same tail for a negative t as for its opposite', () => {
    // P(|T| > 2.5706) = 5% at 5 degrees of freedom; P(|T| > 1) = 1 − 2·atan(1)/π = ½ at 1.
    expect(tTail(-2.5706, 5)).toBeCloseTo(0.05, 4);
    expect(tTail(2.5706, 5)).toBeCloseTo(0.05, 4);
    expect(tTail(-1, 1)).toBeCloseTo(0.5, 6);
  });
});

describe("Welch's interval, worked by hand", () => {
  it('[1, 2, 3, 4] against [5, 6, 7, 9]: 1.583 to 6.917', () => {
    // Means 2.5 and 6.75; s²/n = (5/3)/4 = 0.41667 and (35/12)/4 = 0.72917; se = √1.14583 = 1.07044;
    // df = 1.14583² / (0.41667²/3 + 0.72917²/3) = 1.31293 / 0.23510 = 5.5846; t(0.975, 5.5846) =
    // 2.4917 (between 2.571 at 5 and 2.447 at 6); half = 2.6672: 4.25 less and plus it.
    const d = meanDifference(summarize([1, 2, 3, 4]), summarize([5, 6, 7, 9]))!;
    expect(d.low).toBeCloseTo(1.5828, 3);
    expect(d.high).toBeCloseTo(6.9172, 3);
    expect(d.beyondNoise).toBe(true);
  });

  it('samples of unequal sizes and spreads, [10, 12, 14] against [20, 21, 22, 23, 24]: 6.036 to 13.964', () => {
    // Means 12 and 22; s² = 4 and 2.5, so s²/n = 4/3 and 0.5; se = √1.83333 = 1.35401;
    // df = 1.83333² / ((4/3)²/2 + 0.5²/4) = 3.36111 / 0.95139 = 3.5328; t(0.975, 3.5328) = 2.9274
    // (between 3.182 at 3 and 2.776 at 4); half = 3.9637.
    const d = meanDifference(summarize([10, 12, 14]), summarize([20, 21, 22, 23, 24]))!;
    expect(d.difference).toBeCloseTo(10, 12);
    expect(d.low).toBeCloseTo(6.0363, 3);
    expect(d.high).toBeCloseTo(13.9637, 3);
    // The other way round: the interval turned about 0, still more than noise.
    const back = meanDifference(summarize([20, 21, 22, 23, 24]), summarize([10, 12, 14]))!;
    expect(back.low).toBeCloseTo(-13.9637, 3);
    expect(back.high).toBeCloseTo(-6.0363, 3);
    expect(back.beyondNoise).toBe(true);
  });
});

describe("Newcombe's method 11, his paper's other examples", () => {
  it('the continuity-corrected Wilson interval reaches 0 at no successes and 1 at all', () => {
    // 0 of 10: 0 to 0.3445; 10 of 10: 0.6555 to 1; 0 of 20: 0 to 0.2005.
    const none = correctedInterval(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.3445, 4);
    const all = correctedInterval(10, 10);
    expect(all.low).toBeCloseTo(0.6555, 4);
    expect(all.high).toBe(1);
    expect(correctedInterval(0, 20).high).toBeCloseTo(0.2005, 4);
    // 1 of 29: 0.0018 to 0.1963, just off 0.
    expect(correctedInterval(1, 29).low).toBeCloseTo(0.0018, 4);
  });

  it('9/10 against 3/10, 6/7 against 2/7, 5/56 against 0/29, 0/10 against 0/20 and 0/10 against 0/10', () => {
    const cases: [[number, number], [number, number], number, number][] = [
      [[3, 10], [9, 10], 0.1013, 0.8387],
      [[2, 7], [6, 7], -0.029, 0.8423],
      [[0, 29], [5, 56], -0.0667, 0.2037],
      [[0, 20], [0, 10], -0.2005, 0.3445],
      [[0, 10], [0, 10], -0.3445, 0.3445],
    ];
    for (const [[sa, ta], [sb, tb], low, high] of cases) {
      const d = proportionDifference({ successes: sa, trials: ta }, { successes: sb, trials: tb })!;
      expect(d.low, `${sb}/${tb} against ${sa}/${ta}`).toBeCloseTo(low, 4);
      expect(d.high, `${sb}/${tb} against ${sa}/${ta}`).toBeCloseTo(high, 4);
      expect(d.beyondNoise).toBe(low > 0);
    }
  });

  it('needs trials on both sides', () => {
    expect(proportionDifference({ successes: 1, trials: 2 }, { successes: 0, trials: 0 })).toBeNull();
  });
});
