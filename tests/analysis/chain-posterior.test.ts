import { describe, expect, it } from 'vitest';
import { geometryOf, withoutConflictRows } from '../../src/analysis/chain-model.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInferrer, isConsistent } from './helpers/brute-infer.js';

const perShot = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const perSalvo = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'no-side-contact' },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
});

const shot = (cell: number, result: 'miss' | 'hit' | 'sunk', classId?: string) => ({
  cells: [cell],
  announcement: { kind: 'per-shot' as const, shots: [classId ? { result, classId } : { result }] },
});

const cases: [string, typeof perShot, Evidence][] = [
  ['empty board', perShot, { salvos: [] }],
  ['misses and a hit', perShot, { salvos: [shot(12, 'hit'), shot(0, 'miss'), shot(13, 'miss'), shot(7, 'hit')] }],
  ['a sunk ship', perShot, { salvos: [shot(12, 'hit'), shot(11, 'sunk', 'two'), shot(6, 'hit')] }],
  [
    'per-salvo counts',
    perSalvo,
    {
      salvos: [
        { cells: [6, 7, 8], announcement: { kind: 'per-salvo', hits: [{ classId: 'three', count: 1 }] } },
        { cells: [16, 17, 18], announcement: { kind: 'per-salvo', hits: [] } },
      ],
    },
  ],
];

