/**
 * `analyze` says, per class, the salvo after which each of its ships became certain (issue #6):
 * a ship is certain when one placement of its class lies in every consistent layout. Checked
 * against brute force on a small board, where a class of two ships is pinned one ship at a time.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { analysisInferrer, engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { Evidence, Inferrer } from '../../src/analysis/posterior.js';
import { allLayouts, isConsistent, playedGame } from './helpers/brute-infer.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { cellCount } from '../../src/core/coords.js';

const variant = makeVariant({
  rows: 4,
  columns: 4,
  fleet: [shipClass('two', 2, { count: 2 }), shipClass('one', 1)],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const layouts = allLayouts(variant);

/** Brute force: how many placements of class `k` lie in every layout consistent with `evidence`. */
function pinnedByBruteForce(evidence: Evidence, k: number): number {
  const fitting = layouts.filter((l) => isConsistent(variant, l, evidence));
  if (fitting.length === 0) return 0;
  const key = (cells: readonly number[]): string => cells.join(',');
  let common = new Set(fitting[0]!.filter((p) => p.classIndex === k).map((p) => key(p.cells)));
  for (const l of fitting) {
    const here = new Set(l.filter((p) => p.classIndex === k).map((p) => key(p.cells)));
    common = new Set([...common].filter((c) => here.has(c)));
  }
  return common.size;
}

/** Brute force: per ship of class `k`, the blue salvo after which it was certain (0 before the first), or null. */
function momentsByBruteForce(salvos: readonly PlayedSalvo[], k: number): (number | null)[] {
  const blue = salvos.filter((s) => s.side === 'blue').map((s) => ({ cells: s.cells, announcement: s.announcement! }));
  const out = new Array<number | null>(variant.fleet[k]!.count).fill(null);
  for (let n = 0; n <= blue.length; n++) {
    const pinned = pinnedByBruteForce({ salvos: blue.slice(0, n) }, k);
    for (let i = 0; i < pinned; i++) out[i] ??= n;
  }
  return out;
}

describe('analyze: the moment each ship became certain', () => {
  // Red's fleet: the first of its two-cell ships in the top row, the other in the bottom row.
  const red = layouts.find((l) => {
    const twos = l.filter((p) => p.classIndex === 0).map((p) => p.cells.join(','));
    return twos.includes('0,1') && twos.includes('12,13');
  })!;
  const one = red.find((p) => p.classIndex === 1)!.cells[0]!;
  const blueFleet = layouts[0]!;
  // Blue sinks the top ship, then fires a miss or two, then sinks the bottom ship and the one-cell ship.
  const misses = [...Array(cellCount(variant.board)).keys()].filter((c) => !red.some((p) => p.cells.includes(c)) && c !== 2 && c !== 4 && c !== 5);
  const plan = { blue: [0, 1, misses[0]!, misses[1]!, 12, 13, one], red: [0, 1, 2, 3, 4, 5, 6] };
  const salvos = playedGame(variant, { blue: blueFleet, red }, plan);
  const expected = momentsByBruteForce(salvos, 0);

  it('brute force pins the two-cell ships one at a time (the record the check needs)', () => {
    expect(expected[0]).not.toBeNull();
    expect(expected[1]).not.toBeNull();
    expect(expected[0]!).toBeLessThan(expected[1]!);
  });

  it.each([
    ['the engine', engineInferrer],
    ['the analysis inferrer (enumeration first)', analysisInferrer()],
  ])('with %s, each ship of each class at the salvo brute force finds', (_, infer) => {
    const side = analyzeGame({ variant, salvos }, infer).sides[0]!;
    variant.fleet.forEach((cls, k) => {
      const c = side.certainty.find((x) => x.classId === cls.id)!;
      expect(c.ships).toEqual(momentsByBruteForce(salvos, k));
      // The class is certain when its last ship is.
      expect(c.afterSalvo).toBe(c.ships.at(-1));
    });
  });

  it('under an estimate, only the ships the evidence itself pins count, never those every sample has', () => {
    // Every position estimated: the engine's chances, its pinned ships not claimed; the evidence
    // proves only the top ship (as a chain's presolve proves a sunk ship), once the engine pins it.
    const estimated: Inferrer = (v, evidence, opts) => {
      const r = engineInferrer(v, evidence, opts);
      const top = (r.pinned ?? []).filter((p) => p.classId === 'two' && p.cells.join(',') === '0,1');
      return { ...r, exact: false, stdError: r.marginal.map(() => 0), pinned: [], fixedShips: top };
    };
    const side = analyzeGame({ variant, salvos }, estimated).sides[0]!;
    const two = side.certainty.find((c) => c.classId === 'two')!;
    expect(two.ships).toEqual([expected[0], null]);
    expect(two.afterSalvo).toBeNull();
    expect(side.certainty.find((c) => c.classId === 'one')!.ships).toEqual([null]);
  });

  it('the text says the ships of a class of two where they differ from the class, a class of one as before', () => {
    const analysis = analyzeGame({ variant, salvos }, engineInferrer);
    const className = (id: string): string => id;
    const [a, b] = expected;
    const en = formatAnalysis(analysis, variant, (s) => s, className, analysisText('en', true));
    expect(en).toContain(`two after shot ${b} (each ship: after shots ${a}, ${b})`);
    const oneAt = analysis.sides[0]!.certainty.find((c) => c.classId === 'one')!.afterSalvo;
    expect(en).toMatch(new RegExp(`one after shot ${oneAt}(,|\\n)`));
    expect(formatAnalysis(analysis, variant, (s) => s, className, analysisText('ru', true))).toContain(`two после выстрела ${b} (корабли по отдельности — после выстрелов ${a}, ${b})`);
    expect(formatAnalysis(analysis, variant, (s) => s, className, analysisText('pl', true))).toContain(`two po strzale ${b} (statki z osobna — po strzałach ${a}, ${b})`);
  });
});
