/** A side without a player is written `blue:` with nothing after it, not `blue: ` with a trailing space. */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();

describe('writeRecord', () => {
  it('leaves no trailing space after a side with no player, and reads back', () => {
    const record: GameRecord = { variant: 'test', sides: [{ id: 'blue' }, { id: 'red', player: 'Ala' }], fleets: {}, salvos: [] };
    const text = writeRecord(record, variant);
    expect(text.split('\n').filter((l) => /\s$/u.test(l))).toEqual([]);
    expect(text).toContain('\n  blue:\n');
    expect(parseRecord(text, variant).record.sides).toEqual(record.sides);
  });
});
