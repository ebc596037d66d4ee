/**
 * The exact engine against the brute-force reference on generated positions (fast-check,
 * seeded): boards 4×4 to 7×7, every report model, spacing rule and salvo policy, straight,
 * diagonal and polyomino ships; counts equal, probabilities within 1e-12. Plus the invariants
 * of the posterior.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { infer } from '../../src/inference/engine.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { fleetCells } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';
import { aimedPositionArb, positionArb, twinSinkPositionArb, type Position } from './positions.js';

function close(a: readonly number[], b: readonly number[]): void {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(1e-12);
}

/** The engine's answer on a position, checked exact and equal to brute force's (counts, and chances to 1e-12). */
function equalsBrute(pos: Position): ReturnType<typeof infer> {
  const { variant, evidence, layouts } = pos;
  const fast = infer(variant, evidence);
  const slow = bruteInfer(variant, evidence, layouts);
  expect(fast.exact).toBe(true);
  expect(fast.count).toBe(slow.count);
  close(fast.marginal, slow.marginal);
  for (const c of variant.fleet) close(fast.classMarginal[c.id]!, slow.classMarginal[c.id]!);
  return fast;
}

describe('exact engine equals brute force', () => {
  it('on generated positions, every report model, spacing, diagonal and polyomino ships', async () => {
    let honestChecked = 0;
    await fc.assert(
      fc.asyncProperty(positionArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const { variant, evidence, honest } = pos;
        const fast = equalsBrute(pos);
        if (honest) {
          honestChecked++;
          // The true fleet is among the consistent layouts.
          expect(fast.count > 0n).toBe(true);
          const sum = fast.marginal.reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - fleetCells(variant))).toBeLessThan(1e-9);
          // A shot tells its cell, unless the cell was fired at before (it then hits nothing new).
          const fired = new Set<number>();
          for (const s of evidence.salvos) {
            const fresh = s.cells.map((c) => !fired.has(c) && (fired.add(c), true));
            if (s.announcement?.kind !== 'per-shot') continue;
            s.announcement.shots.forEach((r, j) => {
              if (fresh[j]) expect(fast.marginal[s.cells[j]!]).toBe(r.result === 'miss' ? 0 : 1);
            });
          }
        }
      }),
      { seed: 20261129, numRuns: 300 },
    );
    expect(honestChecked).toBeGreaterThan(100);
  });
});

/** Salvos at which a per-salvo report (by class) says a class was sunk after one of its ships had already sunk. */
function sunkAgain(pos: Position): boolean {
  if (pos.variant.report.timing !== 'per-salvo' || !pos.variant.report.sunk || pos.variant.report.by !== 'class') return false;
  const sunk = new Set<string>();
  for (const s of pos.evidence.salvos) {
    if (s.announcement?.kind !== 'per-salvo') continue;
    for (const h of s.announcement.hits) {
      if (!h.sunk) continue;
      if (sunk.has(h.classId)) return true;
      sunk.add(h.classId);
    }
  }
  return false;
}

/** Does a per-salvo report (by class) say that one salvo sank two ships of a class, or more? */
function twoSunkAtOnce(pos: Position): boolean {
  return pos.evidence.salvos.some((s) => s.announcement?.kind === 'per-salvo' && s.announcement.hits.some((h) => (h.sunkShips ?? 0) >= 2));
}

/** Does a per-salvo report (by class) say "sunk" without how many, where more than one could have sunk? */
function sunkUncounted(pos: Position): boolean {
  if (pos.variant.report.timing !== 'per-salvo' || pos.variant.report.by !== 'class') return false;
  const fleet = pos.variant.fleet;
  return pos.evidence.salvos.some(
    (s) => s.announcement?.kind === 'per-salvo' && s.announcement.hits.some((h) => h.sunk === true && h.sunkShips === undefined && (h.count ?? 2) > 1 && fleet.find((c) => c.id === h.classId)!.count > 1),
  );
}

describe('exact engine equals brute force, salvos aimed at the fleet', () => {
  it('on positions where ships sink, two of a class among them', async () => {
    let again = 0;
    await fc.assert(
      fc.asyncProperty(aimedPositionArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const fast = equalsBrute(pos);
        if (pos.honest) expect(fast.count > 0n).toBe(true);
        if (sunkAgain(pos)) again++;
      }),
      { seed: 20261202, numRuns: 300 },
    );
    // The case the random salvos above almost never reach is reached here.
    expect(again).toBeGreaterThan(5);
  });

  it('on positions where one salvo sinks two ships of a class, said with how many or not', async () => {
    let twoAtOnce = 0;
    let uncounted = 0;
    let honest = 0;
    await fc.assert(
      fc.asyncProperty(twinSinkPositionArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const fast = equalsBrute(pos);
        if (pos.honest) {
          honest++;
          expect(fast.count > 0n).toBe(true);
        }
        if (twoSunkAtOnce(pos)) twoAtOnce++;
        if (sunkUncounted(pos)) uncounted++;
      }),
      { seed: 20261203, numRuns: 150 },
    );
    // `destroyer 2 sunk 2`, and (as records wrote it before) `destroyer 2 sunk`: at least one.
    expect(twoAtOnce).toBeGreaterThan(15);
    expect(uncounted).toBeGreaterThan(15);
    expect(honest).toBeGreaterThan(20);
  });
});

describe('engine invariants on hand-made positions', () => {
  const v = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-side-contact' } });
  it('an empty board: probabilities sum to the fleet size, equal to brute force', () => {
    const r = infer(v, { salvos: [] });
    const b = bruteInfer(v, { salvos: [] });
    expect(r.count).toBe(b.count);
    expect(r.marginal.reduce((a, x) => a + x, 0)).toBeCloseTo(7, 9);
  });
  it('contradictory announcements give zero layouts', () => {
    const miss: Announcement = { kind: 'per-shot', shots: [{ result: 'miss' }] };
    const hit: Announcement = { kind: 'per-shot', shots: [{ result: 'hit' }] };
    const r = infer(v, { salvos: [{ cells: [7], announcement: miss }, { cells: [7], announcement: hit }] });
    expect(r.count).toBe(0n);
  });
  it('a sunk report pins the ship', () => {
    const v1 = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2)], report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const shots = (cells: number[], reports: Announcement[]) => cells.map((c, i) => ({ cells: [c], announcement: reports[i]! }));
    const r = infer(v1, { salvos: shots([0, 1], [{ kind: 'per-shot', shots: [{ result: 'hit' }] }, { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'two' }] }]) });
    expect(r.count).toBe(1n);
    expect(r.pinned).toEqual([{ classId: 'two', cells: [0, 1] }]);
  });
});
