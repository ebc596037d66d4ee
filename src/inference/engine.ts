/**
 * The inference engine's public face: the uniform posterior over all legal fleet layouts
 * consistent with the evidence. Exact counts (BigInt) and per-cell / per-class probabilities
 * from the transfer-matrix counter (profile-dp.ts), where ships may touch split into parts by
 * the orientation of the long ships, each scanned in its better order (parts.ts); when the exact
 * count would exceed the budget, an exactly-uniform rejection sampler over a relaxed problem,
 * flagged `exact: false` with the sample size and the standard error of every probability. Never
 * a silent estimate. The budget is of work, not time (work.ts): the same input gives the same
 * answer on every machine.
 *
 * Classes that the evidence cannot tell apart (the same placements and the same weight in
 * every constraint: the 1967 cruiser and submarine on an empty board) are counted once as one
 * group and multiplied by the number of ways to name the ships (a multinomial coefficient).
 *
 * @example
 *   const r = infer(variant, evidence);
 *   r.count          // 1925751392n on the empty board of the no-contact 5,4,3,3,2 fleet
 *   r.marginal[0]    // probability that cell A1 holds a ship
 */
import { cellCount } from '../core/coords.js';
import type { FleetLayout } from '../core/layout-types.js';
import type { ShipPlacement } from '../core/placements.js';
import { layoutFromPlacements } from '../core/random-layout.js';
import { createRng, type Rng } from '../core/rng.js';
import { singleShots, type Variant } from '../variant/model.js';
import { causeText, compileEvidence } from './compile.js';
import { variantNotation } from '../rules/notation.js';
import type { Evidence } from './evidence.js';
import { NO_EVIDENCE } from './evidence.js';
import type { Group, ImpossibleCause, LinearConstraint, Problem } from './problem.js';
import { coverCells, pinForced, satisfies } from './problem.js';
import { countParts, orientationParts } from './parts.js';
import { ProfileDp } from './profile-dp.js';
import { BudgetExceeded, drawSteps, WorkMeter } from './work.js';
import { importanceSample } from './sampling.js';
import { searchLayouts } from './search.js';
import { readingCheck, unreadReadExactly, unreadTerms } from './unread-exact.js';
import { listUnreadLayouts, unreadListedAt } from './unread-listed.js';
import { allPlacements } from '../core/placements.js';

/**
 * Search nodes for the exact search tried past the budget, before sampling: late positions with
 * few layouts on wide boards (Statki 15×15), which the row-by-row counter carries badly. About a
 * second at most.
 */
const SEARCH_NODES = 60_000;

export interface InferOptions {
  /**
   * Work for the exact count before falling back to sampling, in milliseconds of the reference
   * machine (work.ts: measured in work done, so the answer is the same on every machine; default
   * no limit). The sampler past it gets as much again (at least 1000).
   */
  readonly budgetMs?: number;
  /**
   * A meter to charge the exact count to, in place of one of `budgetMs` (which then sizes only
   * the sampler past it): a caller whose counts share one budget (`analyze`, each side's
   * positions) gives each count a meter of what it may spend and reads back what it did. Its
   * progress reports stay the caller's.
   */
  readonly work?: WorkMeter;
  /** Only report this class in `classMarginal` (every class by default). */
  readonly classFilter?: string;
  /**
   * Give `placementChances` for every class, not only the protected ones (exact results): what a
   * shot's whole answer needs, the chance that it sinks a ship (src/analysis/shot-answer.ts).
   */
  readonly everyPlacement?: boolean;
  /**
   * Progress, 0 to 1: the exact count's (the larger of its own progress and the share of the
   * budget spent), then, past the budget, the sampler's share of its own budget with the phase
   * `'sampling'`.
   */
  readonly onProgress?: (fraction: number, phase?: 'sampling') => void;
  /** Seed of the sampler (fallback only). */
  readonly seed?: number | string;
  /**
   * Sample past the budget (default true). When false, a position out of reach of the exact
   * count and of the search comes back at once, unanswered: `exact: false`, `count: -1n`,
   * `samples: 0` (for callers with an estimate of their own, such as `analyze`).
   */
  readonly sample?: boolean;
  /**
   * The estimate past the budget where this module's samplers fail: evidence with constraints
   * other than "this hit cell is covered" (per-salvo counts of hits by class, sinkings, own
   * salvo sizes) when the relaxed rejection sampler is out of budget or accepts too few draws.
   * The importance sampler places ships blindly against such counts, and on a large board after
   * a few salvos no sample it draws matches them all. The layers above give a Markov chain that
   * respects them (src/analysis/chain-estimate.ts: `salvo infer`, `suggest`, `analyze`); without
   * one the importance sampler answers as before (or says it cannot).
   */
  readonly estimate?: Estimator;
  /**
   * Past the budget, where this module's search gives up: another exact listing of the layouts
   * when they are few, tried before any sampling (src/analysis/chain-estimate.ts: the chain
   * model's enumeration, which prunes by the per-salvo counts that the search checks only on
   * complete layouts). Null where it cannot list them within its own budget.
   */
  readonly enumerate?: Enumerator;
}

/** An exact posterior of `evidence` by listing its layouts (see `InferOptions.enumerate`), or null. */
export type Enumerator = (variant: Variant, evidence: Evidence, opts: { readonly classFilter?: string }) => InferenceResult | null;

/**
 * An estimate of the posterior of `evidence` within `work` (see `InferOptions.estimate`), or
 * null when it cannot start (no consistent layout found to start from).
 */
export type Estimator = (
  variant: Variant,
  evidence: Evidence,
  opts: { readonly work: WorkMeter; readonly seed: number | string; readonly classFilter?: string; readonly onProgress?: (fraction: number) => void },
) => InferenceResult | null;

/**
 * How a Markov chain estimate was made, and how far to trust it (src/analysis/chain-posterior.ts,
 * `BatchMeans`). Each chain's sweeps are cut into consecutive batches of equal length (doubled,
 * neighbours merged, as the run grows); a batch's occupancy is one observation. The standard
 * error of a cell is the larger of the batch means' (all chains' batches pooled) and the chains'
 * means' (the chains taken as independent runs): a chain trapped in a family of layouts another
 * does not visit shows there. `rhat` is the Gelman–Rubin potential scale reduction of the same
 * batches, the largest over the cells: near 1 when the chains agree; above about 1.1 the estimate
 * is biased towards where the chains started, and more work should be given.
 */
