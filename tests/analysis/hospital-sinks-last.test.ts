/**
 * Where each hit on the hospital is owed its turn (it must be sunk, one shot a salvo), the advice
 * weighs the hit that would sink it while another ship is afloat: the hit that sinks it with every
 * other ship sunk ends the game and costs no turn. Where sinking is not announced (Perelman), whether
 * the others are sunk may be unknown; `withSinksLast` counts that chance exactly. Checked against a
 * brute force over every layout of a 1×6 board (a two-cell ship and a two-cell hospital that may
 * touch, whole-salvo reports by class, sinking not announced).
 */
import { describe, expect, it } from 'vitest';
import { sinkChances, withSinksLast } from '../../src/analysis/advice.js';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

const N = 6;
const single: Variant = hospitalLine(N, 1);
const layouts = allLayouts(single);
const SHIP = 0;
const within = (p: ShipPlacement, fired: ReadonlySet<number>): boolean => p.cells.every((c) => fired.has(c));

/** By brute force: P(a shot at `cell` sinks the hospital while the ship is afloat | evidence). */
function bruteSinkAfloat(evidence: Evidence, fired: ReadonlySet<number>, cell: number): number {
  const ls = layouts.filter((l) => isConsistent(single, l, evidence));
  const after = new Set([...fired, cell]);
  return ls.filter((l) => l[HOSPITAL]!.cells.includes(cell) && within(l[HOSPITAL]!, after) && !within(l[SHIP]!, fired)).length / ls.length;
}

// Blue's red layout: the ship on 1–2, the hospital on 4–5.
const red = layouts.find((l) => l[SHIP]!.cells.join() === '1,2' && l[HOSPITAL]!.cells.join() === '4,5')!;
// A salvo of two at 1 and 2 (from before the shots came down to one): "ship hit", not how often,
// so the ship may lie on 0–1, 1–2 (sunk, unannounced) or 2–3; then a hit on the hospital at 4.
const first = { cells: [1, 2], announcement: announce(single, red, new Set(), [1, 2]) };
const second = { cells: [4], announcement: announce(single, red, new Set([1, 2]), [4]) };
const evidence: Evidence = { salvos: [first, second] };
const fired = new Set([1, 2, 4]);

describe('the hit that sinks the hospital with no other ship afloat', () => {
  it('is left out of the chance weighed, exactly as brute force counts it', () => {
    const post = engineInferrer(single, evidence);
    const raw = sinkChances(post, ['hospital'], fired);
    const weighed = sinkChances(withSinksLast(single, evidence, post, engineInferrer, 1, fired), ['hospital'], fired);
    for (let c = 0; c < N; c++) {
      if (fired.has(c)) continue;
      expect(weighed[c]).toBeCloseTo(bruteSinkAfloat(evidence, fired, c), 12);
    }
    // At 5 the shot sinks the hospital where it lies on 4–5; with the ship on 1–2 that ends the game.
    expect(raw[5]).toBeGreaterThan(weighed[5]! + 0.1);
    // Salvos of two: not weighed so (the whole salvo's chance of hitting it is).
    expect(withSinksLast(single, evidence, post, engineInferrer, 2, fired).sinksLast).toBeUndefined();
  });

  it('analyze values a shot by it: its chance less a turn times the chance it sinks the hospital with the ship afloat', () => {
    const third = { cells: [5], announcement: announce(single, red, fired, [5]) };
    const figures = (salvos: Evidence['salvos']) => analyzeGame({ variant: single, salvos: salvos.map((s) => ({ side: 'blue', ...s })) }, engineInferrer).sides[0]!.verdict.figures!;
    const shot = figures([first, second, third]).value - figures([first, second]).value;
    // By brute force: the chance of a hit at 5, less the turn (the best chance of a hit now) times
    // the chance the shot sinks the hospital while the ship is afloat.
    const ls = layouts.filter((l) => isConsistent(single, l, evidence));
    const chance = (c: number): number => ls.filter((l) => l.some((p) => p.cells.includes(c))).length / ls.length;
    const turn = Math.max(...[0, 3, 5].map(chance));
    expect(shot).toBeCloseTo(chance(5) - turn * bruteSinkAfloat(evidence, fired, 5), 12);
  });
});
