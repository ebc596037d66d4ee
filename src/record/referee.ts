/**
 * The referee's report on a game record: every problem in the text (unreadable cells, cells off
 * the board, unknown words) and every breach of the rules found by replaying it (wrong salvo
 * size, repeated cell, out of turn, a penalty ignored, the shot limit, firing after the end, an
 * illegal fleet, announcements that contradict the fleet, themselves or earlier ones), each with
 * the salvo number, the rule, and what was expected versus recorded, placed at the line and
 * column it concerns. Cells and announcements are written in the variant's notation and the
 * record's language.
 *
 * Salvo numbers are positions in the record's `salvos:` list (1-based); `sideSalvo` is the
 * firing side's own count, the number on the paper chart.
 *
 * @example
 *   const report = refereeRecord(parsed, variant);
 *   report.ok // false when anything is wrong
 *   report.breaches.map((b) => `${b.salvo}: ${b.code}`) // ['7: wrong-salvo-size']
 */
import { possessive, possessiveAgain, takesApostrophe } from '../core/possessive.js';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { layoutBreaches } from '../core/layout.js';
import { parseCell } from '../core/coords.js';
import { rangeShotCounts } from './cell-line.js';
import { otherSide, salvoOutcome } from '../rules/announce.js';
import { owedShots } from '../rules/salvo-size.js';
import { decideNext } from '../rules/turn-order.js';
import type { Announcement, ShotReport } from '../rules/announcement.js';
import { inSentence, variantNotation } from '../rules/notation.js';
import { noAnnouncementWords } from '../rules/turn-checks.js';
import { formatRange } from '../rules/range.js';
import type { GameResult, GameState, Violation } from '../rules/types.js';
import { localize, singleShots, type Lang, type Variant } from '../variant/model.js';
import { formatAnnouncement } from './announcement-text.js';
import { recordSideOf, replayRecord, setupOf, sideName, variantSideOf, type ReplayOptions } from './game.js';
import { sideSalvoNumbers, type GameRecord, type LostSalvo, type RecordedSalvo, type RecordSources, type SalvoSource, type TextPosition } from './model.js';
import type { ParsedRecord } from './parse.js';
import { wrongSideSlips } from './wrong-side.js';
import { missingSalvos, shiftedOptions } from './missing-salvo.js';
import { SIZE_CODES } from './try-reading.js';
import { readsTurnLines } from './turns.js';
import { formatSalvoText, formatTurnText } from './write.js';
import { owedFrom, owedWhyText, type OwedFrom, type OwedNames } from './owed-text.js';
import { addedMendClause, leftOutHint, leftOutShots, mendClause, sizedMendClause, sizedText, type LeftOutParts } from './left-out-text.js';
import { RULES, VIOLATION_CODES } from '../rules/violations.js';
import type { ProblemParts } from '../rules/announcement-check.js';
import { quoted } from '../core/language.js';
import { sharedHitsMessage, sharedHitsSuggestion, type SharedHits } from './shared-hits-text.js';
import {
  limitPastSaid,
  limitUnjudgedSaid,
  lostWhyEnglish,
  cutOffSaid,
  missingAnnouncementSaid,
  repeatUnjudgedSaid,
  sizeUnjudgedCellSaid,
  sizeUnjudgedLostSaid,
  turnUnjudgedCellSaid,
  turnUnjudgedLostSaid,
  turnUnjudgedSkipSaid,
  turnUnjudgedLimitSaid,
  announcementUnjudgedLostSaid,
  announcementUnjudgedGapSaid,
  type LostWhy,
  type RefereeWarning,
  type SideIn,
} from './warning-text.js';

/** One entry of the referee's report. */
export interface Breach {
  /** A violation code of the engine (`wrong-salvo-size`, …) or a record reading code (`cell-off-board`, `announcement-unknown-word`, …). */
  readonly code: string;
  /** The rule broken, in a few words. */
  readonly rule: string;
  readonly message: string;
  /** 1-based position of the salvo in the record's list; absent for the header and fleets. */
  readonly salvo?: number;
  /** The side at fault (record side id), where known. */
  readonly side?: string;
  /** The side that fired the salvo concerned (record side id). */
  readonly shooter?: string;
  /** The firing side's own salvo number (the number on the paper chart), where it applies. */
  readonly sideSalvo?: number;
  readonly expected?: string;
  readonly recorded?: string;
  /**
   * For the salvo size codes, the shots the side was owed as numbers (`expected` writes them as
   * text). Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly owed?: { readonly min: number; readonly max: number };
  /**
   * `wrong-salvo-size` where the side was owed fewer than its full salvo: how that comes about
   * (the full salvo in guns, ships or shots; each loss with the enemy salvo that took it and the
   * ships it sank or damaged; the cap of the shot limit or the cells left), as the message says it
   * after "was owed N:" (`said` has it in Russian and Polish). In the JSON reports.
   */
  readonly owedFrom?: OwedFrom;
  /** The correct announcement, in the record's words, when the fleet shows the recorded one is wrong. */
  readonly correctAnnouncement?: string;
  /**
   * `correctAnnouncement` in the words the record is written in, where the messages speak
   * another language (`check --lang en` of a Russian record): what the line to write says
   * (`write -> попал`). Internal, as `differs`.
   */
  readonly writeAnnouncement?: string;
  /**
   * `announcement-contradicts-fleet` per shot, some cells not read: what the fleet gives for the
   * cells read, `?` for each unread one (`hit, ?, miss`), and the unread cells as written (`C?`).
   * `correctAnnouncement` keeps the result written for them, to write. Internal, as `differs`.
   */
  readonly fleetGives?: { readonly said: string; readonly unread: readonly string[] };
  /**
   * `announcement-contradicts-fleet` per shot, of several shots, some of them right: each cell
   * whose result differs, what the fleet gives there (`is`) and what was announced (`said`), in
   * the record's words, which the message names; `sunkBefore` where `said` sinks a ship the
   * target had already lost (every ship of the class announced sunk before): whose ship, the
   * shooter, and the shooter's own number of the salvo that sank it. Internal: the JSON reports
   * leave it out (`breachJson`).
   */
  readonly differs?: readonly { readonly cell: string; readonly is: string; readonly said: string; readonly sunkBefore?: { readonly side: string; readonly by: string; readonly salvo: number } }[];
  /**
   * `announcement-contradicts-fleet` not listed cell by cell (`differs`: one shot, or a whole
   * salvo's report) whose announcement sinks a ship of a class every ship of which the shooter
   * had sunk before: the class (in the record's words), whose it is, and the shooter's salvo
   * that sank the last of them (own number), which the message says. Internal, as `differs`.
   */
  readonly sunkAgain?: readonly { readonly ship: string; readonly side: string; readonly by: string; readonly salvo: number }[];
  /**
   * `repeated-cell`: a repeat at a cell that hit before, announced as a hit again, in words: the
   * rules read it as a miss (`it hits nothing new, so red's "trafiony" for B2 is read as "pudło"`).
   * Said in the suggestion: part of the repeat, not a breach of the announcement. Internal: the
   * JSON reports leave it out (`breachJson`), as the suggestion says it.
   */
  readonly readAsMiss?: string;
  /**
   * `repeated-cell`: each repeated cell in the variant's notation, with the shooter's own number of
   * the salvo that fired at it first (none where it is only named twice in this salvo), and
   * `readAsMiss` in its parts: what check says in the record's language (referee-text.ts).
   * Internal: the JSON reports leave them out (`breachJson`), as the message says them.
   */
  readonly repeats?: readonly { readonly cell: string; readonly salvo?: number }[];
  readonly readAs?: { readonly target: string; readonly said: string; readonly cells?: string; readonly salvo?: true; readonly miss: string; readonly maybe?: true };
  /**
   * `announcement-contradicts-fleet` where a hit on a protected ship (the hospital) was left out:
   * the cells and ships left out, which the message names; the turn that followed (the target
   * firing twice in a row bears out that the hit was said at the table; the shooter firing in the
   * turn it should have lost followed the announcement as made) and the target's salvos sized by
   * the damage as announced, which the suggestion says: part of this breach, not breaches of the
   * turn order or the salvo size. `check` says them in the record's language (left-out-text.ts).
   * Internal: the JSON reports leave it out (`breachJson`), as the message and suggestion say it.
   */
  readonly leftOut?: LeftOutParts;
  /**
   * `announcement-contradicts-fleet` where the announcement miscounted hits (`Violation.miscounted`):
   * the target's later salvos sized as the announcement made them, each with what the fleet owed,
   * which the suggestion says as part of this slip. Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly sizedSlip?: LeftOutParts['sized'];
  /**
   * `out-of-turn` at the record's first salvo, its sides named by the record (`ala`, `tomek`), not
   * the variant's ids: the side that fired it, which the suggestion says may simply have fired
   * first, to be listed first under `sides:` (who fires first is the order the sides are listed in).
   * Internal: the JSON reports leave it out (`breachJson`), as the suggestion says it.
   */
  readonly firstBy?: string;
  /**
   * `out-of-turn` at a shot of a turn line after the line's one miss, written before its hits (`-
   * первый: Г2 А1 Д2 -> попал, мимо, убит`): the miss's cell and the line with it last, which the
   * suggestion gives first (a chart keeps no order of a turn's shots, and copied out they are often
   * put in another). Internal: the JSON reports leave it out (`breachJson`), as the suggestion says it.
   */
  readonly missLast?: { readonly cell: string; readonly write: string };
  /**
   * `penalty-ignored`: the side's own salvo that hit the protected ship and cost it this turn (its
   * salvo before this one), and the protected class by its name in each language where the variant
   * has one such class (Perelman's hospital), which the message says. Internal: the JSON reports
   * leave it out (`breachJson`), as the message says it.
   */
  readonly skippedFor?: { readonly salvo: number; readonly ship?: Readonly<Record<string, string>> };
  /**
   * `out-of-turn` where the side whose turn it was and the shooter each lost a turn for a hit on a
   * protected ship, with their last two salvos, so the two lost turns cancelled: each side's salvo
   * that hit (its own number) and the protected class by its name in each language, as
   * `skippedFor`. Internal: the JSON reports leave it out (`breachJson`), as the message says it.
   */
  readonly skipsCancelled?: {
    readonly expected: { readonly side: string; readonly salvo: number };
    readonly shooter: { readonly side: string; readonly salvo: number };
    readonly ship?: Readonly<Record<string, string>>;
  };
  /** `out-of-turn` where this line and the next look written the other way round: that line (its salvo number and line), to swap them. Internal. */
  readonly swappedWith?: { readonly salvo: number; readonly line: number };
  /**
   * `after-game-end`: how the game ended, for the suggestion in the record's language
   * (referee-text.ts): the salvo that ended it (none: before the first), the winner (record side)
   * and why, or a draw; `later`: how many salvos were fired after this one, also after the end
   * (`check` says them with it, not each as a breach of its own). Internal: the JSON reports leave
   * it out (`breachJson`), as the suggestion says it.
   */
  readonly ended?: { readonly salvo?: number; readonly winner?: string; readonly sunk?: boolean; readonly draw?: boolean; readonly later?: number };
  /**
   * With `leftOut`, where the shooter then fired in the turn the hit cost it, or with `sizedSlip`:
   * what writing the announcement as the fleet gives it brings back, in English (`then синие's
   * salvo 4, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach`;
   * `then red's salvos 1 and 2 are the wrong size (wrong-salvo-size)`), said in the
   * suggestion after its "write -> …" (`said` has it in every language, as a clause). Internal: the JSON
   * reports leave it out (`breachJson`).
   */
  readonly mendBrings?: string;
  /**
   * `announcement-contradicts-fleet` where a hit earns another shot and the fleet belies the hit
   * or miss written: the record's next salvo, which one of the two readings puts out of turn. The
   * replay lets it stand (the next salvo settles whose turn it was), so the suggestion says it: with
   * `reading` `written`, if the announcement was said at the table as written (`said`), that salvo
   * (`side`'s own `salvo`, at `line`) was fired out of turn, it being `due`'s turn; with `fleet`,
   * so it was if the announcement the fleet gives (`said`) was, the mend's "write -> …". Sides as
   * the record names them. Internal: the JSON reports leave it out (`breachJson`), as the
   * suggestion says it.
   */
  readonly nextOutOfTurn?: { readonly reading: 'written' | 'fleet'; readonly said: string; readonly side: string; readonly salvo: number; readonly line?: number; readonly due: string };
  /** The salvo was recorded with `--force`. */
  readonly forced?: boolean;
  /**
   * A record reading code: the parts of its message, as the reader gave them (`Diagnostic.parts`),
   * for `check` to say it in the record's language (reading-text.ts). Internal: the JSON reports
   * leave it out (`breachJson`).
   */
  readonly parts?: DiagnosticParts;
  /**
   * `illegal-fleet`: the layout breach's parts (core/layout.ts: `Breach.parts`), for `check` to say
   * it in the record's language (referee-text.ts). Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly fleet?: DiagnosticParts;
  /** The salvo is a shot of a turn line: its 0-based place in the line and the line's shots. */
  readonly shot?: { readonly index: number; readonly of: number };
  /** `announcements-impossible`: the salvos whose announcements conflict, numbered as `salvo`, increasing. */
  readonly conflict?: readonly number[];
  /**
   * `announcements-impossible`: the conflict may not be the smallest: smaller sets were judged with
   * the unread cell of this salvo (numbered as `salvo`) read loosely (record-check.ts `Conflict.looseSalvo`).
   */
  readonly looseSalvo?: number;
  /**
   * `announcements-impossible`: the fit may have been lost as early as after this salvo (numbered as
   * `salvo`), shorter runs of the announcements not judged exactly (record-check.ts `Conflict.earliest`).
   */
  readonly earliest?: number;
  /**
   * `announcements-impossible`: the conflict may not be the smallest: the work budget ran out while
   * narrowing it (record-check.ts `Conflict.narrowingCut`).
   */
  readonly narrowingCut?: true;
  /**
   * `announcements-impossible` of one salvo's announcement, the reason (`said`) speaking of it
   * alone: the message names it once, with its line (`line`), and the reason says it as "it".
   * Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly alone?: boolean;
  /**
   * `repeated-salvo`: the line this one writes again (its first salvo's number and its line), and
   * how many salvos each line holds (a turn line one per shot), and whether it was announced,
   * which the message says. Internal: the JSON reports leave it out (`breachJson`), as the message says it.
   */
  readonly copyOf?: { readonly salvo: number; readonly line: number; readonly salvos: number; readonly announced: boolean };
  /**
   * `wrong-side`: the side the line is written under, how many salvos the line holds (a turn line
   * one per shot), and the line to write in its place (`- blue: A2 C3 -> miss, hit`), which the
   * message and suggestion say. Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly readsAs?: { readonly written: string; readonly salvos: number; readonly write: string; readonly limit?: number };
  /**
   * `salvo-missing`: the side of the line after the gap, the shots the missing salvo was owed,
   * and the target's salvos (own numbers) whose sizes fit only if it hit, which the message says.
   */
  readonly missing?: MissingParts;
  /** `results-swapped`: the two shots (own numbers), their cells and results as written, and the line to write, which the message says. */
  readonly swappedResults?: SwappedResults;
  /** `miss-fired-again`: the shot written a miss (own number), its cell, its result as written and as read, the line to write and the shooter's next shot, which the message says. */
  readonly missFiredAgain?: MissFiredAgain;
  /** `fleet-copied-wrong`: the ship copied wrong, its cells as written and where every announcement fits it, the line to write and the salvos it explains, which the message says. */
  readonly copiedWrong?: FleetCopiedWrong;

  /**
   * `announcements-impossible`: what kind of impossibility the conflict is, where the referee can
   * say (`sunk-unfired`, `no-room`, `hits-too-long`, `hits-touch`, `touches-sunk`, `hits-unsunk`, `hits-no-ship`, `salvo-hits-apart`, `salvo-sunk-count`, `hit-refired`, `sunk-too-often`, `unread-none`), else
   * `conflict` (only the set of salvos is known) or `salvo-size` (a size no fleet fitting them is owed).
   */
  readonly reason?: string;
  /**
   * `announcements-impossible` of `reason` `salvo-size`: the shots the side fired in that salvo,
   * which the message says. Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly firedShots?: number;
  /**
   * `announcement-inconsistent`: each problem the message says after its colon, in its parts, for
   * saying it in the record's language (problem-text.ts). Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly problems?: readonly ProblemParts[];
  /**
   * `announcement-inconsistent` after a line out of turn where a salvo of the shooter may be left
   * out, and no such salvo explains it: that side (as the record names it) and the salvo number
   * it would go before; the problems are judged with it put in, and the message says so. Internal:
   * the JSON reports leave it out (`breachJson`).
   */
  readonly gapCounted?: { readonly side: string; readonly before: number };
  /**
   * `announcement-contradicts-fleet`, a "sunk" where the fleet gives a hit, that the hits of lines
   * left out (or of cells that cannot be read) may have made right alone, but that are counted
   * toward an earlier "sunk" of the side (one total for all): said after the message and before
   * the suggestion (shared-hits-text.ts). Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly sharedHits?: SharedHits;
  /**
   * By language spoken (`en`, `ru`, `pl`): for `announcements-impossible`, the reason in a
   * sentence, said after the message; for a hospital hit left out or hits miscounted
   * (`mendBrings`), what the mend brings back, said after the suggestion's "write -> …"; for
   * `wrong-salvo-size` with `owedFrom`, how the shots owed come about, said after "owed N:"; for
   * `shot-limit` after lines naming no cell (`noCellLines`), how many are left without them, said
   * after the message in parentheses (referee-text.ts). Internal: the JSON reports leave it out (`breachJson`).
   */
  readonly said?: Readonly<Record<string, string>>;
  /**
   * `announcement-inconsistent` where no fleet layout gives the announcement after the earlier
   * ones: the other salvos (the record's numbers) whose announcements no legal fleet fits together
   * with it (a smallest such set, the consistency check's), said after the message.
   */
  readonly conflictsWith?: readonly number[];
  /** `shot-limit`: the lines naming no cell before the salvo (the record's salvo numbers), whose shots the limit could not count. */
  readonly noCellLines?: readonly number[];
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly suggestion?: string;
}

export interface RefereeReport {
  /** Nothing is wrong: no reading error, no breach. */
  readonly ok: boolean;
  /** Errors in reading the record and breaches of the rules, in record order. */
  readonly breaches: readonly Breach[];
  /** Warnings (look-alike cells, ignored words, what was not judged): not breaches; the referee's own with their words in Russian and Polish (`said`). */
  readonly warnings: readonly RefereeWarning[];
  /** The game after the last salvo. */
  readonly state: GameState;
  readonly result: GameResult;
}

