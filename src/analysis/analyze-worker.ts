/**
 * Worker-thread entry for `analyze`: analyses the one side it is given (./analyze-parallel.ts),
 * posting the work it has done as it goes (the counts' as charged, a share a position), then the side's analysis and the posteriors it used.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeOneSide, type AnalyzeWorkerInput, type AnalyzeWorkerMessage } from './analyze-parallel.js';

const port = parentPort;
if (port) {
  try {
    const { side, posteriors } = analyzeOneSide(workerData as AnalyzeWorkerInput, (done) => port.postMessage({ kind: 'work', done } satisfies AnalyzeWorkerMessage));
    const m: AnalyzeWorkerMessage = { kind: 'done', side, posteriors: [...posteriors] };
    port.postMessage(m);
  } catch (e) {
    const m: AnalyzeWorkerMessage = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    port.postMessage(m);
  }
}
