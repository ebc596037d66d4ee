/**
 * Label folding: how two spellings of a coordinate label are judged "the same". Case is
 * ignored, spaces are dropped, and Latin/Cyrillic look-alike capitals are identified (a player
 * typing on a Latin keyboard writes `B` for Cyrillic `В`). Used by cell parsing and by the
 * variant validator's label-collision check, so both agree on what collides.
 *
 * @example
 *   foldLabel('в') === foldLabel('B') // true
 *   foldLabel('a 10') === 'A10'       // true
 */
import { foldWidth } from './words.js';

/** Cyrillic capitals that look like Latin capitals, mapped to the Latin letter. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
};

/** Fold a label for comparison: upper case, no white space, look-alikes identified. */
export function foldLabel(label: string): string {
  let out = '';
  for (const ch of foldWidth(label).normalize('NFC').toLocaleUpperCase('und')) {
    if (/\s/u.test(ch)) continue;
    out += CYRILLIC_TO_LATIN[ch] ?? ch;
  }
  return out;
}
