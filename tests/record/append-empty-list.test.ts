/**
 * The first salvo added to a record whose list is written `salvos: []` (as `salvo new` writes
 * it), and undone: a file with CRLF line ends keeps them (the item went in after a bare LF with a
 * blank CRLF line below it, and undo left that blank line), and a comment after `salvos: []` stays
 * on the key's line (it went below the item, and undo left it on a line of its own). Found by
 * tests/record/append-templates.property.test.ts, shrunk to these.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo, removeLastSalvo } from '../../src/record/session.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const record: GameRecord = { variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos: [] };
const salvo = { side: 'blue', cells: [0], announcement: null } as const;

describe('the first salvo added under salvos: []', () => {
  it('a CRLF file stays CRLF, with no blank line; undone, the text as it was', () => {
    const original = 'variant: test\r\nsides:\r\n  blue:\r\n  red:\r\nsalvos: []\r\n';
    const added = appendSalvo(original, record, variant, salvo);
    expect(added.rewritten).toBe(false);
    expect(added.text).toBe('variant: test\r\nsides:\r\n  blue:\r\n  red:\r\nsalvos:\r\n  - blue: A1\r\n');
    expect(parseRecord(added.text, variant).record.salvos).toEqual([salvo]);
    expect(removeLastSalvo(added.text, added.record, variant).text).toBe(original);
  });

  it('a comment after salvos: [] stays on its line; undone, the text as it was', () => {
    const original = 'variant: test\nsides:\n  blue:\n  red:\nsalvos: []   # typed at the table\n';
    const added = appendSalvo(original, record, variant, salvo);
    expect(added.rewritten).toBe(false);
    expect(added.text).toBe('variant: test\nsides:\n  blue:\n  red:\nsalvos:   # typed at the table\n  - blue: A1\n');
    expect(parseRecord(added.text, variant).record.salvos).toEqual([salvo]);
    expect(removeLastSalvo(added.text, added.record, variant).text).toBe(original);
  });
});