export interface ChainMixing {
  readonly chains: number;
  /** Chains started from an exactly uniform layout (a rejection draw, or a warm start): no start bias. */
  readonly exactStarts: number;
  /** Sweeps each chain from a searched start discarded first (0 when every start was exact). */
  readonly burnIn: number;
  /** Complete batches per chain the errors come from, and their length in sweeps. */
  readonly batches: number;
  readonly batchSweeps: number;
  /** Largest R̂ over the cells (Infinity when some chain never left a cell another never visits). */
  readonly rhat: number;
}

/** A placement a ship of a class may lie on, and the chance that one does. */
export interface PlacementChance {
  readonly cells: readonly number[];
  readonly p: number;
}

export interface PinnedShip {
  readonly classId: string;
  readonly cells: readonly number[];
}

/** A ship certain to lie on some cells whose class is not (`InferenceResult.pinnedEither`). */
export interface PinnedEither {
  readonly classIds: readonly string[];
  readonly cells: readonly number[];
}

/**
 * Layouts with a ship on each placement's cells, by class, added up across the classes of one
 * shape (`add`), and the places so held in every layout of `n`, by a ship of more than one class
 * (`either`): a ship pinned down whose class is not. One class's there alone is `pinned`; a
 * layout has at most one ship on given cells, so the classes' layouts there add up to those with
 * some ship there.
 */
export class HeldCells {
  private readonly held = new Map<string, { cells: readonly number[]; layouts: number; classes: Map<number, number> }>();

  add(classIndex: number, cells: readonly number[], layouts: number): void {
    const key = cells.join(',');
    let h = this.held.get(key);
    if (h === undefined) this.held.set(key, (h = { cells, layouts: 0, classes: new Map() }));
    h.layouts += layouts;
    h.classes.set(classIndex, (h.classes.get(classIndex) ?? 0) + layouts);
  }

  either(variant: Variant, n: number): PinnedEither[] {
    const all = (w: number): boolean => w / n > 1 - 1e-9;
    const out: PinnedEither[] = [];
    for (const h of this.held.values()) {
      if (!all(h.layouts) || [...h.classes.values()].some(all)) continue;
      // Classes with a ship there in some layout (float sums of signed terms: at least half a layout).
      const classes = [...h.classes].filter(([, w]) => w >= 0.5).map(([k]) => k).sort((a, b) => a - b);
      if (classes.length > 1) out.push({ classIds: classes.map((k) => variant.fleet[k]!.id), cells: h.cells });
    }
    return out;
  }
}

export interface InferenceResult {
  /** Is `count` exact and are the probabilities exact (up to float rounding)? */
  readonly exact: boolean;
  /** Number of consistent layouts: exact, or an estimate when `!exact` (-1 when not sampled: `InferOptions.sample`). */
  readonly count: bigint;
  /** Per cell index: probability that a ship covers it. */
  readonly marginal: number[];
  /** Per class id: probability that a ship of that class covers the cell. */
  readonly classMarginal: Record<string, number[]>;
  /** Ships whose position is certain (probability 1, up to float rounding). */
  readonly pinned: readonly PinnedShip[];
  /**
   * Places certain to hold a ship whose class is not: one of `classIds`, classes of one shape the
   * announcements never told apart there (a plain "sunk" where two classes have 2 cells), each such
   * placement held by one of them in every consistent layout, by more than one of them across the
   * layouts (exact counts, an unread cell's readings too; absent where none).
   */
  readonly pinnedEither?: readonly PinnedEither[];
  /**
   * `'evidence'` where `pinned` lists only the ships the evidence itself pins (an estimate's, the
   * chain's or the samplers': a hit only one placement can cover, as a sunk ship announced with
   * its cells); other ships were not checked, and may be pinned too. Absent where `pinned` is
   * every pinned ship (exact counts), or none is claimed (an estimate with no sample).
   */
  readonly pinnedBy?: 'evidence';
  /**
   * Per protected class id (a hit on it may cost a turn: Perelman's hospital), and per class where
   * asked (`InferOptions.everyPlacement`), every placement a ship of the class lies on in some
   * consistent layout, with its chance (exact results only). For
   * a class of one ship the placements are exclusive: P(a salvo hits it) is the sum over those it meets.
   */
  readonly placementChances?: Record<string, PlacementChance[]>;
  /**
   * Sampling fallback: accepted samples, the standard error of each `marginal` entry, of each
   * `classMarginal` entry (at most: summed over the merged groups a class's estimate comes
   * from), and of `count`.
   */
  readonly samples?: number;
  readonly stdError?: number[];
  readonly classStdError?: Record<string, number[]>;
  readonly countStdError?: number;
  /**
   * An estimate's cells the evidence itself makes water, in index order: no consistent layout
   * covers them (no placement is left there once the ships the evidence forces are taken out,
   * nor where a chain estimate's presolve left none: src/analysis/chain-posterior.ts).
   * Their chance is 0 exactly, not merely never seen. Absent on exact results (there every 0 is).
   */
  readonly water?: readonly number[];
  /** Why compilation proved the evidence impossible, when it did. */
  readonly impossible?: string;
  /** The same in its parts (which cell, class, hit or sunk), for a report in any language. */
  readonly impossibleCause?: ImpossibleCause;
  /**
   * Past the budget, how it was estimated: rejection from a relaxed exact count (exactly uniform
   * samples), sequential importance sampling, or a Markov chain (`InferOptions.estimate`; then
   * `count` is -1, not counted, `samples` the sweeps and `mixing` says how far to trust it).
   */
  readonly method?: 'rejection' | 'importance' | 'chain';
  readonly mixing?: ChainMixing;
  /**
   * Where the exact count gave up (`exact: false`), what stopped it: its work budget
   * (`'budget'`: spent, or surely too small: parts.ts), or the counter's memory guards
   * (`'memory'`: profile-dp.ts, MAX_PASS_BYTES for a pass, MAX_KEPT_BYTES for the levels kept
   * for the chances), which a larger budget does not move.
   */
  readonly limit?: ExactLimit;
  /**
   * Where a cell that could not be read is counted as `EvidenceSalvo.unreadHitsBefore` weakens the
   * evidence (neither unread-exact.ts nor unread-listed.ts read it exactly, nor the rejection
   * sampler's check of each draw: `samplesOfReadings`): `'superset'`, every
   * layout of some reading of the cell is among those counted, and more may be. `count` is then an
   * upper bound and the chances those of that wider set, even where `exact` (the weakened reading's
   * count is exact). Absent where the layouts are those of the readings (or none is unread).
   */
  readonly readings?: 'superset';
  /** With `readings`: the 0-based place, among the evidence's salvos, of the first salvo with such a cell. */
  readonly looseSalvo?: number;
}

