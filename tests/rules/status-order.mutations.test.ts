/**
 * Mutation round 7, a fleet's status and whose turn it is: a hit on a protected ship is damage
 * under a policy other than the damage ladder, a fleet that cannot have lost every ship it must
 * lose is not defeated, ships afloat as a range, a class said sunk without how many ships has at
 * least one sunk, a ship hit and not said sunk not sunk, totals learned elsewhere that keep what
 * the announcements told, and the side skipped in the reading where an owed lost turn is taken.
 */
import { describe, expect, it } from 'vitest';
import { constrainTotals, exactFleetStatus, learnFromAnnouncement, unknownFleetStatus } from '../../src/rules/fleet-status.js';
import { decideNext } from '../../src/rules/turn-order.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, hit, salvo, shots, sunk } from './build.js';
import { byShip, classSunk, perelman } from './variants.js';

describe('fleet status', () => {
  it('counts a hit on a protected ship as damage where the salvo is not sized by the damage ladder', () => {
    const v: Variant = makeVariant({ fleet: [shipClass('boat', 2), shipClass('hospital', 2, { protected: true })] });
    const f = fleet(v, [
      ['boat', [0, 1]],
      ['hospital', [20, 21]],
    ]);
    const st = exactFleetStatus(v, f, new Set([20]));
    expect(st.hits).toEqual({ min: 1, max: 1 });
    expect(st.damage).toEqual({ min: 1, max: 1 });
  });

  it('is not defeated where fewer ships can be sunk than must be, though each class may be the one sunk', () => {
    // Two one-cell boats of two classes, both to be sunk; one "sunk" said without its class.
    const v: Variant = makeVariant({ fleet: [shipClass('a', 1), shipClass('b', 1)] });
    const st = learnFromAnnouncement(v, unknownFleetStatus(v), shots(sunk()), [true])!;
    expect(st.sunk).toEqual({ min: 1, max: 1 });
    expect(st.classes.map((c) => c.sunk)).toEqual([
      { min: 0, max: 1 },
      { min: 0, max: 1 },
    ]);
    expect(st.defeated).toBe('no');
  });

  it('gives the ships afloat as a range where the ships sunk are one', () => {
    const v: Variant = makeVariant({ fleet: [shipClass('a', 1), shipClass('b', 1)] });
    // A shot not announced may have sunk either boat, or none.
    const st = learnFromAnnouncement(v, unknownFleetStatus(v), null, [true])!;
    expect(st.sunk).toEqual({ min: 0, max: 1 });
    expect(st.afloat).toEqual({ min: 1, max: 2 });
  });
});

describe('a class said sunk, per salvo, without how many of its ships', () => {
  it('has at least one ship sunk: two hits on the destroyers, one of them sunk, are on one ship', () => {
    const st = learnFromAnnouncement(classSunk, unknownFleetStatus(classSunk), salvo({ classId: 'destroyer', count: 2, sunk: true }), [true, true])!;
    expect(st.classes[1]!.hits).toEqual({ min: 2, max: 2 });
    expect(st.classes[1]!.sunk).toEqual({ min: 1, max: 1 });
    expect(st.sunk).toEqual({ min: 1, max: 1 });
  });
});

describe('a ship named as hit, per salvo, and not said sunk', () => {
  it('is not sunk, where a salvo not announced before it may have hit it once already', () => {
    const before = learnFromAnnouncement(byShip, unknownFleetStatus(byShip), null, [true, true])!;
    expect(before.classes[1]!.sunk).toEqual({ min: 0, max: 1 });
    // Destroyer 1 hit once (two cells): had the salvo before hit it too, this one sank it, and would say so.
    const st = learnFromAnnouncement(byShip, before, salvo({ classId: 'destroyer', ship: 0, count: 1 }), [true, true])!;
    const first = st.ships.find((x) => x.classId === 'destroyer' && x.ordinal === 0)!;
    expect(first.hits).toEqual({ min: 1, max: 1 });
    expect(first.sunk).toBe('no');
  });
});

describe('totals learned elsewhere (constrainTotals)', () => {
  it('keep the hits the announcements told where they allow fewer: two hits said without their classes stay two', () => {
    const v: Variant = makeVariant();
    const st = learnFromAnnouncement(v, unknownFleetStatus(v), shots(hit(), hit()), [true, true])!;
    expect(st.hits).toEqual({ min: 2, max: 2 });
    expect(st.classes.every((c) => c.hits.min === 0)).toBe(true);
    expect(constrainTotals(v, st, { min: 0, max: 9 }, null)!.hits).toEqual({ min: 2, max: 2 });
  });
});

describe('decideNext, an owed lost turn open', () => {
  it("names the side skipped in the reading where it owes the turn, while the plain reading skips none", () => {
    const d = decideNext({ variant: perelman, shooter: 'blue', skipNext: { blue: 'no', red: 'maybe' }, hitAny: 'no', protectedHit: 'no', canFire: () => true });
    expect([d.next, d.alternativeNext, d.skipping]).toEqual(['red', 'blue', 'red']);
  });
});
