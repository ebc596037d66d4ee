/**
 * One table of how Russian is written in Latin letters, for both ways it is read: a result word
 * typed in the other alphabet (`mimo` for мимо, `трафиони` for trafiony: src/record/transliterate.ts)
 * and a Russian cell typed in Latin letters (`g10` for г10, `zh3` for ж3: src/core/coords.ts).
 * Both alphabets are brought to one plain Latin spelling (`latinSkeleton`): Russian letters by the
 * table, Latin spellings of one sound (English, Polish, German: `kh`, `sz`, `sch`) and Polish
 * letters to the same sounds. A plain spelling is read back as Russian letters by the same table
 * (`russianOfSkeleton`), so `w3` (в written the Polish way) reads as в3 and `x` as кс.
 *
 * @example
 *   latinSkeleton('пудло') === latinSkeleton('pudło') // 'pudlo'
 *   russianOfSkeleton(latinSkeleton('zh3'))           // 'ж3'
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

/**
 * The plain spellings read back as Russian letters (longest first): the Russian letters of
 * `CYRILLIC` (а … я), the first of those spelled alike (е, not э), none spelled as nothing.
 */
const RUSSIAN_OF_SKELETON: readonly (readonly [string, string])[] = Object.entries(CYRILLIC)
  .filter(([letter, spelled], i, all) => /[а-яё]/u.test(letter) && spelled !== '' && all.findIndex(([, s]) => s === spelled) === i)
  .map(([letter, spelled]) => [spelled, letter] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** A plain Latin spelling (`latinSkeleton`'s) as Russian letters; what no Russian letter is spelled as is kept. */
export function russianOfSkeleton(skeleton: string): string {
  let out = '';
  for (let i = 0; i < skeleton.length; ) {
    const hit = RUSSIAN_OF_SKELETON.find(([spelled]) => skeleton.startsWith(spelled, i));
    out += hit !== undefined ? hit[1] : skeleton[i]!;
    i += hit !== undefined ? hit[0].length : 1;
  }
  return out;
}
