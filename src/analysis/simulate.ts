/**
 * Many simulated games between strategies, and what a designer wants to know from them: game
 * length (salvos, shots), the first player's advantage, and the shots each strategy needs to
 * sink the whole fleet. Games run in-process or on worker threads; either way game `i` is
 * played from the seed `${seed}:${i}` and the rows are put back in game order, so the results
 * are the same whatever the number of workers.
 *
 * Fleets are uniformly random legal fleets (./uniform-fleet.ts). The advisor answers from
 * ./hybrid-posterior.ts: exact enumeration when the consistent layouts are few, else exactly
 * uniform samples of the consistent layouts (rejection), else (when rejection is too wasteful,
 * as with no-contact fleets) a Markov chain estimate of the joint posterior; how many of its
 * decisions took each path is reported. A chain starts from the chains of the same side's
 * previous decision, at the evidence less its last salvo (`warmStarts`); that position's
 * posterior depends on its own evidence alone, so the same position still gets the same answer
 * in any game and on any worker.
 *
 * @example
 *   const report = await simulate({ variant, games: 100, seed: '1', strategies: ['advisor', 'hunt'], mode: 'match' }, { workers: 2 });
 *   report.summary.salvos.median
 */
import type { SideId, Variant } from '../variant/model.js';
import { SalvoError, type Diagnostic } from '../core/diagnostics.js';
import type { FleetLayout } from '../core/layout-types.js';
import { infer as engineInfer, uniformLayout } from '../inference/engine.js';
import { NO_EVIDENCE } from '../inference/evidence.js';
import { ChainStartError, chainPosterior, type ChainCarry, type ChainOptions } from './chain-posterior.js';
import { hybridPosterior } from './hybrid-posterior.js';
import { type GameRow, type SimulationMode, playGame } from './play.js';
import type { LookaheadOptions } from './lookahead.js';
import type { SamplerOptions } from './posterior-sampler.js';
import { cachedInferrer, evidenceKey, keyBeforeLastSalvo, type Evidence, type Inferrer, type Posterior } from './posterior.js';
import { proportion, summarize, type Summary } from './stats.js';
import { advisorStrategy } from './strategies/advisor.js';
import { densityStrategy } from './strategies/density.js';
import { huntStrategy } from './strategies/hunt.js';
import { randomStrategy } from './strategies/random.js';
import type { Strategy, StrategyId } from './strategies/types.js';
import { uniformFleetDraw } from './uniform-fleet.js';
import { fleetsWords } from './simulate-text.js';
import { startWorker } from './workers.js';

export interface SimulationConfig {
  readonly variant: Variant;
  readonly games: number;
  readonly seed: string;
  /**
   * Strategies of the side that fires first (`variant.turns.first`; the shooter in solo play)
   * and of the other side, whichever order the variant lists the sides in.
   */
  readonly strategies: readonly [StrategyId, StrategyId];
  readonly mode: SimulationMode;
  /** Chain settings for the advisor's posterior (over `SIMULATION_CHAIN`). */
  readonly chain?: ChainOptions;
  /** The advisor's exact-uniform sampler (./posterior-sampler.ts); `false`: the chain alone. */
  readonly sampler?: SamplerOptions | false;
  /** The advisor's one-step lookahead (./lookahead.ts); `false`: greedy. */
  readonly lookahead?: LookaheadOptions | false;
  /**
   * Start the chains of a position from those of the position one salvo before it (its
   * posterior's `chainCarry`, ./chain-posterior.ts). Default true; `false`: every position starts afresh.
   */
  readonly warmStarts?: boolean;
}

/**
 * How the advisor's posteriors were had, one per decision (a salvo it chose), whether worked out
 * or found in the memo table: the same for any number of workers.
 */
export interface PosteriorTally {
  readonly exact: number;
  /** Estimated ones: sampled or chain estimates. */
  readonly estimated: number;
  /** Of the estimated ones, those from exactly uniform samples (the rest are chain estimates). */
  readonly sampled: number;
}

