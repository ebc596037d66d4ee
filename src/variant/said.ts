/**
 * A problem of a variant file's content in Russian or Polish, whichever kind it is: a schema error
 * (./issue-text.ts), a designer's check (./design-text.ts) or a rarer slip (./slip-text.ts). What
 * a command that loads the variant (count, fleet, pad, simulate, a record's commands) says in
 * its language, as `salvo variant check` does.
 *
 * @example
 *   variantSaid('label-collision', d.parts, 'ru')
 *   // { message: 'board.columnLabels: «Е» (6) и «Ё» (7) читаются как одна метка', suggestion: '…' }
 */
import type { DiagnosticParts } from '../core/diagnostics.js';
import { wrongKindSaid } from '../core/file-kind.js';
import { designSaid } from './design-text.js';
import type { FileWords } from './file-text.js';
import { issueSaid } from './issue-text.js';
import { slipSaid } from './slip-text.js';

/** The words of a variant file's problem in `lang`; undefined for English and where its parts do not say it. */
export function variantSaid(code: string, parts: DiagnosticParts | undefined, lang: string): FileWords | undefined {
  return wrongKindSaid(code, parts, lang) ?? issueSaid(code, parts, lang) ?? designSaid(code, parts, lang) ?? slipSaid(parts, lang);
}
