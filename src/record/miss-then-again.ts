/**
 * A shot typed after a miss of the same side, in a game where a hit earns another shot (Statki,
 * Морской бой): the turn passed to the other side at the miss, so the shot is out of turn; but a
 * player who wrote the miss for what was a hit (check's `miss-fired-again`, once both are written)
 * types it just so. `record` and `play` ask about it on the spot: this finds the miss to ask about.
 */
import type { Announcement } from '../rules/announcement.js';
import type { Variant } from '../variant/model.js';
import type { GameRecord } from './model.js';

/** The miss a shot of `side` typed next follows, and what it would read as were it a hit. */
export interface MissBefore {
  /** Its index in the record's salvos (the last). */
  readonly index: number;
  /** The miss read as a hit (`trafiony`). */
  readonly hit: Announcement;
}

/**
 * The record's last salvo where it is `side`'s one-shot miss, not forced, and a hit earns another
 * shot with per-shot results naming no class (as check's `miss-fired-again` reads a miss):
 * undefined otherwise. The caller judges whether, read as a hit, the shot typed is in turn.
 *
 * @example
 *   missBefore(record, statki, 'ala') // { index: 6, hit: { kind: 'per-shot', shots: [{ result: 'hit' }] } } after `- ala: F8 -> pudło`
 */
export function missBefore(record: GameRecord, variant: Variant, side: string): MissBefore | undefined {
  const report = variant.report;
  if (!variant.turns.extraShotOnHit || report.timing !== 'per-shot' || report.hitClass) return undefined;
  const index = record.salvos.length - 1;
  const last = record.salvos[index];
  if (last === undefined || last.side !== side || last.forced === true || last.cells.length !== 1) return undefined;
  const a = last.announcement;
  if (a?.kind !== 'per-shot' || a.shots.length !== 1 || a.shots[0]!.result !== 'miss') return undefined;
  return { index, hit: { kind: 'per-shot', shots: [{ result: 'hit' }] } };
}

/** `record` with its salvo at `m.index` read as the hit `m` gives. */
export function withMissAsHit(record: GameRecord, m: MissBefore): GameRecord {
  return { ...record, salvos: record.salvos.map((s, k) => (k === m.index ? { ...s, announcement: m.hit } : s)) };
}
