/**
 * How a board's labels are said in a message about a cell not on it (`there is no column л
 * (columns а–и, к)`): runs of consecutive letters or numbers as ranges, a skipped label showing.
 * The second mutation round found nothing holding what counts as consecutive.
 */
import { describe, expect, it } from 'vitest';
import { labelRange, parseCell } from '../../src/core/coords.js';
import { makeVariant } from '../helpers/make-variant.js';

describe('labelRange', () => {
  it('shows a letter the labels skip', () => {
    // The Russian board has no й: и is followed by к.
    expect(labelRange(Array.from('абвгдежзик'))).toBe('а–и, к');
    expect(labelRange(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L', 'M'])).toBe('A–H, K–M');
  });

  it('lists labels that are no run one by one, and a run of two as two', () => {
    expect(labelRange(['A', 'C', 'E'])).toBe('A, C, E');
    expect(labelRange(['B', 'A', 'C'])).toBe('B, A, C');
    expect(labelRange(['1', '2', '5'])).toBe('1, 2, 5');
    expect(labelRange(['3', '2', '5'])).toBe('3, 2, 5');
  });

  it('says labels running backwards as a range in the order of the board, as the pad prints them', () => {
    // Rows numbered upwards (1 at the bottom): the rows are said 9–1, not one by one.
    expect(labelRange(['9', '8', '7', '6', '5', '4', '3', '2', '1'])).toBe('9–1');
    expect(labelRange(['C', 'B', 'A'])).toBe('C–A');
    expect(labelRange(['12', '11', '10', '8', '7'])).toBe('12–10, 8, 7');
  });

  it('tells a cell off a board whose rows run upwards with its rows as a range', () => {
    const board = makeVariant({ rows: 9, columns: 11, board: { rowLabels: ['9', '8', '7', '6', '5', '4', '3', '2', '1'] } }).board;
    const p = parseCell('A10', board);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.diagnostic.message).toBe('"A10" is off the board: there is no row 10 (rows 9–1)');
  });

  it('is what a cell off the board is told with', () => {
    const board = makeVariant({ rows: 10, columns: 10, board: { columnLabels: Array.from('абвгдежзик') } }).board;
    const p = parseCell('л5', board);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.diagnostic.message).toBe('"л5" is off the board: there is no column л (columns а–и, к)');
  });
});
