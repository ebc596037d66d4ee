/**
 * Counting parts on two threads (parallel.ts) gives the same answer, bit for bit, as counting
 * them one after the other (parts.ts, itself checked against brute force), and the same verdict
 * on the work budget: within it exactly when the parts' work together is within it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginePartsOf, infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { countPartsOnTwoThreads } from '../../src/inference/parallel.js';
import { countParts } from '../../src/inference/parts.js';
import { BudgetExceeded, WorkMeter } from '../../src/inference/work.js';
import type { Spacing } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, type BruteShip } from './brute.js';

// Boards big enough to be split into parts (parts.ts counts small problems whole), small enough
// to count in a moment, with a legal fleet behind the announcements.
function position(spacing: Spacing, shots: readonly number[]) {
  const touching = spacing === 'may-touch';
  const fleet = touching ? [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2)] : [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 2 })];
  const variant = makeVariant({ rows: 8, columns: 8, fleet, placement: { diagonal: false, spacing } });
  const truth: BruteShip[] = touching
    ? [
        { classIndex: 0, cells: [0, 1, 2, 3, 4] },
        { classIndex: 1, cells: [16, 17, 18, 19] },
        { classIndex: 2, cells: [24, 25, 26] },
        { classIndex: 2, cells: [40, 41, 42] },
        { classIndex: 3, cells: [56, 57] },
      ]
    : [
        { classIndex: 0, cells: [0, 1, 2, 3] },
        { classIndex: 1, cells: [16, 17, 18] },
        { classIndex: 1, cells: [21, 22, 23] },
        { classIndex: 2, cells: [32, 33] },
        { classIndex: 2, cells: [36, 37] },
      ];
  const salvos = shots.map((c) => [c % 64]);
  const evidence: Evidence = { salvos: salvos.map((cells, t) => ({ cells, announcement: announce(variant, truth, salvos, t) })) };
  return { variant, evidence };
}

describe('counting parts on two threads', () => {
  it('gives the same count and weights, bit for bit, as counting the parts one after the other', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.constantFrom<Spacing>('no-contact', 'may-touch'), fc.array(fc.nat(), { maxLength: 3 }), (spacing, shots) => {
        const { variant, evidence } = position(spacing, shots);
        const { parts } = enginePartsOf(variant, evidence);
        if (parts.length < 2) return;
        const one = countParts(parts, { weights: true });
        const two = countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true });
        expect(two).toBeDefined();
        expect(two!.count).toBe(one.count);
        expect([...two!.weights]).toEqual([...one.weights]);
        compared++;
      }),
      { seed: 20261130, numRuns: 12 },
    );
    expect(compared).toBeGreaterThan(8);
  });

  it('infer with two threads answers exactly as with one', () => {
    for (const spacing of ['no-contact', 'may-touch'] as const) {
      const { variant, evidence } = position(spacing, [9, 30]);
      expect(infer(variant, evidence, { threads: 2 })).toEqual(infer(variant, evidence));
    }
  });

  it('is within the budget exactly when the parts together are, and stops both threads when not', () => {
    const { variant, evidence } = position('no-contact', [9]);
    const { parts } = enginePartsOf(variant, evidence);
    expect(parts.length).toBe(2);
    const whole = new WorkMeter();
    const one = countParts(parts, { weights: true, work: whole });
    const enough = new WorkMeter(whole.spent * 1.000001);
    expect(countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true, work: enough })!.count).toBe(one.count);
    expect(enough.spent).toBeCloseTo(whole.spent, 6);
    // Just short: each thread alone is within it, the two together are not.
    expect(() => countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true, work: new WorkMeter(whole.spent * 0.999) })).toThrow(BudgetExceeded);
    // Far short: a thread runs out, and the other stops too.
    expect(() => countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true, work: new WorkMeter(1) })).toThrow(BudgetExceeded);
    // And the helper is still there for the next call.
    expect(countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true })!.count).toBe(one.count);
  });
});
