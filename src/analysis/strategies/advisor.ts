/**
 * The `advisor` strategy: fire the salvo with the most expected hits under the exact joint
 * posterior (the marginals over every legal enemy layout consistent with the announcements, not
 * a per-ship density), ties broken toward information. For per-salvo variants the salvo is the
 * top-k marginals, which is exactly the salvo of most expected hits (linearity); a protected-hit
 * penalty is weighed as in ./advice.ts.
 *
 * @example
 *   const s = advisorStrategy({ infer: cachedInferrer(infer) });
 *   s.chooseSalvo(view, rng)
 */
import { bestSalvo } from '../advice.js';
import type { InferOptions, Inferrer } from '../posterior.js';
import type { Strategy } from './types.js';

export interface AdvisorOptions {
  readonly infer: Inferrer;
  /** Passed to the inferrer (a time budget makes it fall back to sampling on hard positions). */
  readonly inferOptions?: InferOptions;
}

export function advisorStrategy(opts: AdvisorOptions): Strategy {
  return {
    id: 'advisor',
    description: 'most expected hits under the joint posterior (greedy top-k), ties toward information',
    chooseSalvo(view) {
      const post = opts.infer(view.variant, view.evidence, opts.inferOptions);
      return [...bestSalvo(view.variant, post, view.fired, view.shots).cells];
    },
  };
}
