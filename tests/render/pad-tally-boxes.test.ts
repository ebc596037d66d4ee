/**
 * Tally boxes a pencil can tick: at two sheets a page on A5 the roster's boxes for hits taken and
 * given were 2.3 mm (3.8 mm at full scale, scaled to the half page), smaller than the 2.5 mm the
 * gun circles beside them keep to be struck out. Now every template's boxes are TALLY_BOX_MIN_MM
 * at least on every paper, one or two a page, in every language, the roster's rows no taller for
 * it (the layout of the sheet unchanged). Checked on the boxes as drawn.
 */
import { describe, expect, it } from 'vitest';
import { drawPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { TALLY_BOX_MIN_MM } from '../../src/render/roster.js';
import { templateVariants } from './cases.js';

const variants = await templateVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

describe('tally boxes a pencil can tick', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      expect(layout.split).toBe(false);
      const roster = layout.sheets[0]!.blocks.find((b) => b.kind === 'roster')!;
      if (roster.kind !== 'roster') throw new Error('no roster');
      const taken = roster.geometry.columns.find((c) => c.key === 'taken')!;
      const rec = new RecordingDrawing();
      drawPad(rec, v, { paper, perPage, sheets: perPage, lang, cover: false });
      // The squares drawn in the first sheet's roster right of its names: its tally boxes (the ship pictures are left of them).
      const boxes = rec.ops.flatMap((o) => {
        const d = o.draw;
        if (o.page !== 0 || d.op !== 'rect') return [];
        const inRoster = d.x >= roster.x + taken.x - 1e-6 && d.x + d.width <= roster.x + roster.geometry.width + 1e-6 && d.y >= roster.y - 1e-6 && d.y + d.height <= roster.y + roster.geometry.height + 1e-6;
        return inRoster ? [d] : [];
      });
      expect(boxes.length, `${lang}: tally boxes drawn`).toBeGreaterThan(0);
      for (const b of boxes) {
        expect(Math.abs(b.width - b.height), `${lang}: a square`).toBeLessThan(1e-6);
        expect(b.width, `${lang}: a tally box of ${b.width.toFixed(2)} mm`).toBeGreaterThanOrEqual(TALLY_BOX_MIN_MM - 1e-9);
      }
      // Each row of boxes within its own row of the roster: the roster's rules between them clear.
      expect(roster.geometry.rowHeight).toBeGreaterThanOrEqual(roster.geometry.box + 0.8 * roster.geometry.scale - 1e-9);
    }
  });
});
