/**
 * A cell written with its labels the other way round is suggested, never read (`10К` for `К10`),
 * on a board that writes its cells with a separator too (Skagerrak: rows lettered, columns
 * numbered, `B-1`): `1-B` and `1B` suggest `B-1`, as `5в` suggests `в5`.
 */
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import { loadVariant } from '../../src/variant/load.js';
import { perelman } from './seed-boards.js';

const skagerrak = await loadVariant('examples/variants/skagerrak.yaml', { cwd: process.cwd() });

describe('labels written the other way round, around a separator', () => {
  it.each(['1-B', '1B', '12-l'])('%s is not read, and the cell meant is suggested', (typed) => {
    const r = parseCell(typed, skagerrak.board);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostic.code).toBe('cell-unreadable');
    expect(r.diagnostic.suggestion).toBe(`did you mean ${typed === '12-l' ? 'L-12' : 'B-1'}?`);
  });

  it('a board without a separator as before', () => {
    const r = parseCell('5в', perelman.board);
    expect(!r.ok && r.diagnostic.suggestion).toBe('did you mean в5?');
  });
});
