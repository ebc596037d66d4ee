/**
 * A front whose log goes on overleaf does not buy rows in pieces of a handful of rows with smaller
 * charts. Statki 15×15 on A4, two a page, printed rows 1–32 in eight sub-columns of four under the
 * roster and rows 33–96 in two columns beside the charts, at 4.3 mm cells: the half as many rows
 * again that smaller cells are worth came from the scraps. Now the charts keep their larger cells
 * and the front's log is the two tall columns beside them, the back holding the rest; the white
 * under the roster is a band for notes. Checked on the layout of every variant on every paper.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, logPieces, padPages, type Paper } from '../../src/render/pad-layout.js';
import { loadVariant } from '../../src/variant/load.js';
import { allVariants } from './cases.js';

const variants = await allVariants();
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPERS.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** A piece of the log shorter than this (rows a sub-column) is a scrap. */
const SCRAP_BELOW = 8;

describe('a front whose log goes on overleaf has no pieces of a handful of rows', () => {
  it.each(cases)('$v.id on $paper, $perPage a page', ({ v, paper, perPage }) => {
    for (const lang of v.languages) {
      const layout = layoutPad(padContent(v, lang), { paper, perPage });
      if (layout.backs === null) continue;
      for (const s of layout.sheets) {
        if (s.log.overleaf === undefined) continue;
        const scraps = s.log.chunks.filter((c) => c.rows < SCRAP_BELOW).map((c) => `${c.first}–${c.first + c.count - 1} (${c.columns}×${c.rows})`);
        expect(scraps, `${lang} ${s.arrangement}, ${s.cell.toFixed(2)} mm cells`).toEqual([]);
      }
    }
  });
});

const statki15 = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });

describe('Statki 15×15 on A4, two a page', () => {
  it.each(['pl', 'en'])('[%s] the front\'s log in the columns beside the charts, the charts no smaller, the back holding the rest', (lang) => {
    const content = padContent(statki15, lang);
    const layout = layoutPad(content, { paper: 'A4', perPage: 2 });
    expect(layout.backs).not.toBeNull();
    expect(padPages(layout, 2)).toBe(2);
    layout.sheets.forEach((front, i) => {
      const chartsRight = Math.max(...front.charts.map((c) => c.x + c.metrics.width));
      const chartsBottom = Math.max(...front.charts.map((c) => c.y + c.metrics.height));
      // Every piece beside the charts, none under the roster; in as many pieces as the strip has columns.
      for (const c of front.log.chunks) {
        expect(c.box.x).toBeGreaterThan(chartsRight);
        expect(c.box.y).toBeLessThan(chartsBottom);
        expect(c.rows).toBeGreaterThanOrEqual(SCRAP_BELOW);
      }
      expect(logPieces(front.log.chunks)).toBeLessThanOrEqual(3);
      // Cells no smaller than the 4.3 mm (4.276) the scraps under the roster cost.
      expect(front.cell).toBeGreaterThan(4.276 + 0.05);
      // The white under the roster a band for notes.
      const roster = front.blocks.find((b) => b.kind === 'roster')!;
      const notes = front.blocks.find((b) => b.kind === 'notes');
      expect(notes).toBeDefined();
      expect(notes!.y).toBeGreaterThan(roster.y + roster.geometry.height);
      // The back numbered on from the front's last row to the game's last.
      const back = layout.backs![i]!;
      expect(front.log.overleaf).toEqual({ from: front.log.rows + 1, to: content.log.wantedRows });
      expect(back.log.chunks[0]!.first).toBe(front.log.rows + 1);
      expect(front.log.rows + back.log.rows).toBe(content.log.wantedRows);
    });
  });
});
