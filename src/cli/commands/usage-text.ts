/**
 * The usage errors of the commands that read a record, about the sides named on the command line
 * (`record <side>`, `show --side`, `suggest --side` or whose turn it is without it, `infer --target`,
 * `--after <side>:<n>`), in the
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
  /** `suggest` without `--side` where whose turn it is cannot be told in `file`, and why; `ids`, the sides to type. */
  whoseTurn(file: string, why: TurnUntold, ids: readonly string[]): string;
}

/**
 * Why whose turn it is cannot be told: nobody can fire; or `next` fires unless the result of
 * salvo `salvo` (a shot, where `shot`), not recorded yet, gives the turn to `other`; or `next`
 * fires unless a penalty is owed, which gives it to `other`. The sides as the text names them.
 */
export type TurnUntold =
  | { readonly kind: 'nobody' }
  | { readonly kind: 'unrecorded'; readonly next: string; readonly other: string; readonly salvo: number; readonly shot: boolean }
  | { readonly kind: 'penalty'; readonly next: string; readonly other: string };

const TEXTS: Readonly<Record<Spoken, UsageText>> = {
  en: {
    notASide: (name, hint, lead = '') => `${lead}"${name}" is not a side of this game (${hint})`,
    noSideIn: (file, name, hint) => `${file} has no side "${name}" (${hint})`,
    whoseFleet: (named, example) => `whose fleet to infer? Name it with --target: ${named.join(' or ')}, e.g. ${example}`,
    whoseTurn: (file, why, ids) => {
      const ask = `say which side to suggest for with --side (${ids.join(' or ')})`;
      const reason =
        why.kind === 'nobody'
          ? `neither side can fire; ${ask}`
          : why.kind === 'unrecorded'
            ? `it is ${why.next}'s turn or ${why.other}'s, depending on salvo ${why.salvo}'s result, which is not recorded yet; record it, or ${ask}`
            : `it is ${why.next}'s turn, or ${why.other}'s if the penalty is owed; ${ask}`;
      return `whose turn it is cannot be told in ${file}: ${reason}`;
    },
  },
  ru: {
    notASide: (name, hint, lead = '') => `${lead}${quoted('ru', name)} — не сторона этой игры (${hint})`,
    noSideIn: (file, name, hint) => `в ${file} нет стороны ${quoted('ru', name)} (${hint})`,
    whoseFleet: (named, example) => `чей флот искать? Назовите сторону в --target: ${named.join(' или ')}, например: ${example}`,
    whoseTurn: (file, why, ids) => {
      const ask = `назовите в --side сторону, для которой нужен совет (${ids.join(' или ')})`;
      const reason =
        why.kind === 'nobody'
          ? `ни одна сторона не может стрелять; ${ask}`
          : why.kind === 'unrecorded'
            ? `ход стороны ${why.next} или ${why.other} — смотря по ответу на ${why.shot ? 'выстрел' : 'залп'} ${why.salvo}, ещё не записанному; запишите ответ или ${ask}`
            : `ход стороны ${why.next} или, если положен пропуск хода, стороны ${why.other}; ${ask}`;
      return `в ${file} не понять, чей ход: ${reason}`;
    },
  },
  pl: {
    notASide: (name, hint, lead = '') => `${lead}${quoted('pl', name)} to nie strona tej gry (${hint})`,
    noSideIn: (file, name, hint) => `w ${file} nie ma strony ${quoted('pl', name)} (${hint})`,
    whoseFleet: (named, example) => `czyjej floty szukać? Podaj stronę w --target: ${named.join(' lub ')}, np. ${example}`,
    whoseTurn: (file, why, ids) => {
      const ask = `podaj w --side stronę, dla której ma być rada (${ids.join(' lub ')})`;
      const reason =
        why.kind === 'nobody'
          ? `żadna strona nie może strzelać; ${ask}`
          : why.kind === 'unrecorded'
            ? `tura strony ${why.next} albo ${why.other}, zależnie od wyniku ${why.shot ? 'strzału' : 'salwy'} ${why.salvo}, jeszcze niezapisanego; zapisz wynik albo ${ask}`
            : `tura strony ${why.next} albo, jeśli należy się utrata tury, strony ${why.other}; ${ask}`;
      return `w ${file} nie wiadomo, czyja jest tura: ${reason}`;
    },
  },
};

/** The usage errors' texts in `lang` (English for a language salvo does not speak). */
export function usageTextOf(lang: string): UsageText {
  return TEXTS[spoken(lang)];
}
