/**
 * A designer's wide board (Statki on 10 rows × 20 columns): on A4 side by side its charts fit the sheet, but at 4.3 mm a cell, less than a squared notebook's 5 mm, while
 * the sheet has the room to print them one above the other with the whole game's log still on it.
 * Such a sheet now stacks them; and its log, in 8 pieces beside charts of 6.5 mm (six sub-columns
 * of 14 rows under the roster), is set in tall columns beside the charts, the roster and legend
 * under them, in 4 pieces with cells of 5.8 mm, its caption over two lines where its first piece is
 * narrow (`Dziennik` / `strzałów`, not `Dziennik…`). A board whose stacked charts gain less than a
 * millimetre, or cost the log rows, keeps them side by side (the same board on letter, whose
 * shorter page would hold 154 of its 200 shots), and so does one whose cells side by side are a
 * notebook's 5 mm or more (Greek Tetris, 8 × 12, at 7.5 mm on letter, not 11.7 mm stacked with
 * its log squeezed into a strip); every template, square, as it was. Морской бой on the same board
 * in Russian, whose roster (`Потоплено у противника`) leaves no room for a piece of the log beside
 * it, was still in 8 pieces: its roster now goes across under the charts, the log in the tall
 * columns and one piece beside the legend, 4 pieces, cells of 5.5 mm, notes under the legend
 * (5.7 mm left the tall columns ending 16 mm above the foot: pad-wide-log-one-line.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, logPieces, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { drawPad, renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import type { Variant } from '../../src/variant/model.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { loadVariant } from '../../src/variant/load.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText, type PlacedText } from './raster.js';
import { expectInsideMargins, overlap, sheetBoxes } from './sheet-boxes.js';
import { RUSSIAN_TWENTY, wide } from '../helpers/wide-board.js';

const templates = await templateVariants();
const template = (id: string): Variant => templates.find((t) => t.id === id)!;

/** Whether two text items as printed share ink: their advance widths across, their cap heights down. */
const overlaps = (a: PlacedText, b: PlacedText): boolean => {
  const h = (t: PlacedText) => ((t.size * 25.4) / 72) * 0.7;
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.1 && Math.min(a.y, b.y) - Math.max(a.y - h(a), b.y - h(b)) > 0.1;
};

const stackedCharts = (s: SheetLayout): boolean => s.charts[1]!.y >= s.charts[0]!.y + s.charts[0]!.metrics.height - 1e-6;

