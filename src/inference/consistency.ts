/**
 * Consistency of a record's announcements: when no legal fleet fits them, find the first salvo
 * after which none does, and a smallest set of announcements that conflict (irreducible: drop
 * any one and some layout fits again). Used by `salvo check` to report "announcements that no
 * legal fleet could have produced".
 *
 * A salvo left out of a conflict set still counts as fired (its cells stay fired, so a later
 * "sunk" keeps its meaning); only its announcement is ignored. Own salvo sizes are announcements
 * too and take part in the search.
 *
 * @example
 *   const bad = firstImpossible(variant, evidence);
 *   if (bad) console.log(`impossible after salvo ${bad.salvo + 1}; conflict: ${bad.conflict.map((i) => i + 1)}`);
 */
import type { Variant } from '../variant/model.js';
import { compileEvidence } from './compile.js';
import type { Evidence } from './evidence.js';
import { ProfileDp } from './profile-dp.js';
import { BudgetExceeded, type WorkMeter } from './work.js';
import { intersects, unionInto } from '../core/cellset.js';
import { allPlacements, type ShipPlacement } from '../core/placements.js';
import type { Problem } from './problem.js';
import { satisfies } from './problem.js';
import { readingCheck, unreadReadExactly, unreadTerms } from './unread-exact.js';
import { LIST_WORK, listUnreadLayouts, mendedEvidence, unreadListedAt } from './unread-listed.js';
import { looseSalvoOf } from './engine.js';

/** The search budget of the weakened reading's layouts listed for unread cells (as `infer`'s). */
const LIST_NODES = 60_000;

export interface Impossibility {
  /**
   * 0-based index in `evidence.salvos` of the first salvo after which no legal fleet fits
   * (-1: not even before any salvo, e.g. an own salvo size no fleet can owe). When the fit is lost
   * with an own salvo size instead (`ownSize`), the last salvo before it.
   */
  readonly salvo: number;
  /** Index in `evidence.ownSalvoSizes` of the own salvo size with which the fit was lost, if it was one. */
  readonly ownSize?: number;
  /** A minimal set of salvo indices whose announcements together admit no layout (increasing). */
  readonly conflict: number[];
  /** Indices in `evidence.ownSalvoSizes` that belong to the conflict (increasing). */
  readonly ownSalvoSizes: number[];
  /**
   * Set where the conflict admits layouts as `EvidenceSalvo.unreadHitsBefore` weakens it, and none
   * fits any reading of the one unread cell of a whole salvo's report (`unreadReadExactly`): the
   * salvo of that cell and the last salvo of the conflict (indices in `evidence.salvos`).
   */
  readonly unread?: { readonly salvo: number; readonly last: number };
  /**
   * Set where an announcement was kept in `conflict` because the set without it fits only with an
   * unread cell read loosely (`ConsistencyOptions.onLoose`: the listing of its readings was past its
   * work): the set may then not be the smallest, as no reading may fit without it either. The salvo
   * of that unread cell (index in `evidence.salvos`).
   */
  readonly looseSalvo?: number;
  /**
   * Set where a shorter run of the announcements was counted as fitting without being judged
   * exactly (fitting only with an unread cell read loosely, or not decided within the budget): the
   * first salvo after which no fleet fits may then be earlier than `salvo`, though not earlier than
   * this one (index in `evidence.salvos`, below `salvo`). Unset: `salvo` is the first.
   */
  readonly earliest?: number;
  /**
   * Set where the work budget ran out while narrowing the conflict: an announcement was kept in
   * `conflict` (or `ownSalvoSizes`) because whether the set without it fits was not decided within
   * the budget. The set admits no layout, but may not be the smallest.
   */
  readonly narrowingCut?: true;
}

export interface ConsistencyOptions {
  /** The work budget of the exact counts, shared by all of them (throws `BudgetExceeded` past it). */
  readonly work?: WorkMeter;
  /**
   * Told where `isConsistent` says some layout fits from the unread cells read loosely: the
   * listing of their readings (unread-listed.ts) gave up past its work, and the weakened reading
   * fits (a layout of it may fit no reading). With the salvo of the first unread cell (its index
   * in `evidence.salvos`). `firstImpossible` passes it on for the whole evidence alone.
   */
  readonly onLoose?: (salvo: number) => void;
  /**
   * Told where some layout fits from an unread cell that neither the listing nor unread-exact.ts's
   * sums read (`looseSalvoOf`: the evidence as compiled reads it loosely, as where a later report is
   * left out of it), with that cell's salvo: `firstImpossible`'s smaller sets.
   */
  readonly onWeakened?: (salvo: number) => void;
}

