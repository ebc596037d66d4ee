/**
 * The advice where a hit on a protected ship costs a turn (Perelman's hospital), checked by brute
 * force on a 1×6 board: a two-cell ship and a two-cell hospital that may touch, salvos of two
 * shots, the classes hit announced after the salvo. A salvo that hits the hospital twice loses one
 * turn, not two: the advice weighs the exact chance that the salvo hits it, which the engine's
 * placement chances give, not the sum of its cells' chances.
 */
import { describe, expect, it } from 'vitest';
import { bestSalvo, salvoRisk, turnFreeOf } from '../../src/analysis/advice.js';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { enumeratedPosterior } from '../../src/analysis/chain-posterior.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import type { Evidence, Posterior } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

const perelmanLike: Variant = hospitalLine(6, 2);
const layouts = allLayouts(perelmanLike);
const N = 6;

/** The layouts consistent with `evidence`, by brute force. */
const consistent = (evidence: Evidence): ShipPlacement[][] => layouts.filter((l) => isConsistent(perelmanLike, l, evidence));
const occupied = (l: readonly ShipPlacement[], c: number): boolean => l.some((p) => p.cells.includes(c));
const onHospital = (l: readonly ShipPlacement[], c: number): boolean => l[HOSPITAL]!.cells.includes(c);

/** Every salvo of `k` cells among `open`. */
function salvosOf(open: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return open.flatMap((c, i) => salvosOf(open.slice(i + 1), k - 1).map((rest) => [c, ...rest]));
}

/** By brute force: the expected hits of `cells`, and the chance they hit the hospital. */
function figures(ls: readonly ShipPlacement[][], cells: readonly number[]): { hits: number; risk: number } {
  let hits = 0;
  let risk = 0;
  for (const l of ls) {
    hits += cells.filter((c) => occupied(l, c)).length;
    if (cells.some((c) => onHospital(l, c))) risk++;
  }
  return { hits: hits / ls.length, risk: risk / ls.length };
}

describe('placement chances of a protected ship', () => {
  const evidence: Evidence = { salvos: [{ cells: [0, 5], announcement: announce(perelmanLike, layouts.find((l) => onHospital(l, 5) && !occupied(l, 0))!, new Set(), [0, 5]) }] };
  it.each([
    ['the engine', (e: Evidence): Posterior => engineInferrer(perelmanLike, e)],
    ['the enumeration', (e: Evidence): Posterior => enumeratedPosterior(perelmanLike, e)!],
  ])('are %s’s, as brute force counts them', (_name, inferrer) => {
    for (const e of [{ salvos: [] }, evidence]) {
      const post = inferrer(e);
      const ls = consistent(e);
      const chances = post.placementChances?.['hospital'];
      expect(chances).toBeDefined();
      const byCells = new Map(chances!.map((pl) => [pl.cells.join(','), pl.p]));
      for (const l of ls) {
        const key = l[HOSPITAL]!.cells.join(',');
        expect(byCells.get(key)).toBeCloseTo(ls.filter((m) => m[HOSPITAL]!.cells.join(',') === key).length / ls.length, 12);
      }
      expect(chances!.reduce((s, pl) => s + pl.p, 0)).toBeCloseTo(1, 12);
      expect(post.placementChances?.['ship']).toBeUndefined();
    }
  });
});

