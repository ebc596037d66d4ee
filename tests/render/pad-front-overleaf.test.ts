/**
 * A front whose log goes on overleaf fills its own pieces down to the sheet's foot before going
 * on. Statki on A5, two a page, printed rows 1–38 of 3.6 mm beside the charts with 3.3 mm of white
 * under them (nearly a row) above the foot the notes band beside them reaches; a whole game's log
 * grew its rows into such white, a front going on overleaf did not. Now its rows grow as a whole
 * game's do, the rows it holds and where the back goes on unchanged. Checked on the layout of every
 * variant on every paper, and read back out of the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { logEntry } from '../../src/render/log.js';
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

/** Each piece of a front's log reaching the sheet's foot, its sub-columns full: the white under its last row (mm). */
function whiteUnder(s: SheetLayout): { piece: string; rows: number; white: number }[] {
  const { entry } = s.log;
  const entryH = entry.rowHeight * entry.lines;
  const foot = s.frame.y + s.frame.h;
  return s.log.chunks
    .filter((c) => Math.abs(c.box.y + c.box.h - foot) < 0.01 && c.rows > 0 && c.count >= c.rows)
    .map((c) => {
      const caption = c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(entry.scale) : 0;
      const end = c.box.y + caption + entry.headHeight + c.rows * entryH;
      return { piece: `${c.first}–${c.first + c.count - 1}`, rows: c.rows, white: foot - end };
    });
}

describe('a front whose log goes on overleaf leaves no white nearly a row tall at the sheet\'s foot', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const content = padContent(v, lang);
      const layout = layoutPad(content, { paper, perPage });
      for (const s of layout.sheets) {
        if (s.log.overleaf === undefined || s.log.overleaf.where !== undefined) continue;
        const { entry } = s.log;
        const pieces = whiteUnder(s);
        if (pieces.length === 0 || entry.rowHeight >= ROOMY - 1e-6) continue;
        const least = pieces.reduce((a, b) => (b.white < a.white ? b : a));
        expect(least.white).toBeGreaterThan(-0.01);
        // Unless rows a tenth of a millimetre taller would not fit it.
        if (least.rows * entry.lines * 0.1 > least.white) continue;
        expect(least.white, `${lang} ${s.arrangement}: rows ${least.piece} of ${entry.rowHeight.toFixed(2)} mm`).toBeLessThan(entry.rowHeight * entry.lines * 0.75);
      }
    }
  });
});

const statki = await loadVariant('statki', { cwd: process.cwd(), missingGlyphs });

describe('Statki on A5, two a page, read back from the PDF', () => {
  it('rows 1–38 on the front, taller than the scale makes them, the last within a row of the foot; 39–100 on the back', async () => {
    const content = padContent(statki, 'pl');
    const layout = layoutPad(content, { paper: 'A5', perPage: 2 });
    const sheet = layout.sheets[0]!;
    expect(sheet.log.rows).toBe(38);
    expect(sheet.log.overleaf).toEqual({ from: 39, to: 100 });
    expect(layout.backs?.[0]?.log.chunks[0]?.first).toBe(39);
    const usual = logEntry(content.log, sheet.scale).rowHeight;
    expect(sheet.log.entry.rowHeight).toBeGreaterThan(usual + 1e-6);
    const { bytes } = await renderPadPdf(statki, { paper: 'A5', perPage: 2, sheets: 2, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    const texts = await pdfPlacedText(bytes, 1);
    const log = sheet.log.chunks[0]!.box;
    const at = (n: number) => texts.find((t) => t.text === String(n) && t.x >= log.x - 0.1 && t.x < log.x + log.w && t.y > log.y && t.y < sheet.frame.y + sheet.frame.h);
    const [r1, r19, r20, r38] = [at(1), at(19), at(20), at(38)];
    expect([r1, r19, r20, r38].every((t) => t !== undefined)).toBe(true);
    expect(at(39)).toBeUndefined();
    // The rows' pitch, as printed, is the layout's, taller than the usual 3.6 mm.
    const pitch = (r19!.y - r1!.y) / 18;
    expect(pitch).toBeCloseTo(sheet.log.entry.rowHeight, 2);
    expect(pitch).toBeGreaterThan(usual + 0.05);
    expect(r38!.y).toBeCloseTo(r19!.y, 3);
    // The last row's number (at its middle) less than a row from the sheet's foot: no white band under the log.
    const foot = sheet.frame.y + sheet.frame.h;
    expect(foot - r19!.y).toBeLessThan(pitch);
  });
});
