/**
 * Where `conflictAgainst` (salvo check's "no legal fleet … fits the announcements after salvo N")
 * places a conflict found at the first salvo fired at a side: at that salvo's place in the record.
 */
import { describe, expect, it } from 'vitest';
import { conflictAgainst, conflictMessage } from '../../src/inference/record-check.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variant = makeVariant({ fleet: [shipClass('two', 2)] });
const shot = (side: string, cell: number, result: 'miss' | 'hit' | 'sunk'): RecordedSalvo => ({ side, cells: [cell], announcement: { kind: 'per-shot', shots: [{ result }] } });

describe('a conflict at the first salvo fired at a side', () => {
  it('is placed at that salvo, the record\'s second when the other side fired first', () => {
    // Red's first shot at blue "sinks" a two-cell ship with one shot: no fleet of blue fits after it.
    const record: Pick<GameRecord, 'salvos' | 'sides'> = { sides: [{ id: 'blue' }, { id: 'red' }], salvos: [shot('blue', 0, 'miss'), shot('red', 0, 'sunk'), shot('blue', 1, 'miss')] };
    const c = conflictAgainst(variant, record, 'blue');
    expect(c).not.toBeNull();
    expect(c!.at).toBe(1);
    expect(c!.after).toBe(2);
    expect(c!.salvos).toEqual([2]);
    expect(conflictMessage('blue', c!)).toBe('no legal fleet of blue fits the announcements after salvo 2; these conflict: salvo 2');
    // Red's fleet fits its announcements.
    expect(conflictAgainst(variant, record, 'red')).toBeNull();
  });
});
