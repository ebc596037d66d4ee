/**
 * The true announcement of a salvo, derived from the target's fleet layout, in the variant's
 * report model; comparison of announcements; and a plain English rendering for messages.
 *
 * Conventions where the seed rules are silent:
 * - A cell the shooter already fired at (earlier, or twice in the same salvo) or a cell off the
 *   board hits nothing new: it is announced as a miss and adds no damage.
 * - Per-shot: a shot that sinks its ship is `sunk` when the report announces sinking, else `hit`.
 *   A `hit` names the class when `hitClass`; a `sunk` names it when `sunk: with-class` or `hitClass`.
 * - Per-salvo: one entry per class (or per ship with `by: ship`), ordered by class index then
 *   ordinal; `count` only with `counts`; `sunk: true` only when sinking is announced and the salvo
 *   sank the ship (with `by: class`, when it sank any ship of the class, and `sunkShips` how many,
 *   where more than one could have sunk: `canonicalHit`).
 *
 * @example
 *   trueAnnouncement(setup, state, 'blue', [12, 13, 14])
 *   // { kind: 'per-salvo', hits: [{ classId: 'cruiser', count: 2 }] }
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { ReportPolicy, Variant } from '../variant/model.js';
import { canonicalHit, type Announcement, type SalvoHit, type ShotReport } from './announcement.js';
import type { GameSetup, GameState, SideId, Tri } from './types.js';

/** Does a per-shot report name the class with this result? */
export function namesClass(report: ReportPolicy, result: 'hit' | 'sunk'): boolean {
  if (report.timing !== 'per-shot') return false;
  return result === 'hit' ? report.hitClass : report.sunk === 'with-class' || report.hitClass;
}

/** The side that is not `side`. */
export function otherSide(variant: Variant, side: SideId): SideId {
  const [a, b] = variant.turns.sides;
  return a.id === side ? b.id : a.id;
}

/**
 * For each cell of a salvo: can it hit anything new? (On the board, not fired at before by the
 * shooter, not repeated within the salvo.)
 */
export function effectiveCells(variant: Variant, firedBefore: ReadonlySet<number>, cells: readonly number[]): boolean[] {
  const total = variant.board.rows * variant.board.columns;
  const seen = new Set<number>();
  return cells.map((c) => {
    const ok = Number.isInteger(c) && c >= 0 && c < total && !firedBefore.has(c) && !seen.has(c);
    if (Number.isInteger(c)) seen.add(c);
    return ok;
  });
}

/**
 * The shots of a per-shot announcement that fire again at a cell which hit before (in an earlier
 * salvo: `hitBefore`; or earlier in this one: `hits`, whether each shot of the salvo hit) and are
 * announced as a hit again. The rules read a repeat as hitting nothing new, so such a "hit" is read
 * as a miss (`readRepeatsAsMiss`): the slip is the repeat, reported once as `repeated-cell`, not a
 * second one of the announcement. So too a "sunk" at a cell of a ship that sank before (`sunk.before`:
 * each such cell with its ship's class, null where not known; or earlier in this salvo:
 * `sunk.now`, per shot the class of the ship it sank, null where not known, undefined where it sank
 * none), naming no other class: the sinking announced again. A "sunk" at a ship not sunk before
 * claims a ship sank now, and a "hit" at a cell that missed before claims a ship where there was
 * water: neither is read so. Increasing.
 *
 * @example
 *   repeatsAnnouncedHit(variant, new Set([12]), new Set([12]), [12], { kind: 'per-shot', shots: [{ result: 'hit' }] }, [true]) // [0]
 *   // A1 (0) sank a submarine; fired again, announced "sunk" again.
 *   repeatsAnnouncedHit(variant, new Set([0]), new Set([0]), [0], { kind: 'per-shot', shots: [{ result: 'sunk' }] }, [false], { before: new Map([[0, 'submarine']]) }) // [0]
 */
