/**
 * Mutation testing, round 4: a fleet breaking the placement rules said in Russian and Polish where
 * the other tests do not read the words. A class left out of the layout altogether is "not one
 * ship" (ни одного корабля, żadnego statku), not "0 ships"; a ship of two cells where its class has
 * three says its cells agreeing with the number (2 pola, 2 клетки).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutBreaches, parseLayout } from '../../src/core/layout.js';
import { fleetSaid } from '../../src/record/fleet-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let morskoy: Variant;
let statki: Variant;
beforeAll(async () => {
  morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

/** The breaches of a layout, said in Russian and Polish. */
function said(variant: Variant, input: unknown): { ru: unknown; pl: unknown }[] {
  const parsed = parseLayout(input, variant);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  return layoutBreaches(parsed.value, variant).map((b) => ({ ru: fleetSaid('ru', b.parts ?? {}), pl: fleetSaid('pl', b.parts ?? {}) }));
}

describe('a fleet breaking the placement rules, word for word', () => {
  it('says a class left out of the layout as not one ship of it, and asks for all of them', () => {
    expect(said(morskoy, { броненосец: 'А1-Г1', крейсер: ['А3-В3', 'Е1-З1'], миноносец: ['А5-Б5', 'Г5-Д5', 'Ж5-З5'] })).toEqual([
      {
        ru: { message: 'подводная лодка: в расстановке ни одного корабля, а во флоте их 4', suggestion: 'добавьте 4 корабля этого класса' },
        pl: { message: 'подводная лодка: w ustawieniu nie ma żadnego statku, a flota ma ich 4', suggestion: 'dodaj 4 statki tej klasy' },
      },
    ]);
  });

  it('says a ship of two cells as two cells (2 pola, 2 клетки), its class having three', () => {
    expect(said(statki, { pancernik: 'A1-A4', krążownik: ['C1-C2', 'C5-C7'], ścigacz: ['E1-E2', 'E4-E5', 'E7-E8'], 'łódź podwodna': ['G1', 'G3', 'G5', 'J10'] })).toEqual([
      {
        ru: { message: 'krążownik #1 C1-C2: 2 клетки, а у корабля класса «krążownik» их 3', suggestion: 'дайте ему 3 клетки или проверьте, тот ли это класс' },
        pl: { message: 'krążownik #1 C1-C2: 2 pola, a statek klasy „krążownik” ma ich 3', suggestion: 'daj mu 3 pola albo sprawdź, czy to ta klasa' },
      },
    ]);
  });
});
