/**
 * A simulate report of a match between two hunt players over `rows` (games made up by a test),
 * its summary computed by simulate's own summarizeRows: what the formatting and comparison tests
 * of simulate feed in (simulate-too-few-said, simulate-censored-sink).
 */
import type { GameRow } from '../../src/analysis/play.js';
import { summarizeRows, type SimulationReport } from '../../src/analysis/simulate.js';
import type { Variant } from '../../src/variant/model.js';

export function matchReport(v: Variant, rows: readonly GameRow[]): SimulationReport {
  return {
    variant: v.id,
    mode: 'match',
    seed: '1',
    strategies: ['hunt', 'hunt'],
    fleets: 'uniform over all legal fleets (rejection sampling)',
    posterior: { exact: 0, estimated: 0, sampled: 0 },
    summary: summarizeRows(v, rows),
    rows: [...rows],
  };
}
