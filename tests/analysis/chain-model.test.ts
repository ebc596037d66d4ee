/**
 * The chain posterior's presolved model and its newer behaviour, against brute-force
 * enumeration over tiny boards: per-shot evidence built directly (./chain-model.ts) on random
 * games, exact rejection starts (the class at a hit is never changed by single moves, so a
 * wrong start law would show), and early stopping for a single-shot advisor.
 */
import { describe, expect, it } from 'vitest';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { chainModel, conflictsOf, geometryOf, perShotModel, withoutConflictRows } from '../../src/analysis/chain-model.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { compileEvidence, missesAtOnce } from '../../src/inference/compile.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';

const noContact = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2), shipClass('one', 1, { count: 2 })],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
});
const touching = makeVariant({
  rows: 4,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
});
const silent = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
  placement: { diagonal: false, spacing: 'no-side-contact' },
  report: { timing: 'per-shot', sunk: 'none', hitClass: false },
});

/** A random true layout and `shots` single shots at distinct random cells, announced truly. */
function randomGame(variant: Variant, seed: string, shots: number): Evidence {
  const rng = createRng(seed);
  const layouts = allLayouts(variant);
  const layout = layouts[randomInt(rng, layouts.length)]!;
  const n = variant.board.rows * variant.board.columns;
  const cells = Array.from({ length: n }, (_, i) => i);
  const fired = new Set<number>();
  const salvos: Evidence['salvos'][number][] = [];
  for (let k = 0; k < shots; k++) {
    const c = cells.splice(randomInt(rng, cells.length), 1)[0]!;
    salvos.push({ cells: [c], announcement: announce(variant, layout, fired, [c]) });
    fired.add(c);
  }
  return { salvos };
}

const games: [string, Variant, Evidence][] = [];
for (const [name, variant] of [
  ['no contact, sunk told', noContact],
  ['may touch, classes told', touching],
  ['no side contact, sinking not told', silent],
] as const) {
  for (let g = 0; g < 6; g++) games.push([`${name} #${g}`, variant, randomGame(variant, `${name}:${g}`, 3 + 3 * g)]);
}