export interface SimulationSummary {
  readonly games: number;
  /** Salvos per game (both sides in a match). */
  readonly salvos: Summary;
  /** Shots per game (both sides in a match). */
  readonly shots: Summary;
  /** Shots to sink the whole fleet (the winner's in a match, the shooter's in solo). */
  readonly shotsToSink: Summary;
  /** Games in which no fleet was sunk (draws, shot limits). */
  readonly unfinished: number;
  /** Wins per side id, and draws. */
  readonly wins: Readonly<Record<SideId, number>>;
  readonly draws: number;
  /** The first player's share of decided games, with its 95% (Wilson) interval. */
  readonly firstPlayer: { readonly side: SideId; readonly rate: number; readonly low: number; readonly high: number };
}

export interface SimulationReport {
  readonly variant: string;
  readonly mode: SimulationMode;
  readonly seed: string;
  readonly strategies: readonly [StrategyId, StrategyId];
  readonly fleets: string;
  /**
   * Fleets (two a game) packed so tightly that no uniform draw fitted, placed by a search instead:
   * not uniform among all legal fleets. Left out where there are none.
   */
  readonly fleetsSearched?: number;
  /**
   * Fleets (two a game) too tightly packed for rejection, drawn by the exact counter instead:
   * uniform still, and `fleets` says how many. Left out where there are none.
   */
  readonly fleetsCounted?: number;
  readonly posterior: PosteriorTally;
  readonly summary: SimulationSummary;
  readonly rows: readonly GameRow[];
}

/** Messages from a worker. */
export type WorkerMessage =
  | { readonly kind: 'game'; readonly index: number; readonly row: GameRow }
  /** Salvos fired since the last such message (progress within long games). */
  | { readonly kind: 'salvos'; readonly count: number }
  | { readonly kind: 'done'; readonly posterior: PosteriorTally; readonly searched: number; readonly counted: number }
  /** A SalvoError's diagnostics (`diagnostics`), said as such; any other error's stack. */
  | { readonly kind: 'error'; readonly message: string; readonly diagnostics?: readonly Diagnostic[] };

/** The data a worker starts with. */
export interface WorkerInput {
  readonly config: SimulationConfig;
  readonly indices: readonly number[];
}

/**
 * The chain's settings in simulations, under `SimulationConfig.chain`: exact enumeration only
 * with at most four ships left, and not when the layouts clearly outnumber its budget (early
 * positions would spend the budget in vain at every decision), save on a crowded position (its
 * ships fill half the room left to them or more: few layouts, ./chain-posterior.ts `crowded`)
 * or a tight one (few layouts by its ships' placements alone, `tight`), tried on a quarter of
 * the budget whatever the ships left. The hybrid posterior's own
 * enumeration step, screened by the sampler's estimate, tries whatever the ships left. About
 * 200 ship moves per decision (the chain's default is 300): with warm starts, as strong in
 * paired Морской бой games, for fewer sweeps.
 */
export const SIMULATION_CHAIN: ChainOptions = { enumerateShips: 4, screenEnumeration: true, moves: 200 };

/**
 * Work for the inference engine on a position where the advisor's chain found no layout to start
 * from, in reference milliseconds (work.ts): the same answer on every machine.
 */
export const SIMULATION_ENGINE_BUDGET_MS = 5_000;

