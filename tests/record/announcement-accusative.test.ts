/**
 * A Russian class name as the object of the result said as a verb (`потопил шлюпку`, `ранил
 * подлодку`, `попал в подводную лодку`): read in the accusative, derived from the variant's own
 * class names (a feminine noun of the a-declension -а → -у, -я → -ю, an adjective before it
 * -ая → -ую), as a masculine name (`крейсер`) is read, its accusative being its name.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import type { Announcement, ShotReport } from '../../src/rules/announcement.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';

const RU_COLUMNS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'];
const ruWords = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мои', enemyChart: 'Чужие' };

/** Shot by shot, every hit and sinking naming its class: a masculine class and three feminine ones. */
const boats = makeVariant({
  languages: ['ru', 'en'],
  words: { ru: ruWords, en: EN_WORDS },
  board: { columnLabels: RU_COLUMNS },
  fleet: [
    shipClass('cruiser', 3, { name: { ru: 'крейсер', en: 'cruiser' } }),
    shipClass('sub', 2, { name: { ru: 'подлодка', en: 'submarine' } }),
    shipClass('boat', 1, { name: { ru: 'шлюпка', en: 'boat' }, count: 2 }),
    shipClass('barge', 2, { name: { ru: 'Синяя баржа', en: 'blue barge' } }),
  ],
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
});

/** Salvos announced by class, Perelman's way, with a short feminine name and a name of two words. */
const salvos = makeVariant({
  languages: ['ru'],
  words: { ru: { ...ruWords, noHits: 'попаданий нет' } },
  board: { columnLabels: RU_COLUMNS },
  fleet: [shipClass('boat', 2, { name: { ru: 'лодка' } }), shipClass('sub', 3, { name: { ru: 'подводная лодка' } }), shipClass('cruiser', 4, { name: { ru: 'крейсер' } })],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
});

const perShot = (...shots: ShotReport[]): Announcement => ({ kind: 'per-shot', shots });

describe('a Russian class name in the accusative', () => {
  it('shot by shot: потопил шлюпку, ранил подлодку, as потопил крейсер', () => {
    const cases: [string, Announcement][] = [
      ['потопил шлюпку', perShot({ result: 'sunk', classId: 'boat' })],
      ['ранил подлодку', perShot({ result: 'hit', classId: 'sub' })],
      ['Ранил ПОДЛОДКУ', perShot({ result: 'hit', classId: 'sub' })],
      ['потопил синюю баржу', perShot({ result: 'sunk', classId: 'barge' })],
      ['потопил крейсер', perShot({ result: 'sunk', classId: 'cruiser' })],
      ['убит шлюпка', perShot({ result: 'sunk', classId: 'boat' })],
    ];
    for (const [text, want] of cases) {
      const a = parseAnnouncement(text, boats, 1, 'ru');
      expect(a.issues, text).toEqual([]);
      expect(a.announcement, text).toEqual(want);
    }
    const turn = parseAnnouncement('ранил шлюпку, мимо', boats, 2, 'ru');
    expect(turn.issues).toEqual([]);
    expect(turn.announcement).toEqual(perShot({ result: 'hit', classId: 'boat' }, { result: 'miss' }));
  });

  it('a salvo by class: попал в лодку и в подводную лодку', () => {
    const a = parseAnnouncement('попал в лодку и в подводную лодку', salvos, 3, 'ru');
    expect(a.issues).toEqual([]);
    expect(a.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'boat' }, { classId: 'sub' }] });
    expect(parseAnnouncement('лодку, крейсер', salvos, 3, 'ru').announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'boat' }, { classId: 'cruiser' }] });
  });

  it('only of a Russian name, never over a word the variant uses', () => {
    // An English name ending in -a is no Russian noun: `armadu` is not its accusative.
    const en = makeVariant({ fleet: [shipClass('armada', 2, { name: { en: 'armada' } })], report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    expect(parseAnnouncement('sunk armadu', en, 1, 'en').announcement).toBeNull();
    // A class named as another's accusative keeps its own name.
    const clash = makeVariant({
      languages: ['ru'],
      words: { ru: ruWords },
      board: { columnLabels: RU_COLUMNS },
      fleet: [shipClass('a', 2, { name: { ru: 'ладья' } }), shipClass('b', 1, { name: { ru: 'ладью' } })],
      report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    });
    expect(parseAnnouncement('убит ладью', clash, 1, 'ru').announcement).toEqual(perShot({ result: 'sunk', classId: 'b' }));
  });
});
