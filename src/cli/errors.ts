/**
 * The errors commands throw to end with an exit code. They live apart from main.ts so that a
 * command module does not import main.ts, which imports every command: that cycle made the
 * outcome depend on which module was loaded first.
 */

import { type Spoken, speaks, spoken } from '../core/language.js';

/** Thrown by commands to finish with a given exit code after printing their own output. */
export class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/**
 * A usage error: wrong arguments the parser could not catch (exit 2). `said`: the same words in
 * Russian and Polish, where the error is made before the command knows a language of its own
 * (a --lang the variant lacks): main says them in --lang's language, English with --json.
 * `own`: the language the command speaks without --lang (its record's, its variant's first),
 * said in where --lang asks for one salvo has no words in (`--lang de` on a Russian record).
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly said?: Readonly<Partial<Record<'ru' | 'pl', string>>>,
    readonly own?: string,
  ) {
    super(message);
  }
}

/**
 * The language `e` is said in: --lang's (`lang`) where salvo speaks it, else the command's own
 * (`e.own`) where --lang asks for another (`--lang de`), else English; English with --json.
 *
 * @example
 *   usageTongue(new UsageError('…', { ru: '…' }, 'ru'), 'de', false) // 'ru'
 */
export function usageTongue(e: UsageError, lang: string | undefined, json: boolean): Spoken {
  if (json || lang === undefined) return 'en';
  return speaks(lang) ? spoken(lang) : e.own === undefined ? 'en' : spoken(e.own);
}

/**
 * An option's value that cannot be used, said as `error` says it (a SalvoError's code, its
 * language), but a usage error all the same: exit 2, as `--after 99` is (`pad --title 🚢`: the
 * pad's font has no glyph for it).
 */
export class AsUsage extends Error {
  constructor(readonly error: unknown) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/**
 * An error a command ends with (`error`: a SalvoError, a UsageError, …), said as it would be,
 * then `after`, a line of the command's own under it: `salvo record` says under what it could
 * not read that nothing was recorded, so that a player knows at once the file is unchanged.
 */
export class ThenSay extends Error {
  constructor(
    readonly error: unknown,
    readonly after: string,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/**
 * An error a command ends with (`error`: a file the system refused to write, …) once it knows the
 * language it speaks (`lang`: its --lang, else its record's), so that main says its own words of
 * it in that language, as the command says the rest: `salvo record` on a record written in
 * Russian says in Russian that the disk is full.
 */
export class InLanguage extends Error {
  constructor(
    readonly error: unknown,
    readonly lang: string,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/** The system's refusals of a file salvo was writing (not reading), as marked by `asWrite`. */
const WRITES = new WeakSet<object>();

/**
 * Marks `e` (the system's refusal of a file) as met while writing a file, not reading one, and
 * returns it: main's advice is then about the path written to (`pad -o /proc/x.pdf`), not
 * "run 'salvo variants'" as for a variant not found.
 */
export function asWrite(e: unknown): unknown {
  if (typeof e === 'object' && e !== null) WRITES.add(e);
  return e;
}

/** Was `e` marked by `asWrite`? */
export function isWrite(e: unknown): boolean {
  return typeof e === 'object' && e !== null && WRITES.has(e);
}