describe('a wide board one a page gets its charts one above the other, the larger', () => {
  const statki = wide(template('statki'), 10, 20);

  it.each(['pl', 'en'] as const)('Statki 10 × 20 [%s] on A4: stacked, cells of 5 mm or more, all 200 shots on the sheet in 4 pieces, nothing overlapping', (lang) => {
    const paper: Paper = 'A4';
    const content = padContent(statki, lang);
    const layout = layoutPad(content, { paper, perPage: 1 });
    expect(layout.split).toBe(false);
    expect(layout.backs).toBeNull();
    const s = layout.sheets[0]!;
    expect(stackedCharts(s)).toBe(true);
    expect(s.cell).toBeGreaterThanOrEqual(5);
    expect(s.log.rows).toBeGreaterThanOrEqual(200);
    // Three tall sub-columns beside the charts, from their top, and one beside the roster under them.
    expect(logPieces(s.log.chunks)).toBeLessThanOrEqual(4);
    const chartsRight = s.charts[0]!.x + s.charts[0]!.metrics.width;
    const [under, beside] = s.log.chunks;
    expect(s.log.chunks).toHaveLength(2);
    expect(beside!.box.x).toBeGreaterThan(chartsRight);
    expect(beside!.box.y).toBeLessThan(s.charts[0]!.y + 2 * s.log.entry.rowHeight);
    expect(Math.min(beside!.rows, beside!.count)).toBeGreaterThanOrEqual(50);
    expect(under!.box.y).toBeGreaterThan(s.charts[1]!.y + s.charts[1]!.metrics.height);
    const boxes = sheetBoxes(s);
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    const rec = new RecordingDrawing();
    drawPad(rec, statki, { paper, perPage: 1, sheets: 2, lang: 'pl', cover: true });
    expectInsideMargins(rec, paper);
  });

  it('read back from the PDF: the enemy chart’s column letters below the own chart’s, 5 mm or more apart, shot 200 numbered, no text over another', async () => {
    const { bytes } = await renderPadPdf(statki, { paper: 'A4', perPage: 1, sheets: 1, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    const placed = await pdfPlacedText(bytes, 1);
    const as = placed.filter((t) => t.text === 'A').sort((a, b) => a.y - b.y);
    expect(as).toHaveLength(2);
    expect(as[1]!.y - as[0]!.y).toBeGreaterThan(10 * 5);
    const bs = placed.filter((t) => t.text === 'B').sort((a, b) => a.y - b.y);
    expect(bs[0]!.x - as[0]!.x).toBeGreaterThanOrEqual(5);
    expect(placed.some((t) => t.text === '200')).toBe(true);
    for (let a = 0; a < placed.length; a++) for (let b = a + 1; b < placed.length; b++) expect(overlaps(placed[a]!, placed[b]!), `"${placed[a]!.text}" over "${placed[b]!.text}"`).toBe(false);
  });

  it('read back from the PDF: the log’s caption whole, over two lines above its narrow first piece, not cut short', async () => {
    for (const [lang, words] of [
      ['pl', ['Dziennik', 'strzałów']],
      ['en', ['Shot log']],
    ] as const) {
      const { bytes } = await renderPadPdf(statki, { paper: 'A4', perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
      const placed = await pdfPlacedText(bytes, 1);
      const one = placed.find((t) => t.text === '1' && t.x > 50)!;
      // The caption's lines over the column of row 1, top to bottom.
      const caption = placed.filter((t) => t.y < one.y - 3 && t.y > one.y - 20 && Math.abs(t.x - (one.x - 1.5)) < 4 && /\p{L}{3}/u.test(t.text) && !['Nr', 'No.', 'Pole', 'Cell', 'Wyn.', 'Res.'].includes(t.text)).sort((p, q) => p.y - q.y);
      expect(caption.map((t) => t.text), lang).toEqual(words);
    }
  });
});

describe('a wide board whose roster leaves no room for the log beside it', () => {
  // Морской бой on 10 rows × 20 columns, lettered as the Russian alphabet goes on (А–Ф, no Й).
  const base = template('morskoy-boy');
  const morskoy: Variant = wide(base, 10, 20, RUSSIAN_TWENTY);

  it('Морской бой 10 × 20 in Russian on A4: the roster across under the charts, the log in 4 pieces (it was 8), cells of 5 mm or more, nothing overlapping or off the page', () => {
    const paper: Paper = 'A4';
    const content = padContent(morskoy, 'ru');
    const layout = layoutPad(content, { paper, perPage: 1 });
    const s = layout.sheets[0]!;
    expect(layout.backs).toBeNull();
    expect(stackedCharts(s)).toBe(true);
    expect(s.cell).toBeGreaterThanOrEqual(5);
    expect(s.log.rows).toBeGreaterThanOrEqual(200);
    expect(logPieces(s.log.chunks)).toBeLessThanOrEqual(4);
    // The roster under the charts, as wide as its column names need (`Потоплено у противника`), the log's tall columns beside the charts.
    const roster = s.blocks.find((b) => b.kind === 'roster')!;
    expect(roster.y).toBeGreaterThan(s.charts[1]!.y + s.charts[1]!.metrics.height);
    const chartsRight = s.charts[0]!.x + s.charts[0]!.metrics.width;
    const tall = s.log.chunks.filter((c) => c.box.x > chartsRight);
    expect(tall).toHaveLength(1);
    expect(tall[0]!.box.y).toBeLessThan(s.charts[0]!.y + 2 * s.log.entry.rowHeight);
    const boxes = sheetBoxes(s);
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    const rec = new RecordingDrawing();
    drawPad(rec, morskoy, { paper, perPage: 1, sheets: 2, lang: 'ru', cover: true });
    expectInsideMargins(rec, paper);
  });

  it('read back from the PDF: shot 200 numbered, no text over another', async () => {
    const { bytes } = await renderPadPdf(morskoy, { paper: 'A4', perPage: 1, sheets: 1, lang: 'ru', cover: false, date: FIXED_DOCUMENT_DATE });
    const placed = await pdfPlacedText(bytes, 1);
    expect(placed.some((t) => t.text === '200')).toBe(true);
    expect(placed.some((t) => t.text === 'Потоплено у противника')).toBe(true);
    for (let a = 0; a < placed.length; a++) for (let b = a + 1; b < placed.length; b++) expect(overlaps(placed[a]!, placed[b]!), `"${placed[a]!.text}" over "${placed[b]!.text}"`).toBe(false);
  });
});

describe('boards that gain nothing keep their charts side by side', () => {
  it('Statki 10 × 20 on letter: stacked would hold 154 of its 200 shots, so side by side', () => {
    const s = layoutPad(padContent(wide(template('statki'), 10, 20), 'pl'), { paper: 'letter', perPage: 1 }).sheets[0]!;
    expect(stackedCharts(s)).toBe(false);
    expect(s.log.rows).toBeGreaterThanOrEqual(200);
  });

  it('Greek Tetris (8 × 12) on letter: cells of 7.5 mm side by side, not stacked', async () => {
    const greek = await loadVariant('examples/variants/greek-tetris.yaml', { cwd: process.cwd(), missingGlyphs });
    const s = layoutPad(padContent(greek, 'en'), { paper: 'letter', perPage: 1 }).sheets[0]!;
    expect(stackedCharts(s)).toBe(false);
    expect(s.cell).toBeGreaterThan(7);
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s on A4 and letter, one and two a page', (_id, v) => {
    for (const paper of ['A4', 'letter'] as const)
      for (const perPage of [1, 2] as const) for (const s of layoutPad(padContent(v, v.languages[0]!), { paper, perPage }).sheets) expect(stackedCharts(s)).toBe(false);
  });
});