/** What stopped an exact count: its work budget, or the counter's memory guards (`InferenceResult.limit`). */
export type ExactLimit = 'budget' | 'memory';

/** Groups merged because the evidence cannot tell them apart, with the naming multiplier. */
interface Merged {
  readonly problem: Problem;
  /** For each merged group, the original groups (with their counts) it stands for. */
  readonly parts: readonly (readonly Group[])[];
  readonly multiplier: bigint;
}

function factorial(n: number): bigint {
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return r;
}

function mergeIdentical(problem: Problem): Merged {
  const sig = (g: Group): string =>
    g.placements.map((p) => `${p.cells.join(',')}:${problem.constraints.map((c) => c.weights.get(p) ?? 0).join(',')}`).join(';');
  const bySig = new Map<string, Group[]>();
  for (const g of problem.groups) {
    const s = sig(g);
    const list = bySig.get(s);
    if (list) list.push(g);
    else bySig.set(s, [g]);
  }
  const groups: Group[] = [];
  const parts: Group[][] = [];
  let multiplier = 1n;
  for (const list of bySig.values()) {
    const head = list[0]!;
    const total = list.reduce((n, g) => n + g.count, 0);
    groups.push({ ...head, count: total });
    parts.push(list);
    let m = factorial(total);
    for (const g of list) m /= factorial(g.count);
    multiplier *= m;
  }
  return { problem: { ...problem, groups }, parts, multiplier };
}

/**
 * Count the legal layouts of the variant's fleet on an empty board, exactly.
 *
 * @example
 *   countLayouts(classic1967) // 30093975536n
 */
export function countLayouts(variant: Variant, opts: { onProgress?: (fraction: number) => void; budgetMs?: number } = {}): bigint {
  const merged = mergeIdentical(compileEvidence(variant, NO_EVIDENCE));
  const work = opts.budgetMs !== undefined ? WorkMeter.ms(opts.budgetMs) : undefined;
  const report = opts.onProgress;
  // As `infer`'s: the larger of the count's own progress and the share of its budget spent.
  let counting = 0;
  if (report && work) work.reporting((f) => report(Math.max(counting, f)));
  return countParts(orientationParts(merged.problem, variant.board), {
    emptyBoard: true,
    ...(report ? { onProgress: (f: number) => report((counting = Math.max(counting, f, work ? Math.min(1, work.spent / work.limit) : 0))) } : {}),
    ...(work ? { work } : {}),
  }).count * merged.multiplier;
}

/**
 * Where `estimateLayouts` stops sampling: once the count's standard error is at most 1% of it (a
 * count good to two or three significant digits, which is how `count` writes it), looked at from
 * ESTIMATE_MIN_SAMPLES samples on (the importance weights are heavy-tailed: the spread of a few
 * thousand says little); or, where that is not reached first, at the end of its budget. Before, the sampler ran to its whole budget (30 s of work), most of
 * `count`'s time where the exact count gives up early: on Statki 15×15 75K samples for 0.33%.
 */
export const ESTIMATE_REL_ERROR = 0.01;
export const ESTIMATE_MIN_SAMPLES = 10_000;

/**
 * An estimate of the number of legal layouts on the empty board by importance sampling, for
 * boards whose exact count is out of reach: the estimate, its standard error and the samples.
 * Sampling stops at ESTIMATE_REL_ERROR (see there), or when `budgetMs` of work is spent.
 *
 * @example
 *   estimateLayouts(statki15, 5000, 1) // { count: …n, stdError: …, samples: … }
 */
export function estimateLayouts(
  variant: Variant,
  budgetMs: number,
  seed: number | string,
  onProgress?: (fraction: number, phase: 'sampling') => void,
): { count: bigint; stdError: number; samples: number } {
  const merged = mergeIdentical(compileEvidence(variant, NO_EVIDENCE));
  const work = WorkMeter.ms(budgetMs);
  if (onProgress) work.reporting((f) => onProgress(f, 'sampling'));
  const est = importanceSample(merged.problem, createRng(seed), work, undefined, undefined, { relError: ESTIMATE_REL_ERROR, from: ESTIMATE_MIN_SAMPLES });
  const m = Number(merged.multiplier);
  return { count: BigInt(Math.round(est.count)) * merged.multiplier, stdError: est.countStdError * m, samples: est.drawn };
}

function emptyResult(variant: Variant, N: number, why: Pick<Problem, 'impossible' | 'impossibleCause'> | undefined, classFilter: string | undefined): InferenceResult {
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) if (classFilter === undefined || c.id === classFilter) classMarginal[c.id] = new Array<number>(N).fill(0);
  const { impossible, impossibleCause } = why ?? {};
  return { exact: true, count: 0n, marginal: new Array<number>(N).fill(0), classMarginal, pinned: [], ...(impossible !== undefined ? { impossible } : {}), ...(impossibleCause !== undefined ? { impossibleCause } : {}) };
}

/**
 * The posterior over the target's layouts given the evidence (see the module note).
 *
 * @example
 *   infer(variant, { salvos: [{ cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] }).marginal[0] // 1
 */
export function infer(variant: Variant, evidence: Evidence, opts: InferOptions = {}): InferenceResult {
  if (opts.classFilter !== undefined && !variant.fleet.some((c) => c.id === opts.classFilter)) {
    throw new RangeError(`no class ${opts.classFilter} in ${variant.id}`);
  }
  const N = cellCount(variant.board);
  // One cell of a whole salvo's report that could not be read: counted exactly where it can be.
  const exactUnread = inferUnread(variant, evidence, opts) ?? inferUnreadListed(variant, evidence, opts);
  if (exactUnread !== null) return exactUnread;
  // Else an unread cell is read as the weakened evidence says: a count of more layouts than the
  // readings have, said so (`readings`) wherever some layout is counted exactly (none counted is
  // none of any reading either), and wherever some is sampled past the budget: the samplers draw
  // from the weakened reading's layouts, so their chances are that wider set's. Except the
  // rejection sampler's where `readingCheck` reads the one unread cell exactly (`samplesOfReadings`):
  // it keeps the layouts of some reading alone.
  const loose = looseSalvoOf(variant, evidence);
  const some = (r: InferenceResult): boolean => r.method === 'chain' || (r.count > 0n && (r.exact || (r.samples ?? 0) > 0));
  const ofReadings = (r: InferenceResult): boolean => r.method === 'rejection' && samplesOfReadings(variant, evidence);
  const widened = (r: InferenceResult): InferenceResult => (loose < 0 || !some(r) || ofReadings(r) ? r : { ...r, readings: 'superset', looseSalvo: loose });
  return widened(inferWeakened(variant, evidence, opts, N));
}

