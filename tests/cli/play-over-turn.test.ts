/**
 * `salvo play` on a game that is over: asking whose turn it is at its prompt (`turn`, `чей ход?`,
 * `czyja kolej?`) is answered by the game's end, said again, not refused as a word that is not
 * undo, show or quit (with the command for another game).
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('play: whose turn, asked once the game is over', () => {
  for (const { example, lang, ask } of [
    { example: 'perelman.yaml', lang: 'en', ask: 'turn' },
    { example: 'perelman.yaml', lang: 'ru', ask: 'чей ход?' },
    { example: 'statki.yaml', lang: 'pl', ask: 'czyja kolej?' },
  ]) {
    it(`${lang}: ${ask} says the game's end again`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'salvo-over-turn-'));
      await copyFile(join('examples', example), join(dir, 'g.yaml'));
      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', lang], `${ask}\nquit\n`);
      expect(play.code, play.stderr).toBe(0);
      // The game's end and the prompt, said first and again after the question.
      const [before, after] = play.stdout.split(`${ask}\n`);
      const over = before!.split('\n').slice(1).join('\n');
      expect(over).toMatch(/^(the game is over|игра окончена|koniec gry|wygrywa)/u);
      expect(after!.startsWith(over)).toBe(true);
      expect(play.stdout).not.toContain('salvo new');
    });
  }
});
