/**
 * Folding words for comparison, the same for the variant's checks (src/variant) and for reading
 * game records (src/record): case ignored, accents and diacritics dropped (`ё` = `е`, `ł` = `l`),
 * runs of spaces collapsed.
 *
 * @example
 *   foldWord('Trzymasztowiec ') === foldWord('trzymasztowiec') // true
 */

/** Fold a word or phrase for comparison: lower case, no diacritics, single spaces. */
export function foldWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('und')
    .replace(/ł/g, 'l')
    .replace(/\s+/gu, ' ')
    .trim();
}
