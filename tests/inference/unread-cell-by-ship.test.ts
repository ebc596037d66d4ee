/**
 * Reports ship by ship (`report.by: ship`) after a salvo with a cell that cannot be read, which
 * may have hit: the unread cell may be one of the cells fired at later, which then hits nothing
 * new, so a later salvo's report may say fewer hits on a ship than its cells fired at (`C? E5 ->
 * boat #1 1`, later `C1 C2 -> boat #1 1`: the boat may lie on C1-C2, C1 the unread cell fired
 * again), and its "no hits" does not make its cells water. Such salvos are read class by class,
 * the ships' entries added up, as a report by class is after an unread cell, a ship told sunk as
 * one that may have sunk then (`C? C3 -> boat #1 2`, later `C1 E3 -> boat #1 1 sunk`: the boat on
 * C1-C3, C2 the unread cell). The oracle is the
 * brute force (./brute.ts) over every reading of the record: the unread cell mended to each cell
 * of the board in turn, the evidence taken straight from the mended record's salvos (not by
 * src/inference/from-record.ts), the layouts that fit any of them gathered: every one must be
 * counted by `salvo infer`'s evidence; and the engine on that evidence is the brute force on it
 * (the count, every chance to 1e-12).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { expectEveryReadingCounted, garbledRecord } from './unread-readings.js';

// 5×5, a boat and two rafts (told apart) that may not touch, two shots a salvo.
const byShip = (counts: boolean, sunk: boolean): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', sunk ? 3 : 2), shipClass('raft', 1, { count: 2 })],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by: 'ship', counts, sunk },
  });

const CASES = [
  ['"no hits" after', true, false, ['red: C? E5 -> raft #2 1', 'blue: B4 B5 -> no hits', 'red: C1 E4 -> no hits']],
  ['a ship hit once where it may lie on both cells', true, false, ['red: C? E5 -> boat #1 1', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat #1 1']],
  ['the two rafts told apart, then "no hits"', true, false, ['red: C? E5 -> raft #2 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft #1 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ['hits not counted', false, false, ['red: C? E5 -> raft #2', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat #1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ['sinking told, a hit not sunk', true, true, ['red: C? E5 -> boat #1 1', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat #1 1']],
  ['sinking told, a ship sunk perhaps on the unread cell', true, true, ['red: C? C3 -> boat #1 2', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> boat #1 1 sunk']],
] as const;

describe('reports ship by ship after a salvo with a cell that cannot be read', () => {
  it.each(CASES)('%s: every reading of the record still counted, the engine the brute force', (_, counts, sunk, lines) => {
    const v = byShip(counts, sunk);
    const { evidence } = garbledRecord(v, lines);
    expectEveryReadingCounted(v, evidence, lines);
  });

  it('C1, fired at again after the unread cell, is not water', () => {
    const v = byShip(true, false);
    // C1 (cell 2) is a ship's where the unread cell was C1: read as water, those games were lost.
    expect(infer(v, garbledRecord(v, CASES[0][3]).evidence).marginal[2]).toBeGreaterThan(0);
    expect(infer(v, garbledRecord(v, CASES[1][3]).evidence).marginal[2]).toBeGreaterThan(0);
  });
});
