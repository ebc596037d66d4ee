/**
 * Property test: every note `salvo play` writes on a salvo (the session ended, the file changed by
 * hand, the result typed, the cells called next, the player's own note beside them) reads back as
 * written, in English, Russian and Polish, whatever the player typed (results and cells of every
 * template's words, a note of their own with semicolons, colons, quotes and letters of every
 * alphabet); and reading a note, writing it again and reading it gives the same note.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlayNote, writePlayNote, type PlayNote } from '../../src/cli/commands/play-notes.js';

const LANGS = ['en', 'ru', 'pl'] as const;
const RESULTS = ['miss', 'hit', 'sunk', 'no hits', 'мимо', 'попал', 'убит', 'ранил', 'попаданий нет', 'pudło', 'trafiony', 'zatopiony', 'trójmasztowiec', 'battleship 1', 'cruiser 2 sunk', 'пятиклеточный', 'госпиталь'];
const CELLS = ['A1', 'J10', 'д3', 'к10', 'Е1', 'O15', 'a 10'];
const PIECES = [';', '; ', ':', ': ', '"', "'", '#', ' # ', '->', ',', '(', ')', 'ё', 'ż', '🚢', ' '];

const result = fc.array(fc.constantFrom(...RESULTS), { minLength: 1, maxLength: 3 }).map((rs) => rs.join(', '));
const next = fc.array(fc.constantFrom(...CELLS), { minLength: 1, maxLength: 3 }).map((cs) => cs.join(' '));
const own = fc
  .array(fc.oneof(fc.constantFrom(...PIECES, ...RESULTS, ...CELLS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 6 })
  .map((ps) => ps.join(''));

const note: fc.Arbitrary<PlayNote> = fc
  .record({
    ended: fc.boolean(),
    later: fc.boolean(),
    changed: fc.boolean(),
    result: fc.option(result, { nil: undefined }),
    next: fc.option(next, { nil: undefined }),
    other: fc.option(own, { nil: undefined }),
  })
  .map(({ ended, later, changed, result: r, next: n, other }): PlayNote => ({
    ended,
    // Left for later: a note saved as the session ended, its announcement asked for again and left.
    ...(ended && later ? { later: true as const } : {}),
    changed,
    // Only a note saved as the session ended carries the result typed and the cells called next.
    ...(ended && r !== undefined ? { result: r } : {}),
    ...(ended && n !== undefined ? { next: n } : {}),
    ...(other !== undefined ? { other } : {}),
  }));

describe('play notes, property', () => {
  it('read back as written, in every language', () => {
    fc.assert(
      fc.property(note, fc.constantFrom(...LANGS), (n, lang) => {
        const text = writePlayNote(n, lang);
        expect(readPlayNote(text), text).toEqual(n);
      }),
      { numRuns: 400 },
    );
  });
});

describe('any note read as play reads it', () => {
  it('written again and read, is the same note', () => {
    const words = ['announcement not recorded (the session ended)', 'ответ не записан (игра прервана)', 'wynik niezapisany (gra przerwana)', 'announcement left for later', 'ответ отложен на потом', 'wynik odłożony na później', 'typed as the file was changed by hand', 'набран, когда файл меняли вручную', 'result typed: hit', 'набранный ответ: попал', 'następne pola: A1', 'called next: Д8'];
    const text = fc.array(fc.oneof(fc.constantFrom(...words), own), { minLength: 1, maxLength: 5 }).chain((ps) => fc.constantFrom('; ', ';', ' ').map((sep) => ps.join(sep)));
    fc.assert(
      fc.property(text, fc.constantFrom(...LANGS), (t, lang) => {
        const read = readPlayNote(t)!;
        expect(readPlayNote(writePlayNote(read, lang)), t).toEqual(read);
      }),
      { numRuns: 400 },
    );
  });
});
