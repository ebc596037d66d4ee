/**
 * The random game generator: reproducible from its seed, legal fleets, salvos of the owed size at
 * fresh cells, true announcements, played to the end unless cut short.
 */
import { describe, expect, it } from 'vitest';
import { checkLayout } from '../../src/core/layout.js';
import { announcementsEqual } from '../../src/rules/announce.js';
import { replay } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { owedShots } from '../../src/rules/salvo-size.js';
import { jutland, morskoyBoy, perelman } from './variants.js';

describe('playRandomGame', () => {
  it('is reproducible from its seed, and seeds differ', () => {
    expect(playRandomGame(jutland, 'x')).toEqual(playRandomGame(jutland, 'x'));
    expect(playRandomGame(jutland, 'x').turns).not.toEqual(playRandomGame(jutland, 'y').turns);
  });

  it('lays out legal fleets and fires the owed size at fresh cells, with true announcements', () => {
    for (const variant of [perelman, jutland, morskoyBoy]) {
      const { setup, turns } = playRandomGame(variant, 5);
      for (const side of variant.turns.sides) expect(checkLayout(setup.fleets[side.id]!, variant)).toEqual([]);
      const { states, announcements } = replay(setup, turns);
      turns.forEach((t, i) => {
        const owed = owedShots(setup, states[i]!, t.side);
        expect(t.cells.length).toBe(owed.min);
        expect(new Set(t.cells).size).toBe(t.cells.length);
        const before = new Set(states[i]!.sides.find((s) => s.side === t.side)!.cellsFired);
        expect(t.cells.some((c) => before.has(c))).toBe(false);
        expect(announcementsEqual(t.announcement!, announcements[i]!)).toBe(true);
      });
      expect(states.at(-1)!.over).toBe(true);
    }
  });

  it('stops at maxTurns and can hide the fleets', () => {
    const full = playRandomGame(morskoyBoy, 9);
    const cut = playRandomGame(morskoyBoy, 9, { maxTurns: 7, hideFleets: true });
    expect(cut.turns).toEqual(full.turns.slice(0, 7));
    expect(cut.setup.fleets).toEqual({});
  });
});
