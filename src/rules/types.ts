/**
 * The rules engine's public types: what a turn is, what a game state holds, what a breach of the
 * rules looks like. The functions that work on them live next door:
 *
 * - src/rules/engine.ts      `initialState`, `applyTurn`, `replay`, `nextToFire`
 * - src/rules/check.ts       `checkGame` (fleet layouts and every turn)
 * - src/rules/salvo-size.ts  `owedShots`
 * - src/rules/announce.ts    `trueAnnouncement`, `announcementsEqual`
 * - src/rules/violations.ts  the violation codes and their rule texts
 * - src/rules/generate.ts    `playRandomGame` (random legal games for tests and the simulator)
 * - src/rules/index.ts       all of the above in one import
 *
 * Everything here is plain readonly data; a `GameState` is never mutated, `applyTurn` returns a
 * new one, so a replay is simply the list of states (undo, analysis and `salvo show` for free).
 *
 * Knowledge model. When the fleet layout of a side is known (revealed after the game, or known to
 * a referee) every number about that side's fleet is exact. When it is not, the engine derives
 * what it can from the announcements the side made about the enemy's salvos: per-shot reports give
 * exact hit counts (and classes, if the report names them); per-salvo reports without counts only
 * say "at least one hit on the cruiser". Numbers are therefore `Range`s, exact when `min === max`.
 *
 * @example
 *   const setup: GameSetup = { variant, fleets: { blue: blueLayout } }; // red's layout unknown
 *   const { states, violations } = replay(setup, turns);
 *   owedShots(setup, states.at(-1)!, 'red'); // { min: 2, max: 3 } when red's damage is a range
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { SideId, Variant } from '../variant/model.js';
import type { Announcement, ShotReport } from './announcement.js';
import type { Notation } from './notation.js';
import type { ProblemParts } from './announcement-check.js';

export type { Announcement } from './announcement.js';
export type { SideId } from '../variant/model.js';

/** A salvo sized by the damage as announced, not the fleet's (see `SideState.damageLeftOut`). */
export interface SizedAsAnnounced {
  /** 0-based index of the turn in the record. */
  readonly turn: number;
  /** The salvo's number among its side's. */
  readonly salvo: number;
  /** Its shots. */
  readonly shots: number;
  /** What the fleet's damage owed. */
  readonly owed: Range;
  /**
   * The breach the salvo is by the fleet's damage (`wrong-salvo-size`): reported after all where
   * the turn order shows the hit was said at the table (`LeftOutSlip.reading` `said`).
   */
  readonly breach: Violation;
}

/**
 * A salvo's hits on this side's protected ship (the hospital) that its announcement left out:
 * which reading the table took, as the turn order shows it. The shooter then owes a lost turn if
 * the hit was said at the table (`said`: the target fires twice in a row), not if the players went
 * by the announcement as made (`as-made`: the shooter fires in the turn it would have lost);
 * `open` until the record shows which.
 */
export interface LeftOutSlip {
  /** 0-based index of the salvo's turn in the record. */
  readonly turn: number;
  /** The hits left out that count as damage (`damageLeftOut`): 0 where the ladder leaves them out. */
  readonly damage: number;
  readonly reading: 'open' | 'said' | 'as-made';
  /**
   * While `open`: the reading the turn order's alternative (`GameState.alternativeNext`, the
   * "yes" branch of the open fact) stands for. `said` (absent) at first: the target fires twice
   * in a row. Where the target's reply hits the shooter's protected ship too (`crossed`), the two
   * lost turns cancel where the hit was said, and the shooter fires twice in a row where the table
   * went by the announcement as made: the alternative then stands for `as-made`.
   */
  readonly alternative?: 'said' | 'as-made';
  /** 0-based turn of the target's salvo that hit the shooter's protected ship while the reading was open (see `alternative`). */
  readonly crossed?: number;
  /** 0-based turn whose side showed the reading (`said` or `as-made`). */
  readonly shown?: number;
}

/**
 * Shots a side's salvo lost to one enemy salvo (`SideState.shotLosses`): the enemy salvo, and what
 * it did that the variant's salvo policy counts. Under one shot per gun or per ship afloat, the
 * ships of each class it sank and, of those it left afloat, how many lost guns (with the class's
 * hits after it, where known); under a damage ladder, the step the side's damage reached.
 */
