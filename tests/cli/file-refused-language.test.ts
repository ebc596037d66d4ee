/**
 * The errors main says itself of a file the system refused (no-such-file, not-a-file,
 * no-permission, file-error) are said in the command's language where --lang gives it, in
 * Russian and Polish as in English; asked for JSON, in English, as the JSON is.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { asWrite } from '../../src/cli/errors.js';
import { exitCodeFor } from '../../src/cli/main.js';
import { runSalvo } from '../helpers/cli.js';

/** A refusal as Node gives one: its code, the call and the path. */
function refusal(code: string, syscall: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });
}

function said(e: unknown, lang: string | undefined, json = false): { code: number; stderr: string; stdout: string } {
  const m = memoryIO();
  const code = exitCodeFor(e, m.io, json, lang);
  return { code, stderr: m.stderr, stdout: m.stdout };
}

describe("main's own file errors in the command's language", () => {
  const here = process.cwd();
  const cases: [NodeJS.ErrnoException, string, string, string][] = [
    [refusal('ENOENT', 'open', join(here, 'gone.yaml')), `${here}/gone.yaml: error no-such-file: no such file: ${here}/gone.yaml (check the path, or run 'salvo variants' for the built-in templates)\n`, `${here}/gone.yaml: ошибка no-such-file: нет такого файла: ${here}/gone.yaml (проверьте путь или посмотрите встроенные шаблоны: 'salvo variants')\n`, `${here}/gone.yaml: błąd no-such-file: nie ma takiego pliku: ${here}/gone.yaml (sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants')\n`],
    [refusal('ENOENT', 'open', '/no-such-folder-here/pad.pdf'), '/no-such-folder-here/pad.pdf: error no-such-file: no such file: /no-such-folder-here/pad.pdf: there is no folder /no-such-folder-here (check the path; to write a file there, create the folder first)\n', '/no-such-folder-here/pad.pdf: ошибка no-such-file: нет такого файла: /no-such-folder-here/pad.pdf: нет папки /no-such-folder-here (проверьте путь; чтобы записать туда файл, сначала создайте папку)\n', '/no-such-folder-here/pad.pdf: błąd no-such-file: nie ma takiego pliku: /no-such-folder-here/pad.pdf: nie ma folderu /no-such-folder-here (sprawdź ścieżkę; aby zapisać tam plik, najpierw utwórz folder)\n'],
    [refusal('EISDIR', 'open', '/tmp'), "/tmp: error not-a-file: /tmp is a folder, where a file was wanted (give a file's path)\n", '/tmp: ошибка not-a-file: /tmp — папка, а нужен файл (укажите путь к файлу)\n', '/tmp: błąd not-a-file: /tmp to folder, a potrzebny jest plik (podaj ścieżkę do pliku)\n'],
    [refusal('EACCES', 'open', '/root/g.yaml'), "/root/g.yaml: error no-permission: no permission to use /root/g.yaml (check the file's permissions)\n", '/root/g.yaml: ошибка no-permission: нет доступа к /root/g.yaml (проверьте права доступа к файлу)\n', '/root/g.yaml: błąd no-permission: brak uprawnień do /root/g.yaml (sprawdź uprawnienia pliku)\n'],
    [refusal('EROFS', 'open', '/mnt/pad.pdf'), '/mnt/pad.pdf: error file-error: cannot use /mnt/pad.pdf: the file system is read-only (write the file elsewhere)\n', '/mnt/pad.pdf: ошибка file-error: не удаётся использовать /mnt/pad.pdf: файловая система доступна только для чтения (запишите файл в другое место)\n', '/mnt/pad.pdf: błąd file-error: nie można użyć /mnt/pad.pdf: system plików jest tylko do odczytu (zapisz plik w innym miejscu)\n'],
    [refusal('EXDEV', 'rename', '/mnt/pad.pdf'), '/mnt/pad.pdf: error file-error: cannot use /mnt/pad.pdf: the system refused it (EXDEV) (check the path and the disk, and try again)\n', '/mnt/pad.pdf: ошибка file-error: не удаётся использовать /mnt/pad.pdf: система отказала (EXDEV) (проверьте путь и диск и попробуйте снова)\n', '/mnt/pad.pdf: błąd file-error: nie można użyć /mnt/pad.pdf: system odmówił (EXDEV) (sprawdź ścieżkę i dysk, i spróbuj ponownie)\n'],
  ];

  it('says each in English without --lang (as before), in Russian with --lang ru, in Polish with --lang pl-PL', () => {
    for (const [e, en, ru, pl] of cases) {
      expect(said(e, undefined), e.code).toEqual({ code: 1, stderr: en, stdout: '' });
      expect(said(e, 'en'), e.code).toEqual({ code: 1, stderr: en, stdout: '' });
      expect(said(e, 'ru'), e.code).toEqual({ code: 1, stderr: ru, stdout: '' });
      expect(said(e, 'pl-PL'), e.code).toEqual({ code: 1, stderr: pl, stdout: '' });
    }
  });

  it('keeps English with --json, the JSON and the line on standard error', () => {
    const r = said(refusal('EACCES', 'open', '/root/g.yaml'), 'ru', true);
    expect(r.stderr).toBe("/root/g.yaml: error no-permission: no permission to use /root/g.yaml (check the file's permissions)\n");
    const json = JSON.parse(r.stdout) as { violations: { code: string; message: string; suggestion: string }[] };
    expect(json.violations).toEqual([{ severity: 'error', code: 'no-permission', message: 'no permission to use /root/g.yaml', suggestion: "check the file's permissions", file: '/root/g.yaml' }]);
  });

  it.runIf(existsSync('/dev/full'))('pad -o /dev/full --lang ru / pl says the disk is full in that language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-full-lang-'));
    const ru = await runSalvo(dir, ['pad', 'morskoy-boy', '-o', '/dev/full', '--force', '--lang', 'ru']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe('/dev/full: ошибка file-error: не удаётся использовать /dev/full: диск заполнен (освободите место или запишите файл в другое место)\n');
    const pl = await runSalvo(dir, ['pad', 'statki', '-o', '/dev/full', '--force', '--lang=pl']);
    expect(pl.code).toBe(1);
    expect(pl.stderr).toBe('/dev/full: błąd file-error: nie można użyć /dev/full: dysk jest pełny (zwolnij miejsce albo zapisz plik w innym miejscu)\n');
  });

  it('a file to write that the system would not make in a folder that is there: advice about the path written to, not the built-in templates', () => {
    const e = asWrite(refusal('ENOENT', 'open', join(here, 'pad.pdf')));
    const en = said(e, undefined);
    expect(en).toEqual({ code: 1, stderr: `${here}/pad.pdf: error file-error: cannot write ${here}/pad.pdf: the system would not make a file there (no such file) (check the path, or write the file elsewhere)\n`, stdout: '' });
    expect(said(e, 'ru').stderr).toBe(`${here}/pad.pdf: ошибка file-error: не удаётся записать ${here}/pad.pdf: система не даёт создать там файл (нет такого файла) (проверьте путь или запишите файл в другое место)\n`);
    expect(said(e, 'pl').stderr).toBe(`${here}/pad.pdf: błąd file-error: nie można zapisać ${here}/pad.pdf: system nie pozwala utworzyć tam pliku (nie ma takiego pliku) (sprawdź ścieżkę albo zapisz plik w innym miejscu)\n`);
    // The same refusal of a file to read keeps its advice.
    expect(said(refusal('ENOENT', 'open', join(here, 'pad.pdf')), undefined).stderr).toContain("run 'salvo variants'");
  });

  it.runIf(existsSync('/proc/self'))('pad, new, init and variant schema -o /proc/x say the file cannot be written there, not "run salvo variants"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-proc-'));
    for (const args of [['pad', 'jutland', '-o', '/proc/x.pdf'], ['new', 'jutland', '-o', '/proc/g.yaml'], ['init', 'jutland', '-o', '/proc/v.yaml'], ['variant', 'schema', '-o', '/proc/s.json']]) {
      const r = await runSalvo(dir, args);
      const file = args[args.length - 1]!;
      expect(r.code, args[0]).toBe(1);
      expect(r.stderr, args[0]).toBe(`${file}: error file-error: cannot write ${file}: the system would not make a file there (no such file) (check the path, or write the file elsewhere)\n`);
    }
  });
});
