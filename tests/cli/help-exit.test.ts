/**
 * A command line that names no command: bare `salvo`, and `salvo fleet` without `check` or
 * `random`, printed the help on standard error and exited 0, as if something had been done,
 * while `salvo variant` without its subcommand is a usage error (exit 2). They exit 2 now; help
 * asked for (`--help`, `salvo help check`) still exits 0, on standard output. Help asked of a
 * command not there (`salvo help analyse`, `salvo analyse --help`, `salvo fleet chek -h`) says it
 * is not one and the name meant, exit 2, where it printed the whole list without a word of it
 * (exit 0 after --help); `salvo help fleet check` is check's help, not fleet's, and so is
 * `salvo --help fleet check` (commander printed salvo's list of commands for `salvo --help check`).
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** `salvo <args>` as it prints, in process. */
const run = (args: string[]): ReturnType<typeof runSalvo> => runSalvo(process.cwd(), args);

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

  it('asked of a command not there, says so and the name meant, exit 2', async () => {
    for (const [args, name, meant, group] of [
      [['help', 'analyse'], 'analyse', 'analyze', 'salvo'],
      [['analyse', '--help'], 'analyse', 'analyze', 'salvo'],
      [['help', 'fleet', 'chek'], 'chek', 'check', 'salvo fleet'],
      [['fleet', 'chek', '-h'], 'chek', 'check', 'salvo fleet'],
      [['fleet', 'help', 'chek'], 'chek', 'check', 'salvo fleet'],
    ] as const) {
      const r = await run([...args]);
      expect({ args, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
        args,
        code: 2,
        stdout: '',
        stderr: `error: unknown command '${name}'\n(Did you mean ${meant}?)\nusage: ${group} <command> ('${group} --help' lists them)\n`,
      });
    }
    const pl = await run(['help', 'fleet', 'chek', '--lang', 'pl']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toContain('błąd: nieznane polecenie „chek”');
  });

  it("help of a group's command is that command's, however asked", async () => {
    const check = await run(['fleet', 'check', '--help']);
    expect(check.stdout).toMatch(/^Usage: salvo fleet check /u);
    for (const args of [['help', 'fleet', 'check'], ['fleet', 'help', 'check'], ['help', 'variant', 'show', '--lang', 'ru']]) {
      const r = await run(args);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe((await run([...args.filter((w) => w !== 'help'), '--help'])).stdout);
    }
    expect((await run(['help', 'fleet', 'check'])).stdout).toBe(check.stdout);
    // --help (-h) before the command: that command's help, not salvo's list of commands.
    for (const [args, same] of [
      [['--help', 'check'], ['check', '--help']],
      [['-h', 'fleet', 'check'], ['fleet', 'check', '--help']],
      [['--help', 'variant', 'show'], ['variant', 'show', '--help']],
      [['-h', 'record'], ['record', '--help']],
    ] as const) {
      const r = await run([...args]);
      const want = await run([...same]);
      expect({ args, code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({ args, code: 0, stderr: '', stdout: want.stdout });
      expect(r.stdout).toMatch(new RegExp(`^Usage: salvo ${same.slice(0, -1).join(' ')} `, 'u'));
    }
    expect((await run(['--help', 'check'])).stdout).not.toBe((await run(['--help'])).stdout);
    // The command's options before it with --help (`salvo --help --lang ru check`): still that
    // command's help, where it was salvo's list of commands (or a refusal of the options), in
    // --lang's language.
    for (const [args, command, usage] of [
      [['--help', '--lang', 'ru', 'check'], 'check', 'Использование:'],
      [['-h', '--lang=pl', 'fleet', 'check'], 'fleet check', 'Użycie:'],
      [['--lang', 'ru', '--help', 'check'], 'check', 'Использование:'],
      [['--json', '-h', 'infer'], 'infer', 'Usage:'],
    ] as const) {
      const r = await run([...args]);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect(r.stdout).toMatch(new RegExp(`^${usage} salvo ${command} `, 'u'));
    }
    const typo = await run(['--help', 'analyse']);
    expect({ code: typo.code, stderr: typo.stderr }).toEqual({ code: 2, stderr: (await run(['analyse', '--help'])).stderr });
    // An argument named help is an argument: check's record, record's cells.
    const arg = await run(['check', 'help']);
    expect(arg.code).toBe(1);
    expect(arg.stdout + arg.stderr).toContain('no such file');
  });
});
