/**
 * Whose turn it is: alternation, another shot after a hit (until a miss), the skipped turn after
 * hitting the protected hospital (the other side fires two salvos in a row), the end of the game
 * when a fleet is sunk, and forced turns.
 */
import { describe, expect, it } from 'vitest';
import { decideNext } from '../../src/rules/turn-order.js';
import { applyTurn, initialState, nextToFire, replay } from '../../src/rules/engine.js';
import type { GameSetup } from '../../src/rules/types.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, hit, miss, row, salvo, shots, sunk, turn } from './build.js';
import { blindHospital, morskoyBoy, perelman } from './variants.js';
import { morskoyBoyFleet as mbFleet } from './fleets.js';


describe('extra shot after a hit (Морской бой)', () => {
  const setup: GameSetup = { variant: morskoyBoy, fleets: { blue: mbFleet, red: mbFleet } };

  it('keeps the turn after a hit or a sinking, until a miss', () => {
    const turns = [
      turn('blue', [0], shots(hit())),
      turn('blue', [1], shots(hit())),
      turn('blue', [99], shots(miss)),
      turn('red', [60], shots(sunk())),
      turn('red', [98], shots(miss)),
      turn('blue', [2], shots(hit())),
    ];
    const { states, violations } = replay(setup, turns);
    expect(violations).toEqual([]);
    expect(states.map(nextToFire)).toEqual(['blue', 'blue', 'blue', 'red', 'red', 'blue', 'blue']);
    expect(states[6]!.sides[0].salvos).toBe(4);
  });

  it('also without the fleets, from the announcements', () => {
    const turns = [turn('blue', [0], shots(hit())), turn('blue', [99], shots(miss)), turn('red', [60], shots(sunk())), turn('red', [61], shots(miss))];
    const { states, violations } = replay({ variant: morskoyBoy, fleets: {} }, turns);
    expect(violations).toEqual([]);
    expect(states.map(nextToFire)).toEqual(['blue', 'blue', 'red', 'red', 'blue']);
    expect(states[4]!.sides[0].sunk).toEqual({ min: 1, max: 1 });
  });

  it('a forced out-of-turn salvo sets the turn order; an unforced one does not', () => {
    const forced = replay(setup, [turn('blue', [99]), turn('blue', [0], null, true)]);
    expect(forced.violations.map((v) => [v.code, v.turn, v.forced])).toEqual([['out-of-turn', 1, true]]);
    expect(nextToFire(forced.states[2]!)).toBe('blue'); // the forced salvo hit: blue fires again
    const plain = replay(setup, [turn('blue', [99]), turn('blue', [0])]);
    expect(plain.violations.map((v) => [v.code, v.turn, v.forced])).toEqual([['out-of-turn', 1, undefined]]);
    expect(nextToFire(plain.states[2]!)).toBe('red'); // still red's turn
    expect(plain.states[2]!.sides[1].hits).toEqual({ min: 1, max: 1 }); // but the hit counts
  });

  it('ends the game when the last ship is sunk', () => {
    const v = makeVariant({ fleet: [shipClass('boat', 2)], turns: { ...morskoyBoy.turns }, report: morskoyBoy.report });
    const f = fleet(v, [['boat', [0, 1]]]);
    const s: GameSetup = { variant: v, fleets: { blue: f, red: f } };
    const { states } = replay(s, [turn('blue', [0]), turn('blue', [1])]);
    expect(states[2]!.over).toBe(true);
    expect(states[2]!.result).toEqual({ winner: 'blue', reason: 'fleet-sunk' });
    expect(nextToFire(states[2]!)).toBeNull();
    // The same from announcements alone.
    const hidden = replay({ variant: v, fleets: {} }, [turn('blue', [0], shots(hit())), turn('blue', [1], shots(sunk()))]);
    expect(hidden.states[2]!.result).toEqual({ winner: 'blue', reason: 'fleet-sunk' });
  });
});

describe('skipped turn after hitting the hospital (Perelman)', () => {
  const f = fleet(perelman, [
    ['two', row(0, 0, 2)],
    ['three', row(2, 0, 3)],
    ['four', row(4, 0, 4)],
    ['five', row(6, 0, 5)],
    ['hospital', row(8, 0, 4)],
  ]);
  const setup: GameSetup = { variant: perelman, fleets: { blue: f, red: f } };

  it('gives the other side two salvos in a row', () => {
    const turns = [turn('blue', [80, 99, 98]), turn('red', [9, 19, 29]), turn('red', [39, 49, 59]), turn('blue', [97, 96, 95]), turn('red', [69, 79, 89])];
    const { states, violations } = replay(setup, turns);
    expect(violations).toEqual([]);
    expect(states.map(nextToFire)).toEqual(['blue', 'red', 'red', 'blue', 'red', 'blue']);
    expect(states[2]!.skipping).toBe('blue');
  });

  it('works from the announcement alone', () => {
    const turns = [turn('blue', [80, 99, 98], salvo({ classId: 'hospital' })), turn('red', [9, 19, 29], salvo()), turn('red', [39, 49, 59], salvo())];
    const { states, violations } = replay({ variant: perelman, fleets: {} }, turns);
    expect(violations).toEqual([]);
    expect(states.map(nextToFire)).toEqual(['blue', 'red', 'red', 'blue']);
  });

  it('a forced salvo in the skipped turn is reported, and play continues from it', () => {
    const turns = [turn('blue', [80, 99, 98]), turn('red', [9, 19, 29]), turn('blue', [97, 96, 95], null, true), turn('red', [39, 49, 59])];
    const { states, violations } = replay(setup, turns);
    expect(violations.map((v) => [v.code, v.turn, v.forced])).toEqual([['penalty-ignored', 2, true]]);
    expect(nextToFire(states[3]!)).toBe('red');
  });
});

