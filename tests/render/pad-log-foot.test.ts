/**
 * A log ends at the sheet's foot, as on A4. Морской бой in Russian on A5, one sheet a page, printed
 * rows 1–100 in six sub-columns of 17 rows of 3.6 mm in room for nearly 19, 6.9 mm of white under them
 * (its pieces, rows 1–72 under the roster and 73–100 beside it, set into one table after the rows were
 * sized); on letter, 17 rows of 4.7 mm in room for 17.98, 4.6 mm of white; Statki in Polish on A5 set
 * rows 73–100 in one column beside the roster, 12.5 mm above the foot, white to its right, and Battleship
 * 1967 on letter rows 52–100 in two wide columns ending 29 mm above it. Now a piece beside the roster
 * goes on in the sub-columns of the piece under it where they fit the sheet's width, its rows taller
 * down to the foot; and rows leaving white nearly a row tall under them grow into it, however little.
 * Checked on the layout of every variant on every paper, and read back out of the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { captionHeight } from '../../src/render/trackers.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** The tallest a log's rows grow to (mm), as on a whole A4 page. */
const ROOMY = 4.8;

/** Each piece of the log reaching the sheet's foot with its first sub-column full: the white under its last row (mm). */
function whiteUnder(s: SheetLayout): { rows: string; white: number }[] {
  const { entry } = s.log;
  const entryH = entry.rowHeight * entry.lines;
  const foot = s.frame.y + s.frame.h;
  return s.log.chunks
    .filter((c) => Math.abs(c.box.y + c.box.h - foot) < 0.01 && c.count >= c.rows && c.rows > 0)
    .map((c) => {
      const caption = c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(entry.scale) : 0;
      const end = c.box.y + caption + entry.headHeight + c.rows * entryH;
      return { rows: `${c.first}–${c.first + c.count - 1}`, white: foot - end };
    });
}

describe('a log holding every row a game can take leaves no white nearly a row tall at the sheet\'s foot', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const content = padContent(v, lang);
      const layout = layoutPad(content, { paper, perPage });
      const pages = [...layout.sheets, ...(layout.backs ?? []), ...(layout.leaves ?? []).flat()];
      for (const s of pages) {
        const { entry } = s.log;
        const last = s.log.chunks.at(-1);
        const ends = last !== undefined && last.first + last.count - 1 >= content.log.maxRows;
        const pieces = whiteUnder(s);
        if (!ends || pieces.length === 0 || entry.rowHeight >= ROOMY - 1e-6) continue;
        // The piece with the least white under it (the others hold a game's last rows, in room for more).
        const least = pieces.reduce((a, b) => (b.white < a.white ? b : a));
        expect(least.white).toBeGreaterThan(-0.01);
        // Unless rows a tenth of a millimetre taller would not fit it.
        const rowsThere = s.log.chunks.find((c) => `${c.first}–${c.first + c.count - 1}` === least.rows)!.rows;
        if (rowsThere * entry.lines * 0.1 > least.white) continue;
        expect(least.white, `${lang} ${s.arrangement}: rows ${least.rows} of ${entry.rowHeight.toFixed(2)} mm`).toBeLessThan(entry.rowHeight * entry.lines * 0.75);
      }
    }
  });
});

const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd(), missingGlyphs });
const statki = await loadVariant('statki', { cwd: process.cwd(), missingGlyphs });

describe('read back from the PDF: one table of six sub-columns of 17 rows down to the foot', () => {
  it.each([
    { v: morskoy, lang: 'ru', paper: 'A5' as const, row: 4 },
    { v: morskoy, lang: 'ru', paper: 'letter' as const, row: 4.8 },
    { v: statki, lang: 'pl', paper: 'A5' as const, row: 4 },
    { v: statki, lang: 'pl', paper: 'letter' as const, row: 4.8 },
  ])('$v.id ($lang) on $paper: rows of $row mm', async ({ v, lang, paper, row }) => {
    const content = padContent(v, lang);
    const sheet = layoutPad(content, { paper, perPage: 1 }).sheets[0]!;
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const texts = await pdfPlacedText(bytes, 1);
    const logTop = Math.min(...sheet.log.chunks.map((c) => c.box.y));
    // The log's row numbers (not the charts' labels above it).
    const at = (n: number) => texts.find((t) => t.text === String(n) && t.y > logTop);
    const firsts = [1, 18, 35, 52, 69, 86].map(at);
    expect(firsts.every((t) => t !== undefined)).toBe(true);
    for (const t of firsts) expect(t!.y).toBeCloseTo(firsts[0]!.y, 3);
    expect(at(100)).toBeDefined();
    expect(at(101)).toBeUndefined();
    // Rows 17 and 34 close the first two sub-columns, 16 rows below rows 1 and 18: the rows' pitch.
    const pitch = (at(17)!.y - at(1)!.y) / 16;
    expect(pitch).toBeCloseTo(row, 2);
    expect((at(34)!.y - at(18)!.y) / 16).toBeCloseTo(row, 2);
    // The last row's number stands in the last row above the sheet's foot: less than a row and a half from it.
    expect(sheet.frame.y + sheet.frame.h - at(17)!.y).toBeLessThan(1.5 * row);
  });
});
