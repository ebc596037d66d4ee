/**
 * A protected class whose Russian and Polish names are feminine (плавучая база, łódź podwodna):
 * the note beside its name on the cover and in `variant show`'s fleet table agrees with any name
 * (под защитой, pod ochroną: no adjective to agree with it), read back from the PDF; the rules'
 * sentences keep the adjective where it agrees with корабль / statek written out.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { describeVariant } from '../../src/variant/describe.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const v = await loadVariant(join(process.cwd(), 'tests/render/variants/protected-feminine.yaml'), { cwd: process.cwd(), missingGlyphs });

/** The cover's text as printed, hyphenated words joined again, spaces made plain. */
async function coverText(lang: string): Promise<string> {
  const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
  const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
  return lines.reduce((all, l) => (/\p{L}-$/u.test(all) && /^\p{L}/u.test(l) ? `${all.slice(0, -1)}${l}` : all === '' ? l : `${all} ${l}`), '');
}

const CASES = [
  {
    lang: 'ru',
    entry: '+ плавучая база: 1 корабль из 3 кл. · под защитой',
    show: '3 клетки; под защитой (за попадание штраф); со штриховкой; топить для победы не обязательно',
    rule: 'За попадание в неприкосновенный корабль «плавучая база» стреляющий пропускает следующий ход.',
    gendered: /неприкосновенный(?! корабль)|заштрихован|chroniony/u,
  },
  {
    lang: 'pl',
    entry: '+ łódź podwodna: 1 statek z 3 pól · pod ochroną',
    show: '3 pola; pod ochroną (za trafienie kara); z kreskowaniem; nie trzeba zatapiać, by wygrać',
    rule: 'Za trafienie chronionego statku „łódź podwodna” strzelający traci następną turę.',
    gendered: /(?<!statek )chroniony|kreskowany(?!:)|nie trzeba go/u,
  },
] as const;

describe('a protected class with a feminine name', () => {
  it.each(CASES)('[$lang]: the cover says it is protected in words that agree with any name', async ({ lang, entry, rule, gendered }) => {
    const text = await coverText(lang);
    expect(text).toContain(entry);
    expect(text).toContain(rule);
    expect(text).not.toMatch(gendered);
  });

  it.each(CASES)('[$lang]: variant show’s fleet table says so too', ({ lang, show, rule, gendered }) => {
    const text = describeVariant(v, lang);
    const line = text.split('\n').find((l) => l.includes(lang === 'ru' ? 'плавучая база' : 'łódź podwodna') && l.includes('×'));
    expect(line?.trimEnd().endsWith(show)).toBe(true);
    expect(text).toContain(rule);
    expect(text).not.toMatch(gendered);
  });
});
