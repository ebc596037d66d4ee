/**
 * A look-alike read for a digit is named as it was typed: `Gl2` has a small l taken for the digit
 * 1 (G12), not the capital L, which is a column of the board and a cell of its own (L2); a small
 * o for 0, a small з for 3 likewise, in English, Russian and Polish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Board } from '../../src/variant/model.js';

let statki15: Board;
let morskoy: Board;
beforeAll(async () => {
  statki15 = (await loadVariant('statki-15', { cwd: process.cwd() })).board;
  morskoy = (await loadVariant('morskoy-boy', { cwd: process.cwd() })).board;
});

function lookalike(text: string, board: Board) {
  const r = parseCell(text, board);
  if (!r.ok) throw new Error(`${text}: ${r.diagnostic.message}`);
  const w = r.warnings.find((d) => d.code === 'cell-lookalike');
  if (w === undefined) throw new Error(`${text}: no look-alike warning`);
  return w;
}

describe('a look-alike named as typed', () => {
  it('a small l on a board lettered past L', () => {
    const w = lookalike('Gl2', statki15);
    expect(w.message).toBe('"Gl2" read as G12: the letter l taken for the digit 1');
    expect(w.suggestion).toBe('write G12');
    expect(readingSaid(w, 'pl')?.message).toBe('„Gl2” odczytano jako G12: litera l wzięta za cyfrę 1');
    expect(readingSaid(w, 'ru')?.message).toBe('«Gl2» прочитано как G12: буква l принята за цифру 1');
  });

  it('a capital stays a capital; a small o and a small з are said small', () => {
    expect(lookalike('GL2', statki15).message).toBe('"GL2" read as G12: the letter L taken for the digit 1');
    expect(lookalike('A1o', statki15).message).toBe('"A1o" read as A10: the letter o taken for the digit 0');
    expect(lookalike('дз', morskoy).message).toBe('"дз" read as Д3: the letter з taken for the digit 3');
  });
});
