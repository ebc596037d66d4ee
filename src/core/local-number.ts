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
 * decimal comma (`1 234,5`); Polish leaves a number of four digits whole (`1009 próbek`, `1234,5`;
 * from five on grouped, `10 009`), as Polish typesetting and its CLDR locale write it; any other
 * language keeps it as it is.
 *
 * @example
 *   localNumber('ru', '218,472,529') // '218 472 529' (no-break spaces)
 *   localNumber('ru', '1,009')       // '1 009'
 *   localNumber('pl', '1,009')       // '1009'
 *   localNumber('pl', '0.29')        // '0,29'
 */
export function localNumber(lang: string, text: string): string {
  switch (spoken(lang)) {
    case 'en':
      return text;
    case 'pl':
      return slavicNumber(text).replace(/(?<![\d\u00a0])(\d)\u00a0(\d{3})(?![\d\u00a0])/gu, '$1$2');
    default:
      return slavicNumber(text);
  }
}

