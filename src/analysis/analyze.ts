/**
 * After the game: salvo by salvo, for each side, what the exact inference of that moment said
 * about each shot before it was fired, what the salvo drew, what it taught, and what the best
 * salvo would have been. Then a short verdict per side: skill (expected hits against the best
 * possible) and luck (actual hits against expected), or "no salvos to judge" when it has none.
 *
 * Figures, for the salvo a side fires with knowledge K (its earlier salvos and announcements,
 * and the sizes of the enemy's salvos so far, which betray the enemy's damage or guns):
 *
 * - `probabilities[i]`: P(cell i is occupied | K), the marginal of the posterior before firing;
 * - `expectedHits`: their sum; `bestCells` and `bestExpectedHits`: the best salvo of as many
 *   shots (a shot at a cell fired before is a shot wasted, and the best salvo has it) and its
 *   expected hits: the top-k marginals among unfired cells (the most any salvo could expect, by
 *   linearity), except where hitting a protected ship costs a turn (Perelman's hospital): there
 *   the salvo the advice chooses, weighing that cost (./advice.ts), and the side's own salvo is
 *   weighed alike (its chance of hitting the hospital times the same turn's worth), unless the
 *   turn would cost nothing (the side's last shots under the shot limit, or the enemy's spent);
 * - `actualHits`: the hits the salvo drew: exact when the target's fleet was revealed, when the
 *   salvo's announcement fixes the number (per-shot reports, counts: `announcedHits`), or when the
 *   posterior after it, counted exactly, pins every cell (an estimate's 0 or 1 is no proof, save on
 *   cells the evidence itself decides: `evidenceDecidedCells`); otherwise the posterior expectation after the salvo
 *   (`actualExact: false`); null (unknown) when the announcement written could not be read and
 *   the fleet was not revealed, or when no legal fleet fits after it and it does not fix the number;
 * - `bits`: log2 of the consistent layouts before over after (the information gained), when
 *   both counts are exact (null when either posterior was estimated: the engine's budget was
 *   spent, and a ratio of two estimates would be noise; null too when the announcement could
 *   not be read: what it taught the side is unknown);
 * - `certain`: the enemy classes all of whose cells became known with this salvo (each ship's own
 *   moment, which may come later where ships touch, is `SideAnalysis.certainty`'s `ships`).
 *
 * A salvo whose announcement was written but could not be read (`unjudged.announcements`, with no
 * announcement) was still fired: it is analysed as far as it can be (its chances before it was
 * fired, expected hits, the best salvo), its hits (unless the fleet was revealed) and information
 * unknown, and the side's later salvos are judged on the evidence with its outcome unknown, as
 * `salvo infer` takes it. The side's analysis stops at its first salvo without a recorded
 * announcement, or when the announcements contradict every legal layout (then the referee's
 * findings say why).
 *
 * @example
 *   const report = analyzeGame({ variant, salvos, fleets }, infer);
 *   report.sides[0].salvos[0].expectedHits // 0.51
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { Announcement } from '../rules/announcement.js';
import { singleShots, type ShipClass, type SideId, type Variant } from '../variant/model.js';
import { bestSalvo, penalisedClasses, salvoRisk, turnFreeOf, usefulMarginal, weighedChance, withSinksLast, worthlessClasses, type TurnFree } from './advice.js';
import { variantNotation } from '../rules/notation.js';
import { indexedEvidence, type Unjudged } from '../inference/from-record.js';
import { otherSide } from '../rules/announce.js';
import { UNITS_PER_MS, WorkMeter } from '../inference/work.js';
import { analysisText, ordinal, stopReasonText } from './report-text.js';
import { countedExactly, evidenceDecidedCells, evidenceKey, evidencePinnedShips, type Evidence, type InferOptions, type Inferrer, type Posterior } from './posterior.js';

// The English ordinal (1st, 2nd, …), where the report's words are; exported here as before.
export { ordinal };

/** A salvo as the game record holds it, with the variant's side id. */
export interface PlayedSalvo {
  readonly side: SideId;
  readonly cells: readonly number[];
  readonly announcement: Announcement | null;
  /**
   * Cells written off the board (`K3` on a board of columns A–J): shots called all the same, so
   * counted in the salvo's size, which tells the enemy its guns or damage as the record's does
   * (the inference engine's `offBoard`). Without it a salvo of three with one such cell read as
   * two, and where three were owed no legal fleet fitted after it.
   */
  readonly offBoard?: number;
}

export interface AnalysisInput {
  readonly variant: Variant;
  /** Every salvo of the game in the order fired. */
  readonly salvos: readonly PlayedSalvo[];
  /** Fleets revealed after the game, by side (used only for exact actual hits). */
  readonly fleets?: Readonly<Partial<Record<SideId, FleetLayout>>>;
  /**
   * What the record cannot be taken at its word for (record-check's `unjudgedSalvos`), as 0-based
   * positions in `salvos`: sizes the referee finds wrong or that a cell could not be read left
   * uncertain, and whole-salvo announcements it cannot judge. (Sets reach worker threads as they are.)
   */
  readonly unjudged?: Unjudged;
  /**
   * How the record numbers its salvos, for the notes: the number of each of `salvos` (its text's
   * `SalvoSource.item`), each one's number for its side, and its names for the sides. By default
   * positions + 1, the side's count of `salvos`, and the variant's ids.
   */
  readonly numbering?: {
    readonly salvos?: readonly number[];
    /** Each of `salvos`' own number for its side (a line naming no cell, left out of them, counting: `sideSalvoNumber`). */
    readonly sideSalvos?: readonly number[];
    readonly sides?: Readonly<Partial<Record<SideId, string>>>;
  };
}

/**
 * How a position was estimated: by a Markov chain over the consistent layouts (`chain`), or,
 * where the chain found no layout to start from, by the engine's sampler (`sampler`: rejection
 * or importance sampling).
 */
export type EstimateMethod = 'chain' | 'sampler';

/** What stopped the exact count of the estimated ones of `posts` (`memory` before `budget`), as `SalvoFigures.limit`. */
function limitOf(...posts: readonly Posterior[]): { readonly limit?: 'budget' | 'memory' } {
  const limits = posts.flatMap((p) => (!p.exact && p.limit !== undefined ? [p.limit] : []));
  return limits.includes('memory') ? { limit: 'memory' } : limits.includes('budget') ? { limit: 'budget' } : {};
}

/** How `post` was estimated, or undefined where it is exact or does not say. */
function estimateMethod(post: Posterior): EstimateMethod | undefined {
  if (post.exact || post.method === undefined || post.method === 'enumerated') return undefined;
  return post.method === 'chain' ? 'chain' : 'sampler';
}