/**
 * Whether the rejection sampler's draws (`rejectionSample`) are of the layouts of some reading of
 * the evidence's unread cells, no more: where one cell of a whole salvo's report is read exactly
 * (`readingCheck`, unread-exact.ts) and no later report is set aside for a cell of its own
 * (`laterReportLeftOut`: `readingCheck` reads that salvo as told nothing). Elsewhere (sinking
 * told, ship by ship, two cells: unread-listed.ts's cases past its listing) they are of the
 * weakened reading's wider set. The importance sampler and the chain draw from that wider set
 * always (tests/inference/unread-sampled-readings.test.ts).
 */
export function samplesOfReadings(variant: Variant, evidence: Evidence): boolean {
  return !laterReportLeftOut(evidence) && readingCheck(variant, evidence) !== null;
}

/**
 * The 0-based place, among the evidence's salvos, of the first salvo whose unread cell the compiled
 * (weakened) evidence reads loosely, so that its layouts may be more than the readings' (-1 where
 * none is: `InferenceResult.looseSalvo`). `infer` reads such a cell exactly where unread-exact.ts or
 * unread-listed.ts can; anything else that counts or lists the compiled evidence (the analysis's
 * enumeration and chain) counts a superset there. One shot at a time with hits alone told (no class,
 * no sinking), the misses after an unread hit read as "at most n of these lie on a ship" are every
 * reading exactly, no more (tests/inference/unread-cell-repeat.test.ts): not loose.
 */
export function looseSalvoOf(variant: Variant, evidence: Evidence): number {
  const rep = variant.report;
  const plainShots = rep.timing === 'per-shot' && rep.sunk === 'none' && !rep.hitClass;
  return evidence.salvos.findIndex((s) => (s.unreadOwnCells ?? 0) > 0 || (!plainShots && (s.unreadHitsBefore ?? 0) > 0));
}

/** `infer` past the unread cell's exact readings: the evidence as compiled (weakened where a cell is unread). */
function inferWeakened(variant: Variant, evidence: Evidence, opts: InferOptions, N: number): InferenceResult {
  const problem = compileEvidence(variant, evidence);
  if (problem.impossible !== undefined) return emptyResult(variant, N, problem, opts.classFilter);
  const merged = mergeIdentical(problem);
  let counted: { count: bigint; weights: ReadonlyMap<ShipPlacement, number> };
  const work = opts.work ?? (opts.budgetMs !== undefined ? WorkMeter.ms(opts.budgetMs) : undefined);
  const report = opts.onProgress;
  // The count's own progress can lag far behind where its budget stops it (2% of a Statki
  // 15×15 opening when the budget runs out): the larger of the two is reported.
  let counting = 0;
  if (report && work && opts.work === undefined) work.reporting((f) => report(Math.max(counting, f)));
  try {
    counted = countParts(orientationParts(merged.problem, variant.board), {
      weights: true,
      ...(work ? { work } : {}),
      ...(report ? { onProgress: (f: number) => report((counting = Math.max(counting, f, work ? Math.min(1, work.spent / work.limit) : 0))) } : {}),
    });
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
    // Past the budget: still exact when the layouts are few (the search), else sampled, saying
    // what stopped the exact count.
    const limit: ExactLimit = e.reason === 'memory' ? 'memory' : 'budget';
    const stopped = (r: InferenceResult): InferenceResult => (r.exact ? r : { ...r, limit });
    const found = searchLayouts(merged.problem, SEARCH_NODES);
    if (found === null) {
      const listed = opts.enumerate?.(variant, evidence, opts.classFilter !== undefined ? { classFilter: opts.classFilter } : {}) ?? null;
      if (listed !== null) return stopped(listed);
      return stopped(opts.sample === false ? unanswered(variant, N, opts.classFilter) : withProof(variant, sampleFallback(variant, evidence, merged, opts), merged, N));
    }
    counted = found;
  }
  const { count, weights } = counted;
  if (count === 0n) return emptyResult(variant, N, undefined, opts.classFilter);
  return resultFrom(variant, N, merged, weights, count, count * merged.multiplier, opts.classFilter, {}, opts.everyPlacement === true);
}

/**
 * A later salvo's whole report set aside for a cell of its own that could not be read, after one
 * read by unread-exact.ts (`EvidenceSalvo.unreadLaterReport`): its sums leave that report out, as
 * they leave out one that could not be read, and so count layouts no reading fits (a boat said hit
 * whose cells were all fired at before). Read by listing instead (unread-listed.ts), else loosely.
 */
function laterReportLeftOut(evidence: Evidence): boolean {
  return evidence.salvos.some((s) => s.unreadLaterReport !== undefined);
}

/**
 * The posterior where a whole salvo's report has one cell that could not be read, read exactly
 * (unread-exact.ts): the terms counted one by one, each layout's ships weighed by its sign. Null
 * where the evidence is not read so, or a term is past the budget and the search (the caller then reads it as
 * `EvidenceSalvo.unreadHitsBefore` says, every reading and some more).
 */
