/**
 * The counting problem behind the chain posterior (./chain-posterior.ts), presolved and laid out
 * in the flat, typed form its hot loops want.
 *
 * Two ways in, the same problem out:
 * - `chainModel(variant, problem)` from the inference engine's compiled problem
 *   (src/inference/compile.ts): any evidence.
 * - `perShotModel(variant, evidence)` straight from per-shot evidence (misses, hits, sinkings,
 *   named classes), with the compiler's semantics (src/inference/evidence.ts) applied here with
 *   bitsets: the same layouts are consistent, for a fraction of the cost. Null when the
 *   evidence is of another kind. The tests check it against the compiler's problem.
 *
 * Presolve (exact: it removes only placements that no consistent layout uses, and fixes only
 * ships every consistent layout has):
 * - A "coverage" constraint is one whose weights are all 1 with a minimum of at least 1 (a hit
 *   cell must be covered). A placement whose halo, but not its cells, contains such a cell
 *   cannot be in a layout: the ship covering the cell would meet its halo.
 * - (From a compiled problem) an adder of one coverage constraint that clashes with every
 *   adder of another, and is not one of them, cannot be in a layout either.
 * - A coverage constraint with a single adder left forces it: that ship is fixed (taken out of
 *   its group), every placement meeting its halo is dropped, and every constraint's bounds move
 *   by its weight.
 * In Морской бой this fixes every sunk ship and leaves only the ships still afloat, with the
 * hits not yet sunk as the only constraints.
 *
 * Layout: placements are numbered once per variant (`Geometry`: all placements of all classes,
 * with flat masks, halos and cell lists). A model lists the live ones per group
 * (`groupPids[groupStart[g] .. groupStart[g+1]-1]`), and per placement id the constraints it
 * weighs in (`touch*`, ranges by `touchStart`).
 *
 * @example
 *   const m = perShotModel(variant, evidence) ?? chainModel(variant, compileEvidence(variant, evidence));
 *   m.fixed      // placements every consistent layout has
 *   m.S          // the ships left to place
 */
import { wordsFor } from '../core/cellset.js';
import { cellCount } from '../core/coords.js';
import { allPlacements, type ShipPlacement } from '../core/placements.js';
import type { Evidence } from '../inference/evidence.js';
import type { Problem } from '../inference/problem.js';
import type { Variant } from '../variant/model.js';

/** Every placement of a variant, numbered, with flat bitsets and cell lists. */
export interface Geometry {
  readonly n: number;
  readonly W: number;
  readonly P: number;
  readonly placements: readonly ShipPlacement[];
  readonly pidOf: ReadonlyMap<ShipPlacement, number>;
  readonly pidClass: Int32Array;
  /** Per class: its first placement id, and (past the last class) P: a class's placements are numbered together. */
  readonly classStart: Int32Array;
  /** W words per placement (32-bit words read as signed integers: V8 keeps them small integers). */
  readonly mask: Int32Array;
  /** Per placement: the first and one past the last word of its mask that are not zero. */
  readonly maskFrom: Int32Array;
  readonly maskTo: Int32Array;
  readonly halo: Int32Array;
  readonly cellStart: Int32Array;
  readonly cells: Int32Array;
  readonly haloStart: Int32Array;
  readonly haloCells: Int32Array;
  /** Per cell: the placements covering it. */
  readonly cover: readonly Int32Array[];
  /** Per cell: the placements whose halo holds it but whose cells do not. */
  readonly near: readonly Int32Array[];
}

const geometries = new WeakMap<Variant, Geometry>();

