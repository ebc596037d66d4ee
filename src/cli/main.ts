/**
 * The `salvo` program: builds the commander tree from the command modules in ./commands and
 * maps failures to exit codes: 0 ok, 1 invalid input or a rule breach, 2 usage.
 *
 * @example
 *   const code = await main(['node', 'salvo', 'variants'], memoryIO().io);
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Command, CommanderError } from 'commander';
import { SalvoError, formatDiagnostic, jsonReplacer, type Diagnostic } from '../core/diagnostics.js';
import { processIO, type CliIO } from './io.js';
import { commandModules } from './commands/index.js';
import { clearProgress } from './commands/progress.js';
import { readingLine } from '../record/referee-text.js';
import { ExitCode, ThenSay, UsageError } from './errors.js';

export { ExitCode, UsageError };

export function buildProgram(io: CliIO): Command {
  const program = new Command();
  program
    .name('salvo')
    .description('A companion for pencil-and-paper naval battle games: pads, records, referee, inference.')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showSuggestionAfterError(true);
  for (const register of commandModules) register(program, io);
  // Subcommands inherit output routing and exit behaviour.
  const route = (cmd: Command, path: string): void => {
    for (const sub of cmd.commands) {
      sub.exitOverride().configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
      // After commander's own errors (an argument missing, an option unknown), the usage line and
      // where the rest is: "missing required argument 'layout-file'" alone does not say that
      // `fleet check` takes the variant first.
      const name = `${path} ${sub.name()}`;
      if (sub.commands.length === 0) sub.showHelpAfterError(`usage: ${name} ${sub.usage()} ('${name} --help' has the options and examples)`);
      // A group's unknown command (`salvo fleet chek`) says where its commands are listed.
      else sub.showHelpAfterError(`usage: ${name} <command> ('${name} --help' lists them)`);
      route(sub, name);
    }
  };
  route(program, 'salvo');
  // So does an unknown command (`salvo frobnicate`): "unknown command" alone says not where the commands are.
  program.showHelpAfterError("usage: salvo <command> ('salvo --help' lists them)");
  return program;
}

/** Run the program with `argv` (as `process.argv`: node, script, args…); returns the exit code. */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (e) {
    // A progress line the work left drawn (it threw past its done()) is cleared, so the error starts a line.
    clearProgress(io);
    return exitCodeFor(e, io, asksJson(argv.slice(2)));
  }
}

/** The commands that print JSON with `--json` (a group's subcommand as `fleet check`). */
const JSON_COMMANDS: ReadonlySet<string> = new Set(['check', 'infer', 'analyze', 'suggest', 'count', 'simulate', 'variants', 'fleet check', 'variant check', 'record', 'show']);

/** Does the command line ask a command that prints JSON for it? (Words after `--` are arguments.) */
function asksJson(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const words = end < 0 ? args : args.slice(0, end);
  const command = words[0] === 'fleet' || words[0] === 'variant' ? `${words[0]} ${words[1] ?? ''}` : (words[0] ?? '');
  return JSON_COMMANDS.has(command) && words.includes('--json');
}

/** What the system's refusal of a file means to a user, and what to do, by its error code. */
const FILE_TROUBLE: Readonly<Record<string, { readonly what: string; readonly todo: string }>> = {
  EIO: { what: 'the disk or device reported an input/output error', todo: 'check the disk, or write the file elsewhere' },
  ENOSPC: { what: 'the disk is full', todo: 'free some space, or write the file elsewhere' },
  EDQUOT: { what: 'the disk quota is used up', todo: 'free some space, or write the file elsewhere' },
  EROFS: { what: 'the file system is read-only', todo: 'write the file elsewhere' },
  ENAMETOOLONG: { what: 'the file name is too long', todo: 'give a shorter name' },
  ELOOP: { what: 'its path has symbolic links that loop', todo: 'check the links on the path' },
  EMFILE: { what: 'too many files are open', todo: 'close some programs, and try again' },
  ENFILE: { what: 'too many files are open', todo: 'close some programs, and try again' },
  EBUSY: { what: 'the file is in use', todo: 'close the program using it, and try again' },
  ETXTBSY: { what: 'the file is in use', todo: 'close the program using it, and try again' },
};