describe('chainPosterior', () => {
  const brute = bruteInferrer();
  it.each(cases)('enumerates exactly: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    const got = chainPosterior(variant, evidence);
    expect(got.method).toBe('enumerated');
    expect(got.exact).toBe(true);
    expect(got.count).toBe(ref.count);
    got.marginal.forEach((p, c) => expect(p).toBeCloseTo(ref.marginal[c]!, 12));
    for (const id of Object.keys(ref.classMarginal)) got.classMarginal[id]!.forEach((p, c) => expect(p).toBeCloseTo(ref.classMarginal[id]![c]!, 12));
  });
  it.each(cases)('estimates by the chain within 0.04: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    const got = chainPosterior(variant, evidence, { enumerationBudget: 1, sweeps: 3000 });
    expect(got.method).toBe('chain');
    expect(got.exact).toBe(false);
    const worst = Math.max(...got.marginal.map((p, c) => Math.abs(p - ref.marginal[c]!)));
    expect(worst).toBeLessThan(0.04);
  });
  it('is deterministic for the same evidence', () => {
    const e = cases[1]![2];
    const a = chainPosterior(perShot, e, { enumerationBudget: 1, sweeps: 50 });
    const b = chainPosterior(perShot, e, { enumerationBudget: 1, sweeps: 50 });
    expect(a.marginal).toEqual(b.marginal);
  });
  it('enumerates whatever the ships left unless `enumerateShips` limits it, and screens only when asked', () => {
    // Nine submarines that may not touch on 5×5: one layout (every other cell of every other row).
    const nine = makeVariant({
      rows: 5,
      columns: 5,
      fleet: [shipClass('one', 1, { count: 9 })],
      placement: { diagonal: false, spacing: 'no-contact' },
      report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    });
    const empty: Evidence = { salvos: [] };
    const all = chainPosterior(nine, empty, { enumerationBudget: 50_000 });
    expect(all.method).toBe('enumerated');
    expect(all.count).toBe(1n);
    expect(chainPosterior(nine, empty, { enumerationBudget: 50_000, enumerateShips: 8, sweeps: 5 }).method).toBe('chain');
    expect(chainPosterior(nine, empty, { enumerationBudget: 50_000, enumerateShips: 9 }).method).toBe('enumerated');
    // The screen's clash-free bound, C(25, 9) = 2 042 975 layouts, is over two budgets: skipped.
    const screened = chainPosterior(nine, empty, { enumerationBudget: 1_000_000, screenEnumeration: true, sweeps: 5 });
    expect(screened.method).toBe('chain');
    expect(chainPosterior(nine, empty, { enumerationBudget: 1_100_000, screenEnumeration: true }).method).toBe('enumerated');
  });
  // Warm starts: the chains of the position one shot on start from the last layouts of these.
  const noContact = makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('three', 3), shipClass('two', 2), shipClass('one', 1, { count: 2 })],
    placement: { diagonal: false, spacing: 'no-contact' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
  const onward: [string, typeof perShot, Evidence, ReturnType<typeof shot>][] = [
    ['a miss', perShot, { salvos: [shot(12, 'hit'), shot(0, 'miss')] }, shot(13, 'miss')],
    ['a hit', perShot, { salvos: [shot(0, 'miss'), shot(24, 'miss')] }, shot(12, 'hit')],
    ['a sinking', perShot, { salvos: [shot(12, 'hit'), shot(0, 'miss'), shot(17, 'miss')] }, shot(11, 'sunk', 'two')],
    ['no contact, a miss', noContact, { salvos: [shot(6, 'miss')] }, shot(18, 'miss')],
    ['no contact, a sinking', noContact, { salvos: [shot(6, 'miss')] }, shot(0, 'sunk', 'one')],
  ];
  it.each(onward)('starts from the layouts of the position before and still estimates within 0.04: %s', (_, variant, before, next) => {
    const first = chainPosterior(variant, before, { enumerationBudget: 1, sweeps: 400 });
    expect(first.chainCarry?.layouts.length).toBe(4);
    const after: Evidence = { salvos: [...before.salvos, next] };
    const got = chainPosterior(variant, after, { enumerationBudget: 1, sweeps: 3000, warm: first.chainCarry! });
    // The layouts consistent with the shot start chains (with four chains, all of them).
    const ref = brute(variant, after);
    const geo = geometryOf(variant);
    const consistent = first.chainCarry!.layouts.filter((l) => isConsistent(variant, [...l].map((pid) => geo.placements[pid]!), after)).length;
    expect(got.warmStarts).toBe(consistent);
    const worst = Math.max(...got.marginal.map((p, c) => Math.abs(p - ref.marginal[c]!)));
    expect(worst).toBeLessThan(0.04);
  });
  it('starts afresh when no layout of the position before fits', () => {
    const before: Evidence = { salvos: [shot(12, 'hit'), shot(0, 'miss')] };
    const first = chainPosterior(perShot, before, { enumerationBudget: 1, sweeps: 40 });
    // A position these layouts cannot be in: cell 12 is a miss now.
    const other: Evidence = { salvos: [shot(12, 'miss')] };
    const got = chainPosterior(perShot, other, { enumerationBudget: 1, sweeps: 3000, warm: first.chainCarry! });
    expect(got.warmStarts).toBe(0);
    const ref = brute(perShot, other);
    expect(Math.max(...got.marginal.map((p, c) => Math.abs(p - ref.marginal[c]!)))).toBeLessThan(0.04);
  });
  it('answers count 0 for contradictory evidence', () => {
    const got = chainPosterior(perShot, { salvos: [shot(12, 'sunk', 'three')] });
    expect(got.count).toBe(0n);
  });
});