export interface ShotLoss {
  /** 0-based index of the enemy salvo's turn in the record. */
  readonly turn: number;
  /** The enemy side that fired it. */
  readonly by: SideId;
  /** Its own number among that side's salvos. */
  readonly salvo: number;
  /** The shots the policy gives fewer after it (before the shot limit and fresh cells). */
  readonly shots: number;
  /**
   * Per class, the ships it sank and the ships afloat that lost guns, with the class's hits after it
   * (`hits`) and, where it had been hit before, before it (`hitsBefore`): a ship hit once earlier
   * and once here lost its gun at its 2nd hit, taken here.
   */
  readonly ships?: readonly { readonly classId: string; readonly sunk: number; readonly damaged: number; readonly hits?: number; readonly hitsBefore?: number }[];
  /** Damage ladder: the step reached, `shots` from `damage` hits on. */
  readonly step?: { readonly damage: number; readonly shots: number };
}

/**
 * How the shots a side is owed come about (`owedWhy`): the policy's salvo with nothing lost
 * (`full`: the fleet's guns, its ships times `perShip`, the ladder's first size), what took shots
 * away (`losses`, each at the enemy salvo that did it where the record shows it; `salvo` 0 where
 * only the side's state now shows it), and the cap where the shot limit or the cells left cut it.
 */
export interface OwedWhy {
  readonly kind: 'constant' | 'damage' | 'guns' | 'ships-afloat';
  readonly full: number;
  /** `ships-afloat`: shots per ship afloat. */
  readonly perShip?: number;
  readonly losses: readonly ShotLoss[];
  readonly cap?: { readonly kind: 'shot-limit'; readonly left: number; readonly limit: number } | { readonly kind: 'fresh-cells'; readonly left: number };
}

/** An inclusive integer range; exact when `min === max`. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** A yes/no fact that may be unknown from the announcements alone. */
export type Tri = 'yes' | 'no' | 'maybe';

