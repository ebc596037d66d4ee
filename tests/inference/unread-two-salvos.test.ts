/**
 * Two cells that cannot be read, in two different salvos' whole reports: `check`'s consistency and
 * `infer` against every reading (both cells mended to each cell of the board, ./unread-readings.ts),
 * by the brute force. Where a report after the first is told, neither is read exactly: the evidence
 * is the weakened reading of `EvidenceSalvo.unreadHitsBefore` (every reading and some more). So `check` never calls such a
 * record impossible where some reading fits, and may miss one where none does; `infer` counts every
 * reading's layouts, maybe more, and then says so (`readings: 'superset'`).
 */
import { describe, expect, it } from 'vitest';
import { firstImpossible, isConsistent } from '../../src/inference/consistency.js';
import { infer } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent } from './brute.js';
import { garbledRecord, layoutKey, readingsFit } from './unread-readings.js';

const strip = makeVariant({ rows: 2, columns: 5, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const FIRST = 'blue: B2 C2 -> boat 1';

describe('two unread cells in two salvos, against every reading of both', () => {
  it('a later hit told after both: infer counts every reading and 5 more, and says its count is a superset', () => {
    const lines = ['red: C2 C? -> boat 1', 'blue: A1 B1 -> no hits', 'red: D? E1 -> raft 1', 'blue: C1 D1 -> no hits', 'red: E2 B1 -> no hits'];
    const { evidence } = garbledRecord(strip, lines, FIRST);
    const fits = readingsFit(strip, lines, FIRST);
    expect(fits.length).toBe(41);
    // Every layout of every reading is kept by the evidence as weakened (the brute force on it).
    const kept = new Set(bruteLayouts(strip).filter((l) => consistent(strip, l, evidence)).map(layoutKey));
    for (const l of fits) expect(kept.has(layoutKey(l))).toBe(true);
    const got = infer(strip, evidence);
    expect(got.count).toBe(bruteInfer(strip, evidence).count);
    expect(got.count).toBe(46n);
    expect(got.readings).toBe('superset');
    expect(isConsistent(strip, evidence)).toBe(true);
  });

  it('the second unread cell in the last salvo (its report set aside, as that cell may have hit): every reading counted exactly, no more', () => {
    // The first unread cell is read exactly (unread-exact.ts), the last salvo's report left out as
    // telling nothing; before, that report left out turned it all to the weakened reading (36, "superset").
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
