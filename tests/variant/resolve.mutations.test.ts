/**
 * Label shorthands as a variant file may hold them: a string of single letters with a space left
 * before or after it (as a YAML line is easily typed) is still one label per letter. The second
 * mutation round found nothing holding this: a board of ten columns read as one label of ten
 * letters would be refused for a label count the file did not get wrong.
 */
import { describe, expect, it } from 'vitest';
import { resolveLabels } from '../../src/variant/resolve.js';
import { validateVariant } from '../../src/variant/validate.js';

const WORDS = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мой флот', enemyChart: 'Флот противника' };
const minimal = { id: 'm', languages: ['ru'], name: 'M', fleet: [{ id: 'a', name: 'A', size: 3 }], words: { ru: WORDS } };

describe('a label string of single letters with spaces around it', () => {
  it('is one label per letter', () => {
    expect(resolveLabels(' абв ', 3, []).labels).toEqual(['а', 'б', 'в']);
    expect(resolveLabels('ABC\n', 3, []).labels).toEqual(['A', 'B', 'C']);
  });

  it('gives a valid board of those letters', () => {
    const r = validateVariant({ ...minimal, board: { columnLabels: 'абвгдежзик ' } });
    expect(r.ok ? [] : r.diagnostics.map((d) => d.code)).toEqual([]);
    if (r.ok) expect(r.value.board.columnLabels).toEqual(Array.from('абвгдежзик'));
  });
});
