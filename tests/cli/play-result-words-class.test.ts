/**
 * The words play asks for at the result prompt, where the game's announcement names the ship's
 * class (Battleship 1967 and Salvo: `sunk cruiser`, a plain `sunk` refused there): said with the
 * class, as written, not "miss, hit or sunk", which led a player to type a sinking play refuses.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';
import { runSalvo } from '../helpers/cli.js';

const GAME = 'variant: classic-1967\nsides:\n  blue: Ann\n  red: Bob\nsalvos: []\n';

describe('the result words of a game whose sinkings name the class', () => {
  it('a word not the game\'s and cells at the result prompt are answered with the words as written, class and all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await writeFile(join(dir, 'g.yaml'), GAME);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'A1\nmsis\nB2\nmiss\nquit\n');
    expect(r.code).toBe(0);
    const words = "miss, hit or sunk, naming the ship's class: sunk aircraft carrier";
    expect(r.stdout).toContain(`"msis" is not a word of this game's announcements (did you mean miss?): type the announcement (${words}), or undo\n`);
    expect(r.stdout).toContain(`"B2" is a cell, not an announcement: type what was announced for A1 (${words}), or undo to take back A1\n`);
    expect(r.stdout).toContain('saved shot 1: blue: A1 -> miss\n');
  });

  it('a game whose sinkings are plain says the words alone, as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsides:\n  первый: Коля\n  второй: Оля\nsalvos: []\n');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'а1\nvbvjj\nquit\n');
    expect(r.stdout).toContain('наберите ответ (мимо, попал или убит) или «отмена»');
  });

  it('in Russian and Polish', () => {
    expect(playText('ru', true).wordsPerShot('мимо', 'попал', 'убит', ['убит линкор'])).toBe('мимо, попал или убит, с названием корабля: убит линкор');
    expect(playText('pl', false).wordsPerShot('pudło', 'trafiony', 'zatopiony', ['trafiony pancernik', 'zatopiony pancernik'])).toBe('pudło, trafiony albo zatopiony, z nazwą statku: trafiony pancernik, zatopiony pancernik');
    expect(playText('pl', false).wordsPerShot('pudło', 'trafiony', undefined, [])).toBe('pudło albo trafiony');
  });
});
