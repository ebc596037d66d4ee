/**
 * True announcements in every report model: per-shot (sinking announced or not, with or without
 * the class, hits naming the class or not) and per-salvo (by class or by ship, with counts or
 * not, sinking or not); comparison and rendering of announcements.
 */
import { describe, expect, it } from 'vitest';
import { announcementFits, announcementsEqual, describeAnnouncement, trueAnnouncement } from '../../src/rules/announce.js';
import { initialState, replay } from '../../src/rules/engine.js';
import type { GameSetup } from '../../src/rules/types.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { fleet, hit, miss, salvo, shots, sunk, turn } from './build.js';

const base: Variant = makeVariant({ fleet: [shipClass('cruiser', 3), shipClass('destroyer', 2, { count: 2 })] });
const layout = fleet(base, [
  ['cruiser', [0, 1, 2]],
  ['destroyer', [20, 21]],
  ['destroyer', [40, 41]],
]);

function announce(report: ReportPolicy, cells: number[], before: number[] = []): ReturnType<typeof trueAnnouncement> {
  const variant = { ...base, report };
  const setup: GameSetup = { variant, fleets: { blue: layout, red: layout } };
  const state = before.length > 0 ? replay(setup, [turn('blue', before)]).states[1]! : initialState(setup);
  return trueAnnouncement(setup, state, 'blue', cells);
}

