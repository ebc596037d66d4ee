/**
 * `salvo infer` past its budget lists the layouts exactly where they are few, before it samples
 * (engine.ts `InferOptions.enumerate`, ../../src/analysis/chain-estimate.ts `chainEnumerate`).
 * On counted per-salvo reports the engine's own search checks a salvo's counts only once every
 * ship is placed, and gave up on positions of a few thousand layouts, which were then estimated
 * (by rejection sampling or the chain, `exact: false`) although the chain model's enumeration,
 * which prunes by the counts, lists them in a fraction of a second. Checked against brute force
 * on a 6×6 board, and on a 10×10 one against the engine's count without a budget. A breath between
 * the engine's answers, each of which holds the loop for seconds (many under load), and brute force
 * in a worker thread (20 s under load).
 */
import { describe, expect, it } from 'vitest';
import { chainEnumerate, chainEstimate } from '../../src/analysis/chain-estimate.js';
import { randomLayout } from '../../src/core/random-layout.js';
import { createRng } from '../../src/core/rng.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { infer } from '../../src/inference/engine.js';
import type { Variant } from '../../src/variant/model.js';
import { breathe } from '../helpers/breathe.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInferApart } from '../inference/brute.js';

/** Salvos of `shots` random fresh cells at a random fleet (seeded), announced by class with counts. */
function countedGame(size: number, shots: number, fleet: Variant['fleet'], spacing: 'may-touch' | 'no-contact', seed: number, salvos: number): { variant: Variant; evidence: Evidence } {
  const variant = makeVariant({
    rows: size,
    columns: size,
    fleet,
    placement: { diagonal: false, spacing },
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots } },
    report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  });
  const ships = randomLayout(variant, seed).map((s) => ({ classIndex: s.classIndex, cells: s.cells }));
  const rng = createRng(seed);
  const fired = new Set<number>();
  const cells: number[][] = [];
  while (cells.length < salvos) {
    const salvo: number[] = [];
    while (salvo.length < shots) {
      const c = Math.floor(rng() * size * size);
      if (fired.has(c)) continue;
      fired.add(c);
      salvo.push(c);
    }
    cells.push(salvo);
  }
  return { variant, evidence: { salvos: cells.map((c, i) => ({ cells: c, announcement: announce(variant, ships, cells, i) })) } };
}

describe('infer past the budget, where the layouts are few enough to list', () => {
  it('is exact, as brute force counts them (6×6, counted reports)', async () => {
    const { variant, evidence } = countedGame(6, 3, [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })], 'may-touch', 3, 2);
    // No budget at all for the count: out of its reach at once, and out of the search's.
    const before = infer(variant, evidence, { budgetMs: 0, seed: 1, estimate: chainEstimate });
    await breathe();
    expect(before.exact).toBe(false);
    const r = infer(variant, evidence, { budgetMs: 0, seed: 1, estimate: chainEstimate, enumerate: chainEnumerate });
    await breathe();
    const truth = await bruteInferApart(variant, evidence);
    expect(truth.count).toBeGreaterThan(1000n);
    expect(r.exact).toBe(true);
    expect(r.count).toBe(truth.count);
    expect(r.stdError).toBeUndefined();
    r.marginal.forEach((p, c) => expect(p).toBeCloseTo(truth.marginal[c]!, 12));
    for (const cls of variant.fleet) r.classMarginal[cls.id]!.forEach((p, c) => expect(p).toBeCloseTo(truth.classMarginal[cls.id]![c]!, 12));
    // One class asked for: its chances alone, the same.
    const three = infer(variant, evidence, { budgetMs: 0, seed: 1, classFilter: 'three', estimate: chainEstimate, enumerate: chainEnumerate });
    expect(Object.keys(three.classMarginal)).toEqual(['three']);
    three.classMarginal.three!.forEach((p, c) => expect(p).toBeCloseTo(truth.classMarginal.three![c]!, 12));
  });

  it('is exact where the chain estimated it, as the count without a budget says (10×10)', async () => {
    const { variant, evidence } = countedGame(10, 5, [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 2 })], 'no-contact', 1, 11);
    const before = infer(variant, evidence, { budgetMs: 1, seed: 1, estimate: chainEstimate });
    await breathe();
    expect(before.exact).toBe(false);
    expect(before.method).toBe('chain');
    const r = infer(variant, evidence, { budgetMs: 1, seed: 1, estimate: chainEstimate, enumerate: chainEnumerate });
    await breathe();
    const truth = infer(variant, evidence);
    expect(truth.exact).toBe(true);
    expect(r.exact).toBe(true);
    expect(r.count).toBe(truth.count);
    r.marginal.forEach((p, c) => expect(p).toBeCloseTo(truth.marginal[c]!, 12));
    expect(r.pinned.map((p) => p.cells.join(',')).sort()).toEqual(truth.pinned.map((p) => p.cells.join(',')).sort());
  });
});
