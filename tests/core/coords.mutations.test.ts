/**
 * Ties between the ways a typed cell splits into two labels, on a board numbered 1–12 both ways
 * (row first, `-` between): `112` is row 1 column 12 and row 11 column 2 at once. These pin what
 * the reader decides where two splits both fit.
 */
import { describe, expect, it } from 'vitest';
import { cellAt, formatCell, parseCell, type CellParse } from '../../src/core/coords.js';
import { makeVariant } from '../helpers/make-variant.js';

const NUMBERS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const board = makeVariant({ rows: 12, columns: 12, board: { columnLabels: NUMBERS, rowLabels: NUMBERS, cellOrder: 'row-column', separator: '-' } }).board;

function failure(p: CellParse): { code: string; message: string } {
  if (p.ok) throw new Error(`expected an error, read cell ${p.cell}`);
  return { code: p.diagnostic.code, message: p.diagnostic.message };
}

describe('all-digit labels on both axes', () => {
  it('reads each split when the separator is written', () => {
    const r1c12 = cellAt(0, 11, board);
    const r11c2 = cellAt(10, 1, board);
    expect(formatCell(r1c12, board)).toBe('1-12');
    expect(parseCell('1-12', board)).toEqual({ ok: true, cell: r1c12, warnings: [] });
    expect(parseCell('11-2', board)).toEqual({ ok: true, cell: r11c2, warnings: [] });
  });

  it('calls a name that two splits read ambiguous, naming both cells in board order', () => {
    const f = failure(parseCell('112', board));
    expect(f.code).toBe('cell-ambiguous');
    expect(f.message).toBe('"112" is ambiguous: it could be column 12, row 1 or column 2, row 11');
    // Spaces are dropped, so "1 12" is the same name.
    expect(failure(parseCell('1 12', board)).message).toContain('column 12, row 1 or column 2, row 11');
  });

  it('reads a name only one split makes (113 is row 11 column 3; 1-13 has no column 13)', () => {
    expect(parseCell('113', board)).toEqual({ ok: true, cell: cellAt(10, 2, board), warnings: [] });
  });

  it('names the off part by the split whose parts are as long as labels (1130: column 30, not 130)', () => {
    const f = failure(parseCell('1130', board));
    expect(f.code).toBe('cell-off-board');
    expect(f.message).toBe('"1130" is off the board: there is no column 30 (columns 1–12)');
    expect(failure(parseCell('1200', board)).message).toBe('"1200" is off the board: there is no column 00 (columns 1–12)');
  });

  it('names the unknown part where the other is a label', () => {
    // With the separator typed there is one split: 12 / 13.
    const f = failure(parseCell('12-13', board));
    expect(f.message).toBe('"12-13" is off the board: there is no column 13 (columns 1–12)');
    expect(failure(parseCell('13-12', board)).message).toBe('"13-12" is off the board: there is no row 13 (rows 1–12)');
    // A split with a known label beats one with none, however long: 1212-1 is row 1212, column 1.
    expect(failure(parseCell('1212-1', board)).message).toBe('"1212-1" is off the board: there is no row 1212 (rows 1–12)');
  });

  it('takes the first split where two fit as well (5013: row 5 and column 013, not row 501 and column 3)', () => {
    expect(failure(parseCell('5013', board)).message).toBe('"5013" is off the board: there is no column 013 (columns 1–12)');
  });

  it('names both parts when neither is a label', () => {
    expect(failure(parseCell('0-0', board)).message).toBe('"0-0" is off the board: there is no column 0 (columns 1–12) and there is no row 0 (rows 1–12)');
  });
});
