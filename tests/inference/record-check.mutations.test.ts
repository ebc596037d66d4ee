/**
 * Where `conflictAgainst` (salvo check's "no legal fleet … fits the announcements after salvo N")
 * places a conflict found at the first salvo fired at a side: at that salvo's place in the record.
 */
import { describe, expect, it } from 'vitest';
import { conflictAgainst, conflictMessage, impossibleAnnouncements } from '../../src/inference/record-check.js';
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

describe('a conflict that takes a salvo size the side fired', () => {
  // Two ships (of two and of three) on a row of ten, two shots a salvo for each ship afloat,
  // sinking never announced. Red hits A1 and B1; blue then fires two shots, so both its ships were
  // afloat: the ship through A1 and B1 is the three (C1 unfired), which red's last salvo finds
  // water. The smallest set is red's salvos 1 and 4 with blue's salvo: a matter of the whole
  // fleet, said by no reason. The hit at G1 between misses at F1 and H1 would say one, but it is
  // no part of that set.
  const row = makeVariant({
    rows: 1,
    columns: 10,
    fleet: [shipClass('two', 2), shipClass('three', 3)],
    report: { timing: 'per-shot', sunk: 'none', hitClass: false },
    turns: { ...makeVariant().turns, salvo: { kind: 'ships-afloat', perShip: 1 } },
  });
  const fire = (side: string, cells: number[], results: ('miss' | 'hit')[]): RecordedSalvo => ({ side, cells, announcement: { kind: 'per-shot', shots: results.map((result) => ({ result })) } });
  const record: Pick<GameRecord, 'salvos' | 'sides'> = {
    sides: [{ id: 'blue' }, { id: 'red' }],
    salvos: [
      fire('red', [0, 9], ['hit', 'miss']),
      fire('red', [1, 6], ['hit', 'hit']),
      fire('blue', [0, 1], ['miss', 'miss']),
      fire('red', [7, 4], ['miss', 'miss']),
      fire('red', [2, 5], ['miss', 'miss']),
    ],
  };

  it('names the salvo size among the salvos that conflict and gives no reason from the announcements', () => {
    const c = conflictAgainst(row, record, 'blue');
    expect(c).not.toBeNull();
    expect(c!.after).toBe(5);
    expect(c!.shots).toBeUndefined();
    expect(c!.salvos).toEqual([1, 3, 5]);
    expect(c!.reason).toBeUndefined();
    // Without blue's salvo the announcements conflict alone, and say why: no room at G1.
    const alone = conflictAgainst(row, { ...record, salvos: record.salvos.filter((s) => s.side === 'red') }, 'blue');
    expect(alone?.reason).toMatchObject({ code: 'no-room', salvo: 1, cell: 6 });
  });
});

describe('sizes the referee judges on their own', () => {
  const fire = (side: string, cells: number[], results: ('miss' | 'hit' | 'sunk')[]): RecordedSalvo => ({ side, cells, announcement: { kind: 'per-shot', shots: results.map((result) => ({ result })) } });
  const afloat = { ...makeVariant().turns, salvo: { kind: 'ships-afloat', perShip: 1 } as const };

  it('a salvo fired after the game ended is that breach alone: its size tells nothing of the fleet', () => {
    // Blue sinks both of red's ships with its first salvo; red fires five shots all the same.
    const v = makeVariant({ rows: 1, columns: 8, fleet: [shipClass('one', 1, { count: 2 })], placement: { diagonal: false, spacing: 'may-touch' }, turns: afloat });
    const record: GameRecord = { variant: 'x', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos: [fire('blue', [0, 1], ['sunk', 'sunk']), fire('red', [0, 1, 2, 3, 4], ['miss', 'miss', 'miss', 'miss', 'miss'])] };
    expect(impossibleAnnouncements(record, v).breaches).toEqual([]);
  });

  it('a second size no fleet is owed is found too, each once', () => {
    // One ship of one and one of two, sinking not announced. Red hits blue at A1 beside a miss at
    // B1: that is the ship of one, sunk, so blue is owed one shot, yet fires two, twice.
    const v = makeVariant({ rows: 1, columns: 12, fleet: [shipClass('one', 1), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'none', hitClass: false }, turns: afloat });
    const record: GameRecord = {
      variant: 'x',
      sides: [{ id: 'blue' }, { id: 'red' }],
      fleets: {},
      salvos: [
        fire('blue', [0, 1], ['miss', 'miss']),
        fire('red', [0, 1], ['hit', 'miss']),
        fire('blue', [2, 3], ['miss', 'miss']),
        fire('red', [8, 9], ['miss', 'miss']),
        fire('blue', [4, 5], ['miss', 'miss']),
      ],
    };
    const { breaches, impossibleSizes } = impossibleAnnouncements(record, v);
    expect(breaches.map((b) => b.message)).toEqual([
      'blue fired 2 shots in salvo 3, which no legal fleet of blue fitting the announcements is owed; these conflict: salvos 2, 3',
      'blue fired 2 shots in salvo 5, which no legal fleet of blue fitting the announcements is owed; these conflict: salvos 2, 5',
    ]);
    expect([...impossibleSizes].sort((a, b) => a - b)).toEqual([2, 4]);
  });
});