describe('bestSalvo where a hit on the hospital costs a turn', () => {
  it('chooses the salvo of most expected hits less P(it hits the hospital) × the turn, exactly', () => {
    const post = engineInferrer(perelmanLike, { salvos: [] });
    const ls = consistent({ salvos: [] });
    const open = Array.from({ length: N }, (_, c) => c);
    // A turn's worth: the best salvo's expected hits now (the top two cells' chances).
    const turn = Math.max(...salvosOf(open, 2).map((s) => figures(ls, s).hits));
    const valueOf = (s: readonly number[]): number => figures(ls, s).hits - turn * figures(ls, s).risk;
    const best = Math.max(...salvosOf(open, 2).map(valueOf));
    const advice = bestSalvo(perelmanLike, post, new Set(), 2);
    expect(advice.penalty?.turnValue).toBeCloseTo(turn, 12);
    expect(valueOf(advice.cells)).toBeCloseTo(best, 12);
    // Its risk is the exact chance of losing the turn.
    expect(advice.penalty?.riskExact).toBe(true);
    expect(advice.penalty?.risk).toBeCloseTo(figures(ls, advice.cells).risk, 12);
    expect(salvoRisk(perelmanLike, post, ['hospital'], advice.cells)).toEqual({ risk: advice.penalty!.risk, exact: true });
  });

  it('after every first salvo and answer, as well', () => {
    const open = Array.from({ length: N }, (_, c) => c);
    for (const first of salvosOf(open, 2)) {
      for (const truth of layouts) {
        const evidence: Evidence = { salvos: [{ cells: first, announcement: announce(perelmanLike, truth, new Set(), first) }] };
        const ls = consistent(evidence);
        const rest = open.filter((c) => !first.includes(c));
        const alive = ls.some((l) => rest.some((c) => occupied(l, c) && !onHospital(l, c)));
        if (!alive) continue; // only the hospital afloat: nothing to weigh (the advice says so)
        const post = engineInferrer(perelmanLike, evidence);
        const turn = Math.max(...salvosOf(rest, 2).map((s) => figures(ls, s).hits));
        const valueOf = (s: readonly number[]): number => figures(ls, s).hits - turn * figures(ls, s).risk;
        const advice = bestSalvo(perelmanLike, post, new Set(first), 2);
        expect(valueOf(advice.cells)).toBeCloseTo(Math.max(...salvosOf(rest, 2).map(valueOf)), 12);
      }
    }
  });

  it('finishes the fleet in fewer turns, on average, than weighing each cell alone', () => {
    // Alone on the board, a salvo a turn, a turn lost after each salvo that hits the hospital
    // (unless it sinks the last ship): the expected turns to sink both ships, each rule playing
    // every position it reaches, by brute force over the layouts.
    type Rule = (ls: readonly ShipPlacement[][], fired: ReadonlySet<number>, evidence: Evidence) => number[];
    const advice: Rule = (_ls, fired, evidence) => [...bestSalvo(perelmanLike, engineInferrer(perelmanLike, evidence), fired, 2).cells];
    /** The top two cells by chance less P(hospital there) × the turn (the linear rule). */
    const perCell: Rule = (ls, fired) => {
      const open = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c));
      const m = (c: number): number => ls.filter((l) => occupied(l, c)).length / ls.length;
      const h = (c: number): number => ls.filter((l) => onHospital(l, c)).length / ls.length;
      const alive = ls.some((l) => open.some((c) => occupied(l, c) && !onHospital(l, c)));
      const turn = alive ? Math.max(...salvosOf(open, 2).map((s) => figures(ls, s).hits)) : 0;
      return open.sort((a, b) => m(b) - h(b) * turn - (m(a) - h(a) * turn) || a - b).slice(0, 2);
    };
    const turns = (rule: Rule, evidence: Evidence, fired: ReadonlySet<number>): number => {
      const ls = consistent(evidence);
      const sunk = (l: readonly ShipPlacement[]): boolean => l.every((p) => p.cells.every((c) => fired.has(c)));
      if (ls.every(sunk)) return 0;
      const cells = rule(ls, fired, evidence);
      const after = new Set([...fired, ...cells]);
      // Layouts grouped by the answer the salvo draws.
      const byAnswer = new Map<string, ShipPlacement[][]>();
      for (const l of ls) {
        const key = JSON.stringify(announce(perelmanLike, l, fired, cells));
        byAnswer.set(key, [...(byAnswer.get(key) ?? []), l]);
      }
      let t = 1;
      for (const [key, group] of byAnswer) {
        const share = group.length / ls.length;
        const over = group.every((l) => l.every((p) => p.cells.every((c) => after.has(c))));
        const lost = !over && group.some((l) => cells.some((c) => onHospital(l, c))) ? 1 : 0;
        const next: Evidence = { salvos: [...evidence.salvos, { cells, announcement: JSON.parse(key) as Evidence['salvos'][number]['announcement'] }] };
        t += share * (lost + turns(rule, next, after));
      }
      return t;
    };
    const withAdvice = turns(advice, { salvos: [] }, new Set());
    const weighingCells = turns(perCell, { salvos: [] }, new Set());
    expect(withAdvice).toBeLessThan(weighingCells - 0.1);
    // As an independent program of the same race found it, for the rule of each cell alone.
    expect(weighingCells).toBeCloseTo(25 / 6, 9);
  });

  it('says how it weighed the turn, and the exact risk', () => {
    const post: Posterior = engineInferrer(perelmanLike, { salvos: [] });
    const s = suggestSalvo(perelmanLike, post, new Set(), { min: 2, max: 2 }, 'hits');
    const note = s.notes.find((n) => n.startsWith('hitting the hospital costs a turn'));
    expect(note).toContain("a salvo's value is its expected hits less P(it hits the hospital) ×");
    expect(note).toContain('cost one turn, not one each');
    expect(note).toMatch(/risk of this salvo \d+%$/);
    expect(s.notes).toContain('a salvo of 2, weighed as a whole among the likeliest cells');
  });
});

