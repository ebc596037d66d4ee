/**
 * analyze's `certain:` line, where a class was never certain but some of its ships were: said
 * plainly in each language (`destroyer never (only 1 of its 2 ships, after salvo 2)`), not as
 * `destroyer never (ships: 2, never)`.
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

  it('a class certain is said as before, its ships in brackets', () => {
    expect(analysisText('en', false).certainItem('submarine', 40, [12, 25, 33, 40])).toBe('submarine after salvo 40 (ships: 12, 25, 33, 40)');
  });
});
