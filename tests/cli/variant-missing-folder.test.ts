/**
 * A variant file in a folder that is not there is a file not there: the commands that read a
 * variant (`count`, `simulate`, `fleet check`, `variant show`, `pad`) said `there is no folder …
 * (check the path; to write a file there, create the folder first)`, the advice for a file to
 * write, in the text and in `--json`'s suggestion. A file to write into a missing folder keeps it.
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { runSalvo } from '../helpers/cli.js';

describe('a variant file in a folder that is not there', () => {
  it('is a file not there, to check the path of, in the text and in --json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-folder-'));
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\n');
    const looked = join(dir, 'no', 'such.yaml');
    const message = `no such file: there is no variant file no/such.yaml (looked for ${looked})`;
    const line = `no/such.yaml: error no-such-file: ${message} (check the path, or run 'salvo variants' for the built-in templates)\n`;
    const runs = [
      ['count', 'no/such.yaml'],
      ['simulate', 'no/such.yaml', '--games', '1'],
      ['fleet', 'check', 'no/such.yaml', 'f.yaml'],
      ['variant', 'show', 'no/such.yaml'],
      ['pad', 'no/such.yaml', '-o', '-'],
    ];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toBe(line);
    }
    for (const args of runs.slice(0, 3)) {
      const r = await runSalvo(dir, [...args, '--json']);
      expect(r.code, args.join(' ')).toBe(1);
      const json = JSON.parse(r.stdout) as { ok: boolean; violations: Diagnostic[] };
      expect(json.ok).toBe(false);
      // The path as typed, as check --json gives a record's, and as --lang ru --json gave it.
      expect(json.violations.map((d) => [d.code, d.message, d.suggestion, d.file])).toEqual([['no-such-file', message, "check the path, or run 'salvo variants' for the built-in templates", 'no/such.yaml']]);
      const ru = JSON.parse((await runSalvo(dir, [...args, '--json', '--lang', 'ru'])).stdout) as { violations: Diagnostic[] };
      expect(ru.violations).toEqual(json.violations);
    }
    // Nothing was written, no folder made.
    expect((await readdir(dir)).sort()).toEqual(['f.yaml']);
  });

  it('under a file taken for a folder says that file is no folder, as a file to write there does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-folder-'));
    await writeFile(join(dir, 'notes.txt'), 'hi\n');
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\n');
    for (const ref of ['notes.txt/v.yaml', 'notes.txt/sub/v.yaml']) {
      const looked = join(dir, ref);
      const message = `${join(dir, 'notes.txt')} is a file, not a folder: there is no variant file ${ref} (looked for ${looked})`;
      const line = `${ref}: error no-such-file: ${message} (check the path, or run 'salvo variants' for the built-in templates)\n`;
      for (const args of [['pad', ref, '-o', '-'], ['count', ref], ['variant', 'show', ref], ['fleet', 'check', ref, 'f.yaml']]) {
        const r = await runSalvo(dir, args);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stderr, args.join(' ')).toBe(line);
      }
      const check = await runSalvo(dir, ['variant', 'check', ref]);
      expect(check.code).toBe(1);
      expect(check.stdout + check.stderr).toContain(`${ref}: error no-such-file: ${message}`);
      const ru = await runSalvo(dir, ['pad', ref, '-o', '-', '--lang', 'ru']);
      expect(ru.stderr).toBe(`${ref}: ошибка no-such-file: ${join(dir, 'notes.txt')} — файл, а не папка: файла варианта ${ref} нет (искали ${looked}) (проверьте путь или посмотрите встроенные шаблоны: 'salvo variants')\n`);
    }
    expect((await readdir(dir)).sort()).toEqual(['f.yaml', 'notes.txt']);
  });

  it('is still told apart from a file to write into a folder that is not there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-folder-'));
    const r = await runSalvo(dir, ['new', 'jutland', '-o', 'no/game.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`no/game.yaml: error output-folder: there is no folder ${join(dir, 'no')} to write no/game.yaml in (create the folder first, or write the file elsewhere)\n`);
  });
});
