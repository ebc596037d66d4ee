/**
 * An English line of a game of single shots names each salvo a shot (record/shots-named.ts), but
 * what the user wrote, echoed in quotes, is theirs: an announcement word "salvos" that was not
 * understood is said back as "salvos", not "shots". For lines of sentence words and spans in
 * double quotes, curly quotes, guillemets and Polish quotes, each span comes out as it went in and
 * the words between them as they are named alone; a quote left open quotes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shotsNamed } from '../../src/record/shots-named.js';

/** The quotes a line may echo the user's words in: opening and closing. */
const QUOTES = [
  ['"', '"'],
  ['“', '”'],
  ['«', '»'],
  ['„', '”'],
  ['„', '“'],
] as const;

/** Words of the sentences around the quotes, the salvo among them as a word, a number's name, a possessive and a name. */
const WORD = fc.constantFrom('salvo', 'salvos', 'salvo 3', "salvo's", 'salvos 1, 2', 'shot', 'of', 'blue', 'the', 'error', 'line 4:', '(did you mean hit?)', 'salvo check', 'salvos:', 'wrong-salvo-size', '[rule: salvo size]');

/** Text between the sentence's words: a few of them. */
const PLAIN = fc.array(WORD, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));

/** What a user may have written: any text on one line without a quote of its own, salvo often in it. */
const INNER = fc
  .array(fc.oneof(fc.constantFrom('salvo', 'salvos', 'Salvo', 'salvo 2', "salvo's", ' '), fc.string({ maxLength: 6 })), { maxLength: 6 })
  .map((parts) => parts.join(''))
  .filter((s) => !/["“”«»„\n\r]/u.test(s));

const QUOTED = fc.tuple(fc.constantFrom(...QUOTES), INNER).map(([[open, close], inner]) => `${open}${inner}${close}`);

describe('shotsNamed leaves what is in quotes as written', () => {
  it('every quoted span as it went in, the words between as named alone', () => {
    fc.assert(
      fc.property(PLAIN, fc.array(fc.tuple(QUOTED, PLAIN), { minLength: 1, maxLength: 4 }), (first, rest) => {
        const line = [first, ...rest.flat()].join(' ');
        const expected = [shotsNamed(first), ...rest.flatMap(([quoted, plain]) => [quoted, shotsNamed(plain)])].join(' ');
        expect(shotsNamed(line)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('the words between are named shots: no numbered salvo is left outside the quotes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(PLAIN, QUOTED), { minLength: 1, maxLength: 4 }), (pieces) => {
        const said = shotsNamed(pieces.flat().join(' '));
        const outside = pieces.reduce((text, [, quoted]) => text.replace(quoted, ''), said);
        expect(outside).not.toMatch(/\bsalvos? \d/u);
        expect(outside).not.toMatch(/\bsalvo's\b/u);
      }),
      { numRuns: 200 },
    );
  });

  it('a quote left open quotes nothing: the words after it are named shots as without it', () => {
    fc.assert(
      fc.property(PLAIN, fc.constantFrom('"', '“', '«', '„'), PLAIN, (before, open, after) => {
        expect(shotsNamed(`${before} ${open}${after}`)).toBe(`${shotsNamed(before)} ${open}${shotsNamed(after)}`);
      }),
    );
  });

  it('says back the user’s words as written, the sentence’s salvos as shots', () => {
    expect(shotsNamed('error announcement-unknown-word: salvo 2: "salvos" is not a word of this variant\'s announcements')).toBe(
      'error announcement-unknown-word: shot 2: "salvos" is not a word of this variant\'s announcements',
    );
    expect(shotsNamed('salvo 3: blue announced “a salvo”, «залп salvo», „salvo” for salvo 2')).toBe('shot 3: blue announced “a salvo”, «залп salvo», „salvo” for shot 2');
    expect(shotsNamed('the result "salvo 1" is written under the salvo on line 4, after the cells and "->"')).toBe(
      'the result "salvo 1" is written under the shot on line 4, after the cells and "->"',
    );
  });
});
