/**
 * After n shots at cells that cannot be read and may have hit, each later cell that hit nothing
 * new though a ship lies on it is one of those n cells fired again: a miss on a ship, and a hit
 * more than a whole salvo's report counts, alike. So n of them in all, not n of each kind, nor n
 * for each class of each salvo: `C? E5 -> boat 1`, later `C1 E3 -> raft 1`, later `A1 B1 -> no
 * hits` cannot have the boat on B1-C1 (the unread cell would be both C1 and B1). The oracle is the
 * brute force (./brute.ts), which reads so, and every reading of the record (the unread cell
 * mended to each cell of the board, the layouts that fit some reading) is still counted.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, consistent, type BruteShip } from './brute.js';
import { expectEveryReadingCounted, garbledRecord, layoutKey, readingsFit } from './unread-readings.js';

// 5×5, a boat of two and a raft that may not touch, two shots a salvo, the hits counted.
const counted = (by: 'class' | 'ship'): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', 2), shipClass('raft', 1)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by, counts: true, sunk: false },
  });

// The boat on B1-C1 (cells 1, 2), the raft on E3 (cell 14): C1 a hit more than told, B1 a miss on a ship.
const BOTH: BruteShip[] = [
  { classIndex: 0, cells: [1, 2] },
  { classIndex: 1, cells: [14] },
];

describe('after an unread cell, the cells fired again are as many as the unread hits in all', () => {
  it.each([
    ['by class', 'class', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
    ['ship by ship', 'ship', ['red: C? E5 -> boat #1 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft #1 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ] as const)('%s: a hit more than told and a miss on a ship after one unread cell do not both count', (_, by, lines) => {
    const v = counted(by);
    const { evidence } = garbledRecord(v, lines);
    // A legal layout that no reading of the unread cell fits, and the evidence does not either.
    expect(bruteLayouts(v).some((l) => layoutKey(l) === layoutKey(BOTH))).toBe(true);
    expect(readingsFit(v, lines).some((l) => layoutKey(l) === layoutKey(BOTH))).toBe(false);
    expect(consistent(v, BOTH, evidence)).toBe(false);
    expectEveryReadingCounted(v, evidence, lines);
  });
});
