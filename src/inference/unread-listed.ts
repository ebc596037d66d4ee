/**
 * A whole salvo's report with one or two cells that could not be read, or one in each of two
 * salvos (the later's report kept as `EvidenceSalvo.unreadLaterReport`), read exactly where
 * unread-exact.ts's sums do not reach (sinking told, ship by ship, hits not counted, two unread
 * cells): by listing. The weakened reading (`EvidenceSalvo.unreadHitsBefore`) keeps every layout
 * of every reading and some more; each of its layouts is kept when some reading of the unread
 * cells fits it, the record mended with each unread cell at each cell that could matter (a cell of
 * one of the layout's ships, or one where the shot hits nothing new) and the layout checked
 * against the mended salvos as written, by the same compiler the counts use (`compileEvidence`,
 * its placements kept to the layout's ships), so that "fits" means what it means everywhere.
 * Only where the weakened reading's layouts are few enough to list (the engine's search within
 * its budget): else the weakened reading stands, as before.
 */
import { allPlacements, type ShipPlacement } from '../core/placements.js';
import type { Variant } from '../variant/model.js';
import { compileEvidence } from './compile.js';
import type { Evidence, EvidenceSalvo } from './evidence.js';
import { searchLayouts } from './search.js';

/**
 * The salvo with the unread cells, and how many (1 or 2); `then`, a later salvo with one more
 * (`EvidenceSalvo.unreadLaterReport`), the two one cell each.
 */
export interface UnreadAt {
  readonly salvo: number;
  readonly cells: number;
  readonly then?: { readonly salvo: number; readonly cells: number };
}

/**
 * Where the evidence's unread cells can be read by listing: one salvo (its index) with a whole
 * salvo's report and one or two unread cells, none at the target before it, or one such cell in
 * each of two salvos (the later one's report kept as `unreadLaterReport`), every other later
 * salvo's report read (`unreadHitsBefore` the unread cells before it, no more) or left out (null:
 * nothing told, its shots fired). Null elsewhere.
 */
export function unreadListedAt(variant: Variant, evidence: Evidence): UnreadAt | null {
  if (variant.report.timing !== 'per-salvo') return null;
  const at = evidence.salvos.flatMap((s, i) => (s.unreadOwnReport !== undefined ? [i] : []));
  if (at.length !== 1) return null;
  const t = at[0]!;
  const own = evidence.salvos[t]!;
  const u = own.unreadOwnCells ?? 0;
  if (own.announcement !== null || own.unreadOwnReport?.kind !== 'per-salvo' || u < 1 || u > 2) return null;
  const later = evidence.salvos.flatMap((s, i) => (s.unreadLaterReport !== undefined ? [i] : []));
  if (later.length > 1) return null;
  const t2 = later[0];
  const then = t2 === undefined ? undefined : { salvo: t2, cells: evidence.salvos[t2]!.unreadLaterCells ?? 0 };
  if (then !== undefined) {
    const s2 = evidence.salvos[then.salvo]!;
    if (then.salvo <= t || u + then.cells > 2 || then.cells < 1 || s2.announcement !== null || s2.unreadLaterReport?.kind !== 'per-salvo') return null;
  }
  for (const [i, s] of evidence.salvos.entries()) {
    if (i < t && (s.unreadHitsBefore ?? 0) > 0) return null;
    if (i <= t || i === then?.salvo) continue;
    // A later report left out (the referee's unjudged announcement, or one a smaller set of the
    // conflict's drops) tells nothing: its shots fired, which the mended record reads as such (a
    // reading's cell there is fired at again), as the weakened reading does.
    if (s.announcement === null && s.unreadOwnReport === undefined && s.unreadLaterReport === undefined) continue;
    const before = then !== undefined && i > then.salvo ? u + then.cells : u;
    if (s.announcement?.kind !== 'per-salvo' || s.unreadHitsBefore !== before) return null;
  }
  return { salvo: t, cells: u, ...(then !== undefined ? { then } : {}) };
}

/**
 * The evidence as it reads with the unread cells at `xs` (those of `at.salvo`, then those of
 * `at.then`'s): every salvo as written, nothing weakened.
 */
export function mendedEvidence(evidence: Evidence, at: UnreadAt, xs: readonly number[]): Evidence {
  const plain = (s: EvidenceSalvo, i: number): EvidenceSalvo =>
    i === at.salvo
      ? { cells: [...s.cells, ...xs.slice(0, at.cells)], announcement: s.unreadOwnReport! }
      : i === at.then?.salvo
        ? { cells: [...s.cells, ...xs.slice(at.cells)], announcement: s.unreadLaterReport! }
        : { cells: s.cells, announcement: s.announcement };
  return { salvos: evidence.salvos.map(plain), ...(evidence.ownSalvoSizes !== undefined ? { ownSalvoSizes: evidence.ownSalvoSizes } : {}) };
}

/** A layout: its ships' classes and cells. */
type Layout = readonly { readonly classIndex: number; readonly cells: readonly number[] }[];

/**
 * Whether a layout fits some reading of the unread cells (`unreadListedAt`; null where the evidence
 * is not read so). Each unread cell is tried at each cell of the layout's ships and at one cell
 * where it hits nothing new (water or a cell fired at before; every such cell reads alike).
 */
