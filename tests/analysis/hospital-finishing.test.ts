/**
 * With salvos of several shots, a salvo that sinks every ship afloat whatever the layout ends the
 * game: its hits on the hospital cost no turn. Where the ships may still lie in no more cells than
 * the salvo has shots, firing them all (certain hospital cells among them) ends the game in one
 * turn; sparing the hospital leaves it afloat and costs a turn more at least. Checked by brute
 * force on a 1×8 board, a two-cell ship and a two-cell hospital, salvos of two (hospital-line.ts):
 * every position one or two salvos reach, the fewest expected turns any way of shooting can reach.
 */
import { describe, expect, it } from 'vitest';
import { bestSalvo, finishingSalvo } from '../../src/analysis/advice.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

const N = 8;
const pairs = hospitalLine(N, 2);
const layouts = allLayouts(pairs);
type Salvo = Evidence['salvos'][number];

const consistent = (evidence: Evidence): ShipPlacement[][] => layouts.filter((l) => isConsistent(pairs, l, evidence));
const occupied = (l: readonly ShipPlacement[], c: number): boolean => l.some((p) => p.cells.includes(c));

/** Every salvo of `k` cells among `open`. */
function salvosOf(open: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return open.flatMap((c, i) => salvosOf(open.slice(i + 1), k - 1).map((rest) => [c, ...rest]));
}

/** The fewest expected turns any way of shooting can reach from `ls` with `fired` fired (every salvo tried; a turn lost after a hospital hit that does not end the game). */
function fewestTurns(ls: readonly ShipPlacement[][], fired: ReadonlySet<number>): number {
  const done = (l: readonly ShipPlacement[], f: ReadonlySet<number>): boolean => l.every((p) => p.cells.every((c) => f.has(c)));
  if (ls.every((l) => done(l, fired))) return 0;
  const open = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c));
  let best = Infinity;
  for (const cells of salvosOf(open, Math.min(2, open.length))) {
    const after = new Set([...fired, ...cells]);
    const groups = new Map<string, ShipPlacement[][]>();
    for (const l of ls) {
      const key = cells.map((c) => l.findIndex((p) => p.cells.includes(c))).join();
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    let t = 1;
    for (const g of groups.values()) {
      const over = g.every((l) => done(l, after));
      const lost = !over && cells.some((c) => g[0]![HOSPITAL]!.cells.includes(c)) ? 1 : 0;
      t += (g.length / ls.length) * (lost + fewestTurns(g, after));
    }
    best = Math.min(best, t);
  }
  return best;
}

/** The layouts among `ls` grouped by the answer each gives to `cells` fired after `before`: each group is the layouts that answer leaves. */
function byAnswer(ls: readonly ShipPlacement[][], before: ReadonlySet<number>, cells: number[]): { salvo: Salvo; ls: ShipPlacement[][] }[] {
  const groups = new Map<string, { salvo: Salvo; ls: ShipPlacement[][] }>();
  for (const l of ls) {
    const salvo: Salvo = { cells, announcement: announce(pairs, l, before, cells) };
    const key = JSON.stringify(salvo.announcement);
    const g = groups.get(key);
    if (g) g.ls.push(l);
    else groups.set(key, { salvo, ls: [l] });
  }
  return [...groups.values()];
}

/**
 * Every position one or two salvos of two reach from the empty board (each salvo, each answer a
 * layout gives), once a state: the cells fired and the layouts the answers leave, whichever
 * salvos reached it first (the same two salvos in the other order leave the same layouts, and the
 * advice weighs only them and the cells fired).
 */
