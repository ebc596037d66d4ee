/**
 * A whole salvo's report with one cell that could not be read (`B2 D? -> boat 1`), read exactly:
 * the layouts of some reading of the cell, no more. Where the classes hit are counted salvo by
 * salvo by class and sinking is not told, a layout fits some reading when it lies in one of these
 * disjoint groups (the unread shot at X):
 *
 * - A: X hits nothing new (water, or a cell fired at before): the cells read hold the hits told,
 *   the later salvos as written. Such an X always exists (`unreadReadExactly`).
 * - B_k: X is on a ship of class k (named in the report) and never fired at as read: the cells
 *   read hold one class-k hit fewer than told, the later salvos as written, and some cell of a
 *   class-k ship is never fired at.
 * - C_{k,t'}: as B_k, but X is first fired at (as read) by the later salvo t', which the rules
 *   then announce as a miss there: t' as read holds one class-k hit more than told, and some cell
 *   of a class-k ship is first fired at in t'.
 *
 * A later salvo whose report is left out (null: the consistency check's conflict search) tells
 * nothing: a cell it fires at first is, for the unread shot, one never fired at as read (B_k), and
 * it has no C term.
 *
 * A group's "some cell exists" is counted as all its layouts less those where none does: a class's
 * placements kept to the cells fired at (B), or kept off the cells first fired at in t' (C). The
 * engine counts each term and adds them up (`infer`). Other cases (sinking told, ship by ship,
 * hits not counted, two unread cells, salvo sizes after it) are read exactly by listing where the
 * weakened reading's layouts are few (unread-listed.ts); else, and for more unread cells, they are
 * left to the weakened reading of `EvidenceSalvo.unreadHitsBefore`, which counts every reading and
 * some more.
 */
import { allPlacements, type ShipPlacement } from '../core/placements.js';
import type { Announcement, SalvoHit } from '../rules/announcement.js';
import type { Variant } from '../variant/model.js';
import type { Evidence, EvidenceSalvo } from './evidence.js';

/** A count to add (`sign` 1) or take away (-1): the layouts of `evidence`, a class kept to the placements `keep` keeps. */
export interface UnreadTerm {
  readonly sign: 1 | -1;
  readonly evidence: Evidence;
  readonly only?: { readonly classIndex: number; readonly keep: (p: ShipPlacement) => boolean };
}

/**
 * The salvo (its index in `evidence.salvos`) whose one unread cell the evidence is read exactly
 * for (`unreadTerms`), or null where it is read as `EvidenceSalvo.unreadHitsBefore` says.
 */
export function unreadReadExactly(variant: Variant, evidence: Evidence): number | null {
  const rep = variant.report;
  if (rep.timing !== 'per-salvo' || rep.by !== 'class' || !rep.counts || rep.sunk) return null;
  const at = evidence.salvos.flatMap((s, i) => (s.unreadOwnReport !== undefined ? [i] : []));
  if (at.length !== 1) return null;
  const t = at[0]!;
  const own = evidence.salvos[t]!;
  if (own.announcement !== null || own.unreadOwnReport?.kind !== 'per-salvo' || own.unreadOwnCells !== 1) return null;
  for (const [i, s] of evidence.salvos.entries()) {
    if (i < t && (s.unreadHitsBefore ?? 0) > 0) return null;
    // Every later salvo's report read (or left out, as the consistency check leaves one out of a
    // conflict: null), and no other unread cell before it.
    if (i > t && s.announcement !== null && (s.announcement.kind !== 'per-salvo' || s.unreadHitsBefore !== 1)) return null;
  }
  // The target's salvo sizes after the unread shot would owe something to where it hit.
  if ((evidence.ownSalvoSizes ?? []).some((o) => o.afterSalvo > t)) return null;
  // Group A needs a cell where the unread shot hits nothing new: water, or a cell fired at by then.
  const shipCells = variant.fleet.reduce((n, c) => n + c.size * c.count, 0);
  const firedByThen = evidence.salvos.slice(0, t + 1).some((s) => s.cells.length > 0);
  if (shipCells >= variant.board.rows * variant.board.columns && !firedByThen) return null;
  return t;
}

