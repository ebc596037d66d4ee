/**
 * Where the hospital must be sunk and every salvo is one shot (Perelman's game from the 10th hit
 * taken on), each of its cells costs its turn whenever it is hit: sparing it only puts the turns
 * off. Only the hit that would sink it while another ship is afloat is weighed (sunk last, its
 * last hit ends the game). Checked by brute force on a 1×8 board, a two-cell ship and a two-cell
 * hospital that may touch, single shots: the expected turns to sink both, each rule playing every
 * position it reaches, a turn lost after each shot on the hospital that does not end the game, and
 * the fewest any way of shooting can expect (every choice tried).
 */
import { describe, expect, it } from 'vitest';
import { bestSalvo, hitsOwed, sinkChances } from '../../src/analysis/advice.js';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { columnsLegendFor } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { shipClass } from '../helpers/make-variant.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

const N = 8;
const single: Variant = hospitalLine(N, 1);
const layouts = allLayouts(single);

const consistent = (evidence: Evidence): ShipPlacement[][] => layouts.filter((l) => isConsistent(single, l, evidence));
const occupied = (l: readonly ShipPlacement[], c: number): boolean => l.some((p) => p.cells.includes(c));
const onHospital = (l: readonly ShipPlacement[], c: number): boolean => l[HOSPITAL]!.cells.includes(c);

type Rule = (ls: readonly ShipPlacement[][], fired: ReadonlySet<number>, evidence: Evidence) => number;

/** The expected turns (shots and turns lost) to sink both ships, `rule` choosing every shot, by brute force. */
function turns(rule: Rule, evidence: Evidence, fired: ReadonlySet<number>): number {
  const ls = consistent(evidence);
  const sunk = (l: readonly ShipPlacement[]): boolean => l.every((p) => p.cells.every((c) => fired.has(c)));
  if (ls.every(sunk)) return 0;
  const cell = rule(ls, fired, evidence);
  const after = new Set([...fired, cell]);
  const byAnswer = new Map<string, ShipPlacement[][]>();
  for (const l of ls) {
    const key = JSON.stringify(announce(single, l, fired, [cell]));
    byAnswer.set(key, [...(byAnswer.get(key) ?? []), l]);
  }
  let t = 1;
  for (const [key, group] of byAnswer) {
    const share = group.length / ls.length;
    const over = group.every((l) => l.every((p) => p.cells.every((c) => after.has(c))));
    const lost = !over && group.some((l) => onHospital(l, cell)) ? 1 : 0;
    const next: Evidence = { salvos: [...evidence.salvos, { cells: [cell], announcement: JSON.parse(key) as Evidence['salvos'][number]['announcement'] }] };
    t += share * (lost + turns(rule, next, after));
  }
  return t;
}

/** Of the open cells, the first by `value` (high first), ties to the lowest. */
function firstBy(fired: ReadonlySet<number>, value: (c: number) => number): number {
  const open = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c));
  return open.sort((a, b) => value(b) - value(a) || a - b)[0]!;
}

