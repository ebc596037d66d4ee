import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { allPlacements, type ShipPlacement } from '../../src/core/placements.js';
import { lookaheadChoice, lookaheadValues } from '../../src/analysis/lookahead.js';
import type { LayoutSamples } from '../../src/analysis/posterior-sampler.js';
import type { Evidence, SalvoEvidence } from '../../src/analysis/posterior.js';
import { advisorStrategy } from '../../src/analysis/strategies/advisor.js';
import { hybridPosterior } from '../../src/analysis/hybrid-posterior.js';
import type { Variant } from '../../src/variant/model.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

function evidenceOf(variant: Variant, layout: readonly ShipPlacement[], cells: readonly number[]): Evidence {
  const fired = new Set<number>();
  const salvos: SalvoEvidence[] = [];
  for (const c of cells) {
    salvos.push({ cells: [c], announcement: announce(variant, layout, fired, [c]) });
    fired.add(c);
  }
  return { salvos };
}

/** Every consistent layout once, as "samples" in the sampler's format. */
function everyLayout(variant: Variant, layouts: readonly (readonly ShipPlacement[])[]): LayoutSamples {
  const lists = allPlacements(variant);
  const data = new Uint16Array(layouts.length * variant.fleet.length);
  layouts.forEach((l, k) => variant.fleet.forEach((_, cls) => (data[k * variant.fleet.length + cls] = lists[cls]!.indexOf(l.find((p) => p.classIndex === cls)!))));
  return {
    n: variant.board.rows * variant.board.columns,
    slotClass: variant.fleet.map((_, k) => k),
    slotPlacements: lists,
    layouts: data,
    count: layouts.length,
    drawn: layouts.length,
    occupied: [],
    estimatedLayouts: layouts.length,
    impossible: false,
  };
}

/** The value of a shot by brute force: fire it at every layout, group by the true answer. */
function bruteValue(variant: Variant, layouts: readonly (readonly ShipPlacement[])[], fired: ReadonlySet<number>, cell: number): { hit: number; next: number } {
  const groups = new Map<string, (readonly ShipPlacement[])[]>();
  let hits = 0;
  for (const l of layouts) {
    const a = announce(variant, l, fired, [cell]);
    if (a.kind === 'per-shot' && a.shots[0]!.result !== 'miss') hits++;
    const key = JSON.stringify(a);
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  let next = 0;
  for (const g of groups.values()) {
    let best = 0;
    for (let c = 0; c < 25; c++) {
      if (c === cell || fired.has(c)) continue;
      best = Math.max(best, g.filter((l) => l.some((p) => p.cells.includes(c))).length / g.length);
    }
    next += (g.length / layouts.length) * best;
  }
  return { hit: hits / layouts.length, next };
}

/** Hits over `layouts` of `left` greedy shots (likeliest open cell, lowest among equals), by brute force. */
function bruteGreedy(variant: Variant, layouts: readonly (readonly ShipPlacement[])[], fired: ReadonlySet<number>, left: number): number {
  if (left === 0 || layouts.length === 0) return 0;
  let best = -1;
  let bestCount = 0;
  for (let c = 0; c < 25; c++) {
    if (fired.has(c)) continue;
    const k = layouts.filter((l) => l.some((p) => p.cells.includes(c))).length;
    if (k > bestCount) [best, bestCount] = [c, k];
  }
  if (best < 0) return 0;
  const groups = new Map<string, (readonly ShipPlacement[])[]>();
  for (const l of layouts) {
    const key = JSON.stringify(announce(variant, l, fired, [best]));
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const after = new Set([...fired, best]);
  let sum = bestCount;
  for (const g of groups.values()) sum += bruteGreedy(variant, g, after, left - 1);
  return sum;
}

describe('lookahead', () => {
  const layouts = allLayouts(tiny);

  it.each([
    [17, [12, 7, 11]],
    [230, [12, 13, 14, 6]],
    [400, []],
  ] as [number, number[]][])('values every shot as brute force does (layout %i)', (index, cells) => {
    const evidence = evidenceOf(tiny, layouts[index]!, cells);
    const consistent = layouts.filter((l) => isConsistent(tiny, l, evidence));
    const fired = new Set(cells);
    const open = Array.from({ length: 25 }, (_, c) => c).filter((c) => !fired.has(c));
    const values = lookaheadValues(tiny, everyLayout(tiny, consistent), fired, open, 0.5);
    values.forEach((v, i) => {
      const b = bruteValue(tiny, consistent, fired, open[i]!);
      expect(v.cell).toBe(open[i]);
      expect(v.hit).toBeCloseTo(b.hit, 12);
      expect(v.next).toBeCloseTo(b.next, 12);
      expect(v.value).toBeCloseTo(b.hit + 0.5 * b.next, 12);
    });
    const best = Math.max(...values.map((v) => v.value));
    const choice = lookaheadChoice(tiny, everyLayout(tiny, consistent), fired, open, 0.5);
    expect(values.find((v) => v.cell === choice)!.value).toBeCloseTo(best, 12);
  });

  it('counts the hits of several greedy shots after the candidate as brute force does', () => {
    const evidence = evidenceOf(tiny, layouts[230]!, [12, 13]);
    const consistent = layouts.filter((l) => isConsistent(tiny, l, evidence));
    const fired = new Set([12, 13]);
    const open = [7, 11, 14, 17, 0, 24];
    const values = lookaheadValues(tiny, everyLayout(tiny, consistent), fired, open, 1, 3);
    values.forEach((v) => {
      const groups = new Map<string, (readonly ShipPlacement[])[]>();
      for (const l of consistent) {
        const key = JSON.stringify(announce(tiny, l, fired, [v.cell]));
        groups.set(key, [...(groups.get(key) ?? []), l]);
      }
      const after = new Set([...fired, v.cell]);
      let next = 0;
      for (const g of groups.values()) next += bruteGreedy(tiny, g, after, 3);
      expect(v.next).toBeCloseTo(next / consistent.length, 12);
      expect(v.next).toBeLessThanOrEqual(3);
    });
  });

  it('lets the advisor fire owed, new cells with samples at hand', () => {
    const advisor = advisorStrategy({ infer: (v, e) => hybridPosterior(v, e, { sampler: { samples: 500 } }), lookahead: { candidates: 4 } });
    const layout = layouts[321]!;
    const occupied = new Set(layout.flatMap((p) => p.cells));
    const fired = new Set<number>();
    const cells: number[] = [];
    while ([...occupied].some((c) => !fired.has(c))) {
      const [c] = advisor.chooseSalvo({ variant: tiny, evidence: evidenceOf(tiny, layout, cells), fired, shots: 1 }, createRng(1));
      expect(c).toBeDefined();
      expect(fired.has(c!)).toBe(false);
      fired.add(c!);
      cells.push(c!);
    }
    expect(cells.length).toBeLessThanOrEqual(25);
  });
});
