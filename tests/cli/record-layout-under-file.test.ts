/**
 * A game record or a layout file whose path goes through a file as if it were a folder
 * (`salvo check notes.txt/g.yaml`, `salvo fleet check jutland notes.txt/x.yaml`) says that
 * notes.txt is a file, not a folder, as a variant file's path and a file to write there (-o) do:
 * "no such file" alone sent the user to look for a folder notes.txt, and a layout's said "run
 * 'salvo variants'", the advice for a variant. In Russian and Polish with --lang, in English with
 * --json; exit 1.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-under-file-'));
  await writeFile(join(dir, 'notes.txt'), 'hi\n');
});

describe('a record or a layout under a file taken for a folder', () => {
  it('a record: every command that reads one says notes.txt is a file, not a folder', async () => {
    const notes = join(dir, 'notes.txt');
    for (const ref of ['notes.txt/g.yaml', 'notes.txt/sub/g.yaml']) {
      const message = `${notes} is a file, not a folder: there is no game record ${ref} (looked for ${join(dir, ref)})`;
      for (const args of [['check', ref], ['infer', ref], ['record', ref, 'blue', 'A1', '-r', 'miss'], ['show', ref]]) {
        const r = await runSalvo(dir, args);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stderr.split('\n')[0], args.join(' ')).toBe(`${ref}: error no-such-file: ${message} (check the path)`);
        expect(r.stderr, args.join(' ')).not.toContain('salvo new');
      }
      const json = await runSalvo(dir, ['check', ref, '--json']);
      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout) as { ok: boolean; violations: Diagnostic[] };
      expect(report.ok).toBe(false);
      expect(report.violations.map((d) => [d.code, d.message, d.suggestion, d.file])).toEqual([['no-such-file', message, 'check the path', ref]]);
    }
    const ru = await runSalvo(dir, ['check', 'notes.txt/g.yaml', '--lang', 'ru']);
    expect(ru.stderr).toBe(`notes.txt/g.yaml: ошибка no-such-file: ${notes} — файл, а не папка: записи партии notes.txt/g.yaml нет (искали ${join(dir, 'notes.txt/g.yaml')}) (проверьте путь)\n`);
    const pl = await runSalvo(dir, ['check', 'notes.txt/g.yaml', '--lang', 'pl']);
    expect(pl.stderr).toBe(`notes.txt/g.yaml: błąd no-such-file: ${notes} to plik, a nie folder: nie ma zapisu gry notes.txt/g.yaml (szukano ${join(dir, 'notes.txt/g.yaml')}) (sprawdź ścieżkę)\n`);
  });

  it('a layout: fleet check says notes.txt is a file, not a folder, not "run salvo variants"', async () => {
    const notes = join(dir, 'notes.txt');
    for (const ref of ['notes.txt/x.yaml', 'notes.txt/sub/x.yaml']) {
      const message = `${notes} is a file, not a folder: there is no layout file ${ref} (looked for ${join(dir, ref)})`;
      const r = await runSalvo(dir, ['fleet', 'check', 'jutland', ref]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`${ref}: error no-such-file: ${message} (check the path)\n`);
      const json = await runSalvo(dir, ['fleet', 'check', 'jutland', ref, '--json']);
      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout) as { ok: boolean; violations: Diagnostic[] };
      expect(report.violations.map((d) => [d.code, d.message, d.suggestion, d.file])).toEqual([['no-such-file', message, 'check the path', ref]]);
    }
    const ru = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'notes.txt/x.yaml', '--lang', 'ru']);
    expect(ru.stderr).toBe(`notes.txt/x.yaml: ошибка no-such-file: ${notes} — файл, а не папка: файла расстановки notes.txt/x.yaml нет (искали ${join(dir, 'notes.txt/x.yaml')}) (проверьте путь)\n`);
    // A layout simply not there keeps its advice: how to draw one.
    const missing = await runSalvo(dir, ['fleet', 'check', 'jutland', 'none.yaml']);
    expect(missing.stderr).toContain("draw a layout with 'salvo fleet random jutland > none.yaml'");
  });

  it("a record's variant path through a file: said at the record's variant line, not as the record not there", async () => {
    const notes = join(dir, 'notes.txt');
    await writeFile(join(dir, 'nv.yaml'), 'variant: notes.txt/v.yaml\nsides:\n  blue:\n  red:\nsalvos: []\n');
    const looked = join(dir, 'notes.txt/v.yaml');
    const r = await runSalvo(dir, ['check', 'nv.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`nv.yaml:1:10: error unknown-variant: ${notes} is a file, not a folder: there is no variant file "notes.txt/v.yaml" (looked for ${looked}; a path is relative to the record's folder) (correct the path, or name a template ('salvo variants' lists them))\n`);
    expect(r.stdout + r.stderr).not.toContain('no game record');
    const ru = await runSalvo(dir, ['check', 'nv.yaml', '--lang', 'ru']);
    expect(ru.stderr).toBe(`nv.yaml:1:10: ошибка unknown-variant: ${notes} — файл, а не папка: нет файла варианта «notes.txt/v.yaml» (искали ${looked}; путь отсчитывается от папки записи) (исправьте путь или назовите шаблон (их перечисляет 'salvo variants'))\n`);
    // A folder not there keeps its words.
    await writeFile(join(dir, 'nv2.yaml'), 'variant: nothere/v.yaml\nsides:\n  blue:\n  red:\nsalvos: []\n');
    const plain = await runSalvo(dir, ['check', 'nv2.yaml']);
    expect(plain.stderr).toContain(`error unknown-variant: there is no variant file "nothere/v.yaml" (looked for ${join(dir, 'nothere/v.yaml')};`);
  });
});
