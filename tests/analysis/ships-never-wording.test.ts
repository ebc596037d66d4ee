/**
 * analyze's `certain:` line, where a class was never certain but some of its ships were: said
 * plainly in each language (`destroyer never (only 1 of its 2 ships, after salvo 2)`), not as
 * `destroyer never (ships: 2, never)`. And a class certain: when each of its ships was, said as such
 * (`(each ship: after salvos 12, 25)`, `(корабли по отдельности — после выстрелов 7, 25)`), where
 * it read `(ships: 12, 25)`, `(корабли: 7, 25)`, numbers a reader took for the ships'.
 */
import { describe, expect, it } from 'vitest';
import { analysisText, shipMoments } from '../../src/analysis/report-text.js';

describe('a class never certain, some of its ships certain', () => {
  const ships = shipMoments({ afterSalvo: null, ships: [2, null] });

  it('is said plainly in English, on the terminal and in the PDF (one form for both)', () => {
    expect(ships).toEqual([2, null]);
    expect(analysisText('en', false).certainItem('destroyer', null, ships)).toBe('destroyer never (only 1 of its 2 ships, after salvo 2)');
    expect(analysisText('en', true).certainItem('cruiser', null, [3, 7, null])).toBe('cruiser never (only 2 of its 3 ships, after shots 3, 7)');
  });

  it('is said plainly in Russian and Polish', () => {
    expect(analysisText('ru', false).certainItem('эсминец', null, ships)).toBe('эсминец никогда (лишь 1 корабль из 2, после залпа 2)');
    expect(analysisText('ru', true).certainItem('крейсер', null, [3, 7, null])).toBe('крейсер никогда (лишь 2 корабля из 3, после выстрелов 3, 7)');
    expect(analysisText('pl', false).certainItem('niszczyciel', null, ships)).toBe('niszczyciel nigdy (tylko 1 statek z 2, po salwie 2)');
    expect(analysisText('pl', true).certainItem('krążownik', null, [3, 7, null])).toBe('krążownik nigdy (tylko 2 statki z 3, po strzałach 3, 7)');
  });

  it('a class certain is said as before, when each of its ships was in brackets', () => {
    expect(analysisText('en', false).certainItem('submarine', 40, [12, 25, 33, 40])).toBe('submarine after salvo 40 (each ship: after salvos 12, 25, 33, 40)');
  });

  // "крейсер после выстрела 25 (корабли: 7, 25)" read as the ships' numbers: now when each ship was known.
  it('the moments of its ships said as such, in en, ru and pl, one never told apart too', () => {
    expect(analysisText('ru', true).certainItem('крейсер', 25, [7, 25])).toBe('крейсер после выстрела 25 (корабли по отдельности — после выстрелов 7, 25)');
    expect(analysisText('ru', false).certainItem('эсминец', 4, [2, null])).toBe('эсминец после залпа 4 (корабли по отдельности — после залпа 2; ещё 1 — никогда)');
    expect(analysisText('ru', true).certainItem('эсминец', 4, [null, null])).toBe('эсминец после выстрела 4 (корабли по отдельности — никогда)');
    expect(analysisText('pl', true).certainItem('krążownik', 25, [7, 25])).toBe('krążownik po strzale 25 (statki z osobna — po strzałach 7, 25)');
    expect(analysisText('pl', false).certainItem('niszczyciel', 4, [2, null])).toBe('niszczyciel po salwie 4 (statki z osobna — po salwie 2; jeszcze 1 — nigdy)');
    expect(analysisText('en', true).certainItem('cruiser', 25, [7, 25])).toBe('cruiser after shot 25 (each ship: after shots 7, 25)');
    expect(analysisText('en', false).certainItem('destroyer', 4, [2, null])).toBe('destroyer after salvo 4 (each ship: after salvo 2; 1 never)');
  });
});
