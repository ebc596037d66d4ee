/**
 * The compiler rules out the placements covering every miss at once, one bitset test a placement
 * (inference/compile.ts, `missesAtOnce`), not with a pass over every placement for each miss: the
 * problem is the same, placement for placement and constraint for constraint, for games of every
 * per-shot report, their results changed, cells fired again, off the board, results missing or
 * too many, and own salvo sizes (play checks every result typed this way: `firstImpossible`).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { compileEvidence, missesAtOnce } from '../../src/inference/compile.js';
import type { Evidence, EvidenceSalvo } from '../../src/inference/evidence.js';
import type { Problem } from '../../src/inference/problem.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { ShotReport } from '../../src/rules/announcement.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { ALL_VARIANTS, jutland } from '../rules/variants.js';

afterEach(() => {
  missesAtOnce.enabled = true;
});

const statki = await loadVariant('statki', { cwd: process.cwd() });
const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
const perShot = [statki, morskoy, ...ALL_VARIANTS.filter((v) => v.report.timing === 'per-shot')];

/** The salvos one side fired in a seeded game, as evidence of the other's fleet. */
function firedBy(variant: Variant, seed: number, turns: number): EvidenceSalvo[] {
  const game = playRandomGame(variant, seed, { maxTurns: turns });
  const side = variant.turns.sides[0].id;
  return game.turns.filter((t) => t.side === side).map((t) => ({ cells: t.cells, announcement: t.announcement }));
}

/** What two compilations give, compared as a whole. */
const seen = (p: Problem): unknown => ({
  impossible: p.impossible,
  occupied: p.occupied,
  groups: p.groups.map((g) => [g.classIndex, g.count, g.placements]),
  constraints: p.constraints.map((c) => [c.lo, c.hi, c.label, [...c.weights]]),
});

/** A salvo's slip: a result changed, the cells fired again or off the board, a result left out or added, none announced. */
type Slip = { readonly at: number; readonly kind: 'result' | 'again' | 'off' | 'fewer' | 'more' | 'none'; readonly result: ShotReport['result']; readonly pick: number };

const arbSlip: fc.Arbitrary<Slip> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('result', 'again', 'off', 'fewer', 'more', 'none'),
  result: fc.constantFrom('miss', 'hit', 'sunk'),
  pick: fc.nat(),
});

function slipped(variant: Variant, salvos: readonly EvidenceSalvo[], slips: readonly Slip[]): EvidenceSalvo[] {
  const out = [...salvos];
  for (const s of slips) {
    const i = s.at % out.length;
    const salvo = out[i]!;
    const a = salvo.announcement;
    const shots = a?.kind === 'per-shot' ? a.shots : [];
    const cls = variant.fleet[s.pick % variant.fleet.length]!.id;
    const shot: ShotReport = s.result === 'miss' || variant.report.timing !== 'per-shot' || !variant.report.hitClass ? { result: s.result } : { result: s.result, classId: cls };
    if (s.kind === 'result' && shots.length > 0) out[i] = { ...salvo, announcement: { kind: 'per-shot', shots: shots.map((x, j) => (j === s.pick % shots.length ? shot : x)) } };
    if (s.kind === 'again') out[i] = { ...salvo, cells: salvo.cells.map((c, j) => (j === 0 ? (out[s.pick % out.length]!.cells[0] ?? c) : c)) };
    if (s.kind === 'off') out[i] = { ...salvo, cells: salvo.cells.map((c, j) => (j === 0 ? variant.board.rows * variant.board.columns + (s.pick % 3) : c)) };
    if (s.kind === 'fewer' && shots.length > 0) out[i] = { ...salvo, announcement: { kind: 'per-shot', shots: shots.slice(1) } };
    if (s.kind === 'more') out[i] = { ...salvo, announcement: { kind: 'per-shot', shots: [...shots, shot] } };
    if (s.kind === 'none') out[i] = { ...salvo, announcement: null };
  }
  return out;
}

describe('the misses ruled out at once', () => {
  it('leave the problem the placements and constraints they leave taken one by one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...perShot),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 4, max: 120 }),
        fc.array(arbSlip, { maxLength: 6 }),
        fc.array(fc.record({ afterSalvo: fc.nat(30), shots: fc.integer({ min: 1, max: 6 }) }), { maxLength: 2 }),
        (variant, seed, turns, slips, own) => {
          const salvos = firedBy(variant, seed, turns);
          if (salvos.length === 0) return;
          const evidence: Evidence = { salvos: slipped(variant, salvos, slips), ownSalvoSizes: own };
          missesAtOnce.enabled = false;
          const oneByOne = seen(compileEvidence(variant, evidence));
          missesAtOnce.enabled = true;
          expect(seen(compileEvidence(variant, evidence))).toEqual(oneByOne);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('rules them out as before where a whole salvo is announced too (one by one, in the game order)', () => {
    const salvos = firedBy(jutland, 3, 20);
    const evidence: Evidence = { salvos: [{ cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }, ...salvos] };
    missesAtOnce.enabled = false;
    const oneByOne = seen(compileEvidence(jutland, evidence));
    missesAtOnce.enabled = true;
    expect(seen(compileEvidence(jutland, evidence))).toEqual(oneByOne);
  });

  it('leave fewer placements after misses, as one by one: none covering a cell missed', () => {
    const evidence: Evidence = { salvos: [0, 1, 2, 3].map((c) => ({ cells: [c], announcement: { kind: 'per-shot' as const, shots: [{ result: 'miss' as const }] } })) };
    const problem = compileEvidence(statki, evidence);
    const all = compileEvidence(statki, { salvos: [] });
    expect(problem.groups.every((g) => g.placements.every((p) => !p.cells.some((c) => c <= 3)))).toBe(true);
    expect(problem.groups.map((g) => g.placements.length).reduce((a, b) => a + b)).toBeLessThan(all.groups.map((g) => g.placements.length).reduce((a, b) => a + b));
  });
});
