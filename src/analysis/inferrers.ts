/**
 * The posteriors `analyze` and `suggest` use: exact whenever the layouts can be enumerated or the
 * inference engine can count them within a work budget (the same on every machine), an honest
 * estimate otherwise.
 *
 * 1. Enumeration of the consistent layouts when they are few (./chain-posterior.ts, within a
 *    node budget): exact, and the cheap way for late positions (on a 15×15 board the engine's
 *    frontier is wide even when a single layout is left).
 * 2. The inference engine (src/inference/engine.ts): its exact count and marginals, within
 *    `budgetMs` per position.
 * 3. Past that, an estimate (`exact: false`): a Markov chain over the consistent layouts
 *    estimates the marginals (no count, so no information in bits), each with its standard
 *    error (`stdError`, from the chains' batch means). The chain rather than the
 *    engine's own sampler: that sampler places ships blindly, and on a large board with hits to
 *    cover it may accept no layout at all. Only where the chain finds no layout to start from
 *    does the engine's sampler estimate instead: that includes a search for a start that would
 *    cost more than the budget (at least 1000), as on the 20×20 designer variant after eight
 *    salvos of counted reports (some 13 s, two minutes after ten, whatever the budget).
 *
 * Where a cell could not be read and the evidence as compiled reads it loosely (engine.ts
 * `looseSalvoOf`), the engine goes first: it reads the cell exactly where it can (unread-exact.ts,
 * unread-listed.ts), where the enumeration would list the wider set. What the enumeration, the chain
 * or the engine's weakened count then give is of that wider set, and says so (`readings:
 * 'superset'`): `analyze` and `suggest` give no exact figure from it.
 *
 * A caller may pass `budgetMs: 0` for one position to skip the engine (`analyze` does for the
 * positions before one that was already out of its reach, or once its side's budget is spent),
 * or a meter (`work`) that the engine's count is charged to in place of the budget (`analyze`:
 * what is left of its side's budget, at most a position's share of it).
 *
 * @example
 *   const infer = analysisInferrer({ budgetMs: 10_000 });
 */
import { infer as engineInfer, looseSalvoOf } from '../inference/engine.js';
import { WorkMeter } from '../inference/work.js';
import { ChainStartError, chainPosterior, enumeratedPosterior } from './chain-posterior.js';
import { cachedInferrer, type Inferrer, type Posterior } from './posterior.js';

/** The default work for one position's exact count, in milliseconds of the reference machine (work.ts). */
export const ANALYSIS_BUDGET_MS = 10_000;

export interface AnalysisInferrerOptions {
  /** Work for each position's exact count, reference milliseconds (default `ANALYSIS_BUDGET_MS`). */
  readonly budgetMs?: number;
  /** Chain sweeps for estimated positions. Default 1000. */
  readonly sweeps?: number;
  /** Search nodes for enumerating an estimated position's layouts. Default 200 000. */
  readonly enumerationBudget?: number;
  /** Seed of the chain. */
  readonly seed?: number | string;
  /**
   * Progress on a position, 0 to 1 (for a progress bar): the engine's count, then, on a position
   * estimated, the chain's sweeps as the phase `'estimating'`.
   */
  readonly onProgress?: (fraction: number, phase?: 'estimating') => void;
  /**
   * Each placement's chance for every class, not only the protected ones (`Posterior.placementChances`):
   * what a shot's whole answer needs, the chance it sinks a ship (./shot-answer.ts; `suggest --goal information`).
   */
  readonly everyPlacement?: boolean;
}