export function repeatsAnnouncedHit(
  variant: Variant,
  firedBefore: ReadonlySet<number>,
  hitBefore: ReadonlySet<number>,
  cells: readonly number[],
  ann: Announcement | null,
  hits: readonly boolean[],
  sunk: { readonly before?: ReadonlyMap<number, string | null>; readonly now?: readonly (string | null | undefined)[] } = {},
): number[] {
  if (ann?.kind !== 'per-shot') return [];
  const effective = effectiveCells(variant, firedBefore, cells);
  const out: number[] = [];
  ann.shots.forEach((shot, i) => {
    const c = cells[i];
    if (c === undefined || effective[i] !== false || shot.result === 'miss') return;
    const total = variant.board.rows * variant.board.columns;
    if (!Number.isInteger(c) || c < 0 || c >= total) return;
    const earlier = cells.findIndex((x, j) => j < i && x === c && effective[j] === true);
    if (shot.result === 'hit') {
      if (earlier >= 0 ? hits[earlier] === true : hitBefore.has(c)) out.push(i);
      return;
    }
    // "sunk": its ship sank before (or earlier in this salvo), and no other class is named.
    const sank = earlier >= 0 ? sunk.now?.[earlier] : sunk.before?.has(c) === true ? sunk.before.get(c) : undefined;
    if (sank !== undefined && (sank === null || shot.classId === undefined || shot.classId === sank)) out.push(i);
  });
  return out;
}

/**
 * A game of salvos, the target's fleet revealed: the cells of the salvo that fire again at a ship
 * (hit before, or earlier in this salvo) where the announcement `ann` is the fleet's (`truth`)
 * with those ships named hit again, as if each repeat hit anew (a ship that sank before named sunk
 * again too, or not: its sinking said again, or only its hit). The rules read a repeat as hitting
 * nothing new, so such an announcement is read as the fleet's: one slip, the repeat
 * (`repeated-cell`), not a second one of the announcement. Empty where `ann` is not so made.
 * Increasing, each cell once.
 *
 * @example
 *   // B2 hit the destroyer before; fired again with a miss, announced "destroyer".
 *   repeatsNamedAgain(variant, layout, new Set([11]), [11, 40], { kind: 'per-salvo', hits: [{ classId: 'destroyer' }] }, { kind: 'per-salvo', hits: [] }) // [11]
 */
export function repeatsNamedAgain(variant: Variant, layout: FleetLayout, firedBefore: ReadonlySet<number>, cells: readonly number[], ann: Announcement, truth: Announcement): number[] {
  const report = variant.report;
  if (ann.kind !== 'per-salvo' || truth.kind !== 'per-salvo' || report.timing !== 'per-salvo') return [];
  const effective = effectiveCells(variant, firedBefore, cells);
  const owner = new Map<number, number>();
  layout.forEach((ship, i) => ship.cells.forEach((c) => owner.set(c, i)));
  // On a ship and not new: it hit the ship when first fired at.
  const again = cells.flatMap((c, i) => (effective[i] === false && owner.has(c) ? [i] : []));
  if (again.length === 0) return [];
  // Named again as a hit, or, a ship that sank before, as sunk again too (its sinking said again).
  const namedAgain = (sunkAgain: boolean): Announcement => {
    const hits: { -readonly [K in keyof SalvoHit]: SalvoHit[K] }[] = truth.hits.map((h) => ({ ...h }));
    const sankAgain = new Set<number>();
    for (const i of again) {
      const index = owner.get(cells[i]!)!;
      const ship = layout[index]!;
      let entry = hits.find((h) => h.classId === ship.classId && (report.by !== 'ship' || h.ship === ship.ordinal));
      if (entry) {
        if (entry.count !== undefined) entry.count += 1;
      } else {
        entry = { classId: ship.classId, ...(report.by === 'ship' ? { ship: ship.ordinal } : {}), ...(report.counts ? { count: 1 } : {}) };
        hits.push(entry);
      }
      if (sunkAgain && report.sunk && !sankAgain.has(index) && ship.cells.every((c) => firedBefore.has(c))) {
        sankAgain.add(index);
        entry.sunkShips = (entry.sunk === true ? (entry.sunkShips ?? 1) : 0) + 1;
        entry.sunk = true;
      }
    }
    return { kind: 'per-salvo', hits: hits.map((h) => canonicalHit(h, variant.fleet.find((c) => c.id === h.classId)?.count ?? 1)) };
  };
  return announcementFits(ann, namedAgain(false)) || announcementFits(ann, namedAgain(true)) ? [...new Set(again.map((i) => cells[i]!))].sort((a, b) => a - b) : [];
}

/**
 * The fleet not revealed: the cells the record shows in the ship sunk at `cell`, as the cells
 * announced hit by then (`hit`, with `cell`) say it. Where ships may not touch side to side, two
 * hits side by side (or, where they may not touch at all, corner to corner too) are of one ship, so
 * each hit joined to `cell` so is of the ship sunk there; where ships may touch, only `cell`.
 * Increasing.
 *
 * @example
 *   // Морской бой: Г2 (31) announced "hit", Д2 (41) "sunk": Г2 was of the ship sunk at Д2.
 *   sunkShipCells(variant, new Set([31, 41]), 41) // [31, 41]
 */