describe('per-shot model', () => {
  const brute = bruteInferrer();
  it.each(games)('enumerates the brute-force posterior: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    const got = chainPosterior(variant, evidence);
    expect(got.exact).toBe(true);
    expect(got.count).toBe(ref.count);
    got.marginal.forEach((p, c) => expect(p).toBeCloseTo(ref.marginal[c]!, 12));
    for (const id of Object.keys(ref.classMarginal)) got.classMarginal[id]!.forEach((p, c) => expect(p).toBeCloseTo(ref.classMarginal[id]![c]!, 12));
  });
  it.each(games.filter(([, v, e], i) => i % 3 === 1 && perShotModel(v, e)!.S >= 2))('estimates by the chain within 0.04: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    if (ref.count === 0n) return;
    const got = chainPosterior(variant, evidence, { enumerationBudget: 1, sweeps: 3000 });
    expect(got.method).toBe('chain');
    const worst = Math.max(...got.marginal.map((p, c) => Math.abs(p - ref.marginal[c]!)));
    expect(worst).toBeLessThan(0.04);
  });
  it('builds per-shot evidence directly and leaves other kinds to the compiler', () => {
    const [, variant, evidence] = games[3]!;
    expect(perShotModel(variant, evidence)).not.toBeNull();
    const perSalvo = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2)], report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
    expect(perShotModel(perSalvo, { salvos: [{ cells: [0, 1], announcement: { kind: 'per-salvo', hits: [] } }] })).toBeNull();
    // The compiled route agrees on which ships are left to place.
    const compiled = chainModel(variant, compileEvidence(variant, evidence));
    expect(compiled.impossible).toBe(false);
  });
  it.each(games.filter((_, i) => i % 2 === 0))('compiles with the misses ruled out at once to the same problem as one by one: %s', (_, variant, evidence) => {
    const fast = compileEvidence(variant, evidence);
    missesAtOnce.enabled = false;
    let plain;
    try {
      plain = compileEvidence(variant, evidence);
    } finally {
      missesAtOnce.enabled = true;
    }
    expect(fast.impossible).toBe(plain.impossible);
    expect(fast.groups.map((g) => [g.classIndex, g.count, g.placements])).toEqual(plain.groups.map((g) => [g.classIndex, g.count, g.placements]));
    expect(fast.constraints.map((c) => [c.lo, c.hi, c.label, [...c.weights]])).toEqual(plain.constraints.map((c) => [c.lo, c.hi, c.label, [...c.weights]]));
  });
  it('fixes a sunk ship and its neighbours are ruled out', () => {
    // three sunk at 0,1,2 (top row): then nothing else may touch cells 0..7 of the 5x5 board.
    const shot = (c: number, result: 'hit' | 'sunk') => ({ cells: [c], announcement: { kind: 'per-shot' as const, shots: [{ result }] } });
    const m = perShotModel(noContact, { salvos: [shot(0, 'hit'), shot(1, 'hit'), shot(2, 'sunk')] })!;
    expect(m.fixed.map((f) => f.classId)).toEqual(['three']);
    expect(m.C).toBe(0);
    for (let i = 0; i < m.groupPids.length; i++) {
      const p = m.geo.placements[m.groupPids[i]!]!;
      expect(p.cells.some((c) => c <= 3 || (c >= 5 && c <= 8))).toBe(false);
    }
  });
  it('leaves no trace of an enumeration that ran out of budget: the chain after it is the chain alone', () => {
    for (const [, variant, evidence] of games.slice(0, 3)) {
      for (const budget of [40, 200, 1000]) {
        const after = chainPosterior(variant, evidence, { enumerationBudget: budget, sweeps: 30 });
        if (after.exact) continue;
        // No enumeration at all (a tight or crowded position would still be tried on the default budget).
        const alone = chainPosterior(variant, evidence, { enumerateShips: 0, enumerationBudget: 0, sweeps: 30 });
        expect(after.marginal).toEqual(alone.marginal);
      }
    }
  });
  it('answers count 0 when the evidence contradicts itself', () => {
    // A hit announced on a cell fired at before: it can hit nothing new.
    const salvos = [
      { cells: [6], announcement: { kind: 'per-shot' as const, shots: [{ result: 'miss' as const }] } },
      { cells: [6], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } },
    ];
    expect(chainPosterior(noContact, { salvos }).count).toBe(0n);
  });
  it('takes a cell fired at again as the rules announce it: a miss there tells nothing', () => {
    const salvos = [
      { cells: [6], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } },
      { cells: [6], announcement: { kind: 'per-shot' as const, shots: [{ result: 'miss' as const }] } },
    ];
    const once = chainPosterior(noContact, { salvos: salvos.slice(0, 1) });
    const twice = chainPosterior(noContact, { salvos });
    expect(twice.count).toBe(once.count);
    expect(twice.count > 0n).toBe(true);
    expect(twice.marginal[6]).toBe(1);
  });
});

describe('conflict rows', () => {
  // Geometries of more than 4,096 placements have no conflict rows: the chain, the pair move
  // and the enumeration then test masks placement by placement. They must give the same answers.
  it.each(games.filter((_, i) => i % 2 === 1))('give the same posteriors as the mask tests they stand for: %s', (_, variant, evidence) => {
    const plain = structuredClone(variant);
    withoutConflictRows(geometryOf(plain));
    expect(conflictsOf(geometryOf(plain))).toBeNull();
    expect(conflictsOf(geometryOf(variant))).not.toBeNull();
    for (const opts of [{}, { enumerationBudget: 1, sweeps: 60 }, { enumerationBudget: 300, sweeps: 60 }]) {
      const fast = chainPosterior(variant, evidence, opts);
      const slow = chainPosterior(plain, evidence, opts);
      expect(slow.exact).toBe(fast.exact);
      expect(slow.count).toBe(fast.count);
      expect(slow.marginal).toEqual(fast.marginal);
      expect(slow.classMarginal).toEqual(fast.classMarginal);
    }
  });
  it.each([
    ['no contact', noContact],
    ['may touch', touching],
    ['no side contact', silent],
  ] as const)('set the bit of every placement whose cells meet the halo, and no other: %s', (_, variant) => {
    const geo = geometryOf(variant);
    const cf = conflictsOf(geo)!;
    for (let q = 0; q < geo.P; q++) {
      for (let p = 0; p < geo.P; p++) {
        const cls = geo.pidClass[p]!;
        const i = p - cf.classStart[cls]!;
        expect(i).toBeGreaterThanOrEqual(0);
        const bit = (cf.bits[q * cf.rowWords + cf.classOffset[cls]! + (i >>> 5)]! >>> (i & 31)) & 1;
        const meets = geo.placements[p]!.cells.some((c) => ((geo.placements[q]!.halo[c >>> 5]! >>> (c & 31)) & 1) === 1);
        expect(bit).toBe(meets ? 1 : 0);
      }
    }
  });
  it('hold as packed bits exactly the placements that weigh in no constraint', () => {
    for (const [, variant, evidence] of games) {
      const m = perShotModel(variant, evidence)!;
      if (m.impossible) continue;
      const cf = m.conflicts!;
      for (let g = 0; g < m.groupClass.length; g++) {
        const cls = m.groupClassIndex[g]!;
        const want = Array.from(m.groupPids.subarray(m.groupStart[g]!, m.groupStart[g + 1]!)).filter((pid) => m.touchStart[pid + 1] === m.touchStart[pid]);
        const got: number[] = [];
        for (let i = 0; i < cf.classStart[cls + 1]! - cf.classStart[cls]!; i++) if ((m.packBits![g * m.packStride + (i >>> 5)]! >>> (i & 31)) & 1) got.push(cf.classStart[cls]! + i);
        expect(got).toEqual(want);
      }
    }
  });
});

