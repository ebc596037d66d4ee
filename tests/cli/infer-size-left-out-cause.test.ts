/**
 * `salvo-size-left-out` is one code for three causes; `--json`'s warning tells them apart by
 * `cause`: `wrong-size` (the referee finds the size wrong), `salvo-missing` (a salvo seems left out
 * before it), `unread-cell` (a shot at its side before it on a cell that could not be read).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-size-cause-'));
  // Perelman: красные's second salvo two shots where nothing of theirs was hit: the size is wrong.
  await writeFile(
    join(dir, 'wrong.yaml'),
    ['variant: perelman', 'language: ru', 'sides:', '  синие: Петя', '  красные: Вася', 'salvos:', '  - синие: в7 б3 к2 -> попаданий нет', '  - красные: г10 з2 б1 -> трёхклеточный', '  - синие: з8 д8 и5 -> попаданий нет', '  - красные: ж3 е2 -> пятиклеточный', '  - синие: з10 з6 а1 -> пятиклеточный', ''].join('\n'),
  );
  // Classic salvo with blue's salvo 4 left out before salvo 7, the fleets not written.
  const missing = await readFile(join(import.meta.dirname, 'fixtures', 'referee-missing', 'classic-salvo-missing.yaml'), 'utf8');
  await writeFile(join(dir, 'missing.yaml'), missing.replace(/^fleets:\n(?: {2}.*\n)*/mu, ''));
  // Perelman with the first cell of синие's salvo 2 not readable.
  const lines = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith('  - синие: з8 д8 и5'));
  expect(at).toBeGreaterThan(0);
  lines[at] = lines[at]!.replace('з8', 'з?');
  await writeFile(join(dir, 'unread.yaml'), lines.join('\n'));
});

interface Warning { code: string; cause?: string; salvo: number }

async function causes(file: string, target: string, after?: number): Promise<[number, string | undefined][]> {
  const r = await runSalvo(dir, ['infer', file, '--target', target, '--json', ...(after !== undefined ? ['--after', String(after)] : [])]);
  const w = (JSON.parse(r.stdout) as { warnings: Warning[] }).warnings.filter((x) => x.code === 'salvo-size-left-out');
  return w.map((x) => [x.salvo, x.cause]);
}

describe('salvo-size-left-out: its cause', () => {
  it('a size the referee finds wrong: wrong-size', async () => {
    expect(await causes('wrong.yaml', 'красные')).toEqual([[4, 'wrong-size']]);
  });

  it('a salvo left out before it: salvo-missing, at each size after the gap', async () => {
    expect(await causes('missing.yaml', 'red')).toEqual([7, 9, 11, 13, 15, 17, 19, 21, 23, 25].map((s) => [s, 'salvo-missing']));
  });

  it('a cell that could not be read before it: unread-cell', async () => {
    expect(await causes('unread.yaml', 'красные', 3)).toEqual([[4, 'unread-cell']]);
  });
});
