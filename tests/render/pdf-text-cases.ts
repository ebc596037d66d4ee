/**
 * Every template (and the hand-built fixtures, including a 15×15 board with a bent ship), in each
 * of its languages, on every paper, one and two sheets per page: the PDF's text, read back with
 * pdfjs, holds every coordinate label, every ship name and the chart titles, on the right number
 * of pages.
 */
import { describe, expect, it } from 'vitest';
import { padArrangement, renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, padPages } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Paper } from '../../src/render/pad-layout.js';
import { localize } from '../../src/variant/model.js';
import { allVariants } from './cases.js';
import { pdfText } from './raster.js';

function countOf(items: readonly string[], s: string): number {
  return items.filter((i) => i === s).length;
}

/** Define the read-back tests for one paper size (one test file per paper, so they run in parallel). */
export async function describePdfText(paper: Paper): Promise<void> {
  const variants = await allVariants();
  const cases = variants.flatMap((v) => v.languages.flatMap((lang) => ([1, 2] as const).map((perPage) => ({ v, lang, paper, perPage }))));

  describe.each(cases)('$v.id [$lang] on $paper, $perPage per page', ({ v, lang, paper, perPage }) => {
    it('reads back every label, ship name and chart title, on the right pages', async () => {
      const sheets = 3;
      const cover = perPage === 1;
      const { bytes, pages, coverTitleBack } = await renderPadPdf(v, { paper, perPage, sheets, lang, cover, date: FIXED_DOCUMENT_DATE });
      const text = await pdfText(bytes);
      expect(layoutPad(padContent(v, lang), { paper, perPage }).split, 'whole sheets').toBe(false);
      // Two a page, unless half a page is too small for the board (then one a page, as the CLI says).
      const per = padArrangement(v, { paper, perPage, lang }).sheetsPerPage === 2 ? 2 : 1;
      expect(per === perPage || padArrangement(v, { paper, perPage, lang }).fallback !== undefined).toBe(true);
      // A log shorter than a whole game continues on the back: a page of backs after each page of sheets.
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      const backs = layout.backs !== null;
      // The cover (a page), and before sheets printed double-sided its blank back; an A5 cover
      // folded once has a back with the game's name (cover-title-back.test.ts), a page either way.
      const coverPages = cover ? (backs || coverTitleBack ? 2 : 1) : 0;
      if (cover) expect(coverTitleBack, 'a back with the title on A5 only').toBe(paper === 'A5');
      const expected = Math.ceil(sheets / per) * (backs ? 2 : 1) + coverPages;
      expect(padPages(layout, sheets) + coverPages).toBe(expected);
      expect(pages).toBe(expected);
      expect(text.pages).toBe(expected);
      const words = v.words[lang]!;
      for (let p = coverPages; p < text.pages; p++) {
        const items = text.items[p]!;
        const sheetPage = p - coverPages;
        if (backs && sheetPage % 2 === 1) continue;
        const sheetsOnPage = Math.min(per, sheets - (backs ? sheetPage / 2 : sheetPage) * per);
        for (const label of [...v.board.columnLabels, ...v.board.rowLabels]) {
          expect(countOf(items, label), `label ${label} on page ${p + 1}`).toBeGreaterThanOrEqual(2 * sheetsOnPage);
        }
        expect(countOf(items, words.ownChart), 'own chart title').toBe(sheetsOnPage);
        expect(countOf(items, words.enemyChart), 'enemy chart title').toBe(sheetsOnPage);
        for (const c of v.fleet) {
          const name = localize(c.name, lang, v);
          expect(items.filter((i) => i === name || i.startsWith(`${name} ×`)).length, `ship ${name}`).toBe(sheetsOnPage);
        }
      }
    });
  });
}
