/**
 * A game of salvos, the target's fleet not revealed: a salvo fired again at cells fired at before
 * (none new), its announcement naming again the ships the earlier salvos at those cells named, as
 * if each repeat hit anew. The rules read a repeat as hitting nothing new, so such an announcement
 * is read as "no hits": one slip, the repeat's (`repeated-cell`), not a second one of the
 * announcement, as `repeatsNamedAgain` reads it where the fleet is revealed. A salvo with a new
 * cell is taken at its word (the ship named may be hit there).
 *
 * @example
 *   // A1 B1 C1, announced "destroyer 1", fired again and announced "destroyer 1" again.
 *   repeatsNamedAgainHidden(variant, new Set([0, 1, 2]), [0, 1, 2], ann, () => ['destroyer#'])
 *   // { announcement: { kind: 'per-salvo', hits: [] }, cells: [0, 1, 2] }
 */
import type { Variant } from '../variant/model.js';
import type { Announcement, SalvoHit } from './announcement.js';

/** The key of a per-salvo entry: its class, and its ship where the report names ships. */
export function namedKey(h: Pick<SalvoHit, 'classId' | 'ship'>): string {
  return `${h.classId}#${h.ship ?? ''}`;
}

/**
 * The salvo fires at no new cell (each was fired at before), so it hits nothing; its announcement
 * names ships, each of them named by the announcement of an earlier salvo at one of its cells (as
 * many times as the announcement counts hits on it, where it counts them): the ships named again
 * for the repeats. Read as "no hits", with those cells (increasing); null where not so.
 * `namedAt(cell)`: the keys (`namedKey`) the announcement of the salvo that first fired at the cell
 * named, undefined where none or not known.
 */
export function repeatsNamedAgainHidden(
  variant: Variant,
  firedBefore: ReadonlySet<number>,
  cells: readonly number[],
  ann: Announcement | null,
  namedAt: (cell: number) => readonly string[] | undefined,
): { announcement: Announcement; cells: number[] } | null {
  if (ann?.kind !== 'per-salvo' || variant.report.timing !== 'per-salvo' || ann.hits.length === 0 || cells.length === 0) return null;
  const total = variant.board.rows * variant.board.columns;
  if (!cells.every((c) => Number.isInteger(c) && c >= 0 && c < total && firedBefore.has(c))) return null;
  const distinct = [...new Set(cells)].sort((a, b) => a - b);
  const used = new Set<number>();
  for (const h of ann.hits) {
    const key = namedKey(h);
    const at = distinct.filter((c) => namedAt(c)?.includes(key) === true);
    if (at.length === 0 || (h.count !== undefined && h.count > at.length)) return null;
    at.forEach((c) => used.add(c));
  }
  return { announcement: { kind: 'per-salvo', hits: [] }, cells: [...used].sort((a, b) => a - b) };
}
