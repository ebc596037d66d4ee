/**
 * The pieces of a sheet's log end level. Each piece's box ends at the sheet's foot, but holds a
 * whole number of rows, so pieces starting at different heights (under the roster, beside it)
 * ended up to a row apart: Perelman's on A4, rows 1–11 ending 4 mm below rows 12–44 beside them.
 * Now each piece ending less than a row above the lowest is set down level with it, or less than two
 * (Kirillitsa 12 in Russian on A4, two a page: rows 37–144 beside the charts, 4.5 mm above rows 1–36,
 * rows of 4.1 mm); a piece of a game's last rows, ending two rows or more higher in a box with room
 * for more, stays where it starts.
 * Checked on the layout of every variant on every paper, and on the row numbers read back out of
 * the PDF.
 */
import { describe, expect, it } from 'vitest';
import type { LogChunk, LogEntry } from '../../src/render/log.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { captionHeight } from '../../src/render/trackers.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** Where a piece's rows end: its top, caption, column heads and its first sub-column's rows. */
function bottomOf(c: LogChunk, e: LogEntry): number {
  const caption = c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(e.scale) : 0;
  return c.box.y + caption + e.headHeight + Math.min(c.rows, c.count) * e.rowHeight * e.lines;
}

describe("a sheet's log pieces ending at one foot end level", () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      const sheets: SheetLayout[] = [...layout.sheets, ...(layout.backs ?? []), ...(layout.leaves ?? []).flat()];
      for (const s of sheets) {
        const e = s.log.entry;
        const pieces = s.log.chunks.filter((c) => c.rows > 0);
        for (const c of pieces) {
          const foot = c.box.y + c.box.h;
          // Still within its box, and within the sheet.
          expect(bottomOf(c, e)).toBeLessThanOrEqual(foot + 1e-6);
          expect(foot).toBeLessThanOrEqual(s.frame.y + s.frame.h + 1e-6);
          const lowest = Math.max(...pieces.filter((o) => Math.abs(o.box.y + o.box.h - foot) < 0.01).map((o) => bottomOf(o, e)));
          const above = lowest - bottomOf(c, e);
          // Level, or two rows or more higher (a game's last rows, fewer than the box has room for).
          expect(above < 1e-6 || above >= 2 * e.rowHeight * e.lines - 1e-6, `${lang} ${s.arrangement}: rows ${c.first}–${c.first + c.count - 1} end ${above.toFixed(2)} mm above the lowest`).toBe(true);
        }
      }
    }
  });
});

describe('read back from the PDF', () => {
  it("Perelman's on A4: the last rows under the roster and beside it (11 and 44) on one line", async () => {
    const v = variants.find((x) => x.id === 'perelman')!;
    const layout = layoutPad(padContent(v, 'ru'), { paper: 'A4', perPage: 1 });
    const chunks = layout.sheets[0]!.log.chunks;
    expect(chunks).toHaveLength(2);
    const ends = chunks.map((c) => c.first + c.count - 1);
    expect(ends).toEqual([11, 44]);
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'ru', cover: false, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    const numbers = chunks.map((c) => items.find((t) => t.text === String(c.first + c.count - 1) && t.x >= c.box.x - 0.5 && t.x <= c.box.x + c.box.w && t.y > c.box.y)!);
    expect(numbers.every((t) => t !== undefined)).toBe(true);
    expect(Math.abs(numbers[0]!.y - numbers[1]!.y)).toBeLessThan(0.05);
  });
});
