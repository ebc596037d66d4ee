/**
 * The inference engine's estimate past its budget where its own samplers fail (engine.ts,
 * `InferOptions.estimate`): the analysis chain (./chain-posterior.ts), run on the work budget
 * the engine gives, with batch-means standard errors and a word on how well its chains agree.
 *
 * Why here: the engine's importance sampler places ships blindly and keeps a layout only when it
 * happens to match every announcement. On a large board whose reports count hits by class per
 * salvo (the designer's 20×20 of tests/helpers/grid-twenty.ts), each salvo's counts keep a small
 * share of the layouts, so after about four salvos no sample out of hundreds of thousands
 * matches them all, and the relaxed exact count that the rejection sampler needs is out of reach.
 * The chain moves from a consistent layout to another (a ship, or two, or three redrawn among
 * the placements that keep every count true), so it never leaves the consistent layouts.
 *
 * Never exact and never counted: `count` is -1 (unknown), `samples` the sweeps collected,
 * `stdError` and `classStdError` from batch means (the larger of the pooled batches' and the
 * chains' means'), and `mixing` the chains' agreement (R̂) and how they started: chains started
 * from searched layouts rather than exact draws discard a tenth of the budget first, and where
 * R̂ is far above 1 the estimate still leans towards where they started.
 *
 * The search for those starts is charged to the same budget (`chainStartStep`): where it runs
 * out before any chain has a start (counted reports after many salvos on the 20×20 board, where
 * the search ran some 13 s whatever the budget), there is no estimate (null), and the engine's
 * importance sampler answers on what the search left (engine.ts, `chainFallback`).
 *
 * @example
 *   infer(variant, evidence, { budgetMs: 3000, estimate: chainEstimate })
 *   // past the budget: { exact: false, count: -1n, method: 'chain', samples: 6912, stdError, mixing }
 */
import { HeldCells, type Enumerator, type Estimator, type InferenceResult } from '../inference/engine.js';
import type { Variant } from '../variant/model.js';
import { ChainStartError, chainPosterior, enumeratedPosterior, type ChainPosterior } from './chain-posterior.js';

/**
 * Search nodes for listing a position's layouts (`chainEnumerate`): a fraction of a second, and
 * the same on every machine.
 */
export const ENUMERATION_NODES = 40_000;

/**
 * An exact posterior of the chain model's (enumerated, each class's every placement with its
 * chance: `everyPlacement`) as the engine gives one, its classes kept to `classFilter`; the
 * placements' chances only for the protected classes, as the engine's exact count gives them.
 */
function exactResult(variant: Variant, post: ChainPosterior, classFilter: string | undefined): InferenceResult {
  const keep = (id: string): boolean => classFilter === undefined || id === classFilter;
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) if (keep(c.id)) classMarginal[c.id] = [...(post.classMarginal[c.id] ?? [])];
  const every = post.placementChances ?? {};
  const chances = Object.entries(every).filter(([id]) => keep(id) && variant.fleet.some((c) => c.id === id && c.protected === true));
  // The places held by a ship in every layout whose class is not certain (as the engine's exact
  // count gives them), from each placement's layouts: its chance times the count.
  const n = Number(post.count);
  const held = new HeldCells();
  variant.fleet.forEach((c, k) => {
    for (const pl of every[c.id] ?? []) held.add(k, pl.cells, Math.round(pl.p * n));
  });
  const either = n > 0 ? held.either(variant, n) : [];
  return {
    exact: true,
    count: post.count,
    marginal: [...post.marginal],
    classMarginal,
    // The ships every layout has (as the engine's exact count lists them).
    pinned: (post.pinned ?? []).filter((p) => keep(p.classId)),
    ...(either.length > 0 ? { pinnedEither: either } : {}),
    ...(chances.length > 0 ? { placementChances: Object.fromEntries(chances.map(([id, list]) => [id, list.map((pl) => ({ cells: [...pl.cells], p: pl.p }))])) } : {}),
  };
}

/**
 * The engine's exact listing past its budget (engine.ts, `InferOptions.enumerate`): the chain
 * model's enumeration, exact where the layouts are few, as `analyze`'s positions are listed first.
 * Where the engine's own search gives up on counted reports (it checks a salvo's counts only once
 * every ship is placed), this one prunes by them, and a late position of a few thousand layouts,
 * which the samplers would only estimate, is counted.
 */
export const chainEnumerate: Enumerator = (variant, evidence, opts) => {
  // Every placement's chance: what tells a ship pinned down whose class is not (`pinnedEither`).
  const post = enumeratedPosterior(variant, evidence, ENUMERATION_NODES, true);
  return post === null || !post.exact ? null : exactResult(variant, post, opts.classFilter);
};

/** Chains run side by side: enough for their means to say whether they agree. */
export const ESTIMATE_CHAINS = 8;

export const chainEstimate: Estimator = (variant, evidence, opts) => {
  let post;
  try {
    post = chainPosterior(variant, evidence, {
      work: opts.work,
      errors: true,
      chains: ESTIMATE_CHAINS,
      // The engine's search already tried to list the layouts.
      enumerateShips: 0,
      enumerationBudget: 0,
      // Where a crowded position is listed after all: every placement's chance, as `chainEnumerate`.
      everyPlacement: true,
      seed: String(opts.seed),
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    });
  } catch (e) {
    if (e instanceof ChainStartError) return null;
    throw e;
  }
  const keep = (id: string): boolean => opts.classFilter === undefined || id === opts.classFilter;
  const classMarginal: Record<string, number[]> = {};
  const classStdError: Record<string, number[]> = {};
  for (const c of variant.fleet) {
    if (!keep(c.id)) continue;
    classMarginal[c.id] = [...(post.classMarginal[c.id] ?? [])];
    classStdError[c.id] = [...(post.classStdError?.[c.id] ?? [])];
  }
  // Enumerated: exact, and so are the ships every layout has (as the engine's exact count lists them).
  if (post.exact) return exactResult(variant, post, opts.classFilter);
  const result: InferenceResult = {
    exact: false,
    count: -1n,
    marginal: [...post.marginal],
    classMarginal,
    // Pinned by the evidence (the presolve's proof), never by samples that all agree.
    pinned: (post.fixedShips ?? []).filter((p) => keep(p.classId)),
    pinnedBy: 'evidence',
    samples: post.sweeps ?? 0,
    stdError: [...(post.stdError ?? [])],
    classStdError,
    method: 'chain',
    ...(post.water ? { water: [...post.water] } : {}),
    ...(post.mixing ? { mixing: post.mixing } : {}),
  };
  return result;
};
