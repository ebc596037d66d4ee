/**
 * `simulate`'s comparison of two variants counts the first player's share of the decided games
 * only: a drawn game is neither side's win, so two variants whose first player wins half the games
 * that have a winner are alike there, however many games each drew (mutation round 4, C02).
 */
import { describe, expect, it } from 'vitest';
import type { SimulationReport } from '../../src/analysis/simulate.js';
import { simulationDifferences } from '../../src/analysis/simulate-compare.js';
import { summarize } from '../../src/analysis/stats.js';

/** A match of `games` games of which `draws` were drawn and the first player (`a`) won `wins`. */
function report(games: number, draws: number, wins: number): SimulationReport {
  const lengths = summarize(Array.from({ length: games }, (_, i) => 20 + (i % 3)));
  return {
    variant: 'x',
    mode: 'match',
    seed: '1',
    strategies: ['hunt', 'hunt'],
    fleets: 'random',
    posterior: { exact: 0, estimated: 0, sampled: 0 },
    summary: {
      games,
      salvos: lengths,
      shots: lengths,
      shotsToSink: lengths,
      unfinished: draws,
      wins: { a: wins, b: games - draws - wins },
      draws,
      firstPlayer: { side: 'a', rate: wins / (games - draws), low: 0, high: 1 },
    },
    rows: [],
  };
}

describe('simulationDifferences', () => {
  it("sets the first player's wins against the decided games, draws left out", () => {
    // 3 wins of the 6 decided games (4 drawn), against 5 of 10 with no draw: both a half.
    const d = simulationDifferences(report(10, 4, 3), report(10, 0, 5));
    expect(d.firstWins).not.toBeNull();
    expect(d.firstWins!.difference).toBeCloseTo(0, 12);
    expect(d.firstWins!.beyondNoise).toBe(false);
    // And the other way round: 5 of 10 decided (none drawn) against 2 of the 4 decided of 10.
    const e = simulationDifferences(report(10, 0, 5), report(10, 6, 2));
    expect(e.firstWins!.difference).toBeCloseTo(0, 12);
  });

  it('gives no share where a variant decided no game (every one drawn)', () => {
    expect(simulationDifferences(report(4, 4, 0), report(4, 0, 2)).firstWins).toBeNull();
  });
});