export function sunkShipCells(variant: Variant, hit: ReadonlySet<number>, cell: number): number[] {
  if (variant.placement.spacing === 'may-touch') return [cell];
  const { rows, columns } = variant.board;
  const corners = variant.placement.spacing === 'no-contact';
  const seen = new Set<number>([cell]);
  const queue = [cell];
  while (queue.length > 0) {
    const c = queue.pop()!;
    const r = Math.floor(c / columns);
    const col = c % columns;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if ((dr === 0 && dc === 0) || (!corners && dr !== 0 && dc !== 0)) continue;
        const nr = r + dr;
        const nc = col + dc;
        if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) continue;
        const n = nr * columns + nc;
        if (hit.has(n) && !seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Ships may touch, the fleet not revealed: the cells announced "sunk" (`sunk`, each with its
 * class, null where none was named) with the hit cells (`hit`) that may lie in the ship sunk there:
 * in a straight line from it through hit cells only, within the class's size (the longest straight
 * class's where none is named; a class of another shape keeps its cell alone). A hit cell that may
 * lie in ships of two classes is kept with no class. Where ships may not touch, `sunk` as it is
 * (`sunkShipCells` joined the hits already). For a repeat at such a cell announced "sunk" again:
 * the sinking said again (`repeatsAnnouncedHit`), one slip, the repeat's.
 *
 * @example
 *   // classic-1967: A1 (0) hit, A2 (10) "sunk destroyer": A1 may be the destroyer's.
 *   mayBeSunkCells(variant, new Set([0, 10]), [{ cell: 10, classId: 'destroyer' }])
 *   // Map { 10 => 'destroyer', 0 => 'destroyer' }
 */
export function mayBeSunkCells(variant: Variant, hit: ReadonlySet<number>, sunk: readonly { readonly cell: number; readonly classId: string | null }[]): Map<number, string | null> {
  const out = new Map<number, string | null>();
  for (const s of sunk) out.set(s.cell, s.classId);
  if (variant.placement.spacing !== 'may-touch') return out;
  const { rows, columns } = variant.board;
  const straight = variant.fleet.filter((c) => c.kind === 'straight');
  const longest = Math.max(0, ...straight.map((c) => c.size));
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0], ...(variant.placement.diagonal ? [[1, 1], [1, -1], [-1, 1], [-1, -1]] : [])] as const;
  const extra = new Map<number, string | null>();
  for (const s of sunk) {
    const cls = s.classId === null ? undefined : variant.fleet.find((c) => c.id === s.classId);
    if (cls !== undefined && !straight.includes(cls)) continue;
    const size = cls?.size ?? longest;
    const r0 = Math.floor(s.cell / columns);
    const c0 = s.cell % columns;
    for (const [dr, dc] of dirs) {
      for (let k = 1; k < size; k++) {
        const r = r0 + dr * k;
        const c = c0 + dc * k;
        if (r < 0 || r >= rows || c < 0 || c >= columns || !hit.has(r * columns + c)) break;
        const cell = r * columns + c;
        if (out.has(cell)) continue;
        extra.set(cell, extra.has(cell) && extra.get(cell) !== s.classId ? null : s.classId);
      }
    }
  }
  for (const [cell, classId] of extra) out.set(cell, classId);
  return out;
}

/**
 * The fleet not revealed, per shot: the cells a salvo's announcement says sank, each with the class
 * named (null where none), in salvo order: at each new shot (`effective`) announced "sunk", the hits
 * the record shows in the ship sunk there (`sunkShipCells`, with the hits before, `hitBefore`, and
 * those of the salvo's shots up to it). The referee (engine.ts) and the consistency check
 * (from-record.ts) both keep them, so that a repeat at one of them announced "sunk" says that
 * sinking again (`repeatsAnnouncedHit`). Empty for a whole-salvo announcement, or none.
 *
 * @example
 *   // Морской бой: Г2 (31) announced "hit" before; Д2 (41) now "sunk".
 *   announcedSunkCells(variant, new Set([31]), [41], [true], { kind: 'per-shot', shots: [{ result: 'sunk' }] })
 *   // [{ cell: 31, classId: null }, { cell: 41, classId: null }]
 */
