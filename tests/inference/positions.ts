/**
 * Generated positions for the brute-force comparisons (fast-check): a small random variant
 * (board 4×4 to 7×7, every report model, spacing rule and salvo policy, straight, diagonal and
 * polyomino ships), a true layout, salvos with the announcements the defender would give, own
 * salvo sizes, and sometimes one corrupted or one withheld announcement.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import type { Evidence, OwnSalvoSize } from '../../src/inference/evidence.js';
import type { Problem } from '../../src/inference/problem.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { ReportPolicy, SalvoPolicy, ShipClass, Spacing, Variant } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInfer, bruteLayouts, brutePositions, owedShots, type BruteResult, type BruteShip } from './brute.js';

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

const drawnArb = fc.record({
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
    hide: fc.option(fc.nat(), { freq: 8 }),
  });

type Drawn = typeof drawnArb extends fc.Arbitrary<infer T> ? T : never;

const variantArb = drawnArb.map((g) => sized(g));

/** The drawn variant, with classes dropped from the end while the brute force would be slow. */
function sized(g: Drawn): { g: Drawn; variant: Variant } {
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
}

function corrupt(a: Announcement, what: number, classIds: readonly string[]): Announcement {
  if (a.kind === 'per-shot') {
    const shots = a.shots.map((s, j) => (j === what % a.shots.length ? { result: s.result === 'miss' ? ('hit' as const) : ('miss' as const) } : s));
    return { kind: 'per-shot', shots };
  }
  // A number of ships sunk off by one (at least one still).
  const counted = a.hits.findIndex((h) => h.sunkShips !== undefined);
  if (counted >= 0 && what % 3 === 2) {
    return { kind: 'per-salvo', hits: a.hits.map((h, i) => (i === counted ? { ...h, sunkShips: h.sunkShips! > 1 ? h.sunkShips! - 1 : 2 } : h)) };
  }
  if (a.hits.length > 0 && what % 2 === 0) return { kind: 'per-salvo', hits: a.hits.slice(1) };
  return { kind: 'per-salvo', hits: [...a.hits, { classId: classIds[what % classIds.length]!, count: 1 }] };
}


export interface Position {
  readonly variant: Variant;
  readonly layouts: BruteShip[][];
  readonly evidence: Evidence;
  /** No announcement was corrupted (the true layout is consistent). */
  readonly honest: boolean;
}

type Generated = typeof variantArb extends fc.Arbitrary<infer T> ? T : never;

/** A position, or null when the fleet has no legal layout on the board. */
export const positionArb: fc.Arbitrary<Position | null> = variantArb.map((drawn) => positionFrom(drawn, false));

/**
 * Positions whose salvos are aimed: two shots in three go at a cell of the true fleet, and a
 * game runs up to twelve salvos, so ships are sunk, often two of one class (the case a random
 * salvo almost never reaches: a per-salvo "sunk" for a class one of whose ships sank before).
 */
export const aimedPositionArb: fc.Arbitrary<Position | null> = fc
  .tuple(variantArb, fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { minLength: 4, maxLength: 12 }))
  .map(([drawn, salvos]) => positionFrom({ ...drawn, g: { ...drawn.g, salvos } }, true));

/**
 * Positions of a per-salvo report by class that announces sinking, whose first class has two
 * ships of one or two cells, and one salvo (among aimed ones) fires at every cell of both: the
 * report then says "sunk 2" (or, vague, "sunk" alone: every other salvo says no number).
 */
export const twinSinkPositionArb: fc.Arbitrary<Position | null> = fc
  .tuple(drawnArb, fc.boolean(), fc.integer({ min: 1, max: 2 }), fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), fc.nat(), fc.boolean())
  .map(([g, counts, size, salvos, at, vague]) => {
    const fleet: Drawn['fleet'] = [shipClass('c0', size, { count: 2, guns: 1 }), g.fleet[1], g.fleet[2]];
    const drawn = sized({ ...g, fleet, classes: Math.max(2, g.classes), report: { timing: 'per-salvo', by: 'class', counts, sunk: true }, salvos });
    return positionFrom(drawn, true, { at, vague });
  });

function positionFrom({ g, variant }: Generated, aimed: boolean, twin?: { at: number; vague: boolean }): Position | null {
  const N = g.rows * g.columns;
  const layouts = bruteLayouts(variant);
  if (layouts.length === 0) return null;
  const truth = layouts[g.truth % layouts.length]!;
  const shipCells = truth.flatMap((s) => [...s.cells]);
  const cellOf = (c: number): number => (aimed && c % 3 !== 0 ? shipCells[Math.floor(c / 3) % shipCells.length]! : c % N);
  const salvos = g.salvos.map((s) => [...new Set(s.map(cellOf))]);
  // Both ships of the first class at once, in one salvo.
  if (twin !== undefined) salvos.splice(twin.at % (salvos.length + 1), 0, truth.filter((s) => s.classIndex === 0).flatMap((s) => [...s.cells]));
  // Vague (twin positions): every other salvo's "sunk" does not say how many sank, as records wrote it before it could.
  const said = (a: Announcement, t: number): Announcement =>
    twin?.vague === true && t % 2 === 0 && a.kind === 'per-salvo' ? { kind: 'per-salvo', hits: a.hits.map(({ sunkShips: _, ...h }) => h) } : a;
  const salvoList: { cells: number[]; announcement: Announcement | null }[] = salvos.map((cells, t) => ({ cells, announcement: said(announce(variant, truth, salvos, t), t) }));
  const own: OwnSalvoSize[] = g.own.map((o) => {
    const after = o.after % (salvos.length + 1);
    const fired = new Set(salvos.slice(0, after).flat());
    const owed = owedShots(variant, truth, fired);
    return o.limited ? { afterSalvo: after, shots: Math.max(0, owed - o.cut), limited: true } : { afterSalvo: after, shots: owed };
  });
  let honest = true;
  if (g.corrupt && salvoList.length > 0) {
    const t = g.corrupt.salvo % salvoList.length;
    salvoList[t] = { ...salvoList[t]!, announcement: corrupt(salvoList[t]!.announcement!, g.corrupt.what, variant.fleet.map((c) => c.id)) };
    honest = false;
  }
  if (g.hide !== null && salvoList.length > 0) salvoList[g.hide % salvoList.length] = { cells: salvoList[g.hide % salvoList.length]!.cells, announcement: null };
  return { variant, layouts, evidence: { salvos: salvoList, ownSalvoSizes: own }, honest };
}

/**
 * A generated position's compiled problem beside the brute-force answer, or null when
 * compilation already proved it impossible (brute force then finds no layout: checked here).
 */
export function compiledBesideBrute(pos: { readonly variant: Variant; readonly evidence: Evidence; readonly layouts: BruteShip[][] }): { problem: Problem; slow: BruteResult } | null {
  const problem = compileEvidence(pos.variant, pos.evidence);
  const slow = bruteInfer(pos.variant, pos.evidence, pos.layouts);
  if (problem.impossible !== undefined) {
    expect(slow.count).toBe(0n);
    return null;
  }
  return { problem, slow };
}

/**
 * Positions (salvos aimed, as aimedPositionArb's) of a variant whose report model is `report`,
 * the rest drawn as positionArb draws it: for a model the lists above do not draw. `honest`: no
 * announcement corrupted (one may still be withheld).
 */
export function reportPositionArb(report: ReportPolicy, honest = false): fc.Arbitrary<Position | null> {
  return fc
    .tuple(drawnArb, fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 10 }))
    .map(([g, salvos]) => positionFrom(sized({ ...g, report, salvos, ...(honest ? { corrupt: null } : {}) }), true));
}
