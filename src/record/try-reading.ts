/**
 * The one shape of check's readings of a copying slip: a salvo left out (missing-salvo.ts), a line
 * under the wrong side (wrong-side.ts), two lines written the other way round (as-read.ts
 * `swappedLines`), two results of a turn line written the other way round (inference/full-referee.ts
 * `swappedResults`). Each takes the breaches of the record as written, tries its candidates in the
 * record's order (`firstReading`), reads the record so and judges it again (a replay, or check's
 * whole report), and keeps a reading that brings no breach the record as written does not have
 * (`brings`) and takes away one more than its own line explains (`takesAway`). The first two go on
 * from the record so read, each tried at every breach of the turn order (`TURN_CODES`) once.
 *
 * @example
 *   const kept = firstReading(candidates, (c) => (brings(had, replay(c)).length === 0 ? c : undefined));
 */

/** The breaches of the turn order: where a reading of a slip is tried. */
export const TURN_CODES: ReadonlySet<string> = new Set(['out-of-turn', 'penalty-ignored']);

/**
 * Readings of one kind tried at most in a record (each a replay of the whole record, or check's
 * whole report): a slip of copying is read among a record's first turn-order breaches; a record
 * with dozens of them (salvos written on long after the game ended, lines of two games mixed) is
 * not a few slips, and trying each would cost a replay per breach, nested (minutes on a record of
 * a thousand lines, seconds past its end). The breaches after these stand as written.
 */
export const READING_TRIES = 12;

/** The breaches of a salvo's size. */
export const SIZE_CODES: ReadonlySet<string> = new Set(['wrong-salvo-size', 'salvo-size-not-allowed', 'shot-limit']);

/** A replay's breach by its salvo (place) and code, to tell one a reading brings from one the record has. */
export const turnKey = (v: { readonly turn: number; readonly code: string }): string => `${v.turn} ${v.code}`;

/** The first candidate's reading that `read` keeps (undefined: it does not bear the candidate out), in `candidates`' order. */
export function firstReading<C, R>(candidates: Iterable<C>, read: (candidate: C) => R | undefined): R | undefined {
  for (const c of candidates) {
    const r = read(c);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** The breaches of `now` (a reading) of a kind (`key`) the record as written (`had`) has none of. */
export function brings<V>(had: readonly V[], now: readonly V[], key: (v: V) => string): V[] {
  const known = new Set(had.map(key));
  return now.filter((v) => !known.has(key(v)));
}

/** The breaches of the record as written (`had`) of a kind (`key`) the reading (`now`) has none of. */
export function takesAway<V>(had: readonly V[], now: readonly V[], key: (v: V) => string): V[] {
  return brings(now, had, key);
}
