/**
 * Mutation round 8, shapes (geometry.ts): a quarter turn is clockwise, as its doc says (the other
 * tests take all four turns at once, which hides the direction); no cells are not one piece.
 */
import { describe, expect, it } from 'vitest';
import { isConnected, rotateShape } from '../../src/core/geometry.js';

describe('rotateShape', () => {
  it('turns a shape a quarter clockwise: the top row of an L becomes its right column', () => {
    // XXX      XX
    // X..  ->  .X
    //          .X
    expect(rotateShape([[0, 0], [0, 1], [0, 2], [1, 0]])).toEqual([[0, 0], [0, 1], [1, 1], [2, 1]]);
    // Four turns bring it back.
    let s = rotateShape([[0, 0], [0, 1], [0, 2], [1, 0]]);
    for (let i = 0; i < 3; i++) s = rotateShape(s);
    expect(s).toEqual([[0, 0], [0, 1], [0, 2], [1, 0]]);
  });
});

describe('isConnected', () => {
  it('says no cells are not one piece, and one cell is', () => {
    expect(isConnected([], { columns: 5 })).toBe(false);
    expect(isConnected([7], { columns: 5 })).toBe(true);
  });
});
