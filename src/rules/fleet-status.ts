/**
 * What is known about one side's own fleet after the enemy's salvos: hits per ship and per class,
 * ships sunk, guns left, damage as the salvo policy counts it, and whether the side has lost.
 *
 * Two sources. With the side's fleet layout (revealed, or known to a referee) everything is exact
 * and follows from the cells the enemy fired (`exactFleetStatus`). Without it, the engine learns
 * from the side's own announcements (`learnFromAnnouncement`); every number is then a `Range`.
 *
 * Note on the representation. The known facts are kept as constraints: a hit range per ship, a
 * hit range and a sunk-ships range per class, and a hit range and sunk range for the whole fleet
 * (per-shot reports that do not name the class only tell the total). After each announcement the
 * constraints are tightened to what some assignment of hits to ships can satisfy: per class by a
 * dynamic programme over its ships (class-outlook.ts), then across classes against the totals
 * (cross-class.ts), repeated until nothing changes. A ship is sunk exactly when its hits equal its
 * size. If nothing is feasible, the announcements contradict each other.
 *
 * @example
 *   let st = unknownFleetStatus(variant);
 *   const r = learnFromAnnouncement(variant, st, { kind: 'per-salvo', hits: [{ classId: 'cruiser' }] }, [true, true, true]);
 *   r.status?.classes[1]?.hits // { min: 1, max: 3 }
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { ReportPolicy, ShipClass, Variant } from '../variant/model.js';
import type { Announcement } from './announcement.js';
import { classOutlook, gunsAfter, type ClassOutlook } from './class-outlook.js';
import { crossClass } from './cross-class.js';
import { exact, sumRanges } from './range.js';
import type { ClassStatus, Range, ShipStatus, SideState, Tri } from './types.js';

/** The fleet part of a side's state. */
export type FleetStatus = Pick<
  SideState,
  'fleetKnown' | 'ships' | 'classes' | 'hits' | 'damage' | 'sunk' | 'afloat' | 'guns' | 'defeated'
>;

/** Does this report model announce every sinking? */
export function announcesSinking(report: ReportPolicy): boolean {
  return report.timing === 'per-shot' ? report.sunk !== 'none' : report.sunk;
}

/** Hits that count as damage for the salvo policy (protected ships only with `countProtected`). */
function countsAsDamage(variant: Variant, cls: ShipClass): boolean {
  const salvo = variant.turns.salvo;
  if (!cls.protected) return true;
  return salvo.kind === 'damage' ? salvo.countProtected : true;
}

/** Whole-fleet numbers from the per-class ones. */
function aggregate(variant: Variant, fleetKnown: boolean, ships: ShipStatus[], classes: ClassStatus[], hits: Range, sunk: Range): FleetStatus {
  const total = variant.fleet.reduce((n, c) => n + c.count, 0);
  const damage = variant.fleet.every((c) => countsAsDamage(variant, c))
    ? hits
    : sumRanges(classes.filter((_, i) => countsAsDamage(variant, variant.fleet[i]!)).map((c) => c.hits));
  const must = variant.fleet.map((c, i) => ({ c, st: classes[i]! })).filter((x) => x.c.mustSink);
  const mustShips = must.reduce((n, x) => n + x.c.count, 0);
  let defeated: Tri;
  if (must.length === 0) defeated = 'no';
  else {
    const surely = must.every((x) => x.st.sunk.min === x.c.count) || sunk.min === total;
    const never = must.some((x) => x.st.sunk.max < x.c.count) || sunk.max < mustShips;
    defeated = surely ? 'yes' : never ? 'no' : 'maybe';
  }
  return {
    fleetKnown,
    ships,
    classes,
    hits,
    damage,
    sunk,
    afloat: { min: total - sunk.max, max: total - sunk.min },
    guns: sumRanges(classes.map((c) => c.guns)),
    defeated,
  };
}

/**
 * The exact status of `layout` after the enemy fired at `enemyFired` (distinct cells).
 *
 * @example
 *   exactFleetStatus(variant, layout, new Set([12, 13])).hits // { min: 2, max: 2 } if both hit
 */
