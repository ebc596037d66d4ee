/**
 * `salvo play`: a salvo saved without its announcement as a session ended carries play's note
 * saying so; asked for it in a later session, `later` (`skip`, `потом`, `później`) leaves it
 * without, and its note now says it was left for later (before: still "announcement not
 * recorded (the session ended)", as if nobody had been asked), the rest of the note kept. Given
 * its announcement afterwards, the note goes as before (en/ru/pl).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-later-note-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('later on a result still owed: the note says it was left for later', () => {
  it('ru (Морской бой), the last shot: потом, then given', async () => {
    const dir = await fresh('morskoy-boy');
    expect((await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'А1\nquit\n')).code).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- blue: А1\n {4}note: ответ не записан \(игра прервана\)\n$/u);
    const later = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'потом\nquit\n');
    expect(later.code, later.stderr).toBe(0);
    expect(later.stdout).toContain('выстрел 1 оставлен без ответа');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- blue: А1\n {4}note: ответ отложен на потом\n$/u);
    const given = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'result\nмимо\nquit\n');
    expect(given.code, given.stderr).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- blue: А1 -> мимо\n$/u);
  });

  it('en (a Russian record): an earlier shot, skip; what its note kept stays', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-later-note-'));
    const head = `${MORSKOY_HEAD}  - первый: В7\n    note: "ответ не записан (игра прервана); набранный ответ: ранен"\n  - второй: К10 -> мимо\n`;
    await writeFile(join(dir, 'g.yaml'), head);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'skip\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('(result typed: ранен)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(head.replace('ответ не записан (игра прервана)', 'ответ отложен на потом'));
  });

  it('pl (Statki), the last shot: później', async () => {
    const dir = await fresh('statki');
    expect((await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'A1\nquit\n')).code).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- blue: A1\n {4}note: wynik niezapisany \(gra przerwana\)\n$/u);
    const later = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'później\nquit\n');
    expect(later.code, later.stderr).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- blue: A1\n {4}note: wynik odłożony na później\n$/u);
  });

  it('en record: later, written in English', async () => {
    const dir = await fresh('statki');
    const file = join(dir, 'g.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('variant: statki\n', 'variant: statki\nlanguage: en\n'));
    expect((await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'A1\nquit\n')).code).toBe(0);
    expect(await readFile(file, 'utf8')).toContain('note: announcement not recorded (the session ended)\n');
    expect((await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'later\nquit\n')).code).toBe(0);
    expect(await readFile(file, 'utf8')).toMatch(/ {2}- blue: A1\n {4}note: announcement left for later\n$/u);
  });
});
