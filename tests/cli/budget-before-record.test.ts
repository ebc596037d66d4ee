/**
 * `--budget` (and `--seed`) that cannot be used is a usage error (exit 2) whatever the game, in
 * suggest, infer and analyze alike. suggest on a finished game, where no posterior is worked
 * out, took `--budget x` without a word (exit 0, "the game is over"), so a script's mistyped
 * option passed unseen until a game that goes on; infer and analyze said it only after the
 * record's reading warnings, and not at all where the record was not there (exit 1, as for a
 * wrong record, where a usage error is 2). Each now refuses it before the record is read, as
 * --seed and analyze's --workers were, with nothing on standard output, in English and (with
 * --lang) Russian.
 */
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('suggest --budget on a finished game', () => {
  // examples/morskoy-boy.yaml is a finished game (the fleet of второй sunk): suggest advises nothing.
  it('the game is over: exit 0 with a budget that can be used', async () => {
    const r = await run(['suggest', 'examples/morskoy-boy.yaml', '--budget', '100', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/game is over/u);
  });

  for (const extra of [[], ['--json'], ['--side', 'первый'], ['--side', 'первый', '--json']]) {
    it(`refuses --budget x (exit 2), ${extra.join(' ') || 'text'}`, async () => {
      const r = await run(['suggest', 'examples/morskoy-boy.yaml', '--budget', 'x', ...extra]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      // In the record's language (Russian), English for a script (--json), as the report would be.
      expect(r.stderr.trim()).toBe(extra.includes('--json') ? 'salvo: --budget takes a whole number from 1, not "x"' : 'salvo: --budget: нужно целое число от 1, а не «x»');
    });
  }

  it('refuses --budget 0 in Russian with --lang ru, as infer does', async () => {
    const r = await run(['suggest', 'examples/morskoy-boy.yaml', '--budget', '0', '--lang', 'ru']);
    const infer = await run(['infer', 'examples/morskoy-boy.yaml', '--target', 'второй', '--budget', '0', '--lang', 'ru']);
    expect(r.code).toBe(2);
    expect(infer.code).toBe(2);
    expect(r.stderr).toContain('--budget: нужно целое число от 1, а не «0»');
    expect(r.stderr).toBe(infer.stderr);
  });

});

describe('--budget is checked before the record is read', () => {
  const commands: [string, string[]][] = [
    ['suggest', []],
    ['infer', ['--target', 'red']],
    ['analyze', []],
  ];
  for (const [command, extra] of commands) {
    it(`${command}: no reading warnings first (examples/breaches.yaml has one), the refusal alone`, async () => {
      const r = await run([command, 'examples/breaches.yaml', ...extra, '--budget', 'x']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe('salvo: --budget takes a whole number from 1, not "x"');
    });

    it(`${command}: a record not there with --budget x is a usage error (2), with a budget that can be used the record's (1)`, async () => {
      const bad = await run([command, 'examples/no-such-record.yaml', ...extra, '--budget', 'x']);
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim()).toBe('salvo: --budget takes a whole number from 1, not "x"');
      const good = await run([command, 'examples/no-such-record.yaml', ...extra, '--budget', '10']);
      expect(good.code).toBe(1);
      expect(good.stderr).toMatch(/no-such-file/u);
    });
  }
});
