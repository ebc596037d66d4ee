/**
 * The advice where a hit on a protected ship costs a turn and the ship need not be sunk to win
 * (`mustSink: false`, as examples/variants/skagerrak.yaml's hospital ship): such a hit brings the
 * game no nearer its end, so it counts for nothing in a salvo's value, only the turn it costs. Checked
 * by brute force on a 1×6 board (a two-cell ship and a two-cell hospital that may touch, salvos
 * of two) and a 1×8 board (a one-cell boat, single shots). Where the most hits win when shots run
 * out, a hit on it is a hit dealt like any other, and counts.
 */
import { describe, expect, it } from 'vitest';
import { bestSalvo } from '../../src/analysis/advice.js';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

function hospitalGame(columns: number, shipSize: number, shots: number, mustSink: boolean): Variant {
  const v = makeVariant({
    rows: 1,
    columns,
    fleet: [shipClass('ship', shipSize), shipClass('hospital', 2, { protected: true, mustSink })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  return { ...v, turns: { ...v.turns, salvo: { kind: 'constant', shots }, protectedHitPenalty: 'skip-next-turn' } };
}

const HOSPITAL = 1;

/** Every salvo of `k` cells among `open`. */
function salvosOf(open: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return open.flatMap((c, i) => salvosOf(open.slice(i + 1), k - 1).map((rest) => [c, ...rest]));
}

/** By brute force over `ls`: the salvo's expected hits on the ship (not the hospital), and its chance of hitting the hospital. */
function figures(ls: readonly ShipPlacement[][], cells: readonly number[]): { useful: number; risk: number } {
  let useful = 0;
  let risk = 0;
  for (const l of ls) {
    useful += cells.filter((c) => l[0]!.cells.includes(c)).length;
    if (cells.some((c) => l[HOSPITAL]!.cells.includes(c))) risk++;
  }
  return { useful: useful / ls.length, risk: risk / ls.length };
}

/** The most a salvo of `shots` can be worth among `open` (hits on the ship less the turn × the risk), and the turn's worth. */
function bruteBest(ls: readonly ShipPlacement[][], open: readonly number[], shots: number): { turn: number; best: number; valueOf: (s: readonly number[]) => number } {
  const turn = Math.max(...salvosOf(open, shots).map((s) => figures(ls, s).useful));
  const valueOf = (s: readonly number[]): number => figures(ls, s).useful - turn * figures(ls, s).risk;
  return { turn, best: Math.max(...salvosOf(open, shots).map(valueOf)), valueOf };
}

describe('a hospital that need not be sunk', () => {
  it('is no hit worth having: on an empty 1×8 board, single shots, the advice fires at an end cell, where the boat is likelier than the hospital', () => {
    const variant = hospitalGame(8, 1, 1, false);
    const ls = allLayouts(variant);
    const open = Array.from({ length: 8 }, (_, c) => c);
    const { turn, best, valueOf } = bruteBest(ls, open, 1);
    const advice = bestSalvo(variant, engineInferrer(variant, { salvos: [] }), new Set(), 1);
    expect(advice.penalty?.turnValue).toBeCloseTo(turn, 12);
    expect(valueOf(advice.cells)).toBeCloseTo(best, 12);
    expect([0, 7]).toContain(advice.cells[0]);
  });

  it('after every first salvo and answer, salvos of two on a 1×6 board', () => {
    const variant = hospitalGame(6, 2, 2, false);
    const layouts = allLayouts(variant);
    const open = Array.from({ length: 6 }, (_, c) => c);
    let checked = 0;
    for (const first of [[], ...salvosOf(open, 2)]) {
      for (const truth of first.length === 0 ? [layouts[0]!] : layouts) {
        const evidence: Evidence = first.length === 0 ? { salvos: [] } : { salvos: [{ cells: first, announcement: announce(variant, truth, new Set(), first) }] };
        const ls = layouts.filter((l) => isConsistent(variant, l, evidence));
        const rest = open.filter((c) => !first.includes(c));
        // The game is over once the ship is sunk.
        if (!ls.some((l) => l[0]!.cells.some((c) => rest.includes(c)))) continue;
        const { turn, best, valueOf } = bruteBest(ls, rest, 2);
        const advice = bestSalvo(variant, engineInferrer(variant, evidence), new Set(first), 2);
        expect(advice.penalty?.turnValue).toBeCloseTo(turn, 12);
        expect(valueOf(advice.cells)).toBeCloseTo(best, 12);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('counts a hit on it where the most hits win when the shots run out', () => {
    const base = hospitalGame(8, 1, 1, false);
    const variant: Variant = { ...base, turns: { ...base.turns, shotLimit: 20, onShotsExhausted: 'most-hits-wins' } };
    const post = engineInferrer(variant, { salvos: [] });
    const sinking = hospitalGame(8, 1, 1, true);
    const asMustSink = bestSalvo(sinking, engineInferrer(sinking, { salvos: [] }), new Set(), 1);
    const advice = bestSalvo(variant, post, new Set(), 1);
    expect(advice.cells).toEqual(asMustSink.cells);
    expect(advice.penalty?.turnValue).toBeCloseTo(asMustSink.penalty!.turnValue, 12);
  });

  it('says so in the advice, in English, Russian and Polish', () => {
    const variant = hospitalGame(8, 1, 1, false);
    const post = engineInferrer(variant, { salvos: [] });
    const said = (lang: string): string => suggestSalvo(variant, post, new Set(), { min: 1, max: 1 }, 'hits', (id) => id, undefined, suggestText(lang)).notes.join('\n');
    expect(said('en')).toContain('the hospital need not be sunk: a hit on it counts for nothing but the turn it costs');
    expect(said('ru')).toContain('корабль «hospital» топить не нужно: попадание в него ничего не даёт, кроме потерянного хода');
    expect(said('pl')).toContain('statku „hospital” nie trzeba zatapiać: trafienie w niego nic nie daje poza straconą turą');
    // Where it must be sunk, no such words.
    const sinking = hospitalGame(8, 1, 1, true);
    const plain = suggestSalvo(sinking, engineInferrer(sinking, { salvos: [] }), new Set(), { min: 1, max: 1 }, 'hits').notes.join('\n');
    expect(plain).not.toContain('need not be sunk');
  });

  it("judges a side's aim alike in analyze: the best salvo's value is the advice's", () => {
    const variant = hospitalGame(8, 1, 1, false);
    const layouts = allLayouts(variant);
    const red = layouts.find((l) => l[0]!.cells[0] === 0 && l[HOSPITAL]!.cells.join() === '3,4')!;
    // Blue fires at the middle (the hospital's likeliest cell), the advice at an end.
    const cells = [3];
    const blue = analyzeGame({ variant, salvos: [{ side: 'blue', cells, announcement: announce(variant, red, new Set(), cells) }] }, engineInferrer).sides[0]!;
    const ls = allLayouts(variant);
    const { best, valueOf } = bruteBest(ls, Array.from({ length: 8 }, (_, c) => c), 1);
    expect(blue.verdict.figures?.best).toBeCloseTo(best, 12);
    expect(blue.verdict.figures?.value).toBeCloseTo(valueOf(cells), 12);
    expect(blue.verdict.figures?.weighed).toBe(true);
    // The verdict says so, in English, Russian and Polish.
    expect(blue.verdict.text).toMatch(/of the best expected hits \(\d+\.\d+ of \d+\.\d+(?:: the totals' \d+\.\d+ and \d+\.\d+ less \d+\.\d+ and \d+\.\d+)?\), each shot's less a lost turn's worth times its chance of hitting a protected ship, and its hits on that ship, which need not be sunk, not counted;/u);
    expect(analysisText('ru', false).verdict(blue.verdict.figures, blue.verdict.text)).toContain('за вычетом цены потерянного хода, умноженной на вероятность попасть в неприкосновенный корабль, и без попаданий в него: его не нужно топить;');
    expect(analysisText('pl', false).verdict(blue.verdict.figures, blue.verdict.text)).toContain('po odjęciu wartości straconej tury razy szansa trafienia w statek chroniony, i bez trafień w niego: nie trzeba go zatapiać;');
  });

  it('leaves the verdict of a hospital that must be sunk as it was', () => {
    const variant = hospitalGame(8, 1, 1, true);
    const red = allLayouts(variant).find((l) => l[0]!.cells[0] === 0 && l[HOSPITAL]!.cells.join() === '3,4')!;
    const blue = analyzeGame({ variant, salvos: [{ side: 'blue', cells: [3], announcement: announce(variant, red, new Set(), [3]) }] }, engineInferrer).sides[0]!;
    expect(blue.verdict.figures?.worthless).toBeUndefined();
    expect(blue.verdict.text).toContain("less a lost turn's worth times its chance of hitting a protected ship, or, where each hit on it owes its turn anyway (it must be sunk, one shot a turn), of sinking it while another ship is afloat;");
  });
});