describe('per-shot reports', () => {
  const cells = [0, 99, 1, 2];
  it('plain sinking, hits not named', () => {
    expect(announce({ timing: 'per-shot', sunk: 'plain', hitClass: false }, cells)).toEqual(shots(hit(), miss, hit(), sunk()));
  });
  it('sinking not announced: the last hit is just a hit', () => {
    expect(announce({ timing: 'per-shot', sunk: 'none', hitClass: false }, cells)).toEqual(shots(hit(), miss, hit(), hit()));
  });
  it('sinking with the class', () => {
    expect(announce({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, cells)).toEqual(shots(hit(), miss, hit(), sunk('cruiser')));
  });
  it('hits naming the class', () => {
    expect(announce({ timing: 'per-shot', sunk: 'plain', hitClass: true }, cells)).toEqual(shots(hit('cruiser'), miss, hit('cruiser'), sunk('cruiser')));
  });
  it('a repeated cell, in the salvo or from before, is a miss', () => {
    const r: ReportPolicy = { timing: 'per-shot', sunk: 'plain', hitClass: false };
    expect(announce(r, [20, 20])).toEqual(shots(hit(), miss));
    expect(announce(r, [0, 1], [0])).toEqual(shots(miss, hit()));
  });
});

describe('per-salvo reports', () => {
  const cells = [0, 1, 20, 40, 41, 99];
  it('by class, no counts, no sinking', () => {
    expect(announce({ timing: 'per-salvo', by: 'class', counts: false, sunk: false }, cells)).toEqual(salvo({ classId: 'cruiser' }, { classId: 'destroyer' }));
  });
  it('by class with counts', () => {
    expect(announce({ timing: 'per-salvo', by: 'class', counts: true, sunk: false }, cells)).toEqual(salvo({ classId: 'cruiser', count: 2 }, { classId: 'destroyer', count: 3 }));
  });
  it('by class with counts and sinking', () => {
    expect(announce({ timing: 'per-salvo', by: 'class', counts: true, sunk: true }, cells)).toEqual(
      salvo({ classId: 'cruiser', count: 2 }, { classId: 'destroyer', count: 3, sunk: true, sunkShips: 1 }),
    );
  });
  it('by class with sinking: how many of the class the salvo sank, where more than one could have', () => {
    const both = [20, 21, 40, 41];
    const bySank = (report: ReportPolicy, cells: number[], before: number[] = []) => {
      const a = announce(report, cells, before);
      return a?.kind === 'per-salvo' ? a.hits.find((h) => h.classId === 'destroyer') : undefined;
    };
    const sinks = (cells: number[], before: number[] = []): number => layout.filter((s) => s.classId === 'destroyer' && s.cells.every((c) => cells.includes(c) || before.includes(c)) && !s.cells.every((c) => before.includes(c))).length;
    for (const counts of [true, false]) {
      const r: ReportPolicy = { timing: 'per-salvo', by: 'class', counts, sunk: true };
      expect(bySank(r, both)).toEqual({ classId: 'destroyer', ...(counts ? { count: 4 } : {}), sunk: true, sunkShips: sinks(both) });
      expect(sinks(both)).toBe(2);
      // One hit sinks one ship at most: with counts, "destroyer 1 sunk" says it all.
      expect(bySank(r, [41], [20, 21, 40])).toEqual(counts ? { classId: 'destroyer', count: 1, sunk: true } : { classId: 'destroyer', sunk: true, sunkShips: 1 });
    }
    // By ship the flag is exact: no number.
    expect(announce({ timing: 'per-salvo', by: 'ship', counts: true, sunk: true }, both)).toEqual(salvo({ classId: 'destroyer', ship: 0, count: 2, sunk: true }, { classId: 'destroyer', ship: 1, count: 2, sunk: true }));
  });
  it('by ship with counts and sinking', () => {
    expect(announce({ timing: 'per-salvo', by: 'ship', counts: true, sunk: true }, cells)).toEqual(
      salvo({ classId: 'cruiser', ship: 0, count: 2 }, { classId: 'destroyer', ship: 0, count: 1 }, { classId: 'destroyer', ship: 1, count: 2, sunk: true }),
    );
  });
  it('by ship without counts; a ship sunk over two salvos', () => {
    expect(announce({ timing: 'per-salvo', by: 'ship', counts: false, sunk: true }, [2, 21], [0, 1, 20])).toEqual(
      salvo({ classId: 'cruiser', ship: 0, sunk: true }, { classId: 'destroyer', ship: 0, sunk: true }),
    );
  });
  it('no hits', () => {
    expect(announce({ timing: 'per-salvo', by: 'class', counts: true, sunk: true }, [99, 98])).toEqual(salvo());
  });
});

describe('trueAnnouncement without the target layout', () => {
  it('is null', () => {
    const setup: GameSetup = { variant: base, fleets: { blue: layout } };
    expect(trueAnnouncement(setup, initialState(setup), 'blue', [0])).toBeNull();
    expect(trueAnnouncement(setup, initialState(setup), 'red', [0])).toEqual(shots(hit()));
  });
});

describe('announcementFits: a recorded announcement against the true one', () => {
  const truth = salvo({ classId: 'destroyer', count: 4, sunk: true, sunkShips: 2 });
  it('a "sunk" without its number fits any number sunk, as records wrote it before the number', () => {
    expect(announcementFits(salvo({ classId: 'destroyer', count: 4, sunk: true }), truth)).toBe(true);
    expect(announcementsEqual(salvo({ classId: 'destroyer', count: 4, sunk: true }), truth)).toBe(false);
  });
  it('a number sunk must be the true one, and "sunk" must be said', () => {
    expect(announcementFits(salvo({ classId: 'destroyer', count: 4, sunk: true, sunkShips: 2 }), truth)).toBe(true);
    expect(announcementFits(salvo({ classId: 'destroyer', count: 4, sunk: true, sunkShips: 1 }), truth)).toBe(false);
    expect(announcementFits(salvo({ classId: 'destroyer', count: 4 }), truth)).toBe(false);
    expect(announcementFits(salvo({ classId: 'destroyer', count: 4, sunk: true }), salvo({ classId: 'destroyer', count: 4 }))).toBe(false);
  });
});

describe('announcementsEqual and describeAnnouncement', () => {
  it('compares per-salvo entries in any order; a missing sunk is false', () => {
    expect(announcementsEqual(salvo({ classId: 'a' }, { classId: 'b' }), salvo({ classId: 'b' }, { classId: 'a' }))).toBe(true);
    expect(announcementsEqual(salvo({ classId: 'a', sunk: false }), salvo({ classId: 'a' }))).toBe(true);
    expect(announcementsEqual(salvo({ classId: 'a', count: 1 }), salvo({ classId: 'a', count: 2 }))).toBe(false);
    expect(announcementsEqual(salvo({ classId: 'a' }), salvo({ classId: 'a' }, { classId: 'b' }))).toBe(false);
    expect(announcementsEqual(shots(hit()), shots(sunk()))).toBe(false);
    expect(announcementsEqual(shots(hit('a')), shots(hit()))).toBe(false);
    expect(announcementsEqual(shots(), salvo())).toBe(false);
  });
  it('renders announcements in plain English', () => {
    expect(describeAnnouncement(null)).toBe('not recorded');
    expect(describeAnnouncement(salvo())).toBe('no hits');
    expect(describeAnnouncement(salvo({ classId: 'cruiser', count: 2 }, { classId: 'destroyer', ship: 1, sunk: true }))).toBe('cruiser ×2, destroyer #2 (sunk)');
    expect(describeAnnouncement(salvo({ classId: 'destroyer', count: 4, sunk: true, sunkShips: 2 }))).toBe('destroyer ×4 (2 sunk)');
    expect(describeAnnouncement(shots(miss, hit('cruiser'), sunk()))).toBe('miss, hit (cruiser), sunk');
  });
});

describe('replay', () => {
  it('returns the announcement each state followed: the true one when the fleet is known', () => {
    const variant = { ...base, report: { timing: 'per-shot', sunk: 'plain', hitClass: false } as const };
    const turns = [turn('blue', [0], shots(miss)), turn('red', [99], null)];
    expect(replay({ variant, fleets: { blue: layout, red: layout } }, turns).announcements).toEqual([shots(hit()), shots(miss)]);
    expect(replay({ variant, fleets: {} }, turns).announcements).toEqual([shots(miss), null]);
  });
});