function inferUnread(variant: Variant, evidence: Evidence, opts: InferOptions): InferenceResult | null {
  // The sums leave out a later report set aside for an unread cell of its own: more layouts than the readings'.
  if (laterReportLeftOut(evidence)) return null;
  const terms = unreadTerms(variant, evidence);
  if (terms === null) return null;
  const N = cellCount(variant.board);
  const all = allPlacements(variant);
  const work = opts.work ?? (opts.budgetMs !== undefined ? WorkMeter.ms(opts.budgetMs) : undefined);
  let total = 0n;
  // Per class and placement (in allPlacements' order), the layouts with a ship of the class there.
  const onIt = all.map((ps) => new Map<ShipPlacement, number>(ps.map((p) => [p, 0])));
  for (const [i, term] of terms.entries()) {
    const placements = term.only === undefined ? all : all.map((ps, k) => (k === term.only!.classIndex ? ps.filter(term.only!.keep) : ps));
    const problem = compileEvidence(variant, term.evidence, placements);
    if (problem.impossible !== undefined) continue;
    const merged = mergeIdentical(problem);
    let counted: { count: bigint; weights: ReadonlyMap<ShipPlacement, number> };
    try {
      counted = countParts(orientationParts(merged.problem, variant.board), { weights: true, ...(work ? { work } : {}) });
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      // Past the budget: still exact where the term's layouts are few (the search), as `infer` is.
      const found = searchLayouts(merged.problem, SEARCH_NODES);
      if (found === null) return null;
      counted = found;
    }
    opts.onProgress?.((i + 1) / terms.length);
    if (counted.count === 0n) continue;
    const layouts = counted.count * merged.multiplier;
    total += term.sign === 1 ? layouts : -layouts;
    const scale = (term.sign * Number(layouts)) / Number(counted.count);
    merged.problem.groups.forEach((g, gi) => {
      for (const p of g.placements) {
        const w = counted.weights.get(p) ?? 0;
        if (w === 0) continue;
        for (const part of merged.parts[gi]!) {
          const m = onIt[part.classIndex]!;
          const same = m.has(p) ? p : all[part.classIndex]!.find((q) => q.cells.join(',') === p.cells.join(','))!;
          m.set(same, m.get(same)! + (scale * w * part.count) / g.count);
        }
      }
    });
  }
  if (total === 0n) {
    // No reading fits: say why where the evidence as weakened says it.
    const problem = compileEvidence(variant, evidence);
    if (problem.impossible !== undefined) return emptyResult(variant, N, problem, opts.classFilter);
    // Else the weakened reading has layouts and no reading of the cell fits them: which salvos.
    const t = unreadReadExactly(variant, evidence)!;
    const why: ImpossibleCause = { kind: 'unread-none', salvo: t + 1, last: evidence.salvos.length };
    return emptyResult(variant, N, { impossible: causeText(variantNotation(variant), why, singleShots(variant)), impossibleCause: why }, opts.classFilter);
  }
  const n = Number(total);
  const marginal = new Array<number>(N).fill(0);
  const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  const pinned: PinnedShip[] = [];
  const held = new HeldCells();
  const chances: Record<string, PlacementChance[]> = {};
  variant.fleet.forEach((cls, k) => {
    for (const [p, w] of onIt[k]!) {
      // Fewer than half a layout: what the terms taken away leave of a placement no layout has
      // (float rounding), not a chance.
      if (w < 0.5) continue;
      const prob = w / n;
      // The layouts added up, divided once below: a cell every layout covers is exactly 1 (`resultFrom`).
      for (const c of p.cells) {
        marginal[c]! += w;
        byClass[k]![c]! += w;
      }
      if (cls.protected || opts.everyPlacement === true) (chances[cls.id] ??= []).push({ cells: p.cells, p: prob });
      if (prob > 1 - 1e-9) pinned.push({ classId: cls.id, cells: p.cells });
      held.add(k, p.cells, w);
    }
  });
  const either = held.either(variant, n);
  const clamp = (x: number): number => Math.min(1, Math.max(0, x / n));
  const classMarginal: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => {
    if (opts.classFilter === undefined || c.id === opts.classFilter) classMarginal[c.id] = byClass[k]!.map(clamp);
  });
  return { exact: true, count: total, marginal: marginal.map(clamp), classMarginal, pinned, ...(either.length > 0 ? { pinnedEither: either } : {}), ...(Object.keys(chances).length > 0 ? { placementChances: chances } : {}) };
}

/**
 * The posterior where a whole salvo's report has one or two cells that could not be read (or two
 * salvos' one each) and unread-exact.ts's sums do not reach (sinking told, ship by ship, hits not counted, two cells):
 * the weakened reading's layouts listed, each kept where some reading of the cells fits it
 * (unread-listed.ts). Null where the evidence is not read so, or the layouts are too many to list
 * within the search's budget (the caller then reads it as `EvidenceSalvo.unreadHitsBefore` says).
 */
function inferUnreadListed(variant: Variant, evidence: Evidence, opts: InferOptions): InferenceResult | null {
  if (unreadReadExactly(variant, evidence) !== null && !laterReportLeftOut(evidence)) return null;
  const at = unreadListedAt(variant, evidence);
  if (at === null) return null;
  const kept = listUnreadLayouts(variant, evidence, SEARCH_NODES);
  if (kept === null) return null;
  const N = cellCount(variant.board);
  if (kept.length === 0) {
    const problem = compileEvidence(variant, evidence);
    if (problem.impossible !== undefined) return emptyResult(variant, N, problem, opts.classFilter);
    const why: ImpossibleCause = { kind: 'unread-none', salvo: at.salvo + 1, last: evidence.salvos.length, ...(at.cells + (at.then?.cells ?? 0) === 2 ? { shots: 2 as const } : {}) };
    return emptyResult(variant, N, { impossible: causeText(variantNotation(variant), why, singleShots(variant)), impossibleCause: why }, opts.classFilter);
  }
  const n = kept.length;
  const marginal = new Array<number>(N).fill(0);
  const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  // Per class, each placement's layouts (keyed by its cells).
  const uses = variant.fleet.map(() => new Map<string, { cells: readonly number[]; layouts: number }>());
  for (const layout of kept) {
    for (const p of layout) {
      const key = p.cells.join(',');
      const u = uses[p.classIndex]!.get(key) ?? { cells: p.cells, layouts: 0 };
      uses[p.classIndex]!.set(key, { cells: u.cells, layouts: u.layouts + 1 });
    }
  }
  const pinned: PinnedShip[] = [];
  const held = new HeldCells();
  const chances: Record<string, PlacementChance[]> = {};
  variant.fleet.forEach((cls, k) => {
    for (const { cells, layouts } of uses[k]!.values()) {
      const prob = layouts / n;
      // The layouts added up, divided once below: a cell every layout covers is exactly 1 (`resultFrom`).
      for (const c of cells) {
        marginal[c]! += layouts;
        byClass[k]![c]! += layouts;
      }
      if (cls.protected || opts.everyPlacement === true) (chances[cls.id] ??= []).push({ cells, p: prob });
      if (layouts === n) pinned.push({ classId: cls.id, cells });
      held.add(k, cells, layouts);
    }
  });
  const either = held.either(variant, n);
  const clamp = (x: number): number => Math.min(1, Math.max(0, x / n));
  const classMarginal: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => {
    if (opts.classFilter === undefined || c.id === opts.classFilter) classMarginal[c.id] = byClass[k]!.map(clamp);
  });
  return { exact: true, count: BigInt(n), marginal: marginal.map(clamp), classMarginal, pinned, ...(either.length > 0 ? { pinnedEither: either } : {}), ...(Object.keys(chances).length > 0 ? { placementChances: chances } : {}) };
}

