/**
 * A record with two results of a turn line written the other way round (check's
 * `results-swapped`): Морской бой's example up to its 22nd shot, `- первый: Б4 Б5 -> мимо, попал`
 * where the answers were `попал, мимо` (shots 15 and 16), as g.yaml in a folder of its own.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** The folder holding g.yaml; `prefix` names the folder, after the test. */
export async function swappedGame(prefix: string): Promise<string> {
  const text = await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8');
  const right = '  - первый: Б4 Б5 -> попал, мимо\n';
  expect(text).toContain(right);
  const lines = text.replace(right, '  - первый: Б4 Б5 -> мимо, попал\n').split('\n');
  // Up to the line after it (второй's miss at А7) and first's next turn.
  const cut = lines.findIndex((l) => l.startsWith('  - первый: В4 Д4 Г4 Б2 Ж10'));
  expect(cut).toBeGreaterThan(0);
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await writeFile(join(dir, 'g.yaml'), lines.slice(0, cut + 1).join('\n') + '\n');
  return dir;
}
