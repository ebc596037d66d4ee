/**
 * Two simulation reports set side by side, as `salvo simulate` compares variants: each later
 * variant against the first, the differences (the later's less the first's) of the means of
 * salvos, shots and shots to sink the fleet, and of the first player's share of decided games,
 * each with its 95% interval and whether it is more than noise. The table's text and `--json`
 * both say these, from here, so they cannot disagree.
 *
 * @example
 *   const d = simulationDifferences(reports[0], reports[1]);
 *   d.salvos?.beyondNoise // true: the second variant's games are longer (or shorter) beyond noise
 */
import type { SimulationReport } from './simulate.js';
import { meanDifference, proportionDifference, type Difference } from './stats.js';

export interface SimulationDifferences {
  /** Each null where a report has fewer than two games (no spread to judge the noise by). */
  readonly salvos: Difference | null;
  readonly shots: Difference | null;
  readonly shotsToSink: Difference | null;
  /**
   * The first player's share of decided games (a fraction, not percent); only where both are
   * matches (solo play has no first player to win); null where either has no decided game.
   */
  readonly firstWins?: Difference | null;
}

/** The first player's wins of the decided games. */
function share(r: SimulationReport): { successes: number; trials: number } {
  return { successes: r.summary.wins[r.summary.firstPlayer.side] ?? 0, trials: r.summary.games - r.summary.draws };
}

/** `other` against `first`: each difference is `other`'s less `first`'s. */
export function simulationDifferences(first: SimulationReport, other: SimulationReport): SimulationDifferences {
  return {
    salvos: meanDifference(first.summary.salvos, other.summary.salvos),
    shots: meanDifference(first.summary.shots, other.summary.shots),
    shotsToSink: meanDifference(first.summary.shotsToSink, other.summary.shotsToSink),
    ...(first.mode === 'match' && other.mode === 'match' ? { firstWins: proportionDifference(share(first), share(other)) } : {}),
  };
}

/**
 * The heads of the columns: the variants' ids, or the references given (a file's path as typed)
 * where two variants share an id (a designer's copy of a template keeps its id), else the two
 * columns would read alike.
 */
export function columnHeads(ids: readonly string[], given: readonly string[]): string[] {
  return ids.map((id, i) => (ids.indexOf(id) === ids.lastIndexOf(id) ? id : (given[i] ?? id)));
}
