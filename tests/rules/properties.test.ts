/**
 * Property tests for the referee: random legal games (random legal fleets, random legal salvos of
 * the owed size, true announcements) check clean, with the fleets known and without them; and any
 * single corruption of such a game is reported at the corrupted turn, with nothing reported
 * before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementsEqual, otherSide } from '../../src/rules/announce.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { checkGame } from '../../src/rules/check.js';
import { replay } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { GameSetup, TurnInput } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';
import { ALL_VARIANTS, jutland, withReport } from './variants.js';
import type { ReportPolicy } from '../../src/variant/model.js';

const RUNS = 12;

/** A different announcement of the same report model. */
function changed(variant: Variant, a: Announcement): Announcement {
  if (a.kind === 'per-shot') {
    const shots = a.shots.map((s, i) => {
      if (i !== 0) return s;
      if (s.result === 'miss') return variant.report.timing === 'per-shot' && variant.report.hitClass ? { result: 'hit' as const, classId: variant.fleet[0]!.id } : { result: 'hit' as const };
      return { result: 'miss' as const };
    });
    return { kind: 'per-shot', shots };
  }
  if (a.hits.length > 0) return { kind: 'per-salvo', hits: a.hits.slice(1) };
  const r = variant.report;
  const e = { classId: variant.fleet[0]!.id, ...(r.timing === 'per-salvo' && r.by === 'ship' ? { ship: 0 } : {}), ...(r.timing === 'per-salvo' && r.counts ? { count: 1 } : {}) };
  return { kind: 'per-salvo', hits: [e] };
}

type Corruption = 'repeat' | 'announcement' | 'side' | 'lengthen' | 'shorten';

/** Apply one corruption at turn `i`; null when it does not apply there. */
function corrupt(setup: GameSetup, turns: readonly TurnInput[], i: number, kind: Corruption, pick: number): TurnInput[] | null {
  const variant = setup.variant;
  const t = turns[i]!;
  const copy = [...turns];
  const total = variant.board.rows * variant.board.columns;
  const earlier = turns.slice(0, i).filter((u) => u.side === t.side).flatMap((u) => u.cells);
  switch (kind) {
    case 'repeat': {
      const pool = [...earlier, ...t.cells.slice(0, -1)];
      if (pool.length === 0) return null;
      const cells = [...t.cells];
      cells[cells.length - 1] = pool[pick % pool.length]!;
      copy[i] = { ...t, cells };
      return copy;
    }
    case 'announcement': {
      if (!t.announcement) return null;
      const a = changed(variant, t.announcement);
      if (announcementsEqual(a, t.announcement)) return null;
      copy[i] = { ...t, announcement: a };
      return copy;
    }
    case 'side':
      copy[i] = { ...t, side: otherSide(variant, t.side) };
      return copy;
    case 'lengthen': {
      const used = new Set([...earlier, ...t.cells]);
      const fresh: number[] = [];
      for (let c = 0; c < total; c++) if (!used.has(c)) fresh.push(c);
      if (fresh.length === 0) return null;
      copy[i] = { ...t, cells: [...t.cells, fresh[pick % fresh.length]!] };
      return copy;
    }
    case 'shorten':
      copy[i] = { ...t, cells: t.cells.slice(0, -1), announcement: t.announcement };
      return copy;
  }
}

describe.each(ALL_VARIANTS.map((v) => [v.id, v] as const))('random legal games of %s', (_id, variant) => {
  it('check clean with the fleets known, and without them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const game = playRandomGame(variant, seed);
        expect(game.turns.length).toBeGreaterThan(0);
        expect(checkGame(game.setup, game.turns)).toEqual([]);
        expect(checkGame({ variant, fleets: {} }, game.turns)).toEqual([]);
        // One fleet revealed, the other hidden.
        expect(checkGame({ variant, fleets: { red: game.setup.fleets['red']! } }, game.turns)).toEqual([]);
        // The generated game is played to its end.
        const last = replay(game.setup, game.turns).states.at(-1)!;
        expect(last.over).toBe(true);
      }),
      { seed: 4, numRuns: RUNS },
    );
  });

  const kinds: Corruption[] = ['repeat', 'announcement', 'side', 'lengthen', 'shorten'];
  it.each(kinds)('a single corruption (%s) is reported at the corrupted turn', (kind) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), fc.nat(), (seed, at, pick) => {
        const game = playRandomGame(variant, seed);
        const i = at % game.turns.length;
        const bad = corrupt(game.setup, game.turns, i, kind, pick);
        fc.pre(bad !== null);
        const found = checkGame(game.setup, bad!);
        expect(found.length).toBeGreaterThan(0);
        expect(found[0]!.turn).toBe(i);
        // The salvo number is the side's own count, as written on the paper chart.
        const side = bad![i]!.side;
        expect(found[0]!.side).toBe(side);
        expect(found[0]!.salvo).toBe(bad!.slice(0, i + 1).filter((t) => t.side === side).length);
        const exactSize = variant.turns.salvo.kind === 'constant' && (kind === 'lengthen' || kind === 'shorten');
        if (kind === 'repeat' || kind === 'side' || exactSize) {
          const hidden = checkGame({ variant, fleets: {} }, bad!);
          expect(hidden.length).toBeGreaterThan(0);
          expect(hidden[0]!.turn).toBe(i);
        }
      }),
      { seed: 11, numRuns: RUNS },
    );
  });
});

/** Every report model on one fleet (Jutland's, with its guns policy). */
const REPORTS: ReportPolicy[] = [
  ...(['none', 'plain', 'with-class'] as const).flatMap((sunk) => [false, true].map((hitClass): ReportPolicy => ({ timing: 'per-shot', sunk, hitClass }))),
  ...(['class', 'ship'] as const).flatMap((by) =>
    [false, true].flatMap((counts) => [false, true].map((sunk): ReportPolicy => ({ timing: 'per-salvo', by, counts, sunk }))),
  ),
];

describe.each(REPORTS.map((r) => [JSON.stringify(r), r] as const))('report model %s', (_name, report) => {
  const variant = withReport(jutland, report);
  it('random games check clean, fleets known or hidden; a changed announcement is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (seed, at) => {
        const game = playRandomGame(variant, seed);
        expect(checkGame(game.setup, game.turns)).toEqual([]);
        expect(checkGame({ variant, fleets: {} }, game.turns)).toEqual([]);
        const i = at % game.turns.length;
        const bad = corrupt(game.setup, game.turns, i, 'announcement', 0);
        fc.pre(bad !== null);
        const found = checkGame(game.setup, bad!);
        expect(found[0]?.turn).toBe(i);
        expect(found[0]?.code).toBe('announcement-contradicts-fleet');
      }),
      { seed: 17, numRuns: 4 },
    );
  });
});
