/**
 * `salvo variant check`'s lines in the language of the check (`--lang`, else the file's first
 * `languages:`): each diagnostic (./issue-text.ts's schema errors, the file's own problems; the
 * rest whole in English) and the line closing each file. English stays as it was, byte for byte.
 *
 * @example
 *   variantCheckTextOf('ru').failed('my.yaml', 2, 1, 3)
 *   // '2 ошибки, 1 предупреждение в my.yaml: исправьте строки выше'
 */
import { formatDiagnostic, textPart, type Diagnostic } from '../../core/diagnostics.js';
import { spoken, type Spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import { readingSaid } from '../../record/reading-text.js';
import { formatSaid, refereeText } from '../../record/referee-text.js';
import { saidDiagnostic } from '../../record/said-words.js';
import { fileSaid } from '../../variant/file-text.js';
import { variantSaid } from '../../variant/said.js';

export interface VariantCheckText {
  /** A file without errors, with `warnings` warnings. */
  ok(file: string, warnings: number): string;
  /** A file with `errors` errors and `warnings` warnings, `lines` diagnostics printed above. */
  failed(file: string, errors: number, warnings: number, lines: number): string;
  /**
   * A game record given for a variant file (`file-is-record`, its one error): no line of it to
   * fix, but a variant to check in its place, `variant` as the record names it where it does.
   */
  notVariant(file: string, variant: string | undefined): string;
}

/** A variant's name as a shell reads it whole: in double quotes where it has a space or a character a shell reads (`"my game.yaml"`). */
function shellWord(name: string): string {
  return /^[\p{L}\p{N}._\/:@%+=,-]+$/u.test(name) ? name : `"${name.replace(/(["\\$`])/g, '\\$1')}"`;
}

const TEXTS: Readonly<Record<Spoken, VariantCheckText>> = {
  en: {
    ok: (file, warnings) => `${file}: ok${warnings > 0 ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''}`,
    failed: (file, errors, warnings, lines) => {
      const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
      const counts = warnings > 0 ? `${count(errors, 'error')}, ${count(warnings, 'warning')}` : count(errors, 'error');
      return `${counts} in ${file}: fix the ${lines === 1 ? 'line' : 'lines'} above`;
    },
    notVariant: (file, variant) => `1 error in ${file}: check a variant, not a game record${variant === undefined ? '' : `: 'salvo variant check ${shellWord(variant)}'`}`,
  },
  ru: {
    ok: (file, warnings) => `${file}: ошибок нет${warnings > 0 ? ` (${warnings} ${plural('ru', warnings, 'предупреждение', 'предупреждения', 'предупреждений')})` : ''}`,
    failed: (file, errors, warnings, lines) => {
      const counts = `${errors} ${plural('ru', errors, 'ошибка', 'ошибки', 'ошибок')}${warnings > 0 ? `, ${warnings} ${plural('ru', warnings, 'предупреждение', 'предупреждения', 'предупреждений')}` : ''}`;
      return `${counts} в ${file}: исправьте ${lines === 1 ? 'строку' : 'строки'} выше`;
    },
    notVariant: (file, variant) => `1 ошибка в ${file}: проверьте вариант, а не запись партии${variant === undefined ? '' : `: 'salvo variant check ${shellWord(variant)}'`}`,
  },
  pl: {
    ok: (file, warnings) => `${file}: brak błędów${warnings > 0 ? ` (${warnings} ${plural('pl', warnings, 'ostrzeżenie', 'ostrzeżenia', 'ostrzeżeń')})` : ''}`,
    failed: (file, errors, warnings, lines) => {
      const counts = `${errors} ${plural('pl', errors, 'błąd', 'błędy', 'błędów')}${warnings > 0 ? `, ${warnings} ${plural('pl', warnings, 'ostrzeżenie', 'ostrzeżenia', 'ostrzeżeń')}` : ''}`;
      return `${counts} w ${file}: popraw ${lines === 1 ? 'wiersz' : 'wiersze'} powyżej`;
    },
    notVariant: (file, variant) => `1 błąd w ${file}: sprawdź wariant, nie zapis partii${variant === undefined ? '' : `: 'salvo variant check ${shellWord(variant)}'`}`,
  },
};

/** The closing lines' words in `lang` (English for a language salvo does not speak). */
export function variantCheckTextOf(lang: string): VariantCheckText {
  return TEXTS[spoken(lang)];
}

/**
 * One diagnostic of a variant file as a line in `lang`: a schema error from its parts
 * (issue-text.ts), a designer's check from its (design-text.ts), a rarer slip from its (slip-text.ts), a file that cannot be read or a template not there as a record's are said
 * (reading-text.ts); whole in English where the language has no words for it.
 */
export function variantDiagnosticLine(d: Diagnostic, lang: string): string {
  const s = spoken(lang);
  const t = s === 'en' ? undefined : refereeText(s, false);
  if (t === undefined) return formatDiagnostic(d);
  // A file not there (`no-such-file`) is said as pad says it.
  const missing = d.code === 'no-such-file' && d.parts !== undefined && textPart(d.parts, 'kind') === 'variant' ? fileSaid('no-such-file', d.parts, s) : undefined;
  const words = missing ?? variantSaid(d.code, d.parts, s) ?? readingSaid(d, s);
  return words === undefined ? formatDiagnostic(d) : formatSaid(saidDiagnostic(d, words), t);
}
