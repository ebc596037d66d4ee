/**
 * `salvo play` late in a long game: the referee's replay remembers the states it reached
 * (rules/engine.ts, `replayMemo`), so a prompt applies only the turns not applied before. What the
 * session says and saves is byte for byte what it is with every replay done afresh, as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { replay, replayMemo } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { variantNotation } from '../../src/rules/notation.js';
import { loadVariant } from '../../src/variant/load.js';
import { longRecord } from '../helpers/long-record.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

afterEach(() => {
  replayMemo.enabled = true;
});

describe('play on a long record', () => {
  it('says and saves the same with the replay remembered as with every replay afresh', async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const kept = 300;
    const { text, rest } = longRecord(variant, 7, kept);
    expect(rest.length).toBeGreaterThan(3);
    // Three more salvos, a slip among them, an undo and the show and turn commands.
    const more = rest.slice(0, 3);
    const typed = (i: number): string => more[i]!.cells.map((c) => formatCell(c, variant.board)).join(' ');
    const said = (i: number): string => formatAnnouncement(more[i]!.announcement!, variant, 'en');
    const input = [typed(0), said(0), 'turn', typed(1), 'bogus', said(1), 'undo', typed(1), said(1), 'show', typed(2), said(2), 'quit', ''].join('\n');
    const session = async (memo: boolean): Promise<{ code: number; out: string; err: string; saved: string }> => {
      replayMemo.enabled = memo;
      const dir = await mkdtemp(join(tmpdir(), 'salvo-long-'));
      await writeFile(join(dir, 'game.yaml'), text);
      const m = memoryIO(input, {}, dir);
      const code = await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io);
      return { code, out: m.stdout, err: m.stderr, saved: await readFile(join(dir, 'game.yaml'), 'utf8') };
    };
    const before = await session(false);
    const now = await session(true);
    expect(before.code).toBe(0);
    expect(before.out).toContain(`saved shot ${kept + 3}`);
    expect(before.saved.length).toBeGreaterThan(text.length);
    expect(now).toEqual(before);
  }, 120_000);

  // The record's language and the session's differ: the salvo saved is judged as check judges it
  // in the session's language (its messages worded so), from the states the record's reached.
  for (const [id, header, lang] of [
    ['statki-15', '', 'en'],
    ['statki-15', 'language: en\n', 'pl'],
    ['morskoy-boy', '', 'en'],
    ['morskoy-boy', 'language: en\n', 'ru'],
  ] as const) {
    it(`says and saves the same, remembered or afresh, for a ${id} record ${header === '' ? 'in its first language' : 'in English'} played with --lang ${lang}`, async () => {
      const variant = await loadVariant(id, { cwd: ROOT });
      const kept = 120;
      const { text, rest } = longRecord(variant, 5, kept);
      expect(rest.length).toBeGreaterThan(3);
      const more = rest.slice(0, 3);
      const typed = (i: number): string => more[i]!.cells.map((c) => formatCell(c, variant.board)).join(' ');
      const said = (i: number): string => formatAnnouncement(more[i]!.announcement!, variant, lang);
      const input = [typed(0), said(0), 'turn', typed(1), 'bogus', said(1), 'undo', typed(1), said(1), 'show', typed(2), said(2), 'quit', ''].join('\n');
      const session = async (memo: boolean): Promise<{ code: number; out: string; err: string; saved: string }> => {
        replayMemo.enabled = memo;
        const dir = await mkdtemp(join(tmpdir(), 'salvo-long-'));
        await writeFile(join(dir, 'game.yaml'), header + text);
        const m = memoryIO(input, {}, dir);
        const code = await main(['node', 'salvo', 'play', 'game.yaml', '--lang', lang, '--no-charts'], m.io);
        return { code, out: m.stdout, err: m.stderr, saved: await readFile(join(dir, 'game.yaml'), 'utf8') };
      };
      const before = await session(false);
      const now = await session(true);
      expect(before.code).toBe(0);
      expect(before.saved.length).toBeGreaterThan(header.length + text.length);
      expect(now).toEqual(before);
    }, 120_000);
  }
});

describe('replay remembered', () => {
  it('gives what a replay afresh gives, for every prefix, fleets known and hidden, and either notation', async () => {
    const variant = await loadVariant('statki', { cwd: ROOT });
    const game = playRandomGame(variant, 3, { maxTurns: 60 });
    const setups = [
      game.setup,
      { variant, fleets: {} },
      { variant, fleets: {}, notation: variantNotation(variant, 'en') },
      { variant, fleets: { [variant.turns.sides[0].id]: game.setup.fleets[variant.turns.sides[0].id]! } },
    ];
    // A turn changed part way (its announcement left out) branches off the remembered states.
    const changed = game.turns.map((t, i) => (i === 30 ? { ...t, announcement: null } : t));
    for (const turns of [game.turns, changed, game.turns]) {
      for (const setup of setups) {
        for (const n of [0, 1, 29, 30, 31, turns.length]) {
          replayMemo.enabled = false;
          const fresh = replay(setup, turns.slice(0, n));
          replayMemo.enabled = true;
          expect(replay(setup, turns.slice(0, n))).toEqual(fresh);
        }
      }
    }
  });

  it('reaches the same states in every notation, applying the turns once, with messages worded in each as afresh', async () => {
    const variant = await loadVariant('statki', { cwd: ROOT });
    const game = playRandomGame(variant, 11, { maxTurns: 80 });
    // Slips whose messages name a class and a cell as the notation writes them: a class that is
    // none of the game's, and a cell fired at before (a miss then) announced as a hit.
    const side = variant.turns.sides[0].id;
    const missed = game.turns.findIndex((t, i) => i < 40 && t.side === side && t.announcement?.kind === 'per-shot' && t.announcement.shots[0]?.result === 'miss');
    const again = game.turns.findIndex((t, i) => i > 50 && t.side === side);
    expect(missed).toBeGreaterThanOrEqual(0);
    expect(again).toBeGreaterThan(missed);
    const turns = game.turns.map((t, i) =>
      i === 20 ? { ...t, announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const, classId: 'bogus' }] } } : i === again ? { ...t, cells: game.turns[missed]!.cells, announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } } : t,
    );
    const inPl = { variant, fleets: {}, notation: variantNotation(variant, 'pl') };
    const inEn = { variant, fleets: {}, notation: variantNotation(variant, 'en') };
    const first = replay(inPl, turns);
    const second = replay(inEn, turns);
    // The states of the one replay are those of the other, not each reached again.
    second.states.forEach((state, i) => expect(state).toBe(first.states[i]));
    replayMemo.enabled = false;
    const fresh = [replay(inPl, turns), replay(inEn, turns)];
    replayMemo.enabled = true;
    expect(first).toEqual(fresh[0]);
    expect(second).toEqual(fresh[1]);
    expect(replay(inPl, turns)).toEqual(fresh[0]);
    // Worded in each: the slips' messages differ between the two.
    const worded = (r: typeof first): string[] => r.violations.filter((v) => v.code === 'announcement-inconsistent').map((v) => v.message);
    expect(worded(first)).toHaveLength(2);
    expect(worded(first)).not.toEqual(worded(second));
  });

  it('finds a turn by what it holds, not by the object: read again it reaches the same states; changed in place after it was applied, not', async () => {
    const variant = await loadVariant('statki', { cwd: ROOT });
    const game = playRandomGame(variant, 5, { maxTurns: 60 });
    const setup = { variant, fleets: {} };
    type Mutable<T> = { -readonly [K in keyof T]: T[K] };
    const turns = structuredClone(game.turns) as Mutable<(typeof game.turns)[number]>[];
    const first = replay(setup, turns);
    // The same turns as new objects (a record read again): the states remembered, each the same object.
    const again = replay(setup, structuredClone(game.turns));
    again.states.forEach((state, i) => expect(state).toBe(first.states[i]));
    // The objects of the turns first applied, changed in place: a cell, a result, a flag added.
    const shot = turns.findIndex((t, i) => i > 10 && t.announcement?.kind === 'per-shot' && t.announcement.shots[0]?.result === 'miss');
    expect(shot).toBeGreaterThan(0);
    (turns[shot]!.cells as number[])[0] = turns[3]!.cells[0]!;
    const a = turns[shot + 2]!.announcement;
    if (a?.kind === 'per-shot') (a.shots as { result: string }[])[0] = { result: a.shots[0]!.result === 'miss' ? 'hit' : 'miss' };
    turns[shot + 4]!.forced = true;
    const changed = replay(setup, turns);
    replayMemo.enabled = false;
    const fresh = replay(setup, turns);
    replayMemo.enabled = true;
    expect(changed).toEqual(fresh);
    expect(changed.violations).not.toEqual(first.violations);
  });

  it('gives the same notation object for a variant and language, as the replay finds its states by', async () => {
    const variant = await loadVariant('statki', { cwd: ROOT });
    expect(variantNotation(variant, 'pl')).toBe(variantNotation(variant, 'pl'));
    expect(variantNotation(variant, 'pl')).not.toBe(variantNotation(variant, 'en'));
    expect(variantNotation(variant, 'pl').result?.('sunk')).toBe('zatopiony');
  });
});
