import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import { hybridPosterior } from '../../src/analysis/hybrid-posterior.js';
import type { Evidence, SalvoEvidence } from '../../src/analysis/posterior.js';
import { posteriorFromSamples, sampleLayouts, type LayoutSamples } from '../../src/analysis/posterior-sampler.js';
import type { Variant } from '../../src/variant/model.js';
import { chiSquare } from '../helpers/chi-square.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer, isConsistent } from './helpers/brute-infer.js';

const touching = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const apart = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
});
const perSalvo = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
});

/** The evidence a layout draws from a sequence of salvos (brute-force announcements). */
function evidenceOf(variant: Variant, layout: readonly ShipPlacement[], salvos: readonly (readonly number[])[]): Evidence {
  const fired = new Set<number>();
  const out: SalvoEvidence[] = [];
  for (const cells of salvos) {
    out.push({ cells, announcement: announce(variant, layout, fired, cells) });
    for (const c of cells) fired.add(c);
  }
  return { salvos: out };
}

/** A layout as text, ships of a class in any order. */
function keyOf(variant: Variant, ships: readonly ShipPlacement[]): string {
  return variant.fleet.map((_, k) => ships.filter((p) => p.classIndex === k).map((p) => p.cells.join(',')).sort().join('/')).join('|');
}

function sampledLayouts(s: LayoutSamples): ShipPlacement[][] {
  const S = s.slotClass.length;
  return Array.from({ length: s.count }, (_, k) => s.slotPlacements.map((list, slot) => list[s.layouts[k * S + slot]!]!));
}

/** Far in the upper tail of a chi-square law with `df` degrees of freedom (mean df, sd √(2 df)). */
const limit = (df: number): number => df + 5 * Math.sqrt(2 * df);

interface Case {
  readonly name: string;
  readonly variant: Variant;
  readonly layout: number;
  readonly salvos: readonly (readonly number[])[];
}

const cases: Case[] = [
  { name: 'empty board, ships may touch', variant: touching, layout: 0, salvos: [] },
  { name: 'unresolved hits and misses (covering configurations)', variant: touching, layout: 417, salvos: [[12], [7], [13], [17], [2], [22], [6]] },
  { name: 'a sunk ship and a hit beside it', variant: touching, layout: 1234, salvos: [[6], [7], [8], [11], [16], [12], [18], [13]] },
  { name: 'no contact (plain rejection)', variant: apart, layout: 55, salvos: [[12], [6], [18], [0]] },
  { name: 'per-salvo counts (plain rejection with constraints)', variant: perSalvo, layout: 300, salvos: [[0, 6, 12], [18, 24, 2]] },
];

