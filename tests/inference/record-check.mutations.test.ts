/**
 * Where `conflictAgainst` (salvo check's "no legal fleet … fits the announcements after salvo N")
 * places a conflict found at the first salvo fired at a side: at that salvo's place in the record.
 */
import { describe, expect, it } from 'vitest';
import { conflictAgainst, conflictMessage } from '../../src/inference/record-check.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { impossibilityReason } from '../../src/inference/impossibility-reason.js';
import type { Evidence } from '../../src/inference/evidence.js';
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

describe('a conflict whose smallest set shows no reason of its own', () => {
  // One ship of two cells on a row of five; sinking is never announced. Red fires at blue: a hit
  // at A1, misses at C1 and E1, then a hit at D1. The smallest set found is salvos 1 and 4 (two
  // hits too far apart for one ship of two: no kind of reason says that); salvos 2, 3 and 4 show
  // one all the same (the hit at D1 has water on both sides: no room for the ship).
  const row = makeVariant({ rows: 1, columns: 5, fleet: [shipClass('two', 2)], report: { timing: 'per-shot', sunk: 'none', hitClass: false } });
  const red = (cell: number, result: 'miss' | 'hit'): RecordedSalvo => ({ side: 'red', cells: [cell], announcement: { kind: 'per-shot', shots: [{ result }] } });
  const record: Pick<GameRecord, 'salvos' | 'sides'> = { sides: [{ id: 'blue' }, { id: 'red' }], salvos: [red(0, 'hit'), red(2, 'miss'), red(4, 'miss'), red(3, 'hit')] };

  it('is said by every announcement up to the salvo where the fit was lost', () => {
    const c = conflictAgainst(row, record, 'blue');
    expect(c).not.toBeNull();
    expect(c!.after).toBe(4);
    expect(c!.salvos).toEqual([1, 4]);
    // The smallest set alone shows none.
    const evidence: Evidence = { salvos: record.salvos.map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    expect(impossibilityReason(row, evidence, [0, 3])).toBeNull();
    expect(c!.reason).toEqual({ code: 'no-room', salvo: 3, cell: 3, sunk: false, misses: [{ salvo: 1, cell: 2 }, { salvo: 2, cell: 4 }] });
  });

  it('has none where the announcements before it say none either (the hit at D1 with room beside it)', () => {
    const open: Pick<GameRecord, 'salvos' | 'sides'> = { ...record, salvos: [red(0, 'hit'), red(2, 'miss'), red(3, 'hit')] };
    const c = conflictAgainst(row, open, 'blue');
    expect(c).not.toBeNull();
    expect(c!.salvos).toEqual([1, 3]);
    expect(c!.reason).toBeUndefined();
  });
});
