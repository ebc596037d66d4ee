/**
 * play writes a turn of single shots typed at once (`первый: Б4 К4`) as one turn line, as
 * `salvo record` writes the same turn (`- первый: Б4 К4 -> убит, попал`), where it wrote one line a
 * shot: the same file for the same game, and check's results-swapped (which reads turn lines) finds
 * two results typed the other way round in play's file once the fleets are revealed, as in
 * record's. Typed one cell at a prompt, each shot keeps a line of its own, as record's one cell does.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/**
 * Морской бой's example up to первый's 10th shot, its fleets left out (as kept at the table,
 * revealed after the game), as g.yaml in a folder of its own; and the fleets' lines, to put back.
 */
async function atTheTable(): Promise<{ dir: string; text: string; fleets: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  const from = lines.indexOf('fleets:');
  const to = lines.indexOf('salvos:');
  expect(at).toBeGreaterThan(to);
  expect(from).toBeGreaterThan(0);
  const text = [...lines.slice(0, from), ...lines.slice(to, at), ''].join('\n');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-turn-line-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text, fleets: lines.slice(from, to).join('\n') + '\n' };
}

/** Each line's code and salvo number (`results-swapped@15`). */
const codes = (text: string): string[] => text.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('play writes a turn typed at once as one line, as record does', () => {
  it('the results given one by one or at once: the file record writes', async () => {
    const byRecord = await atTheTable();
    const r = await runSalvo(byRecord.dir, ['record', 'g.yaml', 'первый', 'Б4', 'К4', '-r', 'убит, попал']);
    expect(r.code, r.stderr).toBe(0);
    const recorded = await readFile(join(byRecord.dir, 'g.yaml'), 'utf8');
    expect(recorded).toBe(`${byRecord.text}  - первый: Б4 К4 -> убит, попал\n`);
    for (const answers of [['убит, попал'], ['убит', 'попал']]) {
      const { dir } = await atTheTable();
      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 К4', ...answers, 'quit'].join('\n'));
      expect(play.code, play.stderr).toBe(0);
      // Said shot by shot, as before.
      expect(play.stdout).toContain('записан выстрел 15: первый: Б4 -> убит\n');
      expect(play.stdout).toContain('записан выстрел 16: первый: К4 -> попал\n');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(recorded);
    }
  });

  it('two results typed the other way round: check finds results-swapped in play\'s file once the fleets are revealed', async () => {
    const { dir, fleets } = await atTheTable();
    // Б4 hits the battleship (Б4-Д4), К4 sinks a submarine: typed убит, попал.
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 К4', 'убит, попал', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    await writeFile(join(dir, 'g.yaml'), text.replace('salvos:\n', `${fleets}salvos:\n`));
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(check.stdout)).toEqual(['results-swapped@15']);
    expect(check.stdout).toContain('(запишите - первый: Б4 К4 -> попал, убит;');
  });

  it('cells typed one at a prompt keep a line each, as record of one cell writes them', async () => {
    const { dir, text } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4', 'попал', 'В4', 'попал', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б4 -> попал\n  - первый: В4 -> попал\n`);
  });

  it('undo takes the last shot off the turn line, the shots before it staying on it', async () => {
    const { dir, text } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 В4 Г4', 'попал, попал, убит', 'undo', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('убран выстрел 17: первый: Г4 -> убит');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б4 В4 -> попал, попал\n`);
  });

  it('input ending at a shot\'s result: the shots before on the turn line, that shot on its own, without its result', async () => {
    const { dir, text } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 В4 Г4', 'попал', 'попал'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    const after = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(after.startsWith(`${text}  - первый: Б4 В4 -> попал, попал\n  - первый: Г4\n`)).toBe(true);
  });
});