export function announcedSunkCells(
  variant: Variant,
  hitBefore: ReadonlySet<number>,
  cells: readonly number[],
  effective: readonly boolean[],
  ann: Announcement | null,
): { cell: number; classId: string | null }[] {
  if (ann?.kind !== 'per-shot') return [];
  const hit = new Set(hitBefore);
  return cells.flatMap((cell, i) => {
    const shot = ann.shots[i];
    if (!effective[i] || shot === undefined) return [];
    if (shot.result !== 'miss') hit.add(cell);
    if (shot.result !== 'sunk') return [];
    const classId = shot.classId ?? null;
    return sunkShipCells(variant, hit, cell).map((c) => ({ cell: c, classId }));
  });
}

/** `ann` with the shots at `shots` (per shot) read as misses, as `repeatsAnnouncedHit` finds them. */
export function readRepeatsAsMiss(ann: Announcement, shots: readonly number[]): Announcement {
  if (ann.kind !== 'per-shot' || shots.length === 0) return ann;
  return { kind: 'per-shot', shots: ann.shots.map((s, i) => (shots.includes(i) ? { result: 'miss' } : s)) };
}

/**
 * The announcement the target must make for `side`'s salvo at `cells`, or null when the
 * target's layout is unknown.
 *
 * @example
 *   trueAnnouncement(setup, state, 'blue', [0]) // { kind: 'per-shot', shots: [{ result: 'miss' }] }
 */
export function trueAnnouncement(setup: GameSetup, state: GameState, side: SideId, cells: readonly number[]): Announcement | null {
  const variant = setup.variant;
  const target = otherSide(variant, side);
  const layout = setup.fleets[target];
  if (!layout) return null;
  const shooter = state.sides.find((s) => s.side === side);
  const fired = new Set(shooter ? shooter.cellsFired : []);
  const effective = effectiveCells(variant, fired, cells);
  const owner = new Map<number, number>();
  layout.forEach((ship, i) => ship.cells.forEach((c) => owner.set(c, i)));
  const hitsSoFar = layout.map((ship) => ship.cells.filter((c) => fired.has(c)).length);
  const report = variant.report;
  if (report.timing === 'per-shot') {
    const shots: ShotReport[] = cells.map((cell, i) => {
      const shipIndex = effective[i] ? owner.get(cell) : undefined;
      if (shipIndex === undefined) return { result: 'miss' };
      const ship = layout[shipIndex]!;
      hitsSoFar[shipIndex]! += 1;
      const sinks = hitsSoFar[shipIndex] === ship.cells.length && report.sunk !== 'none';
      const result = sinks ? 'sunk' : 'hit';
      return namesClass(report, result) ? { result, classId: ship.classId } : { result };
    });
    return { kind: 'per-shot', shots };
  }
  const before = [...hitsSoFar];
  cells.forEach((cell, i) => {
    const shipIndex = effective[i] ? owner.get(cell) : undefined;
    if (shipIndex !== undefined) hitsSoFar[shipIndex]! += 1;
  });
  // Group by class (or ship), in class index then ordinal order.
  const groups = new Map<string, { classIndex: number; ordinal: number; classId: string; count: number; sunk: number }>();
  layout.forEach((ship, i) => {
    const gained = hitsSoFar[i]! - before[i]!;
    if (gained === 0) return;
    const sankNow = hitsSoFar[i] === ship.cells.length;
    const key = report.by === 'ship' ? `${ship.classIndex}:${ship.ordinal}` : `${ship.classIndex}`;
    const g = groups.get(key);
    if (g) {
      g.count += gained;
      if (sankNow) g.sunk++;
    } else {
      groups.set(key, { classIndex: ship.classIndex, ordinal: report.by === 'ship' ? ship.ordinal : 0, classId: ship.classId, count: gained, sunk: sankNow ? 1 : 0 });
    }
  });
  const hits: SalvoHit[] = [...groups.values()]
    .sort((a, b) => a.classIndex - b.classIndex || a.ordinal - b.ordinal)
    .map((g) => {
      const e: { classId: string; ship?: number; count?: number; sunk?: boolean; sunkShips?: number } = { classId: g.classId };
      if (report.by === 'ship') e.ship = g.ordinal;
      if (report.counts) e.count = g.count;
      if (report.sunk && g.sunk > 0) {
        e.sunk = true;
        if (report.by === 'class') e.sunkShips = g.sunk;
      }
      return canonicalHit(e, variant.fleet[g.classIndex]!.count);
    });
  return { kind: 'per-salvo', hits };
}

function salvoKey(h: SalvoHit): string {
  return `${h.classId}\u0000${h.ship ?? ''}`;
}

/**
 * Do two announcements say the same? Per-salvo entries are compared in any order, and a missing
 * `sunk` equals `sunk: false` (`sunkShips` must be the same too: see `announcementFits` for a
 * recorded announcement judged against the true one).
 *
 * @example
 *   announcementsEqual({ kind: 'per-salvo', hits: [] }, { kind: 'per-salvo', hits: [] }) // true
 */
