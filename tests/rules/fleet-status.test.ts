/**
 * What the engine knows about a fleet whose layout is hidden: the per-class dynamic programme
 * against a brute-force enumeration of hit assignments, and the ranges learned from per-salvo
 * reports without counts (Perelman), with counts by class (Jutland's two destroyers), and from
 * per-shot reports that do not name the class.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/rules/engine.js';
import { classOutlook, gunsAfter } from '../../src/rules/class-outlook.js';
import { owedShots } from '../../src/rules/salvo-size.js';
import type { Range } from '../../src/rules/types.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { hit, miss, salvo, shots, sunk, turn } from './build.js';
import { jutland, morskoyBoy, perelman } from './variants.js';

/** Every assignment of hits to ships within the constraints, enumerated. */
function bruteForce(size: number, guns: number, lostAt: number[], ships: Range[], hits: Range, sunkR: Range, gunsR: Range) {
  const cls = shipClass('x', size, { guns, gunsLostAt: lostAt, count: ships.length });
  const found: number[][] = [];
  const rec = (i: number, acc: number[]): void => {
    if (i === ships.length) {
      const h = acc.reduce((a, b) => a + b, 0);
      const k = acc.filter((x) => x === size).length;
      const g = acc.reduce((p, x) => p + gunsAfter(cls, x), 0);
      if (h >= hits.min && h <= hits.max && k >= sunkR.min && k <= sunkR.max && g >= gunsR.min && g <= gunsR.max) found.push([...acc]);
      return;
    }
    for (let x = Math.max(0, ships[i]!.min); x <= Math.min(size, ships[i]!.max); x++) rec(i + 1, [...acc, x]);
  };
  rec(0, []);
  if (found.length === 0) return null;
  const span = (xs: number[]): Range => ({ min: Math.min(...xs), max: Math.max(...xs) });
  return {
    hits: span(found.map((a) => a.reduce((p, q) => p + q, 0))),
    sunk: span(found.map((a) => a.filter((x) => x === size).length)),
    guns: span(found.map((a) => a.reduce((p, x) => p + gunsAfter(cls, x), 0))),
    ships: ships.map((_, i) => span(found.map((a) => a[i]!))),
    // Each ship: sunk in every assignment, in none, or in some; the guns it may have left.
    shipSunk: ships.map((_, i) => {
      const sunkIn = found.filter((a) => a[i] === size).length;
      return sunkIn === found.length ? 'yes' : sunkIn === 0 ? 'no' : 'maybe';
    }),
    shipGuns: ships.map((_, i) => span(found.map((a) => gunsAfter(cls, a[i]!)))),
  };
}

const rangeArb = (lo: number, hi: number) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi })).map(([a, b]): Range => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe('classOutlook', () => {
  it('agrees with brute force on small classes', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.subarray([1, 2, 3]),
        fc.array(rangeArb(0, 4), { minLength: 3, maxLength: 3 }),
        rangeArb(0, 12),
        rangeArb(0, 3),
        rangeArb(0, 9),
        (size, n, guns, lostAt, shipRanges, hits, sunkR, gunsR) => {
          const ships = shipRanges.slice(0, n);
          const cls = shipClass('x', size, { guns, gunsLostAt: lostAt, count: n });
          const got = classOutlook(cls, 0, ships, hits, sunkR, gunsR);
          const want = bruteForce(size, guns, lostAt, ships, hits, sunkR, gunsR);
          if (want === null) {
            expect(got).toBeNull();
            return;
          }
          expect(got).not.toBeNull();
          expect(got!.cls.hits).toEqual(want.hits);
          expect(got!.cls.sunk).toEqual(want.sunk);
          expect(got!.cls.guns).toEqual(want.guns);
          expect(got!.ships.map((s) => s.hits)).toEqual(want.ships);
          expect(got!.ships.map((s) => s.sunk)).toEqual(want.shipSunk);
          expect(got!.ships.map((s) => s.guns)).toEqual(want.shipGuns);
          seen.add(want.shipSunk.join());
        },
      ),
      { seed: 21, numRuns: 400 },
    );
    // Ships sunk for certain, never, and maybe all came up.
    for (const tri of ['yes', 'no', 'maybe']) expect([...seen].some((k) => k.split(',').includes(tri)), tri).toBe(true);
  });
});

