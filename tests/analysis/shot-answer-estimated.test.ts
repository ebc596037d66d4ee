/**
 * One shot's whole answer where the position is estimated (past the budget, the Markov chain:
 * src/analysis/chain-posterior.ts): told by the chain's estimated placements of
 * every class where asked, so `suggest --goal information` ranks the cells by the same answer as
 * where the position is counted, its figure estimated (no `informationExact`, and said so). (How
 * near the estimate comes is the chain's own matter: tests/analysis/chain-brute.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { shotAnswers } from '../../src/analysis/shot-answer.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts } from '../inference/brute.js';

describe('shotAnswers under an estimated posterior', () => {
  it('every class’s placements estimated: each cell’s whole answer told, a sinking among its answers, the figure not called exact', () => {
    const variant = makeVariant({ rows: 4, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const layout = bruteLayouts(variant)[57]!;
    const shots = [...new Set([...layout.flatMap((s) => s.cells.slice(0, -1)), 0, 19])];
    const salvos = shots.map((c) => [c]);
    const evidence: Evidence = { salvos: salvos.map((s, t) => ({ cells: s, announcement: announce(variant, layout, salvos, t) })) };
    // The chain's own enumeration left out: an estimate, as on a board too large to list.
    const post = chainPosterior(variant, evidence, { everyPlacement: true, enumerationBudget: 0, enumerateShips: 0, sweeps: 4000, chains: 4, seed: '3' });
    expect(post.exact).toBe(false);
    const fired = new Set(shots);
    const answers = shotAnswers(variant, post, fired);
    expect(answers).not.toBeNull();
    // Every answer's chance, the sinkings' among them, adding up to 1 at every open cell.
    for (let cell = 0; cell < 20; cell++) {
      if (fired.has(cell)) continue;
      expect([...answers![cell]!.chances.values()].reduce((a, b) => a + b, 0), `cell ${cell}`).toBeCloseTo(1, 9);
    }
    expect(answers!.some((a) => [...(a?.chances.keys() ?? [])].some((k) => k.startsWith('sunk')))).toBe(true);
    // Without every class's placements the estimate cannot tell it.
    expect(shotAnswers(variant, chainPosterior(variant, evidence, { enumerationBudget: 0, enumerateShips: 0, sweeps: 400, chains: 4, seed: '3' }), fired)).toBeNull();
    const s = suggestSalvo(variant, post, fired, { min: 1, max: 1 }, 'information');
    expect(s.informationExact).toBeUndefined();
    expect(s.expectedBits).toBeCloseTo(answers![s.cells[0]!]!.bits, 12);
    expect(s.notes).toContain("expected information is approximated by the entropy of the shot's answer");
  });
});