/** Breaches in the record's order: by salvo, then line and column (those of no salvo first). For `sort`. */
export function inRecordOrder(a: Breach, b: Breach): number {
  return (a.salvo ?? 0) - (b.salvo ?? 0) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * What a salvo with a cell that could not be read leaves unjudged: its size, and a whole-salvo
 * announcement (the unreadable cell may be the one that hit), unless it is "no hits" (nothing
 * hit: each readable cell was water). Per-shot results of the readable
 * cells are still judged, each against its cell. A cell written off the board (`offBoard` of
 * them) leaves the announcement so, but not the size: it was one shot called all the same, and
 * the size counts it (`RecordedSalvo.offBoard`). The referee and the consistency check
 * (src/inference/record-check.ts) both go by it.
 */
export function unreadableLeavesUnjudged(
  variant: Variant,
  src: { readonly unreadableCells: number } | undefined,
  announcement?: Announcement | null,
  offBoard = 0,
): { size: boolean; announcement: boolean } {
  const lost = src !== undefined && src.unreadableCells > 0;
  // "No hits": whatever the unreadable cell was, nothing hit, so every readable cell was water.
  const noHits = announcement?.kind === 'per-salvo' && announcement.hits.length === 0;
  return { size: src !== undefined && src.unreadableCells > offBoard, announcement: lost && variant.report.timing === 'per-salvo' && !noHits };
}

/**
 * Per shot, a result for a cell that could not be read is left out with its cell; where it was a
 * hit (or sunk, or not known), a ship has a cell fired at that the evidence does not hold. A later
 * "sunk" by the same side says that every cell of the ship hit was fired at, which may take in
 * that unread cell (`10К И10 -> попал, убит`: К10 hit, then И10 sinks the destroyer И10-К10):
 * read with the unread cell left out, it would place a ship wholly in the cells read (a submarine
 * at И10, К10 water), which the game does not show. So those salvos' announcements tell nothing
 * (their cells are fired at all the same); a "hit" or a miss only asks less without the cell.
 * The referee does not find such a "sunk" belied by a revealed fleet that gives a hit there:
 * the unread cell (its error says) may be the ship's last. Per salvo, a later salvo's "sunk" after
 * one with an unread cell (not told "no hits") alike. Each such salvo's place, with the place
 * of its side's first salvo with an unread cell that may have hit.
 */
export function sunkAfterUnreadHit(record: Pick<GameRecord, 'salvos' | 'sides'>, variant: Variant, sources: Pick<RecordSources, 'salvos'> | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (sources === undefined) return out;
  // Per side, the first of its salvos with an unread cell that may have hit.
  const blind = new Map<string, number>();
  record.salvos.forEach((s, at) => {
    const src = sources.salvos[at];
    if (src === undefined) return;
    const side = variantSideOf(record, variant, s.side);
    // A salvo's own "sunk" may take in its unread cell too: its shots fell together.
    if (!blind.has(side) && mayHaveHitUnread(src, s)) blind.set(side, at);
    const from = blind.get(side);
    if (from !== undefined && s.announcement?.kind === 'per-shot' && s.announcement.shots.some((r) => r.result === 'sunk')) out.set(at, from);
    // Per salvo, a later salvo's "sunk" likewise (the unread salvo's own announcement tells nothing already).
    if (from !== undefined && from < at && s.announcement?.kind === 'per-salvo' && s.announcement.hits.some((h) => h.sunk === true)) out.set(at, from);
  });
  return out;
}

/**
 * A per-shot announcement of the cells read, with the results written for the cells that could
 * not be read put back in their places (each with its text): undefined where none is unread or
 * the places are not known.
 */
function wholePerShot(read: readonly ShotReport[], src: SalvoSource | undefined): { shot: ShotReport; written?: string }[] | undefined {
  const unread = src?.unreadResults ?? [];
  const at = src?.unreadAt ?? [];
  if (unread.length === 0 || at.length !== unread.length) return undefined;
  const out: { shot: ShotReport; written?: string }[] = read.map((shot) => ({ shot }));
  at.forEach((u, k) => out.splice(Math.min(u.index, out.length), 0, { shot: unread[k]!, written: u.written }));
  return out;
}

/**
 * Per salvo (0-based place), how many of its cells could not be read and were fired all the same:
 * the unreadable cells less those off the board (a cell off the board hits nothing). The one count
 * the referee's replay, `check`'s unjudged salvos and its sizes judged without an announcement use.
 *
 * @example
 *   unreadCellsOf(record, sources) // Map { 2 => 1 }: the third salvo has one cell that could not be read
 */
export function unreadCellsOf(record: Pick<GameRecord, 'salvos'>, sources: Pick<RecordSources, 'salvos'> | undefined): Map<number, number> {
  const out = new Map<number, number>();
  sources?.salvos.forEach((src, t) => {
    const n = src.unreadableCells - (record.salvos[t]?.offBoard ?? 0);
    if (n > 0) out.set(t, n);
  });
  return out;
}

/**
 * Did a shot of this salvo at a cell that could not be read perhaps hit? Cells off the board hit
 * nothing; a garbled one may have, unless the whole salvo was told "no hits" or every unread
 * shot's own result was a miss.
 */
export function mayHaveHitUnread(src: Pick<SalvoSource, 'unreadableCells' | 'unreadResults'>, s: Pick<RecordedSalvo, 'offBoard' | 'announcement'>): boolean {
  if (src.unreadableCells - (s.offBoard ?? 0) <= 0) return false;
  if (s.announcement?.kind === 'per-salvo' && s.announcement.hits.length === 0) return false;
  return src.unreadResults === undefined || src.unreadResults.some((r) => r.result !== 'miss');
}

/** The variant's one protected class by its name in each language (undefined where it has none or several). */
function protectedShipNames(variant: Variant): Record<string, string> | undefined {
  const guarded = variant.fleet.filter((c) => c.protected);
  return guarded.length === 1 ? Object.fromEntries((['en', 'ru', 'pl'] as const).map((l) => [l, localize(guarded[0]!.name, l, variant)])) : undefined;
}

/** The protected ship as an English message names it: `the hospital ship`, or `a protected ship`. */
function protectedShipEnglish(ship: Record<string, string> | undefined): string {
  return ship === undefined ? 'a protected ship' : `the ${ship['en']!.charAt(0).toLowerCase()}${ship['en']!.slice(1)}`;
}

/** Whether `recorded` says "sunk" where `expected` says "hit", shot for shot, and is otherwise the same. */
function onlySunkForHit(recorded: Announcement | null, expected: Announcement | null | undefined): boolean {
  if (recorded?.kind !== 'per-shot' || expected?.kind !== 'per-shot' || recorded.shots.length !== expected.shots.length) return false;
  let sunk = false;
  for (const [i, r] of recorded.shots.entries()) {
    const e = expected.shots[i]!;
    if (r.result === 'sunk' && e.result === 'hit') sunk = true;
    else if (r.result !== e.result) return false;
  }
  return sunk;
}

/**
 * Whether the cells that could not be read of the side firing salvo `t`, announced as hits, are
 * enough to be the rest of each ship its "sunk" names where the revealed fleet gives a hit, with
 * the cells `claimed` for the earlier such "sunk" of the side (one total for all): the ships'
 * cells not fired at, by the cells read, are no more than those unread hits. The cells they then
 * claim, or undefined.
 */
function unreadMayFinish(rec: GameRecord, variant: Variant, sources: readonly SalvoSource[], t: number, claimed: ReadonlySet<number>): Set<number> | undefined {
  const salvo = rec.salvos[t];
  if (salvo?.announcement?.kind !== 'per-shot') return undefined;
  const side = variantSideOf(rec, variant, salvo.side);
  const layout = setupOf(rec, variant).fleets[otherSide(variant, side)];
  if (layout === undefined) return undefined;
  const fired = new Set<number>();
  for (let i = 0; i <= t; i++) {
    const s = rec.salvos[i]!;
    if (variantSideOf(rec, variant, s.side) === side) for (const c of s.cells) fired.add(c);
  }
  const unread = unreadHitLines(rec, variant, sources, t).reduce((sum, l) => sum + l.hits, 0);
  const rest = new Set(claimed);
  for (const [k, r] of salvo.announcement.shots.entries()) {
    if (r.result !== 'sunk') continue;
    const ship = layout.find((s) => s.cells.includes(salvo.cells[k]!));
    if (ship === undefined) return undefined;
    for (const c of ship.cells) if (!fired.has(c)) rest.add(c);
  }
  return rest.size <= unread ? rest : undefined;
}

/**
 * The salvos up to `t` of the side firing salvo `t` with cells that cannot be read (not off the
 * board) whose shots may have hit: each salvo's number in the record and the most hits those
 * cells may hold (the results written for them where they are known).
 */
function unreadHitLines(rec: GameRecord, variant: Variant, sources: readonly SalvoSource[], t: number): { item: number; hits: number }[] {
  const side = variantSideOf(rec, variant, rec.salvos[t]!.side);
  const out: { item: number; hits: number }[] = [];
  for (let i = 0; i <= t; i++) {
    const s = rec.salvos[i]!;
    const src = sources[i];
    if (src === undefined || variantSideOf(rec, variant, s.side) !== side) continue;
    const garbled = src.unreadableCells - (s.offBoard ?? 0);
    const hits = Math.min(garbled, src.unreadResults === undefined ? garbled : src.unreadResults.filter((r) => r.result !== 'miss').length);
    if (hits > 0) out.push({ item: src.item, hits });
  }
  return out;
}

/**
 * The cells a line left out of the replay (`lines`: those before salvo `t` that may have been its
 * shooter's, with the most hits each may hold) may have hit to make salvo `t`'s "sunk", where the
 * revealed fleet gives a hit, right: each such ship's cells its shooter did not fire at as read.
 * With the cells of the shots said "sunk" (`at`). Undefined where they are more than the lines may
 * have hit, or the announcement differs otherwise.
 */
function lostMayFinish(rec: GameRecord, variant: Variant, t: number, expected: Announcement | null | undefined, lines: readonly { readonly hits: number | null }[]): { at: number[]; rest: number[] } | undefined {
  const salvo = rec.salvos[t];
  if (salvo?.announcement?.kind !== 'per-shot' || lines.length === 0 || !onlySunkForHit(salvo.announcement, expected)) return undefined;
  const side = variantSideOf(rec, variant, salvo.side);
  const layout = setupOf(rec, variant).fleets[otherSide(variant, side)];
  if (layout === undefined) return undefined;
  const fired = new Set<number>();
  for (let i = 0; i <= t; i++) if (variantSideOf(rec, variant, rec.salvos[i]!.side) === side) for (const c of rec.salvos[i]!.cells) fired.add(c);
  const rest = new Set<number>();
  const at: number[] = [];
  for (const [k, r] of salvo.announcement.shots.entries()) {
    if (r.result !== 'sunk' || expected?.kind !== 'per-shot' || expected.shots[k]?.result !== 'hit') continue;
    at.push(salvo.cells[k]!);
    const ship = layout.find((x) => x.cells.includes(salvo.cells[k]!));
    if (ship === undefined) return undefined;
    for (const c of ship.cells) if (!fired.has(c)) rest.add(c);
  }
  const hits = lines.reduce((sum, l) => sum + (l.hits ?? Infinity), 0);
  return rest.size > 0 && rest.size <= hits ? { at, rest: [...rest].sort((a, b) => a - b) } : undefined;
}

/** The rules of `ruleOfDiagnostic` a record breaks where it cannot be read as written (not the fleet layout's, nor the board's). */
const READING_RULES: ReadonlySet<string> = new Set(['record format', 'cells readable', 'announcement readable']);

/**
 * Whether a finding is a reading error (a line under no side of the game, a cell or an
 * announcement that cannot be read) rather than a breach of the game's rules: check's summary
 * and analyze's referee line count them apart (`2 breaches and 1 reading error`).
 */
export function isReadingError(b: Pick<Breach, 'rule'>): boolean {
  return READING_RULES.has(b.rule);
}

/** Rules for the record reading codes. */
function ruleOfDiagnostic(code: string): string {
  if (code.startsWith('cell-')) return code === 'cell-off-board' ? 'cells on the board' : 'cells readable';
  if (code.startsWith('announcement-')) return 'announcement readable';
  if (code.startsWith('ship-') || code.startsWith('layout-') || code === 'unknown-class' || code === 'fleet-count') return 'fleet layout';
  return 'record format';
}

/**
 * Everything wrong with a parsed record. `opts.sizesNotEvidence`: salvo sizes the inference
 * found impossible, which then do not narrow the shooter's fleet for the salvos after them.
 *
 * @example
 *   refereeRecord(parseRecord(text, variant), variant).ok
 */
export function refereeRecord(parsed: ParsedRecord, variant: Variant, opts: ReplayOptions = {}): RefereeReport {
  const { record, sources } = parsed;
  const file = sources.file;
  const lang = recordLanguage(record, variant);
  const breaches: Breach[] = [];
  // A side as the game names it in Russian and Polish, quoted (`«Синие»` for a record's `blue`).
  const single = singleShots(variant);
  const named = (side: string): SideIn => (l) => quoted(l, sideName(record, variant, side, l));
  const warnings: RefereeWarning[] = [];
  for (const d of parsed.diagnostics) {
    if (d.severity === 'warning') {
      warnings.push(d);
      continue;
    }
    breaches.push({
      code: d.code,
      rule: ruleOfDiagnostic(d.code),
      message: d.message,
      ...(d.salvo !== undefined ? { salvo: d.salvo } : {}),
      ...(d.suggestion !== undefined ? { suggestion: d.suggestion } : {}),
      ...(d.file !== undefined ? { file: d.file } : {}),
      ...(d.line !== undefined ? { line: d.line } : {}),
      ...(d.column !== undefined ? { column: d.column } : {}),
      ...(d.parts !== undefined ? { parts: d.parts } : {}),
    });
  }

  // Salvos recorded without what was announced: not a breach, but the referee should know.
  record.salvos.forEach((salvo, i) => {
    const src = sources.salvos[i];
    if (salvo.announcement !== null || src?.unreadableResult) return;
    warnings.push({
      severity: 'warning',
      code: 'announcement-missing',
      message: noAnnouncementWords(possessive(salvo.side, 'salvo')),
      suggestion: 'add "-> <announcement>" after the cells',
      said: missingAnnouncementSaid(single, named(salvo.side)),
      ...place(file, src?.at),
      salvo: src?.item ?? i + 1,
    });
  });

  // Fleets.
  for (const side of record.sides) {
    const layout = record.fleets[side.id];
    if (!layout) continue;
    const ships = sources.fleetShips?.[side.id] ?? [];
    for (const b of layoutBreaches(layout, variant, lang !== undefined ? { lang } : {})) {
      // At the ship it concerns; a clash between ships at the one written later, as `fleet check`
      // places it (a count breach at the first ship of its class); else at the side's fleet.
      const written = b.ships.map((i) => ships[i]).filter((p): p is TextPosition => p !== undefined);
      const later = written.reduce<TextPosition | undefined>((best, p) => (best === undefined || p.line > best.line || (p.line === best.line && p.column > best.column) ? p : best), undefined);
      const at = (b.diagnostic.code === 'fleet-count' ? written[0] : later) ?? sources.fleets[side.id];
      breaches.push({
        code: 'illegal-fleet',
        rule: 'fleet layout',
        message: `${possessive(side.id, 'fleet')}: ${b.diagnostic.message}`,
        side: side.id,
        // The rule, and what the referee does: look at the player's own chart.
        suggestion: `${b.diagnostic.suggestion !== undefined ? `${b.diagnostic.suggestion}; ` : ''}compare the fleet with ${ownChart(side.id)} and mend a ship copied wrong; if it was drawn so, the fleet breaks the rules`,
        recorded: b.diagnostic.code,
        ...(b.parts !== undefined ? { fleet: b.parts } : {}),
        ...place(file, at),
      });
    }
  }

  // Salvos. A cell that could not be read (garbled, not off the board) was fired all the same.
  // Lines naming no cell are put back where what was announced says how the game went on.
  const { record: written, sources: srcs0, put: put0, unjudged } = withLostSalvos(record, sources, variant);
  const unreadCells = unreadCellsOf(written, srcs0);
  const unreadableAnnouncements = new Set<number>();
  srcs0.salvos.forEach((src, t) => {
    if (src.unreadableResult && written.salvos[t]?.announcement === null) unreadableAnnouncements.add(t);
  });
  // Per shot, the results written for cells that cannot be read: what was announced for them, so
  // whose turn it was and what they sank follow from them (the engine leaves whose turn it is open
  // where a cell is off the board: it hit nothing as written, so it or its result is wrong).
  const unreadResults = new Map<number, readonly ShotReport[]>();
  srcs0.salvos.forEach((src, t) => {
    if (src.unreadResults !== undefined && src.unreadResults.length > 0) unreadResults.set(t, src.unreadResults);
  });
  // Right after an item left out, or a cell left out whose result is not known, whose turn it was
  // is not judged (see below): play goes on from the salvo as fired.
  // The salvos as replayed: as written, then with any salvo left out put back (below).
  let view: { salvos: readonly SalvoSource[]; record: GameRecord; unreadResults: ReadonlyMap<number, readonly ShotReport[]> } = { salvos: srcs0.salvos, record: written, unreadResults };
  const cellLeftBefore = (t: number): boolean => {
    const previous = t > 0 ? view.salvos[t - 1] : undefined;
    const src = view.salvos[t];
    return (
      previous !== undefined &&
      previous.unreadableCells > 0 &&
      variant.report.timing === 'per-shot' &&
      !view.unreadResults.has(t - 1) &&
      view.record.salvos[t - 1]?.announcement !== null &&
      src !== undefined &&
      src.item === previous.item + 1
    );
  };
  const itemLostBefore = (t: number): boolean => {
    const src = view.salvos[t];
    return src !== undefined && src.item > (view.salvos[t - 1]?.item ?? 0) + 1;
  };
  const orderUnknown = new Set<number>();
  srcs0.salvos.forEach((_, t) => {
    if (cellLeftBefore(t) || itemLostBefore(t)) orderUnknown.add(t);
  });
  // A line written under the wrong side: read as the other side's where that fits and the game
  // after it brings no breach of its own (wrong-side.ts); the rest of the record is judged so read. Not
  // a line written twice (`repeated-salvo` says it), nor one naming no cell.
  const copies = writtenTwice(record, sources);
  const copied = new Set<number>();
  for (const copy of copies) {
    const first = put0.index[copy.at] ?? copy.at;
    srcs0.salvos.forEach((src, t) => {
      if (src.item >= copy.salvos.first && src.item <= copy.salvos.last && t >= first) copied.add(t);
    });
  }
  const sideFree0: ReplayOptions = { ...rekeyed(opts, put0), unreadCells, unreadableAnnouncements, unreadResults, cellsUnknown: put0.unknown, orderUnknown };
  // A salvo left out: put back, cells and announcement not known, where the record so read has no
  // breach of the turn order or of a salvo size from there on and adds none (missing-salvo.ts).
  // Tried before the lines under the wrong side: a gap puts every later line of the side after it
  // out of step, and lines read as the other side's to mend those would hide the gap; a line
  // really under the wrong side is never read as a gap (put in before it, the line after it is out
  // of turn). And before the lines written the other way round (as-read.ts), which it never reads as one.
  const gaps = missingSalvos(written, srcs0, variant, sideFree0, new Set([...put0.unknown, ...copied]));
  const srcs: RecordSources = gaps.missing.length === 0 ? srcs0 : { ...srcs0, salvos: gaps.salvos };
  const sideFree = gaps.opts;
  const putIn = new Set(gaps.missing.map((m) => m.at));
  // Each place before the salvos were put back, its place after.
  const moved: number[] = [];
  gaps.record.salvos.forEach((_, t) => {
    if (!putIn.has(t)) moved.push(t);
  });
  const put = { index: put0.index.map((t) => moved[t] ?? t), unknown: new Set([...put0.unknown].map((t) => moved[t] ?? t)) };
  const { record: rec, slips } = wrongSideSlips(gaps.record, srcs, variant, sideFree, new Set([...put.unknown, ...[...copied].map((t) => moved[t] ?? t), ...putIn]));
  // The size breaches a salvo put back explains by a hit it may have made: said with it.
  const explained = new Set(gaps.missing.flatMap((m) => m.hit));
  view = { salvos: srcs.salvos, record: rec, unreadResults: sideFree.unreadResults ?? new Map() };
  // A line naming no cell left out all the same was still a salvo of its side: the salvos of that
  // side after it keep the numbers every command gives them (`sideSalvoNumbers`, counting only
  // the lines the replay leaves out: the ones put back are salvos of `rec`). Given where they
  // differ from the replay's own count.
  const sideSalvos = new Map<number, number>();
  // So too a line left out whose side is not read (it cannot be read, or names no side the game
  // has) where the turn order gives it one, as the turns, repeats and sizes after it go by that side.
  const unsided = (sources.lost ?? []).filter((l) => l.side === undefined);
  const turnStates = unsided.length === 0 ? [] : replayRecord(rec, variant, sideFree).states;
  const implied = unsided.flatMap((l) => {
    const of = lostLineSide(rec, srcs, variant, turnStates, new Map(), l.item);
    return of === undefined ? [] : [{ ...l, side: recordSideOf(rec, variant, of) }];
  });
  const leftOut = [...(sources.lost ?? []).filter((l) => l.side !== undefined && unjudged.has(l.item)), ...implied];
  if (leftOut.length > 0) {
    const replayed = sideSalvoNumbers(rec);
    sideSalvoNumbers(rec, srcs, leftOut).forEach((n, t) => {
      if (n !== replayed[t]) sideSalvos.set(t, n);
    });
  }
  const replayedNumbers = sideSalvoNumbers(rec);
  // The first salvo after a line left out, put back or with cells not read: a "sunk" the fleet
  // gives as a hit from there on may be made right by what that line hit (`TurnInput.afterLost`).
  const lostItems = (sources.lost ?? []).map((l) => l.item);
  const firstLostItem = lostItems.length === 0 ? Infinity : Math.min(...lostItems);
  const afterLost = Math.min(
    ...[...put.unknown, ...putIn, ...[...(sideFree.unreadCells ?? new Map<number, number>())].filter(([, n]) => n > 0).map(([t]) => t)].map((t) => t + 1),
    ...srcs.salvos.map((s, t) => (s.item > firstLostItem ? t : Infinity)),
  );
  const { states, violations: replayed } = replayRecord(rec, variant, { ...sideFree, sideSalvos, ...(afterLost < Infinity ? { afterLost } : {}) });
  // Why an item is left out: a line naming no cell (its side read), or one that cannot be read.
  const noCells = new Set((srcs.lost ?? []).filter((l) => l.side !== undefined).map((l) => l.item));
  // Or a salvo read whose cells that cannot be read (not off the board) may have hit: how many.
  const unreadIn = new Map(srcs.salvos.map((src, t) => [src.item, src.unreadableCells - (rec.salvos[t]?.offBoard ?? 0)]));
  // Or a line under a side the game does not have (`rde:`): its cells may read, its side does not.
  const noSide = new Set(parsed.diagnostics.filter((d) => d.code === 'unknown-side' && d.salvo !== undefined).map((d) => d.salvo!));
  const lostWhy = (item: number): LostWhy => {
    const cells = unreadIn.get(item);
    return cells !== undefined && cells > 0 ? { kind: 'unread-cell', cells } : (unjudged.get(item) ?? { kind: noCells.has(item) ? 'no-cell' : noSide.has(item) ? 'no-side' : 'unreadable' });
  };
  const howLost = (item: number): string => lostWhyEnglish(lostWhy(item));
  const targetOf = (why: LostWhy): SideIn | undefined => (why.kind === 'no-cell-revealed' ? named(why.target) : undefined);
  // The first item left out of the replay (it cannot be read, or names no cell) before each
  // salvo that may have hit, by its number: one whose own announcement says it hit nothing (as
  // `lostHits` reads it) cannot have cost a side shots.
  // Only a line that may have been the other side's: a side's own salvo costs it no shots.
  // The lines left out, by their number: the side read for each (if any) and its announcement.
  const lostSides = new Map((sources.lost ?? []).map((l) => [l.item, l.side]));
  const lostSalvos = new Map((sources.lost ?? []).map((l) => [l.item, l.salvo]));
  const violations = [...replayed, ...penaltiesAfterLost(rec, srcs, variant, states, replayed, lostSides, lostSalvos, (t) => sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1)].sort((a, b) => a.turn - b.turn);
  // A line naming no side (`- B1 H8 -> miss`) where the turn order leaves one side to fire there:
  // that side's line to write, said so, the other side's after it.
  breaches.forEach((b, k) => {
    const lines = b.parts?.['lines'];
    if (b.code !== 'salvo-form' || b.parts?.['kind'] !== 'no-side' || b.salvo === undefined || !Array.isArray(lines)) return;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, b.salvo);
    const side = of === undefined ? undefined : recordSideOf(rec, variant, of);
    const line = side === undefined ? undefined : lines.find((l) => l.startsWith(`- ${side}: `));
    const other = lines.find((l) => l !== line);
    if (side === undefined || line === undefined || other === undefined) return;
    const otherSide = other.slice(2, other.indexOf(':'));
    breaches[k] = {
      ...b,
      suggestion: `the turn order gives it to ${side}: write "${line}"; if ${otherSide} fired it, "${other}"`,
      // The sides as Russian and Polish name them, quoted (`«Синие»` for `blue`).
      parts: { ...b.parts, turnLine: line, otherLine: other, turnSideRu: named(side)('ru'), turnSidePl: named(side)('pl'), otherSideRu: named(otherSide)('ru'), otherSidePl: named(otherSide)('pl') },
    };
  });
  // The one line left out right before salvo `t` (right after a line read, or first), where its
  // side is read or the turn order gives it one: that side (a variant side), whether it was read,
  // and whose turn it was after it (`decideNext`, by what it announced where that reads): the
  // salvo at `t` in turn (`in`), out of it (`out`, `next` the side whose turn it was), or either,
  // as what it hit decides (`open`). Undefined where its side is not known.
  const turnAfterLost = (t: number): { side: string; read: boolean; verdict: 'in' | 'out' | 'open'; next: string } | undefined => {
    const src = srcs.salvos[t];
    const n = (src?.item ?? 0) - 1;
    if (src === undefined || n !== (t > 0 ? srcs.salvos[t - 1]!.item : 0) + 1) return undefined;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, n);
    const before = states[t]!;
    if (of === undefined || before.over || before.next !== of || before.alternativeNext !== null) return undefined;
    const setup = setupOf(rec, variant);
    const outcome = salvoOutcome(variant, lostSalvos.get(n)?.announcement ?? null);
    const d = decideNext({
      variant,
      shooter: of,
      skipNext: Object.fromEntries(before.sides.map((x) => [x.side, x.skipNext])),
      hitAny: outcome.any,
      protectedHit: outcome.protectedHit,
      canFire: (id) => owedShots(setup, before, id).max > 0,
    });
    // A skip it may owe (a hit on a protected ship) or settle: the replay goes on from `t` as fired
    // without it, so the turns after are not as it would have them; not judged, as before.
    if (d.next === null || before.sides.some((x) => (d.skipNext[x.side] ?? 'no') !== x.skipNext)) return undefined;
    const fired = variantSideOf(rec, variant, rec.salvos[t]!.side);
    const verdict = d.next === fired && d.alternativeNext === null ? 'in' : d.next !== fired && d.alternativeNext !== fired ? 'out' : 'open';
    return { side: of, read: lostSides.get(n) !== undefined, verdict, next: d.alternativeNext === fired ? d.alternativeNext : d.next };
  };
  // Salvo `t` the second of two of one side, the first right after one line left out whose side
  // (read, or given by the turn order) is the other and which may have hit the protected ship where
  // that costs the next turn: the line, its side, whether read, and whether its announcement says the hit.
  const skipAfterLost = (t: number): { item: number; side: string; read: boolean; certain: boolean } | undefined => {
    if (variant.turns.protectedHitPenalty !== 'skip-next-turn' || t < 1) return undefined;
    const first = srcs.salvos[t - 1];
    const n = (first?.item ?? 0) - 1;
    if (first === undefined || srcs.salvos[t]?.item !== first.item + 1 || n !== (t > 1 ? srcs.salvos[t - 2]!.item : 0) + 1) return undefined;
    const fired = rec.salvos[t]!.side;
    if (rec.salvos[t - 1]!.side !== fired) return undefined;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, n);
    if (of === undefined || of === variantSideOf(rec, variant, fired)) return undefined;
    const hit = salvoOutcome(variant, lostSalvos.get(n)?.announcement ?? null).protectedHit;
    if (hit === 'no') return undefined;
    return { item: n, side: of, read: lostSides.get(n) !== undefined, certain: hit === 'yes' };
  };
  // `turn-unjudged` at `t`, right after a line left out (`after`: its side, where known).
  const turnUnjudgedLost = (t: number, after: ReturnType<typeof turnAfterLost>): RefereeWarning => {
    const src = srcs.salvos[t]!;
    const who = recordSideOf(rec, variant, rec.salvos[t]!.side);
    const n = src.item - 1;
    const of = after === undefined ? undefined : recordSideOf(rec, variant, after.side);
    const next = after === undefined ? undefined : recordSideOf(rec, variant, after.next);
    const known =
      after === undefined
        ? ''
        : after.verdict === 'open'
          ? `; ${after.read ? `it was ${possessiveAgain(of!)}` : `the turn order gives it to ${of}`}, and what it hit may have decided whose turn it was`
          : `; ${after.read ? `it was ${possessiveAgain(of!)}, so` : `if it was ${possessiveAgain(of!)}, as the turn order gives it,`} the turn after it was ${possessiveAgain(next!)}${next === of ? ' again' : ''}`;
    return {
      severity: 'warning',
      code: 'turn-unjudged',
      message: `whether it was ${possessive(who, 'turn')} is not judged: salvo ${n} before it ${howLost(n)}${known}`,
      suggestion: 'mend that salvo, and check again',
      said: turnUnjudgedLostSaid(
        single,
        named(who),
        n,
        lostWhy(n),
        targetOf(lostWhy(n)),
        after === undefined || after.verdict === 'in' ? undefined : { side: named(of!), read: after.read, verdict: after.verdict, next: named(next!), again: next === of },
      ),
      ...place(file, src.at),
      salvo: src.item,
    };
  };
  const lostBefore: (number | undefined)[] = [];
  const firstLost = new Map<string, number>();
  srcs.salvos.forEach((src, t) => {
    const previous = t === 0 ? 0 : srcs.salvos[t - 1]!.item;
    for (let item = previous + 1; item < src.item; item++) {
      if (lostHits(variant, lostSalvos.get(item), 1) === 0) continue;
      const of = lostLineSide(rec, srcs, variant, states, lostSides, item);
      for (const { id } of variant.turns.sides) if (of !== id && !firstLost.has(id)) firstLost.set(id, item);
    }
    lostBefore.push(firstLost.get(variantSideOf(rec, variant, rec.salvos[t]!.side)));
  });
  // Likewise, per salvo, the first salvo before it of another side with a cell that cannot be
  // read whose shot may have hit (`mayHaveHitUnread`): that hit may have cost the side shots. Only
  // where the fleet fired at is revealed: the replay then does not count it (not knowing the
  // cell); else it goes by the announcement, the result written for that cell with it. Where
  // the replay owes no later salvo more than was fired (Jutland's "battleship 2" at E~ E6: the
  // guns after it as written; Perelman past the ladder's last step) no warning is due: nothing
  // is short. The end of the game follows the cells read, and check's summary says its result
  // is as far as the record shows (tests/cli/unread-cell-result.test.ts).
  const unreadBefore: (number | undefined)[] = [];
  const firstUnread = new Map<string, number>();
  const revealed = setupOf(rec, variant).fleets;
  rec.salvos.forEach((s, t) => {
    const side = variantSideOf(rec, variant, s.side);
    const others = [...firstUnread].filter(([k]) => k !== side).map(([, item]) => item);
    unreadBefore.push(others.length > 0 ? Math.min(...others) : undefined);
    const src = srcs.salvos[t];
    if (src !== undefined && !firstUnread.has(side) && revealed[otherSide(variant, side)] !== undefined && mayHaveHitUnread(src, s)) firstUnread.set(side, src.item);
  });
  // The record's last salvo with no announcement written: the record may be cut off in it, so a
  // size short of what its side was owed is not judged, and its warning says so (one too long is
  // a breach all the same).
  const cutAt = cutOffAt(rec, { salvos: srcs.salvos, ...(sources.numbered !== undefined ? { numbered: sources.numbered } : {}) }, put.unknown);
  let cutShort: { shots: number; owed: string } | undefined;
  const sunkForUnread = new Set(sunkAfterUnreadHit(rec, variant, { salvos: srcs.salvos }).keys());
  // The place of the line out of turn before `u` after which a salvo of the side that fired at
  // `u`, put in (cells and announcement not known), takes away the announcement breach at `u`.
  // Each such line, with the announcement breach at `u` that remains with the salvo put in (none where it explains it).
  const gapReadings = (u: number): { t: number; still?: Violation }[] => {
    const shooter = rec.salvos[u]?.side;
    const setup = setupOf(rec, variant);
    const out: { t: number; still?: Violation }[] = [];
    for (const w of violations) {
      if (w.code !== 'out-of-turn' || w.turn >= u || w.expected !== variantSideOf(rec, variant, shooter ?? '') || rec.salvos[w.turn]?.forced === true) continue;
      const t = w.turn;
      const shots = owedShots(setup, states[t]!, variantSideOf(rec, variant, shooter!)).max;
      if (shots === 0) continue;
      const put: GameRecord = { ...rec, salvos: [...rec.salvos.slice(0, t), { side: shooter!, cells: [], announcement: null }, ...rec.salvos.slice(t)] };
      const shifted = shiftedOptions(sideFree, t);
      const putOpts: ReplayOptions = { ...shifted, cellsUnknown: new Set([...(shifted.cellsUnknown ?? []), t]), unreadCells: new Map([...(shifted.unreadCells ?? []), [t, shots]]) };
      const still = replayRecord(put, variant, putOpts).violations.find((x) => x.turn === u + 1 && x.code === 'announcement-inconsistent');
      out.push({ t, ...(still === undefined ? {} : { still }) });
      if (still === undefined) break;
    }
    return out;
  };
  const gapBefore = (u: number): number | undefined => gapReadings(u).find((r) => r.still === undefined)?.t;
  // An announcement no salvo left out explains, after a line out of turn where one may be: what
  // is wrong with it even with that salvo put in (its cells not known: bounds such as "at most 2
  // hits" count its shots), said with the salvo counted, not as if nothing could be missing.
  const gapCounting = (v: Violation): { v: Violation; gap?: { side: string; before: number } } => {
    const readings = gapReadings(v.turn);
    const last = readings[readings.length - 1];
    if (last?.still === undefined) return { v };
    const text = /^[^:]*: (.+)$/su.exec(last.still.message)?.[1];
    const head = /^[^:]*/su.exec(v.message)?.[0];
    if (text === undefined || head === undefined) return { v };
    const side = rec.salvos[v.turn]!.side;
    return { v: { ...v, message: `${head}: ${text}`, ...(last.still.problems !== undefined ? { problems: last.still.problems } : {}) }, gap: { side, before: srcs.salvos[last.t]?.item ?? last.t + 1 } };
  };
  // Per side owed the turn, the first turn-unjudged warning for the shot limit (see below): the later salvos it leaves unjudged.
  const turnLimitFirst = new Map<string, { readonly at: number; readonly shooter: string; readonly owed: string; readonly lines: readonly number[]; readonly unknown: number; readonly left: number; readonly later: number[] }>();
  // Each lost line's first size-unjudged warning for a side, by `<line> <side>`: the later salvos it leaves unjudged.
  const sizeUnjudgedFirst = new Map<string, { readonly at: number; readonly who: string; readonly shots: number; readonly lostItem: number; readonly later: number[] }>();
  // Per shooter (a variant side), the cells the lines left out are taken to have hit for the "sunk" not judged so far.
  const lostClaims = new Map<string, Set<number>>();
  // So too the cells the unread cells of read salvos are taken to have hit.
  const unreadClaims = new Map<string, Set<number>>();
  // Per shooter, the "sunk" each such total is counted toward so far (the record's salvo numbers, the cells each needs).
  const claimedBy = new Map<string, { salvo: number; line?: number; cells: string[] }[]>();
  const notation = variantNotation(variant, lang);
  for (const v of violations) {
    if (v.code === 'illegal-fleet') continue; // checked above, with positions
    const src = srcs.salvos[v.turn];
    if (isCutShort(v, cutAt) && v.owed !== undefined) {
      // A cell that cannot be read was a shot all the same: the cells written, that one a shot,
      // are what the record holds of the salvo (`A1 A2 A3 A4 A5 ZZ`: 6, as the side was owed).
      const written = (rec.salvos[v.turn]?.cells.length ?? 0) + (src?.unreadableCells ?? 0);
      if (written < v.owed.min) {
        cutShort = { shots: written, owed: formatRange(v.owed) };
        continue;
      }
    }
    // A salvo with a cell that cannot be read: the cell is reported, not what follows from it.
    const lost = unreadableLeavesUnjudged(variant, src, rec.salvos[v.turn]?.announcement, rec.salvos[v.turn]?.offBoard);
    if ((lost.size && SIZE_CODES.has(v.code)) || (lost.announcement && v.code === 'announcement-contradicts-fleet')) continue;
    // "Sunk" where the fleet gives a hit, after a hit at a cell that cannot be read: that cell
    // may be the ship's last (`10К И10 -> попал, убит`); the cell's error stands for it.
    // Where those hits would make it right alone but are counted toward an earlier "sunk": said with the breach.
    let shared: SharedHits | undefined;
    if (v.code === 'announcement-contradicts-fleet' && sunkForUnread.has(v.turn) && onlySunkForHit(rec.salvos[v.turn]?.announcement ?? null, v.expectedAnnouncement)) {
      const shooter = variantSideOf(rec, variant, rec.salvos[v.turn]!.side);
      const before = unreadClaims.get(shooter) ?? new Set<number>();
      const claims = unreadMayFinish(rec, variant, srcs.salvos, v.turn, before);
      if (claims !== undefined) {
        unreadClaims.set(shooter, claims);
        const key = `unread ${shooter}`;
        claimedBy.set(key, [...(claimedBy.get(key) ?? []), { salvo: src?.item ?? v.turn + 1, ...(src !== undefined ? { line: src.at.line } : {}), cells: [...claims].filter((c) => !before.has(c)).sort((a, b) => a - b).map(notation.cell) }]);
        continue;
      }
      const alone = unreadMayFinish(rec, variant, srcs.salvos, v.turn, new Set());
      const earlier = claimedBy.get(`unread ${shooter}`) ?? [];
      if (alone !== undefined && earlier.length > 0) {
        const lines = unreadHitLines(rec, variant, srcs.salvos, v.turn);
        shared = { kind: 'unread', lines: lines.map((l) => l.item), upTo: lines.reduce((sum, l) => sum + l.hits, 0), cells: [...alone].sort((a, b) => a - b).map(notation.cell), earlier };
      }
    }
    // "Sunk" where the fleet gives a hit, after a line left out of the replay that may have been
    // the shooter's: its shots may have hit the rest of the ship. Not judged, said so.
    if (v.code === 'announcement-contradicts-fleet' && src !== undefined) {
      const shooter = variantSideOf(rec, variant, rec.salvos[v.turn]!.side);
      const lines = uncountedLines(rec, srcs, variant, states, new Set(), lostSides, v.turn, shooter).map((l) => ({ ...l, hits: lostHits(variant, lostSalvos.get(l.item), l.max) }));
      const finish = lostMayFinish(rec, variant, v.turn, v.expectedAnnouncement, lines);
      // The lines' hits are one total for every "sunk" of the side they may make right: the rest
      // of each ship, with those of the earlier such "sunk", must be no more than it.
      const claimed = lostClaims.get(shooter) ?? new Set<number>();
      const together = new Set([...claimed, ...(finish?.rest ?? [])]);
      // The most hits the lines may hold; not known (any number) where a line's is not.
      const upTo = lines.some((l) => l.hits === null) ? undefined : lines.reduce((sum, l) => sum + (l.hits ?? 0), 0);
      const earlier = claimedBy.get(`lost ${shooter}`) ?? [];
      if (finish !== undefined && together.size > (upTo ?? Infinity) && earlier.length > 0 && shared === undefined) {
        shared = { kind: 'lost', lines: lines.map((l) => l.item), ...(upTo !== undefined ? { upTo } : {}), cells: finish.rest.map(notation.cell), earlier };
      }
      if (finish !== undefined && together.size <= (upTo ?? Infinity)) {
        lostClaims.set(shooter, together);
        claimedBy.set(`lost ${shooter}`, [...earlier, { salvo: src.item, line: src.at.line, cells: finish.rest.filter((c) => !claimed.has(c)).map(notation.cell) }]);
        const b = breachOfViolation(v, rec, variant, srcs, (t) => sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1);
        const who = rec.salvos[v.turn]!.side;
        const target = b.side ?? rec.sides.find((x) => x.id !== who)?.id ?? who;
        const sideSalvo = sideSalvos.get(v.turn) ?? replayedNumbers[v.turn] ?? v.turn + 1;
        const items = lines.map((l) => l.item);
        const cells = finish.rest.map(notation.cell);
        const at = finish.at.map(notation.cell);
        const which = items.length === 1 ? `salvo ${items[0]} before it ${howLost(items[0]!)}` : `salvos ${items.join(', ')} before it are not counted (see their errors)`;
        warnings.push({
          severity: 'warning',
          code: 'announcement-unjudged',
          message: `${possessive(target, 'announcement')} for ${possessive(who, `salvo ${sideSalvo}`, '')} is not judged: the fleet gives a hit at ${at.join(', ')}, not "sunk", but ${which}, and ${items.length === 1 ? 'it' : 'they'} may hold hits${upTo !== undefined ? ` (up to ${upTo})` : ''} on the rest of the ship (${cells.join(', ')}, not fired at as read)`,
          suggestion: items.length === 1 ? 'mend that salvo, and check again' : 'mend those salvos, and check again',
          said: announcementUnjudgedLostSaid(single, named(target), named(who), sideSalvo, items, items.length === 1 ? lostWhy(items[0]!) : undefined, items.length === 1 ? targetOf(lostWhy(items[0]!)) : undefined, upTo, at, cells),
          ...(b.file !== undefined ? { file: b.file } : {}),
          ...(b.line !== undefined ? { line: b.line } : {}),
          ...(b.column !== undefined ? { column: b.column } : {}),
          salvo: src.item,
        });
        continue;
      }
    }
    // Right after an item that cannot be read (left out of the replay), whose turn it was is not
    // known: that item may have been the salvo the replay still waits for. Nor right after a salvo
    // with a cell left out (it cannot be read, or is off the board) whose result is not known
    // (per shot, the results do not match the cells): it may have given its side another shot
    // (or a hit on the protected ship a lost turn). A whole-salvo announcement, and the results
    // written for such cells, say what was announced: the turn is judged by them.
    if ((v.code === 'out-of-turn' || v.code === 'penalty-ignored') && src !== undefined && cellLeftBefore(v.turn)) {
      warnings.push({
        severity: 'warning',
        code: 'turn-unjudged',
        message: `whether it was ${possessive(recordSideOf(rec, variant, v.side), 'turn')} is not judged: a cell of salvo ${src.item - 1} before it is left out (see its error), and what was announced for it may have decided whose turn it was`,
        suggestion: 'mend that salvo, and check again',
        said: turnUnjudgedCellSaid(single, named(recordSideOf(rec, variant, v.side)), src.item - 1),
        ...place(file, src.at),
        salvo: src.item,
      });
      continue;
    }
    if ((v.code === 'out-of-turn' || v.code === 'penalty-ignored') && src !== undefined && itemLostBefore(v.turn)) {
      // Judged by the side the lost line's was, read or given by the turn order: in turn, nothing to say.
      const after = turnAfterLost(v.turn);
      if (after?.verdict === 'in') continue;
      warnings.push(turnUnjudgedLost(v.turn, after));
      continue;
    }
    // The second of two salvos of a side right after a line left out of the replay that may have
    // cost the other side that turn (a hit on the protected ship): in turn where that line, its side
    // read or given by the turn order, announced the hit; not judged where what it hit is not known.
    if (v.code === 'out-of-turn' && src !== undefined) {
      const skip = skipAfterLost(v.turn);
      if (skip !== undefined) {
        if (skip.certain) continue;
        const who = recordSideOf(rec, variant, v.side);
        const lostSide = recordSideOf(rec, variant, skip.side);
        const ship = protectedShipNames(variant);
        warnings.push({
          severity: 'warning',
          code: 'turn-unjudged',
          message: `whether it was ${possessive(who, 'turn')} is not judged: salvo ${skip.item} before it ${howLost(skip.item)}; ${skip.read ? `it was ${possessiveAgain(lostSide)}` : `the turn order gives it to ${lostSide}`}, and if it hit ${protectedShipEnglish(ship)} (what it hit is not known), ${lostSide} lost the next turn and ${who} fired twice`,
          suggestion: 'mend that salvo, and check again',
          said: turnUnjudgedSkipSaid(single, named(who), skip.item, lostWhy(skip.item), targetOf(lostWhy(skip.item)), named(lostSide), skip.read, ship),
          ...place(file, src.at),
          salvo: src.item,
        });
        continue;
      }
    }
    // Out of turn where the side owed the turn may have had no shots left under the limit: the
    // lines before whose shots the replay does not count (up to as many as that side was owed
    // each) may have been its last. Said once per side owed, the later such salvos listed in it.
    if (v.code === 'out-of-turn' && src !== undefined && variant.turns.shotLimit !== null) {
      const owedTurn = v.expected ?? '';
      const left = states[v.turn]!.sides.find((s) => s.side === owedTurn)?.shotsLeft;
      const lines = left === null || left === undefined ? [] : uncountedLines(rec, srcs, variant, states, put.unknown, lostSides, v.turn, owedTurn);
      const unknown = lines.reduce((sum, l) => sum + l.max, 0);
      if (left !== null && left !== undefined && lines.length > 0 && unknown >= left) {
        const first = turnLimitFirst.get(owedTurn);
        if (first !== undefined) first.later.push(src.item);
        else {
          turnLimitFirst.set(owedTurn, { at: warnings.length, shooter: recordSideOf(rec, variant, v.side), owed: recordSideOf(rec, variant, owedTurn), lines: lines.map((l) => l.item), unknown, left, later: [] });
          warnings.push({ severity: 'warning', code: 'turn-unjudged', message: '', salvo: src.item, ...place(file, src.at) });
        }
        continue;
      }
    }
    // After a lost item, a salvo short of what the replay owes may be right: the lost salvo may
    // have cost the side shots (damage, guns, ships); one too long is a breach all the same.
    const shortBy = v.owed !== undefined && Number(v.recorded) < v.owed.min;
    const lostLine = lostBefore[v.turn];
    const unreadSalvo = unreadBefore[v.turn];
    const lostItem = lostLine === undefined || (unreadSalvo !== undefined && unreadSalvo < lostLine) ? unreadSalvo : lostLine;
    if (shortBy && lostItem !== undefined && variant.turns.salvo.kind !== 'constant' && src !== undefined) {
      const who = recordSideOf(rec, variant, v.side);
      // One warning for one lost line: the side's later salvos it leaves unjudged are listed in the first's.
      const first = sizeUnjudgedFirst.get(`${lostItem} ${who}`);
      if (first !== undefined) {
        first.later.push(src.item);
        continue;
      }
      sizeUnjudgedFirst.set(`${lostItem} ${who}`, { at: warnings.length, who, shots: Number(v.recorded), lostItem, later: [] });
      warnings.push({
        severity: 'warning',
        code: 'size-unjudged',
        message: `${possessive(who, `${v.recorded} shots`)} are not judged: salvo ${lostItem} before it ${howLost(lostItem)}${lostWhy(lostItem).kind === 'unread-cell' ? ' and cost' : ', and may have cost'} ${who} shots`,
        suggestion: 'mend that salvo, and check again',
        said: sizeUnjudgedLostSaid(single, named(who), Number(v.recorded), lostItem, lostWhy(lostItem), targetOf(lostWhy(lostItem))),
        ...place(file, src.at),
        salvo: src.item,
      });
      continue;
    }
    // An announcement judged impossible only as the record is written, after a salvo out of turn
    // that may stand for a salvo of the other side left out: that salvo, its cells not known, may
    // have hit what this announcement claims; not stated as a breach, said as not judged.
    const gap = v.code === 'announcement-inconsistent' ? gapBefore(v.turn) : undefined;
    if (gap !== undefined && src !== undefined) {
      const shooter = rec.salvos[v.turn]!.side;
      const sideSalvo = sideSalvos.get(v.turn) ?? replayedNumbers[v.turn] ?? v.turn + 1;
      const b = breachOfViolation(v, rec, variant, srcs, (t) => sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1);
      const target = b.side ?? rec.sides.find((x) => x.id !== shooter)?.id ?? shooter;
      const before = srcs.salvos[gap]?.item ?? gap + 1;
      warnings.push({
        severity: 'warning',
        code: 'announcement-unjudged',
        message: `${possessive(target, 'announcement')} for ${possessive(shooter, `salvo ${sideSalvo}`, '')} is not judged: a salvo of ${shooter} may be left out before salvo ${before} (see its error), and what it hit is not known`,
        suggestion: 'write in the salvo left out, if it was, and check again',
        said: announcementUnjudgedGapSaid(single, named(target), named(shooter), sideSalvo, before),
        ...(b.file !== undefined ? { file: b.file } : {}),
        ...(b.line !== undefined ? { line: b.line } : {}),
        ...(b.column !== undefined ? { column: b.column } : {}),
        salvo: src.item,
      });
      continue;
    }
    // A size that fits only if a salvo left out (put back) hit: said with that salvo, not as a breach.
    if (SIZE_CODES.has(v.code) && explained.has(v.turn)) continue;
    const judged = v.code === 'announcement-inconsistent' ? gapCounting(v) : { v };
    const replayed = breachOfViolation(judged.v, rec, variant, srcs, (t) => sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1);
    const breach: Breach =
      judged.gap === undefined
        ? replayed
        : { ...replayed, message: `${replayed.message}, even counting a salvo of ${judged.gap.side} that may be left out before salvo ${judged.gap.before} (see its error)`, gapCounted: judged.gap };
    const suggestion = v.code === 'after-game-end' ? gameEnd(states, rec, variant, srcs) : whatToDo(breach);
    const ended = v.code === 'after-game-end' ? howEnded(states, rec, variant, srcs) : undefined;
    // The hits counted toward an earlier "sunk": which of the two is wrong is not known, said so.
    const sharing = shared === undefined ? {} : { sharedHits: shared, message: `${breach.message}${sharedHitsMessage('en', single, shared)}` };
    const advice = suggestion === undefined || shared === undefined ? suggestion : `${sharedHitsSuggestion('en', single, shared)}${suggestion}`;
    breaches.push({ ...breach, ...sharing, ...(advice !== undefined ? { suggestion: advice } : {}), ...(ended !== undefined ? { ended } : {}) });
  }
  // A salvo the replay finds in turn right after a line left out, where that line's side (read,
  // or given by the turn order) leaves the turn after it to the other side: said, not judged.
  const orderBreachAt = new Set(violations.filter((v) => v.code === 'out-of-turn' || v.code === 'penalty-ignored').map((v) => v.turn));
  srcs.salvos.forEach((_, t) => {
    if (orderBreachAt.has(t) || !itemLostBefore(t) || rec.salvos[t]?.forced === true) return;
    const after = turnAfterLost(t);
    if (after?.verdict === 'out') warnings.push(turnUnjudgedLost(t, after));
  });
  for (const { at, shooter, owed, lines, unknown, left, later } of turnLimitFirst.values()) {
    const limit = variant.turns.shotLimit ?? 0;
    const which = lines.length === 1 ? `salvo ${lines[0]} before it ${howLost(lines[0]!)}` : `salvos ${lines.join(', ')} before it are not counted (see their errors)`;
    warnings[at] = {
      ...warnings[at]!,
      message: `whether it was ${possessive(shooter, 'turn')} is not judged: ${owed} may have had no shots left of the ${limit}, as ${which}, and ${lines.length === 1 ? 'it' : 'they'} may hold up to ${takesApostrophe(owed) ? `${unknown} of ${owed}'s shots` : `${unknown} shots of ${owed}`}, not counted (${left} left without ${lines.length === 1 ? 'it' : 'them'})${later.length > 0 ? `; nor, for the same reason, at salvo${later.length === 1 ? '' : 's'} ${numberList(later)}` : ''}`,
      suggestion: lines.length === 1 ? 'mend that salvo, and check again' : 'mend those salvos, and check again',
      said: turnUnjudgedLimitSaid(single, named(shooter), named(owed), limit, lines, lines.length === 1 ? lostWhy(lines[0]!) : undefined, lines.length === 1 ? targetOf(lostWhy(lines[0]!)) : undefined, unknown, left, later),
    };
  }
  for (const { at, who, shots, lostItem, later } of sizeUnjudgedFirst.values()) {
    if (later.length === 0) continue;
    const listed = later.length === 1 ? `${later[0]}` : `${later.slice(0, -1).join(', ')} and ${later[later.length - 1]}`;
    warnings[at] = {
      ...warnings[at]!,
      message: `${warnings[at]!.message}; nor, for the same reason, are the sizes of salvo${later.length === 1 ? '' : 's'} ${listed}`,
      said: sizeUnjudgedLostSaid(single, named(who), shots, lostItem, lostWhy(lostItem), targetOf(lostWhy(lostItem)), later),
    };
  }
  if (cutShort !== undefined && cutAt !== undefined) {
    const item = srcs.salvos[cutAt]!.item;
    const k = warnings.findIndex((w) => w.code === 'announcement-missing' && w.salvo === item);
    const who = rec.salvos[cutAt]!.side;
    const { shots, owed } = cutShort;
    if (k >= 0) {
      warnings[k] = {
        ...warnings[k]!,
        message: `${noAnnouncementWords(possessive(who, 'salvo'))}, the last of the record: its size (${shots} shot${shots === 1 ? '' : 's'} where ${who} was owed ${owed}) is not judged, as the record may end before the rest of it was written`,
        suggestion: `add its other cells, if any, and "-> <announcement>" after them; if ${who} fired ${shots} shot${shots === 1 ? '' : 's'}, the salvo is the wrong size`,
        said: cutOffSaid(single, named(who), shots, owed),
      };
    }
  }
  // Each line written under the wrong side: that one slip, at the line, saying what to write.
  for (const slip of slips) {
    const first = slip.turns[0]!;
    const src = srcs.salvos[first];
    const shots = slip.turns.map((t) => rec.salvos[t]!);
    // The line to write is in the record's own words, whatever language check speaks (`--lang en` on a Russian record: `попал`, not `hit`).
    const writeLang = record.writtenIn === undefined ? lang : recordLanguage({ language: record.writtenIn }, variant);
    const text = shots.length === 1 ? formatSalvoText(shots[0]!, variant, writeLang) : formatTurnText(shots, variant, writeLang);
    const sideSalvo = sideSalvos.get(first) ?? replayedNumbers[first] ?? first + 1;
    // As written, the side had no shots left: the line is past the limit, not out of turn.
    const limit = slip.noShotsLeft === true ? (variant.turns.shotLimit ?? undefined) : undefined;
    const readsAs = { written: slip.written, salvos: shots.length, write: `- ${slip.reads}: ${text}`, ...(limit !== undefined ? { limit } : {}) };
    const them = shots.length === 1 ? 'it' : 'them';
    breaches.push({
      code: 'wrong-side',
      rule: WRONG_SIDE_RULE,
      message: wrongSideMessage(slip.reads, sideSalvo, readsAs),
      salvo: src?.item ?? first + 1,
      side: slip.reads,
      shooter: slip.reads,
      sideSalvo,
      expected: slip.reads,
      recorded: slip.written,
      readsAs,
      suggestion:
        limit !== undefined
          ? `write ${readsAs.write}; if ${slip.written} did fire ${them}, with all ${limit} of its shots fired before, add forced: true to the line, and check judges ${them} as ${takesApostrophe(slip.written) ? `${slip.written}'s` : `fired by ${slip.written}`}: shots past the limit, ${notToFire(slip.written)}`
          : `write ${readsAs.write}; if ${slip.written} did fire ${them}, out of turn, add forced: true to the line, and check judges ${them} as ${takesApostrophe(slip.written) ? `${slip.written}'s` : `fired by ${slip.written}`}`,
      ...place(file, src?.at),
    });
  }
  // Each salvo left out: that one slip, at the line after it, saying what to write in above it.
  for (const m of gaps.missing) {
    const next = srcs.salvos[m.at + 1];
    const target = rec.salvos[m.at + 1]?.side ?? '';
    const sideSalvo = sideSalvos.get(m.at) ?? replayedNumbers[m.at] ?? m.at + 1;
    const hit = m.hit.map((t) => sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1);
    const missing = { written: target, shots: m.shots, ...(hit.length > 0 ? { hit } : {}) };
    breaches.push({
      code: 'salvo-missing',
      rule: SALVO_MISSING_RULE,
      message: salvoMissingMessage(m.side, sideSalvo, missing),
      salvo: next?.item ?? m.at + 1,
      side: m.side,
      shooter: m.side,
      sideSalvo,
      expected: m.side,
      recorded: target,
      missing,
      suggestion: `write it in above this line: - ${m.side}: <cells> -> <announcement>; if ${m.side} did not fire then, ${possessive(target, 'line')} is out of turn: add forced: true to it if play went on from it`,
      ...place(file, next?.at),
    });
  }
  // A line written twice (the next list item again: the same side, cells and announcement): one
  // slip, said once, in place of what the replay finds in the copy (out of turn, every cell a
  // repeat, an announcement no fresh cell gives), which all follow from it.
  for (const copy of copies) {
    const t = put.index[copy.at] ?? copy.at;
    const item = copy.salvos;
    const dropped = breaches.filter((b) => b.salvo !== undefined && b.salvo >= item.first && b.salvo <= item.last && ENGINE_CODES.has(b.code));
    if (dropped.length === 0) continue;
    for (const b of dropped) breaches.splice(breaches.indexOf(b), 1);
    const salvo = rec.salvos[t]!;
    const notation = variantNotation(variant, lang);
    const line = copy.line;
    breaches.push({
      code: 'repeated-salvo',
      rule: REPEATED_SALVO_RULE,
      message: repeatedSalvoMessage(copy.of, item.first, salvo.announcement !== null),
      salvo: item.first,
      side: salvo.side,
      shooter: salvo.side,
      sideSalvo: sideSalvos.get(t) ?? replayedNumbers[t] ?? t + 1,
      recorded: copy.cells.map(notation.cell).join(' '),
      copyOf: { ...copy.of, announced: salvo.announcement !== null },
      suggestion: `delete line ${line} if it was written twice; if ${salvo.side} did fire ${copy.of.salvos === 1 ? 'it' : 'them'} again, add forced: true to it, and check judges ${copy.of.salvos === 1 ? 'it as a salvo of its own' : 'them as salvos of their own'}`,
      ...place(file, srcs.salvos[t]?.at),
    });
  }
  // A salvo with a cell that cannot be read: its size is not judged (the cell may have stood for
  // more shots, or none), said where its cells written, that cell one shot, are not what its side
  // was owed. Not where every salvo is one shot: its size is not in question, only its cell.
  if (!single) {
    const setup = setupOf(rec, variant);
    rec.salvos.forEach((salvo, t) => {
      const src = srcs.salvos[t];
      if (src === undefined || states[t]!.over || !unreadableLeavesUnjudged(variant, src, salvo.announcement, salvo.offBoard).size) return;
      const owed = owedShots(setup, states[t]!, variantSideOf(rec, variant, salvo.side));
      const written = salvo.cells.length + src.unreadableCells;
      if ((written >= owed.min && written <= owed.max) || (t === cutAt && written < owed.min)) return;
      // A cell written as a range (`G1-G2`, its own error) one of whose readings makes the salvo
      // the size owed: the range is the one mistake, said at the cell.
      if (rangeReadingFits(parsed.diagnostics, src.item, written, owed)) return;
      const who = salvo.side;
      const garbled = src.unreadableCells - (salvo.offBoard ?? 0);
      const owedText = formatRange(owed);
      warnings.push({
        severity: 'warning',
        code: 'size-unjudged',
        message: `the size of ${possessive(who, 'salvo')} (${written} ${written === 1 ? 'cell' : 'cells'} written where ${who} was owed ${owedText}) is not judged: ${garbled === 1 ? 'a cell of it cannot be read (see its error)' : `${garbled} cells of it cannot be read (see their errors)`}, and may have stood for more shots or none`,
        suggestion: `mend ${garbled === 1 ? 'that cell' : 'those cells'}, and check again`,
        said: sizeUnjudgedCellSaid(single, named(who), written, owedText, garbled),
        ...place(file, src.at),
        salvo: src.item,
      });
    });
  }
  // A line left out whose side is not read but given by the turn order: that side's (the record's id).
  const givenSide = (n: number): string | undefined => {
    if (lostSides.get(n) !== undefined) return undefined;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, n);
    return of === undefined ? undefined : recordSideOf(rec, variant, of);
  };
  warnings.push(...repeatsUnjudged(variant, record, sources, parsed.diagnostics, file, new Set([...put.unknown].map((t) => srcs.salvos[t]!.item)), givenSide));
  const limits = limitsUnjudged(rec, srcs, variant, states, put.unknown, (sources.lost ?? []).filter((l) => unjudged.has(l.item)), noSide, file);
  warnings.push(...limits.warnings);
  breaches.push(...limits.breaches);
  breaches.sort(inRecordOrder);
  const state = states[states.length - 1]!;
  return { ok: breaches.length === 0, breaches, warnings, state, result: state.result };
}

