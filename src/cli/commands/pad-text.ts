/**
 * `salvo pad`'s own lines in the pad's language (`--lang`, else the variant's first): what was
 * written (`wrote x.pdf: 2 pages (…)`, `записан x.pdf: 2 страницы (…)`), and the note on standard
 * error where two sheets a page were asked and one was printed. English stays as it was, byte for
 * byte.
 *
 * @example
 *   padWrote('pl', { output: 'x.pdf', pages: 2, sheets: 2, paper: 'A4', perPage: 2, logOverleaf: false })
 *   // 'zapisano x.pdf: 2 strony (2 arkusze, A4, po 2 na stronie)'
 */
import { spoken, type Spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import { numberPart, textPart, type Diagnostic, type DiagnosticParts } from '../../core/diagnostics.js';
import type { Paper, PadTooSmall } from '../../render/pad-layout.js';
import { asLatinKeys } from '../../core/coords.js';
import { shellWord } from '../../core/shell-word.js';
import { UsageError } from '../errors.js';

/** The paper sizes `--paper` takes, by name in lower case. */
const PAPER_NAMED: Readonly<Record<string, Paper>> = { a4: 'A4', a5: 'A5', letter: 'letter' };

/**
 * The paper `--paper` names (`salvo pad`, `salvo show -o`): A4, A5 or letter, in any case, the A
 * also the Cyrillic А (the format's name as Russian writes it: `А4`, the same letter on the page);
 * undefined for any other.
 *
 * @example
 *   paperNamed('А4') // 'A4' (Cyrillic А)
 *   paperNamed('A3') // undefined
 */
export function paperNamed(given: string): Paper | undefined {
  return PAPER_NAMED[given.trim().toLowerCase().replace(/^а(?=\d$)/u, 'a')];
}

/** The paper a `--paper` typed with the keyboard in the Russian layout means (`ф4`, `Ф5`, `дуееук`): read as the keys' Latin letters, never taken for it. */
function paperKeyed(given: string): Paper | undefined {
  const keys = /\p{Script=Cyrillic}/u.test(given) ? asLatinKeys(given.trim()) : undefined;
  return keys === undefined ? undefined : PAPER_NAMED[keys];
}

/** The pad as printed: what the confirmation line says. */
export interface PadWritten {
  /** The file written, or `-` for standard output. */
  readonly output: string;
  readonly pages: number;
  readonly sheets: number;
  /** A cover page; `back` where the game's name is printed on its back (folded A5). */
  readonly cover?: 'plain' | 'back';
  readonly paper: string;
  /** Sheets a page as printed: 2, 1, or one sheet over two pages (0.5). */
  readonly perPage: 2 | 1 | 0.5;
  /** Why one sheet a page was printed where two were asked. */
  readonly fallback?: 'too-large' | 'too-small';
  /** The log goes on overleaf (print double-sided). */
  readonly logOverleaf: boolean;
  /** Leaves of log after that. */
  readonly logLeaves?: number;
}

interface PadText {
  wrote(w: PadWritten): string;
  /** The note: two a page were asked, one was printed (each over two pages where `split`). */
  note(fallback: 'too-large' | 'too-small', paper: string, split: boolean): string;
}

const EN: PadText = {
  wrote: (w) => {
    const why = w.fallback === 'too-large' ? 'the board is too large for two a page' : w.fallback === 'too-small' ? 'at two a page the charts would be too small to write in' : undefined;
    const oneText = why === undefined ? '1 per page' : `1 per page: ${why}`;
    const splitText = why === undefined ? 'each sheet over two pages' : `each sheet over two pages: ${why}`;
    const layoutText =
      (w.perPage === 2 ? '2 per page' : w.perPage === 1 ? oneText : splitText) +
      (!w.logOverleaf
        ? ''
        : (w.perPage === 0.5 ? "; the log continues on the back of its page, the charts' page has a blank back" : '; the log continues on the back of each sheet') +
          (w.logLeaves === undefined ? '' : `, then on ${w.logLeaves === 1 ? 'a leaf' : `${w.logLeaves} leaves`} of log`) +
          ': print double-sided');
    const coverText = w.cover === undefined ? '' : w.cover === 'back' ? " + cover (the game's name on its back, to face the opponent: print the cover double-sided)" : ' + cover';
    const what = `${w.sheets} sheet${w.sheets === 1 ? '' : 's'}${coverText}, ${w.paper}, ${layoutText}`;
    return `wrote ${w.output === '-' ? 'the PDF to standard output' : w.output}: ${w.pages} page${w.pages === 1 ? '' : 's'} (${what})`;
  },
  note: (fallback, paper, split) => {
    const cause = fallback === 'too-large' ? `the board is too large for two sheets a page on ${paper}` : `at two a page on ${paper} the charts would be too small to write in`;
    return `note: --per-page 2: ${cause}; printed one sheet a page${split ? ', each over two pages' : ''}`;
  },
};

/** A paper's name in Russian and Polish text: the option's `letter` is the format Letter, a name. */
const paperName = (paper: string): string => (paper === 'letter' ? 'Letter' : paper);

const RU: PadText = {
  wrote: (w) => {
    const why = w.fallback === 'too-large' ? 'поле слишком велико для двух листов на странице' : w.fallback === 'too-small' ? 'при двух листах на странице поля были бы слишком малы, чтобы в них писать' : undefined;
    const base = w.perPage === 2 ? 'по 2 на странице' : w.perPage === 1 ? 'по 1 на странице' : 'каждый лист на двух страницах';
    const leaves = w.logLeaves === undefined ? '' : `, затем на ${w.logLeaves === 1 ? 'отдельном листе' : `${w.logLeaves} ${plural('ru', w.logLeaves, 'отдельном листе', 'отдельных листах')}`}`;
    const log = !w.logOverleaf
      ? ''
      : `${w.perPage === 0.5 ? '; журнал продолжается на обороте своей страницы, оборот страницы с полями остаётся чистым' : '; журнал продолжается на обороте каждого листа'}${leaves}: печатайте с двух сторон`;
    const layout = `${base}${why === undefined ? '' : `: ${why}`}${log}`;
    const cover = w.cover === undefined ? '' : w.cover === 'back' ? ' + обложка (на её обороте название игры, обращённое к противнику: печатайте обложку с двух сторон)' : ' + обложка';
    const what = `${w.sheets} ${plural('ru', w.sheets, 'лист', 'листа', 'листов')}${cover}, ${paperName(w.paper)}, ${layout}`;
    const pages = `${w.pages} ${plural('ru', w.pages, 'страница', 'страницы', 'страниц')}`;
    return w.output === '-' ? `PDF выведен в стандартный вывод: ${pages} (${what})` : `записан ${w.output}: ${pages} (${what})`;
  },
  note: (fallback, paper, split) => {
    const cause = fallback === 'too-large' ? `поле слишком велико для двух листов на странице формата ${paperName(paper)}` : `при двух листах на странице формата ${paperName(paper)} поля были бы слишком малы, чтобы в них писать`;
    return `примечание: --per-page 2: ${cause}; напечатано по одному листу на странице${split ? ', каждый на двух страницах' : ''}`;
  },
};

const PL: PadText = {
  wrote: (w) => {
    const why = w.fallback === 'too-large' ? 'plansza jest za duża na dwa arkusze na stronie' : w.fallback === 'too-small' ? 'przy dwóch arkuszach na stronie plansze byłyby za małe, by w nich pisać' : undefined;
    const base = w.perPage === 2 ? 'po 2 na stronie' : w.perPage === 1 ? 'po 1 na stronie' : 'każdy arkusz na dwóch stronach';
    const leaves = w.logLeaves === undefined ? '' : `, potem na ${w.logLeaves === 1 ? 'osobnej kartce' : `${w.logLeaves} osobnych kartkach`}`;
    const log = !w.logOverleaf
      ? ''
      : `${w.perPage === 0.5 ? '; dziennik ciągnie się na odwrocie swojej strony, tył strony z planszami zostaje pusty' : '; dziennik ciągnie się na odwrocie każdego arkusza'}${leaves}: drukuj dwustronnie`;
    const layout = `${base}${why === undefined ? '' : `: ${why}`}${log}`;
    const cover = w.cover === undefined ? '' : w.cover === 'back' ? ' + okładka (nazwa gry na jej odwrocie, zwróconym do przeciwnika: drukuj okładkę dwustronnie)' : ' + okładka';
    const what = `${w.sheets} ${plural('pl', w.sheets, 'arkusz', 'arkusze', 'arkuszy')}${cover}, ${paperName(w.paper)}, ${layout}`;
    const pages = `${w.pages} ${plural('pl', w.pages, 'strona', 'strony', 'stron')}`;
    return w.output === '-' ? `wypisano PDF na standardowe wyjście: ${pages} (${what})` : `zapisano ${w.output}: ${pages} (${what})`;
  },
  note: (fallback, paper, split) => {
    const cause = fallback === 'too-large' ? `plansza jest za duża na dwa arkusze na stronie formatu ${paperName(paper)}` : `przy dwóch arkuszach na stronie formatu ${paperName(paper)} plansze byłyby za małe, by w nich pisać`;
    return `uwaga: --per-page 2: ${cause}; wydrukowano po jednym arkuszu na stronie${split ? ', każdy na dwóch stronach' : ''}`;
  },
};

const TEXTS: Readonly<Record<Spoken, PadText>> = { en: EN, ru: RU, pl: PL };

/** The confirmation line (no newline) in `lang` (English for a language salvo does not speak). */
export function padWrote(lang: string, w: PadWritten): string {
  return TEXTS[spoken(lang)].wrote(w);
}

/** The note on standard error where one sheet a page was printed for two asked, in `lang`. */
export function padFallbackNote(lang: string, fallback: 'too-large' | 'too-small', paper: string, split: boolean): string {
  return TEXTS[spoken(lang)].note(fallback, paper, split);
}

/** An option of `salvo pad` refused before the variant is read, and what was given for it. */
export type PadOptionSlip =
  | { readonly option: 'paper'; readonly given: string }
  | { readonly option: 'per-page'; readonly given: string }
  | { readonly option: 'sheets-number'; readonly given: string }
  | { readonly option: 'sheets-range'; readonly given: number }
  | { readonly option: 'sides'; readonly given: string }
  /** Two names with a semicolon between them (`Ania;Bartek`), which would print as one name on every sheet. */
  | { readonly option: 'sides-semicolon'; readonly given: string; readonly names: readonly [string, string] }
  | { readonly option: 'title' };

/**
 * The usage error for an option of `salvo pad` refused before the variant is read, in `lang`
 * (English for a language salvo does not speak); pad gives it in each, for main to say in --lang's
 * language, else the variant's (usage-language.ts).
 *
 * @example
 *   padOptionError('ru', { option: 'paper', given: 'A3' })
 *   // '--paper: «A3» — не формат бумаги (укажите A4, A5 или letter)'
 */
export function padOptionError(lang: string | undefined, slip: PadOptionSlip): string {
  const s = spoken(lang ?? 'en');
  const q = (t: string): string => (s === 'ru' ? `«${t}»` : s === 'pl' ? `„${t}”` : JSON.stringify(t));
  switch (slip.option) {
    case 'paper': {
      // Typed with the keyboard in the Russian layout (`ф4`): the paper its keys spell, said, not taken.
      const keyed = paperKeyed(slip.given);
      if (keyed !== undefined) {
        return {
          en: `--paper: ${q(slip.given)} is not a paper size: typed with the keyboard in the Russian layout, its keys spell ${keyed} (write --paper ${keyed})`,
          ru: `--paper: ${q(slip.given)} — не формат бумаги: набрано в русской раскладке, на этих клавишах ${keyed} (напишите --paper ${keyed})`,
          pl: `--paper: ${q(slip.given)} to nie format papieru: wpisano w rosyjskim układzie klawiatury, te klawisze to ${keyed} (napisz --paper ${keyed})`,
        }[s];
      }
      return { en: `--paper: ${q(slip.given)} is not a paper size (use A4, A5 or letter)`, ru: `--paper: ${q(slip.given)} — не формат бумаги (укажите A4, A5 или letter)`, pl: `--paper: ${q(slip.given)} to nie format papieru (podaj A4, A5 albo letter)` }[s];
    }
    case 'per-page':
      return {
        en: `--per-page: ${q(slip.given)} is not a number of sheets a page (use 1 or 2)`,
        ru: `--per-page: ${q(slip.given)} — не число листов на странице (укажите 1 или 2)`,
        pl: `--per-page: ${q(slip.given)} to nie liczba arkuszy na stronie (podaj 1 albo 2)`,
      }[s];
    case 'sheets-number':
      return { en: `--sheets: ${q(slip.given)} is not a whole number (use 1 to 1000)`, ru: `--sheets: ${q(slip.given)} — не целое число (укажите от 1 до 1000)`, pl: `--sheets: ${q(slip.given)} to nie liczba całkowita (podaj od 1 do 1000)` }[s];
    case 'sheets-range':
      return { en: `--sheets: ${slip.given} is out of range (use 1 to 1000)`, ru: `--sheets: ${slip.given} — вне допустимых пределов (укажите от 1 до 1000)`, pl: `--sheets: ${slip.given} jest poza zakresem (podaj od 1 do 1000)` }[s];
    case 'sides':
      return {
        en: `--sides: ${q(slip.given)}: give one name, or two separated by a comma ("Blue,Red")`,
        ru: `--sides: ${q(slip.given)}: дайте одно имя или два через запятую («Синие,Красные»)`,
        pl: `--sides: ${q(slip.given)}: podaj jedną nazwę albo dwie rozdzielone przecinkiem („Niebiescy,Czerwoni”)`,
      }[s];
    case 'sides-semicolon': {
      const write = `--sides ${shellWord(slip.names.join(','))}`;
      return {
        en: `--sides: ${q(slip.given)}: two names are separated by a comma, else it is one name on every sheet (write ${write})`,
        ru: `--sides: ${q(slip.given)}: два имени разделяются запятой, иначе это одно имя на каждом листе (напишите ${write})`,
        pl: `--sides: ${q(slip.given)}: dwie nazwy rozdziela się przecinkiem, inaczej to jedna nazwa na każdym arkuszu (napisz ${write})`,
      }[s];
    }
    case 'title':
      return {
        en: "--title: the title is empty; give one, or leave the option out for the variant's name",
        ru: '--title: заголовок пуст; дайте его или уберите этот параметр, чтобы напечатать название варианта',
        pl: '--title: tytuł jest pusty; podaj go albo pomiń tę opcję, by wydrukować nazwę wariantu',
      }[s];
  }
}

/**
 * An option of `salvo pad` (or `show --paper`) refused before the variant is read, as a usage
 * error in each language: main says it in --lang's, else in the language the command speaks of
 * its file (usage-language.ts), as the pad would be printed.
 */
export function padOptionRefused(slip: PadOptionSlip): UsageError {
  return new UsageError(padOptionError('en', slip), { ru: padOptionError('ru', slip), pl: padOptionError('pl', slip) });
}

/** The parts of a `pad-too-small` error (render/pad-layout.ts) read back, where they are all there. */
function tooSmallOf(parts: DiagnosticParts): PadTooSmall | undefined {
  const what = textPart(parts, 'what');
  const paper = textPart(parts, 'paper');
  const n = (k: string): number | undefined => numberPart(parts, k);
  const [ships, classes, sheetWidth, sheetHeight, columns, rows] = ['ships', 'classes', 'sheetWidth', 'sheetHeight', 'columns', 'rows'].map(n);
  const larger = parts.largerPapers;
  if ((what !== 'roster' && what !== 'roster-alone' && what !== 'board') || (paper !== 'A4' && paper !== 'A5' && paper !== 'letter') || !Array.isArray(larger)) return undefined;
  if (ships === undefined || classes === undefined || sheetWidth === undefined || sheetHeight === undefined || columns === undefined || rows === undefined) return undefined;
  const rw = n('rosterWidth');
  const rh = n('rosterHeight');
  const largerPapers = (larger as readonly string[]).filter((p): p is Paper => p === 'A4' || p === 'A5' || p === 'letter');
  const [name, cells, fits] = [textPart(parts, 'longestName'), n('longestCells'), n('longestFits')];
  const longest = name !== undefined && cells !== undefined && fits !== undefined ? { longest: { name, cells, fits } } : {};
  return { what, ships, classes, sheetWidth, sheetHeight, columns, rows, paper, perPage: n('perPage') === 2 ? 2 : 1, largerPapers, ...(rw !== undefined && rh !== undefined ? { rosterWidth: rw, rosterHeight: rh } : {}), ...longest };
}

/**
 * A pad that cannot be laid out (`pad-too-small`), said in `lang`: what does not fit (the roster
 * of so many ships, leaving no room for the log, or the board's charts) and what to do (a larger
 * paper where there is one, a smaller fleet or board). Undefined in English (the layout's own
 * words, render/pad-layout.ts) and where the diagnostic has no parts.
 *
 * @example
 *   padTooSmallSaid('ru', d)?.message
 *   // 'список из 40 кораблей (20 классов, не меньше 166×230 мм) не оставляет места для журнала на листе A4 (190×277 мм), даже по одному листу на странице'
 */
export function padTooSmallSaid(lang: string, d: Diagnostic): { message: string; suggestion: string } | undefined {
  const s = spoken(lang);
  const p = d.parts === undefined ? undefined : tooSmallOf(d.parts);
  if (s === 'en' || p === undefined) return undefined;
  const size = p.rosterWidth === undefined ? '' : s === 'ru' ? `, не меньше ${p.rosterWidth}×${p.rosterHeight} мм` : `, co najmniej ${p.rosterWidth}×${p.rosterHeight} mm`;
  const larger = p.largerPapers[0];
  if (s === 'ru') {
    const sheet = `на листе ${p.paper} (${p.sheetWidth}×${p.sheetHeight} мм), даже по одному листу на странице`;
    const roster = `список из ${p.ships} ${plural('ru', p.ships, 'корабля', 'кораблей', 'кораблей')} (${p.classes} ${plural('ru', p.classes, 'класс', 'класса', 'классов')}${size})`;
    const message =
      p.what === 'board'
        ? `поля доски ${p.columns}×${p.rows} не помещаются ${sheet}`
        : p.what === 'roster-alone'
          ? `${roster} не помещается ${sheet}`
          : `${roster} не оставляет места для журнала ${sheet}`;
    if (p.longest !== undefined && p.what !== 'board') {
      const l = p.longest;
      return {
        message: `список кораблей шире листа ${p.paper} (${p.sheetWidth}×${p.sheetHeight} мм), даже по одному листу на странице: в корабле «${l.name}» ${l.cells} ${plural('ru', l.cells, 'клетка', 'клетки', 'клеток')}, и в каждом столбце попаданий на каждую клетку отведён квадратик`,
        suggestion: `${larger === undefined ? '' : `возьмите бумагу побольше (--paper ${larger}) или `}сделайте самый длинный корабль короче: на этом листе не больше ${l.fits} ${plural('ru', l.fits, 'клетки', 'клеток', 'клеток')}`,
      };
    }
    const fewer = p.what === 'board' ? 'доску поменьше' : 'флот поменьше: меньше кораблей или классов либо короче названия';
    return { message, suggestion: larger === undefined ? `возьмите ${fewer}` : `возьмите бумагу побольше (--paper ${larger}) или ${fewer}` };
  }
  const sheet = `na arkuszu ${p.paper} (${p.sheetWidth}×${p.sheetHeight} mm), nawet po jednym arkuszu na stronie`;
  const roster = `lista ${p.ships} ${plural('pl', p.ships, 'statku', 'statków', 'statków')} (${p.classes} ${plural('pl', p.classes, 'klasa', 'klasy', 'klas')}${size})`;
  const message =
    p.what === 'board'
      ? `plansze ${p.columns}×${p.rows} nie mieszczą się ${sheet}`
      : p.what === 'roster-alone'
        ? `${roster} nie mieści się ${sheet}`
        : `${roster} nie zostawia miejsca na dziennik ${sheet}`;
  if (p.longest !== undefined && p.what !== 'board') {
    const l = p.longest;
    return {
      message: `lista statków jest szersza niż arkusz ${p.paper} (${p.sheetWidth}×${p.sheetHeight} mm), nawet po jednym arkuszu na stronie: „${l.name}” ma ${l.cells} ${plural('pl', l.cells, 'pole', 'pola', 'pól')}, a każda kolumna trafień ma kratkę na każde pole`,
      suggestion: `${larger === undefined ? '' : `weź większy papier (--paper ${larger}) albo `}skróć najdłuższy statek: na tym arkuszu najwyżej ${l.fits} ${plural('pl', l.fits, 'pole', 'pola', 'pól')}`,
    };
  }
  const fewer = p.what === 'board' ? 'mniejszą planszę' : 'mniejszą flotę: mniej statków lub klas albo krótsze nazwy';
  return { message, suggestion: larger === undefined ? `weź ${fewer}` : `weź większy papier (--paper ${larger}) albo ${fewer}` };
}
