/**
 * Forced ships taken out before counting (`pinForced`), and hit cells checked as the scan passes
 * them (`coverCells`), against brute force on generated positions; and what they buy on the
 * Statki 15×15 example, whose middle game the counter could not reach before.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { infer } from '../../src/inference/engine.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { coverCells, pinForced } from '../../src/inference/problem.js';
import { ProfileDp } from '../../src/inference/profile-dp.js';
import { searchLayouts } from '../../src/inference/search.js';
import { setupOf } from '../../src/record/game.js';
import { readRecordFile } from '../../src/record/store.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { announce } from './brute.js';
import { compiledBesideBrute, positionArb } from './positions.js';

/**
 * Generated positions with ships sunk: the position's salvos fired again at one of its layouts,
 * then a salvo at every cell of its first `sink` ships, all announced truthfully.
 */
const sinkingArb = fc.tuple(positionArb, fc.nat(), fc.integer({ min: 1, max: 3 })).map(([pos, pick, sink]) => {
  if (pos === null) return null;
  const { variant, layouts } = pos;
  const truth = layouts[pick % layouts.length]!;
  const cells = pos.evidence.salvos.map((s) => [...s.cells]);
  cells.push(truth.slice(0, sink).flatMap((ship) => ship.cells));
  const evidence: Evidence = { salvos: cells.map((c, t) => ({ cells: c, announcement: announce(variant, truth, cells, t) })) };
  return { variant, layouts, evidence };
});

describe('forced ships (pinForced) against brute force', () => {
  it('the forced ships lie in every consistent layout, and the rest counts the same', async () => {
    let withFixed = 0;
    await fc.assert(
      fc.asyncProperty(sinkingArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const both = compiledBesideBrute(pos);
        if (both === null) return;
        const { problem, slow } = both;
        // Announced truthfully from one of the layouts: that layout still fits, so pinning the
        // forced ships must not call the position impossible.
        expect(slow.count).toBeGreaterThan(0n);
        const { problem: rest, fixed } = pinForced(problem);
        if (fixed.length > 0) withFixed++;
        expect(rest.impossible).toBeUndefined();
        // A forced ship's cells are covered in every layout.
        for (const { p } of fixed) for (const c of p.cells) expect(slow.marginal[c]).toBeCloseTo(1, 12);
        const found = searchLayouts(rest, 2_000_000);
        if (found === null) return;
        expect(found.count).toBe(slow.count);
        const marginal = new Array<number>(slow.marginal.length).fill(0);
        for (const [p, n] of found.weights) for (const c of p.cells) marginal[c]! += n / Number(found.count);
        for (const { p } of fixed) for (const c of p.cells) marginal[c]! += 1;
        marginal.forEach((m, c) => expect(Math.abs(m - slow.marginal[c]!)).toBeLessThan(1e-12));
        // The counter, which pins by itself, gives the forced ships the whole count.
        const dp = new ProfileDp(problem);
        const count = dp.count({ keepLevels: true });
        expect(count).toBe(slow.count);
        const w = dp.placementWeights();
        for (const item of dp.items) if (fixed.some((f) => f.p === item.placement)) expect(w[item.id]).toBe(Number(count));
      }),
      { seed: 20261130, numRuns: 200 },
    );
    expect(withFixed).toBeGreaterThan(20);
  });

  it('every per-shot hit becomes a cell checked as the scan passes it, not a sum in the key', async () => {
    let hits = 0;
    await fc.assert(
      fc.asyncProperty(sinkingArb, async (pos) => {
        await breathe();
        if (pos === null || pos.variant.report.timing !== 'per-shot') return;
        const problem = compileEvidence(pos.variant, pos.evidence);
        if (problem.impossible !== undefined) return;
        // A hit that one ship alone could cover became a filter; the others stay constraints.
        const cover = coverCells(problem);
        for (const c of problem.constraints) if (/^cell .* hit$/.test(c.label)) expect(cover.has(c)).toBe(true);
        hits += cover.size;
        // No placement left keeps a hit cell in its halo without covering it.
        for (const g of problem.groups) for (const p of g.placements) for (const c of problem.occupied) if (!p.cells.includes(c)) expect(p.halo[c >>> 5]! & (1 << (c & 31))).toBe(0);
      }),
      { seed: 11, numRuns: 150 },
    );
    expect(hits).toBeGreaterThan(50);
  });
});

describe('the Statki 15×15 example in the middle game', () => {
  it('after 60 shots at Tomek: exact, the fleet he revealed among the layouts, the sunk ships certain', async () => {
    const f = await readRecordFile(join(import.meta.dirname, '..', '..', 'examples', 'statki-15.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('examples/statki-15.yaml does not load');
    const { variant, record } = f;
    const target = variant.turns.sides[1].id;
    const evidence = evidenceFromRecord(variant, record, target, 60);
    const r = infer(variant, evidence);
    expect(r.exact).toBe(true);
    expect(r.count).toBeGreaterThan(1_000_000n);
    const total = r.marginal.reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(35, 6);
    const revealed = setupOf(record, variant).fleets[target]!;
    for (const ship of revealed) for (const c of ship.cells) expect(r.marginal[c]).toBeGreaterThan(0);
    // Each sunk ship is forced: the counter carries the others only.
    const { fixed } = pinForced(compileEvidence(variant, evidence));
    expect(fixed.length).toBeGreaterThanOrEqual(7);
    const pinnedCells = new Set(r.pinned.flatMap((s) => s.cells));
    for (const { p } of fixed) for (const c of p.cells) expect(pinnedCells.has(c)).toBe(true);
  });
});
