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
import { outcomeEntropy } from '../../src/analysis/advice.js';
import { shotEntropy } from '../../src/analysis/suggest.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteBits, bruteLayouts } from '../inference/brute.js';

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

describe('informationSalvo: the candidates ranked by each shot’s whole answer', () => {
  // Reports that tell a sinking: the whole answer (miss, hit, sunk, with the class where told) is
  // not the class hit alone, which ranked the candidates before.
  const reports: readonly ReportPolicy[] = [
    { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    { timing: 'per-shot', sunk: 'plain', hitClass: false },
    { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
  ];
  /** Shots at all but one cell of each ship of the `at`-th legal layout, and two cells of water, announced one by one. */
  const positionOf = (variant: Variant, at: number): { evidence: Evidence; fired: Set<number> } => {
    const layouts = bruteLayouts(variant);
    const layout = layouts[at % layouts.length]!;
    const cells = new Set<number>([0, 19]);
    for (const ship of layout) for (const c of ship.cells.slice(0, ship.cells.length - 1)) cells.add(c);
    const salvos = [...cells].map((c) => [c]);
    return { evidence: { salvos: salvos.map((s, t) => ({ cells: s, announcement: announce(variant, layout, salvos, t) })) }, fired: cells };
  };

  it('with as many candidates as shots, the salvo is the cells whose own whole answer tells the most, as the brute force counts it', () => {
    let differs = 0;
    for (const report of reports) {
      const variant = makeVariant({ rows: 4, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'may-touch' }, report });
      for (const at of [3, 11, 57, 90]) {
        const { evidence, fired } = positionOf(variant, at);
        const post = infer(variant, evidence, { everyPlacement: true });
        const bits = new Map<number, number>();
        for (let cell = 0; cell < 20; cell++) if (!fired.has(cell)) bits.set(cell, bruteBits(variant, evidence, [cell]).bits);
        const sorted = [...bits.values()].sort((a, b) => b - a);
        for (const shots of [1, 2]) {
          const got = informationSalvo(variant, evidence, post, fired, shots, { budgetMs: 10_000, candidates: shots });
          expect(got, `${JSON.stringify(report)}, layout ${at}`).not.toBeNull();
          // Each cell chosen among the `shots` best alone: none left out tells more.
          const least = Math.min(...got!.cells.map((c) => bits.get(c)!));
          expect(least, `${JSON.stringify(report)}, layout ${at}, ${shots} shots`).toBeCloseTo(sorted[shots - 1]!, 9);
        }
        // Hit or miss (or the class hit, per salvo by class) alone would have ranked another cell first, here.
        const alone = (cell: number): number => (report.timing === 'per-salvo' ? outcomeEntropy(post, cell) : shotEntropy(variant, post, cell));
        let byHit = -1;
        for (const cell of bits.keys()) if (byHit < 0 || alone(cell) > alone(byHit) + 1e-12) byHit = cell;
        if (bits.get(byHit)! < sorted[0]! - 1e-9) differs++;
      }
    }
    // The positions above include some where the two rankings part (else this tells nothing).
    expect(differs).toBeGreaterThan(0);
  });
});
