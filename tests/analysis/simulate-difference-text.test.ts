/**
 * `simulate`'s comparison writes each difference's 95% interval; a bound that rounded to 0 was
 * written `0` (`-50 points (-77 to 0): more than noise`, first players winning 8 of 10 games in
 * one variant and 3 of 10 in the other), as if the interval reached 0, while "more than noise"
 * says it leaves 0 out. Such a bound is now written with as many more decimals as show its sign
 * (`−0.3`), in English, Russian and Polish; a bound that is 0 stays `0`. A negative figure is
 * written with the minus sign U+2212, as `analyze` writes its luck (`−1.2`), not a hyphen (`от -8,2`
 * beside analyze's `−1,2` before).
 */
import { describe, expect, it } from 'vitest';
import { proportionDifference } from '../../src/analysis/stats.js';
import { simulateText } from '../../src/analysis/simulate-text.js';

describe("simulate's differences: an interval's bounds", () => {
  it('never writes a bound that is not 0 as 0, so an interval beyond noise does not seem to reach 0', () => {
    // The later variant's 3 of 10 less the first's 8 of 10, as the comparison takes them.
    const later = proportionDifference({ successes: 8, trials: 10 }, { successes: 3, trials: 10 })!;
    expect(later.beyondNoise).toBe(true);
    expect(later.high).toBeLessThan(0);
    expect(later.high).toBeGreaterThan(-0.005);
    const en = simulateText('en').difference(later, 0, true);
    expect(en).toMatch(/^−50 points \(−77 to −0\.\d+\): more than noise$/u);
    // The bound as written is the bound, to its decimals (its minus U+2212, read back as a hyphen).
    const high = Number(/to (−0\.\d+)\)/u.exec(en)![1]!.replace('−', '-'));
    expect(high).toBeCloseTo(later.high * 100, 1);
    expect(simulateText('ru').difference(later, 0, true)).toMatch(/^−50 п\. п\. \(от −77 до −0,\d+\): больше шума$/u);
    expect(simulateText('pl').difference(later, 0, true)).toMatch(/^−50 pkt proc\. \(od −77 do −0,\d+\): więcej niż szum$/u);
  });

  it('writes a bound of 0 and the figures away from 0 as before', () => {
    const t = simulateText('en');
    expect(t.difference({ difference: 0.5, low: 0, high: 1, beyondNoise: false }, 1, false)).toBe('+0.5 (0.0 to +1.0): within the noise');
    expect(t.difference({ difference: -7.25, low: -16.8, high: 2.14, beyondNoise: false }, 1, false)).toBe('−7.3 (−16.8 to +2.1): within the noise');
    // A difference (not a bound) that rounds to 0 keeps its unsigned 0.
    expect(t.difference({ difference: 0.02, low: -1.3, high: 1.34, beyondNoise: false }, 1, false)).toBe('0.0 (−1.3 to +1.3): within the noise');
  });

  it('writes every negative figure with the minus sign U+2212, never a hyphen, in en/ru/pl (as analyze does)', () => {
    const d = { difference: -8.24, low: -15.1, high: -0.04, beyondNoise: true };
    expect(simulateText('ru').difference(d, 1, false)).toBe('−8,2 (от −15,1 до −0,04): больше шума');
    expect(simulateText('pl').difference(d, 1, false)).toBe('−8,2 (od −15,1 do −0,04): więcej niż szum');
    expect(simulateText('en').difference(d, 0, true)).toBe('−824 points (−1510 to −4): more than noise');
    for (const lang of ['en', 'ru', 'pl']) {
      const t = simulateText(lang);
      const texts = [t.difference(d, 1, false), t.difference(d, 0, true), t.censored(d, { head: 'a', games: 5, notSunk: 1 }, { head: 'b', games: 5, notSunk: 0 })];
      for (const text of texts) expect(text, lang).not.toMatch(/-\d/u);
    }
  });
});
