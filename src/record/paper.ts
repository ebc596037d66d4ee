/**
 * The paper as a player keeps it, reconstructed from the record after any number of salvos:
 * for one side, the own chart (its ships, if revealed, and the enemy's shots, each cell marked
 * with the enemy's salvo number) and the enemy chart (its own shots with its salvo numbers),
 * plus the roster: per ship class, the tally of hits taken and given and the numbers of the
 * salvos that scored them (as the Perelman and Jutland pads keep them). Plain data; drawing it
 * is the CLI's business (src/cli/commands/show.ts).
 *
 * Hits per class come from the replay: exact when the fleet is revealed, else what the
 * announcements prove (at least one hit per class named, or the counts given). Where a sunk
 * names no class (Морской бой's «убит», Statki's «zatopiony»), the chart tells it as a player
 * reads it: ships may not touch side to side, so the hits joined side to side to the sinking
 * shot are that ship's cells, and a class alone of that size is the class sunk (`sunkShips`).
 * Where the sunk names its class (the 1967 game's 'sunk cruiser'), the ship is the one placement
 * of that class through the sinking shot whose cells were all hit by then, when there is one
 * only; the roster then gives the salvos that hit it, not when each hit became known.
 *
 * @example
 *   const paper = paperOf(record, variant, 'blue', 12); // the charts after salvo 12
 *   paper.enemyChart.get(cellOf('B4'))                   // { salvo: 3, result: 'hit' }
 */
import type { FleetLayout } from '../core/layout-types.js';
import { neighbours, placementsOf } from '../core/placements.js';
import type { Announcement, ShotResult } from '../rules/announcement.js';
import type { Variant } from '../variant/model.js';
import { replayRecord, variantSideOf } from './game.js';
import { sideSalvoNumbers, type GameRecord, type RecordedSalvo, type RecordSources } from './model.js';

/** A shot as marked on a chart: the firing side's salvo number, and its result when reported shot by shot. */
export interface ChartMark {
  readonly salvo: number;
  readonly result?: ShotResult;
  /** The class named with the result (`sunk: with-class`, `hitClass`). */
  readonly classId?: string;
  /** Fired again at a cell already marked (a breach); the first number stays on the paper. */
  readonly repeats?: number;
}

/** One ship class on the roster. */
export interface RosterLine {
  readonly classId: string;
  readonly classIndex: number;
  /** Hits taken by this side's ships of the class (at least), and of how many cells. */
  readonly taken: number;
  /**
   * Salvo numbers (the enemy's) that hit the class, one entry per hit known: null for a hit known
   * without knowing which salvo scored it (told later by a salvo size, or by a sinking that does
   * not pin the ship), where a player filling the pad by hand ticks the box with no number.
   */
  readonly takenBy: readonly (number | null)[];
  /** Hits this side scored on the enemy's ships of the class (at least). */
  readonly given: number;
  readonly givenBy: readonly (number | null)[];
  /**
   * Of `takenBy` and `givenBy`, the hits the record tells the ship of (a report ship by ship,
   * `frigate #2 1`; a fleet revealed; a ship the chart shows sunk): per ship of the class, the
   * salvos that hit it (null: a hit known on that ship without knowing which salvo scored it),
   * the ships in the order first hit, as a player ticks them on the pad (`shipsInOrderHit`; by
   * the ship's number where the report names it). The others' ship is not known.
   */
  readonly takenByShip: readonly (readonly (number | null)[])[];
  readonly givenByShip: readonly (readonly (number | null)[])[];
  /** Cells of the class in all (size × count). */
  readonly cells: number;
  /** Ships of the class sunk: this side's, the enemy's (at least). */
  readonly sunkTaken: number;
  readonly sunkGiven: number;
  /** Guns still aboard this side's ships of the class (at most). */
  readonly gunsLeft: number;
}