describe('chainPosterior on tightly packed positions', () => {
  // Ships packed so tight that no single ship can move without another moving too: two threes
  // on 4×4 that may not touch lie both across or both down, and one alone cannot turn. The
  // chain, made to estimate (no enumeration), must still reach every consistent layout.
  const tight = (rows: number, columns: number, fleet: ReturnType<typeof shipClass>[], spacing: 'may-touch' | 'no-contact' | 'no-side-contact', perSalvo = false) =>
    makeVariant({
      rows,
      columns,
      fleet,
      placement: { diagonal: false, spacing },
      report: perSalvo ? { timing: 'per-salvo', by: 'class', counts: true, sunk: false } : { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    });
  const threes = tight(4, 4, [shipClass('three', 3, { count: 2 })], 'no-contact');
  const crowded = tight(5, 5, [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2), shipClass('one', 1)], 'no-contact');
  const sided = tight(5, 5, [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })], 'no-side-contact');
  const salvo = (cells: number[], hits: { classId: string; count: number }[]) => ({ cells, announcement: { kind: 'per-salvo' as const, hits } });
  const packed: [string, typeof perShot, Evidence][] = [
    ['4×4, two threes, no contact', threes, { salvos: [] }],
    ['4×4, two threes, no contact, two misses', threes, { salvos: [shot(0, 'miss'), shot(15, 'miss')] }],
    ['4×4, two threes of two classes, may touch, three misses', tight(4, 4, [shipClass('cruiser', 3), shipClass('submarine', 3)], 'may-touch'), { salvos: [shot(1, 'miss'), shot(6, 'miss'), shot(11, 'miss')] }],
    ['4×4, a four and three threes, may touch', tight(4, 4, [shipClass('four', 4), shipClass('three', 3, { count: 3 })], 'may-touch'), { salvos: [] }],
    ['5×5, four, three, two, one, no contact', crowded, { salvos: [] }],
    ['5×5, four, three, two, one, no contact, a hit', crowded, { salvos: [shot(12, 'hit')] }],
    ['5×5, four, three and two twos, no side contact', sided, { salvos: [] }],
    ['5×5, four, three and two twos, no side contact, a hit and a miss', sided, { salvos: [shot(6, 'hit'), shot(18, 'miss')] }],
    // Two families of 36 layouts no pair move links (all three across, or all three down): the triple moves join them.
    ['5×5, a five, a four and a three, no contact', tight(5, 5, [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3)], 'no-contact'), { salvos: [] }],
    ['5×5, a five, a four and a three, no contact, a hit in a corner', tight(5, 5, [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3)], 'no-contact'), { salvos: [shot(0, 'hit')] }],
    ['5×5, a four and two threes, no contact, a miss in the middle', tight(5, 5, [shipClass('four', 4), shipClass('three', 3, { count: 2 })], 'no-contact'), { salvos: [shot(12, 'miss')] }],
    ['4×4, two threes, no contact, counted hits by salvo', tight(4, 4, [shipClass('a', 3), shipClass('b', 3)], 'no-contact', true), { salvos: [salvo([5, 10], [{ classId: 'a', count: 1 }])] }],
    ['5×5, four, three, two, one, no contact, counted hits by salvo', tight(5, 5, [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2), shipClass('one', 1)], 'no-contact', true), { salvos: [salvo([2, 22], [{ classId: 'two', count: 1 }])] }],
  ];
  const brute = bruteInferrer();
  it.each(packed)('estimates every cell and class within 0.03 of brute force: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    expect(ref.count > 1n).toBe(true);
    for (const seed of ['a', 'b']) {
      const got = chainPosterior(variant, evidence, { enumerationBudget: 1, sweeps: 100_000, seed });
      expect(got.method).toBe('chain');
      got.marginal.forEach((p, c) => expect(Math.abs(p - ref.marginal[c]!), `cell ${c}, seed ${seed}`).toBeLessThan(0.03));
      for (const id of Object.keys(ref.classMarginal)) got.classMarginal[id]!.forEach((p, c) => expect(Math.abs(p - ref.classMarginal[id]![c]!), `${id} at cell ${c}, seed ${seed}`).toBeLessThan(0.03));
    }
  });
  it.each(packed)('gives the same estimates without conflict rows (mask tests): %s', (_, variant, evidence) => {
    const plain = structuredClone(variant);
    withoutConflictRows(geometryOf(plain));
    const fast = chainPosterior(variant, evidence, { enumerationBudget: 1, sweeps: 200 });
    const slow = chainPosterior(plain, evidence, { enumerationBudget: 1, sweeps: 200 });
    expect(slow.marginal).toEqual(fast.marginal);
    expect(slow.classMarginal).toEqual(fast.classMarginal);
  });
});
