/**
 * The best salvo by expected hits, from a posterior: by linearity the expected hits of a salvo is
 * the sum of its cells' marginals, so the greedy top-k cells are exactly the best salvo. When the
 * variant penalises hitting a protected ship by a lost turn (Perelman's hospital), a salvo is
 * valued at its expected hits less P(it hits a protected ship) × the turn's worth, the expected
 * hits of the best salvo now. A salvo that hits the hospital twice loses one turn, not two: where
 * the posterior gives the protected ship's placements (`Posterior.placementChances`), that chance
 * is exact for a class of one ship, and the salvo is chosen among the best cells by it, so that
 * shots which can only hit the hospital together (neighbours along it) are counted once. Without
 * them (an estimate from samples), each cell is discounted by P(protected ship there) instead (a
 * sum over the cells: at least the chance). Where the hospital must be sunk and every salvo is one
 * shot, each of its hits costs its turn whenever made, and only the hit that would sink it while
 * another ship is afloat is weighed (`hitsOwed`, `withSinksLast`). A ship that need not be sunk (`mustSink: false`: a
 * decoy, or Skagerrak's hospital ship) is no hit worth having: its hits bring the win no nearer, so
 * the salvo is chosen by its hits on the ships that must be sunk (`worthlessClasses`); where the
 * ship is protected, its hits count in neither the salvo's value nor the turn's worth, only the
 * turn they cost. With salvos of more than one shot, a salvo that sinks every ship afloat whatever
 * the layout (`finishingSalvo`) ends the game, and is chosen unweighed: its hospital hits cost no turn.
 *
 * Ties (cells of equal value, common on symmetric boards) are broken toward information: the
 * entropy of the shot's outcome over "miss" and the classes that may be there, then the lowest
 * cell index, so the choice is deterministic.
 * Breaking them by the shot's whole answer instead (miss, hit, "sunk" with the class:
 * ./shot-answer.ts) was measured and not kept: exact ties are mostly mirror images, equal by
 * either measure, and in classic-1967 the advisor alone sank the fleet in 44.17 ± 0.29 shots
 * before and 44.27 ± 0.29 after (1,000 games, seeds 47 and 48; paired +0.10 ± 0.09).
 *
 * @example
 *   const a = bestSalvo(variant, posterior, fired, 3);
 *   a.cells         // [23, 45, 67]
 *   a.expectedHits  // 1.42
 */
import type { Variant } from '../variant/model.js';
import type { Announcement } from '../rules/announcement.js';
import type { Evidence, Inferrer, Posterior } from './posterior.js';

export interface PenaltyWeighing {
  /** The protected classes whose hit costs a turn. */
  readonly classes: readonly string[];
  /** A turn's worth, which a protected hit would cost: the expected hits of the best salvo now (the discount per unit probability). */
  readonly turnValue: number;
  /** The chance the chosen salvo hits a protected ship (loses a turn): exact when `riskExact`, else at least that chance (a sum over cells). */
  readonly risk: number;
  /** `risk` is the chance itself (from the placements of a one-ship protected class), not a sum over the cells; estimated where the posterior is. */
  readonly riskExact: boolean;
  /**
   * The protected ship must be sunk and every salvo from now on is one shot (`hitsOwed`): each of
   * its cells costs its turn whenever it is hit, so only the hit that would sink it while another
   * ship is afloat is weighed (sunk last, its last hit ends the game and costs nothing): a cell's
   * value is its chance less P(the shot sinks it) × `turnValue` (`sinkChances`), where otherwise
   * it is its chance less P(it hits it) × `turnValue`.
   */
  readonly owed?: true;
  /**
   * The protected classes that need not be sunk (`worthlessClasses`), where there are any: a hit
   * on them counts for nothing in the salvo's value nor in `turnValue`, only the turn it costs.
   */
  readonly worthless?: readonly string[];
}

