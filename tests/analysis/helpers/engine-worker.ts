/**
 * Worker-thread entry for ./rederive.ts: the engine's answers at a side's positions, in the order
 * given (the last position first), each within the budget; once one is past it, the rest (earlier
 * positions, with fewer announcements) are not asked (null), as are answers that are not exact.
 */
import { workerData } from 'node:worker_threads';
import type { Evidence } from '../../../src/analysis/posterior.js';
import { infer, type InferenceResult } from '../../../src/inference/engine.js';
import type { Variant } from '../../../src/variant/model.js';
import { answer } from '../../helpers/worker.js';

export interface EngineWorkerInput {
  readonly variant: Variant;
  readonly positions: readonly Evidence[];
  readonly budgetMs: number;
}

export function engineAnswers({ variant, positions, budgetMs }: EngineWorkerInput): (InferenceResult | null)[] {
  let outOfReach = false;
  return positions.map((evidence) => {
    if (outOfReach) return null;
    const r = infer(variant, evidence, { budgetMs, sample: false });
    if (!r.exact) outOfReach = true;
    return r.exact ? r : null;
  });
}

if (workerData !== null) answer(() => engineAnswers(workerData as EngineWorkerInput));
