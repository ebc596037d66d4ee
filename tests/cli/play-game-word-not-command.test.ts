/**
 * `salvo play`: a word of the game typed alone at the cells prompt (`ship`, `shot`, `корабль`,
 * `выстрел`, `statek`, `strzał`) is no command: it is not guessed as the command one letter away
 * (`ship` was "did you mean the command skip?", `shot` "show?"), nor taken for an announcement
 * (`корабль` and `statek`, words the announcements pass over, read as none); the prompt says it
 * is no cell, nor a command, and what to type, in the game's language. Nothing is recorded.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-game-word-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a word of the game typed alone at the cells prompt', () => {
  it('in English: ship, shot and Ships. are told what the prompt takes, no command guessed', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['ship', 'shot', 'Ships.', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('did you mean the command');
    for (const w of ['ship', 'shot', 'Ships.']) {
      // The English heading (`shot 2: …`) is not one answerTo stops at: the answer is its first line.
      expect(answerTo(r.stdout, w)[0]).toBe(
        `error cell-unreadable: "${w}" is not a cell of this board (columns A–J, rows 1–10) (write a cell such as A1); nor is it a command: type the cells fired, or help for the commands`,
      );
    }
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).not.toContain('salvos:\n  -');
  });

  it('at a Russian table: корабль is no announcement, выстрел and залп no command, said in Russian', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['корабль', 'выстрел', 'залп', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('это ответ');
    for (const w of ['корабль', 'выстрел', 'залп']) {
      expect(answerTo(r.stdout, w)).toEqual([
        `ошибка cell-unreadable: «${w}» — не клетка этого поля (столбцы А–И, К, строки 1–10); и не команда: наберите клетки выстрела (например, А1) или help — список команд`,
      ]);
    }
  });

  it('at a Polish table: statek is no announcement, strzał no command, said in Polish', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['statek', 'strzał', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('to wynik');
    for (const w of ['statek', 'strzał']) {
      expect(answerTo(r.stdout, w)).toEqual([
        `błąd cell-unreadable: „${w}” to nie pole tej planszy (kolumny A–J, wiersze 1–10); to też nie polecenie: wpisz ostrzelane pola (np. A1) albo help — lista poleceń`,
      ]);
    }
  });

  it('an announcement naming the ship (корабль убит) is still one, and a command slip still guessed (карта)', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['корабль убит', 'карта', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'корабль убит')).toEqual(['«корабль убит» — это ответ, а не клетки: сначала наберите клетки выстрела (например, А1), потом ответ на запрос «ответ>»']);
    expect(answerTo(r.stdout, 'карта')[0]).toMatch(/; может быть, это команда карты\?$/u);
  });
});
