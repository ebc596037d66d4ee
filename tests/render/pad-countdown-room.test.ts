/**
 * A countdown's boxes (Skagerrak's guns left, 11 down to 1) give their bold figures room: 1 mm of
 * white either side of the widest (11, 10), not the 0.7 mm they had, the strip going on to a second
 * line where a line of such boxes has not the width (A4, one a page: 11–6 above 5–1). Drawn, and
 * every figure measured against the box it stands in, on every paper, one and two a page.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';
import { drawPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { COUNTDOWN_FIGURE_MARGIN } from '../../src/render/trackers.js';
import { loadVariant } from '../../src/variant/load.js';

const skagerrak = await loadVariant('examples/variants/skagerrak.yaml', { cwd: process.cwd(), missingGlyphs });

describe('a countdown’s figures have room in their boxes', () => {
  it('is 1 mm', () => {
    expect(COUNTDOWN_FIGURE_MARGIN).toBe(1);
  });

  it.each<[Paper, 1 | 2, string]>([
    ['A4', 1, 'en'],
    ['A4', 2, 'en'],
    ['A5', 1, 'pl'],
    ['A5', 2, 'en'],
    ['letter', 1, 'pl'],
    ['letter', 2, 'en'],
  ])('Skagerrak on %s, %i a page (%s): 11 to 1, each at least 1 mm from its box’s sides, the boxes within the tracker', (paper, perPage, lang) => {
    const rec = new RecordingDrawing();
    drawPad(rec, skagerrak, { paper, perPage, sheets: perPage, lang, cover: false });
    const layout = layoutPad(padContent(skagerrak, lang), { paper, perPage });
    const tracker = layout.sheets[0]!.blocks.find((b) => b.kind === 'tracker')!;
    if (tracker.kind !== 'tracker') throw new Error('no tracker');
    const g = tracker.geometry;
    const boxes = rec.ops.flatMap((o) => (o.page === 0 && o.draw.op === 'rect' && Math.abs(o.draw.width - g.box) < 1e-9 && Math.abs(o.draw.height - g.box) < 1e-9 ? [o.draw] : []));
    const figures = rec.texts(0).filter((t) => t.style.face === 'condensed-bold' && /^\d+$/u.test(t.text));
    const first = figures.filter((f) => f.x >= tracker.x && f.x <= tracker.x + g.width && f.y >= tracker.y && f.y <= tracker.y + g.height);
    expect(first.map((f) => f.text)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    for (const f of first) {
      const box = boxes.find((b) => f.x > b.x && f.x < b.x + b.width && f.y > b.y && f.y < b.y + b.height);
      expect(box, f.text).toBeDefined();
      const w = textWidth(f.text, 'condensed-bold', f.style.size);
      expect(f.x - w / 2 - box!.x, f.text).toBeGreaterThanOrEqual(COUNTDOWN_FIGURE_MARGIN - 1e-9);
      expect(box!.x + box!.width - (f.x + w / 2), f.text).toBeGreaterThanOrEqual(COUNTDOWN_FIGURE_MARGIN - 1e-9);
      expect(box!.x + box!.width).toBeLessThanOrEqual(tracker.x + g.width + 1e-9);
    }
  });
});