export interface SalvoAdvice {
  /** The cells, best first. */
  readonly cells: readonly number[];
  /** Expected hits of the salvo (sum of the marginals). */
  readonly expectedHits: number;
  /** P(hit) of each chosen cell. */
  readonly probabilities: readonly number[];
  /** Present when the variant penalises protected hits and the advice weighed it. */
  readonly penalty?: PenaltyWeighing;
  /**
   * The classes that need not be sunk (`worthlessClasses`), where there are any and the advice
   * left their hits out of its choice (every branch but `unavoidable`): a decoy's hits, as a
   * hospital's, bring the win no nearer. `expectedHits` and `probabilities` still count them.
   */
  readonly worthless?: readonly string[];
  /**
   * Present when the variant penalises protected hits but a lost turn would cost nothing now (see
   * `turnFreeOf`), so the advice did not weigh it: why.
   */
  readonly turnFree?: TurnFree;
  /**
   * Present when the variant penalises protected hits but nothing else can be left afloat: the
   * protected classes (the ones still to be hit) that no salvo can avoid, so the advice did not weigh
   * the turn a hit costs (a hit on them is the only way on, and the last one ends the game).
   */
  readonly unavoidable?: readonly string[];
  /**
   * Present when the variant penalises protected hits, salvos are of more than one shot, and this
   * salvo sinks every ship still afloat whatever the layout (`finishingSalvo`): the game ends with
   * it, so its hits on the protected ship cost no turn, and it was not weighed.
   */
  readonly endsGame?: true;
}

/**
 * Why a turn lost for hitting a protected ship would cost nothing: `last-shots`, the shooter has no
 * shots left after this salvo under the variant's shot limit (no turn of its own is left to lose);
 * `enemy-out`, the enemy has fired all its shots (the turn it would gain, it cannot use).
 */
export type TurnFree = 'last-shots' | 'enemy-out';

/**
 * Whether a turn lost now would cost nothing (`TurnFree`), from the shots the shooter and the
 * enemy have left under the shot limit (null: no limit) and the shots of this salvo.
 *
 * @example
 *   turnFreeOf({ shotsLeft: 1 }, { shotsLeft: 9 }, 1) // 'last-shots'
 */
export function turnFreeOf(shooter: { readonly shotsLeft: number | null }, enemy: { readonly shotsLeft: number | null }, shots: number): TurnFree | undefined {
  if (shooter.shotsLeft !== null && shooter.shotsLeft - shots <= 0) return 'last-shots';
  if (enemy.shotsLeft === 0) return 'enemy-out';
  return undefined;
}

/** Entropy in bits of a shot's outcome: miss, or a ship of one of the classes. */
export function outcomeEntropy(posterior: Posterior, cell: number): number {
  let h = 0;
  let hit = 0;
  for (const m of Object.values(posterior.classMarginal)) {
    const p = m[cell] ?? 0;
    hit += p;
    if (p > 0) h -= p * Math.log2(p);
  }
  const miss = 1 - hit;
  if (miss > 1e-15) h -= miss * Math.log2(miss);
  return h;
}

/** The classes whose hit costs the shooter a turn under the variant's rules (empty if none). */
export function penalisedClasses(variant: Variant): string[] {
  if (variant.turns.protectedHitPenalty === 'none') return [];
  return variant.fleet.filter((c) => c.protected).map((c) => c.id);
}

/**
 * The classes a hit on which counts for nothing: ships that need not be sunk (`mustSink: false`: a
 * decoy, Skagerrak's hospital ship), where the game is not won by the most hits when the shots run
 * out (there a hit on them is a hit dealt like any other). Such a hit brings the game's end no
 * nearer, so the advice does not aim at them; a protected one's hit costs a turn besides, so the
 * advice values it at the turn alone.
 */
export function worthlessClasses(variant: Variant): string[] {
  const mostHits = variant.turns.shotLimit !== null && variant.turns.onShotsExhausted === 'most-hits-wins';
  if (mostHits) return [];
  return variant.fleet.filter((c) => !c.mustSink).map((c) => c.id);
}

/**
 * Per cell, the chance a shot there hits a ship worth hitting: the marginal less the chances of
 * `worthlessClasses` (the marginal itself where there are none).
 */
export function usefulMarginal(variant: Variant, posterior: Posterior): readonly number[] {
  const worthless = worthlessClasses(variant);
  if (worthless.length === 0) return posterior.marginal;
  return posterior.marginal.map((m, c) => Math.max(0, worthless.reduce((x, id) => x - (posterior.classMarginal[id]?.[c] ?? 0), m)));
}

