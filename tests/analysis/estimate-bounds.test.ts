/**
 * An estimate that never saw a cell otherwise gives it a chance of 0 or 1 with no standard error.
 * That is no proof: `analyze`'s chance column and `suggest` wrote it as a bare 0% or 100%, read
 * as exact. Unless the evidence itself decides the cell (fired before, or a cell of a ship the
 * evidence pins), it now reads `<1%` / `>99%`; the JSON keeps the numbers.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis, formatSuggestion } from '../../src/analysis/format.js';
import type { Inferrer, Posterior } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { allLayouts, announce } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const N = tiny.board.rows * tiny.board.columns;
/** Cells the estimate never saw occupied (0) and always saw occupied (1), with no standard error. */
const NEVER = 0;
const ALWAYS = 6;

/** An estimated posterior, as a chain that never saw NEVER occupied nor ALWAYS empty gives it. */
function estimate(pins: readonly number[] = []): Posterior {
  const marginal = Array.from({ length: N }, (_, c) => (c === NEVER ? 0 : c === ALWAYS ? 1 : 0.3));
  const stdError = marginal.map((p) => (p === 0 || p === 1 ? 0 : 0.02));
  return {
    exact: false,
    count: -1n,
    marginal,
    classMarginal: { three: marginal, two: marginal.map(() => 0) },
    stdError,
    method: 'chain',
    ...(pins.length > 0 ? { fixedShips: [{ classId: 'two', cells: pins }] } : {}),
  };
}

const layouts = allLayouts(tiny);
const redFleet = layouts[200]!;
const blueFleet = layouts[10]!;
// Blue fires at 12, then NEVER, then ALWAYS.
const plan: Record<'blue' | 'red', number[]> = { blue: [12, NEVER, ALWAYS], red: [24, 3, 18] };
const salvos: PlayedSalvo[] = [];
const firedBy = { blue: new Set<number>(), red: new Set<number>() };
for (let i = 0; i < plan.blue.length; i++) {
  for (const side of ['blue', 'red'] as const) {
    const cells = [plan[side][i]!];
    salvos.push({ side, cells, announcement: announce(tiny, side === 'blue' ? redFleet : blueFleet, firedBy[side], cells) });
    firedBy[side].add(cells[0]!);
  }
}

/** The chance column of blue's salvo `n` in the table. */
function chanceOf(text: string, n: number): string {
  const row = text.split('\n').find((l) => l.trimStart().startsWith(`${n} `))!;
  return row.trim().split(/\s{2,}/u)[2]!;
}

describe("analyze's chance of an estimate's 0 or 1", () => {
  it('is a bound, <1% or >99%, where the evidence does not decide the cell; the JSON keeps the numbers', () => {
    const infer: Inferrer = () => estimate();
    const a = analyzeGame({ variant: tiny, salvos }, infer);
    const blue = a.sides.find((s) => s.side === 'blue')!;
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    const firing = text.slice(0, text.indexOf('\n\n') < 0 ? undefined : text.indexOf('\n\n'));
    expect(blue.salvos[1]!.probabilities).toEqual([0]);
    expect(blue.salvos[2]!.probabilities).toEqual([1]);
    expect(blue.salvos[1]!.decided).toEqual([false]);
    expect(chanceOf(firing, 2)).toBe('<1%');
    expect(chanceOf(firing, 3)).toBe('>99%');
    // A chance with its error keeps it.
    expect(chanceOf(firing, 1)).toBe('30±2%');
  });

  it('stays 100% on a cell of a ship the evidence pins, and exact chances are as they were', () => {
    const a = analyzeGame({ variant: tiny, salvos }, () => estimate([ALWAYS, ALWAYS + 1]));
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    expect(a.sides[0]!.salvos[2]!.decided).toEqual([true]);
    expect(chanceOf(text, 3)).toBe('100%');
    const exact: Inferrer = () => ({ ...estimate(), exact: true, count: 7n });
    const e = formatAnalysis(analyzeGame({ variant: tiny, salvos }, exact), tiny, (s) => s, (id) => id);
    expect(chanceOf(e, 2)).toBe('0%');
    expect(chanceOf(e, 3)).toBe('100%');
  });
});

describe("suggest's chance of an estimate's 1", () => {
  it('is >99% unless the evidence pins a ship there', () => {
    const fired = new Set([12]);
    const s = suggestSalvo(tiny, estimate(), fired, { min: 1, max: 1 }, 'hits');
    expect(s.cells).toEqual([ALWAYS]);
    expect(s.probabilities).toEqual([1]);
    expect(formatSuggestion(s, tiny, 'blue')).toMatch(/P\(hit\) >99%\n/u);
    const pinned = suggestSalvo(tiny, estimate([ALWAYS, ALWAYS + 1]), fired, { min: 1, max: 1 }, 'hits');
    expect(formatSuggestion(pinned, tiny, 'blue')).toMatch(/P\(hit\) 100%\n/u);
  });
});
