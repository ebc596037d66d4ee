/**
 * Worker-thread entry for `simulate`: plays the games it is given (by index, so the split is
 * deterministic) and posts each row back as it finishes, then the posterior tally.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runGames, type WorkerInput, type WorkerMessage } from './simulate.js';

const port = parentPort;
if (port) {
  const input = workerData as WorkerInput;
  try {
    const { posterior } = runGames(input.config, input.indices, (index, row) => {
      const m: WorkerMessage = { kind: 'game', index, row };
      port.postMessage(m);
    });
    const m: WorkerMessage = { kind: 'done', posterior };
    port.postMessage(m);
  } catch (e) {
    const m: WorkerMessage = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    port.postMessage(m);
  }
}
