/**
 * Why announcements admit no legal fleet, in words a referee can say at the table: given a set
 * of announcements that conflict (`firstImpossible`'s smallest set), look for a common kind of
 * impossibility that those announcements alone prove, and name the salvos and cells that show it.
 * Every reason found is a proof on its own: it uses only the announcements of the conflict set
 * (and which cells were fired at, which counts whatever was announced), so it is never a guess.
 * Where none of the kinds below proves it, there is no reason, and the conflict set is all that
 * is said.
 *
 * The kinds (`code`, stable: `check --json` gives it as `reason`):
 * - `sunk-unfired`: a "sunk" at a cell, but no ship (of the class named) through it had every
 *   cell fired at by then.
 * - `no-room`: a hit at a cell (or on a class, in a whole-salvo report), but every ship through
 *   it covers a cell announced a miss (water) in the conflict set.
 * - `hits-too-long`: in a game where ships may not touch, hits that touch belong to one ship, and
 *   these form a line longer than the largest ship.
 * - `hits-touch`: in such a game, hits that touch, but no one ship can cover them all (they bend,
 *   or touch corner to corner where ships are straight).
 * - `touches-sunk`: in such a game, a hit next to a ship announced sunk before it was fired at:
 *   it would be that ship's, which had every cell fired at already.
 * - `hits-unsunk`: a hit (or hits that touch, one ship's where ships may not touch) that every
 *   ship through it would have had all its cells fired at with it, so it sank: announced a hit.
 * - `hits-no-ship`: hits that touch (one ship's), where every ship covering them is ruled out: it
 *   would have sunk with no "sunk" said, or covers a miss, or touches another hit.
 * - `salvo-hits-apart`: a whole-salvo report gives a class more hits than its ships can take
 *   from that salvo's cells (no ship covers that many of them).
 * - `salvo-sunk-count`: a whole-salvo report says a salvo sank N ships of a class (`destroyer 2
 *   sunk 2`; "sunk" alone, one), but no N ships of it that may lie together can each have had
 *   its last cell fired at in that salvo (every cell fired at by then, one of them in it, and,
 *   where the hits are counted, no more of their cells in it than the hits announced).
 * - `hit-refired`: a shot-by-shot report gives a hit (or a sinking) at a cell fired at before:
 *   a shot there hits nothing new (a repeat at a cell announced a hit before, announced a hit
 *   again, is read as a miss before this, as the rules read it, and is no conflict).
 * - `sunk-too-often`: a shot-by-shot report that names the class sunk names one sunk more
 *   often than the class has ships.
 * - `unread-none`: a whole salvo's report with one cell that could not be read, read exactly
 *   (`unreadReadExactly`): wherever that shot fell, the reports of that salvo and of the later
 *   ones up to `last` fit no layout (`firstImpossible`'s `unread`; not looked for here).
 *
 * @example
 *   impossibilityReason(variant, evidence, [0, 4, 6])
 *   // { code: 'no-room', salvo: 6, cell: 0, misses: [{ salvo: 4, cell: 1 }, { salvo: 0, cell: 10 }], sunk: false }
 */
import { hasCell } from '../core/cellset.js';
import { neighbours, placementsOf, type ShipPlacement } from '../core/placements.js';
import type { Variant } from '../variant/model.js';
import type { Evidence } from './evidence.js';

/** A shot of a salvo at the target: the salvo's index in the evidence and the cell. */
export interface ShotAt {
  readonly salvo: number;
  readonly cell: number;
}

export type ImpossibilityReason =
  | { readonly code: 'sunk-unfired'; readonly salvo: number; readonly cell: number; readonly classIndex?: number; readonly size: number }
  | { readonly code: 'no-room'; readonly salvo: number; readonly cell?: number; readonly classIndex?: number; readonly sunk: boolean; readonly misses: readonly ShotAt[] }
  | { readonly code: 'hits-too-long'; readonly hits: readonly ShotAt[]; readonly longest: number }
  | { readonly code: 'hits-touch'; readonly hits: readonly ShotAt[] }
  | { readonly code: 'touches-sunk'; readonly hit: ShotAt; readonly sunk: ShotAt }
  | { readonly code: 'hits-unsunk'; readonly hits: readonly ShotAt[]; readonly last: ShotAt }
  | { readonly code: 'hits-no-ship'; readonly hits: readonly ShotAt[]; readonly unsunk: boolean; readonly misses: readonly ShotAt[]; readonly touching: readonly ShotAt[] }
  | { readonly code: 'salvo-hits-apart'; readonly salvo: number; readonly classIndex: number; readonly count: number; readonly most: number }
  | { readonly code: 'salvo-sunk-count'; readonly salvo: number; readonly classIndex: number; readonly sunk: number; readonly most: number; readonly hits?: number }
  | { readonly code: 'hit-refired'; readonly hit: ShotAt; readonly first: ShotAt }
  | { readonly code: 'sunk-too-often'; readonly sunk: ShotAt; readonly classIndex: number; readonly before: readonly ShotAt[] }
  | { readonly code: 'unread-none'; readonly salvo: number; readonly last: number };

