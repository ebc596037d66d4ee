/**
 * A log's sub-columns are of one width. Classic 1967 on A5, one a page, printed rows 1–48 in three
 * sub-columns of 18.8 mm under the roster and rows 49–100 in two of 32.6 mm beside it: two tables
 * of different widths for one log. Where another arrangement holds the whole game with charts as
 * large, in no more pieces, with sub-columns more even, it is taken: there, rows 1–100 in five
 * sub-columns of one width across the sheet below the roster. Checked on the layout of every
 * variant on every paper, and read back out of the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import type { LogChunk } from '../../src/render/log.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** The width of each sub-column a piece prints (mm). */
function widths(s: SheetLayout): number[] {
  const { gap } = s.log.entry;
  return s.log.chunks.filter((c: LogChunk) => c.columns > 0 && c.count > 0).map((c) => (c.box.w - (c.columns - 1) * gap) / c.columns);
}

describe('a whole game\'s log in sub-columns (a shot a row) prints them of one width, or nearly', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      if (layout.backs !== null) continue;
      for (const s of layout.sheets) {
        // A log of one column a piece (a salvo's cells and its result) has pieces of their own widths.
        if (!s.log.chunks.some((c) => c.columns > 1)) continue;
        const w = widths(s);
        expect(Math.max(...w) / Math.min(...w), `${lang} ${s.arrangement}: ${w.map((x) => x.toFixed(1)).join(', ')} mm`).toBeLessThan(1.25);
      }
    }
  });
});

const classic = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });

describe('Classic 1967 on A5, one a page, read back from the PDF', () => {
  it('rows 1–100 in sub-columns of one width, one gap apart, their first rows on one line', async () => {
    const content = padContent(classic, 'en');
    const layout = layoutPad(content, { paper: 'A5', perPage: 1 });
    const sheet = layout.sheets[0]!;
    expect(layout.backs).toBeNull();
    expect(sheet.log.rows).toBe(100);
    const { bytes } = await renderPadPdf(classic, { paper: 'A5', perPage: 1, sheets: 1, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    const texts = await pdfPlacedText(bytes, 1);
    const logTop = Math.min(...sheet.log.chunks.map((c) => c.box.y));
    // Each sub-column's heading, left to right.
    const heads = texts.filter((t) => t.text === content.text.number && t.y > logTop).sort((a, b) => a.x - b.x);
    expect(heads.length).toBeGreaterThanOrEqual(2);
    const steps = heads.slice(1).map((h, i) => h.x - heads[i]!.x);
    for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 2);
    // The first row of each sub-column on one line, the log numbered 1 to 100 across them.
    const at = (n: number) => texts.find((t) => t.text === String(n) && t.y > logTop);
    const per = Math.ceil(100 / heads.length);
    const firsts = heads.map((_, j) => at(1 + j * per));
    expect(firsts.every((t) => t !== undefined)).toBe(true);
    for (const t of firsts) expect(t!.y).toBeCloseTo(firsts[0]!.y, 3);
    expect(at(100)).toBeDefined();
    expect(at(101)).toBeUndefined();
  });
});

/** Page 1 as printed (its text items) and the widest of its log sub-columns over the narrowest. */
async function pageOne(v: Awaited<ReturnType<typeof loadVariant>>, lang: string, paper: Paper): Promise<{ texts: string[]; ratio: number }> {
  const layout = layoutPad(padContent(v, lang), { paper, perPage: 1 });
  const w = widths(layout.sheets[0]!);
  const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
  const texts = (await pdfPlacedText(bytes, 1)).map((t) => t.text);
  return { texts, ratio: Math.max(...w) / Math.min(...w) };
}

describe('sub-columns a tenth apart in width are two widths: an even arrangement is taken', () => {
  // Kirillitsa 12 in Russian on A4 printed rows 1–76 in four sub-columns of 25.5 mm under the roster
  // and rows 77–144 in three of 22.4 mm beside it (1.14): the narrow ones' headings squeezed to the
  // 6 pt floor against their rules. Statki 15×15 in English on A4 (1.22) cut every heading to Res.
  // for its narrow piece. Each now prints sub-columns of one width, its headings whole.
  it.each([
    ['./examples/variants/kirill-12.yaml', 'ru', 'A4', 'Ответ'],
    ['./examples/variants/kirill-12.yaml', 'en', 'letter', 'Result'],
    ['statki-15', 'en', 'A4', 'Result'],
  ] as const)('%s in %s on %s', async (ref, lang, paper, mark) => {
    const v = await loadVariant(ref, { cwd: process.cwd(), missingGlyphs });
    const { texts, ratio } = await pageOne(v, lang, paper);
    expect(ratio).toBeLessThan(1.001);
    expect(texts).toContain(mark);
    expect(texts.filter((t) => t === 'Res.' || t === 'Отв.')).toEqual([]);
  });
});
