/**
 * Evidence from a game record, seen from the side that fires at `target`: the salvos fired at
 * the target with their announcements, and the sizes of the target's own salvos (which reveal
 * its damage or guns under a non-constant salvo policy). A salvo whose announcement is not
 * recorded yet ends the evidence (nothing after it is known to have been announced).
 *
 * `after` counts salvos fired *at the target* (its own salvo numbering for the firing side): the
 * position after the 5th salvo against red is `after: 5`, right after that salvo (red's reply to
 * it is not yet fired). Without `after`, everything recorded counts, red's salvos after the last
 * salvo at it too: their sizes are what the firing side knows when it fires again. The target may be named by the
 * variant's side id (`red`) or the record's (`второй`).
 *
 * A repeat at a cell announced as a hit before, announced as a hit again (or announced "sunk"
 * before, and "sunk" again), is read as the rules read it, a miss (it hits nothing new:
 * `repeatsAnnouncedHit`), as the referee does: the slip is the repeat, not a sign that no fleet fits.
 *
 * @example
 *   const ev = evidenceFromRecord(variant, record, 'red', 5);
 *   infer(variant, ev).count
 */
import { variantSideOf } from '../record/game.js';
import type { GameRecord } from '../record/model.js';
import type { SideId, Variant } from '../variant/model.js';
import { announcedSunkCells, effectiveCells, mayBeSunkCells, readRepeatsAsMiss, repeatsAnnouncedHit } from '../rules/announce.js';
import type { Evidence, EvidenceSalvo, OwnSalvoSize } from './evidence.js';
import { namedKey, repeatsNamedAgainHidden } from '../rules/named-again.js';

/** Build the evidence against `target` after `after` salvos fired at it (all when omitted). */
export function evidenceFromRecord(variant: Variant, record: Pick<GameRecord, 'salvos' | 'sides'>, target: SideId, after?: number): Evidence {
  return indexedEvidence(variant, record, target, after !== undefined ? { after } : {}).evidence;
}

export interface IndexedEvidence {
  readonly evidence: Evidence;
  /** For each evidence salvo, its 0-based position in the record's salvos. */
  readonly salvoAt: readonly number[];
  /** For each own salvo size, the position of the target's salvo in the record. */
  readonly ownAt: readonly number[];
  /** Positions of the target's salvos whose size would be evidence but the referee finds wrong (`Unjudged.wrongSizes`). */
  readonly sizesLeftOut: readonly number[];
  /** Positions of the target's salvos whose size would be evidence but a salvo at it seems left out before them (`Unjudged.afterGap`). */
  readonly sizesAfterGap: readonly number[];
  /**
   * The target's salvos whose size would be evidence but a shot at it before them fell on a cell
   * that could not be read and may have hit (`Unjudged.afterUnread`): `at`, its position, and
   * `unread`, the position of that salvo.
   */
  readonly sizesAfterUnread: readonly { readonly at: number; readonly unread: number }[];
  /** How many of the record's salvos were read, from the first: the evidence is the game as it stood after the `read`th. */
  readonly read: number;
}

/** Record salvos (0-based positions in the record) whose parts are not evidence. */
export interface Unjudged {
  /** Salvos whose number of shots tells nothing: a cell could not be read, or the referee already found the size wrong. */
  readonly sizes?: ReadonlySet<number>;
  /** Of `sizes`, those the referee finds wrong (the rest have a cell that could not be read). */
  readonly wrongSizes?: ReadonlySet<number>;
  /**
   * Of `sizes`, those fired after a salvo at their side that seems left out (`salvo-missing`, read
   * as put back as check reads it): what it hit is not known, so they tell nothing of the fleet.
   */
  readonly afterGap?: ReadonlySet<number>;
  /**
   * Of `sizes`, those fired after a shot at their side on a cell that could not be read and may
   * have hit: the salvo (0-based place) of the first such shot. The side's damage after it is not
   * known, so they tell nothing of its fleet.
   */
  readonly afterUnread?: ReadonlyMap<number, number>;
  /**
   * Salvos whose announcement cannot be judged (a whole-salvo report with a cell that could not be
   * read, or an announcement written that could not be read): their readable cells are in the evidence as fired, with no announcement; they still count for `after`.
   */
  readonly announcements?: ReadonlySet<number>;
  /**
   * Per salvo (0-based place), how many of its shots fell on a cell that could not be read and
   * may have hit: the per-shot misses and "sunk" after them at the same side say less
   * (`EvidenceSalvo.unreadHitsBefore`).
   */
  readonly unreadHits?: ReadonlyMap<number, number>;
  /**
   * Of `announcements`, the whole-salvo reports left out only for a cell of their salvo that could
   * not be read: they still cap the hits at the cells read (`EvidenceSalvo.unreadOwnReport`).
   */
  readonly ownReports?: ReadonlySet<number>;
  /**
   * Whole-salvo reports at new cells and cells fired at before, read as naming again for the
   * repeats the ships named before (the named ships left out: `repeatsNamedAgainHidden` of the
   * repeated cells), as the referee reads them where taken at their word they fit no fleet.
   */
  readonly namedAgain?: ReadonlySet<number>;
}