export function announcementsEqual(a: Announcement, b: Announcement): boolean {
  if (a.kind === 'per-shot' || b.kind === 'per-shot') {
    if (a.kind !== 'per-shot' || b.kind !== 'per-shot') return false;
    if (a.shots.length !== b.shots.length) return false;
    return a.shots.every((s, i) => s.result === b.shots[i]!.result && s.classId === b.shots[i]!.classId);
  }
  if (a.hits.length !== b.hits.length) return false;
  const sa = [...a.hits].sort((x, y) => (salvoKey(x) < salvoKey(y) ? -1 : salvoKey(x) > salvoKey(y) ? 1 : 0));
  const sb = [...b.hits].sort((x, y) => (salvoKey(x) < salvoKey(y) ? -1 : salvoKey(x) > salvoKey(y) ? 1 : 0));
  return sa.every((x, i) => {
    const y = sb[i]!;
    return x.classId === y.classId && x.ship === y.ship && x.count === y.count && (x.sunk ?? false) === (y.sunk ?? false) && x.sunkShips === y.sunkShips;
  });
}

/**
 * Does a recorded announcement fit the true one (`trueAnnouncement`)? As `announcementsEqual`,
 * but a per-salvo "sunk" that does not say how many ships of its class sank (`destroyer 2 sunk`,
 * as records wrote it before the number could be said) fits any number of them.
 *
 * @example
 *   const truth = { kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 2, sunk: true, sunkShips: 2 }] };
 *   announcementFits({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 2, sunk: true }] }, truth) // true
 */
export function announcementFits(recorded: Announcement, truth: Announcement): boolean {
  if (recorded.kind !== 'per-salvo' || truth.kind !== 'per-salvo') return announcementsEqual(recorded, truth);
  const loose = (a: SalvoHit, b: SalvoHit | undefined): SalvoHit => (a.sunkShips === undefined && b?.sunk === true && a.sunk === true && b.sunkShips !== undefined ? { ...a, sunkShips: b.sunkShips } : a);
  const hits = recorded.hits.map((h) => loose(h, truth.hits.find((t) => salvoKey(t) === salvoKey(h))));
  return announcementsEqual({ kind: 'per-salvo', hits }, truth);
}

/**
 * An announcement in plain English with class ids, for violation messages:
 * `miss, hit (cruiser), sunk`, `cruiser ×2, destroyer #2 (sunk)`, `no hits`, `not recorded`.
 */
export function describeAnnouncement(a: Announcement | null): string {
  if (a === null) return 'not recorded';
  if (a.kind === 'per-shot') {
    if (a.shots.length === 0) return 'no results';
    return a.shots.map((s) => (s.classId !== undefined ? `${s.result} (${s.classId})` : s.result)).join(', ');
  }
  if (a.hits.length === 0) return 'no hits';
  return a.hits
    .map((h) => {
      let t = h.classId;
      if (h.ship !== undefined) t += ` #${h.ship + 1}`;
      if (h.count !== undefined) t += ` ×${h.count}`;
      if (h.sunk) t += h.sunkShips !== undefined ? ` (${h.sunkShips} sunk)` : ' (sunk)';
      return t;
    })
    .join(', ');
}

/**
 * What an announcement says about the salvo: did it hit anything, and did it hit a protected
 * ship? `maybe` when a per-shot hit does not name its class and a protected class exists.
 */
export function salvoOutcome(variant: Variant, a: Announcement | null): { any: Tri; protectedHit: Tri } {
  if (a === null) return { any: 'maybe', protectedHit: variant.fleet.some((c) => c.protected) ? 'maybe' : 'no' };
  const isProtected = (classId: string | undefined): Tri => {
    if (classId === undefined) return variant.fleet.some((c) => c.protected) ? 'maybe' : 'no';
    return variant.fleet.find((c) => c.id === classId)?.protected ? 'yes' : 'no';
  };
  const marks: Tri[] = [];
  let any = false;
  if (a.kind === 'per-shot') {
    for (const s of a.shots) {
      if (s.result === 'miss') continue;
      any = true;
      marks.push(isProtected(s.classId));
    }
  } else {
    for (const h of a.hits) {
      any = true;
      marks.push(isProtected(h.classId));
    }
  }
  const protectedHit: Tri = marks.includes('yes') ? 'yes' : marks.includes('maybe') ? 'maybe' : 'no';
  return { any: any ? 'yes' : 'no', protectedHit };
}
