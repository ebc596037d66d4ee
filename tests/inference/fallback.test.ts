/**
 * Past the time budget the engine samples and says so: `exact: false`, the sample size and a
 * standard error per cell; the estimates agree with the exact answer within a few standard
 * errors (seeded, so deterministic). Both samplers: rejection from a relaxed exact problem (when
 * the evidence has sum constraints) and sequential importance sampling (empty boards).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

function agrees(exact: readonly number[], est: readonly number[], se: readonly number[]): void {
  for (let c = 0; c < exact.length; c++) expect(Math.abs(exact[c]! - est[c]!)).toBeLessThanOrEqual(5 * se[c]! + 0.02);
}

describe('sampling fallback', () => {
  it('importance sampling on an empty board', () => {
    const v = makeVariant({ rows: 9, columns: 9, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const exact = infer(v, { salvos: [] });
    const est = infer(v, { salvos: [] }, { budgetMs: 1, seed: 3 });
    expect(exact.exact).toBe(true);
    expect(est.exact).toBe(false);
    expect(est.samples).toBeGreaterThan(100);
    expect(est.stdError).toHaveLength(81);
    agrees(exact.marginal, est.marginal, est.stdError!);
    const ratio = Number(est.count) / Number(exact.count);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });

  it('with sample: false, a position out of reach comes back unanswered, not estimated', () => {
    const v = makeVariant({ rows: 9, columns: 9, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const r = infer(v, { salvos: [] }, { budgetMs: 1, sample: false });
    expect(r.exact).toBe(false);
    expect(r.count).toBe(-1n);
    expect(r.samples).toBe(0);
    expect(r.marginal.every((p) => p === 0)).toBe(true);
  });

  it('rejection sampling with per-salvo reports', () => {
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
    const exact = infer(v, ev);
    const est = infer(v, ev, { budgetMs: 1, seed: 5 });
    expect(exact.exact).toBe(true);
    expect(est.exact).toBe(false);
    expect(est.samples).toBeGreaterThan(100);
    agrees(exact.marginal, est.marginal, est.stdError!);
  });
});

describe('past the budget, few layouts are still counted exactly', () => {
  it('the Statki 15×15 example at its end: the row-by-row count is out of budget, the search finds the one fleet the record reveals', async () => {
    const { join } = await import('node:path');
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { setupOf } = await import('../../src/record/game.js');
    const { evidenceFromRecord } = await import('../../src/inference/from-record.js');
    const f = await readRecordFile(join(import.meta.dirname, '..', '..', 'examples', 'statki-15.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('examples/statki-15.yaml does not load');
    const { variant, record } = f;
    const target = variant.turns.sides[1].id;
    const r = infer(variant, evidenceFromRecord(variant, record, target), { budgetMs: 1 });
    expect(r.exact).toBe(true);
    expect(r.count).toBe(1n);
    const revealed = setupOf(record, variant).fleets[target]!;
    const key = (ships: readonly { cells: readonly number[] }[]) => ships.map((s) => [...s.cells].sort((a, b) => a - b).join(',')).sort();
    expect(key(r.pinned)).toEqual(key(revealed));
  });
});