/** Where reading the record stops, and what in it is not evidence. */
export interface EvidenceRange {
  /** Salvos fired at the target to read (all by default): the position right after the `after`th, before the target's reply. */
  readonly after?: number;
  /** Read only the record's salvos before this 0-based position: what the firing side knew before that salvo. */
  readonly until?: number;
  readonly unjudged?: Unjudged;
}

/** `evidenceFromRecord`, with where each piece of evidence sits in the record. */
export function indexedEvidence(variant: Variant, record: Pick<GameRecord, 'salvos' | 'sides'>, target: SideId, range: EvidenceRange = {}): IndexedEvidence {
  const { after, until, unjudged = {} } = range;
  const me = variantSideOf(record, variant, target);
  const salvoAt: number[] = [];
  const ownAt: number[] = [];
  const sizesLeftOut: number[] = [];
  const sizesAfterGap: number[] = [];
  const sizesAfterUnread: { at: number; unread: number }[] = [];
  const salvos: EvidenceSalvo[] = [];
  const own: OwnSalvoSize[] = [];
  const N = variant.board.rows * variant.board.columns;
  const limit = variant.turns.shotLimit;
  const informative = variant.turns.salvo.kind !== 'constant';
  let ownFired = 0;
  const ownCells = new Set<number>();
  // The cells fired at the target, and those of them announced as hits (per shot).
  const firedAt = new Set<number>();
  const hitAt = new Set<number>();
  // Of those, the cells announced "sunk" (per shot), with the class named (null where none).
  const sunkAt = new Map<number, string | null>();
  // A whole-salvo report: per salvo, the ships named at its new cells (see `repeatsNamedAgainHidden`).
  const named: { cells: readonly number[]; keys: readonly string[] }[] = [];
  let against = 0;
  // Shots at the target so far on a cell that could not be read and may have hit.
  let unreadHits = 0;
  let read = record.salvos.length;
  for (const [at, s] of record.salvos.entries()) {
    // The position after `after` salvos: nothing recorded later is known yet.
    if ((after !== undefined && against >= after) || (until !== undefined && at >= until)) {
      read = at;
      break;
    }
    if (variantSideOf(record, variant, s.side) === me) {
      const openBefore = N - ownCells.size;
      // The shots fired: the cells, and any written off the board (called all the same).
      const shots = s.cells.length + (s.offBoard ?? 0);
      ownFired += shots;
      for (const c of s.cells) ownCells.add(c);
      // Could a shot limit or the board have cut this salvo short? Then it owed at least this many.
      const limited = (limit !== null && ownFired >= limit) || shots >= openBefore;
      if (informative && shots > 0) {
        if (unjudged.sizes?.has(at)) {
          if (unjudged.afterGap?.has(at)) sizesAfterGap.push(at);
          else if (unjudged.wrongSizes?.has(at)) sizesLeftOut.push(at);
          else if (unjudged.afterUnread?.has(at)) sizesAfterUnread.push({ at, unread: unjudged.afterUnread.get(at)! });
        } else {
          own.push({ afterSalvo: salvos.length, shots, ...(limited ? { limited: true } : {}) });
          ownAt.push(at);
        }
      }
      continue;
    }
    // Not recorded yet: nothing after it is known. One written but not readable was still fired.
    if (s.announcement === null && !unjudged.announcements?.has(at)) {
      read = at;
      break;
    }
    against++;
    // The salvo's own report caps the hits at its cells read, where no cell before it could not be read.
    const unreadHere = unjudged.unreadHits?.get(at) ?? 0;
    const reported = unjudged.ownReports?.has(at) === true && s.announcement?.kind === 'per-salvo';
    // After such a cell, kept only for the listing, which reads both salvos mended (`EvidenceSalvo.unreadLaterReport`).
    const ownReport =
      reported && unreadHits === 0
        ? { unreadOwnReport: s.announcement!, ...(unreadHere > 0 ? { unreadOwnCells: unreadHere } : {}) }
        : reported && unreadHere > 0
          ? { unreadLaterReport: s.announcement!, unreadLaterCells: unreadHere }
          : {};
    unreadHits += unjudged.unreadHits?.get(at) ?? 0;
    // An announcement that cannot be judged tells nothing, but its shots were fired: they may have
    // hit, which the target's later salvo sizes (its damage, guns, ships afloat) and a later "sunk"
    // can owe something to.
    const announcement = unjudged.announcements?.has(at) ? null : s.announcement;
    const hits = s.cells.map((_, i) => announcement?.kind === 'per-shot' && announcement.shots[i] !== undefined && announcement.shots[i].result !== 'miss');
    const sankNow = s.cells.map((_, i) => {
      const shot = announcement?.kind === 'per-shot' ? announcement.shots[i] : undefined;
      return shot?.result === 'sunk' ? (shot.classId ?? null) : undefined;
    });
    const repeats = repeatsAnnouncedHit(variant, firedAt, hitAt, s.cells, announcement, hits, { before: mayBeSunkCells(variant, hitAt, [...sunkAt].map(([cell, classId]) => ({ cell, classId }))), now: sankNow });
    const fresh = effectiveCells(variant, firedAt, s.cells);
    const firedBefore = new Set(firedAt);
    // With each cell announced "sunk", the hits the record shows in the ship sunk there, as the referee reads them.
    for (const x of announcedSunkCells(variant, hitAt, s.cells, fresh, announcement)) sunkAt.set(x.cell, x.classId);
    s.cells.forEach((c, i) => {
      if (!fresh[i]) return;
      firedAt.add(c);
      if (hits[i]) hitAt.add(c);
    });
    // A whole-salvo report at no new cell naming again the ships the earlier salvos at its cells
    // named: read as "no hits", as the referee reads it (`repeatsNamedAgainHidden`).
    let read2 = announcement === null ? null : readRepeatsAsMiss(announcement, repeats);
    if (read2?.kind === 'per-salvo' && (s.offBoard ?? 0) === 0) {
      const again = repeatsNamedAgainHidden(variant, firedBefore, s.cells, read2, (c) => named.find((x) => x.cells.includes(c))?.keys);
      if (again !== null) read2 = again.announcement;
      else if (unjudged.namedAgain?.has(at) === true) {
        const repeated = s.cells.filter((c) => firedBefore.has(c));
        const maybe = repeated.length > 0 ? repeatsNamedAgainHidden(variant, firedBefore, repeated, read2, (c) => named.find((x) => x.cells.includes(c))?.keys) : null;
        if (maybe !== null) read2 = maybe.announcement;
      }
    }
    if (read2?.kind === 'per-salvo' && read2.hits.length > 0) named.push({ cells: s.cells.filter((_, i) => fresh[i]), keys: read2.hits.map(namedKey) });
    const weakened = unreadHits > 0 && (announcement?.kind === 'per-shot' || (announcement?.kind === 'per-salvo' && variant.report.timing === 'per-salvo')) ? { unreadHitsBefore: unreadHits } : {};
    salvos.push({ cells: s.cells, announcement: read2, ...weakened, ...(read2 === null ? ownReport : {}) });
    salvoAt.push(at);
  }
  return { evidence: { salvos, ownSalvoSizes: own }, salvoAt, ownAt, sizesLeftOut, sizesAfterGap, sizesAfterUnread, read };
}

/**
 * Number of salvos fired at `target` with a recorded announcement (the largest useful `after`);
 * those whose announcement cannot be judged (`unjudged.announcements`) count, as in the evidence.
 */
export function salvosAgainst(variant: Variant, record: Pick<GameRecord, 'salvos' | 'sides'>, target: SideId, unjudged: Unjudged = {}): number {
  const me = variantSideOf(record, variant, target);
  let n = 0;
  for (const [at, s] of record.salvos.entries()) {
    if (variantSideOf(record, variant, s.side) === me) continue;
    if (s.announcement === null && !unjudged.announcements?.has(at)) break;
    n++;
  }
  return n;
}
