/**
 * The usage errors of the commands that read a record, about the sides named on the command line
 * (`record <side>`, `show --side`, `suggest --side`, `infer --target`, `--after <side>:<n>`), in the
 * record's language once it is read (else the variant's first; `--lang` picks another), as
 * play's prompt says them. Commander's own errors (an unknown option) and `--help` stay English.
 *
 * @example
 *   usageTextOf('ru').notASide('Коля', 'стороны — blue и red', '--target ')
 *   // '--target «Коля» — не сторона этой игры (стороны — blue и red)'
 */
import { quoted, spoken, type Spoken } from '../../core/language.js';

export interface UsageText {
  /** `name` is none of the game's sides; `lead`, the option as typed before it (`--target `, `--after x:3: `). */
  notASide(name: string, hint: string, lead?: string): string;
  /** `file` has no side `name`. */
  noSideIn(file: string, name: string, hint: string): string;
  /** `infer` without `--target`: the sides (`red (Вася)`) and the command to type. */
  whoseFleet(named: readonly string[], example: string): string;
}

const TEXTS: Readonly<Record<Spoken, UsageText>> = {
  en: {
    notASide: (name, hint, lead = '') => `${lead}"${name}" is not a side of this game (${hint})`,
    noSideIn: (file, name, hint) => `${file} has no side "${name}" (${hint})`,
    whoseFleet: (named, example) => `whose fleet to infer? Name it with --target: ${named.join(' or ')}, e.g. ${example}`,
  },
  ru: {
    notASide: (name, hint, lead = '') => `${lead}${quoted('ru', name)} — не сторона этой игры (${hint})`,
    noSideIn: (file, name, hint) => `в ${file} нет стороны ${quoted('ru', name)} (${hint})`,
    whoseFleet: (named, example) => `чей флот искать? Назовите сторону в --target: ${named.join(' или ')}, например: ${example}`,
  },
  pl: {
    notASide: (name, hint, lead = '') => `${lead}${quoted('pl', name)} to nie strona tej gry (${hint})`,
    noSideIn: (file, name, hint) => `w ${file} nie ma strony ${quoted('pl', name)} (${hint})`,
    whoseFleet: (named, example) => `czyjej floty szukać? Podaj stronę w --target: ${named.join(' lub ')}, np. ${example}`,
  },
};

/** The usage errors' texts in `lang` (English for a language salvo does not speak). */
export function usageTextOf(lang: string): UsageText {
  return TEXTS[spoken(lang)];
}
