import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { advisorStrategy } from '../../src/analysis/strategies/advisor.js';
import { densityScores, densityStrategy, HIT_WEIGHT } from '../../src/analysis/strategies/density.js';
import { huntKnowledge, huntStrategy } from '../../src/analysis/strategies/hunt.js';
import { randomStrategy } from '../../src/analysis/strategies/random.js';
import type { Strategy } from '../../src/analysis/strategies/types.js';
import type { Evidence, SalvoEvidence } from '../../src/analysis/posterior.js';
import { cachedInferrer } from '../../src/analysis/posterior.js';
import { breathe } from '../helpers/breathe.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import type { Variant } from '../../src/variant/model.js';
import { tiny } from './helpers/tiny.js';

/** Fire `strategy` at one layout until every ship is sunk; returns the shots and the salvos. */
function solo(variant: Variant, strategy: Strategy, layoutIndex: number, seed: number, shots = 1) {
  const layouts = allLayouts(variant);
  const layout = layouts[layoutIndex % layouts.length]!;
  const occupied = new Set(layout.flatMap((p) => p.cells));
  const fired = new Set<number>();
  const salvos: SalvoEvidence[] = [];
  const rng = createRng(seed);
  const sizes: number[] = [];
  while ([...occupied].some((c) => !fired.has(c))) {
    const owed = Math.min(shots, variant.board.rows * variant.board.columns - fired.size);
    const evidence: Evidence = { salvos };
    const cells = strategy.chooseSalvo({ variant, evidence, fired, shots: owed }, rng);
    sizes.push(cells.length);
    expect(cells.length).toBe(owed);
    expect(new Set(cells).size).toBe(cells.length);
    for (const c of cells) expect(fired.has(c)).toBe(false);
    salvos.push({ cells, announcement: announce(variant, layout, fired, cells) });
    for (const c of cells) fired.add(c);
  }
  return { shots: fired.size, salvos };
}

const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('strategies', () => {
  const infer = cachedInferrer(bruteInferrer());
  const strategies: Strategy[] = [randomStrategy(), huntStrategy(), densityStrategy(), advisorStrategy({ infer })];

  it.each(strategies.map((s) => [s.id, s] as const))('%s fires the owed number of distinct new cells', (_, strategy) => {
    for (let g = 0; g < 10; g++) {
      const one = solo(tiny, strategy, g * 37, g, 1);
      expect(one.shots).toBeLessThanOrEqual(25);
      const three = solo(tiny, strategy, g * 53, g, 3);
      expect(three.shots).toBeLessThanOrEqual(25);
    }
  });

  it('hunt beats random and the advisor beats hunt, on average over 200 seeded games', async () => {
    const games = 200;
    // A breath after each game: the 800 hold the loop for seconds, under load a minute.
    const avg = async (s: Strategy): Promise<number> => {
      const shots: number[] = [];
      for (let g = 0; g < games; g++) {
        shots.push(solo(tiny, s, g * 7919, 1000 + g).shots);
        await breathe();
      }
      return mean(shots);
    };
    const random = await avg(randomStrategy());
    const hunt = await avg(huntStrategy());
    const advisor = await avg(advisorStrategy({ infer }));
    const density = await avg(densityStrategy());
    expect(hunt).toBeLessThan(random - 2);
    expect(advisor).toBeLessThan(hunt);
    expect(density).toBeLessThan(random - 2);
  });

  it('the advisor fires the cell most likely occupied', () => {
    const evidence: Evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] };
    const post = infer(tiny, evidence);
    const cell = advisorStrategy({ infer }).chooseSalvo({ variant: tiny, evidence, fired: new Set([12]), shots: 1 }, createRng(1))[0]!;
    const best = Math.max(...post.marginal.filter((_, c) => c !== 12));
    expect(post.marginal[cell]).toBe(best);
    expect([7, 11, 13, 17]).toContain(cell);
  });
});

describe('density', () => {
  const shot = (cell: number, result: 'miss' | 'hit'): SalvoEvidence => ({ cells: [cell], announcement: { kind: 'per-shot', shots: [{ result }] } });
  const view = (salvos: SalvoEvidence[]) => ({ variant: tiny, evidence: { salvos }, fired: new Set(salvos.flatMap((s) => s.cells)), shots: 1 });

  // tiny: 5×5, ships of 3 and 2 cells. Counted by hand, each ship on its own.
  it('counts each ship\'s placements through a cell', () => {
    const empty = densityScores(view([]));
    expect(empty.get(0)).toBe(2 + 2); // the corner: one placement each way for each ship
    expect(empty.get(12)).toBe(6 + 4); // the centre: three each way for the 3, two each way for the 2
    expect(empty.size).toBe(25);
  });

  it('drops placements through a miss and weighs those through an open hit', () => {
    const missed = densityScores(view([shot(11, 'miss')]));
    expect(missed.has(11)).toBe(false);
    expect(missed.get(12)).toBe(1 + 3 + (1 + 2)); // across only 12-14 for the 3, 12-13 for the 2; down unchanged
    const hit = densityScores(view([shot(11, 'hit')]));
    expect(hit.has(11)).toBe(false);
    const H = HIT_WEIGHT;
    expect(hit.get(12)).toBe(2 * H + 1 + 3 + (H + 1 + 2));
    // Next to the hit is where it fires.
    const cell = densityStrategy().chooseSalvo(view([shot(11, 'hit')]), createRng(3))[0]!;
    expect([6, 10, 12, 16]).toContain(cell);
  });

  it('counts a named sunk ship out', () => {
    const sunk: SalvoEvidence = { cells: [1], announcement: { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'two' }] } };
    const scores = densityScores(view([shot(0, 'hit'), sunk]));
    // Only the 3 is left: in the far corner, one placement each way.
    expect(scores.get(24)).toBe(2);
  });
});

describe('huntKnowledge', () => {
  it('takes a sunk ship out of the open hits and its class out of the fleet', () => {
    const evidence: Evidence = {
      salvos: [
        { cells: [6], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
        { cells: [7], announcement: { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'two' }] } },
        { cells: [18], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
      ],
    };
    const k = huntKnowledge(tiny, evidence);
    expect([...k.openHits]).toEqual([18]);
    expect(k.remainingSizes).toEqual([3]);
  });
  it('marks the halo of a sunk ship empty when ships may not touch', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2)], report: { timing: 'per-shot', sunk: 'plain', hitClass: false } });
    const evidence: Evidence = {
      salvos: [
        { cells: [6], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
        { cells: [7], announcement: { kind: 'per-shot', shots: [{ result: 'sunk' }] } },
      ],
    };
    const k = huntKnowledge(v, evidence);
    expect(k.openHits.size).toBe(0);
    for (const c of [0, 1, 2, 3, 5, 8, 10, 11, 12, 13]) expect(k.empty.has(c)).toBe(true);
    expect(k.remainingSizes).toEqual([]);
  });
});
