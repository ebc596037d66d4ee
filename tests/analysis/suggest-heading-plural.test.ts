/**
 * suggest's first line says the shots owed as a player would: the number before the noun, verb and
 * noun agreeing with it (Polish and Russian: one, few for 2–4 but 12–14, many), a range agreeing
 * with its last number.
 */
import { describe, expect, it } from 'vitest';
import { suggestText } from '../../src/analysis/suggest-text.js';

const side = '„ala”';

describe("suggest's heading, the shots owed", () => {
  it('in Polish: 1 strzał, 2–4 strzały, 5 and up strzałów', () => {
    const t = suggestText('pl');
    const line = (owed: string, max: number): string => t.heading(side, owed, max, 'hits');
    expect(line('1', 1)).toBe('stronie „ala” należy się 1 strzał; propozycja (najwięcej oczekiwanych trafień):');
    expect(line('3', 3)).toMatch(/^stronie „ala” należą się 3 strzały;/u);
    expect(line('5', 5)).toMatch(/^stronie „ala” należy się 5 strzałów;/u);
    expect(line('12', 12)).toMatch(/^stronie „ala” należy się 12 strzałów;/u);
    expect(line('22', 22)).toMatch(/^stronie „ala” należą się 22 strzały;/u);
    expect(line('2–3', 3)).toMatch(/^stronie „ala” należą się 2–3 strzały;/u);
    expect(line('4–5', 5)).toMatch(/^stronie „ala” należy się 4–5 strzałów;/u);
    expect(t.headingNone(side, '1', 1)).toBe('stronie „ala” należy się 1 strzał; brak propozycji:');
  });

  it('in Russian: 1 выстрел, 2–4 выстрела, 5 and up выстрелов', () => {
    const t = suggestText('ru');
    const line = (owed: string, max: number): string => t.heading('«синие»', owed, max, 'hits');
    expect(line('1', 1)).toBe('стороне «синие» положен 1 выстрел; предлагается (наибольшее ожидаемое число попаданий):');
    expect(line('2', 2)).toMatch(/^стороне «синие» положено 2 выстрела;/u);
    expect(line('5', 5)).toMatch(/^стороне «синие» положено 5 выстрелов;/u);
    expect(line('21', 21)).toMatch(/^стороне «синие» положен 21 выстрел;/u);
    expect(line('2–3', 3)).toMatch(/^стороне «синие» положено 2–3 выстрела;/u);
    expect(t.headingNone('«синие»', '5', 5)).toBe('стороне «синие» положено 5 выстрелов; предложить нечего:');
  });

  it('in English: 1 shot, 2 shots', () => {
    const t = suggestText('en');
    expect(t.heading('blue', '1', 1, 'hits')).toMatch(/^blue is owed 1 shot;/u);
    expect(t.heading('blue', '2–3', 3, 'hits')).toMatch(/^blue is owed 2–3 shots;/u);
  });
});
