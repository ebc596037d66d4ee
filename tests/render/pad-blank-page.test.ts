/**
 * A page left blank on purpose, for double-sided printing (an A4 or letter cover's back before
 * sheets whose log goes on overleaf), says so, small and quiet at its middle, as publishers print
 * it: "This page intentionally left blank", in the pad's language. It was bare, and looked like a
 * misprint. The same line on a split sheet's charts' back, in Polish, Russian and English: pad-layout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { PAPERS } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

describe('the cover’s blank back', () => {
  it.each([
    ['A4', 'pl', 'Strona celowo pozostawiona pusta'],
    ['A4', 'en', 'This page intentionally left blank'],
    ['letter', 'en', 'This page intentionally left blank'],
  ] as const)('Statki 15 × 15 on %s [%s], two a page, the log overleaf: the cover’s back says it is blank on purpose', async (paper, lang, words) => {
    const v = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
    const { bytes, pages, arrangement } = await renderPadPdf(v, { paper, perPage: 2, sheets: 2, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    expect(arrangement.logOverleaf).toBe(true);
    // The cover, its back, the sheets, their backs.
    expect(pages).toBe(4);
    const back = await pdfPlacedText(bytes, 2);
    expect(back.map((t) => t.text)).toEqual([words]);
    const [line] = back;
    const page = PAPERS[paper];
    // Small and quiet, centred across the page, about its middle.
    expect(line!.size).toBeLessThanOrEqual(9);
    expect(Math.abs(line!.x + line!.width / 2 - page.width / 2)).toBeLessThan(0.5);
    expect(Math.abs(line!.y - page.height / 2)).toBeLessThan(5);
    // The sheets after it are as they were: the side's name on the third page.
    expect((await pdfPlacedText(bytes, 3)).map((t) => t.text)).toContain(padContent(v, lang).sides[0]!);
  });

});
