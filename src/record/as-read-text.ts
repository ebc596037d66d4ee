/**
 * What `show`, `analyze` and `infer` say of the record read as `check` reads it (as-read.ts): a
 * line read as the side's that fired it, two lines read in the order fired, the salvos after the
 * end left out, a salvo left out read as put back, two results of a turn line read swapped. A line each, in English, Russian or Polish, without a prefix (`show` puts its
 * `note:` before them); salvos by the numbers the record's text gives them, sides as `side` names
 * them in the language (quoted where the language quotes).
 *
 * @example
 *   asReadLines(read, 'en', false, (s) => s)
 *   // ["salvo 7 written under red is read as blue's salvo 4, as check reads it"]
 */
import { spoken } from '../core/language.js';
import { possessive } from '../core/possessive.js';
import type { AfterEndRead, MissingRead, MissRead, RecordAsRead, ResultsSwappedRead, SwappedRead, WrongSideRead } from './as-read.js';
import { shotsNamed } from './shots-named.js';

interface AsReadWords {
  wrongSide(w: WrongSideRead, written: string, reads: string, single: boolean): string;
  swapped(s: SwappedRead, single: boolean): string;
  afterEnd(a: AfterEndRead, single: boolean): string;
  missing(m: MissingRead, side: string, single: boolean): string;
  resultsSwapped(r: ResultsSwappedRead, side: string, single: boolean): string;
  missRead(r: MissRead, side: string, single: boolean): string;
}

/** `7` or `33–35`: the salvos of a line from its first. */
const span = (first: number, n: number): string => (n <= 1 ? String(first) : `${first}–${first + n - 1}`);


