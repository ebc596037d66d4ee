/**
 * Hyphenation in narrow columns of running text (the cover's rules): words broken at their
 * syllables by the language's patterns, only where a line would otherwise be left short.
 */
import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from '../../src/render/fonts.js';
import { hyphenPoints } from '../../src/render/hyphenate.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfText } from './raster.js';

describe('where a word may be hyphenated', () => {
  it('at its syllables, by the language, two letters at least on either side (three at the end in English)', () => {
    expect(hyphenPoints('battleship', 'en')).toEqual([3, 6]);
    expect(hyphenPoints('четырёхклеточный', 'ru')).toEqual([2, 4, 7, 10, 13]);
    expect(hyphenPoints('współrzędne', 'pl-PL')).toEqual([5, 9]);
    // Punctuation around the word counts in the offsets, never as a letter.
    expect(hyphenPoints('«попаданий', 'ru')).toEqual([3, 5, 7]);
  });

  it('nowhere in a word in capitals, with an apostrophe or digits, or without patterns for its language', () => {
    expect(hyphenPoints('JUTLAND.', 'en')).toEqual([]);
    expect(hyphenPoints("opponent's", 'en')).toEqual([]);
    expect(hyphenPoints('B10', 'en')).toEqual([]);
    expect(hyphenPoints('Schlachtschiff', 'de')).toEqual([]);
  });

  it('nowhere in a capitalised word: a name is never broken (Перельману, Jutland, Morskoy)', () => {
    expect(hyphenPoints('Перельману).', 'ru')).toEqual([]);
    expect(hyphenPoints('перельману).', 'ru')).not.toEqual([]);
    expect(hyphenPoints('Jutland', 'en')).toEqual([]);
    expect(hyphenPoints('(Morskoy', 'pl')).toEqual([]);
    expect(hyphenPoints('Współrzędne', 'pl')).toEqual([]);
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

  it("leaves no syllable alone on a paragraph's last line: the last word is broken before its last two at least, or not at all", () => {
    const title = 'МОРСКОЙ БОЙ ЗАЛПАМИ. Игра для двоих (по Я. И. Перельману).';
    // A name goes down whole: it was `для двоих (по Я. И. Перель-` / `ману).` (and before that `Перельма-` / `ну).`).
    expect(wrapText(title, 'regular', 8, 48, 'ru', { hyphens: true })).toEqual(['МОРСКОЙ БОЙ ЗАЛПАМИ. Игра', 'для двоих (по Я. И.', 'Перельману).']);
    let broken = 0;
    for (const [text, lang] of [
      [title.toLowerCase(), 'ru'],
      ['Kto pierwszy zatopi całą flotę przeciwnika, wygrywa.', 'pl'],
      ['Wygrywa ten, kto pierwszy zatopi całą flotę przeciwnika.', 'pl'],
      ['The first to sink the whole enemy fleet wins against the destroyers.', 'en'],
    ] as const) {
      for (let width = 25; width <= 90; width++) {
        const lines = wrapText(text, 'regular', 8, width, lang, { hyphens: true });
        expect(lines.join(' ').replace(/(\p{L})- /gu, '$1')).toBe(text);
        const [before, end] = lines.slice(-2);
        if (before === undefined || !before.endsWith('-') || end!.includes(' ')) continue;
        broken++;
        // The last word whole, and where it was cut: never at its last syllable.
        const head = before.slice(before.lastIndexOf(' ') + 1, -1);
        const points = hyphenPoints(head + end, lang);
        expect(points).toContain(head.length);
        expect(head.length).toBeLessThan(points.at(-1)!);
      }
    }
    expect(broken).toBeGreaterThan(0);
  });

  it.each(['A4', 'A5'] as const)("Perelman's cover on %s, as printed: the name Перельману whole, never `Перель-` / `ману).`", async (paper) => {
    const v = await loadVariant('perelman', { cwd: process.cwd() });
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang: 'ru', cover: true, date: FIXED_DOCUMENT_DATE });
    const items = (await pdfText(bytes)).items.flat();
    expect(items.some((t) => t.includes('Перельману).'))).toBe(true);
    // No capitalised word of the cover ends a line with a hyphen.
    expect(items.filter((t) => /(^|\s)\p{Lu}\p{Ll}+-$/u.test(t))).toEqual([]);
  });
});
