/**
 * The heading of a one-shot log's mark column (Result, Ответ, Wynik; Res., Отв., Wyn.) keeps 0.4 mm
 * of white either side within its column's rules, as the number column's No. does, wherever the word
 * cut short sooner, the number column narrowed or the sub-columns set closer give it that room: on
 * the pads below it stood 0.24–0.33 mm from its rules (Wynik on the 1967 rules in Polish two a page
 * on A4, Кл. | Отв. on Морской бой in Russian two a page on A4), and a heading fitted to its column
 * at a size above the least kept only 0.3 mm a side (Wyn. on Statki 15×15 in Polish on letter). Measured on the drawing: the
 * heading's advance width, centred where it is drawn, against the vertical rules either side of it
 * on the headings' line.
 */
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/variant/load.js';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';
import { padText } from '../../src/render/i18n.js';
import { drawPad } from '../../src/render/pad.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { MARK_HEAD_WHITE } from '../../src/render/log.js';

async function variant(id: string) {
  return loadVariant(id, { cwd: process.cwd(), missingGlyphs });
}

/** The white either side of every mark heading drawn on the pad (mm), with its word. */
async function markWhites(id: string, lang: string, paper: 'A4' | 'A5' | 'letter', perPage: 1 | 2): Promise<{ word: string; white: number }[]> {
  const d = new RecordingDrawing();
  drawPad(d, await variant(id), { paper, perPage, sheets: 2, lang, cover: false });
  const t = padText(lang);
  const out: { word: string; white: number }[] = [];
  for (let page = 0; page < d.pages; page++) {
    const rules = d.segments(page).filter(([x1, , x2]) => x1 === x2);
    for (const h of d.texts(page).filter((x) => x.text === t.mark || x.text === t.markShort)) {
      const w = textWidth(h.text, 'condensed', h.style.size);
      const across = rules.filter(([, y1, , y2]) => Math.min(y1, y2) <= h.y && Math.max(y1, y2) >= h.y).map(([x]) => x);
      const left = Math.max(...across.filter((x) => x < h.x));
      const right = Math.min(...across.filter((x) => x > h.x));
      out.push({ word: h.text, white: Math.min(h.x - w / 2 - left, right - (h.x + w / 2)) });
    }
  }
  return out;
}

describe('the mark column’s heading in a one-shot log', () => {
  it.each([
    ['classic-1967', 'pl', 'A4', 2],
    ['classic-1967', 'en', 'A4', 2],
    ['classic-1967', 'pl', 'letter', 2],
    ['morskoy-boy', 'ru', 'A4', 2],
    ['statki-15', 'pl', 'A4', 2],
    ['statki-15', 'ru', 'A5', 1],
    // A heading drawn above the least size, fitted to its column: 0.38 mm from its rules (Wyn. at 6.37 pt).
    ['statki-15', 'pl', 'letter', 1],
    ['examples/variants/greek-tetris.yaml', 'ru', 'A4', 2],
    ['examples/variants/greek-tetris.yaml', 'en', 'A5', 2],
    ['examples/variants/kirill-12.yaml', 'pl', 'letter', 2],
  ] as const)('%s (%s, %s, %i a page): stands 0.4 mm clear of its rules either side', async (id, lang, paper, perPage) => {
    const whites = await markWhites(id, lang, paper, perPage);
    expect(whites.length).toBeGreaterThan(0);
    for (const { word, white } of whites) expect(white, word).toBeGreaterThanOrEqual(MARK_HEAD_WHITE - 1e-6);
  });

  it('keeps its heading, closer to its rules, where no way gives it the room (Statki in Polish on A4, two a page)', async () => {
    const whites = await markWhites('statki', 'pl', 'A4', 2);
    expect(whites.length).toBeGreaterThan(0);
    for (const { word, white } of whites) {
      expect(word).toBe('Wyn.');
      expect(white).toBeGreaterThan(0.2);
    }
  });
});