describe('chain starts', () => {
  it('draws exactly uniform starts: the class at a lone hit matches brute force with no moves that could change it', () => {
    // Single moves cannot hand a hit cell from one ship to another (the cell must stay covered),
    // and pair moves are switched off: the class covering the hit is that of the start.
    const evidence: Evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] };
    const ref = bruteInferrer()(noContact, evidence);
    const got = chainPosterior(noContact, evidence, { enumerationBudget: 1, chains: 4000, sweeps: 4000, pairEvery: 1e9 });
    expect(got.method).toBe('chain');
    for (const id of ['three', 'two', 'one']) expect(Math.abs(got.classMarginal[id]![12]! - ref.classMarginal[id]![12]!)).toBeLessThan(0.03);
  });
  it('draws exactly uniform starts with two hits, one ship or two', () => {
    // Hits at 6 and 8 with 7 unknown: one three covers 6-7-8, or two ships cover them apart.
    // Single moves cannot turn one arrangement into the other: cell 7 keeps the start's law.
    const hit = (c: number) => ({ cells: [c], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } });
    const evidence: Evidence = { salvos: [hit(6), hit(8)] };
    const ref = bruteInferrer()(noContact, evidence);
    const got = chainPosterior(noContact, evidence, { enumerationBudget: 1, chains: 4000, sweeps: 4000, pairEvery: 1e9 });
    expect(ref.marginal[7]!).toBeGreaterThan(0.1);
    expect(ref.marginal[7]!).toBeLessThan(0.9);
    expect(Math.abs(got.marginal[7]! - ref.marginal[7]!)).toBeLessThan(0.03);
  });
});

describe('early stopping', () => {
  const brute = bruteInferrer();
  const best = (marginal: readonly number[], evidence: Evidence): number => {
    const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
    let top = -1;
    marginal.forEach((p, c) => {
      if (!fired.has(c) && (top < 0 || p > marginal[top]!)) top = c;
    });
    return top;
  };
  it.each(games.filter(([name]) => name.startsWith('no contact')))('fires within the margin of the best cell: %s', (_, variant, evidence) => {
    const ref = brute(variant, evidence);
    if (ref.count === 0n) return;
    const got = chainPosterior(variant, evidence, { enumerationBudget: 1, sweeps: 2000, earlyStop: { margin: 0.02, z: 3 } });
    const chosen = best(got.marginal, evidence);
    expect(ref.marginal[best(ref.marginal, evidence)]! - ref.marginal[chosen]!).toBeLessThanOrEqual(0.02);
  });
  it('stops early when one cell is clearly best, and not on a near tie with no margin', () => {
    // After a hit at the corner-adjacent cell 1 and misses at 0 and 6, the ship runs along the
    // top row: cell 2 is far likelier than anything else.
    const shot = (c: number, result: 'hit' | 'miss') => ({ cells: [c], announcement: { kind: 'per-shot' as const, shots: [{ result }] } });
    const clear: Evidence = { salvos: [shot(1, 'hit'), shot(0, 'miss'), shot(6, 'miss')] };
    const quick = chainPosterior(noContact, clear, { enumerationBudget: 1, sweeps: 4000, earlyStop: {} });
    expect(quick.sweeps).toBeLessThan(4000);
    const ref = brute(noContact, clear);
    expect(best(quick.marginal, clear)).toBe(best(ref.marginal, clear));
    // The empty board is symmetric: corners tie with corners, and without a margin no batch
    // count separates exact ties.
    const tie = chainPosterior(noContact, { salvos: [] }, { enumerationBudget: 1, sweeps: 400, earlyStop: { margin: 0 } });
    expect(tie.sweeps).toBe(400);
  });
});