/** The variant's numbered placements (cached per variant object). */
export function geometryOf(variant: Variant): Geometry {
  const known = geometries.get(variant);
  if (known) return known;
  const n = cellCount(variant.board);
  const W = wordsFor(n);
  const placements = allPlacements(variant).flat();
  const P = placements.length;
  const mask = new Int32Array(P * W);
  const halo = new Int32Array(P * W);
  const cellStart = new Int32Array(P + 1);
  const haloStart = new Int32Array(P + 1);
  const cells: number[] = [];
  const haloCells: number[] = [];
  const cover: number[][] = Array.from({ length: n }, () => []);
  const near: number[][] = Array.from({ length: n }, () => []);
  const pidOf = new Map<ShipPlacement, number>();
  placements.forEach((p, i) => {
    pidOf.set(p, i);
    for (let w = 0; w < W; w++) {
      mask[i * W + w] = p.mask[w]! | 0;
      halo[i * W + w] = p.halo[w]! | 0;
    }
    cellStart[i] = cells.length;
    for (const c of p.cells) {
      cells.push(c);
      cover[c]!.push(i);
    }
    haloStart[i] = haloCells.length;
    for (let w = 0; w < W; w++) {
      let x = p.halo[w]!;
      while (x !== 0) {
        const low = x & -x;
        const c = (w << 5) + (31 - Math.clz32(low));
        haloCells.push(c);
        if (!p.cells.includes(c)) near[c]!.push(i);
        x ^= low;
      }
    }
  });
  cellStart[P] = cells.length;
  haloStart[P] = haloCells.length;
  const maskFrom = new Int32Array(P);
  const maskTo = new Int32Array(P);
  for (let i = 0; i < P; i++) {
    let a = W;
    let b = 0;
    for (let w = 0; w < W; w++) {
      if (mask[i * W + w] === 0) continue;
      a = Math.min(a, w);
      b = w + 1;
    }
    maskFrom[i] = a;
    maskTo[i] = Math.max(a, b);
  }
  const geo: Geometry = {
    n,
    W,
    P,
    placements,
    pidOf,
    pidClass: Int32Array.from(placements, (p) => p.classIndex),
    classStart: Int32Array.from({ length: variant.fleet.length + 1 }, (_, c) => allPlacements(variant).slice(0, c).reduce((sum, l) => sum + l.length, 0)),
    mask,
    maskFrom,
    maskTo,
    halo,
    cellStart,
    cells: Int32Array.from(cells),
    haloStart,
    haloCells: Int32Array.from(haloCells),
    cover: cover.map((l) => Int32Array.from(l)),
    near: near.map((l) => Int32Array.from(l)),
  };
  geometries.set(variant, geo);
  return geo;
}

/**
 * Which placements clash, as bit rows: row q holds, per class, one bit per placement of that
 * class (placement `classStart[c] + i` at bit i of the class's words, from word
 * `classOffset[c]` of the row), set when that placement's cells meet q's halo. The placements a
 * free ship may take beside the ships placed are then its candidates minus the rows of those
 * ships: a few words per ship, where testing each candidate's mask costs a branch each.
 */
export interface Conflicts {
  /** Per class: its first placement id (a class's placements are numbered together). */
  readonly classStart: Int32Array;
  /** Per class: where its words start in a row, and (one past the last class) the row's length. */
  readonly classOffset: Int32Array;
  readonly rowWords: number;
  readonly bits: Int32Array;
}

/** Conflict rows are built for geometries of at most this many placements (the table is P² bits). */
const MAX_CONFLICT_PLACEMENTS = 4096;

const conflictTables = new WeakMap<Geometry, Conflicts | null>();

