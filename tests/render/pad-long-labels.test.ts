/**
 * Column labels as long as a variant may write them (12 characters), which the chart sets on two
 * staggered lines, each label up to two cells wide: the first and last hang past the grid's ends,
 * and the pad keeps them inside the page's margins, as every other text of the sheet (the right
 * chart's last label ran 3.3 mm into the right margin of A4, to 203.3 mm). Read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { MARGINS, type Paper } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { pdfPlacedText } from './raster.js';

const columnLabels = ['Alpha-Bravo1', 'Charlie-Del2', 'Echo-Foxtro3', 'Golf-Hotel44', 'India-Julie5', 'Kilo-Lima666', 'Mike-Novemb7', 'Oscar-Papa88'];

const longLabels = makeVariant({
  id: 'long-labels',
  rows: 6,
  columns: 8,
  board: { columnLabels, rowLabels: ['Northernmost', 'Northerly', 'Middle-north', 'Middle-south', 'Southerly', 'Southernmost'], separator: '/' },
  fleet: [shipClass('carrier', 3, { name: { en: 'Carrier' } })],
  placement: { diagonal: false, spacing: 'may-touch' },
});

// Rows numbered: the narrow column of row labels leaves the first label's overhang past the chart's left edge.
const numberedRows = makeVariant({ ...longLabels, id: 'long-labels-numbered', rows: 6, columns: 8, board: { columnLabels, separator: '/' } });

const PAGE: Record<Paper, number> = { A4: 210, A5: 148, letter: 215.9 };

describe('long column labels on the pad', () => {
  for (const variant of [longLabels, numberedRows]) {
    for (const [paper, perPage] of [['A4', 1], ['A4', 2], ['A5', 1], ['letter', 1]] as const) {
      it(`${variant.id}, ${paper}, ${perPage} a page: every column label inside the margins`, async () => {
        const { bytes } = await renderPadPdf(variant, { paper, perPage, sheets: 2, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
        const items = (await pdfPlacedText(bytes, 1)).filter((t) => columnLabels.includes(t.text));
        // Both charts of each sheet on the page, every label once.
        expect(items).toHaveLength(columnLabels.length * 2 * perPage);
        const m = MARGINS[paper];
        for (const t of items) {
          expect(t.x, `${t.text} at ${t.x.toFixed(1)} mm`).toBeGreaterThanOrEqual(m - 0.05);
          expect(t.x + t.width, `${t.text} ends at ${(t.x + t.width).toFixed(1)} mm`).toBeLessThanOrEqual(PAGE[paper] - m + 0.05);
        }
      });
    }
  }
});
