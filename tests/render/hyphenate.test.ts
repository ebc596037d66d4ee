/**
 * Hyphenation in narrow columns of running text (the cover's rules): words broken at their
 * syllables by the language's patterns, only where a line would otherwise be left short.
 */
import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from '../../src/render/fonts.js';
import { hyphenPoints } from '../../src/render/hyphenate.js';

describe('where a word may be hyphenated', () => {
  it('at its syllables, by the language, two letters at least on either side (three at the end in English)', () => {
    expect(hyphenPoints('battleship', 'en')).toEqual([3, 6]);
    expect(hyphenPoints('четырёхклеточный', 'ru')).toEqual([2, 4, 7, 10, 13]);
    expect(hyphenPoints('współrzędne', 'pl-PL')).toEqual([5, 9]);
    // Punctuation around the word counts in the offsets, never as a letter.
    expect(hyphenPoints('«Попаданий', 'ru')).toEqual([3, 5, 7]);
  });

  it('nowhere in a word in capitals, with an apostrophe or digits, or without patterns for its language', () => {
    expect(hyphenPoints('JUTLAND.', 'en')).toEqual([]);
    expect(hyphenPoints("opponent's", 'en')).toEqual([]);
    expect(hyphenPoints('B10', 'en')).toEqual([]);
    expect(hyphenPoints('Schlachtschiff', 'de')).toEqual([]);
    expect(hyphenPoints('battleship', undefined)).toEqual([]);
  });
});

describe('wrapping with hyphens', () => {
  const text = 'one battleship and two destroyers each';

  it('breaks a long word rather than leave the line before it short; without the option, as before', () => {
    expect(wrapText(text, 'regular', 10, 25, 'en', { hyphens: true })).toEqual(['one battle-', 'ship and two', 'destroyers', 'each']);
    expect(wrapText(text, 'regular', 10, 25, 'en')).toEqual(['one', 'battleship', 'and two', 'destroyers', 'each']);
  });

  it('keeps every letter, in order, and every line within the width', () => {
    for (const width of [18, 22, 30, 40]) {
      const lines = wrapText(text, 'regular', 10, width, 'en', { hyphens: true });
      expect(lines.join(' ').replace(/- /gu, '')).toBe(text);
      for (const l of lines) expect(textWidth(l, 'regular', 10)).toBeLessThanOrEqual(width);
    }
  });

  it("does not break a paragraph's last word where the line before it is full enough", () => {
    // 'destroyers' would fit in part after 'one battleship and two', which fills most of 45 mm.
    const lines = wrapText('one battleship and two destroyers', 'regular', 10, 45, 'en', { hyphens: true });
    expect(lines).toEqual(['one battleship and two', 'destroyers']);
  });

  it('does not break a word after a line filled to four fifths already (the hyphenation zone)', () => {
    // 'one battleship and two' is 40.6 mm; 'one battleship and two de-' 47.4 mm.
    expect(wrapText(text, 'regular', 10, 48, 'en', { hyphens: true })).toEqual(['one battleship and two', 'destroyers each']);
    expect(wrapText(text, 'regular', 10, 55, 'en', { hyphens: true })).toEqual(['one battleship and two de-', 'stroyers each']);
  });

  it('in Russian, a short word stays with the start of the word it goes with (на кле- / тку), a dash with its end', () => {
    const lines = wrapText('Каждый игрок ставит на клетку четырёхклеточный корабль — тайно', 'regular', 10, 30, 'ru', { hyphens: true });
    expect(lines.some((l) => / на$/u.test(l))).toBe(false);
    expect(lines.some((l) => /^—/u.test(l))).toBe(false);
    expect(lines.some((l) => l.endsWith('-'))).toBe(true);
    expect(lines.join(' ').replace(/(\p{L})- /gu, '$1')).toBe('Каждый игрок ставит на клетку четырёхклеточный корабль — тайно');
  });
});
