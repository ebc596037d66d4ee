/**
 * A chain estimate's water: the cells outside every placement its presolve leaves live (and
 * every ship it fixes). The presolve drops only placements no consistent layout uses
 * (src/analysis/chain-model.ts), so such a cell is water by proof, whatever the chains sampled:
 * decided, `0%` in analyze and `·` in infer, not `<1%`. Checked here against a brute-force count
 * on a 5×5 board of ships that may not touch, where the model reasons across ships (a per-salvo
 * count of hits by class) beyond the engine's forced ships.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { chainPosterior, type ChainOptions } from '../../src/analysis/chain-posterior.js';
import { chainEstimate } from '../../src/analysis/chain-estimate.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import type { Evidence, Inferrer } from '../../src/analysis/posterior.js';
import { heatCellText } from '../../src/cli/commands/infer.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { pinForced } from '../../src/inference/problem.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const fleet = [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1, { count: 2 })];
const perShot = makeVariant({ rows: 5, columns: 5, fleet, report: { timing: 'per-shot', sunk: 'plain', hitClass: false } });
const perSalvo = makeVariant({ rows: 5, columns: 5, fleet, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const N = 25;
/** Never enumerate: always the chains' estimate. */
const CHAIN: ChainOptions = { enumerationBudget: 0, enumerateShips: 0, sweeps: 4, chains: 2, errors: true, seed: 'water' };

/** A seeded game: `salvos` salvos of `shots` cells each at one fleet, in a shuffled order. */
function game(variant: Variant, seed: number, shots: number, salvos: number): Evidence[] {
  const layouts = allLayouts(variant);
  let s = seed;
  const rnd = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const layout = layouts[Math.floor(rnd() * layouts.length)]!;
  const order = Array.from({ length: N }, (_, c) => c);
  for (let i = N - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fired = new Set<number>();
  const out: Evidence[] = [];
  const list: Evidence['salvos'][number][] = [];
  for (let k = 0; k < salvos; k++) {
    const cells = order.slice(k * shots, (k + 1) * shots);
    list.push({ cells, announcement: announce(variant, layout, fired, cells) });
    for (const c of cells) fired.add(c);
    out.push({ salvos: [...list] });
  }
  return out;
}

/** The engine's water (its forced ships' reasoning alone), for comparison. */
function engineWater(variant: Variant, evidence: Evidence): Set<number> {
  const pinned = pinForced(compileEvidence(variant, evidence));
  const reach = new Set<number>();
  for (const { p } of pinned.fixed) for (const c of p.cells) reach.add(c);
  for (const g of pinned.problem.groups) if (g.count > 0) for (const p of g.placements) for (const c of p.cells) reach.add(c);
  return new Set(Array.from({ length: N }, (_, c) => c).filter((c) => !reach.has(c)));
}

const brute = bruteInferrer();

describe("a chain estimate's water", () => {
  for (const [name, variant, shots] of [['per-shot', perShot, 1], ['per-salvo', perSalvo, 2]] as const) {
    it(`is proven (${name}): every cell it names has no ship in any consistent layout`, () => {
      let named = 0;
      let beyondEngine = 0;
      for (const seed of name === 'per-shot' ? [1, 2, 3] : [1, 2, 3, 4, 5, 6]) {
        for (const evidence of game(variant, seed, shots, 12 / shots)) {
          const post = chainPosterior(variant, evidence, CHAIN);
          if (post.exact) continue;
          const exact = brute(variant, evidence);
          const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
          const engine = engineWater(variant, evidence);
          for (const c of post.water ?? []) {
            expect(exact.marginal[c], `cell ${c} after ${evidence.salvos.length} salvos (seed ${seed})`).toBe(0);
            if (fired.has(c)) continue;
            named++;
            if (!engine.has(c)) beyondEngine++;
          }
        }
      }
      expect(named).toBeGreaterThan(0);
      // Counted hits by class: the model's presolve proves water the forced ships alone do not.
      if (name === 'per-salvo') expect(beyondEngine).toBeGreaterThan(0);
    });
  }

  it("is decided: analyze's chance of a shot there is 0%, and infer's heatmap marks it ·", () => {
    // A per-salvo game; then blue's next salvo takes an open cell the chain proves water.
    // The first position of the seeded games with such a cell (the engine's forced ships alone
    // leave it open).
    let evidence: Evidence | undefined;
    let target: number | undefined;
    for (let seed = 1; seed <= 10 && target === undefined; seed++) {
      for (const e of game(perSalvo, seed, 2, 6)) {
        const engine = engineWater(perSalvo, e);
        const fired = new Set(e.salvos.flatMap((s) => s.cells));
        const post = chainPosterior(perSalvo, e, CHAIN);
        target = post.exact ? undefined : (post.water ?? []).find((c) => !fired.has(c) && !engine.has(c));
        evidence = e;
        if (target !== undefined) break;
      }
    }
    expect(target).toBeDefined();
    if (evidence === undefined || target === undefined) return;
    const layouts = allLayouts(perSalvo);
    const red = layouts.find((l) => evidence.salvos.every((s, k) => JSON.stringify(s.announcement) === JSON.stringify(announce(perSalvo, l, new Set(evidence.salvos.slice(0, k).flatMap((x) => x.cells)), s.cells))))!;
    const salvos: PlayedSalvo[] = [];
    for (const s of [...evidence.salvos, { cells: [target] }]) {
      salvos.push({ side: 'blue', cells: s.cells, announcement: announce(perSalvo, red, new Set(salvos.filter((x) => x.side === 'blue').flatMap((x) => x.cells)), s.cells) });
      salvos.push({ side: 'red', cells: [salvos.length], announcement: announce(perSalvo, red, new Set(salvos.filter((x) => x.side === 'red').flatMap((x) => x.cells)), [salvos.length]) });
    }
    const chain: Inferrer = (variant, e) => chainPosterior(variant, e, CHAIN);
    const a = analyzeGame({ variant: perSalvo, salvos }, chain);
    const blue = a.sides.find((s) => s.side === 'blue')!;
    const last = blue.salvos.at(-1)!;
    expect(last.exact).toBe(false);
    expect(last.probabilities).toEqual([0]);
    expect(last.decided).toEqual([true]);
    const row = formatAnalysis(a, perSalvo, (s) => s, (id) => id).split('\n').find((l) => l.trimStart().startsWith(`${last.number} `))!;
    expect(row.trim().split(/\s{2,}/u)[2]).toBe('0%');
    // infer's estimate (the engine past its budget, answered by the chain) marks it water too.
    const result = chainEstimate(perSalvo, evidence, { work: WorkMeter.ms(200), seed: 1 });
    expect(result).not.toBeNull();
    expect(result!.exact).toBe(false);
    expect(heatCellText(result!, result!.marginal, new Map(), target)).toBe('·');
  });
});
