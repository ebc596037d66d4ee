/**
 * A designer's wide board (Statki on 10 rows × 20 columns): on A4 side by side its charts fit the sheet, but at 4.3 mm a cell, less than a squared notebook's 5 mm, while
 * the sheet has the room to print them one above the other at 6.5 mm with the whole game's log
 * still on it. Such a sheet now stacks them; a board whose stacked charts gain less than a
 * millimetre, or cost the log rows, keeps them side by side (the same board on letter, whose
 * shorter page would hold 154 of its 200 shots), and so does one whose cells side by side are a
 * notebook's 5 mm or more (Greek Tetris, 8 × 12, at 7.5 mm on letter, not 11.7 mm stacked with
 * its log squeezed into a strip); every template, square, as it was.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { drawPad, renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import type { Variant } from '../../src/variant/model.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { loadVariant } from '../../src/variant/load.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';
import { expectInsideMargins, overlap, sheetBoxes } from './sheet-boxes.js';

const templates = await templateVariants();
const template = (id: string): Variant => templates.find((t) => t.id === id)!;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** `v` on a board of `rows` × `columns` (Latin column letters, numbered rows). */
function wide(v: Variant, rows: number, columns: number): Variant {
  return {
    ...v,
    id: `${v.id}-${rows}x${columns}`,
    board: {
      ...v.board,
      rows,
      columns,
      columnLabels: LETTERS.slice(0, columns),
      rowLabels: Array.from({ length: rows }, (_, i) => String(i + 1)),
    },
  };
}

const stackedCharts = (s: SheetLayout): boolean => s.charts[1]!.y >= s.charts[0]!.y + s.charts[0]!.metrics.height - 1e-6;

describe('a wide board one a page gets its charts one above the other, the larger', () => {
  const statki = wide(template('statki'), 10, 20);

  it('Statki 10 × 20 on A4: stacked, cells over 6 mm, all 200 shots on the sheet, nothing overlapping', () => {
    const paper: Paper = 'A4';
    const content = padContent(statki, 'pl');
    const layout = layoutPad(content, { paper, perPage: 1 });
    expect(layout.split).toBe(false);
    expect(layout.backs).toBeNull();
    const s = layout.sheets[0]!;
    expect(stackedCharts(s)).toBe(true);
    expect(s.cell).toBeGreaterThan(6);
    expect(s.log.rows).toBeGreaterThanOrEqual(200);
    const boxes = sheetBoxes(s);
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    const rec = new RecordingDrawing();
    drawPad(rec, statki, { paper, perPage: 1, sheets: 2, lang: 'pl', cover: true });
    expectInsideMargins(rec, paper);
  });

  it('read back from the PDF: the enemy chart’s column letters below the own chart’s, 6 mm or more apart, and shot 200 numbered', async () => {
    const { bytes } = await renderPadPdf(statki, { paper: 'A4', perPage: 1, sheets: 1, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    const placed = await pdfPlacedText(bytes, 1);
    const as = placed.filter((t) => t.text === 'A').sort((a, b) => a.y - b.y);
    expect(as).toHaveLength(2);
    expect(as[1]!.y - as[0]!.y).toBeGreaterThan(10 * 6);
    const bs = placed.filter((t) => t.text === 'B').sort((a, b) => a.y - b.y);
    expect(bs[0]!.x - as[0]!.x).toBeGreaterThan(6);
    expect(placed.some((t) => t.text === '200')).toBe(true);
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