describe('one shot to fire beside a hospital', () => {
  // Perelman's single-shot stage, or a last shot: the notes speak of the shot, not of a salvo.
  const single: Variant = hospitalLine(8, 1);
  const post: Posterior = engineInferrer(single, { salvos: [] });
  const ls = allLayouts(single);
  it('says the shot’s chance of hitting the hospital, owed its turn anyway, and that a shot chosen for information does not weigh the turn (en/ru/pl)', () => {
    // Each hit on the hospital is owed its turn here (it must be sunk, one shot a turn): the value weighs
    // the chance of sinking it, so its chance of hitting it is said as that, not as a "risk" beside
    // P(the shot sinks it), which read as the chance weighed (Perelman: "risk of this shot 72%" on a shot suggested).
    const said = {
      en: ['the chance this shot hits it: ', ' (a turn lost now, as a hit on it costs one whenever it comes)', 'which a shot chosen for information does not weigh; risk of this shot ', 'risk of this shot'],
      ru: ['вероятность, что этот выстрел в него попадёт: ', ' (ход теряется сейчас, но попадание в него стоит хода, когда бы оно ни случилось)', 'а выстрел, выбранный ради информации, этого не учитывает; риск этого выстрела ', 'риск этого выстрела'],
      pl: ['szansa, że ten strzał go trafi: ', ' (tura przepada teraz, ale trafienie w niego kosztuje turę, kiedykolwiek nastąpi)', 'czego strzał wybrany dla informacji nie uwzględnia; ryzyko tego strzału ', 'ryzyko tego strzału'],
    };
    for (const [lang, [hitsRisk, why, unweighed, riskWord]] of Object.entries(said)) {
      const t = suggestText(lang);
      const hits = suggestSalvo(single, post, new Set(), { min: 1, max: 1 }, 'hits', undefined, undefined, t);
      expect(hits.cells).toHaveLength(1);
      expect(hits.penalty?.owed).toBe(true);
      // The chance, by brute force, that the one cell is the hospital's.
      const risk = figures(ls, hits.cells).risk;
      expect(hits.notes.some((n) => n.endsWith(`${hitsRisk}${(risk * 100).toFixed(0)}%${why}`))).toBe(true);
      expect(hits.notes.some((n) => n.includes(riskWord!))).toBe(false);
      const info = suggestSalvo(single, post, new Set(), { min: 1, max: 1 }, 'information', undefined, undefined, t);
      expect(info.cells).toHaveLength(1);
      const infoRisk = figures(ls, info.cells).risk;
      expect(infoRisk).toBeGreaterThan(0);
      expect(info.notes.some((n) => n.endsWith(`${unweighed}${(infoRisk * 100).toFixed(0)}%`))).toBe(true);
      for (const n of [...hits.notes, ...info.notes]) expect(n).not.toMatch(/this salvo|этого залпа|tej salwy|залп, выбранный|salwa wybrana|a salvo chosen/u);
    }
  });

  it('says a turn’s worth is the best shot’s expected hits, whether each hit on the hospital is owed or, a last shot of two, it is not (en/ru/pl)', () => {
    const worth = {
      en: ["(a turn's worth: the expected hits of the best shot now)", "(a turn's worth: the expected hits of the best salvo now)"],
      ru: ['(цена хода: ожидаемые попадания лучшего выстрела сейчас)', '(цена хода: ожидаемые попадания лучшего залпа сейчас)'],
      pl: ['(wartość tury: oczekiwane trafienia najlepszego strzału teraz)', '(wartość tury: oczekiwane trafienia najlepszej salwy teraz)'],
    };
    const twos: Variant = hospitalLine(8, 2);
    const open = Array.from({ length: 8 }, (_, c) => c);
    for (const [lang, [shot, salvo]] of Object.entries(worth)) {
      const t = suggestText(lang);
      for (const [variant, shots] of [[single, 1], [twos, 1], [twos, 2]] as const) {
        const s = suggestSalvo(variant, engineInferrer(variant, { salvos: [] }), new Set(), { min: shots, max: shots }, 'hits', undefined, undefined, t);
        expect(s.cells).toHaveLength(shots);
        // A turn's worth, by brute force: the most expected hits of as many shots now.
        const turn = Math.max(...salvosOf(open, shots).map((c) => figures(allLayouts(variant), c).hits));
        const notes = s.notes.filter((n) => n.includes(`× ${t.num(turn, 2)} (`));
        expect(notes).toHaveLength(1);
        expect(notes[0]).toContain(`× ${t.num(turn, 2)} ${shots === 1 ? shot : salvo}`);
        expect(notes[0]).not.toContain(shots === 1 ? salvo : shot);
      }
    }
  });
});

