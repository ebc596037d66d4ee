/**
 * Counting parts (parts.ts) on two threads: this thread counts some parts while a helper worker
 * thread counts the others, and the answers are added in the parts' order, so the count and
 * every weight are the same, bit for bit, as counting the parts one after the other.
 *
 * The call stays synchronous (`infer` is): this thread waits on a shared flag (`Atomics.wait`)
 * and reads the helper's answer off its port (`receiveMessageOnPort`). The helper rebuilds the
 * parts itself from the variant and the evidence (a problem holds functions, which cannot be
 * posted), by the same deterministic steps; it stays up for the next call, unreferenced, so it
 * never keeps the process alive.
 *
 * The work budget stays deterministic: each thread may spend the whole budget, either one
 * running out stops both, and past that the two together must be within it, which is exactly
 * the condition of counting the parts one after the other.
 *
 * @example
 *   const counted = countPartsOnTwoThreads(parts, { variant, evidence }, { weights: true, work });
 *   // undefined when no helper thread could start: count the parts here instead
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { ShipPlacement } from '../core/placements.js';
import type { Variant } from '../variant/model.js';
import type { Evidence } from './evidence.js';
import type { Problem } from './problem.js';
import { layoutBound, type Part } from './parts.js';
import { ProfileDp, type DpOptions } from './profile-dp.js';
import { BudgetExceeded, WorkMeter } from './work.js';

/** Flags shared with the helper: replies posted so far, stop (either thread ran out), helper ready. */
const REPLIES = 0;
const STOP = 1;
const READY = 2;
/** How long to wait for a helper that has not started before counting its parts here, ms. */
const START_TIMEOUT_MS = 30_000;

/** What the helper is asked: rebuild the parts of (variant, evidence) and count those listed. */
interface Job {
  readonly variant: Variant;
  readonly evidence: Evidence;
  readonly parts: readonly number[];
  readonly weights: boolean;
  readonly limit: number;
}

/** Per part counted: the count (decimal), and per item in the counter's order, (placement index, weight) pairs. */
interface PartAnswer {
  readonly count: string;
  readonly weights: Float64Array | undefined;
}

type Reply =
  | { readonly kind: 'done'; readonly answers: readonly PartAnswer[]; readonly spent: number }
  | { readonly kind: 'exceeded' }
  | { readonly kind: 'error'; readonly message: string };

interface Helper {
  readonly worker: Worker;
  readonly port: MessagePort;
  readonly flags: Int32Array;
}

/** The helper thread: undefined before the first call, null when it could not start. */
let helper: Helper | null | undefined;

/** How many threads counting may use: the request, at most the cores. */
export function threadsFor(requested: number | undefined): number {
  return Math.max(1, Math.min(requested ?? 1, availableParallelism()));
}

