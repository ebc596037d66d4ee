/**
 * Two cells that cannot be read, in two different salvos' whole reports: `check`'s consistency and
 * `infer` against every reading (both cells mended to each cell of the board, ./unread-readings.ts),
 * by the brute force. Where a report after the first is told, `check` reads the weakened reading of
 * `EvidenceSalvo.unreadHitsBefore` (every reading and some more): it never calls such a record
 * impossible where some reading fits, and may miss one where none does. `infer` lists the weakened
 * reading's layouts where they are few, each kept where some reading of both cells fits it
 * (unread-listed.ts), every reading's exactly; else it counts them and says so (`readings: 'superset'`).
 */
import { describe, expect, it } from 'vitest';
import { firstImpossible, isConsistent } from '../../src/inference/consistency.js';
import { infer } from '../../src/inference/engine.js';
import { causeSentence } from '../../src/inference/impossibility-text.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent } from './brute.js';
import { unreadListedAt } from '../../src/inference/unread-listed.js';
import { expectEveryReadingCounted, garbledRecord, layoutKey, readingsFit } from './unread-readings.js';

const strip = makeVariant({ rows: 2, columns: 5, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const FIRST = 'blue: B2 C2 -> boat 1';

describe('two unread cells in two salvos, against every reading of both', () => {
  it('a later hit told after both: infer lists them, every reading counted exactly and no more (the weakened reading has 5 more)', () => {
    const lines = ['red: C2 C? -> boat 1', 'blue: A1 B1 -> no hits', 'red: D? E1 -> raft 1', 'blue: C1 D1 -> no hits', 'red: E2 B1 -> no hits'];
    const { evidence } = garbledRecord(strip, lines, FIRST);
    const fits = readingsFit(strip, lines, FIRST);
    expect(fits.length).toBe(41);
    // Every layout of every reading is kept by the evidence as weakened (the brute force on it).
    const kept = new Set(bruteLayouts(strip).filter((l) => consistent(strip, l, evidence)).map(layoutKey));
    for (const l of fits) expect(kept.has(layoutKey(l))).toBe(true);
    expect(bruteInfer(strip, evidence).count).toBe(46n);
    // Before, the later salvo's report ("raft 1") was dropped and the weakened 46 counted, said to be a superset.
    expect(unreadListedAt(strip, evidence)).toEqual({ salvo: 0, cells: 1, then: { salvo: 1, cells: 1 } });
    const got = expectEveryReadingCounted(strip, evidence, lines, FIRST);
    expect(got.count).toBe(41n);
    expect(got.readings).toBeUndefined();
    expect(isConsistent(strip, evidence)).toBe(true);
  });

  it('the second unread cell in the last salvo (its report told): every reading counted exactly, no more', () => {
    // Both cells listed (unread-listed.ts), the last salvo's report read with its cell mended; before,
    // unread-exact.ts's sums read the first and left that report out, which may count layouts no reading
    // fits (below), and before that, the report left out turned it all to the weakened reading (36, "superset").
    const lines = ['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D1 E1 -> no hits', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1'];
    const { evidence } = garbledRecord(strip, lines, FIRST);
    expect(evidence.salvos.map((s) => s.announcement === null)).toEqual([true, false, true]);
    const fits = readingsFit(strip, lines, FIRST);
    expect(fits.length).toBe(24);
    const got = infer(strip, evidence);
    expect(got.count).toBe(24n);
    expect(got.readings).toBeUndefined();
    expect(got.count).toBe(bruteInfer(strip, evidence).count);
  });

  it('no reading fits: check finds it, after the last salvo, as the brute force does', () => {
    const lines = ['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D? E1 -> no hits', 'blue: C1 D1 -> no hits', 'red: E2 B1 -> no hits', 'blue: E1 A2 -> raft 1', 'red: A2 D1 -> no hits'];
    const { evidence } = garbledRecord(strip, lines, FIRST);
    expect(readingsFit(strip, lines, FIRST).length).toBe(0);
    expect(bruteInfer(strip, evidence).count).toBe(0n);
    expect(infer(strip, evidence).count).toBe(0n);
    expect(isConsistent(strip, evidence)).toBe(false);
    // Before the last salvo some reading fits, and check says nothing there.
    const upTo = lines.slice(0, -2);
    expect(readingsFit(strip, upTo, FIRST).length).toBeGreaterThan(0);
    expect(isConsistent(strip, garbledRecord(strip, upTo, FIRST).evidence)).toBe(true);
    expect(firstImpossible(strip, evidence)?.salvo).toBe(3);
  });
});

/** 5×5, a boat and a raft, two shots a salvo, reported salvo by salvo by class, hits counted or not, sinking told or not. */
const board = (counts: boolean, sunk: boolean): Variant =>
  makeVariant({ rows: 5, columns: 5, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts, sunk } });

const LISTED_TWO: readonly (readonly [string, Variant, readonly string[]])[] = [
  ['sinking told, the boat hit then sunk', board(true, true), ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E? -> boat 1 sunk', 'blue: C4 C5 -> no hits', 'red: A1 E5 -> no hits']],
  ['hits not counted', board(false, false), ['red: A1 C? -> boat, raft', 'blue: B4 B5 -> no hits', 'red: C1 E? -> boat', 'blue: C4 C5 -> no hits', 'red: A3 D4 -> no hits']],
];

describe('one unread cell in each of two salvos, reports told after both, where the sums do not reach: listed, every reading exactly', () => {
  it.each(LISTED_TWO)('%s: the count and every chance the readings\', not said to be loose', (_, v, lines) => {
    const { evidence } = garbledRecord(v, lines);
    expect(unreadListedAt(v, evidence)).toEqual({ salvo: 0, cells: 1, then: { salvo: 1, cells: 1 } });
    const fits = readingsFit(v, lines);
    // The weakened reading keeps more: the test tells the two apart.
    expect(bruteInfer(v, evidence).count).toBeGreaterThan(BigInt(fits.length));
    const got = expectEveryReadingCounted(v, evidence, lines);
    expect(got.count).toBe(BigInt(fits.length));
    expect(got.readings).toBeUndefined();
    expect(got.looseSalvo).toBeUndefined();
    expect(got.exact).toBe(true);
  });

  it('the later salvo\'s report read too: a raft hit twice fits no reading, though the weakened reading has layouts', () => {
    const v = board(true, false);
    const lines = ['red: A1 C? -> raft 1', 'blue: B4 B5 -> no hits', 'red: C1 E? -> raft 1', 'blue: C4 C5 -> no hits', 'red: A3 D4 -> no hits'];
    const { evidence } = garbledRecord(v, lines);
    expect(readingsFit(v, lines)).toHaveLength(0);
    expect(bruteInfer(v, evidence).count).toBeGreaterThan(0n);
    const got = infer(v, evidence);
    expect(got.count).toBe(0n);
    expect(got.readings).toBeUndefined();
    // Two unread shots, one in each salvo: said of both, in the plural.
    expect(got.impossibleCause).toEqual({ kind: 'unread-none', salvo: 1, last: 3, shots: 2 });
    expect(got.impossible).toBe('salvo 1 at this fleet: no pair of cells the two unread shots could be at fits the reports of salvos 1–3');
    expect(causeSentence(got.impossibleCause!, v, 'ru')).toBe('1-й залп по этому флоту: ни одна пара клеток, куда могли прийтись два нечитаемых выстрела, не согласуется с итогами залпов 1–3');
    expect(causeSentence(got.impossibleCause!, v, 'pl')).toBe('1. salwa do tej floty: żadna para pól, w które mogły paść dwa nieczytelne strzały, nie zgadza się z wynikami salw 1–3');
  });
});

describe('the later unread cell in the last salvo, its report told: never counted without it and called exact', () => {
  // unread-exact.ts's sums read the first cell exactly and left the last salvo's report out, as one
  // that could not be read: 4, 38 and 14 layouts called exact where no reading fits (the boat or raft
  // said hit has every cell fired at already). Now listed, with that report read: none.
  it.each([
    [['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: A1 B1 -> boat 2', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1']],
    [['red: A1 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D? E2 -> raft 1']],
    [['red: A1 A? -> boat 1', 'blue: A1 B1 -> no hits', 'red: B1 C1 -> boat 1', 'blue: A1 B1 -> no hits', 'red: D? E2 -> boat 1']],
  ])('%j: no layout, as no reading has one', (lines) => {
    const { evidence } = garbledRecord(strip, lines, FIRST);
    expect(readingsFit(strip, lines, FIRST)).toHaveLength(0);
    expect(bruteInfer(strip, evidence).count).toBeGreaterThan(0n);
    const got = infer(strip, evidence);
    expect(got.count).toBe(0n);
    expect(got.impossibleCause?.kind).toBe('unread-none');
    expect(got.impossible).toMatch(/^salvo 1 at this fleet: no pair of cells the two unread shots could be at fits the reports of salvos 1–[23]$/);
  });
});
