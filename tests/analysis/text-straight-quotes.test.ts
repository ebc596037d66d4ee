/**
 * suggest's and analyze's terminal text writes apostrophes straight, as the rest of salvo's
 * terminal text and its help do (tests/cli/help-quotes.test.ts): suggest's note said "the shot’s
 * answer" and analyze's line under a table "each one’s own cells" with the typographic ’, which a
 * referee copying the line back into a shell or a YAML file types as a different character. The
 * PDF sets its own marks (render/typography.ts). Every sentence of the two text modules without
 * arguments, and each of those taking one yes-or-no, read in every language.
 */
import { describe, expect, it } from 'vitest';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { analysisText } from '../../src/analysis/report-text.js';

/** The typographic apostrophes (English's ’ and its kin); Russian «» and Polish „” are their quotation marks, not these. */
const APOSTROPHES = /[‘’‛ʼ]/u;

/** Each sentence of a text module: its strings, and its functions of one yes-or-no (or none) called both ways. */
function sentences(text: object): { key: string; said: string }[] {
  const out: { key: string; said: string }[] = [];
  for (const [key, value] of Object.entries(text)) {
    if (typeof value === 'string') out.push({ key, said: value });
    else if (typeof value === 'function' && (value as (...a: unknown[]) => unknown).length <= 1) {
      for (const arg of [true, false]) {
        let said: unknown;
        try {
          said = (value as (a: boolean) => unknown)(arg);
        } catch {
          continue;
        }
        if (typeof said === 'string') out.push({ key: `${key}(${arg})`, said });
      }
    }
  }
  return out;
}

describe("suggest's and analyze's text: straight apostrophes", () => {
  for (const lang of ['en', 'ru', 'pl']) {
    it(`in ${lang}`, () => {
      const all = [...sentences(suggestText(lang)), ...sentences(analysisText(lang, true)), ...sentences(analysisText(lang, false))];
      // The sentences named in the finding are among those read.
      if (lang === 'en') {
        expect(all.map((s) => s.key)).toEqual(expect.arrayContaining(['informationApproximated(true)', 'informationApproximated(false)', 'shipsLag']));
      }
      expect(all.length).toBeGreaterThan(20);
      for (const { key, said } of all) expect(said, `${lang} ${key}`).not.toMatch(APOSTROPHES);
    });
  }
});
