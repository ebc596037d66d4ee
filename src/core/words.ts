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
