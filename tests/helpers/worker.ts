/**
 * A test's long synchronous work in a worker thread, so that the test's own thread stays free to
 * answer vitest's runner, which gives up on a worker silent for 60 s ("Timeout calling
 * onTaskUpdate"; see tests/setup/breathe.ts). The entry is a TypeScript module run through tsx's
 * loader (registered in the worker first); it answers with `answer` (one message), and the thread
 * ends. Starting one costs a second or more (the modules are loaded again), so it is for work of
 * many seconds.
 *
 * @example
 *   // entry.ts: answer(() => heavy(workerData as Input));
 *   const result = await inWorker<Output>(new URL('./entry.ts', import.meta.url), input);
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

type Reply<T> = { ok: true; value: T } | { ok: false; message: string };

/** Run the worker module `entry` with `workerData`; resolves to what it answers, rejects on its error. */
export async function inWorker<T>(entry: URL, workerData: unknown): Promise<T> {
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
  const worker = new Worker(boot, { eval: true, workerData });
  try {
    const reply = await new Promise<Reply<T>>((resolve, reject) => {
      worker.once('message', (m: Reply<T>) => resolve(m));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`${entry.pathname}: the worker thread ended (${code}) without an answer`)));
    });
    if (!reply.ok) throw new Error(`${entry.pathname}, in a worker thread: ${reply.message}`);
    return reply.value;
  } finally {
    await worker.terminate();
  }
}

/** In a worker module: post the value `work` gives (awaited), or its error, to the test that started it. */
export function answer<T>(work: () => T | Promise<T>): void {
  const port = parentPort;
  if (port === null) return;
  const post = (m: Reply<T>): void => port.postMessage(m);
  Promise.resolve()
    .then(work)
    .then(
      (value) => post({ ok: true, value }),
      (e: unknown) => post({ ok: false, message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
}
