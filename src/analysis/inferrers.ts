/**
 * The posteriors `analyze` and `suggest` use: exact whenever it is affordable, an honest
 * estimate otherwise.
 *
 * 1. Enumerate the consistent layouts (./chain-posterior.ts) when they are few: exact, and the
 *    same figures as the inference engine's.
 * 2. Else, when an engine budget is given, the inference engine (src/inference/engine.ts): its
 *    exact transfer-matrix count within the budget, its own sampler past it.
 * 3. Else the chain estimate of the marginals (no count: information in bits is then unknown).
 *
 * @example
 *   const infer = analysisInferrer({ engineBudgetMs: 20_000 });
 */
import { infer as engineInfer } from '../inference/engine.js';
import { chainPosterior } from './chain-posterior.js';
import { cachedInferrer, type Inferrer } from './posterior.js';

export interface AnalysisInferrerOptions {
  /** Use the inference engine (with this budget per position, ms) when enumeration is too big. */
  readonly engineBudgetMs?: number;
  /** Chain sweeps for estimated positions. Default 1000. */
  readonly sweeps?: number;
  /** Search nodes for exact enumeration. Default 200 000. */
  readonly enumerationBudget?: number;
}

export function analysisInferrer(opts: AnalysisInferrerOptions = {}): Inferrer {
  const base: Inferrer = (variant, evidence) => {
    // Enumeration is tried whatever the number of ships (the chain's default); its node budget bounds the cost.
    const chain = chainPosterior(variant, evidence, { sweeps: opts.sweeps ?? 1000, enumerationBudget: opts.enumerationBudget ?? 200_000, chains: 8 });
    if (chain.exact || opts.engineBudgetMs === undefined) return chain;
    return engineInfer(variant, evidence, { budgetMs: opts.engineBudgetMs });
  };
  return cachedInferrer(base, 512);
}

/** The inference engine alone, exact (no budget): the reference the analysis is checked against. */
export const engineInferrer: Inferrer = (variant, evidence, opts) => engineInfer(variant, evidence, opts?.budgetMs !== undefined ? { budgetMs: opts.budgetMs } : {});
