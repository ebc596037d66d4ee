/**
 * A whole salvo's report with an unread cell read by listing (unread-listed.ts) where a later
 * report is left out (`announcement: null`: the referee could not judge it, or a smaller set of a
 * conflict drops it): its shots fired, nothing told. The listing reads it so, exactly: `infer`
 * counts the layouts of some reading of the cell (each reading the record mended, by the brute
 * force, the left-out report still left out), where it read the whole record loosely (the
 * weakened reading's layouts, more) and said so (`readings: 'superset'`).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { unreadListedAt } from '../../src/inference/unread-listed.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';
import { garbledRecord, layoutKey, readingShares } from './unread-readings.js';

const board = (counts: boolean, sunk: boolean): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', 2), shipClass('raft', 1)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by: 'class', counts, sunk },
  });

/** The layouts that fit some reading of the evidence's one unread cell (salvo `t`'s), by the brute force. */
function readingsOf(v: Variant, evidence: Evidence, t: number): BruteShip[][] {
  const fit = new Map<string, BruteShip[]>();
  const layouts = bruteLayouts(v);
  for (let x = 0; x < v.board.rows * v.board.columns; x++) {
    const mended: Evidence = { salvos: evidence.salvos.map((s, i) => (i === t ? { cells: [...s.cells, x], announcement: s.unreadOwnReport! } : { cells: s.cells, announcement: s.announcement })) };
    for (const l of layouts) if (consistent(v, l, mended)) fit.set(layoutKey(l), l);
  }
  return [...fit.values()];
}

const CASES: readonly (readonly [string, Variant, readonly string[], number])[] = [
  ['hits not counted, the middle report left out', board(false, false), ['red: A1 C? -> boat, raft', 'blue: B4 B5 -> no hits', 'red: C1 E5 -> boat', 'blue: C4 C5 -> no hits', 'red: A3 D4 -> no hits'], 1],
  ['sinking told, the middle report left out', board(true, true), ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: A5 E1 -> no hits', 'blue: C4 C5 -> no hits', 'red: D3 E5 -> boat 1 sunk'], 1],
];

describe('an unread cell read by listing, a later report left out', () => {
  it.each(CASES)("%s: the count and every chance are the readings'", (_, v, lines, left) => {
    const { evidence: read } = garbledRecord(v, lines);
    const evidence: Evidence = { salvos: read.salvos.map((s, i) => (i === left ? { cells: s.cells, announcement: null } : s)) };
    expect(unreadListedAt(v, evidence)).toEqual({ salvo: 0, cells: 1 });
    const fits = readingsOf(v, evidence, 0);
    expect(fits.length).toBeGreaterThan(0);
    const got = infer(v, evidence);
    expect(got.exact).toBe(true);
    expect(got.readings).toBeUndefined();
    expect(got.count).toBe(BigInt(fits.length));
    // Fewer than the weakened reading keeps.
    expect(got.count).toBeLessThan(bruteInfer(v, evidence).count);
    const want = readingShares(v, fits);
    got.marginal.forEach((p, c) => expect(Math.abs(p - want.cell[c]!)).toBeLessThan(1e-12));
    v.fleet.forEach((cls, k) => got.classMarginal[cls.id]!.forEach((p, c) => expect(Math.abs(p - want.byClass[k]![c]!)).toBeLessThan(1e-12)));
  });
});
