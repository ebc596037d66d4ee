/**
 * Pads of a designer's small board (5×5 to 8×8, two to four ships, cut down from the built-in
 * templates): the sheet filled as a publisher fills it, its charts' cells larger than the usual
 * 8 mm and then its log's rows taller, rather than a band of white left at its foot (a 6×6 Statki
 * on A4 left 61 mm); and every template's pad as it was.
 */
import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/render/drawing.js';
import { padContent } from '../../src/render/pad-content.js';
import { footWhite, GROWN_CELL_MM, GROWN_ROW_MM, layoutPad, type Paper, type SheetLayout } from '../../src/render/pad-layout.js';
import { drawPad, renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { captionHeight } from '../../src/render/trackers.js';
import type { Variant } from '../../src/variant/model.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';
import { expectInsideMargins, overlap, sheetBoxes } from './sheet-boxes.js';

const templates = await templateVariants();
const template = (id: string): Variant => templates.find((t) => t.id === id)!;

/** `v` on an n×n board with its `ships` smallest ships shorter than n, its shot limit and damage steps scaled down. */
function cutDown(v: Variant, n: number, ships: number): Variant {
  const fleet: Variant['fleet'][number][] = [];
  let left = ships;
  for (const c of [...v.fleet].filter((c) => c.size < n).sort((a, b) => a.size - b.size)) {
    if (left <= 0) break;
    const count = Math.min(c.count, left);
    fleet.push({ ...c, count });
    left -= count;
  }
  const salvo = v.turns.salvo.kind === 'damage' ? { ...v.turns.salvo, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }] } : v.turns.salvo;
  return {
    ...v,
    id: `${v.id}-${n}x${n}`,
    board: { ...v.board, rows: n, columns: n, columnLabels: v.board.columnLabels.slice(0, n), rowLabels: v.board.rowLabels.slice(0, n) },
    fleet,
    turns: { ...v.turns, salvo, shotLimit: v.turns.shotLimit === null ? null : Math.floor(n * n * 0.6) },
  };
}

const SMALL: readonly Variant[] = (
  [
    ['classic-1967', 5, 2],
    ['perelman', 5, 3],
    ['statki', 6, 3],
    ['jutland', 6, 3],
    ['classic-1967', 6, 4],
    ['morskoy-boy', 7, 4],
    ['classic-salvo', 7, 3],
    ['perelman', 8, 4],
    ['statki', 8, 4],
    ['jutland', 8, 4],
  ] as const
).map(([id, n, ships]) => cutDown(template(id), n, ships));

