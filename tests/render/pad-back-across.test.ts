/**
 * A back holding the rest of a game across the page, not in its left half: Statki 15×15 in English
 * on A5 printed rows 130–225 in two sub-columns of 48 over the left 57% of its back (55 mm of white
 * beside them, while the Polish back has three across); now three of 32, rows grown taller, as far
 * across, to the right margin (sub-columns at most LOG_PAGE_SPREAD_MAX times their narrowest). Layout
 * and PDF read back.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { entryWidth } from '../../src/render/log.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, LOG_PAGE_SPREAD_MAX, SPREAD_MAX } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

describe('a back holding the rest of a game reaches across the page', () => {
  it.each(['en', 'pl'])('Statki 15×15 [%s] on A5, one a page: three sub-columns across the back, rows 4.8 mm', async (lang) => {
    const variant = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
    const content = padContent(variant, lang);
    const layout = layoutPad(content, { paper: 'A5', perPage: 1 });
    const back = layout.backs![0]!;
    const [piece] = back.log.chunks;
    expect(back.log.chunks).toHaveLength(1);
    expect(piece!.first + back.log.rows - 1).toBe(content.log.wantedRows);
    expect(piece!.columns).toBe(3);
    expect(piece!.rows * piece!.columns).toBeGreaterThanOrEqual(back.log.rows);
    expect(back.log.entry.rowHeight).toBeCloseTo(4.8, 5);
    // Across the page to its right margin: its sub-columns, past SPREAD_MAX times their narrowest,
    // within LOG_PAGE_SPREAD_MAX (at SPREAD_MAX they ended 16 mm short of it).
    const entry = back.log.entry;
    expect(piece!.box.w).toBeCloseTo(back.frame.w, 5);
    const colW = (piece!.box.w - 2 * entry.gap) / 3;
    expect(colW).toBeGreaterThan(entryWidth(entry) * SPREAD_MAX);
    expect(colW).toBeLessThanOrEqual(entryWidth(entry) * LOG_PAGE_SPREAD_MAX);
    // As printed: the last row in the third sub-column, right of the page's middle.
    const { bytes } = await renderPadPdf(variant, { paper: 'A5', perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 2);
    const last = items.find((t) => t.text === String(content.log.wantedRows));
    expect(last).toBeDefined();
    expect(last!.x).toBeGreaterThan(148 / 2);
  });
});
