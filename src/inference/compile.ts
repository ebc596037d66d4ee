/**
 * From evidence to a counting problem: the record, seen from the side that fires, becomes
 * per-placement filters (misses, named classes, hit-or-sunk status, by-ship signatures) and
 * linear constraints over placements (a hit cell is covered, a salvo hit a class so many
 * times, the target's next salvo size). The semantics are documented in evidence.ts.
 *
 * After compiling, constraints that concern a single ship are turned into filters, and weights
 * are shifted so that every group's most common weight is 0 (a constraint then only sees the
 * placements the evidence touches, which keeps the counting state small).
 *
 * @example
 *   const problem = compileEvidence(variant, evidence);
 *   problem.groups[0].placements.length // the battleship's placements still possible
 */
import { allPlacements, type ShipPlacement } from '../core/placements.js';
import { cellCount } from '../core/coords.js';
import { addCell, emptySet, hasCell, intersectionSize, intersects, setOf, type CellSet } from '../core/cellset.js';
import type { Announcement, SalvoHit, ShotReport } from '../rules/announcement.js';
import { variantNotation } from '../rules/notation.js';
import type { SalvoPolicy, Variant } from '../variant/model.js';
import { fleetCells, singleShots } from '../variant/model.js';
import type { Evidence } from './evidence.js';
import type { Group, ImpossibleCause, LinearConstraint, Problem } from './problem.js';

/** What a constraint stands for, in its parts. */
type ConstraintCause = Extract<ImpossibleCause, { readonly kind: 'cell-hit' | 'class-hit' | 'class-sunk' | 'own-size' | 'unread-misses' }>;

/** Mutable working constraint. */
interface Draft {
  weights: Map<ShipPlacement, number>;
  lo: number;
  hi: number;
  accept?: (sum: number) => boolean;
  what: ConstraintCause;
}

type Notation = ReturnType<typeof variantNotation>;

/**
 * The `n`th salvo fired at the fleet inferred, as the compiler counts them (those alone, not the
 * record's numbers): `salvo 3 at this fleet`, and in a game of single shots `shot 3 at this fleet`,
 * as Russian and Polish say it (`3-й выстрел по этому флоту`, `3. strzał do tej floty`).
 */
function salvoAt(n: number, single: boolean): string {
  return `${single ? 'shot' : 'salvo'} ${n} at this fleet`;
}

/** Salvos 1 to `n` at the fleet inferred: `salvo 1 at this fleet`, `shots 1–3 at this fleet`. */
function salvosTo(n: number, single: boolean): string {
  return n === 1 ? salvoAt(1, single) : `${single ? 'shots' : 'salvos'} 1–${n} at this fleet`;
}

/** A constraint's label (`cell F1 hit`, `salvo 3 at this fleet: Cruiser sunk (2)`), cells and classes named as the charts name them. */
function constraintLabel(say: Notation, what: ConstraintCause, single: boolean): string {
  switch (what.kind) {
    case 'cell-hit':
      return `cell ${say.cell(what.cell)} hit`;
    case 'class-hit':
      return `${salvoAt(what.salvo, single)}: ${say.className(what.classId)} hit`;
    case 'class-sunk':
      return `${salvoAt(what.salvo, single)}: ${say.className(what.classId)} sunk${what.ships !== undefined ? ` (${what.ships})` : ''}`;
    case 'own-size':
      return `salvo of ${what.shots} after ${what.afterSalvo} salvos at this fleet`;
    case 'unread-misses':
      return `${salvosTo(what.salvo, single)}: at most ${what.most} of the shots after an unread cell may be on ships beyond the hits announced`;
  }
}

/**
 * The reason no layout fits, in English words (`Problem.impossible`); `single`: every salvo of the
 * game is one shot, said "shot".
 */