export type ReasonCode = ImpossibilityReason['code'];

/** Where each cell was first fired at: salvo index and shot index, as one increasing step. */
function firstFiredSteps(evidence: Evidence): { first: Map<number, number>; stepOf: (salvo: number, shot: number) => number } {
  const offsets: number[] = [];
  let step = 0;
  for (const s of evidence.salvos) {
    offsets.push(step);
    step += s.cells.length;
  }
  const first = new Map<number, number>();
  evidence.salvos.forEach((s, i) => s.cells.forEach((c, k) => first.has(c) || first.set(c, offsets[i]! + k)));
  return { first, stepOf: (salvo, shot) => offsets[salvo]! + shot };
}

interface ShotResultAt {
  readonly shot: ShotAt;
  readonly result: 'miss' | 'hit' | 'sunk';
  /** The class named with the result, where one was (and is the variant's). */
  readonly classIndex?: number;
  /** The shot's place in the order of all shots at the target. */
  readonly step: number;
}

/** The shots of the conflict's per-shot announcements with their result, each a cell's first shot. */
function perShotResults(variant: Variant, evidence: Evidence, conflict: readonly number[]): ShotResultAt[] {
  const { first, stepOf } = firstFiredSteps(evidence);
  const out: ShotResultAt[] = [];
  for (const i of conflict) {
    const s = evidence.salvos[i];
    if (s?.announcement?.kind !== 'per-shot') continue;
    s.announcement.shots.forEach((r, k) => {
      const cell = s.cells[k];
      // A cell fired at before hits nothing new: its result tells nothing of the fleet.
      if (cell === undefined || first.get(cell) !== stepOf(i, k)) return;
      const ci = r.classId === undefined ? -1 : variant.fleet.findIndex((c) => c.id === r.classId);
      out.push({ shot: { salvo: i, cell }, result: r.result, ...(ci >= 0 ? { classIndex: ci } : {}), step: stepOf(i, k) });
    });
  }
  return out;
}

/**
 * Where there are placements and every one covers a cell announced water (`water`: the shot that
 * said so, by cell), those shots, by salvo then cell; null where some placement is dry, or there
 * is none.
 */
function wetEverywhere(placements: readonly ShipPlacement[], water: ReadonlyMap<number, ShotAt>): ShotAt[] | null {
  if (placements.length === 0) return null;
  const blocking = new Map<number, ShotAt>();
  for (const p of placements) {
    const wet = p.cells.filter((c) => water.has(c));
    if (wet.length === 0) return null;
    for (const c of wet) blocking.set(c, water.get(c)!);
  }
  return [...blocking.values()].sort((a, b) => a.salvo - b.salvo || a.cell - b.cell);
}

/**
 * A common kind of impossibility that the announcements of the salvos `conflict` (indices in
 * `evidence.salvos`, increasing) prove on their own, or null where none of them does.
 */
export function impossibilityReason(variant: Variant, evidence: Evidence, conflict: readonly number[]): ImpossibilityReason | null {
  if (conflict.length === 0) return null;
  if (variant.report.timing === 'per-shot') {
    // After a cell that could not be read, misses and "sunk" say less than their words
    // (`EvidenceSalvo.unreadHitsBefore`): the reasons below read them in full; only a hit fired again stands.
    if (conflict.some((i) => (evidence.salvos[i]?.unreadHitsBefore ?? 0) > 0)) return hitRefired(evidence, conflict);
    const results = perShotResults(variant, evidence, conflict);
    return hitRefired(evidence, conflict) ?? sunkTooOften(variant, results) ?? perShotReason(variant, evidence, results);
  }
  return perSalvoReason(variant, evidence, conflict);
}

/**
 * A hit (or a sinking) announced, shot by shot, at a cell fired at before: it hits nothing new.
 * The latest such shot of the conflict, with the shot that first fired at the cell.
 */
