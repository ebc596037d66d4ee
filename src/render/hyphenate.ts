/**
 * Where a word may be broken with a hyphen at a line's end, by the language's hyphenation patterns
 * (Liang's patterns, as TeX hyphenates, from the `hyphen` package: English, Russian and Polish).
 * A narrow column (the cover's panels) hyphenates its long words rather than leave a line half
 * empty before them, as a typesetter does. Other languages, and words that are not plain words
 * (numbers, labels, words in capitals), are not broken.
 *
 * @example
 *   hyphenPoints('battleship', 'en') // [3, 6]: bat-tle-ship
 *   hyphenPoints('четырёхклеточный', 'ru') // [2, 4, 7, 10, 13]
 */
import { createRequire } from 'node:module';
import { spoken } from '../core/language.js';

type Hyphenator = (text: string, options?: { readonly hyphenChar?: string; readonly minWordLength?: number }) => string;

/** The package's module for each language salvo speaks. */
const PATTERNS: Readonly<Record<string, string>> = { en: 'hyphen/en-us', ru: 'hyphen/ru', pl: 'hyphen/pl' };

const loaded = new Map<string, Hyphenator>();

/** The hyphenator of `lang`, loaded on first use (each language's patterns are 100 kB or so). */
function hyphenator(lang: string): Hyphenator | undefined {
  const base = lang.split('-')[0] ?? '';
  const id = PATTERNS[base] === undefined ? undefined : spoken(base);
  if (id === undefined) return undefined;
  let h = loaded.get(id);
  if (h === undefined) {
    const pack = createRequire(import.meta.url)(PATTERNS[id]!) as { readonly hyphenateSync: Hyphenator };
    h = pack.hyphenateSync;
    loaded.set(id, h);
  }
  return h;
}

/** Letters kept before a break (TeX's lefthyphenmin), and after it by language (its righthyphenmin). */
const LEFT_MIN = 2;
const RIGHT_MIN: Readonly<Record<string, number>> = { en: 3, ru: 2, pl: 2 };

/**
 * The offsets in `word` (a word as it stands in the text, with any punctuation around it) where a
 * line may end with a hyphen: between two letters, at least two letters from its start and two
 * from its end (three in English: `play-ers`, not `play-er`); none for a capitalised word (a
 * proper name, `Перельману`, is never broken; nor, with it, a sentence's first word), a word in
 * capitals, with digits or already hyphenated, or for a language without patterns.
 */
export function hyphenPoints(word: string, lang: string | undefined): number[] {
  if (lang === undefined) return [];
  const m = /^([^\p{L}\p{N}]*)(\p{L}+)([^\p{L}\p{N}]*)$/u.exec(word);
  if (m === null) return [];
  const [, lead = '', core = ''] = m;
  const h = hyphenator(lang);
  const right = RIGHT_MIN[spoken(lang)] ?? 3;
  // A capitalised word is a name as often as not (`Перельману`, `Jutland`): never broken.
  if (h === undefined || core[0] !== core[0]!.toLowerCase() || core.length < LEFT_MIN + right) return [];
  const marked = h(core, { hyphenChar: '\u00ad', minWordLength: LEFT_MIN + right });
  const points: number[] = [];
  let at = 0;
  for (const ch of marked) {
    if (ch === '\u00ad') {
      if (at >= LEFT_MIN && core.length - at >= right) points.push(lead.length + at);
    } else at += ch.length;
  }
  return points;
}
