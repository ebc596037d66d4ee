/**
 * `salvo --lang en check g.yaml`: a command's options typed before the command are refused (exit
 * 2, nothing on standard output) with the command line to type, the options after the command,
 * where commander said only `unknown option '--lang'` and that `salvo --help` lists the commands.
 * Said in the language --lang asks for. `--help` and `--version` first, and an option before no
 * command, are as before.
 */
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('options before the command', () => {
  it('are refused with the command line that has them after it', async () => {
    const cases: [string[], string][] = [
      [['--lang', 'en', 'check', 'g.yaml'], 'salvo: --lang comes after the command, not before it: salvo check g.yaml --lang en\n'],
      [['--json', 'fleet', 'check', 'jutland', 'f.yaml'], 'salvo: --json comes after the command, not before it: salvo fleet check jutland f.yaml --json\n'],
      [['--json', '--lang', 'en', 'show', 'my game.yaml'], 'salvo: --json, --lang come after the command, not before it: salvo show "my game.yaml" --json --lang en\n'],
      [['--lang', 'ru', 'check', 'g.yaml'], 'salvo: --lang пишется после команды, а не перед ней: salvo check g.yaml --lang ru\n'],
      [['--lang=pl_PL', 'count', 'statki'], 'salvo: --lang pisze się po poleceniu, nie przed nim: salvo count statki --lang=pl_PL\n'],
    ];
    for (const [args, said] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toBe(said);
    }
  });

  it('--help and --version first, and an option before no command, are as before', async () => {
    expect((await run(['--version'])).code).toBe(0);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: salvo [options] [command]');
    // Help asked after the options: not read as a command to put them after.
    const helped = await run(['--lang', 'en', 'help', 'check']);
    expect(helped.code).toBe(2);
    expect(helped.stderr).not.toContain('salvo check --lang en help');
    const frob = await run(['--frob']);
    expect(frob.code).toBe(2);
    expect(frob.stderr).toBe("error: unknown option '--frob'\nusage: salvo <command> ('salvo --help' lists them)\n");
  });
});
