/**
 * "N ships of a class sunk in one salvo", where no N ships of it can each have had their last
 * cell fired at in that salvo: the referee says why, in English, Russian and Polish
 * (`salvo-sunk-count`), as for the other kinds of impossibility. A variant that reports so:
 * tests/record/fixtures/twin-sinkings.yaml (6×6, two destroyers of two cells, ships may not touch).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { conflictAgainst, conflictSaid } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let v: Variant;
beforeAll(async () => {
  v = await loadVariant(join(import.meta.dirname, '..', 'record', 'fixtures', 'twin-sinkings.yaml'), { cwd: process.cwd() });
});

// Salvo 1 hits each destroyer once (A1 C3 E5 F1: no two of them one destroyer's). Of salvo 3's
// cells only A2 lies next to one of them (A1): one destroyer at most can be finished in it.
const record = (third: string) => `variant: ./twin-sinkings.yaml
sides: { blue: A, red: B }
salvos:
  - blue: A1 C3 E5 F1 -> destroyer 2
  - red: A1 A2 A3 A4 -> no hits
  - blue: ${third}
`;

function conflict(third: string) {
  const parsed = parseRecord(record(third), v, { file: 'g.yaml' });
  expect(parsed.diagnostics).toEqual([]);
  const c = conflictAgainst(v, parsed.record, 'red', { sources: parsed.sources });
  return { c, said: c === null ? undefined : conflictSaid(parsed.record, v, parsed.sources, c) };
}

describe('more ships of a class sunk in a salvo than it can finish', () => {
  it('two destroyers sunk where one at most can be: the reason, with the salvo, its line and the number', () => {
    const { c, said } = conflict('A2 A5 C6 F6 -> destroyer 2 sunk 2');
    expect(c?.salvos).toEqual([3]);
    expect(c?.reason).toEqual({ code: 'salvo-sunk-count', salvo: 2, classIndex: 1, sunk: 2, most: 1, hits: 2 });
    expect(said?.en).toBe('salvo 3 (line 6) announced "destroyer 2 sunk 2", but no 2 ships of the destroyer class can have had their last cell fired at in that salvo with 2 hits on the class (at most 1)');
    expect(said?.ru).toBe('залп 3 (строка 6): ответ «эсминец 2 потоплен 2», но этим залпом при 2 попаданиях можно было добить не больше 1 из кораблей класса «эсминец»');
    expect(said?.pl).toContain('salwa 3 (wiersz 6): odpowiedź „');
    expect(said?.pl).toContain('ale tą salwą przy 2 trafieniach dało się dobić najwyżej 1 ze statków klasy');
  });

  it('one sunk where none can be with the one hit announced: A5-B5, fired at in it, would take two', () => {
    const { c, said } = conflict('B5 A5 C6 F6 -> destroyer 1 sunk');
    expect(c?.reason).toEqual({ code: 'salvo-sunk-count', salvo: 2, classIndex: 1, sunk: 1, most: 0, hits: 1 });
    expect(said?.en).toBe('salvo 3 (line 6) announced "destroyer 1 sunk", but no ship of the destroyer class can have had its last cell fired at in that salvo with 1 hit on the class');
    expect(said?.ru).toBe('залп 3 (строка 6): ответ «эсминец 1 потоплен», но ни один корабль класса «эсминец» не мог быть добит этим залпом при 1 попадании');
    expect(said?.pl).toContain('ale tą salwą przy 1 trafieniu nie dało się dobić żadnego statku klasy');
  });

  it('no reason where the number sunk can be: both destroyers finished', () => {
    // A2 finishes A1-A2, D3 finishes C3-D3: they do not touch.
    expect(conflict('A2 D3 C6 F6 -> destroyer 2 sunk 2').c).toBeNull();
  });
});
