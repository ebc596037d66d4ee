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
  /** The salvo sank it, when the report announces sinking (else omitted). */
  readonly sunk?: boolean;
}

export type Announcement =
  | { readonly kind: 'per-shot'; readonly shots: readonly ShotReport[] }
  /** `hits` empty means "no hits". Entries ordered by class index, then ship ordinal. */
  | { readonly kind: 'per-salvo'; readonly hits: readonly SalvoHit[] };
