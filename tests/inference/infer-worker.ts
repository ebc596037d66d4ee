/** Worker-thread entry for `inferApart` (./infer-apart.ts): each call as the test would make it. */
import { workerData } from 'node:worker_threads';
import { chainEstimate } from '../../src/analysis/chain-estimate.js';
import { infer, type InferenceResult } from '../../src/inference/engine.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { answer } from '../helpers/worker.js';
import type { InferCall } from './infer-apart.js';

export function inferCalls(variant: Variant, calls: readonly InferCall[]): (InferenceResult | null)[] {
  return calls.map(({ evidence, options = {}, withChain, chain }) =>
    chain !== undefined
      ? chainEstimate(variant, evidence, { work: WorkMeter.ms(chain.ms), seed: chain.seed })
      : infer(variant, evidence, withChain === true ? { ...options, estimate: chainEstimate } : options),
  );
}

if (workerData !== null) {
  const { variant, calls } = workerData as { variant: Variant; calls: InferCall[] };
  answer(() => inferCalls(variant, calls));
}
