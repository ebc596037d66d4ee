/**
 * The usage errors of the commands that read a record, about the sides named on the command line
 * (`record <side>`, `show --side`, `suggest --side` or whose turn it is without it, `infer --target`,
 * `--after <side>:<n>`) and the ship class `infer --class` names, in the
 * record's language once it is read (else the variant's first; `--lang` picks another), as
 * play's prompt says them. Commander's own errors (an unknown option) follow `--lang` alone
 * (../commander-text.ts), as `--help` does (../help-text.ts).
 *
 * @example
 *   usageTextOf('ru').notASide('Коля', 'стороны — blue и red', '--target ')
 *   // '--target «Коля» — не сторона этой игры (стороны — blue и red)'
 */
import { possessive, possessiveAgain } from '../../core/possessive.js';
import { quoted, spoken, type Spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import { polishAccusative } from '../../core/words.js';

export interface UsageText {
  /** `name` is none of the game's sides; `lead`, the option as typed before it (`--target `, `--after x:3: `). */
  notASide(name: string, hint: string, lead?: string): string;
  /** `salvo record` given cells where the side goes (`salvo record g.yaml A3`): `sides`, the sides to type, and `line`, the command with the first put in. */
  sideLeftOut(sides: readonly string[], line: string): string;
  /** `file` has no side `name`. */
  noSideIn(file: string, name: string, hint: string): string;
  /** `infer` without `--target`: the sides (`red (Вася)`) and the command to type. */
  whoseFleet(named: readonly string[], example: string): string;
  /** `suggest` without `--side` where whose turn it is cannot be told in `file`, and why; `ids`, the sides to type. */
  whoseTurn(file: string, why: TurnUntold, ids: readonly string[]): string;
  /**
   * `--after <value>` is neither a number nor `<side>:<n>`; `single`, a game of single shots (a
   * salvo is a shot); `side`, one of the record's sides for the example; `meant`, the `<side>:<n>`
   * it likely means (`ala 3`, `3:ala`: ala:3), named after it.
   */
  afterNotANumber(value: string, single: boolean, side: string, meant?: string): string;
  /** `--after <value>` names a side's salvo 0 (or no number); `name`, the side as typed. */
  afterFromOne(value: string, name: string, single: boolean): string;
  /**
   * `--after <value>` names a side's salvo by something not a number (`ala:3x`, `ala:III`): `number`,
   * what was typed after the colon; `name`, the side as `afterFromOne`'s; `meant`, the `<side>:<n>`
   * it likely means where the number was written as an ordinal (`ala:3.`, `ala:3-й`, `ala:#3`).
   */
  afterNotSideNumber(value: string, number: string, name: string, single: boolean, meant?: string): string;
  /** `--after <value>` is past the side's own salvos: `typed`, the side to type (`red`), `title` as the text names it (`«Второй игрок» (Маша)`). */
  afterPastSide(value: string, typed: string, title: string, fired: number, single: boolean): string;
  /** `show --after <value>` is past the record's `n` salvos (both sides'). */
  afterPastGame(value: string, n: number, single: boolean): string;
  /** `infer --after <value>` is past the `n` salvos fired at the target (`target` as `afterPastSide`'s `title`); `pending`, the salvo at it whose announcement is not recorded yet. */
  afterPastTarget(value: string, n: number, target: string, pending: number | undefined, single: boolean): string;
  /**
   * `infer --class <typed>` names no ship class of `variant` (its id); `classes`, the classes as the
   * text names them; `meant`, the class it is near (as the text names it), and the keyboard layout
   * it looks typed in where it reads as that class by the other layout's keys.
   */
  notAClass(typed: string, variant: string, classes: readonly string[], meant?: ClassMeant): string;
}

/** A class near what `--class` typed: its name as the text says it, and the keyboard layout it was typed in where `typed` is it read by the other layout's keys. */
export interface ClassMeant {
  readonly name: string;
  readonly keyboard?: 'latin' | 'russian';
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

/** `5 shots`, `1 salvo`: the count's form in English, a shot where every salvo is one. */
function shotsEn(n: number, single: boolean): string {
  return single ? plural('en', n, 'shot', 'shots') : plural('en', n, 'salvo', 'salvos');
}

/** `5 выстрелов`, `2 залпа`: the count's form, after `в записи`. */
function shotsRu(n: number, single: boolean): string {
  return single ? plural('ru', n, 'выстрел', 'выстрела', 'выстрелов') : plural('ru', n, 'залп', 'залпа', 'залпов');
}

/** `5 strzałów`, `1 salwę`: the count's form, after `ma` (accusative). */
function shotsPl(n: number, single: boolean): string {
  return single ? plural('pl', n, 'strzał', 'strzały', 'strzałów') : plural('pl', n, 'salwę', 'salwy', 'salw');
}

const TEXTS: Readonly<Record<Spoken, UsageText>> = {
  en: {
    sideLeftOut: (sides, line) => `the side that fired is not given: name it before the cells (${sides.join(' or ')}), e.g. ${line}`,
    notASide: (name, hint, lead = '') => `${lead}"${name}" is not a side of this game (${hint})`,
    noSideIn: (file, name, hint) => `${file} has no side "${name}" (${hint})`,
    whoseFleet: (named, example) => `whose fleet to infer? Name it with --target: ${named.join(' or ')}, e.g. ${example}`,
    whoseTurn: (file, why, ids) => {
      const ask = `say which side to suggest for with --side (${ids.join(' or ')})`;
      const reason =
        why.kind === 'nobody'
          ? `neither side can fire; ${ask}`
          : why.kind === 'unrecorded'
            ? `it is ${possessive(why.next, 'turn')} or ${possessiveAgain(why.other)}, depending on ${why.shot ? 'shot' : 'salvo'} ${why.salvo}'s result, which is not recorded yet; record it, or ${ask}`
            : `it is ${possessive(why.next, 'turn')}, or ${possessiveAgain(why.other)} if the penalty is owed; ${ask}`;
      return `whose turn it is cannot be told in ${file}: ${reason}`;
    },
    // Where every salvo is one shot, the number after --after counts shots, as Russian and Polish say.
    afterNotANumber: (value, single, side, meant) =>
      `--after takes a number of ${shotsEn(2, single)} (--after 12) or a side's own ${shotsEn(1, single)} (--after ${side}:6), not "${value}"${meant === undefined ? '' : `; did you mean --after ${meant}?`}`,
    afterFromOne: (value, name, single) =>
      `--after ${value}: after a side's ${shotsEn(1, single)} takes its number from 1, e.g. --after ${name || 'blue'}:6 (--after 0 is the game before any ${shotsEn(1, single)})`,
    afterNotSideNumber: (value, number, name, single, meant) =>
      `--after ${value}: "${number}" is not a number; ${meant === undefined ? `a side's ${shotsEn(1, single)} is given by its number from 1, e.g. --after ${name || 'blue'}:6` : `did you mean --after ${meant}?`}`,
    afterPastSide: (value, typed, _title, fired, single) =>
      fired === 0
        ? `--after ${value}: ${typed} has not fired a ${shotsEn(1, single)} in the record yet; use a number of ${shotsEn(2, single)} of the game`
        : `--after ${value}: ${typed} fired ${fired} ${shotsEn(fired, single)} in the record; use ${typed}:1 to ${typed}:${fired}, or a number of ${shotsEn(2, single)}`,
    afterPastGame: (value, n, single) =>
      `--after ${value}: the record has ${n} ${shotsEn(n, single)} (of both sides; --after <side>:<n> counts one side's); use --after 0 to ${n}, or leave --after out for all of them`,
    afterPastTarget: (value, n, target, pending, single) =>
      `--after ${value}: the record has ${n} ${shotsEn(n, single)} fired at ${target}${pending === undefined ? '' : ` with an announcement (${shotsEn(1, single)} ${pending} has no announcement yet)`}; use --after 0 to ${n}, or leave --after out for all of them`,
    notAClass: (typed, variant, classes, meant) =>
      `--class must be one of ${classes.join(', ')}, not "${typed}" (no ship class of ${variant} is called so${meant === undefined ? '' : `; did you mean ${meant.name}?${meant.keyboard === undefined ? '' : ` It looks typed with the keyboard in ${meant.keyboard === 'latin' ? 'Latin' : 'Russian'} layout`}`})`,
  },
  ru: {
    sideLeftOut: (sides, line) => `не названа сторона, которая стреляла: назовите её перед клетками (${sides.join(' или ')}), например: ${line}`,
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
    afterNotANumber: (value, single, side, meant) =>
      `--after — это число ${single ? 'выстрелов' : 'залпов'} (--after 12) или ${single ? 'выстрел' : 'залп'} одной стороны по его номеру (--after ${side}:6), а не ${quoted('ru', value)}${meant === undefined ? '' : `; может быть, --after ${meant}?`}`,
    afterFromOne: (value, name, single) =>
      `--after ${value}: ${single ? 'выстрелы' : 'залпы'} стороны нумеруются с 1, например --after ${name || 'blue'}:6 (--after 0 — партия до первого ${single ? 'выстрела' : 'залпа'})`,
    afterNotSideNumber: (value, number, name, single, meant) =>
      `--after ${value}: ${quoted('ru', number)} — не число; ${meant === undefined ? `${single ? 'выстрел' : 'залп'} стороны задаётся номером с 1, например --after ${name || 'blue'}:6` : `может быть, --after ${meant}?`}`,
    afterPastSide: (value, typed, title, fired, single) =>
      fired === 0
        ? `--after ${value}: у стороны ${title} в записи ещё нет ни одного ${single ? 'выстрела' : 'залпа'}; укажите число ${single ? 'выстрелов' : 'залпов'} партии`
        : `--after ${value}: у стороны ${title} в записи ${fired} ${shotsRu(fired, single)}; укажите от ${typed}:1 до ${typed}:${fired} или число ${single ? 'выстрелов' : 'залпов'}`,
    afterPastGame: (value, n, single) =>
      `--after ${value}: в записи ${n} ${shotsRu(n, single)} (обеих сторон; --after <сторона>:<n> считает ${single ? 'выстрелы' : 'залпы'} одной стороны); укажите --after от 0 до ${n} или не указывайте --after, чтобы взять все`,
    afterPastTarget: (value, n, target, pending, single) =>
      `--after ${value}: в записи ${n} ${shotsRu(n, single)} по стороне ${target}${pending === undefined ? '' : ` с ответом (у ${single ? 'выстрела' : 'залпа'} ${pending} ещё нет ответа)`}; укажите --after от 0 до ${n} или не указывайте --after, чтобы взять все`,
    notAClass: (typed, variant, classes, meant) =>
      `--class ${quoted('ru', typed)} — не класс кораблей варианта ${variant} (${meant === undefined ? 'классы' : `может быть, ${meant.name}?${meant.keyboard === undefined ? '' : ` Похоже, набрано в ${meant.keyboard === 'latin' ? 'латинской' : 'русской'} раскладке.`} Классы`} — ${classes.join(', ')})`,
  },
  pl: {
    sideLeftOut: (sides, line) => `nie podano strony, która strzelała: podaj ją przed polami (${sides.join(' albo ')}), np. ${line}`,
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
    afterNotANumber: (value, single, side, meant) =>
      `--after to liczba ${single ? 'strzałów' : 'salw'} (--after 12) albo ${single ? 'strzał jednej strony według jego' : 'salwa jednej strony według jej'} numeru (--after ${side}:6), a nie ${quoted('pl', value)}${meant === undefined ? '' : `; czy chodziło o --after ${meant}?`}`,
    afterFromOne: (value, name, single) =>
      `--after ${value}: ${single ? 'strzały' : 'salwy'} strony numeruje się od 1, np. --after ${name || 'blue'}:6 (--after 0 to gra przed ${single ? 'pierwszym strzałem' : 'pierwszą salwą'})`,
    afterNotSideNumber: (value, number, name, single, meant) =>
      `--after ${value}: ${quoted('pl', number)} to nie liczba; ${meant === undefined ? `${single ? 'strzał' : 'salwę'} strony podaje się numerem od 1, np. --after ${name || 'blue'}:6` : `czy chodziło o --after ${meant}?`}`,
    afterPastSide: (value, typed, title, fired, single) =>
      fired === 0
        ? `--after ${value}: strona ${title} nie ma jeszcze w zapisie ${single ? 'żadnego strzału' : 'żadnej salwy'}; podaj liczbę ${single ? 'strzałów' : 'salw'} gry`
        : `--after ${value}: strona ${title} ma w zapisie ${fired} ${shotsPl(fired, single)}; podaj od ${typed}:1 do ${typed}:${fired} albo liczbę ${single ? 'strzałów' : 'salw'}`,
    afterPastGame: (value, n, single) =>
      `--after ${value}: zapis ma ${n} ${shotsPl(n, single)} (obu stron; --after <strona>:<n> liczy ${single ? 'strzały' : 'salwy'} jednej strony); podaj --after od 0 do ${n} albo pomiń --after, by wziąć wszystkie`,
    afterPastTarget: (value, n, target, pending, single) =>
      `--after ${value}: zapis ma ${n} ${shotsPl(n, single)} do strony ${target}${pending === undefined ? '' : ` z wynikiem (${single ? 'strzał' : 'salwa'} ${pending} nie ma jeszcze wyniku)`}; podaj --after od 0 do ${n} albo pomiń --after, by wziąć wszystkie`,
    notAClass: (typed, variant, classes, meant) =>
      `--class ${quoted('pl', typed)} to nie klasa statków wariantu ${variant} (${meant === undefined ? 'klasy' : `czy chodziło o ${polishAccusative(meant.name)}?${meant.keyboard === undefined ? '' : ` Wygląda na wpisane w ${meant.keyboard === 'latin' ? 'łacińskim' : 'rosyjskim'} układzie klawiatury.`} Klasy`} to ${classes.join(', ')})`,
  },
};

/** The usage errors' texts in `lang` (English for a language salvo does not speak). */
export function usageTextOf(lang: string): UsageText {
  return TEXTS[spoken(lang)];
}
