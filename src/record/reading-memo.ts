/**
 * What reading a record remembers, so that a text read again (`salvo play` reads the record back
 * after each salvo it saves) is not read again: `parseRecord`'s latest readings by file name and
 * text, the YAML under them (the header is read from it first, then the record), and
 * `parseAnnouncement`'s by its words (a long record says `pudło` hundreds of times).
 * Readings are pure and never changed by their callers (readonly), so a reading remembered is the
 * reading made afresh.
 *
 * @example
 *   const read = remembered(memo, variant, `${shots} ${typed}`, 1000, () => readAfresh(typed));
 */
import type { Variant } from '../variant/model.js';

/**
 * Whether readings are remembered; off, every text is read afresh, as before they were remembered.
 * For tests and benchmarks that compare the two: the readings are the same either way.
 */
export const readingMemo = { enabled: true };

/**
 * The reading of `key` for `variant` in `memo`, read (`read`) and put in as the latest when not
 * there; the oldest beyond `limit` forgotten. Read afresh each time when `readingMemo` is off.
 */
export function remembered<T>(memo: WeakMap<Variant, Map<string, T>>, variant: Variant, key: string, limit: number, read: () => T): T {
  if (!readingMemo.enabled) return read();
  let byKey = memo.get(variant);
  if (byKey === undefined) memo.set(variant, (byKey = new Map()));
  return rememberedIn(byKey, key, limit, read);
}

/** The reading of `key` in `memo` (one that no variant is needed for: the YAML of a record), as `remembered`. */
export function rememberedIn<T>(memo: Map<string, T>, key: string, limit: number, read: () => T): T {
  if (!readingMemo.enabled) return read();
  const known = memo.get(key);
  if (known !== undefined) {
    // The latest used is the last forgotten.
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const made = read();
  memo.set(key, made);
  while (memo.size > limit) memo.delete(memo.keys().next().value!);
  return made;
}
