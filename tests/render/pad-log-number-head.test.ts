/**
 * The log's number column is wide enough for its heading (No., №, Nr) with 0.4 mm of white either
 * side (NUMBER_HEAD_MARGIN): on small sheets it was measured for the row numbers alone, and `No.`
 * came within 0.2 mm of the rules either side (the 1-to-28 log of Twin Salvo on letter two a page,
 * the small boards on A5 two a page). Drawn: every heading measured against the rules beside it.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';
import { padText } from '../../src/render/i18n.js';
import { NUMBER_HEAD_MARGIN } from '../../src/render/log.js';
import { drawPad } from '../../src/render/pad.js';
import type { Paper } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { loadVariant } from '../../src/variant/load.js';

describe('the log’s number heading keeps white either side', () => {
  it('is 0.4 mm', () => {
    expect(NUMBER_HEAD_MARGIN).toBe(0.4);
  });

  it.each<[string, string, Paper, 1 | 2]>([
    ['examples/variants/twin-salvo.yaml', 'en', 'letter', 2],
    ['examples/variants/greek-tetris.yaml', 'en', 'A5', 2],
    ['examples/variants/little-fleet.yaml', 'en', 'A5', 2],
    ['examples/variants/little-fleet.yaml', 'ru', 'A5', 2],
    ['examples/variants/decoys.yaml', 'en', 'A5', 2],
    ['jutland', 'en', 'A5', 2],
    ['statki', 'pl', 'A4', 2],
    ['classic-1967', 'en', 'A5', 2],
  ])('%s [%s] on %s, %i a page', async (ref, lang, paper, perPage) => {
    const variant = await loadVariant(ref, { cwd: process.cwd(), missingGlyphs });
    const rec = new RecordingDrawing();
    drawPad(rec, variant, { paper, perPage, sheets: 2 * perPage, lang, cover: false });
    const word = padText(lang).number;
    let seen = 0;
    for (let p = 0; p < rec.pages; p++) {
      const rules = rec.segments(p).filter(([x1, , x2]) => x1 === x2);
      for (const t of rec.texts(p).filter((x) => x.text === word)) {
        seen++;
        const w = textWidth(t.text, t.style.face, t.style.size);
        expect(t.style.align).toBe('center');
        const across = rules.filter(([, y1, , y2]) => Math.min(y1, y2) <= t.y && Math.max(y1, y2) >= t.y).map(([x]) => x);
        const left = Math.max(...across.filter((x) => x <= t.x));
        const right = Math.min(...across.filter((x) => x >= t.x));
        expect(t.x - w / 2 - left, `page ${p + 1}`).toBeGreaterThanOrEqual(NUMBER_HEAD_MARGIN - 1e-6);
        expect(right - (t.x + w / 2), `page ${p + 1}`).toBeGreaterThanOrEqual(NUMBER_HEAD_MARGIN - 1e-6);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
