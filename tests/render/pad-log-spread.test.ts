/**
 * A piece of the log holding fewer rows than it has room for draws only the sub-columns it fills,
 * spread over the width it has (each at most SPREAD_MAX times its narrowest; on a page of log alone
 * up to LOG_PAGE_SPREAD_MAX, to reach the right margin), not the first few of
 * the sub-columns that would fit, in the left of its box beside white (Classic 1967 on A4: rows
 * 61–100 in two of four; Statki 15×15's back on A5: three of seven). Checked on the layout, and on
 * the row numbers read back out of the PDF.
 */
import { describe, expect, it } from 'vitest';
import { entryWidth, type LogChunk } from '../../src/render/log.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, LOG_PAGE_SPREAD_MAX, SPREAD_MAX, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

function logPages(paper: Paper, perPage: 1 | 2, v: (typeof variants)[number]): SheetLayout[] {
  const layout = layoutPad(padContent(v, v.languages[0]!), { paper, perPage });
  return [...layout.sheets, ...(layout.backs ?? []), ...(layout.leaves ?? []).flat()];
}

describe('a log piece draws the sub-columns it has, across its box', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const s of logPages(paper, perPage, v)) {
      const { entry } = s.log;
      const w = entryWidth(entry);
      for (const c of s.log.chunks) {
        // Every sub-column holds rows: none left empty at the right of the piece.
        expect(Math.ceil(c.count / c.rows), `${s.arrangement}: rows ${c.first}–${c.first + c.count - 1}`).toBe(c.columns);
        const colW = (c.box.w - (c.columns - 1) * entry.gap) / c.columns;
        expect(colW).toBeGreaterThanOrEqual(w - 1e-6);
        // Widened, never past SPREAD_MAX times the narrowest, and no room left for another sub-column
        // unless that limit is what stops them; on a page of log alone, up to LOG_PAGE_SPREAD_MAX
        // where that reaches the right margin (pad-log-page-margins).
        const most = s.charts.length === 0 && c.box.x + c.box.w >= s.frame.x + s.frame.w - 1e-6 ? LOG_PAGE_SPREAD_MAX : SPREAD_MAX;
        expect(colW).toBeLessThanOrEqual(w * most + 1e-6);
      }
    }
  });
});

describe('read back from the PDF', () => {
  const pdfCases: { id: string; paper: Paper; perPage: 1 | 2; page: number }[] = [
    { id: 'classic-1967', paper: 'A4', perPage: 1, page: 1 },
    { id: 'classic-1967', paper: 'letter', perPage: 1, page: 1 },
    { id: 'statki-15', paper: 'A5', perPage: 1, page: 2 },
    { id: 'statki-15', paper: 'A4', perPage: 2, page: 2 },
  ];
  it.each(pdfCases)('$id on $paper, $perPage a page: the last piece on page $page reaches across the sheet', async ({ id, paper, perPage, page }) => {
    const v = variants.find((x) => x.id === id)!;
    const lang = v.languages[0]!;
    const layout = layoutPad(padContent(v, lang), { paper, perPage });
    const sheet = page === 1 ? layout.sheets[0]! : layout.backs![0]!;
    const piece = sheet.log.chunks.at(-1)!;
    const { entry } = sheet.log;
    const { bytes } = await renderPadPdf(v, { paper, perPage, sheets: perPage, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    // The row numbers of the piece as printed (on the first sheet of the page), by sub-column: their centres.
    const numbers = (await pdfPlacedText(bytes, page)).filter((t) => /^\d+$/.test(t.text) && Number(t.text) >= piece.first && Number(t.text) < piece.first + piece.count && t.y > piece.box.y && t.y < sheet.frame.y + sheet.frame.h);
    const centres = [...new Set(numbers.map((t) => Math.round((t.x + t.width / 2) * 10) / 10))].sort((a, b) => a - b);
    expect(centres.length).toBeGreaterThanOrEqual(2);
    // A sub-column's width, from the pitch of their numbers; the last one's right edge.
    const colW = (centres.at(-1)! - centres[0]!) / (centres.length - 1) - entry.gap;
    const right = centres.at(-1)! - entry.numberWidth / 2 + colW;
    expect(colW).toBeGreaterThan(entryWidth(entry) + 1);
    // Beside the last sub-column, less white than another one at its narrowest would take.
    expect(sheet.frame.x + sheet.frame.w - right).toBeLessThan(entryWidth(entry) + entry.gap);
  });
});

describe('a last piece beside the roster holding no more rows than the piece under it', () => {
  // Classic 1967 on A4: rows 61–100 in two sub-columns of 20 started beside the roster, 65 mm of
  // white under them, while rows 1–60 ran under it: then set level with them, one table across the
  // sheet, a band for notes in the room above; now in sub-columns of the piece under the roster,
  // all of one width (not two as wide again, a region's gap away), to the sheet's right edge.
  it.each([
    { id: 'classic-1967', paper: 'A4' as Paper },
    { id: 'morskoy-boy', paper: 'A5' as Paper },
    { id: 'statki', paper: 'letter' as Paper },
  ])('$id on $paper, one a page: its rows go on in the sub-columns of the piece before it, notes above them', async ({ id, paper }) => {
    const v = variants.find((x) => x.id === id)!;
    const lang = v.languages[0]!;
    const content = padContent(v, lang);
    const sheet = layoutPad(content, { paper, perPage: 1 }).sheets[0]!;
    const [piece, ...others] = sheet.log.chunks as [LogChunk, ...LogChunk[]];
    expect(others).toEqual([]);
    expect(piece.first).toBe(1);
    expect(piece.count).toBe(content.log.wantedRows);
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const texts = await pdfPlacedText(bytes, 1);
    // (The log's row numbers, not the charts' labels above it.)
    const at = (n: number) => texts.find((t) => t.text === String(n) && t.y > piece.box.y)!;
    // The first row of every sub-column on one line, the sub-columns evenly pitched.
    const firsts = Array.from({ length: piece.columns }, (_, j) => at(piece.first + j * piece.rows));
    for (const t of firsts) expect(t.y, `row ${t.text}`).toBeCloseTo(firsts[0]!.y, 3);
    const centres = firsts.map((t) => t.x + t.width / 2);
    const pitches = centres.slice(1).map((c, i) => c - centres[i]!);
    for (const p of pitches) expect(p).toBeCloseTo(pitches[0]!, 1);
    // Above the log beside the roster, a band for notes to the sheet's right edge, its word printed there.
    const roster = sheet.blocks.find((b) => b.kind === 'roster')!;
    const notes = sheet.blocks.find((b) => b.kind === 'notes')!;
    expect(notes).toBeDefined();
    expect(notes.x).toBeGreaterThan(roster.x + roster.geometry.width);
    expect(notes.x + notes.geometry.width).toBeCloseTo(sheet.frame.x + sheet.frame.w, 6);
    expect(notes.y + notes.geometry.height).toBeLessThan(piece.box.y);
    const word = texts.find((t) => t.text.startsWith(content.text.notes.trim()) && Math.abs(t.x - notes.x) < 1)!;
    expect(word).toBeDefined();
    expect(word.y).toBeLessThan(firsts[0]!.y);
  });
});