export function analysisInferrer(opts: AnalysisInferrerOptions = {}): Inferrer {
  const enumerationBudget = opts.enumerationBudget ?? 200_000;
  const every = opts.everyPlacement === true;
  const base: Inferrer = (variant, evidence, o) => {
    // A cell that could not be read, which the compiled evidence reads loosely: the engine first.
    const loose = looseSalvoOf(variant, evidence);
    // What is counted or sampled from the compiled evidence there: the wider set, said so (none fits none of the readings either).
    const wider = (p: Posterior): Posterior => (loose < 0 || (p.exact && p.count === 0n) || p.readings !== undefined ? p : { ...p, readings: 'superset', looseSalvo: loose });
    // 1. Enumeration.
    if (loose < 0) {
      const enumerated = enumeratedPosterior(variant, evidence, enumerationBudget, every);
      if (enumerated !== null) return enumerated;
    }
    // 2. The engine, within the budget (or the meter the caller shares among positions: analyze).
    const budgetMs = o?.budgetMs ?? opts.budgetMs ?? ANALYSIS_BUDGET_MS;
    // What stopped the exact count, said with the estimate below.
    let limit: { readonly limit?: 'budget' | 'memory' } = {};
    if (budgetMs > 0) {
      // No sampling past the budget: the chain below estimates instead.
      const counted = engineInfer(variant, evidence, { budgetMs, sample: false, everyPlacement: every, ...(o?.work !== undefined ? { work: o.work } : {}), ...(opts.onProgress ? { onProgress: (f: number) => opts.onProgress!(f) } : {}) });
      if (counted.exact) return counted;
      if (counted.limit !== undefined) limit = { limit: counted.limit };
    }
    // The engine could not read the cell within its budget: the wider set's enumeration.
    if (loose >= 0) {
      const enumerated = enumeratedPosterior(variant, evidence, enumerationBudget, every);
      if (enumerated !== null) return wider(enumerated);
    }
    // 3. The chain's estimate.
    const seed = o?.seed ?? opts.seed;
    // The search for the chains' starts may cost as much as the count was given (the budget the
    // inferrer was made with: a position given none, as analyze's earlier ones are, still gets it).
    const startWork = WorkMeter.ms(Math.max(1000, opts.budgetMs ?? ANALYSIS_BUDGET_MS));
    try {
      const chained = chainPosterior(variant, evidence, {
        sweeps: opts.sweeps ?? 1000,
        chains: 8,
        // Batch means, for each chance's standard error (the same estimate: the same draws), so
        // `analyze` and `suggest` can say how far an estimated chance is to be trusted.
        errors: true,
        startWork,
        enumerateShips: 0,
        everyPlacement: every,
        // Its own enumeration of a crowded or tight position (on a share of its 40,000 budget) cannot
        // succeed where step 1's larger one failed: skipped, with the same answer.
        ...(enumerationBudget >= 40_000 ? { enumerationBudget: 0 } : {}),
        ...(seed !== undefined ? { seed: String(seed) } : {}),
        ...(opts.onProgress ? { onProgress: (f: number) => opts.onProgress!(f, 'estimating') } : {}),
      });
      return wider(chained.exact ? chained : { ...chained, ...limit });
    } catch (e) {
      if (!(e instanceof ChainStartError)) throw e;
      // No layout to start the chain from: the engine's own sampler estimates, or says it cannot
      // (no count, all chances 0): marked, so that no one advises or judges from those zeros.
      const sampled = engineInfer(variant, evidence, { budgetMs: 0, everyPlacement: every, ...(seed !== undefined ? { seed } : {}) });
      // The engine's own limit there is its budget of 0: what stopped the count is the one above, if any.
      const { limit: _budgetZero, ...rest } = sampled;
      const marked = sampled.exact ? sampled : { ...rest, ...limit };
      // Not `wider`: the engine marks its answer itself, and only where it is of the wider set
      // (its exact count of an unread cell's readings, and its rejection sample checked against
      // them, are of the readings: engine.ts `samplesOfReadings`).
      return !marked.exact && marked.count === -1n ? { ...marked, unanswered: true } : marked;
    }
  };
  return cachedInferrer(base, 512);
}

/** The inference engine alone, exact (no budget): the reference the analysis is checked against. */
export const engineInferrer: Inferrer = (variant, evidence, opts) => engineInfer(variant, evidence, opts?.budgetMs !== undefined ? { budgetMs: opts.budgetMs } : {});
