/**
 * `salvo new -o games`, where games is a folder: refused as a folder (`output-folder`, as `init
 * -o games` is), saying to give a file name inside it, in the record's language. It was said to
 * be a record already there (`record-exists`: "remove the old record yourself"), sending the user
 * to delete a folder that holds no record. The folder and what is in it are left as they were;
 * a file there is still `record-exists`. And `new -o` or `init -o` into a folder that is not
 * there is `output-folder` too, as `pad -o` and `variant schema -o` say it, in the record's or
 * the copy's language: it was `salvo: no such file: …` with no code, in English whatever the game.
 */
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-new-folder-'));
  await mkdir(join(dir, 'games'));
  await writeFile(join(dir, 'games', 'old.yaml'), 'variant: jutland\n');
});

const run = (args: string[]) => runSalvo(dir, args);

describe('salvo new -o <a folder>', () => {
  it('is refused as a folder, as init refuses it, in each language', async () => {
    const en = await run(['new', 'jutland', '-o', 'games']);
    expect(en.code).toBe(1);
    expect(en.stdout).toBe('');
    expect(en.stderr).toBe('games: error output-folder: games is a folder (give a file name, such as a .yaml inside it)\n');
    const init = await run(['init', 'jutland', '-o', 'games']);
    expect(init.stderr).toBe(en.stderr);
    const ru = await run(['new', 'morskoy-boy', '-o', 'games']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe('games: ошибка output-folder: games — папка (укажите имя файла, например файла .yaml в этой папке)\n');
    const pl = await run(['new', 'statki', '-o', 'games']);
    expect(pl.stderr).toBe('games: błąd output-folder: games to folder (podaj nazwę pliku, na przykład pliku .yaml w tym folderze)\n');
    expect(await readdir(join(dir, 'games'))).toEqual(['old.yaml']);
  });

  it('a file inside the folder is written; a file there is still record-exists', async () => {
    const ok = await run(['new', 'jutland', '-o', join('games', 'new.yaml')]);
    expect(ok.code).toBe(0);
    expect((await readdir(join(dir, 'games'))).sort()).toEqual(['new.yaml', 'old.yaml']);
    const again = await run(['new', 'jutland', '-o', join('games', 'old.yaml')]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error record-exists');
  });
});

describe('salvo new -o and init -o into a folder that is not there', () => {
  it('is output-folder, as pad says it, in the language of the game', async () => {
    const en = await run(['new', 'jutland', '-o', 'no/g.yaml']);
    expect(en.code).toBe(1);
    expect(en.stderr).toBe(`no/g.yaml: error output-folder: there is no folder ${join(dir, 'no')} to write no/g.yaml in (create the folder first, or write the file elsewhere)\n`);
    // pad says it so: the same words but the file's name.
    const pad = await run(['pad', 'jutland', '-o', 'no/g.pdf']);
    expect(pad.stderr).toBe(en.stderr.replaceAll('no/g.yaml', 'no/g.pdf'));
    for (const args of [['init', 'jutland', '-o', 'no/g.yaml'], ['init', 'jutland', '--force', '-o', 'no/g.yaml']]) {
      const init = await run(args);
      expect(init.code).toBe(1);
      expect(init.stderr).toBe(en.stderr);
    }
    const ru = await run(['new', 'morskoy-boy', '-o', 'no/g.yaml']);
    expect(ru.stderr).toBe(`no/g.yaml: ошибка output-folder: нет папки ${join(dir, 'no')}, чтобы записать в неё no/g.yaml (сначала создайте папку или запишите файл в другое место)\n`);
    expect((await run(['init', 'morskoy-boy', '-o', 'no/g.yaml'])).stderr).toBe(ru.stderr);
    const pl = await run(['new', 'statki', '-o', 'no/g.yaml']);
    expect(pl.stderr).toBe(`no/g.yaml: błąd output-folder: nie ma folderu ${join(dir, 'no')}, by zapisać w nim no/g.yaml (najpierw utwórz folder albo zapisz plik gdzie indziej)\n`);
    // Nothing written, no folder made.
    expect((await readdir(dir)).sort()).toEqual(['games']);
  });
});
