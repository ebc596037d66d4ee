import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../src/core/diagnostics.js';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import type { Variant } from '../../src/variant/model.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';
import { arbAnnouncement, arbRecord } from './arbitraries.js';

const RU_COLUMNS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'];
const ruWords = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'попаданий нет', ownChart: 'Мои', enemyChart: 'Чужие' };

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
};

describe('record round trip: parse(write(r)) equals r', () => {
  for (const [name, variant] of Object.entries(variants)) {
    it(name, () => {
      fc.assert(
        fc.property(arbRecord(variant), (record) => {
          const text = writeRecord(record, variant);
          const parsed = parseRecord(text, variant, { file: 'g.yaml' });
          expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          expect(parsed.record).toEqual(record);
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('announcement text round trip', () => {
  for (const [name, variant] of Object.entries(variants)) {
    it(`${name}, in every language`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(fc.constant(n), arbAnnouncement(variant, n), fc.constantFrom(...variant.languages))),
          ([n, a, lang]) => {
            const text = formatAnnouncement(a, variant, lang);
            const back = parseAnnouncement(text, variant, n);
            expect(hasErrors(back.issues.map((i) => i.diagnostic))).toBe(false);
            expect(back.announcement).toEqual(a);
          },
        ),
        { numRuns: 100 },
      );
    });
  }
});