export function exactFleetStatus(variant: Variant, layout: FleetLayout, enemyFired: ReadonlySet<number>): FleetStatus {
  const ships: ShipStatus[] = [];
  const classes: ClassStatus[] = [];
  variant.fleet.forEach((cls, classIndex) => {
    let hits = 0;
    let sunk = 0;
    let guns = 0;
    const own = layout.filter((s) => s.classIndex === classIndex).sort((a, b) => a.ordinal - b.ordinal);
    for (const ship of own) {
      const h = ship.cells.filter((c) => enemyFired.has(c)).length;
      const isSunk = h >= ship.cells.length && ship.cells.length > 0;
      const g = gunsAfter(cls, isSunk ? cls.size : Math.min(h, cls.size - 1));
      ships.push({ classId: cls.id, classIndex, ordinal: ship.ordinal, hits: exact(h), sunk: isSunk ? 'yes' : 'no', guns: exact(g) });
      hits += h;
      sunk += isSunk ? 1 : 0;
      guns += g;
    }
    classes.push({ classId: cls.id, classIndex, hits: exact(hits), sunk: exact(sunk), guns: exact(guns) });
  });
  const hits = sumRanges(classes.map((c) => c.hits));
  const sunk = sumRanges(classes.map((c) => c.sunk));
  return aggregate(variant, true, ships, classes, hits, sunk);
}

/** The status of a fleet whose layout is unknown, before any shot. */
export function unknownFleetStatus(variant: Variant): FleetStatus {
  const ships: ShipStatus[] = [];
  const classes: ClassStatus[] = [];
  variant.fleet.forEach((cls, classIndex) => {
    for (let o = 0; o < cls.count; o++) {
      ships.push({ classId: cls.id, classIndex, ordinal: o, hits: exact(0), sunk: 'no', guns: exact(cls.guns) });
    }
    classes.push({ classId: cls.id, classIndex, hits: exact(0), sunk: exact(0), guns: exact(cls.guns * cls.count) });
  });
  return aggregate(variant, false, ships, classes, exact(0), exact(0));
}

/** Raw constraints before tightening. */
interface Constraints {
  ships: Range[][]; // per class, per ship
  classHits: Range[];
  classSunk: Range[];
  classGuns: Range[];
  hits: Range;
  sunk: Range;
  guns: Range;
}

function constraintsOf(variant: Variant, st: FleetStatus): Constraints {
  return {
    ships: variant.fleet.map((_, ci) => st.ships.filter((s) => s.classIndex === ci).map((s) => s.hits)),
    classHits: st.classes.map((c) => c.hits),
    classSunk: st.classes.map((c) => c.sunk),
    classGuns: st.classes.map((c) => c.guns),
    hits: st.hits,
    sunk: st.sunk,
    guns: st.guns,
  };
}

/** New hits can only take guns away: keep the upper bounds, drop the lower ones. */
function releaseGuns(c: Constraints): void {
  c.classGuns = c.classGuns.map((r) => ({ min: 0, max: r.max }));
  c.guns = { min: 0, max: c.guns.max };
}

/**
 * Whether `tighten` remembers what it gave for the constraints it was given; off, each is tightened
 * afresh. For tests and benchmarks that compare the two: the statuses are the same either way.
 */
export const tightenMemo = { enabled: true };

/** How many tightenings are remembered per variant (the latest). */
const TIGHTEN_MEMO = 256;

/** What `tighten` gave, per variant, by the constraints written out (`constraintsKey`). */
const tightened = new WeakMap<Variant, Map<string, FleetStatus | null>>();

/** The constraints written out, every bound as a number is written (Infinity as such). */
function constraintsKey(c: Constraints): string {
  const r = (x: Range): string => `${x.min},${x.max}`;
  const rs = (xs: readonly Range[]): string => xs.map(r).join(' ');
  return [c.ships.map(rs).join('/'), rs(c.classHits), rs(c.classSunk), rs(c.classGuns), r(c.hits), r(c.sunk), r(c.guns)].join('|');
}

/**
 * Tighten all constraints to their feasible values; null when they contradict each other. The
 * same constraints give the same status, so it is remembered (a record of hundreds of misses
 * tightens the same few constraints at every salvo, in every replay of it the referee runs).
 */
function tighten(variant: Variant, c: Constraints): FleetStatus | null {
  if (!tightenMemo.enabled) return tightenAfresh(variant, c);
  let byKey = tightened.get(variant);
  if (byKey === undefined) tightened.set(variant, (byKey = new Map()));
  const key = constraintsKey(c);
  const known = byKey.get(key);
  if (known !== undefined) {
    // The latest used is the last forgotten.
    byKey.delete(key);
    byKey.set(key, known);
    return known;
  }
  const made = tightenAfresh(variant, c);
  byKey.set(key, made);
  while (byKey.size > TIGHTEN_MEMO) byKey.delete(byKey.keys().next().value!);
  return made;
}

