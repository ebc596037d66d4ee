/**
 * A key written in other words (a ship's `length`, a damage step's `hits`, a board's `width` and
 * `height`, a class's `number`): told the key it means, as a misspelling is, and not also as the
 * key it stands for missing (`damage`, or neither size nor shape).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';
import { keyMeant } from '../../src/variant/suggest.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';
function said(body: string): string[] {
  const r = readVariantText(['id: t', 'languages: [en]', 'name: T', body, WORDS].join('\n'), 'v.yaml');
  return (r.ok ? r.warnings : r.diagnostics).map((d) => formatDiagnostic(d));
}

describe('a key in other words', () => {
  it("a ship's length is its size, told once, not also as neither size nor shape", () => {
    expect(said('fleet: [{ id: a, name: A, length: 2 }]')).toEqual(['v.yaml:4:27: error unknown-key: fleet[0].length: unknown key "length" (did you mean "size"?)']);
  });

  it("a damage step's hits is its damage, not also damage missing", () => {
    expect(said('fleet: [{ id: a, name: A, size: 2, guns: 1 }]\nturns: { salvo: { kind: damage, shots: 3, steps: [{ hits: 2, shots: 2 }] } }')).toEqual([
      'v.yaml:5:53: error unknown-key: turns.salvo.steps[0].hits: unknown key "hits" (did you mean "damage"?)',
    ]);
  });

  it("a board's width and height are its columns and rows (its labels not counted against 10), a class's number its count", () => {
    expect(said('board: { width: 8, height: 6, columnLabels: ABCDEFGH }\nfleet: [{ id: a, name: A, size: 2, number: 2 }]')).toEqual([
      'v.yaml:4:10: error unknown-key: board.width: unknown key "width" (did you mean "columns"?)',
      'v.yaml:4:20: error unknown-key: board.height: unknown key "height" (did you mean "rows"?)',
      'v.yaml:5:36: error unknown-key: fleet[0].number: unknown key "number" (did you mean "count"?)',
    ]);
  });

  it("the turns' limit, penalty and players, and a class's hospital, are told the keys they mean", () => {
    const fleet = 'fleet: [{ id: a, name: A, size: 3 }, { id: h, name: H, size: 2, hospital: true }]';
    const turns = 'turns: { players: [{ id: x, name: X }, { id: y, name: Y }], maxShots: 40, penalty: skip-next-turn }';
    const at = (line: number, text: string, key: string): string => `v.yaml:${line}:${text.indexOf(key) + 1}`;
    expect(said(`${fleet}\n${turns}`)).toEqual([
      `${at(4, fleet, 'hospital')}: error unknown-key: fleet[1].hospital: unknown key "hospital" (did you mean "protected"?)`,
      `${at(5, turns, 'players')}: error unknown-key: turns.players: unknown key "players" (did you mean "sides"?)`,
      `${at(5, turns, 'maxShots')}: error unknown-key: turns.maxShots: unknown key "maxShots" (did you mean "shotLimit"?)`,
      `${at(5, turns, 'penalty')}: error unknown-key: turns.penalty: unknown key "penalty" (did you mean "protectedHitPenalty"?)`,
    ]);
    expect(keyMeant('limit', ['sides', 'shotLimit'])).toBe('shotLimit');
    // A turn's shots are more likely the salvo's than a limit: no guess.
    expect(keyMeant('shots', ['sides', 'first', 'salvo', 'shotLimit'])).toBeUndefined();
  });

  it('a spelling near a key comes first; a word meaning a key not allowed here is no guess', () => {
    expect(keyMeant('hits', ['miss', 'hit', 'sunk'])).toBe('hit');
    expect(keyMeant('Length', ['id', 'size', 'shape'])).toBe('size');
    expect(keyMeant('length', ['rows', 'columns'])).toBeUndefined();
    expect(keyMeant('colour', ['id', 'size'])).toBeUndefined();
  });
});
