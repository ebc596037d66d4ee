/** Worker-thread entry for `runSalvoApart` and `runSalvosApart` (./cli.ts): the commands run as `runSalvo` runs them, in order. */
import { workerData } from 'node:worker_threads';
import { runSalvo } from './cli.js';
import { answer } from './worker.js';

const { dir, runs } = workerData as { dir: string; runs: { args: string[]; input?: string; env?: Record<string, string> }[] };
answer(async () => {
  const out: Awaited<ReturnType<typeof runSalvo>>[] = [];
  for (const { args, input, env } of runs) out.push(await runSalvo(dir, args, input, env));
  return out;
});
