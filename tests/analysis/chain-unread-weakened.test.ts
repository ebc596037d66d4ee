/**
 * The Markov chain `infer` estimates with past its budget (src/analysis/chain-estimate.ts) where an
 * unread cell is in the record: engine.ts marks its estimate as of a wider set than the readings'
 * (`readings: 'superset'`) on the assumption that the chain runs on the weakened reading
 * (`EvidenceSalvo.unreadHitsBefore`, `unreadOwnReport`), not on the readings. Checked here: the
 * chain (`modelFor`: the evidence compiled, no check of each layout against the readings) on a
 * 5×5 board whose one unread cell the engine reads exactly (77 layouts of some reading, 88 of the
 * weakened reading, by the brute force) settles on the weakened reading's chances, not the
 * readings'. Were it ever to draw from the readings alone, the mark would be wrong and this fails.
 */
import { describe, expect, it } from 'vitest';
import { chainEstimate } from '../../src/analysis/chain-estimate.js';
import { infer } from '../../src/inference/engine.js';
import { WorkMeter } from '../../src/inference/work.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from '../inference/brute.js';
import { garbledRecord, readingShares, readingsFit } from '../inference/unread-readings.js';

const small = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
});
const LINES = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits'];

describe('the chain estimate with an unread cell', () => {
  it('is of the weakened reading\'s layouts (as its superset mark says), not of the readings\'', () => {
    const { evidence } = garbledRecord(small, LINES);
    expect(unreadReadExactly(small, evidence)).toBe(0);
    // The brute force: every reading's layouts (77), and the weakened reading's (88).
    const fits = readingsFit(small, LINES);
    expect(fits.length).toBe(77);
    const readings = readingShares(small, fits).cell;
    const { unreadOwnCells: _, ...own } = evidence.salvos[0]!;
    const weakened = bruteInfer(small, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] });
    expect(weakened.count).toBe(88n);
    // The engine's exact count is the readings' (unmarked).
    expect(infer(small, evidence)).toMatchObject({ exact: true, count: 77n });
    // A cell where the two sets part: the chain must tell them apart.
    const far = weakened.marginal.map((p, c) => Math.abs(p - readings[c]!));
    const at = far.indexOf(Math.max(...far));
    expect(far[at]!).toBeGreaterThan(0.06);
    const est = chainEstimate(small, evidence, { work: WorkMeter.ms(400), seed: 1 });
    expect(est?.method).toBe('chain');
    est!.marginal.forEach((p, c) => expect(Math.abs(p - weakened.marginal[c]!)).toBeLessThan(0.02));
    expect(Math.abs(est!.marginal[at]! - readings[at]!)).toBeGreaterThan(far[at]! - 0.02);
  });
});
