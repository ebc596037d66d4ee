/**
 * A page of log alone (a sheet's back) reaches the page's right margin where sub-columns a little
 * wider than SPREAD_MAX do it: Statki 15×15 on A5 printed rows 127–225 (130–225 in English) in
 * three sub-columns ending 16 mm short of the margin, 24 mm of white at the right of the back
 * beside 8 mm at its left. Read back from the PDF: the mark column's heading (Result, Wynik) of
 * the last sub-column stands against the right margin as the row numbers of the first stand
 * against the left one. The pages of charts are as before.
 */
import { describe, expect, it } from 'vitest';
import { padText } from '../../src/render/i18n.js';
import { entryWidth } from '../../src/render/log.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, LOG_PAGE_SPREAD_MAX, MARGINS, PAPERS, SPREAD_MAX } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { allVariants, templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

describe('a page of log alone', () => {
  it.each(['pl', 'en'] as const)('Statki 15×15 on A5 (%s): the back’s log as near the right margin as the left', async (lang) => {
    const v = (await templateVariants()).find((x) => x.id === 'statki-15')!;
    const { bytes } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const t = padText(lang);
    const back = await pdfPlacedText(bytes, 2);
    const right = PAPERS.A5.width - MARGINS.A5;
    const heads = back.filter((x) => x.text === t.mark || x.text === t.markShort);
    expect(heads.length).toBe(3);
    const last = Math.max(...heads.map((h) => h.x + h.width));
    // The last sub-column's mark column (its heading centred in 3.6 mm or so) ends at the margin.
    expect(right - last).toBeGreaterThan(0);
    expect(right - last).toBeLessThan(3);
    // Its first rows numbered from the left margin, as the front's are.
    const first = back.find((x) => x.text === (lang === 'pl' ? '127' : '130'))!;
    expect(first.x - MARGINS.A5).toBeLessThan(3);
  });

  it('spreads its sub-columns to the margin only up to LOG_PAGE_SPREAD_MAX times their narrowest; white beside them only past that', async () => {
    for (const v of await allVariants()) {
      for (const lang of v.languages) {
        for (const paper of ['A4', 'A5', 'letter'] as const) {
          for (const perPage of [1, 2] as const) {
            const layout = layoutPad(padContent(v, lang), { paper, perPage });
            for (const s of [...(layout.backs ?? []), ...(layout.leaves ?? []).flat()]) {
              const e = s.log.entry;
              for (const c of s.log.chunks) {
                const colW = (c.box.w - (c.columns - 1) * e.gap) / c.columns;
                const white = s.frame.x + s.frame.w - (c.box.x + c.box.w);
                const at = `${v.id} ${lang} ${paper} ${perPage}: rows ${c.first}+${c.count}, ${white.toFixed(1)} mm white`;
                expect(colW, at).toBeLessThanOrEqual(entryWidth(e) * LOG_PAGE_SPREAD_MAX + 1e-6);
                if (white > 1e-6) expect((s.frame.w - (c.columns - 1) * e.gap) / c.columns, at).toBeGreaterThan(entryWidth(e) * LOG_PAGE_SPREAD_MAX);
                expect(LOG_PAGE_SPREAD_MAX).toBeGreaterThan(SPREAD_MAX);
              }
            }
          }
        }
      }
    }
  });
});
