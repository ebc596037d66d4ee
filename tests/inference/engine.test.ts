/**
 * The exact engine against the brute-force reference on generated positions (fast-check,
 * seeded): boards 4×4 to 7×7, every report model, spacing rule and salvo policy, straight,
 * diagonal and polyomino ships; counts equal, probabilities within 1e-12. Plus the invariants
 * of the posterior.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { infer } from '../../src/inference/engine.js';
import type { Evidence, OwnSalvoSize } from '../../src/inference/evidence.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { ReportPolicy, SalvoPolicy, ShipClass, Spacing } from '../../src/variant/model.js';
import { fleetCells } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInfer, bruteLayouts, brutePositions, owedShots } from './brute.js';

const REPORTS: ReportPolicy[] = [
  { timing: 'per-shot', sunk: 'none', hitClass: false },
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  { timing: 'per-shot', sunk: 'plain', hitClass: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
  { timing: 'per-salvo', by: 'ship', counts: false, sunk: true },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: true },
];

const POLICIES: SalvoPolicy[] = [
  { kind: 'constant', shots: 2 },
  { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }], countProtected: false },
  { kind: 'guns' },
  { kind: 'ships-afloat', perShip: 1 },
];

const SHAPES: (readonly (readonly [number, number])[])[] = [
  [[0, 0], [1, 0], [1, 1]],
  [[0, 0], [0, 1], [1, 1], [1, 2]],
  [[0, 0], [0, 1], [1, 0], [1, 1]],
];

const classArb = (i: number): fc.Arbitrary<ShipClass> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ size: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 1, max: 2 }), guns: fc.integer({ min: 0, max: 2 }), prot: fc.boolean() }).map(({ size, count, guns, prot }) =>
      shipClass(`c${i}`, size, { count, guns, gunsLostAt: size > 1 && guns > 1 ? [2] : [], protected: prot && i === 0 }),
    ) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: SHAPES.length - 1 }).map((s) => shapeClass(`c${i}`, SHAPES[s]!, { guns: 1 })) },
  );

const positionArb = fc
  .record({
    rows: fc.integer({ min: 4, max: 7 }),
    columns: fc.integer({ min: 4, max: 7 }),
    fleet: fc.tuple(classArb(0), classArb(1), classArb(2)),
    classes: fc.integer({ min: 1, max: 3 }),
    diagonal: fc.boolean(),
    spacing: fc.constantFrom<Spacing>('may-touch', 'no-side-contact', 'no-contact'),
    report: fc.constantFrom(...REPORTS),
    policy: fc.constantFrom(...POLICIES),
    truth: fc.nat(),
    salvos: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
    own: fc.array(fc.record({ after: fc.nat(), limited: fc.boolean(), cut: fc.integer({ min: 0, max: 1 }) }), { maxLength: 3 }),
    corrupt: fc.option(fc.record({ salvo: fc.nat(), what: fc.nat() }), { freq: 4 }),
  })
  .map((g) => {
    let fleet = g.fleet.slice(0, g.classes);
    const mk = () =>
      makeVariant({
        rows: g.rows,
        columns: g.columns,
        fleet,
        placement: { diagonal: g.diagonal, spacing: g.spacing },
        report: g.report,
        turns: { ...makeVariant().turns, salvo: g.policy },
      });
    // Keep the brute force small: drop classes while the raw product of positions is large.
    let variant = mk();
    const cost = (): number => brutePositions(variant).reduce((n, l, k) => n * l.length ** variant.fleet[k]!.count, 1);
    while (fleet.length > 1 && cost() > 120_000) {
      fleet = fleet.slice(0, -1);
      variant = mk();
    }
    return { g, variant };
  });

function close(a: readonly number[], b: readonly number[]): void {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(1e-12);
}

function corrupt(a: Announcement, what: number, classIds: readonly string[]): Announcement {
  if (a.kind === 'per-shot') {
    const shots = a.shots.map((s, j) => (j === what % a.shots.length ? { result: s.result === 'miss' ? ('hit' as const) : ('miss' as const) } : s));
    return { kind: 'per-shot', shots };
  }
  if (a.hits.length > 0 && what % 2 === 0) return { kind: 'per-salvo', hits: a.hits.slice(1) };
  return { kind: 'per-salvo', hits: [...a.hits, { classId: classIds[what % classIds.length]!, count: 1 }] };
}

describe('exact engine equals brute force', () => {
  it('on generated positions, every report model, spacing, diagonal and polyomino ships', () => {
    let honestChecked = 0;
    fc.assert(
      fc.property(positionArb, ({ g, variant }) => {
        const N = g.rows * g.columns;
        const layouts = bruteLayouts(variant);
        if (layouts.length === 0) return;
        const truth = layouts[g.truth % layouts.length]!;
        const salvos = g.salvos.map((s) => [...new Set(s.map((c) => c % N))]);
        const salvoList = salvos.map((cells, t) => ({ cells, announcement: announce(variant, truth, salvos, t) }));
        const own: OwnSalvoSize[] = g.own.map((o) => {
          const after = o.after % (salvos.length + 1);
          const fired = new Set(salvos.slice(0, after).flat());
          const owed = owedShots(variant, truth, fired);
          return o.limited ? { afterSalvo: after, shots: Math.max(0, owed - o.cut), limited: true } : { afterSalvo: after, shots: owed };
        });
        let honest = true;
        if (g.corrupt && salvoList.length > 0) {
          const t = g.corrupt.salvo % salvoList.length;
          salvoList[t] = { ...salvoList[t]!, announcement: corrupt(salvoList[t]!.announcement, g.corrupt.what, variant.fleet.map((c) => c.id)) };
          honest = false;
        }
        const evidence: Evidence = { salvos: salvoList, ownSalvoSizes: own };
        const fast = infer(variant, evidence);
        const slow = bruteInfer(variant, evidence, layouts);
        expect(fast.exact).toBe(true);
        expect(fast.count).toBe(slow.count);
        close(fast.marginal, slow.marginal);
        for (const c of variant.fleet) close(fast.classMarginal[c.id]!, slow.classMarginal[c.id]!);
        if (honest) {
          honestChecked++;
          // The true fleet is among the consistent layouts.
          expect(fast.count > 0n).toBe(true);
          const sum = fast.marginal.reduce((a, b) => a + b, 0);
          expect(Math.abs(sum - fleetCells(variant))).toBeLessThan(1e-9);
          for (const s of salvoList) {
            if (s.announcement.kind !== 'per-shot') continue;
            s.announcement.shots.forEach((r, j) => {
              expect(fast.marginal[s.cells[j]!]).toBe(r.result === 'miss' ? 0 : 1);
            });
          }
        }
      }),
      { seed: 20261129, numRuns: 300 },
    );
    expect(honestChecked).toBeGreaterThan(100);
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
