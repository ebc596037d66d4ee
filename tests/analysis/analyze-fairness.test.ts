/**
 * analyze's aim verdict compares like with like: the best salvo has as many shots as the side
 * fired (a shot at a cell already fired is wasted, not left out). The figures are re-derived here
 * by brute force over the layouts.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { allLayouts, announce, bruteInferrer, isConsistent } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const occupied = (l: readonly ShipPlacement[], c: number): boolean => l.some((p) => p.cells.includes(c));

/** Chances of each cell before the salvos in `evidence`'s list, by brute force. */
function chances(variant: Variant, evidence: Evidence): number[] {
  const ls = allLayouts(variant).filter((l) => isConsistent(variant, l, evidence));
  return Array.from({ length: variant.board.rows * variant.board.columns }, (_, c) => ls.filter((l) => occupied(l, c)).length / ls.length);
}

describe('analyze: a shot at a cell already fired', () => {
  const red = allLayouts(tiny).find((l) => l[0]!.cells.join() === '0,1,2')!;
  const plan = [[0], [0, 7]];
  const fired = new Set<number>();
  const salvos: PlayedSalvo[] = plan.map((cells) => {
    const s: PlayedSalvo = { side: 'blue', cells, announcement: announce(tiny, red, fired, cells) };
    for (const c of cells) fired.add(c);
    return s;
  });
  const blue = analyzeGame({ variant: tiny, salvos }, bruteInferrer()).sides[0]!;

  it('is a shot wasted: the best salvo has every shot the side fired', () => {
    const second = blue.salvos[1]!;
    expect(second.bestCells).toHaveLength(2);
    const m = chances(tiny, { salvos: [{ cells: [0], announcement: salvos[0]!.announcement! }] });
    const top2 = m
      .map((p, c) => ({ p, c }))
      .filter(({ c }) => c !== 0)
      .sort((a, b) => b.p - a.p)
      .slice(0, 2)
      .reduce((s, x) => s + x.p, 0);
    expect(second.bestExpectedHits).toBeCloseTo(top2, 12);
    expect(second.expectedHits).toBeCloseTo(m[7]!, 12);
    const first = blue.salvos[0]!;
    expect(blue.verdict.skill).toBeCloseTo((first.expectedHits + second.expectedHits) / (first.bestExpectedHits + top2), 12);
  });
});
