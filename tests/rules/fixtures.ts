/**
 * One small game per breach the referee reports (several for announcement inconsistencies), each
 * with the violation it must raise: code, turn index, salvo number, side, and what was expected.
 * Fleets are written by hand on a 10×10 board (cell = row * 10 + column).
 */
import type { GameSetup, TurnInput, ViolationCode } from '../../src/rules/types.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, hit, miss, row, salvo, shots, sunk, turn } from './build.js';
import { byShip, jutland, morskoyBoy, perelman, salvo1931 } from './variants.js';
import { jutlandFleet, morskoyBoyFleet as mbFleet, perelmanFleet } from './fleets.js';

export interface Fixture {
  readonly name: string;
  readonly setup: GameSetup;
  readonly turns: readonly TurnInput[];
  /** The first violation reported. */
  readonly want: {
    readonly code: ViolationCode;
    readonly turn: number;
    readonly side: string;
    readonly salvo: number;
    readonly expected?: string;
    readonly recorded?: string;
    /** A fragment of the message. */
    readonly says?: string;
  };
}

const perelmanSetup: GameSetup = { variant: perelman, fleets: { blue: perelmanFleet, red: perelmanFleet } };

const jutlandSetup: GameSetup = { variant: jutland, fleets: { blue: jutlandFleet, red: jutlandFleet } };

const mbSetup: GameSetup = { variant: morskoyBoy, fleets: { blue: mbFleet, red: mbFleet } };

const limited = makeVariant({
  fleet: [shipClass('cruiser', 3)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 }, shotLimit: 3 },
});
const limitedFleet = fleet(limited, [['cruiser', row(0, 0, 3)]]);

const tiny = makeVariant({ fleet: [shipClass('boat', 1)] });
/** Per-shot reports with a plain "sunk", no ship smaller than 2 cells. */
const plainSunk = makeVariant({ fleet: [shipClass('cruiser', 3), shipClass('destroyer', 2)], report: { timing: 'per-shot', sunk: 'plain', hitClass: false } });
const tinyFleet = fleet(tiny, [['boat', [0]]]);

