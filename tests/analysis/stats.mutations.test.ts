/**
 * Wilson's interval at 0% and 100%: worked in floating point its ends fall a hair outside 0–1
 * (0 wins of 1 game: −5.6e-17), which a report would print as "-0%". They are kept within 0–1.
 */
import { describe, expect, it } from 'vitest';
import { proportion } from '../../src/analysis/stats.js';

describe('proportion at the ends', () => {
  it('never goes below 0 nor above 1, and touches them exactly', () => {
    for (let n = 1; n <= 200; n++) {
      const none = proportion(0, n);
      const all = proportion(n, n);
      expect(Object.is(none.low, 0)).toBe(true);
      expect(all.high).toBe(1);
      expect(none.high).toBeLessThan(1);
      expect(all.low).toBeGreaterThan(0);
    }
  });
});
