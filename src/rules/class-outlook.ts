/**
 * One ship class of a hidden fleet: given what is known (a hit range per ship, and a hit range, a
 * sunk-ships range and a guns range for the class), the values every quantity can still take. A
 * dynamic programme over the class's ships with state (hits so far, ships sunk so far, guns left
 * so far) runs forward (reachable states) and backward (states that can still end within the
 * class's ranges); a ship's hit count is feasible when it links a forward state to a backward
 * one. Classes without guns, or too big for the guns to be tracked exactly, drop the guns from the
 * state and keep the fewest and most guns on the way instead. A ship is sunk exactly when its hits equal its size; it loses one gun at each
 * `gunsLostAt` count and all its guns when sunk.
 *
 * @example
 *   classOutlook(cruiser, 1, [{ min: 0, max: 3 }], { min: 3, max: 3 }, { min: 0, max: 1 })?.cls.sunk // { min: 1, max: 1 }
 */
import type { ShipClass } from '../variant/model.js';
import type { ClassFinal } from './cross-class.js';
import { triOf } from './range.js';
import type { ClassStatus, Range, ShipStatus } from './types.js';

/** Guns left on a ship of `cls` with `h` hits. */
export function gunsAfter(cls: ShipClass, h: number): number {
  if (h >= cls.size) return 0;
  const lost = cls.gunsLostAt.filter((x) => x <= h).length;
  return Math.max(0, cls.guns - lost);
}

/** The feasible values for one class and its ships. */
export interface ClassOutlook {
  readonly ships: ShipStatus[];
  readonly cls: ClassStatus;
  /** Every feasible (hits, ships sunk) pair of the class, with the guns left it allows (exact when tracked). */
  readonly finals: readonly ClassFinal[];
}

/** Largest state space (states × ships) for which guns are tracked exactly. */
const GUNS_BUDGET = 2_000_000;

/**
 * Tighten one class: the feasible values of every quantity given per-ship hit ranges, a class hit
 * range, a class sunk range and a class guns range; null when nothing is feasible. Exported for
 * tests.
 *
 * @example
 *   classOutlook(cruiser, 1, [{ min: 0, max: 3 }], { min: 3, max: 3 }, { min: 0, max: 1 })?.cls.sunk // { min: 1, max: 1 }
 */
export function classOutlook(
  cls: ShipClass,
  classIndex: number,
  shipRanges: readonly Range[],
  hits: Range,
  sunk: Range,
  guns: Range = { min: 0, max: Infinity },
): ClassOutlook | null {
  const n = shipRanges.length;
  const states = (n * cls.size + 1) * (n + 1) * (n * cls.guns + 1);
  if (cls.guns === 0 || states * Math.max(1, n) > GUNS_BUDGET) {
    const o = outlookIgnoringGuns(cls, classIndex, shipRanges, hits, sunk);
    // Without guns there is nothing more to check; a class too big to track guns exactly keeps the
    // guns range it allows by itself.
    if (o && cls.guns === 0 && (guns.min > 0 || guns.max < 0)) return null;
    return o;
  }
  return outlookWithGuns(cls, classIndex, shipRanges, hits, sunk, guns);
}

/**
 * The dynamic programme with state (hits so far, ships sunk so far, guns left so far): exact for
 * a guns constraint on the class.
 */
