/**
 * Labels written in one string that the format reads a character at a time, though the designer
 * surely meant something else: a range (`rowLabels: 1-12`, `columnLabels: а-м`), or a word taken
 * for a keyword (`columnLabels: cyrillic`). Each is one slip, told with what to write instead.
 *
 * @example
 *   labelRange('1-12', 12)   // { from: '1', to: '12', write: 'numbers' }
 *   labelRange('а-м', 12)    // { from: 'а', to: 'м', write: 'а б в г д е ж з и к л м' }
 *   labelRange('α-μ', 12)    // { from: 'α', to: 'μ', write: 'α β γ δ ε ζ η θ ι κ λ μ' }
 *   labelRange('A-Ę', 8)     // { from: 'A', to: 'Ę', write: 'A Ą B C Ć D E Ę' }
 *   labelRange('A..C', 3)    // { from: 'A', to: 'C', write: 'letters' }
 *   labelRange('1-10', 12)   // { from: '1', to: '10', spans: 10 }
 *   labelRange('10-1', 10)   // { from: '10', to: '1', write: '10 9 8 7 6 5 4 3 2 1' }
 *   labelRange('A-Ł', 11)    // { from: 'A', to: 'Ł', spans: 16, first: 'A Ą B C Ć D E Ę F G H' }
 *   labelRange('I-XII', 12)  // { from: 'I', to: 'XII', write: 'I II III IV V VI VII VIII IX X XI XII' }
 *   labelRange('AA-AD', 4)   // { from: 'AA', to: 'AD', write: 'AA AB AC AD' }
 */

/**
 * The Russian alphabet in order; boards leave out ё and й, and some leave out й alone. Labels
 * written out never take ё: it reads as е (records may write е for ё), so the two collide.
 */
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/** The Polish alphabet in order: the Latin letters with ą ć ę ł ń ó ś ź ż, without q, v and x. */
const POLISH = 'aąbcćdeęfghijklłmnńoóprsśtuwyzźż';
/** The Greek alphabet in order (σ, never the final ς). */
const GREEK = 'αβγδεζηθικλμνξοπρστυφχψω';

/** A range written as labels: its ends, and what to write for it (undefined when it cannot be told). */
export interface LabelRange {
  readonly from: string;
  readonly to: string;
  /** `letters`, `numbers`, or the labels written out, separated by spaces. */
  readonly write?: string;
  /** How many labels the range spans, where that is known and not the number wanted. */
  readonly spans?: number;
  /** Where the range spans more labels than wanted: the first of them, as many as wanted, written out (to paste as they are). */
  readonly first?: string;
}

/**
 * `1-12`, `1–12`, `A..J`, `а-к`: a range from one label to another, with a hyphen, a dash or two
 * dots between. What it stands for where `count` labels fit it: `numbers` (1 to count), `letters`
 * (A to the count-th capital), or the labels written out; a range with a Polish letter at an end
 * (`A-Ł`) runs through the Polish alphabet; Cyrillic ranges leave out ё and й, or ё alone,
 * whichever gives `count` labels (never ё, which collides with е). Undefined when the text is not a range.
 */
