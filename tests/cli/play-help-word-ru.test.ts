/**
 * `salvo play` in Russian calls its help справка everywhere a player reads it: the start line
 * (`Наберите справка (или help), чтобы увидеть команды.`), the commands its help lists (`справка или help`) and `play --help`
 * (`Наберите там справка (или help)`); before, the start line said справка and the other two
 * помощь. справка, typed, shows the help (помощь still does too; подсказка is the hint).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('play in Russian names its help справка', () => {
  it('the start line, the commands listed and play --help name the same word, and it works', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-help-word-'));
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'g.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'справка\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('. Наберите справка (или help), чтобы увидеть команды.\n');
    const commands = /^Команды: (.*)$/mu.exec(r.stdout)?.[1];
    expect(commands).toContain('справка или help');
    expect(commands).not.toContain('помощь');
    expect(r.stdout).toMatch(/клетки> справка\nНаберите клетки выстрела/u);
    const help = await runSalvo(dir, ['play', '--help', '--lang', 'ru']);
    expect(help.code).toBe(0);
    expect(help.stdout.replace(/\s+/gu, ' ')).toContain('Наберите там справка (или help), чтобы увидеть команды');
    expect(help.stdout).not.toContain('помощь');
  });
});
