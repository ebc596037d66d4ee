/**
 * A size typed with the letter x (`Statki 15 x 15 (Polish battleships, large board)`, the English
 * name of the 15×15 template; `two squares of 15 x 15 cells` in its rules) is printed with the
 * multiplication sign, as the Polish name and the cover's board line are: `Statki 15 × 15 (…)`.
 * Read back from the PDF: each page's header and the cover.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { timesSign } from '../../src/render/typography.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfText } from './raster.js';

describe('a size typed 15 x 15 is printed 15 × 15', () => {
  it('Statki 15×15 in English on A4 with a cover: the header of every page, the cover’s title and rules', async () => {
    const v = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 2, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    const { items } = await pdfText(bytes);
    const all = items.flat().join(' ');
    expect(all).not.toMatch(/\d x \d/u);
    // Every sheet's header.
    expect(items.slice(1).filter((page) => page.includes('Statki 15 × 15 (Polish battleships, large board)')).length).toBeGreaterThanOrEqual(2);
    expect(all.replace(/\s+/gu, ' ')).toContain('15 × 15 cells');
  });

  it('timesSign: only between numbers', () => {
    expect(timesSign('Statki 15 x 15, a 2 x 3 box')).toBe('Statki 15 × 15, a 2 × 3 box');
    expect(timesSign('x 5, 5 x, max 10, 5x5')).toBe('x 5, 5 x, max 10, 5x5');
  });
});
