/**
 * Mutation round 8b, quotes and dashes per language (src/render/typography.ts), where the cover's
 * tests do not reach: a quote opening the text, a quote right after a dash, quotes within quotes
 * in Russian and Polish, an apostrophe after a figure inside quotes, a stray single quote, and a
 * size sign only between numbers.
 */
import { describe, expect, it } from 'vitest';
import { timesSign, typeset } from '../../src/render/typography.js';

describe('typeset, round 8b', () => {
  it('opens a quote at the very start of the text', () => {
    expect(typeset('"Hit!" is the answer', 'en')).toBe('“Hit!” is the answer');
    expect(typeset("'Hit!' is the answer", 'en')).toBe('‘Hit!’ is the answer');
  });

  it('opens a quote right after a dash', () => {
    expect(typeset('the answer—"hit"', 'en')).toBe('the answer—“hit”');
    expect(typeset('ответ –"попал"', 'ru')).toBe('ответ –«попал»');
  });

  it('sets quotes within quotes as Russian and Polish set them', () => {
    expect(typeset(`Ответ "он сказал 'мимо'".`, 'ru')).toBe('Ответ «он сказал „мимо“».');
    expect(typeset(`Odpowiedź "mówi 'pudło'".`, 'pl')).toBe('Odpowiedź „mówi «pudło»”.');
  });

  it('takes a quote between a figure and a letter inside single quotes for an apostrophe', () => {
    expect(typeset("'the 1990's rules' apply", 'en')).toBe('‘the 1990’s rules’ apply');
    expect(typeset("'в 1990'е годы'", 'ru')).toBe('„в 1990’е годы“');
  });

  it('takes a single quote neither opening nor closing one for an apostrophe, in Russian too', () => {
    expect(typeset("a ' b", 'en')).toBe('a ’ b');
    expect(typeset("конец.' Дальше", 'ru')).toBe('конец.’ Дальше');
  });

  it('leaves a size in a language it has no rules for as typed', () => {
    expect(typeset('15 x 15', 'de')).toBe('15 x 15');
  });
});

describe('timesSign, round 8b', () => {
  it('sets the sign only where a number follows', () => {
    expect(timesSign('a 5 x n board')).toBe('a 5 x n board');
  });
});