/** Values closer than this are ties (broken by outcome entropy, then index). */
const TIE = 1e-12;

/**
 * Cells not yet fired at, ordered by `value` (high first), ties by outcome entropy then index;
 * under an estimate, among equals the cells the evidence proves water (`Posterior.water`) last
 * (`avoidWater`, by default): an estimate's 0 elsewhere only says no sample saw a ship there, so
 * a shot there may hit, where a shot at water cannot.
 */
export function rankCells(posterior: Posterior, fired: ReadonlySet<number>, value: readonly number[], avoidWater = true): number[] {
  const cells: number[] = [];
  for (let c = 0; c < value.length; c++) if (!fired.has(c)) cells.push(c);
  return sortCells(posterior, cells, value, avoidWater);
}

/**
 * The first `k` cells of `rankCells`, without ranking them all: only the cells within a tie of
 * the k-th best value can be among them, and only those are sorted.
 */
export function topCells(posterior: Posterior, fired: ReadonlySet<number>, value: readonly number[], k: number): number[] {
  if (k <= 0) return [];
  // The k best values seen, in decreasing order.
  const best: number[] = [];
  for (let c = 0; c < value.length; c++) {
    if (fired.has(c)) continue;
    const v = value[c]!;
    if (best.length === k && v <= best[k - 1]!) continue;
    let i = best.length === k ? k - 1 : best.length;
    best[i] = v;
    for (; i > 0 && best[i - 1]! < v; i--) {
      best[i] = best[i - 1]!;
      best[i - 1] = v;
    }
  }
  if (best.length === 0) return [];
  const floor = best[best.length - 1]! - 1000 * TIE;
  const cells: number[] = [];
  for (let c = 0; c < value.length; c++) if (!fired.has(c) && value[c]! >= floor) cells.push(c);
  return sortCells(posterior, cells, value, true).slice(0, k);
}

function sortCells(posterior: Posterior, cells: number[], value: readonly number[], avoidWater: boolean): number[] {
  const eps = TIE;
  // An exact posterior's every 0 is water: nothing to tell apart there.
  const water = avoidWater && !posterior.exact && posterior.water !== undefined && posterior.water.length > 0 ? new Set(posterior.water) : undefined;
  const entropy = new Map<number, number>();
  const ent = (c: number): number => {
    let e = entropy.get(c);
    if (e === undefined) {
      e = outcomeEntropy(posterior, c);
      entropy.set(c, e);
    }
    return e;
  };
  return cells.sort((a, b) => {
    const d = value[b]! - value[a]!;
    if (Math.abs(d) > eps) return d;
    if (water !== undefined) {
      const w = (water.has(a) ? 1 : 0) - (water.has(b) ? 1 : 0);
      if (w !== 0) return w;
    }
    const e = ent(b) - ent(a);
    if (Math.abs(e) > eps) return e;
    return a - b;
  });
}

/**
 * The protected classes no salvo can avoid: where only protected ships can be left afloat, every
 * hit is on them, so weighing the turn a hit costs would rank certain misses above them (the lost
 * turn worth as much as the hits), and the hit that sinks the last of them ends the game, with no
 * turn to lose. Empty while a ship of another class may be afloat (or none is protected).
 */
export function unavoidableClasses(variant: Variant, posterior: Posterior, fired: ReadonlySet<number>): string[] {
  const classes = penalisedClasses(variant);
  if (classes.length === 0) return [];
  const marginal = posterior.marginal;
  const others = variant.fleet.filter((c) => !classes.includes(c.id)).map((c) => c.id);
  const otherAfloat = marginal.some((_, c) => !fired.has(c) && others.some((id) => (posterior.classMarginal[id]?.[c] ?? 0) > TIE));
  return otherAfloat ? [] : classes.filter((id) => marginal.some((_, c) => !fired.has(c) && (posterior.classMarginal[id]?.[c] ?? 0) > TIE));
}

