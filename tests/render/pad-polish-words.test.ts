/**
 * The Polish pad calls a ship statek and the enemy przeciwnik, as the Polish rules players write
 * (`W skład floty wchodzi 10 statków`, `statki przeciwnika`) and as the rest of the Polish pad
 * does (Flota przeciwnika, Przeciwnik, the cover's rules): its roster said Okręt, its legend okręt.
 * The roster's tally of enemy ships sunk stays Zatopione u wroga: Zatopione u przeciwnika widens the
 * roster, and Statki's A5 pad, two a page, then fits half its log's rows on the front. Read back from the PDF of the Polish templates, and every Polish word
 * the pad may print (legend lines a template does not use: protected ships, ships afloat).
 */
import { describe, expect, it } from 'vitest';
import { padText } from '../../src/render/i18n.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { templateVariants } from './cases.js';
import { pdfText } from './raster.js';

const OTHER_WORDS = /okręt|okręc|wrog/iu;

describe('the Polish pad’s words', () => {
  it('statek and przeciwnik in every pad word, never okręt, nor wróg but in the narrow sunk column', () => {
    const pl = padText('pl');
    expect(pl.ship).toBe('Statek');
    expect(pl.enemySunk).toBe('Zatopione u wroga');
    expect(pl.ringSunk).toBe('kropki wokół zatopionego statku');
    expect(pl.protectedShip).toBe('kreskowany: statek chroniony');
    expect(pl.shipsAfloat).toBe('Statki na wodzie (niżej: strzały w salwie)');
    for (const [key, text] of Object.entries(pl)) if (key !== 'enemySunk') expect(text).not.toMatch(OTHER_WORDS);
  });

  it.each(['statki', 'statki-15'])('%s: the printed Polish pad, cover included, says Statek and statku, not okręt', async (id) => {
    const variant = (await templateVariants()).find((v) => v.id === id)!;
    const { bytes } = await renderPadPdf(variant, { paper: 'A4', perPage: 1, sheets: 2, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    const text = (await pdfText(bytes)).items.flat().join('\n');
    expect(text).toContain('Statek');
    expect(text).toContain('Zatopione u wroga');
    expect(text).toContain('kropki wokół zatopionego statku');
    expect(text.replaceAll('Zatopione u wroga', '')).not.toMatch(OTHER_WORDS);
  });
});
