/**
 * Jutland's gun circles are struck out with a pencil as guns are lost: printed large enough for
 * that (GUN_CIRCLE_MM, 2.6 mm) wherever the roster has the width, and where it has not (A5, the
 * roster in half the sheet's width), 2.5 mm beside tally boxes of 2.5 mm at least (a little
 * smaller than the width would give them without), never the 1.2 mm circles in proportion to the boxes;
 * and 1 mm of white between two circles, for the pencil striking out one not to touch the next.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { drawPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { GUN_CIRCLE_MM } from '../../src/render/roster.js';
import { RULE } from '../../src/render/chart.js';
import { loadVariant } from '../../src/variant/load.js';

const jutland = await loadVariant('jutland', { cwd: process.cwd(), missingGlyphs });
const guns = jutland.fleet.reduce((n, c) => n + c.count * c.guns, 0);

describe('gun circles a pencil can strike out', () => {
  it.each<[Paper, 1 | 2]>([
    ['A4', 1],
    ['A4', 2],
    ['letter', 1],
    ['letter', 2],
    ['A5', 1],
    ['A5', 2],
  ])('Jutland on %s, %i a page: every gun circle as drawn', (paper, perPage) => {
    const rec = new RecordingDrawing();
    drawPad(rec, jutland, { paper, perPage, sheets: perPage, lang: 'en', cover: false });
    const circles = rec.ops.flatMap((o) => (o.draw.op === 'circle' && o.page === 0 ? [o.draw] : []));
    // (Each drawn with the roster's thin line, whose half lies outside the radius.)
    for (const o of rec.ops) if (o.draw.op === 'circle' && o.page === 0) expect(o.draw.style.stroke?.width).toBe(RULE.thin);
    const layout = layoutPad(padContent(jutland, 'en'), { paper, perPage });
    expect(circles).toHaveLength(guns * layout.sheets.length);
    const roster = layout.sheets[0]!.blocks.find((b) => b.kind === 'roster')!;
    if (roster.kind !== 'roster') throw new Error('no roster');
    const box = roster.geometry.box;
    for (const c of circles) {
      const d = 2 * c.radius;
      // At most GUN_CIRCLE_MM, at least 2.5 mm, beside tally boxes no smaller (the boxes a little
      // smaller than they could be, for the circles).
      expect(d).toBeGreaterThanOrEqual(2.5 - 1e-9);
      expect(d).toBeLessThanOrEqual(GUN_CIRCLE_MM + 1e-9);
      expect(box).toBeGreaterThanOrEqual(2.5);
      // On A5 never the circles in proportion to the boxes (1.2 mm) they were.
      if (paper === 'A5') expect(d).toBeGreaterThan(box * 0.62 * 0.72 * 1.5);
      expect(d).toBeLessThanOrEqual(box + 1e-9);
      // Within the roster.
      expect(c.cx + c.radius).toBeLessThanOrEqual(roster.x + roster.geometry.width + 1e-6);
    }
    // Circles on a row a pencil's width apart: at least 1 mm of white from the outer edge of one
    // circle's line to the next's (they stood 0.43 mm apart).
    const rows = new Map<number, number[]>();
    for (const c of circles.filter((c) => c.cx < layout.page.width && c.cy < roster.y + roster.geometry.height)) rows.set(Math.round(c.cy * 100), [...(rows.get(Math.round(c.cy * 100)) ?? []), c.cx]);
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]! - 2 * circles[0]!.radius - RULE.thin).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });
});
