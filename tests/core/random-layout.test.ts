import { describe, expect, it } from 'vitest';
import { createRng, randomInt, shuffleInPlace } from '../../src/core/rng.js';
import { findAnyLayout, randomLayout } from '../../src/core/random-layout.js';
import { checkLayout, formatLayout } from '../../src/core/layout.js';
import { SalvoError } from '../../src/core/diagnostics.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { SEED_VARIANTS } from './seed-boards.js';
import fc from 'fast-check';
import { placementsOf } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { fleetFitProblem } from '../../src/variant/fit.js';
import { variantSaid } from '../../src/variant/said.js';

/** Plain backtracking with a direct neighbourhood test: no halos, no bounds. */
function bruteForceFits(v: Variant): boolean {
  const { columns } = v.board;
  const slots = v.fleet.flatMap((c, i) => Array.from({ length: c.count }, () => i));
  const clash = (a: readonly number[], b: readonly number[]): boolean =>
    a.some((x) =>
      b.some((y) => {
        const dr = Math.abs(Math.floor(x / columns) - Math.floor(y / columns));
        const dc = Math.abs((x % columns) - (y % columns));
        if (dr === 0 && dc === 0) return true;
        if (v.placement.spacing === 'no-side-contact') return dr + dc === 1;
        if (v.placement.spacing === 'no-contact') return Math.max(dr, dc) === 1;
        return false;
      }),
    );
  const placed: (readonly number[])[] = [];
  const go = (k: number, from: number): boolean => {
    if (k === slots.length) return true;
    const list = placementsOf(v, slots[k]!);
    const start = k > 0 && slots[k - 1] === slots[k] ? from : 0;
    for (let i = start; i < list.length; i++) {
      const cells = list[i]!.cells;
      if (placed.some((p) => clash(p, cells))) continue;
      placed.push(cells);
      if (go(k + 1, i + 1)) return true;
      placed.pop();
    }
    return false;
  };
  return go(0, 0);
}

