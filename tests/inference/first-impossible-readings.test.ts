/**
 * `firstImpossible` where an unread cell's readings are past the listing (the weakened reading has
 * more layouts than it lists): a prefix of the announcements that fits only with the cell read
 * loosely is judged again reading by reading where the readings are few (each a record mended
 * with the cell, judged as any fully read one), and so is each smaller set the conflict is
 * narrowed through. Before, such a prefix counted as fitting: the salvo named was a later one, with
 * no word of it. Against the brute force over every reading of the cell.
 */
import { describe, expect, it } from 'vitest';
import { conflictOf } from '../../src/cli/commands/infer.js';
import { firstImpossible } from '../../src/inference/consistency.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord, LOOSE, readingsFit } from './unread-readings.js';

// As unread-readings.ts's byShip (a boat and two rafts told apart, reported ship by ship), on 6×6: the weakened reading
// has 2,007 layouts after red's third salvo, past the listing's 2,000.
const v6 = makeVariant({
  rows: 6,
  columns: 6,
  fleet: [shipClass('boat', 2), shipClass('raft', 1, { count: 2 })],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
});
// Salvo 2's report tells raft #2 hit (by C? or E5): it is hit again by salvo 6 in no reading.
// Salvo 8 puts raft #1 beside it: no fleet fits even as the cell is read loosely.
const lines = [...LOOSE, 'blue: C4 C5 -> no hits', 'red: A1 B1 -> raft #2 1', 'blue: D4 D5 -> no hits', 'red: A2 B2 -> raft #1 1'];

describe('the first salvo after which no fleet fits, past the listing of an unread cell', () => {
  it('is judged reading by reading: salvo 6, as the brute force has it, not salvo 8', () => {
    expect(readingsFit(v6, lines.slice(0, 3)).length).toBeGreaterThan(0);
    expect(readingsFit(v6, lines.slice(0, 5))).toHaveLength(0);
    const { evidence } = garbledRecord(v6, lines);
    const bad = firstImpossible(v6, evidence)!;
    // Red's salvos: 0 is salvo 2, 1 is salvo 4, 2 is salvo 6.
    expect(bad.salvo).toBe(2);
    expect(bad.earliest).toBeUndefined();
    // Salvo 4 (no hits) is not needed: the smaller set judged reading by reading too.
    expect(bad.conflict).toEqual([0, 2]);
    expect(bad.looseSalvo).toBeUndefined();
  }, 120_000);

  it("infer's conflict (where no fleet fits) names salvo 6 and the set 2, 6: before, salvo 8 and 6, 8", () => {
    const { parsed } = garbledRecord(v6, lines);
    expect(conflictOf(v6, parsed.record, parsed.sources, 'blue', {})).toEqual({ after: 6, salvos: [2, 6], at: 5 });
  });
});