/** Strategies for one run of games, sharing one memo table for the advisor's posteriors. */
export function strategiesFor(config: SimulationConfig): { strategies: [Strategy, Strategy]; tally: () => PosteriorTally } {
  let exact = 0;
  let estimated = 0;
  let sampled = 0;
  const sampler = config.sampler;
  const base: Inferrer = (variant, evidence, opts) => {
    const key = opts?.evidenceKey;
    const warm = config.warmStarts === false || key === undefined ? undefined : carryBefore(variant, evidence, key);
    const chain: ChainOptions = { ...SIMULATION_CHAIN, ...config.chain, ...(warm ? { warm } : {}) };
    let post: Posterior & { readonly method?: string };
    try {
      post =
        sampler === false
          ? chainPosterior(variant, evidence, key === undefined ? chain : { ...chain, evidenceKey: key })
          : hybridPosterior(variant, evidence, { chain, ...(sampler ? { sampler } : {}), ...(key === undefined ? {} : { evidenceKey: key }) });
    } catch (e) {
      if (!(e instanceof ChainStartError)) throw e;
      // No layout to start a chain from: the inference engine counts the position, exactly within
      // its work budget, else it estimates from its own samples (seeded by the position).
      post = engineInfer(variant, evidence, { budgetMs: SIMULATION_ENGINE_BUDGET_MS, seed: key ?? evidenceKey(evidence) });
    }
    return post;
  };
  // Posteriors may carry their samples: a smaller table (the shared openings are what it is for).
  const infer = cachedInferrer(base, 2_000);
  // The tally is of the advisor's decisions, each counted once whether its posterior was worked
  // out or found in the table: what the table holds depends on which games a worker played, so a
  // tally of the posteriors worked out differed with --workers.
  const decide: Inferrer = (variant, evidence, opts) => {
    const post: Posterior & { readonly method?: string } = infer(variant, evidence, opts);
    if (post.exact) exact++;
    else estimated++;
    if (post.method === 'sampled') sampled++;
    return post;
  };
  // The chains' states at the position one salvo before: that position's posterior, from the
  // table (it was the side's last decision, so it is there; if not, it is computed again, so a
  // posterior depends on its evidence alone, whatever the table holds).
  function carryBefore(variant: Variant, evidence: Evidence, key: string): ChainCarry | undefined {
    const before = keyBeforeLastSalvo(evidence, key);
    if (before === null) return undefined;
    return infer(variant, { salvos: evidence.salvos.slice(0, -1) }, { evidenceKey: before }).chainCarry;
  }
  const make = (id: StrategyId): Strategy => (id === 'advisor' ? advisorStrategy({ infer: decide, aside: infer, lookahead: config.lookahead ?? false }) : id === 'hunt' ? huntStrategy() : id === 'density' ? densityStrategy() : randomStrategy());
  const first = make(config.strategies[0]);
  const second = make(config.strategies[1]);
  // playGame takes them in `variant.turns.sides` order.
  const firstListed = config.variant.turns.sides[0]!.id === config.variant.turns.first;
  return { strategies: firstListed ? [first, second] : [second, first], tally: () => ({ exact, estimated, sampled }) };
}

/** Play the games `indices` in this thread; `onGame` hears of each as it finishes. */
export function runGames(
  config: SimulationConfig,
  indices: readonly number[],
  onGame?: (index: number, row: GameRow) => void,
  onSalvo?: () => void,
): { rows: GameRow[]; posterior: PosteriorTally; searched: number; counted: number } {
  const { strategies, tally } = strategiesFor(config);
  // The fleets neither a uniform draw nor the exact counter placed, which the report says are
  // not uniform. As salvo fleet random: a fleet too tightly packed for rejection is drawn by the
  // exact counter where counting fits its work limit, uniform still (`counted`, which the fleets'
  // words say); else the search's.
  let searched = 0;
  let counted = 0;
  const fleets = (variant: Variant, seed: string): FleetLayout => {
    const drawn = uniformFleetDraw(variant, seed);
    if (drawn.uniform) return drawn.layout;
    const exact = uniformLayout(variant, NO_EVIDENCE, seed);
    if (exact !== null) {
      counted++;
      return exact;
    }
    searched++;
    return drawn.layout;
  };
  const rows = indices.map((i) => {
    const row = playGame({ variant: config.variant, strategies, mode: config.mode, seed: `${config.seed}:${i}`, fleets, ...(onSalvo ? { onSalvo } : {}) });
    onGame?.(i, row);
    return row;
  });
  return { rows, posterior: tally(), searched, counted };
}