/** The report with `more` hits (±1) of the class: an entry of 0 left out, one added in class order. */
function withMore(variant: Variant, a: Announcement & { kind: 'per-salvo' }, classId: string, more: 1 | -1): Announcement {
  const count = (h: SalvoHit): number => h.count ?? 1;
  const old = a.hits.find((h) => h.classId === classId);
  const n = (old === undefined ? 0 : count(old)) + more;
  const rest = a.hits.filter((h) => h.classId !== classId);
  const hits = n > 0 ? [...rest, { ...(old ?? { classId }), count: n }] : rest;
  const order = (h: SalvoHit): number => variant.fleet.findIndex((c) => c.id === h.classId);
  return { kind: 'per-salvo', hits: hits.sort((x, y) => order(x) - order(y)) };
}

/**
 * The terms whose counts add up to the layouts of some reading of the unread cell
 * (`unreadReadExactly`; null where it is not read so).
 */
export function unreadTerms(variant: Variant, evidence: Evidence): UnreadTerm[] | null {
  const t = unreadReadExactly(variant, evidence);
  if (t === null) return null;
  const own = evidence.salvos[t]!.unreadOwnReport as Announcement & { kind: 'per-salvo' };
  // Each salvo as read: the unread one with its report (the cells read), the later ones as written.
  const plain = (s: EvidenceSalvo, announcement: Announcement | null): EvidenceSalvo => ({ cells: s.cells, announcement });
  const read = (ownReport: Announcement, later?: { at: number; announcement: Announcement }): Evidence => ({
    salvos: evidence.salvos.map((s, i) => (i === t ? plain(s, ownReport) : i === later?.at ? plain(s, later.announcement) : i > t ? plain(s, s.announcement) : s)),
    ...(evidence.ownSalvoSizes !== undefined ? { ownSalvoSizes: evidence.ownSalvoSizes } : {}),
  });
  const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
  // The cells first fired at by a later salvo whose report is left out (null): the unread shot there
  // reads as one never fired at as read (nothing told of that salvo to take a hit from).
  const untold = new Set<number>();
  {
    const seen = new Set(evidence.salvos.slice(0, t + 1).flatMap((s) => s.cells));
    for (const s of evidence.salvos.slice(t + 1)) {
      for (const c of s.cells) if (!seen.has(c) && s.announcement === null) untold.add(c);
      for (const c of s.cells) seen.add(c);
    }
  }
  const terms: UnreadTerm[] = [{ sign: 1, evidence: read(own) }];
  for (const h of own.hits) {
    const k = variant.fleet.findIndex((c) => c.id === h.classId);
    if (k < 0) return null;
    const fewer = withMore(variant, own, h.classId, -1);
    // B_k: some cell of a class-k ship never fired at (or first fired at by a salvo whose report is left out).
    const never = read(fewer);
    terms.push({ sign: 1, evidence: never }, { sign: -1, evidence: never, only: { classIndex: k, keep: (p) => p.cells.every((c) => fired.has(c) && !untold.has(c)) } });
    // C_{k,t'}: some cell of a class-k ship first fired at in t'.
    const before = new Set(evidence.salvos.slice(0, t + 1).flatMap((s) => s.cells));
    for (let u = t + 1; u < evidence.salvos.length; u++) {
      const s = evidence.salvos[u]!;
      const first = new Set(s.cells.filter((c) => !before.has(c)));
      for (const c of s.cells) before.add(c);
      // A report left out: its cells are B_k's.
      if (s.announcement === null) continue;
      // No ship of the class can lie on a cell first fired at there: the two terms cancel.
      if (!allPlacements(variant)[k]!.some((p) => p.cells.some((c) => first.has(c)))) continue;
      const later = read(fewer, { at: u, announcement: withMore(variant, s.announcement as Announcement & { kind: 'per-salvo' }, h.classId, 1) });
      terms.push({ sign: 1, evidence: later }, { sign: -1, evidence: later, only: { classIndex: k, keep: (p) => p.cells.every((c) => !first.has(c)) } });
    }
  }
  return terms;
}