describe('createRng', () => {
  it('is deterministic: the same seed gives the same stream, pinned across platforms', () => {
    const a = createRng(42);
    const b = createRng('42');
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    // Pinned values: any change to the generator changes every seeded output.
    expect(xs.map((x) => Math.floor(x * 1e6))).toEqual([447693, 847555, 653733, 287104, 304194]);
  });

  it('gives numbers in [0, 1) and different streams for different seeds', () => {
    const r = createRng('salvo');
    for (let i = 0; i < 10_000; i++) {
      const x = r();
      expect(x >= 0 && x < 1).toBe(true);
    }
    expect(createRng(1)()).not.toBe(createRng(2)());
  });

  it('randomInt covers 0..n-1 roughly evenly; shuffle permutes', () => {
    const r = createRng(7);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randomInt(r, 6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    const xs = shuffleInPlace(r, Array.from({ length: 20 }, (_, i) => i));
    expect([...xs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe('randomLayout', () => {
  for (const v of SEED_VARIANTS) {
    it(`gives legal layouts for ${v.id}, different for different seeds`, () => {
      const seen = new Set<string>();
      for (let seed = 0; seed < 25; seed++) {
        const layout = randomLayout(v, seed);
        expect(checkLayout(layout, v)).toEqual([]);
        seen.add(JSON.stringify(formatLayout(layout, v)));
      }
      expect(seen.size).toBeGreaterThan(20);
    });
  }

  it('is reproducible from its seed', () => {
    const v = SEED_VARIANTS[2]!;
    expect(randomLayout(v, 'abc')).toEqual(randomLayout(v, 'abc'));
    expect(randomLayout(v, 'abc')).not.toEqual(randomLayout(v, 'abd'));
  });

  it('fills a tight board: five 5-ships that may touch on 5×5', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('five', 5, { count: 5 })], placement: { diagonal: false, spacing: 'may-touch' } });
    const layout = randomLayout(v, 3);
    expect(checkLayout(layout, v)).toEqual([]);
  });

  it('throws fleet-does-not-fit, the code variant check gives it, when nothing fits', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('five', 5, { count: 5 })], placement: { diagonal: false, spacing: 'no-contact' } });
    expect(() => randomLayout(v, 1)).toThrow(SalvoError);
    try {
      randomLayout(v, 1);
    } catch (e) {
      expect((e as SalvoError).diagnostics[0]!.code).toBe('fleet-does-not-fit');
    }
  });

  it('says a fleet proved not to fit as variant check does: the rule as a designer reads it, in en/ru/pl', () => {
    // Five ships of 4 kept apart on 7 columns by 5 rows: touching, they would fit (one a row).
    const v = makeVariant({ rows: 5, columns: 7, fleet: [shipClass('four', 4, { count: 5 })], placement: { diagonal: false, spacing: 'no-side-contact' } });
    let thrown: unknown;
    try {
      randomLayout(v, 1);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SalvoError);
    const d = (thrown as SalvoError).diagnostics[0]!;
    expect(d.code).toBe('fleet-does-not-fit');
    expect(d.message).toBe('fleet: 5 ships (20 cells) cannot all be placed on the 7×5 board (ships may not touch side to side)');
    expect(d.message).not.toContain('no-side-contact');
    expect(d.suggestion).toBe('use fewer or smaller ships, a bigger board, or a looser spacing rule');
    // The same words variant check gives the same fleet.
    const checked = fleetFitProblem(v);
    expect(checked && { message: checked.message, suggestion: checked.suggestion, parts: checked.parts }).toEqual({ message: d.message, suggestion: d.suggestion, parts: d.parts });
    expect(variantSaid(d.code, d.parts, 'ru')).toEqual({
      message: 'fleet: 5 кораблей (20 клеток) не помещаются все вместе на поле 7×5 (корабли не касаются сторонами)',
      suggestion: 'возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки',
    });
    expect(variantSaid(d.code, d.parts, 'pl')).toEqual({
      message: 'fleet: 5 statków (20 pól) nie mieści się razem na planszy 7×5 (statki nie stykają się bokami)',
      suggestion: 'użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania',
    });
  });

  // 2 cruisers, 5 destroyers and 5 boats, no contact, on 7×7: no layout, which no random attempt
  // proves (tests/cli/unplaceable-fleet.test.ts).
  const crowded = makeVariant({
    rows: 7,
    columns: 7,
    source: 'crowded.yaml',
    fleet: [shipClass('cruiser', 3, { count: 2 }), shipClass('destroyer', 2, { count: 5 }), shipClass('boat', 1, { count: 5 })],
  });

  it('gives up with fleet-search-exhausted past its search budget, naming the command that decides', () => {
    let thrown: unknown;
    try {
      randomLayout(crowded, 1, { searchBudget: 10_000 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SalvoError);
    const d = (thrown as SalvoError).diagnostics[0]!;
    expect(d.code).toBe('fleet-search-exhausted');
    expect(d.message).toBe('no layout of the fleet of test was found within the search budget (10,000 placements tried), nor was it proved that none exists');
    expect(d.suggestion).toBe("the fleet is probably too tight for the board: 'salvo count crowded.yaml' decides whether any layout exists; else use fewer or smaller ships, a bigger board, or a looser spacing rule");
  });

  it('reports its progress: fractions that never go back, up to all it may try', () => {
    const heard: number[] = [];
    expect(() => randomLayout(crowded, 1, { searchBudget: 40_000, onProgress: (f) => heard.push(f) })).toThrow(SalvoError);
    expect(heard.length).toBeGreaterThan(10);
    expect(heard.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= heard[i - 1]!))).toBe(true);
    // The last report comes from the exhaustive search, near its end.
    expect(heard.at(-1)!).toBeGreaterThan(0.9);
  });
});

