/**
 * Морской бой on a designer's 10 × 20 board, in Russian, on A4: the roster goes across under the
 * stacked charts, rows 1–20 of the log beside the legend down to the sheet's foot, and rows 21–200
 * in three tall columns beside the charts, which ended 16 mm above it (three columns of 60 rows of
 * 4 mm in room for 64; taller rows cost the piece beside the legend its 20th row, and the whole game
 * no longer fitted). The charts are now smaller by a fifth of a millimetre a cell (under half a
 * millimetre, as for a log in fewer pieces), which gives the piece beside the legend the height for
 * 20 rows of 4.2 mm: the last row of every sub-column on one line, at the foot, still 4 pieces,
 * cells still 5 mm or more. Read on the drawing: the row numbers that end each sub-column.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, logPieces } from '../../src/render/pad-layout.js';
import { drawPad } from '../../src/render/pad.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { RUSSIAN_TWENTY, wide } from '../helpers/wide-board.js';
import { templateVariants } from './cases.js';
import { expectInsideMargins, overlap, sheetBoxes } from './sheet-boxes.js';

const morskoy = wide((await templateVariants()).find((t) => t.id === 'morskoy-boy')!, 10, 20, RUSSIAN_TWENTY);

describe('Морской бой 10 × 20 in Russian on A4: the log ends on one line at the foot', () => {
  const layout = layoutPad(padContent(morskoy, 'ru'), { paper: 'A4', perPage: 1 });
  const s = layout.sheets[0]!;
  const rec = new RecordingDrawing();
  drawPad(rec, morskoy, { paper: 'A4', perPage: 1, sheets: 1, lang: 'ru', cover: false });

  it('the last row of each sub-column drawn less than a row from the others, and from the foot', () => {
    expect(layout.backs).toBeNull();
    expect(s.log.rows).toBeGreaterThanOrEqual(200);
    expect(logPieces(s.log.chunks)).toBe(4);
    expect(s.cell).toBeGreaterThanOrEqual(5);
    // The number ending each sub-column: 20, 80, 140, 200 as the pieces are laid out.
    const ends = s.log.chunks.flatMap((c) => Array.from({ length: Math.ceil(c.count / c.rows) }, (_, k) => c.first + Math.min((k + 1) * c.rows, c.count) - 1));
    expect(ends.at(-1)).toBe(200);
    const numbers = rec.texts(0).filter((t) => t.style.colour === '#606060');
    const ys = ends.map((n) => {
      const at = numbers.filter((t) => t.text === String(n));
      expect(at, `row ${n}`).toHaveLength(1);
      return at[0]!.y;
    });
    const row = s.log.entry.rowHeight;
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(row);
    expect(s.frame.y + s.frame.h - Math.max(...ys)).toBeLessThan(2 * row);
  });

  it('nothing overlapping or off the page', () => {
    const boxes = sheetBoxes(s);
    for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    expectInsideMargins(rec, 'A4');
  });
});
