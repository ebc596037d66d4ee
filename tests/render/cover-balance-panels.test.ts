/**
 * Folded in three, the cover's rules are balanced over the two panels beside the name's, not set
 * in the first alone with the middle one blank between them and the name (Decoys in Polish on A4:
 * 38 lines in panel 1, nothing in panel 2); rules running on to a second page are balanced over
 * that page's two panels the same way, the first page's three staying full.
 */
import { describe, expect, it } from 'vitest';
import { coverLayout } from '../../src/render/cover.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { PAPERS } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText, type PlacedText } from './raster.js';

const squash = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** The cover's text in each third of the page (the fold words above the panels left out). */
function thirds(texts: readonly PlacedText[], width: number, fold: string): PlacedText[][] {
  const third = width / 3;
  return [0, 1, 2].map((k) => texts.filter((t) => t.text !== fold && t.x >= k * third && t.x + t.width <= (k + 1) * third));
}

describe('a cover folded in three leaves no blank panel between filled ones', () => {
  it.each([
    ['examples/variants/decoys.yaml', 'pl', 'A4'],
    ['examples/variants/decoys.yaml', 'en', 'letter'],
    ['classic-1967', 'ru', 'A4'],
    ['examples/variants/greek-tetris.yaml', 'en', 'A4'],
  ] as const)('%s in %s on %s: the rules over panels 1 and 2, level, the name in panel 3', async (name, lang, paper) => {
    const v = await loadVariant(name, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, lang);
    const { bytes, coverTitleBack } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(false);
    const [one, two, three] = thirds(await pdfPlacedText(bytes, 1), PAPERS[paper].width, content.text.fold);
    // The rules begin in panel 1 and go on in panel 2; panel 3 is the name alone, large.
    expect(squash(one!.map((t) => t.text).join(' '))).toContain(content.title);
    expect(two!.length).toBeGreaterThan(2);
    expect(squash(three!.map((t) => t.text).join(' '))).toBe(content.title);
    for (const t of three!) expect(t.size).toBeGreaterThanOrEqual(16);
    // The two ending level, to a few lines: neither panel's text runs far below the other's.
    const foot = (ts: readonly PlacedText[]) => Math.max(...ts.map((t) => t.y));
    expect(Math.abs(foot(one!) - foot(two!))).toBeLessThan(20);
    // Every line of the rules is there, once: the text read back is the layout's, in order.
    const laid = coverLayout(v, content, paper).panels;
    expect(laid).toHaveLength(2);
    expect(squash([...one!, ...two!].map((t) => t.text).join(' '))).toBe(squash(laid.flat().map((l) => l.text).join(' ')));
  });

  it('rules running on to a second page: its two panels balanced, the first page full, the name in the last panel', async () => {
    const base = await loadVariant('classic-1967', { cwd: process.cwd(), missingGlyphs });
    const paragraph = 'Each player in turn calls a salvo of shots, one for each of his ships still afloat, and the other answers for each shot whether it fell in the water or hit one of his ships, naming the ship; a ship is sunk when every one of its cells is hit.';
    const v: Variant = { ...base, rules: { ...base.rules, en: Array.from({ length: 55 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n') } };
    const content = padContent(v, 'en');
    const layout = coverLayout(v, content, 'A4');
    expect(layout.panels).toHaveLength(5);
    const { bytes, coverTitleBack } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(coverTitleBack).toBe(false);
    const first = thirds(await pdfPlacedText(bytes, 1), PAPERS.A4.width, content.text.fold);
    const [one, two, three] = thirds(await pdfPlacedText(bytes, 2), PAPERS.A4.width, content.text.fold);
    const foot = (ts: readonly PlacedText[]) => Math.max(...ts.map((t) => t.y));
    // The first page's panels run to its foot; the second page's two end level, the name in its third.
    for (const p of first) expect(foot(p)).toBeGreaterThan(PAPERS.A4.height - 40);
    expect(two!.length).toBeGreaterThan(2);
    expect(Math.abs(foot(one!) - foot(two!))).toBeLessThan(20);
    expect(squash(three!.map((t) => t.text).join(' '))).toBe(content.title);
    expect(squash([...one!, ...two!].map((t) => t.text).join(' '))).toContain('55. Each player');
  });
});