function outlookWithGuns(cls: ShipClass, classIndex: number, shipRanges: readonly Range[], hits: Range, sunk: Range, guns: Range): ClassOutlook | null {
  const n = shipRanges.length;
  const s = cls.size;
  const maxSum = n * s;
  const maxG = n * cls.guns;
  const kW = n + 1;
  const gW = maxG + 1;
  const idx = (sum: number, k: number, g: number): number => (sum * kW + k) * gW + g;
  const states = (maxSum + 1) * kW * gW;
  const lo = shipRanges.map((r) => Math.max(0, r.min));
  const hi = shipRanges.map((r) => Math.min(s, r.max));
  const step = (h: number): [number, number] => [h === s ? 1 : 0, gunsAfter(cls, h)];
  // Forward reachability.
  const reach: Uint8Array[] = [new Uint8Array(states)];
  reach[0]![idx(0, 0, 0)] = 1;
  for (let i = 0; i < n; i++) {
    const cur = reach[i]!;
    const nxt = new Uint8Array(states);
    for (let sum = 0; sum <= maxSum; sum++) {
      for (let k = 0; k <= i; k++) {
        for (let g = 0; g <= i * cls.guns; g++) {
          if (!cur[idx(sum, k, g)]) continue;
          for (let h = lo[i]!; h <= hi[i]!; h++) {
            if (sum + h > maxSum) break;
            const [dk, dg] = step(h);
            nxt[idx(sum + h, k + dk, g + dg)] = 1;
          }
        }
      }
    }
    reach.push(nxt);
  }
  // Backward: states that can still end within the class's ranges.
  const back: Uint8Array[] = new Array<Uint8Array>(n + 1);
  const last = new Uint8Array(states);
  for (let sum = Math.max(0, hits.min); sum <= Math.min(maxSum, hits.max); sum++) {
    for (let k = Math.max(0, sunk.min); k <= Math.min(n, sunk.max); k++) {
      for (let g = Math.max(0, guns.min); g <= Math.min(maxG, guns.max); g++) last[idx(sum, k, g)] = 1;
    }
  }
  back[n] = last;
  for (let i = n - 1; i >= 0; i--) {
    const nxt = back[i + 1]!;
    const cur = new Uint8Array(states);
    for (let sum = 0; sum <= maxSum; sum++) {
      for (let k = 0; k <= i; k++) {
        for (let g = 0; g <= i * cls.guns; g++) {
          for (let h = lo[i]!; h <= hi[i]!; h++) {
            if (sum + h > maxSum) break;
            const [dk, dg] = step(h);
            if (nxt[idx(sum + h, k + dk, g + dg)]) {
              cur[idx(sum, k, g)] = 1;
              break;
            }
          }
        }
      }
    }
    back[i] = cur;
  }
  if (!back[0]![idx(0, 0, 0)]) return null;
  const span = (): { min: number; max: number } => ({ min: Infinity, max: -Infinity });
  const widen = (r: { min: number; max: number }, v: number): void => {
    r.min = Math.min(r.min, v);
    r.max = Math.max(r.max, v);
  };
  const hR = span();
  const kR = span();
  const gR = span();
  const finals: ClassFinal[] = [];
  const fin = reach[n]!;
  for (let sum = 0; sum <= maxSum; sum++) {
    for (let k = 0; k <= n; k++) {
      for (let g = 0; g <= maxG; g++) {
        const at = idx(sum, k, g);
        if (!fin[at] || !last[at]) continue;
        finals.push({ hits: sum, sunk: k, gunsMin: g, gunsMax: g });
        widen(hR, sum);
        widen(kR, k);
        widen(gR, g);
      }
    }
  }
  const ships: ShipStatus[] = [];
  for (let i = 0; i < n; i++) {
    const cur = reach[i]!;
    const nxt = back[i + 1]!;
    const shipH = span();
    const shipG = span();
    let canSink = false;
    let canFloat = false;
    for (let h = lo[i]!; h <= hi[i]!; h++) {
      const [dk, dg] = step(h);
      let ok = false;
      for (let sum = 0; sum + h <= maxSum && !ok; sum++) {
        for (let k = 0; k <= i && !ok; k++) {
          for (let g = 0; g <= i * cls.guns && !ok; g++) {
            if (cur[idx(sum, k, g)] && nxt[idx(sum + h, k + dk, g + dg)]) ok = true;
          }
        }
      }
      if (!ok) continue;
      widen(shipH, h);
      widen(shipG, dg);
      if (h === s) canSink = true;
      else canFloat = true;
    }
    ships.push({ classId: cls.id, classIndex, ordinal: i, hits: shipH, sunk: triOf(canSink, canFloat), guns: shipG });
  }
  return { ships, cls: { classId: cls.id, classIndex, hits: hR, sunk: kR, guns: gR }, finals };
}

/**
 * The dynamic programme with state (hits so far, ships sunk so far), keeping the fewest and most
 * guns on the way: for classes without guns, or too big to track guns exactly.
 */