/** Summary statistics of game rows. */
export function summarizeRows(variant: Variant, rows: readonly GameRow[]): SimulationSummary {
  const sides = variant.turns.sides.map((s) => s.id);
  const wins: Record<SideId, number> = Object.fromEntries(sides.map((s) => [s, 0]));
  let draws = 0;
  for (const r of rows) {
    if (r.winner === null) draws++;
    else wins[r.winner] = (wins[r.winner] ?? 0) + 1;
  }
  const first = variant.turns.first;
  const decided = rows.length - draws;
  const p = proportion(wins[first] ?? 0, decided);
  const sink = rows.map((r) => r.shotsToSink).filter((x): x is number => x !== null);
  return {
    games: rows.length,
    salvos: summarize(rows.map((r) => r.salvos)),
    shots: summarize(rows.map((r) => r.shots)),
    shotsToSink: summarize(sink),
    unfinished: rows.length - sink.length,
    wins,
    draws,
    firstPlayer: { side: first, rate: p.rate, low: p.low, high: p.high },
  };
}

export interface SimulateOptions {
  /** Worker threads (1: play in this thread). Default 1. */
  readonly workers?: number;
  /** Games done of `total`, and salvos fired so far in all games (which moves within long games too). */
  readonly onProgress?: (done: number, total: number, salvos: number) => void;
}

/**
 * Play `config.games` games and summarise them. Game `i` goes to worker `i mod workers`.
 *
 * @example
 *   await simulate({ variant, games: 1000, seed: '7', strategies: ['advisor', 'advisor'], mode: 'match' }, { workers: 2 })
 */
export async function simulate(config: SimulationConfig, opts: SimulateOptions = {}): Promise<SimulationReport> {
  const workers = Math.max(1, Math.min(opts.workers ?? 1, config.games));
  const rows: (GameRow | undefined)[] = new Array(config.games);
  let done = 0;
  let salvos = 0;
  const onGame = (i: number, row: GameRow): void => {
    rows[i] = row;
    done++;
    opts.onProgress?.(done, config.games, salvos);
  };
  const onSalvos = (n: number): void => {
    salvos += n;
    opts.onProgress?.(done, config.games, salvos);
  };
  let exact = 0;
  let estimated = 0;
  let sampled = 0;
  let searched = 0;
  let counted = 0;
  if (workers === 1) {
    const r = runGames(config, Array.from({ length: config.games }, (_, i) => i), onGame, () => onSalvos(1));
    exact = r.posterior.exact;
    estimated = r.posterior.estimated;
    sampled = r.posterior.sampled;
    searched = r.searched;
    counted = r.counted;
  } else {
    const jobs = Array.from({ length: workers }, (_, w) => {
      const indices: number[] = [];
      for (let i = w; i < config.games; i += workers) indices.push(i);
      return new Promise<void>((resolve, reject) => {
        const input: WorkerInput = { config, indices };
        const worker = startWorker('simulate-worker', input);
        worker.on('message', (m: WorkerMessage) => {
          if (m.kind === 'game') onGame(m.index, m.row);
          else if (m.kind === 'salvos') onSalvos(m.count);
          else if (m.kind === 'done') {
            exact += m.posterior.exact;
            estimated += m.posterior.estimated;
            sampled += m.posterior.sampled;
            searched += m.searched;
            counted += m.counted;
            resolve();
          } else reject(m.diagnostics !== undefined ? new SalvoError(m.diagnostics) : new Error(`simulation worker: ${m.message}`));
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`simulation worker exited with code ${code}`))));
      });
    });
    await Promise.all(jobs);
  }
  const complete = rows.filter((r): r is GameRow => r !== undefined);
  if (complete.length !== config.games) throw new Error(`simulation: ${config.games - complete.length} games did not finish`);
  return {
    variant: config.variant.id,
    mode: config.mode,
    seed: config.seed,
    strategies: config.strategies,
    fleets: fleetsWords(counted),
    ...(searched > 0 ? { fleetsSearched: searched } : {}),
    ...(counted > 0 ? { fleetsCounted: counted } : {}),
    posterior: { exact, estimated, sampled },
    summary: summarizeRows(config.variant, complete),
    rows: complete,
  };
}