export const FIXTURES: readonly Fixture[] = [
  {
    name: 'a Perelman salvo of 2 when 3 are owed',
    setup: perelmanSetup,
    turns: [turn('blue', [99, 98])],
    want: { code: 'wrong-salvo-size', turn: 0, side: 'blue', salvo: 1, expected: '3', recorded: '2' },
  },
  {
    name: 'a Jutland salvo of 6 after losing two guns',
    setup: jutlandSetup,
    turns: [turn('blue', [0, 1, 20, 21, 99, 98]), turn('red', [9, 19, 29, 39, 49, 59])],
    want: { code: 'wrong-salvo-size', turn: 1, side: 'red', salvo: 1, expected: '4', recorded: '6' },
  },
  {
    name: 'a salvo of 1 when the announced damage allows 2 or 3 (fleets hidden)',
    setup: { variant: perelman, fleets: {} },
    turns: [
      turn('blue', [0, 1, 2], salvo({ classId: 'three' }, { classId: 'four' })),
      turn('red', [0, 1, 2], salvo()),
      turn('blue', [3, 4, 5], salvo({ classId: 'two' }, { classId: 'five' })),
      turn('red', [3], salvo()),
    ],
    want: { code: 'salvo-size-not-allowed', turn: 3, side: 'red', salvo: 2, expected: '2–3', recorded: '1' },
  },
  {
    name: 'a cell fired at again',
    setup: mbSetup,
    turns: [turn('blue', [99]), turn('red', [99]), turn('blue', [99])],
    want: { code: 'repeated-cell', turn: 2, side: 'blue', salvo: 2, recorded: '99' },
  },
  {
    name: 'a cell twice in one salvo',
    setup: perelmanSetup,
    turns: [turn('blue', [97, 98, 97])],
    want: { code: 'repeated-cell', turn: 0, side: 'blue', salvo: 1, recorded: '97' },
  },
  {
    name: 'a cell off the board',
    setup: mbSetup,
    turns: [turn('blue', [100])],
    want: { code: 'cell-off-board', turn: 0, side: 'blue', salvo: 1, recorded: '100' },
  },
  {
    name: 'red fires first',
    setup: mbSetup,
    turns: [turn('red', [99])],
    want: { code: 'out-of-turn', turn: 0, side: 'red', salvo: 1, expected: 'blue', recorded: 'red' },
  },
  {
    name: 'blue fires again after a miss',
    setup: mbSetup,
    turns: [turn('blue', [99]), turn('blue', [98])],
    want: { code: 'out-of-turn', turn: 1, side: 'blue', salvo: 2, expected: 'red', recorded: 'blue' },
  },
  {
    name: 'blue fires in the turn it must skip after hitting the hospital',
    setup: perelmanSetup,
    turns: [turn('blue', [80, 99, 98]), turn('red', [97, 96, 95]), turn('blue', [97, 96, 95])],
    want: { code: 'penalty-ignored', turn: 2, side: 'blue', salvo: 2, expected: 'red to fire', recorded: 'blue' },
  },
  {
    name: 'a salvo of 2 with 1 shot left',
    setup: { variant: limited, fleets: { blue: limitedFleet, red: limitedFleet } },
    turns: [turn('blue', [99, 98]), turn('red', [99, 98]), turn('blue', [97, 96])],
    want: { code: 'shot-limit', turn: 2, side: 'blue', salvo: 2, expected: 'at most 1', recorded: '2' },
  },
  {
    name: 'a salvo with no shots left',
    setup: { variant: limited, fleets: { blue: limitedFleet, red: limitedFleet } },
    turns: [turn('blue', [99, 98]), turn('red', [99, 98]), turn('blue', [97]), turn('blue', [96])],
    want: { code: 'shot-limit', turn: 3, side: 'blue', salvo: 3, expected: '0 shots', recorded: '1' },
  },
  {
    name: 'red fires after its last ship was sunk',
    setup: { variant: tiny, fleets: { blue: tinyFleet, red: tinyFleet } },
    turns: [turn('blue', [0]), turn('red', [0])],
    want: { code: 'after-game-end', turn: 1, side: 'red', salvo: 1 },
  },
  {
    name: 'a Jutland fleet with touching ships',
    setup: {
      variant: jutland,
      fleets: {
        blue: jutlandFleet,
        red: fleet(jutland, [
          ['battleship', row(0, 0, 4)],
          ['cruiser', row(1, 0, 3)],
          ['destroyer', row(4, 0, 2)],
          ['destroyer', row(6, 0, 2)],
        ]),
      },
    },
    turns: [],
    want: { code: 'illegal-fleet', turn: -1, side: 'red', salvo: 0, recorded: 'ship-touching' },
  },
  {
    name: '"no hits" for a salvo that hit the battleship',
    setup: jutlandSetup,
    turns: [turn('blue', [0, 99, 98, 97, 96, 95], salvo())],
    want: { code: 'announcement-contradicts-fleet', turn: 0, side: 'blue', salvo: 1, expected: 'battleship ×1', recorded: 'no hits' },
  },
  {
    name: 'a miss announced for a sinking shot',
    setup: mbSetup,
    turns: [turn('blue', [60], shots(miss))],
    want: { code: 'announcement-contradicts-fleet', turn: 0, side: 'blue', salvo: 1, expected: 'sunk', recorded: 'miss' },
  },
  {
    name: 'a class that does not exist',
    setup: { variant: perelman, fleets: {} },
    turns: [turn('blue', [0, 1, 2], salvo({ classId: 'tanker' }))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: 'tanker is not a ship class' },
  },
  {
    name: 'more hits on a ship than it has cells',
    setup: { variant: jutland, fleets: {} },
    turns: [
      turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'cruiser', count: 2 })),
      turn('red', [0, 1, 2, 3, 4], salvo()), // the cruiser lost a gun at its 2nd hit
      turn('blue', [10, 11, 12, 13, 14, 15], salvo({ classId: 'cruiser', count: 2 })),
    ],
    want: { code: 'announcement-inconsistent', turn: 2, side: 'blue', salvo: 2, says: '4 hits on a ship of 3 cells' },
  },
  {
    name: 'a hit on a class after it was announced sunk',
    setup: { variant: salvo1931, fleets: {} },
    turns: [
      turn('blue', [0, 1, 2, 3], shots(hit('cruiser'), hit('cruiser'), sunk('cruiser'), miss)),
      turn('red', [0, 1, 2], shots(miss, miss, miss)),
      turn('blue', [10, 11, 12, 13], shots(hit('cruiser'), miss, miss, miss)),
    ],
    want: { code: 'announcement-inconsistent', turn: 2, side: 'blue', salvo: 2, says: 'after it was announced sunk' },
  },
  {
    name: 'a per-shot announcement with fewer results than shots',
    setup: { variant: salvo1931, fleets: {} },
    turns: [turn('blue', [0, 1, 2, 3], shots(miss, miss))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: '2 results announced for 4 shots' },
  },
  {
    name: 'per-salvo counts adding up to more than the salvo',
    setup: { variant: jutland, fleets: {} },
    turns: [turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'battleship', count: 4 }, { classId: 'cruiser', count: 3 }))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: '7 hits announced for 6 new shots' },
  },
  {
    name: '"sunk" where the report model does not announce sinking',
    setup: { variant: perelman, fleets: {} },
    turns: [turn('blue', [0, 1, 2], salvo({ classId: 'two', sunk: true }))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: 'does not announce sinking' },
  },
  {
    name: 'a ship announced sunk after too few hits',
    setup: { variant: byShip, fleets: {} },
    turns: [turn('blue', [0, 1], salvo({ classId: 'cruiser', ship: 0, count: 1, sunk: true }))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: 'announced sunk after 1 hit' },
  },
  {
    name: 'a "sunk" no fleet can explain: one hit and the battleship sinks (per-shot, class named)',
    setup: { variant: salvo1931, fleets: {} },
    turns: [turn('blue', [0, 1, 2, 3], shots(sunk('battleship'), miss, miss, miss))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: 'shot 1: the battleship announced sunk after at most 1 hit on a ship of 4 cells' },
  },
  {
    name: 'two ships of a class announced sunk after three hits on it (per-shot, class named)',
    setup: { variant: salvo1931, fleets: {} },
    turns: [turn('blue', [0, 1, 2, 3], shots(hit('destroyer'), sunk('destroyer'), sunk('destroyer'), miss))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: 'shot 3: 2 of the destroyer class announced sunk after at most 3 hits on ships of 2 cells each' },
  },
  {
    name: 'a plain "sunk" on the first hit where every ship has two cells or more',
    setup: { variant: plainSunk, fleets: {} },
    turns: [turn('blue', [0], shots(sunk()))],
    want: { code: 'announcement-inconsistent', turn: 0, side: 'blue', salvo: 1, says: "red's announcement for blue's salvo 1: 1 ship announced sunk after at most 1 hit, but the smallest ship of the fleet has 2 cells" },
  },
];
