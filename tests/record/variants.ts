/**
 * Hand-built variants covering the report models, for record round-trip tests: per shot plain,
 * per shot naming classes with Cyrillic labels and Russian words, per salvo by class with
 * counts (and with sinking, saying how many of a class sank), per salvo by ship with sinking, and a shot-by-shot game (one shot, another on a hit)
 * whose lines may hold whole turns.
 */
import type { Variant } from '../../src/variant/model.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';

const RU_COLUMNS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'];
const ruWords = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'попаданий нет', ownChart: 'Мои', enemyChart: 'Чужие' };

/** One shot a salvo, another shot after a hit, per-shot results in Russian: turn lines are read. */
export const shotByShot: Variant = (() => {
  const base = makeVariant({ languages: ['ru', 'en'], words: { ru: ruWords, en: EN_WORDS }, board: { columnLabels: RU_COLUMNS } });
  return { ...base, turns: { ...base.turns, extraShotOnHit: true } };
})();

export const variants: Record<string, Variant> = {
  'per-shot plain': makeVariant(),
  'per-shot named, Russian': makeVariant({
    languages: ['ru', 'en'],
    words: { ru: ruWords, en: EN_WORDS },
    board: { columnLabels: RU_COLUMNS },
    fleet: [
      shipClass('four', 4, { name: { ru: 'Линкор', en: 'battleship' } }),
      shipClass('three', 3, { name: { ru: 'трёхпалубный', en: 'cruiser' }, count: 2 }),
      shipClass('one', 1, { name: { ru: 'подлодка', en: 'submarine' }, count: 2 }),
    ],
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  }),
  'per-salvo class counts': makeVariant({ report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } }),
  'per-salvo ship sunk': makeVariant({ report: { timing: 'per-salvo', by: 'ship', counts: false, sunk: true } }),
  // By class with sinking: a salvo may say how many of a class it sank (`two 2 sunk 2`), in Russian too.
  'per-salvo class counts sunk, Russian': makeVariant({
    languages: ['ru', 'en'],
    words: { ru: ruWords, en: EN_WORDS },
    fleet: [shipClass('three', 3, { name: { ru: 'крейсер', en: 'cruiser' } }), shipClass('two', 2, { name: { ru: 'эсминец', en: 'destroyer' }, count: 3 })],
    report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  }),
  'per-salvo class sunk, no counts': makeVariant({ report: { timing: 'per-salvo', by: 'class', counts: false, sunk: true } }),
  'shot by shot, turn lines': shotByShot,
};