/**
 * Whether a hit on the protected ship is owed its turn whenever it is made, so that hitting it now
 * rather than later costs nothing but where the hit would sink it: one protected class, of one
 * ship, that must be sunk (`mustSink`), its placements known (`Posterior.placementChances`), and
 * salvos of one shot now and ever after (a salvo policy whose shots never grow). Each of its cells
 * must be hit, each in a salvo of its own, and each such salvo costs a turn, whenever it is fired;
 * only the hit that sinks it ends the game without one, where it is the last ship afloat. Sparing
 * it then only puts off the turns it will cost (in Perelman's game, from the 10th hit taken on,
 * a certain hit on the hospital was put behind a 10% shot elsewhere). With salvos of more shots,
 * hits on it can share one lost turn, and the turn is weighed as a whole salvo's (`salvoRisk`):
 * what a hit then costs turns on how its cells left fall into the salvos to come, whose size
 * may drop with the enemy's hits (docs/analysis.md says why that is not weighed).
 *
 * @example
 *   hitsOwed(perelman, posterior, ['hospital'], 1) // true (mustSink, one shot a salvo from the 10th hit on)
 */
export function hitsOwed(variant: Variant, posterior: Posterior, classes: readonly string[], shots: number): boolean {
  if (shots !== 1 || classes.length !== 1 || !owedPossible(variant)) return false;
  return posterior.placementChances?.[classes[0]!] !== undefined;
}

/**
 * Whether `hitsOwed` can hold in some position of the variant: one protected class, of one ship,
 * that must be sunk, no ship that need not be, no extra shot for a hit, and a salvo policy that
 * can come down to one shot and never grows. The report's legend says the one-shot weighing only
 * where it can apply.
 */
export function owedPossible(variant: Variant): boolean {
  const classes = penalisedClasses(variant);
  if (classes.length !== 1 || variant.turns.extraShotOnHit) return false;
  const policy = variant.turns.salvo;
  if (policy.kind === 'constant' && policy.shots !== 1) return false;
  if (policy.kind === 'damage') {
    const sizes = [policy.shots, ...policy.steps.map((st) => st.shots)];
    if (sizes.some((n, i) => i > 0 && n > sizes[i - 1]!) || Math.min(...sizes) > 1) return false;
  }
  const ship = variant.fleet.find((c) => c.id === classes[0]);
  return ship !== undefined && ship.mustSink && ship.count === 1 && worthlessClasses(variant).length === 0;
}

/**
 * Per cell, the chance a shot there sinks a ship of `classes` (`hitsOwed`) while another ship is
 * afloat: the placements of it that hold the cell and whose other cells are all in `fired`, their
 * chances summed, less the chance the shot sinks it with every other ship sunk (its last hit ends
 * the game: no turn lost), where the posterior counted that (`Posterior.sinksLast`, from
 * `withSinksLast`). Without it, the chance the shot sinks it at all (at least the chance weighed).
 */
export function sinkChances(posterior: Posterior, classes: readonly string[], fired: ReadonlySet<number>): number[] {
  const chance = new Array<number>(posterior.marginal.length).fill(0);
  for (const id of classes) {
    for (const pl of posterior.placementChances?.[id] ?? []) {
      const open = pl.cells.filter((c) => !fired.has(c));
      if (open.length === 1) chance[open[0]!]! += pl.p;
    }
    const last = posterior.sinksLast?.[id];
    if (last !== undefined) for (let c = 0; c < chance.length; c++) chance[c] = Math.max(0, chance[c]! - (last[c] ?? 0));
  }
  return chance;
}

/**
 * `posterior` with `sinksLast` counted, where the protected ship's hits are owed their turn
 * (`hitsOwed`, salvos of `shots`) and the posterior is exact: per cell x where a shot may sink it,
 * the chance that x is its last cell and every other ship is sunk, which is the chance that every
 * cell not in `fired` but x is water and x is the protected ship's (its other cells are then all
 * fired, and so are every other ship's). That is counted by `infer` on `evidence` with one more
 * salvo, at every open cell but x, all misses: the layouts left, over the position's, times the
 * chance x is the protected ship's among them. Where a record left cells unread, or a count is not
 * exact, the posterior is returned as it is (the chance the shot sinks it at all is weighed).
 *
 * @example
 *   const post = withSinksLast(perelman, evidence, infer(perelman, evidence), infer, 1, fired);
 *   sinkChances(post, ['hospital'], fired) // P(the shot sinks it while another ship is afloat)
 */