export function causeText(say: Notation, why: ImpossibleCause, single = false): string {
  const s = (n: number): string => salvoAt(n, single);
  switch (why.kind) {
    case 'cell-hit':
    case 'class-hit':
    case 'class-sunk':
    case 'unread-misses':
      return `${constraintLabel(say, why, single)}: impossible`;
    case 'own-size':
      return `${constraintLabel(say, why, single)}: ${why.owed !== undefined ? `the variant always owes ${why.owed}` : 'impossible'}`;
    case 'no-room':
      return `no room for ${why.classId}`;
    case 'off-board':
      return `${s(why.salvo)}: cell ${say.cell(why.cell)} is off the board`;
    case 'results':
      return `${s(why.salvo)}: ${why.cells} cells but ${why.results} results`;
    case 'hit-again':
      return `${s(why.salvo)}: ${say.cell(why.cell)} was fired at before and can hit nothing new, yet a hit is announced`;
    case 'unknown-class':
      return `${s(why.salvo)}: unknown class ${why.classId}`;
    case 'no-ship':
      return `${s(why.salvo)}: no ship ${why.classId} #${why.ship}, or named twice`;
    case 'named-twice':
      return `${s(why.salvo)}: ${say.className(why.classId)} named twice`;
    case 'unread-none':
      return `${s(why.salvo)}: ${why.shots === 2 ? 'no pair of cells the two unread shots could be at fits' : 'no cell its unread shot could be at fits'} ${why.last === why.salvo ? 'its report' : `the reports of ${single ? 'shots' : 'salvos'} ${why.salvo}–${why.last}`}`;
  }
}

/**
 * The cells of salvo `t` that can hit something, each once: as the rules announce it, a cell fired
 * at in an earlier salvo, or twice in this one, hits nothing new (`effectiveCells`).
 */
function freshShots(cells: readonly number[], t: number, firstSalvo: ReadonlyMap<number, number>): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of cells) if (firstSalvo.get(c) === t) m.set(c, 1);
  return m;
}

/**
 * Whether the misses rule placements out all at once (`missedCells`); off, one by one, as before
 * they were taken at once. For tests and benchmarks that compare the two: the problem is the same.
 */
export const missesAtOnce = { enabled: true };

/**
 * The cells of the misses that rule placements out (a shot's first at its cell, on the board, of
 * an announcement with a result for each shot), as a bitset; null where none is, or where some
 * announcement is of a whole salvo (its weights are taken from the placements left as it comes,
 * so the misses are then taken one by one, in the game's order).
 */
function missedCells(evidence: Evidence, firstShot: ReadonlyMap<number, number>, cells: number): CellSet | null {
  if (evidence.salvos.some((s) => s.announcement?.kind === 'per-salvo')) return null;
  const set = emptySet(cells);
  let any = false;
  let shotIndex = 0;
  for (const s of evidence.salvos) {
    const a = s.announcement;
    if (a !== null && a.kind === 'per-shot' && a.shots.length === s.cells.length && (s.unreadHitsBefore ?? 0) === 0) {
      a.shots.forEach((r, j) => {
        const c = s.cells[j]!;
        if (r.result !== 'miss' || firstShot.get(c) !== shotIndex + j || !Number.isInteger(c) || c < 0 || c >= cells) return;
        addCell(set, c);
        any = true;
      });
    }
    shotIndex += s.cells.length;
  }
  return any ? set : null;
}

/**
 * Whether the passes for a hit cell look only at the placements covering it (`coveringIndex`);
 * off, each looks at every placement, as before. For tests and benchmarks that compare the two:
 * the problem is the same, placement for placement and constraint for constraint.
 */
export const placementsByCell = { enabled: true };

/** Per class, the placements covering each cell, in the list's order. */
type CoveringIndex = readonly ReadonlyMap<number, readonly ShipPlacement[]>[];

const coveringIndexes = new WeakMap<readonly (readonly ShipPlacement[])[], CoveringIndex>();

/**
 * The placements of each class covering each cell (kept per placement list: the variant's is
 * one list for every compilation), so that a hit rules placements in or out, and a cell hit
 * weighs them, with a look at the few covering its cell, not at every placement left: each hit
 * was a pass over them all, and each cell hit another (`salvo play` compiles the whole evidence
 * against a fleet at every result typed, to check that some legal fleet still fits).
 */
function coveringIndex(placements: readonly (readonly ShipPlacement[])[]): CoveringIndex {
  const known = coveringIndexes.get(placements);
  if (known !== undefined) return known;
  const index = placements.map((list) => {
    const byCell = new Map<number, ShipPlacement[]>();
    for (const p of list) {
      for (const c of p.cells) {
        let at = byCell.get(c);
        if (at === undefined) byCell.set(c, (at = []));
        at.push(p);
      }
    }
    return byCell;
  });
  coveringIndexes.set(placements, index);
  return index;
}

/** Number of shots of a salvo that land on a placement. */
function shotsOn(p: ShipPlacement, counts: ReadonlyMap<number, number>): number {
  let n = 0;
  for (const c of p.cells) n += counts.get(c) ?? 0;
  return n;
}

