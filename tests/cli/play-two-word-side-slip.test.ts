/**
 * `salvo play`: a side name of two words typed with a slip (`второй игрк: а1`) is guessed as a
 * one-word name is ("did you mean"), the line given back with the name mended (since session 51;
 * tests/cli/play-side-slip-line), en/ru/pl. Before, it was
 * read as cells: two `cell-unreadable` errors and no side suggested.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-two-word-side-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play guesses a side name of two words typed with a slip', () => {
  it('ru (Морской бой): второй игрк', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'второй игрк: а1\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).not.toContain('cell-unreadable');
    expect(play.stdout).toContain('клетки> второй игрк: а1\n«второй игрк» — не сторона этой игры (может быть, «Второй игрок»? стороны — «Первый игрок» и «Второй игрок»;');
    expect(play.stdout).toContain('\nвыстрел «второй игрк: а1» не принят: наберите так: Второй игрок: а1\n');
  });

  it('pl (Statki): Grzcz 2; en: Plyer 2', async () => {
    const dir = await fresh('statki');
    const pl = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'Grzcz 2: A1\nquit\n');
    expect(pl.stdout).not.toContain('cell-unreadable');
    expect(pl.stdout).toContain('pola> Grzcz 2: A1\n„Grzcz 2” to nie strona tej gry (czy chodziło o „Gracz 2”?');
    expect(pl.stdout).toContain('\nnie przyjęto strzału „Grzcz 2: A1”: wpisz tak: Gracz 2: A1\n');
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'Plyer 2: A1\nquit\n');
    expect(en.stdout).not.toContain('cell-unreadable');
    expect(en.stdout).toContain('cells> Plyer 2: A1\n"Plyer 2" is not a side of this game (did you mean Player 2?');
  });

  it('cells with a colon after them are still cells, not a side', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'а1 б2: в3\nquit\n');
    expect(play.stdout).not.toContain('не сторона этой игры');
  });
});
