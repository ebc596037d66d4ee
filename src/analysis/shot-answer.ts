/**
 * The whole answer to one shot, from the posterior alone: the chance of each answer the variant's
 * report can give it (a miss; a hit, naming the class where the report names it; "sunk", naming
 * the class where the report names it), and the entropy of that answer in bits.
 *
 * A shot at a cell sinks the ship lying there exactly when every other cell of the ship has been
 * fired at already (in a layout consistent with the evidence each of those was then a hit). So the
 * chance that it sinks a ship of a class is the sum of the chances of the class's placements
 * through the cell whose other cells were all fired at: `Posterior.placementChances`, given for
 * every class where the inferrer is asked (`everyPlacement`). No count per answer is needed: in
 * classic-1967 after blue's H7 hit the engine counted each cell's six answers in some 3.5 s, so
 * only the cell already chosen was weighed by its whole answer (H9, 1.56 bits, where F8 tells
 * 1.72); here every cell is, at the cost of its marginals.
 *
 * @example
 *   const a = shotAnswers(variant, posterior, fired);
 *   a?.[45]?.bits // 1.72: miss, hit, or one of the classes sunk
 */
import type { Variant } from '../variant/model.js';
import type { Posterior } from './posterior.js';

/** One cell's answer: its chance per answer (keyed by a name of the answer), and its entropy. */
export interface ShotAnswer {
  readonly chances: ReadonlyMap<string, number>;
  readonly bits: number;
}

/**
 * Per cell not in `fired`, the whole answer to a shot there (see the module note); undefined at
 * the cells fired. Null where the posterior cannot tell it: a report that tells sinking from a
 * posterior without every class's placements, or a report by ship where a class has more than one
 * (which of its ships was hit is another answer, not counted here).
 */
export function shotAnswers(variant: Variant, posterior: Posterior, fired: ReadonlySet<number>): (ShotAnswer | undefined)[] | null {
  const r = variant.report;
  if (r.timing === 'per-salvo' && r.by === 'ship' && variant.fleet.some((c) => c.count > 1)) return null;
  const sinking = r.timing === 'per-shot' ? r.sunk !== 'none' : r.sunk;
  const n = posterior.marginal.length;
  // Per class, per cell: the chance a shot there sinks a ship of the class.
  const sinks: Float64Array[] = [];
  for (const cls of variant.fleet) {
    const at = new Float64Array(n);
    sinks.push(at);
    if (!sinking) continue;
    const placed = posterior.placementChances?.[cls.id];
    if (placed === undefined) {
      // No placements: none of the class is afloat, or they were not given.
      if ((posterior.classMarginal[cls.id] ?? []).some((p, c) => p > 0 && !fired.has(c))) return null;
      continue;
    }
    for (const pl of placed) {
      let open = -1;
      let opens = 0;
      for (const c of pl.cells) {
        if (fired.has(c)) continue;
        open = c;
        opens++;
      }
      if (opens === 1) at[open]! += pl.p;
    }
  }
  // The names of the answers, as the report tells them.
  const hitKey = (id: string): string => (r.timing === 'per-salvo' ? id : r.hitClass ? `hit ${id}` : 'hit');
  const sunkKey = (id: string): string => {
    if (!sinking) return hitKey(id);
    if (r.timing === 'per-salvo') return `${id} sunk`;
    return r.sunk === 'with-class' || r.hitClass ? `sunk ${id}` : 'sunk';
  };
  const out: (ShotAnswer | undefined)[] = [];
  for (let cell = 0; cell < n; cell++) {
    if (fired.has(cell)) {
      out.push(undefined);
      continue;
    }
    const chances = new Map<string, number>();
    const add = (key: string, p: number): void => {
      if (p > 0) chances.set(key, (chances.get(key) ?? 0) + p);
    };
    let hit = 0;
    variant.fleet.forEach((cls, k) => {
      const on = posterior.classMarginal[cls.id]?.[cell] ?? 0;
      const sunk = Math.min(on, sinks[k]![cell]!);
      hit += on;
      add(hitKey(cls.id), on - sunk);
      add(sunkKey(cls.id), sunk);
    });
    add('miss', 1 - hit);
    let bits = 0;
    for (const p of chances.values()) if (p < 1) bits -= p * Math.log2(p);
    out.push({ chances, bits: Math.max(0, bits) });
  }
  return out;
}

/** The answers of `answer` a consistent layout gives, of `layouts` (a chance of less than half a layout is float rounding). */
export function answersMade(answer: ShotAnswer, layouts: bigint): number {
  const total = Number(layouts);
  let made = 0;
  for (const p of answer.chances.values()) if (p * total >= 0.5) made++;
  return made;
}