export interface SalvoFigures {
  /** 0-based index in the game's salvo list. */
  readonly index: number;
  /** The side's own 1-based salvo number. */
  readonly number: number;
  readonly cells: readonly number[];
  /**
   * Shots called off the board (`PlayedSalvo.offBoard`), not in `cells` nor in `probabilities`:
   * they could hit nothing, but count in the salvo's size, so the best salvo is of as many shots
   * (`bestCells`). Absent where none was.
   */
  readonly offBoard?: number;
  readonly probabilities: readonly number[];
  /**
   * Per shot, the chance of each class's ship lying at its cell (class id to chance, the classes
   * with none left out; each shot's chances add up to its `probabilities`), from the same
   * posterior: which ship a shot was likely to hit ("30% the cruiser"). Empty for a cell fired before.
   */
  readonly classProbabilities: readonly Readonly<Record<string, number>>[];
  /**
   * Where the position before the salvo was estimated (past the budget): the standard error of
   * each of `probabilities` (0 for a shot at a cell fired before); null where it was counted
   * exactly, or the estimate gave none.
   */
  readonly probabilityErrors: readonly number[] | null;
  /**
   * With `probabilityErrors`: per shot, whether the evidence itself decides its cell (fired
   * before, or a cell of a ship the evidence pins), so that an estimated 0 or 1 there is certain;
   * elsewhere an estimate's 0 or 1 only says no sample saw the cell otherwise. Null with them.
   */
  readonly decided: readonly boolean[] | null;
  readonly expectedHits: number;
  /**
   * With `probabilityErrors`: their sum, a bound on the standard error of `expectedHits` (the
   * cells' estimates are correlated, so their errors are not added in quadrature); else null.
   */
  readonly expectedHitsError: number | null;
  /** Null when unknown: the announcement could not be read and the fleet was not revealed. */
  readonly actualHits: number | null;
  readonly actualExact: boolean;
  /** Information gained, in bits; null when either posterior was estimated, or the announcement could not be read. */
  readonly bits: number | null;
  /** Consistent enemy layouts before and after (decimal strings: they exceed 2^53), or null when unknown. */
  readonly layoutsBefore: string | null;
  readonly layoutsAfter: string | null;
  readonly bestCells: readonly number[];
  readonly bestExpectedHits: number;
  /**
   * Where the position before the salvo was estimated with standard errors: the sum of the best
   * cells' errors, a bound on the standard error of `bestExpectedHits` (as `expectedHitsError`); else null.
   */
  readonly bestExpectedHitsError: number | null;
  /**
   * Only where the position before the salvo was estimated: each of `bestCells`' chance, and
   * whether the evidence decides its cell (as `decided`), so that an estimate's 0 or 1 there is
   * written as the bound it is (`>99%`), and the best salvo's expected hits with it (`>0.99`).
   */
  readonly bestProbabilities?: readonly number[];
  readonly bestDecided?: readonly boolean[];
  /** Enemy class ids that became certain with this salvo. */
  readonly certain: readonly string[];
  /**
   * Where a hit on a protected ship costs a turn (Perelman's hospital) and the best salvo was chosen
   * weighing it (advice.ts, `PenaltyWeighing`): `turn`, a lost turn's worth (the expected hits of
   * the best salvo of ships worth hitting); `chance` and `bestChance`, the chances weighed against
   * it for the side's salvo and the best salvo (of hitting the protected ship, or, where `owed`, of
   * sinking it while another ship is afloat); `bestHits`, the best salvo's chance of hitting it at
   * all; `value` and `bestValue`, each salvo's worth as the verdict adds it up (its expected hits
   * less `turn` times its chance). Where the turn was not weighed, `free` says why (advice.ts:
   * `last-shots`, `enemy-out`; `unavoidable`: no other ship can be afloat; `ends-game`: the salvo
   * sinks every ship afloat), its figures absent. Absent where no hit costs a turn.
   */
  readonly weighing?: SalvoWeighing;
  /**
   * Where the verdict weighs salvos otherwise than by their expected hits (a hit on a protected ship
   * costs a turn, as Perelman's hospital's; hits on ships that need not be sunk count for nothing:
   * advice.ts, `penalisedClasses`, `worthlessClasses`), on every salvo: `value` and `bestValue`, the
   * salvo's worth and its best salvo's as the verdict adds them up (their expected hits on ships
   * worth hitting, less a lost turn's worth times the chance weighed, where one was): the table's
   * `worth` column. Absent where the verdict takes the expected hits as they are.
   */
  readonly worth?: { readonly value: number; readonly bestValue: number };
  /**
   * Running totals up to and including this salvo. `actualHits` adds up the hits known;
   * `judgedExpectedHits` the expected hits of those same salvos (the luck verdict's comparison).
   * Where some of them were estimated: `expectedHitsError` and `bestExpectedHitsError` the sums of
   * the salvos' (a bound on the standard error of each total; null while every position was
   * counted exactly), and `actualExact` false once a salvo's hits in `actualHits` are an estimate.
   */
  readonly total: {
    readonly expectedHits: number;
    readonly expectedHitsError: number | null;
    readonly actualHits: number;
    readonly actualExact: boolean;
    readonly judgedExpectedHits: number;
    readonly bestExpectedHits: number;
    readonly bestExpectedHitsError: number | null;
    readonly bits: number;
  };
  /** Were both posteriors computed exactly (counted exactly, and of the readings of any cell that could not be read)? */
  readonly exact: boolean;
  /**
   * The posterior before or after the salvo is of a wider set of layouts than the readings of a
   * cell that could not be read (`Posterior.readings`): its chances are that set's, its count at
   * most that many, and no bits are given (`bits` null); `exact` is then false.
   */
  readonly readings?: 'superset';
  /**
   * How the positions before and after the salvo were estimated, where they were: `chain`,
   * `sampler` or both (empty where both were counted exactly, or the inferrer did not say).
   */
  readonly estimatedBy: readonly EstimateMethod[];
  /**
   * Where a position before or after the salvo was estimated, what stopped its exact count: the
   * work budget (`budget`: a larger --budget may make it exact) or the counter's memory guards
   * (`memory`: a larger budget would not help); absent where both were exact or it is not known.
   */
  readonly limit?: 'budget' | 'memory';
}

/**
 * How the best salvo weighed the turn a hit on a protected ship costs (`SalvoFigures.weighing`):
 * in both forms, `bestHits`, the best salvo's chance of hitting that ship, and `bestAt`, its cells
 * where the ship may lie (empty where it cannot hit it).
 */
export type SalvoWeighing = { readonly bestHits: number; readonly bestAt: readonly number[] } & (
  | {
      readonly turn: number;
      readonly chance: number;
      readonly bestChance: number;
      readonly owed: boolean;
      readonly value: number;
      readonly bestValue: number;
    }
  | { readonly free: TurnFree | 'unavoidable' | 'ends-game' }
);