/**
 * The place in the replay (`rec`) of the record's last salvo where it has no announcement written
 * (nor one that could not be read) and no list item follows it in the file: the record may be cut
 * off in that salvo, its cells not all written. Undefined otherwise.
 */
export function cutOffAt(rec: Pick<GameRecord, 'salvos'>, srcs: Pick<RecordSources, 'salvos' | 'numbered'>, unknown: ReadonlySet<number> = new Set()): number | undefined {
  const at = rec.salvos.length - 1;
  const src = srcs.salvos[at];
  if (at < 0 || src === undefined || unknown.has(at) || rec.salvos[at]!.announcement !== null || src.unreadableResult) return undefined;
  return src.item >= (srcs.numbered ?? src.item) ? at : undefined;
}

/** `cutOffAt`'s salvo is short of what its side was owed (`v` a salvo size violation of the replay): its size is not judged. */
export function isCutShort(v: Pick<Violation, 'code' | 'turn' | 'owed' | 'recorded'>, cutAt: number | undefined): boolean {
  return v.turn === cutAt && (v.code === 'wrong-salvo-size' || v.code === 'salvo-size-not-allowed') && v.owed !== undefined && Number(v.recorded) < v.owed.min;
}

/** The rule a line written twice breaks (`repeated-salvo`). */
export const REPEATED_SALVO_RULE = 'each salvo written once';

