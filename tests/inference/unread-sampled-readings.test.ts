/**
 * `infer` past its budget on a record with a cell that could not be read: the rejection sampler's
 * estimate is marked as of a wider set (`readings: 'superset'`) only where its draws are of one.
 * Where one cell of a whole salvo's report is read exactly (hits counted by class, sinking not
 * told: `readingCheck`), each draw is checked against the cell's readings, and the estimate is of
 * the readings' layouts: near their exact count (`infer` without a budget, checked against the
 * brute force over every reading in unread-exact.test.ts), 29% under the weakened reading's, and
 * unmarked. Before, it was marked all the same. Where sinking is told (the listing's case, past
 * its listing) or a later report is set aside for a cell of its own, the draws are the weakened
 * reading's, near its exact count, and marked.
 */
import { describe, expect, it } from 'vitest';
import { infer, samplesOfReadings } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord } from './unread-readings.js';

// 9 rows of 7, four ships that may not touch, two shots a salvo, hits counted by class: too many
// layouts for the search `infer` tries past its budget, so it samples.
const wide = (sunk: boolean) =>
  makeVariant({
    rows: 9,
    columns: 7,
    fleet: [shipClass('boat', 2), shipClass('raft', 1), shipClass('barge', 3), shipClass('skiff', 2)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by: 'class', counts: true, sunk },
  });
const LINES = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits'];

/** The estimate's count within `within` of `count`, and every chance within 0.03 of `marginal`'s. */
function near(est: ReturnType<typeof infer>, exact: ReturnType<typeof infer>, within: number): void {
  expect(Math.abs(Number(est.count) / Number(exact.count) - 1)).toBeLessThan(within);
  est.marginal.forEach((p, c) => expect(Math.abs(p - exact.marginal[c]!)).toBeLessThan(0.03));
}

describe('the rejection sampler\'s estimate with an unread cell: marked as of a wider set only where it is', () => {
  it('one cell read exactly (by class, sinking not told): of the readings, unmarked', () => {
    const v = wide(false);
    const { evidence } = garbledRecord(v, LINES);
    expect(samplesOfReadings(v, evidence)).toBe(true);
    const exact = infer(v, evidence);
    expect(exact.exact && exact.readings === undefined).toBe(true);
    // The weakened reading's count, the set a mark would say the sample is of: far above.
    const { unreadOwnCells: _, ...own } = evidence.salvos[0]!;
    const weakened = infer(v, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] });
    expect(Number(weakened.count) / Number(exact.count)).toBeGreaterThan(1.25);
    const est = infer(v, evidence, { budgetMs: 0 });
    expect(est.method).toBe('rejection');
    near(est, exact, 0.05);
    expect(est.readings).toBeUndefined();
    expect(est.looseSalvo).toBeUndefined();
  });

  it('sinking told (read by listing where few, not here): of the weakened reading, marked', () => {
    const v = wide(true);
    const { evidence } = garbledRecord(v, LINES);
    expect(samplesOfReadings(v, evidence)).toBe(false);
    const weakened = infer(v, evidence);
    expect(weakened.exact && weakened.readings === 'superset').toBe(true);
    const est = infer(v, evidence, { budgetMs: 0 });
    expect(est.method).toBe('rejection');
    near(est, weakened, 0.02);
    expect(est).toMatchObject({ readings: 'superset', looseSalvo: 0 });
  });

  it('a later report set aside for a cell of its own (which the check of each draw does not read): marked', () => {
    const v = wide(false);
    const { evidence } = garbledRecord(v, LINES.map((l, i) => (i === 2 ? 'red: D? E5 -> boat 1' : l)));
    expect(evidence.salvos.some((s) => s.unreadLaterReport !== undefined)).toBe(true);
    expect(samplesOfReadings(v, evidence)).toBe(false);
    const est = infer(v, evidence, { budgetMs: 0 });
    expect(est.method).toBe('rejection');
    expect(est).toMatchObject({ readings: 'superset', looseSalvo: 0 });
  });
});
