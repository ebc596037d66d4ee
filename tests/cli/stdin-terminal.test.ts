/**
 * `-` read from standard input where it is a terminal (`salvo check -` typed with nothing piped
 * in): salvo says on standard error that it waits for the record (or layout) and how to end it,
 * in --lang's language, so that a newcomer does not take the wait for a hang; it said nothing
 * and waited. From a pipe or a file, nothing is said: standard error stays as it was, and what
 * the command prints is the same either way.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');
const WAIT = 'salvo: reading the game record from standard input: paste or type it, then Ctrl-D at the start of a line (Ctrl-C to leave)\n';

/** `salvo <args>` in `dir` with `input` on standard input, a terminal where `tty`. */
async function run(dir: string, args: string[], input: string, tty: boolean): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO(input, {}, dir, tty);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('standard input on a terminal', () => {
  it('says it waits for the record, then does as from a pipe', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-tty-'));
    await copyFile(join(examples, 'breaches.yaml'), join(dir, 'g.yaml'));
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    for (const args of [['check', '-'], ['check', '-', '--json'], ['show', '-', '--after', '2']]) {
      const piped = await run(dir, args, text, false);
      const typed = await run(dir, args, text, true);
      expect(piped.stderr.startsWith('salvo: reading')).toBe(false);
      expect(typed).toEqual({ ...piped, stderr: WAIT + piped.stderr });
    }
  });

  it("in --lang's language, and for a layout", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-tty-'));
    await copyFile(join(examples, 'breaches.yaml'), join(dir, 'g.yaml'));
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    const ru = await run(dir, ['check', '-', '--lang', 'ru'], text, true);
    expect(ru.stderr.split('\n')[0]).toBe('salvo: запись партии читается со стандартного ввода: вставьте или наберите её, затем Ctrl-D в начале строки (Ctrl-C — выйти)');
    const layout = 'battleship: A1-A4\n';
    const pl = await run(dir, ['fleet', 'check', 'statki', '-'], layout, true);
    expect(pl.stderr.split('\n')[0]).toBe('salvo: rozstawienie jest czytane ze standardowego wejścia: wklej je lub wpisz, potem Ctrl-D na początku wiersza (Ctrl-C: wyjście)');
    const piped = await run(dir, ['fleet', 'check', 'statki', '-'], layout, false);
    expect(pl.stdout).toBe(piped.stdout);
    expect(pl.code).toBe(piped.code);
    const en = await run(dir, ['fleet', 'check', 'jutland', '-', '--json'], layout, true);
    expect(en.stderr).toBe('salvo: reading the layout from standard input: paste or type it, then Ctrl-D at the start of a line (Ctrl-C to leave)\n');
  });
});
