/**
 * The engine's `infer` and the analysis chain's `chainEstimate`, a list of calls in one worker
 * thread (../helpers/worker.ts), answered in order: for tests whose single calls hold the loop for
 * seconds (an example game's exact chances; a 20×20 board past its budget: 5–17 s under load), so
 * that the test's thread answers vitest's runner meanwhile. Same calls, same seeds, same answers
 * as in the test's thread (budgets are work done, not time: src/inference/work.ts).
 *
 * @example
 *   const [exact, est] = await inferApart(variant, [
 *     { evidence },
 *     { evidence, chain: { ms: 300, seed: 1 } },
 *   ]);
 */
import type { Evidence } from '../../src/inference/evidence.js';
import type { InferenceResult } from '../../src/inference/engine.js';
import type { Variant } from '../../src/variant/model.js';
import { inWorker } from '../helpers/worker.js';

/** One call: `infer(variant, evidence, options)`, with the analysis chain as its estimate if `withChain`; or, with `chain`, `chainEstimate` on that work and seed. */
export interface InferCall {
  readonly evidence: Evidence;
  readonly options?: { readonly budgetMs?: number; readonly seed?: number | string; readonly sample?: boolean };
  readonly withChain?: boolean;
  readonly chain?: { readonly ms: number; readonly seed: number };
}

/** The answers to `calls`, in order (`chainEstimate`'s null where it gives none). */
export function inferApart(variant: Variant, calls: readonly InferCall[]): Promise<(InferenceResult | null)[]> {
  return inWorker(new URL('./infer-worker.ts', import.meta.url), { variant, calls });
}
