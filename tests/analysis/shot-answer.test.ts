/**
 * One shot's whole answer from the posterior alone (src/analysis/shot-answer.ts) against the brute
 * force: every legal layout of a tiny board enumerated, each consistent one announcing the shot as
 * the defender would (tests/inference/brute.ts `bruteBits`), for each report model that tells a
 * sinking or the class hit. And `suggest --goal information` with one shot: the cell it chooses
 * is one whose whole answer tells the most, where before it was the one whose hit or miss did
 * (the sinking and the class sunk left out of the ranking).
 */
import { describe, expect, it } from 'vitest';
import { enumeratedPosterior } from '../../src/analysis/chain-posterior.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import type { Posterior } from '../../src/analysis/posterior.js';
import { shotAnswers } from '../../src/analysis/shot-answer.js';
import { shotEntropy, suggestSalvo } from '../../src/analysis/suggest.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteBits, bruteLayouts } from '../inference/brute.js';

const REPORTS: readonly ReportPolicy[] = [
  { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  // A plain "sunk" under a report that names each hit's class names the class sunk too (the rules).
  { timing: 'per-shot', sunk: 'plain', hitClass: true },
  { timing: 'per-shot', sunk: 'none', hitClass: true },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
];

const variantOf = (report: ReportPolicy, spacing: Variant['placement']['spacing']): Variant =>
  makeVariant({
    rows: 4,
    columns: 5,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing },
    report,
  });

/** The evidence of single shots at `cells` against the `at`-th legal layout, as its defender announces them. */
function evidenceOf(variant: Variant, at: number, cells: readonly number[]): Evidence {
  const layouts = bruteLayouts(variant);
  const layout = layouts[at % layouts.length]!;
  const salvos = cells.map((c) => [c]);
  return { salvos: salvos.map((s, t) => ({ cells: s, announcement: announce(variant, layout, salvos, t) })) };
}

/** Shots at some of the layout's ship cells (so that a ship may sink next) and some water. */
function shotsAt(variant: Variant, at: number): number[] {
  const layouts = bruteLayouts(variant);
  const layout = layouts[at % layouts.length]!;
  const cells = new Set<number>();
  for (const ship of layout) for (const c of ship.cells.slice(0, ship.cells.length - 1)) cells.add(c);
  cells.add(0);
  cells.add(19);
  return [...cells];
}

const posteriors = (variant: Variant, evidence: Evidence): [string, Posterior][] => [
  ['engine', infer(variant, evidence, { everyPlacement: true })],
  ['enumeration', enumeratedPosterior(variant, evidence, 200_000, true)!],
  ['analysis inferrer', analysisInferrer({ everyPlacement: true, enumerationBudget: 0 })(variant, evidence)],
];

describe('shotAnswers: one shot’s whole answer, as the brute force announces it', () => {
  for (const report of REPORTS) {
    for (const spacing of ['may-touch', 'no-side-contact'] as const) {
      it(`${JSON.stringify(report)}, ${spacing}`, () => {
        const variant = variantOf(report, spacing);
        for (const at of [3, 57]) {
          const shots = shotsAt(variant, at);
          const evidence = evidenceOf(variant, at, shots);
          const fired = new Set(shots);
          const want = Array.from({ length: 20 }, (_, cell) => (fired.has(cell) ? NaN : bruteBits(variant, evidence, [cell]).bits));
          for (const [how, post] of posteriors(variant, evidence)) {
            expect(post.exact, how).toBe(true);
            const answers = shotAnswers(variant, post, fired);
            expect(answers, how).not.toBeNull();
            for (let cell = 0; cell < 20; cell++) {
              if (fired.has(cell)) {
                expect(answers![cell]).toBeUndefined();
                continue;
              }
              expect(answers![cell]!.bits, `${how}, cell ${cell}`).toBeCloseTo(want[cell]!, 9);
            }
          }
        }
      });
    }
  }

  it('without every class’s placements, a report that tells sinking cannot be told: null', () => {
    const variant = variantOf(REPORTS[0]!, 'may-touch');
    const evidence = evidenceOf(variant, 3, shotsAt(variant, 3));
    expect(shotAnswers(variant, infer(variant, evidence), new Set(shotsAt(variant, 3)))).toBeNull();
  });
});

describe('suggest --goal information, one shot: the cell whose whole answer tells the most', () => {
  it('chosen by the whole answer, its figure exact, where hit or miss alone would choose another', () => {
    let differs = 0;
    for (const report of REPORTS.slice(0, 4)) {
      const variant = variantOf(report, 'may-touch');
      for (const at of [3, 11, 57, 90]) {
        const shots = shotsAt(variant, at);
        const evidence = evidenceOf(variant, at, shots);
        const fired = new Set(shots);
        const post = infer(variant, evidence, { everyPlacement: true });
        const s = suggestSalvo(variant, post, fired, { min: 1, max: 1 }, 'information');
        const bits = new Map<number, number>();
        for (let cell = 0; cell < 20; cell++) if (!fired.has(cell)) bits.set(cell, bruteBits(variant, evidence, [cell]).bits);
        const best = Math.max(...bits.values());
        expect(s.cells).toHaveLength(1);
        expect(bits.get(s.cells[0]!)!).toBeCloseTo(best, 9);
        expect(s.expectedBits).toBeCloseTo(best, 9);
        expect(s.informationExact).toBe(true);
        expect(s.notes.join('\n')).toContain('the cell is the one whose whole answer tells the most');
        expect(s.notes.join('\n')).not.toContain('approximated');
        // The cell hit or miss alone ranks first tells less, here.
        let byLine = -1;
        for (const cell of bits.keys()) if (byLine < 0 || shotEntropy(variant, post, cell) > shotEntropy(variant, post, byLine) + 1e-12) byLine = cell;
        if (bits.get(byLine)! < best - 1e-9) differs++;
      }
    }
    // The positions above include some where the two rankings part (else this tells nothing).
    expect(differs).toBeGreaterThan(0);
  });
});