/** Index of the first step (salvo or shot) after which every cell has been fired at (∞ if never). */
function completedAt(p: ShipPlacement, firstFired: ReadonlyMap<number, number>): number {
  let t = -1;
  for (const c of p.cells) {
    const f = firstFired.get(c);
    if (f === undefined) return Infinity;
    t = Math.max(t, f);
  }
  return t;
}

/** Shots owed by a fleet state under a salvo policy, from per-ship weights (see ownWeight). */
function owedFromSum(policy: SalvoPolicy, sum: number): number {
  switch (policy.kind) {
    case 'damage': {
      let shots = policy.shots;
      for (const s of policy.steps) if (sum >= s.damage) shots = s.shots;
      return shots;
    }
    default:
      return sum;
  }
}

/** Per-ship contribution to the quantity the salvo policy reads, after `hits` of its cells were hit. */
function ownWeight(variant: Variant, p: ShipPlacement, hits: number): number {
  const policy = variant.turns.salvo;
  const cls = variant.fleet[p.classIndex]!;
  const sunk = hits >= cls.size;
  switch (policy.kind) {
    case 'constant':
      return 0;
    case 'damage':
      return cls.protected && !policy.countProtected ? 0 : hits;
    case 'guns': {
      if (sunk) return 0;
      let lost = 0;
      for (const at of cls.gunsLostAt) if (hits >= at) lost++;
      return Math.max(0, cls.guns - lost);
    }
    case 'ships-afloat':
      return sunk ? 0 : policy.perShip;
  }
}

