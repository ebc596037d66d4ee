/**
 * `salvo play`: the score asked at the table (`score`, `what's left?`; `счёт`, `сколько осталось?`;
 * `stan`, `ile zostało?`) is answered, a line a side: its shots fired, its hits, the enemy ships it
 * sank of the fleet's, and the shots left where the game limits them (Перельман's 60). Asked at the
 * result prompt it is said and the prompt waits on, the cells kept; at the game over prompt too.
 * The help lists it. Before, each was read as cells: `«счёт» — не клетка этого поля`.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string, players?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-score-'));
  expect((await runSalvo(dir, ['new', variant, ...(players === undefined ? [] : ['--players', players]), '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play says the score', () => {
  it('ru (Морской бой): after a miss, a hit and a sinking; at the result prompt too', async () => {
    const dir = await fresh('morskoy-boy', 'Петя,Вася');
    const lines = ['а1', 'мимо', 'б2', 'попал', 'б3', 'убит', 'счёт', 'к1', 'сколько осталось?', 'мимо', 'quit'];
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], lines.join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('не клетка');
    const score =
      '«Первый игрок» (Петя): сделано выстрелов: 1, попаданий: 0; потоплено кораблей противника: 0 из 10\n' +
      '«Второй игрок» (Вася): сделано выстрелов: 2, попаданий: 2; потоплено кораблей противника: 1 из 10\n';
    expect(r.stdout).toContain(`клетки> счёт\n${score}`);
    // At the result prompt: said, and the announcement asked for again, К1 kept.
    expect(r.stdout).toContain(`ответ> сколько осталось?\n${score}ответ> мимо\nзаписан выстрел 4: Вася: К1 -> мимо`);
  });

  it('ru (Перельман): the shots left under the limit', async () => {
    const dir = await fresh('perelman');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['а1 б1 в1', 'мимо', 'итог', 'quit'].join('\n') + '\n');
    expect(r.stdout).toContain('клетки> итог\n«Синие»: сделано выстрелов: 3, попаданий: 0; потоплено кораблей противника: 0 из 5; осталось выстрелов: 57\n«Красные»: сделано выстрелов: 0, попаданий: 0; потоплено кораблей противника: 0 из 5; осталось выстрелов: 60\n');
  });

  it('en and pl, and typed in the Russian layout; the help lists it', async () => {
    const dir = await fresh('statki', 'Ala,Tomek');
    const pl = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'trafiony', 'ile zostało?', 'pomoc', 'quit'].join('\n') + '\n');
    expect(pl.stdout).toContain('pola> ile zostało?\n„Gracz 1” (Ala): oddane strzały: 1, trafienia: 1; zatopione statki przeciwnika: 0 z 10\n„Gracz 2” (Tomek): oddane strzały: 0, trafienia: 0; zatopione statki przeciwnika: 0 z 10\n');
    expect(pl.stdout).toContain('\nstan albo score — ');
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['score', 'ысщку', 'help', 'quit'].join('\n') + '\n');
    const said = 'blue (Ala): shots fired: 1, hits: 1; enemy ships sunk: 0 of 10\nred (Tomek): shots fired: 0, hits: 0; enemy ships sunk: 0 of 10\n';
    expect(en.stdout).toContain(`cells> score\n${said}`);
    expect(en.stdout).toContain(`cells> ысщку\n${said}`);
    expect(en.stdout).toContain('\nscore: the shots fired, hits and enemy ships sunk of each side so far');
  });

  it('pl: at the game over prompt (examples/statki.yaml, ala sank all ten), which names it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-score-'));
    await copyFile(join('examples', 'statki.yaml'), join(dir, 'g.yaml'));
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'stan\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(', „stan” — stan gry, „koniec” — wyjść\nkoniec> stan\n„ala”: oddane strzały: ');
    expect(r.stdout).toMatch(/\n„ala”: [^\n]*; zatopione statki przeciwnika: 10 z 10\n„tomek”: [^\n]*; zatopione statki przeciwnika: \d z 10\n/u);
    expect(r.stdout).not.toContain('to nie „cofnij”');
  });

  it('who is winning, how many ships left: asked so, in each language', async () => {
    const dir = await fresh('statki', 'Ala,Tomek');
    const pl = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'kto wygrywa?', 'pudło', 'ile statków zostało', 'quit'].join('\n') + '\n');
    expect(pl.stdout).toContain('wynik> kto wygrywa?\n„Gracz 1” (Ala): oddane strzały: 0,');
    expect(pl.stdout).toContain('pola> ile statków zostało\n„Gracz 1” (Ala): oddane strzały: 1,');
    expect(pl.stdout).not.toContain('announcement-unknown-word');
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ["Who's winning?", 'how many ships left?', 'quit'].join('\n') + '\n');
    expect(en.stdout).toContain("cells> Who's winning?\nblue (Ala): shots fired: 1,");
    expect(en.stdout).toContain('cells> how many ships left?\nblue (Ala): shots fired: 1,');
    const ruDir = await fresh('morskoy-boy');
    const ru = await runSalvo(ruDir, ['play', 'g.yaml', '--no-charts'], ['кто выигрывает?', 'Сколько кораблей осталось?', 'quit'].join('\n') + '\n');
    expect(ru.stdout).toContain('клетки> кто выигрывает?\n«Первый игрок»: сделано выстрелов: 0,');
    expect(ru.stdout).toContain('клетки> Сколько кораблей осталось?\n«Первый игрок»: сделано выстрелов: 0,');
  });
});
