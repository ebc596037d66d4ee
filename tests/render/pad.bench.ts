/**
 * Benchmark: a 100-sheet Jutland pad (the template, A4, one sheet per page, with a cover).
 * Target on a 2-core machine: under 2 s and under 1 MB. The size is printed once.
 */
import { bench, describe } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';

const jutland = await loadVariant('jutland', { cwd: process.cwd(), missingGlyphs });
const options = { paper: 'A4', perPage: 1, sheets: 100, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE } as const;
const { bytes, pages } = await renderPadPdf(jutland, options);
console.log(`jutland pad: ${options.sheets} sheets, ${pages} pages, ${bytes.length} bytes (${(bytes.length / 1024).toFixed(0)} KiB)`);

describe('salvo pad', () => {
  bench('100-sheet Jutland pad, A4', async () => {
    await renderPadPdf(jutland, options);
  }, { iterations: 5, warmupIterations: 1 });
  bench('100-sheet Jutland pad, A4, two per page', async () => {
    await renderPadPdf(jutland, { ...options, perPage: 2 });
  }, { iterations: 5, warmupIterations: 1 });
});
