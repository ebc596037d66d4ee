/**
 * A header text of several lines (notes, place, a player), which the record writer puts in a YAML
 * block (`notes: |-`), keeps a line that ends in a colon and a space: the writer once took out
 * every `: ` at a line's end to write `blue:` for a side with no player, and cut the space from
 * the note too (found by tests/record/roundtrip-templates.property.test.ts, shrunk to these).
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const base: GameRecord = { variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos: [] };

describe('a header text of several lines, a line ending in ": "', () => {
  it.each([
    ['notes', { notes: '"\n: ' }],
    ['notes', { notes: ': \n!' }],
    ['notes', { notes: 'Score at half time: \nblue 3, red 2' }],
    ['place', { place: 'Kraków, ul. Długa: \npiętro 2' }],
  ] as const)('%s %j reads back as written', (_, extra) => {
    const record: GameRecord = { ...base, ...extra };
    const text = writeRecord(record, variant);
    const back = parseRecord(text, variant);
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.record).toEqual(record);
  });

  it('a player named on two lines, the first ending in ": ", reads back as written', () => {
    const record: GameRecord = { ...base, sides: [{ id: 'blue', player: 'Ann: \nBob' }, { id: 'red' }] };
    expect(parseRecord(writeRecord(record, variant), variant).record).toEqual(record);
  });

  it('a side with no player is still written "blue:", with no space after the colon', () => {
    const text = writeRecord({ ...base, sides: [{ id: 'blue' }, { id: 'red', player: 'Bob' }] }, variant);
    expect(text).toContain('\n  blue:\n  red: Bob\n');
    expect(text).not.toMatch(/ \n/u);
  });
});
