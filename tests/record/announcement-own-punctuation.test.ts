/**
 * A variant's own announcement word or class name that ends (or begins) with what the reader takes
 * off an announcement's ends (a quote, a full stop, an exclamation mark) reads as written where it
 * is the announcement's last (or first) word: the variant check accepts such words, and the record
 * writer writes them so. Found by tests/record/roundtrip-generated.property.test.ts (shrunk: the
 * Polish word for a sinking `spl"`, a record line `- blue: AAA -> spl"` read as the unknown word spl).
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';

const shrunk = makeVariant({
  languages: ['en', 'pl'],
  rows: 5,
  columns: 5,
  board: { rowLabels: ['AA', 'AB', 'AC', 'AD', 'AE'], columnLabels: ['A', 'B', 'C', 'D', 'E'] },
  words: { en: { ...EN_WORDS, miss: 'men', hit: 'hen', sunk: 'sen', noHits: 'nen' }, pl: { ...EN_WORDS, miss: 'mpl', hit: 'hpl', sunk: 'spl"', noHits: 'npl' } },
});

describe("a variant's own word ending in a quote, a full stop or an exclamation mark", () => {
  it('the shrunk case: a record line ending in the word spl" reads back as written', () => {
    const record: GameRecord = { variant: 'test', language: 'pl', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos: [{ side: 'blue', cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'sunk' }] } }] };
    const text = writeRecord(record, shrunk);
    expect(text).toContain('  - blue: AAA -> spl"\n');
    const back = parseRecord(text, shrunk);
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.record).toEqual(record);
  });

  it('a result word ending in "!" reads as written, last or not', () => {
    const v = makeVariant({ words: { en: { ...EN_WORDS, sunk: 'kaput!' } } });
    expect(parseAnnouncement('kaput!', v, 1)).toMatchObject({ announcement: { kind: 'per-shot', shots: [{ result: 'sunk' }] }, issues: [] });
    expect(parseAnnouncement('miss, kaput!', v, 2)).toMatchObject({ announcement: { kind: 'per-shot', shots: [{ result: 'miss' }, { result: 'sunk' }] }, issues: [] });
    expect(parseAnnouncement('kaput!, miss', v, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }, { result: 'miss' }] });
  });

  it('a class named with a full stop (an abbreviation) reads as written at the end of a salvo\'s announcement', () => {
    const v = makeVariant({
      fleet: [shipClass('sub', 2, { name: { en: 'U.S.' } }), shipClass('cruiser', 3)],
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
    });
    expect(parseAnnouncement('cruiser, U.S.', v, 3)).toMatchObject({ announcement: { kind: 'per-salvo', hits: [{ classId: 'sub' }, { classId: 'cruiser' }] }, issues: [] });
  });

  it('the sentence\'s own full stop and quotes are still no part of a word', () => {
    const v = makeVariant();
    expect(parseAnnouncement('miss.', v, 1)).toMatchObject({ announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] }, issues: [] });
    expect(parseAnnouncement('"hit"', v, 1)).toMatchObject({ announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] }, issues: [] });
    expect(parseAnnouncement('sunk!', v, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }] });
  });
});
