/**
 * A shot at a cell that cannot be read, announced a hit, and later shots of the same side: the
 * unread cell may be one of the cells fired at later, which the rules then announce a miss (a
 * repeat hits nothing new), so a later miss does not make its cell water (`C? -> hit`, then
 * `C1 -> miss`: C1 may be the hit ship's, fired at twice); and a later "sunk" may owe the ship's
 * last cell to the unread one, so it says only that a ship is on its cell. The oracle is the brute
 * force (./brute.ts) over every reading of the record: each unread cell mended to each cell of
 * the board in turn, the evidence taken straight from the mended record's salvos (not by
 * src/inference/from-record.ts), the layouts that fit any of them gathered. Every one of those must
 * be counted by `salvo infer`'s evidence; where sinking is not told, exactly those (count and every
 * chance to 1e-12). And the engine on that evidence is the brute force on it, to 1e-12.
 */
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/inference/evidence.js';
import { infer } from '../../src/inference/engine.js';
import { impossibilityReason } from '../../src/inference/impossibility-reason.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { BruteShip } from './brute.js';
import { expectEveryReadingCounted, garbledRecord, readingsFit } from './unread-readings.js';

// 4×4, a boat of 2 and a raft of 1 that may not touch; one shot a turn; hits only, or sinking told.
const base = { rows: 4, columns: 4, fleet: [shipClass('boat', 2), shipClass('raft', 1)] };
const hitsOnly = makeVariant({ ...base, report: { timing: 'per-shot', sunk: 'none', hitClass: false } });
const sinking = makeVariant(base);

// One shot a turn: blue's first shot before the lines.
const ONE = 'blue: A4 -> miss';

function chances(v: Variant, layouts: readonly BruteShip[][]): number[] {
  const out = new Array<number>(v.board.rows * v.board.columns).fill(0);
  for (const l of layouts) for (const s of l) for (const c of s.cells) out[c]! += 1 / layouts.length;
  return out;
}

const CASES: readonly (readonly [string, readonly string[]])[] = [
  ['a miss fired after', ['red: C? -> hit', 'blue: B4 -> miss', 'red: C1 -> miss']],
  ['several misses and a hit after', ['red: C? -> hit', 'blue: B4 -> miss', 'red: C1 -> miss', 'blue: A3 -> miss', 'red: B3 -> miss', 'blue: C4 -> miss', 'red: D4 -> hit']],
  [
    'two unread hits, misses after each',
    ['red: C? -> hit', 'blue: B4 -> miss', 'red: C1 -> miss', 'blue: A3 -> miss', 'red: B? -> hit', 'blue: C4 -> miss', 'red: B2 -> miss', 'blue: D3 -> miss', 'red: A4 -> miss'],
  ],
  ['misses before the unread hit and after', ['red: A2 -> miss', 'blue: B4 -> miss', 'red: C? -> hit', 'blue: A3 -> miss', 'red: A1 -> miss', 'blue: C4 -> miss', 'red: D2 -> miss']],
];

describe('misses after a hit at a cell that cannot be read', () => {
  it.each(CASES)('%s, hits only: the count and chances are those of every reading of the record', (_, lines) => {
    const { evidence } = garbledRecord(hitsOnly, lines, ONE);
    const fits = readingsFit(hitsOnly, lines, ONE);
    const got = infer(hitsOnly, evidence);
    expect(fits.length).toBeGreaterThan(0);
    expect(got.count).toBe(BigInt(fits.length));
    // Exactly the readings' layouts: not said to be an upper bound (`readings: 'superset'`).
    expect(got.readings).toBeUndefined();
    const want = chances(hitsOnly, fits);
    got.marginal.forEach((p, c) => expect(Math.abs(p - want[c]!)).toBeLessThan(1e-12));
  });

  // Where sinking is told the boat's second hit sinks it, and the raft's first: those read "sunk".
  const SINKING = CASES.map(([name, lines]) => [name, lines.map((l) => l.replace('D4 -> hit', 'D4 -> miss').replace('B? -> hit', 'B? -> sunk'))] as const);

  it.each(SINKING)('%s, sinking told: every reading still counted, and the engine is the brute force', (_, lines) => {
    const { evidence } = garbledRecord(sinking, lines, ONE);
    expectEveryReadingCounted(sinking, evidence, lines, ONE);
    // Counted as the weakened reading: said to be an upper bound.
    expect(infer(sinking, evidence).readings).toBe('superset');
  });

  it('the cell fired at again after the unread hit may hold the ship hit (C1 is not water)', () => {
    const got = infer(hitsOnly, garbledRecord(hitsOnly, CASES[0]![1], ONE).evidence);
    // C1 (cell 2) is the boat's where the unread cell was C1: the record read with C1 water lost those games.
    expect(got.marginal[2]).toBeGreaterThan(0);
  });

  it('an unread shot announced a miss leaves the misses after it as they are', () => {
    const got = infer(hitsOnly, garbledRecord(hitsOnly, ['red: C? -> miss', 'blue: B4 -> miss', 'red: C1 -> miss'], ONE).evidence);
    expect(got.marginal[2]).toBe(0);
  });
});

