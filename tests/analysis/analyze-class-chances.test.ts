/**
 * analyze's per-shot figures name the class too: each shot's chance of lying on a ship of each
 * class (`classProbabilities`, "30% the cruiser"), from the posterior before the salvo, against
 * the brute force (every legal layout of a tiny board, tests/inference/brute.ts). Each shot's
 * chances add up to its chance of a hit; a cell fired before has none.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInfer, bruteLayouts } from '../inference/brute.js';

const REPORTS: readonly { report: ReportPolicy; shots: number }[] = [
  { report: { timing: 'per-shot', sunk: 'with-class', hitClass: false }, shots: 1 },
  { report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false }, shots: 2 },
];

describe('analyze: each shot’s chance per class, as the brute force counts it', () => {
  for (const { report, shots } of REPORTS) {
    it(`${JSON.stringify(report)}, ${shots} shot(s) a salvo`, () => {
      const variant: Variant = makeVariant({
        rows: 4,
        columns: 5,
        fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
        placement: { diagonal: false, spacing: 'may-touch' },
        turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots } },
        report,
      });
      const layout = bruteLayouts(variant)[57]!;
      // Blue fires at red's layout; a cell twice (a shot wasted) in the last salvo.
      const cells = [0, 6, 7, 12, 13, 19, 3, 8, 7, 11].slice(0, shots === 1 ? 9 : 10);
      const fired = shots === 1 ? cells.map((c) => [c]) : [0, 2, 4, 6, 8].map((i) => cells.slice(i, i + 2));
      const salvos: PlayedSalvo[] = fired.map((s, t) => ({ side: 'red', cells: s, announcement: announce(variant, layout, fired, t) }));
      // Red fires; blue's side is left empty (its fleet unknown): red's salvos are the game.
      const analysis = analyzeGame({ variant, salvos }, analysisInferrer());
      const red = analysis.sides.find((s) => s.side === 'red')!;
      expect(red.salvos).toHaveLength(fired.length);
      let named = 0;
      for (const [k, f] of red.salvos.entries()) {
        const evidence: Evidence = { salvos: fired.slice(0, k).map((s, t) => ({ cells: s, announcement: salvos[t]!.announcement! })) };
        const brute = bruteInfer(variant, evidence);
        const before = new Set(fired.slice(0, k).flat());
        for (const [i, c] of f.cells.entries()) {
          const chances = f.classProbabilities[i]!;
          const again = before.has(c) || f.cells.indexOf(c) !== i;
          if (again) {
            expect(chances).toEqual({});
            continue;
          }
          for (const cls of variant.fleet) {
            const want = brute.classMarginal[cls.id]![c]!;
            if (want === 0) expect(chances[cls.id], `${cls.id} at ${c}, salvo ${k + 1}`).toBeUndefined();
            else {
              expect(chances[cls.id], `${cls.id} at ${c}, salvo ${k + 1}`).toBeCloseTo(want, 12);
              named++;
            }
          }
          const sum = Object.values(chances).reduce((s, p) => s + p, 0);
          expect(sum).toBeCloseTo(f.probabilities[i]!, 12);
        }
      }
      expect(named).toBeGreaterThan(0);
    });
  }
});
