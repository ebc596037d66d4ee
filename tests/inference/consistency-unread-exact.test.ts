/**
 * The consistency check (`isConsistent`, `firstImpossible`; `check`'s announcements-impossible) with
 * one unread cell of a whole salvo's report read exactly (`unreadReadExactly`): "some legal fleet
 * fits" means a layout of some reading of the cell, as `infer` counts them, not the weakened
 * reading of `EvidenceSalvo.unreadHitsBefore` (every reading and some more). The oracle is every
 * reading of the record, the unread cell mended to each cell of the board, each by the brute force
 * (./unread-readings.ts). The records below are ones the weakened reading calls consistent where no
 * reading fits.
 */
import { describe, expect, it } from 'vitest';
import { firstImpossible, isConsistent } from '../../src/inference/consistency.js';
import { impossibleAnnouncements } from '../../src/inference/record-check.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { infer } from '../../src/inference/engine.js';
import { bruteInfer, bruteLayouts, consistent } from './brute.js';
import { garbledRecord, readingsFit } from './unread-readings.js';

const board = (rows: number, columns: number): Variant =>
  makeVariant({ rows, columns, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const small = board(5, 5);
const strip = board(2, 5);

/** The evidence read as `EvidenceSalvo.unreadHitsBefore` weakens it: the unread cell not counted. */
function weakened(evidence: Evidence): Evidence {
  return { ...evidence, salvos: evidence.salvos.map((s) => {
    const { unreadOwnCells: _, ...rest } = s;
    return rest;
  }) };
}

// On a 2×5 board: C2 and an unread cell "raft 1", then three salvos of "no hits". The raft at C2
// leaves no two cells side by side unfired for the boat; the raft where the unread shot fell
// leaves none either; read weakened, one of the misses may be a ship's, and the boat fits.
const FIRST = 'blue: B2 C2 -> boat 1';
const STRIP = ['red: C2 C? -> raft 1', 'blue: A1 B1 -> no hits', 'red: D2 E1 -> no hits', 'blue: C1 D1 -> no hits', 'red: E2 B1 -> no hits', 'blue: E1 A2 -> raft 1', 'red: A2 D1 -> no hits'];
const SMALL = ['red: C2 C? -> boat 1, raft 1', 'blue: B4 B5 -> no hits', 'red: B3 E1 -> no hits', 'blue: C4 C5 -> no hits', 'red: E2 D5 -> raft 1'];

describe('the consistency check with one unread cell read exactly', () => {
  it.each([
    ['2×5, three salvos of "no hits" after it', strip, STRIP, FIRST],
  ] as const)('%s: inconsistent, as every reading says, where the weakened reading fits', (_, v, lines, first) => {
    const { evidence } = garbledRecord(v, lines, first);
    expect(unreadReadExactly(v, evidence)).toBe(0);
    expect(readingsFit(v, lines, first)).toEqual([]);
    expect(bruteInfer(v, weakened(evidence)).count).toBeGreaterThan(0n);
    expect(isConsistent(v, weakened(evidence))).toBe(true);
    expect(isConsistent(v, evidence)).toBe(false);
  });

  // Every prefix of the records, and of records where some reading fits: the same answer as the
  // brute force over every reading (consistent where some layout of some reading fits).
  it.each([
    [strip, STRIP, FIRST],
    // 5×5 (unread-exact.test.ts): a boat and the raft hit, then "no hits", then the raft again.
    [small, SMALL, undefined],
    [small, ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: B3 E5 -> no hits'], undefined],
  ] as [Variant, readonly string[], string | undefined][])('each prefix: consistent exactly where some reading fits (%#)', (v, lines, first) => {
    const red = lines.filter((l) => l.startsWith('red'));
    for (let n = 1; n <= red.length; n++) {
      const upTo = lines.slice(0, lines.indexOf(red[n - 1]!) + 1);
      const { evidence } = garbledRecord(v, upTo, first);
      expect(isConsistent(v, evidence)).toBe(readingsFit(v, upTo, first).length > 0);
    }
  });

  it('firstImpossible: the salvo after which none fits, and that no reading of the unread cell does', () => {
    const { evidence } = garbledRecord(strip, STRIP, FIRST);
    expect(firstImpossible(strip, weakened(evidence))).toBeNull();
    const got = firstImpossible(strip, evidence)!;
    expect(got).toEqual({ salvo: 3, conflict: [0, 2, 3], ownSalvoSizes: [], unread: { salvo: 0, last: 3 } });
    // The smallest, as every reading says: no layout fits the three, each left out one does.
    expect(someReadingFits(got.conflict, 4, evidence)).toBe(false);
    for (const i of got.conflict) expect(someReadingFits(got.conflict.filter((j) => j !== i), 4, evidence)).toBe(true);
  });

  it('check: announcements-impossible, saying which salvo and why, in en/ru/pl', () => {
    const { parsed } = garbledRecord(strip, STRIP, FIRST);
    const found = impossibleAnnouncements(parsed.record, strip, parsed.sources).breaches;
    expect(found.map((b) => [b.code, b.side, b.salvo, b.conflict, b.reason, b.line])).toEqual([['announcements-impossible', 'blue', 8, [2, 6, 8], 'unread-none', 10]]);
    expect(found[0]!.message).toBe(
      'no legal fleet of blue fits the announcements after salvo 8; these conflict: salvos 2, 6, 8: salvo 2 (line 4): no cell its unread shot could be at fits its report and those after it at this fleet up to salvo 8 (line 10)',
    );
    expect(found[0]!.said).toEqual({
      en: 'salvo 2 (line 4): no cell its unread shot could be at fits its report and those after it at this fleet up to salvo 8 (line 10)',
      ru: 'залп 2 (строка 4): ни одна клетка, куда мог прийтись нечитаемый выстрел, не согласуется с итогом этого залпа и следующих по этому флоту до залпа 8 (строка 10)',
      pl: 'salwa 2 (wiersz 4): żadne pole, w które mógł paść nieczytelny strzał, nie zgadza się z wynikiem tej salwy i kolejnych do tej floty aż do salwy 8 (wiersz 10)',
    });
  });
});

// A 2×5 board (cells 0–9 row by row), the unread cell in the first salvo: "no hits" at E1 and an
// unread cell, then the raft at A1 D2, then "no hits" at B2 D2 and C1 E1. The oracle: every reading
// of the cell (each cell of the board), each announcement left out or not, by the brute force.
const LEFT_OUT: Evidence = {
  salvos: [
    { cells: [6], announcement: null, unreadOwnReport: { kind: 'per-salvo', hits: [] }, unreadOwnCells: 1 },
    { cells: [0, 8], announcement: { kind: 'per-salvo', hits: [{ classId: 'raft', count: 1 }] }, unreadHitsBefore: 1 },
    { cells: [6, 8], announcement: { kind: 'per-salvo', hits: [] }, unreadHitsBefore: 1 },
    { cells: [2, 4], announcement: { kind: 'per-salvo', hits: [] }, unreadHitsBefore: 1 },
  ],
};
/**
 * Whether some layout fits some reading of the unread cell of the evidence's first salvo (each cell
 * of the 2×5 board), the announcements of `kept` alone told, the salvos up to `upTo`.
 */
function someReadingFits(kept: readonly number[], upTo = LEFT_OUT.salvos.length, evidence = LEFT_OUT): boolean {
  const mended = (x: number): Evidence => ({
    salvos: evidence.salvos.slice(0, upTo).map((s, i) => ({ cells: i === 0 ? [...s.cells, x] : s.cells, announcement: !kept.includes(i) ? null : i === 0 ? s.unreadOwnReport! : s.announcement })),
  });
  return Array.from({ length: 10 }, (_, x) => x).some((x) => bruteInfer(strip, mended(x)).count > 0n);
}

describe('the conflict with one unread cell read exactly, some announcements left out', () => {
  it('is the smallest: each announcement of it needed, as every reading says (an announcement after the unread one left out keeps the cell read exactly)', () => {
    const got = firstImpossible(strip, LEFT_OUT)!;
    expect(someReadingFits([0, 1, 2, 3])).toBe(false);
    expect(someReadingFits([0, 1, 2], 3)).toBe(true);
    expect(got.salvo).toBe(3);
    expect(someReadingFits(got.conflict)).toBe(false);
    for (const i of got.conflict) expect(someReadingFits(got.conflict.filter((j) => j !== i))).toBe(true);
    // Before, the second "no hits" was kept too: left out, the cell was read as weakened, which fits.
    expect(got.conflict).toEqual([0, 1, 3]);
  });

  it('infer with a later announcement left out counts the layouts of some reading, as the brute force does', () => {
    const ev: Evidence = { salvos: LEFT_OUT.salvos.map((s, i) => (i === 3 ? { cells: s.cells, announcement: null } : s)) };
    expect(unreadReadExactly(strip, ev)).toBe(0);
    const layouts = new Set<string>();
    for (let x = 0; x < 10; x++) {
      const mended: Evidence = { salvos: ev.salvos.map((s, i) => ({ cells: i === 0 ? [...s.cells, x] : s.cells, announcement: i === 0 ? s.unreadOwnReport! : s.announcement })) };
      for (const l of bruteLayouts(strip)) if (consistent(strip, l, mended)) layouts.add(JSON.stringify(l));
    }
    expect(layouts.size).toBeGreaterThan(0);
    expect(infer(strip, ev).count).toBe(BigInt(layouts.size));
    expect(bruteInfer(strip, ev).count).toBe(BigInt(layouts.size));
  });
});
