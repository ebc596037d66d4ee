/**
 * An empty name for the file to write (`-o ''`, a script's variable left unset) is refused as
 * such, in the command's language, with nothing written: not ": error output-folder:  is a
 * folder" (the current folder taken for it) nor a record-exists of a file with no name.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EN = 'error output-empty: the name of the file to write is empty';

describe("an empty name given for the file to write", () => {
  it('is refused by every command that writes a file, nothing written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-empty-o-'));
    const cases: [string[], string][] = [
      [['pad', 'jutland', '-o', ''], ' (give a file name, or - for standard output)'],
      [['variant', 'schema', '-o', ''], ' (give a file name)'],
      [['init', 'jutland', '-o', ''], ' (give a file name, or - for standard output)'],
      [['new', 'jutland', '-o', ' '], ' (give a file name, or - for standard output)'],
      [['infer', join(process.cwd(), 'examples', 'jutland.yaml'), '--target', 'red', '--pdf', ''], ' (give a file name)'],
    ];
    for (const [args, todo] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toBe(`${EN}${todo}\n`);
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('is said in Russian and Polish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-empty-o-'));
    const ru = await runSalvo(dir, ['pad', 'perelman', '-o', '', '--lang', 'ru']);
    expect(ru.stderr).toBe('ошибка output-empty: имя файла для записи пустое (укажите имя файла или - для стандартного вывода)\n');
    const pl = await runSalvo(dir, ['new', 'statki', '-o', '']);
    expect(pl.stderr).toBe('błąd output-empty: nazwa pliku do zapisu jest pusta (podaj nazwę pliku albo - dla standardowego wyjścia)\n');
    expect([ru.code, pl.code]).toEqual([1, 1]);
  });
});