export function labelRange(text: string, count: number): LabelRange | undefined {
  const words = /^\s*(\p{L}{1,6})\s*(?:-|–|—|\.\.|…)\s*(\p{L}{1,6})\s*$/u.exec(text);
  const spelt = words ? romanRange(words[1]!, words[2]!, count) ?? pairRange(words[1]!, words[2]!, count) : undefined;
  if (spelt !== undefined) return spelt;
  const m = /^\s*(\d{1,2}|\p{L})\s*(?:-|–|—|\.\.|…)\s*(\d{1,2}|\p{L})\s*$/u.exec(text);
  if (!m) return undefined;
  const from = m[1]!;
  const to = m[2]!;
  const numbers = /^\d+$/u.test(from) && /^\d+$/u.test(to);
  if (numbers) {
    const a = Number(from);
    const b = Number(to);
    // Running down as the board's rows may (1 at the bottom), exactly as many: written out so.
    if (a - b + 1 === count && count > 1) return { from, to, write: Array.from({ length: count }, (_, i) => String(a - i)).join(' ') };
    if (b - a + 1 > count && count >= 1) return { from, to, spans: b - a + 1, first: Array.from({ length: count }, (_, i) => String(a + i)).join(' ') };
    if (b - a + 1 !== count || count < 1) return b >= a ? { from, to, spans: b - a + 1 } : { from, to };
    if (a === 1) return { from, to, write: 'numbers' };
    return { from, to, write: Array.from({ length: count }, (_, i) => String(a + i)).join(' ') };
  }
  if (/\d/u.test(from + to)) return { from, to };
  const upper = from === from.toLocaleUpperCase('und') && to === to.toLocaleUpperCase('und');
  const lower = from === from.toLocaleLowerCase('und') && to === to.toLocaleLowerCase('und');
  if (!upper && !lower) return { from, to };
  const a = from.toLocaleLowerCase('und');
  const b = to.toLocaleLowerCase('und');
  // One alphabet holding both ends (Latin first, so a-j is never Polish), else Cyrillic.
  const one = [LATIN, POLISH, GREEK].find((alphabet) => alphabet.includes(a) && alphabet.includes(b));
  const alphabets = one !== undefined ? [one] : [CYRILLIC.replace(/[ёй]/gu, ''), CYRILLIC.replace(/ё/gu, '')];
  for (const alphabet of alphabets) {
    const i = alphabet.indexOf(a);
    const j = alphabet.indexOf(b);
    if (i >= 0 && j >= 0 && i - j + 1 === count && count > 1) {
      // Running backwards (J-A on 10 columns), exactly as many: written out as it runs.
      const down = Array.from(alphabet.slice(j, i + 1)).reverse().map((l) => (upper ? l.toLocaleUpperCase('und') : l));
      return { from, to, write: down.join(' ') };
    }
    if (i < 0 || j < 0 || j - i + 1 !== count) continue;
    const labels = Array.from(alphabet.slice(i, j + 1)).map((l) => (upper ? l.toLocaleUpperCase('und') : l));
    if (alphabet === LATIN && upper && i === 0) return { from, to, write: 'letters' };
    return { from, to, write: labels.join(' ') };
  }
  // One alphabet (Latin, Polish or Greek): how many letters the range spans.
  const spans = one === undefined ? 0 : one.indexOf(b) - one.indexOf(a) + 1;
  // Longer than the board: its first labels, as many as the board has (Cyrillic without ё and й, as
  // boards letter it; how many it spans is not said there, with or without й).
  const letters = one ?? alphabets[0]!;
  const [i, j] = [letters.indexOf(a), letters.indexOf(b)];
  const first = i >= 0 && j - i + 1 > count && count >= 1 ? { first: Array.from(letters.slice(i, i + count)).map((l) => (upper ? l.toLocaleUpperCase('und') : l)).join(' ') } : {};
  return spans > 0 ? { from, to, spans, ...first } : { from, to, ...first };
}

const ROMAN_DIGITS: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** `n` (1 to 399) in Roman numerals, upper case. */
function roman(n: number): string {
  const steps: [number, string][] = [[100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [value, digits] of steps) for (; n >= value; n -= value) out += digits;
  return out;
}

/**
 * A word naming Roman numerals written where labels go (`roman`, `roman-numerals`), and the
 * example to write for `count` of them (`I II III … XII`); undefined for any other text.
 */
export function romanWordExample(text: string, count: number): string | undefined {
  if (!/^roman(?:[-_ ]?(?:numerals?|numbers?))?$/iu.test(text.trim()) || count < 1 || count > 399) return undefined;
  const labels = Array.from({ length: count }, (_, i) => roman(i + 1));
  return count <= 4 ? labels.join(' ') : `${labels.slice(0, 3).join(' ')} … ${labels[count - 1]!}`;
}

/** The value of a Roman numeral written as `roman` writes it (any case), else undefined. */
function romanValue(text: string): number | undefined {
  const t = text.toLowerCase();
  if (!/^[ivxlc]+$/u.test(t)) return undefined;
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const d = ROMAN_DIGITS[t[i]!]!;
    const next = ROMAN_DIGITS[t[i + 1] ?? ''] ?? 0;
    n += d < next ? -d : d;
  }
  return n >= 1 && n < 400 && roman(n) === t.toUpperCase() ? n : undefined;
}

/**
 * `I-XII` on 12 rows: Roman numerals from one to the other, written out in the case they are
 * written (`I II III … XII`), where they make `count` labels; not two single letters that Latin
 * letters from one to the other fit as well (`I-X` on 16 columns is I to X of the alphabet).
 */
