/**
 * Every figure `salvo simulate` gives a designer, recomputed here from its own games (the rows
 * of `--json`), by code of this test's own, not src/analysis/stats.ts: the mean, median, sample
 * standard deviation, extremes and quartiles of salvos, shots and shots to sink the fleet, the
 * games not sunk, wins and draws, and the first player's share of decided games with its 95%
 * Wilson interval; each game's own figures checked against each other (its shots are its sides'
 * shots; shots to sink the fleet are the winner's in a match, the shooter's in solo play). The
 * text table is then read back and each cell compared with the recomputed figure as it would be
 * written, and the table and `--json` are the same with two workers as with one, the progress
 * lines on standard error only.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

interface Row {
  winner: string | null;
  salvos: number;
  shots: number;
  sideShots: [number, number];
  shotsToSink: number | null;
}
interface Stat {
  count: number;
  mean: number | null;
  median: number | null;
  stddev: number | null;
  min: number | null;
  max: number | null;
  q1: number | null;
  q3: number | null;
}
interface Report {
  variant: string;
  mode: 'match' | 'solo';
  strategies: string[];
  summary: {
    games: number;
    salvos: Stat;
    shots: Stat;
    shotsToSink: Stat;
    unfinished: number;
    wins: Record<string, number>;
    draws: number;
    /** Only in a match. */
    firstPlayer?: { side: string; rate: number | null; low: number | null; high: number | null };
  };
  rows: Row[];
}

/** The p-quantile by linear interpolation between closest ranks (R's type 7), as the docs say. */
function quantile(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const below = sorted[Math.floor(h)]!;
  const above = sorted[Math.min(sorted.length - 1, Math.floor(h) + 1)]!;
  return below + (h - Math.floor(h)) * (above - below);
}

