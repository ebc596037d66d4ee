import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../src/core/diagnostics.js';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { arbAnnouncement, arbRecord } from './arbitraries.js';
import { variants } from './variants.js';

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
