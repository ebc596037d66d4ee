/**
 * A whole salvo's report with an unread cell (`B2 D? -> boat 1`) where unread-exact.ts's sums do
 * not reach, read exactly by listing (src/inference/unread-listed.ts): sinking told (by class),
 * hits not counted (only which classes were hit), and two unread cells in the salvo. The oracle is
 * every reading of the record, each unread cell mended to each cell of the board, by the brute
 * force on the mended record's salvos (./unread-readings.ts): `infer` counts exactly the layouts
 * of some reading, every chance and every class's to 1e-12, where it counted the weakened
 * reading's (a superset: the counts below say how much larger).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import { listUnreadLayouts, unreadListedAt } from '../../src/inference/unread-listed.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';
import { expectEveryReadingCounted, garbledRecord, readingsFit } from './unread-readings.js';

// 5×5, ships that may not touch, hits reported salvo by salvo by class.
const board = (counts: boolean, sunk: boolean, shots = 2): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', 2), shipClass('raft', 1)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots } },
    report: { timing: 'per-salvo', by: 'class', counts, sunk },
  });

const CASES: readonly (readonly [string, Variant, readonly string[], number])[] = [
  ['sinking told, the boat hit then sunk', board(true, true), ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1 sunk'], 1],
  ['sinking told, the raft sunk perhaps by the unread shot', board(true, true), ['red: A1 C? -> raft 1 sunk', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat 1'], 1],
  ['hits not counted, both classes hit', board(false, false), ['red: A1 C? -> boat, raft', 'blue: B4 B5 -> no hits', 'red: C1 E5 -> boat', 'blue: C4 C5 -> no hits', 'red: A3 D4 -> no hits'], 1],
  ['two unread cells, the boat hit twice', board(true, false, 3), ['red: B2 C? D? -> boat 2', 'blue: B4 B5 A5 -> no hits', 'red: C3 E5 A1 -> no hits'], 2],
];

describe('an unread cell where the sums do not reach: the layouts of some reading, by listing', () => {
  it.each(CASES)('%s: the count and every chance are the readings\'', (_, v, lines, cells) => {
    const { evidence } = garbledRecord(v, lines);
    expect(unreadReadExactly(v, evidence)).toBeNull();
    expect(unreadListedAt(v, evidence)).toEqual({ salvo: 0, cells });
    const got = expectEveryReadingCounted(v, evidence, lines);
    // Fewer than the weakened reading keeps, each of the readings' among them.
    expect(got.count).toBeLessThan(bruteInfer(v, evidence).count);
  });

  it('no reading fits, the weakened reading has layouts: 0, saying which salvos no reading of the cell fits', () => {
    const v = board(true, true);
    // C2 and the unread shot hit the boat once and sank the raft: E2 or D5 then hits the boat's other
    // cell (it cannot reach C2), which sinks it, and the report does not say so.
    const lines = ['red: C2 C? -> boat 1, raft 1 sunk', 'blue: B4 B5 -> no hits', 'red: B3 E1 -> no hits', 'blue: C4 C5 -> no hits', 'red: E2 D5 -> boat 1'];
    const { evidence } = garbledRecord(v, lines);
    expect(readingsFit(v, lines)).toEqual([]);
    expect(bruteInfer(v, evidence).count).toBeGreaterThan(0n);
    const got = infer(v, evidence);
    expect(got.count).toBe(0n);
    expect(got.impossibleCause).toEqual({ kind: 'unread-none', salvo: 1, last: 3 });
  });

  // Each layout listed costs a compile per cell its unread shot could matter at: past `most`
  // layouts of the weakened reading (counted first, unchecked) none is listed, and `infer` counts
  // the weakened reading as before (on a 10×10 board mid-game, hundreds of thousands).
  it('more layouts than it lists: none listed (the weakened reading stands)', () => {
    const [, v, lines] = CASES[0]!;
    const { evidence } = garbledRecord(v, lines);
    const weakened = Number(bruteInfer(v, evidence).count);
    expect(listUnreadLayouts(v, evidence, 60_000, weakened - 1)).toBeNull();
    expect(listUnreadLayouts(v, evidence, 60_000, weakened)!.length).toBe(readingsFit(v, lines).length);
  });
});
