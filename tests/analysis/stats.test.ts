import { describe, expect, it } from 'vitest';
import { proportion, quantileOfSorted, summarize } from '../../src/analysis/stats.js';

describe('summarize', () => {
  it('gives mean, median, spread and quartiles', () => {
    const s = summarize([3, 1, 2, 10]);
    expect(s.count).toBe(4);
    expect(s.mean).toBe(4);
    expect(s.median).toBe(2.5);
    expect(s.min).toBe(1);
    expect(s.max).toBe(10);
    expect(s.q1).toBe(1.75);
    expect(s.q3).toBe(4.75);
    expect(s.stddev).toBeCloseTo(Math.sqrt((9 + 1 + 4 + 36) / 3), 12);
  });
  it('handles one value and none', () => {
    expect(summarize([7])).toMatchObject({ mean: 7, median: 7, stddev: 0 });
    expect(Number.isNaN(summarize([]).mean)).toBe(true);
  });
  it('interpolates quantiles', () => {
    expect(quantileOfSorted([0, 10], 0.3)).toBeCloseTo(3, 12);
  });
  it('gives a proportion with an interval', () => {
    const p = proportion(60, 100);
    expect(p.rate).toBe(0.6);
    expect(p.low).toBeLessThan(0.6);
    expect(p.high).toBeGreaterThan(0.6);
  });
  it("is Wilson's interval: it does not collapse at 0% or 100%, and agrees with hand figures", () => {
    // 0 of 3: 0%–56.15%; 3 of 3 the mirror; 60 of 100: 50.20%–69.06%.
    const none = proportion(0, 3);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.5615, 4);
    const all = proportion(3, 3);
    expect(all.low).toBeCloseTo(1 - 0.5615, 4);
    expect(all.high).toBeCloseTo(1, 12);
    const p = proportion(60, 100);
    expect(p.low).toBeCloseTo(0.502, 3);
    expect(p.high).toBeCloseTo(0.6906, 3);
  });
});
