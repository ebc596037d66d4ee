/**
 * What the fuzz rounds of this folder found, each kept as the case that showed it: an error with
 * no place in the file, or with nothing said of what to do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCheck } from '../../src/cli/commands/fleet.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let jutland: Variant;
beforeAll(async () => {
  jutland = await loadVariant('jutland', { cwd: process.cwd() });
});

describe('fleet check: a ship off the board', () => {
  it('says what to do, for a range and for a list of cells', () => {
    const range = fleetCheck(jutland, 'battleship: B11-B14\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n', 'f.yaml');
    const cells = fleetCheck(jutland, 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9 K9]\n', 'f.yaml');
    for (const outcome of [range, cells]) {
      const off = outcome.diagnostics.filter((d) => d.code === 'ship-off-board');
      expect(off.length).toBeGreaterThan(0);
      for (const d of off) expect(d.suggestion).toMatch(/^keep every ship inside the board/u);
    }
    expect(range.diagnostics.map((d) => [d.line, d.column])).toEqual([[1, 13], [1, 13]]);
  });
});
