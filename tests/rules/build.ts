/**
 * Builders for hand-written rules tests: fleets as ShipOnBoard lists, turns, announcements.
 * Cells are indices on a 10×10 board: `cell(row, column) = row * 10 + column`.
 */
import type { FleetLayout, ShipOnBoard } from '../../src/core/layout-types.js';
import type { Announcement, SalvoHit, ShotReport } from '../../src/rules/announcement.js';
import type { TurnInput } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';

/** A fleet from `[classId, cells]` pairs; ordinals count within each class in the order given. */
export function fleet(variant: Variant, ships: readonly (readonly [string, readonly number[]])[]): FleetLayout {
  const seen = new Map<string, number>();
  const out: ShipOnBoard[] = ships.map(([classId, cells]) => {
    const ordinal = seen.get(classId) ?? 0;
    seen.set(classId, ordinal + 1);
    return { classId, classIndex: variant.fleet.findIndex((c) => c.id === classId), ordinal, cells: [...cells].sort((a, b) => a - b) };
  });
  return out.sort((a, b) => a.classIndex - b.classIndex || a.ordinal - b.ordinal);
}

/** Cells of a horizontal line from (row, col), `n` long. */
export function row(r: number, c: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => r * 10 + c + i);
}

export function turn(side: string, cells: readonly number[], announcement: Announcement | null = null, forced?: boolean): TurnInput {
  return forced === undefined ? { side, cells, announcement } : { side, cells, announcement, forced };
}

export const miss: ShotReport = { result: 'miss' };
export const hit = (classId?: string): ShotReport => (classId === undefined ? { result: 'hit' } : { result: 'hit', classId });
export const sunk = (classId?: string): ShotReport => (classId === undefined ? { result: 'sunk' } : { result: 'sunk', classId });

export function shots(...list: ShotReport[]): Announcement {
  return { kind: 'per-shot', shots: list };
}

export function salvo(...hits: SalvoHit[]): Announcement {
  return { kind: 'per-salvo', hits };
}
