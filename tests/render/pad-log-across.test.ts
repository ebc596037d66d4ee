/**
 * The log under the charts reaches across the sheet as the charts above it do. Морской бой in
 * Russian on A4 printed rows 1–100 in five narrow sub-columns under the roster and left the right
 * half of the sheet white under the enemy's chart; in English its rows 81–100 stood apart, beside
 * the roster, 2.5 times as wide as the sub-columns of rows 1–80 and a region's gap away from them.
 * Now a last piece with nothing beside it spreads its sub-columns to the sheet's right edge (at
 * most SPREAD_MAX times their narrowest), a piece set level with the one before it goes on in its
 * sub-columns, all of one width, and the white above the log beside the roster is a band for notes.
 * Checked on the layout of every variant on every paper, and read back out of the PDF.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { entryWidth } from '../../src/render/log.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, SPREAD_MAX, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

type Rect = { x: number; y: number; w: number; h: number };
const meets = (a: Rect, b: Rect) => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;

function boxes(s: SheetLayout): Rect[] {
  return [
    ...s.charts.map((c) => ({ x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
    ...s.blocks.map((b) => ({ x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
    ...s.log.chunks.map((c) => c.box),
  ];
}

describe('a sheet of charts: no log piece with white beside it to the right edge', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      for (const s of layout.sheets.filter((x) => x.charts.length > 0)) {
        const { entry } = s.log;
        const right = s.frame.x + s.frame.w;
        for (const c of s.log.chunks) {
          const beside: Rect = { x: c.box.x + c.box.w, y: c.box.y, w: right - c.box.x - c.box.w, h: c.box.h };
          if (beside.w < entry.gap || boxes(s).some((b) => meets(b, beside))) continue;
          const colW = (c.box.w - (c.columns - 1) * entry.gap) / c.columns;
          // White beside it down to its foot: only as its sub-columns are as wide as they go.
          expect(colW, `${lang} ${s.arrangement}: rows ${c.first}–${c.first + c.count - 1}, ${beside.w.toFixed(1)} mm of white beside them`).toBeGreaterThanOrEqual(entryWidth(entry) * SPREAD_MAX - 1e-6);
        }
        // Nothing drawn over anything else.
        const all = boxes(s);
        all.forEach((a, i) => all.slice(i + 1).forEach((b) => expect(meets(a, b), `${lang} ${s.arrangement}`).toBe(false)));
      }
    }
  });
});

const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd(), missingGlyphs });

describe('read back from the PDF', () => {
  it.each(['ru', 'en'])('Морской бой on A4 (%s): rows 1–100 in five sub-columns of one width, level, to the right edge; notes beside the roster', async (lang) => {
    const content = padContent(morskoy, lang);
    const sheet = layoutPad(content, { paper: 'A4', perPage: 1 }).sheets[0]!;
    const { bytes } = await renderPadPdf(morskoy, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const texts = await pdfPlacedText(bytes, 1);
    const logTop = Math.min(...sheet.log.chunks.map((c) => c.box.y));
    // The log's row numbers (not the charts' labels above it): the first of each sub-column.
    const at = (n: number) => texts.find((t) => t.text === String(n) && t.y > logTop)!;
    const firsts = [1, 21, 41, 61, 81].map(at);
    expect(firsts.every((t) => t !== undefined)).toBe(true);
    for (const t of firsts) expect(t.y).toBeCloseTo(firsts[0]!.y, 3);
    const centres = firsts.map((t) => t.x + t.width / 2);
    const pitches = centres.slice(1).map((c, i) => c - centres[i]!);
    for (const p of pitches) expect(p).toBeCloseTo(pitches[0]!, 1);
    const { entry } = sheet.log;
    // The last sub-column ends at the sheet's right edge, as the header's rule and the enemy's chart do.
    const lastRight = centres.at(-1)! - entry.numberWidth / 2 + (pitches[0]! - entry.gap);
    expect(lastRight).toBeCloseTo(sheet.frame.x + sheet.frame.w, 1);
    expect(at(100)).toBeDefined();
    // The notes band's word right of the roster, above the log.
    const roster = sheet.blocks.find((b) => b.kind === 'roster')!;
    const word = texts.filter((t) => t.text === content.text.notes && t.x > roster.x + roster.geometry.width && t.y < firsts[0]!.y && t.y > roster.y);
    expect(word).toHaveLength(1);
  });
});