/** The rule a salvo left out of the record breaks (`salvo-missing`). */
export const SALVO_MISSING_RULE = 'every salvo written';

/** `salvo-missing`'s parts: the side of the line after the gap, the shots the missing salvo was owed, and the target's salvos (own numbers) whose sizes fit only if it hit. */
export interface MissingParts {
  readonly written: string;
  readonly shots: number;
  readonly hit?: readonly number[];
}

/** Numbers as a list, a run written as a span (`4–13`, `4, 6`). */
export function numberList(ns: readonly number[]): string {
  const run = ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1);
  return ns.length > 2 && run ? `${ns[0]}–${ns[ns.length - 1]}` : ns.join(', ');
}

/**
 * `salvo-missing`'s message, after its `salvo 7:` (the line after the gap): `blue's salvo 4
 * seems left out before it: …`; where the target's sizes after it fit only if it hit, says so.
 */
export function salvoMissingMessage(side: string, sideSalvo: number, m: MissingParts): string {
  const hit = m.hit ?? [];
  const sizes = hit.length === 0 ? '' : `; ${possessive(m.written, `salvo${hit.length === 1 ? '' : 's'} ${numberList(hit)}`, '')} ${hit.length === 1 ? 'has' : 'have'} the size owed only if it hit (what it hit is not known)`;
  return `${possessive(side, `salvo ${sideSalvo}`, '')} seems left out before it: it was ${possessive(side, 'turn')}, and with a salvo of ${side} put in here (cells and announcement not known) the turns and salvo sizes after it fit${sizes}`;
}

/** The rule two results of a turn line written the other way round break (`results-swapped`). */
export const RESULTS_SWAPPED_RULE = 'each result under its shot';

/** `results-swapped`'s parts: the shooter's own numbers of the two shots, their cells and results as written (in the record's words), and the line to write. */
export interface SwappedResults {
  readonly shots: readonly number[];
  readonly cells: readonly string[];
  readonly results: readonly string[];
  readonly write: string;
  /** Where the two shots are each on a line of its own (a turn kept one line a shot): each of those lines (its number) and what to write there; `write` is the two, in order. */
  readonly lines?: readonly { readonly line: number; readonly write: string }[];
}

/**
 * What `results-swapped` says to write: the turn line, or, the two shots on lines of their own,
 * each line's with its number (`at`), joined by `and`.
 *
 * @example
 *   swappedWrite(s, (w, l) => `${w} at line ${l}`, ' and ') // '- ala: B4 -> trafiony at line 37 and - ala: B5 -> pudło at line 38'
 */
export function swappedWrite(s: SwappedResults, at: (write: string, line: number) => string, and: string): string {
  return s.lines === undefined ? s.write : s.lines.map((l) => at(l.write, l.line)).join(and);
}

/**
 * `results-swapped`'s message, after its `salvo 15:`: `the results of первый's shots 10 and 11
 * (Б4, Б5) look written the other way round: …`.
 */
export function resultsSwappedMessage(shooter: string, target: string, s: SwappedResults): string {
  return `the results of ${possessive(shooter, `salvos ${s.shots[0]} and ${s.shots[1]}`, '')} (${s.cells[0]}, ${s.cells[1]}) look written the other way round: "${s.results[0]}" for ${s.cells[0]} and "${s.results[1]}" for ${s.cells[1]}; swapped, ${possessive(target, 'announcements')} and the turns after them fit`;
}

/** The rule a miss written for a shot its side fired again after breaks (`miss-fired-again`). */
export const MISS_FIRED_AGAIN_RULE = 'another shot only after a hit';

