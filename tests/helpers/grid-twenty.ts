/**
 * A designer's large variant, for benchmarks: 20×20, a dreadnought of 6, two cruisers of 4 and
 * two submarines shaped as skew tetrominoes, ships that may lie diagonally and may not touch
 * side to side, a shot per gun left and an extra shot on a hit, hits reported by class with
 * counts. Its exact count is out of the counter's reach (a window of 126 cells: 1.2M states after
 * the first row), and the advisor's chains start from a search over its counted reports.
 */
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { randomLayout } from '../../src/core/random-layout.js';
import { createRng } from '../../src/core/rng.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { announce } from '../inference/brute.js';

export const GRID_TWENTY_FILE = `id: grid-twenty
languages: [en]
name: Twenty by twenty
board:
  rows: 20
  columns: 20
  columnLabels: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
  rowLabels: numbers
  cellOrder: row-column
  separator: "-"
fleet:
  - { id: dreadnought, name: Dreadnought, size: 6, guns: 3, gunsLostAt: [2, 4] }
  - { id: cruiser, name: Cruiser, size: 4, count: 2, guns: 2, gunsLostAt: [2] }
  - { id: sub, name: Submarine, shape: [[0,0],[0,1],[1,1],[1,2]], count: 2, guns: 1 }
placement:
  diagonal: true
  spacing: no-side-contact
turns:
  salvo: { kind: guns }
  extraShotOnHit: true
  shotLimit: 300
report:
  timing: per-salvo
  by: class
  counts: true
  sunk: true
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Own fleet, enemyChart: Target }
`;

/** The variant, validated. */
export function gridTwenty(): Variant {
  const r = readVariantText(GRID_TWENTY_FILE, 'grid-twenty.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.value;
}

/**
 * A game in progress against a fleet of the variant (seeded, the same every run): `salvos`
 * salvos of nine shots, each with one or two (alternately) at the fleet's ships and the rest at
 * random cells never fired before, announced honestly (hits by class, with counts and sinkings).
 * After four: cruiser 1; dreadnought 1, cruiser 1; submarine 1; dreadnought 1, cruiser 1.
 */
export function gridTwentyGame(variant: Variant, salvos: number): Evidence {
  const ships = randomLayout(variant, 7).map((s) => ({ classIndex: s.classIndex, cells: s.cells }));
  const shipCells = ships.flatMap((s) => s.cells);
  const rng = createRng(11);
  const n = variant.board.rows * variant.board.columns;
  const fired = new Set<number>();
  const cells: number[][] = [];
  for (let t = 0; t < salvos; t++) {
    const salvo: number[] = [];
    for (let a = 0; a < 1 + (t % 2); a++) {
      const open = shipCells.filter((c) => !fired.has(c));
      if (open.length === 0) break;
      const c = open[Math.floor(rng() * open.length)]!;
      fired.add(c);
      salvo.push(c);
    }
    while (salvo.length < 9) {
      const c = Math.floor(rng() * n);
      if (fired.has(c)) continue;
      fired.add(c);
      salvo.push(c);
    }
    cells.push(salvo);
  }
  return { salvos: cells.map((c, t) => ({ cells: c, announcement: announce(variant, ships, cells, t) })) };
}
