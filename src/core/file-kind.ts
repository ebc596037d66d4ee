/**
 * The wrong kind of file, said in one line: a game record given where a variant goes (`salvo
 * count game.yaml`, `pad`, `variant check`, …), a variant file where a record goes (`salvo check
 * templates/statki.yaml`), either where a fleet layout goes (`fleet check`). Told by the keys the
 * file has: a record has `variant:` and `salvos:` or `sides:`; a variant has `board:` and `fleet:`.
 * Asked only of a file that fails as what was asked for, so a valid file is never refused.
 * English here; Russian and Polish by `wrongKindSaid`.
 *
 * @example
 *   fileKind({ variant: 'jutland', salvos: [] }) // 'record'
 *   wrongKind({ is: 'record', wanted: 'variant', file: 'game.yaml', variant: 'jutland', sides: [] }).code // 'file-is-record'
 */
import { listPart, textPart, type Diagnostic, type DiagnosticParts } from './diagnostics.js';
import { quoted, spoken } from './language.js';
import { shellWord } from './shell-word.js';

/** What a file's top-level keys show it to be, where they show it. */
export function fileKind(doc: unknown): 'record' | 'variant' | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(doc, k);
  if (has('variant') && (has('salvos') || has('sides'))) return 'record';
  if (has('board') && has('fleet')) return 'variant';
  return undefined;
}

/** The sides a record names under `sides:` (a list of ids or a mapping from id to player). */
export function recordSides(doc: unknown): string[] {
  if (typeof doc !== 'object' || doc === null) return [];
  const sides: unknown = (doc as Record<string, unknown>).sides;
  if (Array.isArray(sides)) return sides.filter((s): s is string => typeof s === 'string');
  if (typeof sides === 'object' && sides !== null) return Object.keys(sides);
  return [];
}

export interface WrongKind {
  /** What the file is. */
  readonly is: 'record' | 'variant';
  /** What the command wanted there: a variant, a record, or a fleet layout (`fleet check`). */
  readonly wanted: 'variant' | 'record' | 'layout';
  /** The file as the user named it. */
  readonly file: string;
  /** A record's variant, as a command run here would name it. */
  readonly variant?: string;
  /** A record's sides. */
  readonly sides?: readonly string[];
  /** The command, where what to do differs by it (`count`). */
  readonly command?: string;
}

/** The one error for a file of the wrong kind. */
export function wrongKind(w: WrongKind): Diagnostic {
  const parts: DiagnosticParts = {
    is: w.is,
    wanted: w.wanted,
    file: w.file,
    ...(w.variant !== undefined ? { variant: w.variant } : {}),
    ...(w.sides !== undefined ? { sides: w.sides } : {}),
    ...(w.command !== undefined ? { command: w.command } : {}),
  };
  const words = wrongKindWords('en', parts);
  return { severity: 'error', code: w.is === 'record' ? 'file-is-record' : 'file-is-variant', message: words.message, suggestion: words.suggestion, file: w.file, parts };
}

/** Russian or Polish words of a `file-is-record` or `file-is-variant` error; undefined for English or other codes. */
export function wrongKindSaid(code: string, parts: DiagnosticParts | undefined, lang: string): { message: string; suggestion: string } | undefined {
  const s = spoken(lang);
  if ((code !== 'file-is-record' && code !== 'file-is-variant') || parts === undefined || s === 'en') return undefined;
  return s === 'ru' || s === 'pl' ? wrongKindWords(s, parts) : undefined;
}

function wrongKindWords(lang: 'en' | 'ru' | 'pl', parts: DiagnosticParts): { message: string; suggestion: string } {
  const [ru, pl] = [lang === 'ru', lang === 'pl'];
  const q = (t: string): string => (lang === 'en' ? `'${t}'` : quoted(lang, t));
  // A command in straight quotes in every language, as the rest of salvo's messages quote one: a name in the language's own.
  const c = (t: string): string => `'${t}'`;
  const file = textPart(parts, 'file') ?? '';
  const wanted = textPart(parts, 'wanted');
  if (textPart(parts, 'is') === 'variant') {
    const message = ru ? `${file} — файл варианта, а не запись партии` : pl ? `${file} to plik wariantu, nie zapis partii` : `${file} is a variant file, not a game record`;
    if (wanted === 'layout') {
      const cmd = c(`salvo fleet check ${shellWord(file)} <layout>`);
      return {
        message: ru ? `${file} — файл варианта, а не расстановка флота` : pl ? `${file} to plik wariantu, nie ustawienie floty` : `${file} is a variant file, not a fleet layout`,
        suggestion: ru ? `назовите его первым, как вариант: ${cmd}` : pl ? `podaj go jako pierwszy, jako wariant: ${cmd}` : `give it first, as the variant: ${cmd}`,
      };
    }
    const cmd = c(`salvo new ${shellWord(file)} -o game.yaml`);
    return { message, suggestion: ru ? `начните запись партии по нему: ${cmd}` : pl ? `zacznij według niego zapis partii: ${cmd}` : `to start a record of a game of it: ${cmd}` };
  }
  const message = ru ? `${file} — запись партии, а не файл варианта` : pl ? `${file} to zapis partii, nie plik wariantu` : `${file} is a game record, not a variant file`;
  if (wanted === 'layout') {
    const cmd = c(`salvo check ${shellWord(file)}`);
    return { message: ru ? `${file} — запись партии, а не расстановка флота` : pl ? `${file} to zapis partii, nie ustawienie floty` : `${file} is a game record, not a fleet layout`, suggestion: ru ? `флоты записи проверяет ${cmd}` : pl ? `floty zapisu sprawdza ${cmd}` : `a record's fleets are checked by ${cmd}` };
  }
  const variant = textPart(parts, 'variant');
  const sides = listPart(parts, 'sides') ?? [];
  // One side in the command, to be pasted as it is (not blue|red, which a shell reads as a pipe); the others after it.
  const side = sides[0] ?? '<side>';
  const others = sides.slice(1).map((o) => `--target ${shellWord(o)}`);
  const or = others.length === 0 ? '' : ` (${ru ? 'или' : pl ? 'albo' : 'or'} ${others.join(ru ? ' или ' : pl ? ' albo ' : ' or ')})`;
  if (textPart(parts, 'command') === 'count') {
    const count = c(`salvo count ${variant === undefined ? '<variant>' : shellWord(variant)}`);
    const infer = c(`salvo infer ${shellWord(file)} --target ${sides[0] === undefined ? side : shellWord(side)}`) + or;
    return {
      message,
      suggestion: ru
        ? `сосчитайте расстановки его варианта (${count}) или выведите по записи флот одной стороны: ${infer}`
        : pl
          ? `policz ustawienia jego wariantu (${count}) albo wywnioskuj z zapisu flotę jednej strony: ${infer}`
          : `count the layouts of its variant (${count}), or infer one side's fleet from the record: ${infer}`,
    };
  }
  if (variant === undefined) {
    return { message, suggestion: ru ? 'назовите вариант, в который играли' : pl ? 'podaj wariant, w który grano' : 'give the variant the game was played with' };
  }
  return {
    message,
    suggestion: ru ? `назовите вариант, в который играли: ${q(variant)}` : pl ? `podaj wariant, w który grano: ${q(variant)}` : `give the variant the game was played with instead: ${variant}`,
  };
}
