/**
 * `потом` (`later`, `później`, `skip`) typed at the result prompt of the salvo just called: the
 * cells are saved without their result and left so, as the same word leaves a salvo saved so at
 * the next session's prompt (`result` asks for it again), not refused as a word no announcement
 * has and then kept in the note as the result typed. In a turn of single shots the cells called
 * after it hang on that result: they are taken back, said with their cells.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-later-at-result-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a result left for later at its own prompt', () => {
  it('Perelman, in Russian: saved without it, the game goes on, and `ответ` gives it later', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'потом', 'к1 к2 к3', 'мимо', 'ответ', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('announcement-unknown-word');
    expect(r.stdout).toContain('ответ> потом\nзаписан залп 1: Петя: а1 б2 в3\nзалп 1 оставлен без ответа: наберите «ответ» (или result), чтобы дать его, пока это последний залп\nзалп 2: сторона «Красные» (Вася)');
    expect(r.stdout).toContain('записан залп 1: Петя: а1 б2 в3 -> попаданий нет');
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: а1 б2 в3 -> попаданий нет\n {2}- red: к1 к2 к3 -> попаданий нет\n$/u);
  });

  it('quit after it: the salvo stays without a result, no result typed kept in its note', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'потом', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const text = await readFile(join(dir, 'p.yaml'), 'utf8');
    expect(text).toMatch(/salvos:\n {2}- blue: а1 б2 в3\n$/u);
    expect(text).not.toContain('потом');
  });

  it('Морской бой: a turn typed at once, the cells after the shot left for later taken back, said', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Оля,Дима', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['а1 а2', 'потом', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('> потом\nзаписан выстрел 1: Оля: А1\nвыстрел 1 оставлен без ответа: наберите «ответ» (или result), чтобы дать его, пока это последний выстрел\nклетки отменены: А2\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: А1\n$/u);
  });

  it('Statki, in Polish (później), and in English (later)', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['a1', 'później', 'quit'].join('\n'));
    expect(pl.stdout).toContain('wynik> później\nzapisano strzał 1: Ala: A1\nstrzał 1 zostaje bez wyniku: wpisz „wynik” (albo result), by go podać, dopóki to ostatni strzał\n');
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const en = await run(['play', 'c.yaml', '--no-charts'], ['A1 A2 A3 A4 A5', 'later', 'quit'].join('\n'));
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain('salvo 1 left without its announcement: type "result" to give it while it is the last salvo\n');
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: A1 A2 A3 A4 A5\n$/u);
  });

  it('help says the word, in each language, beside quit at the result prompt', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const ru = await run(['play', 'p.yaml', '--no-charts'], 'help\nquit\n');
    expect(ru.stdout).toContain('«выход» сохраняет клетки без ответа (в следующий раз play сначала спросит его);\nпотом или later сохраняет их без ответа, и игра идёт дальше (ответ или result спросит его снова).\n');
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], 'help\nquit\n');
    expect(pl.stdout).toContain('„koniec” zapisuje pola bez wyniku (następnym razem play najpierw o niego zapyta);\npóźniej albo later zapisuje je bez wyniku i gra toczy się dalej (wynik albo result zapyta o niego znowu).\n');
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const en = await run(['play', 'c.yaml', '--no-charts'], 'help\nquit\n');
    expect(en.stdout).toContain('quit saves the cells without an announcement (the next session asks for it first);\nlater (or skip) saves them without it and the game goes on (result asks for it again).\n');
    // Each word the help names is taken at the result prompt (the cells saved without it, said).
    for (const [file, cells, word, said] of [
      ['p.yaml', 'а1 б2 в3', 'later', 'залп 1 оставлен без ответа'],
      ['c.yaml', 'A1 A2 A3 A4 A5', 'skip', 'salvo 1 left without its announcement'],
    ] as const) {
      const r = await run(['play', file, '--no-charts'], [cells, word, 'quit'].join('\n'));
      expect(r.stdout, word).toContain(said);
    }
  });
});
