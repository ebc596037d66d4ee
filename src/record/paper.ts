/**
 * The paper as a player keeps it, reconstructed from the record after any number of salvos:
 * for one side, the own chart (its ships, if revealed, and the enemy's shots, each cell marked
 * with the enemy's salvo number) and the enemy chart (its own shots with its salvo numbers),
 * plus the roster: per ship class, the tally of hits taken and given and the numbers of the
 * salvos that scored them (as the Perelman and Jutland pads keep them). Plain data; drawing it
 * is the CLI's business (src/cli/commands/show.ts).
 *
 * Hits per class come from the replay: exact when the fleet is revealed, else what the
 * announcements prove (at least one hit per class named, or the counts given).
 *
 * @example
 *   const paper = paperOf(record, variant, 'blue', 12); // the charts after salvo 12
 *   paper.enemyChart.get(cellOf('B4'))                   // { salvo: 3, result: 'hit' }
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { ShotResult } from '../rules/announcement.js';
import type { Variant } from '../variant/model.js';
import { replayRecord, variantSideOf } from './game.js';
import type { GameRecord } from './model.js';

/** A shot as marked on a chart: the firing side's salvo number, and its result when reported shot by shot. */
export interface ChartMark {
  readonly salvo: number;
  readonly result?: ShotResult;
  /** Fired again at a cell already marked (a breach); the first number stays on the paper. */
  readonly repeats?: number;
}

/** One ship class on the roster. */
export interface RosterLine {
  readonly classId: string;
  readonly classIndex: number;
  /** Hits taken by this side's ships of the class (at least), and of how many cells. */
  readonly taken: number;
  /** Salvo numbers (the enemy's) that hit the class, one entry per hit known. */
  readonly takenBy: readonly number[];
  /** Hits this side scored on the enemy's ships of the class (at least). */
  readonly given: number;
  readonly givenBy: readonly number[];
  /** Cells of the class in all (size × count). */
  readonly cells: number;
  /** Ships of the class sunk: this side's, the enemy's (at least). */
  readonly sunkTaken: number;
  readonly sunkGiven: number;
}

export interface Paper {
  /** The record side. */
  readonly side: string;
  readonly enemy: string;
  /** Salvos of the record taken into account. */
  readonly after: number;
  /** The side's fleet, when revealed. */
  readonly fleet?: FleetLayout;
  /** Enemy shots on this side's chart, by cell. */
  readonly ownChart: ReadonlyMap<number, ChartMark>;
  /** This side's shots on the enemy chart, by cell. */
  readonly enemyChart: ReadonlyMap<number, ChartMark>;
  readonly roster: readonly RosterLine[];
  /** Hits taken and given in all (at least, as far as the announcements tell). */
  readonly hitsTaken: number;
  readonly hitsGiven: number;
  /** Shots fired by the side, and shots left under the limit (null: no limit). */
  readonly shotsFired: number;
  readonly shotsLeft: number | null;
}

/**
 * The paper of `side` after the first `after` salvos of the record (default: all).
 *
 * @example
 *   paperOf(record, variant, 'red').roster[0] // { classId: 'battleship', taken: 2, takenBy: [3, 5], … }
 */
export function paperOf(record: GameRecord, variant: Variant, side: string, after: number = record.salvos.length): Paper {
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
  const counters = new Map<string, number>();
  const takenBy: number[][] = variant.fleet.map(() => []);
  const givenBy: number[][] = variant.fleet.map(() => []);
  partial.salvos.forEach((salvo, i) => {
    const number = (counters.get(salvo.side) ?? 0) + 1;
    counters.set(salvo.side, number);
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
      chart.set(cell, result !== undefined ? { salvo: number, result } : { salvo: number });
    });
    // Hits per class from the replay, before and after this salvo.
    const target = mine ? foe : me;
    const before = states[i]!.sides[target]!;
    const afterState = states[i + 1]!.sides[target]!;
    variant.fleet.forEach((_, c) => {
      const gained = afterState.classes[c]!.hits.min - before.classes[c]!.hits.min;
      for (let h = 0; h < gained; h++) (mine ? givenBy : takenBy)[c]!.push(number);
    });
  });
  const last = states[states.length - 1]!;
  const roster: RosterLine[] = variant.fleet.map((cls, c) => ({
    classId: cls.id,
    classIndex: c,
    taken: last.sides[me]!.classes[c]!.hits.min,
    takenBy: takenBy[c]!,
    given: last.sides[foe]!.classes[c]!.hits.min,
    givenBy: givenBy[c]!,
    cells: cls.size * cls.count,
    sunkTaken: last.sides[me]!.classes[c]!.sunk.min,
    sunkGiven: last.sides[foe]!.classes[c]!.sunk.min,
  }));
  const fleet = record.fleets[side];
  return {
    side,
    enemy,
    after: n,
    ...(fleet ? { fleet } : {}),
    ownChart,
    enemyChart,
    roster,
    hitsTaken: last.sides[me]!.hits.min,
    hitsGiven: last.sides[foe]!.hits.min,
    shotsFired: last.sides[me]!.shotsFired,
    shotsLeft: last.sides[me]!.shotsLeft,
  };
}
