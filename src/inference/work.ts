/**
 * A budget of work rather than of time: the counter's passes and the samplers charge what they
 * do (states expanded, moves made, values added, placements tried), each kind at its measured
 * cost, in units of about a microsecond of the reference machine (the 2-core Linux machine with
 * Node 20 that the README's figures come from). Past the meter's limit the next charge throws
 * `BudgetExceeded`.
 *
 * Why not a clock: with a deadline the same position could be exact on one run and estimated on
 * the next, or on a slower machine, or when two workers share the cores; a sampler's estimate
 * depended on how many samples fitted in the time. With a meter the same input gives the same
 * output everywhere (DESIGN.md: deterministic outputs); `--budget 10000` still means about ten
 * seconds here, and proportionally more or less elsewhere.
 *
 * @example
 *   const work = WorkMeter.ms(10_000); // about 10 s of the reference machine
 *   new ProfileDp(problem).count({ work }); // throws BudgetExceeded past it, at the same point on every machine
 */

/**
 * Thrown when a budget runs out: of work (`'work'`, the meter's limit, or a count's projection
 * that it cannot finish within it), or of memory (`'memory'`, the counter's guard on the bytes a
 * pass may hold: profile-dp.ts `MAX_PASS_BYTES`), so that a caller can say which.
 */
export class BudgetExceeded extends Error {
  constructor(readonly reason: 'work' | 'memory' = 'work') {
    super(reason === 'memory' ? 'memory limit reached' : 'budget exceeded');
    this.name = 'BudgetExceeded';
  }
}

/**
 * The kinds of work charged, each with its cost in units. Measured on the reference machine by
 * `scripts/calibrate-work.ts` (least squares of each pass's time over its tallies, costs kept
 * non-negative, on 36 passes over positions of the example games and empty boards): the units
 * charged match the time within 25–35% (root mean square of the relative error), about as much
 * as the same pass's time varies from run to run on that machine. Where a scan's levels are
 * huge (the empty 15×15 board's first row, before the memory guard stops it) the units fall
 * short of the time by half. States and moves go together, so their costs trade against each
 * other in the fit; the values are rounded.
 */
export const WORK_COST = {
  /** The float pass where ships may not touch (fleet vectors): a state expanded. */
  vectorState: 3,
  /** …a move made (a successor hashed). */
  vectorMove: 0.6,
  /** …a value stored (and added along the moves into it). */
  vectorValue: 0.04,
  /** The backward pass: a value or completion read. */
  backValue: 0.06,
  /** …a move walked. */
  backMove: 0.01,
  /** The single-float passes (ships that may touch, or no fleet vector): a state expanded. */
  scalarState: 0.75,
  /** …a move made. */
  scalarMove: 0.05,
  /** The multi-limb pass: a limb added. */
  limb: 0.03,
  /** Importance sampling: a placement tried. */
  importanceStep: 0.08,
  /**
   * Exact sampling from the counter's levels (ProfileDp.sample, and engine.ts's rejection test of
   * each draw): a level walked, or a constraint term checked…
   */
  drawStep: 0.02,
  /**
   * …a move weighed at a level walked (a completion looked up): what a draw's time follows, from
   * a few hundred moves a draw (straight ships) to over a thousand (diagonal ships)… Fitted by
   * `calibrate-work.ts --only draw` on 12 positions (CPU time, the shared machine loaded): 0.20
   * and 0.28 in two runs, the levels' cost 0 in both (kept small, not 0). The time per unit is
   * then within 0.75–1.6 of a unit's on every position; a move of a small late table (a cache
   * hit, and counted exactly before any draw) takes less.
   */
  drawMove: 0.25,
  /** …and a fleet-vector entry compared to find a move's entry (long fleet vectors). */
  drawScan: 0.0018,
  /**
   * The Markov chain's estimate (src/analysis/chain-posterior.ts): per sweep, a placement of the
   * groups of the ships moved, where constraints are tested and pairs moved. Measured against
   * `importanceStep` in the same process (the shared machine was loaded): 0.4–0.5 on the 20×20
   * designer variant (tests/helpers/grid-twenty.ts) after 2 and 4 salvos of counted reports, 3
   * after 8, where pair and triple moves mend more; 1 is within a factor 3 of both. Measured again
   * by `calibrate-work.ts --only chain` (a run on a budget less one on a quarter of it, so the
   * model and the starts drop out; CPU time, the shared machine at load 17–20, 2026-12-03): the
   * 20×20 variant after 2 and 4 salvos 0.56–0.69 µs a unit; Skagerrak after 2 to 8 salvos played
   * at random 0.01–0.08, Jutland 0.11–0.18, classic Salvo 0.02–0.11, 1967 0.03–0.06, Морской бой
   * 0.05, Statki 15×15 0.01–0.03 (the light kind's included, at its cost). One cost per placement
   * cannot fit both ends (the sweep's cost per placement grows with the board and fleet, far more
   * than the placements); kept at 1, so that no chain runs past its budget's time: elsewhere it
   * stops well short of it (`infer`'s time past its budget is the count's budget, then the
   * estimate's, whose chain takes a tenth or less of its share)…
   */
  chainStep: 1,
  /** …and where no constraint is left and conflict rows serve (0.08 µs on its empty board). */
  chainLightStep: 0.08,
  /**
   * The chain's start (chain-posterior.ts): a placement looked at by the constraint-first search
   * for a first consistent layout, or placed by an exact draw. 0.043–0.050 µs where the search
   * is long (the 20×20 designer variant after 8 and 10 salvos: 13 s and 2 min for eight chains'
   * starts, 2026-12 on the shared machine); where it is short the presolve dominates.
   */
  chainStartStep: 0.05,
} as const;

