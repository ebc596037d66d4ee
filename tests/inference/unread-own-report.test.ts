/**
 * A whole salvo's report where a cell of the salvo itself could not be read (`B2 D? -> boat 1`)
 * still says something of the cells read: the report counts the unread cell's hits too, so the
 * cells read hold no more hits of a class than it tells, and none of a class it does not name
 * (`EvidenceSalvo.unreadOwnReport`); where sinking is told, a ship wholly on the cells fired at by
 * then sank there, so none such of a class it does not say sank. Left out whole, the raft could lie
 * on B2, which no reading of D? allows. The oracle is the brute force (./brute.ts) and every reading of the record (the
 * unread cell mended to each cell of the board): where the salvo is the only one with a result at
 * the target, its layouts are exactly the readings'; with salvos after it, every reading is still
 * counted (./unread-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, consistent, type BruteShip } from './brute.js';
import { expectEveryReadingCounted, garbledRecord, layoutKey, readingsFit } from './unread-readings.js';

// 5×5, a boat of two and a raft that may not touch, two shots a salvo, hits told salvo by salvo.
const salvoReport = (by: 'class' | 'ship', counts: boolean): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', 2), shipClass('raft', 1)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by, counts, sunk: false },
  });

// The raft on B2 (cell 6), the boat on D4-E4 (cells 18, 19): the report names only the boat.
const RAFT_ON_B2: BruteShip[] = [
  { classIndex: 0, cells: [18, 19] },
  { classIndex: 1, cells: [6] },
];

const CASES = [
  ['by class, counted', 'class', true, 'red: B2 D? -> boat 1'],
  ['by class, not counted', 'class', false, 'red: B2 D? -> boat'],
  ['ship by ship, counted', 'ship', true, 'red: B2 D? -> boat #1 1'],
  ['ship by ship, not counted', 'ship', false, 'red: B2 D? -> boat #1'],
] as const;

describe('the report of a salvo with a cell that could not be read caps the hits at its cells read', () => {
  it.each(CASES)('%s: a class it does not name is not on a cell read, and the layouts are the readings\'', (_, by, counts, line) => {
    const v = salvoReport(by, counts);
    const lines = [line];
    const { evidence } = garbledRecord(v, lines);
    expect(bruteLayouts(v).some((l) => layoutKey(l) === layoutKey(RAFT_ON_B2))).toBe(true);
    expect(readingsFit(v, lines).some((l) => layoutKey(l) === layoutKey(RAFT_ON_B2))).toBe(false);
    expect(consistent(v, RAFT_ON_B2, evidence)).toBe(false);
    const got = expectEveryReadingCounted(v, evidence, lines);
    // The only salvo at blue: the boat's hit may be at B2 or at the unread cell, so nothing else is told.
    expect(got.count).toBe(BigInt(readingsFit(v, lines).length));
  });

  it('counted: no more hits of the class at the cells read than told (two boat cells read, "boat 1")', () => {
    const v = salvoReport('class', true);
    const lines = ['red: B2 B3 C? -> boat 1'];
    const { evidence } = garbledRecord(v, lines);
    // The boat on B2-B3 (cells 6, 11), the raft on E5: two boat hits read where one is told.
    const both: BruteShip[] = [
      { classIndex: 0, cells: [6, 11] },
      { classIndex: 1, cells: [24] },
    ];
    expect(bruteLayouts(v).some((l) => layoutKey(l) === layoutKey(both))).toBe(true);
    expect(consistent(v, both, evidence)).toBe(false);
    expectEveryReadingCounted(v, evidence, lines);
  });

  it.each([
    ['by class', 'class', 'red: B2 B3 D? -> boat 2'],
    ['ship by ship', 'ship', 'red: B2 B3 D? -> boat #1 1, boat #2 1'],
  ] as const)('sinking told, %s: a ship wholly on the cells read sank there, so a report that sinks none leaves it out', (_, by, line) => {
    const v = makeVariant({
      rows: 5,
      columns: 5,
      fleet: [shipClass('boat', 2, { count: 2 }), shipClass('raft', 1)],
      turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
      report: { timing: 'per-salvo', by, counts: true, sunk: true },
    });
    const lines = [line];
    const { evidence } = garbledRecord(v, lines);
    // A boat on B2-B3 (cells 6, 11): two hits read, as told, but sunk, which the report does not say.
    const onB2B3 = bruteLayouts(v).find((l) => l.some((s) => s.classIndex === 0 && layoutKey([s]) === layoutKey([{ classIndex: 0, cells: [6, 11] }])));
    expect(onB2B3).toBeDefined();
    expect(readingsFit(v, lines).some((l) => layoutKey(l) === layoutKey(onB2B3!))).toBe(false);
    expect(consistent(v, onB2B3!, evidence)).toBe(false);
    expectEveryReadingCounted(v, evidence, lines);
  });

  it('with salvos after it, and a second unread salvo (whose report is left out), every reading is still counted', () => {
    const v = salvoReport('class', true);
    const lines = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: C? E5 -> raft 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> boat 1'];
    const { evidence } = garbledRecord(v, lines);
    expect(evidence.salvos.map((s) => s.unreadOwnReport !== undefined)).toEqual([true, false, false]);
    expect(consistent(v, RAFT_ON_B2, evidence)).toBe(false);
    expectEveryReadingCounted(v, evidence, lines);
  });
});
