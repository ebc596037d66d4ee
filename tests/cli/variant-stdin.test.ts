/**
 * A variant given as `-`, as a script writer who pipes records into `salvo check -` tries for a
 * variant too (`salvo count - < my.yaml`): every command that takes a variant says it is read
 * from a file or a template, not standard input, a usage error (exit 2) on standard error, in
 * --lang's language, and reads nothing from standard input. Before, each said `"-" is neither a
 * built-in template nor a file` (exit 1), which did not say why. A file named `-` is still read
 * as `./-`.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const templates = join(import.meta.dirname, '..', '..', 'templates');
const SAID = "salvo: a variant is not read from standard input: give its file's path (./- for a file named -) or a template id, not - ('salvo variants' lists the templates)\n";

describe('a variant given as -', () => {
  it('is refused by every command taking a variant, exit 2, whatever standard input holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-stdin-'));
    const yaml = await readFile(join(templates, 'classic-1967.yaml'), 'utf8');
    const commands: string[][] = [
      ['count', '-'],
      ['count', '-', '--json'],
      ['pad', '-', '-o', 'x.pdf'],
      ['new', '-'],
      ['init', '-', '-o', 'mine.yaml'],
      ['variant', 'show', '-'],
      ['variant', 'check', '-'],
      ['variant', 'check', 'classic-1967', '-'],
      ['variant', 'check', '-', '--json'],
      ['fleet', 'check', '-', 'f.yaml'],
      ['fleet', 'check', '-', '-'],
      ['fleet', 'random', '-'],
      ['simulate', '-', '--games', '1'],
    ];
    for (const args of commands) {
      for (const input of [yaml, '']) {
        const r = await runSalvo(dir, args, input);
        expect({ args, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ args, code: 2, stdout: '', stderr: SAID });
      }
    }
  });

  it("is said in --lang's language", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-stdin-'));
    const ru = await runSalvo(dir, ['pad', '-', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: вариант не читается со стандартного ввода: укажите путь к его файлу (./- для файла с именем -) или шаблон, а не - (шаблоны перечисляет \'salvo variants\')\n');
    const pl = await runSalvo(dir, ['count', '-', '--lang', 'pl']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toMatch(/^salvo: wariant nie jest czytany ze standardowego wejścia: /u);
  });

  it('a file named - is read as ./-', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-stdin-'));
    await copyFile(join(templates, 'classic-1967.yaml'), join(dir, '-'));
    const r = await runSalvo(dir, ['variant', 'check', './-']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('./-: ok\n');
  });
});