const WORDS: Record<'en' | 'ru' | 'pl', AsReadWords> = {
  en: {
    wrongSide: (w, written, reads) =>
      w.salvos === 1
        ? `salvo ${w.salvo} written under ${written} is read as ${possessive(reads, `salvo ${w.sideSalvo}`, '')}, as check reads it`
        : `salvos ${span(w.salvo, w.salvos)} written under ${written} are read as ${possessive(reads, `salvos ${span(w.sideSalvo, w.salvos)}`, '')}, as check reads them`,
    swapped: (s) =>
      `salvos ${s.salvo} and ${s.with.salvo}${s.line === undefined ? '' : ` (lines ${s.line} and ${s.with.line})`} look written the other way round: read in the order fired, as check reads them`,
    afterEnd: (a) =>
      a.last === a.salvo
        ? `salvo ${a.salvo}${a.line === undefined ? '' : ` (line ${a.line})`}, fired after the game had ended, is left out, as check reads it`
        : `salvos ${a.salvo}–${a.last}${a.line === undefined ? '' : ` (from line ${a.line})`}, fired after the game had ended, are left out, as check reads them`,
    missing: (m, side) =>
      `${possessive(side, `salvo ${m.sideSalvo}`, '')} seems left out before salvo ${m.salvo}${m.line === undefined ? '' : ` (line ${m.line})`}: read as put back there, what it hit not known, as check reads it`,
    resultsSwapped: (r, side) =>
      `the results of ${possessive(side, `salvos ${r.shots[0]} and ${r.shots[1]}`, '')} (${r.cells[0]}, ${r.cells[1]}; salvo ${r.salvo}${r.line === undefined ? '' : `, line ${r.line}`}) look written the other way round: read as "${r.results[1]}" for ${r.cells[0]} and "${r.results[0]}" for ${r.cells[1]}, as check reads them`,
    missRead: (r, side) =>
      `${possessive(side, `salvo ${r.shot}`, '')} (${r.cell}; salvo ${r.salvo}${r.line === undefined ? '' : `, line ${r.line}`}) is written "${r.written}", but ${side} fired again after it: read as "${r.reads}", as check reads it`,
  },
  ru: {
    wrongSide: (w, written, reads, single) => {
      const one = single ? 'выстрел' : 'залп';
      const many = single ? 'выстрелы' : 'залпы';
      return w.salvos === 1
        ? `${one} ${w.salvo}, записанный под стороной ${written}, читается как ${one} ${w.sideSalvo} стороны ${reads}, как его читает check`
        : `${many} ${span(w.salvo, w.salvos)}, записанные под стороной ${written}, читаются как ${many} ${span(w.sideSalvo, w.salvos)} стороны ${reads}, как их читает check`;
    },
    swapped: (s, single) =>
      `${single ? 'выстрелы' : 'залпы'} ${s.salvo} и ${s.with.salvo}${s.line === undefined ? '' : ` (строки ${s.line} и ${s.with.line})`}, похоже, записаны в обратном порядке: они читаются в том порядке, в каком были сделаны, как их читает check`,
    afterEnd: (a, single) =>
      a.last === a.salvo
        ? `${single ? 'выстрел' : 'залп'} ${a.salvo}${a.line === undefined ? '' : ` (строка ${a.line})`} сделан после конца партии и не учитывается, как его читает check`
        : `${single ? 'выстрелы' : 'залпы'} ${a.salvo}–${a.last}${a.line === undefined ? '' : ` (со строки ${a.line})`} сделаны после конца партии и не учитываются, как их читает check`,
    missing: (m, side, single) =>
      `${single ? 'выстрел' : 'залп'} ${m.sideSalvo} стороны ${side}, похоже, пропущен перед ${single ? 'выстрелом' : 'залпом'} ${m.salvo}${m.line === undefined ? '' : ` (строка ${m.line})`}: он читается вставленным туда, что он поразил, неизвестно, как его читает check`,
    resultsSwapped: (r, side, single) =>
      `ответы на ${single ? 'выстрелы' : 'залпы'} ${r.shots[0]} и ${r.shots[1]} стороны ${side} (${r.cells[0]}, ${r.cells[1]}; ${single ? 'выстрел' : 'залп'} ${r.salvo}${r.line === undefined ? '' : `, строка ${r.line}`}), похоже, записаны в обратном порядке: они читаются как «${r.results[1]}» для ${r.cells[0]} и «${r.results[0]}» для ${r.cells[1]}, как их читает check`,
    missRead: (r, side, single) =>
      `ответ на ${single ? 'выстрел' : 'залп'} ${r.shot} стороны ${side} (${r.cell}; ${single ? 'выстрел' : 'залп'} ${r.salvo}${r.line === undefined ? '' : `, строка ${r.line}`}) записан как «${r.written}», но после него сторона ${side} стреляла снова: он читается как «${r.reads}», как его читает check`,
  },
  pl: {
    wrongSide: (w, written, reads, single) => {
      if (w.salvos === 1) {
        return single
          ? `strzał ${w.salvo}, zapisany pod stroną ${written}, czyta się jako strzał ${w.sideSalvo} strony ${reads}, tak jak czyta go check`
          : `salwa ${w.salvo}, zapisana pod stroną ${written}, czyta się jako salwa ${w.sideSalvo} strony ${reads}, tak jak czyta ją check`;
      }
      const many = single ? 'strzały' : 'salwy';
      return `${many} ${span(w.salvo, w.salvos)}, zapisane pod stroną ${written}, czyta się jako ${many} ${span(w.sideSalvo, w.salvos)} strony ${reads}, tak jak czyta je check`;
    },
    swapped: (s, single) =>
      `${single ? 'strzały' : 'salwy'} ${s.salvo} i ${s.with.salvo}${s.line === undefined ? '' : ` (wiersze ${s.line} i ${s.with.line})`} wyglądają na zapisane w odwrotnej kolejności: czyta się je w kolejności, w jakiej padły, tak jak czyta je check`,
    afterEnd: (a, single) => {
      if (a.last === a.salvo) {
        const at = a.line === undefined ? '' : ` (wiersz ${a.line})`;
        return single ? `strzał ${a.salvo}${at} padł po końcu gry i jest pominięty, tak jak czyta go check` : `salwa ${a.salvo}${at} padła po końcu gry i jest pominięta, tak jak czyta ją check`;
      }
      return `${single ? 'strzały' : 'salwy'} ${a.salvo}–${a.last}${a.line === undefined ? '' : ` (od wiersza ${a.line})`} padły po końcu gry i są pominięte, tak jak czyta je check`;
    },
    missing: (m, side, single) => {
      const at = m.line === undefined ? '' : ` (wiersz ${m.line})`;
      return single
        ? `strzał ${m.sideSalvo} strony ${side} wygląda na pominięty przed strzałem ${m.salvo}${at}: czyta się go jako wstawiony tam, nie wiadomo, co trafił, tak jak czyta go check`
        : `salwa ${m.sideSalvo} strony ${side} wygląda na pominiętą przed salwą ${m.salvo}${at}: czyta się ją jako wstawioną tam, nie wiadomo, co trafiła, tak jak czyta ją check`;
    },
    resultsSwapped: (r, side, single) =>
      `odpowiedzi na ${single ? 'strzały' : 'salwy'} ${r.shots[0]} i ${r.shots[1]} strony ${side} (${r.cells[0]}, ${r.cells[1]}; ${single ? 'strzał' : 'salwa'} ${r.salvo}${r.line === undefined ? '' : `, wiersz ${r.line}`}) wyglądają na zapisane w odwrotnej kolejności: czyta się je jako „${r.results[1]}” dla ${r.cells[0]} i „${r.results[0]}” dla ${r.cells[1]}, tak jak czyta je check`,
    missRead: (r, side, single) =>
      `odpowiedź na ${single ? 'strzał' : 'salwę'} ${r.shot} strony ${side} (${r.cell}; ${single ? 'strzał' : 'salwa'} ${r.salvo}${r.line === undefined ? '' : `, wiersz ${r.line}`}) zapisano jako „${r.written}”, ale strona ${side} strzelała po ${single ? 'nim' : 'niej'} dalej: czyta się ją jako „${r.reads}”, tak jak czyta ją check`,
  },
};