export function withSinksLast(variant: Variant, evidence: Evidence, posterior: Posterior, infer: Inferrer, shots: number, fired: ReadonlySet<number>): Posterior {
  const classes = penalisedClasses(variant);
  if (!hitsOwed(variant, posterior, classes, shots) || !posterior.exact || posterior.count <= 0n || posterior.sinksLast !== undefined) return posterior;
  if (evidence.salvos.some((s) => s.announcement === null || (s.unreadHitsBefore ?? 0) > 0 || s.unreadOwnReport !== undefined)) return posterior;
  const id = classes[0]!;
  const sink = sinkChances(posterior, classes, fired);
  const open: number[] = [];
  for (let c = 0; c < sink.length; c++) if (!fired.has(c)) open.push(c);
  const last = new Array<number>(sink.length).fill(0);
  const whole = Number(posterior.count);
  for (const x of open) {
    if (sink[x]! <= 0) continue;
    const cells = open.filter((c) => c !== x);
    if (cells.length === 0) {
      last[x] = sink[x]!;
      continue;
    }
    const announcement: Announcement = variant.report.timing === 'per-shot' ? { kind: 'per-shot', shots: cells.map(() => ({ result: 'miss' as const })) } : { kind: 'per-salvo', hits: [] };
    const rest = infer(variant, { ...evidence, salvos: [...evidence.salvos, { cells, announcement }] });
    if (!rest.exact) return posterior;
    if (rest.count > 0n) last[x] = Math.min(sink[x]!, (Number(rest.count) / whole) * (rest.classMarginal[id]?.[x] ?? 0));
  }
  return { ...posterior, sinksLast: { [id]: last } };
}

/**
 * The chance the advice weighs against a turn for a salvo of `cells` (not in `fired`), as it chose
 * its own by `penalty`: that the shot sinks the protected ship where its hits are owed their turn
 * (`PenaltyWeighing.owed`), else that the salvo hits it (`salvoRisk`). `analyze` judges the side's
 * salvo by it, as the best salvo is judged.
 */
export function weighedChance(variant: Variant, posterior: Posterior, penalty: PenaltyWeighing, cells: readonly number[], fired: ReadonlySet<number>): number {
  if (penalty.owed !== true) return salvoRisk(variant, posterior, penalty.classes, cells).risk;
  const sink = sinkChances(posterior, penalty.classes, fired);
  return cells.reduce((s, c) => s + (sink[c] ?? 0), 0);
}

/**
 * The salvo of `shots` cells (not in `fired`) with the most expected hits under `posterior`,
 * weighing the variant's protected-hit penalty when it has one, unless `turnFree` says a lost
 * turn would cost nothing now.
 */
