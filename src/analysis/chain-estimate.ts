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
import type { Estimator, InferenceResult } from '../inference/engine.js';
import { ChainStartError, chainPosterior } from './chain-posterior.js';

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
  if (post.exact) return { exact: true, count: post.count, marginal: [...post.marginal], classMarginal, pinned: (post.pinned ?? []).filter((p) => keep(p.classId)) };
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
    ...(post.mixing ? { mixing: post.mixing } : {}),
  };
  return result;
};
