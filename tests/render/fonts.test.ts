import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitSize, missingGlyphs, textWidth, wrapText } from '../../src/render/fonts.js';
import { PAD_LANGUAGES, padText } from '../../src/render/i18n.js';

describe('missingGlyphs', () => {
  it('finds nothing missing in Russian, Polish and English pad text', () => {
    expect(missingGlyphs('Морской бой: мимо, попал, убит. Ёё Йй')).toEqual([]);
    expect(missingGlyphs('Statki: pudło, trafiony, zatopiony. ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż')).toEqual([]);
    expect(missingGlyphs('✂ × – — « » „ ” №')).toEqual([]);
  });
  it('names each character the font lacks, once, in order', () => {
    expect(missingGlyphs('a漢b字漢')).toEqual(['漢', '字']);
    expect(missingGlyphs('ship 🚢')).toEqual(['🚢']);
  });
  it('ignores white space and control characters', () => {
    expect(missingGlyphs(' \t\n')).toEqual([]);
  });
  it("every pad word in every pad language prints", () => {
    for (const lang of PAD_LANGUAGES) for (const t of Object.values(padText(lang))) expect(missingGlyphs(t), `${lang}: ${t}`).toEqual([]);
  });
});

describe('text measuring and wrapping', () => {
  it('widths grow with the text and the size', () => {
    expect(textWidth('AB', 'regular', 10)).toBeGreaterThan(textWidth('A', 'regular', 10));
    expect(textWidth('A', 'regular', 20)).toBeCloseTo(2 * textWidth('A', 'regular', 10), 6);
    expect(textWidth('Dziennik', 'condensed', 10)).toBeLessThan(textWidth('Dziennik', 'regular', 10));
  });
  it('fitSize returns a size at which the text fits', () => {
    const s = fitSize('Четырёхклеточный', 'regular', 20, 4, 12);
    expect(textWidth('Четырёхклеточный', 'regular', s)).toBeLessThanOrEqual(20);
    expect(s).toBeLessThan(12);
  });
  it('wrapped lines fit the width and keep every word in order (property)', () => {
    const word = fc.stringMatching(/^[a-zа-яął]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.integer({ min: 15, max: 80 }), (words, width) => {
        const lines = wrapText(words.join(' '), 'regular', 9, width);
        for (const l of lines) if (l.length > 1) expect(textWidth(l, 'regular', 9)).toBeLessThanOrEqual(width + 1e-9);
        // (A word cut across lines ends its first piece in a hyphen; these words have none of their own.)
        expect(lines.map((l) => l.replace(/-$/u, '')).join('').replace(/ /g, '')).toBe(words.join(''));
      }),
      { numRuns: 60 },
    );
  });
  it('keeps paragraph breaks and blank lines', () => {
    expect(wrapText('one\n\ntwo', 'regular', 9, 100)).toEqual(['one', '', 'two']);
  });
});

describe('words a line must not come between', () => {
  const size = 9;
  /** The width at which `head` just fits a line and `head` plus the next word does not. */
  const justFits = (head: string) => textWidth(head, 'regular', size) + 0.05;
  const words = (lines: string[]) => lines.join(' ').split(' ');
  it('a dash stays at the end of the line before it', () => {
    const text = 'Расположение кораблей — военная тайна.';
    const lines = wrapText(text, 'regular', size, justFits('Расположение кораблей'));
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l).not.toMatch(/^[—–]/u);
    expect(words(lines)).toEqual(text.split(' '));
  });
  it("a sign between two terms keeps them together ('15 × 15')", () => {
    const lines = wrapText('Statki 15 × 15', 'bold', size, textWidth('Statki 15 ×', 'bold', size) + 0.05);
    expect(lines).toEqual(['Statki', '15 × 15']);
  });
  it('a one-letter word goes down with the word after it', () => {
    for (const [text, head] of [
      ['Potrzebne: kartki i ołówki.', 'Potrzebne: kartki i'],
      ['отмечает их в своей тетради', 'отмечает их в'],
      ['dotykać się rogami. W drugim kwadracie', 'dotykać się rogami. W'],
    ] as const) {
      const lines = wrapText(text, 'regular', size, justFits(head));
      for (const l of lines) expect(l, l).not.toMatch(/(^|\s)\p{L}$/u);
      expect(words(lines)).toEqual(text.split(' '));
    }
  });
  it('in Russian and Polish a short preposition or conjunction goes down with the word after it', () => {
    for (const [text, head, lang] of [
      ['противник стреляет по полю', 'противник стреляет по', 'ru'],
      ['противник уже не может', 'противник уже не', 'ru'],
      ['противник ставит кресты (на полях)', 'противник ставит кресты (на', 'ru-RU'],
      ['przeciwnik strzela na pole', 'przeciwnik strzela na', 'pl'],
      ['przeciwnik wiedział, że statek', 'przeciwnik wiedział, że', 'pl'],
    ] as const) {
      const width = justFits(head);
      const last = head.split(' ').at(-1)!;
      // Without the language the line does break after the short word: the test measures something.
      expect(wrapText(text, 'regular', size, width)[0]).toBe(head);
      const lines = wrapText(text, 'regular', size, width, lang);
      for (const l of lines) expect(l.split(' ').at(-1), l).not.toBe(last);
      expect(words(lines)).toEqual(text.split(' '));
    }
  });
  it('English text keeps its short words where they fall', () => {
    expect(wrapText('fire on the enemy', 'regular', size, justFits('fire on'), 'en')[0]).toBe('fire on');
  });
  it('a number goes down with what it counts', () => {
    const text = '3 миноносца (по 2 клетки) и 4 подводные лодки';
    for (const head of ['3 миноносца (по 2', '3 миноносца (по 2 клетки) и 4']) {
      const lines = wrapText(text, 'regular', size, justFits(head));
      for (const l of lines) expect(l, l).not.toMatch(/(^|\s)\(?\d+$/u);
      expect(words(lines)).toEqual(text.split(' '));
    }
  });
  it('bound words wider than a line together still break between them, not inside a word', () => {
    const lines = wrapText('15 × 15', 'regular', size, justFits('15 ×'));
    expect(lines).toEqual(['15 ×', '15']);
  });
});