/**
 * Is there at least one legal layout consistent with the evidence? Proven impossible by the
 * compiler, or possible by a witness found in a short depth-first search, or else decided by
 * the exact counter. Where one unread cell of a whole salvo's report is read exactly
 * (`unreadReadExactly`), a layout of some reading of it: a witness that fits one
 * (`readingCheck`), else the readings' layouts counted as `infer` counts them (`unreadTerms`).
 */
export function isConsistent(variant: Variant, evidence: Evidence, opts: ConsistencyOptions = {}): boolean {
  const problem = compileEvidence(variant, evidence);
  if (problem.impossible !== undefined) return false;
  // Unread cells infer lists (two of a salvo, or one in each of two salvos, the later report kept):
  // a layout of some reading of them, listed as `infer` lists it; past the listing's budget, as below.
  const listed = unreadListedAt(variant, evidence);
  // Past the listing, what fits is said to fit loosely (`onLoose`): none fitting is none of any reading either.
  let loose = false;
  if (listed !== null && (unreadReadExactly(variant, evidence) === null || evidence.salvos.some((s) => s.unreadLaterReport !== undefined))) {
    const kept = listUnreadLayouts(variant, evidence, LIST_NODES);
    if (kept !== null) return kept.length > 0;
    loose = true;
  }
  const said = (fits: boolean): boolean => {
    if (fits && loose) opts.onLoose?.(listed!.salvo);
    return fits;
  };
  const terms = unreadTerms(variant, evidence);
  if (terms === null) {
    const weakenedFits = fitsWeakened(problem, opts);
    if (weakenedFits && !loose && opts.onWeakened !== undefined) {
      const at = looseSalvoOf(variant, evidence);
      if (at >= 0) opts.onWeakened(at);
    }
    return said(weakenedFits);
  }
  const fits = readingCheck(variant, evidence);
  if (fits !== null && findWitness(problem, 20_000, fits)) return said(true);
  // The layouts of some reading, counted: their terms added up (unread-exact.ts).
  const all = allPlacements(variant);
  let total = 0n;
  for (const term of terms) {
    const placements = term.only === undefined ? all : all.map((ps, k) => (k === term.only!.classIndex ? ps.filter(term.only!.keep) : ps));
    const p = compileEvidence(variant, term.evidence, placements);
    if (p.impossible !== undefined) continue;
    const n = new ProfileDp(p).count(opts.work !== undefined ? { work: opts.work } : {});
    total += term.sign === 1 ? n : -n;
  }
  return said(total > 0n);
}

/**
 * Whether some reading of the unread cells fits (`unreadListedAt`), each reading judged on its own:
 * the record mended with the unread cells at each cell not yet fired at by their salvo, and at one
 * cell fired at before (every such cell reads alike, as hitting nothing new), each mended record
 * judged as any fully read one is. Null where the evidence is not read so, or where the readings
 * would take more compiles than the listing's work allows (`LIST_WORK`, a compile counted as the
 * salvos it reads): past the listing (unread-listed.ts), where the weakened reading has too many
 * layouts to list, the readings may still be few enough to try.
 */
function readingsFit(variant: Variant, evidence: Evidence, opts: ConsistencyOptions): boolean | null {
  // A salvo whose report is left out (a smaller set's) tells nothing: unreadListedAt reads around it, its shots fired.
  const at = unreadListedAt(variant, evidence);
  if (at === null) return null;
  const N = variant.board.rows * variant.board.columns;
  const optionsBy = (salvo: number): number[] => {
    const fired = new Set(evidence.salvos.slice(0, salvo + 1).flatMap((s) => s.cells));
    const fresh = Array.from({ length: N }, (_, c) => c).filter((c) => !fired.has(c));
    const again = fired.values().next();
    return again.done === true ? fresh : [again.value, ...fresh];
  };
  const first = optionsBy(at.salvo);
  const readings: number[][] =
    at.then !== undefined
      ? first.flatMap((x) => optionsBy(at.then!.salvo).map((y) => [x, y]))
      : at.cells === 1
        ? first.map((x) => [x])
        : first.flatMap((x, i) => first.slice(i).map((y) => [x, y]));
  if (readings.length * (evidence.salvos.length + 1) > LIST_WORK) return null;
  const work = opts.work !== undefined ? { work: opts.work } : {};
  return readings.some((xs) => isConsistent(variant, mendedEvidence(evidence, at, xs), work));
}

