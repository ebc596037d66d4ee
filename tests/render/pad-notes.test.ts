/**
 * White under the roster a publisher would not leave: where it runs to the foot of the sheet and
 * is too short for a piece of the log, a ruled band for notes fills it, its word printed at the
 * start of its first rule; read back from the PDF and its rendered page.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padText } from '../../src/render/i18n.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type PlacedBlock, type SheetLayout } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { ink, pdfPlacedText, rasterize } from './raster.js';

const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd(), missingGlyphs });

type Notes = Extract<PlacedBlock, { kind: 'notes' }>;
const notesOf = (s: SheetLayout): Notes | undefined => s.blocks.find((b): b is Notes => b.kind === 'notes');

/** Every box a sheet prints in (charts, blocks, the log's pieces). */
function boxes(s: SheetLayout): { what: string; x: number; y: number; w: number; h: number }[] {
  return [
    ...s.charts.map((c) => ({ what: 'chart', x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
    ...s.blocks.map((b) => ({ what: b.kind, x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
    ...s.log.chunks.map((c) => ({ what: 'log', ...c.box })),
  ];
}

describe('the notes band under the roster', () => {
  it.each<[Paper, string]>([
    ['A5', 'ru'],
    ['letter', 'ru'],
    ['letter', 'en'],
  ])('Морской бой on %s, two a page (%s): the white under the roster down to the foot is a ruled band, clear of everything', (paper, lang) => {
    const layout = layoutPad(padContent(morskoy, lang), { paper, perPage: 2 });
    expect(layout.sheets).toHaveLength(2);
    for (const s of layout.sheets) {
      const notes = notesOf(s);
      expect(notes, `${paper} ${lang}`).toBeDefined();
      const roster = s.blocks.find((b) => b.kind === 'roster')!;
      const g = notes!.geometry;
      // Under the roster (a shelf's gap below it), aligned with it, down to the foot of the sheet.
      expect(notes!.x).toBeCloseTo(roster.x, 6);
      expect(notes!.y).toBeGreaterThanOrEqual(roster.y + roster.geometry.height);
      expect(notes!.y - (roster.y + roster.geometry.height)).toBeLessThanOrEqual(4 * s.scale + 1e-6);
      expect(notes!.y + g.height).toBeCloseTo(s.frame.y + s.frame.h, 6);
      // At least two rules, a line of handwriting apart, evenly spaced to the foot.
      expect(g.lines).toBeGreaterThanOrEqual(2);
      expect(g.pitch).toBeGreaterThanOrEqual(4.5 - 1e-9);
      expect(g.lines * g.pitch).toBeCloseTo(g.height, 6);
      // Inside the frame and clear of every other box.
      expect(notes!.x + g.width).toBeLessThanOrEqual(s.frame.x + s.frame.w + 1e-6);
      for (const b of boxes(s).filter((b) => b.what !== 'notes')) {
        const apart = b.x + b.w <= notes!.x + 1e-6 || notes!.x + g.width <= b.x + 1e-6 || b.y + b.h <= notes!.y + 1e-6 || notes!.y + g.height <= b.y + 1e-6;
        expect(apart, `${b.what} at ${b.x},${b.y}`).toBe(true);
      }
    }
  });

  it('Морской бой on A5, two a page: the PDF prints the band\'s word at the start of its first rule, and its rules', async () => {
    const layout = layoutPad(padContent(morskoy, 'ru'), { paper: 'A5', perPage: 2 });
    const { bytes } = await renderPadPdf(morskoy, { paper: 'A5', perPage: 2, sheets: 2, lang: 'ru', cover: false, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    const page = await rasterize(bytes, 1, 8);
    const word = padText('ru').notes;
    for (const s of layout.sheets) {
      const notes = notesOf(s)!;
      const g = notes.geometry;
      const printed = items.filter((t) => t.text === word && Math.abs(t.x - notes.x) < 0.3 && t.y > notes.y && t.y < notes.y + g.pitch + 0.3);
      expect(printed, `${word} near ${notes.x},${notes.y}`).toHaveLength(1);
      // Each rule inked along its length (past the word on the first), nothing between them.
      for (let i = 0; i < g.lines; i++) {
        const y = (notes.y + (i + 1) * g.pitch) * page.pxPerMm;
        const from = notes.x + (i === 0 ? printed[0]!.width + 3 : 1);
        for (let x = from; x < notes.x + g.width - 1; x += 5) {
          const dark = Math.max(ink(page, x * page.pxPerMm, y - 1), ink(page, x * page.pxPerMm, y), ink(page, x * page.pxPerMm, y + 1));
          expect(dark, `rule ${i + 1} at ${x.toFixed(1)} mm`).toBeGreaterThan(60);
        }
        const between = (notes.y + (i + 0.5) * g.pitch) * page.pxPerMm;
        if (i > 0) expect(ink(page, (notes.x + g.width / 2) * page.pxPerMm, between)).toBeLessThan(30);
      }
    }
  });

  it('where the log fills the room under the roster (A4, one a page) there is no band', () => {
    const layout = layoutPad(padContent(morskoy, 'ru'), { paper: 'A4', perPage: 1 });
    for (const s of layout.sheets) {
      const roster = s.blocks.find((b) => b.kind === 'roster')!;
      // (A band beside the roster, above a piece of the log set level with the one under it, is not under it.)
      expect(s.blocks.filter((b) => b.kind === 'notes' && b.x < roster.x + roster.geometry.width)).toEqual([]);
    }
  });
});
