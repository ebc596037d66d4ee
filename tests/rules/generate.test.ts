/**
 * The random game generator: reproducible from its seed, legal fleets, salvos of the owed size at
 * fresh cells, true announcements, played to the end unless cut short.
 */
import { describe, expect, it } from 'vitest';
import { SalvoError } from '../../src/core/diagnostics.js';
import { checkLayout } from '../../src/core/layout.js';
import { announcementsEqual } from '../../src/rules/announce.js';
import { replay } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { owedShots } from '../../src/rules/salvo-size.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { jutland, morskoyBoy, perelman } from './variants.js';

/** What playRandomGame throws for `variant` (fails the test when it throws nothing or something else). */
function refusal(variant: Parameters<typeof playRandomGame>[0]): SalvoError {
  try {
    playRandomGame(variant, 1);
  } catch (e) {
    if (e instanceof SalvoError) return e;
    throw e;
  }
  throw new Error('playRandomGame laid out a fleet that cannot be placed');
}

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

  it('refuses a fleet that cannot be placed as variant check does: the class that cannot lie anywhere, the board, the spacing', () => {
    const board = { ...morskoyBoy.board, rows: 5, columns: 5, columnLabels: morskoyBoy.board.columnLabels.slice(0, 5), rowLabels: morskoyBoy.board.rowLabels.slice(0, 5) };
    const long = makeVariant({ id: 'long-ship', board, fleet: [shipClass('raft', 1), shipClass('liner', 7)] });
    const [one] = refusal(long).diagnostics;
    expect(one).toMatchObject({ severity: 'error', code: 'fleet-does-not-fit', suggestion: 'make the ship at most 5 cells long, or give the board at least 7 columns or rows' });
    expect(one!.message).toBe('fleet: the liner (7 cells) cannot lie anywhere on the 5×5 board: no row or column there has more than 5 cells');
    // Said anew in Russian and Polish from its parts, as variant check's is.
    expect(one!.parts).toMatchObject({ kind: 'design', form: 'class', size: 7, rows: 5, columns: 5 });
    // Five 3-cell ships kept apart on 5×5: each fits alone (4 × 3 × 2 ways at least), not all at once.
    const crowded = makeVariant({ id: 'crowded', board, fleet: [1, 2, 3, 4, 5].map((k) => shipClass(`s${k}`, 3)), placement: { diagonal: false, spacing: 'no-contact' } });
    const [all] = refusal(crowded).diagnostics;
    expect(all).toMatchObject({ code: 'fleet-does-not-fit', message: 'fleet: 5 ships (15 cells) cannot all be placed on the 5×5 board (ships may not touch)' });
    expect(all!.parts).toMatchObject({ form: 'fleet', ships: 5, cells: 15 });
  });
});