describe('decideNext', () => {
  const canFire = (): boolean => true;
  it('alternates, and follows both readings when a protected hit is uncertain', () => {
    const skip = { blue: 'no', red: 'no' } as const;
    expect(decideNext({ variant: perelman, shooter: 'blue', skipNext: skip, hitAny: 'no', protectedHit: 'no', canFire }).next).toBe('red');
    const d = decideNext({ variant: morskoyBoy, shooter: 'blue', skipNext: skip, hitAny: 'maybe', protectedHit: 'no', canFire });
    expect([d.next, d.alternativeNext]).toEqual(['red', 'blue']);
    const p = decideNext({ variant: { ...perelman, turns: { ...perelman.turns, extraShotOnHit: true } }, shooter: 'blue', skipNext: skip, hitAny: 'yes', protectedHit: 'maybe', canFire });
    expect([p.next, p.alternativeNext, p.skipNext['blue']]).toEqual(['blue', 'red', 'maybe']);
  });

  it("a protected hit by the side whose opponent may owe a skip: the skips cancel in the 'yes' reading only, so the open fact's 'yes' flips", () => {
    // Red's reply hits blue's hospital while blue may owe a lost turn (a hospital hit left out).
    const d = decideNext({ variant: perelman, shooter: 'red', skipNext: { blue: 'maybe', red: 'no' }, hitAny: 'yes', protectedHit: 'yes', canFire });
    expect([d.next, d.alternativeNext, d.skipNext['blue'], d.skipNext['red'], d.flipped]).toEqual(['blue', null, 'no', 'maybe', true]);
    // Without the open skip, or without the protected hit, nothing flips.
    expect(decideNext({ variant: perelman, shooter: 'red', skipNext: { blue: 'no', red: 'no' }, hitAny: 'yes', protectedHit: 'yes', canFire }).flipped).toBe(false);
    const open = decideNext({ variant: perelman, shooter: 'red', skipNext: { blue: 'maybe', red: 'no' }, hitAny: 'no', protectedHit: 'no', canFire });
    expect([open.next, open.alternativeNext, open.flipped]).toEqual(['blue', 'red', false]);
  });

  it('passes over a side that may not fire', () => {
    const d = decideNext({ variant: perelman, shooter: 'blue', skipNext: { blue: 'no', red: 'no' }, hitAny: 'no', protectedHit: 'no', canFire: (s) => s === 'blue' });
    expect(d.next).toBe('blue');
    const none = decideNext({ variant: perelman, shooter: 'blue', skipNext: { blue: 'no', red: 'no' }, hitAny: 'no', protectedHit: 'no', canFire: () => false });
    expect(none.next).toBeNull();
  });
});

describe('states are immutable', () => {
  it('applyTurn leaves the old state as it was', () => {
    const setup: GameSetup = { variant: morskoyBoy, fleets: { blue: mbFleet, red: mbFleet } };
    const s0 = initialState(setup);
    const snapshot = JSON.stringify(s0);
    const r = applyTurn(setup, s0, turn('blue', [0]));
    expect(JSON.stringify(s0)).toBe(snapshot);
    expect(r.state.sides[0].cellsFired).toEqual([0]);
    expect(r.state.turn).toBe(1);
  });
});

describe('an unnamed hit that may be on the hospital (fleets hidden)', () => {
  const setup: GameSetup = { variant: blindHospital, fleets: {} };
  const first = turn('blue', [0, 99], shots(hit(), miss));

  it('lets either side fire next', () => {
    const st = replay(setup, [first]).states[1]!;
    expect([st.next, st.alternativeNext]).toEqual(['blue', 'red']);
    expect(st.sides[0].skipNext).toBe('maybe');
  });

  it('blue firing again means it was no hospital: plain play continues', () => {
    const { states, violations } = replay(setup, [first, turn('blue', [98, 97], shots(miss, miss)), turn('red', [0, 1], shots(miss, miss))]);
    expect(violations).toEqual([]);
    expect(states[2]!.sides[0].skipNext).toBe('no');
    expect(nextToFire(states[3]!)).toBe('blue');
  });

  it('red firing means it was the hospital: red fires twice, then blue', () => {
    const { states, violations } = replay(setup, [first, turn('red', [0, 1], shots(miss, miss)), turn('red', [2, 3], shots(miss, miss))]);
    expect(violations).toEqual([]);
    expect(states[2]!.skipping).toBe('blue');
    expect(nextToFire(states[2]!)).toBe('red');
    expect(nextToFire(states[3]!)).toBe('blue');
    // Blue firing in its skipped turn is then a breach.
    const bad = replay(setup, [first, turn('red', [0, 1], shots(miss, miss)), turn('blue', [2, 3], shots(miss, miss))]);
    expect(bad.violations.map((v) => [v.code, v.turn])).toEqual([['penalty-ignored', 2]]);
  });
});
