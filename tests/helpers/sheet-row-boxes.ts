/**
 * What the tally boxes of a roster row hold on a filled-in sheet (`salvo show -o`) as drawn: for
 * the show tests that read a row's boxes back from the drawing operations.
 */
import { expect } from 'vitest';
import { filledSheet } from '../../src/cli/commands/show.js';
import { sideSalvoNumbers, type GameRecord } from '../../src/record/model.js';
import { paperOf } from '../../src/record/paper.js';
import { drawFilledPad } from '../../src/render/pad.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import type { Variant } from '../../src/variant/model.js';

/** The ink show fills a sheet in. */
const INK = '#1a1a6e';

/**
 * What each tally box of the roster row named `name` holds on side `k`'s sheet as drawn, box
 * after box left to right (taken, then given): the number pencilled in it, `x` a cross, '' nothing.
 */
export function rowBoxes(record: GameRecord, variant: Variant, name: string, k: number): string[] {
  const lang = variant.languages[0]!;
  const sides = record.sides.map((s) => s.id);
  const fills = sides.map((s) => filledSheet(paperOf(record, variant, s), record.salvos, sideSalvoNumbers(record), variant, lang));
  const d = new RecordingDrawing();
  const pages = drawFilledPad(d, variant, { paper: 'A4', lang, sides }, fills) / sides.length;
  const page = k * pages;
  const label = d.texts(page).find((t) => t.text === name);
  expect(label, name).toBeDefined();
  const mid = label!.y;
  const ops = d.ops.filter((o) => o.page === page).map((o) => o.draw);
  // The row's boxes: squares right of its name, centred on its line.
  const boxes = ops
    .flatMap((o) => (o.op === 'rect' && o.style.stroke !== undefined && Math.abs(o.width - o.height) < 1e-6 && Math.abs(o.y + o.height / 2 - mid) < 1e-6 && o.x > label!.x ? [o] : []))
    .sort((a, b) => a.x - b.x);
  expect(boxes.length, name).toBeGreaterThan(0);
  const inBox = (x: number, y: number): number => boxes.findIndex((b) => x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height);
  const out = boxes.map(() => '');
  for (const o of ops) {
    if (o.op === 'text' && o.style.colour === INK) {
      const at = inBox(o.x, mid);
      if (at >= 0 && Math.abs(o.y - mid) < 1e-6) out[at] = o.text;
    }
    if (o.op === 'lines' && o.stroke.colour === INK && o.segments.length === 2) {
      const [x1, y1, x2, y2] = o.segments[0]!;
      const at = inBox((x1 + x2) / 2, (y1 + y2) / 2);
      if (at >= 0) out[at] = 'x';
    }
  }
  return out;
}
