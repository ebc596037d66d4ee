/**
 * The cover's fleet list says which classes need not be sunk (`mustSink: false`), after their size
 * as a protected class's note is (`X Decoy: 1 ship of 3 cells · need not be sunk`): the rules it prints
 * say a side loses when 'all its ships that must be sunk' are, and before, nothing on the cover
 * said which those were (the pad's roster marks them with *, the cover did not). Read back from the
 * PDF of decoys.yaml (a hospital and a decoy) and skagerrak.yaml (a hospital ship), in each of
 * their languages, on A4 and A5; the note never broken over two lines.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padText } from '../../src/render/i18n.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { localize } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const load = (name: string) => loadVariant(join(process.cwd(), 'examples', 'variants', name), { cwd: process.cwd(), missingGlyphs });

describe('the cover names the classes that need not be sunk', () => {
  it.each(['decoys.yaml', 'skagerrak.yaml'])('%s: on their fleet entries, and on no other', async (file) => {
    const v = await load(file);
    const spared = v.fleet.filter((c) => !c.mustSink);
    expect(spared.length).toBeGreaterThan(0);
    for (const lang of v.languages) {
      const note = padText(lang).needNotSinkClass;
      for (const paper of ['A4', 'A5'] as const) {
        const at = `${file} ${lang} ${paper}`;
        const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
        const lines = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5).map((t) => t.text.replace(/\s+/gu, ' ').trim());
        // The fleet's entries, each from its mark to the next entry's (or the list's end).
        const text = lines.join(' ');
        const entries = v.fleet.map((c, i) => {
          const start = text.indexOf(`${c.mark} ${localize(c.name, lang, v)}:`);
          const next = v.fleet[i + 1];
          const end = next === undefined ? start + 200 : text.indexOf(`${next.mark} ${localize(next.name, lang, v)}:`, start);
          expect(start, `${at}: ${c.id}`).toBeGreaterThanOrEqual(0);
          return text.slice(start, end);
        });
        v.fleet.forEach((c, i) => expect(entries[i]!.includes(`· ${note}`), `${at}: ${entries[i]}`).toBe(!c.mustSink));
        // The note whole on one line.
        expect(lines.filter((l) => l.includes(note)).length, at).toBe(spared.length);
      }
    }
  }, 120_000);
});
