/**
 * An example record cut and edited by hand, as a referee's copying slip would leave it: the
 * set-up the tests of `play` and `record` reading a record as meant share.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/**
 * The example `name`'s first `keep` lines, with `edit` done to them (1-based line numbers), in a
 * folder of its own as g.yaml.
 */
export async function gameOf(name: string, keep: number, edit: (lines: string[]) => void = () => {}): Promise<string> {
  const lines = (await readFile(join(root, 'examples', `${name}.yaml`), 'utf8')).split('\n').slice(0, keep);
  edit(lines);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-as-read-'));
  await writeFile(join(dir, 'g.yaml'), lines.join('\n') + '\n');
  return dir;
}

/** Line `at` (1-based) of `lines` with `from` written as `to`, which must change it. */
export function written(lines: string[], at: number, from: string, to: string): void {
  const was = lines[at - 1]!;
  lines[at - 1] = was.replace(from, to);
  expect(lines[at - 1]).not.toBe(was);
}

/** Two lines (`at`, 1-based, and the next) written the other way round. */
export function swapped(lines: string[], at: number): void {
  [lines[at - 1], lines[at]] = [lines[at]!, lines[at - 1]!];
}
