/**
 * The cover's fleet list says how many ships of how many cells in words, each in the form its
 * number takes: in Polish `1 statek z 5 pól`, `2 statki z 4 pól`, `5 statków z 1 pola` (not the
 * abbreviation `kr.`, nor `1 × 5 pól`, which reads as a 1 × 5 rectangle). Read back from the PDF on
 * every paper.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { fill } from '../../src/render/i18n.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

describe('the Polish cover’s fleet list', () => {
  it.each([
    ['statki', 'A4'],
    ['statki', 'A5'],
    ['statki', 'letter'],
    ['statki-15', 'A4'],
    ['statki-15', 'A5'],
    ['statki-15', 'letter'],
  ] as const)('%s on %s: counts and sizes in words, each in the form its number takes', async (id, paper) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, 'pl');
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
    const fleet = lines.slice(lines.indexOf(content.text.fleet) + 1, lines.indexOf(content.text.rules)).join(' ');
    expect(fleet).not.toContain('kr.');
    // Each entry (joined again where it wraps): the count and the size in words, never 'N × M'.
    for (const r of content.roster.rows) expect(fleet).toContain(`${r.mark} ${r.name}: ${fill(content.text.shipCount, r.count)} ${fill(content.text.shipCells, r.size)}`);
    expect(fleet).not.toMatch(/\d ×/u);
    // Every plural form: Statki 15×15 has 1 ship of 5 cells, 2 of 4 and 5 of 1.
    if (id === 'statki-15') for (const s of ['1 statek z 5 pól', '2 statki z 4 pól', '5 statków z 1 pola']) expect(fleet).toContain(s);
    if (id === 'statki') expect(fleet).toContain('1 statek z 4 pól');
  });
});

describe('the cover’s fleet list says how many ships of how many cells, never N × M', () => {
  it.each([
    ['examples/variants/skagerrak.yaml', 'en', ['AV Tender: 1 ship of 4 cells']],
    ['examples/variants/skagerrak.yaml', 'pl', ['AV Tender: 1 statek z 4 pól']],
    ['morskoy-boy', 'ru', ['Бр броненосец: 1 корабль из 4 кл.', 'Кр крейсер: 2 корабля из 3 кл.', 'Пл подводная лодка: 4 корабля из 1 кл.']],
    ['morskoy-boy', 'en', ['4 ships of 1 cell']],
  ] as const)('%s [%s]', async (id, lang, entries) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, lang);
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
    const fleet = lines.slice(lines.indexOf(content.text.fleet) + 1, lines.indexOf(content.text.rules)).join(' ');
    for (const e of entries) expect(fleet).toContain(e);
    expect(fleet).not.toMatch(/\d ×/u);
  });
});
