/**
 * The pdfkit adapter on its own: millimetres land where they should on the rendered page, text
 * alignment puts the text's centre / right edge on the anchor, and the drawing is reproducible.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ptToMm } from '../../src/render/drawing.js';
import { textWidth } from '../../src/render/fonts.js';
import { FIXED_DOCUMENT_DATE, PdfDrawing } from '../../src/render/pdf.js';
import { ink, rasterize } from './raster.js';

const PX = 5;

async function sample(): Promise<Uint8Array> {
  const pdf = new PdfDrawing({ title: 'test', date: FIXED_DOCUMENT_DATE });
  pdf.beginPage({ width: 148, height: 210 });
  pdf.rect(20, 30, 50, 20, { stroke: { width: 0.4 } });
  pdf.hatch(80, 30, 40, 20, 'x', 5, { width: 0.3 });
  pdf.circle(40, 100, 5, { fill: '#000000' });
  pdf.polygon([[80, 90], [120, 90], [120, 110]], { fill: '#000000' });
  pdf.line(20, 150, 120, 150, { width: 0.3, dash: [2, 2] });
  pdf.text('Ёлка', 74, 180, { face: 'regular', size: 12, align: 'center' });
  pdf.text('Żółw', 128, 190, { face: 'bold', size: 12, align: 'right' });
  return pdf.finish();
}

describe('PdfDrawing', () => {
  it('puts shapes at their millimetre positions', async () => {
    const r = await rasterize(await sample(), 1, PX);
    const at = (x: number, y: number) => ink(r, x * PX, y * PX);
    expect(at(20, 40)).toBeGreaterThan(100); // rect left edge
    expect(at(70, 40)).toBeGreaterThan(100); // rect right edge
    expect(at(45, 30)).toBeGreaterThan(100); // rect top edge
    expect(at(45, 40)).toBeLessThan(10); // rect inside
    // hatching along x, at most 5 mm apart in a 20 mm box: 4 lines spread evenly, 4 mm apart
    for (const y of [34, 38, 42, 46]) expect(at(100, y)).toBeGreaterThan(80);
    expect(at(100, 36)).toBeLessThan(10);
    expect(at(100, 31)).toBeLessThan(10);
    expect(at(40, 100)).toBeGreaterThan(200); // filled circle centre
    expect(at(40, 106)).toBeLessThan(10);
    expect(at(115, 95)).toBeGreaterThan(200); // inside the triangle
    expect(at(85, 105)).toBeLessThan(10); // outside it
  });

  it('anchors centred and right-aligned text on x', async () => {
    const doc = await getDocument({ data: (await sample()).slice(), verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((i) => ('str' in i ? [i] : []));
    const centred = items.find((i) => i.str === 'Ёлка')!;
    const right = items.find((i) => i.str === 'Żółw')!;
    const left = (i: typeof centred) => ptToMm(i.transform[4] as number);
    expect(left(centred) + textWidth('Ёлка', 'regular', 12) / 2).toBeCloseTo(74, 1);
    expect(left(right) + textWidth('Żółw', 'bold', 12)).toBeCloseTo(128, 1);
    expect(210 - ptToMm(right.transform[5] as number)).toBeCloseTo(190, 1); // baseline
    await doc.destroy();
  });

  it('gives the same bytes twice', async () => {
    expect(Buffer.from(await sample()).equals(Buffer.from(await sample()))).toBe(true);
  });
});