/** Turn the evidence into a counting problem (see the module note). */
export function compileEvidence(variant: Variant, evidence: Evidence, placements = allPlacements(variant)): Problem {
  const N = cellCount(variant.board);
  const report = variant.report;
  const classIndexOf = new Map(variant.fleet.map((c, i) => [c.id, i]));
  const drafts: Draft[] = [];
  let impossible: ImpossibleCause | undefined;
  const fail = (why: ImpossibleCause): void => {
    impossible ??= why;
  };
  const drop = (classIndex: number, pred: (p: ShipPlacement) => boolean): void => {
    const set = allowed[classIndex]!;
    for (const p of set) if (pred(p)) set.delete(p);
  };
  const byCell = placementsByCell.enabled ? coveringIndex(placements) : undefined;
  /** Rule out the placements covering cell `c` for which `pred` holds, of every class. */
  const dropCovering = (c: number, pred: (p: ShipPlacement) => boolean): void => {
    if (byCell === undefined) {
      variant.fleet.forEach((_, k) => drop(k, (p) => p.cells.includes(c) && pred(p)));
      return;
    }
    variant.fleet.forEach((_, k) => {
      const set = allowed[k]!;
      for (const p of byCell[k]?.get(c) ?? []) if (set.has(p) && pred(p)) set.delete(p);
    });
  };

  // Global per-shot numbering and per-salvo first-fired indices.
  const firstShot = new Map<number, number>();
  const firstSalvo = new Map<number, number>();
  let shotIndex = 0;
  evidence.salvos.forEach((s, t) => {
    for (const c of s.cells) {
      if (!Number.isInteger(c) || c < 0 || c >= N) fail({ kind: 'off-board', salvo: t + 1, cell: c });
      if (!firstShot.has(c)) firstShot.set(c, shotIndex);
      if (!firstSalvo.has(c)) firstSalvo.set(c, t);
      shotIndex++;
    }
  });
  // A miss at a cell not fired at before rules out every placement covering it. Where every
  // announcement is shot by shot, all of them are ruled out at once, one bitset test a placement
  // (late in a long game most shots are misses: a pass over every placement for each was most of
  // the work); the same placements are left as the misses taken one by one leave.
  const misses = missesAtOnce.enabled ? missedCells(evidence, firstShot, N) : null;
  const allowed: Set<ShipPlacement>[] = placements.map((list) => new Set(misses === null ? list : list.filter((p) => !intersects(p.mask, misses))));
  const required = new Set<number>();
  const reportedSignatures: string[][][] = variant.fleet.map((c) => Array.from({ length: c.count }, () => []));
  const bySalvoShip = report.timing === 'per-salvo' && report.by === 'ship';
  // Misses after cells that could not be read and may have hit, each with how many such hits
  // came before it (`EvidenceSalvo.unreadHitsBefore`).
  const unreadMisses: { cell: number; most: number; salvo: number }[] = [];
  // The hits of a class among a whole salvo's cells after such hits, beyond the `told` (a class not
  // named: 0): each more is a cell fired again, as such a miss is. Not where the report names the
  // class hit without counting its hits (how many more is not known).
  const unreadExtras: { classIndex: number; counts: ReadonlyMap<number, number>; told: number; most: number; salvo: number }[] = [];

  // A whole salvo's report where a cell of it could not be read (`EvidenceSalvo.unreadOwnReport`):
  // of each class, the cells read hold no more hits than it tells (none of a class not named), and
  // no ship of a class it does not say sank lies wholly on the cells fired at by then.
  const capReadCells = (own: Extract<Announcement, { kind: 'per-salvo' }>, cells: readonly number[], t: number): void => {
    const counts = freshShots(cells, t, firstSalvo);
    const withCounts = report.timing === 'per-salvo' && report.counts;
    const sinkingTold = report.timing === 'per-salvo' && report.sunk;
    variant.fleet.forEach((cls, k) => {
      const entries = own.hits.filter((h: SalvoHit) => h.classId === cls.id);
      if (entries.length === 0) {
        drop(k, (p) => shotsOn(p, counts) > 0);
        return;
      }
      // A ship whose every cell is fired at as read by now, one of them first here, sank here (the
      // cells fired before are as read): none such of a class the report does not say sank.
      if (sinkingTold && !entries.some((e) => e.sunk === true)) drop(k, (p) => completedAt(p, firstSalvo) === t);
      if (!withCounts) return;
      const told = entries.reduce((n, e) => n + (e.count ?? 1), 0);
      const weights = new Map<ShipPlacement, number>();
      for (const p of allowed[k]!) {
        const w = shotsOn(p, counts);
        if (w > 0) weights.set(p, w);
      }
      drafts.push({ weights, lo: 0, hi: told, what: { kind: 'class-hit', salvo: t + 1, classId: cls.id } });
    });
  };

  shotIndex = 0;
  evidence.salvos.forEach((salvo, t) => {
    const a = salvo.announcement;
    const salvoNo = t + 1;
    if (a === null) {
      shotIndex += salvo.cells.length;
      const own = salvo.unreadOwnReport;
      if (own?.kind === 'per-salvo' && report.timing === 'per-salvo') capReadCells(own, salvo.cells, t);
      return;
    }
    if (a.kind === 'per-shot') {
      if (a.shots.length !== salvo.cells.length) {
        fail({ kind: 'results', salvo: salvoNo, cells: salvo.cells.length, results: a.shots.length });
        shotIndex += salvo.cells.length;
        return;
      }
      const unread = salvo.unreadHitsBefore ?? 0;
      a.shots.forEach((r: ShotReport, j) => {
        const c = salvo.cells[j]!;
        const q = shotIndex + j;
        // A cell fired at before (or earlier in this salvo) hits nothing new: the rules announce it a miss, which tells nothing.
        const again = firstShot.get(c) !== q;
        if (r.result === 'miss') {
          // After a cell that could not be read and may have hit, this may be it fired again
          // (`EvidenceSalvo.unreadHitsBefore`): weighed below with the other such misses.
          if (!again && unread > 0) unreadMisses.push({ cell: c, most: unread, salvo: salvoNo });
          // Ruled out already where every miss was (`missedCells`).
          else if (!again && misses === null) dropCovering(c, () => true);
          return;
        }
        if (again) fail({ kind: 'hit-again', salvo: salvoNo, cell: c });
        required.add(c);
        const k = r.classId === undefined ? undefined : classIndexOf.get(r.classId);
        if (r.classId !== undefined && k === undefined) fail({ kind: 'unknown-class', salvo: salvoNo, classId: r.classId });
        const sinkingTold = report.timing === 'per-shot' ? report.sunk !== 'none' : false;
        dropCovering(c, (p) => {
          if (k !== undefined && p.classIndex !== k) return true;
          if (!sinkingTold) return false;
          const done = completedAt(p, firstShot) <= q;
          // A "sunk" after an unread hit: the ship's last cell may be the unread one, sunk or not.
          if (r.result === 'sunk' && unread > 0) return false;
          return r.result === 'sunk' ? !done : done;
        });
      });
      shotIndex += salvo.cells.length;
      return;
    }
    shotIndex += salvo.cells.length;
    const counts = freshShots(salvo.cells, t, firstSalvo);
    const sunkTold = report.timing === 'per-salvo' && report.sunk;
    const withCounts = report.timing === 'per-salvo' && report.counts;
    for (const h of a.hits) {
      if (!classIndexOf.has(h.classId)) fail({ kind: 'unknown-class', salvo: salvoNo, classId: h.classId });
    }
    const unread = salvo.unreadHitsBefore ?? 0;
    if (bySalvoShip) {
      // Record each ordinal's signature entry; placements are grouped by signature below. After a
      // cell that could not be read and may have hit, a ship's hits here may be fewer than its
      // cells fired at (the unread cell fired again hits nothing new): the salvo is left out of
      // the signatures and weighed class by class, as a report by class is, below.
      const seen = new Set<string>();
      for (const h of a.hits) {
        const k = classIndexOf.get(h.classId);
        if (k === undefined) continue;
        const ord = h.ship ?? 0;
        const key = `${k}#${ord}`;
        if (ord < 0 || ord >= variant.fleet[k]!.count || seen.has(key)) {
          fail({ kind: 'no-ship', salvo: salvoNo, classId: h.classId, ship: ord + 1 });
          continue;
        }
        seen.add(key);
        if (unread === 0) reportedSignatures[k]![ord]![t] = entrySignature(h, withCounts, sunkTold);
      }
      if (unread === 0) return;
    }
    // "No hits" after a cell that could not be read and may have hit: its cells are misses that
    // may be that cell fired again (`EvidenceSalvo.unreadHitsBefore`), weighed below.
    if (unread > 0 && a.hits.length === 0) {
      for (const c of counts.keys()) unreadMisses.push({ cell: c, most: unread, salvo: salvoNo });
      return;
    }
    variant.fleet.forEach((cls, k) => {
      const entries = a.hits.filter((h: SalvoHit) => h.classId === cls.id);
      if (entries.length > 1 && !bySalvoShip) fail({ kind: 'named-twice', salvo: salvoNo, classId: cls.id });
      const h = entries[0];
      // After `unread` shots at cells that could not be read and may have hit, as many of this
      // salvo's cells may be those fired again, hitting nothing new: each class may have that many
      // more hits among the cells than the report says (`EvidenceSalvo.unreadHitsBefore`).
      if (!h && unread === 0) {
        drop(k, (p) => shotsOn(p, counts) > 0);
        return;
      }
      const weights = new Map<ShipPlacement, number>();
      for (const p of allowed[k]!) {
        const w = shotsOn(p, counts);
        if (w > 0) weights.set(p, w);
      }
      if (!h) {
        unreadExtras.push({ classIndex: k, counts, told: 0, most: unread, salvo: salvoNo });
        return;
      }
      // By ship, the class's entries together: each ship named was hit at least once (its count,
      // where counted); its "not sunk" is left out (the ship may have sunk at the unread cell).
      const n = bySalvoShip ? entries.reduce((sum, e) => sum + (withCounts ? (e.count ?? 1) : 1), 0) : withCounts ? (h.count ?? 1) : 1;
      if (unread > 0 && withCounts) unreadExtras.push({ classIndex: k, counts, told: n, most: unread, salvo: salvoNo });
      drafts.push({ weights, lo: n, hi: withCounts ? n + unread : Infinity, what: { kind: 'class-hit', salvo: salvoNo, classId: cls.id } });
      // Not sunk here: a ship whose last cell read is here may have sunk before, at the unread cell.
      // By ship, as many ships as it says sank may have sunk here (read as a class's "sunk" is, below).
      const sunkEntries = bySalvoShip ? entries.filter((e) => e.sunk === true).length : 0;
      if (sunkTold && (bySalvoShip ? sunkEntries > 0 : !(unread > 0 && !h.sunk))) {
        if (h.sunk || bySalvoShip) {
          const sw = new Map<ShipPlacement, number>();
          // After `unread` shots at cells that could not be read and may have hit, a ship may have
          // sunk here with up to that many of its cells not fired at as read (the unread ones), one
          // at least fired here: no fewer of those than it says sank, but maybe more.
          const mayHaveSunk = (p: ShipPlacement): boolean => shotsOn(p, counts) > 0 && p.cells.filter((c) => !((firstSalvo.get(c) ?? Infinity) <= t)).length <= unread;
          for (const p of allowed[k]!) if (unread > 0 ? mayHaveSunk(p) : completedAt(p, firstSalvo) === t) sw.set(p, 1);
          // As many as it says (`destroyer 2 sunk 2`), else at least one.
          const n = bySalvoShip ? sunkEntries : h.sunkShips;
          drafts.push({ weights: sw, lo: n ?? 1, hi: unread > 0 ? Infinity : (n ?? Infinity), what: { kind: 'class-sunk', salvo: salvoNo, classId: cls.id, ...(n !== undefined ? { ships: n } : {}) } });
        } else {
          drop(k, (p) => completedAt(p, firstSalvo) === t);
        }
      }
    });
  });

  // Of the misses after `m` unread hits or fewer, and of the hits of whole salvos after them beyond
  // those told, at most `m` in all lie on ships: each is a cell fired again, one of those `m`
  // (each unread cell fired again once, its first shot as read; Hall's condition on nested sets).
  for (const m of [...new Set([...unreadMisses, ...unreadExtras].map((u) => u.most))].sort((a, b) => a - b)) {
    const upTo = unreadMisses.filter((u) => u.most <= m);
    const extras = unreadExtras.filter((u) => u.most <= m);
    const cells = new Set(upTo.map((u) => u.cell));
    const told = extras.reduce((n, u) => n + u.told, 0);
    const weights = new Map<ShipPlacement, number>();
    variant.fleet.forEach((_, k) => {
      for (const p of allowed[k]!) {
        let w = p.cells.reduce((n, c) => n + (cells.has(c) ? 1 : 0), 0);
        for (const u of extras) if (u.classIndex === k) w += shotsOn(p, u.counts);
        if (w > 0) weights.set(p, w);
      }
    });
    drafts.push({ weights, lo: 0, hi: m + told, what: { kind: 'unread-misses', salvo: Math.max(...[...upTo, ...extras].map((u) => u.salvo)), most: m } });
  }

  // By-ship reports: a placement's signature must be one an ordinal reported.
  if (bySalvoShip && report.timing === 'per-salvo') {
    const T = evidence.salvos.length;
    const salvoCounts = evidence.salvos.map((s, t) => freshShots(s.cells, t, firstSalvo));
    // The salvos read ship by ship: those after an unread cell are weighed class by class (above).
    const signed = evidence.salvos.map((s) => s.announcement !== null && (s.unreadHitsBefore ?? 0) === 0);
    const sig = (p: ShipPlacement): string => {
      const parts: string[] = [];
      for (let t = 0; t < T; t++) {
        if (!signed[t]) continue;
        const n = shotsOn(p, salvoCounts[t]!);
        const sunk = completedAt(p, firstSalvo) === t;
        parts.push(n === 0 ? '' : signaturePart(report.counts ? n : 1, report.sunk && sunk));
      }
      return parts.join('|');
    };
    const groups: Group[] = [];
    variant.fleet.forEach((cls, k) => {
      const wanted = new Map<string, number>();
      for (let o = 0; o < cls.count; o++) {
        const parts: string[] = [];
        for (let t = 0; t < T; t++) if (signed[t]) parts.push(reportedSignatures[k]![o]![t] ?? '');
        const key = parts.join('|');
        wanted.set(key, (wanted.get(key) ?? 0) + 1);
      }
      const buckets = new Map<string, ShipPlacement[]>();
      for (const p of allowed[k]!) {
        const s = sig(p);
        if (!wanted.has(s)) continue;
        let b = buckets.get(s);
        if (!b) buckets.set(s, (b = []));
        b.push(p);
      }
      for (const [key, count] of wanted) groups.push({ classIndex: k, count, placements: ordered(placements[k]!, buckets.get(key) ?? []) });
    });
    return finish(variant, N, groups, drafts, required, ownDrafts(variant, evidence, allowed, fail), impossible, byCell);
  }

  const groups: Group[] = variant.fleet.map((cls, k) => ({
    classIndex: k,
    count: cls.count,
    placements: ordered(placements[k]!, [...allowed[k]!]),
  }));
  return finish(variant, N, groups, drafts, required, ownDrafts(variant, evidence, allowed, fail), impossible, byCell);
}