/**
 * Whether a layout (its ships' classes and cells) fits some reading of the unread cell, where the
 * evidence is read exactly (`unreadReadExactly`; true where it is not, as the weakened reading has
 * it). The salvo of the unread shot and those after it, each cell hitting only where first fired
 * at: as read (the shot at water or a cell fired at before), or with the shot on a ship's cell not
 * fired at by then, which then hits nothing where a later salvo first fires at it as read.
 * Checks only those salvos: the ones before are read as written by the weakened reading too.
 */
export function fitsSomeReading(variant: Variant, evidence: Evidence, layout: readonly { readonly classIndex: number; readonly cells: readonly number[] }[]): boolean {
  return readingCheck(variant, evidence)?.(layout) ?? true;
}

/**
 * `fitsSomeReading` for many layouts of one evidence: what the evidence alone decides (the salvo
 * read exactly, the hits told, the cells each salvo fires at first) worked out once. Null where
 * every layout passes (not read exactly, or a class the variant does not have, left to the
 * weakened reading as `unreadTerms` leaves it).
 */
export function readingCheck(variant: Variant, evidence: Evidence): ((layout: readonly { readonly classIndex: number; readonly cells: readonly number[] }[]) => boolean) | null {
  const t = unreadReadExactly(variant, evidence);
  if (t === null) return null;
  const K = variant.fleet.length;
  // Per salvo from t on: the hits told class by class, and the cells it fires at first.
  const told: (number[] | null)[] = [];
  const freshFrom: number[][] = [];
  const firstAt = new Map<number, number>();
  const fired = new Set<number>();
  let unknownClass = false;
  evidence.salvos.forEach((s, i) => {
    const fresh = [...new Set(s.cells)].filter((c) => !fired.has(c));
    for (const c of fresh) {
      fired.add(c);
      firstAt.set(c, i);
    }
    if (i < t) return;
    const a = (i === t ? s.unreadOwnReport : s.announcement) as (Announcement & { kind: 'per-salvo' }) | null;
    freshFrom.push(fresh);
    // A report left out (null): nothing told to compare.
    if (a === null) {
      told.push(null);
      return;
    }
    const want = new Array<number>(K).fill(0);
    for (const h of a.hits) {
      const k = variant.fleet.findIndex((c) => c.id === h.classId);
      if (k < 0) unknownClass = true;
      else want[k]! += h.count ?? 1;
    }
    told.push(want);
  });
  if (unknownClass) return null;
  const same = (x: readonly number[], y: readonly number[]): boolean => x.every((n, k) => n === y[k]);
  return (layout) => {
    const classAt = new Map<number, number>();
    for (const s of layout) for (const c of s.cells) classAt.set(c, s.classIndex);
    // The hits of the cells as read, class by class, per salvo from t on.
    const read = freshFrom.map((fresh) => {
      const got = new Array<number>(K).fill(0);
      for (const c of fresh) {
        const k = classAt.get(c);
        if (k !== undefined) got[k]!++;
      }
      return got;
    });
    const fits = (): boolean => read.every((r, j) => told[j] === null || same(r, told[j]!));
    if (fits()) return true;
    // The unread shot on a ship's cell not fired at by then: one more hit of its class in salvo t,
    // and one fewer in the salvo that first fires at the cell as read, if any.
    for (const [c, k] of classAt) {
      const first = firstAt.get(c);
      if (first !== undefined && first <= t) continue;
      read[0]![k]!++;
      if (first !== undefined) read[first - t]![k]!--;
      const ok = fits();
      read[0]![k]!--;
      if (first !== undefined) read[first - t]![k]!++;
      if (ok) return true;
    }
    return false;
  };
}
