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
    const what = `${w.sheets} ${plural('ru', w.sheets, 'лист', 'листа', 'листов')}${cover}, ${w.paper}, ${layout}`;
    const pages = `${w.pages} ${plural('ru', w.pages, 'страница', 'страницы', 'страниц')}`;
    return w.output === '-' ? `PDF выведен в стандартный вывод: ${pages} (${what})` : `записан ${w.output}: ${pages} (${what})`;
  },
  note: (fallback, paper, split) => {
    const cause = fallback === 'too-large' ? `поле слишком велико для двух листов на странице ${paper}` : `при двух листах на странице ${paper} поля были бы слишком малы, чтобы в них писать`;
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
    const what = `${w.sheets} ${plural('pl', w.sheets, 'arkusz', 'arkusze', 'arkuszy')}${cover}, ${w.paper}, ${layout}`;
    const pages = `${w.pages} ${plural('pl', w.pages, 'strona', 'strony', 'stron')}`;
    return w.output === '-' ? `wypisano PDF na standardowe wyjście: ${pages} (${what})` : `zapisano ${w.output}: ${pages} (${what})`;
  },
  note: (fallback, paper, split) => {
    const cause = fallback === 'too-large' ? `plansza jest za duża na dwa arkusze na stronie ${paper}` : `przy dwóch arkuszach na stronie ${paper} plansze byłyby za małe, by w nich pisać`;
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
