/**
 * A ship whose cells are certain though its class is not (two classes of one shape, neither told
 * apart on those cells: `pinnedEither`, "Sloop or Brig: A1 A2") where a whole salvo's report has a
 * cell that could not be read and `infer` reads it exactly (unread-exact.ts's sums, or
 * unread-listed.ts's listing): those paths listed only ships whose class is certain, so such a ship
 * was not among those pinned down at all. Random games on small boards, one or two cells of one of
 * the target's salvos unread; the oracle is every reading of the record by the brute force
 * (./unread-readings.ts): a ship's cells held in every layout that fits, of more than one class.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts } from './brute.js';
import { garbledRecord, readingsFit } from './unread-readings.js';

const board = (rows: number, columns: number, sunk: boolean, counts: boolean, spacing: 'no-contact' | 'may-touch'): Variant =>
  makeVariant({
    rows,
    columns,
    fleet: [shipClass('sloop', 2), shipClass('brig', 2), shipClass('raft', 1)],
    placement: { diagonal: false, spacing },
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by: 'class', counts, sunk },
  });

const label = (v: Variant, c: number): string => `${'ABCDEFG'[c % v.board.columns]}${Math.floor(c / v.board.columns) + 1}`;

interface Game {
  readonly v: Variant;
  readonly first: string;
  readonly lines: readonly string[];
}

/**
 * Red's salvos at blue's layout `layoutPick` (of the brute force's), its shots at each cell once
 * in the order of `order` (a key a cell), until every ship sank or `salvos` were fired; the `unread`-th salvo's shots at `cells`
 * written unread (`C?`). Blue fires at red between them, hitting nothing.
 */
function game(v: Variant, layoutPick: number, order: readonly number[], salvos: number, unread: number, cells: readonly number[]): Game | null {
  const layouts = bruteLayouts(v);
  if (layouts.length === 0) return null;
  const layout = layouts[layoutPick % layouts.length]!;
  const N = v.board.rows * v.board.columns;
  // Every cell once, in the order of their keys.
  const shots = Array.from({ length: N }, (_, c) => c).sort((a, b) => order[a]! - order[b]! || a - b);
  const fired: number[][] = [];
  const hit = new Set<number>();
  const shipCells = layout.flatMap((s) => s.cells);
  for (let i = 0; i < salvos && shipCells.some((c) => !hit.has(c)); i++) {
    const salvo = shots.slice(2 * i, 2 * i + 2);
    if (salvo.length < 2) break;
    fired.push(salvo);
    for (const c of salvo) hit.add(c);
  }
  if (unread >= fired.length) return null;
  // Blue's misses at red: cells of their own, so that no two of blue's salvos repeat one.
  const blue = (i: number): string => `blue: ${label(v, (2 * i) % N)} ${label(v, (2 * i + 1) % N)} -> no hits`;
  const lines: string[] = [];
  fired.forEach((salvo, t) => {
    const written = salvo.map((c, j) => (t === unread && cells.includes(j) ? `${'ABCDEFG'[c % v.board.columns]}?` : label(v, c)));
    lines.push(`red: ${written.join(' ')} -> ${formatAnnouncement(announce(v, layout, fired, t), v, 'en')}`);
    if (t < fired.length - 1) lines.push(blue(t + 1));
  });
  return { v, first: blue(0), lines };
}

/** Games where `infer` sums unread-exact.ts's terms (hits counted, sinking not told, one cell unread), or lists (unread-listed.ts). */
const gameArb = (path: 'sums' | 'listed'): fc.Arbitrary<Game | null> =>
  fc
    .record({
      rows: fc.constantFrom(2, 3),
      columns: fc.constantFrom(4, 5),
      report: path === 'sums' ? fc.constant({ sunk: false, counts: true }) : fc.constantFrom({ sunk: true, counts: true }, { sunk: true, counts: false }, { sunk: false, counts: false }),
      spacing: fc.constantFrom('no-contact' as const, 'may-touch' as const),
      layoutPick: fc.nat(10_000),
      order: fc.array(fc.nat(1000), { minLength: 15, maxLength: 15 }),
      salvos: fc.integer({ min: 2, max: 6 }),
      unread: fc.nat(3),
      cells: path === 'sums' ? fc.constantFrom([0], [1]) : fc.constantFrom([0], [1], [0, 1]),
    })
    .map(({ rows, columns, report, spacing, layoutPick, order, salvos, unread, cells }) => game(board(rows, columns, report.sunk, report.counts, spacing), layoutPick, order, salvos, unread, cells));

describe('a ship pinned down whose class is not told, where a cell could not be read', () => {
  it.each(['sums', 'listed'] as const)('is pinnedEither, as the brute force over every reading finds it (%s)', (path) => {
    let met = 0;
    fc.assert(
      fc.property(gameArb(path), (g) => {
        if (g === null) return;
        const { v, first, lines } = g;
        const { evidence } = garbledRecord(v, lines, first);
        if ((unreadReadExactly(v, evidence) !== null) !== (path === 'sums')) return;
        const got = infer(v, evidence);
        // Only where the readings are counted exactly (else a wider set, said so).
        if (!got.exact || got.readings !== undefined) return;
        const fits = readingsFit(v, lines, first);
        expect(got.count).toBe(BigInt(fits.length));
        if (fits.length === 0) return;
        const held = new Map<string, { cells: readonly number[]; n: number; classes: Set<number> }>();
        for (const l of fits) for (const s of l) {
          const key = s.cells.join(',');
          const h = held.get(key) ?? { cells: s.cells, n: 0, classes: new Set<number>() };
          h.classes.add(s.classIndex);
          held.set(key, { ...h, n: h.n + 1 });
        }
        const want = [...held.values()]
          .filter((h) => h.n === fits.length && h.classes.size > 1)
          .map((h) => ({ classIds: [...h.classes].sort((a, b) => a - b).map((k) => v.fleet[k]!.id), cells: h.cells }));
        const sorted = <T extends { cells: readonly number[] }>(xs: readonly T[]): T[] => [...xs].sort((a, b) => a.cells[0]! - b.cells[0]! || a.cells[1]! - b.cells[1]!);
        expect(sorted(got.pinnedEither ?? []), lines.join('\n')).toEqual(sorted(want));
        const pinned = [...held.values()].filter((h) => h.n === fits.length && h.classes.size === 1).map((h) => ({ classId: v.fleet[[...h.classes][0]!]!.id, cells: h.cells }));
        expect(sorted(got.pinned)).toEqual(sorted(pinned));
        if (want.length > 0) met++;
      }),
      { numRuns: path === 'sums' ? 250 : 40, seed: 50 },
    );
    // The property must have met such ships, else it proves nothing.
    expect(met).toBeGreaterThan(2);
  }, 120_000);
});
