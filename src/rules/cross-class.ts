/**
 * Combining the classes of a hidden fleet: each class alone allows some (hits, ships sunk) pairs
 * (found by `classOutlook` in fleet-status.ts); the whole fleet must also meet what is known of
 * its totals (a per-shot report that does not name the class tells only how many hits and
 * sinkings there were). A dynamic programme over the classes, with state (total hits, total
 * sunk), gives the exact ranges of the totals, of the damage the salvo policy counts, of the guns
 * left, and of each class's hits and sinkings once the totals are taken into account.
 *
 * @example
 *   crossClass([[{ hits: 0, sunk: 0, gunsMin: 2, gunsMax: 2 }, { hits: 1, sunk: 0, gunsMin: 2, gunsMax: 2 }]],
 *     [true], { min: 1, max: 1 }, { min: 0, max: 0 })?.hits // { min: 1, max: 1 }
 */
import type { Range } from './types.js';

/** One feasible outcome of a class: its total hits, ships sunk, and the guns left it allows. */
export interface ClassFinal {
  readonly hits: number;
  readonly sunk: number;
  readonly gunsMin: number;
  readonly gunsMax: number;
}

export interface CrossResult {
  readonly hits: Range;
  readonly sunk: Range;
  readonly damage: Range;
  readonly guns: Range;
  readonly classHits: Range[];
  readonly classSunk: Range[];
}

interface Cell {
  gMin: number;
  gMax: number;
  dMin: number;
  dMax: number;
}

type Layer = Map<number, Cell>;

/**
 * The totals and per-class ranges allowed by every class's outcomes and the totals' ranges;
 * null when no combination fits.
 */
export function crossClass(finals: readonly (readonly ClassFinal[])[], counted: readonly boolean[], totalHits: Range, totalSunk: Range): CrossResult | null {
  const maxSunk = finals.reduce((n, f) => n + Math.max(0, ...f.map((x) => x.sunk)), 0) + 1;
  const key = (h: number, k: number): number => h * maxSunk + k;
  // Forward layers.
  const layers: Layer[] = [new Map([[key(0, 0), { gMin: 0, gMax: 0, dMin: 0, dMax: 0 }]])];
  finals.forEach((list, ci) => {
    const prev = layers[ci]!;
    const next: Layer = new Map();
    for (const [at, cell] of prev) {
      const h0 = Math.floor(at / maxSunk);
      const k0 = at % maxSunk;
      for (const f of list) {
        const to = key(h0 + f.hits, k0 + f.sunk);
        const d = counted[ci] ? f.hits : 0;
        const cur = next.get(to);
        if (cur) {
          cur.gMin = Math.min(cur.gMin, cell.gMin + f.gunsMin);
          cur.gMax = Math.max(cur.gMax, cell.gMax + f.gunsMax);
          cur.dMin = Math.min(cur.dMin, cell.dMin + d);
          cur.dMax = Math.max(cur.dMax, cell.dMax + d);
        } else {
          next.set(to, { gMin: cell.gMin + f.gunsMin, gMax: cell.gMax + f.gunsMax, dMin: cell.dMin + d, dMax: cell.dMax + d });
        }
      }
    }
    layers.push(next);
  });
  const n = finals.length;
  const ok = (h: number, k: number): boolean => h >= totalHits.min && h <= totalHits.max && k >= totalSunk.min && k <= totalSunk.max;
  // Backward: states from which the remaining classes reach an allowed total.
  const back: Set<number>[] = new Array<Set<number>>(n + 1);
  back[n] = new Set([...layers[n]!.keys()].filter((at) => ok(Math.floor(at / maxSunk), at % maxSunk)));
  for (let ci = n - 1; ci >= 0; ci--) {
    const s = new Set<number>();
    for (const at of layers[ci]!.keys()) {
      const h0 = Math.floor(at / maxSunk);
      const k0 = at % maxSunk;
      if (finals[ci]!.some((f) => back[ci + 1]!.has(key(h0 + f.hits, k0 + f.sunk)))) s.add(at);
    }
    back[ci] = s;
  }
  if (!back[0]!.has(key(0, 0))) return null;
  const span = (): { min: number; max: number } => ({ min: Infinity, max: -Infinity });
  const widen = (r: { min: number; max: number }, lo: number, hi: number = lo): void => {
    r.min = Math.min(r.min, lo);
    r.max = Math.max(r.max, hi);
  };
  const hits = span();
  const sunk = span();
  const damage = span();
  const guns = span();
  for (const at of back[n]!) {
    const cell = layers[n]!.get(at)!;
    widen(hits, Math.floor(at / maxSunk));
    widen(sunk, at % maxSunk);
    widen(damage, cell.dMin, cell.dMax);
    widen(guns, cell.gMin, cell.gMax);
  }
  const classHits: Range[] = [];
  const classSunk: Range[] = [];
  finals.forEach((list, ci) => {
    const h = span();
    const k = span();
    for (const f of list) {
      let fits = false;
      for (const at of layers[ci]!.keys()) {
        if (back[ci + 1]!.has(key(Math.floor(at / maxSunk) + f.hits, (at % maxSunk) + f.sunk))) {
          fits = true;
          break;
        }
      }
      if (fits) {
        widen(h, f.hits);
        widen(k, f.sunk);
      }
    }
    classHits.push(h);
    classSunk.push(k);
  });
  return { hits, sunk, damage, guns, classHits, classSunk };
}
