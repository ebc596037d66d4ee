/**
 * analyze's aim verdict compares like with like: the best salvo has as many shots as the side
 * fired (a shot at a cell already fired is wasted, not left out), and where a hit on the hospital
 * costs a turn, the side's salvo is weighed as the best one is, by its exact chance of hitting it.
 * The figures are re-derived here by brute force over the layouts.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
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

describe('analyze where a hit on the hospital costs a turn', () => {
  const base = makeVariant({
    rows: 1,
    columns: 6,
    fleet: [shipClass('ship', 2), shipClass('hospital', 2, { protected: true })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  const variant: Variant = { ...base, turns: { ...base.turns, salvo: { kind: 'constant', shots: 2 }, protectedHitPenalty: 'skip-next-turn' } };
  const layouts = allLayouts(variant);

  it("weighs the side's salvo by its exact chance of losing the turn, as the best salvo", () => {
    // Blue fires two neighbours: if the hospital lies there, both hit it, and one turn is lost.
    const red = layouts.find((l) => l[0]!.cells.join() === '4,5' && l[1]!.cells.join() === '0,1')!;
    const cells = [2, 3];
    const salvos: PlayedSalvo[] = [{ side: 'blue', cells, announcement: announce(variant, red, new Set(), cells) }];
    const blue = analyzeGame({ variant, salvos }, engineInferrer).sides[0]!;
    const f = blue.salvos[0]!;
    // By brute force: expected hits, the chance of hitting the hospital, a turn's worth (the best
    // two cells' expected hits), and the best value any salvo of two reaches.
    const hits = (s: readonly number[]): number => layouts.reduce((n, l) => n + s.filter((c) => occupied(l, c)).length, 0) / layouts.length;
    const risk = (s: readonly number[]): number => layouts.filter((l) => s.some((c) => l[1]!.cells.includes(c))).length / layouts.length;
    const pairs = [0, 1, 2, 3, 4, 5].flatMap((a) => [0, 1, 2, 3, 4, 5].filter((b) => b > a).map((b) => [a, b]));
    const turn = Math.max(...pairs.map(hits));
    const best = Math.max(...pairs.map((s) => hits(s) - turn * risk(s)));
    expect(f.expectedHits).toBeCloseTo(hits(cells), 12);
    expect(blue.verdict.skill).toBeCloseTo((hits(cells) - turn * risk(cells)) / best, 12);
  });
});