describe('posterior sampler', () => {
  const brute = bruteInferrer();

  it.each(cases.map((c) => [c.name, c] as const))('draws uniformly among the consistent layouts: %s', (_, c) => {
    const layouts = allLayouts(c.variant);
    const truth = layouts[c.layout % layouts.length]!;
    const evidence = evidenceOf(c.variant, truth, c.salvos);
    const support = layouts.filter((l) => isConsistent(c.variant, l, evidence)).map((l) => keyOf(c.variant, l));
    expect(support.length).toBeGreaterThan(3);
    const s = sampleLayouts(c.variant, evidence, { samples: 20_000, minAcceptance: 0, maxDraws: 2_000_000 })!;
    expect(s).not.toBeNull();
    expect(s.count).toBe(20_000);
    const keys = sampledLayouts(s).map((l) => keyOf(c.variant, l));
    const chi = chiSquare(support, keys);
    expect(chi.outside).toBe(0);
    expect(chi.stat).toBeLessThan(limit(chi.df));
    // Marginals within five standard errors of the exact ones.
    const exact = brute(c.variant, evidence);
    const est = posteriorFromSamples(c.variant, s);
    exact.marginal.forEach((p, cell) => expect(Math.abs(est.marginal[cell]! - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / s.count) + 1e-12));
    for (const cls of c.variant.fleet) {
      exact.classMarginal[cls.id]!.forEach((p, cell) => expect(Math.abs(est.classMarginal[cls.id]![cell]! - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / s.count) + 1e-12));
    }
    // The estimate of the number of layouts is close (labelled layouts counted once).
    expect(Math.abs(s.estimatedLayouts - support.length) / support.length).toBeLessThan(0.1);
  });

  it('has the power to reject a mildly biased sampler', () => {
    const c = cases[1]!;
    const layouts = allLayouts(c.variant);
    const evidence = evidenceOf(c.variant, layouts[c.layout % layouts.length]!, c.salvos);
    const consistent = layouts.filter((l) => isConsistent(c.variant, l, evidence));
    const support = consistent.map((l) => keyOf(c.variant, l));
    // Layouts whose three-ship lies across drawn 1.3 times as often as the others.
    const weight = consistent.map((l) => (l.find((p) => p.classIndex === 0)!.cells[1]! - l.find((p) => p.classIndex === 0)!.cells[0]! === 1 ? 1.3 : 1));
    const total = weight.reduce((a, b) => a + b, 0);
    const rng = createRng('biased');
    const keys: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      let x = rng() * total;
      let i = 0;
      while (x >= weight[i]!) x -= weight[i++]!;
      keys.push(support[i]!);
    }
    const chi = chiSquare(support, keys);
    expect(chi.stat).toBeGreaterThan(limit(chi.df));
  });

  it("names as water the cells no ship may take, each of them 0 in the exact count", () => {
    // A1 (cell 0) shut in by misses at B1 and A2: no ship of two or three fits there.
    const c = cases[1]!;
    const layouts = allLayouts(c.variant);
    const fleet = layouts.slice(c.layout).find((l) => l.every((p) => !p.cells.some((x) => x === 0 || x === 1 || x === 5)))!;
    const evidence = evidenceOf(c.variant, fleet, [[1], [5], ...c.salvos]);
    const est = posteriorFromSamples(c.variant, sampleLayouts(c.variant, evidence, { samples: 500, minAcceptance: 0 })!);
    expect(est.exact).toBe(false);
    expect(est.water).toContain(0);
    const exact = brute(c.variant, evidence);
    for (const cell of est.water!) expect(exact.marginal[cell]).toBe(0);
  });

  it('is deterministic for the same evidence', () => {
    const evidence = evidenceOf(touching, allLayouts(touching)[99]!, [[12], [13], [7]]);
    const a = sampleLayouts(touching, evidence, { samples: 500 })!;
    const b = sampleLayouts(touching, evidence, { samples: 500 })!;
    expect([...b.layouts]).toEqual([...a.layouts]);
  });

  it('gives up when the probe accepts too few draws, and reports impossible evidence', () => {
    const evidence = evidenceOf(apart, allLayouts(apart)[3]!, []);
    expect(sampleLayouts(apart, evidence, { minAcceptance: 0.99 })).toBeNull();
    const contradictory: Evidence = {
      salvos: [
        { cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'two' }] } },
      ],
    };
    const s = sampleLayouts(touching, contradictory)!;
    expect(s.impossible).toBe(true);
    expect(posteriorFromSamples(touching, s).count).toBe(0n);
  });
});

describe('hybrid posterior', () => {
  const brute = bruteInferrer();

  it('is exact by enumeration when the layouts are few, with samples beside', () => {
    const c = cases[2]!;
    const layouts = allLayouts(c.variant);
    const evidence = evidenceOf(c.variant, layouts[c.layout % layouts.length]!, c.salvos);
    const post = hybridPosterior(c.variant, evidence);
    expect(post.method).toBe('enumerated');
    expect(post.layoutSamples?.count).toBeGreaterThan(0);
    const exact = brute(c.variant, evidence);
    exact.marginal.forEach((p, cell) => expect(post.marginal[cell]).toBeCloseTo(p, 12));
  });

  it('samples when enumeration is not tried, and falls back to the chain when rejection is poor', () => {
    const evidence = evidenceOf(touching, allLayouts(touching)[5]!, [[12]]);
    const sampled = hybridPosterior(touching, evidence, { enumerateBelow: 0, sampler: { samples: 20_000 } });
    expect(sampled.method).toBe('sampled');
    expect(sampled.exact).toBe(false);
    const exact = brute(touching, evidence);
    exact.marginal.forEach((p, cell) => expect(Math.abs(sampled.marginal[cell]! - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / 20_000) + 1e-12));
    const chain = hybridPosterior(apart, evidenceOf(apart, allLayouts(apart)[3]!, []), { sampler: { minAcceptance: 0.99 }, chain: { enumerationBudget: 10 } });
    expect(chain.method).toBe('chain');
    expect(chain.layoutSamples).toBeUndefined();
  });
});
