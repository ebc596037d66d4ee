/**
 * Word matching for game records: how the words a player wrote (`Мимо`, `трехклеточный`,
 * `PUDLO`) are compared with the variant's own words. Both sides are folded the same way: case
 * ignored, accents and diacritics dropped (`ё` = `е`, `ł` = `l`), runs of spaces collapsed. Also
 * a tokenizer that keeps each token's offset (for positioned errors) and a did-you-mean helper.
 *
 * @example
 *   foldWord('Трёхклеточный') === foldWord('трехклеточный') // true
 *   tokenize('hit, miss') // [{ text: 'hit', offset: 0 }, { text: ',', offset: 3 }, { text: 'miss', offset: 5 }]
 */

import { foldWord } from '../core/words.js';
import { latinSkeleton } from '../core/transliteration.js';

export { foldWord };

/** A token of a result text: a word, a number, or one of the separators `,` `;`. */
export interface Token {
  readonly text: string;
  /** Offset of the token in the text it was read from (0-based, in UTF-16 units). */
  readonly offset: number;
}

/**
 * Split a text into tokens: separators `,` and `;` are tokens of their own, everything else is
 * split on white space.
 *
 * @example
 *   tokenize('cruiser 1; battleship').map((t) => t.text) // ['cruiser', '1', ';', 'battleship']
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /[,;]|[^\s,;]+/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push({ text: m[0], offset: m.index });
  return out;
}

/** Is the token a separator (`,` or `;`)? */
export function isSeparator(token: Token): boolean {
  return token.text === ',' || token.text === ';';
}

/** Edit distance with swaps of neighbouring letters (optimal string alignment); small inputs only. */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      cur.push(d);
    }
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The candidate closest to `typed` (after folding), if it is close enough to be a likely typo:
 * at most a third of its length away, and at least 1 edit.
 *
 * @example
 *   didYouMean('cruser', ['cruiser', 'battleship']) // 'cruiser'
 */
export function didYouMean(typed: string, candidates: Iterable<string>): string | undefined {
  const t = foldWord(typed);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(t, foldWord(c));
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= Math.max(1, Math.floor(foldWord(best).length / 3)) ? best : undefined;
}

/**
 * The name `typed` likely means: one a typo away (`didYouMean`), else one it spells in the other
 * alphabet, or near it (`krasnye` for красные, `vasya` for Вася, `ред` for red), the two brought to
 * one Latin spelling (`latinSkeleton`, as a result word typed in the other alphabet is read);
 * else the one name of several words that has it as a word (`первый` for «Первый игрок»).
 *
 * @example
 *   nameMeant('krasnye', ['синие', 'красные']) // 'красные'
 */
export function nameMeant(typed: string, names: readonly string[]): string | undefined {
  const near = nearestAlone(typed, names);
  if (near !== undefined) return near;
  const spelled = nearestAlone(latinSkeleton(typed), names.map(latinSkeleton));
  if (spelled !== undefined) return names.find((n) => latinSkeleton(n) === spelled);
  // One word of a name of several (`первый` for «Первый игрок», `вторй` for «Второй игрок»), where it is a word of one name only.
  const having = namesWithWord(typed, names);
  return having.length === 1 ? having[0] : undefined;
}

/**
 * `didYouMean`'s candidate, where no other (folded apart) is as near: `gracz` is as near
 * `Gracz 1` as `Gracz 2`, and means neither.
 */
function nearestAlone(typed: string, candidates: readonly string[]): string | undefined {
  const near = didYouMean(typed, candidates);
  if (near === undefined) return undefined;
  const t = foldWord(typed);
  const d = editDistance(t, foldWord(near));
  return candidates.some((c) => foldWord(c) !== foldWord(near) && editDistance(t, foldWord(c)) === d) ? undefined : near;
}

/**
 * The names of several words that have `typed` as one of their words (in either alphabet, as
 * `nameMeant` brings them to one spelling); where none has it, those with a word it is a slip of
 * (`вторй` for второй; a word of three letters or more). Each name once, in the order given.
 *
 * @example
 *   namesWithWord('игрк', ['Первый игрок', 'Второй игрок']) // ['Первый игрок', 'Второй игрок']
 *   namesWithWord('первый', ['Первый игрок', 'Второй игрок']) // ['Первый игрок']
 */
export function namesWithWord(typed: string, names: readonly string[]): string[] {
  const word = latinSkeleton(typed.trim());
  if (word === '' || /\s/u.test(word)) return [];
  const several = [...new Set(names.filter((n) => /\s/u.test(n.trim())))];
  const wordsOf = (n: string): string[] => n.trim().split(/\s+/u).map(latinSkeleton);
  const exact = several.filter((n) => wordsOf(n).includes(word));
  if (exact.length > 0 || word.length < 3) return exact;
  return several.filter((n) => wordsOf(n).some((w) => w.length >= 3 && didYouMean(word, [w]) !== undefined));
}
