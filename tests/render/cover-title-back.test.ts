/**
 * The A5 cover folds once and stands as an open book: its inside (the rules, both panels) faces
 * the player, and only its back faces the opponent. So the back carries the game's name, large,
 * in each half (clear of the fold; both halves face the opponent), as the free
 * third panel does on A4 and letter; the rules keep both panels of the front.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { PAPERS } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText, pdfText } from './raster.js';

describe('the A5 cover’s back', () => {
  it.each([
    ['perelman', 'ru'],
    ['classic-1967', 'en'],
    ['statki', 'pl'],
  ] as const)('%s [%s]: the game’s name in each half of the cover’s back, the sheets after it', async (id, lang) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const title = padContent(v, lang).title;
    const { bytes, pages, coverTitleBack } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 2, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(true);
    const { items } = await pdfText(bytes);
    // The cover, its back, then the two sheets.
    expect(pages).toBe(4);
    expect(items).toHaveLength(4);
    const back = await pdfPlacedText(bytes, 2);
    const half = PAPERS.A5.width / 2;
    for (const k of [0, 1]) {
      const lines = back.filter((t) => (k === 0 ? t.x + t.width <= half : t.x >= half));
      // The whole name, large, centred in its half, nothing across the fold.
      expect(lines.map((t) => t.text).join(' ').replace(/\s+/gu, ' ')).toBe(title);
      for (const t of lines) {
        expect(t.size).toBeGreaterThanOrEqual(16);
        expect(Math.abs(t.x + t.width / 2 - (k + 0.5) * half)).toBeLessThan(0.5);
      }
    }
    expect(back.every((t) => t.x + t.width <= half || t.x >= half)).toBe(true);
    // The sheets follow, not on the cover's back.
    expect(items[2]!.join(' ')).toContain(padContent(v, lang).sides[0]!);
  });

  it('a pad printed double-sided (the log overleaf) puts the name where the blank back was: no page more', async () => {
    const v = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
    const without = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 2, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    const withCover = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 2, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(without.arrangement.logOverleaf).toBe(true);
    expect(withCover.pages).toBe(without.pages + 2);
    const back = (await pdfText(withCover.bytes)).items[1]!;
    expect(back.join(' ')).toContain('Statki');
  });

  it.each(['A4', 'letter'] as const)('on %s (folded in three, the name on its free third panel) the cover has no back', async (paper) => {
    const v = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });
    const { pages, coverTitleBack } = await renderPadPdf(v, { paper, perPage: 1, sheets: 2, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(false);
    expect(pages).toBe(3);
  });
});
