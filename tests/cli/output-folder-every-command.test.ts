/**
 * A file to write in a folder that is not there (`-o no/x.pdf`): every command that writes one
 * refuses it before any work as `output-folder` (exit 1), naming the folder, and writes nothing;
 * never `no-such-file`, which docs/scripting.md keeps for a file to read (and a folder gone while
 * the command ran).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const root = join(import.meta.dirname, '../..');
const game = join(root, 'examples/jutland.yaml');

describe('a file to write in a folder that is not there', () => {
  const cases: [string, string[]][] = [
    ['pad', ['pad', 'jutland', '-o', 'no/x.pdf']],
    ['new', ['new', 'jutland', '-o', 'no/g.yaml']],
    ['init', ['init', 'jutland', '-o', 'no/v.yaml']],
    ['variant schema', ['variant', 'schema', '-o', 'no/s.json']],
    ['analyze', ['analyze', game, '-o', 'no/a.pdf']],
    ['infer --pdf', ['infer', game, '--target', 'red', '--pdf', 'no/i.pdf']],
  ];
  for (const [name, args] of cases) {
    it(`${name}: output-folder, not no-such-file, nothing written`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-nofolder-'));
      const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
      const code = await main(['node', 'salvo', ...args], m.io);
      expect(code).toBe(1);
      expect(m.stderr).toContain(`error output-folder: there is no folder ${join(dir, 'no')} to write`);
      expect(m.stderr).not.toContain('no-such-file');
      expect(readdirSync(dir)).toEqual([]);
    });
  }

  it('docs/scripting.md says so: no-such-file is a file to read; a missing folder to write in is output-folder', () => {
    const doc = readFileSync(join(root, 'docs/scripting.md'), 'utf8');
    const row = doc.split('\n').find((l) => l.startsWith('| `no-such-file` |'));
    expect(row).toBeDefined();
    expect(row).toContain('`output-folder`');
    expect(row).not.toMatch(/or a file to write in a folder that is not there \|/u);
  });
});

describe('a file to write under a file taken for a folder (-o notes.txt/x.pdf)', () => {
  const cases: [string, string[]][] = [
    ['pad', ['pad', 'jutland', '-o', 'notes.txt/x.pdf']],
    ['new', ['new', 'jutland', '-o', 'notes.txt/g.yaml']],
    ['init', ['init', 'jutland', '-o', 'notes.txt/v.yaml']],
    ['variant schema', ['variant', 'schema', '-o', 'notes.txt/s.json']],
    ['analyze', ['analyze', game, '-o', 'notes.txt/a.pdf']],
    ['infer --pdf', ['infer', game, '--target', 'red', '--pdf', 'notes.txt/i.pdf']],
  ];
  for (const [name, args] of cases) {
    it(`${name}: output-folder saying the file is no folder (not "there is no folder"), nothing written`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-fileasfolder-'));
      writeFileSync(join(dir, 'notes.txt'), 'mine\n');
      const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
      const code = await main(['node', 'salvo', ...args], m.io);
      expect(code).toBe(1);
      const file = args[args.length - 1]!;
      expect(m.stderr).toBe(`${file}: error output-folder: ${join(dir, 'notes.txt')} is a file, not a folder: ${file} cannot be written in it (give the path of a file in a folder, or write the file elsewhere)\n`);
      expect(readdirSync(dir)).toEqual(['notes.txt']);
      expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine\n');
    });
  }

  // A file further up the path: that file is named, not "there is no folder notes.txt/sub",
  // which sent the user to create a folder inside a file.
  const deeper: [string, string[]][] = [
    ['pad', ['pad', 'jutland', '-o', 'notes.txt/sub/x.pdf']],
    ['new', ['new', 'jutland', '-o', 'notes.txt/sub/deeper/g.yaml']],
    ['variant schema', ['variant', 'schema', '-o', 'notes.txt/sub/s.json']],
  ];
  for (const [name, args] of deeper) {
    it(`${name}: a file further up the path (notes.txt/sub/…) is said to be no folder`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-fileasfolder-'));
      writeFileSync(join(dir, 'notes.txt'), 'mine\n');
      const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
      expect(await main(['node', 'salvo', ...args], m.io)).toBe(1);
      const file = args[args.length - 1]!;
      expect(m.stderr).toBe(`${file}: error output-folder: ${join(dir, 'notes.txt')} is a file, not a folder: ${file} cannot be written in it (give the path of a file in a folder, or write the file elsewhere)\n`);
      expect(readdirSync(dir)).toEqual(['notes.txt']);
    });
  }

  it('a folder missing further up is still the nearest missing one (no/a/x.pdf: no folder no/a)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-nofolder-'));
    const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
    expect(await main(['node', 'salvo', 'pad', 'jutland', '-o', 'no/a/x.pdf'], m.io)).toBe(1);
    expect(m.stderr).toBe(`no/a/x.pdf: error output-folder: there is no folder ${join(dir, 'no/a')} to write no/a/x.pdf in (create the folder first, or write the file elsewhere)\n`);
  });

  it('is said in Russian and Polish with --lang', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-fileasfolder-'));
    writeFileSync(join(dir, 'notes.txt'), 'mine\n');
    const said = async (args: string[]): Promise<string> => {
      const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
      expect(await main(['node', 'salvo', ...args], m.io)).toBe(1);
      return m.stderr;
    };
    const folder = join(dir, 'notes.txt');
    expect(await said(['pad', 'morskoy-boy', '-o', 'notes.txt/x.pdf', '--lang', 'ru'])).toBe(`notes.txt/x.pdf: ошибка output-folder: ${folder} — файл, а не папка: notes.txt/x.pdf в нём не записать (укажите путь к файлу в папке или запишите файл в другое место)\n`);
    expect(await said(['pad', 'statki', '-o', 'notes.txt/x.pdf', '--lang', 'pl'])).toBe(`notes.txt/x.pdf: błąd output-folder: ${folder} to plik, a nie folder: nie można w nim zapisać notes.txt/x.pdf (podaj ścieżkę do pliku w folderze albo zapisz plik gdzie indziej)\n`);
    expect(await said(['pad', 'morskoy-boy', '-o', 'notes.txt/sub/x.pdf', '--lang', 'ru'])).toBe(`notes.txt/sub/x.pdf: ошибка output-folder: ${folder} — файл, а не папка: notes.txt/sub/x.pdf в нём не записать (укажите путь к файлу в папке или запишите файл в другое место)\n`);
  });
});
