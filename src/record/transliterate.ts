/**
 * A word typed in the other alphabet: a Polish or English result written in Cyrillic letters
 * (`трафиони`, `пудло`, `мисс`), or a Russian one in Latin letters (`mimo`, `popal`, `ubit`,
 * also the Polish way: `czto`, `żuk`). Both are brought to one plain Latin spelling (`skeleton`),
 * Russian letters by a table, Polish letters and spellings to the same sounds, so a word and
 * what was typed for it meet, or nearly meet (`trafioni` and `trafiony`). The table is the one
 * cells typed in Latin letters are read by (src/core/transliteration.ts).
 *
 * @example
 *   latinSkeleton('пудло') === latinSkeleton('pudło') // 'pudlo'
 *   latinSkeleton('popal') === latinSkeleton('попал') // 'popal'
 */

export { latinSkeleton } from '../core/transliteration.js';

/** The alphabet a word is written in: `latin`, `cyrillic`, or undefined for both, or neither. */
export function scriptOf(word: string): 'latin' | 'cyrillic' | undefined {
  const latin = /\p{Script=Latin}/u.test(word);
  const cyrillic = /\p{Script=Cyrillic}/u.test(word);
  return latin === cyrillic ? undefined : latin ? 'latin' : 'cyrillic';
}