describe('learning from announcements, fleet hidden', () => {
  const hidden = { variant: perelman, fleets: {} };

  it('Perelman: a named class is at least one hit, at most the salvo', () => {
    const turns = [turn('blue', [0, 1, 2], salvo({ classId: 'three' }))];
    const red = replay(hidden, turns).states[1]!.sides[1];
    expect(red.classes[1]!.hits).toEqual({ min: 1, max: 3 });
    expect(red.damage).toEqual({ min: 1, max: 3 });
    expect(red.classes[0]!.hits).toEqual({ min: 0, max: 0 });
  });

  it('Perelman: the owed salvo size becomes a range of possibilities', () => {
    const turns = [
      turn('blue', [0, 1, 2], salvo({ classId: 'three' }, { classId: 'four' })),
      turn('red', [0, 1, 2], salvo()),
      turn('blue', [3, 4, 5], salvo({ classId: 'two' }, { classId: 'five' })),
    ];
    const { states, violations } = replay(hidden, turns);
    expect(violations).toEqual([]);
    expect(states[3]!.sides[1].damage).toEqual({ min: 4, max: 6 });
    expect(owedShots(hidden, states[3]!, 'red')).toEqual({ min: 2, max: 3 });
  });

  it('Perelman: a class hit on all its cells is sunk, though sinking is not announced', () => {
    const turns = [
      turn('blue', [0, 1, 2], salvo({ classId: 'two' })),
      turn('red', [0, 1, 2], salvo()),
      turn('blue', [3, 4, 5], salvo({ classId: 'two' })),
    ];
    const red = replay(hidden, turns).states[3]!.sides[1];
    expect(red.classes[0]!.hits).toEqual({ min: 2, max: 2 });
    expect(red.ships[0]!.sunk).toBe('yes');
  });

  it('Jutland: "destroyer twice" is one destroyer sunk or two hit once: 5 or 6 guns', () => {
    const turns = [turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'destroyer', count: 2 }))];
    const st = replay({ variant: jutland, fleets: {} }, turns).states[1]!;
    expect(st.sides[1].classes[2]!.hits).toEqual({ min: 2, max: 2 });
    expect(st.sides[1].classes[2]!.sunk).toEqual({ min: 0, max: 1 });
    expect(st.sides[1].guns).toEqual({ min: 5, max: 6 });
    expect(owedShots({ variant: jutland, fleets: {} }, st, 'red')).toEqual({ min: 5, max: 6 });
  });

  it('Морской бой: per-shot hits without the class give exact totals', () => {
    const turns = [turn('blue', [0], shots(hit())), turn('blue', [1], shots(sunk())), turn('blue', [9], shots(miss))];
    const red = replay({ variant: morskoyBoy, fleets: {} }, turns).states[3]!.sides[1];
    expect(red.hits).toEqual({ min: 2, max: 2 });
    expect(red.sunk).toEqual({ min: 1, max: 1 });
    // Two hits then "sunk": a destroyer, or a submarine (the first hit then on another ship);
    // never the battleship or a cruiser, which need more hits.
    expect(red.classes.map((c) => c.sunk.max)).toEqual([0, 0, 1, 1]);
    expect(red.defeated).toBe('no');
  });
});

describe('a salvo not announced yet', () => {
  it('may have hit anything: the ranges widen, and the next salvo size with them', () => {
    const setup = { variant: jutland, fleets: {} };
    const st = replay(setup, [turn('blue', [0, 1, 2, 3, 4, 5], null)]).states[1]!;
    expect(st.sides[1].hits).toEqual({ min: 0, max: 6 });
    // Six hits leave at least 3 guns (e.g. battleship and a destroyer sunk).
    expect(owedShots(setup, st, 'red')).toEqual({ min: 3, max: 6 });
    // Blue is untouched, and the turn passes to red whatever the salvo did.
    expect(st.sides[0].guns).toEqual({ min: 6, max: 6 });
    expect(st.next).toBe('red');
  });
});

