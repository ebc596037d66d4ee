/**
 * The game's name, large, on the cover's free panel (A4, letter) and on its back (A5): no short
 * word alone on its last line. Morskoy boy in English read `Sea Battle` / `(Morskoy` / `boy)`; it
 * reads `Sea Battle` / `(Morskoy boy)`, a little smaller. Read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

/** The large title's lines on the cover's page `page` whose centre is right of `fromX` mm, top to bottom. */
async function bigTitle(bytes: Uint8Array, page: number, fromX: number): Promise<{ text: string; width: number; size: number }[]> {
  const items = await pdfPlacedText(bytes, page);
  return items.filter((t) => t.size > 15 && t.x + t.width / 2 > fromX).sort((a, b) => a.y - b.y).map((t) => ({ text: t.text.trim(), width: t.width, size: t.size }));
}

const variants = await templateVariants();
const cases = variants.flatMap((v) => v.languages.map((lang) => ({ v, lang })));

describe('the cover’s large title: no short word alone on its last line', () => {
  it('Морской бой in English on A4: `Sea Battle` / `(Morskoy boy)` on the free panel', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = await bigTitle(bytes, 1, 140);
    expect(lines.map((l) => l.text)).toEqual(['Sea Battle', '(Morskoy boy)']);
    expect(lines[0]!.size).toBeGreaterThanOrEqual(17.5);
  });

  it('Морской бой in English on A5: the same on both halves of the back', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 1, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    expect((await bigTitle(bytes, 2, 74)).map((l) => l.text)).toEqual(['Sea Battle', '(Morskoy boy)']);
    expect((await bigTitle(bytes, 2, 0)).map((l) => l.text)).toEqual(['Sea Battle', 'Sea Battle', '(Morskoy boy)', '(Morskoy boy)']);
  });

  it.each(cases)('$v.id [$lang] on A4: a last line of one word is at least half the panel wide', async ({ v, lang }) => {
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = await bigTitle(bytes, 1, 140);
    expect(lines.length).toBeGreaterThan(0);
    const last = lines[lines.length - 1]!;
    if (lines.length > 1 && !/\s/u.test(last.text)) expect(last.width, last.text).toBeGreaterThanOrEqual(54 / 2);
  });
});
