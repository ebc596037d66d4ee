/**
 * Announcements: what the defending side says after a shot or a salvo, in the variant's report
 * model. Shared by the rules engine (which derives the true announcement from a fleet), the game
 * record (which parses and writes them in any of the variant's languages) and inference (which
 * turns them into constraints).
 */

export type ShotResult = 'miss' | 'hit' | 'sunk';

/** Per-shot report: one entry per cell fired, in the order the cells were called. */
export interface ShotReport {
  readonly result: ShotResult;
  /** The class named with the result, when the variant's report names it (`sunk: with-class`, `hitClass`). */
  readonly classId?: string;
}

/** Per-salvo report entry: a ship (or class) hit by the salvo. */
export interface SalvoHit {
  readonly classId: string;
  /** 0-based ordinal of the ship within its class, when the report is `by: ship`. */
  readonly ship?: number;
  /** How many of the salvo's shots hit it, when the report gives `counts` (else omitted). */
  readonly count?: number;
  /**
   * The salvo sank it, when the report announces sinking (else omitted). By class: it sank at
   * least one ship of the class (`sunkShips` says how many, where the announcement does).
   */
  readonly sunk?: boolean;
  /**
   * By class, with `sunk`: how many ships of the class the salvo sank (`destroyer 2 sunk 2`), where
   * the announcement says it. Given only where more than one could have sunk (see `mostSunkBy`):
   * without it, `sunk` says at least one. Never given `by: ship` (a ship sinks once).
   */
  readonly sunkShips?: number;
}

/**
 * The most ships of its class a per-salvo entry by class can say the salvo sank: no more than its
 * hits (where the report counts them) nor than the class has ships.
 *
 * @example
 *   mostSunkBy({ classId: 'destroyer', count: 2, sunk: true }, 3) // 2
 */
export function mostSunkBy(hit: SalvoHit, classCount: number): number {
  return Math.min(hit.count ?? Infinity, classCount);
}

/**
 * An entry as written canonically: `sunkShips` kept only where it tells more than `sunk` alone,
 * that is where the entry names a class (not a ship) and more than one of it could have sunk.
 *
 * @example
 *   canonicalHit({ classId: 'destroyer', count: 1, sunk: true, sunkShips: 1 }, 3) // { classId: 'destroyer', count: 1, sunk: true }
 */
export function canonicalHit(hit: SalvoHit, classCount: number): SalvoHit {
  if (hit.sunkShips === undefined) return hit;
  if (hit.sunk === true && hit.ship === undefined && mostSunkBy(hit, classCount) > 1) return hit;
  const { sunkShips: _, ...rest } = hit;
  return rest;
}

export type Announcement =
  | { readonly kind: 'per-shot'; readonly shots: readonly ShotReport[] }
  /** `hits` empty means "no hits". Entries ordered by class index, then ship ordinal. */
  | { readonly kind: 'per-salvo'; readonly hits: readonly SalvoHit[] };
