/**
 * A variant with a protected class and no `rules:` text of its own: the cover names the protected
 * class, on its fleet entry and in the rules it gives in plain words (not only "protected ships"),
 * the name as the variant writes it in each language, in quotes after the noun, which takes the
 * sentence's case. Read back from the PDF in English, Russian and Polish, on A4 and A5.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const v = await loadVariant(join(process.cwd(), 'tests/render/variants/hospital-no-rules.yaml'), { cwd: process.cwd(), missingGlyphs });

/** The cover's lines as printed, in order, hyphenated words joined again, spaces made plain. */
async function coverText(lang: string, paper: 'A4' | 'A5'): Promise<{ lines: string[]; text: string }> {
  const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
  const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
  const text = lines.reduce((all, l) => (/\p{L}-$/u.test(all) && /^\p{L}/u.test(l) ? `${all.slice(0, -1)}${l}` : all === '' ? l : `${all} ${l}`), '');
  return { lines, text };
}

const CASES = [
  {
    lang: 'en',
    entry: '+ Hospital ship: 1 ship of 3 cells · protected',
    said: [
      'Hits on the protected ship “Hospital ship” count.',
      'Hitting the protected ship “Hospital ship” costs the shooter its next turn.',
    ],
  },
  {
    lang: 'ru',
    entry: '+ плавучая больница: 1 корабль из 3 кл. · под защитой',
    said: [
      'Попадания в неприкосновенный корабль «плавучая больница» засчитываются.',
      'За попадание в неприкосновенный корабль «плавучая больница» стреляющий пропускает следующий ход.',
    ],
  },
  {
    lang: 'pl',
    entry: '+ Statek szpitalny: 1 statek z 3 pól · pod ochroną',
    said: [
      'Trafienia w chroniony statek „Statek szpitalny” się liczą.',
      'Za trafienie chronionego statku „Statek szpitalny” strzelający traci następną turę.',
    ],
  },
] as const;

describe('the cover of a variant with a protected class and no rules text', () => {
  it('has no rules text of its own (the cover gives them in plain words)', () => {
    for (const lang of v.languages) expect(padContent(v, lang).rules.trim()).toBe('');
  });

  describe.each(['A4', 'A5'] as const)('on %s', (paper) => {
    it.each(CASES)('[$lang]: the protected class is named on its fleet entry, and in the rules', async ({ lang, entry, said }) => {
      const { lines, text } = await coverText(lang, paper);
      expect(text).toContain(entry);
      for (const s of said) expect(text).toContain(s);
      // Only the protected class's entry says so.
      const note = entry.slice(entry.lastIndexOf('·'));
      expect(text.split(note).length - 1).toBe(1);
      // The entry starts a line (set apart as an entry of its own).
      expect(lines.some((l) => entry.startsWith(l) && l.startsWith('+ '))).toBe(true);
    });
  });
});
