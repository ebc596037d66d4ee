import { describe, expect, it } from 'vitest';
import {
  OptimalSolver,
  children,
  greedyCell,
  greedyExpected,
  hitCounts,
  isTerminal,
  optimalExpected,
  randomExpected,
  rolloutExpected,
  rootState,
  smallGame,
  type InfoState,
  type SmallGame,
} from '../../src/analysis/optimal.js';
import type { Evidence, SalvoEvidence } from '../../src/analysis/posterior.js';
import type { Spacing, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';

/** 1967 reports (per shot, sunk with class), one ship per class. */
function small(rows: number, columns: number, sizes: readonly number[], spacing: Spacing = 'may-touch'): Variant {
  return makeVariant({
    rows,
    columns,
    fleet: sizes.map((s, i) => shipClass(`s${i}`, s)),
    placement: { diagonal: false, spacing },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
}

/**
 * The optimal expected shots by plain recursion over histories (no bounds, no symmetry, no
 * dominance: known-empty cells are moves too), layouts and answers from the brute-force test
 * helper. Memoised by the fired cells with their answers and the layouts still live.
 */
function bruteOptimal(variant: Variant): number {
  const layouts = allLayouts(variant);
  const cells = variant.board.rows * variant.board.columns;
  const memo = new Map<string, number>();
  const go = (live: number[], fired: Set<number>, history: string[]): number => {
    // All sunk: the answers say so; every live layout agrees.
    const l0 = layouts[live[0]!]!;
    if (l0.every((p) => p.cells.every((c) => fired.has(c)))) return 0;
    // The answers in the order fired decide the live layouts; the set of them alone may not.
    const key = `${[...history].sort().join(' ')}|${live.join(',')}`;
    const m = memo.get(key);
    if (m !== undefined) return m;
    let best = Infinity;
    for (let c = 0; c < cells; c++) {
      if (fired.has(c)) continue;
      const groups = new Map<string, number[]>();
      for (const L of live) {
        const a = JSON.stringify(announce(variant, layouts[L]!, fired, [c]));
        const g = groups.get(a) ?? [];
        g.push(L);
        groups.set(a, g);
      }
      let v = 1;
      fired.add(c);
      for (const [a, g] of groups) v += (g.length / live.length) * go(g, fired, [...history, `${c}=${a}`]);
      fired.delete(c);
      best = Math.min(best, v);
    }
    memo.set(key, best);
    return best;
  };
  return go(
    layouts.map((_, i) => i),
    new Set(),
    [],
  );
}

/**
 * Greedy played out against every layout, with the brute-force inferrer's marginals (fire the
 * highest, ties to the lowest cell): the mean of the shots.
 */
function greedyPlayout(variant: Variant): number {
  const layouts = allLayouts(variant);
  const infer = bruteInferrer();
  const cells = variant.board.rows * variant.board.columns;
  let total = 0;
  for (const layout of layouts) {
    const fired = new Set<number>();
    const salvos: SalvoEvidence[] = [];
    const shipCells = layout.flatMap((p) => p.cells);
    while (shipCells.some((c) => !fired.has(c))) {
      const evidence: Evidence = { salvos };
      const post = infer(variant, evidence);
      let best = -1;
      for (let c = 0; c < cells; c++) {
        if (fired.has(c)) continue;
        if (best < 0 || post.marginal[c]! > post.marginal[best]!) best = c;
      }
      salvos.push({ cells: [best], announcement: announce(variant, layout, fired, [best]) });
      fired.add(best);
    }
    total += fired.size;
  }
  return total / layouts.length;
}

/** Every state the optimal policy can reach, with the check of the Bellman equation there. */
function checkBellman(game: SmallGame, solver: OptimalSolver, s: InfoState, depth: number): void {
  if (isTerminal(game, s) || depth === 0) return;
  const v = solver.value(s);
  const counts = hitCounts(game, s);
  let min = Infinity;
  let arg = -1;
  for (let c = 0; c < game.cells; c++) {
    if (counts[c] === 0) continue;
    const mv = solver.moveValue(s, c);
    if (mv < min) {
      min = mv;
      arg = c;
    }
  }
  expect(v).toBe(min);
  for (const ch of children(game, s, arg)) checkBellman(game, solver, ch, depth - 1);
}

describe('optimal and greedy expected shots on small boards', () => {
  const tinyCases: [string, Variant][] = [
    ['3x3 {2}', small(3, 3, [2])],
    ['3x3 {2,1}', small(3, 3, [2, 1])],
    ['2x4 {2,2}', small(2, 4, [2, 2])],
    ['3x3 {2,2} no-contact', small(3, 3, [2, 2], 'no-contact')],
    ['2x4 {3,1}', small(2, 4, [3, 1])],
  ];

  it.each(tinyCases)('%s: the solver equals plain recursion over histories', (_, variant) => {
    const game = smallGame(variant);
    expect(game.count).toBe(allLayouts(variant).length);
    const brute = bruteOptimal(variant);
    for (const opts of [{}, { symmetry: false }, { exactKeys: true }, { exactKeys: true, symmetry: false }]) {
      const r = optimalExpected(game, opts);
      expect(Number.isInteger(r.total)).toBe(true);
      expect(r.expected).toBeCloseTo(brute, 10);
    }
  });

  it.each(tinyCases)('%s: greedy recursion equals greedy played out against every layout', (_, variant) => {
    const game = smallGame(variant);
    expect(greedyExpected(game, 'lowest').expected).toBeCloseTo(greedyPlayout(variant), 10);
  });

  const cases: [string, Variant][] = [
    ['3x4 {3,2}', small(3, 4, [3, 2])],
    ['3x4 {2,2} no-contact', small(3, 4, [2, 2], 'no-contact')],
  ];

  it.each(cases)('%s: optimal ≤ greedy (every tie rule) ≤ random; greedy equals its play-out', (_, variant) => {
    const game = smallGame(variant);
    const opt = optimalExpected(game);
    const lowest = greedyExpected(game, 'lowest');
    const best = greedyExpected(game, 'best');
    const worst = greedyExpected(game, 'worst');
    expect(opt.total).toBeLessThanOrEqual(best.total);
    expect(best.total).toBeLessThanOrEqual(lowest.total);
    expect(lowest.total).toBeLessThanOrEqual(worst.total);
    expect(worst.expected).toBeLessThan(randomExpected(game));
    // Rounds of policy improvement: never worse than the round before, never better than optimal.
    const r1 = rolloutExpected(game, 1);
    const r2 = rolloutExpected(game, 2);
    expect(r1.total).toBeLessThanOrEqual(lowest.total);
    expect(r2.total).toBeLessThanOrEqual(r1.total);
    expect(opt.total).toBeLessThanOrEqual(r2.total);
    expect(rolloutExpected(game, 1, { exactKeys: true }).total).toBe(r1.total);
    expect(lowest.expected).toBeCloseTo(greedyPlayout(variant), 10);
    // Mirror images merged or not, hashed or exact keys: the same optimum.
    expect(optimalExpected(game, { symmetry: false }).total).toBe(opt.total);
    expect(optimalExpected(game, { exactKeys: true }).total).toBe(opt.total);
    expect(optimalExpected(game, { cutoffs: true }).total).toBe(opt.total);
    expect(greedyExpected(game, 'best', { symmetry: false }).total).toBe(best.total);
  });

  it('3x4 {3,2}: the optimal values satisfy the Bellman equation along the optimal policy', () => {
    const game = smallGame(small(3, 4, [3, 2]));
    const solver = new OptimalSolver(game);
    checkBellman(game, solver, rootState(game), 20);
  });

  it('3x4 {3,2}: greedy minus optimal is the sum of greedy\'s one-step losses along its path', () => {
    // Performance difference: V_greedy − V* = Σ over the positions greedy reaches of
    // (value of its cell then optimal play − optimal value), the positions' layouts counted.
    const game = smallGame(small(3, 4, [3, 2]));
    const solver = new OptimalSolver(game);
    let losses = 0;
    const walk = (s: InfoState): void => {
      if (isTerminal(game, s)) return;
      const g = greedyCell(game, s);
      losses += solver.moveValue(s, g) - solver.value(s);
      for (const ch of children(game, s, g)) walk(ch);
    };
    walk(rootState(game));
    expect(losses).toBeGreaterThan(0);
    expect(greedyExpected(game, 'lowest').total - solver.value(rootState(game))).toBe(losses);
  });

  it('random: the closed form equals the mean over every firing order (3x3, ship of 2)', () => {
    // Ship cells {0,1} among 4 cells stand for any 2 of 4: the last of them in a random order.
    const game = smallGame(small(3, 3, [2]));
    const C = game.cells;
    let sum = 0;
    let count = 0;
    for (let a = 0; a < C; a++) for (let b = 0; b < C; b++) if (a !== b) {
      sum += Math.max(a, b) + 1;
      count++;
    }
    expect(randomExpected(game)).toBeCloseTo(sum / count, 12);
  });
});