/**
 * An estimate with what the evidence itself proves, whatever the samples saw: the cells it makes
 * water (`InferenceResult.water`: no placement left once the ships the evidence forces are taken
 * out, as a sunk ship's surroundings where ships may not touch, covers them) and, for a sampler's
 * estimate, which claims no ship, those forced ships (`pinned`, `pinnedBy: 'evidence'`), as a
 * chain's estimate lists its presolve's; a ship of classes the evidence cannot tell apart (merged
 * groups) is left out, as the exact count leaves it.
 */
function withProof(variant: Variant, result: InferenceResult, merged: Merged, N: number): InferenceResult {
  if (result.exact || result.samples === 0) return result;
  const pinned = pinForced(merged.problem);
  if (pinned.problem.impossible !== undefined) return result;
  const coverable = new Uint8Array(N);
  for (const { p } of pinned.fixed) for (const c of p.cells) coverable[c] = 1;
  for (const g of pinned.problem.groups) if (g.count > 0) for (const p of g.placements) for (const c of p.cells) coverable[c] = 1;
  // With the cells the estimator proved water itself (a chain's presolve reasons across ships).
  for (const c of result.water ?? []) coverable[c] = 0;
  const water: number[] = [];
  for (let c = 0; c < N; c++) if (coverable[c] === 0) water.push(c);
  const forced = pinned.fixed
    .filter(({ g }) => merged.parts[g]!.length === 1)
    .map(({ p }) => ({ classIndex: p.classIndex, cells: [...p.cells].sort((a, b) => a - b) }))
    .sort((a, b) => a.classIndex - b.classIndex || a.cells[0]! - b.cells[0]!)
    .map(({ classIndex, cells }) => ({ classId: variant.fleet[classIndex]!.id, cells }));
  return {
    ...result,
    ...(water.length > 0 ? { water } : {}),
    // A sampler's estimate says which ships the evidence pins, and that it checked no others.
    ...(result.pinnedBy === undefined && result.pinned.length === 0 ? { pinned: forced, pinnedBy: 'evidence' as const } : {}),
  };
}

/** Out of reach and not sampled (`InferOptions.sample` false): nothing known. */
function unanswered(variant: Variant, N: number, classFilter: string | undefined): InferenceResult {
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) if (classFilter === undefined || c.id === classFilter) classMarginal[c.id] = new Array<number>(N).fill(0);
  return { exact: false, count: -1n, marginal: new Array<number>(N).fill(0), classMarginal, pinned: [], samples: 0 };
}

/**
 * Marginals from the layouts with each placement of the merged groups (`layouts`, of `total` in
 * all); `everyPlacement`: `InferOptions.everyPlacement`. A cell's layouts are added up before
 * dividing, so that a cell every layout covers has a chance of exactly 1 (the chances added up
 * gave 0.9999999999999999 for a cell hit by a salvo of one shot whose report counted its hit, a
 * `>99*` on the chart), as one no layout covers has 0.
 */
function resultFrom(
  variant: Variant,
  N: number,
  merged: Merged,
  layouts: ReadonlyMap<ShipPlacement, number>,
  total: bigint,
  count: bigint,
  classFilter: string | undefined,
  extra: Partial<InferenceResult> = {},
  everyPlacement = false,
): InferenceResult {
  const n = Number(total);
  const marginal = new Array<number>(N).fill(0);
  const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  const pinned: PinnedShip[] = [];
  const either: { classIds: string[]; cells: readonly number[] }[] = [];
  const chances: Record<string, PlacementChance[]> = {};
  merged.problem.groups.forEach((g, gi) => {
    const parts = merged.parts[gi]!;
    for (const p of g.placements) {
      const w = layouts.get(p) ?? 0;
      if (w === 0) continue;
      for (const c of p.cells) marginal[c]! += w;
      for (const part of parts) {
        const share = (w * part.count) / g.count;
        for (const c of p.cells) byClass[part.classIndex]![c]! += share;
        const cls = variant.fleet[part.classIndex]!;
        if (cls.protected || everyPlacement) (chances[cls.id] ??= []).push({ cells: p.cells, p: share / n });
      }
      if (w / n > 1 - 1e-9 && parts.length === 1) pinned.push({ classId: variant.fleet[g.classIndex]!.id, cells: p.cells });
      // A ship certainly there, of one of the classes merged: its class not told.
      else if (w / n > 1 - 1e-9) either.push({ classIds: parts.map((part) => variant.fleet[part.classIndex]!.id), cells: p.cells });
    }
  });
  const clamp = (x: number): number => Math.min(1, Math.max(0, x / n));
  // Cells announced hit are certain: no rounding there.
  for (const c of merged.problem.occupied) marginal[c] = n;
  const classMarginal: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => {
    if (classFilter === undefined || c.id === classFilter) classMarginal[c.id] = byClass[k]!.map(clamp);
  });
  const placementChances = Object.keys(chances).length > 0 ? { placementChances: chances } : {};
  return { exact: true, count, marginal: marginal.map(clamp), classMarginal, pinned, ...(either.length > 0 ? { pinnedEither: either } : {}), ...placementChances, ...extra };
}

/** Constraints dropped, filters kept: a superset of the consistent layouts to sample from. */
function relaxed(problem: Problem): Problem {
  return { ...problem, constraints: [] };
}

function holds(constraints: readonly LinearConstraint[], chosen: readonly ShipPlacement[]): boolean {
  return constraints.every((c) => satisfies(c, chosen.reduce((s, p) => s + (c.weights.get(p) ?? 0), 0)));
}

/** Draw merged-group placements uniformly, then name the ships of merged classes at random. */
function nameShips(merged: Merged, chosen: readonly ShipPlacement[], rng: Rng): ShipPlacement[] {
  const out: ShipPlacement[] = [];
  merged.problem.groups.forEach((g, gi) => {
    const parts = merged.parts[gi]!;
    const mine = chosen.filter((p) => g.placements.includes(p));
    if (parts.length === 1) {
      out.push(...mine);
      return;
    }
    const labels: number[] = [];
    for (const part of parts) for (let i = 0; i < part.count; i++) labels.push(part.classIndex);
    for (let i = labels.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [labels[i], labels[j]] = [labels[j]!, labels[i]!];
    }
    mine.forEach((p, i) => {
      const k = labels[i]!;
      const part = parts.find((x) => x.classIndex === k)!;
      const same = part.placements.find((q) => q.cells.join(',') === p.cells.join(','));
      out.push(same ?? p);
    });
  });
  return out;
}

