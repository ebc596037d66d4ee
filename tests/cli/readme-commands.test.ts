/**
 * The README's command blocks run as a newcomer types them, in order, in one folder: the chart
 * pads after `salvo init jutland -o my-variant.yaml` (as the README says just above them), and the
 * game-record block on the record it starts. Each command exits 0. And the README says how to
 * have `salvo` on the PATH before its first command written as bare `salvo`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const README = join(import.meta.dirname, '..', '..', 'README.md');

/** The `sh` block of the README section headed `heading`, as lines without their comments. */
async function block(heading: string): Promise<string[]> {
  const text = await readFile(README, 'utf8');
  const at = text.indexOf(`\n## ${heading}\n`);
  expect(at, heading).toBeGreaterThan(0);
  const m = /```sh\n([\s\S]*?)```/u.exec(text.slice(at));
  expect(m).not.toBeNull();
  return m![1]!
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/u, '').trim())
    .filter((l) => l !== '');
}

/** A command line's words, as a shell splits them (double quotes kept together). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!);
}

async function runAll(dir: string, lines: readonly string[]): Promise<{ line: string; code: number; stderr: string }[]> {
  const out: { line: string; code: number; stderr: string }[] = [];
  for (const line of lines) {
    const [first, ...args] = words(line);
    expect(first, line).toBe('salvo');
    const r = await runSalvo(dir, args);
    out.push({ line, code: r.code, stderr: r.stderr.split('\n')[0] ?? '' });
  }
  return out;
}

describe('the README, followed as written', () => {
  it('prints the chart pads of its Chart pads block', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-readme-'));
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'my-variant.yaml'])).code).toBe(0);
    const lines = await block('Chart pads');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const failed = (await runAll(dir, lines)).filter((r) => r.code !== 0);
    expect(failed).toEqual([]);
  });

  it('keeps the books of its Game records block on the record it starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-readme-'));
    const lines = await block('Game records');
    expect(lines[0]).toMatch(/^salvo new /u);
    const failed = (await runAll(dir, lines)).filter((r) => r.code !== 0);
    expect(failed).toEqual([]);
    // The side named by its player, in the paragraph after the block, on the same record.
    const text = await readFile(README, 'utf8');
    const byPlayer = /\(`(salvo record game\.yaml [^`]*)`/u.exec(text);
    expect(byPlayer).not.toBeNull();
    const after = (await runAll(dir, [byPlayer![1]!])).filter((r) => r.code !== 0);
    expect(after).toEqual([]);
  });

  it('says how to have salvo on the PATH before its first bare salvo command', async () => {
    const text = await readFile(README, 'utf8');
    const firstBare = text.search(/^salvo /mu);
    expect(firstBare).toBeGreaterThan(0);
    expect(text.slice(0, firstBare)).toMatch(/npm link/u);
  });
});
