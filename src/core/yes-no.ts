/**
 * YAML 1.1's words for true and false (`yes`, `no`, `on`, `off`), which YAML 1.2, as salvo reads
 * every file, reads as text: a variant's `diagonal: yes` or a record's `forced: on` is refused,
 * and told which of true and false to write instead, in the same words wherever it is read.
 *
 * @example
 *   yesNoMeant('Yes')          // 'true'
 *   yesNoAdvice('false', 'pl') // 'napisz tu false: yes, no, on i off YAML czyta jako tekst, …'
 *   nativeYesNoMeant('Да')     // 'true' (and nativeYesNoAdvice for what to say of it)
 */
import { spoken } from './language.js';

/** The `true` or `false` a value written as yes, no, on or off (any case, quoted or not) meant; else undefined. */
export function yesNoMeant(value: unknown): 'true' | 'false' | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  return v === 'yes' || v === 'on' ? 'true' : v === 'no' || v === 'off' ? 'false' : undefined;
}

/** What to write for such a word, and why, in `lang`'s words (English where salvo does not speak it). */
export function yesNoAdvice(meant: string, lang: string): string {
  switch (spoken(lang)) {
    case 'ru':
      return `напишите здесь ${meant}: yes, no, on и off YAML читает как текст, а не как true или false`;
    case 'pl':
      return `napisz tu ${meant}: yes, no, on i off YAML czyta jako tekst, a nie jako true albo false`;
    default:
      return `write ${meant} here: YAML reads yes, no, on and off as text, not as true or false`;
  }
}

/** Yes and no in Russian and Polish (`diagonal: да`, `extraShotOnHit: tak`), as the true or false meant. */
const NATIVE_YES_NO: ReadonlyMap<string, 'true' | 'false'> = new Map([
  ['да', 'true'],
  ['нет', 'false'],
  ['истина', 'true'],
  ['ложь', 'false'],
  ['tak', 'true'],
  ['nie', 'false'],
  ['prawda', 'true'],
  ['fałsz', 'false'],
]);

/** The `true` or `false` a value written as yes or no in Russian or Polish (any case) meant; else undefined. */
export function nativeYesNoMeant(value: unknown): 'true' | 'false' | undefined {
  return typeof value === 'string' ? NATIVE_YES_NO.get(value.trim().toLowerCase()) : undefined;
}

/** What to write for yes or no said in Russian or Polish, and why, in `lang`'s words. */
export function nativeYesNoAdvice(meant: string, lang: string): string {
  switch (spoken(lang)) {
    case 'ru':
      return `напишите здесь ${meant}: YAML понимает только true и false, по-английски`;
    case 'pl':
      return `napisz tu ${meant}: YAML rozumie tylko true i false, po angielsku`;
    default:
      return `write ${meant} here: YAML takes only true and false, in English`;
  }
}
