/**
 * A variant's own class names read in the cases and the plural players write them in, as the
 * built-in ship words are (`подлодку`, `okrętu podwodnego`): short names (`баржи`, `лодок` for
 * `баржа`, `лодка`; `łodzi` for `łódź`), names of several words (`госпитального судна`,
 * `statku szpitalnego`), in Russian, Polish and English; read as the class written as the variant
 * writes it, as the round trip through `formatAnnouncement` shows.
 */
import { describe, expect, it } from 'vitest';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { readsAsForm, readsAsName } from '../../src/core/name-forms.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { Variant } from '../../src/variant/model.js';

const words = {
  ru: { miss: 'мимо', hit: 'попал', noHits: 'попаданий нет', ownChart: 'Мой флот', enemyChart: 'Флот противника' },
  pl: { miss: 'pudło', hit: 'trafiony', noHits: 'brak trafień', ownChart: 'Moja flota', enemyChart: 'Flota wroga' },
  en: { miss: 'miss', hit: 'hit', noHits: 'no hits', ownChart: 'My fleet', enemyChart: 'Enemy fleet' },
};

/** A per-salvo game whose classes have names no built-in word has, short and of two words. */
const designed: Variant = makeVariant({
  languages: ['ru', 'pl', 'en'],
  fleet: [
    shipClass('barge', 2, { name: { ru: 'баржа', pl: 'barka', en: 'barge' } }),
    shipClass('boat', 3, { name: { ru: 'лодка', pl: 'łódź', en: 'boat' } }),
    shipClass('corvette', 3, { name: { ru: 'кутер', pl: 'korweta', en: 'corvette' } }),
    shipClass('hospital', 4, { name: { ru: 'госпитальное судно', pl: 'statek szpitalny', en: 'hospital ship' } }),
  ],
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  words,
});

const read = (text: string) => parseAnnouncement(text, designed, 3);

describe("a variant's own class names in other cases", () => {
  it('are read as the class, in Russian, Polish and English', () => {
    const cases: readonly (readonly [string, string])[] = [
      ['баржи', 'barge'],
      ['попал в баржу', 'barge'],
      ['барж', 'barge'],
      ['баржей', 'barge'],
      ['лодки', 'boat'],
      ['лодок', 'boat'],
      ['лодкой', 'boat'],
      ['кутра', 'corvette'],
      ['госпитального судна', 'hospital'],
      ['попал в госпитальное судно', 'hospital'],
      ['barki', 'barge'],
      ['łodzi', 'boat'],
      ['łodzie', 'boat'],
      ['korwety', 'corvette'],
      ['trafiony w korwetę', 'corvette'],
      ['statku szpitalnego', 'hospital'],
      ['statki szpitalne', 'hospital'],
      ['boats', 'boat'],
      ['barges', 'barge'],
    ];
    for (const [text, classId] of cases) {
      const r = read(text);
      expect(r.issues, text).toEqual([]);
      expect(r.announcement, text).toEqual({ kind: 'per-salvo', hits: [{ classId }] });
      // Written back as the variant names the class, and read again the same.
      for (const lang of designed.languages) {
        const written = formatAnnouncement(r.announcement!, designed, lang);
        expect(read(written).announcement, `${text} → ${written}`).toEqual(r.announcement);
      }
    }
  });

  it('are read among other classes, each entry its own', () => {
    const r = read('попал в баржу, в лодку и в госпитальное судно');
    expect(r.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'barge' }, { classId: 'boat' }, { classId: 'hospital' }] });
    expect(read('barki, statku szpitalnego').announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'barge' }, { classId: 'hospital' }] });
  });

  it('are read after a result that names its class, where each shot is announced', () => {
    const perShot = makeVariant({ ...designed, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false }, words: { ru: { ...words.ru, sunk: 'убит' }, pl: { ...words.pl, sunk: 'zatopiony' }, en: { ...words.en, sunk: 'sunk' } } });
    for (const [text, classId] of [['zatopiony korwetę', 'corvette'], ['убит госпитального судна', 'hospital'], ['sunk, boats', 'boat']] as const) {
      const r = parseAnnouncement(text, perShot, 1);
      expect(r.issues, text).toEqual([]);
      expect(r.announcement, text).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId }] });
      const written = formatAnnouncement(r.announcement!, perShot, 'pl');
      expect(parseAnnouncement(written, perShot, 1).announcement, written).toEqual(r.announcement);
    }
  });

  it("never over the variant's own words, nor where two classes read so, nor with a stem of fewer than three letters", () => {
    expect(read('мимо').announcement).toEqual({ kind: 'per-salvo', hits: [] });
    expect(read('попаданий нет').announcement).toEqual({ kind: 'per-salvo', hits: [] });
    // Two classes of one stem: the word names neither.
    const twins = makeVariant({
      languages: ['ru'],
      fleet: [shipClass('a', 2, { name: { ru: 'лодка' } }), shipClass('b', 3, { name: { ru: 'лодки' } })],
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
      words: { ru: words.ru },
    });
    expect(parseAnnouncement('лодкой', twins, 3).announcement).toBeNull();
    // A name of two letters, `ял`: `яла` is no form read (the stem would be one letter).
    const yawl = makeVariant({
      languages: ['ru'],
      fleet: [shipClass('yawl', 2, { name: { ru: 'ял' } })],
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
      words: { ru: words.ru },
    });
    expect(parseAnnouncement('ялом', yawl, 3).announcement).toBeNull();
  });

  it('the forms: stems with their endings, fleeting vowels, every word of a name', () => {
    expect(readsAsForm('лодок', 'лодка', 'ru')).toBe(true);
    expect(readsAsForm('броненосца', 'броненосец', 'ru')).toBe(true);
    expect(readsAsForm('statku', 'statek', 'pl')).toBe(true);
    // Without its fleeting vowel a stem takes an ending: `кутр` alone is no form of кутер.
    expect(readsAsForm('кутр', 'кутер', 'ru')).toBe(false);
    // An ending of no case: not read.
    expect(readsAsForm('лодкаш', 'лодка', 'ru')).toBe(false);
    expect(readsAsForm('lodzxy', 'lodz', 'pl')).toBe(false);
    // An adjective cut short is no form (`трёхклеточн`, `podwodn`): adjectives always have an ending.
    expect(readsAsForm('трехклеточн', 'трехклеточныи', 'ru')).toBe(false);
    expect(readsAsForm('podwodn', 'podwodna', 'pl')).toBe(false);
    expect(readsAsForm('podwodnej', 'podwodna', 'pl')).toBe(true);
    expect(readsAsName(['госпитального', 'судна'], ['госпитальное', 'судно'], 'ru')).toBe(true);
    expect(readsAsName(['госпитального'], ['госпитальное', 'судно'], 'ru')).toBe(false);
    expect(readsAsName(['carriers'], ['carrier'], 'en')).toBe(true);
    expect(readsAsName(['ferries'], ['ferry'], 'en')).toBe(true);
  });
});