function romanRange(from: string, to: string, count: number): LabelRange | undefined {
  const a = romanValue(from);
  const b = romanValue(to);
  if (a === undefined || b === undefined || b - a + 1 !== count) return undefined;
  const upper = from === from.toUpperCase() && to === to.toUpperCase();
  const lower = from === from.toLowerCase() && to === to.toLowerCase();
  if (!upper && !lower) return undefined;
  if (from.length === 1 && to.length === 1 && LATIN.indexOf(to.toLowerCase()) - LATIN.indexOf(from.toLowerCase()) + 1 === count) return undefined;
  const labels = Array.from({ length: count }, (_, i) => roman(a + i));
  return { from, to, write: (upper ? labels : labels.map((l) => l.toLowerCase())).join(' ') };
}

/**
 * `AA-AZ` on 26 rows: two letters, the first the same at both ends, the second running through its
 * alphabet (Latin, or Cyrillic without ё and й), written out (`AA AB AC … AZ`), where that makes
 * `count` labels.
 */
function pairRange(from: string, to: string, count: number): LabelRange | undefined {
  const f = Array.from(from);
  const t = Array.from(to);
  if (f.length !== 2 || t.length !== 2 || f[0]!.toLowerCase() !== t[0]!.toLowerCase()) return undefined;
  const upper = from === from.toUpperCase() && to === to.toUpperCase();
  const lower = from === from.toLowerCase() && to === to.toLowerCase();
  if (!upper && !lower) return undefined;
  for (const alphabet of [LATIN, CYRILLIC.replace(/[ёй]/gu, '')]) {
    const letters = Array.from(alphabet);
    const i = letters.indexOf(f[1]!.toLowerCase());
    const j = letters.indexOf(t[1]!.toLowerCase());
    if (i < 0 || j < 0 || j - i + 1 !== count) continue;
    const labels = letters.slice(i, j + 1).map((l) => f[0]! + (upper ? l.toUpperCase() : l));
    return { from, to, write: labels.join(' ') };
  }
  return undefined;
}

/**
 * Labels to show as an example of labels written out, from a range's first end on, in its own
 * alphabet (`α` gives `α β γ δ …`, `5` gives `5 6 7 8 …`), running the way the range runs (`12-1`
 * gives `12 11 10 9 …`) where there are four to show; Polish where an end is a Polish letter
 * (`ą` or `A-Ł` gives `ą b c ć …`, `A Ą B C …`); Cyrillic where the end is of no alphabet known.
 */
export function labelExample(from: string, to?: string): string {
  if (/^\d+$/u.test(from)) {
    const start = Number(from);
    const down = to !== undefined && /^\d+$/u.test(to) && Number(to) < start && start >= 3;
    return `${[0, 1, 2, 3].map((k) => start + (down ? -k : k)).join(' ')} …`;
  }
  const lower = from.toLocaleLowerCase('und');
  const upper = from !== lower;
  const other = to?.toLocaleLowerCase('und');
  const polish = !LATIN.includes(lower) || (other !== undefined && !LATIN.includes(other) && POLISH.includes(other));
  for (const alphabet of [...(polish ? [POLISH] : []), LATIN, GREEK, CYRILLIC.replace(/[ёй]/gu, '')]) {
    const letters = Array.from(alphabet);
    const i = letters.indexOf(lower);
    if (i < 0) continue;
    const j = to === undefined ? -1 : letters.indexOf(to.toLocaleLowerCase('und'));
    const down = j >= 0 && j < i && i >= 3;
    const shown = down ? letters.slice(i - 3, i + 1).reverse() : letters.slice(i, i + 4);
    return `${shown.map((l) => (upper ? l.toLocaleUpperCase('und') : l)).join(' ')} …`;
  }
  return 'а б в г …';
}

/**
 * A word written where labels go (`cyrillic`, `russian`): four or more Latin letters in lower
 * case, a letter among them twice, so that read one label per letter they could never be labels;
 * or a description of them (`from-0`, `zero-based`, `0-based`): Latin letters, two or more, joined to
 * digits or words by a hyphen or underscore. Only a slip where their number is wrong too (the
 * caller's to judge).
 */
export function labelWord(text: string): boolean {
  const t = text.trim();
  if (/^[a-z]{4,}$/u.test(t)) return new Set(t).size < t.length;
  return t.length >= 4 && /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/iu.test(t) && /[a-z]{2}/iu.test(t);
}

