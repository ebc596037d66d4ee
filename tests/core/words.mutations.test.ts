/**
 * Mutation round 8, numbers in words and labels: a negative count takes the form of its size, as
 * a number and as a bigint alike (`−1 залп`, `−2 залпа`, as CLDR gives them); a board label
 * typed in full-width letters in a variant file folds as the letter does, as typed text already
 * does (`Ｂ` is `B`, and so the Cyrillic `в`).
 */
import { describe, expect, it } from 'vitest';
import { foldLabel } from '../../src/core/labels.js';
import { plural, pluralCategory } from '../../src/core/plural.js';

describe('pluralCategory of a negative count', () => {
  it('is the category of its size, for numbers and bigints, as CLDR says', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      for (const n of [-1, -2, -5, -12, -21, -22]) {
        const cldr = new Intl.PluralRules(lang).select(n);
        const expected = cldr === 'one' || cldr === 'few' ? cldr : 'many';
        expect(pluralCategory(lang, n), `${lang} ${n}`).toBe(expected);
        expect(pluralCategory(lang, BigInt(n)), `${lang} ${n}n`).toBe(expected);
      }
    }
    expect(plural('ru', -2, 'залп', 'залпа', 'залпов')).toBe('залпа');
    expect(plural('ru', -1n, 'залп', 'залпа', 'залпов')).toBe('залп');
  });
});

describe('foldLabel', () => {
  it('folds full-width letters and digits as their plain forms', () => {
    expect(foldLabel('Ｂ')).toBe(foldLabel('B'));
    expect(foldLabel('ｂ')).toBe(foldLabel('в'));
    expect(foldLabel('Ｋ１０')).toBe('K10');
  });
});