/**
 * Fewest samples the relaxed rejection sampler must accept for its estimate to stand when a chain
 * (`InferOptions.estimate`) waits behind it: below, each probability's standard error could be
 * up to 0.5/√200, 3.5 points.
 */
const MIN_REJECTION_SAMPLES = 200;

/** Fewest effective samples (`SampleEstimate.effective`) an importance estimate is given from. */
const MIN_EFFECTIVE_SAMPLES = 10;

function sampleFallback(variant: Variant, evidence: Evidence, merged: Merged, opts: InferOptions): InferenceResult {
  const N = cellCount(variant.board);
  const rng = createRng(opts.seed ?? 1);
  const work = WorkMeter.ms(Math.max(1000, opts.budgetMs ?? 1000));
  const report = opts.onProgress;
  const relaxing = merged.problem.constraints.length > 0;
  // Constraints the importance sampler cannot aim at (counts, sinkings, salvo sizes): with a
  // chain to estimate, the relaxed rejection sampler gets half the budget, the chain the rest.
  const chain = relaxing && opts.estimate !== undefined && coverCells(merged.problem).size < merged.problem.constraints.length ? opts.estimate : undefined;
  if (chain !== undefined) return chainFallback(variant, evidence, merged, opts, chain, work, rng);
  // With constraints the budget may go to the relaxed count and then a quarter of it more to the
  // importance sampler (below): the relaxed count and its draws report their share of the whole
  // so, and the sampler goes on from there, never back.
  const scale = relaxing ? 0.8 : 1;
  if (report) work.reporting((f) => report(f * scale, 'sampling'));
  if (relaxing) {
    // Exactly uniform: rejection from the exact uniform distribution of a relaxed problem.
    try {
      const relaxedDp = new ProfileDp(relaxed(merged.problem));
      const superCount = relaxedDp.count({ keepLevels: true, work });
      if (superCount === 0n) return emptyResult(variant, N, undefined, opts.classFilter);
      relaxedDp.placementWeights({ work });
      const sampled = rejectionSample(variant, evidence, merged, relaxedDp, superCount, rng, work, opts);
      report?.(1, 'sampling');
      return sampled;
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
    }
  }
  // What is left of the sampling budget (the relaxed count may have spent some of it), but at
  // least a quarter of it.
  return importanceFallback(variant, merged, opts, new WorkMeter(Math.max(work.left, work.limit / 4)), rng, work.spent);
}

/** The importance sampler on `rest`, its progress going on from `before` units already spent. */
function importanceFallback(variant: Variant, merged: Merged, opts: InferOptions, rest: WorkMeter, rng: Rng, before: number): InferenceResult {
  const N = cellCount(variant.board);
  const report = opts.onProgress;
  // The sampler's progress goes on from where the relaxed count left it: before / (before + rest)
  // is at least the scale × min(1, before / limit) that reported (rest is limit - before, or a
  // quarter of limit).
  if (report) rest.reporting((f) => report(Math.min(1, (before + f * rest.limit) / (before + rest.limit)), 'sampling'));
  const est = importanceSample(merged.problem, rng, rest);
  // Too little weight to estimate from (a sample or two matching the evidence): unknown, never
  // an estimate with a standard error of 0.
  if (est.effective < MIN_EFFECTIVE_SAMPLES) return { ...unanswered(variant, N, opts.classFilter), samples: est.accepted, method: 'importance' };
  const classMarginal: Record<string, number[]> = {};
  const classStdError: Record<string, number[]> = {};
  const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  const errByClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  merged.problem.groups.forEach((g, gi) => {
    for (const part of merged.parts[gi]!) {
      for (let c = 0; c < N; c++) {
        byClass[part.classIndex]![c]! += (est.groupMarginal[gi]![c]! * part.count) / g.count;
        errByClass[part.classIndex]![c]! += (est.groupStdError[gi]![c]! * part.count) / g.count;
      }
    }
  });
  variant.fleet.forEach((c, k) => {
    if (opts.classFilter !== undefined && c.id !== opts.classFilter) return;
    classMarginal[c.id] = byClass[k]!;
    classStdError[c.id] = errByClass[k]!;
  });
  const count = BigInt(Math.round(est.count)) * merged.multiplier;
  const countStdError = est.countStdError * Number(merged.multiplier);
  return { exact: false, count, marginal: est.marginal, classMarginal, pinned: [], samples: est.accepted, stdError: est.stdError, classStdError, countStdError, method: 'importance' };
}

/** `sampleFallback` with a chain behind the relaxed rejection sampler (see there). */
function chainFallback(variant: Variant, evidence: Evidence, merged: Merged, opts: InferOptions, chain: Estimator, work: WorkMeter, rng: Rng): InferenceResult {
  const N = cellCount(variant.board);
  const report = opts.onProgress;
  const first = new WorkMeter(work.limit / 2);
  if (report) first.reporting((f) => report(f / 2, 'sampling'));
  try {
    const relaxedDp = new ProfileDp(relaxed(merged.problem));
    const superCount = relaxedDp.count({ keepLevels: true, work: first });
    if (superCount === 0n) return emptyResult(variant, N, undefined, opts.classFilter);
    relaxedDp.placementWeights({ work: first });
    const sampled = rejectionSample(variant, evidence, merged, relaxedDp, superCount, rng, first, opts);
    if ((sampled.samples ?? 0) >= MIN_REJECTION_SAMPLES) {
      report?.(1, 'sampling');
      return sampled;
    }
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
  }
  const rest = new WorkMeter(Math.max(work.limit - first.spent, work.limit / 2));
  const before = first.spent;
  const onProgress = report ? (f: number) => report(Math.min(1, (before + f * rest.limit) / (before + rest.limit)), 'sampling') : undefined;
  const est = chain(variant, evidence, { work: rest, seed: opts.seed ?? 1, ...(opts.classFilter !== undefined ? { classFilter: opts.classFilter } : {}), ...(onProgress ? { onProgress } : {}) });
  if (est !== null) {
    report?.(1, 'sampling');
    return est;
  }
  // No layout to start a chain from: the importance sampler, on what the chain's search for one
  // left of its budget (that search is charged to it), but at least a quarter of it.
  return importanceFallback(variant, merged, opts, new WorkMeter(Math.max(rest.left, rest.limit / 4)), rng, 0);
}

