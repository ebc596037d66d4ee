import { describe, expect, it } from 'vitest';
import { analyzeGame, log2Big, ordinal, POSITION_WORK_MS, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { analyzeGameParallel } from '../../src/analysis/analyze-parallel.js';
import type { Inferrer, InferOptions } from '../../src/analysis/posterior.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { Variant } from '../../src/variant/model.js';

describe('log2Big', () => {
  it('matches Math.log2 on small and huge counts', () => {
    expect(log2Big(1024n)).toBe(10);
    expect(log2Big(30093975536n)).toBeCloseTo(Math.log2(30093975536), 9);
    expect(log2Big(3n * 2n ** 200n)).toBeCloseTo(200 + Math.log2(3), 9);
  });
});

describe('ordinal', () => {
  it('writes English ordinals, the teens with th', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '10th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th']);
  });
});

describe('analyzeGame', () => {
  // Both sides fire fixed cells at fixed layouts; announcements are the true ones.
  const layouts = allLayouts(tiny);
  const blueFleet = layouts[10]!;
  const redFleet = layouts[200]!;
  const plan: Record<'blue' | 'red', number[]> = { blue: [12, 0, 6, 7, 8, 13], red: [24, 3, 18, 1, 2, 9] };
  const salvos: PlayedSalvo[] = [];
  const firedBy = { blue: new Set<number>(), red: new Set<number>() };
  for (let i = 0; i < 6; i++) {
    for (const side of ['blue', 'red'] as const) {
      const target = side === 'blue' ? redFleet : blueFleet;
      const cells = [plan[side][i]!];
      salvos.push({ side, cells, announcement: announce(tiny, target, firedBy[side], cells) });
      firedBy[side].add(cells[0]!);
    }
  }
  const infer = bruteInferrer();
  const report = analyzeGame({ variant: tiny, salvos }, infer);

  it('gives, salvo by salvo, the figures of the exact posterior of that moment', () => {
    const blue = report.sides[0]!;
    expect(blue.side).toBe('blue');
    expect(blue.salvos).toHaveLength(6);
    for (const f of blue.salvos) {
      const k = f.number - 1;
      const evidence = { salvos: salvos.filter((s) => s.side === 'blue').slice(0, k).map((s) => ({ cells: s.cells, announcement: s.announcement! })) };
      const after = { salvos: salvos.filter((s) => s.side === 'blue').slice(0, k + 1).map((s) => ({ cells: s.cells, announcement: s.announcement! })) };
      const pb = infer(tiny, evidence);
      const pa = infer(tiny, after);
      expect(f.probabilities[0]).toBeCloseTo(pb.marginal[f.cells[0]!]!, 12);
      expect(f.expectedHits).toBeCloseTo(pb.marginal[f.cells[0]!]!, 12);
      expect(f.bits).toBeCloseTo(Math.log2(Number(pb.count) / Number(pa.count)), 12);
      expect(f.layoutsBefore).toBe(pb.count.toString());
      const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
      const best = Math.max(...pb.marginal.filter((_, c) => !fired.has(c)));
      expect(f.bestExpectedHits).toBeCloseTo(best, 12);
      expect(pb.marginal[f.bestCells[0]!]).toBeCloseTo(best, 12);
      const hit = redFleet.some((p) => p.cells.includes(f.cells[0]!));
      expect(f.actualHits).toBe(hit ? 1 : 0);
      expect(f.actualExact).toBe(true);
    }
    const last = blue.salvos.at(-1)!;
    expect(last.total.expectedHits).toBeCloseTo(blue.salvos.reduce((s, f) => s + f.expectedHits, 0), 12);
    expect(blue.verdict.skill).toBeGreaterThan(0);
    expect(blue.verdict.skill).toBeLessThanOrEqual(1 + 1e-12);
    expect(blue.verdict.text).toMatch(/expected/);
  });

  it('records when each enemy class became certain', () => {
    for (const side of report.sides) {
      for (const c of side.certainty) {
        if (c.afterSalvo === null) continue;
        const f = side.salvos[c.afterSalvo - 1]!;
        expect(f.certain).toContain(c.classId);
      }
    }
  });

  it('works positions out last to first, and once one is out of reach gives the earlier ones no budget', () => {
    // An inferrer whose exact count is "out of reach" for blue's positions with fewer than 3 salvos
    // when it is given a budget: it answers those with an estimate (the brute-force marginals, a
    // made-up count), as the engine's sampler would.
    const calls: { side: string; salvos: number; budgetMs: number | undefined }[] = [];
    const estimating: Inferrer = (variant, evidence, opts?: InferOptions) => {
      const exact = infer(variant, evidence);
      // Blue's seven positions are asked first (the sides in the variant's order).
      const blue = calls.length < 7;
      calls.push({ side: blue ? 'blue' : 'red', salvos: evidence.salvos.length, budgetMs: opts?.budgetMs });
      return blue && evidence.salvos.length < 3 ? { ...exact, exact: false, count: exact.count + 1n } : exact;
    };
    const progress: [number, number][] = [];
    const r = analyzeGame({ variant: tiny, salvos }, estimating, { budgetMs: 500 }, (done, total) => progress.push([done, total]));
    const blueCalls = calls.filter((c) => c.side === 'blue');
    expect(blueCalls.map((c) => c.salvos)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    // Positions 6..2 keep the budget; position 2 comes back estimated, so 1 and 0 get none.
    expect(blueCalls.map((c) => c.budgetMs)).toEqual([500, 500, 500, 500, 500, 0, 0]);
    expect(calls.filter((c) => c.side === 'red').every((c) => c.budgetMs === 500)).toBe(true);
    // Figures that use an estimated posterior are marked, and have no bits.
    const blue = r.sides[0]!;
    expect(blue.salvos.map((f) => f.exact)).toEqual([false, false, false, true, true, true]);
    expect(blue.salvos.map((f) => f.bits === null)).toEqual([true, true, true, false, false, false]);
    const blueEvidence = (k: number) => ({ salvos: salvos.filter((s) => s.side === 'blue').slice(0, k).map((s) => ({ cells: s.cells, announcement: s.announcement! })) });
    expect(blue.salvos[2]!.layoutsBefore).toBe((infer(tiny, blueEvidence(2)).count + 1n).toString());
    expect(blue.salvos[2]!.layoutsAfter).toBe(infer(tiny, blueEvidence(3)).count.toString());
    expect(r.sides[1]!.salvos.every((f) => f.exact && f.bits !== null)).toBe(true);
    // Progress counts every position of both sides once, to the end.
    // No side budget: a position's share of the work each, 14 in all.
    expect(progress.map(([d]) => d)).toEqual(Array.from({ length: 14 }, (_, i) => (i + 1) * POSITION_WORK_MS));
    expect(progress.every(([, t]) => t === 14 * POSITION_WORK_MS)).toBe(true);
  });

  it('calls a class certain only from an exact posterior', () => {
    // The same marginals, marked estimated: nothing may be called certain from them.
    // Blue sweeps the board until red's fleet is sunk: every class becomes certain.
    const sweep: PlayedSalvo[] = [];
    const fired = new Set<number>();
    for (let c = 0; c < 25 && !redFleet.every((p) => p.cells.every((x) => fired.has(x))); c++) {
      sweep.push({ side: 'blue', cells: [c], announcement: announce(tiny, redFleet, fired, [c]) });
      fired.add(c);
    }
    const exactRun = analyzeGame({ variant: tiny, salvos: sweep }, infer);
    expect(exactRun.sides[0]!.certainty.every((c) => c.afterSalvo !== null)).toBe(true);
    const estimated: Inferrer = (variant, evidence) => ({ ...infer(variant, evidence), exact: false, count: -1n });
    const r = analyzeGame({ variant: tiny, salvos: sweep }, estimated);
    for (const side of r.sides) {
      expect(side.certainty.every((c) => c.afterSalvo === null)).toBe(true);
      expect(side.salvos.every((f) => f.certain.length === 0 && f.bits === null)).toBe(true);
    }
  });

  it("calls a class certain under an estimate where the evidence itself pins all its ships, never before the exact count does", async () => {
    const { chainPosterior } = await import('../../src/analysis/chain-posterior.js');
    const { engineInferrer } = await import('../../src/analysis/inferrers.js');
    const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
    // 6×6, room enough that a position stays estimated after a ship is sunk (announced with its class).
    const v = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const red = allLayouts(v)[500]!;
    // Blue sweeps the board until red's fleet is sunk.
    const sweep: PlayedSalvo[] = [];
    const fired = new Set<number>();
    for (let c = 0; c < 36 && !red.every((p) => p.cells.every((x) => fired.has(x))); c++) {
      sweep.push({ side: 'blue', cells: [c], announcement: announce(v, red, fired, [c]) });
      fired.add(c);
    }
    const exact = analyzeGame({ variant: v, salvos: sweep }, engineInferrer).sides[0]!;
    // The chains' estimate, never an enumeration.
    const chain: Inferrer = (variant, evidence) => chainPosterior(variant, evidence, { enumerationBudget: 0, enumerateShips: 0, sweeps: 4, chains: 2, seed: 'certain' });
    const estimated = analyzeGame({ variant: v, salvos: sweep }, chain).sides[0]!;
    const sunkAt = (id: string): number[] => sweep.flatMap((s, k) => (s.announcement?.kind === 'per-shot' && s.announcement.shots.some((r) => r.result === 'sunk' && r.classId === id) ? [k + 1] : []));
    const when = (side: typeof exact, id: string): number | null => side.certainty.find((c) => c.classId === id)!.afterSalvo;
    let early = 0;
    for (const cls of v.fleet) {
      const e = when(estimated, cls.id);
      const x = when(exact, cls.id);
      // Every ship of the class sunk: the evidence pins them, so certain under the estimate too,
      // at the latest then; and never before the exact count knows it (proof, not samples).
      const last = Math.max(...sunkAt(cls.id));
      expect(sunkAt(cls.id)).toHaveLength(cls.count);
      expect(e).not.toBeNull();
      expect(e!).toBeLessThanOrEqual(last);
      expect(e!).toBeGreaterThanOrEqual(x!);
      // Said at a salvo whose position after it was still estimated.
      if (!estimated.salvos[e! - 1]!.exact) early++;
    }
    expect(early).toBeGreaterThan(0);
  });

  it("calls a class certain under the engine's sampler where the evidence pins all its ships, never before the exact count does", async () => {
    const { infer: engineInfer } = await import('../../src/inference/engine.js');
    const { engineInferrer } = await import('../../src/analysis/inferrers.js');
    const { allPlacements } = await import('../../src/core/placements.js');
    // 7×7 with five ships: the engine's search cannot list the early positions, so past a budget
    // of 0 its sampler answers them (no chain involved).
    const v = makeVariant({ rows: 7, columns: 7, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1, { count: 2 })], report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const at = (ci: number, cells: readonly number[]) => allPlacements(v)[ci]!.find((p) => p.cells.join() === cells.join())!;
    // The three along the top row, hit by blue's first two shots; the rest far from it.
    const red = [at(0, [0, 1, 2]), at(1, [28, 35]), at(1, [32, 33]), at(2, [46]), at(2, [48])];
    const sweep: PlayedSalvo[] = [];
    const fired = new Set<number>();
    for (const c of [0, 1]) {
      sweep.push({ side: 'blue', cells: [c], announcement: announce(v, red, fired, [c]) });
      fired.add(c);
    }
    const exact = analyzeGame({ variant: v, salvos: sweep }, engineInferrer).sides[0]!;
    // The sampler where the three is found (one estimate: each costs seconds); exact before it.
    const sampler: Inferrer = (variant, evidence) => engineInfer(variant, evidence, evidence.salvos.length >= 2 ? { budgetMs: 0, seed: 1 } : {});
    const estimated = analyzeGame({ variant: v, salvos: sweep }, sampler).sides[0]!;
    const when = (side: typeof exact, id: string): number | null => side.certainty.find((c) => c.classId === id)!.afterSalvo;
    // Two hits side by side, neither sinking a two: only the three fits them, along the top row.
    // The exact count knows it then; so does the sampler's estimate, by the evidence (its pinned
    // ship), at a position it estimated.
    expect(when(exact, 'three')).toBe(2);
    expect(estimated.salvos[1]!.estimatedBy).toEqual(['sampler']);
    expect(when(estimated, 'three')).toBe(2);
    expect(estimated.salvos[1]!.certain).toEqual(['three']);
    for (const cls of v.fleet) {
      const e = when(estimated, cls.id);
      // Never before the exact count knows it.
      if (e !== null) expect(e).toBeGreaterThanOrEqual(when(exact, cls.id)!);
    }
  });

  it('on two workers (a side each) gives what one thread gives, with every position ticked as its share of the work', async () => {
    const one = await analyzeGameParallel({ variant: tiny, salvos }, {}, { workers: 1 });
    const ticks: number[] = [];
    const totals = new Set<number>();
    const two = await analyzeGameParallel({ variant: tiny, salvos }, {}, { workers: 2, onProgress: (done, total) => (ticks.push(done), totals.add(total)) });
    expect(two.analysis).toEqual(one.analysis);
    // The engine's figures, as the brute-force enumerator gives them.
    expect(two.analysis.sides[0]!.salvos.map((f) => f.layoutsBefore)).toEqual(report.sides[0]!.salvos.map((f) => f.layoutsBefore));
    expect([...two.posteriors.keys()].sort()).toEqual([...one.posteriors.keys()].sort());
    // No side budget: the work is a position's share each (14 positions), never back, each told.
    expect([...totals]).toEqual([14 * POSITION_WORK_MS]);
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
    expect([...new Set(ticks)]).toEqual(Array.from({ length: 14 }, (_, i) => (i + 1) * POSITION_WORK_MS));
  });

  it('takes actual hits from a revealed fleet, and stops at a salvo without an announcement', () => {
    const cut = salvos.map((s, i) => (i === 4 ? { ...s, announcement: null } : s));
    const r = analyzeGame({ variant: tiny, salvos: cut }, infer);
    expect(r.sides[0]!.salvos).toHaveLength(2);
    // The record's fifth salvo, blue's third (the table's # 3): named both ways.
    expect(r.sides[0]!.stopped).toBe("shot 5 (blue's 3rd) has no recorded announcement");
  });

  it('goes on past a salvo whose announcement could not be read: its chances known, its hits and bits unknown, later salvos on the evidence with its outcome unknown', () => {
    // Blue's second salvo (the record's third) was announced, but what was written cannot be read.
    const unreadable = 2;
    const cut = salvos.map((s, i) => (i === unreadable ? { ...s, announcement: null } : s));
    const unjudged = { announcements: new Set([unreadable]) };
    const r = analyzeGame({ variant: tiny, salvos: cut, unjudged }, infer);
    const blue = r.sides[0]!;
    expect(blue.stopped).toBeUndefined();
    expect(blue.salvos).toHaveLength(6);
    const mine = cut.filter((s) => s.side === 'blue');
    const ev = (n: number) => ({ salvos: mine.slice(0, n).map((s) => ({ cells: s.cells, announcement: s.announcement })) });
    let known = 0;
    let expected = 0;
    for (const f of blue.salvos) {
      const k = f.number - 1;
      // The brute-force enumerator, salvo 2 fired with its outcome unknown.
      const pb = infer(tiny, ev(k));
      const pa = infer(tiny, ev(k + 1));
      expect(f.layoutsBefore).toBe(pb.count.toString());
      expect(f.layoutsAfter).toBe(pa.count.toString());
      expect(f.probabilities[0]).toBeCloseTo(pb.marginal[f.cells[0]!]!, 12);
      expect(f.expectedHits).toBeCloseTo(pb.marginal[f.cells[0]!]!, 12);
      const fired = new Set(ev(k).salvos.flatMap((s) => s.cells));
      expect(f.bestExpectedHits).toBeCloseTo(Math.max(...pb.marginal.filter((_, c) => !fired.has(c))), 12);
      if (k === 1) {
        expect(f.actualHits).toBeNull();
        expect(f.actualExact).toBe(false);
        expect(f.bits).toBeNull();
      } else {
        expect(f.actualHits).toBe(redFleet.some((p) => p.cells.includes(f.cells[0]!)) ? 1 : 0);
        expect(f.bits).toBeCloseTo(Math.log2(Number(pb.count) / Number(pa.count)), 12);
        known += f.actualHits!;
        expected += f.expectedHits;
      }
    }
    // The unreadable salvo's outcome is truly unknown: the position after it is the one before it.
    expect(blue.salvos[1]!.layoutsAfter).toBe(blue.salvos[1]!.layoutsBefore);
    // Luck on the salvos whose hits are known; the unknown one said.
    const last = blue.salvos.at(-1)!;
    expect(last.total.actualHits).toBe(known);
    expect(last.total.judgedExpectedHits).toBeCloseTo(expected, 12);
    expect(last.total.expectedHits).toBeCloseTo(blue.salvos.reduce((s, f) => s + f.expectedHits, 0), 12);
    expect(blue.verdict.luck).toBeCloseTo(known - expected, 12);
    expect(blue.verdict.text).toContain('leaving out shot 2, whose hits are unknown');
    // With the fleet revealed after the game, its hits are known after all.
    const revealed = analyzeGame({ variant: tiny, salvos: cut, unjudged, fleets: { red: redFleet.map((p) => ({ classId: tiny.fleet[p.classIndex]!.id, classIndex: p.classIndex, ordinal: 0, cells: p.cells })) } }, infer);
    const second = revealed.sides[0]!.salvos[1]!;
    expect(second.actualExact).toBe(true);
    expect(second.actualHits).toBe(redFleet.some((p) => p.cells.includes(second.cells[0]!)) ? 1 : 0);
    expect(second.bits).toBeNull();
    // The same salvo with no announcement recorded at all still ends the analysis there.
    expect(analyzeGame({ variant: tiny, salvos: cut }, infer).sides[0]!.stopped).toBe("shot 3 (blue's 2nd) has no recorded announcement");
  });

  it("names the salvo it stops at as the record numbers it, and as the side's own count", () => {
    const cut = salvos.map((s, i) => (i === 4 ? { ...s, announcement: null } : s));
    // A record whose text numbers its salvos past an unreadable item (the second), with its own side names.
    const numbering = { salvos: salvos.map((_, i) => (i === 0 ? 1 : i + 2)), sides: { blue: 'Dad', red: 'Jenny' } };
    const r = analyzeGame({ variant: tiny, salvos: cut, numbering }, infer);
    expect(r.sides[0]!.stopped).toBe("shot 6 (Dad's 3rd) has no recorded announcement");
    expect(r.sides[0]!.salvos.map((f) => f.number)).toEqual([1, 2]);
    // Blue's second salvo contradicts its first (the same cell, a hit where there was a miss, or
    // the other way round): no layout fits before blue's third, the record's fifth.
    const firstBlue = salvos[0]!;
    const told = firstBlue.announcement;
    if (told?.kind !== 'per-shot') throw new Error('tiny reports per shot');
    const flipped = { kind: 'per-shot' as const, shots: told.shots.map((s) => ({ result: s.result === 'miss' ? ('hit' as const) : ('miss' as const) })) };
    const contradicted = salvos.map((s, i) => (i === 2 ? { ...s, cells: firstBlue.cells, announcement: flipped } : s));
    const bad = analyzeGame({ variant: tiny, salvos: contradicted, numbering }, infer);
    expect(bad.sides[0]!.stopped).toBe("no legal fleet fits the announcements before shot 6 (Dad's 3rd)");
  });
});

describe('analyzeGame: a side with no salvo to judge', () => {
  const layouts = allLayouts(tiny);
  const red = layouts[200]!;
  const infer = bruteInferrer();
  const blueOnly: PlayedSalvo[] = [];
  const fired = new Set<number>();
  for (const cell of [12, 0, 6]) {
    blueOnly.push({ side: 'blue', cells: [cell], announcement: announce(tiny, red, fired, [cell]) });
    fired.add(cell);
  }

  it('gets a plain verdict, with no figures, when it fired nothing', () => {
    const r = analyzeGame({ variant: tiny, salvos: blueOnly }, infer);
    expect(r.sides[1]!.salvos).toHaveLength(0);
    expect(r.sides[1]!.verdict).toEqual({ skill: null, skillError: null, luck: null, luckError: null, luckSpread: null, text: 'no shots to judge' });
    // The side that fired is judged as before.
    expect(r.sides[0]!.verdict.skill).toBeGreaterThan(0);
    expect(r.sides[0]!.verdict.text).toMatch(/of the best expected hits/);
  });

  it('judges aim but not luck when the hits of every salvo it fired are unknown (announcements written, not readable)', () => {
    const unreadable = blueOnly.map((s) => ({ ...s, announcement: null }));
    const r = analyzeGame({ variant: tiny, salvos: unreadable, unjudged: { announcements: new Set([0, 1, 2]) } }, infer);
    const blue = r.sides[0]!;
    expect(blue.stopped).toBeUndefined();
    expect(blue.salvos.map((f) => f.actualHits)).toEqual([null, null, null]);
    expect(blue.verdict.luck).toBeNull();
    expect(blue.verdict.luckSpread).toBeNull();
    expect(blue.verdict.skill).toBeGreaterThan(0);
    expect(blue.verdict.text).toMatch(/of the best expected hits .*; luck unknown: the hits of every shot are unknown$/u);
  });

  it('and when its first salvo has no announcement', () => {
    const r = analyzeGame({ variant: tiny, salvos: blueOnly.map((s, i) => (i === 0 ? { ...s, announcement: null } : s)) }, infer);
    expect(r.sides[0]!.salvos).toHaveLength(0);
    expect(r.sides[0]!.stopped).toBe("shot 1 (blue's 1st) has no recorded announcement");
    expect(r.sides[0]!.verdict.text).toBe('no shots to judge');
    expect(r.sides[0]!.verdict.skill).toBeNull();
  });
});

describe('analyzeGame where a hit on a protected ship costs a turn', () => {
  // 4×4, a protected two-cell "hospital" and a three-cell ship that may touch; per-shot reports
  // naming the sunk ship. Blue finds the hospital first (pinned: sunk), then fires on.
  const base = tiny;
  const variant = {
    ...base,
    board: { ...base.board, rows: 4, columns: 4, columnLabels: ['A', 'B', 'C', 'D'], rowLabels: ['1', '2', '3', '4'] },
    fleet: [
      { ...base.fleet[0]!, id: 'three', size: 3, shape: [[0, 0], [0, 1], [0, 2]] as const },
      { ...base.fleet[1]!, id: 'hospital', size: 2, shape: [[0, 0], [0, 1]] as const, protected: true, mustSink: false },
    ],
    turns: { ...base.turns, protectedHitPenalty: 'skip-next-turn' as const },
  };
  const layouts = allLayouts(variant);
  // The hospital on A1–B1, the three away from A2: once A1 is hit and A2 missed, B1 is the
  // hospital for certain, which the best salvo leaves alone.
  const red = layouts.find((l) => l.some((p) => p.cells.join() === '0,1') && l.every((p) => !p.cells.includes(4)))!;
  const fired = new Set<number>();
  const salvos: PlayedSalvo[] = [];
  for (const cell of [0, 4, 10, 11]) {
    salvos.push({ side: 'blue', cells: [cell], announcement: announce(variant, red, fired, [cell]) });
    fired.add(cell);
  }
  const report = analyzeGame({ variant, salvos }, bruteInferrer());
  const blue = report.sides[0]!;

  it("pairs the best salvo with its own expected hits, and judges aim with the hospital's cost", () => {
    const infer = bruteInferrer();
    const third = blue.salvos[2]!;
    expect(third.bestCells).not.toContain(1);
    expect(third.bestExpectedHits).toBeLessThan(1);
    for (const f of blue.salvos) {
      const before = infer(variant, { salvos: salvos.slice(0, f.number - 1).map((s) => ({ cells: s.cells, announcement: s.announcement! })) });
      expect(f.bestExpectedHits).toBeCloseTo(f.bestCells.reduce((s, c) => s + before.marginal[c]!, 0), 12);
    }
    expect(blue.verdict.text).toContain("less a lost turn's worth times its chance of hitting a protected ship");
    expect(blue.verdict.skill).toBeGreaterThanOrEqual(0);
  });
});

describe('analyzeGame: hits the announcement fixes', () => {
  // Two ships of different classes on 5×5; blue fires salvos of two or three shots at red. The
  // posterior is only estimated (marginals blurred away from 0 and 1, count unknown), so the only
  // way to know a salvo's hits exactly is the announcement.
  const classes = [shipClass('three', 3), shipClass('two', 2)];
  const variantWith = (report: Variant['report']): Variant => makeVariant({ rows: 5, columns: 5, fleet: classes, placement: { diagonal: false, spacing: 'may-touch' }, report });
  const exactInfer = bruteInferrer();
  const estimated: Inferrer = (variant, evidence) => {
    const post = exactInfer(variant, evidence);
    return { ...post, exact: false, count: -1n, marginal: post.marginal.map((p) => 0.05 + 0.9 * p) };
  };
  // Red's three on A1–C1 (cells 0–2), its two on A3–A4 (cells 10, 15).
  const redOf = (variant: Variant) => allLayouts(variant).find((l) => l[0]!.cells.join() === '0,1,2' && l[1]!.cells.join() === '10,15')!;
  const play = (variant: Variant, plan: readonly (readonly number[])[]): PlayedSalvo[] => {
    const red = redOf(variant);
    const fired = new Set<number>();
    return plan.map((cells) => {
      const s: PlayedSalvo = { side: 'blue', cells, announcement: announce(variant, red, fired, cells) };
      for (const c of cells) fired.add(c);
      return s;
    });
  };
  /** The hits on red's fresh cells, from the layout itself. */
  const truth = (variant: Variant, plan: readonly (readonly number[])[]): number[] => {
    const occupied = new Set(redOf(variant).flatMap((p) => p.cells));
    const fired = new Set<number>();
    return plan.map((cells) => {
      const fresh = [...new Set(cells)].filter((c) => !fired.has(c));
      for (const c of cells) fired.add(c);
      return fresh.filter((c) => occupied.has(c)).length;
    });
  };

  it('takes the number from counts, exact, where the posterior is only estimated', () => {
    const v = variantWith({ timing: 'per-salvo', by: 'class', counts: true, sunk: false });
    const plan = [[0, 1, 10], [5, 6, 20], [2, 15, 24]];
    const blue = analyzeGame({ variant: v, salvos: play(v, plan) }, estimated).sides[0]!;
    expect(blue.salvos.map((f) => f.actualHits)).toEqual(truth(v, plan));
    expect(blue.salvos.every((f) => f.actualExact)).toBe(true);
    expect(blue.verdict.luck).toBeCloseTo(truth(v, plan).reduce((a, b) => a + b, 0) - blue.salvos.reduce((s, f) => s + f.expectedHits, 0), 12);
  });

  it('per shot, from the reports of the fresh cells', () => {
    const v = variantWith({ timing: 'per-shot', sunk: 'plain', hitClass: false });
    const plan = [[0, 10], [5, 1], [1, 2, 2]];
    const blue = analyzeGame({ variant: v, salvos: play(v, plan) }, estimated).sides[0]!;
    expect(blue.salvos.map((f) => f.actualHits)).toEqual(truth(v, plan));
    expect(blue.salvos.every((f) => f.actualExact)).toBe(true);
  });

  it('without counts, only when nothing or everything was hit; else the estimate', () => {
    const v = variantWith({ timing: 'per-salvo', by: 'class', counts: false, sunk: false });
    // No hits; two shots on two classes (both hit); two shots on the three (1 or 2 hits: not fixed).
    const plan = [[5, 6], [0, 10], [1, 7]];
    const blue = analyzeGame({ variant: v, salvos: play(v, plan) }, estimated).sides[0]!;
    expect(blue.salvos.map((f) => f.actualExact)).toEqual([true, true, false]);
    expect(blue.salvos.slice(0, 2).map((f) => f.actualHits)).toEqual(truth(v, plan).slice(0, 2));
  });

  it('with counts, not where a shot fell on a cell fired before (the counts need not be of fresh cells)', () => {
    const v = variantWith({ timing: 'per-salvo', by: 'class', counts: true, sunk: false });
    const plan = [[0, 5], [0, 1, 6]];
    const blue = analyzeGame({ variant: v, salvos: play(v, plan) }, estimated).sides[0]!;
    expect(blue.salvos.map((f) => f.actualExact)).toEqual([true, false]);
  });

  it('by ship, the counts added up', () => {
    const v = variantWith({ timing: 'per-salvo', by: 'ship', counts: true, sunk: false });
    const flat: Inferrer = (variant) => ({ exact: false, count: -1n, marginal: new Array<number>(25).fill(0.2), classMarginal: Object.fromEntries(variant.fleet.map((c) => [c.id, new Array<number>(25).fill(0.1)])) });
    const salvos: PlayedSalvo[] = [
      { side: 'blue', cells: [0, 1, 10], announcement: { kind: 'per-salvo', hits: [{ classId: 'three', ship: 0, count: 2 }, { classId: 'two', ship: 0, count: 1 }] } },
      { side: 'blue', cells: [5, 6, 7], announcement: { kind: 'per-salvo', hits: [] } },
    ];
    const blue = analyzeGame({ variant: v, salvos }, flat).sides[0]!;
    expect(blue.salvos.map((f) => [f.actualHits, f.actualExact])).toEqual([[3, true], [0, true]]);
  });

  it('leaves an announcement the referee cannot judge to the posterior', () => {
    const v = variantWith({ timing: 'per-salvo', by: 'class', counts: true, sunk: false });
    const plan = [[0, 1, 10]];
    const blue = analyzeGame({ variant: v, salvos: play(v, plan), unjudged: { announcements: new Set([0]) } }, estimated).sides[0]!;
    expect(blue.salvos[0]!.actualExact).toBe(false);
  });
});