function hitRefired(evidence: Evidence, conflict: readonly number[]): ImpossibilityReason | null {
  const { first, stepOf } = firstFiredSteps(evidence);
  // The salvo and cell of a step, as firstFiredSteps counts them.
  const shotOf = (step: number): ShotAt | undefined => {
    for (let i = evidence.salvos.length - 1; i >= 0; i--) {
      if (stepOf(i, 0) <= step) return { salvo: i, cell: evidence.salvos[i]!.cells[step - stepOf(i, 0)]! };
    }
    return undefined;
  };
  for (const i of [...conflict].reverse()) {
    const s = evidence.salvos[i];
    if (s?.announcement?.kind !== 'per-shot') continue;
    const shots = s.announcement.shots;
    for (let k = s.cells.length - 1; k >= 0; k--) {
      const cell = s.cells[k]!;
      const before = first.get(cell);
      const r = shots[k];
      if (r === undefined || r.result === 'miss' || before === undefined || before >= stepOf(i, k)) continue;
      const at = shotOf(before);
      if (at !== undefined) return { code: 'hit-refired', hit: { salvo: i, cell }, first: at };
    }
  }
  return null;
}

/**
 * Where the report names the class sunk: a class announced sunk more often than it has ships.
 * The latest sinking of the class, with those before it that sank all its ships.
 */
function sunkTooOften(variant: Variant, results: readonly ShotResultAt[]): ImpossibilityReason | null {
  const sinkings = results.filter((r) => r.result === 'sunk' && r.classIndex !== undefined).sort((a, b) => a.step - b.step);
  for (let ci = 0; ci < variant.fleet.length; ci++) {
    const of = sinkings.filter((r) => r.classIndex === ci);
    const count = variant.fleet[ci]!.count;
    if (of.length > count) return { code: 'sunk-too-often', sunk: of[count]!.shot, classIndex: ci, before: of.slice(0, count).map((r) => r.shot) };
  }
  return null;
}

function perShotReason(variant: Variant, evidence: Evidence, results: readonly ShotResultAt[]): ImpossibilityReason | null {
  const { first } = firstFiredSteps(evidence);
  const sinking = variant.report.sunk !== 'none';
  const misses = new Map<number, ShotAt>();
  for (const r of results) if (r.result === 'miss') misses.set(r.shot.cell, r.shot);
  const classes = (ci: number | undefined): number[] => (ci !== undefined ? [ci] : variant.fleet.map((_, i) => i));
  // The latest shot first: the one with which the fit was lost is the likeliest to say why.
  const hits = results.filter((r) => r.result !== 'miss').sort((a, b) => b.step - a.step);
  for (const h of hits) {
    const sunk = sinking && h.result === 'sunk';
    const through: ShipPlacement[] = [];
    for (const ci of classes(h.classIndex)) for (const p of placementsOf(variant, ci)) if (p.cells.includes(h.shot.cell)) through.push(p);
    // Fired at by this shot: every cell when it sank the ship; not every cell when it only hit it.
    const fired = (p: ShipPlacement): boolean => p.cells.every((c) => (first.get(c) ?? Infinity) <= h.step);
    const timely = through.filter((p) => (!sinking ? true : sunk ? fired(p) : !fired(p)));
    if (timely.length === 0 && sunk) {
      const size = Math.min(...classes(h.classIndex).map((ci) => variant.fleet[ci]!.size));
      return { code: 'sunk-unfired', salvo: h.shot.salvo, cell: h.shot.cell, ...(h.classIndex !== undefined ? { classIndex: h.classIndex } : {}), size };
    }
    if (timely.length === 0) {
      if (sinking && through.length > 0) return { code: 'hits-unsunk', hits: [h.shot], last: h.shot };
      continue;
    }
    const list = wetEverywhere(timely, misses);
    if (list !== null) return { code: 'no-room', salvo: h.shot.salvo, cell: h.shot.cell, ...(h.classIndex !== undefined ? { classIndex: h.classIndex } : {}), sunk, misses: list };
  }
  return hitBesideSunk(variant, results) ?? touchingHits(variant, hits, first, results);
}

/**
 * Where ships may not touch: a hit fired at after a ship was announced sunk, next to that ship's
 * hits (those touching the sunk cell, fired at by then), would be that ship's, which had every
 * cell fired at already.
 */