function rejectionSample(variant: Variant, evidence: Evidence, merged: Merged, relaxedDp: ProfileDp, superCount: bigint, rng: Rng, work: WorkMeter, opts: InferOptions): InferenceResult {
  const N = cellCount(variant.board);
  const constraints = merged.problem.constraints;
  // One unread cell read exactly (`unreadReadExactly`): a draw fits some reading of it, or is
  // rejected too (the layouts compiled are the weakened reading's, every reading and some more).
  // The draws kept are then of the readings alone (`samplesOfReadings`), unless a later report is
  // set aside for a cell of its own, which `readingCheck` does not read.
  const fits = readingCheck(variant, evidence);
  const hits = new Array<number>(N).fill(0);
  const classHits = variant.fleet.map(() => new Array<number>(N).fill(0));
  let drawn = 0;
  let accepted = 0;
  while (accepted < 20000 && drawn < 2_000_000 && (drawn < 100 || !work.exhausted)) {
    const chosen = relaxedDp.sample(rng, work);
    drawn++;
    work.record('drawStep', drawSteps(constraints.length, chosen.length));
    if (!holds(constraints, chosen)) continue;
    const named = nameShips(merged, chosen, rng);
    if (fits !== null && !fits(named)) continue;
    accepted++;
    for (const p of named) {
      for (const c of p.cells) {
        hits[c]!++;
        classHits[p.classIndex]![c]!++;
      }
    }
  }
  const est = accepted === 0 ? 0n : (superCount * merged.multiplier * BigInt(accepted)) / BigInt(drawn);
  const marginal = hits.map((h) => (accepted === 0 ? 0 : h / accepted));
  const stdError = marginal.map((p) => (accepted === 0 ? 0 : Math.sqrt((p * (1 - p)) / accepted)));
  const classMarginal: Record<string, number[]> = {};
  const classStdError: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => {
    if (opts.classFilter !== undefined && c.id !== opts.classFilter) return;
    classMarginal[c.id] = classHits[k]!.map((h) => (accepted === 0 ? 0 : h / accepted));
    classStdError[c.id] = classMarginal[c.id]!.map((p) => (accepted === 0 ? 0 : Math.sqrt((p * (1 - p)) / accepted)));
  });
  // The count is the relaxed count times the share of draws accepted: a binomial proportion's
  // error, the share taken with two draws of each kind added (Agresti-Coull), so that every draw
  // accepted (or none) gives an error above 0: no spread seen in 10,000 draws is not none.
  const share = drawn === 0 ? 0 : (accepted + 2) / (drawn + 4);
  const countStdError = drawn === 0 ? 0 : Number(superCount * merged.multiplier) * Math.sqrt((share * (1 - share)) / (drawn + 4));
  return { exact: false, count: est, marginal, classMarginal, pinned: [], samples: accepted, stdError, classStdError, countStdError, method: 'rejection' };
}

const tooBig = new Set<string>();

/**
 * A layout drawn uniformly among all legal layouts consistent with the evidence (with one unread
 * cell read exactly, `unreadReadExactly`: among the layouts of some reading of it, no more), or
 * null when none is found in `UNIFORM_DRAWS` draws, or counting them would take more than `maxWork` units (states, plus stored values / 16: a
 * deterministic budget, so a seed always gives the same answer on every machine; the default
 * admits Jutland's empty board, a couple of seconds).
 *
 * @example
 *   uniformLayout(jutland, NO_EVIDENCE, 42) // the same uniformly drawn fleet for seed 42, everywhere
 */
export function uniformLayout(variant: Variant, evidence: Evidence, seed: number | string, maxWork = 1_400_000): FleetLayout | null {
  // Remember empty-board problems found too big, so repeated draws do not pay for it again.
  const key = evidence.salvos.length === 0 && (evidence.ownSalvoSizes ?? []).length === 0
    ? JSON.stringify([variant.board.rows, variant.board.columns, variant.fleet.map((c) => [c.kind, c.shape, c.count]), variant.placement, maxWork])
    : undefined;
  if (key !== undefined && tooBig.has(key)) return null;
  const merged = mergeIdentical(compileEvidence(variant, evidence));
  if (merged.problem.impossible !== undefined) return null;
  const dp = new ProfileDp(merged.problem);
  try {
    if (dp.count({ keepLevels: true, maxWork }) === 0n) return null;
  } catch (e) {
    if (e instanceof BudgetExceeded) {
      if (key !== undefined) tooBig.add(key);
      return null;
    }
    throw e;
  }
  dp.placementWeights();
  return drawFitting(variant, evidence, merged, dp, createRng(seed), UNIFORM_DRAWS);
}

/** How many draws `uniformLayout` makes at most for a layout that fits some reading of an unread cell. */
const UNIFORM_DRAWS = 10_000;

/**
 * A layout drawn uniformly from the weakened reading's (the profile DP `dp`, counted), drawn again
 * until it fits some reading of an unread cell where the evidence is read exactly
 * (`unreadReadExactly`): uniform among those. Null after `maxDraws` draws none of which fits.
 */
function drawFitting(variant: Variant, evidence: Evidence, merged: Merged, dp: ProfileDp, rng: Rng, maxDraws: number): FleetLayout | null {
  const fits = readingCheck(variant, evidence);
  for (let i = 0; i < maxDraws; i++) {
    const layout = layoutFromPlacements(variant, nameShips(merged, dp.sample(rng), rng));
    if (fits === null || fits(layout)) return layout;
  }
  return null;
}

/**
 * A layout drawn uniformly among all legal layouts consistent with the evidence (exact
 * counting, then sampling by completions; with one unread cell read exactly, among the layouts
 * of some reading of it, as `infer` counts them). Throws a RangeError when none is consistent.
 *
 * @example
 *   sampleLayout(variant, NO_EVIDENCE, 42) // a uniformly random legal fleet, the same for seed 42
 */
export function sampleLayout(variant: Variant, evidence: Evidence, seed: number | string): FleetLayout {
  const merged = mergeIdentical(compileEvidence(variant, evidence));
  if (merged.problem.impossible !== undefined) throw new RangeError(`no consistent layout: ${merged.problem.impossible}`);
  const dp = new ProfileDp(merged.problem);
  if (dp.count({ keepLevels: true }) === 0n) throw new RangeError('no consistent layout');
  dp.placementWeights();
  const rng = createRng(seed);
  let counted = false;
  for (;;) {
    const drawn = drawFitting(variant, evidence, merged, dp, rng, UNIFORM_DRAWS);
    if (drawn !== null) return drawn;
    if (counted) continue;
    // Many draws and none fits a reading of the unread cell: whether any does, counted (once).
    const exact = infer(variant, evidence);
    if (exact.count === 0n) throw new RangeError(`no consistent layout${exact.impossible !== undefined ? `: ${exact.impossible}` : ''}`);
    counted = true;
  }
}