describe('whole-fleet totals (per-shot reports that do not name the class)', () => {
  const variant = makeVariant({
    fleet: [
      shipClass('battleship', 3, { guns: 2, gunsLostAt: [1] }),
      shipClass('destroyer', 2, { count: 2, guns: 1 }),
      shipClass('hospital', 2, { protected: true }),
    ],
    turns: { ...makeVariant().turns, salvo: { kind: 'damage', shots: 9, steps: [], countProtected: false } },
    report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
  });
  const sizes = [3, 2, 2, 2];
  const gunsOf = (i: number, h: number): number => (i === 0 ? (h >= 3 ? 0 : h >= 1 ? 1 : 2) : i <= 2 ? (h >= 2 ? 0 : 1) : 0);

  it('hits, sinkings, damage and guns agree with brute force', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 4 }), (hits, sunkCount) => {
        fc.pre(sunkCount <= hits);
        const results = [...Array(hits - sunkCount).fill(hit()), ...Array(sunkCount).fill(sunk())];
        const cells = results.map((_, i) => i);
        const st = replay({ variant, fleets: {} }, [turn('blue', cells, shots(...results))]).states[1]!.sides[1];
        // Brute force over every hit vector with these totals.
        const found: number[][] = [];
        const rec = (i: number, acc: number[]): void => {
          if (i === sizes.length) {
            const h = acc.reduce((a, b) => a + b, 0);
            const k = acc.filter((x, j) => x === sizes[j]).length;
            if (h === hits && k === sunkCount) found.push(acc);
            return;
          }
          for (let x = 0; x <= sizes[i]!; x++) rec(i + 1, [...acc, x]);
        };
        rec(0, []);
        if (found.length === 0) {
          expect(replay({ variant, fleets: {} }, [turn('blue', cells, shots(...results))]).violations.map((v) => v.code)).toContain('announcement-inconsistent');
          return;
        }
        const span = (xs: number[]) => ({ min: Math.min(...xs), max: Math.max(...xs) });
        expect(st.guns).toEqual(span(found.map((a) => a.reduce((n, h, i) => n + gunsOf(i, h), 0))));
        expect(st.damage).toEqual(span(found.map((a) => a[0]! + a[1]! + a[2]!)));
        expect(st.afloat).toEqual(span(found.map((a) => a.filter((h, i) => h < sizes[i]!).length)));
        expect(st.classes[1]!.hits).toEqual(span(found.map((a) => a[1]! + a[2]!)));
      }),
      { seed: 5, numRuns: 60 },
    );
  });
});

describe('learning from salvo sizes, fleet hidden', () => {
  it('Jutland: "destroyer twice" then a salvo of 6 means two destroyers hit once each', () => {
    const setup = { variant: jutland, fleets: {} };
    const turns = [turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'destroyer', count: 2 })), turn('red', [0, 1, 2, 3, 4, 5], salvo())];
    const { states, violations } = replay(setup, turns);
    expect(violations).toEqual([]);
    expect(states[1]!.sides[1].classes[2]!.sunk).toEqual({ min: 0, max: 1 });
    expect(states[2]!.sides[1].classes[2]!.sunk).toEqual({ min: 0, max: 0 });
    expect(states[2]!.sides[1].ships.filter((s) => s.classId === 'destroyer').map((s) => s.hits)).toEqual([
      { min: 1, max: 1 },
      { min: 1, max: 1 },
    ]);
    // A third hit on the destroyers then sinks one of them: 5 guns.
    const more = replay(setup, [...turns, turn('blue', [6, 7, 8, 9, 10, 11], salvo({ classId: 'destroyer', count: 1 }))]);
    expect(more.states[3]!.sides[1].guns).toEqual({ min: 5, max: 5 });
  });

  const hidden = { variant: perelman, fleets: {} };
  const opening = [
    turn('blue', [0, 1, 2], salvo({ classId: 'three' }, { classId: 'four' })),
    turn('red', [0, 1, 2], salvo()),
    turn('blue', [3, 4, 5], salvo({ classId: 'two' }, { classId: 'five' })),
  ];

  it('a Perelman salvo of 2 means at least 5 damage', () => {
    const { states, violations } = replay(hidden, [...opening, turn('red', [3, 4], salvo())]);
    expect(violations).toEqual([]);
    expect(states[3]!.sides[1].damage).toEqual({ min: 4, max: 6 });
    expect(states[4]!.sides[1].damage).toEqual({ min: 5, max: 6 });
  });

  it('so a later salvo of 3 is a breach: damage never heals', () => {
    const turns = [...opening, turn('red', [3, 4], salvo()), turn('blue', [6, 7, 8], salvo()), turn('red', [5, 6, 7], salvo())];
    const found = replay(hidden, turns).violations;
    expect(found.map((v) => [v.code, v.turn, v.expected, v.recorded])).toEqual([['wrong-salvo-size', 5, '2', '3']]);
  });
});
