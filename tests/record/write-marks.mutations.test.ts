/**
 * Mutation round 8, the record writer (write.ts) where the round-trip property's records do not
 * reach: an empty note is kept (`note: ""`); a salvo marked `forced: false` is written as any
 * salvo not forced, with no `forced` line; a class whose name would read back as another class is
 * written by its id; a class's ships are listed on one line.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variant = makeVariant();
const record = (salvos: RecordedSalvo[]): GameRecord => ({ variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos });

describe('writeRecord', () => {
  it('keeps an empty note, which reads back as an empty note', () => {
    const game = record([{ side: 'blue', cells: [0], announcement: null, note: '' }]);
    const text = writeRecord(game, variant);
    expect(text).toContain('\n    note: ""\n');
    expect(parseRecord(text, variant).record.salvos[0]?.note).toBe('');
  });

  it('writes no forced line for a salvo marked forced: false', () => {
    const game = record([{ side: 'blue', cells: [0], announcement: null, forced: false }]);
    const text = writeRecord(game, variant);
    expect(text).not.toContain('forced');
    expect(parseRecord(text, variant).record.salvos[0]?.forced).not.toBe(true);
  });
});

describe('writeRecord, the fleets', () => {
  // Class a is called "b", the id of the other class: its name would read back as that class.
  const fleetVariant = makeVariant({ fleet: [shipClass('a', 2, { name: { en: 'b' } }), shipClass('b', 1, { name: { en: 'gunboat' }, count: 2 })] });
  const text = 'variant: test\nsides: { blue: , red: }\nfleets:\n  blue: { a: A1-B1, b: [D1, F1] }\nsalvos: []\n';

  it("names a class by its id where its name reads back as another class, and a class's ships on one line", () => {
    const r = parseRecord(text, fleetVariant);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const written = writeRecord(r.record, fleetVariant);
    expect(written).toContain('\n    a: A1-B1\n    gunboat: [D1, F1]\n');
    const back = parseRecord(written, fleetVariant);
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.record).toEqual(r.record);
  });
});
