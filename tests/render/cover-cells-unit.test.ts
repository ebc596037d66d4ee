/**
 * The cover's fleet list gives a ship's size in the words `salvo variant show` and the pad's other
 * outputs use: in Polish `pole`, `pola`, `pól` by the count (`1 × 4 pola`, `1 × 5 pól`, `4 × 1
 * pole`), not the abbreviation `kr.` Read back from the PDF on every paper.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { loadVariant } from '../../src/variant/load.js';
import { phrasesFor } from '../../src/variant/describe-phrases.js';
import { pdfPlacedText } from './raster.js';

describe('the Polish cover’s fleet list', () => {
  it.each([
    ['statki', 'A4'],
    ['statki', 'A5'],
    ['statki', 'letter'],
    ['statki-15', 'A4'],
    ['statki-15', 'A5'],
    ['statki-15', 'letter'],
  ] as const)('%s on %s: sizes in pole/pola/pól, as variant show gives them', async (id, paper) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, 'pl');
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
    const fleet = lines.slice(lines.indexOf(content.text.fleet) + 1, lines.indexOf(content.text.rules)).join(' ');
    expect(fleet).not.toContain('kr.');
    // Each entry (joined again where it wraps) as the fleet table of `variant show` gives the size.
    for (const r of content.roster.rows) expect(fleet).toContain(`${r.mark} ${r.name}: ${r.count} × ${phrasesFor('pl').cells(r.size)}`);
    // Every plural form: Statki 15×15 has ships of 5, 4 and 1 cells.
    if (id === 'statki-15') for (const s of ['1 × 5 pól', '2 × 4 pola', '5 × 1 pole']) expect(fleet).toContain(s);
  });
});