/** The geometry's conflict rows (cached), or null when it has too many placements. */
export function conflictsOf(geo: Geometry): Conflicts | null {
  const known = conflictTables.get(geo);
  if (known !== undefined) return known;
  let table: Conflicts | null = null;
  const classes = geo.P === 0 ? 0 : geo.pidClass[geo.P - 1]! + 1;
  let contiguous = true;
  for (let pid = 1; pid < geo.P; pid++) if (geo.pidClass[pid]! < geo.pidClass[pid - 1]!) contiguous = false;
  if (contiguous && geo.P <= MAX_CONFLICT_PLACEMENTS) {
    const classStart = new Int32Array(classes + 1).fill(geo.P);
    for (let pid = geo.P - 1; pid >= 0; pid--) classStart[geo.pidClass[pid]!] = pid;
    for (let c = classes - 1; c >= 0; c--) classStart[c] = Math.min(classStart[c]!, classStart[c + 1]!);
    const classOffset = new Int32Array(classes + 1);
    for (let c = 0; c < classes; c++) classOffset[c + 1] = classOffset[c]! + ((classStart[c + 1]! - classStart[c]! + 31) >>> 5);
    const rowWords = classOffset[classes]!;
    const bits = new Int32Array(geo.P * rowWords);
    const W = geo.W;
    for (let q = 0; q < geo.P; q++) {
      for (let c = 0; c < classes; c++) {
        const at = q * rowWords + classOffset[c]!;
        for (let p = classStart[c]!, e = classStart[c + 1]!; p < e; p++) {
          let meets = false;
          for (let w = geo.maskFrom[p]!, f = geo.maskTo[p]!; w < f && !meets; w++) if ((geo.mask[p * W + w]! & geo.halo[q * W + w]!) !== 0) meets = true;
          const i = p - classStart[c]!;
          if (meets) bits[at + (i >>> 5)]! |= 1 << (i & 31);
        }
      }
    }
    table = { classStart, classOffset, rowWords, bits };
  }
  conflictTables.set(geo, table);
  return table;
}

/**
 * Make `geo` go without conflict rows, as a geometry of more than 4,096 placements does: for
 * tests, so that the fallback paths (a mask test per placement) are run on small boards too.
 */
export function withoutConflictRows(geo: Geometry): void {
  conflictTables.set(geo, null);
}

export interface ChainModel {
  readonly geo: Geometry;
  /** Class id per group. */
  readonly groupClass: readonly string[];
  /** Live placement ids of group g: groupPids[groupStart[g] .. groupStart[g+1]-1]. */
  readonly groupPids: Int32Array;
  readonly groupStart: Int32Array;
  /** Per placement id: its group, or -1 when it is not live. */
  readonly pidGroup: Int32Array;
  /** Per ship slot (slots of one group contiguous): its group. */
  readonly slotGroup: Int32Array;
  readonly S: number;
  /** Per placement id: the constraints it weighs in, `touchStart[pid] .. touchStart[pid+1]-1`. */
  readonly touchStart: Int32Array;
  readonly touchCi: Int32Array;
  readonly touchW: Float64Array;
  /** Constraints left: bounds (after the fixed ships' shares) and optional test. */
  readonly C: number;
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  readonly accept: readonly (((sum: number) => boolean) | undefined)[];
  /** Per constraint, per group: the live placement ids with a non-zero weight in it. */
  readonly touchers: readonly (readonly Int32Array[])[];
  /** Every constraint is "this cell is covered exactly once" (weights 1, bounds 1..1). */
  readonly pureCoverage: boolean;
  /**
   * Per group, the live placements that weigh in no constraint, packed for the hot fit test
   * (null when some mask spans more than two words): entry j of group g, for
   * packStart[g] <= j < packStart[g+1], is placement packPid[j] whose mask is packMask[3j+1]
   * at word packMask[3j] and packMask[3j+2] at the next word (`packMask` is filled only when
   * `packBits` is null: the conflict bits serve otherwise).
   */
  readonly packStart: Int32Array | null;
  readonly packPid: Int32Array;
  readonly packMask: Int32Array;
  /**
   * The same placements as conflict-row bits (`conflictsOf(geo)`): group g's are
   * `packBits[g * packStride ..]`, laid out as its class's words of a row, its class
   * `groupClassIndex[g]`. Null without conflict rows, or when some group's `groupPids` are not
   * in increasing order (the bits are read in that order).
   */
  readonly packBits: Int32Array | null;
  readonly packStride: number;
  readonly groupClassIndex: Int32Array;
  readonly conflicts: Conflicts | null;
  /** Ships the evidence decides, with their class id. */
  readonly fixed: readonly { readonly pid: number; readonly classId: string }[];
  /** Set when presolve proved that no layout fits. */
  readonly impossible: boolean;
}

