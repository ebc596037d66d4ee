/**
 * The one shape of what the record's tables say in Russian and Polish: a message and what to do
 * (`SaidWords`), the same for a problem reading the record (reading-text.ts), a fleet's breach
 * (fleet-text.ts) and a warning the referee words itself (warning-text.ts); and the readers of a
 * diagnostic's parts (`DiagnosticParts`: the word as typed, a number, a list) those tables say
 * their sentences from; and the one way a diagnostic is given those words (`saidDiagnostic`).
 *
 * @example
 *   const words: SaidWords = { message: 'ответ пуст', suggestion: 'напишите, что ответили, или уберите стрелку' };
 *   textPart({ typed: 'ДЗ', count: 2 }, 'typed') // 'ДЗ'
 *   textPart({ typed: 'ДЗ', count: 2 }, 'count') // undefined
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { Spoken } from '../core/language.js';

/** The languages the tables have their own words in; English is the diagnostic's own. */
export type SaidLang = Exclude<Spoken, 'en'>;

/** A message and what to do, in one language. */
export interface SaidWords {
  readonly message: string;
  readonly suggestion?: string;
}

/** Words given in each language ahead (a referee's warning: `RefereeWarning.said`). */
export type SaidIn = Readonly<Partial<Record<SaidLang, SaidWords>>>;

export { listPart, numberPart, textPart } from '../core/diagnostics.js';

/**
 * The diagnostic with `words` for its message and what to do: each field in its place as English
 * gives it (the JSON reports keep their order), its English suggestion left out where the words
 * have none, its parts left out; its place, code and severity as they are.
 */
export function saidDiagnostic(d: Diagnostic, words: SaidWords): Diagnostic {
  const { parts: _parts, ...rest } = d;
  const said: Diagnostic = { ...rest, message: words.message, ...(words.suggestion !== undefined ? { suggestion: words.suggestion } : {}) };
  if (words.suggestion !== undefined) return said;
  const { suggestion: _english, ...without } = said;
  return without;
}
