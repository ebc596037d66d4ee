/**
 * The budget is of work, not of time (src/inference/work.ts): whether a position is counted
 * exactly, and how many samples an estimate draws, depend on the input alone, so the same input
 * gives the same output on every machine and in every run.
 */
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import { countLayouts, infer } from '../../src/inference/engine.js';
import { NO_EVIDENCE, type Evidence } from '../../src/inference/evidence.js';
import { countParts, orientationParts } from '../../src/inference/parts.js';
import { BudgetExceeded, UNITS_PER_MS, WorkMeter, type WorkKind } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

// Ships of different sizes, so that the engine counts the compiled problem as it is (no classes
// merged) and the test can charge the same passes itself.
const noContact = makeVariant({ rows: 8, columns: 8, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2), shipClass('one', 1)], placement: { diagonal: false, spacing: 'no-contact' } });
const mayTouch = makeVariant({ rows: 8, columns: 8, fleet: [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
const shots: Evidence = {
  salvos: [
    { cells: [9], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } },
    { cells: [27], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
  ],
};

/** The work an exact count (with marginals) of the variant's position charges. */
function workOf(variant: Variant, evidence: Evidence, weights: boolean): WorkMeter {
  const work = new WorkMeter();
  countParts(orientationParts(compileEvidence(variant, evidence), variant.board), { weights, work });
  return work;
}

describe('the work budget', () => {
  for (const [name, variant] of [['ships that may not touch (fleet vectors)', noContact], ['ships that may touch (single floats)', mayTouch]] as const) {
    it(`charges the same work every time, and a budget of just that much decides exactly: ${name}`, () => {
      const a = workOf(variant, shots, true);
      const b = workOf(variant, shots, true);
      expect(a.spent).toBeGreaterThan(0);
      expect(b.spent).toBe(a.spent);
      expect(b.tally).toEqual(a.tally);
      const ms = a.spent / UNITS_PER_MS;
      const exact = infer(variant, shots, { budgetMs: ms * 1.000001 });
      expect(exact.exact).toBe(true);
      expect(exact).toEqual(infer(variant, shots));
      const short = infer(variant, shots, { budgetMs: ms * 0.999, sample: false });
      expect(short.exact).toBe(false);
      expect(short.count).toBe(-1n);
    });
  }

  it('counting alone: `countLayouts` within just its work, and BudgetExceeded just short of it', () => {
    const ms = workOf(noContact, NO_EVIDENCE, false).spent / UNITS_PER_MS;
    const exact = countLayouts(noContact);
    expect(countLayouts(noContact, { budgetMs: ms * 1.000001 })).toBe(exact);
    expect(() => countLayouts(noContact, { budgetMs: ms * 0.999 })).toThrow(BudgetExceeded);
  });

  const perSalvo = makeVariant({ ...noContact, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
  const perSalvoEvidence: Evidence = {
    salvos: [
      { cells: [0, 9, 18, 27], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }] } },
      { cells: [7, 14, 21, 28], announcement: { kind: 'per-salvo', hits: [] } },
    ],
  };
  for (const [sampler, variant, evidence] of [
    ['importance sampling', noContact, NO_EVIDENCE],
    ['rejection from a relaxed count', perSalvo, perSalvoEvidence],
  ] as const) {
    it(`past the budget, an estimate draws the same samples every run (${sampler})`, () => {
      const a = infer(variant, evidence, { budgetMs: 1, seed: 7 });
      const b = infer(variant, evidence, { budgetMs: 1, seed: 7 });
      expect(a.exact).toBe(false);
      expect(a.samples).toBeGreaterThan(100);
      expect(b).toEqual(a);
    });
  }

  it('a meter throws once past its limit, and records without throwing for the samplers', () => {
    const m = new WorkMeter(1);
    m.record('drawStep', 1);
    expect(m.exhausted).toBe(false);
    expect(() => m.charge('vectorState', 1)).toThrow(BudgetExceeded);
    expect(m.exhausted).toBe(true);
    expect(m.left).toBe(0);
    expect(m.tally.vectorState).toBe(1);
  });
});

describe('a level is charged as it grows', () => {
  /** A meter that notes each charge of expanded states, between the cells the count reports done. */
  class Noting extends WorkMeter {
    readonly marks: string[] = [];
    override charge(kind: WorkKind, amount: number): void {
      if (kind === 'vectorState' || kind === 'scalarState') this.marks.push('states');
      super.charge(kind, amount);
    }
  }
  const wide = (spacing: 'no-contact' | 'may-touch'): Variant =>
    makeVariant({ rows: 10, columns: 10, fleet: [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing } });
  for (const [name, variant] of [['fleet vectors (the compact pass)', wide('no-contact')], ['single floats (the sorted pass)', wide('may-touch')]] as const) {
    it(`charged while it is built, so that a meter's progress and its limit are heard inside a long level, the same in all: ${name}`, () => {
      const parts = orientationParts(compileEvidence(variant, NO_EVIDENCE), variant.board);
      const plain = new WorkMeter();
      countParts(parts, { work: plain });
      const work = new Noting();
      countParts(parts, { work, onProgress: () => work.marks.push('cell') });
      expect(work.tally).toEqual(plain.tally);
      let most = 0;
      let run = 0;
      for (const m of work.marks) {
        run = m === 'states' ? run + 1 : 0;
        most = Math.max(most, run);
      }
      // Before, a level was charged once, at its end.
      expect(most).toBeGreaterThanOrEqual(3);
    });
  }
});