/** `tighten`, worked out. */
function tightenAfresh(variant: Variant, c: Constraints): FleetStatus | null {
  let classHits = c.classHits;
  let classSunk = c.classSunk;
  let classGuns = c.classGuns;
  let shipRanges = c.ships;
  const counted = variant.fleet.map((f) => countsAsDamage(variant, f));
  const same = (a: Range, b: Range): boolean => a.min === b.min && a.max === b.max;
  for (let round = 0; ; round++) {
    const outlooks: ClassOutlook[] = [];
    for (let ci = 0; ci < variant.fleet.length; ci++) {
      const o = classOutlook(variant.fleet[ci]!, ci, shipRanges[ci]!, classHits[ci]!, classSunk[ci]!, classGuns[ci]!);
      if (!o) return null;
      outlooks.push(o);
    }
    const cross = crossClass(
      outlooks.map((o) => o.finals),
      counted,
      c.hits,
      c.sunk,
      c.guns,
    );
    if (!cross) return null;
    const settled = outlooks.every(
      (o, ci) => same(cross.classHits[ci]!, o.cls.hits) && same(cross.classSunk[ci]!, o.cls.sunk) && same(cross.classGuns[ci]!, o.cls.guns),
    );
    if (settled || round >= 16) {
      const classes = outlooks.map((o, ci) => ({ ...o.cls, guns: cross.classGuns[ci]! }));
      const status = aggregate(variant, false, outlooks.flatMap((o) => o.ships), classes, cross.hits, cross.sunk);
      return { ...status, damage: cross.damage, guns: cross.guns };
    }
    classHits = cross.classHits;
    classSunk = cross.classSunk;
    classGuns = cross.classGuns;
    shipRanges = outlooks.map((o) => o.ships.map((s) => s.hits));
  }
}

const add = (r: Range, lo: number, hi: number): Range => ({ min: r.min + lo, max: r.max + hi });

/**
 * Learn from the side's announcement about an enemy salvo. `effective[i]` says whether the
 * salvo's i-th cell could hit anything new (on the board, not fired before): repeated and
 * off-board cells hit nothing. Returns the tightened status, or null when no fleet could have
 * produced this announcement after the earlier ones. The announcement must already fit the
 * report model (see `announcementProblems`).
 */
export function learnFromAnnouncement(
  variant: Variant,
  st: FleetStatus,
  ann: Announcement | null,
  effective: readonly boolean[],
): FleetStatus | null {
  const c = constraintsOf(variant, st);
  releaseGuns(c);
  const sinking = announcesSinking(variant.report);
  const fleet = variant.fleet;
  if (ann === null) {
    // Not announced yet: every new cell may have hit anything, and sunk it.
    const shots = effective.filter(Boolean).length;
    c.hits = add(c.hits, 0, shots);
    c.sunk = add(c.sunk, 0, shots);
    c.classHits = c.classHits.map((r) => add(r, 0, shots));
    c.classSunk = c.classSunk.map((r) => add(r, 0, shots));
    c.ships = c.ships.map((list) => list.map((r) => add(r, 0, shots)));
  } else {
    learnKnown(variant, c, ann, effective, sinking);
  }
  if (!sinking) {
    // Sinkings are not announced: what is sunk follows from the hits alone.
    c.classSunk = fleet.map((f) => ({ min: 0, max: f.count }));
    c.sunk = { min: 0, max: fleet.reduce((n, f) => n + f.count, 0) };
  }
  if (c.hits.min > c.hits.max) return null;
  // Clamp the per-ship ranges to the ship sizes before tightening.
  c.ships = c.ships.map((list, ci) => list.map((r) => ({ min: r.min, max: Math.min(r.max, fleet[ci]!.size) })));
  c.classHits = c.classHits.map((r, ci) => ({ min: r.min, max: Math.min(r.max, fleet[ci]!.size * fleet[ci]!.count) }));
  return tighten(variant, c);
}

