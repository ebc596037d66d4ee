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
});
