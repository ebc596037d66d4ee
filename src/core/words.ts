/**
 * Folding words for comparison, the same for the variant's checks (src/variant) and for reading
 * game records (src/record): case ignored, accents and diacritics dropped (`ё` = `е`, `ł` = `l`),
 * runs of spaces collapsed.
 *
 * @example
 *   foldWord('Trzymasztowiec ') === foldWord('trzymasztowiec') // true
 */

/**
 * Full-width forms (as a Japanese, Chinese or Korean input method types them: `Ａ１`, `Ｊ１０`,
 * `－＞`, `，`) read as the ASCII characters they stand for. Only U+FF01–U+FF5E, so every other
 * letter (Cyrillic, Polish, …) is left as it is; one UTF-16 unit for one, so offsets into the text
 * (columns in messages) stay right. Not NFKC: that would also read `²` as `2` and `ﬁ` as `fi`.
 *
 * @example
 *   foldWidth('Ｊ１０ －＞ ｍｉｓｓ') === 'J10 -> miss' // true
 */
export function foldWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

/** Fold a word or phrase for comparison: lower case, no diacritics, single spaces, full-width forms as ASCII. */
export function foldWord(text: string): string {
  return foldWidth(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('und')
    .replace(/ł/g, 'l')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * A Polish name in the accusative, as the object of `czy chodziło o`: its first noun of the
 * a-declension (`-a` → `-ę`: `korweta` → `korwetę`), the adjectives before it (`mała` → `małą`)
 * and after it (`łódź podwodna` → `łódź podwodną`, `fregata rakietowa` → `fregatę rakietową`). A
 * word is taken for an adjective by its ending (`-owa`, `-na`, `-ska`, `-cka`, `-ła`, `-wa`); a
 * word after the noun of another ending (a genitive, `łódź dowódcy`) is left as it is (a guess: a
 * genitive ending as an adjective does, `łódź kapitana`, is declined). Names of other genders
 * (`pancernik`, `statek szpitalny`) and feminine nouns not in `-a` (`łódź`) are unchanged, as in
 * Polish. Case kept as written.
 *
 * @example
 *   polishAccusative('łódź podwodna') // 'łódź podwodną'
 *   polishAccusative('Korweta')       // 'Korwetę'
 */
export function polishAccusative(name: string): string {
  const words = name.split(' ');
  const adjective = (w: string): boolean => /(?:ow|n|sk|ck|ł|w)a$/iu.test(w);
  // The first noun: after the adjectives before it (a name of one word is its noun).
  let noun = 0;
  while (noun < words.length - 1 && adjective(words[noun]!)) noun++;
  return words
    .map((w, i) => {
      if (i === noun) return w.replace(/a$/u, 'ę').replace(/A$/u, 'Ę');
      // An adjective agrees: -a → -ą, before the noun and after it; another word after it (a genitive, `dowódcy`) as it is.
      return i < noun || adjective(w) ? w.replace(/a$/u, 'ą').replace(/A$/u, 'Ą') : w;
    })
    .join(' ');
}
