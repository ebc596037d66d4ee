/**
 * A cell typed at `salvo play`'s prompt that may be either of two cells (`Й1` on a board lettered
 * without Й: К1 counted on, or И1 with a breve added) is said with the two joined in the session's
 * own words, never with the English "or" the referee's suggestion carries.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-cell-meant-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a cell that may be either of two', () => {
  it('is asked about with «или» in Russian (Морской бой, Й1)', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['Й1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const said = r.stdout.split('\n').find((l) => l.startsWith('ошибка cell-off-board'));
    expect(said).toBe('ошибка cell-off-board: «Й1» — клетка за пределами поля (столбцы А–И, К, строки 1–10); может быть, К1 или И1?');
    expect(r.stdout).not.toMatch(/\bor\b/u);
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toMatch(/salvos: \[\]\n$/u);
  });

  it('is asked about with «или» on a board of small letters too (Перельман, й10)', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 й10 в3', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('«й10» — клетка за пределами поля (столбцы а–и, к, строки 1–10); может быть, к10 или и10?');
    expect(r.stdout).not.toMatch(/\bor\b/u);
  });

  it('a cell that may be one cell only is taken as that one, and said back (its labels turned: play-labels-turned)', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['1А', 'quit'].join('\n'));
    expect(r.stdout).toContain('прочитано: «1А» как А1');
    expect(r.stdout).toContain('записан выстрел 1: Петя: А1');
    expect(r.stdout).not.toContain('cell-unreadable');
  });
});
