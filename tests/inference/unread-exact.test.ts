/**
 * A whole salvo's report with one cell that could not be read (`B2 D? -> boat 1`), salvos after
 * it, hits counted class by class and sinking not told: `infer` counts exactly the layouts of some
 * reading of the cell (src/inference/unread-exact.ts), where it counted every reading and some
 * more (88 layouts where the readings fit 77, below). The oracle is every reading of the record,
 * the unread cell mended to each cell of the board in turn, each by the brute force on the mended
 * record's salvos (./unread-readings.ts): the count equal, every chance and every class's to 1e-12.
 * Where it is not read so (sinking told), it is read exactly by listing (./unread-listed.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { infer, sampleLayout, uniformLayout } from '../../src/inference/engine.js';
import { causeSentence } from '../../src/inference/impossibility-text.js';
import { bruteInfer } from './brute.js';
import { fitsSomeReading, unreadReadExactly } from '../../src/inference/unread-exact.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { createRng } from '../../src/core/rng.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { announce, bruteLayouts, consistent } from './brute.js';
import { expectEveryReadingCounted, garbledRecord, layoutKey, readingShares, readingsFit } from './unread-readings.js';

// 5×5, ships that may not touch, `shots` a salvo, hits counted salvo by salvo by class.
const board = (fleet: Variant['fleet'], shots: number, sunk = false): Variant =>
  makeVariant({ rows: 5, columns: 5, fleet, turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk } });
const small = board([shipClass('boat', 2), shipClass('raft', 1)], 2);
const twoBoats = board([shipClass('boat', 2, { count: 2 }), shipClass('raft', 1)], 3);
// Two classes alike but for their names: counted as one group where the evidence does not tell them apart.
const twins = board([shipClass('boat', 2), shipClass('skiff', 2), shipClass('raft', 1)], 2);

const CASES: readonly (readonly [string, Variant, readonly string[]])[] = [
  ['a boat hit, then a boat hit and "no hits"', small, ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits']],
  ['a boat hit, then "no hits" next to it', small, ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: B3 E5 -> no hits']],
  ['both classes hit, then each again', small, ['red: A1 C? -> boat 1, raft 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A2 B1 -> no hits']],
  ['two boats, a boat hit twice', twoBoats, ['red: B2 B3 D? -> boat 2', 'blue: B4 B5 A5 -> no hits', 'red: D2 E4 A1 -> boat 1', 'blue: C4 C5 A3 -> no hits', 'red: D3 E1 C5 -> boat 1, raft 1']],
];

describe('one unread cell in a whole salvo\'s report, salvos after it: the layouts of some reading, no more', () => {
  it.each(CASES)('%s: the count and every chance are the readings\'', (_, v, lines) => {
    const { evidence } = garbledRecord(v, lines);
    expect(unreadReadExactly(v, evidence)).toBe(0);
    const fits = readingsFit(v, lines);
    const got = expectEveryReadingCounted(v, evidence, lines);
    expect(got.exact).toBe(true);
    expect(got.count).toBe(BigInt(fits.length));
    const want = readingShares(v, fits);
    got.marginal.forEach((p, c) => expect(Math.abs(p - want.cell[c]!)).toBeLessThan(1e-12));
    v.fleet.forEach((cls, k) => got.classMarginal[cls.id]!.forEach((p, c) => expect(Math.abs(p - want.byClass[k]![c]!)).toBeLessThan(1e-12)));
  });

  it('the layouts are fewer than the weakened reading counts (88 where the readings fit 77)', () => {
    const lines = CASES[0]![2];
    const { evidence } = garbledRecord(small, lines);
    // The same evidence with the unread cells not counted: read as the later salvos' weakened misses and hits.
    const { unreadOwnCells: _, ...own } = evidence.salvos[0]!;
    const weakened = infer(small, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] });
    expect(unreadReadExactly(small, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] })).toBeNull();
    expect(readingsFit(small, lines).length).toBe(77);
    expect(weakened.count).toBe(88n);
    expect(infer(small, evidence).count).toBe(77n);
  });

  // Random games on the small board: a random fleet, three salvos at it (cells fired again among
  // them), the first with one cell unread (its column kept, `C?`) where its report tells a hit.
  it.each([
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ['boat and raft', small, seed] as const),
    ...[1, 2, 3].map((seed) => ['boat, skiff and raft', twins, seed] as const),
  ])('a random game, %s (seed %i): the count and every chance are the readings\'', (_, v, seed) => {
    const rng = createRng(`unread-exact-${seed}`);
    const all = bruteLayouts(v);
    const layout = all[Math.floor(rng() * all.length)]!;
    const label = (c: number): string => `${'ABCDE'[c % 5]}${Math.floor(c / 5) + 1}`;
    const shipCells = layout.flatMap((s) => s.cells);
    const pick = (): number => Math.floor(rng() * 25);
    // The unread cell on a ship of the fleet, a cell read of the same salvo anywhere.
    const salvos = [[pick(), shipCells[Math.floor(rng() * shipCells.length)]!], [pick(), pick()], [pick(), shipCells[Math.floor(rng() * shipCells.length)]!]];
    const said = (a: Announcement): string =>
      a.kind === 'per-salvo' && a.hits.length > 0 ? a.hits.map((h) => `${v.fleet.find((c) => c.id === h.classId)!.id} ${h.count}`).join(', ') : 'no hits';
    const blue = ['blue: B4 B5 -> no hits', 'blue: C4 C5 -> no hits'];
    const lines = salvos.flatMap((cells, t) => {
      const written = cells.map((c, i) => (t === 0 && i === 1 ? `${'ABCDE'[c % 5]}?` : label(c))).join(' ');
      return [`red: ${written} -> ${said(announce(v, layout, salvos, t))}`, ...(t < 2 ? [blue[t]!] : [])];
    });
    const { evidence } = garbledRecord(v, lines);
    expect(unreadReadExactly(v, evidence)).toBe(0);
    const fits = readingsFit(v, lines);
    expect(fits.some((l) => JSON.stringify(l) === JSON.stringify(layout))).toBe(true);
    const got = infer(v, evidence);
    expect(got.count).toBe(BigInt(fits.length));
    const want = readingShares(v, fits);
    got.marginal.forEach((p, c) => expect(Math.abs(p - want.cell[c]!)).toBeLessThan(1e-12));
    v.fleet.forEach((cls, k) => got.classMarginal[cls.id]!.forEach((p, c) => expect(Math.abs(p - want.byClass[k]![c]!)).toBeLessThan(1e-12)));
  });

  it('past the budget, the layouts few: still the readings\' (the search), not the weakened reading\'s', () => {
    const lines = CASES[0]![2];
    const { evidence } = garbledRecord(small, lines);
    const got = infer(small, evidence, { budgetMs: 0 });
    expect(got.exact).toBe(true);
    expect(got.count).toBe(BigInt(readingsFit(small, lines).length));
    expect(got.marginal).toEqual(infer(small, evidence).marginal.map((p) => expect.closeTo(p, 12)));
  });

  it('sinking told: not read so here, the listing reads it exactly (the readings\' layouts)', () => {
    const v = board([shipClass('boat', 2), shipClass('raft', 1)], 2, true);
    const lines = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1 sunk'];
    const { evidence } = garbledRecord(v, lines);
    expect(unreadReadExactly(v, evidence)).toBeNull();
    expectEveryReadingCounted(v, evidence, lines);
  });

  // A layout drawn (`sampleLayout`, `uniformLayout`) is one of the readings', uniformly: 600 seeded
  // draws, each among the 77 layouts the readings fit (the weakened reading has 88), and each
  // cell's share of the draws with a ship there within 0.1 of its chance (over four standard
  // errors of a share of 600, 0.0204 at most).
  it.each([['sampleLayout', (e: Parameters<typeof sampleLayout>[1], seed: number) => sampleLayout(small, e, seed)], ['uniformLayout', (e: Parameters<typeof sampleLayout>[1], seed: number) => uniformLayout(small, e, seed)!]] as const)(
    '%s draws only layouts of some reading, as often as their chances say',
    (_, draw) => {
      const lines = CASES[0]![2];
      const { evidence } = garbledRecord(small, lines);
      const fits = new Set(readingsFit(small, lines).map(layoutKey));
      expect(fits.size).toBe(77);
      const want = infer(small, evidence).marginal;
      const seen = new Array<number>(25).fill(0);
      const draws = 600;
      for (let seed = 0; seed < draws; seed++) {
        const l = draw(evidence, seed);
        expect(fits.has(layoutKey(l.map((s) => ({ classIndex: s.classIndex, cells: [...s.cells] }))))).toBe(true);
        for (const s of l) for (const c of s.cells) seen[c]!++;
      }
      seen.forEach((n, c) => expect(Math.abs(n / draws - want[c]!)).toBeLessThan(0.1));
      expect(JSON.stringify(draw(evidence, 7))).toBe(JSON.stringify(draw(evidence, 7)));
    },
  );

  it('fitsSomeReading keeps exactly the layouts the readings fit, among the weakened reading\'s', () => {
    for (const [, v, lines] of CASES) {
      const { evidence } = garbledRecord(v, lines);
      const fits = new Set(readingsFit(v, lines).map(layoutKey));
      const kept = bruteLayouts(v).filter((l) => consistent(v, l, evidence));
      for (const l of kept) expect(fitsSomeReading(v, evidence, l)).toBe(fits.has(layoutKey(l)));
    }
  });

  // The weakened reading allows layouts here, no reading of C? does: the count is 0, and infer says which salvos no reading of the cell fits.
  it('no reading fits, the weakened reading has layouts: 0, saying the salvos no reading of the cell fits, en/ru/pl', () => {
    const lines = ['red: C2 C? -> boat 1, raft 1', 'blue: B4 B5 -> no hits', 'red: B3 E1 -> no hits', 'blue: C4 C5 -> no hits', 'red: E2 D5 -> raft 1'];
    const { evidence } = garbledRecord(small, lines);
    expect(unreadReadExactly(small, evidence)).toBe(0);
    expect(readingsFit(small, lines)).toEqual([]);
    const { unreadOwnCells: _, ...own } = evidence.salvos[0]!;
    // The weakened reading (the unread cell not counted): 55 layouts; the brute force, every reading: none.
    expect(infer(small, { ...evidence, salvos: [own, ...evidence.salvos.slice(1)] }).count).toBeGreaterThan(0n);
    expect(bruteInfer(small, evidence).count).toBe(0n);
    const got = infer(small, evidence);
    expect(got.count).toBe(0n);
    expect(got.impossibleCause).toEqual({ kind: 'unread-none', salvo: 1, last: 3 });
    expect(got.impossible).toBe('salvo 1 at this fleet: no cell its unread shot could be at fits the reports of salvos 1–3');
    expect(causeSentence(got.impossibleCause!, small, 'ru')).toBe('1-й залп по этому флоту: ни одна клетка, куда мог прийтись нечитаемый выстрел, не согласуется с итогами залпов 1–3');
    expect(causeSentence(got.impossibleCause!, small, 'pl')).toBe('1. salwa do tej floty: żadne pole, w które mógł paść nieczytelny strzał, nie zgadza się z wynikami salw 1–3');
  });

  // A layout asked for there: none fits, which the draws alone cannot tell; counted, it is said, not drawn for ever.
  it('no reading fits: sampleLayout says no layout is consistent, with why; uniformLayout gives none', () => {
    const lines = ['red: C2 C? -> boat 1, raft 1', 'blue: B4 B5 -> no hits', 'red: B3 E1 -> no hits', 'blue: C4 C5 -> no hits', 'red: E2 D5 -> raft 1'];
    const { evidence } = garbledRecord(small, lines);
    expect(() => sampleLayout(small, evidence, 3)).toThrow('no consistent layout: salvo 1 at this fleet: no cell its unread shot could be at fits the reports of salvos 1–3');
    expect(uniformLayout(small, evidence, 3)).toBeNull();
  });
});
