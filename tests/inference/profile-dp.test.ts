/**
 * The transfer-matrix counter's internals: the multi-limb integer path agrees with the float
 * path, marginals from the backward pass agree between the two, and the sampler draws layouts
 * uniformly (a chi-square bound on a board with few layouts, seeded).
 */
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import { ProfileDp } from '../../src/inference/profile-dp.js';
import { sampleLayout } from '../../src/inference/engine.js';
import { createRng } from '../../src/core/rng.js';
import { chiSquare } from '../helpers/chi-square.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, consistent } from './brute.js';

const variants = [
  makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: true, spacing: 'no-contact' } }),
  makeVariant({ rows: 6, columns: 7, fleet: [shipClass('three', 3), shapeClass('ell', [[0, 0], [1, 0], [1, 1]])], placement: { diagonal: false, spacing: 'may-touch' } }),
];

describe('profile DP', () => {
  it('multi-limb integers agree with float64 counts and marginals', () => {
    for (const v of variants) {
      const a = new ProfileDp(compileEvidence(v, { salvos: [] }));
      const b = new ProfileDp(compileEvidence(v, { salvos: [] }));
      const ca = a.count({ keepLevels: true });
      const cb = b.count({ keepLevels: true, forceLimbs: true });
      expect(cb).toBe(ca);
      expect(ca).toBe(BigInt(bruteLayouts(v).length));
      const wa = a.placementWeights();
      const wb = b.placementWeights();
      for (let i = 0; i < wa.length; i++) expect(Math.abs(wa[i]! - wb[i]!) / Number(ca)).toBeLessThan(1e-12);
    }
  });

  for (const [name, v, layout] of [
    ['', makeVariant({ rows: 4, columns: 4, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'no-side-contact' } }), {}],
    // Fleet entries in blocks of three (compact levels: a state keeps its non-zero blocks only).
    [
      ' (fleet vector in blocks)',
      makeVariant({ rows: 4, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-side-contact' } }),
      { vectorise: true, maxBlocks: 2 },
    ],
  ] as const) it(`samples layouts uniformly${name}`, () => {
    const all = bruteLayouts(v);
    const keyOf = (ships: readonly { cells: readonly number[]; classIndex: number }[]): string =>
      ships.map((s) => `${s.classIndex}:${s.cells.join(',')}`).sort().join('|');
    const dp = new ProfileDp(compileEvidence(v, { salvos: [] }), layout);
    if ('maxBlocks' in layout) expect(dp.B).toBeGreaterThan(1);
    dp.count({ keepLevels: true });
    dp.placementWeights();
    const rng = createRng(7);
    const draws = all.length * 200;
    const keys = Array.from({ length: draws }, () => keyOf(dp.sample(rng)));
    const { stat: chi2, outside } = chiSquare(all.map(keyOf), keys);
    expect(outside).toBe(0);
    // Degrees of freedom all.length - 1; mean dof, sd sqrt(2 dof): 5 sd is far out for a fair sampler.
    const dof = all.length - 1;
    expect(chi2).toBeLessThan(dof + 5 * Math.sqrt(2 * dof));
  });

  it('sampleLayout draws a legal layout consistent with the evidence, reproducibly', () => {
    const v = variants[0]!;
    const evidence = { salvos: [{ cells: [0, 14], announcement: { kind: 'per-shot' as const, shots: [{ result: 'miss' as const }, { result: 'hit' as const }] } }] };
    const a = sampleLayout(v, evidence, 'seed');
    expect(sampleLayout(v, evidence, 'seed')).toEqual(a);
    const ships = a.map((s) => ({ classIndex: s.classIndex, cells: s.cells }));
    expect(bruteLayouts(v).some((l) => l.map((s) => s.cells.join()).sort().join('|') === ships.map((s) => s.cells.join()).sort().join('|'))).toBe(true);
    expect(consistent(v, ships, evidence)).toBe(true);
  });
  it('tells each level of the compact float pass: its cell, states and stored values', () => {
    const v = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const dp = new ProfileDp(compileEvidence(v, { salvos: [] }));
    expect(dp.V).toBeGreaterThan(1);
    const cells: number[] = [];
    let states = 0;
    let values = 0;
    const count = dp.count({
      keepLevels: true,
      onLevel: (cell, n, size) => {
        cells.push(cell);
        states += n;
        values += size;
      },
    });
    expect(count).toBe(BigInt(bruteLayouts(v).length));
    expect(cells).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    // Every level but the first (one state, one block), told once.
    expect(states + 1).toBe(dp.stateCount());
    expect(values).toBeGreaterThanOrEqual(states * dp.B);
    expect(values).toBeLessThanOrEqual(states * dp.V);
  });
});
