/**
 * Folded in three (A4, letter), the cover's last panel faces the opponent with the game's name.
 * Rules long enough for all three panels take two at a readable size first (Perelman's Polish
 * rules on letter took the third at 11.5 pt, and no panel showed the name); rules too long for two
 * even at COVER_READABLE take the third, and the name goes on the cover's back, in each third.
 */
import { describe, expect, it } from 'vitest';
import { COVER_READABLE, coverLayout } from '../../src/render/cover.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { PAPERS } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText, pdfText } from './raster.js';

const squash = (s: string) => s.replace(/\s+/gu, ' ').trim();

describe('the cover folded in three keeps a panel for the game’s name', () => {
  it('Perelman in Polish on letter: the rules in two panels, the name large on the third', async () => {
    const v = await loadVariant('perelman', { cwd: process.cwd(), missingGlyphs });
    const title = padContent(v, 'pl').title;
    const { bytes, pages, coverTitleBack } = await renderPadPdf(v, { paper: 'letter', perPage: 1, sheets: 2, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(false);
    expect(pages).toBe(3);
    const third = PAPERS.letter.width / 3;
    const cover = await pdfPlacedText(bytes, 1);
    const right = cover.filter((t) => t.x >= 2 * third);
    expect(squash(right.map((t) => t.text).join(' '))).toBe(title);
    for (const t of right) expect(t.size).toBeGreaterThanOrEqual(16);
    // The rules whole in the first two panels, at a readable size.
    const fold = padContent(v, 'pl').text.fold;
    const body = cover.filter((t) => t.x + t.width <= 2 * third && t.size < 12 && t.text !== fold);
    expect(body.length).toBeGreaterThan(20);
    for (const t of body) expect(t.size).toBeGreaterThanOrEqual(COVER_READABLE);
  });

  it.each(['A4', 'letter'] as const)('rules too long for two panels even at the readable size (%s): all three panels, the name in each third of the back', async (paper) => {
    const base = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });
    const sentence = 'Each player in turn calls one square of the opponent’s ocean grid, and is told whether it is a hit, a miss, or the last square of a ship, which is then sunk.';
    const rules = Array.from({ length: 30 }, (_, i) => `${i + 1}. ${sentence}`).join('\n\n');
    const v: Variant = { ...base, rules: { ...base.rules, en: rules } };
    const content = padContent(v, 'en');
    const layout = coverLayout(v, content, paper);
    // Three panels (two would not hold them at the readable size), in the largest type three hold.
    expect(layout.panels).toHaveLength(3);
    expect(layout.panels.flat().find((l) => l.body === true)!.size).toBeGreaterThanOrEqual(COVER_READABLE);
    const { bytes, pages, coverTitleBack } = await renderPadPdf(v, { paper, perPage: 1, sheets: 2, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(true);
    expect(pages).toBe(4);
    const { items } = await pdfText(bytes);
    expect(squash(items[0]!.join(' '))).toContain('30. Each player');
    const third = PAPERS[paper].width / 3;
    const back = await pdfPlacedText(bytes, 2);
    for (const k of [0, 1, 2]) {
      const lines = back.filter((t) => t.x >= k * third && t.x + t.width <= (k + 1) * third);
      expect(squash(lines.map((t) => t.text).join(' '))).toBe(content.title);
      for (const t of lines) {
        expect(t.size).toBeGreaterThanOrEqual(16);
        expect(Math.abs(t.x + t.width / 2 - (k + 0.5) * third)).toBeLessThan(0.5);
      }
    }
    expect(back.every((t) => [1, 2].every((k) => t.x + t.width <= k * third || t.x >= k * third))).toBe(true);
    // The sheets follow the back.
    expect(items[2]!.join(' ')).toContain(content.sides[0]!);
  });
});