/** One turn of the record: one salvo fired by one side (a single shot in Морской бой). */
export interface TurnInput {
  readonly side: SideId;
  /** Cell indices (`row * columns + column`), in the order they were called. */
  readonly cells: readonly number[];
  /** What the defender announced; `null` = not recorded yet (e.g. `salvo play` asking what to fire). */
  readonly announcement: Announcement | null;
  /**
   * Recorded by a referee despite a breach: the breach is still reported (with `forced: true`), and
   * the turn order continues from this turn as if it had been legal. Without `forced`, a salvo fired
   * out of turn still counts (its cells and hits happened) but the engine keeps its own idea of
   * whose turn it is.
   */
  readonly forced?: boolean;
  /**
   * Whose turn it was before this salvo is not known (the record's item before it could not be
   * read, and may have been the salvo the replay waits for): a breach of the turn order is still
   * reported (the referee says it is not judged), but play goes on from this salvo as fired, as
   * for `forced`, so the salvos after it are judged by it (a hit here earns its side another shot).
   */
  readonly orderUnknown?: boolean;
  /**
   * A line before this salvo was left out of the replay, or fired at cells not known or not read:
   * it may hold the hits a "sunk" here that the fleet gives as a hit needs, so that "sunk" is not
   * taken as a sinking as made that the target's later salvos may be sized by (the referee says
   * what the lost line leaves unjudged).
   */
  readonly afterLost?: boolean;
  /**
   * The size is not evidence of the shooter's own fleet: the inference found that no legal fleet
   * fitting the announcements is owed it (src/inference/record-check.ts). It is still checked
   * against what the side is owed, but does not narrow the side's damage, guns or ships afloat,
   * so later salvos are judged by the announcements, not by a size already found wrong.
   */
  readonly sizeNotEvidence?: boolean;
  /**
   * The announcement is not evidence of the target's fleet: the inference found that no legal
   * fleet fits the announcements once it is made (src/inference/record-check.ts). Where the
   * target's layout is not known, the salvo then may have hit anything (as one not announced yet),
   * so the damage it claims does not set the target's later salvo sizes. Whose turn it is still
   * follows it, as played.
   */
  readonly announcementNotEvidence?: boolean;
  /**
   * Fired at new cells and cells fired at before where the fleet is not revealed, its whole-salvo
   * announcement naming ships the earlier salvos at those cells named: read as naming them again
   * for the repeats ("no hits"), as the inference found only that reading fits a legal fleet.
   */
  readonly namedAgain?: boolean;
  /**
   * Repeats announced "sunk" where the fleet is not revealed and ships may touch, at cells the
   * record's geometry reads as of a ship sunk before (`mayBeSunkCells`), which the inference found
   * no legal fleet fitting the announcements before has so (src/inference/repeat-sunk.ts): their
   * "sunk" is not read as that sinking said again, but judged as announced (a false "sunk").
   */
  readonly sunkNotBefore?: readonly number[];
  /**
   * Cells fired in this salvo that could not be read (garbled in the record, left out of `cells`):
   * each may have hit anything new, so a per-salvo announcement is judged and learned with them
   * counted among the salvo's new shots.
   */
  readonly unreadCells?: number;
  /**
   * Cells fired in this salvo that were written off the board (left out of `cells`): shots all
   * the same, counted in the salvo's size and towards a shot limit, that hit nothing.
   */
  readonly offBoardCells?: number;
  /**
   * A salvo fired, its side and announcement known, but none of its cells (a record line naming
   * no cell, `- red: -> no hits`; `cells` is empty): whose turn it was, and whose comes next, are
   * judged as usual from what was announced; its size is not. One announced as hitting nothing
   * leaves the target as it was. Where the target's layout is not known, an announcement of hits
   * is judged and learned as if every shot were new (as many shots as results were said, per
   * shot, else as many as the side was owed); not announced, the salvo may have hit anything. Its
   * shots do not count towards a shot limit (how many is not known).
   */
  readonly cellsUnknown?: boolean;
  /**
   * The side's own number for this salvo, where the record counts salvos the replay leaves out (a
   * line naming no cell that claims a hit on a revealed fleet); default: one more than the side's
   * salvos replayed before it. Messages and `Violation.salvo` give it.
   */
  readonly sideSalvo?: number;
  /**
   * Per-shot reports: the results written for the cells that could not be read (or were off the
   * board), left out of `announcement` with their cells. They count for whose turn it is (a hit
   * earns another shot, a protected hit the penalty) as played, and, where each of them is one of
   * the `unreadCells`, are learned as results of new shots (a ship sunk there is sunk).
   */
  readonly unreadResults?: readonly ShotReport[];
  /**
   * With `announcement: null`: an announcement was written but could not be read (rather than not
   * recorded). The salvo may have hit anything either way; messages say which it was.
   */
  readonly announcementUnreadable?: boolean;
}

/** The rules and what is known about the fleets. A missing layout means "unknown". */
export interface GameSetup {
  readonly variant: Variant;
  readonly fleets: Readonly<Partial<Record<SideId, FleetLayout>>>;
  /** How violation messages write cells and classes (default: indices and ids, `rawNotation`). */
  readonly notation?: Notation;
}

/**
 * Stable violation codes (see src/rules/violations.ts for the rule text of each):
 * - `wrong-salvo-size`               the salvo has another number of shots than the side is owed
 * - `salvo-size-not-allowed`         the owed size is uncertain (damage known only as a range from
 *                                    the announcements) and the salvo size is outside every possibility
 * - `repeated-cell`                  a cell the side already fired at, or twice in one salvo
 * - `cell-off-board`                 a cell index outside the board
 * - `out-of-turn`                    the other side was to fire
 * - `penalty-ignored`                the side fired in the turn it had to skip for hitting a protected ship
 * - `shot-limit`                     the side fired more shots than it had left under the limit
 * - `after-game-end`                 a salvo after the game was decided
 * - `illegal-fleet`                  a revealed fleet layout breaks the placement rules
 * - `announcement-contradicts-fleet` the announcement differs from what the revealed fleet gives
 *                                    (`expected` holds the correct one)
 * - `announcement-inconsistent`      the announcement breaks the report model or contradicts itself or
 *                                    earlier announcements (more hits than cells, hit after sunk, …)
 */
