/**
 * Counting by parts (parts.ts) against the brute-force reference: on generated positions of
 * boards with ships that may touch and straight ships of four cells (one or two of them), with
 * rectangular boards so that renumbering down the columns is not a reflection, the parts' counts
 * add up to the brute-force count and their per-placement weights give its cell and class
 * probabilities (within 1e-12). The split is forced (no size threshold) so that small boards
 * take the same path as Perelman.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { countParts, orientationParts } from '../../src/inference/parts.js';
import { ProfileDp } from '../../src/inference/profile-dp.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { ReportPolicy, SalvoPolicy, Spacing } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts } from './brute.js';
import { compiledBesideBrute } from './positions.js';

const REPORTS: ReportPolicy[] = [
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
];
const POLICIES: SalvoPolicy[] = [
  { kind: 'constant', shots: 2 },
  { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }], countProtected: false },
];

const positionArb = fc
  .record({
    rows: fc.integer({ min: 4, max: 6 }),
    columns: fc.integer({ min: 4, max: 6 }),
    fours: fc.integer({ min: 1, max: 2 }),
    third: fc.constantFrom(0, 2, 3),
    thirds: fc.integer({ min: 1, max: 2 }),
    spacing: fc.constantFrom<Spacing>('may-touch', 'may-touch', 'may-touch', 'no-side-contact'),
    report: fc.constantFrom(...REPORTS),
    policy: fc.constantFrom(...POLICIES),
    truth: fc.nat(),
    salvos: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { maxLength: 4 }),
  })
  .map((g) => {
    // Two ships of three cells (split too) only beside a single four, to keep the brute force small.
    const thirds = g.fours === 1 && g.third === 3 ? g.thirds : 1;
    const fleet = [shipClass('four', 4, { count: g.fours }), ...(g.third > 0 ? [shipClass('other', g.third, { count: thirds })] : [])];
    const variant = makeVariant({ rows: g.rows, columns: g.columns, fleet, placement: { diagonal: false, spacing: g.spacing }, report: g.report, turns: { ...makeVariant().turns, salvo: g.policy } });
    const layouts = bruteLayouts(variant);
    if (layouts.length === 0) return null;
    const truth = layouts[g.truth % layouts.length]!;
    const N = g.rows * g.columns;
    const salvos = g.salvos.map((s) => [...new Set(s.map((c) => c % N))]);
    const list: { cells: number[]; announcement: Announcement | null }[] = salvos.map((cells, t) => ({ cells, announcement: announce(variant, truth, salvos, t) }));
    return { variant, layouts, evidence: { salvos: list } };
  });

describe('counting by parts equals brute force', () => {
  it('on generated positions with four-cell ships that may touch', async () => {
    let split = 0;
    let pairs = 0;
    let down = 0;
    let across = 0;
    await fc.assert(
      fc.asyncProperty(positionArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const { variant } = pos;
        const both = compiledBesideBrute(pos);
        if (both === null) return;
        const { problem, slow } = both;
        const parts = orientationParts(problem, variant.board, { minBound: 0 });
        if (variant.placement.spacing !== 'may-touch') expect(parts.length).toBe(1);
        if (parts.length > 1) split++;
        if (parts.length > 3) pairs++;
        for (const p of parts) {
          if (p.original === undefined) across++;
          else down++;
        }
        const { count, weights } = countParts(parts, { weights: true });
        expect(count).toBe(slow.count);
        if (count === 0n) return;
        const N = variant.board.rows * variant.board.columns;
        const cell = new Array<number>(N).fill(0);
        const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
        for (const g of problem.groups) {
          for (const p of g.placements) {
            const w = (weights.get(p) ?? 0) / Number(count);
            for (const c of p.cells) {
              cell[c]! += w;
              byClass[p.classIndex]![c]! += w;
            }
          }
        }
        for (let c = 0; c < N; c++) expect(Math.abs(cell[c]! - slow.marginal[c]!)).toBeLessThan(1e-12);
        variant.fleet.forEach((k, i) => {
          for (let c = 0; c < N; c++) expect(Math.abs(byClass[i]![c]! - slow.classMarginal[k.id]![c]!)).toBeLessThan(1e-12);
        });
      }),
      { seed: 20261130, numRuns: 120 },
    );
    // The split, and both scan orders, were exercised.
    expect(split).toBeGreaterThan(50);
    expect(pairs).toBeGreaterThan(5);
    expect(down).toBeGreaterThan(20);
    expect(across).toBeGreaterThan(20);
  });

  it('scans ships that forbid their neighbours across the open water: by rows over a tall strip, down the columns over a wide one', () => {
    const v = makeVariant({ rows: 8, columns: 8, fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const missed = (cells: number[]) => ({ salvos: [{ cells, announcement: { kind: 'per-shot' as const, shots: cells.map(() => ({ result: 'miss' as const })) } }] });
    const all = Array.from({ length: 64 }, (_, c) => c);
    // Columns A-D missed: a strip 4 wide and 8 tall, crossed by rows of 4 open cells.
    const tall = compileEvidence(v, missed(all.filter((c) => c % 8 < 4)));
    // Rows 1-4 missed: a strip 8 wide and 4 tall, crossed by columns of 4 open cells.
    const wide = compileEvidence(v, missed(all.filter((c) => c < 32)));
    const [byRows] = orientationParts(tall, v.board, { minBound: 0 });
    const [byColumns] = orientationParts(wide, v.board, { minBound: 0 });
    expect(byRows!.original).toBeUndefined();
    expect(byColumns!.original).toBeDefined();
    for (const [problem, part] of [[tall, byRows!], [wide, byColumns!]] as const) {
      const { count, weights } = countParts([part], { weights: true });
      const dp = new ProfileDp(problem);
      expect(count).toBe(dp.count({ keepLevels: true }));
      expect(count).toBeGreaterThan(0n);
      const w = dp.placementWeights();
      for (const item of dp.items) expect(weights.get(item.placement) ?? 0).toBe(w[item.id]);
    }
    // Down the columns, the wide strip keeps fewer states than by rows.
    const rows = new ProfileDp(wide);
    const columns = new ProfileDp(byColumns!.problem);
    rows.count({ keepLevels: true });
    columns.count({ keepLevels: true });
    expect(columns.stateCount()).toBeLessThan(rows.stateCount());
  });

  it('leaves small problems whole unless told otherwise, and splits Perelman-like fleets into count + 1 parts per long class', () => {
    const v = makeVariant({ rows: 6, columns: 5, fleet: [shipClass('five', 5), shipClass('four', 4, { count: 2 }), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const problem = compileEvidence(v, { salvos: [] });
    expect(orientationParts(problem, v.board)).toHaveLength(1);
    const parts = orientationParts(problem, v.board, { minBound: 0 });
    expect(parts).toHaveLength(2 * 3);
    expect(countParts(parts).count).toBe(BigInt(bruteLayouts(v).length));
    // 1967's fleet: the longest ship and the pair of three-cell ones, not the single four.
    const w = makeVariant({ rows: 7, columns: 6, fleet: [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const p1967 = compileEvidence(w, { salvos: [] });
    const split = orientationParts(p1967, w.board, { minBound: 0 });
    expect(split).toHaveLength(2 * 3);
    expect(split.every((p) => p.problem.groups.filter((g) => g.placements[0]!.cells.length === 4).length === 1)).toBe(true);
    expect(countParts(split).count).toBe(new ProfileDp(p1967).count());
  });
});
