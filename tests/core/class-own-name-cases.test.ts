/**
 * A layout key (or a record's fleets: key) that is a variant's own class name in another case or
 * the plural (`баржи`, `госпиталя`, `korwety`, `statku szpitalnego`) is guessed as that class,
 * with the line to write, as the built-in ship words are (`эсминцы`, `okrętu podwodnego`): never
 * read. Before, a short name got a bare did-you-mean and a name of two words in another case none
 * that said the line to write. And in an announcement of single shots, such a form alone is a
 * class that must follow a result word, not a players' word for a ship.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { synonymClass } from '../../src/core/class-synonyms.js';
import { readShips } from '../../src/core/layout.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const root = new URL('../..', import.meta.url).pathname;
let perelman: Variant;

beforeAll(async () => {
  perelman = await loadVariant('perelman', { cwd: root });
});

const designed: Variant = makeVariant({
  languages: ['ru', 'pl', 'en'],
  fleet: [
    shipClass('barge', 2, { name: { ru: 'баржа', pl: 'barka', en: 'barge' }, count: 2 }),
    shipClass('boat', 3, { name: { ru: 'лодка', pl: 'łódź', en: 'boat' } }),
    shipClass('hospital', 4, { name: { ru: 'госпитальное судно', pl: 'statek szpitalny', en: 'hospital ship' } }),
  ],
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  words: {
    ru: { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'попаданий нет', ownChart: 'Мой флот', enemyChart: 'Флот противника' },
    pl: { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony', noHits: 'brak trafień', ownChart: 'Moja flota', enemyChart: 'Flota wroga' },
    en: { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'My fleet', enemyChart: 'Enemy fleet' },
  },
});

describe("a variant's own class name in another case, as a layout key", () => {
  it('is guessed as its class, by the name the designer gave it', () => {
    for (const [typed, index] of [
      ['баржи', 0],
      ['барж', 0],
      ['лодку', 1],
      ['barki', 0],
      ['łodzi', 1],
      ['госпитального судна', 2],
      ['statku szpitalnego', 2],
      ['boats', 1],
    ] as const) {
      expect(synonymClass(typed, designed.fleet), typed).toEqual({ index, by: 'kind', size: designed.fleet[index]!.size });
    }
    expect(synonymClass('госпиталя', perelman.fleet)).toEqual({ index: perelman.fleet.findIndex((c) => c.id === 'hospital'), by: 'kind', size: 4 });
    // No form of a name: nothing guessed.
    expect(synonymClass('баржевой', designed.fleet)).toBeUndefined();
  });

  it('says the class and the line to write', () => {
    const read = readShips({ баржи: 'A1-A2', 'госпитального судна': 'C1-C4', barki: 'E1-E2' }, designed);
    const said = read.diagnostics.map((d) => [d.code, d.suggestion]);
    expect(said).toEqual([
      ['unknown-class', '"баржи" is likely the class barge (a ship of size 2): write it as barge: A1-A2. The classes are barge, boat, hospital'],
      ['unknown-class', '"госпитального судна" is likely the class hospital (a ship of size 4): write it as hospital: C1-C4. The classes are barge, boat, hospital'],
      ['unknown-class', '"barki" is likely the class barge (a ship of size 2): write it as barge: E1-E2. The classes are barge, boat, hospital'],
    ]);
    expect(read.layout).toEqual([]);
  });
});

describe('in an announcement of single shots', () => {
  it('a form alone is a class that must follow a result word, said as the record writes it', () => {
    const r = parseAnnouncement('баржи', designed, 1);
    expect(r.announcement).toBeNull();
    expect(r.issues.map((x) => [x.diagnostic.code, x.diagnostic.suggestion])).toEqual([['announcement-class-without-result', 'write e.g. "убит баржа"']]);
  });
});