interface Draft {
  readonly weights: Map<number, number>;
  lo: number;
  hi: number;
  accept: ((sum: number) => boolean) | undefined;
}

/** Do placements p and q clash (p's cells meet q's halo)? */
function clash(geo: Geometry, p: number, q: number): boolean {
  const W = geo.W;
  for (let w = 0; w < W; w++) if ((geo.mask[p * W + w]! & geo.halo[q * W + w]!) !== 0) return true;
  return false;
}

/** Lay out groups (live placement ids per group, ships per group) and constraints flat. */
function layout(
  geo: Geometry,
  groupClass: string[],
  lists: readonly number[][],
  counts: readonly number[],
  cons: readonly Draft[],
  fixed: { pid: number; classId: string }[],
  impossible: boolean,
): ChainModel {
  const P = geo.P;
  const G = lists.length;
  const groupStart = new Int32Array(G + 1);
  const pidGroup = new Int32Array(P).fill(-1);
  let total = 0;
  lists.forEach((l, g) => {
    groupStart[g] = total;
    total += l.length;
  });
  groupStart[G] = total;
  const groupPids = new Int32Array(total);
  lists.forEach((l, g) => {
    groupPids.set(l, groupStart[g]!);
    for (const pid of l) pidGroup[pid] = g;
  });
  const touchCount = scratchOf(geo).touchCount.fill(0);
  cons.forEach((c) => {
    for (const [pid, w] of c.weights) if (w !== 0 && pidGroup[pid]! >= 0) touchCount[pid]!++;
  });
  const touchStart = new Int32Array(P + 1);
  for (let i = 0; i < P; i++) touchStart[i + 1] = touchStart[i]! + touchCount[i]!;
  const fillAt = scratchOf(geo).fillAt;
  fillAt.set(touchStart.subarray(0, P));
  const touchCi = new Int32Array(touchStart[P]!);
  const touchW = new Float64Array(touchStart[P]!);
  const touchers = cons.map((c, ci) => {
    const per: number[][] = Array.from({ length: G }, () => []);
    for (const [pid, w] of c.weights) {
      const g = pidGroup[pid]!;
      if (w === 0 || g < 0) continue;
      const at = fillAt[pid]!++;
      touchCi[at] = ci;
      touchW[at] = w;
      per[g]!.push(pid);
    }
    return per.map((l) => Int32Array.from(l.sort((a, b) => a - b)));
  });
  const slotGroup: number[] = [];
  counts.forEach((k, g) => {
    for (let i = 0; i < k; i++) slotGroup.push(g);
  });
  const W = geo.W;
  let packable = true;
  const packPid: number[] = [];
  const packStart = new Int32Array(G + 1);
  lists.forEach((l, g) => {
    packStart[g] = packPid.length;
    for (const pid of l) {
      if (geo.maskTo[pid]! - geo.maskFrom[pid]! > 2) packable = false;
      if (touchCount[pid] === 0) packPid.push(pid);
    }
  });
  packStart[G] = packPid.length;
  // The packed placements as conflict-row bits, for groups whose lists are in placement order.
  const conflicts = conflictsOf(geo);
  const groupClassIndex = new Int32Array(G);
  for (let g = 0; g < G; g++) groupClassIndex[g] = lists[g]!.length > 0 ? geo.pidClass[lists[g]![0]!]! : 0;
  let packStride = 0;
  let packBits: Int32Array | null = null;
  if (conflicts !== null) {
    for (let c = 0; c + 1 < conflicts.classOffset.length; c++) packStride = Math.max(packStride, conflicts.classOffset[c + 1]! - conflicts.classOffset[c]!);
    packBits = new Int32Array(G * packStride);
    for (let g = 0; g < G && packBits !== null; g++) {
      const l = lists[g]!;
      for (let j = 0; j < l.length; j++) {
        if (geo.pidClass[l[j]!] !== groupClassIndex[g] || (j > 0 && l[j]! <= l[j - 1]!)) packBits = null;
      }
    }
    for (let g = 0; g < G && packBits !== null; g++) {
      const base = conflicts.classStart[groupClassIndex[g]!]!;
      for (let j = packStart[g]!; j < packStart[g + 1]!; j++) {
        const i = packPid[j]! - base;
        packBits[g * packStride + (i >>> 5)]! |= 1 << (i & 31);
      }
    }
  }
  // The two-word masks, for the candidates' fit test when there are no conflict bits.
  const packMask = new Int32Array(packBits === null ? packPid.length * 3 : 0);
  if (packBits === null) {
    packPid.forEach((pid, j) => {
      const w0 = Math.min(geo.maskFrom[pid]!, W - 1);
      packMask[3 * j] = w0;
      packMask[3 * j + 1] = geo.mask[pid * W + w0]!;
      packMask[3 * j + 2] = w0 + 1 < W ? geo.mask[pid * W + w0 + 1]! : 0;
    });
  }
  return {
    packBits,
    packStride,
    groupClassIndex,
    conflicts,
    packStart: packable ? packStart : null,
    packPid: Int32Array.from(packPid),
    packMask,
    geo,
    groupClass,
    groupPids,
    groupStart,
    pidGroup,
    slotGroup: Int32Array.from(slotGroup),
    S: slotGroup.length,
    touchStart,
    touchCi,
    touchW,
    C: cons.length,
    lo: Float64Array.from(cons, (c) => c.lo),
    hi: Float64Array.from(cons, (c) => c.hi),
    accept: cons.map((c) => (c.accept === undefined ? undefined : remembered(c.accept))),
    touchers,
    pureCoverage: cons.every((c) => c.lo === 1 && c.hi === 1 && c.accept === undefined && [...c.weights.values()].every((w) => w === 1)),
    fixed,
    impossible,
  };
}

