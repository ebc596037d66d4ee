/**
 * No text on a pad is printed smaller than the legible minimum (MIN_TEXT_PT, 6 pt): every
 * template in each of its languages and every fixture, on every paper, one and two sheets a page,
 * with the cover. The sizes are read two ways: from the drawing calls (a recording drawing, every
 * fixture too) and from the PDF itself (the templates: the size as printed, transformations
 * included).
 */
import { describe, expect, it } from 'vitest';
import { MIN_TEXT_PT } from '../../src/render/fonts.js';
import { drawPad, renderPadPdf } from '../../src/render/pad.js';
import type { Paper } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { ALL_FIXTURES } from './fixtures.js';
import { templateVariants } from './cases.js';
import { pdfTextSizes } from './raster.js';

const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const templates = await templateVariants();
const withLangs = (vs: readonly (typeof templates)[number][]) =>
  vs.flatMap((v) => v.languages.flatMap((lang) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, lang, paper, perPage })))));

describe('the legible minimum', () => {
  it('is 6 pt', () => {
    expect(MIN_TEXT_PT).toBe(6);
  });
});

describe.each(withLangs([...ALL_FIXTURES, ...templates]))('$v.id [$lang] on $paper, $perPage per page', ({ v, lang, paper, perPage }) => {
  it('draws no text below the legible minimum', () => {
    const rec = new RecordingDrawing();
    drawPad(rec, v, { paper, perPage, sheets: 2 * perPage, lang, cover: true });
    const small = rec.texts().filter((t) => t.style.size < MIN_TEXT_PT - 1e-9).map((t) => `${JSON.stringify(t.text)} at ${t.style.size.toFixed(2)} pt`);
    expect([...new Set(small)]).toEqual([]);
  });
});

describe.each(withLangs(templates))('PDF of $v.id [$lang] on $paper, $perPage per page', ({ v, lang, paper, perPage }) => {
  it('prints no text below the legible minimum', async () => {
    const { bytes } = await renderPadPdf(v, { paper, perPage, sheets: 2 * perPage, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const sizes = (await pdfTextSizes(bytes)).flat();
    expect(sizes.length).toBeGreaterThan(0);
    const small = sizes.filter((t) => t.size < MIN_TEXT_PT - 0.01).map((t) => `${JSON.stringify(t.text)} at ${t.size.toFixed(2)} pt`);
    expect([...new Set(small)]).toEqual([]);
  });
});