/** The fewest expected turns any way of shooting can reach from `ls` (layout numbers) with the cells of `fired` (a bit each) fired: every cell tried. */
function fewestTurns(ls: readonly number[], fired: number, memo: Map<string, number>): number {
  const key = `${ls.join(',')}|${fired}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const done = (i: number, f: number): boolean => layouts[i]!.every((p) => p.cells.every((c) => (f & (1 << c)) !== 0));
  let best = ls.every((i) => done(i, fired)) ? 0 : Infinity;
  for (let c = 0; c < N && best > 0; c++) {
    if ((fired & (1 << c)) !== 0) continue;
    const after = fired | (1 << c);
    // The layouts by the answer: miss, or the class hit.
    const groups = new Map<number, number[]>();
    for (const i of ls) {
      const k = layouts[i]!.findIndex((p) => p.cells.includes(c));
      groups.set(k, [...(groups.get(k) ?? []), i]);
    }
    let t = 1;
    for (const [k, g] of groups) {
      const lost = k === HOSPITAL && !g.every((i) => done(i, after)) ? 1 : 0;
      t += (g.length / ls.length) * (lost + fewestTurns(g, after, memo));
    }
    best = Math.min(best, t);
  }
  memo.set(key, best);
  return best;
}

describe('a hospital that must be sunk, one shot a salvo', () => {
  it('is weighed by the chance the shot sinks it, not that it hits it', () => {
    const post = engineInferrer(single, { salvos: [] });
    expect(hitsOwed(single, post, ['hospital'], 1)).toBe(true);
    // Salvos of two may share one lost turn between two hits: weighed as before.
    expect(hitsOwed(single, post, ['hospital'], 2)).toBe(false);
    // Nothing fired: no shot can sink it.
    expect(sinkChances(post, ['hospital'], new Set()).every((p) => p === 0)).toBe(true);
    // The hospital hit at cell 0 (it lies on 0–1, as brute force finds): a shot at 1 sinks it for certain.
    const red = layouts.find((l) => l[HOSPITAL]!.cells.join() === '0,1' && l[0]!.cells.join() === '4,5')!;
    const evidence: Evidence = { salvos: [{ cells: [0], announcement: announce(single, red, new Set(), [0]) }] };
    const ls = consistent(evidence);
    const sink = sinkChances(engineInferrer(single, evidence), ['hospital'], new Set([0]));
    for (let c = 1; c < N; c++) expect(sink[c]).toBeCloseTo(ls.filter((l) => l[HOSPITAL]!.cells.join() === [0, c].join()).length / ls.length, 12);
  });

  it('finishes the fleet in fewer turns, on average, than sparing the hospital shot by shot', () => {
    const advice: Rule = (_ls, fired, evidence) => bestSalvo(single, engineInferrer(single, evidence), fired, 1).cells[0]!;
    // The rule before: each cell's chance less P(hospital there) × the turn (the best chance now).
    const sparing: Rule = (ls, fired) => {
      const m = (c: number): number => ls.filter((l) => occupied(l, c)).length / ls.length;
      const h = (c: number): number => ls.filter((l) => onHospital(l, c)).length / ls.length;
      const open = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c));
      const alive = ls.some((l) => open.some((c) => occupied(l, c) && !onHospital(l, c)));
      const turn = alive ? Math.max(...open.map(m)) : 0;
      return firstBy(fired, (c) => m(c) - h(c) * turn);
    };
    const withAdvice = turns(advice, { salvos: [] }, new Set());
    const withSparing = turns(sparing, { salvos: [] }, new Set());
    expect(withAdvice).toBeLessThan(withSparing - 0.05);
    // Within 0.05 turns of the fewest any way of shooting can expect, which sparing is not.
    const fewest = fewestTurns(layouts.map((_, i) => i), 0, new Map());
    expect(withAdvice).toBeLessThan(fewest + 0.05);
    expect(withSparing).toBeGreaterThan(fewest + 0.05);
  });

  it('suggests the certain hit on the hospital and says why, and analyze judges that shot the best', () => {
    // The hospital hit at 0 and the ship at 5: the hospital is 0–1 for certain, and may be sunk later.
    const red = layouts.find((l) => l[HOSPITAL]!.cells.join() === '0,1' && l[0]!.cells.join() === '4,5')!;
    const first = { cells: [0], announcement: announce(single, red, new Set(), [0]) };
    const second = { cells: [5], announcement: announce(single, red, new Set([0]), [5]) };
    const evidence: Evidence = { salvos: [first, second] };
    const post = engineInferrer(single, evidence);
    const s = suggestSalvo(single, post, new Set([0, 5]), { min: 1, max: 1 }, 'hits');
    // Cell 1 is the hospital's last: a shot there would sink it with the ship afloat; 4 is the ship for certain.
    expect(s.cells).toEqual([4]);
    expect(s.notes.some((n) => n.includes('only the hit that would sink it while another ship is afloat is weighed'))).toBe(true);
    // With the hospital three cells long, hit once: a shot at its next cell cannot sink it, and is a hit.
    const long: Variant = { ...single, fleet: [shipClass('ship', 1), shipClass('hospital', 3, { protected: true })] };
    const redLong = allLayouts(long).find((l) => l[1]!.cells.join() === '0,1,2' && l[0]!.cells.join() === '5')!;
    const hit = { cells: [0], announcement: announce(long, redLong, new Set(), [0]) };
    const longPost = engineInferrer(long, { salvos: [hit] });
    const advice = bestSalvo(long, longPost, new Set([0]), 1);
    expect(advice.cells).toEqual([1]);
    expect(advice.probabilities[0]).toBeCloseTo(1, 12);
    expect(advice.penalty?.owed).toBe(true);
    // analyze judges that shot as good as the best: its value, less the first salvo's, the best's.
    const figures = (salvos: Parameters<typeof analyzeGame>[0]['salvos']) => analyzeGame({ variant: long, salvos }, engineInferrer).sides[0]!.verdict.figures!;
    const one = figures([{ side: 'blue', ...hit }]);
    const two = figures([{ side: 'blue', ...hit }, { side: 'blue', cells: [1], announcement: announce(long, redLong, new Set([0]), [1]) }]);
    expect(two.value - one.value).toBeCloseTo(1, 12);
    expect(two.best - one.best).toBeCloseTo(1, 12);
  });

  it('the verdict and the legend say the chance of sinking it is what a single shot weighs (en/ru/pl)', () => {
    const long: Variant = { ...single, fleet: [shipClass('ship', 1), shipClass('hospital', 3, { protected: true })] };
    const red = allLayouts(long).find((l) => l[1]!.cells.join() === '0,1,2' && l[0]!.cells.join() === '5')!;
    const hit = { side: 'blue', cells: [0], announcement: announce(long, red, new Set(), [0]) };
    const next = { side: 'blue', cells: [1], announcement: announce(long, red, new Set([0]), [1]) };
    const owed = analyzeGame({ variant: long, salvos: [hit, next] }, engineInferrer).sides[0]!.verdict;
    expect(owed.figures?.owed).toBe(true);
    expect(owed.text).toContain("each shot's less a lost turn's worth times its chance of hitting a protected ship, or, where each hit on it owes its turn anyway (it must be sunk, one shot a turn), of sinking it while another ship is afloat;");
    expect(analysisText('ru', true).verdict(owed.figures, owed.text)).toContain('умноженной на вероятность попасть в неприкосновенный корабль, а где каждое попадание в него и так стоит хода (его нужно потопить, по одному выстрелу за ход), — на вероятность потопить его, пока на плаву другой корабль;');
    expect(analysisText('pl', true).verdict(owed.figures, owed.text)).toContain('razy szansa trafienia w statek chroniony, a gdzie każde trafienie w niego i tak kosztuje turę (trzeba go zatopić, jeden strzał na turę) — razy szansa zatopienia go, gdy inny statek jest jeszcze na wodzie;');
    expect(columnsLegendFor(long, analysisText('en', true))).toContain("less a lost turn's worth (the best shot's expected hits) times its chance of hitting a protected ship, or, where each hit on it owes its turn anyway");
    // Salvos of two shots ever after: a hit's chance is weighed, and only that is said.
    const pairs: Variant = { ...long, turns: { ...long.turns, salvo: { kind: 'constant', shots: 2 } } };
    const redPairs = allLayouts(pairs).find((l) => l[1]!.cells.join() === '0,1,2' && l[0]!.cells.join() === '5')!;
    const both = analyzeGame({ variant: pairs, salvos: [{ side: 'blue', cells: [0, 4], announcement: announce(pairs, redPairs, new Set(), [0, 4]) }] }, engineInferrer).sides[0]!.verdict;
    expect(both.figures?.weighed).toBe(true);
    expect(both.figures?.owed).toBeUndefined();
    expect(both.text).toContain("each salvo's less a lost turn's worth times its chance of hitting a protected ship;");
    expect(columnsLegendFor(pairs, analysisText('en', false))).not.toContain('owes its turn');
  });
});
