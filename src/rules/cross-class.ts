/**
 * Combining the classes of a hidden fleet: each class alone allows some (hits, ships sunk, guns
 * left) outcomes (found by `classOutlook`, class-outlook.ts); the whole fleet must also meet what
 * is known of its totals (a per-shot report that does not name the class tells only how many hits
 * and sinkings there were; a salvo size tells the damage, the ships lost or the guns left). A
 * dynamic programme over the classes, with state (total hits, total sunk, total guns), gives the
 * exact ranges of the totals, of the damage the salvo policy counts, and of each class's hits,
 * sinkings and guns once the totals are taken into account.
 *
 * @example
 *   crossClass([[{ hits: 0, sunk: 0, gunsMin: 2, gunsMax: 2 }, { hits: 1, sunk: 0, gunsMin: 2, gunsMax: 2 }]],
 *     [true], { min: 1, max: 1 }, { min: 0, max: 0 }, { min: 0, max: 9 })?.hits // { min: 1, max: 1 }
 */
import type { Range } from './types.js';

/**
 * One feasible outcome of a class: its total hits, ships sunk, and the guns left (every value
 * from `gunsMin` to `gunsMax` is taken as possible).
 */
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
  readonly classGuns: Range[];
}

interface Cell {
  dMin: number;
  dMax: number;
}

/** A state (total hits, total sunk, total guns) packed in one number. */
interface Packing {
  key(h: number, k: number, g: number): number;
  unpack(at: number): [number, number, number];
}

function packing(maxSunk: number, maxGuns: number): Packing {
  const gW = maxGuns + 1;
  const kW = maxSunk + 1;
  return {
    key: (h, k, g) => (h * kW + k) * gW + g,
    unpack: (at) => [Math.floor(at / (kW * gW)), Math.floor(at / gW) % kW, at % gW],
  };
}

/** Every (hits, sunk, guns) outcome of a class. */
function outcomes(list: readonly ClassFinal[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const f of list) for (let g = f.gunsMin; g <= f.gunsMax; g++) out.push([f.hits, f.sunk, g]);
  return out;
}

/**
 * The totals and per-class ranges allowed by every class's outcomes and the totals' ranges;
 * null when no combination fits.
 */
export function crossClass(
  finals: readonly (readonly ClassFinal[])[],
  counted: readonly boolean[],
  totalHits: Range,
  totalSunk: Range,
  totalGuns: Range,
): CrossResult | null {
  const options = finals.map(outcomes);
  const maxSunk = options.reduce((n, o) => n + Math.max(0, ...o.map((x) => x[1])), 0);
  const maxGuns = options.reduce((n, o) => n + Math.max(0, ...o.map((x) => x[2])), 0);
  const p = packing(maxSunk, maxGuns);
  // Forward layers, with the least and most damage on the way to each state.
  const layers: Map<number, Cell>[] = [new Map([[p.key(0, 0, 0), { dMin: 0, dMax: 0 }]])];
  options.forEach((list, ci) => {
    const next = new Map<number, Cell>();
    for (const [at, cell] of layers[ci]!) {
      const [h0, k0, g0] = p.unpack(at);
      for (const [h, k, g] of list) {
        const to = p.key(h0 + h, k0 + k, g0 + g);
        const d = counted[ci] ? h : 0;
        const cur = next.get(to);
        if (cur) {
          cur.dMin = Math.min(cur.dMin, cell.dMin + d);
          cur.dMax = Math.max(cur.dMax, cell.dMax + d);
        } else next.set(to, { dMin: cell.dMin + d, dMax: cell.dMax + d });
      }
    }
    layers.push(next);
  });
  const n = options.length;
  const inR = (v: number, r: Range): boolean => v >= r.min && v <= r.max;
  // Backward: states from which the remaining classes reach allowed totals.
  const back: Set<number>[] = new Array<Set<number>>(n + 1);
  back[n] = new Set(
    [...layers[n]!.keys()].filter((at) => {
      const [h, k, g] = p.unpack(at);
      return inR(h, totalHits) && inR(k, totalSunk) && inR(g, totalGuns);
    }),
  );
  for (let ci = n - 1; ci >= 0; ci--) {
    const s = new Set<number>();
    for (const at of layers[ci]!.keys()) {
      const [h0, k0, g0] = p.unpack(at);
      if (options[ci]!.some(([h, k, g]) => back[ci + 1]!.has(p.key(h0 + h, k0 + k, g0 + g)))) s.add(at);
    }
    back[ci] = s;
  }
  if (!back[0]!.has(p.key(0, 0, 0))) return null;
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
    const [h, k, g] = p.unpack(at);
    widen(hits, h);
    widen(sunk, k);
    widen(guns, g);
    widen(damage, cell.dMin, cell.dMax);
  }
  const classHits: Range[] = [];
  const classSunk: Range[] = [];
  const classGuns: Range[] = [];
  options.forEach((list, ci) => {
    const hr = span();
    const kr = span();
    const gr = span();
    const from = [...layers[ci]!.keys()].filter((at) => back[ci]!.has(at)).map((at) => p.unpack(at));
    for (const [h, k, g] of list) {
      if (!from.some(([h0, k0, g0]) => back[ci + 1]!.has(p.key(h0 + h, k0 + k, g0 + g)))) continue;
      widen(hr, h);
      widen(kr, k);
      widen(gr, g);
    }
    classHits.push(hr);
    classSunk.push(kr);
    classGuns.push(gr);
  });
  return { hits, sunk, damage, guns, classHits, classSunk, classGuns };
}
