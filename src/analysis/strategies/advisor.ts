/**
 * The `advisor` strategy: fire the salvo with the most expected hits under the exact joint
 * posterior (the marginals over every legal enemy layout consistent with the announcements, not
 * a per-ship density), ties broken toward information. For per-salvo variants the salvo is the
 * top-k marginals, which is exactly the salvo of most expected hits (linearity); a protected-hit
 * penalty is weighed as in ./advice.ts.
 *
 * For single shots with per-shot reports, when the posterior carries uniform samples of the
 * layouts, the best few cells of the greedy ranking are weighed one step further: this shot's
 * chance of a hit plus that of the best next shot given its answer (../lookahead.ts).
 *
 * @example
 *   const s = advisorStrategy({ infer: cachedInferrer(infer) });
 *   s.chooseSalvo(view, rng)
 */
import { bestSalvo, penalisedClasses, rankCells, withSinksLast } from '../advice.js';
import { lookaheadChoice, type LookaheadOptions } from '../lookahead.js';
import type { InferOptions, Inferrer } from '../posterior.js';
import type { Strategy } from './types.js';

export interface AdvisorOptions {
  readonly infer: Inferrer;
  /**
   * The inferrer for the counts beside a decision's posterior (the hospital hit that would end the
   * game, `withSinksLast`); default `infer`. simulate passes one its tally of decisions does not count.
   */
  readonly aside?: Inferrer;
  /** Passed to the inferrer (a work budget makes it fall back to sampling on hard positions). */
  readonly inferOptions?: InferOptions;
  /** One-step lookahead on single per-shot turns when samples are at hand; `false`: greedy. */
  readonly lookahead?: LookaheadOptions | false;
}

export function advisorStrategy(opts: AdvisorOptions): Strategy {
  return {
    id: 'advisor',
    description: 'most expected hits under the joint posterior (greedy top-k), ties toward information',
    chooseSalvo(view) {
      const inferOptions = view.evidenceKey === undefined ? opts.inferOptions : { ...opts.inferOptions, evidenceKey: view.evidenceKey };
      const post = opts.infer(view.variant, view.evidence, inferOptions);
      const look = opts.lookahead;
      if (look !== false && look !== undefined && post.layoutSamples && post.layoutSamples.count > 0 && view.shots === 1 && view.variant.report.timing === 'per-shot' && penalisedClasses(view.variant).length === 0) {
        const ranked = rankCells(post, view.fired, post.marginal).slice(0, Math.max(1, look.candidates ?? 8));
        return [lookaheadChoice(view.variant, post.layoutSamples, view.fired, ranked, look.discount ?? 1, look.depth ?? 1)];
      }
      // Where each hit on the hospital is owed its turn, the hit that would end the game is counted apart (advice.ts).
      return [...bestSalvo(view.variant, withSinksLast(view.variant, view.evidence, post, opts.aside ?? opts.infer, view.shots, view.fired), view.fired, view.shots).cells];
    },
  };
}
