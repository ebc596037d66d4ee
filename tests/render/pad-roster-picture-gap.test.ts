/**
 * The roster's ship pictures stand clear of the ships' names: the longest picture (a five-cell
 * carrier) ended one column padding from its name, 1 mm at two sheets a page on A5, as if the
 * name were part of it, while every shorter picture stood a cell or more further off. Now each
 * picture, the longest too, is at least one of its cells and most of a millimetre from its name,
 * 2 mm at least, on every paper, one or two sheets a page, in every template. Names' positions read
 * back from the PDF, the pictures' squares from the same sheet drawn into a recording.
 */
import { describe, expect, it } from 'vitest';
import { drawPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = await templateVariants();
// Each paper, and the smallest sheets: A4 and A5 two a page.
const LAYOUTS: readonly (readonly [Paper, 1 | 2])[] = [['A4', 1], ['A4', 2], ['A5', 1], ['A5', 2], ['letter', 1]];
const cases = variants.flatMap((v) => LAYOUTS.map(([paper, perPage]) => ({ v, paper, perPage })));

describe('roster pictures clear of the names', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', async ({ v, paper, perPage }) => {
    const lang = v.languages[0]!;
    const content = padContent(v, lang);
    const layout = layoutPad(content, { paper, perPage });
    const roster = layout.sheets[0]!.blocks.find((b) => b.kind === 'roster');
    if (roster?.kind !== 'roster') throw new Error('no roster');
    const g = roster.geometry;
    const pict = g.columns.find((c) => c.key === 'picture')!;
    const nameCol = g.columns.find((c) => c.key === 'name')!;
    const opts = { paper, perPage, sheets: perPage, lang, cover: false } as const;
    const rec = new RecordingDrawing();
    drawPad(rec, v, opts);
    // The squares of the first sheet's roster between its marks and its names: the pictures, row by row (by their middles).
    const squares = rec.ops.flatMap((o) => {
      const d = o.draw;
      if (o.page !== 0 || d.op !== 'rect') return [];
      const inPictures = d.x >= roster.x + pict.x - 1e-6 && d.x < roster.x + nameCol.x && d.y >= roster.y && d.y + d.height <= roster.y + g.height;
      return inPictures ? [d] : [];
    });
    const rows = new Map<number, { right: number; cell: number }>();
    for (const s of squares) {
      // (A picture's squares share its middle only when it is one square tall: group by the row's band instead.)
      const band = Math.floor((s.y + s.height / 2 - roster.y - g.headHeight) / g.rowHeight);
      const r = rows.get(band);
      rows.set(band, { right: Math.max(r?.right ?? -Infinity, s.x + s.width), cell: s.width });
    }
    expect(rows.size).toBe(content.roster.rows.length);

    const { bytes } = await renderPadPdf(v, { ...opts, date: FIXED_DOCUMENT_DATE });
    const placed = await pdfPlacedText(bytes, 1);
    const names = placed.filter((t) => Math.abs(t.x - (roster.x + nameCol.x)) < 0.05 && t.y > roster.y + g.headHeight && t.y < roster.y + g.height).sort((a, b) => a.y - b.y);
    expect(names.map((t) => t.text)).toEqual(content.roster.rows.map((r) => (r.count > 1 ? `${r.name} ×${r.count}` : r.name)));
    const pictures = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
    names.forEach((name, i) => {
      const p = pictures[i]!;
      const gap = name.x - p.right;
      expect(gap, `${name.text}: ${gap.toFixed(2)} mm from its picture (cells of ${p.cell.toFixed(2)} mm)`).toBeGreaterThanOrEqual(p.cell + 0.9);
      expect(gap, `${name.text}: ${gap.toFixed(2)} mm from its picture`).toBeGreaterThanOrEqual(2);
    });
  });
});
