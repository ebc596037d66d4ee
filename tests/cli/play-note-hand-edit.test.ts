/**
 * A note typed at a result prompt (`note called loudly`) while the file is edited by hand: the
 * result typed after it is not saved (the cells were judged against the file as it was), and
 * the note is not lost with it. It is said, to be typed again; if input ends before the salvo
 * is typed again, it is kept in the note of the salvo saved without its result.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-note-edit-'));
});

/** Play on g.yaml: `before` typed, then (once `waitFor` is shown) the file rewritten as `edited`, then `after` typed, then input ends. */
async function editThen(before: string, waitFor: string, edited: string, after: string): Promise<string> {
  const m = memoryIO('', {}, dir);
  async function* typed(): AsyncGenerator<string> {
    yield before;
    while (!m.stdout.includes(waitFor)) await new Promise((r) => setTimeout(r, 5));
    await writeFile(join(dir, 'g.yaml'), edited);
    yield after;
  }
  const io = { ...m.io, stdin: Readable.from(typed()) };
  expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
  return m.stdout;
}

const START = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`;
const BY_HAND = START.replace('salvos:', 'place: клуб\nsalvos:');
const NOTED = 'note to be written on shot 2 with its result: called loudly';

describe('a note typed at the result prompt, the file edited by hand before the result', () => {
  it('is said not written, to be typed again with the shot', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const out = await editThen('Е8\nnote called loudly\n', NOTED, BY_HAND, 'попал\nЕ8\nпопал\n');
    expect(out).toContain('not saved: второй: Е8 -> попал. Type the shot again.');
    expect(out).toContain('the note typed with them is not written; type it again, if it still stands: note called loudly');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toBe(`${BY_HAND}  - второй: Е8 -> попал\n`);
  });

  it('is kept in the note of the shot saved without its result when input ends', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    await editThen('Е8\nnote called loudly\n', NOTED, BY_HAND, 'попал\n');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text.startsWith(BY_HAND)).toBe(true);
    const added = text.slice(BY_HAND.length);
    expect(added).toBe('  - второй: Е8\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал; called loudly"\n');
    // The next session asks for the result; given, the note typed stays with it.
    const again = memoryIO('попал\n', {}, dir);
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], again.io)).toBe(0);
    expect(again.stdout).toContain('has no announcement yet (typed as the file was changed by hand; result typed: попал; called loudly)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${BY_HAND}  - второй: Е8 -> попал\n    note: called loudly\n`);
  });
});
