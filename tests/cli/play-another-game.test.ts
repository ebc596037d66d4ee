/**
 * After the game, the players who type the next game's cells (or `new`) at play's `конец>` prompt
 * are told that a record holds one game, and the command that starts the next, in their language;
 * what they typed is quoted as typed (`«А1»`, not `«а1»`).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** The example game of `name` without its last line: the line typed again ends it. */
async function oneShotLeft(dir: string, name: string, file: string): Promise<string> {
  const text = await readFile(join(import.meta.dirname, '..', '..', 'examples', name), 'utf8');
  const lines = text.trimEnd().split('\n');
  const last = lines.map((l) => /^\s*- /u.test(l)).lastIndexOf(true);
  const m = /^\s*- ([^:]+): (.+?) -> (.+)$/u.exec(lines[last]!);
  expect(m).not.toBeNull();
  await writeFile(join(dir, file), lines.slice(0, last).join('\n') + '\n');
  return `${m![1]}: ${m![2]}\n${m![3]}`;
}

describe('cells typed after the game', () => {
  it('are answered with the command for another game, in Russian', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-another-'));
    const last = await oneShotLeft(dir, 'morskoy-boy.yaml', 'g.yaml');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], `${last}\nА1\nquit\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('игра окончена: победила');
    expect(r.stdout).toContain('конец> А1\n«А1» — это не «отмена», не «карты», не «счёт» и не «выход»; игра окончена; следующую начните в новой записи: salvo new morskoy-boy -o g-2.yaml\n');
  });

  it('and in Polish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-another-'));
    const last = await oneShotLeft(dir, 'statki.yaml', 's.yaml');
    const r = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], `${last}\nnew\nquit\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('„new” to nie „cofnij”, „plansze”, „stan” ani „koniec”; gra skończona; następną zacznijcie w nowym zapisie: salvo new statki -o s-2.yaml\n');
  });
});