/**
 * `miss-fired-again`'s parts: the shooter's own number of the shot written a miss, its cell, its
 * result as written and as read (in the record's words, and `result` as the engine reads it), the
 * line to write (`write`, at `line`), and the shooter's next shot after it (own number, its line).
 */
export interface MissFiredAgain {
  readonly shot: number;
  readonly cell: string;
  readonly written: string;
  readonly reads: string;
  readonly result: 'hit' | 'sunk';
  readonly write: string;
  readonly line: number;
  readonly next: { readonly shot: number; readonly line: number };
}

/**
 * `miss-fired-again`'s message, after its `shot 8:`: `ala's salvo 5 (F8) is written "pudło", but
 * ala fired again after it …`.
 */
export function missFiredAgainMessage(shooter: string, target: string, m: MissFiredAgain): string {
  return `${possessive(shooter, `salvo ${m.shot}`, '')} (${m.cell}) is written "${m.written}", but ${shooter} fired again after it (salvo ${m.next.shot}, line ${m.next.line}), as a side does only after a hit; read as "${m.reads}", ${possessive(target, 'announcements')} and the turns after it fit`;
}

/** The rule a ship of a revealed fleet copied wrong breaks (`fleet-copied-wrong`). */
export const FLEET_COPIED_WRONG_RULE = 'the fleet as played';

/**
 * `fleet-copied-wrong`'s parts: the ship (its class, and its number where the class has more than
 * one: `destroyer #2`) as each language names it (`en`, and the variant's languages), its cells
 * as written and where every announcement fits it (in the record's notation), the line of the
 * ship, what to write there (`submarine: H4-J4` for a class of one ship, else the cells), and the
 * salvos whose announcements contradict it as written (the game's numbers, and, where known, whose
 * salvos they answer by that side's own numbers).
 */
export interface FleetCopiedWrong {
  readonly ship: Readonly<Record<string, string>>;
  readonly written: string;
  readonly fits: string;
  readonly line: number;
  readonly write: string;
  /** `write` is the whole line (`submarine: H4-J4`), not the cells in place of `written` in a list. */
  readonly whole: boolean;
  /**
   * Every place found where every announcement fits the ship, in board order, as `fits` and
   * `write` give the first: one where only one place fits, else the line to write for each (a
   * few at most; `more` counts the rest).
   */
  readonly places: readonly { readonly fits: string; readonly write: string }[];
  /** How many places fit beyond `places` (0 where `places` lists them all). */
  readonly more: number;
  readonly salvos: readonly number[];
  readonly against?: { readonly shooter: string; readonly sideSalvos: readonly number[] };
}

/** `fleet-copied-wrong`'s list of salvos: `blue's salvos 21, 32 (salvos 41, 63)`, the game's numbers in brackets where they differ. */
function copiedSalvos(c: FleetCopiedWrong): string {
  const one = c.salvos.length === 1;
  const list = c.salvos.join(', ');
  if (c.against === undefined) return `${one ? 'salvo' : 'salvos'} ${list}`;
  const own = c.against.sideSalvos.join(', ');
  return `${possessive(c.against.shooter, `${one ? 'salvo' : 'salvos'} ${own}`, '')}${own === list ? '' : ` (${one ? 'salvo' : 'salvos'} ${list})`}`;
}

/**
 * `fleet-copied-wrong`'s message: `red's submarine is written H3-J3, but red's announcements for
 * blue's salvos 21, 32 contradict it there, and at H4-J4 every announcement of red fits: …`;
 * where several places fit, `at any of 3 places (H4-J4, G5-G7 or I5-I7)` (`copiedPlaces`).
 */
export function fleetCopiedWrongMessage(side: string, c: FleetCopiedWrong): string {
  const one = c.salvos.length === 1;
  return `${possessive(side, c.ship['en'] ?? '?')} is written ${c.written}, but ${possessive(side, one ? 'announcement' : 'announcements')} for ${copiedSalvos(c)} ${one ? 'contradicts' : 'contradict'} it there, and at ${copiedPlaces(c)}, the rest of the fleet as written, every announcement of ${side} fits: the ship was likely copied wrong`;
}

/**
 * Where a ship copied wrong fits, in English: `H4-J4`, `any of 3 places (H4-J4, G5-G7 or I5-I7)`,
 * or past the few listed, those nearest the cells written: `any of 60 places (nearest H8-I8: A, B, C and D)`.
 */
function copiedPlaces(c: FleetCopiedWrong): string {
  if (c.places.length <= 1) return c.fits;
  const cells = c.places.map((p) => p.fits);
  const count = c.places.length + c.more;
  return `any of ${count} places (${c.more === 0 ? orList(cells, 'or') : `nearest ${c.written}: ${orList(cells, 'and')}`})`;
}

/** `A`, `A or B`, `A, B or C` (`word` between the last two). */
function orList(items: readonly string[], word: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]!}` : (items[0] ?? '');
}

/** `fleet-copied-wrong`'s suggestion: the line to write (where several places fit, the one the side's chart has), and what it means if the ship was drawn where it is written. */
export function fleetCopiedWrongSuggestion(side: string, c: FleetCopiedWrong): string {
  const one = c.salvos.length === 1;
  const drawn = `if it was drawn at ${c.written}, ${possessive(side, one ? 'announcement' : 'announcements')} ${one ? 'was' : 'were'} wrong`;
  if (c.places.length <= 1) {
    const write = c.whole ? `write ${c.write} at line ${c.line}` : `write ${c.fits} in place of ${c.written} at line ${c.line}`;
    return `${write}, if ${ownChart(side)} has it there; ${drawn}`;
  }
  const writes = c.places.map((p) => p.write);
  const list = c.more === 0 ? orList(writes, 'or') : `${writes.join(', ')}, or ${c.more === 1 ? 'one more place that fits' : `one of ${c.more} more places that fit`}`;
  return `write ${c.whole ? '' : `in place of ${c.written} `}at line ${c.line} whichever ${ownChart(side)} has: ${list}; ${drawn}`;
}

/** The chart a side drew its fleet on, in English: `blue's own chart`, `the chart of второй` (possessive.ts). */
function ownChart(side: string): string {
  return takesApostrophe(side) ? `${side}'s own chart` : `the chart of ${side}`;
}

/** What a side announced, in English: `red's "hit"`, `the "попал" второй announced` (possessive.ts). */
function saidBy(side: string, said: string): string {
  return takesApostrophe(side) ? `${side}'s "${said}"` : `the "${said}" ${side} announced`;
}

/** Shots a side had no right to fire, in English: `not blue's to fire`, `not for второй to fire` (possessive.ts). */
function notToFire(side: string): string {
  return takesApostrophe(side) ? `not ${side}'s to fire` : `not for ${side} to fire`;
}

/** The rule a line written under the wrong side breaks (`wrong-side`). */
export const WRONG_SIDE_RULE = 'each salvo under the side that fired it';

/**
 * `wrong-side`'s message, after its `salvo 7:`: `written under red, but it reads as blue's salvo
 * 4: …`; of a turn line, its shots (`… as blue's salvos 4–6: …`).
 */
export function wrongSideMessage(reads: string, sideSalvo: number, as: { readonly written: string; readonly salvos: number }): string {
  const one = as.salvos === 1;
  const salvos = one ? `salvo ${sideSalvo}` : `salvos ${sideSalvo}–${sideSalvo + as.salvos - 1}`;
  return `written under ${as.written}, but ${one ? 'it reads' : 'they read'} as ${possessive(reads, salvos, '')}: it was ${possessive(reads, 'turn')}, and as ${takesApostrophe(reads) ? `${reads}'s` : `fired by ${reads}`} ${one ? 'its' : 'their'} cells, size and announcement fit`;
}

/**
 * The record with each line the referee found written under the wrong side (`wrong-side` among
 * `breaches`) read as the side that fired it, for what judges the record beyond the replay (the
 * inference's check that a legal fleet fits the announcements). The same record where there is none.
 *
 * @example
 *   readAsFired(record, sources, refereeRecord(parsed, variant).breaches)
 */
export function readAsFired(record: GameRecord, sources: Pick<RecordSources, 'salvos'>, breaches: readonly Breach[]): GameRecord {
  const slips = breaches.filter((b) => b.code === 'wrong-side' && b.salvo !== undefined && b.shooter !== undefined && b.readsAs !== undefined);
  if (slips.length === 0) return record;
  const sideOf = (item: number | undefined): string | undefined =>
    item === undefined ? undefined : slips.find((b) => item >= b.salvo! && item < b.salvo! + b.readsAs!.salvos)?.shooter;
  return { ...record, salvos: record.salvos.map((s, t) => { const side = sideOf(sources.salvos[t]?.item); return side === undefined ? s : { ...s, side }; }) };
}

/** The codes the replay gives a salvo: what a line written twice brings, said as that one slip. */
const ENGINE_CODES: ReadonlySet<string> = new Set(VIOLATION_CODES);

/**
 * `repeated-salvo`'s message, after its `salvo 5:`: `salvo 4 (line 10) written again, …`; of a
 * turn line (`first`: the copy's first salvo), all the salvos of each (`salvos 4–6 (line 10)
 * written again as salvos 7–9, …`).
 */
export function repeatedSalvoMessage(of: { readonly salvo: number; readonly line: number; readonly salvos: number }, first: number, announced: boolean): string {
  const span = (n: number): string => `salvos ${n}–${n + of.salvos - 1}`;
  const what = of.salvos === 1 ? `salvo ${of.salvo} (line ${of.line}) written again` : `${span(of.salvo)} (line ${of.line}) written again as ${span(first)}`;
  return `${what}, ${announced ? 'the same side, cells and announcement' : 'the same side and cells, with no announcement either'}`;
}

/**
 * The lines written twice: a list item right after another (no item between them) that says the
 * same again, the side, the cells in their order and the announcement (for a turn line, every
 * shot's), its cells all readable. Not where the copy is marked `forced: true`: the referee says
 * it was fired again, and it is judged as any salvo. `at`: the copy's first salvo in `record`;
 * `salvos`: its numbers; `of`: the line it copies; `line`: the copy's line.
 */
function writtenTwice(
  record: GameRecord,
  sources: RecordSources,
): { at: number; salvos: { first: number; last: number }; of: { salvo: number; line: number; salvos: number }; line: number; cells: readonly number[] }[] {
  // The salvos of each list item (a turn line holds one per shot), in order.
  const items: number[][] = [];
  record.salvos.forEach((_, t) => {
    const shot = sources.salvos[t]?.shot;
    if (shot === undefined || shot.index === 0 || items.length === 0) items.push([t]);
    else items[items.length - 1]!.push(t);
  });
  const same = (a: number, b: number): boolean => {
    const x = record.salvos[a]!;
    const y = record.salvos[b]!;
    const sx = sources.salvos[a]!;
    const sy = sources.salvos[b]!;
    return (
      x.side === y.side &&
      x.cells.length > 0 &&
      x.cells.length === y.cells.length &&
      x.cells.every((c, i) => y.cells[i] === c) &&
      JSON.stringify(x.announcement) === JSON.stringify(y.announcement) &&
      sx.unreadableCells === 0 &&
      sy.unreadableCells === 0 &&
      !sx.unreadableResult &&
      !sy.unreadableResult &&
      y.forced !== true
    );
  };
  const out: ReturnType<typeof writtenTwice> = [];
  for (let k = 1; k < items.length; k++) {
    const a = items[k - 1]!;
    const b = items[k]!;
    const lastA = sources.salvos[a[a.length - 1]!]!.item;
    const firstB = sources.salvos[b[0]!]!.item;
    if (firstB !== lastA + 1 || a.length !== b.length || !a.every((t, i) => same(t, b[i]!))) continue;
    out.push({
      at: b[0]!,
      salvos: { first: firstB, last: sources.salvos[b[b.length - 1]!]!.item },
      of: { salvo: sources.salvos[a[0]!]!.item, line: sources.salvos[a[0]!]!.at.line, salvos: a.length },
      line: sources.salvos[b[0]!]!.at.line,
      cells: b.flatMap((t) => record.salvos[t]!.cells),
    });
  }
  return out;
}

/**
 * The record as the referee replays it: with the lines naming no cell put back, as salvos of
 * cells not known, where their side was read and what was announced says what they did to the
 * target: always where the target's fleet is not revealed (a salvo announced as hitting may have
 * hit anything), and where it is, when nothing was hit (a hit on a revealed fleet cannot be
 * placed on it). `put.index` maps places in `record.salvos` to places in the replay,
 * `put.unknown` the places of the salvos put back; `unjudged`, by salvo number, why a line
 * naming no cell was left out all the same.
 */
function withLostSalvos(
  record: GameRecord,
  sources: RecordSources,
  variant: Variant,
): { record: GameRecord; sources: RecordSources; put: { index: readonly number[]; unknown: ReadonlySet<number> }; unjudged: ReadonlyMap<number, LostWhy> } {
  const unjudged = new Map<number, LostWhy>();
  const back: { item: number; salvo: RecordedSalvo; source: SalvoSource }[] = [];
  for (const l of sources.lost ?? []) {
    if (l.side === undefined || l.salvo === undefined) continue;
    const target = record.sides.find((s) => s.id !== l.side)?.id;
    const hitNothing = l.salvo.announcement !== null && salvoOutcome(variant, l.salvo.announcement).any === 'no';
    if (target !== undefined && record.fleets[target] !== undefined && !hitNothing) {
      const what = l.salvo.announcement === null ? (l.salvo.unreadableResult ? 'unreadable' : 'missing') : 'hit';
      unjudged.set(l.item, { kind: 'no-cell-revealed', what, target });
      continue;
    }
    back.push({
      item: l.item,
      salvo: { side: l.side, cells: [], announcement: l.salvo.announcement, ...(l.salvo.forced === true ? { forced: true } : {}) },
      source: { item: l.item, at: l.salvo.at, cells: [], ...(l.salvo.result ? { result: l.salvo.result } : {}), unreadableCells: 0, unreadableResult: l.salvo.unreadableResult },
    });
  }
  if (back.length === 0) return { record, sources, put: { index: record.salvos.map((_, i) => i), unknown: new Set() }, unjudged };
  const all = [
    ...record.salvos.map((salvo, t) => ({ item: sources.salvos[t]!.item, salvo, source: sources.salvos[t]!, from: t })),
    ...back.map((b) => ({ ...b, from: -1 })),
  ].sort((a, b) => a.item - b.item || (a.source.shot?.index ?? 0) - (b.source.shot?.index ?? 0));
  const index = new Array<number>(record.salvos.length);
  const unknown = new Set<number>();
  all.forEach((x, i) => (x.from < 0 ? unknown.add(i) : (index[x.from] = i)));
  return {
    record: { ...record, salvos: all.map((x) => x.salvo) },
    sources: { ...sources, salvos: all.map((x) => x.source) },
    put: { index, unknown },
    unjudged,
  };
}

/** The caller's options, keyed by place in the record, keyed by place in the replay (`withLostSalvos`). */
function rekeyed(opts: ReplayOptions, put: { index: readonly number[] }): ReplayOptions {
  const move = (set: ReadonlySet<number> | undefined): ReadonlySet<number> | undefined => (set === undefined ? undefined : new Set([...set].map((t) => put.index[t] ?? t)));
  const sizes = move(opts.sizesNotEvidence);
  const words = move(opts.announcementsNotEvidence);
  const again = move(opts.namedAgain);
  const notSunk = opts.sunkNotBefore === undefined ? undefined : new Map([...opts.sunkNotBefore].map(([t, cells]) => [put.index[t] ?? t, cells]));
  return {
    ...opts,
    ...(sizes !== undefined ? { sizesNotEvidence: sizes } : {}),
    ...(words !== undefined ? { announcementsNotEvidence: words } : {}),
    ...(again !== undefined ? { namedAgain: again } : {}),
    ...(notSunk !== undefined ? { sunkNotBefore: notSunk } : {}),
  };
}

/**
 * The most hits a line left out of the replay may hold: as many as its announcement says, where it
 * was read; else `max`, its shots; null for any number, where a line that cannot be read may be a
 * whole turn of shots (./turns.ts).
 */
function lostHits(variant: Variant, salvo: LostSalvo | undefined, max: number): number | null {
  const a = salvo?.announcement;
  if (salvo === undefined && readsTurnLines(variant)) return null;
  if (a === null || a === undefined) return max;
  if (a.kind === 'per-shot') return Math.min(max, a.shots.filter((r) => r.result !== 'miss').length);
  return salvoOutcome(variant, a).any === 'no' ? 0 : max;
}

/**
 * The turns a line left out of the replay (`lostSides`, `lostSalvos`, by salvo number) cost its side
 * where the replay, going on without that line, cannot carry the penalty: in a game where a hit on
 * the protected ship costs the next turn, a line whose side is known (read, or given by the turn
 * order) and whose announcement names that hit; the other side fires the salvo right after it, and
 * the line's side the one after that, in the turn it had to skip: `penalty-ignored` there, as where
 * the line is read. Not where the replay already finds a breach of the turn order at either salvo,
 * nor where the second is forced.
 */
function penaltiesAfterLost(
  rec: GameRecord,
  srcs: RecordSources,
  variant: Variant,
  states: readonly GameState[],
  replayed: readonly Violation[],
  lostSides: ReadonlyMap<number, string | undefined>,
  lostSalvos: ReadonlyMap<number, LostSalvo | undefined>,
  sideSalvo: (t: number) => number,
): Violation[] {
  if (variant.turns.protectedHitPenalty !== 'skip-next-turn') return [];
  const orderAt = new Set(replayed.filter((v) => v.code === 'out-of-turn' || v.code === 'penalty-ignored' || v.code === 'after-game-end' || v.code === 'shot-limit').map((v) => v.turn));
  const out: Violation[] = [];
  srcs.salvos.forEach((src, t) => {
    const n = src.item - 1;
    const next = srcs.salvos[t + 1];
    if (t + 1 >= rec.salvos.length || next?.item !== src.item + 1 || n !== (t > 0 ? srcs.salvos[t - 1]!.item : 0) + 1) return;
    if (orderAt.has(t + 1) || rec.salvos[t + 1]!.forced === true) return;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, n);
    const before = states[t]!;
    if (of === undefined || before.over || before.next !== of || before.alternativeNext !== null || before.sides.some((x) => x.skipNext !== 'no')) return;
    if (salvoOutcome(variant, lostSalvos.get(n)?.announcement ?? null).protectedHit !== 'yes') return;
    const first = variantSideOf(rec, variant, rec.salvos[t]!.side);
    const second = variantSideOf(rec, variant, rec.salvos[t + 1]!.side);
    if (first === of || second !== of) return;
    const salvo = sideSalvo(t + 1);
    out.push({
      code: 'penalty-ignored',
      turn: t + 1,
      side: of,
      salvo,
      rule: RULES['penalty-ignored'],
      message: `${of} fired salvo ${salvo} in the turn it had to skip for hitting a protected ship`,
      expected: `${first} to fire`,
      recorded: of,
    });
  });
  return out;
}

/**
 * The side (a variant side) of line `n`, left out of the replay (`rec`, `srcs`, `states`): as read
 * (`lostSides`, by salvo number); else, right after a line read (or first), the side the turn
 * order leaves to fire there, where it leaves one; else undefined (either side's).
 */
function lostLineSide(rec: GameRecord, srcs: RecordSources, variant: Variant, states: readonly GameState[], lostSides: ReadonlyMap<number, string | undefined>, n: number): string | undefined {
  const of = lostSides.get(n);
  if (of !== undefined) return variantSideOf(rec, variant, of);
  if (n > 1 && !srcs.salvos.some((s) => s.item === n - 1)) return undefined;
  const next = srcs.salvos.findIndex((s) => s.item > n);
  const before = states[next < 0 ? rec.salvos.length : next]!;
  return before.next !== null && before.alternativeNext === null && !before.over ? before.next : undefined;
}

/**
 * The lines before place `t` of the replay (`rec`, `srcs`, `states`) whose shots it does not count
 * towards a shot limit and that may have been `side`'s (a variant side): the lines put back, cells
 * not known (`putBack`), of that side; and the lines left out of it (they cannot be read, or name
 * no cell), of that side or of a side not read (`lostSides`, by salvo number), unless the turn
 * order gives that line to the other side. Each with its number and the most shots `side` was
 * owed there.
 */
function uncountedLines(
  rec: GameRecord,
  srcs: RecordSources,
  variant: Variant,
  states: readonly GameState[],
  putBack: ReadonlySet<number>,
  lostSides: ReadonlyMap<number, string | undefined>,
  t: number,
  side: string,
): { item: number; max: number }[] {
  const setup = setupOf(rec, variant);
  const item = srcs.salvos[t]?.item ?? t + 1;
  const out: { item: number; max: number }[] = [];
  for (const p of putBack) {
    if (p < t && variantSideOf(rec, variant, rec.salvos[p]!.side) === side) out.push({ item: srcs.salvos[p]?.item ?? p + 1, max: owedShots(setup, states[p]!, side).max });
  }
  const read = new Set(srcs.salvos.map((s) => s.item));
  for (let n = 1; n < item; n++) {
    if (read.has(n)) continue;
    const of = lostLineSide(rec, srcs, variant, states, lostSides, n);
    if (of !== undefined && of !== side) continue;
    const next = srcs.salvos.findIndex((s) => s.item > n);
    out.push({ item: n, max: owedShots(setup, states[next < 0 ? rec.salvos.length : next]!, side).max });
  }
  return out.sort((a, b) => a.item - b.item);
}