function signaturePart(n: number, sunk: boolean): string {
  return sunk ? `${n}s` : `${n}`;
}

function entrySignature(h: SalvoHit, withCounts: boolean, sunkTold: boolean): string {
  return signaturePart(withCounts ? (h.count ?? 1) : 1, sunkTold && h.sunk === true);
}

/** Keep the core's placement order (deterministic output). */
function ordered(all: readonly ShipPlacement[], keep: readonly ShipPlacement[]): ShipPlacement[] {
  const set = new Set(keep);
  return all.filter((p) => set.has(p));
}

/** Constraints from the sizes of the target's own salvos. */
function ownDrafts(variant: Variant, evidence: Evidence, allowed: readonly Set<ShipPlacement>[], fail: (why: ImpossibleCause) => void): Draft[] {
  const out: Draft[] = [];
  const policy = variant.turns.salvo;
  for (const own of evidence.ownSalvoSizes ?? []) {
    const what = { kind: 'own-size', shots: own.shots, afterSalvo: own.afterSalvo } as const;
    const fired = new Set<number>();
    for (const s of evidence.salvos.slice(0, own.afterSalvo)) for (const c of s.cells) fired.add(c);
    const ok = (owed: number): boolean => (own.limited ? owed >= own.shots : owed === own.shots);
    if (policy.kind === 'constant') {
      if (!ok(policy.shots)) fail({ ...what, owed: policy.shots });
      continue;
    }
    const weights = new Map<ShipPlacement, number>();
    allowed.forEach((set) => {
      for (const p of set) {
        let hits = 0;
        for (const c of p.cells) if (fired.has(c)) hits++;
        const w = ownWeight(variant, p, hits);
        if (w !== 0) weights.set(p, w);
      }
    });
    out.push({ weights, lo: -Infinity, hi: policy.kind === 'damage' ? fleetCells(variant) : Infinity, accept: (sum) => ok(owedFromSum(policy, sum)), what });
  }
  return out;
}

