/**
 * Progress past the budget: where the exact count runs out of its budget and the engine samples
 * instead, the progress it reports goes on through both phases (the exact count's share of its
 * budget, then the sampler's, marked 'sampling'), so that `salvo infer` on a Statki 15×15
 * opening (tens of seconds) does not sit at "inferring… 2%" until the answer.
 */
import { describe, expect, it } from 'vitest';
import { estimateLayouts, infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const nine = makeVariant({ rows: 9, columns: 9, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } });

type Call = { fraction: number; phase: string | undefined };

function calls(run: (onProgress: (fraction: number, phase?: string) => void) => void): Call[] {
  const seen: Call[] = [];
  run((fraction, phase) => seen.push({ fraction, phase }));
  return seen;
}

function checkPhases(seen: readonly Call[]): void {
  const exact = seen.filter((c) => c.phase === undefined);
  const sampling = seen.filter((c) => c.phase === 'sampling');
  // The exact count ran out of its budget: its progress says so (the whole budget spent).
  expect(exact.length).toBeGreaterThan(0);
  expect(Math.max(...exact.map((c) => c.fraction))).toBeGreaterThanOrEqual(0.99);
  // The sampler reports as it goes, in order, within 0–1.
  expect(sampling.length).toBeGreaterThanOrEqual(10);
  expect(seen.indexOf(sampling[0]!)).toBeGreaterThan(seen.indexOf(exact[exact.length - 1]!));
  for (let i = 1; i < sampling.length; i++) expect(sampling[i]!.fraction).toBeGreaterThanOrEqual(sampling[i - 1]!.fraction);
  for (const c of seen) {
    expect(c.fraction).toBeGreaterThanOrEqual(0);
    expect(c.fraction).toBeLessThanOrEqual(1);
  }
}

describe('progress past the budget', () => {
  it('importance sampling (an empty board): the exact phase, then the sampling phase', () => {
    const seen = calls((onProgress) => {
      const r = infer(nine, { salvos: [] }, { budgetMs: 1, seed: 3, onProgress });
      expect(r.exact).toBe(false);
    });
    checkPhases(seen);
  });

  it('rejection sampling (per-salvo reports): the exact phase, then the sampling phase', () => {
    const v = makeVariant({
      rows: 8,
      columns: 8,
      fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })],
      placement: { diagonal: true, spacing: 'no-contact' },
      report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
    });
    const ev: Evidence = {
      salvos: [
        { cells: [0, 9, 18, 27, 36, 45], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }] } },
        { cells: [7, 14, 21, 28, 35, 42], announcement: { kind: 'per-salvo', hits: [] } },
      ],
    };
    const seen = calls((onProgress) => {
      const r = infer(v, ev, { budgetMs: 1, seed: 5, onProgress });
      expect(r.exact).toBe(false);
    });
    checkPhases(seen);
  });

  it('rejection sampling out of its budget too: the sampler goes on from where the relaxed count stopped, never back', () => {
    // 15×15, ten ships that may not touch, one per-salvo report: neither the exact count nor the
    // relaxed one (the board all but empty) fits a budget of 1000, so the importance sampler
    // answers after them. The sampling phase used to report 100% (the relaxed count's budget
    // spent), then 80% (the sampler starting), and back up to 100%.
    const v = makeVariant({
      rows: 15,
      columns: 15,
      fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 }), shipClass('one', 1, { count: 4 })],
      placement: { diagonal: false, spacing: 'no-contact' },
      report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
    });
    const ev: Evidence = { salvos: [{ cells: [0, 16, 32, 48], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }] } }] };
    const seen = calls((onProgress) => {
      const r = infer(v, ev, { budgetMs: 1, seed: 5, onProgress });
      expect(r.exact).toBe(false);
    });
    checkPhases(seen);
    const sampling = seen.filter((c) => c.phase === 'sampling').map((c) => c.fraction);
    expect(Math.max(...sampling)).toBeGreaterThanOrEqual(0.99);
  });

  it("salvo count's estimate reports its sampling too", () => {
    const seen = calls((onProgress) => void estimateLayouts(nine, 1000, 1, onProgress));
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen.every((c) => c.phase === 'sampling')).toBe(true);
  });

  it('the same answer with progress reported as without', () => {
    const quiet = infer(nine, { salvos: [] }, { budgetMs: 1, seed: 3 });
    const loud = infer(nine, { salvos: [] }, { budgetMs: 1, seed: 3, onProgress: () => {} });
    expect(loud.count).toBe(quiet.count);
    expect(loud.marginal).toEqual(quiet.marginal);
  });
});