/**
 * A shot limit (Perelman's 60) does not count the shots of a line naming no cell: how many it
 * fired is not known, but it was fired, so at least one where its side was owed any. Where even
 * one shot a line puts a later salvo of that side past the limit, that salvo is a breach
 * (`shot-limit`, naming the lines). Where only as many as its side was owed would, whether it
 * was within the limit is not judged: said once per side, at the first such salvo, naming the
 * lines (`limit-unjudged`, a warning). A salvo past the limit without them is a breach the replay
 * finds. `rec`, `srcs`, `states` are the replay's (lines put back at `putBack`); `leftOut`, the
 * lines naming no cell left out of it; `noSide`, the lines under a side the game does not have
 * (their cells may read, their side does not: said so, not that they cannot be read).
 */
function limitsUnjudged(
  rec: GameRecord,
  srcs: RecordSources,
  variant: Variant,
  states: readonly GameState[],
  putBack: ReadonlySet<number>,
  leftOut: NonNullable<RecordSources['lost']>,
  noSide: ReadonlySet<number>,
  file: string | undefined,
): { warnings: RefereeWarning[]; breaches: Breach[] } {
  const limit = variant.turns.shotLimit;
  const out: RefereeWarning[] = [];
  const breaches: Breach[] = [];
  const single = singleShots(variant);
  // The lines that cannot be read at all (their side not read either): either side's, and not
  // known to be fired by this one, so no shot is sure (`least` 0); said as what they are.
  const unread = (srcs.lost ?? []).filter((l) => l.side === undefined);
  if (limit === null || (putBack.size === 0 && leftOut.length === 0 && unread.length === 0)) return { warnings: out, breaches };
  const setup = setupOf(rec, variant);
  const itemOf = (t: number): number => srcs.salvos[t]?.item ?? t + 1;
  // Each salvo's number among its side's own, the lines naming no cell counted (put back, or left out).
  const ownNumbers = sideSalvoNumbers(rec, srcs, leftOut);
  // Each line naming no cell: its side, its number, and the most shots it may have fired.
  const lines: { side: string; item: number; own: number; max: number; unread?: LimitLineKind }[] = [];
  for (const t of putBack) {
    const side = variantSideOf(rec, variant, rec.salvos[t]!.side);
    lines.push({ side, item: itemOf(t), own: ownNumbers[t]!, max: owedShots(setup, states[t]!, side).max });
  }
  for (const l of leftOut) {
    if (l.side === undefined) continue;
    const side = variantSideOf(rec, variant, l.side);
    const next = rec.salvos.findIndex((_, t) => itemOf(t) > l.item);
    // Its side's own number: that side's salvos and lines left out before it, and it.
    const own = rec.salvos.filter((s, t) => s.side === l.side && itemOf(t) < l.item).length + leftOut.filter((x) => x.side === l.side && x.item < l.item).length + 1;
    lines.push({ side, item: l.item, own, max: owedShots(setup, states[next < 0 ? rec.salvos.length : next]!, side).max });
  }
  const lostSides = new Map((srcs.lost ?? []).map((l) => [l.item, l.side]));
  for (const l of unread) {
    const next = rec.salvos.findIndex((_, t) => itemOf(t) > l.item);
    const unread: LimitLineKind = noSide.has(l.item) ? 'no-side' : 'unreadable';
    // Either side's; only the one the turn order gives it, where it gives one (as for the turn and the sizes).
    const given = lostLineSide(rec, srcs, variant, states, lostSides, l.item);
    for (const side of variant.turns.sides.map((x) => x.id).filter((x) => given === undefined || x === given)) lines.push({ side, item: l.item, own: 0, max: owedShots(setup, states[next < 0 ? rec.salvos.length : next]!, side).max, unread });
  }
  const warned = new Set<string>();
  rec.salvos.forEach((salvo, t) => {
    if (putBack.has(t)) return;
    const side = variantSideOf(rec, variant, salvo.side);
    const left = states[t]!.sides.find((s) => s.side === side)?.shotsLeft;
    if (left === null || left === undefined) return;
    const all = lines.filter((l) => l.side === side && l.item < itemOf(t)).sort((a, b) => a.item - b.item);
    const unknown = all.reduce((sum, l) => sum + l.max, 0);
    // A line naming no cell was fired: one shot at least, where its side was owed any.
    const before = all.filter((l) => l.unread === undefined);
    const least = before.reduce((sum, l) => sum + Math.min(1, l.max), 0);
    const n = salvo.cells.length;
    // Past the limit as counted: a breach the replay reports.
    if (all.length === 0 || left === 0 || n > left) return;
    const who = recordSideOf(rec, variant, side);
    // What the lines are, each kind once, in this order: naming no cell, unread, under no side.
    const kinds = (['no-cell', 'unreadable', 'no-side'] as const).filter((k) => all.some((l) => (l.unread ?? 'no-cell') === k));
    const which = `${all.length === 1 ? `salvo ${all[0]!.item}` : `salvos ${all.map((l) => l.item).join(', ')}`} before it ${limitLinesEnglish(kinds, all.length === 1)}`;
    if (before.length > 0 && n > left - least) {
      const most = Math.max(0, left - least);
      breaches.push({
        code: 'shot-limit',
        rule: RULES['shot-limit'],
        message: `${possessive(who, `salvo ${ownNumbers[t]!}`, '')} has ${n} shot${n === 1 ? '' : 's'}, but at most ${most} ${most === 1 ? 'is' : 'are'} left under the limit of ${limit} (${left} without ${before.length === 1 ? `${possessive(who, `salvo ${before[0]!.own}`, '')}, which names no cell but was fired: one shot at least` : `${possessive(who, `salvos ${before.map((l) => l.own).join(', ')}`, '')}, which name no cell but were fired: one shot each at least`})`,
        salvo: itemOf(t),
        side: who,
        shooter: who,
        sideSalvo: ownNumbers[t]!,
        said: limitPastSaid(single, before.map((l) => l.own), left),
        noCellLines: before.map((l) => l.own),
        expected: `at most ${most} shot${most === 1 ? '' : 's'}`,
        recorded: String(n),
        suggestion: `compare the cells with the pad, and write the cells of ${possessive(who, before.length === 1 ? `salvo ${before[0]!.own}` : `salvos ${before.map((l) => l.own).join(', ')}`, '')}, ${before.length === 1 ? 'which names none' : 'which name none'}: shots past the limit were ${notToFire(who)}`,
        ...place(file, srcs.salvos[t]?.at),
      });
      return;
    }
    // Within the limit whatever they fired, or said already for this side.
    if (warned.has(side) || n <= left - unknown) return;
    warned.add(side);
    const kind = kinds.length === 1 ? kinds[0]! : 'mixed';
    out.push({
      severity: 'warning',
      code: 'limit-unjudged',
      message: `whether ${possessive(who, `${n} shot${n === 1 ? '' : 's'}`)} ${n === 1 ? 'is' : 'are'} within the limit of ${limit} is not judged: ${which}, and ${all.length === 1 ? 'its' : 'their'} shots (up to ${unknown}) ${kind === 'no-cell' ? '' : `may be ${takesApostrophe(who) ? `${who}'s` : `shots of ${who}`}, `}${kind === 'no-cell' ? 'are not counted' : 'not counted'} towards it (${left} left without them)`,
      suggestion: kind === 'no-cell' ? 'write the cells of that salvo, and check again' : all.length === 1 ? 'mend that salvo, and check again' : 'mend those salvos, and check again',
      said: limitUnjudgedSaid(single, (l) => quoted(l, sideName(rec, variant, who, l)), n, limit, all.map((l) => l.item), unknown, left, kinds),
      ...place(file, srcs.salvos[t]?.at),
      salvo: itemOf(t),
    });
  });
  return { warnings: out, breaches };
}

/** What a line left out is that a shot limit does not count: one naming no cell, one that cannot be read, one under a side the game does not have. */
type LimitLineKind = 'no-cell' | 'unreadable' | 'no-side';

/** `limit-unjudged`'s words for the lines before a salvo, of the `kinds` there are (`one`: a single line): `names no cell`, `name no cell or cannot be read`. */
function limitLinesEnglish(kinds: readonly LimitLineKind[], one: boolean): string {
  const words = kinds.map((k) => (k === 'unreadable' ? 'cannot be read' : k === 'no-cell' ? (one ? 'names no cell' : 'name no cell') : one ? 'names no side this game has' : 'name no side this game has'));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)!}`;
}

/**
 * The cells of a salvo left out of the replay (a line that cannot be read or names no cell, a
 * shot of a turn line whose cell cannot be read) or that cannot be read in a salvo are not known
 * as fired, so a later salvo of the same side firing at one of them again is not seen as a
 * repeat. Said once, at the first later salvo of that side (of each side, where the side was not
 * read either), as `repeat-unjudged`. A cell off the board needs no such word: fired at again, it
 * is off the board again.
 */
function repeatsUnjudged(
  variant: Variant,
  record: GameRecord,
  sources: RecordSources,
  diagnostics: readonly Diagnostic[],
  file: string | undefined,
  putBack: ReadonlySet<number>,
  givenSide: (item: number) => string | undefined,
): RefereeWarning[] {
  const single = singleShots(variant);
  const unknown: { item: number; side: string | undefined; leftOut: boolean; given?: true }[] = [];
  const read = new Set(sources.salvos.map((s) => s.item));
  const lostSide = new Map((sources.lost ?? []).map((l) => [l.item, l.side]));
  const numbered = Math.max(sources.numbered ?? 0, sources.salvos.at(-1)?.item ?? 0);
  for (let n = 1; n <= numbered; n++) {
    if (read.has(n)) continue;
    // Its side as read; else as the turn order gives it, where it does (said so); else either side's.
    const given = lostSide.get(n) === undefined ? givenSide(n) : undefined;
    unknown.push({ item: n, side: lostSide.get(n) ?? given, leftOut: true, ...(given !== undefined ? { given: true as const } : {}) });
  }
  const unreadable = garbledCells(diagnostics);
  const sure = sureReadings(diagnostics, variant);
  sources.salvos.forEach((src, t) => {
    if (src.unreadableCells === 0 || !unreadable.has(src.item)) return;
    const side = record.salvos[t]?.side;
    // Each cell not read has one sure reading (`10B`: B10) at which no later salvo of the side
    // fires: no repeat can follow from it, and the cell's error is the one finding.
    const cells = sure.get(src.item);
    if (cells !== undefined && side !== undefined && !sources.salvos.some((later, i) => later.item > src.item && record.salvos[i]?.side === side && record.salvos[i]!.cells.some((c) => cells.includes(c)))) return;
    unknown.push({ item: src.item, side, leftOut: false });
  });
  // By the salvo each is said at (the first later one of its side), in the record's order.
  const at = new Map<number, { side: string; items: typeof unknown }>();
  for (const u of unknown.sort((a, b) => a.item - b.item)) {
    for (const side of u.side !== undefined ? [u.side] : record.sides.map((s) => s.id)) {
      const t = sources.salvos.findIndex((src, i) => src.item > u.item && record.salvos[i]?.side === side);
      if (t < 0) continue;
      const entry = at.get(t) ?? { side, items: [] };
      entry.items.push(u);
      at.set(t, entry);
    }
  }
  return [...at.entries()].map(([t, { side, items }]) => {
    const src = sources.salvos[t]!;
    const numbers = items.map((u) => u.item);
    const salvos = `salvo${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;
    const left = items.filter((u) => u.leftOut && !putBack.has(u.item)).map((u) => u.item);
    const blind = items.filter((u) => putBack.has(u.item)).map((u) => u.item);
    const unread = items.filter((u) => !u.leftOut).map((u) => u.item);
    const given = items.filter((u) => u.given === true).map((u) => u.item);
    const why = [
      ...(left.length === 0 ? [] : [left.length === 1 ? `salvo ${left[0]} is left out of the replay (see its error)` : `salvos ${left.join(', ')} are left out of the replay (see their errors)`]),
      ...(blind.length === 0 ? [] : [blind.length === 1 ? `salvo ${blind[0]} names no cell (see its error)` : `salvos ${blind.join(', ')} name no cell (see their errors)`]),
      ...(unread.length === 0 ? [] : [unread.length === 1 ? `${(unreadable.get(unread[0]!) ?? 1) === 1 ? 'a cell' : `${unreadable.get(unread[0]!)} cells`} of salvo ${unread[0]} cannot be read` : `cells of salvos ${unread.join(', ')} cannot be read`]),
      ...(given.length === 0 ? [] : [`the turn order gives ${numbers.length === 1 ? 'it' : given.length === 1 ? `salvo ${given[0]}` : `salvos ${given.join(', ')}`} to ${side}`]),
    ].join('; ');
    return {
      severity: 'warning' as const,
      code: 'repeat-unjudged',
      message: `whether ${side} fires again at a cell of ${salvos} is not judged, here or after: ${why}`,
      suggestion: `mend ${numbers.length === 1 ? 'that salvo' : 'those salvos'}, and check again`,
      said: repeatUnjudgedSaid(single, (l) => quoted(l, sideName(record, variant, side, l)), numbers, left, blind, unread, unread.length === 1 ? (unreadable.get(unread[0]!) ?? 1) : 0, given),
      ...place(file, src.at),
      salvo: src.item,
    };
  });
}

/**
 * Whether the salvo `item`, `written` cells long with each cell it could not read counted one
 * shot, is the size owed with each of its cells written as a range (`G1-G2`, `A1-A4`) read one of
 * its ways (the two ends, or every cell between them), and cells run together (`A1B2C3`) as the
 * cells they are.
 */
function rangeReadingFits(diagnostics: readonly Diagnostic[], item: number, written: number, owed: { readonly min: number; readonly max: number }): boolean {
  const ranges = diagnostics.filter((d) => d.salvo === item && d.code === 'cell-unreadable' && (d.parts?.['hint'] === 'range' || d.parts?.['hint'] === 'run'));
  if (ranges.length === 0) return false;
  const counts = rangeShotCounts(written - ranges.length, ranges.map((d) => d.parts));
  return counts !== undefined && [...counts].some((n) => n >= owed.min && n <= owed.max);
}

/**
 * By salvo number, the cells its cells that could not be read stand for, where each has one sure
 * reading: the one cell its error guesses (`10B`: did you mean B10?), no other way named beside it,
 * or the cells of a range's one reading its results are as many as (`А1-А4 -> мимо, мимо, мимо,
 * мимо`: А1 А2 А3 А4). A salvo with a cell of no such reading (two guesses, none) is not in it.
 */
function sureReadings(diagnostics: readonly Diagnostic[], variant: Variant): Map<number, number[]> {
  const out = new Map<number, number[] | null>();
  for (const d of diagnostics) {
    if ((d.code !== 'cell-unreadable' && d.code !== 'cell-ambiguous') || d.salvo === undefined) continue;
    const guess = d.parts?.['guess'];
    // A range of one reading its results are as many as (./cell-line.ts): every cell of it.
    const range = d.parts?.['writeRange'];
    // Cells run together (`A1B2C3`): each of them.
    const run = d.parts?.['hint'] === 'run' && typeof guess === 'string' ? guess.trim().split(/\s+/u) : undefined;
    const texts = typeof range === 'string' ? range.trim().split(/\s+/u) : run !== undefined ? run : typeof guess === 'string' && d.parts?.['alsoGuess'] === undefined && d.parts?.['hint'] !== 'range' ? [guess] : [];
    const read = texts.map((t) => parseCell(t, variant.board));
    const cells = read.length > 0 && read.every((r) => r.ok && r.warnings.length === 0) ? read.map((r) => (r.ok ? r.cell : -1)) : undefined;
    const was = out.get(d.salvo);
    out.set(d.salvo, cells !== undefined && was !== null ? [...(was ?? []), ...cells] : null);
  }
  return new Map([...out].flatMap(([item, cells]) => (cells === null ? [] : [[item, cells] as const])));
}

/** By salvo number, how many of its cells could not be read (garbled or ambiguous; not those off the board). */
function garbledCells(diagnostics: readonly Diagnostic[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of diagnostics) {
    if ((d.code !== 'cell-unreadable' && d.code !== 'cell-ambiguous') || d.salvo === undefined) continue;
    out.set(d.salvo, (out.get(d.salvo) ?? 0) + 1);
  }
  return out;
}

/** Where and how the game ended, and what to do about the salvos after it: for `after-game-end`. */
function gameEnd(states: readonly GameState[], record: GameRecord, variant: Variant, sources: RecordSources): string {
  const i = states.findIndex((s) => s.over);
  const result = states[i]?.result ?? null;
  const how =
    result === null ? 'the game was over' : 'winner' in result ? `${recordSideOf(record, variant, result.winner)} won, ${result.reason === 'fleet-sunk' ? 'the enemy fleet sunk' : 'with most hits'}` : 'a draw, both sides out of shots';
  if (i <= 0) return `${how} before the first salvo; remove the salvos`;
  return `the game ended with salvo ${sources.salvos[i - 1]?.item ?? i}: ${how}; remove the salvos after it, or mend the one that ended it`;
}

/** How the game ended, in parts (`Breach.ended`): the salvo that ended it, the winner and why. */
function howEnded(states: readonly GameState[], record: GameRecord, variant: Variant, sources: RecordSources): NonNullable<Breach['ended']> {
  const i = states.findIndex((s) => s.over);
  const result = states[i]?.result ?? null;
  const salvo = i <= 0 ? {} : { salvo: sources.salvos[i - 1]?.item ?? i };
  if (result === null) return salvo;
  if (!('winner' in result)) return { ...salvo, draw: true };
  return { ...salvo, winner: recordSideOf(record, variant, result.winner), sunk: result.reason === 'fleet-sunk' };
}

function place(file: string | undefined, at: TextPosition | undefined): Pick<Breach, 'file' | 'line' | 'column'> {
  return { ...(file !== undefined ? { file } : {}), ...(at ? { line: at.line, column: at.column } : {}) };
}

/**
 * `record` read with its messages spoken in `lang` (`check --lang en` of a Russian record): its
 * `language` set to it, the language it is written in kept (`writtenIn`), for the lines to write.
 *
 * @example
 *   spokenRecord(russianRecord, morskoyBoy, 'en').writtenIn // 'ru'
 */
export function spokenRecord(record: GameRecord, variant: Variant, lang: Lang): GameRecord {
  return { ...record, language: lang, writtenIn: record.writtenIn ?? recordLanguage(record, variant) };
}

/**
 * The language the referee writes in: the record's `language:` when the variant has it, else the
 * variant's first (`includes`, not a lookup in `variant.words`: `constructor` is no language).
 */
function recordLanguage(record: Pick<GameRecord, 'language'>, variant: Variant): Lang {
  const lang = record.language;
  return lang !== undefined && variant.languages.includes(lang) ? lang : (variant.languages[0] ?? 'en');
}

/**
 * A salvo's announcement as recorded: as written (`lion #1 3`), where that is its writing in
 * `lang` but for ship numbers, case and spacing; else as `formatAnnouncement` writes it (`lion 3`),
 * as where check speaks another language than the record's.
 */
