/**
 * Worker-thread entry for `analyze`: analyses the one side it is given (./analyze-parallel.ts),
 * posting a tick per position worked out, then the side's analysis and the posteriors it used.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeOneSide, type AnalyzeWorkerInput, type AnalyzeWorkerMessage } from './analyze-parallel.js';

const port = parentPort;
if (port) {
  try {
    const tick: AnalyzeWorkerMessage = { kind: 'position' };
    const { side, posteriors } = analyzeOneSide(workerData as AnalyzeWorkerInput, () => port.postMessage(tick));
    const m: AnalyzeWorkerMessage = { kind: 'done', side, posteriors: [...posteriors] };
    port.postMessage(m);
  } catch (e) {
    const m: AnalyzeWorkerMessage = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    port.postMessage(m);
  }
}
