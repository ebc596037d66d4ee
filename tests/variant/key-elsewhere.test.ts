/**
 * A key the format knows, put in the wrong section (`diagonal` in a class of the fleet, `rows` at
 * the top, `spacing` under board): told which section it is a key of, at the key, not only
 * "unknown key" with the keys allowed where it stands.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words: { en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs } }';

function told(...lines: string[]): string[] {
  const text = ['id: d', 'languages: [en]', 'name: D', ...lines, WORDS, ''].join('\n');
  const r = readVariantText(text, 'd.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

const FLEET = 'fleet: [{ id: a, name: A, size: 2 }]';

describe('a key of another section', () => {
  it('in a class of the fleet (diagonal) is told to be a key of placement', () => {
    expect(told('fleet:', '  - { id: a, name: A, size: 2, diagonal: true }')).toEqual([
      'd.yaml:5:32: error unknown-key: fleet[0].diagonal: "diagonal" is a key of placement, not of fleet[0] (move it there; allowed here: id, name, mark, size, shape, count, guns, gunsLostAt, protected, mustSink, hatched)',
    ]);
  });

  it('at the top level (rows) is told to be a key of board', () => {
    expect(told('rows: 8', FLEET)).toEqual([
      'd.yaml:4:1: error unknown-key: rows: "rows" is a key of board, not of the top level (move it there; allowed here: id, languages, name, summary, rules, board, fleet, placement, turns, report, words)',
    ]);
  });

  it('of a nested section (shots under turns) names the nearest one that has it, turns.salvo, not also its steps', () => {
    expect(told(FLEET, 'turns: { shots: 3 }', 'placement: { extraShotOnHit: true }')).toEqual([
      'd.yaml:5:10: error unknown-key: turns.shots: "shots" is a key of turns.salvo, not of turns (move it there; allowed here: sides, first, salvo, extraShotOnHit, protectedHitPenalty, shotLimit, onShotsExhausted)',
      'd.yaml:6:14: error unknown-key: placement.extraShotOnHit: "extraShotOnHit" is a key of turns, not of placement (move it there; allowed here: diagonal, spacing)',
    ]);
  });

  it('moved where it is told to go, reads', () => {
    expect(told('board: { rows: 8 }', 'fleet: [{ id: a, name: A, size: 2 }]', 'placement: { diagonal: true }', 'turns: { salvo: { kind: constant, shots: 3 }, extraShotOnHit: true }')).toEqual([]);
  });

  it('a key of no section, or a misspelt one, is told as before', () => {
    expect(told('board: { colour: red }', FLEET)).toEqual(['d.yaml:4:10: error unknown-key: board.colour: unknown key "colour" (allowed here: rows, columns, columnLabels, rowLabels, cellOrder, separator)']);
    expect(told('board: { colums: 8 }', FLEET)).toEqual(['d.yaml:4:10: error unknown-key: board.colums: unknown key "colums" (did you mean "columns"?)']);
  });
});
