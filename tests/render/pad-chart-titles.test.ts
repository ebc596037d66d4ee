/**
 * A chart's title (the variant's ownChart and enemyChart words, up to 60 characters) too long for
 * a small board's grid even in 6 pt: on the pad it goes on over lines as wide as the grid, not on
 * one line past the grid's ends, where the two titles of a 2×2 board printed over each other; both
 * charts keep room for the longer title, so their grids stay level. Read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { drawChart, measureChart } from '../../src/render/chart.js';
import { textWidth } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';
import { pdfPlacedText, type PlacedText } from './raster.js';

const OWN = 'My own fleet as placed before the game began';
const ENEMY = 'The enemy waters as far as my salvos found them';

const tiny = makeVariant({
  id: 'tiny-titles',
  rows: 2,
  columns: 2,
  fleet: [shipClass('boat', 1, { name: { en: 'Boat' } })],
  placement: { diagonal: false, spacing: 'may-touch' },
  words: { en: { ...EN_WORDS, ownChart: OWN, enemyChart: ENEMY } },
});

/** The words of a title read back from its lines, a word broken at a line's end joined again. */
function joined(lines: readonly string[]): string {
  return lines.reduce((a, l) => (a.endsWith('-') ? a.slice(0, -1) + l : a === '' ? l : `${a} ${l}`), '');
}

const overlaps = (a: PlacedText, b: PlacedText): boolean => {
  const h = (t: PlacedText) => (t.size * 25.4) / 72 * 0.7;
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.1 && Math.min(a.y, b.y) - Math.max(a.y - h(a), b.y - h(b)) > 0.1;
};

describe('a chart title too long for its grid', () => {
  it('wrapped where asked: every line as wide as the grid at most, the words all there; one line where it fits', () => {
    const spec = { columnLabels: ['A', 'B'], rowLabels: ['1', '2'], cell: 12, scale: 1, title: OWN, wrapTitle: { lang: 'en' } };
    const rec = new RecordingDrawing();
    rec.beginPage({ width: 210, height: 297 });
    const m = drawChart(rec, 10, 10, spec);
    const lines = rec.texts().filter((t) => t.style.face === 'bold');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(l.text, 'bold', l.style.size)).toBeLessThanOrEqual(m.gridWidth + 1e-9);
    expect(joined(lines.map((l) => l.text))).toBe(OWN);
    // All above the column labels, inside the chart's measured height.
    for (const l of lines) expect(l.y > 10 && l.y < 10 + m.gridY).toBe(true);
    // Room kept for more lines (the other chart's title) puts the grid lower, by whole lines.
    const more = measureChart({ ...spec, titleLines: lines.length + 1 });
    expect(more.gridY).toBeGreaterThan(m.gridY);
    // A title that fits is one line, as before.
    expect(measureChart({ ...spec, title: 'Mine' }).title.lines).toEqual(['Mine']);
  });

  for (const [paper, perPage] of [['A4', 1], ['A4', 2], ['A5', 1], ['A5', 2]] as const) {
    it(`2×2 board, ${paper}, ${perPage} a page: the two titles do not print over each other, and read back whole`, async () => {
      const { bytes } = await renderPadPdf(tiny, { paper, perPage, sheets: 2, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
      const items = await pdfPlacedText(bytes, 1);
      for (let a = 0; a < items.length; a++) {
        for (let b = a + 1; b < items.length; b++) expect(overlaps(items[a]!, items[b]!), `"${items[a]!.text}" over "${items[b]!.text}"`).toBe(false);
      }
      // The first sheet's titles: the lines over the left chart, top to bottom, joined back into its words.
      const words = (t: PlacedText) => t.text.replace(/-$/, '');
      const titles = items.filter((t) => (OWN.includes(words(t)) || ENEMY.includes(words(t))) && (perPage === 1 || t.y < (paper === 'A4' ? 148.5 : 105)));
      const centre = (t: PlacedText) => t.x + t.width / 2;
      const middle = (Math.min(...titles.map(centre)) + Math.max(...titles.map(centre))) / 2;
      const left = titles.filter((t) => centre(t) < middle).sort((p, q) => p.y - q.y);
      expect(joined(left.map((t) => t.text))).toBe(OWN);
    });
  }

  it('two charts side by side keep their grids level where one title takes more lines', async () => {
    const v = makeVariant({ ...tiny, id: 'tiny-one-long', words: { en: { ...EN_WORDS, ownChart: 'Mine', enemyChart: ENEMY } } });
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 1, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    // The column labels A and B of both charts on one baseline.
    const labels = items.filter((t) => t.text === 'A' || t.text === 'B');
    expect(labels).toHaveLength(4);
    for (const l of labels) expect(l.y).toBeCloseTo(labels[0]!.y, 6);
    // "Mine" on the line just above them, level with the other title's last line.
    const mine = items.find((t) => t.text === 'Mine')!;
    const last = items.filter((t) => ENEMY.endsWith(t.text)).sort((p, q) => q.y - p.y)[0]!;
    expect(mine.y).toBeCloseTo(last.y, 6);
  });
});
