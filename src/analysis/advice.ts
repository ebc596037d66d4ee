/**
 * The best salvo by expected hits, from a posterior: by linearity the expected hits of a salvo is
 * the sum of its cells' marginals, so the greedy top-k cells are exactly the best salvo. When the
 * variant penalises hitting a protected ship by a lost turn (Perelman's hospital), each cell's
 * value is discounted by P(protected ship there) × the expected hits of the turn it would cost
 * (a linear approximation: a salvo that hits the hospital twice loses one turn, not two).
 *
 * Ties (cells of equal value, common on symmetric boards) are broken toward information: the
 * entropy of the shot's outcome over "miss" and the classes that may be there, then the lowest
 * cell index, so the choice is deterministic.
 *
 * @example
 *   const a = bestSalvo(variant, posterior, fired, 3);
 *   a.cells         // [23, 45, 67]
 *   a.expectedHits  // 1.42
 */
import type { Variant } from '../variant/model.js';
import type { Posterior } from './posterior.js';

export interface PenaltyWeighing {
  /** The protected classes whose hit costs a turn. */
  readonly classes: readonly string[];
  /** The expected hits of the turn a protected hit would cost (the discount per unit probability). */
  readonly turnValue: number;
  /** Sum over the chosen cells of P(protected ship there): an upper bound on P(losing a turn). */
  readonly risk: number;
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
   * Present when the variant penalises protected hits but nothing else can be left afloat: the
   * protected classes (the ones still to be hit) that no salvo can avoid, so the advice did not weigh
   * the turn a hit costs (a hit on them is the only way on, and the last one ends the game).
   */
  readonly unavoidable?: readonly string[];
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

/** Values closer than this are ties (broken by outcome entropy, then index). */
const TIE = 1e-12;

/** Cells not yet fired at, ordered by `value` (high first), ties by outcome entropy then index. */
export function rankCells(posterior: Posterior, fired: ReadonlySet<number>, value: readonly number[]): number[] {
  const cells: number[] = [];
  for (let c = 0; c < value.length; c++) if (!fired.has(c)) cells.push(c);
  return sortCells(posterior, cells, value);
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
  return sortCells(posterior, cells, value).slice(0, k);
}

function sortCells(posterior: Posterior, cells: number[], value: readonly number[]): number[] {
  const eps = TIE;
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
    const e = ent(b) - ent(a);
    if (Math.abs(e) > eps) return e;
    return a - b;
  });
}

/**
 * The salvo of `shots` cells (not in `fired`) with the most expected hits under `posterior`,
 * weighing the variant's protected-hit penalty when it has one.
 */
export function bestSalvo(variant: Variant, posterior: Posterior, fired: ReadonlySet<number>, shots: number): SalvoAdvice {
  const marginal = posterior.marginal;
  const classes = penalisedClasses(variant);
  let value: readonly number[] = marginal;
  let penalty: PenaltyWeighing | undefined;
  // Where only protected ships can be left afloat, every hit is on them: weighing the turn a hit
  // costs would rank certain misses above them (the lost turn worth as much as the hits), and the
  // hit that sinks the last of them ends the game, with no turn to lose.
  const others = classes.length > 0 ? variant.fleet.filter((c) => !classes.includes(c.id)).map((c) => c.id) : [];
  const otherAfloat = marginal.some((_, c) => !fired.has(c) && others.some((id) => (posterior.classMarginal[id]?.[c] ?? 0) > TIE));
  const unavoidable = otherAfloat ? [] : classes.filter((id) => marginal.some((_, c) => !fired.has(c) && (posterior.classMarginal[id]?.[c] ?? 0) > TIE));
  if (unavoidable.length > 0) {
    const chosen = topCells(posterior, fired, value, shots);
    return { cells: chosen, expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0), probabilities: chosen.map((c) => marginal[c]!), unavoidable };
  }
  if (classes.length > 0) {
    // A lost turn costs about what this salvo is worth: the top-k marginals.
    const plain = rankCells(posterior, fired, marginal).slice(0, shots);
    const turnValue = plain.reduce((s, c) => s + marginal[c]!, 0);
    const risk = marginal.map((_, c) => classes.reduce((s, id) => s + (posterior.classMarginal[id]?.[c] ?? 0), 0));
    value = marginal.map((m, c) => m - risk[c]! * turnValue);
    const chosen = rankCells(posterior, fired, value).slice(0, shots);
    penalty = { classes, turnValue, risk: chosen.reduce((s, c) => s + risk[c]!, 0) };
    return {
      cells: chosen,
      expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0),
      probabilities: chosen.map((c) => marginal[c]!),
      penalty,
    };
  }
  const chosen = topCells(posterior, fired, value, shots);
  return { cells: chosen, expectedHits: chosen.reduce((s, c) => s + marginal[c]!, 0), probabilities: chosen.map((c) => marginal[c]!) };
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
