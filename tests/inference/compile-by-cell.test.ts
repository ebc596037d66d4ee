/**
 * The compiler's passes for a hit cell look only at the placements covering it (inference/
 * compile.ts, `placementsByCell`), not at every placement of the fleet: `salvo play` compiles the
 * whole evidence against a fleet at each result typed (the check that some legal fleet still
 * fits), and late in a long game, with dozens of hits, those passes were most of the work. The
 * problem is the same, placement for placement and constraint for constraint, in every variant
 * and with the slips a record holds; the placements' cells are read far fewer times.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShipPlacement } from '../../src/core/placements.js';
import { allPlacements } from '../../src/core/placements.js';
import { compileEvidence, placementsByCell } from '../../src/inference/compile.js';
import type { Evidence, EvidenceSalvo } from '../../src/inference/evidence.js';
import type { Problem } from '../../src/inference/problem.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { ALL_VARIANTS } from '../rules/variants.js';

afterEach(() => {
  placementsByCell.enabled = true;
});

const ROOT = process.cwd();
const statki15 = await loadVariant('statki-15', { cwd: ROOT });
const variants = [await loadVariant('statki', { cwd: ROOT }), await loadVariant('morskoy-boy', { cwd: ROOT }), statki15, await loadVariant('classic-salvo', { cwd: ROOT }), await loadVariant('classic-1967', { cwd: ROOT }), await loadVariant('perelman', { cwd: ROOT }), await loadVariant('jutland', { cwd: ROOT }), ...ALL_VARIANTS];

/** The salvos one side fired in a seeded game, as evidence of the other's fleet. */
function firedBy(variant: Variant, seed: number, turns?: number): EvidenceSalvo[] {
  const game = playRandomGame(variant, seed, turns === undefined ? {} : { maxTurns: turns });
  const side = variant.turns.sides[0].id;
  return game.turns.filter((t) => t.side === side).map((t) => ({ cells: t.cells, announcement: t.announcement }));
}

/** What a compilation gives, compared as a whole (the order of each constraint's weights too). */
const seen = (p: Problem): unknown => ({
  impossible: p.impossible,
  impossibleCause: p.impossibleCause,
  occupied: p.occupied,
  groups: p.groups.map((g) => [g.classIndex, g.count, g.placements]),
  constraints: p.constraints.map((c) => [c.lo, c.hi, c.label, [...c.weights], c.accept === undefined ? undefined : [0, 1, 2, 3, 4, 5, 6, 8, 10].map((v) => c.accept!(v))]),
});

/** Compiled with the passes by cell and as before: the two, compared. */
function both(variant: Variant, evidence: Evidence, placements = allPlacements(variant)): { byCell: unknown; before: unknown } {
  placementsByCell.enabled = false;
  const before = seen(compileEvidence(variant, evidence, placements));
  placementsByCell.enabled = true;
  return { byCell: seen(compileEvidence(variant, evidence, placements)), before };
}

/** A slip in a salvo: its first result made a hit or a sunk, its first cell fired before, off the board or no whole cell, its announcement gone. */
type Slip = { readonly at: number; readonly kind: 'hit' | 'sunk' | 'again' | 'off' | 'half' | 'none'; readonly pick: number };

function slipped(variant: Variant, salvos: readonly EvidenceSalvo[], slips: readonly Slip[]): EvidenceSalvo[] {
  const out = [...salvos];
  for (const s of slips) {
    const i = s.at % out.length;
    const salvo = out[i]!;
    const a = salvo.announcement;
    const first = (c: number): number[] => salvo.cells.map((x, j) => (j === 0 ? c : x));
    if ((s.kind === 'hit' || s.kind === 'sunk') && a?.kind === 'per-shot' && a.shots.length > 0) {
      const classId = variant.report.timing === 'per-shot' && variant.report.hitClass ? variant.fleet[s.pick % variant.fleet.length]!.id : undefined;
      out[i] = { ...salvo, announcement: { kind: 'per-shot', shots: a.shots.map((x, j) => (j === 0 ? { result: s.kind as 'hit' | 'sunk', ...(classId !== undefined ? { classId } : {}) } : x)) } };
    }
    if (s.kind === 'again') out[i] = { ...salvo, cells: first(out[s.pick % out.length]!.cells[0] ?? 0) };
    if (s.kind === 'off') out[i] = { ...salvo, cells: first(variant.board.rows * variant.board.columns + (s.pick % 3)) };
    if (s.kind === 'half') out[i] = { ...salvo, cells: first((s.pick % 20) + 0.5) };
    if (s.kind === 'none') out[i] = { ...salvo, announcement: null };
  }
  return out;
}

const arbSlip: fc.Arbitrary<Slip> = fc.record({ at: fc.nat(), kind: fc.constantFrom('hit', 'sunk', 'again', 'off', 'half', 'none'), pick: fc.nat() });

describe('the passes for a hit cell, by the placements covering it', () => {
  it('leave the problem the passes over every placement leave, in every variant, with slips and own salvo sizes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 4, max: 400 }),
        fc.array(arbSlip, { maxLength: 4 }),
        fc.array(fc.record({ afterSalvo: fc.nat(30), shots: fc.integer({ min: 1, max: 6 }), limited: fc.boolean() }), { maxLength: 2 }),
        (variant, seed, turns, slips, own) => {
          const salvos = firedBy(variant, seed, turns);
          if (salvos.length === 0) return;
          const { byCell, before } = both(variant, { salvos: slipped(variant, salvos, slips), ownSalvoSizes: own });
          expect(byCell).toEqual(before);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('read the placements’ cells far fewer times late in a long Statki 15×15 game, the problem the same', () => {
    const salvos = firedBy(statki15, 7);
    // Placements that count the reads of their cells.
    let reads = 0;
    const counted = allPlacements(statki15).map((list) =>
      list.map((p): ShipPlacement => ({ classIndex: p.classIndex, mask: p.mask, halo: p.halo, orientation: p.orientation, get cells() { reads++; return p.cells; } })),
    );
    const hits = salvos.filter((s) => s.announcement?.kind === 'per-shot' && s.announcement.shots.some((x) => x.result !== 'miss')).length;
    expect(hits).toBeGreaterThan(20);
    const readsOf = (on: boolean): number => {
      placementsByCell.enabled = on;
      // Twice: the placements by cell are found once for a list of placements.
      compileEvidence(statki15, { salvos }, counted);
      reads = 0;
      compileEvidence(statki15, { salvos }, counted);
      return reads;
    };
    const before = readsOf(false);
    const byCell = readsOf(true);
    const total = counted.reduce((n, list) => n + list.length, 0);
    // Before: the placements the misses left, read for each hit and again for each cell hit, more
    // reads than there are placements; now a tenth of that, the placements covering each hit cell.
    expect(before).toBeGreaterThan(total);
    expect(byCell * 10).toBeLessThan(before);
    const { byCell: problem, before: was } = both(statki15, { salvos }, counted);
    expect(problem).toEqual(was);
  });
});
