/** A pad sheet's parts as boxes, for the layout tests' checks of margins and overlaps. */
import { expect } from 'vitest';
import type { Box } from '../../src/render/drawing.js';
import { MARGINS, PAPERS, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import type { RecordingDrawing } from '../../src/render/record-drawing.js';

/** Every part of a sheet (header, charts, blocks, log pieces), named, with its box. */
export function sheetBoxes(s: SheetLayout): { name: string; box: Box }[] {
  return [
    { name: 'header', box: s.header },
    ...s.charts.map((c, i) => ({ name: `chart${i}`, box: { x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height } })),
    ...s.blocks.map((b, i) => ({ name: `${b.kind}${i}`, box: { x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height } })),
    ...s.log.chunks.map((c, i) => ({ name: `log${i}`, box: c.box })),
  ];
}

/** Whether two boxes share any area (touching edges do not). */
export const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;

/** Everything drawn on every page of `rec` lies within `paper`'s printable margins. */
export function expectInsideMargins(rec: RecordingDrawing, paper: Paper): void {
  const page = PAPERS[paper];
  const m = MARGINS[paper];
  for (let p = 0; p < rec.pages; p++) {
    for (const b of rec.boundsOn(p)) {
      expect(b.left, `page ${p + 1}`).toBeGreaterThanOrEqual(m - 1e-6);
      expect(b.top, `page ${p + 1}`).toBeGreaterThanOrEqual(m - 1e-6);
      expect(b.right, `page ${p + 1}`).toBeLessThanOrEqual(page.width - m + 1e-6);
      expect(b.bottom, `page ${p + 1}`).toBeLessThanOrEqual(page.height - m + 1e-6);
    }
  }
}
