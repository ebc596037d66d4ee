/**
 * The language a command's refusal of an option is said in where no --lang asks for one: the
 * language the command speaks of its file (a record's, else its variant's first; a variant's
 * first), as every command says the rest (README: salvo speaks the game's language). An option
 * such as `pad --paper A3` or `suggest --budget x` is refused before the file is read, so that a
 * value that cannot be used is a usage error whatever the file; it was then said in English on a
 * Russian or Polish game, beside a pad or a report in the game's language. So were commander's
 * own refusals (`check game.yaml --jsn`, an argument missing or one too many), said before the
 * command has read its operands: `typedLanguage` finds the file among the words typed.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CliIO } from '../io.js';
import { declaredLanguages, loadVariant } from '../../variant/load.js';
import { commandLanguage, openRecord } from './game-common.js';

/**
 * Of each command that reads a file, what its first operand is. `record` says its refusals in
 * the record's language itself (record.ts); `variant check` and `variant show` say theirs once
 * the file is read.
 */
const FIRST_OPERAND: Readonly<Record<string, 'record' | 'variant'>> = {
  check: 'record',
  show: 'record',
  infer: 'record',
  analyze: 'record',
  suggest: 'record',
  play: 'record',
  pad: 'variant',
  count: 'variant',
  simulate: 'variant',
  new: 'variant',
  init: 'variant',
  'fleet random': 'variant',
  'fleet check': 'variant',
};

/**
 * The language `ran` (the command run, its operands read) speaks of its file, for a usage error
 * said where no --lang gives one; undefined where it names no file, the file is standard input
 * (read once, by the command), or it cannot be read (then English, as before).
 *
 * @example
 *   await operandLanguage(pad, io) // 'pl' after `salvo pad statki --paper A3`
 */
export async function operandLanguage(ran: Command | undefined, io: CliIO): Promise<string | undefined> {
  if (ran === undefined) return undefined;
  const kind = FIRST_OPERAND[commandName(ran)];
  const operand: unknown = ran.processedArgs[0];
  // simulate's variants: the first's language, as its table speaks.
  const ref: unknown = Array.isArray(operand) ? operand[0] : operand;
  return kind === undefined || typeof ref !== 'string' ? undefined : fileLanguage(kind, ref, io);
}

/** A command's name under salvo, as the tables above name it (`check`, `fleet check`). */
export function commandName(cmd: Command): string {
  const group = cmd.parent?.parent == null ? '' : `${cmd.parent.name()} `;
  return `${group}${cmd.name()}`;
}

/**
 * Of each command that reads a file, what its first operand is, for commander's own refusals
 * (an option not known, an argument missing or one too many, a value not among its choices),
 * said before the command has read anything: every command of FIRST_OPERAND, and `variant show`
 * (a variant) and `variant check` (variant files, said in each one's first declared language,
 * read from files that may not load). `record` finds its record itself (record.ts).
 */
const TYPED_OPERAND: Readonly<Record<string, 'record' | 'variant' | 'declared'>> = { ...FIRST_OPERAND, 'variant show': 'variant', 'variant check': 'declared' };

/**
 * The language `command` speaks of its file, found among `args` (the words typed after the
 * command's name, which commander refused before reading them as operands): the first of the
 * words that are not options or an option's value whose file can be read (so a value after an
 * option not known, `pad --paperr A3 statki`, is passed over); after a command not known to
 * salvo or a group (`salvo chek game.yaml`), a record's, else a variant's; undefined where the
 * command reads no file, standard input (`-`) is given, or no word names a file that can be read.
 *
 * @example
 *   await typedLanguage(check, ['game.yaml', '--jsn'], io) // 'ru' (game.yaml: language: ru)
 */
export async function typedLanguage(command: Command, args: readonly string[], io: CliIO): Promise<string | undefined> {
  // salvo or a group (`fleet`), refusing a command not known (`salvo chek game.yaml`): the
  // language of a record typed after it, else of a variant.
  const kinds = command.commands.length > 0 ? (['record', 'variant'] as const) : [TYPED_OPERAND[commandName(command)]];
  for (const ref of typedOperands(command, args)) {
    // Standard input is read once, by the command: nothing typed after it is looked at.
    if (ref === '-') return undefined;
    for (const kind of kinds) {
      const lang = kind === undefined ? undefined : await fileLanguage(kind, ref, io);
      if (lang !== undefined) return lang;
    }
  }
  return undefined;
}

/**
 * The words of `args` that commander would read as `command`'s operands: not options, nor the
 * value of an option of `command` that takes one (`--target второй`; `--lang=ru` is one word);
 * every word after `--`. An option `command` does not have is taken to take no value.
 */
function typedOperands(command: Command, args: readonly string[]): string[] {
  const operands: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (word === '--') return [...operands, ...args.slice(i + 1)];
    if (word === '-' || !word.startsWith('-')) operands.push(word);
    else if (!word.includes('=')) {
      const option = command.options.find((o) => o.long === word || o.short === word);
      const next = args[i + 1];
      if (option?.required === true || (option?.optional === true && next !== undefined && !next.startsWith('-'))) i++;
    }
  }
  return operands;
}

/** The language a command speaks of `ref`, a file of `kind` (a record's, else its variant's first; a variant's first); undefined where it cannot be read. */
async function fileLanguage(kind: 'record' | 'variant' | 'declared', ref: string, io: CliIO): Promise<string | undefined> {
  if (ref === '-' || ref.trim() === '') return undefined;
  try {
    if (kind === 'record') {
      if (!existsSync(resolve(io.cwd, ref))) return undefined;
      const f = await openRecord(io, ref);
      return commandLanguage(f.variant, undefined, f.record);
    }
    if (kind === 'declared') return (await declaredLanguages(ref, io.cwd))[0];
    return commandLanguage(await loadVariant(ref, { cwd: io.cwd }), undefined);
  } catch {
    // A file that cannot be read: the refusal in English, as before.
    return undefined;
  }
}
