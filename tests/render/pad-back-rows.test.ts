/**
 * A back holding the rest of a game with height to spare: its rows taller (as a front's are when
 * it holds every row), not white under them; read back from the PDF's row numbers.
 */
import { describe, expect, it } from 'vitest';
import { captionHeight } from '../../src/render/trackers.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { logEntry } from '../../src/render/log.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const cases: { id: string; lang: string; paper: Paper; perPage: 1 | 2 }[] = [
  { id: 'morskoy-boy', lang: 'ru', paper: 'A5', perPage: 2 },
  { id: 'statki-15', lang: 'pl', paper: 'A5', perPage: 1 },
];

describe('rows of a back holding the rest of the game', () => {
  it.each(cases)('$id on $paper, $perPage a page: taller than the scale makes them, down to the foot of the page', async ({ id, lang, paper, perPage }) => {
    const variant = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(variant, lang);
    const layout = layoutPad(content, { paper, perPage });
    expect(layout.backs).not.toBeNull();
    for (const back of layout.backs!) {
      const usual = logEntry(content.log, back.scale, back.frame.w).rowHeight;
      const { entry, chunks } = back.log;
      // The rest of the game, to its last row.
      expect(chunks[0]!.first + back.log.rows - 1).toBe(content.log.wantedRows);
      expect(entry.rowHeight).toBeGreaterThan(usual + 0.29);
      expect(entry.rowHeight).toBeLessThanOrEqual(4.8);
      for (const c of chunks) {
        const used = (c.caption ? captionHeight(back.scale) : 0) + entry.headHeight + c.rows * entry.lines * entry.rowHeight;
        // Inside the piece, less than a tenth of a millimetre a row short of its foot (or at the tallest rows).
        expect(used).toBeLessThanOrEqual(c.box.h + 1e-6);
        if (entry.rowHeight < 4.8) expect(c.box.h - used).toBeLessThan(0.1 * c.rows * entry.lines + 1e-6);
      }
    }
    // As printed: the back's row numbers a row's height apart.
    const { bytes } = await renderPadPdf(variant, { paper, perPage, sheets: perPage, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const back = layout.backs![0]!;
    const first = back.log.chunks[0]!.first;
    const items = await pdfPlacedText(bytes, 2);
    const at = (n: number) => items.find((t) => t.text === String(n) && t.y < back.frame.y + back.frame.h + 1)!;
    expect(at(first + 1).y - at(first).y).toBeCloseTo(back.log.entry.rowHeight * back.log.entry.lines, 1);
  });
});
