/**
 * Salvo sizes under each policy: constant, the damage ladder (thresholds at 5 and 10, hospital
 * hits counted or not), guns left with `gunsLostAt`, ships afloat, and the shot limit capping the
 * last salvo.
 */
import { describe, expect, it } from 'vitest';
import { checkLayout } from '../../src/core/layout.js';
import { initialState, replay } from '../../src/rules/engine.js';
import { owedShots, shotsForDamage } from '../../src/rules/salvo-size.js';
import type { GameSetup, TurnInput } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, row, salvo, turn } from './build.js';
import { jutland, perelman, quietHospital, salvo1931 } from './variants.js';
import { jutlandFleet as jFleet, perelmanFleet } from './fleets.js';

function owedAfter(setup: GameSetup, turns: readonly TurnInput[], side: string): number[] {
  const { states, violations } = replay(setup, turns);
  expect(violations).toEqual([]);
  return states.map((s) => {
    const r = owedShots(setup, s, side);
    expect(r.min).toBe(r.max);
    return r.min;
  });
}


describe('damage ladder (Perelman)', () => {
  it('gives 3 below 5 damage, 2 below 10, then 1', () => {
    const policy = perelman.turns.salvo;
    if (policy.kind !== 'damage') throw new Error('perelman uses the damage ladder');
    expect([0, 4, 5, 9, 10, 17].map((d) => shotsForDamage(policy, d))).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('follows the damage the fleet takes, salvo by salvo', () => {
    expect(checkLayout(perelmanFleet, perelman)).toEqual([]);
    const setup: GameSetup = { variant: perelman, fleets: { blue: perelmanFleet, red: perelmanFleet } };
    const turns = [
      turn('blue', [60, 61, 62]), // red damage 3
      turn('red', [9, 19, 29]),
      turn('blue', [63, 99, 98]), // 4
      turn('red', [39, 49, 59]),
      turn('blue', [64, 97, 96]), // 5: two shots
      turn('red', [69, 79]),
      turn('blue', [40, 41, 42]), // 8
      turn('red', [89, 99]),
      turn('blue', [43, 0, 1]), // 11: one shot
      turn('red', [8]),
    ];
    expect(owedAfter(setup, turns, 'red')).toEqual([3, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1]);
    expect(owedAfter(setup, turns, 'blue')).toEqual(Array(11).fill(3));
  });

  it('counts hospital hits only with countProtected', () => {
    const hospitalHits = [turn('blue', [80, 81, 82]), turn('red', [9, 19, 29])];
    // Perelman counts them: 3 damage is still 3 shots, a 4th and 5th hit make 2.
    const setup: GameSetup = { variant: perelman, fleets: { blue: perelmanFleet, red: perelmanFleet } };
    const st = replay(setup, hospitalHits).states.at(-1)!;
    expect(st.sides[1].damage).toEqual({ min: 3, max: 3 });
    // quietHospital does not: hospital hits leave the salvo at 2.
    const qFleet = fleet(quietHospital, [
      ['cruiser', row(0, 0, 3)],
      ['hospital', row(5, 0, 2)],
    ]);
    const q: GameSetup = { variant: quietHospital, fleets: { blue: qFleet, red: qFleet } };
    const after = replay(q, [turn('blue', [50, 51])]).states.at(-1)!;
    expect(after.sides[1].hits).toEqual({ min: 2, max: 2 });
    expect(after.sides[1].damage).toEqual({ min: 0, max: 0 });
    expect(owedShots(q, after, 'red')).toEqual({ min: 2, max: 2 });
    const cruiserHit = replay(q, [turn('blue', [0, 1])]).states.at(-1)!;
    expect(owedShots(q, cruiserHit, 'red')).toEqual({ min: 1, max: 1 });
  });
});

describe('guns left (Jutland)', () => {
  const setup: GameSetup = { variant: jutland, fleets: { blue: jFleet, red: jFleet } };

  it('starts at 6 and loses a gun at the 2nd hit on the battleship and the cruiser', () => {
    expect(checkLayout(jFleet, jutland)).toEqual([]);
    expect(owedShots(setup, initialState(setup), 'blue')).toEqual({ min: 6, max: 6 });
    // The seed's example: battleship hit twice and cruiser hit twice -> a salvo of 4.
    // A single hit on a destroyer does not disable its gun.
    const turns = [turn('blue', [0, 1, 20, 21, 40, 99]), turn('red', [9, 19, 29, 39]), turn('blue', [41, 2, 3, 22, 98, 97])];
    expect(owedAfter(setup, turns, 'red')).toEqual([6, 4, 4, 1]);
  });

  it('a destroyer loses its gun when sunk; a salvo affects only the next salvo of the target', () => {
    const turns = [turn('blue', [40, 41, 60, 61, 99, 98]), turn('red', [9, 19, 29, 39])];
    const { states } = replay(setup, turns);
    expect(states[1]!.sides[1].guns).toEqual({ min: 4, max: 4 });
    expect(states[1]!.sides[1].ships.map((s) => s.guns.min)).toEqual([2, 2, 0, 0]);
  });

  it('a battleship with 3 hits keeps one gun, and loses it when sunk', () => {
    const turns = [turn('blue', [0, 1, 2, 99, 98, 97])];
    const st = replay(setup, turns).states.at(-1)!;
    expect(st.sides[1].ships[0]!.guns).toEqual({ min: 1, max: 1 });
  });
});

describe('ships afloat (1931 Salvo)', () => {
  it('owes one shot per ship afloat', () => {
    const f = fleet(salvo1931, [
      ['battleship', row(0, 0, 4)],
      ['cruiser', row(2, 0, 3)],
      ['destroyer', row(4, 0, 2)],
      ['destroyer', row(6, 0, 2)],
    ]);
    const setup: GameSetup = { variant: salvo1931, fleets: { blue: f, red: f } };
    const turns = [
      turn('blue', [40, 41, 0, 99]), // a destroyer sunk, the battleship hit
      turn('red', [9, 19, 29]), // red has 3 ships afloat
      turn('blue', [60, 61, 20]), // blue is undamaged: 3 shots is one short
    ];
    const { states, violations } = replay(setup, turns);
    expect(owedShots(setup, states[1]!, 'red')).toEqual({ min: 3, max: 3 });
    expect(owedShots(setup, states[2]!, 'blue')).toEqual({ min: 4, max: 4 });
    expect(violations.map((v) => v.code)).toEqual(['wrong-salvo-size']);
    expect(violations[0]!.turn).toBe(2);
  });
});

describe('constant salvo and the shot limit', () => {
  const limited: Variant = makeVariant({
    fleet: [shipClass('cruiser', 3)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 }, shotLimit: 7 },
  });
  const f = fleet(limited, [['cruiser', row(0, 0, 3)]]);
  const setup: GameSetup = { variant: limited, fleets: { blue: f, red: f } };

  it('caps the last salvo at the shots left, then the side may not fire; both out is a draw', () => {
    const turns = [
      turn('blue', [99, 98, 97]),
      turn('red', [99, 98, 97]),
      turn('blue', [96, 95, 94]),
      turn('red', [96, 95, 94]),
      turn('blue', [93]),
      turn('red', [93]),
    ];
    const { states, violations } = replay(setup, turns);
    expect(violations).toEqual([]);
    expect(states.map((s) => owedShots(setup, s, 'blue').min)).toEqual([3, 3, 3, 1, 1, 0, 0]);
    expect(states[5]!.sides[0].shotsLeft).toBe(0);
    expect(states[6]!.over).toBe(true);
    expect(states[6]!.result).toEqual({ draw: true, reason: 'shots-exhausted' });
  });

  it('lets the other side keep firing while it has shots', () => {
    const turns = [turn('blue', [99, 98, 97]), turn('red', [99, 98, 97]), turn('blue', [96, 95, 94]), turn('red', [96, 95, 94]), turn('blue', [93])];
    const st = replay(setup, turns).states.at(-1)!;
    expect(st.next).toBe('red');
    expect(st.over).toBe(false);
  });

  it('with most-hits-wins, the side that dealt more hits wins', () => {
    const v: Variant = { ...limited, turns: { ...limited.turns, onShotsExhausted: 'most-hits-wins' } };
    const s: GameSetup = { variant: v, fleets: { blue: f, red: f } };
    const turns = [
      turn('blue', [0, 98, 97]),
      turn('red', [99, 98, 97]),
      turn('blue', [96, 95, 94]),
      turn('red', [96, 95, 94]),
      turn('blue', [93]),
      turn('red', [93]),
    ];
    const st = replay(s, turns).states.at(-1)!;
    expect(st.result).toEqual({ winner: 'blue', reason: 'most-hits' });
  });
});

describe('a size judged after an announcement set aside', () => {
  it('does not credit the range to the damage announced: that salvo may have hit anything', () => {
    const setup: GameSetup = { variant: jutland, fleets: {} };
    const announced = replay(setup, [turn('blue', row(0, 0, 6), salvo()), turn('red', row(1, 0, 2))]).violations;
    // "No hits" taken at its word: red is owed its 6 guns.
    expect(announced.map((v) => [v.code, v.message])).toEqual([['wrong-salvo-size', "red's salvo 1 has 2 shots; red was owed 6"]]);
    const aside = replay(setup, [{ ...turn('blue', row(0, 0, 6), salvo()), announcementNotEvidence: true }, turn('red', row(1, 0, 2))]).violations;
    const judged = aside.find((v) => v.code === 'salvo-size-not-allowed');
    expect(judged).toBeDefined();
    expect(judged!.message).not.toContain('announced allows');
    // Independently: every way blue's 6 shots may have hit red's ships, and the guns each leaves
    // (a gun lost at each of gunsLostAt, all when sunk).
    const ships = jutland.fleet.flatMap((c) => Array.from({ length: c.count }, () => c));
    const guns = new Set<number>();
    const spread = (i: number, shotsLeft: number, gunsSoFar: number): void => {
      if (i === ships.length) {
        guns.add(gunsSoFar);
        return;
      }
      const c = ships[i]!;
      for (let h = 0; h <= Math.min(c.size, shotsLeft); h++) {
        const left = h === c.size ? 0 : c.guns - c.gunsLostAt.filter((at) => h >= at).length;
        spread(i + 1, shotsLeft - h, gunsSoFar + left);
      }
    };
    spread(0, 6, 0);
    const owed = { min: Math.min(...guns), max: Math.max(...guns) };
    expect(owed.max).toBeGreaterThan(owed.min);
    expect(judged!.owed).toEqual(owed);
    expect(judged!.message).toBe(`red's salvo 1 has 2 shots; red may be owed ${owed.min}–${owed.max}, with red's announcement for blue's salvo 1 set aside as wrong (that salvo may have hit anything)`);
  });
});
