/**
 * A log in pieces that end at one foot ends on one line where its rows can grow into the white to
 * do it. Kirillitsa 12 in Russian on A4 printed rows 1–60 under the roster down to the sheet's foot
 * and rows 61–144 beside it, starting higher, ending 20 mm above it (in English 44 mm; Twin Salvo in
 * English on A4, 45 mm): the rows are now shared out anew, each piece down to one line, and taller,
 * the line at the foot. Where no row height up to the largest does it with less than a row of white
 * under the whole log (a 36-row game in pieces of 27 and 9 rows on A4 at 8 mm cells: Jutland's 6×6
 * board now gets larger charts first, which even it: tests/render/pad-small-boards.test.ts), the
 * log is left as it was:
 * checked against every sharing of the rows at every height (brute force) on the layout of every
 * template, example and fixture on every paper, one or two a page, in every language; and read
 * back out of the PDF.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import type { LogChunk, LogEntry } from '../../src/render/log.js';
import { padContent } from '../../src/render/pad-content.js';
import { GROWN_ROW_MM, layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { captionHeight } from '../../src/render/trackers.js';
import type { Lang, Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const examples = await Promise.all(
  readdirSync('examples/variants')
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => loadVariant(`examples/variants/${f}`, { cwd: process.cwd(), missingGlyphs })),
);
const variants: readonly Variant[] = [...(await allVariants()), ...examples];
const byId = (id: string): Variant => variants.find((v) => v.id === id)!;
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];

/** The fewest rows a piece of the log keeps (a piece shorter is not worth its heading). */
const MIN_PIECE_ROWS = 4;

/** Where a piece's rows begin: its top, caption and column heads. */
function rowsTop(c: LogChunk, e: LogEntry): number {
  return c.box.y + (c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(e.scale) : 0) + e.headHeight;
}

/** Where a piece's last printed row ends. */
const endOf = (c: LogChunk, e: LogEntry): number => rowsTop(c, e) + Math.min(c.rows, c.count) * e.rowHeight * e.lines;

/** The tallest the log's rows may grow on this sheet: 4.8 mm, or on a sheet with room to spare, GROWN_ROW_MM at its scale. */
const tallest = (s: SheetLayout): number => Math.max(4.8, GROWN_ROW_MM * s.scale, s.log.entry.rowHeight);

/**
 * Brute force: a sharing of the log's rows among its pieces (in reading order, each piece's last
 * sub-column evened out with the others) at a row height from the sheet's own up to `tallest`, in
 * 0.1 mm steps, each piece keeping its sub-columns and MIN_PIECE_ROWS rows, that ends every piece
 * within a row of the others and the lowest less than a row above the foot; null where there is none.
 */
function evenSharing(s: SheetLayout): string | null {
  const { chunks, entry } = s.log;
  const foot = chunks[0]!.box.y + chunks[0]!.box.h;
  const total = chunks.reduce((n, c) => n + c.count, 0);
  const heights = [entry.rowHeight];
  for (let k = Math.floor(entry.rowHeight * 10 + 1e-6) + 1; k <= Math.floor(tallest(s) * 10 + 1e-6); k++) heights.push(k / 10);
  for (const h of heights) {
    const rowH = h * entry.lines;
    const fit = chunks.map((c) => Math.floor((foot - rowsTop(c, entry) + 1e-6) / rowH));
    const rows = chunks.map(() => 1);
    const next = (): boolean => {
      for (let i = 0; i < rows.length; i++) {
        if (rows[i]! < fit[i]!) {
          rows[i]!++;
          return true;
        }
        rows[i] = 1;
      }
      return false;
    };
    if (fit.some((f) => f < 1)) continue;
    do {
      let left = total;
      // (Each piece keeps its sub-columns: a piece filling fewer of them is no sharing.)
      const printed = chunks.map((c, i) => {
        const count = Math.min(c.columns * rows[i]!, left);
        left -= count;
        return count <= 0 || Math.ceil(count / rows[i]!) < c.columns ? 0 : Math.ceil(count / c.columns);
      });
      if (left > 0 || printed.some((p) => p < MIN_PIECE_ROWS)) continue;
      const ends = chunks.map((c, i) => rowsTop(c, entry) + printed[i]! * rowH);
      if (Math.max(...ends) - Math.min(...ends) < rowH - 1e-6 && foot - Math.max(...ends) < rowH - 1e-6) return `rows ${printed.join(' + ')} of ${h} mm`;
    } while (next());
  }
  return null;
}

