/**
 * `salvo play`: a question of two words or more typed with a slip (`whos trun`, `whats lfet`,
 * `chей ход` begun in Latin letters, `czyj rucх` ended with a Cyrillic х, `ile zosatło`) is
 * answered, as the question typed right is: matched a word at a time, with the slips a command
 * typed alone is told (a letter wrong, missing, added or two swapped, in a word of four letters
 * or more; a letter in the other alphabet). Before, each of its words was said not to be a cell.
 * A short word with a slip (`чей хдо`) is not taken for the question, and a word typed alone with
 * a slip (`trun`) is still told the command meant.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-question-slips-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a question typed with a slip is answered', () => {
  it('in English, at the cells prompt and at the result prompt', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['whos trun', 'whats lfet', 'A1', 'whose tunr?', 'miss', 'trun', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('"whos" is not a cell');
    expect(r.stdout).toContain('cells> whos trun\nnow: shot 1: blue, its shot 1\n');
    expect(r.stdout).toContain('cells> whats lfet\nblue: shots fired: 0, hits: 0; enemy ships sunk: 0 of 5\nred: shots fired: 0, hits: 0; enemy ships sunk: 0 of 5\n');
    // At the result prompt, it is answered with what the prompt waits for, and the shot is still asked about.
    expect(r.stdout).toContain('result> whose tunr?\nnow: type what red announced\nresult> miss\nsaved shot 1: blue: A1 -> miss\n');
    // One word with a slip: still told the command meant, not answered.
    expect(answerTo(r.stdout, 'trun')[0]).toMatch(/"trun" is not a cell of this board .*; did you mean the command turn\?$/u);
  });

  it('at a Russian table: chей ход and скольо осталось; not чей хдо', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['chей ход', 'скольо осталось', 'чей хдо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'chей ход')).toEqual(['сейчас: выстрел 1: сторона «Первый игрок» (Коля), её выстрел № 1']);
    expect(answerTo(r.stdout, 'скольо осталось')).toEqual([
      '«Первый игрок» (Коля): сделано выстрелов: 0, попаданий: 0; потоплено кораблей противника: 0 из 10',
      '«Второй игрок» (Оля): сделано выстрелов: 0, попаданий: 0; потоплено кораблей противника: 0 из 10',
    ]);
    // хдо, of three letters, with a slip: not read as ход (said to hold no cell, as any line of words is).
    expect(answerTo(r.stdout, 'чей хдо')).toEqual([
      'ошибка cell-unreadable: в «чей хдо» нет клеток этого поля (столбцы А–И, К, строки 1–10): наберите клетки выстрела (например, А1) или help — список команд',
    ]);
  });

  it('at a Polish table: czyj ruch, czyj rucх (a Cyrillic х) and ile zosatło', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['czyj ruch', 'czyj ruc\u0445', 'ile zosatło', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const turn = ['teraz: strzał 1: strona „Gracz 1” (Ala), jej strzał nr 1'];
    expect(answerTo(r.stdout, 'czyj ruch')).toEqual(turn);
    expect(answerTo(r.stdout, 'czyj ruc\u0445')).toEqual(turn);
    expect(answerTo(r.stdout, 'ile zosatło')).toEqual([
      '„Gracz 1” (Ala): oddane strzały: 0, trafienia: 0; zatopione statki przeciwnika: 0 z 10',
      '„Gracz 2” (Tomek): oddane strzały: 0, trafienia: 0; zatopione statki przeciwnika: 0 z 10',
    ]);
  });
});
