/**
 * What the tests of an announcement written under its salvo (`salvo-result-next-line`:
 * check-result-next-line and check-result-next-line-forms) share: an example's salvo line taken
 * apart, the examples copied into a folder, and check's output without that warning.
 *
 * @example
 *   const { lines, at, cells, result } = await exampleSalvo('jutland.yaml', '  - red: G8 D8 H5 J3 A4 D10');
 *   await writeFile(join(dir, 'j.yaml'), [...lines.slice(0, at), cells, `    -> ${result}`, ...lines.slice(at + 1)].join('\n'));
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

const examples = join(import.meta.dirname, '..', '..', 'examples');

/** The example's lines and the index of the salvo line starting `start`, split into its cells and its result (at its arrow). */
export async function exampleSalvo(example: string, start: string): Promise<{ lines: string[]; at: number; cells: string; result: string }> {
  const lines = (await readFile(join(examples, example), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith(start));
  expect(at).toBeGreaterThan(0);
  const m = /^(.*?)\s*->\s*(.*)$/u.exec(lines[at]!)!;
  return { lines, at, cells: m[1]!, result: m[2]! };
}

/** Copy the examples named into `dir`, as they are. */
export async function copyExamples(dir: string, names: readonly string[]): Promise<void> {
  for (const name of names) await writeFile(join(dir, name), await readFile(join(examples, name)));
}

/** Standard output without the lines of the `salvo-result-next-line` warning. */
export const withoutResultNextLine = (out: string): string =>
  out
    .split('\n')
    .filter((l) => !l.includes('salvo-result-next-line'))
    .join('\n');