export type ViolationCode =
  | 'wrong-salvo-size'
  | 'salvo-size-not-allowed'
  | 'repeated-cell'
  | 'cell-off-board'
  | 'out-of-turn'
  | 'penalty-ignored'
  | 'shot-limit'
  | 'after-game-end'
  | 'illegal-fleet'
  | 'announcement-contradicts-fleet'
  | 'announcement-inconsistent';

/** One breach of the rules, located in the record. */
export interface Violation {
  readonly code: ViolationCode;
  /** 0-based index of the turn in the record; -1 for breaches before the first turn (a fleet layout). */
  readonly turn: number;
  /**
   * The side that fired the salvo concerned (for a fleet layout: its owner). For announcement
   * breaches the side at fault is the defender, given in `atFault`.
   */
  readonly side: SideId;
  /** That side's 1-based salvo number, as players write it in the cells (0 for a fleet layout). */
  readonly salvo: number;
  /** The side that broke the rule, when it is not `side` (the announcing defender). */
  readonly atFault?: SideId;
  /** The rule broken, in a few words (`salvo size`, `turn order`, …). */
  readonly rule: string;
  /** A full sentence in English, with cells written as indices unless the caller formats them. */
  readonly message: string;
  /** What the rules required, as text (a number, a side, an announcement rendered by `describeAnnouncement`). */
  readonly expected?: string;
  /** What the record holds, as text. */
  readonly recorded?: string;
  /** The turn was marked `forced` by a referee. */
  readonly forced?: boolean;
  /** The cells concerned (off-board or repeated cells), as indices. */
  readonly cells?: readonly number[];
  /**
   * `repeated-cell`: the repeated cells announced as a hit again though they hit before: the rules
   * read each as a miss (a repeat hits nothing new), part of this breach, not one of the announcement.
   */
  readonly announcedHit?: readonly number[];
  /**
   * `repeated-cell`, a game of salvos: the announcement the salvo's is read as (the fleet's), where
   * it named again a ship the repeat hit before (`repeatsNamedAgain`).
   */
  readonly readAsAnnouncement?: Announcement;
  /**
   * `repeated-cell`, a game of salvos, the fleet not revealed: the repeated cells whose ships, as the
   * announcements of the earlier salvos at them named them, are all the salvo's announcement names,
   * where the salvo has new cells too. It is taken at its word (a hit among the new cells), but may
   * as well name them again for the repeats, the new cells hitting nothing: the other reading, said.
   */
  readonly namedAgainMaybe?: readonly number[];
  /**
   * `announcement-contradicts-fleet`: the shots of the salvo that hit a protected ship (Perelman's
   * hospital) which the announcement left out, as cells and the class each hit, in salvo order. The
   * penalty (a lost turn) then hangs on which announcement was played at the table: the turn order
   * follows either reading, so the turn that follows is part of this breach, not another one.
   */
  readonly protectedLeftOut?: readonly { readonly cell: number; readonly classId: string }[];
  /**
   * `announcement-contradicts-fleet` where the announcement miscounts what the salvo policy counts
   * (damage, guns, ships afloat): the target's later salvos sized as the announcement made it are
   * part of this breach (`sizedAsAnnounced`), not a wrong salvo size each.
   */
  readonly miscounted?: boolean;
  /**
   * With `protectedLeftOut`: the target's later salvos sized by the damage as announced, not by
   * the fleet's (the players went by the announcement as made): part of this breach, not a
   * wrong salvo size each.
   */
  readonly sizedAsAnnounced?: readonly SizedAsAnnounced[];
  /**
   * With `protectedLeftOut`: the reading the table took, where the turn order showed it, or `open`
   * where the target's reply hit the shooter's protected ship too (the slip's `reading`, `shown`
   * and `crossed`, see `LeftOutSlip`); absent while it is open otherwise.
   */
  readonly leftOutReading?: { readonly reading: 'open' | 'said' | 'as-made'; readonly shown?: number; readonly crossed?: number };
  /** The correct announcement, for `announcement-contradicts-fleet`. */
  readonly expectedAnnouncement?: Announcement;
  /** The shots the side was owed, for the salvo size codes (`expected` writes it as text). */
  readonly owed?: { readonly min: number; readonly max: number };
  /** `announcement-inconsistent`: each problem the message says, in its parts (for saying it in other languages). */
  readonly problems?: readonly ProblemParts[];
  /** `wrong-salvo-size`: how the shots owed come about, where the side is owed fewer than its full salvo. */
  readonly owedWhy?: OwedWhy;
}

