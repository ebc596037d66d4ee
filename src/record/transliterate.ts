/**
 * A word typed in the other alphabet: a Polish or English result written in Cyrillic letters
 * (`трафиони`, `пудло`, `мисс`), or a Russian one in Latin letters (`mimo`, `popal`, `ubit`,
 * also the Polish way: `czto`, `żuk`). Both are brought to one plain Latin spelling (`skeleton`),
 * Russian letters by a table, Polish letters and spellings to the same sounds, so a word and
 * what was typed for it meet, or nearly meet (`trafioni` and `trafiony`).
 *
 * @example
 *   latinSkeleton('пудло') === latinSkeleton('pudło') // 'pudlo'
 *   latinSkeleton('popal') === latinSkeleton('попал') // 'popal'
 */

/** Russian letters as Latin, the common transliteration (х as h, й as j: nearer what players type). */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'jo', ж: 'zh', з: 'z', и: 'i', й: 'j', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'ju', я: 'ja',
  // Ukrainian and Belarusian letters a player may have on the keyboard.
  і: 'i', ї: 'ji', є: 'je', ў: 'u', ґ: 'g',
};

/** Latin spellings of one sound written with two letters or more, as the plain spelling writes it (longest first). */
const LATIN_SPELLINGS: readonly (readonly [string, string])[] = [
  ['szcz', 'shch'],
  ['shch', 'shch'],
  ['sch', 'shch'],
  ['sz', 'sh'],
  ['cz', 'ch'],
  ['rz', 'zh'],
  ['kh', 'h'],
  ['ts', 'c'],
  ['tz', 'c'],
  ['ya', 'ja'],
  ['yu', 'ju'],
  ['yo', 'jo'],
  ['ye', 'je'],
];

/** Single Latin letters, Polish ones among them, as the plain spelling writes them. */
const LATIN: Readonly<Record<string, string>> = {
  ą: 'o', ć: 'ch', ę: 'e', ł: 'l', ń: 'n', ó: 'u', ś: 'sh', ź: 'zh', ż: 'zh', w: 'v', x: 'ks', q: 'k',
};

/** The word in the plain Latin spelling both alphabets meet in (lower case; other characters kept). */
export function latinSkeleton(word: string): string {
  const lower = word.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length; ) {
    const ch = lower[i]!;
    const cyr = CYRILLIC[ch];
    if (cyr !== undefined) {
      out += cyr;
      i++;
      continue;
    }
    const spelled = LATIN_SPELLINGS.find(([from]) => lower.startsWith(from, i));
    if (spelled !== undefined) {
      out += spelled[1];
      i += spelled[0].length;
      continue;
    }
    out += LATIN[ch] ?? ch;
    i++;
  }
  return out;
}

/** The alphabet a word is written in: `latin`, `cyrillic`, or undefined for both, or neither. */
export function scriptOf(word: string): 'latin' | 'cyrillic' | undefined {
  const latin = /\p{Script=Latin}/u.test(word);
  const cyrillic = /\p{Script=Cyrillic}/u.test(word);
  return latin === cyrillic ? undefined : latin ? 'latin' : 'cyrillic';
}