/** Languages written in Cyrillic (their codes' first part), whose boards are lettered а б в …. */
const CYRILLIC_LANGUAGES = new Set(['ru', 'uk', 'be', 'bg', 'sr', 'mk', 'kk', 'ky', 'tg', 'mn']);

/**
 * The alphabet a file's columns are lettered in, for the example `labelWordExample` gives: the one
 * the word written as labels names (`cyrillic`, `russian`), else that of the other axis's labels where they have letters (`rowLabels: "а б в …"`, `letters`), else
 * Cyrillic where one of its `languages` is written in it (ru), else Latin (an English-only file).
 *
 * @example
 *   labelScript(['1', '2'], ['en'])       // 'latin'
 *   labelScript(['а', 'б'], ['en'])       // 'cyrillic'
 *   labelScript(undefined, ['ru', 'en'])  // 'cyrillic'
 *   labelScript(undefined, ['en'], 'cyrillic')  // 'cyrillic'
 */
export function labelScript(otherLabels: readonly string[] | undefined, languages: readonly string[] | undefined, word = ''): 'latin' | 'cyrillic' {
  // The word itself may name the alphabet meant (`cyrillic`, `russian`).
  if (/cyril|russ/iu.test(word)) return 'cyrillic';
  const text = (otherLabels ?? []).join('');
  if (/\p{Script=Cyrillic}/u.test(text)) return 'cyrillic';
  if (/\p{L}/u.test(text)) return 'latin';
  return (languages ?? []).some((l) => CYRILLIC_LANGUAGES.has(l.toLowerCase().split(/[-_]/u)[0]!)) ? 'cyrillic' : 'latin';
}

/**
 * What to advise writing out in place of a word written as labels (`cyrillic`, `from-0`), fitting
 * the key: for rows, usually numbered, the numbers from 0 (`0 1 2 … 7` for 8 rows: those `numbers`
 * cannot give); for columns, letters of the file's alphabet (`labelScript`: `а б в г …`, `a b c d …`).
 *
 * @example
 *   labelWordExample('rows', 8)                   // '0 1 2 … 7'
 *   labelWordExample('rows', 3)                   // '0 1 2'
 *   labelWordExample('columns', 10, 'cyrillic')  // 'а б в г …'
 *   labelWordExample('columns', 10, 'latin')     // 'a b c d …'
 */
export function labelWordExample(noun: 'columns' | 'rows', count: number, script: 'latin' | 'cyrillic' = 'latin'): string {
  if (noun === 'columns') return script === 'cyrillic' ? 'а б в г …' : 'a b c d …';
  if (count <= 4) return Array.from({ length: Math.max(count, 1) }, (_, i) => String(i)).join(' ');
  return `0 1 2 … ${count - 1}`;
}

/** What a word written as labels names, where the format has a keyword for it or a way to write it. */
export interface LabelKeyword {
  /** Roman numerals, Latin letters (`letters`), Cyrillic or Greek letters, or numbers (`numbers`). */
  readonly meant: 'roman' | 'letters' | 'cyrillic' | 'greek' | 'numbers';
  /** What to write: `letters`, `numbers`, or the `count` labels written out, separated by spaces. */
  readonly write: string;
}

/**
 * A word naming a kind of labels (`roman`, `latin`, `Letters`, `cyrillic`, `digits`, `Numbers`)
 * written where labels go, not one of the format's keywords (`letters`, `numbers`, exactly so): read
 * a letter at a time it may make as many labels as the rows (`roman` on 5: r, o, m, a, n), but the
 * designer meant what it names. What it names and what to write for `count` labels; undefined for
 * any other text.
 *
 * @example
 *   labelKeyword('roman', 5)     // { meant: 'roman', write: 'I II III IV V' }
 *   labelKeyword('latin', 5)     // { meant: 'letters', write: 'letters' }
 *   labelKeyword('cyrillic', 8)  // { meant: 'cyrillic', write: 'а б в г д е ж з' }
 *   labelKeyword('greek', 3)     // { meant: 'greek', write: 'α β γ' }
 *   labelKeyword('digits', 6)    // { meant: 'numbers', write: 'numbers' }
 *   labelKeyword('numbers', 7)   // undefined: the keyword itself
 */
