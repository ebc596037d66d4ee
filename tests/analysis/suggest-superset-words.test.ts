/**
 * suggest's note where an unread cell is read loosely, in Russian and Polish: the wider set is
 * named once, before what it holds, where it read "вероятности — по всем расстановкам … и, может
 * быть, другим, по более широкому множеству" (two "по" in a row, the set named after its members)
 * and "dotyczą wszystkich rozstawień …, a może i innych, szerszego zbioru".
 */
import { describe, expect, it } from 'vitest';
import { suggestText } from '../../src/analysis/suggest-text.js';

describe('suggest\'s note of an unread cell read loosely', () => {
  it.each([
    ['ru', 'непрочитанная клетка залпа 3 (строка 14) учтена с запасом: вероятности посчитаны по более широкому множеству — по всем расстановкам каждого её прочтения и, может быть, другим, — поэтому они не точные, и информация тоже сосчитана не точно'],
    ['pl', 'nieodczytane pole salwy 3 (wiersz 14) jest odczytane z zapasem: prawdopodobieństwa dotyczą szerszego zbioru — wszystkich rozstawień każdego jego odczytania, a może i innych — więc nie są dokładne, a informacji też nie policzono dokładnie'],
  ])('in %s names the wider set first', (lang, said) => {
    expect(suggestText(lang).superset({ salvo: 3, line: 14 })).toBe(said);
  });
});
