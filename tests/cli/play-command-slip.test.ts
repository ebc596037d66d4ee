/**
 * `salvo play`: a command word typed with a slip at the cells prompt (`отмнеа`, `карта`, `undoo`,
 * `cofnji`, `shwo`): still said not to be a cell, and now the command it is one slip from said
 * after, in the game's language. Nothing said where the word is not typed alone, reads as a cell
 * of the board, has digits (a cell mistyped), or is more than one slip from every command.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-command-slip-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a command word one slip away, at the cells prompt', () => {
  it('at a Russian table: отмнеа, карта, undoo, shwo are told the command meant, in Russian', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['отмнеа', 'карта', 'undoo', 'shwo', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const board = '(столбцы А–И, К, строки 1–10)';
    expect(r.stdout).toContain(`клетки> отмнеа\nошибка cell-unreadable: «отмнеа» — не клетка этого поля ${board}; может быть, это команда отмена?\n`);
    expect(r.stdout).toContain(`клетки> карта\nошибка cell-unreadable: «карта» — не клетка этого поля ${board}; может быть, это команда карты?\n`);
    expect(r.stdout).toContain(`клетки> undoo\nошибка cell-unreadable: «undoo» — не клетка этого поля ${board}; может быть, это команда undo?\n`);
    expect(r.stdout).toContain(`клетки> shwo\nошибка cell-unreadable: «shwo» — не клетка этого поля ${board}; может быть, это команда show?\n`);
    // Nothing was fired: the record is as it was.
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).not.toContain('salvos:\n  -');
  });

  it('at a Polish table: cofnji and pomc, in Polish', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['cofnji', 'pomc', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('pola> cofnji\nbłąd cell-unreadable: „cofnji” to nie pole tej planszy (kolumny A–J, wiersze 1–10); czy chodziło o polecenie cofnij?\n');
    expect(r.stdout).toContain('pola> pomc\nbłąd cell-unreadable: „pomc” to nie pole tej planszy (kolumny A–J, wiersze 1–10); czy chodziło o polecenie pomoc?\n');
  });

  it('in English: undoo, shwo and quti, after the referee\'s message', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['undoo', 'Shwo.', 'quti', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const said = (w: string, command: string) =>
      `cells> ${w}\nerror cell-unreadable: "${w}" is not a cell of this board (columns A–J, rows 1–10) (write a cell such as A1); did you mean the command ${command}?\n`;
    expect(r.stdout).toContain(said('undoo', 'undo'));
    expect(r.stdout).toContain(said('Shwo.', 'show'));
    expect(r.stdout).toContain(said('quti', 'quit'));
  });

  it('an English command typed with the keyboard left in the Russian layout, with a slip: гтвщщ is undo, рудзз help, йгшее quit', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['гтвщщ', 'рудзз', 'йгшее', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> гтвщщ\nerror cell-unreadable: "гтвщщ" is not a cell of this board (columns A–J, rows 1–10) (write a cell such as A1); did you mean the command undo?\n');
    expect(r.stdout).toContain('cells> рудзз\nerror cell-unreadable: "рудзз" is not a cell of this board (columns A–J, rows 1–10) (write a cell such as A1); did you mean the command help?\n');
    expect(r.stdout).toContain('cells> йгшее\nerror cell-unreadable: "йгшее" is not a cell of this board (columns A–J, rows 1–10) (write a cell such as A1); did you mean the command quit?\n');
  });
});

describe('no command said where none is meant', () => {
  it('a cell off the board, a word beside cells, a word two slips away, and commands typed right', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['к11', 'а1 undoo', 'unduu', 'und0', 'а1', 'мимо', 'отмена', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('команда');
    expect(r.stdout).toContain('клетки> к11\nошибка cell-off-board: «к11» — клетка за пределами поля (столбцы А–И, К, строки 1–10)\n');
    expect(r.stdout).toContain('клетки> а1 undoo\nошибка cell-unreadable: «undoo» — не клетка этого поля (столбцы А–И, К, строки 1–10)\n');
    expect(r.stdout).toContain('клетки> unduu\nошибка cell-unreadable: «unduu» — не клетка этого поля (столбцы А–И, К, строки 1–10)\n');
    // und0 is shaped as a cell (a column, then a row): a cell mistyped, not a command.
    expect(r.stdout).toContain('клетки> und0\nошибка cell-off-board: «und0» — клетка за пределами поля (столбцы А–И, К, строки 1–10)\n');
    // A cell is a cell, and отмена typed right still takes back the shot.
    expect(r.stdout).toContain('клетки> отмена\nубран выстрел 1: Коля: А1 -> мимо\n');
  });
});
