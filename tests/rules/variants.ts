/**
 * Hand-built variants mirroring the seed games (no YAML parser involved), plus a few that
 * exercise the other policies: ships afloat, per-shot reports naming classes, per-salvo reports
 * by ship with sinking, a shot limit with most-hits-wins.
 */
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { ReportPolicy, Turns, Variant } from '../../src/variant/model.js';

const SIDES: Turns['sides'] = [
  { id: 'blue', name: { en: 'Blue' } },
  { id: 'red', name: { en: 'Red' } },
];

function turns(extra: Partial<Turns>): Turns {
  return {
    sides: SIDES,
    first: 'blue',
    salvo: { kind: 'constant', shots: 1 },
    extraShotOnHit: false,
    protectedHitPenalty: 'none',
    shotLimit: null,
    onShotsExhausted: 'draw',
    ...extra,
  };
}

/** Perelman: 2, 3, 4, 5 + a protected 4-cell hospital; may touch; 3/2/1 at 5/10 damage; skip; 60 shots. */
export const perelman: Variant = makeVariant({
  id: 'perelman-test',
  fleet: [
    shipClass('two', 2),
    shipClass('three', 3),
    shipClass('four', 4),
    shipClass('five', 5),
    shipClass('hospital', 4, { protected: true, hatched: true }),
  ],
  placement: { diagonal: false, spacing: 'may-touch' },
  turns: turns({
    salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 2 }, { damage: 10, shots: 1 }], countProtected: true },
    protectedHitPenalty: 'skip-next-turn',
    shotLimit: 60,
  }),
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
});

/** Jutland: battleship 4 (2 guns, lost at 2), cruiser 3 (2 guns, lost at 2), destroyer 2 ×2 (1 gun). */
export const jutland: Variant = makeVariant({
  id: 'jutland-test',
  fleet: [
    shipClass('battleship', 4, { guns: 2, gunsLostAt: [2] }),
    shipClass('cruiser', 3, { guns: 2, gunsLostAt: [2] }),
    shipClass('destroyer', 2, { guns: 1, count: 2 }),
  ],
  placement: { diagonal: true, spacing: 'no-contact' },
  turns: turns({ salvo: { kind: 'guns' } }),
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
});

/** Морской бой: 4, 3×2, 2×3, 1×4; no contact; one shot; a hit earns another; per-shot, plain "sunk". */
export const morskoyBoy: Variant = makeVariant({
  id: 'morskoy-test',
  fleet: [shipClass('battleship', 4), shipClass('cruiser', 3, { count: 2 }), shipClass('destroyer', 2, { count: 3 }), shipClass('submarine', 1, { count: 4 })],
  placement: { diagonal: false, spacing: 'no-contact' },
  turns: turns({ extraShotOnHit: true }),
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
});

/** The 1931 Salvo rule: one shot per ship afloat; per-shot reports naming the class of hits and sinkings. */
export const salvo1931: Variant = makeVariant({
  id: 'salvo-1931-test',
  fleet: [shipClass('battleship', 4), shipClass('cruiser', 3), shipClass('destroyer', 2, { count: 2 })],
  turns: turns({ salvo: { kind: 'ships-afloat', perShip: 1 } }),
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
});

/** Per-salvo by ship, with counts and sinking; two shots a salvo; a 30-shot limit, most hits wins. */
export const byShip: Variant = makeVariant({
  id: 'by-ship-test',
  fleet: [shipClass('cruiser', 3), shipClass('destroyer', 2, { count: 2 })],
  turns: turns({ salvo: { kind: 'constant', shots: 2 }, shotLimit: 30, onShotsExhausted: 'most-hits-wins' }),
  report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true },
});

/** Per-shot reports that never announce sinking, with a protected ship and the damage ladder not counting it. */
export const quietHospital: Variant = makeVariant({
  id: 'quiet-hospital-test',
  fleet: [shipClass('cruiser', 3), shipClass('hospital', 2, { protected: true, mustSink: false })],
  placement: { diagonal: false, spacing: 'no-side-contact' },
  turns: turns({
    salvo: { kind: 'damage', shots: 2, steps: [{ damage: 2, shots: 1 }], countProtected: false },
    protectedHitPenalty: 'skip-next-turn',
  }),
  report: { timing: 'per-shot', sunk: 'none', hitClass: true },
});

/**
 * Per-shot reports that never name the class, with a protected ship and an extra shot on a hit:
 * without the fleets, whether a hit was on the hospital (and so who fires next) stays open.
 */
export const blindHospital: Variant = makeVariant({
  id: 'blind-hospital-test',
  fleet: [shipClass('cruiser', 3), shipClass('boat', 1, { count: 2 }), shipClass('hospital', 2, { protected: true })],
  turns: turns({ salvo: { kind: 'constant', shots: 2 }, extraShotOnHit: true, protectedHitPenalty: 'skip-next-turn' }),
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
});

/** Per-salvo by class with counts and sinking; one shot per ship afloat. */
export const classSunk: Variant = makeVariant({
  id: 'class-sunk-test',
  fleet: [shipClass('cruiser', 3), shipClass('destroyer', 2, { count: 3 })],
  turns: turns({ salvo: { kind: 'ships-afloat', perShip: 1 } }),
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});

/** Per-salvo by ship without counts, with sinking; guns, diagonal ships. */
export const shipNoCounts: Variant = makeVariant({
  id: 'ship-no-counts-test',
  fleet: [shipClass('battleship', 4, { guns: 3, gunsLostAt: [1, 3] }), shipClass('destroyer', 2, { count: 2, guns: 1 })],
  placement: { diagonal: true, spacing: 'no-contact' },
  turns: turns({ salvo: { kind: 'guns' } }),
  report: { timing: 'per-salvo', by: 'ship', counts: false, sunk: true },
});

/** Every test variant, for the property tests. */
export const ALL_VARIANTS: readonly Variant[] = [perelman, jutland, morskoyBoy, salvo1931, byShip, quietHospital, blindHospital, classSunk, shipNoCounts];

/** A variant with another report model. */
export function withReport(v: Variant, report: ReportPolicy): Variant {
  return { ...v, report };
}
