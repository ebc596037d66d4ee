/**
 * The rendering test: page 1 of a pad turned into pixels (pdfjs-dist on @napi-rs/canvas). The
 * chart grid lines must be found where the layout computed them (and not half a cell off), the
 * cells must be blank, and nothing may be inked outside the printable margins.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, MARGINS, PAPERS, type LayoutOptions } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Variant } from '../../src/variant/model.js';
import { perelmanLike, statki15Bent } from './fixtures.js';
import { ink, rasterize, type Raster } from './raster.js';

const PX = 5; // pixels per millimetre

/** The darkest pixel within ±1 px of (x, y) mm. */
function darkAt(r: Raster, xMm: number, yMm: number): number {
  let best = 0;
  for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) best = Math.max(best, ink(r, xMm * PX + dx, yMm * PX + dy));
  return best;
}

async function check(v: Variant, opts: LayoutOptions): Promise<void> {
  const { bytes } = await renderPadPdf(v, { ...opts, sheets: opts.perPage, lang: v.languages[0]!, cover: false, date: FIXED_DOCUMENT_DATE });
  const r = await rasterize(bytes, 1, PX);
  const page = PAPERS[opts.paper];
  expect(r.width).toBe(Math.round(page.width * PX));
  const layout = layoutPad(padContent(v, v.languages[0]!), opts);
  for (const sheet of layout.sheets) {
    for (const chart of sheet.charts) {
      const gx = chart.x + chart.metrics.gridX;
      const gy = chart.y + chart.metrics.gridY;
      const c = sheet.cell;
      const cols = v.board.columns;
      const rows = v.board.rows;
      for (let k = 0; k <= cols; k++) {
        for (let row = 0; row < rows; row++) {
          expect(darkAt(r, gx + k * c, gy + (row + 0.5) * c), `vertical line ${k}, row ${row}`).toBeGreaterThan(90);
        }
      }
      for (let k = 0; k <= rows; k++) {
        for (let col = 0; col < cols; col++) {
          expect(darkAt(r, gx + (col + 0.5) * c, gy + k * c), `horizontal line ${k}, column ${col}`).toBeGreaterThan(90);
        }
      }
      // Cell centres (half a cell off any line) are blank.
      for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) expect(darkAt(r, gx + (col + 0.5) * c, gy + (row + 0.5) * c)).toBeLessThan(20);
    }
  }
  const m = MARGINS[opts.paper] - 0.4;
  let outside = 0;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const inMargin = x < m * PX || y < m * PX || x >= r.width - m * PX || y >= r.height - m * PX;
      if (inMargin && ink(r, x, y) > 8) outside++;
    }
  }
  expect(outside, 'inked pixels in the margins').toBe(0);
}

describe('rendered page 1', () => {
  it('Perelman-like on A4: grid lines at the computed positions, clean margins', async () => {
    await check(perelmanLike, { paper: 'A4', perPage: 1 });
  });
  it('15×15 with two sheets per page on letter', async () => {
    await check(statki15Bent, { paper: 'letter', perPage: 2 });
  });
  it('A5', async () => {
    await check(perelmanLike, { paper: 'A5', perPage: 1 });
  });
});
