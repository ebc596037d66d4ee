/**
 * Worker threads for the analysis modules (`simulate`, `analyze`) and the CLI's long commands
 * (src/cli/apart.ts): start a worker module, the built JavaScript directly or, when running from
 * TypeScript sources (tsx, vitest), through a small bootstrap that registers tsx's loader in the
 * worker before importing the TypeScript entry.
 *
 * @example
 *   const worker = startWorker('simulate-worker', input);
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Start `<name>.js` (or `<name>.ts` from sources) of this folder with `workerData`. */
export function startWorker(name: string, workerData: unknown): Worker {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return startWorkerModule(new URL(`./${name}.${ext}`, import.meta.url), workerData);
}

/** Start the worker module at `entry` (a `.js` file, or a `.ts` one through tsx's loader) with `workerData`. */
export function startWorkerModule(entry: URL, workerData: unknown): Worker {
  if (!entry.href.endsWith('.ts')) return new Worker(entry, { workerData });
  // tsx's ESM API (its CommonJS build cannot register the ESM loader from a worker).
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