describe('a turn lost to the hospital that costs nothing', () => {
  it('is one after the side’s last shots, or once the enemy’s are spent', () => {
    expect(turnFreeOf({ shotsLeft: 2 }, { shotsLeft: 10 }, 2)).toBe('last-shots');
    expect(turnFreeOf({ shotsLeft: 1 }, { shotsLeft: 10 }, 2)).toBe('last-shots');
    expect(turnFreeOf({ shotsLeft: 3 }, { shotsLeft: 0 }, 2)).toBe('enemy-out');
    expect(turnFreeOf({ shotsLeft: 3 }, { shotsLeft: 1 }, 2)).toBeUndefined();
    expect(turnFreeOf({ shotsLeft: null }, { shotsLeft: null }, 2)).toBeUndefined();
  });

  it('is not weighed: the advice is the salvo of most expected hits, by brute force', () => {
    const post = engineInferrer(perelmanLike, { salvos: [] });
    const ls = consistent({ salvos: [] });
    const open = Array.from({ length: N }, (_, c) => c);
    const most = Math.max(...salvosOf(open, 2).map((s) => figures(ls, s).hits));
    // Where the turn is worth something, the advice gives up expected hits to spare the hospital …
    expect(figures(ls, bestSalvo(perelmanLike, post, new Set(), 2).cells).hits).toBeLessThan(most - 0.01);
    // … and where it is not, it need not.
    for (const free of ['last-shots', 'enemy-out'] as const) {
      const advice = bestSalvo(perelmanLike, post, new Set(), 2, free);
      expect(advice.turnFree).toBe(free);
      expect(advice.penalty).toBeUndefined();
      expect(figures(ls, advice.cells).hits).toBeCloseTo(most, 12);
    }
    const s = suggestSalvo({ ...perelmanLike, turns: { ...perelmanLike.turns, shotLimit: 8 } }, post, new Set(), { min: 2, max: 2 }, 'hits', (id) => id, 'last-shots');
    expect(s.turnFree).toBe('last-shots');
    expect(s.notes).toContain("hitting the hospital costs a turn, but these are the side's last shots (the 8-shot limit): no turn is left to lose, so the advice aims by expected hits alone");
  });

  it("judges the side's last salvo in analyze against the most expected hits", () => {
    const limited: Variant = { ...perelmanLike, turns: { ...perelmanLike.turns, shotLimit: 2 } };
    const red = layouts.find((l) => l[0]!.cells.join() === '4,5')!;
    const cells = [2, 3];
    const blue = analyzeGame({ variant: limited, salvos: [{ side: 'blue', cells, announcement: announce(limited, red, new Set(), cells) }] }, engineInferrer).sides[0]!;
    const ls = consistent({ salvos: [] });
    const most = Math.max(...salvosOf(Array.from({ length: N }, (_, c) => c), 2).map((s) => figures(ls, s).hits));
    expect(blue.salvos[0]!.bestExpectedHits).toBeCloseTo(most, 12);
    expect(blue.verdict.skill).toBeCloseTo(figures(ls, cells).hits / most, 12);
  });

  it('counts a shot called off the board among the shots fired: the salvo after it may be the last', () => {
    // A limit of 4: blue's first salvo is A1 and a cell off the board (2 shots), so its second, of 2, is its last.
    const limited: Variant = { ...perelmanLike, turns: { ...perelmanLike.turns, shotLimit: 4 } };
    const red = layouts.find((l) => l[0]!.cells.join() === '4,5' && l[HOSPITAL]!.cells.join() === '2,3')!;
    const first = { side: 'blue' as const, cells: [0], announcement: announce(limited, red, new Set(), [0]), offBoard: 1 };
    const cells = [2, 3];
    const blue = analyzeGame({ variant: limited, salvos: [first, { side: 'blue', cells, announcement: announce(limited, red, new Set([0]), cells) }] }, engineInferrer).sides[0]!;
    const ls = consistent({ salvos: [{ cells: first.cells, announcement: first.announcement }] });
    const most = Math.max(...salvosOf([1, 2, 3, 4, 5], 2).map((s) => figures(ls, s).hits));
    // Not weighed for the hospital: no turn is left to lose (counted on the cells alone, 3 shots were left).
    expect(blue.salvos[1]!.bestExpectedHits).toBeCloseTo(most, 12);
  });
});
