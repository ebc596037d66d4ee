/**
 * A command line that names no command: bare `salvo`, and `salvo fleet` without `check` or
 * `random`, printed the help on standard error and exited 0, as if something had been done,
 * while `salvo variant` without its subcommand is a usage error (exit 2). They exit 2 now; help
 * asked for (`--help`, `salvo help check`) still exits 0, on standard output.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('help in place of a command', () => {
  it('is a usage error, on standard error', async () => {
    for (const args of [[], ['fleet'], ['variant'], ['help', 'nosuch']]) {
      const r = await runSalvo(process.cwd(), args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toBe('');
    }
  });
  it('asked for, exits 0 on standard output', async () => {
    for (const args of [['--help'], ['help'], ['help', 'check'], ['fleet', '--help'], ['check', '--help'], ['--version']]) {
      const r = await runSalvo(process.cwd(), args);
      expect(r.code).toBe(0);
      expect(r.stdout).not.toBe('');
      expect(r.stderr).toBe('');
    }
  });
});
