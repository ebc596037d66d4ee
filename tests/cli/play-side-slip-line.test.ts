/**
 * `salvo play`: cells typed after a side's name with a slip are given back as the whole line to
 * type, the name mended (`наберите так: Второй игрок: а1`), not the guess alone; and a name that
 * fits both sides (`игрк`, `gracz`, `Plyer`: a word of «Первый игрок» and «Второй игрок») is said
 * to fit both, with the line of each side. Before, the slip on one side's name got only "may be
 * «Второй игрок»?" and "type it again", and a name fitting both got no guess (`gracz` was even
 * guessed as „Gracz 1”, being as near „Gracz 2”). en/ru/pl.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-side-slip-line-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play gives back the line to type after a slip in a side name', () => {
  it('ru (Морской бой): one side meant, then both', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['Второй игрк: а1', 'вторй: а1', 'игрк: а1 б2', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('\nвыстрел «Второй игрк: а1» не принят: наберите так: Второй игрок: а1\n');
    expect(r.stdout).toContain('«вторй» — не сторона этой игры (может быть, «Второй игрок»?');
    expect(r.stdout).toContain('\nвыстрел «вторй: а1» не принят: наберите так: Второй игрок: а1\n');
    expect(r.stdout).toContain('«игрк» — не сторона этой игры (может быть, «Первый игрок» или «Второй игрок»? стороны — ');
    expect(r.stdout).toContain(
      '\nвыстрелы «игрк: а1 б2» не приняты: «игрк» подходит к обеим сторонам; наберите строку той стороны, которая стреляла:\n  Первый игрок: а1 б2\n  Второй игрок: а1 б2\n',
    );
    // Nothing was recorded: each line was only given back.
    expect(r.stdout).toContain('ничего не записано');
  });

  it('the line given back is taken as typed', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['игрк: а1', 'Первый игрок: а1', 'мимо', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('\n  Первый игрок: а1\n');
    expect(r.stdout).not.toContain('клетки> Первый игрок: а1\n«');
    expect(r.stdout).toContain('выстрел 2: сторона «Второй игрок»');
  });

  it('pl (Statki): gracz fits both, Grzcz 2 one', async () => {
    const dir = await fresh('statki');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['gracz: A1', 'Grzcz 2: A1', 'quit'].join('\n') + '\n');
    expect(r.stdout).toContain('„gracz” to nie strona tej gry (czy chodziło o „Gracz 1” czy „Gracz 2”? strony to ');
    expect(r.stdout).toContain('\nnie przyjęto strzału „gracz: A1”: „gracz” pasuje do obu stron; wpisz wiersz tej strony, która strzelała:\n  Gracz 1: A1\n  Gracz 2: A1\n');
    expect(r.stdout).toContain('\nnie przyjęto strzału „Grzcz 2: A1”: wpisz tak: Gracz 2: A1\n');
  });

  it('en (Морской бой in English): Plyer fits both, Plyer 2 one', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['Plyer: A1', 'Plyer 2: A1', 'quit'].join('\n') + '\n');
    expect(r.stdout).toContain('"Plyer" is not a side of this game (did you mean Player 1 or Player 2? the sides are blue and red;');
    expect(r.stdout).toContain('\n"Plyer: A1" is not taken: "Plyer" fits both sides; type the line of the side that fired:\n  Player 1: A1\n  Player 2: A1\n');
    expect(r.stdout).toContain('\n"Plyer 2: A1" is not taken: type it so: Player 2: A1\n');
  });
});