function asWritten(a: Announcement, written: string | undefined, variant: Variant, lang: Lang): string {
  const said = formatAnnouncement(a, variant, lang);
  if (written === undefined) return said;
  const bare = (t: string): string => t.replace(/#\s*\d+/gu, ' ').replace(/\s*,\s*/gu, ',').replace(/\s+/gu, ' ').trim().toLocaleLowerCase(lang);
  return bare(written) === bare(said) ? written : said;
}

/**
 * Replace whole-word variant side ids by the record's names for them; where a name takes no
 * English `'s` (possessive.ts), the engine's possessives are said with "of": `blue's salvo 2`
 * becomes `salvo 2 of первый`, `blue's turn` `the turn of первый`.
 */
function renameSides(text: string, record: GameRecord, variant: Variant): string {
  let out = text;
  variant.turns.sides.forEach((s, i) => {
    const mine = record.sides[i]!.id;
    const id = `(?<![\\p{L}\\p{N}_])${escaped(s.id)}`;
    if (!takesApostrophe(mine)) {
      out = out
        .replace(new RegExp(`${id}'s (salvos? \\d+(?:(?:, | and )\\d+)*)`, 'gu'), (_m, what: string) => possessive(mine, what, ''))
        .replace(new RegExp(`${id}'s (turn|fleet|announcements?|earlier announcements and salvo sizes|revealed ships)(?![\\p{L}\\p{N}_])`, 'gu'), (_m, what: string) => possessive(mine, what));
    }
    if (mine !== s.id) out = out.replace(new RegExp(`${id}(?![\\p{L}\\p{N}_])`, 'gu'), mine);
  });
  return out;
}

/**
 * An engine violation as a breach of the record: record side names, cells in the variant's
 * notation, announcements in the record's words, placed at the salvo when `sources` are given.
 *
 * @example
 *   breachOfViolation(v, record, variant).message // "blue's salvo 2 fires again at B4, already fired at in blue's salvo 1"
 */
export function breachOfViolation(v: Violation, record: GameRecord, variant: Variant, sources?: RecordSources, sideNumberOf?: (turn: number) => number): Breach {
  const lang = recordLanguage(record, variant);
  const src = sources?.salvos[v.turn];
  const salvo = record.salvos[v.turn];
  const notation = variantNotation(variant, lang);
  const cells = (list: readonly number[]): string => list.map(notation.cell).join(' ');
  const words = (a: Announcement | null): string => (a === null ? 'nothing recorded' : formatAnnouncement(a, variant, lang));
  // A line to write into the record is in the record's own words, whatever the messages speak.
  const writeLang = record.writtenIn === undefined ? lang : recordLanguage({ language: record.writtenIn }, variant);
  let at: TextPosition | undefined = src?.at;
  let expected = v.expected;
  let recorded = v.recorded;
  let message = renameSides(v.message, record, variant);
  let correctAnnouncement: string | undefined;
  let writeAnnouncement: string | undefined;
  let fleetGives: Breach['fleetGives'];
  let readAsMiss: string | undefined;
  let repeats: { cell: string; salvo?: number }[] | undefined;
  let readAs: Breach['readAs'];
  let leftOut: LeftOutParts | undefined;
  let mendBrings: string | undefined;
  let said: Record<string, string> | undefined;
  let differs: Breach['differs'];
  let sunkAgain: Breach['sunkAgain'];
  if ((v.code === 'repeated-cell' || v.code === 'cell-off-board') && v.cells) {
    const first = salvo ? salvo.cells.findIndex((c) => v.cells!.includes(c)) : -1;
    if (first >= 0 && src) at = src.cells[first] ?? at;
    recorded = cells(v.cells);
    if (v.code === 'repeated-cell') repeats = repeatedCells(v, record, sideNumberOf, notation.cell);
    message = repeats !== undefined ? repeatWords(repeats, recordSideOf(record, variant, v.side), v.salvo) : `${message}: ${recorded}`;
    expected ??= v.code === 'repeated-cell' ? 'cells not fired at before' : 'cells on the board';
    if (v.announcedHit !== undefined && v.announcedHit.length > 0 && salvo?.announcement?.kind === 'per-shot') {
      // What was announced for the first such cell, and what the rules read it as.
      const shots = salvo.announcement.shots;
      const i = salvo.cells.findIndex((c, k) => v.announcedHit!.includes(c) && shots[k] !== undefined && shots[k].result !== 'miss');
      const said = i >= 0 ? words({ kind: 'per-shot', shots: [shots[i]!] }) : 'hit';
      const miss = notation.result?.('miss') ?? 'miss';
      const target = recordSideOf(record, variant, otherSide(variant, v.side));
      readAsMiss = `it hits nothing new, so ${saidBy(target, said)} for ${v.announcedHit.length === 1 ? 'it' : cells(v.announcedHit)} is read as "${miss}"`;
      readAs = { target, said, ...(v.announcedHit.length === 1 ? {} : { cells: cells(v.announcedHit) }), miss };
    } else if (v.announcedHit !== undefined && v.announcedHit.length > 0 && v.readAsAnnouncement !== undefined && salvo?.announcement) {
      // A game of salvos: the salvo's announcement, which named the ship again, is read as the fleet's.
      const said = words(salvo.announcement);
      const miss = words(v.readAsAnnouncement);
      const target = recordSideOf(record, variant, otherSide(variant, v.side));
      // The repeat is the slip, named: it hits nothing new, whether or not the salvo's new cells hit.
      const at = cells(v.announcedHit);
      const one = v.announcedHit.length === 1;
      readAsMiss = `the repeat${one ? '' : 's'} at ${at} hit${one ? 's' : ''} nothing new, and ${saidBy(target, said)} for the salvo names again a ship hit before: it is read as "${miss}"`;
      readAs = { target, said, salvo: true, miss, cells: at };
    } else if (v.namedAgainMaybe !== undefined && v.namedAgainMaybe.length > 0 && salvo?.announcement) {
      // New cells too: taken at its word; the other reading, the ships named again for the repeats.
      const said = words(salvo.announcement);
      const miss = words({ kind: 'per-salvo', hits: [] });
      const target = recordSideOf(record, variant, otherSide(variant, v.side));
      readAsMiss = `${saidBy(target, said)} is read as a hit among the new cells, or, if it named again for ${cells(v.namedAgainMaybe)} what was named before, as "${miss}"`;
      readAs = { target, said, salvo: true, miss, cells: cells(v.namedAgainMaybe), maybe: true };
    }
  }
  if (v.code === 'announcement-contradicts-fleet' || v.code === 'announcement-inconsistent') {
    at = src?.result ?? at;
    // A salvo's announcement as written: its writing anew may drop a ship's number (`lion #1 3`).
    recorded = salvo?.announcement ? asWritten(salvo.announcement, src?.resultWritten, variant, lang) : words(null);
    // A shot whose cell could not be read keeps its result beside the salvo, not in it: what was
    // recorded is that result (`C? -> hit boat`), not the empty list of the cells read.
    const a = salvo?.announcement;
    if (a?.kind === 'per-shot' && a.shots.length === 0) {
      const unread = src?.unreadResults ?? [];
      recorded = unread.length > 0 ? words({ kind: 'per-shot', shots: unread }) : undefined;
    }
    // Several shots, some of them at cells that could not be read (`D9 C? B10 -> miss, hit, hit`):
    // what was recorded is every result written, the unread cell's marked with its text
    // (`hit (C?)`), and the announcement to write keeps that result as written.
    const readShots = a?.kind === 'per-shot' ? a.shots : [];
    const whole = readShots.length > 0 ? wholePerShot(readShots, src) : undefined;
    if (whole !== undefined) recorded = whole.map((x) => `${words({ kind: 'per-shot', shots: [x.shot] })}${x.written !== undefined ? ` (${x.written})` : ''}`).join(', ');
    if (v.expectedAnnouncement) {
      const e0 = v.expectedAnnouncement;
      const fleetWhole = whole !== undefined && e0.kind === 'per-shot' && e0.shots.length === readShots.length ? wholePerShot(e0.shots, src) : undefined;
      correctAnnouncement = fleetWhole !== undefined ? words({ kind: 'per-shot', shots: fleetWhole.map((x) => x.shot) }) : words(e0);
      const written = formatAnnouncement(fleetWhole !== undefined ? { kind: 'per-shot', shots: fleetWhole.map((x) => x.shot) } : e0, variant, writeLang);
      if (written !== correctAnnouncement) writeAnnouncement = written;
      // What the fleet gives is for the cells read: an unread cell's result is not known (`?`),
      // where the announcement to write keeps the result written for it.
      if (fleetWhole !== undefined) {
        fleetGives = { said: fleetWhole.map((x) => (x.written !== undefined ? '?' : words({ kind: 'per-shot', shots: [x.shot] }))).join(', '), unread: fleetWhole.flatMap((x) => (x.written !== undefined ? [x.written] : [])) };
      }
      expected = fleetGives?.said ?? correctAnnouncement;
      message = `${recordSideOf(record, variant, sideAtFault(v, variant))} announced "${recorded ?? words(null)}" for ${possessive(record.salvos[v.turn]?.side ?? v.side, `salvo ${v.salvo}`, '')}; the fleet gives "${expected}"${fleetGives === undefined ? '' : ` (${fleetGives.unread.join(' ')} not read)`}`;
      // Per shot, of several shots: the cells whose result differs, so that a slip at one or two
      // of them (results swapped, a hit denied) is seen without comparing the lists.
      const a = salvo?.announcement;
      const e = v.expectedAnnouncement;
      if (salvo !== undefined && a?.kind === 'per-shot' && e.kind === 'per-shot' && salvo.cells.length > 1 && a.shots.length === salvo.cells.length && e.shots.length === salvo.cells.length) {
        const shot = (r: ShotReport): string => words({ kind: 'per-shot', shots: [r] });
        const sunkAt = (r: ShotReport): { side: string; by: string; salvo: number } | undefined => {
          const at = r.result === 'sunk' && r.classId !== undefined ? sunkBefore(record, variant, v.turn, r.classId) : undefined;
          return at === undefined ? undefined : { side: recordSideOf(record, variant, otherSide(variant, variantSideOf(record, variant, salvo.side))), by: salvo.side, salvo: sideNumbering(record, sideNumberOf)(at) };
        };
        const list = salvo.cells.flatMap((c, i) => {
          if (shot(a.shots[i]!) === shot(e.shots[i]!)) return [];
          const before = sunkAt(a.shots[i]!);
          return [{ cell: notation.cell(c), is: shot(e.shots[i]!), said: shot(a.shots[i]!), ...(before !== undefined ? { sunkBefore: before } : {}) }];
        });
        if (list.length > 0 && list.length < salvo.cells.length) {
          differs = list;
          message = `${message}: ${list.map((d) => `${d.cell} is "${d.is}", not "${d.said}"${d.sunkBefore === undefined ? '' : ` (that ship of ${takesApostrophe(d.sunkBefore.side) ? `${d.sunkBefore.side}'s` : d.sunkBefore.side} was already sunk by ${possessive(d.sunkBefore.by, `salvo ${d.sunkBefore.salvo}`, '')})`}`).join('; ')}`;
        }
      }
      // Otherwise (one shot, or a whole salvo's report): a ship announced sunk again that every ship
      // of its class was announced sunk before, with the salvo that sank the last of them.
      if (differs === undefined && salvo !== undefined && a !== null && a !== undefined) {
        const fleetSays = new Set(sunkClassesOf(e));
        const again = [...new Set(sunkClassesOf(a))].flatMap((classId) => {
          const before = fleetSays.has(classId) ? undefined : sunkBefore(record, variant, v.turn, classId);
          return before === undefined ? [] : [{ ship: inSentence(notation.className(classId)), side: recordSideOf(record, variant, otherSide(variant, variantSideOf(record, variant, salvo.side))), by: salvo.side, salvo: sideNumbering(record, sideNumberOf)(before) }];
        });
        if (again.length > 0) {
          sunkAgain = again;
          message = `${message}${again.map((g) => ` (${possessive(g.side, g.ship)} was already sunk by ${possessive(g.by, `salvo ${g.salvo}`, '')})`).join('')}`;
        }
      }
    }
    if (v.protectedLeftOut !== undefined && v.protectedLeftOut.length > 0) {
      const left = v.protectedLeftOut;
      const ships = [...new Set(left.map((l) => words({ kind: 'per-salvo', hits: [{ classId: l.classId }] })))].join(', ');
      const sized = sizedAsAnnounced(v, record, variant);
      // The shooter's ships the target's reply hit, where it hit them too (see `turnAfterLeftOut`).
      const crossedAt = v.leftOutReading?.crossed;
      const replyHit = crossedAt === undefined ? [] : protectedNamed(variant, record.salvos[crossedAt]?.announcement ?? null);
      const hitWords = replyHit.length > 0 ? replyHit.map((classId) => words({ kind: 'per-salvo', hits: [{ classId }] })).join(', ') : ships;
      const after = turnAfterLeftOut(v, record, sideNumberOf, hitWords);
      leftOut = { cells: left.map((l) => notation.cell(l.cell)), ships, ...(after !== undefined ? { after } : {}), ...(sized !== undefined ? { sized } : {}) };
      message = `${message}: ${leftOutShots('en', leftOut)}`;
      // Written as the fleet gives it, the turn the shooter fired in is one it had to skip, and
      // the target's sizes by the damage as announced are wrong: say so beside the mend.
      const shooter = record.salvos[v.turn]?.side;
      // Where the reply hit the shooter's protected ship too and the shooter then fired twice in a
      // row, the second of them is out of turn once the hit is written (the lost turns cancel).
      const lost = after?.kind === 'fired' ? { lostTurnSalvo: after.salvo } : after?.kind === 'crossed' && after.reading === 'as-made' && after.salvos !== undefined ? { lostTurnSalvo: after.salvos[1], crossed: true } : undefined;
      if (lost !== undefined && shooter !== undefined && v.atFault !== undefined && correctAnnouncement !== undefined) {
        const back = { shooter, ...lost, ships, target: recordSideOf(record, variant, v.atFault), sized: (v.sizedAsAnnounced ?? []).map((z) => z.salvo) };
        mendBrings = mendClause('en', back);
        // The sides as the game names them in each language (`Синие` for a record's `blue`), as the rest of the report does.
        said = Object.fromEntries(
          (['en', 'ru', 'pl'] as const).map((l) => [l, mendClause(l, { ...back, shooter: sideName(record, variant, back.shooter, l), target: sideName(record, variant, back.target, l) })]),
        );
      }
    }
  }
  // Hits miscounted, the target's later salvos sized as the announcement made them: part of this
  // slip; written as the fleet gives it, those salvos are the wrong size.
  let sizedSlip: LeftOutParts['sized'];
  if (v.code === 'announcement-contradicts-fleet' && v.miscounted === true && v.protectedLeftOut === undefined) {
    sizedSlip = sizedAsAnnounced(v, record, variant);
    if (sizedSlip !== undefined && correctAnnouncement !== undefined) {
      const back = { target: sizedSlip.target, sized: sizedSlip.salvos.map((z) => z.salvo) };
      mendBrings = sizedMendClause('en', back);
      said = Object.fromEntries((['en', 'ru', 'pl'] as const).map((l) => [l, sizedMendClause(l, { ...back, target: sideName(record, variant, back.target, l) })]));
    }
  }
  // A hit on the hospital announced where the fleet gives none, the target then firing twice in a
  // row as it owed: written as the fleet gives it, the second of those is out of turn.
  if (v.code === 'announcement-contradicts-fleet' && v.expectedAnnouncement !== undefined && correctAnnouncement !== undefined && v.atFault !== undefined) {
    const shooter = record.salvos[v.turn]?.side;
    const added = salvoOutcome(variant, salvo?.announcement ?? null).protectedHit === 'yes' && salvoOutcome(variant, v.expectedAnnouncement).protectedHit === 'no';
    const after = added ? turnAfterLeftOut(v, record, sideNumberOf, '') : undefined;
    if (after?.kind === 'twice' && shooter !== undefined) {
      const back = { shooter, target: after.target, salvo: after.salvos[1] };
      mendBrings = addedMendClause('en', back);
      said = Object.fromEntries((['en', 'ru', 'pl'] as const).map((l) => [l, addedMendClause(l, back)]));
    }
  }
  // Where a hit earns another shot: the next salvo, out of turn in one of the two readings.
  const nextOutOfTurn = v.code === 'announcement-contradicts-fleet' && mendBrings === undefined ? nextInOneReading(v, record, variant, sources, sideNumberOf) : undefined;
  // A wrong salvo size: how the shots owed come about (the full salvo, less what the enemy's salvos took, the cap).
  let owedBy: OwedFrom | undefined;
  if (v.code === 'wrong-salvo-size' && v.owedWhy !== undefined) {
    const why = v.owedWhy;
    const names = (l: string): OwedNames => ({
      side: (side) => (l === 'en' ? recordSideOf(record, variant, side) : sideName(record, variant, recordSideOf(record, variant, side), l)),
      shipClass: (id) => {
        const cls = variant.fleet.find((c) => c.id === id);
        return { name: cls === undefined ? id : localize(cls.name, l, variant), count: cls?.count ?? 1 };
      },
    });
    message = `${message}: ${owedWhyText('en', why, names('en'))}`;
    said = Object.fromEntries((['en', 'ru', 'pl'] as const).map((l) => [l, owedWhyText(l, why, names(l))]));
    owedBy = owedFrom(why, (side) => recordSideOf(record, variant, side));
  }
  if (v.code === 'out-of-turn' || v.code === 'penalty-ignored') {
    if (expected !== undefined) expected = renameSides(expected, record, variant);
    if (recorded !== undefined) recorded = renameSides(recorded, record, variant);
  }
  // A turn skipped for a hit on a protected ship: the side's salvo before this one hit it.
  let skippedFor: Breach['skippedFor'];
  if (v.code === 'penalty-ignored' && v.salvo > 1) {
    const ship = protectedShipNames(variant);
    skippedFor = { salvo: v.salvo - 1, ...(ship !== undefined ? { ship } : {}) };
    message = message.replace(/for hitting a protected ship$/u, `for hitting ${protectedShipEnglish(ship)} with its salvo ${skippedFor.salvo}`);
  }
  // Out of turn where the side whose turn it was had lost one for a hit on a protected ship, and
  // the shooter, with the salvo just before, one too: the two lost turns cancel (rules/turn-order.ts),
  // which a table that took the first alone expects to be said.
  let skipsCancelled: Breach['skipsCancelled'];
  if (v.code === 'out-of-turn' && variant.turns.protectedHitPenalty === 'skip-next-turn' && v.turn >= 2 && v.expected !== undefined) {
    const [before, last] = [record.salvos[v.turn - 2], record.salvos[v.turn - 1]];
    const shooter = recordSideOf(record, variant, v.side);
    const expectedSide = recordSideOf(record, variant, v.expected);
    const together = sources === undefined || (sources.salvos[v.turn - 1]?.item ?? 0) + 1 === src?.item && (sources.salvos[v.turn - 2]?.item ?? 0) + 1 === sources.salvos[v.turn - 1]?.item;
    const hit = (x: RecordedSalvo | undefined): boolean => x !== undefined && x.forced !== true && salvoOutcome(variant, x.announcement).protectedHit === 'yes';
    if (together && hit(before) && hit(last) && last!.side === shooter && before!.side === expectedSide && expectedSide !== shooter) {
      const number = sideNumbering(record, sideNumberOf);
      const ship = protectedShipNames(variant);
      skipsCancelled = { expected: { side: expectedSide, salvo: number(v.turn - 2) }, shooter: { side: shooter, salvo: number(v.turn - 1) }, ...(ship !== undefined ? { ship } : {}) };
      message = `${message}: each side lost a turn for hitting ${protectedShipEnglish(ship)} (${expectedSide} with its salvo ${skipsCancelled.expected.salvo}, ${shooter} with its salvo ${skipsCancelled.shooter.salvo}), and the two lost turns cancel`;
    }
  }
  // A shot of a turn line after its one miss, written before the hits: the line with the miss last
  // (not where the line fires at a cell twice: so written, the line is a repeat all the same).
  let missLast: Breach['missLast'];
  if (v.code === 'out-of-turn' && src?.shot !== undefined && src.shot.index > 0) {
    const start = v.turn - src.shot.index;
    const line = record.salvos.slice(start, start + src.shot.of);
    const resultOf = (x: (typeof line)[number]): string | undefined => (x.announcement?.kind === 'per-shot' && x.announcement.shots.length === 1 && x.cells.length === 1 ? x.announcement.shots[0]!.result : undefined);
    const misses = line.flatMap((x, k) => (resultOf(x) === 'miss' ? [k] : []));
    const miss = misses[0];
    if (line.length === src.shot.of && line.every((x) => resultOf(x) !== undefined && x.side === recordSideOf(record, variant, v.side)) && misses.length === 1 && miss! < src.shot.index && distinctCells(line.map((x) => notation.cell(x.cells[0]!)))) {
      const ordered = [...line.filter((_, k) => k !== miss), line[miss!]!];
      missLast = { cell: notation.cell(line[miss!]!.cells[0]!), write: `- ${recordSideOf(record, variant, v.side)}: ${formatTurnText(ordered, variant, writeLang)}` };
    }
  }
  // The first salvo fired by the side listed second: that side may have fired first, the sides listed the other way round.
  const ownNames = record.sides.every((s, i) => s.id !== variant.turns.sides[i]?.id);
  const firstBy = v.code === 'out-of-turn' && (src?.item ?? v.turn + 1) === 1 && ownNames ? recordSideOf(record, variant, v.side) : undefined;
  const side = recordSideOf(record, variant, sideAtFault(v, variant));
  return {
    code: v.code,
    rule: v.rule,
    message,
    salvo: src?.item ?? v.turn + 1,
    side,
    shooter: recordSideOf(record, variant, v.side),
    sideSalvo: v.salvo,
    ...(expected !== undefined ? { expected } : {}),
    ...(recorded !== undefined ? { recorded } : {}),
    ...(v.owed !== undefined ? { owed: v.owed } : {}),
    ...(owedBy !== undefined ? { owedFrom: owedBy } : {}),
    ...(correctAnnouncement !== undefined ? { correctAnnouncement } : {}),
    ...(writeAnnouncement !== undefined ? { writeAnnouncement } : {}),
    ...(fleetGives !== undefined ? { fleetGives } : {}),
    ...(differs !== undefined ? { differs } : {}),
    ...(sunkAgain !== undefined ? { sunkAgain } : {}),
    ...(readAsMiss !== undefined ? { readAsMiss } : {}),
    ...(repeats !== undefined ? { repeats } : {}),
    ...(readAs !== undefined ? { readAs } : {}),
    ...(leftOut !== undefined ? { leftOut } : {}),
    ...(sizedSlip !== undefined ? { sizedSlip } : {}),
    ...(mendBrings !== undefined ? { mendBrings } : {}),
    ...(nextOutOfTurn !== undefined ? { nextOutOfTurn } : {}),
    ...(said !== undefined ? { said } : {}),
    ...(v.code === 'announcement-inconsistent' && v.problems !== undefined ? { problems: v.problems } : {}),
    ...(v.forced ? { forced: true } : {}),
    ...(firstBy !== undefined ? { firstBy } : {}),
    ...(skippedFor !== undefined ? { skippedFor } : {}),
    ...(skipsCancelled !== undefined ? { skipsCancelled } : {}),
    ...(missLast !== undefined ? { missLast } : {}),
    ...(src?.shot ? { shot: src.shot } : {}),
    ...place(sources?.file, at),
  };
}

/**
 * The side whose salvo may have been left out before a salvo fired out of turn: the side whose
 * turn it was (`expected`), where there was one; undefined where nobody could fire.
 */
export function leftOutBefore(b: Breach): string | undefined {
  if (b.code !== 'out-of-turn' || b.expected === undefined || ['nobody', 'no salvo'].includes(b.expected)) return undefined;
  return b.expected;
}

/**
 * What to do about a breach of the rules the replay found in a record: mend the line where it was
 * copied wrong, or let it stand as the breach it is (`forced: true` where play went on from a
 * salvo fired out of turn); nothing for a salvo recorded with --force, logged knowingly. `check`
 * says it; `record` and `play` refuse the salvo instead.
 */
function whatToDo(b: Breach): string | undefined {
  // Recorded with --force: the referee logged it knowing.
  if (b.forced === true) return undefined;
  const who = b.shooter ?? b.side ?? 'the side';
  switch (b.code) {
    case 'out-of-turn':
    case 'penalty-ignored':
      if (b.missLast !== undefined) return `if the miss at ${b.missLast.cell} was ${possessive(who, 'last shot of the turn')}, write ${b.missLast.write}; else mend the line if it is under the wrong side; if ${who} did fire after the miss, it stands: add forced: true to it if play went on from it`;
      if (b.firstBy !== undefined) return `if ${b.firstBy} fired first, list ${b.firstBy} first under sides: (the side listed first fires first); else mend the line if it is under the wrong side${leftOutBefore(b) === undefined ? '' : `, or write in ${possessive(leftOutBefore(b)!, 'salvo')} left out before it`}`;
      return `mend the line if it is under the wrong side or in the wrong place${leftOutBefore(b) === undefined ? '' : `, or write in ${possessive(leftOutBefore(b)!, 'salvo')} left out before it`}; if ${who} did fire then, it stands: add forced: true to it if play went on from it`;
    case 'wrong-salvo-size':
    case 'salvo-size-not-allowed':
      return `compare the cells with the pad: mend a cell copied twice or left out; if ${who} fired it so, it stands`;
    case 'shot-limit':
      return `compare the cells with the pad: shots past the limit were ${notToFire(who)}`;
    case 'repeated-cell': {
      const asMiss = b.readAsMiss !== undefined ? `: ${b.readAsMiss}` : '';
      const { again, twice } = repeatGroups(b.repeats ?? []);
      // A cell named twice in the salvo, none fired at before: likely another cell copied wrong.
      if (twice.length > 0 && again.length === 0) {
        const one = twice.length === 1;
        return `compare ${saidList(twice, 'and')} with the pad: a salvo names each cell once, so one of ${one ? `the two ${twice[0]!}` : 'each two'} was likely another cell copied wrong: mend it; if ${who} did call ${one ? twice[0]! : 'them'} twice, the second ${one ? 'shot stands' : 'shots stand'}, wasted${asMiss}`;
      }
      // Both: cells fired at before, and cells named twice.
      if (twice.length > 0) return `compare ${b.recorded ?? 'the cells'} with the pad and mend them if they were copied wrong; if ${who} did fire at ${saidList(again.flatMap((g) => g.cells), 'and')} again and call ${saidList(twice, 'and')} twice, they stand, shots wasted${asMiss}`;
      return `compare ${b.recorded ?? 'the cell'} with the pad and mend it if it was copied wrong; if ${who} fired there again, ${(b.recorded ?? '').includes(' ') ? 'they stand, shots wasted' : 'it stands, a shot wasted'}${asMiss}`;
    }
    case 'announcement-contradicts-fleet': {
      const hint = b.leftOut !== undefined ? leftOutHint('en', b.leftOut) : b.sizedSlip !== undefined ? sizedText('en', { cells: [], ships: '', sized: b.sizedSlip }) : undefined;
      return (
        (hint !== undefined ? `${hint}; ` : '') +
        (b.correctAnnouncement !== undefined ? `${twoReadings(`if "${b.fleetGives?.said ?? b.correctAnnouncement}" was announced${b.fleetGives === undefined ? '' : ` for the cells read (${b.fleetGives.unread.join(' ')} not read: its result stays as written)`}, write -> ${b.writeAnnouncement ?? b.correctAnnouncement}${b.mendBrings !== undefined ? `: ${b.mendBrings}` : ''}`, b.nextOutOfTurn)}check the fleet written under fleets:` : 'check the announcement and the fleet written under fleets:')
      );
    }
    case 'announcement-inconsistent':
      return 'compare the announcement with the pad: no fleet gives it after the announcements before it';
    default:
      return undefined;
  }
}

/**
 * The two readings of a hit or miss the fleet belies, in English, the mend's and the other: the
 * mend alone (`write -> hit; if not, `) where the turn goes on alike either way; else with the
 * salvo one of them puts out of turn (`write -> hit; if "miss" was, as written, ala's salvo 2
 * (line 24) was fired out of turn (it was tomek's turn): `, or `write -> hit: then tomek's salvo 1
 * (line 24) was fired out of turn (it was ala's turn); if not, `). "check the fleet…" follows.
 */
function twoReadings(mend: string, o: Breach['nextOutOfTurn']): string {
  if (o === undefined) return `${mend}; if not, `;
  const clause = `${possessive(o.side, `salvo ${o.salvo}`, '')}${o.line === undefined ? '' : ` (line ${o.line})`} was fired out of turn (it was ${possessive(o.due, 'turn')})`;
  return o.reading === 'fleet' ? `${mend}: then ${clause}; if not, ` : `${mend}; if "${o.said}" was, as written, ${clause}: `;
}

/**
 * Where a hit earns another shot and the fleet belies the hit or miss written for the salvo of
 * `v` (`announcement-contradicts-fleet`), the two readings give the next turn to different sides:
 * the record's next salvo is out of turn in one of them (`Breach.nextOutOfTurn`). Undefined where
 * the readings give the same turn, where a hit on a protected ship may cost a turn (the penalty's
 * own findings say it), or where no salvo follows.
 */
function nextInOneReading(v: Violation, record: GameRecord, variant: Variant, sources: RecordSources | undefined, sideNumberOf: ((turn: number) => number) | undefined): Breach['nextOutOfTurn'] {
  const salvo = record.salvos[v.turn];
  const next = record.salvos[v.turn + 1];
  if (!variant.turns.extraShotOnHit || salvo === undefined || next === undefined || salvo.announcement === null || v.expectedAnnouncement === undefined) return undefined;
  const written = salvoOutcome(variant, salvo.announcement);
  const fleet = salvoOutcome(variant, v.expectedAnnouncement);
  if (written.any === fleet.any || written.any === 'maybe' || fleet.any === 'maybe') return undefined;
  if (variant.turns.protectedHitPenalty === 'skip-next-turn' && (written.protectedHit !== 'no' || fleet.protectedHit !== 'no')) return undefined;
  const other = record.sides.find((s) => s.id !== salvo.side)?.id;
  if (other === undefined) return undefined;
  // The side each reading gives the next turn to: the shooter again after a hit.
  const dueWritten = written.any === 'yes' ? salvo.side : other;
  const dueFleet = fleet.any === 'yes' ? salvo.side : other;
  const reading = next.side === dueWritten ? 'fleet' : 'written';
  const lang = recordLanguage(record, variant);
  const line = sources?.salvos[v.turn + 1]?.at.line;
  return {
    reading,
    said: formatAnnouncement(reading === 'written' ? salvo.announcement : v.expectedAnnouncement, variant, lang),
    side: next.side,
    salvo: sideNumbering(record, sideNumberOf)(v.turn + 1),
    ...(line !== undefined ? { line } : {}),
    due: reading === 'written' ? dueWritten : dueFleet,
  };
}

/**
 * Where every ship of `classId` the target of the salvo at `turn` has was announced sunk before
 * it, by the same shooter: the place of the salvo that sank the last of them, so that a "sunk"
 * of that class at `turn` sinks a ship already lost. Undefined where one may still be afloat.
 *
 * @example
 *   sunkBefore(record, variant, 15, 'submarine') // 11: red's salvo 6, at place 11, sank blue's only submarine
 */
function sunkBefore(record: GameRecord, variant: Variant, turn: number, classId: string): number | undefined {
  const shooter = record.salvos[turn]?.side;
  const count = variant.fleet.find((c) => c.id === classId)?.count ?? 1;
  let sunk = 0;
  let last: number | undefined;
  for (let t = 0; t < turn; t++) {
    const s = record.salvos[t];
    if (s === undefined || s.side !== shooter || s.announcement === null) continue;
    const a = s.announcement;
    const n = a.kind === 'per-shot' ? a.shots.filter((x) => x.result === 'sunk' && x.classId === classId).length : a.hits.filter((h) => h.classId === classId && h.sunk === true).reduce((m, h) => m + (h.sunkShips ?? 1), 0);
    if (n > 0) {
      sunk += n;
      last = t;
    }
  }
  return sunk >= count ? last : undefined;
}

/** The classes an announcement says sunk (per shot, each "sunk" naming its class; per salvo, each ship said sunk), in its order. */
function sunkClassesOf(a: Announcement): string[] {
  return a.kind === 'per-shot' ? a.shots.flatMap((x) => (x.result === 'sunk' && x.classId !== undefined ? [x.classId] : [])) : a.hits.flatMap((h) => (h.sunk === true ? [h.classId] : []));
}

/** The shooter's own number of the salvo at each place in `record.salvos`: `sideNumberOf` where given, else `sideSalvoNumbers`. */
function sideNumbering(record: GameRecord, sideNumberOf: ((turn: number) => number) | undefined): (turn: number) => number {
  if (sideNumberOf !== undefined) return sideNumberOf;
  const numbers = sideSalvoNumbers(record);
  return (t) => numbers[t] ?? t + 1;
}

/**
 * The repeated cells of a `repeated-cell` violation in the notation `cell`, each with the
 * shooter's own number of the salvo that fired at it first (none for a cell named twice in this
 * salvo alone). `sideNumberOf`: the shooter's own number of the salvo at a place in
 * `record.salvos` (default: `sideSalvoNumbers`); the earlier salvo's is this one's less the
 * salvos of the side between them.
 */
function repeatedCells(v: Violation, record: GameRecord, sideNumberOf: ((turn: number) => number) | undefined, cell: (c: number) => string): { cell: string; salvo?: number }[] {
  const numberOf = sideNumbering(record, sideNumberOf);
  const shooter = record.salvos[v.turn]?.side;
  return (v.cells ?? []).map((c) => {
    const t = record.salvos.findIndex((s, i) => i < v.turn && s.side === shooter && s.cells.includes(c));
    return t < 0 ? { cell: cell(c) } : { cell: cell(c), salvo: v.salvo - (numberOf(v.turn) - numberOf(t)) };
  });
}

/**
 * The repeated cells (`repeatedCells`) parted as a referee says them: those fired at before,
 * grouped by the shooter's own salvo that fired at them first (in the order of those salvos),
 * and those only named twice in this salvo.
 *
 * @example
 *   repeatGroups([{ cell: 'a1', salvo: 1 }, { cell: 'c3' }, { cell: 'b2', salvo: 1 }])
 *   // { again: [{ salvo: 1, cells: ['a1', 'b2'] }], twice: ['c3'] }
 */
export function repeatGroups(parts: readonly { readonly cell: string; readonly salvo?: number }[]): { again: { salvo: number; cells: string[] }[]; twice: string[] } {
  const again: { salvo: number; cells: string[] }[] = [];
  for (const p of parts) {
    if (p.salvo === undefined) continue;
    const g = again.find((x) => x.salvo === p.salvo);
    if (g === undefined) again.push({ salvo: p.salvo, cells: [p.cell] });
    else g.cells.push(p.cell);
  }
  again.sort((a, b) => a.salvo - b.salvo);
  return { again, twice: parts.filter((p) => p.salvo === undefined).map((p) => p.cell) };
}

/** Items said as a list: `a`, `a and b`, `a, b and c` (`and`: the word before the last). */
export function saidList(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * A `repeated-cell` breach's message: whose salvo fires again at which cells, and in which of
 * that side's own salvos each was fired at before; a cell named twice in this salvo alone says so.
 *
 * @example
 *   repeatWords([{ cell: 'B2', salvo: 1 }], 'blue', 2) // "blue's salvo 2 fires again at B2, already fired at in blue's salvo 1"
 *   repeatWords([{ cell: 'B2' }], 'blue', 2)           // "blue's salvo 2 names B2 twice"
 */
function repeatWords(parts: readonly { readonly cell: string; readonly salvo?: number }[], who: string, salvo: number): string {
  const { again, twice } = repeatGroups(parts);
  const fired = again.map((g, k) => (k === 0 ? `${saidList(g.cells, 'and')}, already fired at in ${possessive(who, `salvo ${g.salvo}`, '')}` : `at ${saidList(g.cells, 'and')}, in ${possessive(who, `salvo ${g.salvo}`, '')}`));
  const said = [...(fired.length === 0 ? [] : [`fires again at ${fired.join(', and ')}`]), ...(twice.length === 0 ? [] : [`names ${saidList(twice, 'and')} twice`])];
  return `${possessive(who, `salvo ${salvo}`, '')} ${said.join(', and ')}`;
}

/**
 * The turn that followed a salvo whose hit on a protected ship the announcement left out, as the
 * record has it: after the target's next salvo, the target firing again (`twice`: the shooter lost
 * its turn, the hit was said at the table) or the shooter firing (`fired`: as the announcement as
 * made let it), with the salvo numbers as each side counts its own. Undefined until the record shows it.
 * Where that reply hit the shooter's protected ship too (`hit`, in the record's words), the lost
 * turns cancel if the hit was said: the reading as the turn order showed it (`crossed`, see
 * `Violation.leftOutReading`), open until then.
 */
function turnAfterLeftOut(v: Violation, record: GameRecord, sideNumberOf: ((turn: number) => number) | undefined, hit: string): LeftOutParts['after'] {
  const numberOf = sideNumbering(record, sideNumberOf);
  const shooter = record.salvos[v.turn]?.side;
  const r = v.leftOutReading;
  const crossing = r?.crossed === undefined ? undefined : record.salvos[r.crossed];
  if (r?.crossed !== undefined && crossing !== undefined && shooter !== undefined) {
    const base = { kind: 'crossed' as const, target: crossing.side, targetSalvo: numberOf(r.crossed), shooter, hit };
    const shown = r.shown;
    // The shooter's salvo before the one that showed the reading: the target's after it (said), or the shooter's second in a row (as made).
    let before = -1;
    if (shown !== undefined) for (let i = shown - 1; i >= 0 && before < 0; i--) if (record.salvos[i]?.side === shooter) before = i;
    if (r.reading === 'open' || shown === undefined || before < 0) return { ...base, reading: 'open' };
    return { ...base, reading: r.reading, salvos: [numberOf(before), numberOf(shown)] };
  }
  const reply = record.salvos.findIndex((s, i) => i > v.turn && s.side !== shooter);
  const then = reply >= 0 ? record.salvos[reply + 1] : undefined;
  if (then === undefined || shooter === undefined) return undefined;
  const target = record.salvos[reply]!.side;
  if (then.side === target) return { kind: 'twice', target, salvos: [numberOf(reply), numberOf(reply + 1)] };
  return { kind: 'fired', shooter, salvo: numberOf(reply + 1) };
}

/** The protected classes an announcement names as hit, in its order. */
function protectedNamed(variant: Variant, a: Announcement | null): string[] {
  const named = a === null ? [] : a.kind === 'per-salvo' ? a.hits.map((h) => h.classId) : a.shots.flatMap((s) => (s.result !== 'miss' && s.classId !== undefined ? [s.classId] : []));
  return [...new Set(named.filter((id) => variant.fleet.some((c) => c.id === id && c.protected)))];
}

/**
 * The target's later salvos sized by the damage as announced, the hospital's hits left out
 * (`Violation.sizedAsAnnounced`): the target as the record names it, each salvo's own number, its
 * shots and what the fleet owed. Undefined where there are none.
 */
function sizedAsAnnounced(v: Violation, record: GameRecord, variant: Variant): LeftOutParts['sized'] {
  const sized = v.sizedAsAnnounced ?? [];
  if (sized.length === 0 || v.atFault === undefined) return undefined;
  return {
    target: recordSideOf(record, variant, v.atFault),
    salvos: sized.map((z) => ({ salvo: z.salvo, shots: z.shots, owed: formatRange(z.owed) })),
    ...(variant.turns.salvo.kind === 'ships-afloat' ? { by: 'sinkings' as const } : {}),
  };
}

/** The side at fault: the engine's `atFault` when it names one (announcements), else the shooter. */
function sideAtFault(v: Violation, variant: Variant): string {
  const s = v.atFault ?? v.side;
  return variant.turns.sides.some((x) => x.id === s) ? s : v.side;
}

/**
 * The breach as the JSON reports (`check --json`, `analyze --json`) give it: every field but the
 * internal numbers (`owed`, which `expected` says), the sentences in other languages (`said`), the reader's parts (`parts`), the shots fired (`firedShots`), the engine's problems
 * (`problems`) and
 * `readAsMiss` (which the suggestion says).
 */
export function breachJson(b: Breach): Omit<Breach, 'conflictsWith' | 'noCellLines' | 'owed' | 'said' | 'readAsMiss' | 'leftOut' | 'sizedSlip' | 'repeats' | 'readAs' | 'ended' | 'mendBrings' | 'nextOutOfTurn' | 'firedShots' | 'parts' | 'problems' | 'fleet' | 'copyOf' | 'readsAs' | 'differs' | 'sunkAgain' | 'fleetGives' | 'alone' | 'swappedWith' | 'firstBy' | 'skippedFor' | 'skipsCancelled' | 'missLast' | 'gapCounted' | 'sharedHits'> {
  const { conflictsWith: _conflictsWith, noCellLines: _noCellLines, gapCounted: _gapCounted, sharedHits: _sharedHits, missLast: _missLast, skippedFor: _skippedFor, skipsCancelled: _skipsCancelled, firstBy: _firstBy, swappedWith: _swappedWith, owed: _owed, said: _said, readAsMiss: _readAsMiss, leftOut: _leftOut, sizedSlip: _sizedSlip, repeats: _repeats, readAs: _readAs, ended: _ended, mendBrings: _mendBrings, nextOutOfTurn: _nextOutOfTurn, firedShots: _firedShots, parts: _parts, problems: _problems, fleet: _fleet, copyOf: _copyOf, readsAs: _readsAs, differs: _differs, sunkAgain: _sunkAgain, writeAnnouncement: _writeAnnouncement, fleetGives: _fleetGives, alone: _alone, ...rest } = b;
  return rest;
}

/**
 * Does the message already name the side's own salvo, as "blue's salvo 2" or "blue fired salvo 2"
 * (`red announced "…" for blue's salvo 2`)? Then the bracket does not say it again.
 */
function namesOwnSalvo(message: string, shooter: string, n: number): boolean {
  const side = escaped(shooter);
  return new RegExp(`(?<![\\p{L}\\p{N}_])${side}(?:'s| fired) salvo ${n}(?!\\p{N})|(?<![\\p{L}\\p{N}_])salvo ${n} of ${side}(?![\\p{L}\\p{N}_])`, 'u').test(message);
}

/** Does the message name salvos of the shooter, as `blue's salvo 2`, `blue's salvos 3 and 4` or (an id that takes no 's) `salvos 3 and 4 of второй`? */
function namesSalvosOf(message: string, shooter: string): boolean {
  return message.includes(`${shooter}'s salvo`) || new RegExp(`(?<![\\p{L}\\p{N}_])salvos? \\d[\\d, –-]*(?:and \\d+ )?of ${escaped(shooter)}(?![\\p{L}\\p{N}_])`, 'u').test(message);
}

/** `text` as a regular expression matching it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * The breach as one diagnostic line's parts, for printing with `formatDiagnostic`.
 *
 * @example
 *   formatDiagnostic(breachDiagnostic(b)) // 'game.yaml:14:5: error wrong-salvo-size: salvo 7: … (expected 3, recorded 4)'
 */
export function breachDiagnostic(b: Breach): Diagnostic {
  const detail: string[] = [];
  const own = b.sideSalvo !== undefined && b.shooter !== undefined ? `salvo ${b.sideSalvo} of ${b.shooter}` : undefined;
  if (own !== undefined && b.salvo !== undefined && !b.message.includes(own) && !((b.code === 'wrong-side' || b.code === 'salvo-missing' || b.code === 'results-swapped' || b.code === 'announcement-inconsistent') && namesSalvosOf(b.message, b.shooter!)) && !namesOwnSalvo(b.message, b.shooter!, b.sideSalvo!)) detail.push(possessive(b.shooter!, `salvo ${b.sideSalvo}`, ''));
  if (b.shot !== undefined) detail.push(`shot ${b.shot.index + 1} of ${b.shot.of} on its line`);
  detail.push(`rule: ${b.rule}`);
  if (b.expected !== undefined) detail.push(`expected: ${b.expected}`);
  if (b.recorded !== undefined) detail.push(`recorded: ${b.recorded}`);
  if (b.forced) detail.push('recorded with --force');
  return {
    severity: 'error',
    code: b.code,
    message: `${b.message} [${detail.join('; ')}]`,
    ...(b.suggestion !== undefined ? { suggestion: b.suggestion } : {}),
    ...(b.file !== undefined ? { file: b.file } : {}),
    ...(b.line !== undefined ? { line: b.line } : {}),
    ...(b.column !== undefined ? { column: b.column } : {}),
    ...(b.salvo !== undefined ? { salvo: b.salvo } : {}),
  };
}

/** Whether no cell is named twice among `cells` (`К2 Г10 К2`: not). */
function distinctCells(cells: readonly string[]): boolean {
  return new Set(cells).size === cells.length;
}
