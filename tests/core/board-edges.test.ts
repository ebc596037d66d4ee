/**
 * The board's last row and column, and the first cell past them: a mutation round found that
 * nothing held `isOnBoard` and `isCell` to their edges. One row too many would give a bottom-row
 * ship neighbours under the board (its halo reaching cells that do not exist) and let a layout
 * place a ship one cell past the last one.
 */
import { describe, expect, it } from 'vitest';
import { cellAt, cellCount, isCell, isOnBoard } from '../../src/core/coords.js';
import { neighbours } from '../../src/core/placements.js';
import { makeVariant } from '../helpers/make-variant.js';

// Four rows, three columns: the two axes differ, so a row read for a column shows.
const board = makeVariant({ rows: 4, columns: 3 }).board;

describe('isOnBoard', () => {
  it('takes the last row and column, not the row or column after them', () => {
    expect(isOnBoard(3, 2, board)).toBe(true);
    expect(isOnBoard(4, 0, board)).toBe(false);
    expect(isOnBoard(0, 3, board)).toBe(false);
    expect(isOnBoard(-1, 0, board)).toBe(false);
    expect(isOnBoard(0, -1, board)).toBe(false);
  });
});

describe('isCell', () => {
  it('takes the last cell of the board, not the one after it', () => {
    expect(cellCount(board)).toBe(12);
    expect(isCell(11, board)).toBe(true);
    expect(isCell(12, board)).toBe(false);
    expect(isCell(-1, board)).toBe(false);
    expect(isCell(1.5, board)).toBe(false);
  });
});

describe('neighbours of a bottom-row cell', () => {
  it('are cells of the board only', () => {
    // B4 (row 3, column 1): no row 4 below it.
    const b4 = cellAt(3, 1, board);
    expect(neighbours(b4, board, 'no-contact')).toEqual([cellAt(2, 0, board), cellAt(2, 1, board), cellAt(2, 2, board), cellAt(3, 0, board), cellAt(3, 2, board)]);
    expect(neighbours(b4, board, 'no-side-contact')).toEqual([cellAt(2, 1, board), cellAt(3, 0, board), cellAt(3, 2, board)]);
  });
});
