/**
 * play's words for a word typed at the result prompt that is none of the game's (`notAWord`), in
 * English, Russian and Polish, for each way the word meant may have been typed: pinned word for
 * word (the phrasings are a table per language in play-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';

const WAYS = [undefined, 'latin', 'cyrillic', 'layout', 'russian-layout'] as const;

// Each language: the word typed, the word meant, the words asked for, what is said for each way of
// typing, and (where pinned) what is said with no word meant.
const CASES = [
  {
    name: 'English',
    lang: 'en',
    colour: false,
    typed: 'msis',
    meant: 'miss',
    words: 'miss or hit',
    said: [
      '"msis" is not a word of this game\'s announcements (did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (typed in Latin letters: did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (typed in Cyrillic letters: did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Latin layout): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Russian layout): type the announcement (miss or hit), or undo',
    ],
    noneMeant: { typed: 'msis', way: 'latin', said: '"msis" is not a word of this game\'s announcements: type the announcement (miss or hit), or undo' },
  },
  {
    name: 'Russian',
    lang: 'ru',
    colour: true,
    typed: 'mimo',
    meant: 'мимо',
    words: 'мимо или попал',
    said: [
      '«mimo» — не слово ответов этой игры (может быть, мимо?): наберите ответ (мимо или попал) или «отмена»',
      '«mimo» — не слово ответов этой игры (набрано латиницей: может быть, мимо?): наберите ответ (мимо или попал) или «отмена»',
      '«mimo» — не слово ответов этой игры (набрано кириллицей: может быть, мимо?): наберите ответ (мимо или попал) или «отмена»',
      '«mimo» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в латинской раскладке): наберите ответ (мимо или попал) или «отмена»',
      '«mimo» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в русской раскладке): наберите ответ (мимо или попал) или «отмена»',
    ],
    noneMeant: { typed: 'рнаил', way: undefined, said: '«рнаил» — не слово ответов этой игры: наберите ответ (мимо или попал) или «отмена»' },
  },
  {
    name: 'Polish',
    lang: 'pl',
    colour: true,
    typed: 'пудло',
    meant: 'pudło',
    words: 'pudło albo trafiony',
    said: [
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo „cofnij”',
      '„пудло” to nie słowo odpowiedzi tej gry (wpisane alfabetem łacińskim: czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo „cofnij”',
      '„пудло” to nie słowo odpowiedzi tej gry (wpisane cyrylicą: czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo „cofnij”',
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło? Wygląda na wpisane w łacińskim układzie klawiatury): wpisz wynik (pudło albo trafiony) albo „cofnij”',
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło? Wygląda na wpisane w rosyjskim układzie klawiatury): wpisz wynik (pudło albo trafiony) albo „cofnij”',
    ],
    noneMeant: undefined,
  },
] as const;

describe('notAWord, per language and way of typing', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, { lang, colour, typed, meant, words, said, noneMeant }) => {
    const t = playText(lang, colour);
    expect(WAYS.map((a) => t.notAWord(typed, meant, words, a))).toEqual(said);
    if (noneMeant !== undefined) expect(t.notAWord(noneMeant.typed, undefined, words, noneMeant.way)).toBe(noneMeant.said);
  });
});
