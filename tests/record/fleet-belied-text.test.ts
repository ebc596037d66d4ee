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
