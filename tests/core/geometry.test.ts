import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isConnected, lineBetween, lineKind, normaliseShape, reflectShape, rotateShape, shapeOfCells, shapeVariants } from '../../src/core/geometry.js';

const board = { rows: 7, columns: 9 };
const cell = fc.nat(board.rows * board.columns - 1);
const rc = (c: number) => [Math.floor(c / board.columns), c % board.columns] as const;

describe('lineBetween', () => {
  it('gives the cells on the segment for rows, columns and diagonals, and nothing otherwise', () => {
    fc.assert(
      fc.property(cell, cell, (a, b) => {
        const [r0, c0] = rc(a);
        const [r1, c1] = rc(b);
        const inLine = r0 === r1 || c0 === c1 || Math.abs(r1 - r0) === Math.abs(c1 - c0);
        const got = lineBetween(a, b, board);
        if (!inLine) {
          expect(got).toBeUndefined();
          return;
        }
        // Brute force: every cell whose position lies on the segment from a to b.
        const expected: number[] = [];
        for (let c = 0; c < board.rows * board.columns; c++) {
          const [r, k] = rc(c);
          const cross = (r - r0) * (c1 - c0) - (k - c0) * (r1 - r0);
          const within = Math.min(r0, r1) <= r && r <= Math.max(r0, r1) && Math.min(c0, c1) <= k && k <= Math.max(c0, c1);
          if (cross === 0 && within) expected.push(c);
        }
        expect(got).toEqual(expected);
        expect(lineBetween(b, a, board)).toEqual(got);
        expect(lineKind(got!, board)).toBe(a === b ? 'single' : r0 === r1 ? 'horizontal' : c0 === c1 ? 'vertical' : 'diagonal');
      }),
      { numRuns: 500 },
    );
  });
});

describe('lineKind', () => {
  it('refuses gaps, bends and repeats', () => {
    expect(lineKind([0, 1, 3], board)).toBeUndefined();
    expect(lineKind([0, 1, 10], board)).toBeUndefined();
    expect(lineKind([0, 0], board)).toBeUndefined();
    expect(lineKind([], board)).toBeUndefined();
    expect(lineKind([2, 10, 18], board)).toBe('diagonal');
  });
});

describe('shapes', () => {
  const ell = [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
  ] as const;

  it('normalise, rotate and reflect', () => {
    expect(normaliseShape([[3, 4], [4, 4], [3, 4]])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const turned4 = rotateShape(rotateShape(rotateShape(rotateShape(ell))));
    expect(turned4).toEqual(normaliseShape(ell));
    expect(reflectShape(reflectShape(ell))).toEqual(normaliseShape(ell));
    expect(shapeVariants(ell)).toHaveLength(8);
  });

  it('shapeOfCells and isConnected', () => {
    expect(shapeOfCells([10, 19, 28, 29], board)).toEqual(normaliseShape(ell));
    expect(isConnected([10, 19, 28, 29], board)).toBe(true);
    expect(isConnected([10, 20], board)).toBe(false);
    // a cell at the right edge is not next to the first cell of the next row
    expect(isConnected([8, 9], board)).toBe(false);
  });
});
