/**
 * The one plural rule of salvo's texts: which form of a word goes with a number, in English,
 * Russian and Polish. The caller gives the forms in the case the phrase needs (`после 1 залпа`,
 * `после 5 залпов`: genitive; `po 1 salwie`, `po 5 salwach`: locative); this picks one.
 *
 * - English: 1 → `one`, else `many` (`few` stands for it when `many` is not given).
 * - Russian: ends in 1 but not 11 → `one` (1, 21, 101); ends in 2–4 but not 12–14 → `few`
 *   (2, 22, 104); else `many` (0, 5, 11, 12, 25).
 * - Polish: exactly 1 → `one`; ends in 2–4 but not 12–14 → `few` (2, 22); else `many`
 *   (0, 5, 12, 21, 25, 101).
 *
 * Other languages follow English. Plain code, not `Intl.PluralRules`: the same on every Node
 * build (ICU data may be missing), and bigints (counts of layouts) too.
 *
 * @example
 *   plural('ru', 21, 'залп', 'залпа', 'залпов')  // 'залп'
 *   plural('pl', 22, 'salwa', 'salwy', 'salw')   // 'salwy'
 *   plural('pl', 12, 'salwa', 'salwy', 'salw')   // 'salw'
 *   plural('en', 2, 'salvo', 'salvos')           // 'salvos'
 */
import { spoken } from './language.js';

export type PluralCategory = 'one' | 'few' | 'many';

/** The form a count `n` takes in `lang` (`ru`, `pl-PL`, …; English for any other). */
export function pluralCategory(lang: string, n: number | bigint): PluralCategory {
  const base = spoken(lang);
  const big = typeof n === 'bigint' ? (n < 0n ? -n : n) : BigInt(Math.abs(Math.trunc(n)));
  const ten = Number(big % 10n);
  const hundred = Number(big % 100n);
  const fewEnding = ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14);
  if (base === 'ru') return ten === 1 && hundred !== 11 ? 'one' : fewEnding ? 'few' : 'many';
  if (base === 'pl') return big === 1n ? 'one' : fewEnding ? 'few' : 'many';
  return big === 1n ? 'one' : 'many';
}

/** The form of a word that goes with `n` in `lang`: `one`, `few` or `many` (`many` defaults to `few`). */
export function plural(lang: string, n: number | bigint, one: string, few: string, many: string = few): string {
  const category = pluralCategory(lang, n);
  return category === 'one' ? one : category === 'few' ? few : many;
}
