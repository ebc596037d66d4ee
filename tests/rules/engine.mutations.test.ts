/**
 * The replay's edges that mutation testing (round 7) found unguarded: how a game of shots run out
 * ends when the hits dealt are known only as ranges, a game in which no side can fire at all, a
 * side firing on after the other ran out of shots, a side that may have lost firing on, the lost
 * turn owed for a salvo out of turn that may have hit the hospital, the cells a salvo counts as
 * fired and as hit, a hit written for a cell that could not be read, and a hospital hit recorded
 * that the fleet does not give, and a salvo cut short by the shot limit telling nothing of the
 * shooter's hidden damage, and a salvo size the record says is no evidence.
 */
import { describe, expect, it } from 'vitest';
import { initialState, replay } from '../../src/rules/engine.js';
import type { GameSetup } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, hit, miss, row, salvo, shots, turn } from './build.js';
import { morskoyBoy, perelman } from './variants.js';
import { perelmanFleet } from './fleets.js';

describe('shots run out, most hits wins', () => {
  const v: Variant = makeVariant({
    fleet: [shipClass('cruiser', 3)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 }, shotLimit: 7, onShotsExhausted: 'most-hits-wins' },
  });
  const f = fleet(v, [['cruiser', row(0, 0, 3)]]);

  it('is a draw where both sides dealt the same number of hits', () => {
    const setup: GameSetup = { variant: v, fleets: { blue: f, red: f } };
    const turns = [turn('blue', [0, 98, 97]), turn('red', [0, 98, 97]), turn('blue', [96, 95, 94]), turn('red', [96, 95, 94]), turn('blue', [93]), turn('red', [93])];
    const last = replay(setup, turns).states.at(-1)!;
    expect(last.sides.map((x) => x.hits)).toEqual([
      { min: 1, max: 1 },
      { min: 1, max: 1 },
    ]);
    expect(last.result).toEqual({ draw: true, reason: 'shots-exhausted' });
  });

  it('is left undecided, not a draw, where one side dealt an exact number of hits and the other a range', () => {
    // Red's fleet is revealed (blue dealt it no hit, exactly); blue's is not and red's salvos were
    // never announced: red dealt 0 to 3 hits, so neither the draw nor a winner is known.
    const setup: GameSetup = { variant: v, fleets: { red: f } };
    const turns = [turn('blue', [99, 98, 97]), turn('red', [0, 1, 2]), turn('blue', [96, 95, 94]), turn('red', [96, 95, 94]), turn('blue', [93]), turn('red', [93])];
    const last = replay(setup, turns).states.at(-1)!;
    expect(last.sides[0].hits).toEqual({ min: 0, max: 3 });
    expect(last.sides[1].hits).toEqual({ min: 0, max: 0 });
    expect(last.over).toBe(true);
    expect(last.next).toBeNull();
    expect(last.result).toBeNull();
  });
});

describe('one side out of shots', () => {
  it('lets the other fire on: the game goes on after a salvo of the side that still has shots', () => {
    const v: Variant = makeVariant({ fleet: [shipClass('cruiser', 3)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 }, shotLimit: 7 } });
    const f = fleet(v, [['cruiser', row(0, 0, 3)]]);
    // Red fires all its 7 shots at once (a wrong salvo size, but fired): blue still has 4, then 1.
    const { states, violations } = replay({ variant: v, fleets: { blue: f, red: f } }, [turn('blue', [99, 98, 97]), turn('red', [99, 98, 97, 96, 95, 94, 93]), turn('blue', [96, 95, 94])]);
    expect(violations.map((x) => x.code)).toEqual(['wrong-salvo-size']);
    expect(states[3]!.sides.map((x) => x.shotsLeft)).toEqual([1, 0]);
    expect(states[3]!.over).toBe(false);
    expect(states[3]!.next).toBe('blue');
  });
});

describe('a side whose fleet may have been sunk', () => {
  it('fires on: the game ends only where a fleet is surely sunk', () => {
    const v: Variant = makeVariant({ fleet: [shipClass('boat', 2)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } } });
    // Blue's salvo at red was never announced: it may have sunk red's one boat.
    const { states } = replay({ variant: v, fleets: {} }, [turn('blue', [0, 1, 2]), turn('red', [0, 1, 2], shots(miss, miss, miss))]);
    expect(states[1]!.sides[1].defeated).toBe('maybe');
    expect(states[2]!.sides[1].defeated).toBe('maybe');
    expect(states[2]!.over).toBe(false);
    expect(states[2]!.next).toBe('blue');
  });
});

