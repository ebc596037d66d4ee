/**
 * `infer` past its budget (the rejection sampler's estimate) on a record whose whole salvo's report
 * has one cell that could not be read, read exactly (unread-exact.ts): the estimate is of the
 * layouts of some reading of the cell, as the exact count is (`infer` without a budget, itself
 * checked against the brute force over every reading in unread-exact.test.ts), where it was of the
 * weakened reading's (`EvidenceSalvo.unreadHitsBefore`: 814,941 layouts where the readings fit
 * 632,863; a cell's chance off by 0.096).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord } from './unread-readings.js';

// 9 rows of 7, four ships that may not touch, two shots a salvo, hits counted by class: too many
// layouts for the search `infer` tries past its budget, so it estimates.
const wide = makeVariant({
  rows: 9,
  columns: 7,
  fleet: [shipClass('boat', 2), shipClass('raft', 1), shipClass('barge', 3), shipClass('skiff', 2)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
});
const lines = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits'];

describe('infer\'s estimate where one unread cell is read exactly', () => {
  it('the rejection sampler keeps only layouts of some reading: its count and chances near the exact ones, not the weakened reading\'s', () => {
    const { evidence } = garbledRecord(wide, lines);
    expect(unreadReadExactly(wide, evidence)).toBe(0);
    const exact = infer(wide, evidence);
    expect(exact.exact).toBe(true);
    const { unreadOwnCells: _, ...own } = evidence.salvos[0]!;
    const weakened = infer(wide, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] });
    // The two readings far apart, so that the estimate tells them apart.
    expect(Number(weakened.count) / Number(exact.count)).toBeGreaterThan(1.25);
    expect(Math.max(...weakened.marginal.map((p, c) => Math.abs(p - exact.marginal[c]!)))).toBeGreaterThan(0.09);
    const est = infer(wide, evidence, { budgetMs: 0 });
    expect(est.exact).toBe(false);
    expect(est.method).toBe('rejection');
    expect(est.samples).toBeGreaterThan(5000);
    // Within 5% of the count (the weakened reading's is 29% over), every chance within 0.03 (its
    // standard error 0.0043 at most here).
    expect(Math.abs(Number(est.count) / Number(exact.count) - 1)).toBeLessThan(0.05);
    est.marginal.forEach((p, c) => expect(Math.abs(p - exact.marginal[c]!)).toBeLessThan(0.03));
    expect(Math.max(...(est.stdError ?? [1]))).toBeLessThan(0.01);
  });
});
