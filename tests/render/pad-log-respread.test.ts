/**
 * A log holding every row a game can take, in pieces of which one has height to spare and another
 * none (Classic 1967 on A5, one a page: rows 1–54 filling the piece under the roster, 55–100 in the
 * taller piece beside it with 30 mm of white under them): its rows taller, each piece holding as
 * many as it has room for, every piece ending within a row of the sheet's foot. Read back from the
 * layout and from the printed page. (Classic 1967 on its own 10×10 board now sets its log as one
 * table below the roster, its sub-columns of one width: the 1967 rules on an 11×11 board, whose
 * pieces both have three sub-columns, keep the case.)
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { captionHeight } from '../../src/render/trackers.js';
import { logEntry } from '../../src/render/log.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { pdfPlacedText } from './raster.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const rules1967 = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });
/** The 1967 rules on a board of 11 rows of 11 columns. */
const classic: Variant = {
  ...rules1967,
  board: { ...rules1967.board, rows: 11, columns: 11, rowLabels: Array.from({ length: 11 }, (_, i) => String(i + 1)), columnLabels: [...LETTERS.slice(0, 11)] },
};

describe('a whole game\'s log spread over its pieces', () => {
  it('the 1967 rules on an 11×11 board on A5, one a page: rows taller, every piece down to within a row of the foot, every row a game can take', async () => {
    const content = padContent(classic, 'en');
    const layout = layoutPad(content, { paper: 'A5', perPage: 1 });
    const sheet = layout.sheets[0]!;
    const { entry, chunks } = sheet.log;
    expect(layout.backs).toBeNull();
    expect(sheet.log.rows).toBe(content.log.maxRows);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    // Rows numbered on from piece to piece, 1 to the last.
    let next = 1;
    for (const c of chunks) {
      expect(c.first).toBe(next);
      next += c.count;
    }
    expect(next - 1).toBe(content.log.maxRows);
    // Taller than the scale makes them.
    expect(entry.rowHeight).toBeGreaterThan(logEntry(content.log, sheet.scale).rowHeight);
    const row = entry.rowHeight * entry.lines;
    const foot = sheet.frame.y + sheet.frame.h;
    for (const c of chunks) {
      const bottom = c.box.y + (c.caption ? captionHeight(sheet.scale) : 0) + entry.headHeight + c.rows * row;
      expect(bottom).toBeLessThanOrEqual(c.box.y + c.box.h + 1e-6);
      expect(foot - bottom, `piece from row ${c.first}`).toBeLessThan(row + 1e-6);
    }
    // As printed: each piece's lowest row number within two rows of the sheet's foot.
    const { bytes } = await renderPadPdf(classic, { paper: 'A5', perPage: 1, sheets: 1, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    for (const c of chunks) {
      const numbers = items.filter((t) => /^\d+$/u.test(t.text) && t.x >= c.box.x - 0.1 && t.x < c.box.x + c.box.w && t.y > c.box.y);
      const last = Math.max(...numbers.map((t) => Number(t.text)));
      expect(last).toBe(c.first + c.count - 1);
      expect(foot - Math.max(...numbers.map((t) => t.y)), `piece from row ${c.first}`).toBeLessThan(2 * row);
    }
  });
});