/** A side's verdict; its figures are null when it has no analysed salvo to judge ("no salvos to judge"). */
export interface Verdict {
  /**
   * Expected hits over the best salvos' expected hits (1 = always fired the best salvo); where a
   * hit on a protected ship costs a turn, both less that cost (chance of the hit times the turn).
   */
  readonly skill: number | null;
  /**
   * Where some position was estimated: a bound on the standard error of `skill`, propagated to
   * first order from the standard errors of the cells its figures add up (each cell's error taken
   * the worst way, as `expectedHitsError` is): a cell fired that the best salvo left out moves the
   * expected hits alone, one of the best salvo's that was not fired the best alone (by `skill`),
   * one in both moves both alike (by 1 − `skill`: a side that fired the best salvo every time has
   * no error in its skill of 1). Null where every position was counted exactly, or with nothing to judge.
   */
  readonly skillError: number | null;
  /** Actual hits minus expected hits, over the salvos whose hits are known. */
  readonly luck: number | null;
  /**
   * Where some position was estimated: a bound on the standard error of `luck` that the estimates
   * put in it (the judged salvos' `expectedHitsError`, and the errors of hits an estimated
   * posterior gave), not the game's own randomness (`luckSpread`); null where counted exactly.
   */
  readonly luckError: number | null;
  /** Standard deviation of the hit count if shots were independent (Σ p(1−p)), to judge `luck`. */
  readonly luckSpread: number | null;
  readonly text: string;
  /**
   * What `text` says, for saying it in another language (analysis/report-text.ts); not in `--json`
   * (`text` and the figures above are). Absent where there was nothing to judge.
   */
  readonly figures?: VerdictFigures;
}

/** The aim's word: near-perfect from 95% of the best expected hits, good from 80%, fair from 60%. */
export type AimWord = 'near-perfect' | 'good' | 'fair' | 'poor';

/**
 * The luck's word: lucky (unlucky) beyond two spreads above (below) the expected hits, else as
 * expected; where estimated, only where the luck within `VERDICT_Z` of its errors says the same:
 * else perhaps lucky (or unlucky), where that interval straddles one bound, or untold, both.
 */
export type LuckWord = 'lucky' | 'unlucky' | 'as-expected' | 'perhaps-lucky' | 'perhaps-unlucky' | 'untold';

/**
 * Errors (bounds on a standard error) either side of an estimated figure within which the
 * verdict's words must hold: as the luck is judged at two spreads, and suggest's `NOISE_Z`.
 */
export const VERDICT_Z = 2;

/** The figures of a verdict's text: the aim's word and figures, and the luck's where hits are known. */
export interface VerdictFigures {
  /**
   * The aim's word; where estimated, `aim` for the skill `VERDICT_Z` errors below it and `aimUpTo`
   * for the skill as far above ("fair to good aim"): the same word where the estimate cannot
   * move it across a band, or the position was counted exactly.
   */
  readonly aim: AimWord;
  readonly aimUpTo: AimWord;
  readonly skill: number;
  /** `Verdict.skillError`. */
  readonly skillError: number | null;
  readonly value: number;
  /** The side's expected hits' error (the totals' `expectedHitsError`), null where exact. */
  readonly valueError: number | null;
  readonly best: number;
  /** The best salvos' (the totals' `bestExpectedHitsError`), null where exact. */
  readonly bestError: number | null;
  /**
   * The totals line's figures, where `value` and `best` are not its expected hits and the best
   * salvos' (a lost turn weighed, `weighed`, or hits on ships that need not be sunk left out,
   * `worthless`): the side's expected hits and the best salvos' as the totals line adds them, so
   * that the verdict says what its figures are less (`8.3 of 17.8: the totals' 9.6 and 19.5 less
   * 1.3 and 1.7`). Absent where the verdict's figures are the totals line's.
   */
  readonly totals?: { readonly expected: number; readonly best: number };
  /** Each salvo's expected hits less a lost turn's worth times its chance of hitting a protected ship. */
  readonly weighed: boolean;
  /**
   * With `weighed`: some salvo was one shot where each hit on the protected ship owes its turn
   * anyway (advice.ts, `hitsOwed`), so its chance of sinking that ship while another is afloat was
   * weighed instead.
   */
  readonly owed?: true;
  /** A ship need not be sunk (a decoy; with `weighed`, the protected one), so hits on it count for nothing in either figure (advice.ts, `worthlessClasses`). */
  readonly worthless?: boolean;
  /**
   * Null when the hits of every salvo are unknown; `unknown`: the side's own numbers of the salvos
   * whose hits are unknown (`SalvoFigures.number`); `expectedError` the judged salvos' expected
   * hits' error and `luckError` `Verdict.luckError` (null where exact).
   */
  readonly luck: {
    readonly word: LuckWord;
    readonly actual: number;
    /** False where some of `actual` is the expectation an estimated or unpinned posterior gave (the totals' `actualExact`): written `~7.0`. */
    readonly actualExact: boolean;
    readonly expected: number;
    readonly expectedError: number | null;
    readonly luck: number;
    readonly luckError: number | null;
    readonly spread: number;
    readonly unknown: readonly number[];
  } | null;
}

/**
 * The verdict's English text (the JSON's `text`), as the report in English says it: of shots
 * where every salvo is one shot (`single`), as the text report says them there.
 */
const ENGLISH = { salvos: analysisText('en', false), shots: analysisText('en', true) } as const;

/** The verdict of a side that fired nothing, or none of whose salvos could be analysed (`single`: of shots). */
function nothingToJudge(single: boolean): Verdict {
  return { skill: null, skillError: null, luck: null, luckError: null, luckSpread: null, text: single ? 'no shots to judge' : 'no salvos to judge' };
}

export interface SideAnalysis {
  readonly side: SideId;
  readonly target: SideId;
  readonly salvos: readonly SalvoFigures[];
  /**
   * Per enemy class: the side's own salvo number after which it was certain (`SalvoFigures.number`;
   * 0 before the first), or null; and `ships`, one entry per ship of the class, the salvo after
   * which its 1st, 2nd, … ship was certain (one placement of the class in every consistent
   * layout: `certainShips`), or null where it never was.
   */
  readonly certainty: readonly { readonly classId: string; readonly afterSalvo: number | null; readonly ships: readonly (number | null)[] }[];
  readonly verdict: Verdict;
  /**
   * Why the analysis stopped early, if it did, naming the salvo as the record numbers it and as
   * the side's own count (the tables' `#`): "salvo 7 (blue's 4th) has no recorded announcement";
   * in a game of single shots "shot 7 (blue's 4th) …", as its verdict says shots.
   */
  readonly stopped?: string;
  /**
   * The same, for saying it in another language (report-text.ts): why (`unannounced`: the salvo
   * has no recorded announcement; `impossible`: no legal fleet fits before it; `impossible-after`:
   * none fits after it, the side's last salvo analysed, so its bits are not known; `unestimated`:
   * no estimate within the budget), the salvo as the record numbers it and the side's own count.
   * Not in the JSON (which has `stopped`).
   */
  readonly stop?: StopReason;
}

export interface StopReason {
  readonly reason: 'unannounced' | 'impossible' | 'impossible-after' | 'unestimated';
  readonly salvo: number;
  readonly sideSalvo: number;
}

export interface GameAnalysis {
  readonly variant: string;
  readonly sides: readonly SideAnalysis[];
}

