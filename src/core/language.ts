/**
 * Which of salvo's own languages a language code speaks: every text table (play, reports,
 * suggest, count, simulate, the printed heatmap), the plural rule and the number format pick
 * theirs by it, so that `ru`, `ru-RU` and `pl-PL` read alike everywhere, and any other code is
 * English. The locale spellings a system uses (`ru_RU`, `PL`) speak their language too, so that
 * `--lang ru_RU` is refused in Russian (did you mean --lang ru?) as `--lang ru-RU` is; so do the
 * language's name and its three-letter code (`русский`, `polski`, `pol`: ./language-meant.ts),
 * so that `--lang polski` is refused in Polish, the language meant.
 *
 * @example
 *   spoken('pl-PL')   // 'pl'
 *   spoken('ru_RU')   // 'ru'
 *   spoken('русский') // 'ru'
 *   spoken('de')      // 'en'
 */
import { languageMeant } from './language-meant.js';

/** The languages salvo has its own words in. */
export type Spoken = 'en' | 'ru' | 'pl';

/** The language of `lang`'s texts: its base (`ru-RU`, `ru_RU`, `RU` → `ru`) where salvo speaks it, else English. */
export function spoken(lang: string): Spoken {
  const base = (languageMeant(lang) ?? lang).trim().toLowerCase().split(/[-_]/u)[0];
  return base === 'ru' || base === 'pl' ? base : 'en';
}

/**
 * Whether salvo has its own words in `lang` (English, Russian, Polish, in any spelling `spoken`
 * reads: `en-GB`, `RU`, `polski`), where `spoken` takes any other for English.
 *
 * @example
 *   speaks('ru_RU') // true
 *   speaks('de')    // false
 */
export function speaks(lang: string): boolean {
  const base = (languageMeant(lang) ?? lang).trim().toLowerCase().split(/[-_]/u)[0];
  return base === 'en' || base === 'ru' || base === 'pl';
}

/**
 * `name` in the quotes `lang` sets a name in (`«Красные»`, `„Czerwoni”`); English text leaves it bare.
 *
 * @example
 *   quoted('ru', 'Красные') // '«Красные»'
 *   quoted('en', 'red')     // 'red'
 */
export function quoted(lang: string, name: string): string {
  const s = spoken(lang);
  return s === 'ru' ? `«${name}»` : s === 'pl' ? `„${name}”` : name;
}
