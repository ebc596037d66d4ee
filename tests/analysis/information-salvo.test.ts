/**
 * Goal information's salvo weighed as a whole (src/analysis/information-salvo.ts), against the
 * brute force (tests/inference/brute.ts): every layout enumerated and announced by simulating the
 * defender. Each shot chosen is one that makes the salvo's answer tell the most with the shots
 * before it, over every cell; the bits given are the answer's entropy; and the salvo tells at
 * least what the cells best alone tell together (their shots may land on one ship).
 */
import { describe, expect, it } from 'vitest';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { informationSalvo } from '../../src/analysis/information-salvo.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteBits } from '../inference/brute.js';

/** The bits of firing `cells` next, by the brute force. */
const bruteBitsOf = (variant: Variant, evidence: Evidence, cells: readonly number[]): number => bruteBits(variant, evidence, cells).bits;

// As Perelman reports: the classes hit by the salvo, without counts or sinking.
const v = makeVariant({
  rows: 4,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2), shipClass('one', 1)],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
});

const positions: readonly Evidence[] = [
  { salvos: [] },
  { salvos: [{ cells: [0, 6, 12], announcement: { kind: 'per-salvo', hits: [{ classId: 'three' }] } }] },
  { salvos: [{ cells: [2, 7, 19], announcement: { kind: 'per-salvo', hits: [] } }] },
];

describe('informationSalvo', () => {
  for (const [i, evidence] of positions.entries()) {
    it(`chooses each shot by the whole salvo's answer, as the brute force weighs it (position ${i + 1})`, () => {
      const post = engineInferrer(v, evidence);
      const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
      const open = Array.from({ length: 20 }, (_, c) => c).filter((c) => !fired.has(c));
      for (const shots of [2, 3]) {
        const got = informationSalvo(v, evidence, post, fired, shots, { budgetMs: 10_000, candidates: Infinity });
        expect(got).not.toBeNull();
        const cells = got!.cells;
        expect(cells).toHaveLength(shots);
        expect(new Set(cells).size).toBe(shots);
        for (const c of cells) expect(fired.has(c)).toBe(false);
        // Each shot the best next one, over every cell left.
        for (let k = 0; k < shots; k++) {
          const before = cells.slice(0, k);
          const best = Math.max(...open.filter((c) => !before.includes(c)).map((c) => bruteBitsOf(v, evidence, [...before, c])));
          expect(bruteBitsOf(v, evidence, cells.slice(0, k + 1))).toBeCloseTo(best, 9);
        }
        const bits = bruteBitsOf(v, evidence, cells);
        expect(got!.info.bits).toBeCloseTo(bits, 9);
        // At least what the cells best alone tell together, and no more than the best salvo of all.
        const alone = suggestSalvo(v, post, fired, { min: shots, max: shots }, 'information').cells;
        expect(bits).toBeGreaterThanOrEqual(bruteBitsOf(v, evidence, alone) - 1e-9);
        if (shots === 2) {
          let top = 0;
          for (const a of open) for (const b of open) if (a < b) top = Math.max(top, bruteBitsOf(v, evidence, [a, b]));
          expect(bits).toBeLessThanOrEqual(top + 1e-9);
        }
      }
    });
  }

  it('chooses as before (null) where the posterior is not exact', () => {
    const post = { ...engineInferrer(v, { salvos: [] }), exact: false };
    expect(informationSalvo(v, { salvos: [] }, post, new Set(), 2, { budgetMs: 10_000 })).toBeNull();
  });
});
