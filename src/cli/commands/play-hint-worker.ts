/**
 * Worker-thread entry of `salvo play --hints` at the table (play-hints.ts `hintsApart`): works out
 * each hint it is asked for, in turn, with hintText, telling its progress as it goes (a few times
 * a second at most, and each new percent or phase), then the hint.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { hintText } from './infer.js';
import type { HintAsk, HintSetup, HintTold } from './play-hints.js';

const port = parentPort;
if (port) {
  const setup = workerData as HintSetup;
  const post = (m: HintTold): void => port.postMessage(m);
  port.on('message', (ask: HintAsk) => {
    let told = { percent: -1, phase: undefined as string | undefined, at: 0 };
    const onProgress = (fraction: number, phase?: string): void => {
      const percent = Math.floor(fraction * 100);
      const at = Date.now();
      if (percent === told.percent && phase === told.phase && at - told.at < 250) return;
      told = { percent, phase, at };
      post({ kind: 'progress', fraction, ...(phase !== undefined ? { phase } : {}) });
    };
    try {
      post({ kind: 'hint', text: hintText(setup.variant, ask.read, ask.shooter, setup.lang, undefined, ask.legend, onProgress, setup.file) });
    } catch (e) {
      post({ kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