/** What is known about one ship of a side. */
export interface ShipStatus {
  readonly classId: string;
  readonly classIndex: number;
  readonly ordinal: number;
  /** Hits received (distinct cells). */
  readonly hits: Range;
  readonly sunk: Tri;
  /** Guns still aboard. */
  readonly guns: Range;
}

/** What is known about one ship class of a side, all its ships together. */
export interface ClassStatus {
  readonly classId: string;
  readonly classIndex: number;
  /** Hits received by all ships of the class. */
  readonly hits: Range;
  /** Ships of the class sunk. */
  readonly sunk: Range;
  /** Guns still aboard the ships of the class. */
  readonly guns: Range;
}

/** One side's part of the game state. "Fleet" numbers are about this side's own ships. */
export interface SideState {
  readonly side: SideId;
  /** Is this side's fleet layout known (then every fleet number is exact)? */
  readonly fleetKnown: boolean;
  /** Salvos fired so far (the number of the last salvo). */
  readonly salvos: number;
  /** Shots fired so far, every cell recorded (repeats and off-board cells included). */
  readonly shotsFired: number;
  /** Shots left under the variant's limit; null when there is no limit. */
  readonly shotsLeft: number | null;
  /** Distinct on-board cells this side has fired at, increasing. */
  readonly cellsFired: readonly number[];
  /**
   * Of `cellsFired`, those that hit: as the target's revealed fleet has it, else as a per-shot
   * announcement said (a whole-salvo report says no cell), increasing. A repeat at one of them
   * announced as a hit again is read as a miss (`repeatsAnnouncedHit`).
   */
  readonly cellsHit: readonly number[];
  /**
   * Where the target's fleet is not revealed, per shot: the cells announced "sunk" (the shot that
   * sank a ship), and the hits the record shows in that ship (`sunkShipCells`), with the class the
   * announcement named (null where it named none), in the order fired. A repeat at one of them announced "sunk" again is read as a miss (`repeatsAnnouncedHit`).
   * Absent where none.
   */
  readonly cellsSunk?: readonly { readonly cell: number; readonly classId: string | null }[];
  /**
   * In a game of salvos, the target's fleet not revealed: per salvo, its cells that could hit
   * anew and the ships (or classes) its announcement named (`namedKey`), for a later repeat at one
   * of them whose announcement names that ship again (`repeatsNamedAgainHidden`). Absent where none.
   */
  readonly salvosNamed?: readonly { readonly cells: readonly number[]; readonly keys: readonly string[] }[];
  /**
   * Hits on this side's protected ships (the hospital) that announcements left out, where they
   * count as damage: the players may have gone by the damage as announced, so a salvo the size
   * that damage owes is theirs to fire (`sizeCheck`), part of the announcement's slip. 0 if absent.
   */
  readonly damageLeftOut?: number;
  /**
   * Per ship (as `ships`), the hits its announcements as made gave it less the fleet's, where
   * they miscounted hits the fleet shows in a way the salvo policy counts (hits on a protected
   * ship left out are `damageLeftOut`): the players may have gone by them (`sizeCheck`). Later
   * hits add to both, so a ship's hits as announced are its hits now plus this.
   */
  readonly hitOffsets?: readonly Range[];
  /** The salvos of this side sized by the damage as announced (`damageLeftOut`), in turn order. */
  readonly sizedAsAnnounced?: readonly SizedAsAnnounced[];
  /**
   * The salvos at this side whose announcement left out a hit on its protected ship, in turn
   * order, each with the reading the table took. Once the turn order shows the hit was said at
   * the table, its damage leaves `damageLeftOut`: later salvos are held to the fleet's damage.
   */
  readonly leftOutSlips?: readonly LeftOutSlip[];
  /** The shots this side's salvo lost to enemy salvos, in turn order, where the state before and after each was known. */
  readonly shotLosses?: readonly ShotLoss[];
  /** Per ship, ordered by class index then ordinal. */
  readonly ships: readonly ShipStatus[];
  /** Per class, in `variant.fleet` order. */
  readonly classes: readonly ClassStatus[];
  /** Hits received by the whole fleet. */
  readonly hits: Range;
  /** Damage as the salvo policy counts it (hits on protected ships left out unless `countProtected`). */
  readonly damage: Range;
  /** Ships sunk. */
  readonly sunk: Range;
  /** Ships afloat. */
  readonly afloat: Range;
  /** Guns still aboard. */
  readonly guns: Range;
  /** Has the side lost (every `mustSink` ship sunk)? */
  readonly defeated: Tri;
  /** Must the side skip its next turn for hitting a protected ship? */
  readonly skipNext: Tri;
}

