/**
 * A ship's name too long for the pad is cut short with an ellipsis (the layout's name cap), and
 * the count after it stays: the roster tallies three ships on that line, and a player reads it
 * from ` ×3`. Before, the name and its count were cut as one text, and a long name of a class of
 * three ended `… ×…` or lost the count whole. Drawn on A4, A5 and letter, one and two a page,
 * in English and Polish; and the roster alone with a cap, a class that need not be sunk keeping
 * its count and its mark.
 */
import { describe, expect, it } from 'vitest';
import { drawPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { MARGINS, PAPERS, type Paper } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawRoster, measureRoster } from '../../src/render/roster.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const PAPER_LIST: readonly Paper[] = ['A4', 'A5', 'letter'];

describe('a long ship name cut short on the roster', () => {
  const long = 'Minesweeper of the second flotilla of the coastal defence squadron, reserve '.repeat(3).trim();
  const longPl = 'Trałowiec drugiej flotylli dywizjonu obrony wybrzeża, rezerwa '.repeat(3).trim();
  const v = makeVariant({
    languages: ['en', 'pl'],
    fleet: [shipClass('minesweeper', 2, { count: 3, name: { en: long, pl: longPl } }), shipClass('carrier', 5, { name: { en: 'Carrier', pl: 'Lotniskowiec' } })],
  });

  it('keeps its count ×3 after the ellipsis, within the margins', () => {
    for (const lang of ['en', 'pl'] as const) {
      for (const paper of PAPER_LIST) {
        for (const perPage of [1, 2] as const) {
          const at = `${lang} ${paper} ${perPage} a page`;
          const rec = new RecordingDrawing();
          drawPad(rec, v, { paper, perPage, sheets: perPage, lang, cover: false });
          const start = (lang === 'en' ? long : longPl).slice(0, 9);
          const shown = rec.texts().filter((t) => t.text.startsWith(start));
          expect(shown.length, at).toBeGreaterThan(0);
          for (const t of shown) {
            expect(t.text, at).toMatch(/… ×3$/u);
            expect(t.text.length, at).toBeLessThan(long.length);
          }
          const page = PAPERS[paper];
          for (const b of rec.boundsOn(0)) expect(b.right, at).toBeLessThanOrEqual(Math.max(page.width, page.height) - MARGINS[paper] + 1e-6);
        }
      }
    }
  });

  it('keeps the count and the mark of a class that need not be sunk, the name cut before both', () => {
    const marked = makeVariant({ fleet: [shipClass('decoy', 2, { count: 3, mustSink: false, name: { en: 'Decoy of the reserve' } }), shipClass('carrier', 5, { name: { en: 'Carrier' } })] });
    const content = padContent(marked, 'en');
    const roster = { ...content.roster, nameCap: 20 };
    const g = measureRoster(roster, content.text, 1, 200)!;
    expect(g).not.toBeNull();
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    drawRoster(rec, 0, 0, g, roster, content.text);
    const decoy = rec.texts().find((t) => t.text.startsWith('Dec'))!;
    expect(decoy.text).toMatch(/^Dec[^×]*… ×3\*$/u);
  });
});