/** Whether some layout fits the evidence as compiled (with an unread cell, as `EvidenceSalvo.unreadHitsBefore` weakens it). */
function fitsWeakened(problem: Problem, opts: ConsistencyOptions): boolean {
  if (problem.impossible !== undefined) return false;
  if (findWitness(problem, 20_000)) return true;
  return new ProfileDp(problem).count(opts.work !== undefined ? { work: opts.work } : {}) > 0n;
}

/**
 * Depth-first search for one layout satisfying every constraint, within `nodeBudget` nodes:
 * ships with the fewest placements first, and placements that help an unmet constraint tried
 * first. True when found; false means "not found in time", not "impossible". `accept`: a test
 * the layout found (its ships' classes and cells) must pass besides.
 */
export function findWitness(problem: Problem, nodeBudget: number, accept?: (layout: readonly ShipPlacement[]) => boolean): boolean {
  const slots: number[] = [];
  problem.groups.forEach((g, gi) => {
    for (let i = 0; i < g.count; i++) slots.push(gi);
  });
  slots.sort((a, b) => problem.groups[a]!.placements.length - problem.groups[b]!.placements.length || a - b);
  const cons = problem.constraints;
  const sums = cons.map(() => 0);
  const nonNeg = cons.map((c) => [...c.weights.values()].every((w) => w >= 0));
  const words = Math.ceil(problem.cellCount / 32);
  let nodes = 0;
  const chosen: ShipPlacement[] = [];
  const rec = (k: number, blocked: Uint32Array, from: number): boolean => {
    if (++nodes > nodeBudget) return false;
    if (k === slots.length) return cons.every((c, i) => satisfies(c, sums[i]!)) && (accept === undefined || accept(chosen));
    const g = problem.groups[slots[k]!]!;
    const start = k > 0 && slots[k - 1] === slots[k] ? from : 0;
    // Constraints that want a larger sum: below their lower bound, or failing a test (a salvo
    // size's damage) that some larger value within reach passes.
    const wants = cons.map((c, i) => {
      const sum = sums[i]!;
      if (sum < c.lo) return true;
      if (c.accept === undefined || satisfies(c, sum)) return false;
      for (let v = sum + 1; v <= Math.min(c.hi, sum + 64); v++) if (satisfies(c, v)) return true;
      return false;
    });
    const gain = (p: ShipPlacement): number => {
      let n = 0;
      cons.forEach((c, i) => {
        const w = c.weights.get(p) ?? 0;
        if (w > 0 && wants[i]) n++;
      });
      return n;
    };
    const order: number[] = [];
    for (let i = start; i < g.placements.length; i++) if (!intersects(g.placements[i]!.mask, blocked)) order.push(i);
    const score = new Map(order.map((i) => [i, gain(g.placements[i]!)]));
    order.sort((a, b) => score.get(b)! - score.get(a)! || a - b);
    for (const i of order) {
      const p = g.placements[i]!;
      let ok = true;
      cons.forEach((c, ci) => {
        const w = c.weights.get(p) ?? 0;
        sums[ci]! += w;
        if (nonNeg[ci] && sums[ci]! > c.hi) ok = false;
      });
      if (ok) {
        const next = new Uint32Array(words);
        next.set(blocked);
        unionInto(next, p.halo);
        chosen.push(p);
        const found = rec(k + 1, next, i + 1);
        chosen.pop();
        if (found) return true;
      }
      cons.forEach((c, ci) => (sums[ci]! -= c.weights.get(p) ?? 0));
      if (nodes > nodeBudget) return false;
    }
    return false;
  };
  return rec(0, new Uint32Array(words), 0);
}

/** The evidence keeping only the chosen announcements (every salvo still fired). */
function subset(evidence: Evidence, salvos: ReadonlySet<number>, own: ReadonlySet<number>): Evidence {
  return {
    salvos: evidence.salvos.map((s, i) => (salvos.has(i) ? s : { cells: s.cells, announcement: null })),
    ownSalvoSizes: (evidence.ownSalvoSizes ?? []).filter((_, i) => own.has(i)),
  };
}