describe('a "sunk" after a hit at a cell that cannot be read', () => {
  const lines = ['red: C? -> hit', 'blue: B4 -> miss', 'red: D1 -> sunk', 'blue: A3 -> miss', 'red: A1 -> miss'];

  it('says a ship is on its cell, and every reading of the record is still counted', () => {
    const { evidence } = garbledRecord(sinking, lines, ONE);
    const got = expectEveryReadingCounted(sinking, evidence, lines, ONE);
    // D1 (cell 3) is certainly a ship's: before, the "sunk" told nothing and D1 was about one in five.
    expect(got.marginal[3]).toBe(1);
  });
});

describe('why no fleet fits, after a hit at a cell that cannot be read', () => {
  it('does not say a ship sank twice where the "sunk" are read as hits', () => {
    // The raft "sunk" at A1 and at D1 after an unread hit: one raft cannot be on both, but it is
    // not known to have sunk at either (the unread cell may be the ship's last).
    const named = makeVariant({ ...base, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const sunk = { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'raft' }] } as const;
    const evidence: Evidence = { salvos: [0, 3].map((c) => ({ cells: [c], announcement: sunk, unreadHitsBefore: 1 })) };
    expect(infer(named, evidence).count).toBe(0n);
    const full: Evidence = { salvos: evidence.salvos.map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    expect(impossibilityReason(named, full, [0, 1])?.code).toBe('sunk-too-often');
    expect(impossibilityReason(named, evidence, [0, 1])?.code).not.toBe('sunk-too-often');
  });
});

describe('"no hits" by class after a salvo with a cell that cannot be read', () => {
  // 5×5, two shots a salvo, the classes hit told by name, no counts, no sinking.
  const bySalvo = makeVariant({ ...base, rows: 5, columns: 5, turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false } });
  it.each([
    ['one salvo after', ['red: C? E5 -> boat', 'blue: B4 B5 -> no hits', 'red: C1 E4 -> no hits']],
    ['two salvos after', ['red: C? E5 -> boat', 'blue: B4 B5 -> no hits', 'red: C1 E4 -> no hits', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ])('%s: every reading of the record still counted, the engine the brute force, C1 not water', (_, lines) => {
    const { evidence } = garbledRecord(bySalvo, lines);
    const got = expectEveryReadingCounted(bySalvo, evidence, lines);
    // C1 (cell 2) is the boat's where the unread cell was C1.
    expect(got.marginal[2]).toBeGreaterThan(0);
  });
});

describe('a salvo naming the classes hit, after a salvo with a cell that cannot be read', () => {
  // 5×5, two shots a salvo, the hits of each class counted, sinking told or not.
  // Where sinking is told the boat is of three (a boat of two hit twice would be sunk).
  const counted = (sunk: boolean): Variant =>
    makeVariant({ ...base, ...(sunk ? { fleet: [shipClass('boat', 3), shipClass('raft', 1)] } : {}), rows: 5, columns: 5, turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk } });
  it.each([
    ['a hit counted once where the boat may lie on both cells', false, ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat 1']],
    ['a class hit with another not named', false, ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
    ['sinking told, a hit not sunk', true, ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 C2 -> boat 1']],
  ] as const)('%s: every reading of the record still counted, the engine the brute force', (_, sunk, lines) => {
    const v = counted(sunk);
    const { evidence } = garbledRecord(v, lines);
    expectEveryReadingCounted(v, evidence, lines);
  });
});
