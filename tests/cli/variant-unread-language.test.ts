/**
 * A variant file that cannot be read said in the language of the command: a path under a file
 * taken for a folder (`notes.txt/mine.yaml`) is a file not there in `pad --lang ru|pl` too, and a
 * YAML syntax error in `variant check` is said in the file's first declared language.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-unread-'));
  await writeFile(join(dir, 'notes.txt'), 'not a folder\n');
  // A mapping closed with text after it, in a file declaring Russian first.
  await writeFile(join(dir, 'broken.yaml'), 'id: my\nlanguages: [ru, en]\nname: {b: 1} x\n');
});

describe('a variant file that cannot be read, in the language of the command', () => {
  it('a path under a file taken for a folder says that file is no folder, in Russian and Polish', async () => {
    const ru = await runSalvo(dir, ['pad', 'notes.txt/mine.yaml', '--lang', 'ru', '-o', '-']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe(
      `notes.txt/mine.yaml: ошибка no-such-file: ${dir}/notes.txt — файл, а не папка: файла варианта notes.txt/mine.yaml нет (искали ${dir}/notes.txt/mine.yaml) (проверьте путь или посмотрите встроенные шаблоны: 'salvo variants')\n`,
    );
    const pl = await runSalvo(dir, ['pad', 'notes.txt/mine.yaml', '--lang', 'pl', '-o', '-']);
    expect(pl.stderr).toBe(
      `notes.txt/mine.yaml: błąd no-such-file: ${dir}/notes.txt to plik, a nie folder: nie ma pliku wariantu notes.txt/mine.yaml (szukano ${dir}/notes.txt/mine.yaml) (sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants')\n`,
    );
  });

  it("variant check says a YAML syntax error in the file's first language", async () => {
    const r = await runSalvo(dir, ['variant', 'check', 'broken.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'broken.yaml:3:12: ошибка yaml-syntax: словарь заканчивается на «}» в столбце 12, но строка идёт дальше: «x» (поместите это внутрь фигурных скобок или уберите)\n1 ошибка в broken.yaml: исправьте строку выше\n',
    );
    const pl = await runSalvo(dir, ['variant', 'check', 'broken.yaml', '--lang', 'pl']);
    expect(pl.stdout).toBe('broken.yaml:3:12: błąd yaml-syntax: słownik kończy się na „}” w kolumnie 12, ale wiersz idzie dalej: „x” (umieść to w nawiasach klamrowych albo usuń)\n1 błąd w broken.yaml: popraw wiersz powyżej\n');
  });
});