export interface Paper {
  /** The record side. */
  readonly side: string;
  readonly enemy: string;
  /** Salvos of the record taken into account. */
  readonly after: number;
  /** The side's fleet, when revealed. */
  readonly fleet?: FleetLayout;
  /**
   * With the fleet revealed: the cells of the own chart whose shot sank a ship of it, as the fleet
   * has it (the shot that hit its last cell not hit before), whatever was announced.
   */
  readonly ownSunk?: ReadonlySet<number>;
  /** Enemy shots on this side's chart, by cell. */
  readonly ownChart: ReadonlyMap<number, ChartMark>;
  /** This side's shots on the enemy chart, by cell. */
  readonly enemyChart: ReadonlyMap<number, ChartMark>;
  readonly roster: readonly RosterLine[];
  /** Hits taken and given in all (at least, as far as the announcements tell). */
  readonly hitsTaken: number;
  readonly hitsGiven: number;
  /** The hits this side may have scored, at most: `hitsGiven` where the announcements tell each (or the fleet is known); more where they leave it open (Perelman's class named, hit once or more). */
  readonly hitsGivenAtMost: number;
  /**
   * The enemy ships this side may have sunk, at most: the roster's `sunkGiven` summed where the
   * announcements tell every sinking (or the fleet is known); more where they leave it open
   * (Jutland's destroyers hit twice, one ship sunk or none; Perelman's class named, hit once or more).
   */
  readonly sunkGivenAtMost: number;
  /** Shots fired by the side, and shots left under the limit (null: no limit). */
  readonly shotsFired: number;
  readonly shotsLeft: number | null;
  /**
   * The side's own fleet as its trackers count it down (as far as the announcements tell): damage
   * taken as the salvo policy counts it (at least), guns and ships still afloat (at most).
   */
  readonly damage: number;
  readonly gunsLeft: number;
  readonly afloat: number;
}

/**
 * The paper of `side` after the first `after` salvos of the record (default: all). Each shot is
 * marked with its side's own salvo number (`sideSalvoNumbers`): given the record's `sources`, a
 * line naming no cell counts in it, as `check` counts it.
 *
 * @example
 *   paperOf(record, variant, 'red').roster[0] // { classId: 'battleship', taken: 2, takenBy: [3, 5], … }
 */