/**
 * The lines saying how `read` differs from the record as written, in `lang`, in the record's
 * order: each line read as another side's, each pair read in order, the salvos after the end.
 * `single`: a game of one shot a turn (every language then says shots, as check's lines do);
 * `side`: a side as the language names it.
 */
export function asReadLines(read: Pick<RecordAsRead, 'wrongSide' | 'swapped' | 'afterEnd'> & Partial<Pick<RecordAsRead, 'missing' | 'resultsSwapped' | 'missesRead'>>, lang: string, single: boolean, side: (id: string) => string): string[] {
  const w = WORDS[spoken(lang)];
  const lines: { salvo: number; text: string }[] = [
    ...read.wrongSide.map((x) => ({ salvo: x.salvo, text: w.wrongSide(x, side(x.written), side(x.reads), single) })),
    ...read.swapped.map((x) => ({ salvo: x.salvo, text: w.swapped(x, single) })),
    ...(read.afterEnd === null ? [] : [{ salvo: read.afterEnd.salvo, text: w.afterEnd(read.afterEnd, single) }]),
    ...(read.missing ?? []).map((x) => ({ salvo: x.salvo, text: w.missing(x, side(x.side), single) })),
    ...(read.resultsSwapped ?? []).map((x) => ({ salvo: x.salvo, text: w.resultsSwapped(x, side(x.side), single) })),
    ...(read.missesRead ?? []).map((x) => ({ salvo: x.salvo, text: w.missRead(x, side(x.side), single) })),
  ];
  const said = single && spoken(lang) === 'en' ? shotsNamed : (text: string): string => text;
  return lines.sort((a, b) => a.salvo - b.salvo).map((l) => said(l.text));
}

/** How a note of them begins where it stands alone (`show` under its charts, `infer` on standard error), by language. */
export const NOTE: Readonly<Record<'en' | 'ru' | 'pl', string>> = { en: 'note: ', ru: 'внимание: ', pl: 'uwaga: ' };

/** `read`'s slips as data, for the commands' `--json` (`readAs`); undefined where the record is read as written (but for copies, said apart). */
export function asReadJson(read: Pick<RecordAsRead, 'wrongSide' | 'swapped' | 'afterEnd'> & Partial<Pick<RecordAsRead, 'missing' | 'resultsSwapped' | 'missesRead'>>): {
  wrongSide: readonly WrongSideRead[];
  swapped: readonly SwappedRead[];
  afterEnd: AfterEndRead | null;
  missing?: readonly MissingRead[];
  resultsSwapped?: readonly ResultsSwappedRead[];
  missesRead?: readonly MissRead[];
} | undefined {
  const missing = read.missing ?? [];
  const resultsSwapped = read.resultsSwapped ?? [];
  const missesRead = read.missesRead ?? [];
  if (read.wrongSide.length === 0 && read.swapped.length === 0 && read.afterEnd === null && missing.length === 0 && resultsSwapped.length === 0 && missesRead.length === 0) return undefined;
  // `missing`, `resultsSwapped` and `missesRead` only where there are some: the JSON of the other readings as it was.
  return { wrongSide: read.wrongSide, swapped: read.swapped, afterEnd: read.afterEnd, ...(missing.length > 0 ? { missing } : {}), ...(resultsSwapped.length > 0 ? { resultsSwapped } : {}), ...(missesRead.length > 0 ? { missesRead } : {}) };
}