function outlookIgnoringGuns(cls: ShipClass, classIndex: number, shipRanges: readonly Range[], hits: Range, sunk: Range): ClassOutlook | null {
  const n = shipRanges.length;
  const s = cls.size;
  const maxSum = n * s;
  const width = n + 1;
  const idx = (sum: number, k: number): number => sum * width + k;
  const states = (maxSum + 1) * width;
  // Forward: reachable states after i ships, with min/max guns.
  const gmin: Float64Array[] = [];
  const gmax: Float64Array[] = [];
  const first = new Float64Array(states).fill(Infinity);
  const firstMax = new Float64Array(states).fill(-Infinity);
  first[idx(0, 0)] = 0;
  firstMax[idx(0, 0)] = 0;
  gmin.push(first);
  gmax.push(firstMax);
  const lo = shipRanges.map((r) => Math.max(0, r.min));
  const hi = shipRanges.map((r) => Math.min(s, r.max));
  for (let i = 0; i < n; i++) {
    const a = gmin[i]!;
    const b = gmax[i]!;
    const na = new Float64Array(states).fill(Infinity);
    const nb = new Float64Array(states).fill(-Infinity);
    for (let sum = 0; sum <= maxSum; sum++) {
      for (let k = 0; k <= i; k++) {
        const at = idx(sum, k);
        if (a[at] === Infinity) continue;
        for (let h = lo[i]!; h <= hi[i]!; h++) {
          if (sum + h > maxSum) break;
          const to = idx(sum + h, k + (h === s ? 1 : 0));
          const g = gunsAfter(cls, h);
          if (a[at]! + g < na[to]!) na[to] = a[at]! + g;
          if (b[at]! + g > nb[to]!) nb[to] = b[at]! + g;
        }
      }
    }
    gmin.push(na);
    gmax.push(nb);
  }
  // Backward: states from which the remaining ships can complete a feasible assignment.
  const back: Uint8Array[] = new Array<Uint8Array>(n + 1);
  const last = new Uint8Array(states);
  for (let sum = Math.max(0, hits.min); sum <= Math.min(maxSum, hits.max); sum++) {
    for (let k = Math.max(0, sunk.min); k <= Math.min(n, sunk.max); k++) last[idx(sum, k)] = 1;
  }
  back[n] = last;
  for (let i = n - 1; i >= 0; i--) {
    const next = back[i + 1]!;
    const cur = new Uint8Array(states);
    for (let sum = 0; sum <= maxSum; sum++) {
      for (let k = 0; k <= i; k++) {
        for (let h = lo[i]!; h <= hi[i]!; h++) {
          if (sum + h > maxSum) break;
          if (next[idx(sum + h, k + (h === s ? 1 : 0))]) {
            cur[idx(sum, k)] = 1;
            break;
          }
        }
      }
    }
    back[i] = cur;
  }
  if (!back[0]![idx(0, 0)]) return null;
  // Class-level projections.
  let hMin = Infinity;
  let hMax = -Infinity;
  let kMin = Infinity;
  let kMax = -Infinity;
  let gMin = Infinity;
  let gMax = -Infinity;
  const fin = gmin[n]!;
  const finMax = gmax[n]!;
  const finals: ClassFinal[] = [];
  for (let sum = 0; sum <= maxSum; sum++) {
    for (let k = 0; k <= n; k++) {
      const at = idx(sum, k);
      if (fin[at] === Infinity || !last[at]) continue;
      finals.push({ hits: sum, sunk: k, gunsMin: fin[at]!, gunsMax: finMax[at]! });
      hMin = Math.min(hMin, sum);
      hMax = Math.max(hMax, sum);
      kMin = Math.min(kMin, k);
      kMax = Math.max(kMax, k);
      gMin = Math.min(gMin, fin[at]!);
      gMax = Math.max(gMax, finMax[at]!);
    }
  }
  // Ship-level projections.
  const ships: ShipStatus[] = [];
  for (let i = 0; i < n; i++) {
    const reach = gmin[i]!;
    const next = back[i + 1]!;
    let a = Infinity;
    let b = -Infinity;
    let ga = Infinity;
    let gb = -Infinity;
    let canSink = false;
    let canFloat = false;
    for (let h = lo[i]!; h <= hi[i]!; h++) {
      let ok = false;
      for (let sum = 0; sum + h <= maxSum && !ok; sum++) {
        for (let k = 0; k <= i && !ok; k++) {
          if (reach[idx(sum, k)] !== Infinity && next[idx(sum + h, k + (h === s ? 1 : 0))]) ok = true;
        }
      }
      if (!ok) continue;
      a = Math.min(a, h);
      b = Math.max(b, h);
      const g = gunsAfter(cls, h);
      ga = Math.min(ga, g);
      gb = Math.max(gb, g);
      if (h === s) canSink = true;
      else canFloat = true;
    }
    ships.push({
      classId: cls.id,
      classIndex,
      ordinal: i,
      hits: { min: a, max: b },
      sunk: triOf(canSink, canFloat),
      guns: { min: ga, max: gb },
    });
  }
  return {
    ships,
    cls: { classId: cls.id, classIndex, hits: { min: hMin, max: hMax }, sunk: { min: kMin, max: kMax }, guns: { min: gMin, max: gMax } },
    finals,
  };
}

