/**
 * The `hunt` strategy: hunt and target with parity, the way a careful player fires without a
 * calculator.
 *
 * - Hunt: fire on a lattice of spacing `L`, the length of the smallest enemy ship not yet known
 *   sunk (`(row + column) mod L = 0`, a checkerboard when L = 2); every ship of length ≥ L covers
 *   a lattice cell. Diagonal variants have no such lattice (a diagonal line keeps `row + column`
 *   parity), so they hunt on every cell.
 * - Target: around hits that are not yet part of a sunk ship, preferring cells that extend a line
 *   of two hits; cells known to be empty (misses, the spacing halo of sunk ships, the diagonal
 *   neighbours of a hit when ships may not touch) are never fired at while others remain.
 * - Per-shot reports say which shot hit. Per-salvo reports do not: every cell of a salvo that
 *   drew hits is treated as a suspected hit, and every cell of a salvo without hits as a miss.
 *
 * A sunk ship is taken to be the line of open hits through the sinking shot: of the class's
 * length when the report names it, else the longest such line.
 *
 * @example
 *   huntStrategy().chooseSalvo(view, createRng(7))
 */
import { cellAt, columnOf, isOnBoard, rowOf } from '../../core/coords.js';
import { neighbours } from '../../core/placements.js';
import { shuffleInPlace, type Rng } from '../../core/rng.js';
import type { Variant } from '../../variant/model.js';
import type { Evidence } from '../posterior.js';
import { type ShooterView, type Strategy, unfiredCells } from './types.js';

/** What a hunt-and-target player has worked out from the announcements. */
export interface HuntKnowledge {
  /** Hits (or suspected hits) not yet accounted to a sunk ship. */
  readonly openHits: ReadonlySet<number>;
  /** Cells that cannot hold a ship. */
  readonly empty: ReadonlySet<number>;
  /** Lengths of the ships not known to be sunk. */
  readonly remainingSizes: readonly number[];
  /** Their classes (indices into the variant's fleet), one entry a ship, as `remainingSizes`. */
  readonly remainingClasses: readonly number[];
}

const STRAIGHT: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
];
const DIAGONALS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, -1],
];

function directions(variant: Variant): readonly (readonly [number, number])[] {
  return variant.placement.diagonal ? [...STRAIGHT, ...DIAGONALS] : STRAIGHT;
}

/** The run of `cells` along direction (dr, dc) through `cell`, in order. */
function runThrough(cell: number, dr: number, dc: number, cells: ReadonlySet<number>, variant: Variant): number[] {
  const b = variant.board;
  const r0 = rowOf(cell, b);
  const c0 = columnOf(cell, b);
  const back: number[] = [];
  for (let k = 1; isOnBoard(r0 - k * dr, c0 - k * dc, b) && cells.has(cellAt(r0 - k * dr, c0 - k * dc, b)); k++) {
    back.push(cellAt(r0 - k * dr, c0 - k * dc, b));
  }
  const fwd: number[] = [];
  for (let k = 1; isOnBoard(r0 + k * dr, c0 + k * dc, b) && cells.has(cellAt(r0 + k * dr, c0 + k * dc, b)); k++) {
    fwd.push(cellAt(r0 + k * dr, c0 + k * dc, b));
  }
  return [...back.reverse(), cell, ...fwd];
}

/** The cells of the ship sunk by the shot at `cell`: a line of open hits through it. */
function sunkShipCells(cell: number, length: number | undefined, open: ReadonlySet<number>, variant: Variant): number[] {
  const withCell = new Set(open);
  withCell.add(cell);
  let best: number[] = [cell];
  for (const [dr, dc] of directions(variant)) {
    const run = runThrough(cell, dr, dc, withCell, variant);
    if (length === undefined) {
      if (run.length > best.length) best = run;
      continue;
    }
    if (run.length < length) continue;
    const at = run.indexOf(cell);
    const start = Math.max(0, Math.min(at, run.length - length));
    return run.slice(start, start + length);
  }
  return best;
}