function recompute(values: number[]): Stat {
  if (values.length === 0) return { count: 0, mean: null, median: null, stddev: null, min: null, max: null, q1: null, q3: null };
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  const n = values.length;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return { count: n, mean, median, stddev: n > 1 ? Math.sqrt(squares / (n - 1)) : 0, min: sorted[0]!, max: sorted[n - 1]!, q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/** Wilson's 95% score interval of k successes in n trials. */
function wilson(k: number, n: number): { rate: number; low: number; high: number } {
  const z = 1.96;
  const p = k / n;
  const denominator = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const half = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { rate: p, low: (centre - half) / denominator, high: (centre + half) / denominator };
}

function expectStat(actual: Stat, expected: Stat): void {
  expect(actual.count).toBe(expected.count);
  for (const k of ['mean', 'median', 'stddev', 'min', 'max', 'q1', 'q3'] as const) {
    if (expected[k] === null) expect(actual[k]).toBeNull();
    else expect(actual[k]).toBeCloseTo(expected[k], 9);
  }
}

/** A summary cell as the table writes it: mean / median ± sd [q1–q3]. */
function cell(s: Stat): string {
  if (s.count === 0) return '—';
  return `${s.mean!.toFixed(1)} / ${s.median!.toFixed(1)} ± ${s.stddev!.toFixed(1)} [${s.q1!.toFixed(0)}–${s.q3!.toFixed(0)}]`;
}

function tableRow(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(label));
  expect(line, label).toBeDefined();
  return line!.slice(label.length).trim();
}

const RUNS: { name: string; args: string[] }[] = [
  // Salvos that shrink with damage, a match of unequal strategies.
  { name: 'jutland, hunt against random', args: ['jutland', '--games', '5', '--strategy', 'hunt', '--vs', 'random', '--seed', '11'] },
  // A shot limit with draws: Perelman's 60 shots a side.
  { name: 'perelman, hunt', args: ['perelman', '--games', '5', '--strategy', 'hunt', '--seed', '3'] },
  // One shot a turn, solo play to the last ship (--vs given: no side plays it).
  { name: 'statki, density solo', args: ['statki', '--games', '4', '--strategy', 'density', '--vs', 'random', '--mode', 'solo', '--seed', '2'] },
  // A designer's variant: most hits win when the shots run out.
  { name: 'twin-salvo, hunt against density', args: ['examples/variants/twin-salvo.yaml', '--games', '4', '--strategy', 'hunt', '--vs', 'density', '--seed', '4'] },
];

describe('simulate: every figure recomputed from its games', () => {
  for (const run of RUNS) {
    it(`${run.name}: the summary, the first player's share and the table`, async () => {
      const json = await runSalvo(root, ['simulate', ...run.args, '--workers', '1', '--json']);
      expect(json.code).toBe(0);
      const report = (JSON.parse(json.stdout) as { reports: Report[] }).reports[0]!;
      const { rows, summary } = report;
      expect(rows.length).toBe(summary.games);
      // Wins of both sides in a match (in the variant's order, as sideShots), of the side that fired alone in solo play.
      const sides = Object.keys(summary.wins);
      expect(sides).toHaveLength(report.mode === 'solo' ? 1 : 2);
      for (const g of rows) {
        expect(g.shots).toBe(g.sideShots[0] + g.sideShots[1]);
        expect(g.salvos).toBeGreaterThan(0);
        // A salvo is at least one shot.
        expect(g.shots).toBeGreaterThanOrEqual(g.salvos);
        if (g.shotsToSink !== null) {
          expect(g.winner).not.toBeNull();
          if (report.mode === 'solo') {
            expect(g.winner).toBe(sides[0]);
            expect(g.shotsToSink).toBe(g.shots);
          } else expect(g.shotsToSink).toBe(g.sideShots[sides.indexOf(g.winner!)]);
        }
        // Solo: one side fired, the other never.
        if (report.mode === 'solo') expect(g.sideShots.filter((n) => n > 0)).toHaveLength(1);
      }
      // Only what played: in solo play one strategy, and no first player's share (it was 1 in every game).
      if (report.mode === 'solo') {
        expect(report.strategies).toHaveLength(1);
        expect(summary.firstPlayer).toBeUndefined();
      } else {
        expect(report.strategies).toHaveLength(2);
        expect(summary.firstPlayer).toBeDefined();
      }
      expectStat(summary.salvos, recompute(rows.map((g) => g.salvos)));
      expectStat(summary.shots, recompute(rows.map((g) => g.shots)));
      const sunk = rows.flatMap((g) => (g.shotsToSink === null ? [] : [g.shotsToSink]));
      expectStat(summary.shotsToSink, recompute(sunk));
      expect(summary.unfinished).toBe(rows.length - sunk.length);
      const draws = rows.filter((g) => g.winner === null).length;
      expect(summary.draws).toBe(draws);
      for (const s of sides) expect(summary.wins[s]).toBe(rows.filter((g) => g.winner === s).length);
      const decided = rows.length - draws;
      const firstWins = report.mode === 'solo' ? 0 : rows.filter((g) => g.winner === summary.firstPlayer!.side).length;
      if (report.mode === 'solo') {
        // Said under the table's `—`.
      } else if (decided === 0) {
        expect(summary.firstPlayer!.rate).toBeNull();
      } else {
        const w = wilson(firstWins, decided);
        expect(summary.firstPlayer!.rate).toBeCloseTo(w.rate, 12);
        expect(summary.firstPlayer!.low).toBeCloseTo(firstWins === 0 ? 0 : w.low, 9);
        expect(summary.firstPlayer!.high).toBeCloseTo(firstWins === decided ? 1 : w.high, 9);
      }

      const text = await runSalvo(root, ['simulate', ...run.args, '--workers', '1', '--lang', 'en']);
      expect(text.code).toBe(0);
      const salvos = recompute(rows.map((g) => g.salvos));
      const shots = recompute(rows.map((g) => g.shots));
      const everyShotASalvo = rows.every((g) => g.salvos === g.shots);
      if (everyShotASalvo) {
        expect(text.stdout).not.toContain('salvos mean');
        expect(tableRow(text.stdout, 'shots mean / median ± sd [q1–q3]')).toBe(cell(shots));
      } else {
        expect(tableRow(text.stdout, 'salvos mean / median ± sd [q1–q3]')).toBe(cell(salvos));
        expect(tableRow(text.stdout, 'shots ')).toBe(cell(shots));
      }
      expect(tableRow(text.stdout, 'shots to sink the fleet')).toBe(cell(recompute(sunk)));
      expect(tableRow(text.stdout, 'not sunk (draws, shot limits)')).toBe(String(rows.length - sunk.length));
      const pct = (x: number): string => `${Math.round(x * 100)}%`;
      if (report.mode === 'solo' || decided === 0) expect(tableRow(text.stdout, 'first player wins')).toBe('—');
      else {
        const w = wilson(firstWins, decided);
        expect(tableRow(text.stdout, 'first player wins')).toBe(`${pct(w.rate)} (${pct(firstWins === 0 ? 0 : w.low)}–${pct(firstWins === decided ? 1 : w.high)}) ${summary.firstPlayer!.side}`);
      }
      expect(tableRow(text.stdout, 'draws')).toBe(report.mode === 'solo' ? '—' : String(draws));
    });
  }

  it('gives the same table and JSON with two workers as with one, the progress on standard error alone', async () => {
    const args = ['simulate', 'jutland', 'perelman', '--games', '4', '--strategy', 'hunt', '--vs', 'random', '--seed', '11', '--lang', 'en', '--progress'];
    const one = await runSalvo(root, [...args, '--workers', '1']);
    const two = await runSalvo(root, [...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    for (const r of [one, two]) {
      expect(r.stderr).toMatch(/jutland: 4\/4 games/u);
      expect(r.stdout).not.toMatch(/\d+\/\d+ games/u);
    }
    const jsonOne = await runSalvo(root, [...args, '--workers', '1', '--json']);
    const jsonTwo = await runSalvo(root, [...args, '--workers', '2', '--json']);
    expect(jsonTwo.stdout).toBe(jsonOne.stdout);
    expect(() => JSON.parse(jsonOne.stdout) as unknown).not.toThrow();
    expect(jsonOne.stderr).toMatch(/perelman: 4\/4 games/u);
  });
});
