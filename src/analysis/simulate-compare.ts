/**
 * Two simulation reports set side by side, as `salvo simulate` compares variants: each later
 * variant against the first, the differences (the later's less the first's) of the means of
 * salvos, shots and shots to sink the fleet, and of the first player's share of decided games,
 * each with its 95% interval and whether it is more than noise (shots to sink not judged where
 * some game sank no fleet: those games' figures are unknown, so the means are censored). The table's text and `--json`
 * both say these, from here, so they cannot disagree.
 *
 * @example
 *   const d = simulationDifferences(reports[0], reports[1]);
 *   d.salvos?.beyondNoise // true: the second variant's games are longer (or shorter) beyond noise
 */
import type { SimulationReport } from './simulate.js';
import { meanDifference, proportionDifference, type Difference } from './stats.js';

/**
 * The difference of the shots to sink the fleet, of the games in which it was sunk. `censored`:
 * in some game of either variant no fleet was sunk (a shot limit, a draw), so those games' shots
 * to sink are unknown, more than were fired, and each mean leaves them out: a censored sample,
 * whose mean is lower than the variant's by an unknown amount. The difference is then not judged
 * (`beyondNoise` false, whatever its interval): Perelman with hunt sank the fleet in 2 games of
 * 10, at 60 shots, and its mean of 60 beside classic-salvo's 52.3 said nothing of the other 8.
 */
export interface SinkDifference extends Difference {
  readonly censored?: true;
}

export interface SimulationDifferences {
  /** Each null where a report has fewer than two games (no spread to judge the noise by). */
  readonly salvos: Difference | null;
  readonly shots: Difference | null;
  /** Null where either report has fewer than two games in which the fleet was sunk. */
  readonly shotsToSink: SinkDifference | null;
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

/** The shots to sink, censored where some game of either sank no fleet (not judged then). */
function sinkDifference(first: SimulationReport, other: SimulationReport): SinkDifference | null {
  const d = meanDifference(first.summary.shotsToSink, other.summary.shotsToSink);
  if (d === null || (first.summary.unfinished === 0 && other.summary.unfinished === 0)) return d;
  return { ...d, beyondNoise: false, censored: true };
}

/** `other` against `first`: each difference is `other`'s less `first`'s. */
export function simulationDifferences(first: SimulationReport, other: SimulationReport): SimulationDifferences {
  return {
    salvos: meanDifference(first.summary.salvos, other.summary.salvos),
    shots: meanDifference(first.summary.shots, other.summary.shots),
    shotsToSink: sinkDifference(first, other),
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
