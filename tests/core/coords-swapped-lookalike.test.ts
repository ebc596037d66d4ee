/**
 * A cell with its labels the other way round and a letter written for a digit (`l0A` for A10:
 * the `l` of `Al0`, which is read as A10, and the order of `10A`, which suggests A10): suggested,
 * never read, as each slip alone is; the cell meant found by putting the digit back and the
 * labels round, here apart from the reader.
 */
import { describe, expect, it } from 'vitest';
import { formatCell, parseCell } from '../../src/core/coords.js';
import { loadVariant } from '../../src/variant/load.js';
import { morskoy, perelman } from './seed-boards.js';

const classic = await loadVariant('classic-1967', { cwd: process.cwd() });

/** `typed` with l, I and O as the digits they look like, its leading digits put after its letters. */
function meant(typed: string): string {
  const digits = typed.replace(/[lI]/gu, '1').replace(/O/gu, '0');
  const m = /^(\d+)(\D+)$/u.exec(digits);
  if (m === null) throw new Error(typed);
  return m[2]! + m[1]!;
}

describe('labels the other way round with a letter for a digit', () => {
  it.each(['l0A', 'IOJ', 'lC', '1OB'])('%s (classic) is not read; the cell meant is suggested', (typed) => {
    const r = parseCell(typed, classic.board);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostic.code).toBe('cell-unreadable');
    const cell = parseCell(meant(typed), classic.board);
    expect(cell.ok).toBe(true);
    if (!cell.ok) return;
    expect(r.diagnostic.suggestion).toBe(`did you mean ${formatCell(cell.cell, classic.board)}?`);
    expect(r.diagnostic.parts).toMatchObject({ hint: 'guess', guess: formatCell(cell.cell, classic.board) });
  });

  it('on a Cyrillic board too (l0К for К10; lд for д1)', () => {
    const k = parseCell('l0К', morskoy.board);
    expect(!k.ok && k.diagnostic.suggestion).toBe('did you mean К10?');
    const d = parseCell('lд', perelman.board);
    expect(!d.ok && d.diagnostic.suggestion).toBe('did you mean д1?');
  });

  it('the plain swap and the plain look-alike as before', () => {
    const swapped = parseCell('10A', classic.board);
    expect(!swapped.ok && swapped.diagnostic.suggestion).toBe('did you mean A10?');
    const look = parseCell('Al0', classic.board);
    expect(look.ok && look.cell).toBe(parseCell('A10', classic.board).ok ? (parseCell('A10', classic.board) as { cell: number }).cell : -1);
  });
});
