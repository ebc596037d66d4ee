/**
 * The engine's input: what the side that fires knows about the target, independent of how the
 * game record is written or replayed. `from-record.ts` builds it from a `GameRecord`.
 *
 * Semantics (shared with the brute-force reference in tests/inference/brute.ts):
 *
 * - `salvos` are the salvos fired *at the target*, in order; `cells` in the order they were
 *   called. A per-shot announcement has one report per cell.
 * - A cell fired at before (in an earlier salvo, or earlier in the same one) hits nothing new, as
 *   the rules announce it (`effectiveCells`): per shot its `miss` tells nothing and a `hit` is
 *   impossible; per salvo it adds no hit to any count.
 * - Per-shot: `miss` = no ship on the cell; `hit`/`sunk` = a ship on it (of `classId` when
 *   given). When the variant announces sinking (`report.sunk` is not `none`), `sunk` means that
 *   after this shot every cell of that ship has been fired at, `hit` that some cell has not.
 * - Per-salvo, by class: a named class was hit by at least one of the salvo's shots (exactly
 *   `count` shots when the report gives counts; a missing count then reads as 1); an unnamed
 *   class was not hit. When sinking is announced, `sunk: true` says at least one ship of the
 *   class had its last cell fired at in this salvo (exactly `sunkShips` of them, where given),
 *   and its absence that none did.
 * - Per-salvo, by ship: ordinals are labels the defender fixed once for the whole game (any
 *   numbering). A layout is consistent when some numbering of its ships of each class makes
 *   every report true; a layout is counted once however many numberings fit.
 * - A cell that could not be read (`unreadHitsBefore`) weakens the misses, counts and "sunk"
 *   after it, as that field says; the whole-salvo report of its own salvo caps the hits at the
 *   cells read (`unreadOwnReport`); one such cell, where hits are counted class by class and
 *   sinking is not told, is read exactly: the layouts of some reading of it (`unreadOwnCells`);
 *   so are one or two such cells otherwise, where the weakened reading's layouts are few enough
 *   to list (unread-listed.ts).
 * - `ownSalvoSizes`: after the first `afterSalvo` salvos against it, the target fired a salvo
 *   of `shots` shots. Under the variant's salvo policy (damage, guns, ships afloat) its fleet's
 *   state must owe exactly that many shots, or at least that many when `limited` (a shot limit
 *   shortened the salvo).
 *
 * @example
 *   const ev: Evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }] };
 */
import type { Announcement } from '../rules/announcement.js';

export interface EvidenceSalvo {
  readonly cells: readonly number[];
  /** `null`: the cells were fired but what was announced is not used (consistency search). */
  readonly announcement: Announcement | null;
  /**
   * Per shot, or a whole salvo's report: how many shots at the target, before this salvo's or in it, fell on a cell the
   * record could not read and may have hit (`salvo check`'s `cell-unreadable`; 0 when absent).
   * Each of those hit cells may be one fired again here, which the rules then announce a miss:
   * so a miss here at a cell fired for the first time (as read) says only that, of all such
   * misses of salvos with this many unread hits or fewer before them, at most this many lie on a
   * ship (the cells fired again); and a `sunk` says a ship is on the cell (of the class named),
   * not that every cell of it was fired at (the unread cell may be one of them). A `hit` keeps
   * its meaning (a cell fired again would have been announced a miss). By class, a salvo's "no
   * hits" reads its cells as such misses; one that names classes hit may have more hits of a class
   * among its cells than it says, each more a cell fired again as such a miss on a ship is (of all
   * of them, misses and hits more, at most this many, as above), one not said sunk may have sunk
   * before (at the unread cell), and one said sunk says only that so many ships of the class may
   * have sunk here: each hit here, no more of its cells not fired at as read than this many. Ship by ship, the salvo is read so class by class, its ships'
   * entries added up (each ship named hit at least once), a ship said sunk as one that may have
   * sunk here, its "not sunk" left out, and it is
   * left out of the ships' signatures (the ordinals tie only the salvos before any unread cell).
   */
  readonly unreadHitsBefore?: number;
  /**
   * A whole salvo's report where a cell of this salvo could not be read (so `announcement` is
   * null), and none of an earlier salvo at the target: the report counts the unread cell's hits
   * too, so of each class the cells read here (each first fired at here) hold no more hits than it
   * tells: none of a class it does not name, at most its count where hits are counted (by ship,
   * the class's entries added up); where sinking is told, no ship of a class it does not say sank
   * lies wholly on the cells fired at by then, one of them read here (it sank here). Nothing else
   * is read from it (not how many hits the unread cells had, nor how many ships sank).
   */
  readonly unreadOwnReport?: Announcement;
  /**
   * With `unreadOwnReport`: how many of this salvo's cells could not be read (and may have hit).
   * Where it is 1, the salvo the only one with such a report, every later salvo's report read (or left out, null)
   * (`unreadHitsBefore` 1), hits counted class by class and sinking not told, the layouts are
   * exactly those of some reading of the cell (unread-exact.ts), not those the fields above allow;
   * where it is 1 or 2 otherwise (sinking told, ship by ship, hits not counted), so too where the
   * layouts those fields allow are few enough to list (unread-listed.ts), else those layouts.
   */
  readonly unreadOwnCells?: number;
  /**
   * A whole salvo's report where a cell of this salvo could not be read, after such a cell at the
   * target in an earlier salvo (so `announcement` is null): the cap of `unreadOwnReport` does not
   * hold (an earlier unread shot may have hit a cell read here first), and the compiler reads
   * nothing from it. Kept for the listing alone (unread-listed.ts), which mends both salvos' unread
   * cells and reads both reports as written; `unreadLaterCells` how many of this salvo's cells
   * could not be read.
   */
  readonly unreadLaterReport?: Announcement;
  readonly unreadLaterCells?: number;
}

export interface OwnSalvoSize {
  /** Number of salvos fired at the target before this salvo of its own (0 = before any). */
  readonly afterSalvo: number;
  /** Shots the target fired. */
  readonly shots: number;
  /** The salvo was cut short by a shot limit: the fleet owed at least `shots`. */
  readonly limited?: boolean;
}

export interface Evidence {
  readonly salvos: readonly EvidenceSalvo[];
  readonly ownSalvoSizes?: readonly OwnSalvoSize[];
}

/** No salvos, no sizes: the empty board. */
export const NO_EVIDENCE: Evidence = { salvos: [] };

/** The evidence known after the first `n` salvos against the target (own sizes up to then). */
export function evidenceAfter(evidence: Evidence, n: number): Evidence {
  return {
    salvos: evidence.salvos.slice(0, n),
    ownSalvoSizes: (evidence.ownSalvoSizes ?? []).filter((s) => s.afterSalvo <= n),
  };
}
