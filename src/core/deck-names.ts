/**
 * Ships named by their size as players name them: in Russian by decks (`трёхпалубный`,
 * `трехпалубный`, `3-палубный`, `3-х палубный`, `четырёхпалубник`, `однопалубный`, and their
 * cases), in Polish by masts (`trójmasztowiec`, `czteromasztowiec`, `dwumasztowiec`,
 * `jednomasztowiec`, `3-masztowiec`, and their cases). A record's announcement reads such a word
 * as the class of that size, in a variant that speaks the word's language
 * (src/record/announcement-text.ts), and a revealed fleet its key (./layout.ts).
 *
 * @example
 *   deckWord(['трёхпалубный'])        // { size: 3, lang: 'ru', words: 1 }
 *   deckWord(['3-х', 'палубный'])     // { size: 3, lang: 'ru', words: 2 }
 *   deckWord(['czteromasztowiec'])    // { size: 4, lang: 'pl', words: 1 }
 */
import { foldWord } from './words.js';

/** A deck-count word: the ship size it names, its language and how many tokens it took. */
export interface DeckWord {
  readonly size: number;
  readonly lang: 'ru' | 'pl';
  readonly words: number;
}

/** Russian numeral stems of compound words, folded (ё as е), by the number they say. */
const RU_STEMS: readonly (readonly [string, number])[] = [
  ['одно', 1],
  ['двух', 2],
  ['трех', 3],
  ['четырех', 4],
  ['пяти', 5],
  ['шести', 6],
  ['семи', 7],
  ['восьми', 8],
  ['девяти', 9],
  ['десяти', 10],
];

/** Polish numeral stems of compound words, folded (ó as o, ę as e, ś as s), by the number they say. */
const PL_STEMS: readonly (readonly [string, number])[] = [
  ['jedno', 1],
  ['dwu', 2],
  ['dwoj', 2],
  ['troj', 3],
  ['trzy', 3],
  ['cztero', 4],
  ['piecio', 5],
  ['szescio', 6],
  ['siedmio', 7],
  ['osmio', 8],
  ['dziewiecio', 9],
  ['dziesiecio', 10],
];

/** `палубный` (adjective, every case and number) or `палубник` (noun), folded (й as и, as `foldWord` has it). */
const RU_BODY = /^палубн(?:ы[йи]|ого|ому|ым|ом|ая|о[йи]|ую|ое|ые|ых|ыми|ик|ика|ику|иком|ике|ики|иков|икам|иками|иках)$/u;
/** `masztowiec` (noun) or `masztowy` (adjective), every case and number, folded. */
const PL_BODY = /^masztow(?:iec|ca|cowi|cem|cu|ce|cow|com|cami|cach|y|ego|emu|ym|a|e|ych|ymi|i)$/u;

/** A number written before the body: `3`, `3-`, `3х`, `3-х`, `3-х-` (Russian), `3`, `3-` (Polish). */
const RU_DIGITS = /^(\d{1,2})(?:-?х)?-?$/u;
const PL_DIGITS = /^(\d{1,2})-?$/u;

/** The number a prefix says (`трех`, `3-х`, `troj`, `3-`), or undefined. */
function prefixNumber(prefix: string, lang: 'ru' | 'pl'): number | undefined {
  const digits = (lang === 'ru' ? RU_DIGITS : PL_DIGITS).exec(prefix);
  if (digits !== null) return Number(digits[1]);
  const bare = prefix.replace(/-$/u, '');
  return (lang === 'ru' ? RU_STEMS : PL_STEMS).find(([stem]) => stem === bare)?.[1];
}

/** A word (or a number and a word) that is `prefix` + `body`, read as the number, or undefined. */
function compound(word: string, body: RegExp, lang: 'ru' | 'pl'): number | undefined {
  const marker = lang === 'ru' ? 'палубн' : 'masztow';
  const at = word.indexOf(marker);
  if (at <= 0 || !body.test(word.slice(at))) return undefined;
  return prefixNumber(word.slice(0, at), lang);
}

/**
 * The ship size named by the words from the start of `words` (as typed; folded here): one word
 * (`трёхпалубный`, `3-палубный`, `trójmasztowiec`) or a number and the body apart (`3-х палубный`,
 * `трёх палубный`, `3 masztowiec`); undefined where they are no such name.
 */
export function deckWord(words: readonly string[]): DeckWord | undefined {
  const first = words[0] === undefined ? '' : foldWord(words[0]);
  if (first === '') return undefined;
  for (const [lang, body] of [['ru', RU_BODY], ['pl', PL_BODY]] as const) {
    const one = compound(first, body, lang);
    if (one !== undefined && one >= 1) return { size: one, lang, words: 1 };
    const second = words[1] === undefined ? '' : foldWord(words[1]);
    if (body.test(second)) {
      const n = prefixNumber(first, lang);
      if (n !== undefined && n >= 1) return { size: n, lang, words: 2 };
    }
  }
  return undefined;
}