export function bestSalvo(variant: Variant, posterior: Posterior, fired: ReadonlySet<number>, shots: number, turnFree?: TurnFree): SalvoAdvice {
  const marginal = posterior.marginal;
  const classes = penalisedClasses(variant);
  let value: readonly number[] = marginal;
  let penalty: PenaltyWeighing | undefined;
  const unavoidable = unavoidableClasses(variant, posterior, fired);
  if (unavoidable.length > 0) {
    const chosen = topCells(posterior, fired, value, shots);
    return { cells: chosen, expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0), probabilities: chosen.map((c) => marginal[c]!), unavoidable };
  }
  // A hit on a ship that need not be sunk counts for nothing (`worthlessClasses`).
  const useful = usefulMarginal(variant, posterior);
  const worthless = worthlessClasses(variant);
  const unwanted = worthless.length > 0 ? { worthless } : {};
  if (classes.length > 0 && turnFree !== undefined) {
    const chosen = topCells(posterior, fired, useful, shots);
    return { cells: chosen, expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0), probabilities: chosen.map((c) => marginal[c]!), turnFree, ...unwanted };
  }
  if (classes.length > 0 && shots > 1 && worthless.length === 0) {
    // A salvo that sinks every ship afloat for certain ends the game: its hospital hits cost no turn.
    const last = finishingSalvo(posterior, fired, shots);
    if (last !== undefined && salvoRisk(variant, posterior, classes, last).risk > 0) {
      return { cells: last, expectedHits: last.reduce((s, c) => s + marginal[c]!, 0), probabilities: last.map((c) => marginal[c]!), endsGame: true };
    }
  }
  if (classes.length > 0) {
    // A lost turn costs about what a salvo is worth now: the top-k marginals (of ships worth hitting).
    const plain = rankCells(posterior, fired, useful);
    const turnValue = plain.slice(0, shots).reduce((s, c) => s + useful[c]!, 0);
    // Where each hit on it is owed its turn anyway (one shot a salvo, it must be sunk), only the hit that sinks it early is weighed.
    const owed = hitsOwed(variant, posterior, classes, shots);
    const risk = owed ? sinkChances(posterior, classes, fired) : marginal.map((_, c) => classes.reduce((s, id) => s + (posterior.classMarginal[id]?.[c] ?? 0), 0));
    value = useful.map((m, c) => m - risk[c]! * turnValue);
    // Water is the one sure miss that cannot hit the protected ship: not put last here.
    const ranked = rankCells(posterior, fired, value, false);
    let chosen = ranked.slice(0, shots);
    if (shots > 1 && classes.every((id) => posterior.placementChances?.[id] !== undefined)) {
      chosen = jointBest(variant, posterior, classes, ranked, plain, shots, turnValue, useful);
    }
    const salvo = salvoRisk(variant, posterior, classes, chosen);
    const penalisedWorthless = worthless.filter((id) => classes.includes(id));
    penalty = { classes, turnValue, risk: salvo.risk, riskExact: salvo.exact, ...(owed ? { owed: true as const } : {}), ...(penalisedWorthless.length > 0 ? { worthless: penalisedWorthless } : {}) };
    return {
      cells: chosen,
      expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0),
      probabilities: chosen.map((c) => marginal[c]!),
      penalty,
      ...unwanted,
    };
  }
  const chosen = topCells(posterior, fired, useful, shots);
  return { cells: chosen, expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0), probabilities: chosen.map((c) => marginal[c]!), ...unwanted };
}

/**
 * The salvo of `shots` cells (not in `fired`) that sinks every ship still afloat in every layout the
 * posterior allows, where there is one: it must hold every open cell a ship may be in (marginal
 * above 0), so there is one exactly when those are `shots` or fewer (the rest of the salvo then
 * water, by `topCells`' order). Only where the posterior is exact (an estimate's 0 only says no
 * sample saw a ship there) and some ship is still afloat; undefined otherwise. Where a hit on the
 * hospital costs a turn (Perelman), that salvo is the game's last: its hits on it cost nothing,
 * and the game takes one turn more, where any other salvo leaves a ship afloat in some layout
 * (tests/analysis/hospital-finishing.test.ts).
 *
 * @example
 *   finishingSalvo(posterior, fired, 3) // [4, 17] + a water cell, or undefined
 */
export function finishingSalvo(posterior: Posterior, fired: ReadonlySet<number>, shots: number): number[] | undefined {
  if (!posterior.exact || posterior.count <= 0n) return undefined;
  let afloat = 0;
  for (let c = 0; c < posterior.marginal.length; c++) if (!fired.has(c) && posterior.marginal[c]! > TIE) afloat++;
  if (afloat === 0 || afloat > shots) return undefined;
  return topCells(posterior, fired, posterior.marginal, shots);
}

/**
 * The chance a salvo of `cells` (not fired at before) hits a ship of `classes`, and whether it is
 * exact. Per class, from the posterior's placement chances where it gives them (exact for a class
 * of one ship, whose placements exclude each other; for more ships, the expected number of them
 * hit, at least the chance), else the sum of the cells' class marginals (exact for one cell);
 * summed over the classes. Of the posterior's layouts: where they are a wider set than an unread
 * cell's readings (`Posterior.readings`), that set's chance, neither the readings' nor a bound of it
 * (higher or lower; suggest says so), but for a 0, which holds for every reading.
 */
