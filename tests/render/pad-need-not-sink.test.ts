/**
 * A class that need not be sunk to win (`mustSink: false`: decoys.yaml's hospital and decoy,
 * Skagerrak's hospital ship) is marked on the pad's roster, its name followed by `*`, and the
 * legend says what the mark means, in each of the variant's languages; read back from the PDF on
 * A4, A5 and letter, one and two sheets a page: the marked name clear of the tally boxes, the
 * legend's line within its block and the page, no block over another. The classes that must be
 * sunk are not marked; the built-in templates have none that need not be, and their pads keep
 * their pinned hashes (pad-golden).
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { fill, padText } from '../../src/render/i18n.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { NEED_NOT_SINK_MARK, padContent } from '../../src/render/pad-content.js';
import { layoutPad, MARGINS, PAPERS, type Paper } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { localize } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawRoster, measureRoster } from '../../src/render/roster.js';
import { pdfPlacedText } from './raster.js';
import { overlap, sheetBoxes } from './sheet-boxes.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const load = (name: string) => loadVariant(join(ROOT, 'examples', 'variants', name), { cwd: ROOT, missingGlyphs });
const PAPERS_TRIED: readonly Paper[] = ['A4', 'A5', 'letter'];

describe('the pad marks a ship that need not be sunk', () => {
  for (const file of ['decoys.yaml', 'skagerrak.yaml']) {
    it(`${file}: the mark after each such name on the roster, the legend's line saying it, nothing over anything`, async () => {
      const v = await load(file);
      expect(v.fleet.some((c) => !c.mustSink)).toBe(true);
      for (const lang of v.languages) {
        const text = padText(lang);
        const shipHead = text.ship;
        const legendLine = fill(text.needNotSink, NEED_NOT_SINK_MARK);
        expect(legendLine.startsWith(`${NEED_NOT_SINK_MARK} `)).toBe(true);
        for (const paper of PAPERS_TRIED) {
          for (const perPage of [1, 2] as const) {
            const where = `${file} ${lang} ${paper} ${perPage} a page`;
            // The layout: no block over another on any sheet.
            const layout = layoutPad(padContent(v, lang), { paper, perPage });
            for (const s of layout.sheets) {
              const boxes = sheetBoxes(s);
              for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${where}: ${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
            }
            const { bytes } = await renderPadPdf(v, { paper, perPage, sheets: perPage, lang, cover: false, date: FIXED_DOCUMENT_DATE });
            const items = await pdfPlacedText(bytes, 1);
            const heads = items.filter((t) => t.text === shipHead);
            // One roster a sheet on the page (two a page, a long log may leave a page to one sheet and its back).
            expect(heads.length, where).toBeGreaterThan(0);
            for (const head of heads) {
              // The roster's names: under its heading, in its column, in the fleet's order.
              const names = items.filter((t) => Math.abs(t.x - head.x) < 0.05 && t.y > head.y && t.y < head.y + 60).sort((a, b) => a.y - b.y).slice(0, v.fleet.length);
              const taken = items.find((t) => t.text === text.hitsTaken && Math.abs(t.y - head.y) < 0.05 && t.x > head.x)!;
              expect(taken, where).toBeDefined();
              v.fleet.forEach((c, i) => {
                const n = names[i]!;
                expect(n.text.startsWith(localize(c.name, lang, v).slice(0, 3)), `${where}: ${n.text}`).toBe(true);
                expect(n.text.endsWith(NEED_NOT_SINK_MARK), `${where}: ${n.text}`).toBe(!c.mustSink);
                // The marked name clear of the tally boxes' column.
                expect(n.x + n.width, `${where}: ${n.text}`).toBeLessThan(taken.x);
              });
            }
            // The legend's line, once a roster: whole, or its first line a beginning of it, within the page's margins.
            const lines = items.filter((t) => t.text.startsWith(`${NEED_NOT_SINK_MARK} `));
            expect(lines, where).toHaveLength(heads.length);
            const page = PAPERS[paper];
            for (const l of lines) {
              expect(legendLine.startsWith(l.text.replace(/-$/u, '')), `${where}: ${l.text}`).toBe(true);
              expect(l.x + l.width, where).toBeLessThanOrEqual(Math.max(page.width, page.height) - MARGINS[paper] + 1e-6);
            }
          }
        }
      }
    }, 300_000);
  }

  it('keeps the mark where a name is cut short to fit (a name cap)', async () => {
    const v = await load('skagerrak.yaml');
    const content = padContent(v, 'pl');
    // 'Statek szpitalny' capped at 9 mm: cut short with an ellipsis (Sta…), the mark after it still.
    const roster = { ...content.roster, nameCap: 9 };
    const g = measureRoster(roster, content.text, 1, 200)!;
    expect(g).not.toBeNull();
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    drawRoster(rec, 0, 0, g, roster, content.text);
    const drawn = rec.texts().map((t) => t.text);
    // (Not the column's heading, Statek.)
    const hospital = drawn.find((t) => t.startsWith('Sta') && t !== content.text.ship)!;
    expect(hospital).toMatch(/^Sta.*…\*$/u);
    expect(drawn.filter((t) => t.endsWith(NEED_NOT_SINK_MARK))).toHaveLength(1);
  });
});
