/**
 * fleet-belied's words in Polish and Russian name the announcements by what the game fires: shots
 * in a game of single shots (Statki, Морской бой), salvos in a game of salvos (mutation round 5).
 */
import { describe, expect, it } from 'vitest';
import { quoted } from '../../src/core/language.js';
import { fleetBeliedSaid } from '../../src/record/warning-text.js';

const side = (l: string): string => quoted(l, 'Ola');

describe('fleet-belied in Polish and Russian', () => {
  it('says the shots of a game of single shots, the salvos of a game of salvos', () => {
    const shots = fleetBeliedSaid(side, [1, 2], true, 'salvo infer g.yaml --target ola');
    const salvos = fleetBeliedSaid(side, [1, 3], false, 'salvo infer g.yaml --target ola');
    expect(shots.pl!.message).toBe('odpowiedzi strony „Ola” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczą jej odpowiedzi na strzały 1, 2');
    expect(salvos.pl!.message).toBe('odpowiedzi strony „Ola” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczą jej odpowiedzi na salwy 1, 3');
    expect(salvos.ru!.message).toBe('ответы стороны «Ola» подходят допустимому флоту, но не флоту, записанному под fleets: ему противоречат ответы на залпы 1, 3');
  });
});

describe('fleet-belied names whose announcement for whose salvo', () => {
  const other = (l: string): string => quoted(l, 'Ala');
  it("says the answering side and the shooter's own numbers, the game's in brackets where they differ", () => {
    const one = fleetBeliedSaid(side, [20], true, 'salvo infer g.yaml', { shooter: other, sideSalvos: [10] });
    expect(one.pl!.message).toBe('odpowiedzi strony „Ola” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczy jej odpowiedź strony „Ola” na strzał 10 strony „Ala” (strzał 20)');
    expect(one.ru!.message).toBe('ответы стороны «Ola» подходят допустимому флоту, но не флоту, записанному под fleets: ему противоречит ответ стороны «Ola» на выстрел 10 стороны «Ala» (выстрел 20)');
    const two = fleetBeliedSaid(side, [1, 3], false, 'salvo infer g.yaml', { shooter: other, sideSalvos: [1, 3] });
    expect(two.pl!.message).toContain('przeczą jej odpowiedzi strony „Ola” na salwy 1, 3 strony „Ala”');
    expect(two.pl!.message).not.toContain('(salwy');
    expect(two.ru!.message).toMatch(/ответы стороны «Ola» на залпы 1, 3 стороны «Ala»$/u);
  });
});