/**
 * Shift a constraint so that, in every group, the smallest weight is 0 (the bounds and the test
 * move by the shift times the group's ships): the same layouts satisfy it. The compiler sets each
 * group's most common weight to 0, which can leave weights below 0 (a salvo a destroyer's
 * placements mostly reach weighs 0 for those and -1 for the rest); the chain's searches read a
 * constraint short of its minimum as "a ship must still add to it", true only when no weight is
 * negative.
 */
function lift(c: Draft, lists: readonly number[][], counts: readonly number[]): void {
  lists.forEach((list, g) => {
    let least = 0;
    for (const pid of list) least = Math.min(least, c.weights.get(pid) ?? 0);
    if (least === 0) return;
    for (const pid of list) {
      const w = (c.weights.get(pid) ?? 0) - least;
      if (w === 0) c.weights.delete(pid);
      else c.weights.set(pid, w);
    }
    const shift = least * counts[g]!;
    c.lo -= shift;
    c.hi -= shift;
    if (c.accept) {
      const f = c.accept;
      c.accept = (s) => f(s + shift);
    }
  });
}

/** Integer sums `remembered` keeps the answers of, either side of 0. */
const REMEMBERED_SUMS = 256;

/**
 * `accept` with its answers for small integer sums kept: the tests a constraint makes of its sum
 * (the guns a salvo size says are left) are pure, but a chain of shifted closures, and the chain's
 * searches and pair moves ask them millions of times (a 20×20 variant with guns: a third of a
 * simulation's time). Other sums are asked of `accept` itself.
 */
