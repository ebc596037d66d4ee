/**
 * Every `--seed` alike: `salvo fleet random jutland --seed ''` refused a blank seed (exit 2),
 * while `count`, `infer`, `analyze`, `suggest` and `simulate` took it (`count jutland --seed ''
 * --json` printed a count). A blank seed is now a usage error everywhere, with the same message,
 * before any work; a seed with spaces around it is the seed without them.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const example = fileURLToPath(new URL('../../examples/jutland.yaml', import.meta.url));
const MESSAGE = 'salvo: --seed takes a number or a word, e.g. --seed 42\n';

describe('--seed', () => {
  const commands: [string, string[]][] = [
    ['fleet random', ['fleet', 'random', 'jutland']],
    ['count', ['count', 'jutland', '--json']],
    ['infer', ['infer', example, '--target', 'red', '--json']],
    ['analyze', ['analyze', example, '--json']],
    ['suggest', ['suggest', example, '--side', 'blue', '--json']],
    ['simulate', ['simulate', 'jutland', '--games', '1', '--json']],
  ];
  for (const [name, args] of commands) {
    for (const blank of ['', '  ']) {
      it(`${name} refuses a blank seed (${JSON.stringify(blank)}) as fleet random does`, async () => {
        const dir = await mkdtemp(join(tmpdir(), 'salvo-seed-'));
        const r = await runSalvo(dir, [...args, '--seed', blank]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(MESSAGE);
      });
    }
  }

  it('a seed with spaces around it is the seed itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-seed-'));
    const padded = await runSalvo(dir, ['fleet', 'random', 'jutland', '--seed', ' 7 ']);
    const plain = await runSalvo(dir, ['fleet', 'random', 'jutland', '--seed', '7']);
    expect(padded.code).toBe(0);
    expect(padded.stdout).toBe(plain.stdout);
  });
});
