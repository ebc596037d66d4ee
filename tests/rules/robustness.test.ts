/**
 * The referee never crashes on a record, however wrong: random sides, cells (off the board, not
 * integers, repeated), announcements of either kind naming any class, forced or not, with the
 * fleets known or hidden. It always returns one state per turn and violations in turn order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/rules/announcement.js';
import { checkGame } from '../../src/rules/check.js';
import { replay } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { VIOLATION_CODES } from '../../src/rules/violations.js';
import type { TurnInput } from '../../src/rules/types.js';
import { ALL_VARIANTS } from './variants.js';

const classIds = ['two', 'three', 'cruiser', 'destroyer', 'battleship', 'hospital', 'submarine', 'tanker'];

const announcementArb: fc.Arbitrary<Announcement | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('per-shot' as const),
    shots: fc.array(
      fc.record({ result: fc.constantFrom('miss' as const, 'hit' as const, 'sunk' as const), classId: fc.option(fc.constantFrom(...classIds), { nil: undefined }) }, { requiredKeys: ['result'] }),
      { maxLength: 7 },
    ),
  }),
  fc.record({
    kind: fc.constant('per-salvo' as const),
    hits: fc.array(
      fc.record(
        {
          classId: fc.constantFrom(...classIds),
          ship: fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined }),
          count: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
          sunk: fc.option(fc.boolean(), { nil: undefined }),
        },
        { requiredKeys: ['classId'] },
      ),
      { maxLength: 4 },
    ),
  }),
);

const turnArb: fc.Arbitrary<TurnInput> = fc.record(
  {
    side: fc.constantFrom('blue', 'red', 'green'),
    cells: fc.array(fc.oneof(fc.integer({ min: -3, max: 103 }), fc.constantFrom(0.5, Number.NaN)), { maxLength: 8 }),
    announcement: announcementArb,
    forced: fc.boolean(),
  },
  { requiredKeys: ['side', 'cells', 'announcement'] },
);

describe('robustness', () => {
  it.each(ALL_VARIANTS.map((v) => [v.id, v] as const))('%s: any record replays without crashing', (_id, variant) => {
    const fleets = playRandomGame(variant, 3, { maxTurns: 1 }).setup.fleets;
    fc.assert(
      fc.property(fc.array(turnArb, { maxLength: 25 }), fc.boolean(), fc.boolean(), (turns, known, broken) => {
        // A broken layout: a ship of an unknown class, off the board, and one ship missing.
        const red = broken ? [{ classId: 'tanker', classIndex: 99, ordinal: 5, cells: [-1, 200] }, ...fleets['red']!.slice(2)] : fleets['red']!;
        const setup = { variant, fleets: known ? { ...fleets, red } : {} };
        const { states, violations } = replay(setup, turns);
        expect(states.length).toBe(turns.length + 1);
        const all = checkGame(setup, turns);
        expect(all.map((v) => v.turn)).toEqual([...all.map((v) => v.turn)].sort((a, b) => a - b));
        expect(all.length).toBe(violations.length + (known && broken ? all.filter((v) => v.code === 'illegal-fleet').length : 0));
        if (known && broken) expect(all[0]!.code).toBe('illegal-fleet');
        for (const v of all) expect(VIOLATION_CODES).toContain(v.code);
      }),
      { seed: 8, numRuns: 60 },
    );
  });
});