export function listedReadingCheck(variant: Variant, evidence: Evidence, checks?: { left: number }): ((layout: Layout) => boolean) | null {
  const at = unreadListedAt(variant, evidence);
  if (at === null) return null;
  const all = allPlacements(variant);
  const N = variant.board.rows * variant.board.columns;
  // A compile's work, as LIST_WORK counts it: the salvos it reads.
  const cost = evidence.salvos.length + 1;
  const firedByThen = new Set(evidence.salvos.slice(0, at.salvo + 1).flatMap((s) => s.cells));
  // The placements kept to the layout's ships: once a layout, not once for each cell tried.
  const keptTo = (layout: Layout): ShipPlacement[][] => {
    const ships = new Set(layout.map((s) => `${s.classIndex}:${s.cells.join(',')}`));
    return all.map((ps, k) => ps.filter((p) => ships.has(`${k}:${p.cells.join(',')}`)));
  };
  const fits = (placements: readonly (readonly ShipPlacement[])[], xs: readonly number[]): boolean => {
    if (checks !== undefined && (checks.left -= cost) < 0) throw new ChecksSpent();
    const problem = compileEvidence(variant, mendedEvidence(evidence, at, xs), placements);
    if (problem.impossible !== undefined) return false;
    const found = searchLayouts(problem, 10_000);
    return found !== null && found.count > 0n;
  };
  // Fired at as read by the salvo of the later unread cell, if any.
  const firedByLater = at.then === undefined ? firedByThen : new Set(evidence.salvos.slice(0, at.then.salvo + 1).flatMap((s) => s.cells));
  // Where an unread shot could matter: a cell of the layout's ships not fired at by then, and one
  // cell where it hits nothing new (water, or one fired at by then; null: none).
  const optionsBy = (layout: Layout, fired: ReadonlySet<number>): number[] => {
    const shipCells = [...new Set(layout.flatMap((s) => s.cells))].filter((c) => !fired.has(c));
    const onShips = new Set(layout.flatMap((s) => s.cells));
    let nothing: number | null = null;
    for (const c of fired) nothing ??= c;
    for (let c = 0; c < N && nothing === null; c++) if (!onShips.has(c)) nothing = c;
    return nothing === null ? shipCells : [nothing, ...shipCells];
  };
  return (layout) => {
    const options = optionsBy(layout, firedByThen);
    const placements = keptTo(layout);
    if (at.then !== undefined) {
      // One cell in each of two salvos: each of the first's options with each of the second's
      // (the second on the first's cell hits nothing new, as its option of nothing new reads).
      const second = optionsBy(layout, firedByLater);
      return options.some((x) => second.some((y) => fits(placements, [x, y])));
    }
    if (at.cells === 1) return options.some((x) => fits(placements, [x]));
    // Two cells: each pair once (the order within the salvo does not matter); the same cell twice
    // is the second one hitting nothing new (fired at again in the same salvo).
    for (let i = 0; i < options.length; i++) for (let j = i; j < options.length; j++) {
      if (fits(placements, [options[i]!, options[j]!])) return true;
    }
    return false;
  };
}

/**
 * How many of the weakened reading's layouts are listed at most: each is checked against a mended
 * record per cell its unread shots could matter at (a compile each), so a few thousand, not more.
 */
export const LIST_MOST = 2_000;

/**
 * The work the listing's checks may take in all (`listedReadingCheck`), whatever the layouts: a
 * layout may take a compile of the mended record per open cell of its ships, two unread cells one
 * per pair of them, and a compile's work is counted as the salvos it reads (a compile of a 37-salvo
 * Perelman record some 0.2–0.6 ms). 300,000 is some 15,000 compiles of a 19-salvo record, a few
 * seconds; past it the listing gives up and the weakened reading stands, said to be loose
 * (tests/inference/unread-listed-work.test.ts).
 */
export const LIST_WORK = 300_000;

/** Thrown by a reading check past the listing's work (`LIST_WORK`): the listing gives up. */
class ChecksSpent extends Error {}

/**
 * The layouts listed, those fitting some reading of the unread cells, or null past the search's
 * budget, where the weakened reading has more than `most` layouts (they are counted first,
 * without the checks, which cost a compile each), or where the checks would take more than
 * `work` (`LIST_WORK`).
 */
export function listUnreadLayouts(variant: Variant, evidence: Evidence, nodeBudget: number, most = LIST_MOST, work = LIST_WORK): (readonly ShipPlacement[])[] | null {
  const checks = { left: work };
  const check = listedReadingCheck(variant, evidence, checks);
  if (check === null) return null;
  const problem = compileEvidence(variant, evidence);
  if (problem.impossible !== undefined) return [];
  const weakened = searchLayouts(problem, nodeBudget);
  if (weakened === null || weakened.count > BigInt(most)) return null;
  const seen = new Set<string>();
  const kept: ShipPlacement[][] = [];
  let found: ReturnType<typeof searchLayouts>;
  try {
    found = searchLayouts(problem, nodeBudget, (ships) => {
      // A layout once, however the groups split its class (ship by ship: the ordinals told).
      const key = ships.map((p) => `${p.classIndex}:${p.cells.join(',')}`).sort().join(';');
      if (seen.has(key)) return false;
      seen.add(key);
      if (!check(ships)) return false;
      kept.push([...ships]);
      return true;
    });
  } catch (e) {
    if (e instanceof ChecksSpent) return null;
    throw e;
  }
  return found === null ? null : kept;
}
