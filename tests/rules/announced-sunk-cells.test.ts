/**
 * `announcedSunkCells`: the cells a per-shot announcement says sank, where the fleet is not
 * revealed, as both the referee (engine.ts) and the consistency check (from-record.ts) keep them.
 */
import { describe, expect, it } from 'vitest';
import { announcedSunkCells } from '../../src/rules/announce.js';
import { loadVariant } from '../../src/variant/load.js';

describe('announcedSunkCells', () => {
  it('joins to a cell announced "sunk" the hits beside it where ships may not touch (Морской бой)', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    // Г2 (row 2, column Г: 1 * 10 + 3 = 13) hit before; Д2 (14) hit, Е2 (15) sunk, in one turn line; Б5 (41) a miss.
    const got = announcedSunkCells(variant, new Set([13]), [14, 15, 41], [true, true, true], {
      kind: 'per-shot',
      shots: [{ result: 'hit' }, { result: 'sunk' }, { result: 'miss' }],
    });
    expect(got).toEqual([13, 14, 15].map((cell) => ({ cell, classId: null })));
  });

  it('where ships may touch, only the cell announced "sunk", with the class named; a repeat (not new) adds nothing', async () => {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const ann = { kind: 'per-shot' as const, shots: [{ result: 'sunk' as const, classId: 'destroyer' }] };
    expect(announcedSunkCells(variant, new Set([0]), [1], [true], ann)).toEqual([{ cell: 1, classId: 'destroyer' }]);
    expect(announcedSunkCells(variant, new Set([0]), [1], [false], ann)).toEqual([]);
    expect(announcedSunkCells(variant, new Set([0]), [1], [true], { kind: 'per-salvo', hits: [] })).toEqual([]);
  });
});
