/**
 * `analyze` on worker threads: one side per worker. Each side is analysed exactly as in one
 * thread (its positions from the last to the first, the same budgets, the same seeds), so the
 * result is the same; the two sides' early positions, which take nearly all the time, are
 * worked out at once. The posteriors come back too, for the PDF report's heatmaps.
 *
 * @example
 *   const { analysis, posteriors } = await analyzeGameParallel(input, { budgetMs: 10_000 }, { workers: 2 });
 */
import { analyzeGame, analyzeSide, analysableSides, type AnalysisInput, type AnalysisProgress, type GameAnalysis, type SideAnalysis } from './analyze.js';
import { analysisInferrer, type AnalysisInferrerOptions } from './inferrers.js';
import { evidenceKey, type Inferrer, type Posterior } from './posterior.js';
import { startWorker } from './workers.js';

/** What a worker is given. */
export interface AnalyzeWorkerInput {
  readonly input: AnalysisInput;
  readonly side: string;
  readonly options: Omit<AnalysisInferrerOptions, 'onProgress'>;
  /** The work of the side's exact counts in all (`AnalyzeOptions.sideBudgetMs`), if bounded. */
  readonly sideBudgetMs?: number;
}

export type AnalyzeWorkerMessage =
  /** The side's work done so far (reference milliseconds, of `analysableSides`' figure for it). */
  | { readonly kind: 'work'; readonly done: number }
  | { readonly kind: 'done'; readonly side: SideAnalysis; readonly posteriors: readonly (readonly [string, Posterior])[] }
  | { readonly kind: 'error'; readonly message: string };

/** An inferrer that also keeps every posterior it gives, by evidence key. */
export function recordingInferrer(infer: Inferrer): { readonly infer: Inferrer; readonly seen: Map<string, Posterior> } {
  const seen = new Map<string, Posterior>();
  return {
    seen,
    infer: (variant, evidence, opts) => {
      const post = infer(variant, evidence, opts);
      seen.set(opts?.evidenceKey ?? evidenceKey(evidence), post);
      return post;
    },
  };
}

/** The posteriors an analysis worked out, and `fallback` for any other position (the PDF report's heatmaps). */
export function knownFirst(posteriors: ReadonlyMap<string, Posterior>, fallback: Inferrer): Inferrer {
  return (variant, evidence, opts) => posteriors.get(opts?.evidenceKey ?? evidenceKey(evidence)) ?? fallback(variant, evidence, opts);
}

/** One side's analysis in this thread (the worker's job), with the posteriors it used. */
export function analyzeOneSide(job: AnalyzeWorkerInput, onWork: (done: number) => void = () => {}): { side: SideAnalysis; posteriors: Map<string, Posterior> } {
  const recorder = recordingInferrer(analysisInferrer(job.options));
  const opts = job.sideBudgetMs !== undefined ? { sideBudgetMs: job.sideBudgetMs } : undefined;
  return { side: analyzeSide(job.input, job.side, recorder.infer, opts, onWork), posteriors: recorder.seen };
}

export interface ParallelOptions {
  /** Worker threads (1: this thread). Default 2. */
  readonly workers?: number;
  /**
   * The work of each side's exact counts in all, reference milliseconds (`AnalyzeOptions.sideBudgetMs`):
   * its positions share it. Absent: each position has the inferrer's budget.
   */
  readonly sideBudgetMs?: number;
  readonly onProgress?: AnalysisProgress;
}

/** Analyse a game, one side per worker; with one worker, in this thread. */
export async function analyzeGameParallel(
  input: AnalysisInput,
  options: Omit<AnalysisInferrerOptions, 'onProgress'>,
  opts: ParallelOptions = {},
): Promise<{ analysis: GameAnalysis; posteriors: Map<string, Posterior> }> {
  const { sides, total } = analysableSides(input, opts.sideBudgetMs);
  const budget = opts.sideBudgetMs !== undefined ? { sideBudgetMs: opts.sideBudgetMs } : {};
  if ((opts.workers ?? 2) <= 1) {
    const recorder = recordingInferrer(analysisInferrer(options));
    return { analysis: analyzeGame(input, recorder.infer, opts.sideBudgetMs !== undefined ? budget : undefined, opts.onProgress), posteriors: recorder.seen };
  }
  // Each side's work done, as its worker last said it: the bar shows their sum.
  const done = new Map<string, number>();
  const report = (): void => opts.onProgress?.([...done.values()].reduce((a, b) => a + b, 0), total);
  const posteriors = new Map<string, Posterior>();
  const results = await Promise.all(
    sides.map(
      (side) =>
        new Promise<SideAnalysis>((resolve, reject) => {
          const job: AnalyzeWorkerInput = { input, side, options, ...budget };
          const worker = startWorker('analyze-worker', job);
          worker.on('message', (m: AnalyzeWorkerMessage) => {
            if (m.kind === 'work') {
              done.set(side, m.done);
              report();
            }
            else if (m.kind === 'done') {
              for (const [k, p] of m.posteriors) posteriors.set(k, p);
              resolve(m.side);
            } else reject(new Error(`analysis worker: ${m.message}`));
          });
          worker.on('error', reject);
          // After its answer this is a no-op; before it, the worker died without one.
          worker.on('exit', (code) => reject(new Error(`analysis worker ended (code ${code}) without an answer`)));
        }),
    ),
  );
  return { analysis: { variant: input.variant.id, sides: results }, posteriors };
}