const PAPER_LIST: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = SMALL.flatMap((v) => PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

/** A log row's height on the sheet (a salvo over several lines counts them all). */
const rowOf = (s: SheetLayout): number => s.log.entry.rowHeight * s.log.entry.lines;

describe.each(cases)('$v.id on $paper, $perPage per page', ({ v, paper, perPage }) => {
  const lang = v.languages[0]!;
  const content = padContent(v, lang);
  const layout = layoutPad(content, { paper, perPage });

  it('leaves less than a row of its log white at the foot of each sheet, as the ink on the page shows', () => {
    const rec = new RecordingDrawing();
    drawPad(rec, v, { paper, perPage, sheets: layout.sheets.length, lang, cover: false });
    const bounds = rec.boundsOn(0);
    for (const s of layout.sheets) {
      const f = s.frame;
      const lowest = Math.max(...bounds.filter((b) => b.top >= f.y - 1e-6 && b.bottom <= f.y + f.h + 1).map((b) => b.bottom));
      expect(f.y + f.h - lowest).toBeLessThan(rowOf(s));
      expect(footWhite(s)).toBeLessThan(rowOf(s));
    }
  });

  it('ends the pieces of its log that share a foot within a row of each other', () => {
    for (const s of layout.sheets) {
      const e = s.log.entry;
      const pieces = s.log.chunks;
      const feet = pieces.map((c) => c.box.y + c.box.h);
      if (pieces.length < 2 || Math.max(...feet) - Math.min(...feet) > 0.01) continue;
      const ends = pieces.map((c) => c.box.y + (c.caption ? (c.noteLine === true ? 2 : 1) * captionHeight(e.scale) : 0) + e.headHeight + Math.min(c.rows, c.count) * rowOf(s));
      expect(Math.max(...ends) - Math.min(...ends), `pieces end at ${ends.map((y) => y.toFixed(1)).join(', ')} mm`).toBeLessThan(rowOf(s));
    }
  });

  it('keeps its cells and rows within their largest, the log to what a game can take, inside the margins, nothing overlapping', () => {
    for (const s of layout.sheets) {
      expect(s.cell).toBeLessThanOrEqual(GROWN_CELL_MM * s.scale + 1e-9);
      expect(s.log.entry.rowHeight).toBeLessThanOrEqual(Math.max(4.8, GROWN_ROW_MM * s.scale) + 1e-9);
      expect(s.log.rows).toBeLessThanOrEqual(content.log.maxRows);
      const boxes = sheetBoxes(s);
      for (const { name, box } of boxes) {
        expect(box.x, name).toBeGreaterThanOrEqual(s.frame.x - 1e-6);
        expect(box.y, name).toBeGreaterThanOrEqual(s.frame.y - 1e-6);
        expect(box.x + box.w, name).toBeLessThanOrEqual(s.frame.x + s.frame.w + 1e-6);
        expect(box.y + box.h, name).toBeLessThanOrEqual(s.frame.y + s.frame.h + 1e-6);
      }
      for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    }
    const rec = new RecordingDrawing();
    drawPad(rec, v, { paper, perPage, sheets: 2 * perPage, lang, cover: true });
    expectInsideMargins(rec, paper);
  });
});

describe.each(cases.filter((c) => c.perPage === 1))('$v.id on $paper, one a page', ({ v, paper, perPage }) => {
  it('leaves no white beside its log down to the foot: a ruled band for notes there', () => {
    for (const s of layoutPad(padContent(v, v.languages[0]!), { paper, perPage }).sheets) {
      const last = s.log.chunks.at(-1)!;
      const x = last.box.x + last.box.w + 5 * s.scale;
      const beside: Box = { x, y: last.box.y, w: s.frame.x + s.frame.w - x, h: s.frame.y + s.frame.h - last.box.y };
      if (beside.w < 30 * s.scale) continue;
      const others = sheetBoxes(s).filter((b) => b.box !== last.box);
      expect(others.some((b) => overlap(b.box, beside)), `white ${beside.w.toFixed(0)} × ${beside.h.toFixed(0)} mm beside the log`).toBe(true);
      const notes = s.blocks.find((b) => b.kind === 'notes');
      if (notes !== undefined && notes.x >= x - 1e-6) expect(notes.y + notes.geometry.height).toBeCloseTo(s.frame.y + s.frame.h, 6);
    }
  });
});

describe('a small board on a whole sheet', () => {
  it('Jutland 6×6 on A4: charts of 12 mm cells, the log in halves of 18 rows of 6 mm', () => {
    const s = layoutPad(padContent(SMALL.find((v) => v.id === 'jutland-6x6')!, 'en'), { paper: 'A4', perPage: 1 }).sheets[0]!;
    expect(s.cell).toBeGreaterThan(11.9);
    expect(s.log.chunks.map((c) => [c.first, c.first + c.count - 1])).toEqual([
      [1, 18],
      [19, 36],
    ]);
    expect(s.log.entry.rowHeight).toBeCloseTo(6, 6);
  });

  it('Statki 6×6 on A4: charts larger than the usual 8 mm cells and the log’s rows taller than 4.8 mm, all 36 shots on the front', () => {
    const v = SMALL.find((s) => s.id === 'statki-6x6')!;
    const content = padContent(v, 'pl');
    const s = layoutPad(content, { paper: 'A4', perPage: 1 }).sheets[0]!;
    expect(s.cell).toBeGreaterThan(8);
    expect(s.log.entry.rowHeight).toBeGreaterThan(4.8);
    expect(s.log.rows).toBe(content.log.maxRows);
    expect(content.log.maxRows).toBe(36);
  });
});

describe('read back from the PDF: a small board’s log, in pieces at one foot, ends on one line', () => {
  // Classic Salvo 7×7 on letter: rows 1–16 under the roster down to the foot and 17–49 in two
  // sub-columns beside it ended 58 mm above it, rows of 4.8 mm (7 mm at the sheet's scale, 6.86 mm,
  // evens them; 6.8 mm left a row of white under the whole log).
  // Jutland 6×6 on A4: rows 1–27 under the roster at the foot, rows 28–36 beside it ending 86 mm
  // above it at 8 mm cells (rows of 7.4 mm would even them); the charts larger (12 mm cells), rows
  // 1–18 and 19–36 of 6 mm end on one line.
  it.each([
    ['classic-salvo-7x7', 'letter'],
    ['jutland-6x6', 'A4'],
  ] as const)('%s on %s, one a page', async (id, paper) => {
    const v = SMALL.find((s) => s.id === id)!;
    const lang = v.languages[0]!;
    const content = padContent(v, lang);
    const s = layoutPad(content, { paper, perPage: 1 }).sheets[0]!;
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const items = (await pdfPlacedText(bytes, 1)).filter((t) => /^\d+$/.test(t.text));
    const pieces = s.log.chunks.map((c) => items.filter((t) => t.x >= c.box.x - 0.01 && t.x < c.box.x + c.box.w && t.y > c.box.y));
    expect(pieces.length).toBeGreaterThan(1);
    // Every row of a game once, in its piece.
    expect(pieces.flatMap((p) => p.map((t) => Number(t.text))).sort((a, b) => a - b)).toEqual(Array.from({ length: content.log.maxRows }, (_, i) => i + 1));
    const ends = pieces.map((p) => Math.max(...p.map((t) => t.y)));
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(0.05);
    // Less than a row of white under the log (the numbers stand on their rows' baselines, inside them).
    expect(s.frame.y + s.frame.h - Math.max(...ends)).toBeLessThan(1.5 * rowOf(s));
    expect(footWhite(s)).toBeLessThan(rowOf(s));
    expect(s.log.entry.rowHeight).toBeLessThanOrEqual(GROWN_ROW_MM * s.scale + 1e-9);
  });
});

describe('the built-in templates', () => {
  it('keep the usual largest cells: none of their sheets leaves a row of white at its foot to grow into', () => {
    for (const v of templates) {
      for (const paper of PAPER_LIST) {
        for (const perPage of [1, 2] as const) {
          const layout = layoutPad(padContent(v, v.languages[0]!), { paper, perPage });
          for (const s of layout.sheets) {
            expect(s.cell, `${v.id} ${paper} ${perPage}`).toBeLessThanOrEqual(8 * s.scale + 1e-9);
            expect(s.log.entry.rowHeight, `${v.id} ${paper} ${perPage}`).toBeLessThanOrEqual(4.8 + 1e-9);
          }
        }
      }
    }
  });
});