/** Read the evidence the way a hunt-and-target player does. */
export function huntKnowledge(variant: Variant, evidence: Evidence): HuntKnowledge {
  const open = new Set<number>();
  const empty = new Set<number>();
  const remaining: { id: string; size: number; index: number }[] = [];
  variant.fleet.forEach((cls, index) => {
    for (let k = 0; k < cls.count; k++) remaining.push({ id: cls.id, size: cls.size, index });
  });
  const spacing = variant.placement.spacing;
  const dropShip = (classId: string | undefined, size: number): void => {
    const i = remaining.findIndex((s) => (classId !== undefined ? s.id === classId : s.size === size));
    if (i >= 0) remaining.splice(i, 1);
  };
  for (const salvo of evidence.salvos) {
    const a = salvo.announcement;
    if (a === null) continue; // fired, but nothing is known of what it hit
    if (a.kind === 'per-salvo') {
      if (a.hits.length === 0) for (const c of salvo.cells) empty.add(c);
      else for (const c of salvo.cells) open.add(c);
      continue;
    }
    salvo.cells.forEach((cell, i) => {
      const shot = a.shots[i];
      if (!shot || shot.result === 'miss') {
        empty.add(cell);
        return;
      }
      if (shot.result === 'hit') {
        open.add(cell);
        return;
      }
      const cls = shot.classId !== undefined ? variant.fleet.find((f) => f.id === shot.classId) : undefined;
      const ship = sunkShipCells(cell, cls?.size, open, variant);
      for (const c of ship) {
        open.delete(c);
        for (const n of neighbours(c, variant.board, spacing)) empty.add(n);
      }
      dropShip(cls?.id, ship.length);
    });
  }
  if (spacing === 'no-contact' && !variant.placement.diagonal) {
    const b = variant.board;
    for (const h of open) {
      for (const [dr, dc] of [...DIAGONALS, [-1, -1] as const, [-1, 1] as const]) {
        const r = rowOf(h, b) + dr;
        const c = columnOf(h, b) + dc;
        if (isOnBoard(r, c, b)) empty.add(cellAt(r, c, b));
      }
    }
  }
  for (const h of open) empty.delete(h);
  return { openHits: open, empty, remainingSizes: remaining.map((s) => s.size), remainingClasses: remaining.map((s) => s.index) };
}

/** Target cells around open hits, best first: extending a line of hits scores 2, a neighbour 1. */
function targetCells(view: ShooterView, k: HuntKnowledge, rng: Rng): number[] {
  const b = view.variant.board;
  const score = new Map<number, number>();
  for (const h of k.openHits) {
    const r = rowOf(h, b);
    const c = columnOf(h, b);
    for (const [dr, dc] of directions(view.variant)) {
      for (const s of [1, -1]) {
        const nr = r + s * dr;
        const nc = c + s * dc;
        if (!isOnBoard(nr, nc, b)) continue;
        const n = cellAt(nr, nc, b);
        if (view.fired.has(n) || k.empty.has(n) || k.openHits.has(n)) continue;
        const br = r - s * dr;
        const bc = c - s * dc;
        const inLine = isOnBoard(br, bc, b) && k.openHits.has(cellAt(br, bc, b));
        score.set(n, Math.max(score.get(n) ?? 0, inLine ? 2 : 1));
      }
    }
  }
  const cells = shuffleInPlace(rng, [...score.keys()].sort((x, y) => x - y));
  return cells.sort((x, y) => score.get(y)! - score.get(x)!);
}

/** Hunt cells: the parity lattice of the smallest ship left, in random order. */
function huntCells(view: ShooterView, k: HuntKnowledge, rng: Rng): number[] {
  const b = view.variant.board;
  const open = unfiredCells(view).filter((c) => !k.empty.has(c));
  const smallest = k.remainingSizes.length > 0 ? Math.min(...k.remainingSizes) : 1;
  const step = view.variant.placement.diagonal ? 1 : smallest;
  const lattice = open.filter((c) => (rowOf(c, b) + columnOf(c, b)) % step === 0);
  const rest = open.filter((c) => (rowOf(c, b) + columnOf(c, b)) % step !== 0);
  return [...shuffleInPlace(rng, lattice), ...shuffleInPlace(rng, rest)];
}

export function huntStrategy(): Strategy {
  return {
    id: 'hunt',
    description: 'hunt and target with parity on the smallest ship left',
    chooseSalvo(view, rng) {
      const k = huntKnowledge(view.variant, view.evidence);
      const chosen: number[] = [];
      const seen = new Set<number>();
      const take = (cells: readonly number[]): void => {
        for (const c of cells) {
          if (chosen.length >= view.shots) return;
          if (seen.has(c) || view.fired.has(c)) continue;
          seen.add(c);
          chosen.push(c);
        }
      };
      take(targetCells(view, k, rng));
      take(huntCells(view, k, rng));
      take(unfiredCells(view));
      return chosen;
    },
  };
}
