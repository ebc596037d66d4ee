/**
 * A title cut short for the header was cut after the last whole word that fits, even a short one
 * (`… Isle of Wight and of…`, `… на Волге и на…`, `… na Odrze i na…`), which reads as if the title
 * went on mid-phrase; now the cut goes back past short words in lower case (of, the, и, на, i, na)
 * to the word before them, where that still fills half the room (`… Isle of Wight…`); where none
 * does, the short word stays. Read back from the PDF's header, and from fitText itself.
 */
import { describe, expect, it } from 'vitest';
import { fitText, textWidth } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await templateVariants();

const TITLES = {
  en: 'The Final of the Winter League of the Royal Navy Club of the Isle of Wight and of the Isle of Man in the year of the Great Storm',
  ru: 'Финал зимней лиги клуба любителей морского боя и на Неве и на Волге и на Каме и на Оке и на Доне и на Днепре и на Урале',
  pl: 'Finał ligi zimowej klubu miłośników gry w statki i na Wiśle i na Odrze i na Warcie i na Bugu i na Narwi i na Pilicy',
} as const;

const SHORT = /(^|[\s-])\p{Ll}{1,3}$/u;

/** `shown` (ending in an ellipsis) is `full` cut after a whole word. */
function cutAtWord(shown: string, full: string): boolean {
  const kept = shown.slice(0, -1);
  return shown.endsWith('…') && full.startsWith(kept) && /^[.,;:—–-]*[ -]/u.test(full.slice(kept.length));
}

describe('a cut title ends on a word that reads as an end', () => {
  it.each([
    ['jutland', 'en'],
    ['perelman', 'ru'],
    ['statki', 'pl'],
  ] as const)('%s [%s] on A5: the header’s title not cut after a short word', async (id, lang) => {
    const v = variants.find((x) => x.id === id)!;
    const title = TITLES[lang];
    const { bytes } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 2, lang, cover: false, title, date: FIXED_DOCUMENT_DATE });
    const shown = (await pdfPlacedText(bytes, 1)).filter((t) => t.text.startsWith(title.slice(0, 8)));
    expect(shown.length).toBe(1);
    const t = shown[0]!.text;
    expect(cutAtWord(t, title), t).toBe(true);
    expect(t.slice(0, -1), t).not.toMatch(SHORT);
  });

  it.each([
    ['en', 'The Grand Final of the Winter League', 'The Grand Final of the…', 'The Grand Final…'],
    ['ru', 'Финал зимней лиги клуба и на Неве', 'Финал зимней лиги клуба и на…', 'Финал зимней лиги клуба…'],
    ['pl', 'Finał ligi zimowej klubu i na Wiśle', 'Finał ligi zimowej klubu i na…', 'Finał ligi zimowej klubu…'],
  ])('[%s] fitText goes back past the short words to the word before', (_lang, text, longest, wanted) => {
    const width = textWidth(longest, 'bold', 7) + 0.05;
    expect(fitText(text, 'bold', width, 7, 7).text).toBe(wanted);
  });

  it('keeps a short word where the word before it leaves under half the room', () => {
    // "Abc…" would fill under half of the room "Abc of the…" has: the short words stay.
    const text = 'Abc of the Seven Seas';
    const width = textWidth('Abc of the…', 'bold', 7) + 0.05;
    expect(fitText(text, 'bold', width, 7, 7).text).toBe('Abc of the…');
  });

  it('cuts after a capitalised short word, or a number rather than the short word after it', () => {
    const text = 'Winter Final Sea Battle';
    expect(fitText(text, 'bold', textWidth('Winter Final Sea…', 'bold', 7) + 0.05, 7, 7).text).toBe('Winter Final Sea…');
    const numbered = 'Winter Final 2 of many';
    expect(fitText(numbered, 'bold', textWidth('Winter Final 2 of…', 'bold', 7) + 0.05, 7, 7).text).toBe('Winter Final 2…');
  });
});
