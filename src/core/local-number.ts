/**
 * Numbers as Russian and Polish write them, for every report that speaks the game's language
 * (pads, heatmaps, the analysis and suggest reports): core, so that analysis and render share it.
 */
import { spoken } from './language.js';

/** An estimate in English notation ('1,234.5', '6.3 × 10^25') as Russian and Polish write it ('1 234,5', '6,3 × 10^25'). */
export const slavicNumber = (text: string): string => text.replace(/,/gu, '\u00a0').replace(/\./gu, ',');

/**
 * A number written in English notation (`1,234.5`, `6.3 × 10^25`, `27.5%`) as `lang` writes it, as
 * the printed heatmap does: Russian and Polish group thousands with a no-break space and write a
 * decimal comma (`1 234,5`); any other language keeps it as it is.
 *
 * @example
 *   localNumber('ru', '218,472,529') // '218 472 529' (no-break spaces)
 *   localNumber('pl', '0.29')        // '0,29'
 */
export function localNumber(lang: string, text: string): string {
  return spoken(lang) === 'en' ? text : slavicNumber(text);
}