export type GameResult =
  | { readonly winner: SideId; readonly reason: 'fleet-sunk' | 'most-hits' }
  | { readonly draw: true; readonly reason: 'shots-exhausted' }
  | null;

/** The state of the game between two turns. Immutable. */
export interface GameState {
  /** Turns applied so far (the index of the next turn in the record). */
  readonly turn: number;
  /** Per side, in `variant.turns.sides` order. */
  readonly sides: readonly [SideState, SideState];
  /** The side to fire next; null when the game is over (or nobody can fire). */
  readonly next: SideId | null;
  /**
   * Another side that may legally fire next when the announcements leave the turn order uncertain
   * (a possibly protected hit under a per-shot report that does not name classes); else null.
   */
  readonly alternativeNext: SideId | null;
  /** The side whose turn is being skipped right now for a penalty (so it may not fire); else null. */
  readonly skipping: SideId | null;
  /** The game is decided (a fleet sunk, or both sides out of shots). */
  readonly over: boolean;
  /**
   * Who won, or a draw; null while the game goes on, and also when it is over but the winner
   * cannot be told (`most-hits-wins` with hits known only as overlapping ranges).
   */
  readonly result: GameResult;
}

/** What `applyTurn` returns. */
export interface TurnOutcome {
  readonly state: GameState;
  readonly violations: readonly Violation[];
  /** The announcement the engine used for the state: the true one when the target's layout is known, else the recorded one. */
  readonly announcement: Announcement | null;
}

/** What `replay` returns: `states[0]` is the initial state, `states[i + 1]` the state after turn `i`. */
export interface ReplayResult {
  readonly states: readonly GameState[];
  readonly violations: readonly Violation[];
  /**
   * Per turn, the announcement the state followed: the true one when the target's layout is
   * known, else the recorded one (null when not recorded).
   */
  readonly announcements: readonly (Announcement | null)[];
}

/** Options for `playRandomGame`. */
export interface RandomGameOptions {
  /** Stop after this many turns even if the game is not over (default: no limit beyond the board). */
  readonly maxTurns?: number;
  /** Leave the fleets out of the returned setup (the record as the players would write it). */
  readonly hideFleets?: boolean;
}

/** A generated game: the setup (with both fleets unless hidden) and the turns, announcements included. */
export interface RandomGame {
  readonly setup: GameSetup;
  readonly turns: readonly TurnInput[];
}

/*
 * Function signatures (implemented in the modules named above):
 *
 *   initialState(setup: GameSetup): GameState
 *   applyTurn(setup: GameSetup, state: GameState, turn: TurnInput, index?: number): TurnOutcome
 *   replay(setup: GameSetup, turns: readonly TurnInput[]): ReplayResult
 *   nextToFire(state: GameState): SideId | null
 *   checkGame(setup: GameSetup, turns: readonly TurnInput[]): Violation[]   // sorted by turn
 *   owedShots(setup: GameSetup, state: GameState, side: SideId): Range       // shot limit applied
 *   trueAnnouncement(setup: GameSetup, state: GameState, side: SideId, cells: readonly number[]): Announcement | null
 *       // side = the shooter; null when the target's layout is unknown
 *   announcementsEqual(a: Announcement, b: Announcement): boolean            // per-salvo order-insensitive
 *   describeAnnouncement(a: Announcement | null): string                      // English, for messages
 *   playRandomGame(variant: Variant, seed: number | string, opts?: RandomGameOptions): RandomGame
 */
