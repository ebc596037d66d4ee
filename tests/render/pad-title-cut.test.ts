/**
 * A title (or a side's name) too long for the sheet's header even at 7 pt was cut inside a word
 * (`…Championship Final between Portsm…`); now it is cut after its last whole word that fits, a
 * comma or dash before the cut dropped (`…Final between…`), on every page the header is drawn
 * (fronts, backs of the log), in every language and on every paper. One word too long for the
 * header is still cut inside it. Read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { fitText, textWidth } from '../../src/render/fonts.js';
import { MARGINS, PAPERS, type Paper } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await templateVariants();

const TITLES = {
  en: 'The Grand Admiralty Winter League Championship Final between Portsmouth and Plymouth Naval Clubs, played at the Royal Naval College in Greenwich',
  ru: 'Турнир клуба любителей морского боя имени капитана Немо, финал. Турнир клуба любителей морского боя имени капитана Немо, финал',
  pl: 'Mistrzostwa Klubu Miłośników Gry w Statki imienia Komandora Bolesława Romanowskiego, finał rozgrywek jesiennych w Gdyni',
} as const;
const SIDES = {
  en: 'Rear-Admiral Sir Horace Hood of the Third Battlecruiser Squadron',
  ru: 'Пётр Петрович Пустопорожний-Переплётчиков из клуба капитана Немо',
  pl: 'Bartłomiej Brzęczyszczykiewicz-Chrząszczewski z Chrząszczyżewoszyc',
} as const;

const cases = (
  [
    ['jutland', 'en'],
    ['perelman', 'ru'],
    ['statki-15', 'pl'],
  ] as const
).flatMap(([id, lang]) =>
  (['A4', 'A5', 'letter'] as const).flatMap((paper: Paper) => ([1, 2] as const).map((perPage) => ({ id, lang, paper, perPage }))),
);

/** `shown` (ending in an ellipsis) is `full` cut after a whole word, a stop, comma or dash before the cut dropped. */
function cutAtWord(shown: string, full: string): boolean {
  const kept = shown.slice(0, -1);
  return shown.endsWith('…') && full.startsWith(kept) && /^[.,;:—–-]*[ -]/u.test(full.slice(kept.length));
}

describe('a long title cut at a word', () => {
  it.each(cases)('$id [$lang] on $paper, $perPage a page', async ({ id, lang, paper, perPage }) => {
    const v = variants.find((x) => x.id === id)!;
    const title = TITLES[lang];
    const side = SIDES[lang];
    const { bytes, pages } = await renderPadPdf(v, { paper, perPage, sheets: 2, lang, cover: true, title, sides: [side, side], date: FIXED_DOCUMENT_DATE });
    const m = MARGINS[paper];
    let headers = 0;
    for (let p = 1; p <= pages; p++) {
      const items = await pdfPlacedText(bytes, p);
      // The header's title and side name (the cover sets the title whole over lines, ending in no ellipsis).
      const titles = items.filter((t) => t.text.startsWith(title.slice(0, 8)) && t.text.endsWith('…'));
      const sides = items.filter((t) => t.text.startsWith(side.slice(0, 8)) && t.text.endsWith('…'));
      headers += titles.length;
      expect(sides.length, `page ${p}: a side's name for each title`).toBe(titles.length);
      for (const t of [...titles, ...sides]) {
        const full = titles.includes(t) ? title : side;
        expect(cutAtWord(t.text, full), `page ${p}: "${t.text}" is cut inside a word`).toBe(true);
        expect(t.x + t.width).toBeLessThanOrEqual(PAPERS[paper].width - m + 0.05);
      }
    }
    expect(headers, 'a header on every sheet').toBeGreaterThanOrEqual(2);
  });

  it('one word too long for the header is cut inside it, as wide as the room at most', () => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenauszahlungsstelle';
    const shown = fitText(word, 'bold', 40, 7, 15);
    expect(shown.text.endsWith('…')).toBe(true);
    expect(word.startsWith(shown.text.slice(0, -1))).toBe(true);
    expect(textWidth(shown.text, 'bold', shown.size)).toBeLessThanOrEqual(40);
    // A short word before it is not all that is kept: a cut leaving the room more than half empty goes inside the long word.
    const after = fitText(`A ${word}`, 'bold', 40, 7, 15);
    expect(after.text.length).toBeGreaterThan('A…'.length);
    expect(textWidth(after.text, 'bold', after.size)).toBeGreaterThanOrEqual(20);
    // Where a word boundary fills half the room, the cut is there.
    expect(fitText('A very long title indeed', 'bold', 30, 7, 15).text).toBe('A very long title…');
  });
});
