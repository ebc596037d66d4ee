/**
 * Worker-thread entry for `simulate`: plays the games it is given (by index, so the split is
 * deterministic) and posts each row back as it finishes, then the posterior tally.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SalvoError } from '../core/diagnostics.js';
import { runGames, type WorkerInput, type WorkerMessage } from './simulate.js';

const port = parentPort;
if (port) {
  const input = workerData as WorkerInput;
  try {
    // Salvos are told in batches, at most a few times a second: progress within long games.
    let pending = 0;
    let last = Date.now();
    const flush = (): void => {
      if (pending === 0) return;
      const m: WorkerMessage = { kind: 'salvos', count: pending };
      port.postMessage(m);
      pending = 0;
      last = Date.now();
    };
    const { posterior, searched, counted } = runGames(
      input.config,
      input.indices,
      (index, row) => {
        flush();
        const m: WorkerMessage = { kind: 'game', index, row };
        port.postMessage(m);
      },
      () => {
        pending++;
        if (Date.now() - last > 250) flush();
      },
    );
    flush();
    const m: WorkerMessage = { kind: 'done', posterior, searched, counted };
    port.postMessage(m);
  } catch (e) {
    // A fleet no search places, said as the error it is (exit 1), not as the worker's crash.
    const m: WorkerMessage = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e), ...(e instanceof SalvoError ? { diagnostics: e.diagnostics } : {}) };
    port.postMessage(m);
  }
}