function hitBesideSunk(variant: Variant, results: readonly ShotResultAt[]): ImpossibilityReason | null {
  const spacing = variant.placement.spacing;
  if (spacing === 'may-touch' || variant.report.sunk === 'none') return null;
  const hits = results.filter((r) => r.result !== 'miss');
  for (const s of hits.filter((r) => r.result === 'sunk')) {
    // The sunk ship's hits: those fired at by then that touch the sunk cell, one through another.
    const before = new Map(hits.filter((r) => r.step <= s.step).map((r) => [r.shot.cell, r]));
    const ship = new Set([s.shot.cell]);
    const stack = [s.shot.cell];
    while (stack.length > 0) {
      for (const n of neighbours(stack.pop()!, variant.board, spacing)) {
        if (before.has(n) && !ship.has(n)) {
          ship.add(n);
          stack.push(n);
        }
      }
    }
    const later = hits.filter((r) => r.step > s.step).sort((a, b) => a.step - b.step);
    for (const h of later) if ([...ship].some((c) => neighbours(c, variant.board, spacing).includes(h.shot.cell))) return { code: 'touches-sunk', hit: h.shot, sunk: s.shot };
  }
  return null;
}

/**
 * Where ships may not touch, hits on neighbouring cells are one ship's: a group of them that no
 * placement covers (too long a line, a bend, a corner) cannot be.
 */
function touchingHits(variant: Variant, results: readonly ShotResultAt[], first: ReadonlyMap<number, number>, allResults: readonly ShotResultAt[]): ImpossibilityReason | null {
  const spacing = variant.placement.spacing;
  if (spacing === 'may-touch' || results.length < 2) return null;
  const at = new Map<number, ShotAt>();
  const byCell = new Map<number, ShotResultAt>();
  for (const h of results) {
    at.set(h.shot.cell, h.shot);
    byCell.set(h.shot.cell, h);
  }
  const seen = new Set<number>();
  const all = variant.fleet.flatMap((_, ci) => placementsOf(variant, ci));
  const longest = Math.max(...variant.fleet.map((c) => c.size));
  for (const start of [...at.keys()].sort((a, b) => a - b)) {
    if (seen.has(start)) continue;
    const group: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const c = stack.pop()!;
      group.push(c);
      for (const n of neighbours(c, variant.board, spacing)) {
        if (at.has(n) && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    if (group.length < 2) continue;
    group.sort((a, b) => a - b);
    const shots = group.map((c) => at.get(c)!);
    const covering = all.filter((p) => group.every((c) => p.cells.includes(c)));
    if (covering.length > 0) {
      // One ship's hits, none said to sink it, where every ship covering them had all its cells
      // fired at with the last of them: that shot sank it.
      const last = group.map((c) => byCell.get(c)!).sort((a, b) => b.step - a.step)[0]!;
      const sunkSaid = group.some((c) => byCell.get(c)!.result === 'sunk');
      if (variant.report.sunk !== 'none' && !sunkSaid && covering.every((p) => p.cells.every((c) => (first.get(c) ?? Infinity) <= last.step))) {
        return { code: 'hits-unsunk', hits: shots, last: last.shot };
      }
      // Every ship covering them ruled out, each by what the announcements say around it.
      const misses = new Map<number, ShotAt>();
      for (const m of allResults) if (m.result === 'miss') misses.set(m.shot.cell, m.shot);
      const sinking = variant.report.sunk !== 'none';
      const blockMiss = new Map<number, ShotAt>();
      const blockHit = new Map<number, ShotAt>();
      let unsunk = false;
      let free = false;
      for (const p of covering) {
        const complete = (step: number): boolean => p.cells.every((c) => (first.get(c) ?? Infinity) <= step);
        const badSink = sinking && group.some((c) => (byCell.get(c)!.result === 'sunk') !== complete(byCell.get(c)!.step));
        const wet = p.cells.filter((c) => misses.has(c));
        const near = [...at.keys()].filter((c) => !p.cells.includes(c) && hasCell(p.halo, c));
        if (!badSink && wet.length === 0 && near.length === 0) {
          free = true;
          break;
        }
        if (badSink) unsunk = true;
        for (const c of wet) blockMiss.set(c, misses.get(c)!);
        for (const c of near) blockHit.set(c, at.get(c)!);
      }
      if (!free) {
        const order = (a: ShotAt, b: ShotAt): number => a.salvo - b.salvo || a.cell - b.cell;
        return { code: 'hits-no-ship', hits: shots, unsunk, misses: [...blockMiss.values()].sort(order), touching: [...blockHit.values()].sort(order) };
      }
      continue;
    }
    const cols = variant.board.columns;
    const r = group.map((c) => Math.floor(c / cols));
    const k = group.map((c) => c % cols);
    const same = (xs: number[]): boolean => xs.every((x) => x === xs[0]);
    const straight = same(r) || same(k);
    if (straight && group.length > longest) return { code: 'hits-too-long', hits: shots, longest };
    // Two of them that no ship covers together, where there are such: they are what cannot be.
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]!;
        const b = group[j]!;
        if (neighbours(a, variant.board, spacing).includes(b) && !all.some((p) => p.cells.includes(a) && p.cells.includes(b))) return { code: 'hits-touch', hits: [at.get(a)!, at.get(b)!] };
      }
    }
    return straight ? { code: 'hits-too-long', hits: shots, longest } : { code: 'hits-touch', hits: shots };
  }
  return null;
}

