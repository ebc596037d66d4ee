/**
 * `salvo init <template> -o <a folder>`: said to be a folder (output-folder, as pad says it), with
 * or without --force, in the command's language; before, it said output-exists, "add --force to
 * replace it", and --force then refused the folder in another message.
 */
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-init-folder-'));
mkdirSync(join(dir, 'games'));

describe('init -o naming a folder', () => {
  const cases: [string[], string][] = [
    [['init', 'jutland', '-o', 'games'], 'games: error output-folder: games is a folder (give a file name, such as a .yaml inside it)\n'],
    [['init', 'jutland', '-o', 'games', '--force'], 'games: error output-folder: games is a folder (give a file name, such as a .yaml inside it)\n'],
    [['init', 'morskoy-boy', '-o', 'games', '--lang', 'ru'], 'games: ошибка output-folder: games — папка (укажите имя файла, например файла .yaml в этой папке)\n'],
    [['init', 'statki', '-o', 'games', '--lang', 'pl', '--force'], 'games: błąd output-folder: games to folder (podaj nazwę pliku, na przykład pliku .yaml w tym folderze)\n'],
  ];
  for (const [args, said] of cases) {
    it(args.join(' '), async () => {
      const r = await runSalvo(dir, args);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(said);
      expect(r.stderr).not.toContain('--force');
      expect(readdirSync(join(dir, 'games'))).toEqual([]);
    });
  }

  it('a file there is still said to exist, with --force to replace it', async () => {
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'j.yaml'])).code).toBe(0);
    const again = await runSalvo(dir, ['init', 'jutland', '-o', 'j.yaml']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error output-exists: j.yaml already exists: not replaced');
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'j.yaml', '--force'])).code).toBe(0);
  });
});
