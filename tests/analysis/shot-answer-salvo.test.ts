/**
 * suggest --goal information, a salvo of several shots each answered where the answer may be
 * "sunk" (classic-salvo's report), not weighed as a whole: each shot is chosen and counted by its
 * whole answer (miss, hit, "sunk" with the class where told: src/analysis/shot-answer.ts), checked
 * against the brute force's entropy of one shot's announcement on a tiny board; the cell's line says
 * so (en/ru/pl). Before, each shot was counted by its hit or miss alone (the sinking left out, as a
 * note said), and a shot beside a lone hit that may sink the two ranked by that alone.
 */
import { describe, expect, it } from 'vitest';
import { formatSuggestion } from '../../src/analysis/format.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteBits, bruteLayouts } from '../inference/brute.js';

const variantOf = (report: ReportPolicy): Variant =>
  makeVariant({ rows: 4, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report });

/** Single shots at `cells` against the `at`-th legal layout, announced as its defender would. */
function evidenceOf(variant: Variant, at: number, cells: readonly number[]): Evidence {
  const layout = bruteLayouts(variant)[at]!;
  const salvos = cells.map((c) => [c]);
  return { salvos: salvos.map((s, t) => ({ cells: s, announcement: announce(variant, layout, salvos, t) })) };
}

const REPORTS: readonly (ReportPolicy & { timing: 'per-shot' })[] = [
  { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-shot', sunk: 'plain', hitClass: true },
];

describe('suggest --goal information: a salvo’s shots each by the whole answer', () => {
  for (const report of REPORTS) {
    it(`${JSON.stringify(report)}: the cells are those whose one shot's answer tells the most (brute force), and each line gives it`, () => {
      const variant = variantOf(report);
      let sinking = 0;
      for (const at of [5, 40, 111]) {
        // A cell of each ship fired at (a hit: the shot beside it may sink the two), and a corner.
        const layout = bruteLayouts(variant)[at % bruteLayouts(variant).length]!;
        const shots = [...new Set([...layout.map((ship) => ship.cells[0]!), 0])];
        const evidence = evidenceOf(variant, at % bruteLayouts(variant).length, shots);
        const fired = new Set(shots);
        const post = infer(variant, evidence, { everyPlacement: true });
        const s = suggestSalvo(variant, post, fired, { min: 3, max: 3 }, 'information');
        const bits = new Map<number, number>();
        for (let c = 0; c < 20; c++) if (!fired.has(c)) bits.set(c, bruteBits(variant, evidence, [c]).bits);
        const third = [...bits.values()].sort((a, b) => b - a)[2]!;
        s.cells.forEach((c, i) => {
          expect(s.cellBits![i]!, `cell ${c}`).toBeCloseTo(bits.get(c)!, 9);
          expect(bits.get(c)!).toBeGreaterThanOrEqual(third - 1e-9);
        });
        expect(s.expectedBits).toBeCloseTo(s.cells.reduce((sum, c) => sum + bits.get(c)!, 0), 9);
        expect(s.cellBitsWhole).toBe(true);
        // Some chosen shot may be told "sunk": its whole answer tells more than its hit or miss.
        s.cells.forEach((c) => {
          const p = post.marginal[c]!;
          const line = p <= 0 || p >= 1 ? 0 : -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p));
          if (!report.hitClass && bits.get(c)! > line + 1e-6) sinking++;
        });
      }
      if (!report.hitClass) expect(sinking).toBeGreaterThan(0);
    });
  }

  it('the cell’s line says it is of the whole answer, in en, ru and pl; without the placements, of the hit or miss as before', () => {
    const variant = variantOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false });
    const shots = [7, 0];
    const evidence: Evidence = { salvos: [{ cells: [7], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }, { cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }] };
    const fired = new Set(shots);
    const text = (lang: string, everyPlacement: boolean): string =>
      formatSuggestion(suggestSalvo(variant, infer(variant, evidence, { everyPlacement }), fired, { min: 2, max: 2 }, 'information', undefined, undefined, suggestText(lang)), variant, 'blue', suggestText(lang));
    expect(text('en', true)).toMatch(/information [\d.]+ bits \(miss, hit or sunk\)/);
    expect(text('ru', true)).toMatch(/информация [\d,]+ бита \(промах, попадание или потопление\)/);
    expect(text('pl', true)).toMatch(/informacja [\d,]+ bita \(pudło, trafienie czy zatopienie\)/);
    expect(text('en', false)).toMatch(/information [\d.]+ bits \(hit or miss\)/);
    expect(text('en', false)).not.toContain('or sunk');
  });
});