export function paperOf(record: GameRecord, variant: Variant, side: string, after: number = record.salvos.length, sources?: Pick<RecordSources, 'salvos' | 'lost'>): Paper {
  const n = Math.max(0, Math.min(after, record.salvos.length));
  const partial: GameRecord = { ...record, salvos: record.salvos.slice(0, n) };
  const { states } = replayRecord(partial, variant);
  const enemy = record.sides[0].id === side ? record.sides[1].id : record.sides[0].id;
  const vSide = variantSideOf(record, variant, side);
  const vEnemy = variantSideOf(record, variant, enemy);
  const sideIndex = (s: string): number => states[0]!.sides.findIndex((x) => x.side === s);
  const me = sideIndex(vSide);
  const foe = sideIndex(vEnemy);
  const ownChart = new Map<number, ChartMark>();
  const enemyChart = new Map<number, ChartMark>();
  const numbers = sideSalvoNumbers(record, sources);
  const takenBy: (number | null)[][] = variant.fleet.map(() => []);
  const givenBy: (number | null)[][] = variant.fleet.map(() => []);
  const takenByShip: (number | null)[][][] = variant.fleet.map((cls) => Array.from({ length: cls.count }, () => []));
  const givenByShip: (number | null)[][][] = variant.fleet.map((cls) => Array.from({ length: cls.count }, () => []));
  partial.salvos.forEach((salvo, i) => {
    const number = numbers[i]!;
    const mine = salvo.side === side;
    const chart = mine ? enemyChart : ownChart;
    const shots = salvo.announcement?.kind === 'per-shot' ? salvo.announcement.shots : undefined;
    salvo.cells.forEach((cell, k) => {
      const old = chart.get(cell);
      if (old) {
        chart.set(cell, { ...old, repeats: (old.repeats ?? 0) + 1 });
        return;
      }
      const result = shots?.[k]?.result;
      const classId = shots?.[k]?.classId;
      chart.set(cell, result !== undefined ? { salvo: number, result, ...(classId !== undefined ? { classId } : {}) } : { salvo: number });
    });
    // Hits per class from the replay, before and after this salvo, on both sides: the target's
    // hits this salvo scored (all of them where its fleet is revealed, else as many as its
    // announcement gives the class) take its number; any others became known by this salvo
    // (a sinking telling earlier hits' class, the shooter's own salvo size its damage) without
    // telling which salvo scored them.
    const targetRevealed = record.fleets[mine ? enemy : side] !== undefined;
    for (const [sideIndex, onTarget] of [
      [mine ? foe : me, true],
      [mine ? me : foe, false],
    ] as const) {
      const before = states[i]!.sides[sideIndex]!;
      const afterState = states[i + 1]!.sides[sideIndex]!;
      const list = sideIndex === me ? takenBy : givenBy;
      const byShip = sideIndex === me ? takenByShip : givenByShip;
      variant.fleet.forEach((cls, c) => {
        const gained = afterState.classes[c]!.hits.min - before.classes[c]!.hits.min;
        const scored = !onTarget ? 0 : targetRevealed ? gained : Math.min(gained, announcedHits(salvo.announcement, cls.id, variant.fleet.length === 1));
        for (let h = 0; h < gained; h++) list[c]!.push(h < scored ? number : null);
        // The hits the replay pins to a ship of the class (a report by ship, the fleet revealed):
        // this salvo's where it scored them (as many as the report gives that ship), else known later.
        for (let k = 0; k < cls.count; k++) {
          const ship = (st: typeof before) => st.ships.find((x) => x.classIndex === c && x.ordinal === k)?.hits.min ?? 0;
          const onShip = ship(afterState) - ship(before);
          const shipScored = !onTarget ? 0 : targetRevealed ? onShip : Math.min(onShip, announcedShipHits(salvo.announcement, cls.id, k));
          for (let h = 0; h < onShip; h++) byShip[c]![k]!.push(h < shipScored ? number : null);
        }
      });
    }
  });
  const last = states[states.length - 1]!;
  // Both lower bounds; the ships the chart shows sunk may tell more than the replay.
  const sunkOwnCells = sunkShipCells(ownChart, variant);
  const sunkEnemyCells = sunkShipCells(enemyChart, variant);
  const sunkOwn = sunkOwnCells.map((ships) => ships.map((cells) => cells.map((cell) => ownChart.get(cell)!)));
  const sunkEnemy = sunkEnemyCells.map((ships) => ships.map((cells) => cells.map((cell) => enemyChart.get(cell)!)));
  const shipsOf = (c: number, lists: (number | null)[][], fleet: FleetLayout | undefined, chart: ReadonlyMap<number, ChartMark>, sunk: readonly (readonly number[])[]) =>
    shipsInOrderHit(variant, c, lists, fleet, chart, sunk);
  // The chart's sunk ships, where they hold every hit the replay knows of (or more), give the salvos
  // that hit them; the replay's list says when each hit became known, which for a hit told by a
  // later sinking is that salvo, not the one that scored it.
  const tally = (replayed: number, by: (number | null)[], ships: readonly (readonly ChartMark[])[]): { hits: number; by: (number | null)[] } => {
    const marks = ships.flat();
    if (marks.length >= replayed && marks.length > 0) return { hits: marks.length, by: marks.map((m) => m.salvo).sort((a, b) => a - b) };
    // The salvos known, in order, then the hits whose salvo is not.
    const known = by.filter((n): n is number => n !== null).sort((a, b) => a - b);
    return { hits: replayed, by: [...known, ...by.filter((n) => n === null)] };
  };
  const roster: RosterLine[] = variant.fleet.map((cls, c) => {
    const taken = tally(last.sides[me]!.classes[c]!.hits.min, takenBy[c]!, sunkOwn[c]!);
    const given = tally(last.sides[foe]!.classes[c]!.hits.min, givenBy[c]!, sunkEnemy[c]!);
    return {
      classId: cls.id,
      classIndex: c,
      taken: taken.hits,
      takenBy: taken.by,
      given: given.hits,
      givenBy: given.by,
      // A class of one ship: the class's hits are its ship's.
      takenByShip: cls.count === 1 ? [taken.by] : shipsOf(c, takenByShip[c]!, record.fleets[side], ownChart, sunkOwnCells[c]!),
      givenByShip: cls.count === 1 ? [given.by] : shipsOf(c, givenByShip[c]!, record.fleets[enemy], enemyChart, sunkEnemyCells[c]!),
      cells: cls.size * cls.count,
      sunkTaken: Math.max(last.sides[me]!.classes[c]!.sunk.min, sunkOwn[c]!.length),
      sunkGiven: Math.max(last.sides[foe]!.classes[c]!.sunk.min, sunkEnemy[c]!.length),
      gunsLeft: Math.min(cls.guns * cls.count, last.sides[me]!.classes[c]!.guns.max),
    };
  });
  const fleet = record.fleets[side];
  return {
    side,
    enemy,
    after: n,
    ...(fleet ? { fleet, ownSunk: sinkingShots(fleet, partial.salvos.filter((s) => s.side !== side)) } : {}),
    ownChart,
    enemyChart,
    roster,
    hitsTaken: last.sides[me]!.hits.min,
    hitsGiven: last.sides[foe]!.hits.min,
    hitsGivenAtMost: last.sides[foe]!.hits.max,
    sunkGivenAtMost: Math.max(roster.reduce((k, r) => k + r.sunkGiven, 0), last.sides[foe]!.sunk.max),
    shotsFired: last.sides[me]!.shotsFired,
    shotsLeft: last.sides[me]!.shotsLeft,
    damage: last.sides[me]!.damage.min,
    gunsLeft: Math.min(variant.fleet.reduce((n, c) => n + c.guns * c.count, 0), last.sides[me]!.guns.max),
    afloat: last.sides[me]!.afloat.max,
  };
}

