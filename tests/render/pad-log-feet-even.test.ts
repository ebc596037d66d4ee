/**
 * A log whose pieces end at one foot ends on one line. Kirillitsa 12 in Russian on A4 printed rows
 * 1–60 under the roster down to the sheet's foot and rows 61–144 beside it, starting higher, ending
 * 20 mm above it (in English 44 mm; Twin Salvo in English on A4, 45 mm): the rows are now shared out
 * so that every piece ends on the highest line that holds them all, the white under the log level
 * across it. Checked on the layout of every template, example and fixture on every paper, one or
 * two a page, in every language, and read back out of the PDF.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { captionHeight } from '../../src/render/trackers.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const examples = await Promise.all(
  readdirSync('examples/variants')
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => loadVariant(`examples/variants/${f}`, { cwd: process.cwd(), missingGlyphs })),
);
const variants = [...(await allVariants()), ...examples];
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** Where each piece's last printed row ends (mm from the page's top), with the pieces' box feet. */
function ends(s: SheetLayout): { end: number; foot: number }[] {
  const { entry } = s.log;
  return s.log.chunks.map((c) => ({
    end: c.box.y + (c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(s.scale) : 0) + entry.headHeight + Math.min(c.rows, c.count) * entry.rowHeight * entry.lines,
    foot: c.box.y + c.box.h,
  }));
}

describe('the pieces of a log that share a foot end within a row or so of one another', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      let layout;
      try {
        layout = layoutPad(padContent(v, lang), { paper, perPage });
      } catch {
        continue;
      }
      for (const s of layout.sheets) {
        const e = ends(s);
        if (e.length < 2 || e.some((x) => Math.abs(x.foot - e[0]!.foot) > 0.01)) continue;
        const row = s.log.entry.rowHeight * s.log.entry.lines;
        const spread = Math.max(...e.map((x) => x.end)) - Math.min(...e.map((x) => x.end));
        expect(spread / row, `${lang} ${s.arrangement}: pieces end at ${e.map((x) => x.end.toFixed(1)).join(', ')} mm`).toBeLessThan(2);
      }
    }
  });
});

describe('Kirillitsa 12 in Russian on A4, read back from the PDF', () => {
  it('rows 1–144, each once, the last row of the piece under the roster level with the last of the piece beside it', async () => {
    const v = await loadVariant('examples/variants/kirill-12.yaml', { cwd: process.cwd(), missingGlyphs });
    const layout = layoutPad(padContent(v, 'ru'), { paper: 'A4', perPage: 1 });
    const sheet = layout.sheets[0]!;
    expect(layout.backs).toBeNull();
    expect(sheet.log.chunks).toHaveLength(2);
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'ru', cover: false, date: FIXED_DOCUMENT_DATE });
    const logTop = Math.min(...sheet.log.chunks.map((c) => c.box.y));
    const numbers = (await pdfPlacedText(bytes, 1)).filter((t) => t.y > logTop && /^\d+$/.test(t.text));
    expect(numbers.map((t) => Number(t.text)).sort((a, b) => a - b)).toEqual(Array.from({ length: 144 }, (_, i) => i + 1));
    const [left, right] = sheet.log.chunks as [(typeof sheet.log.chunks)[number], (typeof sheet.log.chunks)[number]];
    const lowest = (x0: number, x1: number) => Math.max(...numbers.filter((t) => t.x >= x0 && t.x < x1).map((t) => t.y));
    const leftEnd = lowest(left.box.x, left.box.x + left.box.w);
    const rightEnd = lowest(right.box.x, right.box.x + right.box.w);
    // The last rows' numbers on one baseline (they were 20 mm apart), the rows' white under both.
    expect(Math.abs(leftEnd - rightEnd)).toBeLessThan(0.05);
    expect(sheet.frame.y + sheet.frame.h - leftEnd).toBeGreaterThan(sheet.log.entry.rowHeight);
  });
});
