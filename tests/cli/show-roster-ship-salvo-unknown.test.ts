/**
 * A hit known on a ship without knowing which salvo scored it (the record tells it later: every
 * ship of the class sunk, each then hit in all its cells) took the class's first salvo number out
 * of the roster row on the filled-in sheet (`salvo show -o`) and put a cross in its place: Jutland
 * with the fleets not shown, red's two destroyers sunk by blue's salvos 9, 10, 14 and 15, had four
 * crosses in the boxes that hold the salvos' numbers, the numbers nowhere on the sheet. The
 * class's numbers now fill those boxes, in order, each ship keeping the hits the record gives it;
 * a cross only where the class has a hit of no known salvo too.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boxesFilled, boxesFilling } from '../../src/render/roster-boxes.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { rowBoxes } from '../helpers/sheet-row-boxes.js';

const root = join(import.meta.dirname, '..', '..');

describe('show -o: a hit known on a ship, its salvo not known, keeps the class’s numbers on the sheet', () => {
  it('fills the ship’s boxes with the class’s numbers no ship has, in order', () => {
    // Two destroyers, both sunk: each hit twice, the class's four salvos known, not which hit which.
    expect(boxesFilled([2, 2], 4, [9, 10, 14, 15], [[null, null], [null, null]], true)).toEqual([9, 10, 14, 15]);
    // Each of two ships of three cells hit once at least, three hits: the second ship keeps one.
    expect(boxesFilled([3, 3], 3, [1, 2, 3], [[null], [null]], true)).toEqual([1, 2, undefined, 3, undefined, undefined]);
    // Only the second ship known hit: the first boxes left take the others, the second ship its one.
    expect(boxesFilled([2, 2, 2], 2, [4, 7], [[], [], [null]], true)).toEqual([4, undefined, undefined, undefined, 7, undefined]);
    // Said to be there by guess (the terminal's tally then draws no `|` between ships).
    expect(boxesFilling([2, 2], 4, [9, 10, 14, 15], [[null, null], [null, null]], true).guessed).toBe(true);
    expect(boxesFilling([2, 2], 2, [4, null], [[], [null]], true)).toEqual({ boxes: [4, undefined, null, undefined], guessed: false });
    // A hit of no known salvo in the class: the cross goes to the ship known, as before.
    expect(boxesFilled([2, 2], 2, [4, null], [[], [null]], true)).toEqual([4, undefined, null, undefined]);
  });

  it('in Jutland with the fleets not shown, red’s sheet has blue’s salvo numbers in its destroyers’ boxes', async () => {
    const f = await readRecordFile(join(root, 'examples', 'jutland.yaml'), loadRecordVariant, 'jutland.yaml');
    if (!f.ok) throw new Error('jutland.yaml does not read');
    const hidden = { ...f.record, fleets: {} };
    // Hits taken: the first four boxes (two a ship); then the hits red gave (blue's A4 and A5).
    expect(rowBoxes(hidden, f.variant, 'Destroyer ×2', 1).slice(0, 4)).toEqual(['9', '10', '14', '15']);
    // As with the fleets shown, where the fleet tells each destroyer's hits.
    expect(rowBoxes(f.record, f.variant, 'Destroyer ×2', 1).slice(0, 4)).toEqual(['9', '10', '14', '15']);
  });
});
