/**
 * play's words for a word typed at the result prompt that is none of the game's (`notAWord`), in
 * English, Russian and Polish, for each way the word meant may have been typed: pinned word for
 * word (the phrasings are a table per language in play-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';

const WAYS = [undefined, 'latin', 'cyrillic', 'layout', 'russian-layout'] as const;

describe('notAWord, per language and way of typing', () => {
  it('English', () => {
    const t = playText('en', false);
    expect(WAYS.map((a) => t.notAWord('msis', 'miss', 'miss or hit', a))).toEqual([
      '"msis" is not a word of this game\'s announcements (did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (typed in Latin letters: did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (typed in Cyrillic letters: did you mean miss?): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Latin layout): type the announcement (miss or hit), or undo',
      '"msis" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Russian layout): type the announcement (miss or hit), or undo',
    ]);
    expect(t.notAWord('msis', undefined, 'miss or hit', 'latin')).toBe('"msis" is not a word of this game\'s announcements: type the announcement (miss or hit), or undo');
  });

  it('Russian', () => {
    const t = playText('ru', true);
    expect(WAYS.map((a) => t.notAWord('mimo', 'мимо', 'мимо или попал', a))).toEqual([
      '«mimo» — не слово ответов этой игры (может быть, мимо?): наберите ответ (мимо или попал) или undo',
      '«mimo» — не слово ответов этой игры (набрано латиницей: может быть, мимо?): наберите ответ (мимо или попал) или undo',
      '«mimo» — не слово ответов этой игры (набрано кириллицей: может быть, мимо?): наберите ответ (мимо или попал) или undo',
      '«mimo» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в латинской раскладке): наберите ответ (мимо или попал) или undo',
      '«mimo» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в русской раскладке): наберите ответ (мимо или попал) или undo',
    ]);
    expect(t.notAWord('рнаил', undefined, 'мимо или попал')).toBe('«рнаил» — не слово ответов этой игры: наберите ответ (мимо или попал) или undo');
  });

  it('Polish', () => {
    const t = playText('pl', true);
    expect(WAYS.map((a) => t.notAWord('пудло', 'pudło', 'pudło albo trafiony', a))).toEqual([
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo undo',
      '„пудло” to nie słowo odpowiedzi tej gry (wpisane alfabetem łacińskim: czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo undo',
      '„пудло” to nie słowo odpowiedzi tej gry (wpisane cyrylicą: czy chodziło o pudło?): wpisz wynik (pudło albo trafiony) albo undo',
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło? Wygląda na wpisane w łacińskim układzie klawiatury): wpisz wynik (pudło albo trafiony) albo undo',
      '„пудло” to nie słowo odpowiedzi tej gry (czy chodziło o pudło? Wygląda na wpisane w rosyjskim układzie klawiatury): wpisz wynik (pudło albo trafiony) albo undo',
    ]);
  });
});