export function labelKeyword(text: string, count: number): LabelKeyword | undefined {
  const t = text.trim();
  if (t === 'letters' || t === 'numbers' || count < 1) return undefined;
  const word = t.toLowerCase().replace(/[-_ ]/gu, '');
  if (/^roman(?:numerals?|numbers?)?$/u.test(word) && count <= 399) return { meant: 'roman', write: Array.from({ length: count }, (_, i) => roman(i + 1)).join(' ') };
  // `polish`, `english`: their boards are lettered A, B, … (Statki's A to J).
  if (/^(?:letters?|latin(?:letters)?|alphabet(?:ic)?|(?:polish|polski|english)(?:letters)?)$/u.test(word) && count <= LATIN.length) return { meant: 'letters', write: 'letters' };
  const cyrillic = CYRILLIC.replace(/[ёй]/gu, '');
  if (/^(?:cyrillic|kirill|russian)(?:letters)?$/u.test(word) && count <= cyrillic.length) return { meant: 'cyrillic', write: Array.from(cyrillic.slice(0, count)).join(' ') };
  if (/^(?:greek|hellenic)(?:letters)?$/u.test(word) && count <= GREEK.length) return { meant: 'greek', write: Array.from(GREEK.slice(0, count)).join(' ') };
  if (/^(?:numbers?|digits?|numerals?|numeric|arabic(?:numerals)?|integers?)$/u.test(word)) return { meant: 'numbers', write: 'numbers' };
  return undefined;
}

/** A run of labels made as long as the board (labelRunResized). */
export interface ResizedRun {
  /** The labels to write, `count` of them, in the case written. */
  readonly write: readonly string[];
  /** The letters added after the last label written. */
  readonly added: readonly string[];
  /** The labels left out. */
  readonly dropped: readonly string[];
  /** Й passed over where letters are added (as boards lettered in Russian do), in the case written. */
  readonly skipped?: string;
}

/**
 * Labels written out, one letter each, a run of one alphabet in order (`А Б В … И`, `a b c`), that
 * are not `count`: the run made `count` long. Too few: the alphabet's next letters added (Cyrillic
 * without ё, and without й unless the run holds it: boards lettered in Russian leave it out). Too
 * many: й left out where that makes `count`, else the first `count` kept. Undefined where the
 * labels are no such run, or the alphabet ends before `count`.
 *
 * @example
 *   labelRunResized(['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И'], 10) // write А … И К, added [К], skipped Й
 *   labelRunResized(['a', 'b', 'c', 'd'], 3)                           // write a b c, dropped [d]
 */
export function labelRunResized(labels: readonly string[], count: number): ResizedRun | undefined {
  if (labels.length < 2 || labels.length === count || count < 1 || !labels.every((l) => [...l].length === 1 && /\p{L}/u.test(l))) return undefined;
  const text = labels.join('');
  const upper = text === text.toLocaleUpperCase('und');
  if (!upper && text !== text.toLocaleLowerCase('und')) return undefined;
  const lower = labels.map((l) => l.toLocaleLowerCase('und'));
  const cased = (l: string): string => (upper ? l.toLocaleUpperCase('und') : l);
  for (const alphabet of [LATIN, POLISH, GREEK, CYRILLIC.replace(/[ёй]/gu, ''), CYRILLIC.replace(/ё/gu, '')]) {
    const letters = Array.from(alphabet);
    const start = letters.indexOf(lower[0]!);
    if (start < 0 || !lower.every((l, k) => letters[start + k] === l)) continue;
    if (labels.length > count) {
      // Й among the labels, one too many: left out, as Russian boards do.
      const short = lower.indexOf('й');
      if (short >= 0 && labels.length - 1 === count) return { write: labels.filter((_, k) => k !== short), added: [], dropped: [labels[short]!] };
      return { write: labels.slice(0, count), added: [], dropped: labels.slice(count) };
    }
    const next = letters.slice(start + labels.length, start + count);
    if (next.length < count - labels.length) return undefined;
    const added = next.map(cased);
    // Й passed over between и and к (the alphabet without it, the run going from и or before it on to к).
    const skipped = !alphabet.includes('й') && next.includes('к') && [...lower, ...next].includes('и') ? cased('й') : undefined;
    return { write: [...labels, ...added], added, dropped: [], ...(skipped !== undefined ? { skipped } : {}) };
  }
  return undefined;
}