/**
 * Can the sum reach a value the constraint accepts? Each ship adds the weight of the placement it
 * takes, so the sum lies between the ships' smallest and largest weights added up; when no value
 * in that range passes, no layout can (a cheap proof of impossibility: such as a salvo size that
 * needs more damage than the announced hits can have done, which a count would take long to show).
 * Integer weights and a range of at most 10,000 values only; otherwise assumed reachable.
 * `touched`: each group the constraint weighs, with its placements' weights other than 0 (`nonzero`).
 */
function reachable(touched: readonly { readonly g: Group; readonly nonzero: readonly number[] }[], test: (v: number) => boolean): boolean {
  let min = 0;
  let max = 0;
  for (const { g, nonzero } of touched) {
    // A placement the constraint does not weigh weighs 0.
    let a = nonzero.length < g.placements.length ? 0 : Infinity;
    let b = nonzero.length < g.placements.length ? 0 : -Infinity;
    for (const w of nonzero) {
      if (!Number.isInteger(w)) return true;
      if (w < a) a = w;
      if (w > b) b = w;
    }
    if (a === Infinity) return true;
    min += a * g.count;
    max += b * g.count;
  }
  if (max - min > 10_000) return true;
  for (let v = min; v <= max; v++) if (test(v)) return true;
  return false;
}

