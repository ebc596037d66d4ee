/**
 * The words of Морской бой said at the table (мимо, попал, убит) are read in any Russian variant,
 * as потоплен and убила are, not only where the variant's own words are these: `убит авианосец`
 * in a variant announcing `потоплен` with the class is the carrier sunk, not an unknown word.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let carriers: Variant;
beforeAll(async () => {
  const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  // Морской бой with a carrier, sinking announced with the class, in other Russian words.
  carriers = {
    ...morskoy,
    fleet: [{ ...morskoy.fleet[0]!, id: 'carrier', name: { ru: 'авианосец', en: 'aircraft carrier' } }, ...morskoy.fleet.slice(1)],
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    words: { ...morskoy.words, ru: { ...morskoy.words.ru!, miss: 'промах', hit: 'попадание', sunk: 'потоплен', noHits: 'промах' } },
  };
});

describe('мимо, попал, убит in a Russian variant with other words', () => {
  it('убит with a class is that class sunk', () => {
    const r = parseAnnouncement('убит авианосец', carriers, 1);
    expect(r.issues).toEqual([]);
    expect(r.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId: 'carrier' }] });
  });

  it('мимо, попал and убит are a miss, a hit and a sinking', () => {
    const r = parseAnnouncement('мимо, попал, убит крейсер', carriers, 3);
    expect(r.issues).toEqual([]);
    expect(r.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'miss' }, { result: 'hit' }, { result: 'sunk', classId: 'cruiser' }] });
  });

  it('the variant\'s own words still read, and a Polish word still does not', () => {
    expect(parseAnnouncement('потоплен авианосец', carriers, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId: 'carrier' }] });
    expect(parseAnnouncement('zatopiony', carriers, 1).announcement).toBeNull();
  });
});