function exitCodeFor(e: unknown, io: CliIO, json = false): number {
  if (e instanceof ExitCode) return e.code;
  // The error said as it is, then the command's line under it (record: nothing recorded).
  if (e instanceof ThenSay) {
    const code = exitCodeFor(e.error, io, json);
    io.err(`salvo: ${e.after}\n`);
    return code;
  }
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
    // Help printed in place of a command (bare 'salvo', 'salvo fleet' without check or random)
    // is a usage error, on standard error, as 'salvo variant' without its subcommand is.
    if (e.code === 'commander.help') return e.exitCode === 0 ? 0 : 2;
    if (e.exitCode === 0) return 0;
    return 2;
  }
  if (e instanceof UsageError) {
    io.err(`salvo: ${e.message}\n`);
    return 2;
  }
  if (e instanceof SalvoError) {
    // In the record's language where it is known (a header read, or --lang), as check says it;
    // asked for JSON, in English, as the JSON is.
    const lang = json ? undefined : e.lang;
    for (const d of e.diagnostics) io.err((lang === undefined ? formatDiagnostic(d) : readingLine(d, { lang })) + '\n');
    // Asked for JSON, a script gets the problems as JSON too, shaped as check --json's report
    // (the text stays on standard error, for a log).
    if (json) {
      const violations = e.diagnostics.filter((d) => d.severity === 'error');
      const warnings = e.diagnostics.filter((d) => d.severity !== 'error');
      io.out(JSON.stringify({ ok: false, violations, warnings }, jsonReplacer, 2) + '\n');
    }
    return 1;
  }
  if (e instanceof Error && 'code' in e && typeof (e as NodeJS.ErrnoException).code === 'string') {
    const err = e as NodeJS.ErrnoException;
    // The text on standard error; asked for JSON, the same problem as JSON on standard output.
    const problem = (code: string, message: string, suggestion: string): number => {
      io.err(`salvo: ${message} (${suggestion})\n`);
      if (json) {
        const d: Diagnostic = { severity: 'error', code, message, suggestion, ...(err.path !== undefined ? { file: err.path } : {}) };
        io.out(JSON.stringify({ ok: false, violations: [d], warnings: [] }, jsonReplacer, 2) + '\n');
      }
      return 1;
    };
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR') {
      // A file to write into a folder that is not there (pad -o, new -o, ...), or a file to read
      // (under a file taken for a folder too: notes.txt/mine.yaml). A variant file is looked at
      // (stat) before it is read: in a folder that is not there, it is a file not there, with
      // nothing to write and no folder to create.
      const folder = err.path !== undefined ? dirname(err.path) : undefined;
      if (folder !== undefined && !existsSync(folder) && err.syscall !== 'stat') {
        return problem('no-such-file', `no such file: ${err.path}: there is no folder ${folder}`, 'check the path; to write a file there, create the folder first');
      }
      return problem('no-such-file', `no such file: ${err.path ?? err.message}`, "check the path, or run 'salvo variants' for the built-in templates");
    }
    if (err.code === 'EISDIR') return problem('not-a-file', `${err.path ?? 'a path given'} is a folder, where a file was wanted`, "give a file's path");
    if (err.code === 'EACCES' || err.code === 'EPERM') return problem('no-permission', `no permission to use ${err.path ?? 'a file given'}`, "check the file's permissions");
    // The system refused a file for another reason (a full disk, a read-only one, a device's
    // input/output error): said with the file, exit 1, not as a bug in salvo with its stack.
    // (Only the system's own errors, those of a call on a file: Node's ERR_… codes are bugs.)
    const code = err.code ?? '';
    const trouble = FILE_TROUBLE[code];
    const file = err.path ?? 'a file given';
    if (trouble !== undefined) return problem('file-error', `cannot use ${file}: ${trouble.what}`, trouble.todo);
    if (err.syscall !== undefined && !code.startsWith('ERR_')) return problem('file-error', `cannot use ${file}: the system refused it (${code})`, 'check the path and the disk, and try again');
  }
  io.err(`salvo: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return 70;
}