/**
 * A constraint's weights on group `g`'s placements, the group's most common weight (`base`, 0
 * where it is as common as any: the weights are shifted by it) taken off: those other than 0, in
 * the group's order. `at`: the group's placements by place (undefined: every placement looked
 * at, as before `placementsByCell`; so too where the constraint weighs half of them or more).
 */
function shifted(g: Group, weights: ReadonlyMap<ShipPlacement, number>, at: ReadonlyMap<ShipPlacement, number> | undefined): { base: number; entries: [ShipPlacement, number][] } {
  if (at !== undefined && weights.size * 2 < g.placements.length) {
    // Fewer than half the group's placements weighed: 0 is the most common weight, and the
    // placements weighed, in the group's order, are those other than 0.
    const weighed: [ShipPlacement, number, number][] = [];
    for (const [p, w] of weights) {
      const k = w === 0 ? undefined : at.get(p);
      if (k !== undefined) weighed.push([p, w, k]);
    }
    weighed.sort((x, y) => x[2] - y[2]);
    return { base: 0, entries: weighed.map(([p, w]) => [p, w]) };
  }
  const freq = new Map<number, number>();
  for (const p of g.placements) {
    const w = weights.get(p) ?? 0;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  let base = 0;
  let best = -1;
  for (const [w, n] of freq) if (n > best || (n === best && w === 0)) [base, best] = [w, n];
  const entries: [ShipPlacement, number][] = [];
  for (const p of g.placements) {
    const w = (weights.get(p) ?? 0) - base;
    if (w !== 0) entries.push([p, w]);
  }
  return { base, entries };
}

/** Required cells, single-ship constraints as filters, weight normalisation, trivial checks. */
function finish(
  variant: Variant,
  N: number,
  groupsIn: Group[],
  draftsIn: Draft[],
  required: ReadonlySet<number>,
  own: Draft[],
  impossibleIn: ImpossibleCause | undefined,
  byCell: CoveringIndex | undefined,
): Problem {
  let impossible = impossibleIn;
  let groups = groupsIn;
  const drafts = [...draftsIn, ...own];
  // Labels and reasons name cells and classes as the charts do (they reach `salvo infer`'s output).
  const say = variantNotation(variant);
  // The cells looked up by place (a hit on a cell of the board, as every hit but a slip's is).
  const indexed = byCell !== undefined && [...required].every((c) => Number.isInteger(c) && c >= 0 && c < N) ? byCell : undefined;
  // A ship whose halo holds a hit cell it does not cover would keep every ship off that cell.
  if (required.size > 0) {
    const hit = [...required];
    const hitSet = indexed !== undefined ? setOf(N, hit) : undefined;
    // Its halo holds its own cells: more hit cells in the halo than on the ship is one beside it.
    const beside = (p: ShipPlacement): boolean => (hitSet !== undefined ? intersectionSize(p.halo, hitSet) > intersectionSize(p.mask, hitSet) : hit.some((c) => hasCell(p.halo, c) && !p.cells.includes(c)));
    groups = groups.map((g) => ({ ...g, placements: g.placements.filter((p) => !beside(p)) }));
  }
  // Each group's placements by place, made as a group is first met (a group filtered below is a new one).
  const places = new Map<Group, Map<ShipPlacement, number>>();
  const placesOf = (g: Group): Map<ShipPlacement, number> => {
    let at = places.get(g);
    if (at === undefined) places.set(g, (at = new Map(g.placements.map((p, i) => [p, i]))));
    return at;
  };
  for (const c of [...required].sort((a, b) => a - b)) {
    const weights = new Map<ShipPlacement, number>();
    if (indexed !== undefined) {
      for (const g of groups) {
        const at = placesOf(g);
        for (const p of indexed[g.classIndex]?.get(c) ?? []) if (at.has(p)) weights.set(p, 1);
      }
    } else for (const g of groups) for (const p of g.placements) if (p.cells.includes(c)) weights.set(p, 1);
    drafts.push({ weights, lo: 1, hi: 1, what: { kind: 'cell-hit', cell: c } });
  }
  // Restrict weights to the surviving placements and normalise each group's mode weight to 0.
  const out: LinearConstraint[] = [];
  for (const d of drafts) {
    let shift = 0;
    const weights = new Map<ShipPlacement, number>();
    const touched: { g: Group; nonzero: number[] }[] = [];
    for (const g of groups) {
      const { base, entries } = shifted(g, d.weights, indexed !== undefined ? placesOf(g) : undefined);
      shift += base * g.count;
      for (const [p, w] of entries) weights.set(p, w);
      if (entries.length > 0) touched.push({ g, nonzero: entries.map(([, w]) => w) });
    }
    const accept0 = d.accept;
    const lo = d.lo - shift;
    const hi = d.hi - shift;
    const accept = accept0 ? (v: number) => accept0(v + shift) : undefined;
    const test = (v: number): boolean => v >= lo && v <= hi && (accept === undefined || accept(v));
    if (touched.length === 0) {
      if (!test(0)) impossible ??= d.what;
      continue;
    }
    if (!reachable(touched, test)) {
      impossible ??= d.what;
      continue;
    }
    if (touched.length === 1 && touched[0]!.g.count === 1) {
      // One ship decides the sum: keep only its placements that satisfy the constraint.
      const g = touched[0]!.g;
      const kept = g.placements.filter((p) => test(weights.get(p) ?? 0));
      groups = groups.map((x) => (x === g ? { ...x, placements: kept } : x));
      continue;
    }
    out.push({ weights, lo, hi, ...(accept ? { accept } : {}), label: constraintLabel(say, d.what, singleShots(variant)) });
  }
  // Filtering may have removed placements that constraints still weigh; drop them.
  const alive = new Set<ShipPlacement>();
  for (const g of groups) for (const p of g.placements) alive.add(p);
  const constraints = out.map((c) => ({ ...c, weights: new Map([...c.weights].filter(([p]) => alive.has(p))) }));
  for (const g of groups) if (g.placements.length < g.count) impossible ??= { kind: 'no-room', classId: variant.fleet[g.classIndex]!.id };
  const occupied = [...required].sort((a, b) => a - b);
  return { cellCount: N, groups, constraints, occupied, ...(impossible !== undefined ? { impossible: causeText(say, impossible, singleShots(variant)), impossibleCause: impossible } : {}) };
}
