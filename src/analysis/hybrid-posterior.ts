/**
 * The advisor's posterior in simulations: exact when cheap, else exactly uniform samples, else
 * the chain; deterministic (work budgets in draws and search nodes, never wall-clock time), so a
 * game is played the same with one worker or two.
 *
 * 1. The rejection sampler (./posterior-sampler.ts) runs first, after a cheap probe: when its
 *    acceptance is poor (the no-contact fleets of Морской бой) the chain
 *    (./chain-posterior.ts) answers at once, with its own exact enumeration when the layouts
 *    are few.
 * 2. Otherwise, when the sampler's estimate of their number is small, the layouts are
 *    enumerated exactly (the chain module's enumeration, on its node budget): the marginals are
 *    then exact, and the samples are kept beside them for lookahead.
 * 3. Otherwise the marginals are those of the samples (uniform, so the estimate is unbiased,
 *    with a standard error of at most 0.5/√samples per cell).
 *
 * @example
 *   const post = hybridPosterior(variant, evidence, { sampler: { samples: 4000 } });
 *   post.method   // 'enumerated' | 'sampled' | 'chain'
 *   post.layoutSamples  // the layouts drawn, when the sampler ran
 */
import type { Variant } from '../variant/model.js';
import { chainPosterior, type ChainOptions } from './chain-posterior.js';
import type { Evidence, Posterior } from './posterior.js';
import { posteriorFromSamples, sampleLayouts, type SamplerOptions } from './posterior-sampler.js';

export type HybridMethod = 'enumerated' | 'sampled' | 'chain';

export interface HybridPosterior extends Posterior {
  readonly method: HybridMethod;
}

export interface HybridOptions {
  /** The chain's settings (its `enumerationBudget` also bounds step 2). */
  readonly chain?: ChainOptions;
  readonly sampler?: SamplerOptions;
  /** Try exact enumeration when the sampler estimates at most this many layouts. Default 5000. */
  readonly enumerateBelow?: number;
  /** `evidenceKey(evidence)` when the caller has it (./posterior.ts); it must be exactly that. */
  readonly evidenceKey?: string;
}

/** The posterior of `evidence` by the cheapest sound path (see the module note). */
export function hybridPosterior(variant: Variant, evidence: Evidence, opts: HybridOptions = {}): HybridPosterior {
  const key = opts.evidenceKey;
  const samples = sampleLayouts(variant, evidence, key === undefined ? opts.sampler : { ...opts.sampler, evidenceKey: key });
  const chain: ChainOptions | undefined = key === undefined ? opts.chain : { ...opts.chain, evidenceKey: key };
  if (samples === null) return { ...chainPosterior(variant, evidence, chain), method: 'chain' };
  if (samples.impossible) return { ...posteriorFromSamples(variant, samples), method: 'enumerated' };
  // Enumeration only when the layouts look few, whatever the ships left (the sampler's estimate
  // is the screen; a minimal chain runs if it fails, unused).
  const exact =
    samples.estimatedLayouts <= (opts.enumerateBelow ?? 5000)
      ? chainPosterior(variant, evidence, { ...chain, sweeps: 1, chains: 1, burnIn: 0, enumerateShips: Infinity, screenEnumeration: false })
      : null;
  if (exact?.exact) {
    const { method: _method, ...post } = exact;
    return { ...post, method: 'enumerated', layoutSamples: samples };
  }
  return { ...posteriorFromSamples(variant, samples), method: 'sampled', layoutSamples: samples };
}
