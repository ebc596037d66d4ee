/**
 * `variant show` on a file from `salvo init` headed it "Jutland (my variant) (my-jutland)", two
 * pairs of brackets; a name that ends in brackets of its own is now followed by its id in words
 * ("Jutland (my variant), id my-jutland"; "…, идентификатор …"; "…, identyfikator …"), and a name
 * without them keeps "Statki (statki)".
 */
import { describe, expect, it } from 'vitest';
import { describeVariant } from '../../src/variant/describe.js';
import { makeVariant } from '../helpers/make-variant.js';

const heading = (name: string, lang: string): string => describeVariant(makeVariant({ id: 'my-jutland', languages: ['en', 'ru', 'pl'], name: { en: name, ru: name, pl: name } }), lang).split('\n')[0]!;

describe("variant show's heading", () => {
  it('names a variant whose name ends in brackets once, with its id in words, en/ru/pl', () => {
    expect(heading('Jutland (my variant)', 'en')).toBe('Jutland (my variant), id my-jutland');
    expect(heading('Морской бой (мой вариант)', 'ru')).toBe('Морской бой (мой вариант), идентификатор my-jutland');
    expect(heading('Statki (mój wariant)', 'pl')).toBe('Statki (mój wariant), identyfikator my-jutland');
  });

  it('keeps the id in brackets after a name without them', () => {
    expect(heading('Jutland', 'en')).toBe('Jutland (my-jutland)');
    expect(heading('Statki', 'pl')).toBe('Statki (my-jutland)');
  });
});
