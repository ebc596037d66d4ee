/**
 * The referee's notation: violation messages name cells and classes as the players write them
 * when the setup says how (a record's language), and keep indices and ids otherwise.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/rules/check.js';
import { replay, replayMemo } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { rawNotation, variantNotation, type Notation } from '../../src/rules/notation.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { TurnInput } from '../../src/rules/types.js';
import { loadVariant } from '../../src/variant/load.js';
import { ALL_VARIANTS, jutland } from './variants.js';

const salvo = (...hits: { classId: string; count?: number }[]): Announcement => ({ kind: 'per-salvo', hits });
const turn = (side: string, cells: number[], announcement: Announcement | null): TurnInput => ({ side, cells, announcement });

describe('variantNotation', () => {
  it('writes cells in the variant\'s notation and classes by name in the language asked for', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const ru = variantNotation(perelman, 'ru');
    expect(ru.cell(0)).toBe('а1');
    expect(ru.cell(23)).toBe('г3');
    expect(ru.className('three')).toBe('трёхклеточный');
    expect(variantNotation(perelman, 'en').className('three')).toBe('three-cell ship');
    expect(variantNotation(perelman).className('three')).toBe('трёхклеточный');
  });

  it('keeps what it cannot name: a cell off the board, an unknown class', () => {
    const n = variantNotation(jutland);
    expect(n.cell(100)).toBe('#100');
    expect(n.cell(-1)).toBe('#-1');
    expect(n.className('tanker')).toBe('tanker');
    expect(rawNotation.cell(7)).toBe('#7');
    expect(rawNotation.className('cruiser')).toBe('cruiser');
  });
});

describe('announcement messages of the engine', () => {
  const turns = [
    turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'cruiser', count: 2 })),
    turn('red', [0, 1, 2, 3, 4], salvo()),
    turn('blue', [10, 11, 12, 13, 14, 15], salvo({ classId: 'cruiser', count: 2 })),
  ];
  const named = { ...jutland, languages: ['en', 'pl'], fleet: jutland.fleet.map((c) => ({ ...c, name: { en: c.id, pl: c.id === 'cruiser' ? 'krążownik' : c.id } })) };

  it('name the class as the notation says', () => {
    const v = checkGame({ variant: named, fleets: {}, notation: variantNotation(named, 'pl') }, turns)[0]!;
    expect(v.code).toBe('announcement-inconsistent');
    expect(v.message).toContain('krążownik: 4 hits on a ship of 3 cells');
  });

  it('keep the id without a notation', () => {
    expect(checkGame({ variant: named, fleets: {} }, turns)[0]!.message).toContain('cruiser: 4 hits on a ship of 3 cells');
  });
});

describe('the notation asked for words', () => {
  // A notation that words nothing: the replay asks it only for a message it says. The replay
  // remembers a turn's outcome for every notation where its messages use none (rules/engine.ts).
  const silent: Notation = {
    cell: () => {
      throw new Error('a cell was worded');
    },
    className: () => {
      throw new Error('a class was worded');
    },
    result: () => {
      throw new Error('a result was worded');
    },
  };

  it('is asked for none where every announcement is right, per shot and per salvo, by class and by ship', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    replayMemo.enabled = false;
    try {
      for (const variant of [statki, ...ALL_VARIANTS]) {
        const game = playRandomGame(variant, 4, { maxTurns: 80 });
        const { violations } = replay({ variant, fleets: {}, notation: silent }, game.turns);
        expect(violations.filter((v) => v.code === 'announcement-inconsistent')).toEqual([]);
        expect(game.turns.some((t) => t.announcement !== null && (t.announcement.kind === 'per-shot' ? t.announcement.shots.some((x) => x.result !== 'miss') : t.announcement.hits.length > 0))).toBe(true);
      }
    } finally {
      replayMemo.enabled = true;
    }
  });

  it('is asked where a message names a class', () => {
    const turns = [turn('blue', [0, 1, 2, 3, 4, 5], salvo({ classId: 'cruiser', count: 4 }))];
    expect(() => checkGame({ variant: jutland, fleets: {}, notation: silent }, turns)).toThrow('a class was worded');
  });
});