function remembered(accept: (sum: number) => boolean): (sum: number) => boolean {
  // 0: not asked yet, 1: false, 2: true.
  const known = new Uint8Array(2 * REMEMBERED_SUMS + 1);
  return (sum) => {
    const i = sum + REMEMBERED_SUMS;
    if (!Number.isInteger(i) || i < 0 || i >= known.length) return accept(sum);
    const k = known[i]!;
    if (k !== 0) return k === 2;
    const ok = accept(sum);
    known[i] = ok ? 2 : 1;
    return ok;
  };
}

/** Presolve a compiled problem (see the module note) and lay it out flat. */
export function chainModel(variant: Variant, problem: Problem): ChainModel {
  const geo = geometryOf(variant);
  const idOf = (p: ShipPlacement): number => {
    const id = geo.pidOf.get(p);
    if (id === undefined) throw new Error('chainModel: a placement not of this variant');
    return id;
  };
  const lists: number[][] = problem.groups.map((g) => g.placements.map(idOf));
  const counts = problem.groups.map((g) => g.count);
  const groupClass = problem.groups.map((g) => variant.fleet[g.classIndex]!.id);
  const groupOf = new Map<number, number>();
  lists.forEach((l, g) => l.forEach((pid) => groupOf.set(pid, g)));
  let cons: Draft[] = problem.constraints.map((c) => ({
    weights: new Map([...c.weights].map(([p, w]) => [idOf(p), w] as const)),
    lo: c.lo,
    hi: c.hi,
    accept: c.accept,
  }));
  cons.forEach((c) => lift(c, lists, counts));
  const fixed: { pid: number; classId: string }[] = [];
  let impossible = false;
  const dead = new Set<number>();
  const sweepDead = (): void => {
    if (dead.size === 0) return;
    for (let g = 0; g < lists.length; g++) lists[g] = lists[g]!.filter((p) => !dead.has(p));
    for (const c of cons) for (const p of c.weights.keys()) if (dead.has(p)) c.weights.delete(p);
    dead.clear();
  };
  const isCoverage = (c: Draft): boolean => c.lo >= 1 && c.accept === undefined && [...c.weights.values()].every((w) => w === 1);
  /** The cell every adder of a coverage constraint covers, when there is exactly one. */
  const coverCell = (c: Draft): number => {
    let common: number[] | null = null;
    for (const pid of c.weights.keys()) {
      const cells = geo.placements[pid]!.cells;
      common = common === null ? [...cells] : common.filter((x) => cells.includes(x));
      if (common.length === 0) return -1;
    }
    return common !== null && common.length === 1 ? common[0]! : -1;
  };
  const hasBit = (set: Int32Array, o: number, c: number): boolean => ((set[o + (c >>> 5)]! >>> (c & 31)) & 1) === 1;

  for (let round = 0; round < 256 && !impossible; round++) {
    let changed = false;
    cons = cons.filter((c) => {
      if (c.weights.size > 0) return true;
      if (!(0 >= c.lo && 0 <= c.hi && (c.accept === undefined || c.accept(0)))) impossible = true;
      return false;
    });
    if (impossible) break;
    const coverage = cons.filter(isCoverage);
    for (const c of coverage) {
      const cell = coverCell(c);
      if (cell < 0) continue;
      for (const list of lists) for (const p of list) if (hasBit(geo.halo, p * geo.W, cell) && !hasBit(geo.mask, p * geo.W, cell)) dead.add(p);
    }
    for (const c of coverage) {
      for (const p of c.weights.keys()) {
        if (dead.has(p)) continue;
        for (const d of coverage) {
          if (d === c || d.weights.has(p)) continue;
          let any = false;
          for (const q of d.weights.keys()) {
            if (dead.has(q)) continue;
            if (groupOf.get(q) === groupOf.get(p) && counts[groupOf.get(p)!]! < 2) continue;
            if (!clash(geo, q, p)) {
              any = true;
              break;
            }
          }
          if (!any) {
            dead.add(p);
            break;
          }
        }
      }
    }
    if (dead.size > 0) {
      sweepDead();
      changed = true;
    }
    for (const c of cons) {
      if (!isCoverage(c) || c.weights.size !== 1) continue;
      const p = [...c.weights.keys()][0]!;
      const g = groupOf.get(p)!;
      if (counts[g]! < 1) {
        impossible = true;
        break;
      }
      counts[g]!--;
      fixed.push({ pid: p, classId: groupClass[g]! });
      for (const d of cons) {
        const w = d.weights.get(p) ?? 0;
        if (w === 0) continue;
        d.lo -= w;
        d.hi -= w;
        if (d.accept) {
          const f = d.accept;
          d.accept = (s) => f(s + w);
        }
      }
      for (const list of lists) for (const q of list) if (q === p || clash(geo, q, p)) dead.add(q);
      if (counts[g] === 0) for (const q of lists[g]!) dead.add(q);
      sweepDead();
      changed = true;
      break;
    }
    if (!changed) break;
  }
  for (let g = 0; g < lists.length; g++) if (lists[g]!.length < counts[g]!) impossible = true;
  return layout(geo, groupClass, lists, counts, cons, fixed, impossible);
}