/** log2 of a positive bigint (for counts beyond 2^1023 too). */
export function log2Big(n: bigint): number {
  if (n <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = n.toString(2).length;
  if (bits <= 52) return Math.log2(Number(n));
  const shift = BigInt(bits - 52);
  return Math.log2(Number(n >> shift)) + Number(shift);
}

/**
 * Are the class's ships pinned down (every cell's class marginal 0 or 1)? An exact posterior says
 * so by its marginals; an estimate only where the evidence itself pins every ship of the class
 * (the chain's `fixedShips`, its presolve's proof, or the engine's sampler's `pinned` by the
 * evidence), never by marginals no sample contradicted (a cell never seen occupied has not been
 * shown empty).
 */
function isClassCertain(post: Posterior, cls: ShipClass): boolean {
  if (!post.exact) return evidencePinnedShips(post, cls.id) >= cls.count;
  const m = post.classMarginal[cls.id];
  if (!m) return false;
  return m.every((p) => p < 1e-9 || p > 1 - 1e-9);
}

/**
 * How many ships of the class are certain: placements of the class that lie in every consistent
 * layout. An exact posterior lists them all (`pinned`: the engine's, or the enumeration's); one
 * that lists none is read by its marginals (the whole class or nothing). An estimate counts only
 * the ships the evidence itself pins (`evidencePinnedShips`), never what the samples agree on.
 */
function certainShips(post: Posterior, cls: ShipClass): number {
  if (!post.exact || post.pinnedBy === 'evidence') return Math.min(cls.count, evidencePinnedShips(post, cls.id));
  if (post.pinned === undefined) return isClassCertain(post, cls) ? cls.count : 0;
  const ships = new Set<string>();
  for (const s of post.pinned) if (s.classId === cls.id) ships.add([...s.cells].sort((a, b) => a - b).join(','));
  return Math.min(cls.count, ships.size);
}

type EvidenceInput = Pick<AnalysisInput, 'variant' | 'salvos' | 'unjudged'>;

function evidenceOf(input: EvidenceInput, side: SideId, range: { after?: number; until?: number }): Evidence {
  const { variant, salvos } = input;
  const sides = [{ id: variant.turns.sides[0].id }, { id: variant.turns.sides[1].id }] as const;
  return indexedEvidence(variant, { salvos, sides }, otherSide(variant, side), { ...range, unjudged: input.unjudged ?? {} }).evidence;
}

/**
 * The evidence a side holds when it fires its salvo number `k` (0-based): its first k salvos
 * with their announcements, and the size of every salvo the enemy fired before this one (which
 * tells its guns or damage where the salvo size depends on them), exactly as the inference
 * engine's record adapter builds it, so the figures are the engine's, queried salvo by salvo.
 * With `k` past the side's last salvo, everything recorded.
 */
export function evidenceBefore(input: EvidenceInput, side: SideId, k: number): Evidence {
  const at = input.salvos.map((s, i) => (s.side === side ? i : -1)).filter((i) => i >= 0)[k];
  return evidenceOf(input, side, at === undefined ? {} : { until: at });
}

/**
 * The evidence right after the side's `k`th salvo (1-based count) was announced, before the
 * enemy's reply: what that salvo taught, and the enemy's chart as it stood then.
 */
export function evidenceAfter(input: EvidenceInput, side: SideId, k: number): Evidence {
  return evidenceOf(input, side, { after: k });
}

/** The aim's word for a skill (`AimWord`). */
function aimWordOf(skill: number): AimWord {
  return skill >= 0.95 ? 'near-perfect' : skill >= 0.8 ? 'good' : skill >= 0.6 ? 'fair' : 'poor';
}

/** Luck `luck` with its estimate's error `error` (0 where exact), against the game's spread `sd`: `LuckWord`. */
function luckWordOf(luck: number, error: number, sd: number): LuckWord {
  const word = (x: number): 'lucky' | 'unlucky' | 'as-expected' => (sd > 0 && x > 2 * sd ? 'lucky' : sd > 0 && x < -2 * sd ? 'unlucky' : 'as-expected');
  const low = word(luck - VERDICT_Z * error);
  const high = word(luck + VERDICT_Z * error);
  if (low === high) return low;
  if (low === 'unlucky' && high === 'lucky') return 'untold';
  return low === 'unlucky' ? 'perhaps-unlucky' : 'perhaps-lucky';
}

/**
 * `aim`: the side's expected hits and the best salvos' (`weighed`: each less the chance of hitting
 * a protected ship times the turn that costs, as the best salvo is chosen in such variants), with
 * the errors of the estimated totals (null where every position was counted exactly; where
 * weighed, the chance of hitting the protected ship is taken as estimated, its own error not
 * counted). `luck`: the judged salvos' expected and actual hits, with the errors the estimates put
 * in them, and the variance of the hits (Σ p(1−p)).
 */
function verdictOf(
  aim: {
    readonly value: number;
    readonly valueError: number | null;
    readonly best: number;
    readonly bestError: number | null;
    readonly weighed: boolean;
    readonly owed: boolean;
    readonly worthless: boolean;
    /** The totals line's expected hits and the best salvos' (`VerdictFigures.totals`). */
    readonly expected: number;
    readonly bestExpected: number;
    /** The cells' standard errors summed, over the salvos estimated: of cells fired only, of the best salvos' only, of cells in both (null: none estimated). */
    readonly cellErrors: { readonly fired: number; readonly best: number; readonly both: number } | null;
  },
  hits: { readonly expected: number; readonly expectedError: number | null; readonly actual: number; readonly actualExact: boolean; readonly actualError: number | null; readonly variance: number },
  unknown: readonly number[],
  judged: number,
  leftOut: readonly string[],
  single: boolean,
): Verdict {
  const english = single ? ENGLISH.shots : ENGLISH.salvos;
  const skill = aim.best > 0 ? Math.max(0, aim.value) / aim.best : 1;
  // d(value/best) = (d value − skill · d best) / best, each cell's error taken the worst way.
  const e = aim.cellErrors;
  const skillError = e === null ? null : aim.best > 0 ? (e.fired + skill * e.best + Math.abs(1 - skill) * e.both) / aim.best : 0;
  const spanned = VERDICT_Z * (skillError ?? 0);
  const aimFigures = {
    aim: aimWordOf(Math.max(0, skill - spanned)),
    aimUpTo: aimWordOf(skill + spanned),
    skill,
    skillError,
    value: aim.value,
    valueError: aim.valueError,
    best: aim.best,
    bestError: aim.bestError,
    ...(aim.weighed || aim.worthless ? { totals: { expected: aim.expected, best: aim.bestExpected } } : {}),
    weighed: aim.weighed,
    ...(aim.weighed && aim.owed ? { owed: true as const } : {}),
    ...(aim.worthless ? { worthless: true } : {}),
  } as const;
  // No salvo whose hits are known: aim can be judged, luck cannot.
  if (judged === 0) {
    const figures: VerdictFigures = { ...aimFigures, luck: null };
    return { skill, skillError, luck: null, luckError: null, luckSpread: null, text: english.verdict(figures, '', leftOut), figures };
  }
  const luck = hits.actual - hits.expected;
  const luckError = hits.expectedError === null && hits.actualError === null ? null : (hits.expectedError ?? 0) + (hits.actualError ?? 0);
  const sd = Math.sqrt(hits.variance);
  const word = luckWordOf(luck, luckError ?? 0, sd);
  const figures: VerdictFigures = {
    ...aimFigures,
    luck: { word, actual: hits.actual, actualExact: hits.actualExact, expected: hits.expected, expectedError: hits.expectedError, luck, luckError, spread: sd, unknown },
  };
  return { skill, skillError, luck, luckError, luckSpread: sd, text: english.verdict(figures, '', leftOut), figures };
}

/** The hits a salvo drew on a revealed fleet (distinct cells not fired at before). */
function hitsOnFleet(fleet: FleetLayout, firedBefore: ReadonlySet<number>, cells: readonly number[]): number {
  const occupied = new Set(fleet.flatMap((s) => s.cells));
  const seen = new Set<number>();
  let n = 0;
  for (const c of cells) {
    if (firedBefore.has(c) || seen.has(c)) continue;
    seen.add(c);
    if (occupied.has(c)) n++;
  }
  return n;
}

/**
 * The shots `side` had left under the variant's shot limit before the salvo at `index` (null: no
 * limit); a shot called off the board counts among those fired, as the referee counts it.
 */
function shotsLeftBefore(input: AnalysisInput, side: SideId, index: number): number | null {
  const limit = input.variant.turns.shotLimit;
  if (limit === null) return null;
  const fired = input.salvos.slice(0, index).reduce((n, s) => n + (s.side === side ? s.cells.length + (s.offBoard ?? 0) : 0), 0);
  return Math.max(0, limit - fired);
}

/**
 * The hits a salvo drew on fresh cells (`fresh`: its cells not fired before, each once) as its
 * announcement fixes them, or null where it does not. Per shot: the fresh cells reported hit or
 * sunk. Per salvo, where every shot is counted (a cell fired before, or twice, too): none when
 * nothing was hit; every fresh cell when every shot hit (the counts add up to the salvo's shots,
 * or without counts, as many ships or classes named as shots fired, each hit at least once);
 * else, with counts (a missing count reads as 1), their sum when every shot was fresh.
 */
export function announcedHits(variant: Variant, announcement: Announcement, cells: readonly number[], fresh: readonly number[]): number | null {
  if (announcement.kind === 'per-shot') {
    if (announcement.shots.length !== cells.length) return null;
    const freshAt = new Set(fresh);
    let n = 0;
    announcement.shots.forEach((shot, i) => {
      const c = cells[i]!;
      // The first shot at a fresh cell is the one that counts.
      if (freshAt.has(c) && cells.indexOf(c) === i && shot.result !== 'miss') n++;
    });
    return n;
  }
  const { hits } = announcement;
  if (hits.length === 0) return 0;
  const counts = variant.report.timing === 'per-salvo' && variant.report.counts;
  const shotsHit = counts ? hits.reduce((n, h) => n + (h.count ?? 1), 0) : null;
  if (shotsHit === cells.length || (!counts && hits.length === cells.length)) return fresh.length;
  return shotsHit !== null && fresh.length === cells.length ? shotsHit : null;
}

/**
 * Progress of an analysis: the work done so far, of how much it may take (reference milliseconds:
 * each side's budget for its exact counts, and a share for each of its positions; the budget a side
 * did not spend counted done when it ends), so that the bar moves as the work does.
 */
export type AnalysisProgress = (done: number, total: number) => void;

/**
 * The salvos of `side` that can be analysed: up to its first salvo without a recorded
 * announcement (one written that could not be read, `unjudged.announcements`, does not stop it).
 */
function analysable(input: AnalysisInput, side: SideId) {
  const mine = input.salvos.map((s, index) => ({ ...s, index })).filter((s) => s.side === side);
  const open = mine.findIndex((s) => s.announcement === null && !input.unjudged?.announcements?.has(s.index));
  return { mine, n: open < 0 ? mine.length : open };
}

/**
 * The positions to work out for a side's `n` salvos, in the order of the game: before salvo 0,
 * after it, before salvo 1 (the enemy's reply seen), ... after salvo n-1. A position the same as
 * the one before it (no reply, or a reply that tells nothing) is listed once: `before[k]` and
 * `after[k]` index `evidence` (after[k]: after salvo k, 0-based).
 */
function positionPlan(input: EvidenceInput, side: SideId, n: number): { evidence: Evidence[]; before: number[]; after: number[] } {
  const evidence: Evidence[] = [];
  const keys: string[] = [];
  const add = (e: Evidence): number => {
    const key = evidenceKey(e);
    if (keys.at(-1) !== key) {
      evidence.push(e);
      keys.push(key);
    }
    return evidence.length - 1;
  };
  const before: number[] = [];
  const after: number[] = [];
  before.push(add(evidenceBefore(input, side, 0)));
  for (let k = 0; k < n; k++) {
    if (k > 0) before.push(add(evidenceBefore(input, side, k)));
    after.push(add(evidenceAfter(input, side, k + 1)));
  }
  return { evidence, before, after };
}

/**
 * What a position costs besides its exact count, in reference milliseconds of work (work.ts), for
 * the progress of an analysis: its listing of a few layouts, or its estimate (some hundreds of
 * milliseconds to a second or two each, on a 12×12 board of diagonal ships).
 */
export const POSITION_WORK_MS = 1000;

/**
 * The default work of one side's exact counts in all (`AnalyzeOptions.sideBudgetMs`), reference
 * milliseconds: about a minute a side on the reference machine. Every example record's analysis
 * fits in it exact (the 1967 game's, the costliest, some 13,000 a side); a game of Skagerrak's
 * salvos of ten and more diagonal shots may spend it long before its first salvo.
 */
export const ANALYSIS_SIDE_BUDGET_MS = 60_000;

/**
 * How `analyze` spends its work: `sideBudgetMs`, the work of one side's exact counts in all
 * (reference milliseconds, work.ts), shared by its positions as they are worked out from the last
 * to the first; once it is spent, the earlier positions are estimated. Absent: each position's
 * count has the inferrer's own budget, however many there are.
 */
export interface AnalyzeOptions extends InferOptions {
  /** The work of the side's exact counts in all (reference milliseconds); one count may do `POSITION_SHARE` of it at most. */
  readonly sideBudgetMs?: number;
}

/**
 * The most of a side's budget one position's count may spend (a sixth: 10,000 of the default
 * 60,000, as each position was given before the budget was shared): a position out of reach
 * then costs that much, not all that is left, and the earlier positions, estimated, nothing more.
 */
export const POSITION_SHARE = 1 / 6;

/**
 * The work an analysis of `side` may take, for its progress (reference milliseconds): the side's
 * budget, and `POSITION_WORK_MS` for each of its positions.
 */
function sideWork(input: AnalysisInput, side: SideId, sideBudgetMs: number | undefined): number {
  return (sideBudgetMs ?? 0) + positionPlan(input, side, analysable(input, side).n).evidence.length * POSITION_WORK_MS;
}

/**
 * The side's posteriors at each position of `positionPlan`, worked out from the last to the
 * first: later positions, with more announcements, are the cheap ones. The side's counts share
 * one budget (`sideBudgetMs`), each given a meter of what is left of it, at most its
 * `POSITION_SHARE`: once it is spent, or a position
 * comes back estimated (its count stopped), the earlier ones, which have fewer announcements to
 * narrow them, go straight to the estimate (budget 0). So the work of a side's counts is bounded
 * by its budget, not by its positions times a budget each. `progress` is told the work done of
 * the side's `sideWork`, in reference milliseconds: the counts' work as it is charged, and each
 * position's own share as it ends.
 */
function positions(input: AnalysisInput, side: SideId, n: number, infer: Inferrer, options: AnalyzeOptions | undefined, progress: (done: number) => void): { before: Posterior[]; after: Posterior[] } {
  const plan = positionPlan(input, side, n);
  const posts = new Array<Posterior>(plan.evidence.length);
  const { sideBudgetMs, ...opts } = options ?? {};
  const budget = sideBudgetMs !== undefined && sideBudgetMs > 0 ? sideBudgetMs * UNITS_PER_MS : undefined;
  // The side's work charged so far (units), and the count running now, if any.
  let spent = 0;
  let counting: WorkMeter | undefined;
  let positionsDone = 0;
  const done = (): number => Math.min(budget ?? 0, spent + (counting?.spent ?? 0)) / UNITS_PER_MS + positionsDone * POSITION_WORK_MS;
  let outOfReach = false;
  // What stopped the exact count at the first position out of reach (its budget or its memory):
  // the earlier ones, given no budget, were stopped by the same (they have fewer announcements).
  let stoppedBy: Posterior['limit'];
  for (let i = plan.evidence.length - 1; i >= 0; i--) {
    const spentAll = budget !== undefined && spent >= budget;
    // The side's budget spent (by a count the search still answered exactly): the budget stops the rest.
    if (spentAll && stoppedBy === undefined) stoppedBy = 'budget';
    // A count may spend what is left of the side's budget, but no more than its share of it.
    counting = budget !== undefined && !outOfReach && !spentAll ? new WorkMeter(Math.min(budget - spent, budget * POSITION_SHARE)).reporting(() => progress(done())) : undefined;
    const given = outOfReach || spentAll ? { ...opts, budgetMs: 0 } : counting !== undefined ? { ...opts, work: counting } : options === undefined ? undefined : opts;
    const post = infer(input.variant, plan.evidence[i]!, given);
    spent += counting?.spent ?? 0;
    counting = undefined;
    if (!post.exact) outOfReach = true;
    if (!post.exact && stoppedBy === undefined) stoppedBy = post.limit;
    posts[i] = !post.exact && post.limit === undefined && stoppedBy !== undefined ? { ...post, limit: stoppedBy } : post;
    positionsDone++;
    progress(done());
  }
  return { before: plan.before.map((i) => posts[i]!), after: plan.after.map((i) => posts[i]!) };
}

/**
 * The sides in the variant's order, and the work their analysis may take over both (reference
 * milliseconds: `sideBudgetMs` a side and `POSITION_WORK_MS` a position), for its progress.
 */
export function analysableSides(input: AnalysisInput, sideBudgetMs?: number): { sides: SideId[]; total: number; work: Record<SideId, number> } {
  const sides = input.variant.turns.sides.map((s) => s.id);
  const work: Record<SideId, number> = Object.fromEntries(sides.map((side) => [side, sideWork(input, side, sideBudgetMs)]));
  return { sides, total: sides.reduce((t, side) => t + work[side]!, 0), work };
}

/**
 * Analyse one side's salvos at the enemy. `onWork` is told the work done of the side's whole
 * (reference milliseconds: see `positions`), the last time all of it.
 */
export function analyzeSide(input: AnalysisInput, side: SideId, infer: Inferrer, opts?: AnalyzeOptions, onWork: (done: number, total: number) => void = () => {}): SideAnalysis {
  const { variant } = input;
  const target = otherSide(variant, side);
  const { mine, n } = analysable(input, side);
  const fleet = input.fleets?.[target];
  const figures: SalvoFigures[] = [];
  const certaintyAt = new Map<string, number | null>(variant.fleet.map((c) => [c.id, null]));
  const fired = new Set<number>();
  let stop: StopReason | undefined;
  const work = sideWork(input, side, opts?.sideBudgetMs);
  let told = 0;
  const posts = positions(input, side, n, infer, opts, (done) => onWork((told = done), work));
  // What budget the side did not spend, done.
  if (told < work) onWork(work, work);
  let before = posts.before[0]!;
  for (const cls of variant.fleet) if (isClassCertain(before, cls)) certaintyAt.set(cls.id, 0);
  // Per class, the moment each of its ships became certain, in the order they did.
  const shipsAt = new Map<string, (number | null)[]>(variant.fleet.map((c) => [c.id, new Array<number | null>(c.count).fill(null)]));
  const shipsCertain = (post: Posterior, at: number): void => {
    for (const cls of variant.fleet) {
      const ships = shipsAt.get(cls.id)!;
      const n = certainShips(post, cls);
      for (let i = 0; i < n; i++) if (ships[i] === null) ships[i] = at;
    }
  };
  shipsCertain(before, 0);
  // Whether the verdict weighs the salvos otherwise than by their expected hits: each salvo's worth then said (`SalvoFigures.worth`).
  const weighs = penalisedClasses(variant).length > 0 || worthlessClasses(variant).length > 0;
  const total = { expectedHits: 0, expectedHitsError: null as number | null, actualHits: 0, actualExact: true, judgedExpectedHits: 0, bestExpectedHits: 0, bestExpectedHitsError: null as number | null, bits: 0, spread: 0, value: 0, bestValue: 0, weighed: false, owed: false, worthless: false, judgedExpectedHitsError: null as number | null, actualHitsError: null as number | null, cellErrors: null as { fired: number; best: number; both: number } | null };
  const unknownHits: number[] = [];
  // The side's own number for its salvo k (0-based among `mine`): a line naming no cell, left out
  // of `salvos`, counts as `check` counts it (`numbering.sideSalvos`), else its place + 1.
  const own = (k: number): number => input.numbering?.sideSalvos?.[mine[k]!.index] ?? k + 1;
  // Where and why the analysis stops: the salvo as the record numbers it and as the side's own.
  const stopAt = (reason: StopReason['reason'], k: number): StopReason => ({ reason, salvo: input.numbering?.salvos?.[mine[k]!.index] ?? mine[k]!.index + 1, sideSalvo: own(k) });
  for (let k = 0; k < mine.length; k++) {
    const salvo = mine[k]!;
    if (k >= n) {
      stop = stopAt('unannounced', k);
      break;
    }
    before = posts.before[k]!;
    if (before.count === 0n) {
      stop = stopAt('impossible', k);
      break;
    }
    if (before.unanswered === true) {
      // Chances of 0 that mean "not estimated": nothing to judge the salvo by.
      stop = stopAt('unestimated', k);
      break;
    }
    const after = posts.after[k]!;
    const fresh = salvo.cells.filter((c, i) => !fired.has(c) && salvo.cells.indexOf(c) === i);
    const probabilities = salvo.cells.map((c, i) => (fired.has(c) || salvo.cells.indexOf(c) !== i ? 0 : (before.marginal[c] ?? 0)));
    const expectedHits = probabilities.reduce((s, p) => s + p, 0);
    // Which ship each shot could hit, in the fleet's order: the posterior's per-class marginals.
    const classProbabilities = salvo.cells.map((c, i) => {
      const chances: Record<string, number> = {};
      if (fired.has(c) || salvo.cells.indexOf(c) !== i) return chances;
      for (const cls of variant.fleet) {
        const p = before.classMarginal[cls.id]?.[c] ?? 0;
        if (p > 0) chances[cls.id] = p;
      }
      return chances;
    });
    // An estimate's noise, said beside its chances (a 51% is not told from a 49% ± 4%).
    const errors = before.exact ? undefined : before.stdError;
    const probabilityErrors = errors === undefined ? null : salvo.cells.map((c, i) => (fired.has(c) || salvo.cells.indexOf(c) !== i ? 0 : (errors[c] ?? 0)));
    const proven = evidenceDecidedCells(before);
    const decided = errors === undefined ? null : salvo.cells.map((c, i) => fired.has(c) || salvo.cells.indexOf(c) !== i || proven.has(c));
    let actualHits: number | null;
    let actualExact: boolean;
    // Hits an estimated posterior gave: the sum of their cells' standard errors (as expectedHitsError).
    let actualError: number | null = null;
    if (fleet) {
      actualHits = hitsOnFleet(fleet, fired, salvo.cells);
      actualExact = true;
    } else if (salvo.announcement === null) {
      // Written, but not readable: fired, and what it drew is unknown.
      actualHits = null;
      actualExact = false;
    } else if ((after.unanswered === true || after.count === 0n) && (input.unjudged?.announcements?.has(salvo.index) || announcedHits(variant, salvo.announcement, salvo.cells, fresh) === null)) {
      // Neither the announcement nor an estimate after it says what it drew: unknown, not 0. So
      // where no legal fleet fits after it: the posterior's chances are all 0 there, which would
      // make a salvo announced as hitting a ship one that drew nothing.
      actualHits = null;
      actualExact = false;
    } else {
      // The announcement itself, where it fixes the number (and the referee can judge it), else the
      // posterior after the salvo: exact where it pins every cell.
      const announced = input.unjudged?.announcements?.has(salvo.index) ? null : announcedHits(variant, salvo.announcement, salvo.cells, fresh);
      if (announced !== null) {
        actualHits = announced;
        actualExact = true;
      } else {
        const ps = fresh.map((c) => after.marginal[c] ?? 0);
        actualHits = ps.reduce((s, p) => s + p, 0);
        // Only an exact posterior pins a cell by its chances: an estimate that never saw one occupied
        // has not shown it empty. Under an estimate, only where the evidence itself decides every
        // fresh cell (a ship it pins, water no placement reaches).
        const decidedAfter = after.exact ? undefined : evidenceDecidedCells(after);
        const proven = decidedAfter === undefined || (after.unanswered !== true && fresh.every((c) => decidedAfter.has(c)));
        actualExact = proven && after.count !== 0n && ps.every((p) => p < 1e-9 || p > 1 - 1e-9);
        if (actualExact) actualHits = Math.round(actualHits);
        else if (!after.exact && after.stdError !== undefined) actualError = fresh.reduce((s, c) => s + (after.stdError?.[c] ?? 0), 0);
      }
    }
    // The best salvo as the advice chooses it (in Perelman weighing the turn a hit on the hospital
    // costs), and its expected hits: the figures of one salvo. The side's aim is measured the same
    // way: expected hits, less that cost where the variant has it.
    // A salvo of as many shots as this one fired (a shot at a cell already fired, or called off the
    // board, is a shot wasted, not one fewer to judge), on the cells not fired yet.
    const shots = Math.min(salvo.cells.length + (salvo.offBoard ?? 0), variant.board.rows * variant.board.columns - fired.size);
    // With the side's last shots, or the enemy's spent, a turn lost to the hospital costs nothing.
    const free = turnFreeOf({ shotsLeft: shotsLeftBefore(input, side, salvo.index) }, { shotsLeft: shotsLeftBefore(input, target, salvo.index) }, shots);
    // Where each hit on the hospital is owed its turn, the hit that would end the game (no other ship
    // afloat) costs none: counted apart, for the best salvo and the side's alike (advice.ts).
    const weighed = withSinksLast(variant, evidenceBefore(input, side, k), before, infer, shots, fired);
    const best = bestSalvo(variant, weighed, fired, shots, free);
    const bestHits = best.expectedHits;
    const penalty = best.penalty;
    // Where a hit on a ship counts for nothing (it need not be sunk: a decoy, a hospital), neither
    // salvo's hits on it are worth anything (a protected one's, only the turn they cost), as the advice values them.
    const worthless = best.worthless !== undefined;
    const worth = worthless ? usefulMarginal(variant, before) : before.marginal;
    const worthOf = (cells: readonly number[]): number => cells.reduce((s, c) => s + (worth[c] ?? 0), 0);
    const chance = penalty ? weighedChance(variant, weighed, penalty, fresh, fired) : 0;
    const bestChance = penalty ? weighedChance(variant, weighed, penalty, best.cells, fired) : 0;
    const value = penalty ? worthOf(fresh) - penalty.turnValue * chance : worthless ? worthOf(fresh) : expectedHits;
    const bestValue = penalty ? worthOf(best.cells) - penalty.turnValue * bestChance : worthless ? worthOf(best.cells) : bestHits;
    // What the best salvo weighed, or why it weighed nothing, where a protected hit costs a turn.
    const unweighed: TurnFree | 'unavoidable' | 'ends-game' | undefined = best.turnFree ?? (best.unavoidable !== undefined ? 'unavoidable' : best.endsGame === true ? 'ends-game' : undefined);
    const protectedClasses = penalisedClasses(variant);
    const bestAt = best.cells.filter((c) => protectedClasses.some((id) => (weighed.classMarginal[id]?.[c] ?? 0) > 1e-12));
    const bestOn = { bestHits: salvoRisk(variant, weighed, protectedClasses, best.cells).risk, bestAt };
    const weighing: SalvoWeighing | undefined =
      protectedClasses.length === 0
        ? undefined
        : penalty
          ? { ...bestOn, turn: penalty.turnValue, chance, bestChance, owed: penalty.owed === true, value, bestValue }
          : unweighed !== undefined
            ? { ...bestOn, free: unweighed }
            : undefined;
    // Bits only from exact counts: two estimates would give a noisy ratio, even a negative one; two
    // counts of a wider set than the readings of a cell that could not be read, no exact one.
    const known = salvo.announcement !== null && countedExactly(before) && countedExactly(after) && before.count > 0n && after.count > 0n;
    const bits = known ? log2Big(before.count) - log2Big(after.count) : null;
    const certain: string[] = [];
    if (after.count !== 0n) {
      shipsCertain(after, own(k));
      for (const cls of variant.fleet) {
        if (certaintyAt.get(cls.id) === null && isClassCertain(after, cls)) {
          certaintyAt.set(cls.id, own(k));
          certain.push(cls.id);
        }
      }
    }
    total.expectedHits += expectedHits;
    if (actualHits === null) unknownHits.push(own(k));
    else {
      // Luck is judged on the salvos whose hits are known: their actual against their expected.
      total.actualHits += actualHits;
      if (!actualExact) total.actualExact = false;
      total.judgedExpectedHits += expectedHits;
      if (probabilityErrors !== null) total.judgedExpectedHitsError = (total.judgedExpectedHitsError ?? 0) + probabilityErrors.reduce((s, e) => s + e, 0);
      if (actualError !== null) total.actualHitsError = (total.actualHitsError ?? 0) + actualError;
      total.spread += probabilities.reduce((s, p) => s + p * (1 - p), 0);
    }
    total.bestExpectedHits += bestHits;
    const expectedHitsError = probabilityErrors === null ? null : probabilityErrors.reduce((s, e) => s + e, 0);
    const bestExpectedHitsError = errors === undefined ? null : best.cells.reduce((s, c) => s + (errors[c] ?? 0), 0);
    if (errors !== undefined) {
      // The skill's error: each cell's by whether it is the side's, the best salvo's, or both.
      const e = (total.cellErrors ??= { fired: 0, best: 0, both: 0 });
      const inBest = new Set(best.cells);
      const freshSet = new Set(fresh);
      for (const c of fresh) {
        if (inBest.has(c)) e.both += errors[c] ?? 0;
        else e.fired += errors[c] ?? 0;
      }
      for (const c of best.cells) if (!freshSet.has(c)) e.best += errors[c] ?? 0;
    }
    if (expectedHitsError !== null) total.expectedHitsError = (total.expectedHitsError ?? 0) + expectedHitsError;
    if (bestExpectedHitsError !== null) total.bestExpectedHitsError = (total.bestExpectedHitsError ?? 0) + bestExpectedHitsError;
    total.value += value;
    total.bestValue += bestValue;
    if (penalty) total.weighed = true;
    if (penalty?.owed === true) total.owed = true;
    if (worthless) total.worthless = true;
    if (bits !== null) total.bits += bits;
    figures.push({
      index: salvo.index,
      number: own(k),
      cells: salvo.cells,
      ...((salvo.offBoard ?? 0) > 0 ? { offBoard: salvo.offBoard } : {}),
      probabilities,
      classProbabilities,
      probabilityErrors,
      decided,
      expectedHits,
      expectedHitsError,
      actualHits,
      actualExact,
      bits,
      layoutsBefore: before.count >= 0n ? before.count.toString() : null,
      layoutsAfter: after.count >= 0n ? after.count.toString() : null,
      bestCells: best.cells,
      bestExpectedHits: bestHits,
      bestExpectedHitsError,
      ...(errors === undefined ? {} : { bestProbabilities: best.cells.map((c) => before.marginal[c] ?? 0), bestDecided: best.cells.map((c) => fired.has(c) || proven.has(c)) }),
      certain,
      ...(weighing === undefined ? {} : { weighing }),
      ...(weighs ? { worth: { value, bestValue } } : {}),
      total: {
        expectedHits: total.expectedHits,
        expectedHitsError: total.expectedHitsError,
        actualHits: total.actualHits,
        actualExact: total.actualExact,
        judgedExpectedHits: total.judgedExpectedHits,
        bestExpectedHits: total.bestExpectedHits,
        bestExpectedHitsError: total.bestExpectedHitsError,
        bits: total.bits,
      },
      exact: countedExactly(before) && countedExactly(after),
      ...(before.readings !== undefined || after.readings !== undefined ? { readings: 'superset' as const } : {}),
      estimatedBy: (['chain', 'sampler'] as const).filter((m) => estimateMethod(before) === m || estimateMethod(after) === m),
      ...limitOf(before, after),
    });
    for (const c of salvo.cells) fired.add(c);
    // The side's last salvo, after which no legal fleet fits: no later salvo of the side says
    // that the analysis stops there (`impossible`), so it is said of this one.
    if (k === mine.length - 1 && after.count === 0n) {
      stop = stopAt('impossible-after', k);
    }
  }
  const result: SideAnalysis = {
    side,
    target,
    salvos: figures,
    certainty: variant.fleet.map((c) => ({ classId: c.id, afterSalvo: certaintyAt.get(c.id) ?? null, ships: shipsAt.get(c.id)! })),
    verdict:
      figures.length === 0
        ? nothingToJudge(singleShots(variant))
        : verdictOf(
            { value: total.value, valueError: total.expectedHitsError, best: total.bestValue, bestError: total.bestExpectedHitsError, weighed: total.weighed, owed: total.owed, worthless: total.worthless, expected: total.expectedHits, bestExpected: total.bestExpectedHits, cellErrors: total.cellErrors },
            { expected: total.judgedExpectedHits, expectedError: total.judgedExpectedHitsError, actual: total.actualHits, actualExact: total.actualExact, actualError: total.actualHitsError, variance: total.spread },
            unknownHits,
            figures.length - unknownHits.length,
            // The classes whose hits are not counted, named in the English verdict as the JSON says it.
            worthlessClasses(variant).map(variantNotation(variant, 'en').className),
            singleShots(variant),
          ),
  };
  // In English, as the JSON says it (the text reports say it anew from `stop`: report-text.ts); a
  // game of single shots names its shot, as the verdict and the tables do.
  const word = singleShots(variant) ? 'shot' : 'salvo';
  return stop !== undefined ? { ...result, stopped: stopReasonText(stop, input.numbering?.sides?.[side] ?? side, word), stop } : result;
}

/**
 * Analyse both sides of a game; with `opts.sideBudgetMs`, each side's exact counts within it.
 *
 * @example
 *   analyzeGame({ variant, salvos: record.salvos.map(...), fleets }, cachedInferrer(infer))
 */
export function analyzeGame(input: AnalysisInput, infer: Inferrer, opts?: AnalyzeOptions, onProgress?: AnalysisProgress): GameAnalysis {
  const { sides, total, work } = analysableSides(input, opts?.sideBudgetMs);
  // The sides one after the other: the work of those done, and the side's own so far.
  let before = 0;
  return {
    variant: input.variant.id,
    sides: sides.map((side) => {
      const analysis = analyzeSide(input, side, infer, opts, (done) => onProgress?.(before + done, total));
      before += work[side]!;
      return analysis;
    }),
  };
}
