/**
 * The analysis sampler (`sampleLayouts`, what the hybrid posterior estimates from where the exact
 * count is too dear) on a record whose whole-salvo report has one cell that could not be read,
 * read exactly by `infer` (src/inference/unread-exact.ts): every layout it keeps fits some
 * reading of the cell (the brute force over every reading: 77 layouts, where the weakened reading
 * the problem is compiled from has 88), each cell's share of the samples is near `infer`'s chance,
 * and its estimate of the number of layouts is near 77, not 88.
 */
import { describe, expect, it } from 'vitest';
import { sampleLayouts } from '../../src/analysis/posterior-sampler.js';
import { infer } from '../../src/inference/engine.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord, layoutKey, readingsFit } from '../inference/unread-readings.js';

// E's board (tests/inference/unread-exact.test.ts): 5×5, ships that may not touch, two shots a salvo, hits counted by class.
const small: Variant = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
});
const lines = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits'];

describe('sampleLayouts where one unread cell is read exactly', () => {
  it('keeps only layouts of some reading, as often as infer\'s chances say, and estimates their number', () => {
    const { evidence } = garbledRecord(small, lines);
    expect(unreadReadExactly(small, evidence)).toBe(0);
    const fits = new Set(readingsFit(small, lines).map(layoutKey));
    expect(fits.size).toBe(77);
    const s = sampleLayouts(small, evidence, { samples: 4000, seed: 'unread' });
    expect(s).not.toBeNull();
    const S = s!.slotClass.length;
    expect(s!.count).toBeGreaterThan(2000);
    const seen = new Array<number>(25).fill(0);
    for (let k = 0; k < s!.count; k++) {
      const ships = s!.slotClass
        .map((classIndex, slot) => ({ classIndex, cells: [...s!.slotPlacements[slot]![s!.layouts[k * S + slot]!]!.cells] }))
        .sort((a, b) => a.classIndex - b.classIndex);
      expect(fits.has(layoutKey(ships))).toBe(true);
      for (const sh of ships) for (const c of sh.cells) seen[c]!++;
    }
    // Four standard errors of a share of 2000 samples or more: 0.045 at most.
    const want = infer(small, evidence).marginal;
    seen.forEach((n, c) => expect(Math.abs(n / s!.count - want[c]!)).toBeLessThan(0.05));
    // 77 layouts; the weakened reading's 88 is over ten standard errors away at this many draws.
    expect(Math.abs(s!.estimatedLayouts - 77)).toBeLessThan(5);
  });
});