/**
 * The hits on each ship of class `c` (`RosterLine.takenByShip`) as a player ticks them on the pad,
 * whose boxes for a class's ships are not tied to one ship or another: the ship first hit takes the
 * first boxes, the next ship hit the next, whichever ship of the fleet it is, so that the sheet is
 * the same with the fleet shown or not. Where the report names the ship (`frigate #2 1`), by its
 * number, as `lists` has them (the replay's, by ordinal). With the fleet revealed (`fleet`), the
 * replay's lists, each ship by the first shot on `chart` at one of its cells (charts keep the
 * order the cells were first fired at). Without it, the ships the chart shows sunk (`sunk`, each its
 * cells) with the salvos that hit them, in the order first hit; the replay's lists then tell no
 * ship from another of the class (a hit known on each, by the count), and are left out.
 *
 * @example
 *   // Морской бой's second cruiser (Е8–Е10) the one hit: the first boxes
 *   shipsInOrderHit(variant, 1, [[], [22, 23, 24]], fleet, ownChart, []) // [[22, 23, 24], []]
 */
export function shipsInOrderHit(
  variant: Variant,
  c: number,
  lists: readonly (readonly (number | null)[])[],
  fleet: FleetLayout | undefined,
  chart: ReadonlyMap<number, ChartMark>,
  sunk: readonly (readonly number[])[],
): (number | null)[][] {
  if (variant.report.timing === 'per-salvo' && variant.report.by === 'ship') return lists.map((l) => [...l]);
  const at = new Map([...chart.keys()].map((cell, k) => [cell, k]));
  const first = (cells: readonly number[]): number => Math.min(Infinity, ...cells.map((cell) => at.get(cell) ?? Infinity));
  if (fleet !== undefined) {
    return lists
      .map((list, k) => ({ list: [...list], key: first(fleet.find((ship) => ship.classIndex === c && ship.ordinal === k)?.cells ?? []) }))
      .sort((a, b) => a.key - b.key)
      .map((s) => s.list);
  }
  const ships: (number | null)[][] = [...sunk]
    .sort((a, b) => first(a) - first(b))
    .map((cells) => [...cells].sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0)).map((cell) => chart.get(cell)!.salvo));
  return [...ships, ...lists.map(() => [])].slice(0, Math.max(lists.length, ships.length));
}

/**
 * The cells at which `salvos` (the enemy's, in the order fired, each salvo's cells in the order
 * written) sank a ship of `fleet`: where a ship's last cell not hit before was hit. A cell fired
 * at again hits nothing new.
 *
 * @example
 *   sinkingShots([{ cells: [12, 13], … }], [{ side: 'red', cells: [13, 12], … }]) // Set { 12 }
 */
export function sinkingShots(fleet: FleetLayout, salvos: readonly Pick<RecordedSalvo, 'cells'>[]): Set<number> {
  const shipOf = new Map<number, number>();
  fleet.forEach((ship, k) => ship.cells.forEach((c) => shipOf.set(c, k)));
  const left = fleet.map((ship) => ship.cells.length);
  const fired = new Set<number>();
  const out = new Set<number>();
  for (const salvo of salvos) {
    for (const cell of salvo.cells) {
      if (fired.has(cell)) continue;
      fired.add(cell);
      const k = shipOf.get(cell);
      if (k === undefined) continue;
      left[k]!--;
      if (left[k] === 0) out.add(cell);
    }
  }
  return out;
}

/**
 * The hits on class `classId` a salvo's announcement itself gives it: scored by that salvo. A hit
 * said shot by shot with no class is the class's where the fleet has no other (`onlyClass`).
 */
function announcedHits(a: Announcement | null | undefined, classId: string, onlyClass: boolean): number {
  if (a === null || a === undefined) return 0;
  if (a.kind === 'per-shot') return a.shots.filter((s) => (s.classId === classId || (onlyClass && s.classId === undefined)) && s.result !== 'miss').length;
  return a.hits.filter((h) => h.classId === classId).reduce((n, h) => n + (h.count ?? 1), 0);
}

/** The hits a per-salvo report ship by ship gives the ship `ordinal` of class `classId` (`frigate #2 1`); none for any other report. */
function announcedShipHits(a: Announcement | null | undefined, classId: string, ordinal: number): number {
  if (a === null || a === undefined || a.kind === 'per-shot') return 0;
  return a.hits.filter((h) => h.classId === classId && h.ship === ordinal).reduce((n, h) => n + (h.count ?? 1), 0);
}