/**
 * The first salvo after which no legal fleet fits, and a minimal conflicting set of
 * announcements; null when the evidence is consistent. Throws `BudgetExceeded` only while
 * deciding whether anything fits at all: once the whole evidence is proven impossible, a count
 * past the budget leaves the salvo one after which none fits and the set one that conflicts.
 *
 * @example
 *   firstImpossible(variant, { salvos: [miss at A1, hit at A1] }) // { salvo: 1, conflict: [0, 1], ownSalvoSizes: [] }
 */
export function firstImpossible(variant: Variant, evidence: Evidence, opts: ConsistencyOptions = {}): Impossibility | null {
  // The parts of the evidence tried below are not said to fit loosely: the whole is (`onLoose`), and
  // the smaller sets tried for the conflict say it with it (`looseSalvo`).
  if (isConsistent(variant, evidence, opts)) return null;
  // The whole evidence is proven impossible. Past the budget, where and why are told as far as
  // they were settled: an undecided prefix counts as fitting (the salvo found is then one after
  // which none fits, the first within the budget), and an undecided announcement stays in the
  // conflict (which then admits no layout but may not be the smallest). A prefix that fits only
  // with an unread cell read loosely counts as fitting too. The longest prefix judged to fit
  // exactly (`strictlyFits`) bounds the first salvo from below where it is not the one before the
  // salvo found (`Impossibility.earliest`).
  // Whether a part of the evidence fits (undefined: past the budget), and whether only with an unread cell read loosely.
  const fitOf = (ev: Evidence): { readonly fits: boolean | undefined; readonly loose: boolean } => {
    let loose = false;
    const onLoose = (): void => {
      loose = true;
    };
    try {
      return { fits: isConsistent(variant, ev, { ...(opts.work !== undefined ? { work: opts.work } : {}), onLoose, onWeakened: onLoose }), loose };
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      return { fits: undefined, loose };
    }
  };
  // A part that fits loosely, judged again reading by reading where they are few enough (null: not so judged, or past the budget).
  const readingsAgain = (ev: Evidence): boolean | null => {
    try {
      return readingsFit(variant, ev, opts);
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      return null;
    }
  };
  let strictlyFits = 0;
  const settled = (m: number, ev: Evidence): boolean => {
    const { fits, loose } = fitOf(ev);
    if (fits === undefined) return true;
    const strictly = fits && loose ? readingsAgain(ev) : fits;
    if (strictly === true) strictlyFits = Math.max(strictlyFits, m);
    return strictly ?? true;
  };
  const own = evidence.ownSalvoSizes ?? [];
  // Everything announced, in the order of the game: the target's salvo sizes fired after j salvos
  // at it come before salvo j.
  type Item = { readonly kind: 'salvo' | 'own'; readonly index: number };
  const items: Item[] = [];
  for (let j = 0; j <= evidence.salvos.length; j++) {
    own.forEach((o, i) => {
      if (o.afterSalvo === j) items.push({ kind: 'own', index: i });
    });
    if (j < evidence.salvos.length) items.push({ kind: 'salvo', index: j });
  }
  // Own sizes recorded past the last salvo (none from a record) go last.
  own.forEach((o, i) => {
    if (o.afterSalvo > evidence.salvos.length) items.push({ kind: 'own', index: i });
  });
  const prefix = (m: number): { ev: Evidence; salvos: number; owns: number[] } => {
    const taken = items.slice(0, m);
    const salvos = taken.filter((t) => t.kind === 'salvo').length;
    const owns = taken.filter((t) => t.kind === 'own').map((t) => t.index);
    return { ev: { salvos: evidence.salvos.slice(0, salvos), ownSalvoSizes: owns.map((i) => own[i]!) }, salvos, owns };
  };
  // Feasibility only shrinks as announcements are added: binary search the shortest bad prefix.
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (settled(mid, prefix(mid).ev)) lo = mid + 1;
    else hi = mid;
  }
  const breaking = items[hi - 1];
  const { ev: base, salvos: k, owns } = prefix(hi);
  // The first salvo may be as early as the one that ends the prefix after the longest judged exactly.
  const earliest = strictlyFits < hi - 1 ? prefix(strictlyFits + 1).salvos - 1 : -1;
  const salvos = new Set<number>(Array.from({ length: k }, (_, i) => i));
  const owned = new Set<number>((base.ownSalvoSizes ?? []).map((_, i) => i));
  // Deletion filter: drop each announcement that is not needed for the conflict. An announcement
  // after an unread cell read exactly, left out, keeps the cell read exactly (`unreadReadExactly`
  // takes a later report left out as nothing told): the set is then the smallest as every reading
  // of the cell says, not as the weakened reading says (which fits more, and kept announcements
  // that no reading needs). One left out that makes the cell read as weakened (the unread salvo's
  // own report) is judged so, and so is a set whose readings are past the listing: an announcement
  // kept because the set without it fits only so is judged again below.
  const looseDrops: { set: Set<number>; i: number }[] = [];
  // Announcements kept because the set without them was not judged within the budget (`narrowingCut`).
  const undecided: { set: Set<number>; i: number }[] = [];
  const tryDrop = (set: Set<number>, i: number): void => {
    set.delete(i);
    const { fits, loose } = fitOf(subset(base, salvos, owned));
    if (fits === false) return;
    set.add(i);
    if (!loose) {
      if (fits === undefined) undecided.push({ set, i });
      return;
    }
    set.delete(i);
    const strictly = readingsAgain(subset(base, salvos, owned));
    if (strictly === false) return;
    set.add(i);
    if (strictly === null) looseDrops.push({ set, i });
  };
  for (let i = k - 1; i >= 0; i--) tryDrop(salvos, i);
  for (const i of [...owned]) tryDrop(owned, i);
  // Each kept undecided, tried again against the set as narrowed (smaller, so perhaps settled now
  // by the witness search or the compiler): still undecided, the set may not be the smallest.
  for (const u of undecided.splice(0)) tryDrop(u.set, u.i);
  const cut = undecided.length > 0;
  // Each announcement kept so, judged again strictly where that is cheap: the set without it fits
  // some reading of the unread cells for sure where it keeps none of their salvos' own reports and
  // fits with the unread cells left out (read as cells with no ship on them, as some cell is). The
  // others were judged strictly (or a larger set without them fitted): needed. Where one is not
  // settled so, the set may not be the smallest (`looseSalvo`).
  const strict = (ev: Evidence): Evidence => ({ ...ev, salvos: ev.salvos.map((s) => ({ cells: s.cells, announcement: s.announcement })) });
  const unreadReports = (set: ReadonlySet<number>): boolean => [...set].some((j) => base.salvos[j]!.unreadOwnReport !== undefined || base.salvos[j]!.unreadLaterReport !== undefined);
  const settledStrictly = ({ set, i }: { set: Set<number>; i: number }): boolean => {
    set.delete(i);
    try {
      return !unreadReports(salvos) && isConsistent(variant, strict(subset(base, salvos, owned)), opts.work !== undefined ? { work: opts.work } : {});
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      return false;
    } finally {
      set.add(i);
    }
  };
  const unsettled = salvos.size + owned.size > 1 && !looseDrops.every(settledStrictly);
  const unreadAt = base.salvos.findIndex((s) => (s.unreadOwnCells ?? 0) > 0 || (s.unreadHitsBefore ?? 0) > 0);
  const looseSalvo = unsettled && unreadAt >= 0 ? unreadAt : undefined;
  // The conflict fits some layout read as `EvidenceSalvo.unreadHitsBefore` weakens it: it is that no
  // reading of the unread cell fits (within the budget; past it, not said).
  const conflicting = subset(base, salvos, owned);
  const t = unreadReadExactly(variant, conflicting);
  let weakenedFits = false;
  if (t !== null) {
    try {
      weakenedFits = fitsWeakened(compileEvidence(variant, conflicting), opts);
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
    }
  }
  return {
    salvo: k - 1,
    ...(t !== null && weakenedFits ? { unread: { salvo: t, last: Math.max(...salvos) } } : {}),
    ...(breaking?.kind === 'own' ? { ownSize: breaking.index } : {}),
    ...(looseSalvo !== undefined ? { looseSalvo } : {}),
    ...(earliest >= 0 && earliest < k - 1 ? { earliest } : {}),
    // A set of one is the smallest whatever was left undecided (no announcements at all fit some layout).
    ...(cut && salvos.size + owned.size > 1 ? { narrowingCut: true as const } : {}),
    conflict: [...salvos].sort((a, b) => a - b),
    // Map the kept own sizes back to their indices in the full evidence.
    ownSalvoSizes: [...owned].map((i) => owns[i]!).sort((a, b) => a - b),
  };
}
