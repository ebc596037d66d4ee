/**
 * Ё typed for Е: Russian writers use the two letters for one another, so on a board lettered
 * а … к a cell in column е may be written with ё, in either case, and reads as that cell with
 * no warning, everywhere a cell is read (one cell, a list).
 */
import { describe, expect, it } from 'vitest';
import { cellAt, parseCell, parseCellList } from '../../src/core/coords.js';
import { perelman } from './seed-boards.js';

const board = perelman.board;
const column = board.columnLabels.indexOf('е');

describe('ё for е', () => {
  it('reads ё and Ё as the column е, every row', () => {
    expect(column).toBeGreaterThanOrEqual(0);
    board.rowLabels.forEach((row, r) => {
      for (const yo of ['ё', 'Ё']) {
        const p = parseCell(`${yo}${row}`, board);
        expect(p, `${yo}${row}`).toEqual({ ok: true, cell: cellAt(r, column, board), warnings: [] });
      }
    });
  });

  it('in a list of cells too', () => {
    const r = parseCellList('ё1, Ё10 ё5', board);
    expect(r.diagnostics).toEqual([]);
    expect(r.cells).toEqual([cellAt(0, column, board), cellAt(9, column, board), cellAt(4, column, board)]);
  });
});
