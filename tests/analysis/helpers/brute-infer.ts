/**
 * A brute-force inferrer for tiny boards: enumerate every legal layout, keep those whose true
 * announcements (computed here directly from the layout) equal the evidence, and count. The
 * reference the analysis figures are checked against before (and beside) the real engine.
 */
import { intersects, unionInto } from '../../../src/core/cellset.js';
import { cellCount } from '../../../src/core/coords.js';
import { allPlacements, emptyBoardSet, type ShipPlacement } from '../../../src/core/placements.js';
import type { Announcement, SalvoHit, ShotReport } from '../../../src/rules/announcement.js';
import type { Evidence, Inferrer, Posterior } from '../../../src/analysis/posterior.js';
import type { Variant } from '../../../src/variant/model.js';
import type { PlayedSalvo } from '../../../src/analysis/analyze.js';

/** Every legal layout as a list of placements (ships of one class in increasing placement order). */
export function allLayouts(variant: Variant): ShipPlacement[][] {
  const byClass = allPlacements(variant);
  const slots: number[] = [];
  variant.fleet.forEach((c, i) => {
    for (let k = 0; k < c.count; k++) slots.push(i);
  });
  const out: ShipPlacement[][] = [];
  const chosen: ShipPlacement[] = [];
  const go = (slot: number, blocked: Uint32Array, minIndex: number): void => {
    if (slot === slots.length) {
      out.push([...chosen]);
      return;
    }
    const cls = slots[slot]!;
    const list = byClass[cls]!;
    const sameAsNext = slots[slot + 1] === cls;
    for (let i = minIndex; i < list.length; i++) {
      const p = list[i]!;
      if (intersects(p.mask, blocked)) continue;
      const next = blocked.slice();
      unionInto(next, p.halo);
      chosen.push(p);
      go(slot + 1, next, sameAsNext ? i + 1 : 0);
      chosen.pop();
    }
  };
  go(0, emptyBoardSet(variant), 0);
  return out;
}

/** The announcement `cells` draw from `layout` after `before` cells were fired. */
export function announce(variant: Variant, layout: readonly ShipPlacement[], before: ReadonlySet<number>, cells: readonly number[]): Announcement {
  const fired = new Set(before);
  const shipAt = (c: number): number => layout.findIndex((p) => p.cells.includes(c));
  const report = variant.report;
  if (report.timing === 'per-shot') {
    const shots: ShotReport[] = cells.map((c) => {
      fired.add(c);
      const s = shipAt(c);
      if (s < 0) return { result: 'miss' };
      const ship = layout[s]!;
      const classId = variant.fleet[ship.classIndex]!.id;
      const sunk = report.sunk !== 'none' && ship.cells.every((x) => fired.has(x));
      // The rules (src/rules/announce.ts): a sinking names the class with `sunk: with-class`, and with
      // hitClass too (a plain "sunk" of a report that names every hit's class).
      if (sunk) return report.sunk === 'with-class' || report.hitClass ? { result: 'sunk', classId } : { result: 'sunk' };
      return report.hitClass ? { result: 'hit', classId } : { result: 'hit' };
    });
    return { kind: 'per-shot', shots };
  }
  const counts = new Map<number, number>();
  for (const c of cells) {
    const s = shipAt(c);
    if (s >= 0) counts.set(layout[s]!.classIndex, (counts.get(layout[s]!.classIndex) ?? 0) + 1);
  }
  const hits: SalvoHit[] = [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([ci, n]) => (report.counts ? { classId: variant.fleet[ci]!.id, count: n } : { classId: variant.fleet[ci]!.id }));
  return { kind: 'per-salvo', hits };
}

/** Does `layout` draw exactly the evidence's announcements? (A salvo with none was fired, its outcome unknown.) */
export function isConsistent(variant: Variant, layout: readonly ShipPlacement[], evidence: Evidence): boolean {
  const fired = new Set<number>();
  for (const s of evidence.salvos) {
    if (s.announcement !== null && JSON.stringify(announce(variant, layout, fired, s.cells)) !== JSON.stringify(s.announcement)) return false;
    for (const c of s.cells) fired.add(c);
  }
  return true;
}

/** An exact inferrer by enumeration (tiny boards only). */
export function bruteInferrer(): Inferrer {
  const layoutsOf = new WeakMap<Variant, ShipPlacement[][]>();
  return (variant: Variant, evidence: Evidence): Posterior => {
    let layouts = layoutsOf.get(variant);
    if (!layouts) {
      layouts = allLayouts(variant);
      layoutsOf.set(variant, layouts);
    }
    const n = cellCount(variant.board);
    const occ = new Array<number>(n).fill(0);
    const byClass: Record<string, number[]> = {};
    for (const cls of variant.fleet) byClass[cls.id] = new Array<number>(n).fill(0);
    let count = 0;
    for (const layout of layouts) {
      if (!isConsistent(variant, layout, evidence)) continue;
      count++;
      for (const p of layout) {
        const id = variant.fleet[p.classIndex]!.id;
        for (const c of p.cells) {
          occ[c]!++;
          byClass[id]![c]!++;
        }
      }
    }
    const norm = (a: number[]): number[] => a.map((v) => (count > 0 ? v / count : 0));
    const classMarginal: Record<string, number[]> = {};
    for (const [id, a] of Object.entries(byClass)) classMarginal[id] = norm(a);
    return { exact: true, count: BigInt(count), marginal: norm(occ), classMarginal };
  };
}

/**
 * A game on `variant` where blue and red fire one cell a turn in turn, `plan[side][i]` at turn i,
 * at each other's fleets (`fleets.red` is what blue fires at), every announcement the true one.
 */
export function playedGame(
  variant: Variant,
  fleets: { readonly blue: readonly ShipPlacement[]; readonly red: readonly ShipPlacement[] },
  plan: Readonly<Record<'blue' | 'red', readonly number[]>>,
): PlayedSalvo[] {
  const salvos: PlayedSalvo[] = [];
  const firedBy = { blue: new Set<number>(), red: new Set<number>() };
  for (let i = 0; i < plan.blue.length; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [plan[side][i]!];
      salvos.push({ side, cells, announcement: announce(variant, side === 'blue' ? fleets.red : fleets.blue, firedBy[side], cells) });
      firedBy[side].add(cells[0]!);
    }
  }
  return salvos;
}