describe('the pieces of a log that share a foot end on one line wherever their rows can grow to do it', () => {
  const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      let layout;
      try {
        layout = layoutPad(padContent(v, lang), { paper, perPage });
      } catch {
        continue;
      }
      for (const s of [...layout.sheets, ...(layout.backs ?? [])]) {
        const e = s.log.entry;
        expect(e.rowHeight, `${lang} ${s.arrangement}: rows no taller than a sheet's may grow`).toBeLessThanOrEqual(Math.max(4.8, GROWN_ROW_MM * s.scale) + 1e-9);
        const pieces = s.log.chunks;
        if (pieces.length < 2 || pieces.some((c) => Math.abs(c.box.y + c.box.h - pieces[0]!.box.y - pieces[0]!.box.h) > 0.01)) continue;
        const ends = pieces.map((c) => endOf(c, e));
        if (Math.max(...ends) - Math.min(...ends) < e.rowHeight * e.lines - 1e-6) continue;
        const where = `${lang} ${s.arrangement}: pieces end at ${ends.map((x) => x.toFixed(1)).join(', ')} mm`;
        expect(evenSharing(s), where).toBeNull();
      }
    }
  });
});

/** Each piece's lowest row number as printed (its baseline, mm from the page's top), the numbers found, in order. */
async function printedEnds(v: Variant, lang: Lang, paper: Paper, perPage: 1 | 2, sheet: number): Promise<{ ends: number[]; numbers: number[]; s: SheetLayout }> {
  const s = layoutPad(padContent(v, lang), { paper, perPage }).sheets[sheet]!;
  const { bytes } = await renderPadPdf(v, { paper, perPage, sheets: perPage, lang, cover: false, date: FIXED_DOCUMENT_DATE });
  const items = (await pdfPlacedText(bytes, 1)).filter((t) => /^\d+$/.test(t.text) && t.y >= s.frame.y && t.y <= s.frame.y + s.frame.h);
  const inPiece = (c: LogChunk) => items.filter((t) => t.x >= c.box.x - 0.01 && t.x < c.box.x + c.box.w && t.y > c.box.y);
  const ends = s.log.chunks.map((c) => Math.max(...inPiece(c).map((t) => t.y)));
  const numbers = s.log.chunks.flatMap((c) => inPiece(c).map((t) => Number(t.text))).sort((a, b) => a - b);
  return { ends, numbers, s };
}

describe('read back from the PDF: the last rows of the log on one line, at the foot', () => {
  it.each([
    ['kirill-12', 'ru', 'A4', 144],
    ['kirill-12', 'en', 'A4', 144],
    ['twin-salvo', 'en', 'A4', 40],
    ['twin-salvo', 'en', 'letter', 40],
    ['statki-15-bent', 'pl', 'A4', 225],
  ] as const)('%s in %s on %s', async (id, lang, paper, rows) => {
    const { ends, numbers, s } = await printedEnds(byId(id), lang, paper, 1, 0);
    expect(s.log.chunks).toHaveLength(2);
    // Every row once, in its piece.
    expect(numbers).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
    // The last rows' numbers on one baseline (they were 17–45 mm apart).
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(0.05);
    // Less than a row of white under them: the rows grew into it, no taller than a sheet's may.
    const row = s.log.entry.rowHeight * s.log.entry.lines;
    expect(s.frame.y + s.frame.h - Math.max(...ends)).toBeLessThan(row);
    expect(s.log.entry.rowHeight).toBeLessThanOrEqual(tallest(s));
  });

  it('Kirillitsa 12 in Russian on A4: rows 1–54 under the roster and 55–144 beside it, of 5.2 mm', () => {
    const s = layoutPad(padContent(byId('kirill-12'), 'ru'), { paper: 'A4', perPage: 1 }).sheets[0]!;
    expect(s.log.chunks.map((c) => [c.first, c.first + c.count - 1])).toEqual([
      [1, 54],
      [55, 144],
    ]);
    expect(s.log.entry.rowHeight).toBeCloseTo(5.2, 6);
  });
});

describe('read back from the PDF: pieces a row and a bit apart, neither growing, set level', () => {
  it.each([
    ['decoys', 'ru', 'A5', 64],
    ['kirill-12', 'ru', 'A4', 144],
  ] as const)('%s in %s on %s, two a page: both sheets', async (id, lang, paper, rows) => {
    for (const sheet of [0, 1]) {
      const { ends, numbers, s } = await printedEnds(byId(id), lang, paper, 2, sheet);
      expect(s.log.chunks).toHaveLength(2);
      expect(numbers).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
      // The last rows' numbers on one baseline (they were 4.2 and 4.5 mm apart, a row of 4 and 4.1 mm).
      expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(0.05);
      expect(s.frame.y + s.frame.h - Math.max(...ends)).toBeLessThan(s.log.entry.rowHeight);
    }
  });
});
