/**
 * The language a command's refusal of an option is said in where no --lang asks for one: the
 * language the command speaks of its file (a record's, else its variant's first; a variant's
 * first), as every command says the rest (README: salvo speaks the game's language). An option
 * such as `pad --paper A3` or `suggest --budget x` is refused before the file is read, so that a
 * value that cannot be used is a usage error whatever the file; it was then said in English on a
 * Russian or Polish game, beside a pad or a report in the game's language.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CliIO } from '../io.js';
import { loadVariant } from '../../variant/load.js';
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
  const group = ran.parent?.parent == null ? '' : `${ran.parent.name()} `;
  const kind = FIRST_OPERAND[`${group}${ran.name()}`];
  const operand: unknown = ran.processedArgs[0];
  // simulate's variants: the first's language, as its table speaks.
  const ref: unknown = Array.isArray(operand) ? operand[0] : operand;
  if (kind === undefined || typeof ref !== 'string' || ref === '-' || ref.trim() === '') return undefined;
  try {
    if (kind === 'record') {
      if (!existsSync(resolve(io.cwd, ref))) return undefined;
      const f = await openRecord(io, ref);
      return commandLanguage(f.variant, undefined, f.record);
    }
    return commandLanguage(await loadVariant(ref, { cwd: io.cwd }), undefined);
  } catch {
    // A file that cannot be read: the refusal in English, as before.
    return undefined;
  }
}
