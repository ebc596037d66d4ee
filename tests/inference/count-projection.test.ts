/**
 * `salvo count` gives up on the exact count as soon as it surely cannot finish within the budget
 * (parts.ts, `projecting`), not only once the whole budget is spent: a designer's 12×12 fleet of
 * polyominoes that may touch spent its full default budget (five minutes of the reference machine,
 * far longer on a loaded one) before estimating. The bound is a lower one: a count that finishes
 * within its budget, even just, still finishes.
 */
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import { countLayouts } from '../../src/inference/engine.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { countParts, orientationParts } from '../../src/inference/parts.js';
import { BudgetExceeded, UNITS_PER_MS, WorkMeter } from '../../src/inference/work.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';

/** The work the exact count of the empty board charges, in milliseconds of the reference machine. */
function workMs(variant: Variant): number {
  const work = new WorkMeter();
  countParts(orientationParts(compileEvidence(variant, NO_EVIDENCE), variant.board), { work });
  return work.spent / UNITS_PER_MS;
}

/** The last progress `countLayouts` reported before it gave up (the larger of its own and the budget's share). */
function lastProgressWhenGivingUp(variant: Variant, budgetMs: number): number {
  let last = 0;
  expect(() => countLayouts(variant, { budgetMs, onProgress: (f) => (last = f) })).toThrow(BudgetExceeded);
  return last;
}

const polyominoes = makeVariant({
  rows: 9,
  columns: 9,
  fleet: [
    shapeClass('ell', [[0, 0], [1, 0], [2, 0], [2, 1]]),
    shapeClass('tee', [[0, 0], [0, 1], [0, 2], [1, 1]]),
    shapeClass('corner', [[0, 0], [1, 0], [1, 1]], { count: 2 }),
    shipClass('two', 2),
  ],
  placement: { diagonal: false, spacing: 'no-side-contact' },
});

describe('count: giving up as soon as the exact count surely cannot finish', async () => {
  const variants: [string, Variant][] = [
    ['Морской бой (fleet vectors)', await loadVariant('morskoy-boy', { cwd: process.cwd() })],
    ['Jutland', await loadVariant('jutland', { cwd: process.cwd() })],
    ['a 9×9 polyomino fleet that may not touch side to side', polyominoes],
  ];
  for (const [name, variant] of variants) {
    it(`still counts exactly within just the work it needs: ${name}`, () => {
      const ms = workMs(variant);
      expect(ms).toBeGreaterThan(0);
      expect(countLayouts(variant, { budgetMs: ms * 1.000001 })).toBe(countLayouts(variant));
    });

    it(`stops early on a budget well short of it, not once it is all spent: ${name}`, () => {
      // Before, the budget's share reached 99% or more before the count gave up.
      expect(lastProgressWhenGivingUp(variant, workMs(variant) * 0.3)).toBeLessThan(0.5);
    });
  }
});