export type WorkKind = keyof typeof WORK_COST;

/**
 * The `drawStep`s of testing one exact draw against the constraints (engine.ts's rejection
 * sampler): each constraint's term looked up per ship drawn. The draw itself charges the levels
 * and moves it walked (`ProfileDp.sample` with a meter).
 */
export function drawSteps(constraints: number, ships: number): number {
  return constraints * ships;
}

/** How many times a meter `reporting` tells the share spent over its whole limit. */
const REPORTS = 1000;

/** Units in a millisecond of the reference machine. */
export const UNITS_PER_MS = 1000;

export class WorkMeter {
  /** Units charged so far. */
  spent = 0;
  /** Per kind, the amounts charged (for calibration and diagnostics). */
  readonly tally: Record<WorkKind, number> = {
    vectorState: 0,
    vectorMove: 0,
    vectorValue: 0,
    backValue: 0,
    backMove: 0,
    scalarState: 0,
    scalarMove: 0,
    limb: 0,
    importanceStep: 0,
    drawStep: 0,
    drawMove: 0,
    drawScan: 0,
    chainStep: 0,
    chainLightStep: 0,
    chainStartStep: 0,
  };

  /** Where the share of the limit spent is reported (`reporting`), and at what spending next. */
  private onShare: ((fraction: number) => void) | undefined;
  private nextShare = Infinity;

  /** A meter that throws once more than `limit` units are charged. */
  constructor(readonly limit: number = Infinity) {}

  /**
   * This meter, telling `report` the share of its limit spent as each thousandth of it passes
   * (progress where a pass runs to its budget; never with no limit): often enough that a progress
   * line on a pipe can show every few seconds that the work goes on (0.3 s of the reference
   * machine at `count`'s default budget), and still nothing against the work itself.
   *
   * @example
   *   const work = WorkMeter.ms(5000).reporting((f) => progress.update(f, 'sampling'));
   */
  reporting(report: (fraction: number) => void): this {
    this.onShare = report;
    this.nextShare = this.spent + this.limit / REPORTS;
    return this;
  }

  /** A meter for about `ms` milliseconds of the reference machine. */
  static ms(ms: number): WorkMeter {
    return new WorkMeter(ms * UNITS_PER_MS);
  }

  /** Charge `amount` of `kind`; throws `BudgetExceeded` once past the limit. */
  charge(kind: WorkKind, amount: number): void {
    this.record(kind, amount);
    if (this.exhausted) throw new BudgetExceeded();
  }

  /** Charge `amount` of `kind` without throwing (a sampler checks `exhausted` between draws). */
  record(kind: WorkKind, amount: number): void {
    this.tally[kind] += amount;
    this.spent += WORK_COST[kind] * amount;
    if (this.spent >= this.nextShare) {
      this.nextShare = this.spent + this.limit / REPORTS;
      this.onShare?.(Math.min(1, this.spent / this.limit));
    }
  }

  /** Is the limit past? */
  get exhausted(): boolean {
    return this.spent > this.limit;
  }

  /** What is left of the limit (0 when past it). */
  get left(): number {
    return Math.max(0, this.limit - this.spent);
  }
}