describe('findAnyLayout', () => {
  it('finds a layout for every seed variant', () => {
    for (const v of SEED_VARIANTS) {
      const r = findAnyLayout(v);
      expect('layout' in r).toBe(true);
      if ('layout' in r) expect(checkLayout(r.layout, v)).toEqual([]);
    }
  });

  it('detects an impossible fleet: five 5-ships with no contact on 5×5', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('five', 5, { count: 5 })], placement: { diagonal: false, spacing: 'no-contact' } });
    expect(findAnyLayout(v)).toEqual({ impossible: true });
  });

  it('tells possible from impossible near the edge', () => {
    // Three 5-ships with no contact fit on 5×5 (rows 1, 3, 5); four do not.
    const fits = (count: number, spacing: 'no-contact' | 'no-side-contact' | 'may-touch') =>
      findAnyLayout(makeVariant({ rows: 5, columns: 5, fleet: [shipClass('five', 5, { count })], placement: { diagonal: false, spacing } }));
    expect('layout' in fits(3, 'no-contact')).toBe(true);
    expect(fits(4, 'no-contact')).toEqual({ impossible: true });
    expect(fits(4, 'no-side-contact')).toEqual({ impossible: true });
    expect('layout' in fits(5, 'may-touch')).toBe(true);
    // Nine one-cell ships fit on 5×5 with no contact (a 3×3 lattice); ten do not.
    const subs = (count: number) =>
      findAnyLayout(makeVariant({ rows: 5, columns: 5, fleet: [shipClass('one', 1, { count })], placement: { diagonal: false, spacing: 'no-contact' } }));
    expect('layout' in subs(9)).toBe(true);
    expect(subs(10)).toEqual({ impossible: true });
  });

  it('reports unknown when the budget runs out', () => {
    const v = makeVariant({ fleet: [shipClass('four', 4, { count: 12 })], placement: { diagonal: false, spacing: 'no-contact' } });
    expect(findAnyLayout(v, 50)).toEqual({ unknown: true });
  });

  it('proves dense no-contact fleets impossible at once by the 2×2 block bound', () => {
    const subs = (count: number) => makeVariant({ fleet: [shipClass('one', 1, { count })], placement: { diagonal: false, spacing: 'no-contact' } });
    expect('layout' in findAnyLayout(subs(25), 1000)).toBe(true);
    expect(findAnyLayout(subs(26), 10)).toEqual({ impossible: true });
    // The Морской бой fleet twice over does not fit on 10×10.
    const doubled = makeVariant({
      fleet: [shipClass('a', 4, { count: 2 }), shipClass('b', 3, { count: 4 }), shipClass('c', 2, { count: 6 }), shipClass('d', 1, { count: 8 })],
      placement: { diagonal: false, spacing: 'no-contact' },
    });
    expect(findAnyLayout(doubled, 10)).toEqual({ impossible: true });
    // Under no-side-contact (the domino bound): 3 five-ships fit on 5×5, 4 do not.
    const fives = (count: number) =>
      makeVariant({ rows: 5, columns: 5, fleet: [shipClass('five', 5, { count })], placement: { diagonal: false, spacing: 'no-side-contact' } });
    expect('layout' in findAnyLayout(fives(3))).toBe(true);
    expect(findAnyLayout(fives(4), 100)).toEqual({ impossible: true });
  });

  it('agrees with a brute-force search on small boards (the bounds never cut a real layout)', () => {
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.integer({ min: 5, max: 6 }),
          columns: fc.integer({ min: 5, max: 6 }),
          spacing: fc.constantFrom('may-touch' as const, 'no-side-contact' as const, 'no-contact' as const),
          diagonal: fc.boolean(),
          ships: fc.array(fc.record({ size: fc.integer({ min: 1, max: 5 }), count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
        }).filter((c) => c.ships.reduce((n, s) => n + s.count, 0) <= 6),
        ({ rows, columns, spacing, diagonal, ships }) => {
          const v = makeVariant({
            rows,
            columns,
            fleet: ships.map((s, i) => shipClass(`c${i}`, s.size, { count: s.count })),
            placement: { diagonal, spacing },
          });
          const found = findAnyLayout(v, 1_000_000);
          expect('unknown' in found).toBe(false);
          expect('layout' in found).toBe(bruteForceFits(v));
          if ('layout' in found) expect(checkLayout(found.layout, v)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('handles polyominoes', () => {
    const v = makeVariant({
      rows: 5,
      columns: 5,
      fleet: [shapeClass('plus', [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]], { count: 2 })],
      placement: { diagonal: false, spacing: 'may-touch' },
    });
    const r = findAnyLayout(v);
    expect('layout' in r).toBe(true);
    if ('layout' in r) expect(checkLayout(r.layout, v)).toEqual([]);
  });
});