/** Per geometry, arrays the model builders use and do not keep (they are filled afresh each time). */
interface Scratch {
  readonly touchCount: Int32Array;
  readonly fillAt: Int32Array;
  readonly firstShot: Int32Array;
  readonly alive: Uint8Array;
}

const scratches = new WeakMap<Geometry, Scratch>();

function scratchOf(geo: Geometry): Scratch {
  let s = scratches.get(geo);
  if (!s) {
    s = { touchCount: new Int32Array(geo.P + 1), fillAt: new Int32Array(geo.P), firstShot: new Int32Array(geo.n), alive: new Uint8Array(geo.P) };
    scratches.set(geo, s);
  }
  return s;
}

/** alive[pid] = 0 for every pid of `pids`. */
function clearAll(alive: Uint8Array, pids: Int32Array): void {
  for (let i = 0; i < pids.length; i++) alive[pids[i]!] = 0;
}

/**
 * The presolved model of per-shot evidence, built directly (see the module note), or null when
 * the evidence or the variant is of another kind (the caller then compiles).
 */
export function perShotModel(variant: Variant, evidence: Evidence): ChainModel | null {
  const report = variant.report;
  if (report.timing !== 'per-shot') return null;
  const geo = geometryOf(variant);
  const { n, W, P } = geo;
  let impossible = false;
  for (const own of evidence.ownSalvoSizes ?? []) {
    const policy = variant.turns.salvo;
    if (policy.kind !== 'constant') return null;
    if (own.limited ? policy.shots < own.shots : policy.shots !== own.shots) impossible = true;
  }
  const classIndexOf = new Map(variant.fleet.map((c, i) => [c.id, i]));
  const scratch = scratchOf(geo);
  const firstShot = scratch.firstShot.fill(-1);
  const misses = new Int32Array(W);
  const hitCell: number[] = [];
  const hitShot: number[] = [];
  const hitSunk: boolean[] = [];
  const hitClass: number[] = [];
  let q = 0;
  for (const salvo of evidence.salvos) {
    const a = salvo.announcement;
    // After a cell that could not be read, misses and "sunk" say less (compile.ts weighs them).
    if (a === null || a.kind !== 'per-shot' || a.shots.length !== salvo.cells.length || (salvo.unreadHitsBefore ?? 0) > 0) return null;
    for (let j = 0; j < salvo.cells.length; j++) {
      const c = salvo.cells[j]!;
      if (!Number.isInteger(c) || c < 0 || c >= n) return null;
      if (firstShot[c]! < 0) firstShot[c] = q;
      const r = a.shots[j]!;
      // A cell fired at before hits nothing new: announced a miss, it tells nothing (compile.ts).
      const again = firstShot[c] !== q;
      if (r.result === 'miss') {
        if (!again) misses[c >>> 5]! |= 1 << (c & 31);
      } else if (again) impossible = true;
      else {
        const k = r.classId === undefined ? -1 : (classIndexOf.get(r.classId) ?? -2);
        if (k === -2) impossible = true;
        hitCell.push(c);
        hitShot.push(q);
        hitSunk.push(r.result === 'sunk');
        hitClass.push(k);
      }
      q++;
    }
  }
  const sinkingTold = report.sunk !== 'none';
  const alive = scratch.alive.fill(1);
  for (let c = 0; c < n; c++) if (((misses[c >>> 5]! >>> (c & 31)) & 1) === 1) clearAll(alive, geo.cover[c]!);
  // The shot after which every cell of a placement has been fired at (Infinity if never).
  const completed = (pid: number): number => {
    let t = -1;
    for (let k = geo.cellStart[pid]!; k < geo.cellStart[pid + 1]!; k++) {
      const f = firstShot[geo.cells[k]!]!;
      if (f < 0) return Infinity;
      t = Math.max(t, f);
    }
    return t;
  };
  const required = new Int32Array(W);
  const reqCells: number[] = [];
  hitCell.forEach((c, h) => {
    if (((required[c >>> 5]! >>> (c & 31)) & 1) === 0) reqCells.push(c);
    required[c >>> 5]! |= 1 << (c & 31);
    for (const pid of geo.cover[c]!) {
      if (!alive[pid]) continue;
      if (hitClass[h]! >= 0 && geo.pidClass[pid] !== hitClass[h]) alive[pid] = 0;
      else if (sinkingTold) {
        const done = completed(pid) <= hitShot[h]!;
        if (hitSunk[h] ? !done : done) alive[pid] = 0;
      }
    }
  });
  reqCells.sort((a, b) => a - b);
  // Halo rule.
  for (const c of reqCells) clearAll(alive, geo.near[c]!);
  // Forced ships.
  const counts = variant.fleet.map((c) => c.count);
  const covered = new Uint8Array(reqCells.length);
  const fixed: { pid: number; classId: string }[] = [];
  for (let changed = true; changed && !impossible; ) {
    changed = false;
    for (let r = 0; r < reqCells.length && !impossible; r++) {
      if (covered[r]) continue;
      let only = -1;
      let k = 0;
      for (const pid of geo.cover[reqCells[r]!]!) {
        if (!alive[pid]) continue;
        k++;
        only = pid;
        if (k > 1) break;
      }
      if (k === 0) impossible = true;
      if (k !== 1) continue;
      const cls = geo.pidClass[only]!;
      counts[cls]!--;
      fixed.push({ pid: only, classId: variant.fleet[cls]!.id });
      for (let i = 0; i < reqCells.length; i++) {
        const c = reqCells[i]!;
        if (((geo.mask[only * W + (c >>> 5)]! >>> (c & 31)) & 1) === 1) covered[i] = 1;
      }
      // Everything meeting its halo goes (the placements covering a cell of the halo).
      for (let k = geo.haloStart[only]!; k < geo.haloStart[only + 1]!; k++) clearAll(alive, geo.cover[geo.haloCells[k]!]!);
      if (counts[cls] === 0) alive.fill(0, geo.classStart[cls]!, geo.classStart[cls + 1]!);
      changed = true;
    }
  }
  const lists: number[][] = variant.fleet.map(() => []);
  for (let pid = 0; pid < P; pid++) if (alive[pid]) lists[geo.pidClass[pid]!]!.push(pid);
  lists.forEach((l, g) => {
    if (l.length < counts[g]!) impossible = true;
  });
  const cons: Draft[] = [];
  reqCells.forEach((c, r) => {
    if (covered[r]) return;
    const weights = new Map<number, number>();
    for (const pid of geo.cover[c]!) if (alive[pid]) weights.set(pid, 1);
    cons.push({ weights, lo: 1, hi: 1, accept: undefined });
  });
  return layout(
    geo,
    variant.fleet.map((c) => c.id),
    lists,
    counts,
    cons,
    fixed,
    impossible,
  );
}
