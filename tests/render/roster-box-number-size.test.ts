/**
 * The salvo numbers a filled-in sheet (`salvo show -o`) writes in its roster's tally boxes were
 * set at half the box's height: Jutland's boxes on A5, 2.5 mm (the least a pencil ticks, with no
 * width for more beside the log), took them at 3.5 pt, too small to read printed. Where half the
 * box gives less than 5 pt, the number is now as large as the box holds it, up to 5 pt: Jutland's
 * A5 numbers of one and two figures at 5 pt, each within its box's line with white either side and
 * no taller than 0.6 of it; every sheet whose numbers were 5 pt or more keeps them as they were.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecordFile } from '../../src/record/store.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { paperOf } from '../../src/record/paper.js';
import { filledSheet } from '../../src/cli/commands/show.js';
import { drawFilledPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad } from '../../src/render/pad-layout.js';
import { BOX_NUMBER_MIN_PT, drawRoster } from '../../src/render/roster.js';
import { RecordingDrawing, boundsOf } from '../../src/render/record-drawing.js';
import { fontMetrics } from '../../src/render/fonts.js';
import { RULE } from '../../src/render/chart.js';
import { sideSalvoNumbers } from '../../src/record/model.js';
import { loadVariant } from '../../src/variant/load.js';

const root = join(import.meta.dirname, '..', '..');
const INK = '#1a1a6e';

/** Each number pencilled in a tally box on `page`, with the box it is in (the squares drawn with a line). */
function numbersInBoxes(d: RecordingDrawing, page: number): { text: string; size: number; inside: boolean; tall: number; box: number }[] {
  const ops = d.ops.filter((o) => o.page === page).map((o) => o.draw);
  const boxes = ops.flatMap((o) => (o.op === 'rect' && o.style.stroke !== undefined && Math.abs(o.width - o.height) < 1e-6 && o.width < 8 ? [o] : []));
  return ops.flatMap((o) => {
    if (o.op !== 'text' || o.style.colour !== INK) return [];
    const b = boxes.find((r) => o.x > r.x && o.x < r.x + r.width && o.y > r.y && o.y < r.y + r.height);
    if (b === undefined) return [];
    const ink = boundsOf(o)!;
    const edge = RULE.thin / 2;
    const inside = ink.left >= b.x + edge && ink.right <= b.x + b.width - edge;
    return [{ text: o.text, size: o.style.size, inside, tall: fontMetrics('condensed', o.style.size).capHeight / b.height, box: b.width }];
  });
}

describe('the salvo numbers in the roster boxes of a filled-in sheet', () => {
  it('are 5 pt or more on Jutland’s A5 sheets (were 3.5 pt), each within its box', async () => {
    const f = await readRecordFile(join(root, 'examples', 'jutland.yaml'), loadRecordVariant, 'jutland.yaml');
    if (!f.ok) throw new Error('jutland.yaml does not read');
    const { record, variant } = f;
    const sides = record.sides.map((s) => s.id);
    const fills = sides.map((s) => filledSheet(paperOf(record, variant, s), record.salvos, sideSalvoNumbers(record), variant, 'en'));
    const d = new RecordingDrawing();
    const pages = drawFilledPad(d, variant, { paper: 'A5', lang: 'en', sides }, fills);
    const numbers = Array.from({ length: pages }, (_, p) => numbersInBoxes(d, p)).flat();
    // Both figures' numbers among them (salvos 2 to 15).
    expect(numbers.some((n) => n.text.length === 1)).toBe(true);
    expect(numbers.some((n) => n.text.length === 2)).toBe(true);
    for (const n of numbers) {
      expect(n.box).toBeLessThan(2.6);
      expect(n.size, n.text).toBeGreaterThanOrEqual(BOX_NUMBER_MIN_PT);
      expect(n.inside, n.text).toBe(true);
      expect(n.tall, n.text).toBeLessThanOrEqual(0.6);
    }
  });

  it('are 5 pt or more, within their boxes, on every sheet whose boxes hold numbers (A4, A5, letter), up to two figures', async () => {
    const files = [...readdirSync(join(root, 'templates')).map((f) => join(root, 'templates', f)), ...readdirSync(join(root, 'examples', 'variants')).map((f) => join(root, 'examples', 'variants', f))];
    let sheets = 0;
    for (const file of files) {
      const v = await loadVariant(file, { cwd: root });
      for (const lang of v.languages) {
        const content = padContent(v, lang);
        if (!content.roster.boxesHoldNumbers) continue;
        for (const paper of ['A4', 'A5', 'letter'] as const) {
          const layout = layoutPad(content, { paper, perPage: 1 });
          const r = layout.sheets.flatMap((s) => s.blocks).find((b) => b.kind === 'roster');
          if (r === undefined || r.kind !== 'roster') continue;
          const d = new RecordingDrawing();
          d.beginPage(layout.page);
          drawRoster(d, r.x, r.y, r.geometry, content.roster, content.text, () => ({ taken: 2, given: 0, sunk: 0, takenBy: [8, 88] }));
          const numbers = numbersInBoxes(d, 0);
          expect(numbers.length, `${file} ${lang} ${paper}`).toBeGreaterThan(0);
          for (const n of numbers) {
            expect(n.size, `${file} ${lang} ${paper} ${n.text}`).toBeGreaterThanOrEqual(BOX_NUMBER_MIN_PT);
            expect(n.inside, `${file} ${lang} ${paper} ${n.text}`).toBe(true);
            // Boxes of 3.5 mm and more: half the box, as a chart's cell takes its numbers (as before).
            if (n.box >= 3.5) expect(n.size).toBeCloseTo((n.box / 0.3528) * 0.5, 6);
          }
          sheets++;
        }
      }
    }
    expect(sheets).toBeGreaterThanOrEqual(5);
  });
});
