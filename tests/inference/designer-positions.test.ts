/**
 * Generated positions on a designer's variants, beside the brute force (tests/inference/brute.ts):
 * the combinations positions.ts does not draw. L and T tetrominoes (and two of a shape in one
 * class), guns lost at the first hit and at several hits, a damage ladder counting hits on a
 * protected ship, one ship afloat worth two shots with a class that need not be sunk, and
 * per-shot reports naming the class of every hit and of every sinking. The exact engine's
 * count and chances (per cell and per class) must equal the brute force's, own salvo sizes
 * included.
 */
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import type { Evidence, OwnSalvoSize } from '../../src/inference/evidence.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { ReportPolicy, SalvoPolicy, ShipClass, Spacing } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInfer, bruteLayouts, brutePositions, owedShots } from './brute.js';

const ELL: readonly (readonly [number, number])[] = [[0, 0], [1, 0], [2, 0], [2, 1]];
const TEE: readonly (readonly [number, number])[] = [[0, 0], [0, 1], [0, 2], [1, 1]];
const CORNER: readonly (readonly [number, number])[] = [[0, 0], [1, 0], [1, 1]];

const REPORTS: ReportPolicy[] = [
  { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  { timing: 'per-shot', sunk: 'none', hitClass: true },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: true },
];

const POLICIES: SalvoPolicy[] = [
  // Hits on the protected ship count towards the ladder (positions.ts draws only countProtected: false).
  { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 3, shots: 1 }], countProtected: true },
  { kind: 'guns' },
  { kind: 'ships-afloat', perShip: 2 },
];

/** Classes a designer writes: shapes (one or two of them), guns lost early or step by step, a protected tender. */
const CLASSES: ((i: number) => ShipClass)[] = [
  (i) => shapeClass(`ell${i}`, ELL, { guns: 2, gunsLostAt: [1] }),
  (i) => shapeClass(`tee${i}`, TEE, { guns: 3, gunsLostAt: [1, 3] }),
  (i) => shapeClass(`corner${i}`, CORNER, { count: 2, guns: 1 }),
  (i) => shipClass(`three${i}`, 3, { guns: 3, gunsLostAt: [1, 2] }),
  (i) => shipClass(`tender${i}`, 2, { protected: true, mustSink: false, guns: 1 }),
  (i) => shipClass(`one${i}`, 1, { count: 2, guns: 1 }),
];

const TENDER = 4;

const arb = fc
  .record({
    rows: fc.integer({ min: 4, max: 6 }),
    columns: fc.integer({ min: 4, max: 6 }),
    kinds: fc.uniqueArray(fc.integer({ min: 0, max: CLASSES.length - 1 }), { minLength: 1, maxLength: 3 }),
    diagonal: fc.boolean(),
    spacing: fc.constantFrom<Spacing>('may-touch', 'no-side-contact', 'no-contact'),
    report: fc.constantFrom(...REPORTS),
    policy: fc.constantFrom(...POLICIES),
    truth: fc.nat(),
    salvos: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
    own: fc.array(fc.nat(), { maxLength: 3 }),
    hide: fc.option(fc.nat(), { freq: 6 }),
  })
  .map((g) => {
    // A ladder counting protected hits always has the protected tender, first (never dropped below).
    let kinds = g.policy.kind === 'damage' && !g.kinds.includes(TENDER) ? [TENDER, ...g.kinds] : g.kinds;
    const mk = () =>
      makeVariant({
        rows: g.rows,
        columns: g.columns,
        fleet: kinds.map((k, i) => CLASSES[k]!(i)),
        placement: { diagonal: g.diagonal, spacing: g.spacing },
        report: g.report,
        turns: { ...makeVariant().turns, salvo: g.policy },
      });
    // Keep the brute force small: drop classes while the raw product of positions is large.
    let variant = mk();
    const cost = (): number => brutePositions(variant).reduce((n, l, k) => n * l.length ** variant.fleet[k]!.count, 1);
    while (kinds.length > 1 && cost() > 150_000) {
      kinds = kinds.slice(0, -1);
      variant = mk();
    }
    const layouts = bruteLayouts(variant);
    if (layouts.length === 0) return null;
    const N = g.rows * g.columns;
    const truth = layouts[g.truth % layouts.length]!;
    const salvos = g.salvos.map((s) => [...new Set(s.map((c) => c % N))]);
    const list: { cells: number[]; announcement: Announcement | null }[] = salvos.map((cells, t) => ({ cells, announcement: announce(variant, truth, salvos, t) }));
    if (g.hide !== null) list[g.hide % list.length] = { cells: list[g.hide % list.length]!.cells, announcement: null };
    // The target's own salvo sizes, as its opponent sees them fired (true sizes).
    const own: OwnSalvoSize[] = g.own.map((o) => {
      const after = o % (salvos.length + 1);
      return { afterSalvo: after, shots: owedShots(variant, truth, new Set(salvos.slice(0, after).flat())) };
    });
    const evidence: Evidence = { salvos: list, ownSalvoSizes: own };
    return { variant, layouts, evidence };
  });

function close(a: readonly number[], b: readonly number[]): void {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(1e-12);
}

describe("designer's combinations: the exact engine equals the brute force", () => {
  it('tetrominoes, early gun losses, a protected ladder, two shots a ship, class-naming reports', async () => {
    const seen = { shapes: 0, protectedLadder: 0, sizes: 0, classNamed: 0 };
    await fc.assert(
      fc.asyncProperty(arb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const { variant, evidence, layouts } = pos;
        const fast = infer(variant, evidence);
        const slow = bruteInfer(variant, evidence, layouts);
        expect(fast.exact).toBe(true);
        // Announcements told truly (one maybe withheld): the true layout is among the consistent ones.
        expect(slow.count > 0n).toBe(true);
        expect(fast.count).toBe(slow.count);
        close(fast.marginal, slow.marginal);
        for (const c of variant.fleet) close(fast.classMarginal[c.id]!, slow.classMarginal[c.id]!);
        if (variant.fleet.some((c) => c.kind === 'shape')) seen.shapes++;
        if (variant.turns.salvo.kind === 'damage' && variant.fleet.some((c) => c.protected)) seen.protectedLadder++;
        if ((evidence.ownSalvoSizes ?? []).length > 0) seen.sizes++;
        if (variant.report.timing === 'per-shot' && variant.report.hitClass) seen.classNamed++;
      }),
      { seed: 20261201, numRuns: 150 },
    );
    // The run drew each combination it is for, many times.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(15);
  });
});
