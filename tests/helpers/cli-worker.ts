/** Worker-thread entry for `runSalvoApart` (./cli.ts): the command run as `runSalvo` runs it. */
import { workerData } from 'node:worker_threads';
import { runSalvo } from './cli.js';
import { answer } from './worker.js';

const { dir, args, input } = workerData as { dir: string; args: string[]; input: string };
answer(() => runSalvo(dir, args, input));
