/**
 * Worker-thread entry for `bruteInferApart` (./brute.ts): brute force's count and chances, as
 * `bruteInfer` gives them.
 */
import { workerData } from 'node:worker_threads';
import type { Evidence } from '../../src/inference/evidence.js';
import type { Variant } from '../../src/variant/model.js';
import { answer } from '../helpers/worker.js';
import { bruteInfer } from './brute.js';

if (workerData !== null) {
  const { variant, evidence } = workerData as { variant: Variant; evidence: Evidence };
  answer(() => bruteInfer(variant, evidence));
}