/**
 * Per class, the ships a chart shows sunk where the sunk names no class: each ship the marks of
 * its cells. Only where that can be read off the chart: results per shot, ships that may not
 * touch side to side and lie along rows and columns (a shape's cells are joined side to side, as
 * the variant check requires). The hits joined side to side to a sinking shot are then its ship,
 * whole; the class is the one of that many cells, when no other class has as many. Anything else
 * (two sinking shots in one group, a group no class fits) is left to the referee.
 */
export function sunkShips(chart: ReadonlyMap<number, ChartMark>, variant: Variant): ChartMark[][][] {
  return sunkShipCells(chart, variant).map((ships) => ships.map((cells) => cells.map((cell) => chart.get(cell)!)));
}

/**
 * The same ships as `sunkShips`, each as its cells (increasing), per class: where a filled-in
 * sheet rings them with dots (`salvo show -o`).
 *
 * @example
 *   sunkShipCells(paper.enemyChart, variant)[3] // [[11], [57]]: two submarines sunk
 */
export function sunkShipCells(chart: ReadonlyMap<number, ChartMark>, variant: Variant): number[][][] {
  const { report, placement, board } = variant;
  if (report.timing === 'per-shot' && report.sunk === 'with-class') return namedSunkShips(chart, variant);
  const out: number[][][] = variant.fleet.map(() => []);
  if (report.timing !== 'per-shot' || report.sunk !== 'plain' || placement.spacing === 'may-touch' || placement.diagonal) return out;
  const isHit = (cell: number): boolean => {
    const r = chart.get(cell)?.result;
    return r === 'hit' || r === 'sunk';
  };
  const seen = new Set<number>();
  for (const [start, mark] of [...chart.entries()].sort((a, b) => a[0] - b[0])) {
    if (mark.result !== 'sunk' || seen.has(start)) continue;
    const group: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      group.push(cell);
      for (const next of neighbours(cell, board, 'no-side-contact')) {
        if (!seen.has(next) && isHit(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    if (group.filter((cell) => chart.get(cell)!.result === 'sunk').length !== 1) continue;
    const classes = variant.fleet.flatMap((cls, i) => (cls.size === group.length ? [i] : []));
    if (classes.length !== 1) continue;
    out[classes[0]!]!.push(group.sort((a, b) => a - b));
  }
  return out;
}

/**
 * Per class, the ships a chart shows sunk where each sinking shot names its class (the 1967
 * game's 'sunk battleship'), under any spacing rule: the ship is a placement of that class through
 * the sinking shot whose every cell was hit by then, holding no other sinking shot and no cell of
 * another sunk ship the chart settles (as a player rules out a hit beside a destroyer that belongs
 * to the carrier sunk there, settling the destroyer in turn); where exactly one placement is such,
 * the ship lies there (it is sunk, so all its cells were hit), else the chart does not tell and it
 * is left to the referee.
 */
function namedSunkShips(chart: ReadonlyMap<number, ChartMark>, variant: Variant): number[][][] {
  const out: number[][][] = variant.fleet.map(() => []);
  const sinkings: { k: number; fits: (readonly number[])[] }[] = [];
  for (const [start, mark] of [...chart.entries()].sort((a, b) => a[0] - b[0])) {
    if (mark.result !== 'sunk' || mark.classId === undefined) continue;
    const k = variant.fleet.findIndex((c) => c.id === mark.classId);
    if (k < 0) continue;
    const fits = placementsOf(variant, k)
      .filter(
        (p) =>
          p.cells.includes(start) &&
          p.cells.every((cell) => {
            const m = chart.get(cell);
            if (m === undefined || m.salvo > mark.salvo) return false;
            return cell === start ? true : m.result === 'hit';
          }),
      )
      .map((p) => [...p.cells].sort((a, b) => a - b));
    sinkings.push({ k, fits });
  }
  // A ship settled takes its cells from the others' placements, which may settle them in turn.
  for (let changed = true; changed; ) {
    changed = false;
    sinkings.forEach((s, i) => {
      const taken = new Set(sinkings.flatMap((o, j) => (j !== i && o.fits.length === 1 ? o.fits[0]! : [])));
      const left = s.fits.filter((cells) => cells.every((cell) => !taken.has(cell)));
      if (left.length < s.fits.length && left.length > 0) {
        s.fits = left;
        changed = true;
      }
    });
  }
  for (const { k, fits } of sinkings) if (fits.length === 1) out[k]!.push([...fits[0]!]);
  return out;
}
