/**
 * Small helpers for the engine's integer ranges (`Range`, exact when `min === max`) and its
 * three-valued facts (`Tri`). Kept apart so every rules module speaks the same little language.
 *
 * @example
 *   sumRanges([exact(2), { min: 1, max: 3 }]) // { min: 3, max: 5 }
 *   formatRange({ min: 2, max: 2 })        // '2'
 */
import type { Range, Tri } from './types.js';

/** The range holding only `n`. */
export function exact(n: number): Range {
  return { min: n, max: n };
}

export function range(min: number, max: number): Range {
  return { min, max };
}

/** `3` or `2–3`. */
export function formatRange(r: Range): string {
  return r.min === r.max ? String(r.min) : `${r.min}–${r.max}`;
}

/** The Tri of a fact from whether it can be true and whether it can be false. */
export function triOf(canBeTrue: boolean, canBeFalse: boolean): Tri {
  if (canBeTrue && !canBeFalse) return 'yes';
  if (!canBeTrue && canBeFalse) return 'no';
  return 'maybe';
}

export function sumRanges(list: readonly Range[]): Range {
  let min = 0;
  let max = 0;
  for (const r of list) {
    min += r.min;
    max += r.max;
  }
  return { min, max };
}
