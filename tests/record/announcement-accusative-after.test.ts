/**
 * A Russian class name of a noun and the words after it (`лодка капитана`): only the noun takes
 * the accusative (`потопил лодку капитана`); the words after it stay as they are (mutation C01 of
 * round 6: every word declined, `лодку капитану`).
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';

const variant = makeVariant({
  languages: ['ru', 'en'],
  words: { ru: { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мои', enemyChart: 'Чужие' }, en: EN_WORDS },
  board: { columnLabels: ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'] },
  fleet: [shipClass('cruiser', 3, { name: { ru: 'крейсер', en: 'cruiser' } }), shipClass('gig', 1, { name: { ru: 'Лодка капитана', en: "captain's gig" } })],
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
});

describe('a Russian class name with words after its noun, in the accusative', () => {
  it('declines the noun alone', () => {
    const a = parseAnnouncement('потопил лодку капитана', variant, 1, 'ru');
    expect(a.issues).toEqual([]);
    expect(a.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId: 'gig' }] });
  });
});