describe('a salvo out of turn that may have hit the hospital (Perelman, fleets hidden)', () => {
  const setup: GameSetup = { variant: perelman, fleets: {} };
  it('leaves the turn order as it was and owes the shooter a lost turn maybe', () => {
    const { states, violations } = replay(setup, [turn('red', [0, 1, 2])]);
    expect(violations.map((x) => x.code)).toEqual(['out-of-turn']);
    expect(states[1]!.next).toBe('blue');
    expect(states[1]!.sides[1].skipNext).toBe('maybe');
  });
  it('keeps a lost turn owed for sure by an earlier one that hit the hospital', () => {
    const { states } = replay(setup, [turn('red', [0, 1, 2], salvo({ classId: 'hospital' })), turn('red', [3, 4, 5])]);
    expect(states[1]!.sides[1].skipNext).toBe('yes');
    expect(states[2]!.sides[1].skipNext).toBe('yes');
  });
});

describe('cells fired and hit', () => {
  it('counts neither a cell off the board as fired nor a cell fired again, announced as a hit, as hit', () => {
    const v: Variant = makeVariant();
    const { states } = replay({ variant: v, fleets: {} }, [turn('blue', [5], shots(miss)), turn('red', [0], shots(miss)), turn('blue', [5], shots(hit())), turn('red', [1], shots(miss)), turn('blue', [100], shots(hit()))]);
    expect(states[3]!.sides[0].cellsFired).toEqual([5]);
    expect(states[3]!.sides[0].cellsHit).toEqual([]);
    expect(states[5]!.sides[0].cellsFired).toEqual([5]);
    expect(states[5]!.sides[0].cellsHit).toEqual([]);
  });
});

describe('no side can fire', () => {
  it('ends the game before the first salvo: a fleet of no guns under the guns policy draws', () => {
    const v: Variant = makeVariant({ fleet: [shipClass('hulk', 2, { guns: 0 })], turns: { ...makeVariant().turns, salvo: { kind: 'guns' } } });
    const st = initialState({ variant: v, fleets: {} });
    expect(st.next).toBeNull();
    expect(st.over).toBe(true);
    expect(st.result).toEqual({ draw: true, reason: 'shots-exhausted' });
  });
});

describe('a hit written for a cell that could not be read (Морской бой, fleets hidden)', () => {
  it('earns the shooter another shot as played, where every such result has its unread cell', () => {
    const { states } = replay({ variant: morskoyBoy, fleets: {} }, [{ side: 'blue', cells: [5], announcement: shots(miss), unreadCells: 1, unreadResults: [hit()] }]);
    expect(states[1]!.next).toBe('blue');
    expect(states[1]!.alternativeNext).toBeNull();
  });
});

describe('a hospital hit recorded that the revealed fleet does not give (Perelman)', () => {
  it('leaves the lost turn open: it was lost only if the hit was said at the table', () => {
    const { states, violations } = replay({ variant: perelman, fleets: { blue: perelmanFleet, red: perelmanFleet } }, [turn('blue', [99, 98, 97], salvo({ classId: 'hospital' }))]);
    expect(violations.map((x) => x.code)).toEqual(['announcement-contradicts-fleet']);
    expect(states[1]!.next).toBe('red');
    expect(states[1]!.sides[0].skipNext).toBe('maybe');
  });
});

describe('a salvo cut short by the shot limit (Perelman, fleets hidden)', () => {
  it('is owed no more than the shots left, and tells nothing more of the damage than that', () => {
    // Every salvo announced as hitting nothing: blue's damage is 0 and it is owed 3, but has 1 shot left.
    const v: Variant = { ...perelman, turns: { ...perelman.turns, shotLimit: 7 } };
    const turns = [turn('blue', [90, 91, 92], salvo()), turn('red', [90, 91, 92], salvo()), turn('blue', [93, 94, 95], salvo()), turn('red', [93, 94, 95], salvo()), turn('blue', [96], salvo())];
    const { states, violations } = replay({ variant: v, fleets: {} }, turns);
    expect(violations).toEqual([]);
    expect(states[4]!.sides[0].shotsLeft).toBe(1);
    expect(states[5]!.sides[0].damage).toEqual({ min: 0, max: 0 });
  });
});

describe('a salvo size that is no evidence (sizeNotEvidence)', () => {
  it("leaves the shooter's hidden damage as the announcements left it", () => {
    // Red's two salvos at blue were never announced: blue's damage is 0–6, so 2 or 3 shots are owed.
    const turns = [turn('blue', [90, 91, 92], salvo()), turn('red', [0, 1, 2]), turn('blue', [93, 94, 95], salvo()), turn('red', [3, 4, 5])];
    const taken = replay({ variant: perelman, fleets: {} }, [...turns, turn('blue', [96, 97], salvo())]);
    expect(taken.states[4]!.sides[0].damage).toEqual({ min: 0, max: 6 });
    // As evidence, a salvo of 2 says blue took at least 5 hits.
    expect(taken.states[5]!.sides[0].damage).toEqual({ min: 5, max: 6 });
    const aside = replay({ variant: perelman, fleets: {} }, [...turns, { ...turn('blue', [96, 97], salvo()), sizeNotEvidence: true }]);
    expect(aside.violations).toEqual([]);
    expect(aside.states[5]!.sides[0].damage).toEqual({ min: 0, max: 6 });
  });
});