/** Whole-salvo reports: a class hit where none of its ships can be, or more often than its ships can be. */
function perSalvoReason(variant: Variant, evidence: Evidence, conflict: readonly number[]): ImpossibilityReason | null {
  const { first, stepOf } = firstFiredSteps(evidence);
  const fresh = (i: number): number[] => evidence.salvos[i]!.cells.filter((c, k) => first.get(c) === stepOf(i, k));
  // Water: every cell of a salvo announced "no hits".
  const water = new Map<number, ShotAt>();
  for (const i of conflict) {
    const a = evidence.salvos[i]?.announcement;
    if (a?.kind === 'per-salvo' && a.hits.length === 0) for (const c of fresh(i)) water.set(c, { salvo: i, cell: c });
  }
  for (const i of [...conflict].reverse()) {
    const a = evidence.salvos[i]?.announcement;
    if (a?.kind !== 'per-salvo') continue;
    const cells = fresh(i);
    for (const e of a.hits) {
      const ci = variant.fleet.findIndex((c) => c.id === e.classId);
      if (ci < 0) continue;
      const cls = variant.fleet[ci]!;
      const count = e.count ?? 1;
      const ships = e.ship !== undefined ? 1 : cls.count;
      const on = (p: ShipPlacement): number => p.cells.filter((c) => cells.includes(c)).length;
      const placements = placementsOf(variant, ci).filter((p) => on(p) > 0);
      const most = Math.max(0, ...placements.map(on));
      if (e.count !== undefined && most * ships < count) return { code: 'salvo-hits-apart', salvo: i, classIndex: ci, count, most };
      const list = wetEverywhere(placements, water);
      if (list !== null) return { code: 'no-room', salvo: i, classIndex: ci, sunk: false, misses: list };
      if (e.sunk === true) {
        // Ships of the class finished in this salvo: every cell fired at by its end, one in it.
        const sunk = e.ship !== undefined ? 1 : (e.sunkShips ?? 1);
        const end = stepOf(i, evidence.salvos[i]!.cells.length - 1);
        const hits = e.count;
        const finished = placements.filter((p) => p.cells.every((c) => (first.get(c) ?? Infinity) <= end) && on(p) <= (hits ?? Infinity));
        const most = mostApart(finished, sunk, on, hits ?? Infinity);
        if (most < sunk) return { code: 'salvo-sunk-count', salvo: i, classIndex: ci, sunk, most, ...(hits !== undefined ? { hits } : {}) };
      }
    }
  }
  return null;
}

/**
 * The most of `placements` that can lie in one fleet together (no shared cell; none in another's
 * halo where ships may not touch) with no more than `hits` of the salvo's cells among them (`on`:
 * a placement's), counting no further than `enough`.
 */
function mostApart(placements: readonly ShipPlacement[], enough: number, on: (p: ShipPlacement) => number, hits: number): number {
  // A halo holds the placement's own cells too (placements.ts).
  const apart = (p: ShipPlacement, q: ShipPlacement): boolean => !q.cells.some((c) => hasCell(p.halo, c));
  let best = 0;
  const go = (from: number, chosen: readonly ShipPlacement[], used: number): void => {
    best = Math.max(best, chosen.length);
    if (best >= enough) return;
    for (let k = from; k < placements.length && best < enough; k++) {
      const p = placements[k]!;
      if (used + on(p) <= hits && chosen.every((q) => apart(p, q))) go(k + 1, [...chosen, p], used + on(p));
    }
  };
  go(0, [], 0);
  return best;
}
