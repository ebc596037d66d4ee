/**
 * `simulate --games` past what can be kept was an internal error (exit 70, `RangeError: Invalid
 * array length` with its stack) from 2^32 games on, and below it a crash of Node itself (exit 133)
 * building the list of games: an option's value that cannot be used is a usage error (exit 2,
 * one line on standard error, nothing on standard output, `--json` or not), as `pad --sheets`'s.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('simulate --games out of range', () => {
  it('is a usage error, the range said, without a game played', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-games-'));
    for (const games of ['0', '1000001', '4294967296', '99999999999']) {
      for (const json of [[], ['--json']]) {
        const r = await runSalvo(dir, ['simulate', 'jutland', '--games', games, '--strategy', 'random', ...json]);
        expect(r.code, games).toBe(2);
        expect(r.stdout, games).toBe('');
        expect(r.stderr.split('\n')[0], games).toBe(`salvo: --games takes a whole number from 1 to 1000000, not "${games}"`);
        expect(r.stderr).not.toContain('internal error');
      }
    }
  });

  it('takes the range it names: one game, and --help says it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-games-'));
    const r = await runSalvo(dir, ['simulate', 'jutland', '--games', '1', '--strategy', 'random', '--workers', '1', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { reports: { rows: unknown[] }[] }).reports[0]!.rows).toHaveLength(1);
    const help = await runSalvo(dir, ['simulate', '--help']);
    expect(help.stdout).toMatch(/--games <n>\s+games per variant \(1 to 1000000\)/u);
  });
});

/**
 * `simulate --workers` took any number, one thread each (some 15 MB apiece) up to the games: a
 * thousand ran the machine out of memory, a million crashed Node. Past 64 it is a usage error.
 */
describe('simulate --workers out of range', () => {
  it('is a usage error, the range said, without a game played; --help says it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-workers-'));
    for (const workers of ['65', '1000000']) {
      const r = await runSalvo(dir, ['simulate', 'jutland', '--games', '1', '--workers', workers, '--strategy', 'random']);
      expect(r.code, workers).toBe(2);
      expect(r.stdout, workers).toBe('');
      expect(r.stderr, workers).toBe(`salvo: --workers takes a whole number from 1 to 64, not "${workers}"\n`);
    }
    const help = await runSalvo(dir, ['simulate', '--help']);
    expect(help.stdout).toMatch(/--workers <n>\s+worker threads \(1 to 64\)/u);
  });
});
