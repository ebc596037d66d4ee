/**
 * A cover whose rules run past one page of panels even at the smallest size (a long house-rules
 * text): the game's name, large, still faces the opponent, on a free panel of the last page or,
 * where the last page's panels are all rules, on the cover's back, in each panel.
 */
import { describe, expect, it } from 'vitest';
import { COVER_COLUMNS, coverLayout } from '../../src/render/cover.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfTextSizes } from './raster.js';

const PARAGRAPH =
  'Each player in turn calls a salvo of shots, one for each of his ships still afloat, and the other answers for each shot whether it fell in the water or hit one of his ships, naming the ship; a ship is sunk when every one of its cells is hit.';

/** `v` with rules of `n` numbered paragraphs, in English. */
const longRules = (v: Variant, n: number): Variant => ({ ...v, rules: { ...v.rules, en: Array.from({ length: n }, (_, i) => `${i + 1}. ${PARAGRAPH}`).join('\n\n') } });

describe('a cover whose rules take more than one page of panels', () => {
  // Paragraphs, and the panels they take: a last page with a free panel, and one without.
  it.each([
    ['A4', 55, 5], // the second page's one panel of rules balanced over two
    ['A4', 90, 6],
    ['A5', 25, 3],
    ['A5', 35, 4],
    ['letter', 90, 6],
  ] as const)('on %s, %i paragraphs of rules (%i panels): the name, large, on a page of the cover', async (paper, n, count) => {
    const base = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });
    const v = longRules(base, n);
    const content = padContent(v, 'en');
    const columns = COVER_COLUMNS[paper];
    expect(coverLayout(v, content, paper).panels).toHaveLength(count);
    const { bytes, coverTitleBack } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    // A back only where the last page has no panel free.
    expect(coverTitleBack).toBe(count % columns === 0);
    const pages = await pdfTextSizes(bytes);
    const coverPages = Math.ceil(count / columns) + (coverTitleBack ? 1 : 0);
    // The name large (16 pt or more, as the free panel and the back print it) on the last page of the cover.
    const large = pages[coverPages - 1]!.filter((t) => t.size >= 16).map((t) => t.text).join(' ').replace(/\s+/gu, ' ');
    expect(large).toContain(content.title);
    // The sheet follows the cover.
    expect(pages[coverPages]!.filter((t) => t.size >= 16).map((t) => t.text).join(' ')).not.toContain(content.title);
  });
});
