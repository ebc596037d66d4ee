/**
 * `salvo play`: a line of two words or more at the cells prompt, none of them a cell (`what did i
 * hit`, `undo last`, `отмена последнего`, `co tam`), is said once to hold no cell,
 * with what to type, and, where its first word is a command, that the command is typed alone;
 * before, each word was said not to be a cell, a line of errors a word. A line with a cell in it
 * (`а1 undoo`) still has its words said one by one; nothing is recorded.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string, players: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-words-no-cell-'));
  expect((await runSalvo(dir, ['new', variant, '--players', players, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('a line of words with no cell, said once', () => {
  it('in English: a question the game does not answer, and a command with a word after it', async () => {
    const dir = await fresh('classic-salvo', 'Sam,Priya');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['what did i hit', 'undo last', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'cells> what did i hit\nerror cell-unreadable: "what did i hit" holds no cell of this board (columns A–J, rows 1–10): type the cells fired (e.g. A1), or help for the commands\nsalvo 1: ',
    );
    expect(r.stdout).toContain(
      'cells> undo last\nerror cell-unreadable: "undo last" holds no cell of this board (columns A–J, rows 1–10): type the cells fired (e.g. A1), or help for the commands; undo is a command: type it alone\n',
    );
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).not.toContain('salvos:\n  -');
  });

  it('in Russian and Polish', async () => {
    const ru = await fresh('morskoy-boy', 'Коля,Оля');
    const r = await runSalvo(ru, ['play', 'g.yaml', '--no-charts'], ['отмена последнего', 'а1 undoo', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'отмена последнего')).toEqual([
      'ошибка cell-unreadable: в «отмена последнего» нет клеток этого поля (столбцы А–И, К, строки 1–10): наберите клетки выстрела (например, А1) или help — список команд; отмена — команда: наберите её отдельно',
    ]);
    // A cell among the words: each word not a cell said, as before.
    expect(answerTo(r.stdout, 'а1 undoo')[0]).toBe('ошибка cell-unreadable: «undoo» — не клетка этого поля (столбцы А–И, К, строки 1–10)');
    const pl = await fresh('statki', 'Ala,Tomek');
    const p = await runSalvo(pl, ['play', 'g.yaml', '--no-charts'], ['co tam', 'cofnij ostatni', 'quit'].join('\n') + '\n');
    expect(answerTo(p.stdout, 'co tam')).toEqual(['błąd cell-unreadable: w „co tam” nie ma pól tej planszy (kolumny A–J, wiersze 1–10): wpisz ostrzelane pola (np. A1) albo help — lista poleceń']);
    expect(answerTo(p.stdout, 'cofnij ostatni')).toEqual([
      'błąd cell-unreadable: w „cofnij ostatni” nie ma pól tej planszy (kolumny A–J, wiersze 1–10): wpisz ostrzelane pola (np. A1) albo help — lista poleceń; cofnij to polecenie: wpisz je samo',
    ]);
  });
});