export function salvoRisk(variant: Variant, posterior: Posterior, classes: readonly string[], cells: readonly number[]): { risk: number; exact: boolean } {
  const at = new Set(cells);
  let risk = 0;
  let exact = at.size <= 1 || classes.length <= 1;
  for (const id of classes) {
    const placed = posterior.placementChances?.[id];
    if (placed !== undefined) {
      for (const pl of placed) if (pl.cells.some((c) => at.has(c))) risk += pl.p;
      if (at.size > 1 && variant.fleet.find((c) => c.id === id)?.count !== 1) exact = false;
    } else {
      const m = posterior.classMarginal[id];
      for (const c of at) risk += m?.[c] ?? 0;
      if (at.size > 1) exact = false;
    }
  }
  return { risk, exact };
}

/** Candidate salvos weighed together at most (the pool of cells shrinks to keep within it). */
const JOINT_SALVOS = 20_000;

/**
 * The salvo of `shots` cells with the most expected hits (each cell's `worth`: its chance of a
 * ship worth hitting) less `turnValue` × P(it hits a protected ship) (`salvoRisk`), among the best
 * cells: the first of `ranked` (by each cell's own discounted value) and of `plain` (by `worth`),
 * every salvo of them tried. The first salvo tried is
 * `ranked`'s top cells, and only a better one replaces it; its cells come likeliest first.
 */
function jointBest(variant: Variant, posterior: Posterior, classes: readonly string[], ranked: readonly number[], plain: readonly number[], shots: number, turnValue: number, worth: readonly number[]): number[] {
  const marginal = posterior.marginal;
  let size = Math.min(ranked.length, shots + 12);
  while (size > shots && binomial(size, shots) > JOINT_SALVOS) size--;
  const pool: number[] = ranked.slice(0, Math.min(size, shots + 6));
  for (const c of plain) {
    if (pool.length >= size) break;
    if (!pool.includes(c)) pool.push(c);
  }
  for (const c of ranked) {
    if (pool.length >= size) break;
    if (!pool.includes(c)) pool.push(c);
  }
  pool.sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b));
  // Per pool cell, the placements (numbered over the classes) that cover it, and their chances.
  const chance: number[] = [];
  const covering: number[][] = pool.map(() => []);
  const where = new Map(pool.map((c, i) => [c, i]));
  for (const id of classes) {
    for (const pl of posterior.placementChances![id]!) {
      const k = chance.length;
      chance.push(pl.p);
      for (const c of pl.cells) {
        const i = where.get(c);
        if (i !== undefined) covering[i]!.push(k);
      }
    }
  }
  const seen = new Int32Array(chance.length);
  let stamp = 0;
  const valueOf = (pick: readonly number[]): number => {
    stamp++;
    let v = 0;
    for (const i of pick) {
      v += worth[pool[i]!]!;
      for (const k of covering[i]!) {
        if (seen[k] === stamp) continue;
        seen[k] = stamp;
        v -= turnValue * chance[k]!;
      }
    }
    return v;
  };
  const n = Math.min(shots, pool.length);
  const pick = Array.from({ length: n }, (_, i) => i);
  let best = [...pick];
  let bestValue = valueOf(pick);
  for (;;) {
    // The next combination of `n` pool positions, in lexicographic order.
    let i = n - 1;
    while (i >= 0 && pick[i] === pool.length - n + i) i--;
    if (i < 0) break;
    pick[i]!++;
    for (let j = i + 1; j < n; j++) pick[j] = pick[j - 1]! + 1;
    const v = valueOf(pick);
    if (v > bestValue + TIE) {
      bestValue = v;
      best = [...pick];
    }
  }
  // Likeliest first (as the pool's order among equals).
  return best.map((i) => pool[i]!).sort((a, b) => marginal[b]! - marginal[a]! || pool.indexOf(a) - pool.indexOf(b));
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** The most expected hits any salvo of `shots` cells could have drawn (no penalty weighing). */
export function bestExpectedHits(posterior: Posterior, fired: ReadonlySet<number>, shots: number): number {
  const open: number[] = [];
  posterior.marginal.forEach((m, c) => {
    if (!fired.has(c)) open.push(m);
  });
  open.sort((a, b) => b - a);
  return open.slice(0, shots).reduce((s, m) => s + m, 0);
}