function startHelper(): Helper | null {
  try {
    const shared = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
    const { port1, port2 } = new MessageChannel();
    const fromSources = import.meta.url.endsWith('.ts');
    const entry = new URL(`./count-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href;
    // From TypeScript sources (tsx, vitest) the worker registers tsx's loader first.
    const tsx = fromSources
      ? pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href
      : undefined;
    const boot = `${tsx ? `import(${JSON.stringify(tsx)}).then((m) => m.register())` : 'Promise.resolve()'}.then(() => import(${JSON.stringify(entry)}));`;
    const worker = new Worker(boot, { eval: true, workerData: { port: port2, flags: shared }, transferList: [port2] });
    worker.unref();
    // A helper that dies is not asked again (its parts are counted here).
    worker.on('error', () => {
      if (helper?.worker === worker) helper = null;
    });
    return { worker, port: port1, flags: shared };
  } catch {
    return null;
  }
}

/**
 * The parts counted on two threads (see the module note), or undefined when no helper thread is
 * available. `job` is what the parts were built from (`enginePartsOf` in engine.ts rebuilds them
 * in the helper). Throws `BudgetExceeded` past `opts.work`, as `countParts` does.
 */
export function countPartsOnTwoThreads(
  parts: readonly Part[],
  job: { readonly variant: Variant; readonly evidence: Evidence },
  opts: Pick<DpOptions, 'work' | 'onProgress'> & { readonly weights?: boolean } = {},
): { count: bigint; weights: Map<ShipPlacement, number> } | undefined {
  if (parts.length < 2) return undefined;
  if (helper === undefined) helper = startHelper();
  const h = helper;
  if (h === null) return undefined;
  // Lanes: the parts, biggest first, each to the lane with less so far (by the layout bound).
  const order = parts.map((p, i) => ({ i, size: layoutBound(p.problem) })).sort((a, b) => b.size - a.size || a.i - b.i);
  const lanes: [number[], number[]] = [[], []];
  const load = [0, 0];
  for (const { i, size } of order) {
    const lane = load[0]! <= load[1]! ? 0 : 1;
    lanes[lane].push(i);
    load[lane]! += size;
  }
  const mine = lanes[0].sort((a, b) => a - b);
  const theirs = lanes[1].sort((a, b) => a - b);
  if (theirs.length === 0) return undefined;
  const limit = opts.work?.left ?? Infinity;
  const weights = opts.weights === true;
  Atomics.store(h.flags, STOP, 0);
  const posted = Atomics.load(h.flags, REPLIES);
  const request: Job = { variant: job.variant, evidence: job.evidence, parts: theirs, weights, limit };
  h.worker.postMessage(request);
  // This thread's parts.
  const meter = new WorkMeter(limit, h.flags.subarray(STOP, STOP + 1));
  const counted = new Map<number, PartAnswer>();
  let failure: unknown;
  try {
    mine.forEach((pi, k) => {
      const progress = opts.onProgress ? { onProgress: (f: number) => opts.onProgress!((k + f) / mine.length) } : {};
      counted.set(pi, countOne(parts[pi]!.problem, weights, meter, progress));
    });
  } catch (e) {
    failure = e;
    Atomics.store(h.flags, STOP, 1);
  }
  // The helper's parts: wait for its answer (or, when it never started, count them here).
  let reply: Reply | undefined;
  const started = performance.now();
  while (Atomics.load(h.flags, REPLIES) === posted) {
    if (Atomics.load(h.flags, READY) === 0 && performance.now() - started > START_TIMEOUT_MS) break;
    Atomics.wait(h.flags, REPLIES, posted, 100);
  }
  if (Atomics.load(h.flags, REPLIES) !== posted) reply = receiveMessageOnPort(h.port)?.message as Reply | undefined;
  else {
    // The helper never started: count its parts here, and do not ask it again.
    void h.worker.terminate();
    helper = null;
    if (failure === undefined) {
      try {
        for (const pi of theirs) counted.set(pi, countOne(parts[pi]!.problem, weights, meter, {}));
        reply = { kind: 'done', answers: [], spent: 0 };
      } catch (e) {
        failure = e;
      }
    }
  }
  if (failure !== undefined && !(failure instanceof BudgetExceeded)) throw failure;
  if (reply?.kind === 'error') throw new Error(`counting thread: ${reply.message}`);
  if (failure !== undefined || reply === undefined || reply.kind === 'exceeded') throw new BudgetExceeded();
  if (reply.answers.length > 0) theirs.forEach((pi, k) => counted.set(pi, reply.answers[k]!));
  opts.work?.add(meter.spent + reply.spent);
  // Added up in the parts' order, as `countParts` does.
  let count = 0n;
  const total = new Map<ShipPlacement, number>();
  parts.forEach((part, pi) => {
    const a = counted.get(pi)!;
    count += BigInt(a.count);
    if (a.weights === undefined) return;
    const flat = part.problem.groups.flatMap((g) => g.placements);
    for (let t = 0; t < a.weights.length; t += 2) {
      const p = flat[a.weights[t]!]!;
      const o = part.original?.get(p) ?? p;
      total.set(o, (total.get(o) ?? 0) + a.weights[t + 1]!);
    }
  });
  return { count, weights: total };
}

/** One part counted (and weighed): its count, and (placement index, weight) per item in order. */
function countOne(problem: Problem, weights: boolean, work: WorkMeter, progress: Pick<DpOptions, 'onProgress'>): PartAnswer {
  const dp = new ProfileDp(problem);
  const c = dp.count({ keepLevels: weights, work, ...progress });
  if (!weights || c === 0n) return { count: c.toString(), weights: undefined };
  const w = dp.placementWeights({ work, ...progress });
  const index = new Map<ShipPlacement, number>();
  let k = 0;
  for (const g of problem.groups) for (const p of g.placements) index.set(p, k++);
  const pairs = new Float64Array(2 * dp.items.length);
  dp.items.forEach((item, t) => {
    pairs[2 * t] = index.get(item.placement)!;
    pairs[2 * t + 1] = w[item.id]!;
  });
  return { count: c.toString(), weights: pairs };
}

/**
 * The helper's side (count-worker.ts): answer each job on `port`, then count the reply in
 * `flags` and wake the waiting thread. `partsOf` rebuilds the parts as the asking thread did.
 */
export function serveParts(
  jobs: { on(event: 'message', listener: (job: Job) => void): unknown },
  port: MessagePort,
  flags: Int32Array,
  partsOf: (variant: Variant, evidence: Evidence) => readonly Part[],
): void {
  jobs.on('message', (job) => {
    let reply: Reply;
    try {
      const parts = partsOf(job.variant, job.evidence);
      const meter = new WorkMeter(job.limit, flags.subarray(STOP, STOP + 1));
      const answers = job.parts.map((pi) => countOne(parts[pi]!.problem, job.weights, meter, {}));
      reply = { kind: 'done', answers, spent: meter.spent };
    } catch (e) {
      if (e instanceof BudgetExceeded) {
        Atomics.store(flags, STOP, 1);
        reply = { kind: 'exceeded' };
      } else reply = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply, reply.kind === 'done' ? reply.answers.flatMap((a) => (a.weights ? [a.weights.buffer as ArrayBuffer] : [])) : []);
    Atomics.add(flags, REPLIES, 1);
    Atomics.notify(flags, REPLIES);
  });
  Atomics.store(flags, READY, 1);
}
