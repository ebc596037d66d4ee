/**
 * A scrap of the log (a piece of SCRAP_ROWS rows or fewer, its own heading and column heads) is
 * left out where the other pieces hold a whole game (`wantedRows`): Perelman in Russian on A5 had
 * rows 1–4 under the legend beside rows 5–35 in the column by the charts; now rows 1–30 in that
 * column, a band for notes under the legend. Pieces of more rows are kept (Perelman in English on
 * A5: rows 1–8 under the legend), as are scraps where the rest is short of a whole game.
 */
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { listTemplates, loadVariant } from '../../src/variant/load.js';

const perelman = await loadVariant('perelman', { cwd: process.cwd(), missingGlyphs });

describe('a scrap of the log', () => {
  it.each([1, 2] as const)('Perelman [ru] on A5, %i asked a page: one column of 30 rows, a whole game, no scrap', (perPage) => {
    const content = padContent(perelman, 'ru');
    const sheet = layoutPad(content, { paper: 'A5', perPage }).sheets[0]!;
    expect(sheet.log.chunks.map((c) => [c.first, c.count])).toEqual([[1, content.log.wantedRows]]);
    expect(sheet.log.rows).toBe(30);
    expect(sheet.log.chunks[0]!.caption).toBe(true);
    // The room under the legend is a ruled band for notes.
    expect(sheet.blocks.some((b) => b.kind === 'notes')).toBe(true);
  });

  it('Perelman [en] on A5: its piece of 8 rows under the legend is kept', () => {
    const sheet = layoutPad(padContent(perelman, 'en'), { paper: 'A5', perPage: 1 }).sheets[0]!;
    expect(sheet.log.chunks.map((c) => [c.first, c.count])).toEqual([
      [1, 8],
      [9, 31],
    ]);
  });

  it('no template on any paper prints a piece of 5 rows or fewer beside pieces that hold a whole game without it', async () => {
    for (const t of await listTemplates())
      for (const lang of t.variant.languages)
        for (const paper of ['A4', 'A5', 'letter'] as Paper[])
          for (const perPage of [1, 2] as const) {
            const content = padContent(t.variant, lang);
            const sheet = layoutPad(content, { paper, perPage }).sheets[0]!;
            const chunks = sheet.log.chunks;
            for (const c of chunks) {
              if (c.rows > 5 || chunks.length < 2) continue;
              const rest = chunks.reduce((n, o) => n + (o === c ? 0 : o.count), 0);
              expect(rest, `${t.id} [${lang}] on ${paper}, ${perPage} a page: rows ${c.first}–${c.first + c.count - 1}`).toBeLessThan(content.log.wantedRows);
            }
          }
  });
});