/** Add what a recorded announcement says to the constraints, in place. */
function learnKnown(variant: Variant, c: Constraints, ann: Announcement, effective: readonly boolean[], sinking: boolean): void {
  const fleet = variant.fleet;
  const bumpShips = (ci: number, ship: number | undefined, lo: number, hi: number): void => {
    const list = c.ships[ci]!;
    if (ship !== undefined || list.length === 1) {
      const o = ship ?? 0;
      list[o] = add(list[o]!, lo, hi);
    } else {
      for (let o = 0; o < list.length; o++) list[o] = add(list[o]!, 0, hi);
    }
  };
  if (ann.kind === 'per-shot') {
    ann.shots.forEach((shot, i) => {
      if (!effective[i] || shot.result === 'miss') return;
      c.hits = add(c.hits, 1, 1);
      const ci = shot.classId === undefined ? -1 : fleet.findIndex((f) => f.id === shot.classId);
      if (ci >= 0) {
        c.classHits[ci] = add(c.classHits[ci]!, 1, 1);
        bumpShips(ci, undefined, 1, 1);
      } else {
        fleet.forEach((_, k) => {
          c.classHits[k] = add(c.classHits[k]!, 0, 1);
          bumpShips(k, undefined, 0, 1);
        });
      }
      if (shot.result === 'sunk' && sinking) {
        c.sunk = add(c.sunk, 1, 1);
        if (ci >= 0) c.classSunk[ci] = add(c.classSunk[ci]!, 1, 1);
        else fleet.forEach((_, k) => (c.classSunk[k] = add(c.classSunk[k]!, 0, 1)));
      }
    });
  } else {
    const shots = effective.filter(Boolean).length;
    const k = ann.hits.length;
    const spare = Math.max(0, shots - k + 1);
    let sumLo = 0;
    let sumHi = 0;
    for (const e of ann.hits) {
      const ci = fleet.findIndex((f) => f.id === e.classId);
      if (ci < 0) {
        c.hits = { min: 1, max: 0 }; // an unknown class: nothing fits
        return;
      }
      const lo = e.count ?? 1;
      const hi = e.count ?? spare;
      sumLo += lo;
      sumHi += hi;
      c.classHits[ci] = add(c.classHits[ci]!, lo, hi);
      bumpShips(ci, e.ship, lo, hi);
      if (sinking && e.sunk) {
        // By class: as many as it says (`destroyer 2 sunk 2`), else at least one.
        const fewest = e.ship === undefined ? (e.sunkShips ?? 1) : 1;
        const more = e.ship !== undefined ? 1 : (e.sunkShips ?? fleet[ci]!.count);
        c.classSunk[ci] = add(c.classSunk[ci]!, fewest, more);
        c.sunk = add(c.sunk, fewest, more);
        if (e.ship !== undefined) {
          const s = fleet[ci]!.size;
          c.ships[ci]![e.ship] = { min: s, max: s };
        }
      } else if (sinking && e.ship !== undefined) {
        const list = c.ships[ci]!;
        const r = list[e.ship]!;
        list[e.ship] = { min: r.min, max: Math.min(r.max, fleet[ci]!.size - 1) };
      }
    }
    c.hits = add(c.hits, sumLo, Math.min(sumHi, shots));
    if (sumLo > shots) c.hits = { min: 1, max: 0 }; // more hits than shots: nothing fits
  }
}

/**
 * Add what is learned elsewhere about the fleet's totals (hits received, ships sunk, guns left) and tighten;
 * null when nothing fits any more. Used to learn from the salvo sizes a side fires.
 *
 * @example
 *   constrainTotals(variant, st, { min: 5, max: 9 }, null) // damage 5–9 after a Perelman salvo of 2
 */
export function constrainTotals(variant: Variant, st: FleetStatus, hits: Range | null, sunk: Range | null, guns: Range | null = null): FleetStatus | null {
  if (st.fleetKnown) return st;
  const c = constraintsOf(variant, st);
  if (hits) c.hits = { min: Math.max(c.hits.min, hits.min), max: Math.min(c.hits.max, hits.max) };
  if (sunk) c.sunk = { min: Math.max(c.sunk.min, sunk.min), max: Math.min(c.sunk.max, sunk.max) };
  if (guns) c.guns = { min: Math.max(c.guns.min, guns.min), max: Math.min(c.guns.max, guns.max) };
  if (c.hits.min > c.hits.max || c.sunk.min > c.sunk.max || c.guns.min > c.guns.max) return null;
  return tighten(variant, c);
}
