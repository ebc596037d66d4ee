/**
 * The cap on the shots owed (`capped`): no salvo is owed more shots than the cells not fired at
 * yet, nor than the shot limit leaves; and the shots owed by the damage as announced after a
 * hospital hit left out are capped the same way, so that they differ from the shots owed only
 * where the damage does; a salvo larger than either is a wrong size of its own.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/rules/engine.js';
import { owedAsAnnounced, owedShots } from '../../src/rules/salvo-size.js';
import type { GameSetup } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, miss, row, salvo, shots, turn } from './build.js';
import { perelman, quietHospital } from './variants.js';

describe('the cells not fired at yet', () => {
  // A 2×2 board (cells 0–3), three shots a salvo, a boat of one cell at 0 on each side.
  const tiny: Variant = makeVariant({ rows: 2, columns: 2, fleet: [shipClass('boat', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } } });
  const boat = fleet(tiny, [['boat', [0]]]);
  const setup: GameSetup = { variant: tiny, fleets: { blue: boat, red: boat } };

  it('cap the salvo: after three of the four cells, one shot is owed, not three', () => {
    const { states, violations } = replay(setup, [turn('blue', [1, 2, 3]), turn('red', [1, 2, 3])]);
    expect(violations).toEqual([]);
    expect(owedShots(setup, states[1]!, 'red')).toEqual({ min: 3, max: 3 });
    expect(owedShots(setup, states[2]!, 'blue')).toEqual({ min: 1, max: 1 });
    expect(owedShots(setup, states[2]!, 'red')).toEqual({ min: 1, max: 1 });
  });
});

describe('the shots owed by the damage as announced', () => {
  // Perelman's ladder (3 shots below 5 damage, 2 below 10, then 1), hospital hits counted; red
  // fires first. Blue hits red's five 4 times, then the hospital at 50, announced as no hits: red
  // has 5 damage (2 shots) and 4 announced (3 shots). Each side has fired 9 shots by then.
  const red = (v: Variant) =>
    fleet(v, [
      ['two', row(0, 0, 2)],
      ['three', row(1, 0, 3)],
      ['four', row(2, 0, 4)],
      ['five', row(3, 0, 5)],
      ['hospital', row(5, 0, 4)],
    ]);
  const turns = [turn('red', [0, 1, 2], salvo()), turn('blue', [30, 31, 32]), turn('red', [3, 4, 5], salvo()), turn('blue', [33, 99, 98]), turn('red', [6, 7, 8], salvo()), turn('blue', [50, 97, 96], salvo())];
  const after = (limit: number) => {
    const v: Variant = { ...perelman, turns: { ...perelman.turns, first: 'red', shotLimit: limit } };
    const setup: GameSetup = { variant: v, fleets: { red: red(v) } };
    const { states, violations } = replay(setup, turns);
    expect(violations.map((x) => [x.code, x.turn])).toEqual([['announcement-contradicts-fleet', 5]]);
    return { setup, state: states.at(-1)! };
  };

  it('leave a salvo larger than either its own wrong size, not one sized by the damage as announced', () => {
    const v: Variant = { ...perelman, turns: { ...perelman.turns, first: 'red', shotLimit: 60 } };
    const { violations } = replay({ variant: v, fleets: { red: red(v) } }, [...turns, turn('red', [9, 10, 11, 12], salvo())]);
    expect(violations.map((x) => [x.code, x.turn])).toEqual([
      ['announcement-contradicts-fleet', 5],
      ['wrong-salvo-size', 6],
    ]);
    expect(violations[0]!.sizedAsAnnounced).toBeUndefined();
  });

  it('are 3 where the fleet owes 2, with shots to spare', () => {
    const { setup, state } = after(60);
    expect(owedShots(setup, state, 'red')).toEqual({ min: 2, max: 2 });
    expect(owedAsAnnounced(setup, state, 'red')).toEqual({ min: 3, max: 3 });
  });

  it('are capped by the shots left: with one shot left, both owe one, and there is nothing else to say', () => {
    const { setup, state } = after(10);
    expect(owedShots(setup, state, 'red')).toEqual({ min: 1, max: 1 });
    expect(owedAsAnnounced(setup, state, 'red')).toBeNull();
  });

  it('with two shots left, the fleet owes 2 and the damage announced 3 capped to 2: nothing else to say', () => {
    const { setup, state } = after(11);
    expect(owedShots(setup, state, 'red')).toEqual({ min: 2, max: 2 });
    expect(owedAsAnnounced(setup, state, 'red')).toBeNull();
  });
});

describe('a hospital hit left out where hospital hits are no damage', () => {
  it('owes no other size by the damage as announced: the hit left out was never damage', () => {
    // quietHospital: 2 shots a salvo, 1 from 2 damage; hospital hits are not counted. Blue hits red's
    // cruiser twice (2 damage: 1 shot), then the hospital, announced as two misses (red fires its 1 shot between).
    const f = fleet(quietHospital, [
      ['cruiser', row(0, 0, 3)],
      ['hospital', row(5, 0, 2)],
    ]);
    const setup: GameSetup = { variant: quietHospital, fleets: { red: f } };
    const { states, violations } = replay(setup, [turn('blue', [0, 1]), turn('red', [99]), turn('blue', [50, 97], shots(miss, miss))]);
    expect(violations.map((v) => [v.code, v.turn])).toEqual([['announcement-contradicts-fleet', 2]]);
    expect(violations[0]!.protectedLeftOut).toEqual([{ cell: 50, classId: 'hospital' }]);
    const state = states.at(-1)!;
    expect(owedShots(setup, state, 'red')).toEqual({ min: 1, max: 1 });
    expect(owedAsAnnounced(setup, state, 'red')).toBeNull();
  });
});
