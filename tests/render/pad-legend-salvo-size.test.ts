/**
 * Where a hit earns another salvo, the pad's legend says so after how many shots a salvo has, under
 * every kind of salvo, not only a constant one: per ship afloat, per gun aboard, or first so many
 * then by damage taken. Read back from the PDF, in en/ru/pl. Without the extra salvo, a kind other
 * than constant has no size line (its tracker's title says it), so that no sheet loses a log row.
 */
import { describe, expect, it } from 'vitest';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Variant } from '../../src/variant/model.js';
import { jutlandLike, perelmanLike, salvo1931 } from './fixtures.js';
import { pdfPlacedText } from './raster.js';

/** The sheet's text as read from the PDF, its lines joined (a word broken at a line's end joined again). */
async function sheetText(v: Variant, lang: string): Promise<string> {
  const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
  const items = await pdfPlacedText(bytes, 1);
  return items
    .map((t) => t.text)
    .join(' ')
    .replace(/-\s+/gu, '')
    .replace(/\s+/gu, ' ');
}

const extra = (v: Variant): Variant => ({ ...v, turns: { ...v.turns, extraShotOnHit: true } });

const CASES: readonly [string, Variant, Record<string, string>][] = [
  [
    'ships afloat, a hit earning another salvo',
    extra(salvo1931),
    {
      en: 'Shots per salvo: 1 per ship afloat; a salvo with a hit earns another salvo',
      ru: 'Выстрелов в залпе: по 1 на каждый корабль на плаву; залп с попаданием даёт ещё залп',
      pl: 'Strzałów w salwie: po 1 na każdy statek na wodzie; salwa z trafieniem daje kolejną salwę',
    },
  ],
  [
    'guns, a hit earning another salvo',
    extra(jutlandLike),
    {
      en: 'Shots per salvo: one per gun aboard; a salvo with a hit earns another salvo',
      ru: 'Выстрелов в залпе: по одному на каждое уцелевшее орудие; залп с попаданием даёт ещё залп',
      pl: 'Strzałów w salwie: po jednym na każde ocalałe działo; salwa z trafieniem daje kolejną salwę',
    },
  ],
  [
    'damage, a hit earning another salvo',
    extra(perelmanLike),
    {
      en: 'Shots per salvo: 3 at first, then by damage taken; a salvo with a hit earns another salvo',
      ru: 'Выстрелов в залпе: сначала 3, потом — по числу повреждений; залп с попаданием даёт ещё залп',
      pl: 'Strzałów w salwie: najpierw 3, potem wg uszkodzeń; salwa z trafieniem daje kolejną salwę',
    },
  ],
];

describe("the pad's legend says the salvo's size with the extra salvo under every kind of salvo", () => {
  for (const [name, v, said] of CASES) {
    it(`${name} (en/ru/pl), in the PDF`, async () => {
      for (const [lang, line] of Object.entries(said)) {
        expect(padContent(v, lang).legend[0]).toEqual({ symbol: 'none', text: line });
        expect(await sheetText(v, lang), `${name} ${lang}`).toContain(line);
      }
    }, 120_000);
  }

  it('a damage ladder none of whose steps the side can reach says the one size', () => {
    const never: Variant = extra({ ...perelmanLike, turns: { ...perelmanLike.turns, salvo: { kind: 'damage', shots: 3, steps: [{ damage: 500, shots: 1 }], countProtected: true } } });
    expect(padContent(never, 'en').legend[0]).toEqual({ symbol: 'none', text: 'Shots per salvo: 3; a salvo with a hit earns another salvo' });
  });

  it('without the extra salvo, only a constant size has a line (the trackers say the others)', () => {
    for (const v of [salvo1931, jutlandLike, perelmanLike]) expect(padContent(v, 'en').legend.some((l) => l.text.startsWith('Shots per salvo'))).toBe(false);
  });
});
