/**
 * `salvo play`'s commands typed in the game's language, as players at a Russian or Polish table
 * type them: `помощь`, `отмена`, `выход`; `pomoc`, `cofnij`, `koniec`. Each does what its English
 * command does, never said to be "not a cell" or "not a word of the announcements".
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-command-words-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('commands typed in Russian', () => {
  it('помощь shows the help, отмена takes back the last shot, Выход. ends the session with the file saved', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['помощь', 'а1', 'мимо', 'б2', 'мимо', 'отмена', 'Выход.', 'в3'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(r.stdout).toContain('клетки> помощь\nНаберите клетки выстрела');
    expect(r.stdout).toContain('клетки> отмена\nубран выстрел 2: Оля: Б2 -> мимо\n');
    expect(r.stdout).toContain('клетки> Выход.\nm.yaml сохранён.\n');
    // Nothing after the quit is read: в3 is not fired.
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: А1 -> мимо\n$/u);
  });

  it('at the result prompt, выход keeps the cells without their result, as quit does', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'выход'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('announcement-unknown-word');
    expect(r.stdout).toContain('ответ> выход\nзаписан залп 1: Петя: а1 б2 в3\n');
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('  - blue: а1 б2 в3\n    note: ответ не записан (игра прервана)\n');
  });
});

describe('commands typed in Polish', () => {
  it('pomoc, cofnij at the result prompt and koniec', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['pomoc', 'A1', 'cofnij', 'B2', 'pudło', 'koniec', 'C3'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(r.stdout).not.toContain('announcement-unknown-word');
    expect(r.stdout).toContain('pola> pomoc\nWpisz pola strzału');
    // cofnij at the result prompt takes back the cells, as undo does there.
    expect(r.stdout).toContain('wynik> cofnij\n');
    expect(r.stdout).toContain('zapisano strzał 1: Ala: B2 -> pudło\n');
    expect(r.stdout).toContain('pola> koniec\nzapisano s.yaml.\n');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: B2 -> pudło\n$/u);
  });
});

describe('result typed in the game\'s language, as the result prompt is named', () => {
  it('ответ and wynik at the cells prompt ask again for the announcement left for later, not "not a cell"', async () => {
    for (const [variant, players, cell, later, asked, word, prompt] of [
      ['morskoy-boy', 'Коля,Оля', 'а1', 'потом', 'ответ', 'мимо', 'клетки> ответ\nу выстрела 1 (Коля: А1)'],
      ['statki', 'Ala,Tomek', 'A1', 'później', 'Wynik', 'pudło', 'pola> Wynik\nstrzał 1 (Ala: A1)'],
    ] as const) {
      const file = `${variant}.yaml`;
      expect((await run(['new', variant, '--players', players, '-o', file])).code).toBe(0);
      expect((await run(['play', file, '--no-charts'], `${cell}\nquit\n`)).code).toBe(0);
      const r = await run(['play', file, '--no-charts'], [later, asked, word, 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toContain('cell-unreadable');
      expect(r.stdout).toContain(prompt);
      expect(await readFile(join(dir, file), 'utf8')).toMatch(new RegExp(`salvos:\\n {2}- blue: ${cell.toUpperCase()} -> ${word}\\n$`, 'u'));
    }
  });
});

describe('commands typed with the keyboard left in the Russian layout', () => {
  it('гтвщ is undo, рудз help, ылшз skip, йгше quit, at a Russian and at a Polish table', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'мимо', 'рудз', 'гтвщ', 'йгше', 'б2'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(r.stdout).toContain('клетки> рудз\nНаберите клетки выстрела');
    expect(r.stdout).toContain('клетки> гтвщ\nубран выстрел 1: Коля: А1 -> мимо\n');
    expect(r.stdout).toContain('клетки> йгше\nm.yaml сохранён.\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toMatch(/salvos: \[\]\n$/u);
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['play', 's.yaml', '--no-charts'], ['A1', 'quit'].join('\n'));
    const s = await run(['play', 's.yaml', '--no-charts'], ['ылшз', 'йгше'].join('\n'));
    expect(s.code, s.stderr).toBe(0);
    expect(s.stdout).not.toContain('announcement-unknown-word');
    expect(s.stdout).toContain('wynik> ылшз\nstrzał 1 zostaje bez wyniku');
    // The shot left without its result: its note now says it was left for later (saved).
    expect(s.stdout).toContain('pola> йгше\nzapisano s.yaml.\n');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toContain('wynik odłożony na później');
  });
});