function positions(): { evidence: Evidence; fired: Set<number>; ls: ShipPlacement[][] }[] {
  const out: { evidence: Evidence; fired: Set<number>; ls: ShipPlacement[][] }[] = [];
  const seen = new Set<string>();
  const add = (evidence: Evidence, fired: Set<number>, ls: ShipPlacement[][]): void => {
    const key = `${[...fired].sort((a, b) => a - b).join()}|${ls.map((l) => layouts.indexOf(l)).join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ evidence, fired, ls });
  };
  const all = Array.from({ length: N }, (_, c) => c);
  for (const first of salvosOf(all, 2)) {
    for (const { salvo: a, ls: after } of byAnswer(layouts, new Set(), first)) {
      add({ salvos: [a] }, new Set(first), after);
      for (const second of salvosOf(all.filter((c) => !first.includes(c)), 2)) {
        for (const { salvo: b, ls } of byAnswer(after, new Set(first), second)) add({ salvos: [a, b] }, new Set([...first, ...second]), ls);
      }
    }
  }
  return out;
}

describe('a salvo of several shots that sinks every ship afloat', () => {
  it('is fired where the ships may lie in no more cells than the shots, hospital cells and all: one turn, the fewest', () => {
    let finishing = 0;
    const states = positions();
    // The brute force's layouts are those the answers leave, as a check of evidence finds them.
    for (const { evidence, ls } of states.filter((_, i) => i % 97 === 0)) expect(consistent(evidence)).toEqual(ls);
    for (const { evidence, fired, ls } of states) {
      if (ls.every((l) => l.every((p) => p.cells.every((c) => fired.has(c))))) continue;
      // By brute force: the open cells some ship may still be in, and whether the hospital may be in one.
      const support = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c) && ls.some((l) => occupied(l, c)));
      const hospital = support.some((c) => ls.some((l) => l[HOSPITAL]!.cells.includes(c)));
      const post = engineInferrer(pairs, evidence);
      const advice = bestSalvo(pairs, post, fired, 2);
      if (support.length <= 2) {
        expect(finishingSalvo(post, fired, 2)?.slice(0, support.length).sort()).toEqual(support);
      } else {
        expect(finishingSalvo(post, fired, 2)).toBeUndefined();
      }
      if (support.length > 2 || !hospital) {
        expect(advice.endsGame).toBeUndefined();
        continue;
      }
      // Only the hospital afloat: the hit is unavoidable (advice.ts says so apart); else the salvo ends the game.
      const other = support.some((c) => ls.some((l) => l.some((p, i) => i !== HOSPITAL && p.cells.includes(c))));
      if (other) {
        finishing++;
        expect(support.every((c) => advice.cells.includes(c))).toBe(true);
        expect(advice.endsGame).toBe(true);
      } else expect(advice.unavoidable).toEqual(['hospital']);
      expect(advice.penalty).toBeUndefined();
      expect(support.every((c) => advice.cells.includes(c))).toBe(true);
      // The fewest turns any way of shooting can expect is one, and only a salvo of the whole support reaches it.
      expect(fewestTurns(ls, fired)).toBe(1);
    }
    // Some positions are of this kind, certain hospital cells with the ship's last among them.
    expect(finishing).toBeGreaterThan(10);
  });

  it('with the ship’s last cell and the hospital’s both certain, fires both (the turn they were spared cost)', () => {
    // The ship on 2–3, the hospital on 4–5: 0 and 2 hit the ship, then 1 and 4 the hospital, which
    // leaves the ship 2–3 (not 0–1 nor 1–2: 1 was not it) and the hospital 4–5 (0–1 and 1–2 are not free).
    const red = layouts.find((l) => l[0]!.cells.join() === '2,3' && l[HOSPITAL]!.cells.join() === '4,5')!;
    const s1: Salvo = { cells: [0, 2], announcement: announce(pairs, red, new Set(), [0, 2]) };
    const s2: Salvo = { cells: [1, 4], announcement: announce(pairs, red, new Set([0, 2]), [1, 4]) };
    const evidence: Evidence = { salvos: [s1, s2] };
    const fired = new Set([0, 1, 2, 4]);
    const ls = consistent(evidence);
    expect(ls).toEqual([red]);
    const post = engineInferrer(pairs, evidence);
    const advice = bestSalvo(pairs, post, fired, 2);
    expect([...advice.cells].sort()).toEqual([3, 5]);
    expect(advice.expectedHits).toBeCloseTo(2, 12);
    expect(fewestTurns(ls, fired)).toBe(1);
    // Sparing the hospital (3 and water at 6, as the advice did before) leaves it afloat: one salvo more at the fewest.
    expect(1 + fewestTurns(ls, new Set([...fired, 3, 6]))).toBe(2);
    // One shot a salvo: unchanged, no finishing salvo weighed.
    const single = hospitalLine(N, 1);
    expect(bestSalvo(single, engineInferrer(single, evidence), fired, 1).endsGame).toBeUndefined();
    // suggest says why, in each language.
    for (const [lang, words] of [
      ['en', 'the game ends with it, so hitting the hospital costs no turn'],
      ['ru', 'партия заканчивается на нём'],
      ['pl', 'gra kończy się na niej'],
    ] as const) {
      const s = suggestSalvo(pairs, post, fired, { min: 2, max: 2 }, 'hits', undefined, undefined, suggestText(lang));
      expect([...s.cells].sort()).toEqual([3, 5]);
      expect(s.notes.some((n) => n.includes(words))).toBe(true);
    }
  });
});
