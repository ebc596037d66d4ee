/**
 * The cover sets a variant's rules text with its language's quotation marks and apostrophe, as a
 * publisher would print it: a `rules:` text typed with straight quotes (Jutland's `"Have I hit
 * anything?"`, `one's`) reads “…” and ’ in English, «…» in Russian, „…” in Polish, and a spaced
 * hyphen becomes the language's dash. Read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { typeset } from '../../src/render/typography.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfText } from './raster.js';

/** The cover page's text, hyphenated words joined again. */
async function coverText(id: string, lang: string, paper: 'A4' | 'A5'): Promise<string> {
  const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
  const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
  const { items } = await pdfText(bytes);
  return items[0]!.map((t) => t.replace(/\s+/gu, ' ').trim()).reduce((all, l) => (/\p{L}-$/u.test(all) && /^\p{L}/u.test(l) ? `${all.slice(0, -1)}${l}` : all === '' ? l : `${all} ${l}`), '');
}

describe('the cover’s rules: quotation marks and apostrophes of the language', () => {
  it('Jutland in English, A4: “Have I hit anything?”, one’s, no straight quote left', async () => {
    const text = await coverText('jutland', 'en', 'A4');
    expect(text).toContain('asks “Have I hit anything?”.');
    expect(text).toContain('“You have hit my battleship once and my cruiser once”, or “No hits”.');
    expect(text).toContain('each other’s');
    expect(text).toContain('one’s own');
    expect(text).not.toMatch(/["']/u);
  });

  it('Морской бой in English, A5: the Russian words quoted “мимо”, “попал”, “убит”', async () => {
    const text = await coverText('morskoy-boy', 'en', 'A5');
    expect(text).toContain('a miss: “мимо”.');
    expect(text).toContain('“убит” (sunk)');
    expect(text).not.toMatch(/["']/u);
  });

  it('text already set stays as it is (Морской бой in Russian: «мимо»; Statki in Polish: „pudło”)', async () => {
    expect(await coverText('morskoy-boy', 'ru', 'A4')).toContain('«мимо»');
    expect(await coverText('statki', 'pl', 'A4')).toContain('„pudło”');
  });
});

describe('typeset', () => {
  it('sets double and single quotes, apostrophes and spaced hyphens for each language', () => {
    expect(typeset(`He says "hit" - or 'no' - at the players' call; it's "a 'sunk' ship".`, 'en')).toBe(
      'He says “hit” – or ‘no’ – at the players’ call; it’s “a ‘sunk’ ship”.',
    );
    expect(typeset('Ответ: "мимо" - или "попал".', 'ru')).toBe('Ответ: «мимо» — или «попал».');
    expect(typeset('Odpowiedź: "pudło" - albo "trafiony".', 'pl')).toBe('Odpowiedź: „pudło” – albo „trafiony”.');
    expect(typeset('("hit")', 'en')).toBe('(“hit”)');
  });

  it('opens a single quote right inside an opening double one (“‘Hit’ or ‘miss’”, «„мимо“ или „попал“», „«pudło» albo «trafiony»”)', () => {
    expect(typeset(`"'Hit' or 'miss'"`, 'en')).toBe('“‘Hit’ or ‘miss’”');
    expect(typeset(`Ответ "'мимо' или 'попал'".`, 'ru')).toBe('Ответ «„мимо“ или „попал“».');
    expect(typeset(`Odpowiedź "'pudło' albo 'trafiony'".`, 'pl')).toBe('Odpowiedź „«pudło» albo «trafiony»”.');
  });

  it('leaves a list item’s hyphen, a hyphenated word, a range and typographic quotes alone', () => {
    expect(typeset('two-cell ships, 1-10, “done”', 'en')).toBe('two-cell ships, 1-10, “done”');
    expect(typeset('- a list item', 'en')).toBe('- a list item');
  });

  it('keeps the text as written for a language it has no rules for', () => {
    expect(typeset('"x"', 'de')).toBe('"x"');
  });
});
