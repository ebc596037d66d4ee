/**
 * The cover's fleet reads as its entries: the line giving the shot limit (`at most 60 shots a
 * side`) follows them set apart, as the board's line is, and an entry wrapped over two lines has
 * its second set in, so that neither reads as one more ship.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { fill } from '../../src/render/i18n.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

describe('the cover’s shot limit', () => {
  it.each([
    ['perelman', 'ru'],
    ['perelman', 'en'],
  ] as const)('%s [%s]: stands apart from the fleet’s entries, the gap above it wider than any between them', async (id, lang) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, lang);
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    // The first panel's lines (an entry's set-in lines among them), top to bottom, from the fleet's heading to the rules'.
    const left = Math.min(...(await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.x));
    const panel = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5 && t.x - left > -0.5 && t.x - left < 8).sort((a, b) => a.y - b.y);
    const from = panel.findIndex((t) => t.text === content.text.fleet);
    const to = panel.findIndex((t) => t.text === content.text.rules);
    expect([from, to].every((i) => i >= 0) && from < to).toBe(true);
    const limitWords = fill(content.text.shotLimitRule, v.turns.shotLimit!).split(' ').slice(0, 2).join(' ');
    const limit = panel.findIndex((t) => t.text.replace(/\s+/gu, ' ').startsWith(limitWords));
    expect(limit).toBeGreaterThan(from + 1);
    expect(limit).toBeLessThan(to);
    const gap = (i: number): number => panel[i]!.y - panel[i - 1]!.y;
    const fleetGaps = Array.from({ length: limit - from - 2 }, (_, k) => gap(from + 2 + k));
    expect(fleetGaps.length).toBeGreaterThan(0);
    expect(gap(limit)).toBeGreaterThan(Math.max(...fleetGaps) + 1.5);
  });
});

describe('a fleet entry wrapped on the cover', () => {
  it('perelman [ru]: has its later line set in from the panel’s edge, its first line and the next entry’s not', async () => {
    const v = await loadVariant('perelman', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'ru', cover: true, date: FIXED_DOCUMENT_DATE });
    const items = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5);
    const left = Math.min(...items.map((t) => t.x));
    const at = (text: string) => items.find((t) => t.text.replace(/\s+/gu, ' ').trim() === text);
    // 'II двухклеточный: 1 корабль из 2 кл.' is wider than the panel: its count and size go on a line of their own.
    const first = at('II двухклеточный:');
    const second = at('1 корабль из 2 кл.');
    const next = at('III трёхклеточный:');
    expect(first && second && next).toBeTruthy();
    expect(first!.x).toBeCloseTo(left, 1);
    expect(next!.x).toBeCloseTo(left, 1);
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x - left).toBeGreaterThan(2);
    expect(second!.x - left).toBeLessThan(8);
  });
});
