/**
 * Label shorthands as a variant file may hold them: a string of single letters with a space left
 * before or after it (as a YAML line is easily typed) is still one label per letter. The second
 * mutation round found nothing holding this: a board of ten columns read as one label of ten
 * letters would be refused for a label count the file did not get wrong.
 */
import { describe, expect, it } from 'vitest';
import { resolveLabels } from '../../src/variant/resolve.js';
import { validateVariant } from '../../src/variant/validate.js';
import type { Variant } from '../../src/variant/model.js';

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

describe('turn settings a variant file leaves out, or gives', () => {
  const spec = (turns: object): unknown => ({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'b', name: 'B', size: 2, count: 2 }], turns });
  const turnsOf = (turns: object): Variant['turns'] => {
    const r = validateVariant(spec(turns));
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    return r.value.turns;
  };

  it('has the side the file names fire first', () => {
    expect(turnsOf({ first: 'red' }).first).toBe('red');
    expect(turnsOf({}).first).toBe('blue');
  });

  it('gives one shot a ship afloat, and counts hits on protected ships as damage, unless told otherwise', () => {
    expect(turnsOf({ salvo: { kind: 'ships-afloat' } }).salvo).toEqual({ kind: 'ships-afloat', perShip: 1 });
    expect(turnsOf({ salvo: { kind: 'ships-afloat', perShip: 2 } }).salvo).toEqual({ kind: 'ships-afloat', perShip: 2 });
    expect(turnsOf({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }] } }).salvo).toMatchObject({ kind: 'damage', countProtected: true });
    expect(turnsOf({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }], countProtected: false } }).salvo).toMatchObject({ countProtected: false });
  });
});
