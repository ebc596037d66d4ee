/**
 * check (consistency.ts) with unread cells infer lists (unread-listed.ts): two cells of one salvo, or
 * one in each of two salvos with the later report told. A record no reading of the cells fits is
 * impossible, as every reading's brute force says, not consistent as the weakened reading (or the
 * later report dropped) would have it.
 */
import { describe, expect, it } from 'vitest';
import { firstImpossible, isConsistent } from '../../src/inference/consistency.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';
import { garbledRecord, readingsFit } from './unread-readings.js';

const strip = makeVariant({ rows: 2, columns: 5, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const FIRST = 'blue: B2 C2 -> boat 1';

const RECORDS: readonly (readonly string[])[] = [
  ['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: A1 B1 -> boat 2', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1'],
  ['red: A1 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D? E2 -> raft 1'],
  ['red: A1 A? -> boat 1', 'blue: A1 B1 -> no hits', 'red: B1 C1 -> boat 1', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1'],
  ['red: C2 C? -> boat 1', 'blue: A1 B1 -> no hits', 'red: D? E1 -> raft 1', 'blue: C1 D1 -> no hits', 'red: E2 B1 -> no hits'],
  ['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D1 E1 -> no hits', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1'],
  ['red: A? B? -> raft 1', 'blue: A1 B1 -> no hits', 'red: A1 B1 -> boat 1'],
  ['red: A? B? -> boat 2', 'blue: A1 B1 -> no hits', 'red: C1 D1 -> raft 1'],
];

describe('check with two unread cells: consistent exactly where some reading of them fits (brute force, 2×5)', () => {
  it.each(RECORDS)('%j', (...lines) => {
    const { evidence } = garbledRecord(strip, lines, FIRST);
    const fits = readingsFit(strip, lines, FIRST).length > 0;
    // The weakened reading keeps layouts in every case: it alone does not tell them apart.
    expect(bruteInfer(strip, evidence).count).toBeGreaterThan(0n);
    expect(isConsistent(strip, evidence)).toBe(fits);
    // Where none fits, check says so after the last salvo (each before it has some reading that fits).
    expect(firstImpossible(strip, evidence)?.salvo).toBe(fits ? undefined : evidence.salvos.length - 1);
  });
});
