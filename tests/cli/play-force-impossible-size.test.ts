/**
 * A salvo size no legal fleet fitting the announcements is owed (`announcements-impossible`, a
 * Perelman salvo a shot short): `record --force` takes it, so `salvo play` offers `force` there
 * too, saying what it writes; `force` takes the cells typed, asks their result and writes the
 * line record --force writes. The result given to those cells (or to such a salvo saved by
 * record --force without one) is not refused again for the size (en/ru). Before, play refused the cells
 * with no offer, and `force` said "nothing to force".
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

// Each announcement covers three diagonal cells, of which a straight ship holds one: red has
// taken exactly two hits, so it is owed 3 shots; 2 fit no legal fleet of red.
const BASE =
  'variant: perelman\nsalvos:\n  - blue: а1 б2 в3 -> трёхклеточный\n  - red: а1 б2 в3 -> попаданий нет\n' +
  '  - blue: а10 б9 в8 -> пятиклеточный\n';

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-size-'));
  for (const name of ['a.yaml', 'b.yaml', 'c.yaml']) await writeFile(join(dir, name), BASE);
  return dir;
}

describe('play offers force for a size no legal fleet is owed, as record --force takes it', () => {
  it('en: record refuses, record --force takes it; play offers force, and force writes the same line', async () => {
    const dir = await folder();
    const refused = await runSalvo(dir, ['record', 'a.yaml', 'red', 'а10', 'б9', '-r', 'попаданий нет', '--lang', 'en']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('red fired 2 shots in salvo 4, which no legal fleet of red fitting the announcements is owed');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'red', 'а10', 'б9', '-r', 'попаданий нет', '--lang', 'en', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'а10 б9\nforce\nпопаданий нет\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('which no legal fleet of red fitting the announcements is owed');
    expect(play.stdout).toContain(
      'was recorded wrong, correct it in the file, then type this one again: play reads the file again\nif the salvo was fired so, type force to take it as fired, marked forced, as record --force does; check goes on reporting it until it is mended\n',
    );
    expect(play.stdout).toContain('cells> force\nresult> попаданий нет\nsaved salvo 4 (forced): red: а10 б9 -> попаданий нет\n');
    expect(play.stdout).not.toContain('nothing to force');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('ru: offered in Russian; принудительно takes the cells and the result typed with them', async () => {
    const dir = await folder();
    expect((await runSalvo(dir, ['record', 'a.yaml', 'red', 'а10', 'б9', '-r', 'попаданий нет', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'а10 б9 -> попаданий нет\nпринудительно\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain(
      '\nесли залп и правда был дан так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят\n',
    );
    expect(play.stdout).toContain('клетки> принудительно\nответ> попаданий нет\nзаписан залп 4 (принудительно): Красные: а10 б9 -> попаданий нет\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('the result of such a salvo saved by record --force without one is taken, not refused for the size', async () => {
    const dir = await folder();
    expect((await runSalvo(dir, ['record', 'c.yaml', 'red', 'а10', 'б9', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'c.yaml', '--no-charts', '--lang', 'en'], 'попаданий нет\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).not.toContain('announcements-impossible');
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).toBe(`${BASE}  - red: а10 б9 -> попаданий нет\n    forced: true\n`);
  });
});
