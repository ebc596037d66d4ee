/**
 * The roster's rules (under its heading, between its rows, under it) reach as far right as its
 * tally boxes' ink: the last box's stroke stands half its width outside the box, and where boxes
 * are the widest thing in the last column (Перельман's row V, five boxes under «Нанесено»), the
 * box stood a hair (0.1 mm) past the rules' end, as if spilling out of the table. Where the
 * heading is the wider, the rules end where they did.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { RULE } from '../../src/render/chart.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawRoster, measureRoster } from '../../src/render/roster.js';
import { loadVariant } from '../../src/variant/load.js';
import { ALL_FIXTURES } from './fixtures.js';

function drawn(variant: Parameters<typeof padContent>[0], lang: string, scale: number) {
  const content = padContent(variant, lang);
  const g = measureRoster(content.roster, content.text, scale, 400)!;
  expect(g).not.toBeNull();
  const rec = new RecordingDrawing();
  rec.beginPage({ width: 420, height: 594 });
  drawRoster(rec, 10, 10, g, content.roster, content.text);
  const ruleEnd = Math.max(...rec.segments().map((s) => Math.max(s[0], s[2])));
  let ink = -Infinity;
  for (const { draw } of rec.ops) {
    if (draw.op === 'rect') ink = Math.max(ink, draw.x + draw.width + (draw.style.stroke?.width ?? 0) / 2);
    if (draw.op === 'circle') ink = Math.max(ink, draw.cx + draw.radius + (draw.style.stroke?.width ?? 0) / 2);
  }
  return { g, ruleEnd, ink };
}

describe('the roster: rules as long as the boxes are wide', () => {
  it('Перельман in Russian: row V\'s fifth box under «Нанесено» ends within the rules, by its stroke', async () => {
    const v = await loadVariant('perelman', { cwd: process.cwd() });
    for (const scale of [1, 0.8, 0.68]) {
      const { g, ruleEnd, ink } = drawn(v, 'ru', scale);
      expect(g.columns.at(-1)!.key, `scale ${scale}`).toBe('given');
      // The boxes set the column's width: before, the rules ended at the box's edge, the stroke past it.
      expect(ink, `scale ${scale}`).toBeGreaterThan(10 + g.width);
      expect(ruleEnd, `scale ${scale}`).toBeCloseTo(ink, 9);
    }
  });

  it('every fixture, every language: no box or gun circle past the rules; a wider heading keeps them as they were', () => {
    for (const v of ALL_FIXTURES) {
      for (const lang of v.languages) {
        for (const scale of [1, 0.8]) {
          const at = `${v.id} ${lang} ${scale}`;
          const { g, ruleEnd, ink } = drawn(v, lang, scale);
          expect(ink, at).toBeLessThanOrEqual(ruleEnd + 1e-9);
          expect(ruleEnd, at).toBeCloseTo(Math.max(10 + g.width, ink), 9);
          expect(ruleEnd - (10 + g.width), at).toBeLessThanOrEqual(RULE.thin / 2 + 1e-9);
        }
      }
    }
  });
});
