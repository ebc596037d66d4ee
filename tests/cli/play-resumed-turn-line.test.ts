/**
 * A turn of single shots typed at once in `salvo play`, stopped at a result prompt (the end of
 * input) and resumed in the next session: its shots are written on one line, as the same turn
 * answered without a stop is (`- blue: А1 В5 К10 -> попал, попал, мимо`), not one line a shot.
 * A shot left for later on purpose (`потом`), or the line before it another side's, stays as it was.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EMPTY = 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos: []\n';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-resumed-turn-'));
  await writeFile(join(dir, 'g.yaml'), EMPTY);
});

const play = (input: string) => runSalvo(dir, ['play', 'g.yaml', '--lang', 'en', '--no-charts'], input);
/** The record's lines under `salvos:`, each with its line break, after one to begin with. */
const salvos = async (): Promise<string> => {
  const text = await readFile(join(dir, 'g.yaml'), 'utf8');
  expect(text.startsWith('variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos:\n')).toBe(true);
  return text.slice(text.indexOf('salvos:') + 'salvos:'.length);
};

describe('a turn stopped at a result prompt and resumed', () => {
  it('the turn answered without a stop is one line', async () => {
    await play('А1 В5 К10\nпопал\nпопал\nмимо\n');
    expect(await salvos()).toBe('\n  - blue: А1 В5 К10 -> попал, попал, мимо\n');
  });

  it('stopped at its second shot and resumed: the same line', async () => {
    await play('А1 В5 К10\nпопал\n');
    expect(await salvos()).toBe('\n  - blue: А1 -> попал\n  - blue: В5\n    note: "ответ не записан (игра прервана); следующие клетки: К10"\n');
    const r = await play('попал\nмимо\n');
    expect(r.stdout).toContain('saved shot 3: blue: К10 -> мимо');
    expect(await salvos()).toBe('\n  - blue: А1 В5 К10 -> попал, попал, мимо\n');
    // check reads it as the turn it is, with nothing to say.
    const c = await runSalvo(dir, ['check', 'g.yaml']);
    expect(c.code).toBe(0);
  });

  it('stopped at its first shot and resumed: the same line', async () => {
    await play('А1 В5 К10\n');
    const r = await play('попал\nпопал\nмимо\n');
    expect(r.code).toBe(0);
    expect(await salvos()).toBe('\n  - blue: А1 В5 К10 -> попал, попал, мимо\n');
  });

  it("after the other side's turn, the resumed shot does not join that side's line", async () => {
    await play('А1\nмимо\nБ2 В6\n');
    await play('мимо\n');
    expect(await salvos()).toBe('\n  - blue: А1 -> мимо\n  - red: Б2 -> мимо\n');
  });

  it('a shot left for later on purpose is given its result on its own line', async () => {
    await play('А1 В5\nпопал\nпотом\n');
    expect(await salvos()).toBe('\n  - blue: А1 -> попал\n  - blue: В5\n');
    await play('result\nпопал\n');
    expect(await salvos()).toBe('\n  - blue: А1 -> попал\n  - blue: В5 -> попал\n');
  });
});
