/**
 * The exact counter: a cell-by-cell transfer-matrix (profile) dynamic programme over a
 * `Problem`, with forward–backward passes for per-placement posterior weights and uniform
 * sampling. It sees cells only as indices and ships only as masks.
 *
 * Note on the algorithm. Every placement is *anchored* at its lowest cell. Cells are visited in
 * index order; at cell `a` the programme decides whether a ship is anchored there, and which.
 * Two placements may coexist iff neither's mask meets the other's halo, and halos are
 * symmetric, so it suffices to remember the union of the halos already placed, restricted to
 * the cells not yet visited: the *frontier*. A state is
 *
 *   key   = (frontier bits of cells a .. a+W-1, W the widest reach of a placement past its
 *            anchor, in ⌈W/32⌉ words; the running sum of every live linear constraint and the
 *            ships left of the groups kept in the key, packed above the frontier in its last
 *            word and further words),
 *   value = a dense vector over the *fleet index* r = Σ left_g · stride_g of the other groups,
 *           each entry the number of ways to reach (key, r).
 *
 * Keeping the remaining fleet in the value rather than the key is what makes no-contact boards
 * fast: one frontier is shared by dozens of fleet states, and one hash lookup then serves a
 * whole vector addition (walked as runs of consecutive entries; the groups with the most ships
 * get the innermost strides, which makes the runs longest). Ships that may touch make many
 * frontiers with few fleet states each: there the fleet goes into the key and a value is one
 * float. The window slides by one cell per cell (a two-word shift), so a 10-column board's
 * window of 41 cells and its fleet fit in two words. A constraint's sum lives in the key only
 * between the first and the last anchor of a placement it weighs, and is checked and reset
 * after the last one; a group whose last anchor has passed must have no ships left (entries
 * breaking that are dropped). Ships of a group are interchangeable and each layout is reached
 * through exactly one sequence of anchors, so every layout (a set) is counted once; no ordering
 * of equal ships is enumerated.
 *
 * What the evidence leaves out of the key. Ships the evidence forces (a hit cell only one
 * placement can cover: a sunk ship) are taken out first (`pinForced`): they are in every layout,
 * their clashing placements go, and their weight is the count. A per-shot hit ("cell x is
 * covered", `coverCells`) is not a sum in the key: once no placement keeps x in its halo
 * without covering it, x is covered exactly when its frontier bit is set, which the scan checks
 * as it passes x (no "no ship" move from an uncovered hit cell). And frontier bits that no item
 * anchored from the current cell on can meet (misses, cells whose placements are all behind the
 * scan) are cleared (`live`), so states differing only there merge. On the Statki 15×15 example
 * after 50 shots at Tomek these took the position from out of reach to 0.3 s.
 *
 * Exactness. Values are float64 first: a state that can still be completed has a value at most
 * the final count, so when the count is below 2^52 every value that matters is an exact
 * integer. Otherwise, with a vector in each state, the float pass has also tracked the values
 * modulo 2^51 - 1 from the first level with a value past 2^52 on (the levels before hold exact
 * integers), and the count is the integer with that residue within the float pass's proven
 * rounding error (`errorSlack`, `tracked`); when the error is too large for one modulus (counts
 * past about 10^24 here), the pass runs again tracking a second modulus, 2^51 - 3, from the
 * start, and the two residues pin the count together; else the pass is rerun with multi-limb
 * integers (base 2^32 limbs).
 *
 * Speed and memory (measured on the empty 10×10 boards, where the forward pass dominates and is
 * bound by the cache misses of its hash lookups). Levels of one float per state (fleet in the
 * key) use scalar-level.ts, whose slots hold key, state number and value together; the
 * successors of 8 states are hashed and their slots touched before any is added, so that the
 * misses overlap; successors of the commonest shape (two-word key and window, no constraint
 * at the cell) have their own loop. When moreover the key fits in 53 bits and every halo is its
 * ship's own cells (ships that may touch: Perelman, 1967), a level is not hashed at all: its keys
 * are numbers in ascending order, its successors come out as sorted streams, and the next level
 * is their merge (sorted-level.ts). That pass also *hops*: a successor whose next cell has one
 * move only, "no ship" (the cell is covered, or no ship left fits there), slides on over such
 * cells (up to MAX_HOP) and becomes a state of a later level, its move recording the hop. On the
 * Perelman empty board that leaves 7.2M states of 19.3M. At the commonest cells (`sortedLevel2`)
 * a key is unpacked from its number once and expanded without the successor buffer. Measured on
 * the empty Perelman board, same process, back to back: forward + backward 3.8 s CPU against
 * 8.8 s hashed (before the hops over cells where nothing fits, which took a further 25% off).
 * A seed draws the same layouts either way (the sampler spends one random number per cell hopped
 * over). Vector levels use level.ts; each state there keeps a bit per block of fleet
 * entries that may be non-zero (`B`, `Level.bm`), and both passes walk those blocks only: on
 * Морской бой after one shot 39% of the blocks, the inference 15–20% faster. The float pass
 * hops over covered cells too (a successor slides on to the next cell with a choice, its move
 * recording the hop), and stores only those blocks (`forwardCompact`): states and moves first,
 * then the values; the
 * Statki 15×15 example after 37 shots at Tomek peaked at 1.5 GB dense and 0.34 GB compact, and is
 * exact from 30 shots on instead of 38; with the hops, after 30 shots 1.07M states and 43M values
 * instead of 1.71M and 73M (Морской бой after two shots: 66K states instead of 417K). Levels
 * reuse released slot arrays. A forward pass that keeps its levels records each state's moves (next state and
 * item) and drops the keys and hash slots; the backward pass and the sampler walk the moves,
 * with no hashing, and the completions (layouts completing each state, floats) overwrite the
 * forward values in place. Completions also drive exact-uniform sampling (float64 weights: a
 * relative bias below 1e-15).
 */
import { size } from '../core/cellset.js';
import type { ShipPlacement } from '../core/placements.js';
import type { LinearConstraint, Problem } from './problem.js';
import { coverCells, pinForced, satisfies } from './problem.js';
import { Level } from './level.js';
import { ScalarLevel, type LevelData } from './scalar-level.js';
import { SortedLevelBuilder, TAGS } from './sorted-level.js';
import { BudgetExceeded, type WorkKind, type WorkMeter } from './work.js';

export { BudgetExceeded } from './work.js';

export interface DpOptions {
  /** Keep every level for the backward pass (marginals, sampling). */
  readonly keepLevels?: boolean;
  /** The work budget (work.ts): each pass charges it what it does; past it, `BudgetExceeded`. */
  readonly work?: WorkMeter;
  readonly onProgress?: (fraction: number) => void;
  /**
   * Told each level of the compact float pass (vectors of fleet entries, one float each) once its
   * values are laid out: the cell it stands at (1 .. cellCount), its states and its stored values
   * (the entries of the blocks its states keep). For measuring (scripts/statki15-measure.ts).
   */
  readonly onLevel?: (cell: number, states: number, values: number) => void;
  /**
   * Give up (throw `BudgetExceeded`) past this size: states (keys) plus stored values (keys ×
   * fleet vector) / 16. A cap on what a pass may build, for callers that want one.
   */
  readonly maxWork?: number;
  /** The memory guard's limit, in bytes (default MAX_PASS_BYTES; tests: less). */
  readonly maxBytes?: number;
  /** The kept levels' guard's limit, in bytes (default MAX_KEPT_BYTES; tests: less). */
  readonly maxKeptBytes?: number;
  /** Use multi-limb integers from the start (tests of that path; slower). */
  readonly forceLimbs?: boolean;
  /**
   * The two coprime moduli of the residues (`count`), each below 2^51: whether to take them
   * whatever the count (the float pass's residue tracked from the start), and whether to run
   * the pass again for the second even where the first alone would do (tests: small moduli make
   * the residues wrap on small boards).
   */
  readonly residues?: { readonly moduli: readonly [number, number]; readonly always?: boolean; readonly pair?: boolean };
}

/**
 * The moduli of the residues: odd, two apart, so coprime; their product is about 2^102. The
 * float pass tracks the first; where that cannot pin the count, a second pass tracks the other.
 */
const MODULI: readonly [number, number] = [2 ** 51 - 1, 2 ** 51 - 3];
const UNIT_ROUNDOFF = 2 ** -53;

interface Item {
  readonly id: number;
  readonly group: number;
  readonly placement: ShipPlacement;
  /** Mask and halo words relative to the word holding the anchor. */
  readonly mask: Int32Array;
  readonly halo: Int32Array;
  /** Pairs (constraint index, weight). */
  readonly deltas: Int32Array;
}

interface Field {
  readonly word: number;
  readonly shift: number;
  readonly bits: number;
}

interface CounterInfo {
  readonly field: Field;
  /** stored = sum - offset */
  readonly offset: number;
  /** Prune as soon as the sum exceeds this (weights all non-negative), else Infinity. */
  readonly pruneAbove: number;
  /** Saturate the stored sum at this value (a pure "at least" constraint), else Infinity. */
  readonly saturate: number;
}

/**
 * Index pairs of a vector transition: value at `src[i]` moves to `dst[i]`; the same as runs
 * (src, dst, length) of consecutive entries, which the hot loops walk.
 */
interface Pairs {
  readonly src: Int32Array;
  readonly dst: Int32Array;
  readonly runs: Int32Array;
  /**
   * The runs again, split by the block (`ProfileDp.B` entries) of their source, as offsets
   * within the source and destination blocks (compact levels): those of block b are
   * `inRuns[blockStart[b] .. blockStart[b+1])`, and they all land in block `dstBlock[b]`, of
   * bit `dstBit[b]`. `srcBlocks` has the bits of the blocks with a run.
   */
  readonly blockStart: Int32Array;
  readonly inRuns: Int32Array;
  readonly dstBlock: Int32Array;
  readonly dstBit: Int32Array;
  readonly srcBlocks: number;
}

/** Set bits of a 32-bit integer. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Where block `b` lies among a compact state's blocks (`mask`, bit b set): the set bits below it. */
function rank(mask: number, b: number): number {
  return popcount(mask & ((1 << b) - 1));
}

function runsOf(src: readonly number[], dst: readonly number[]): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < src.length; ) {
    let j = i + 1;
    while (j < src.length && src[j] === src[i]! + (j - i) && dst[j] === dst[i]! + (j - i)) j++;
    out.push(src[i]!, dst[i]!, j - i);
    i = j;
  }
  return Int32Array.from(out);
}

/**
 * The transitions out of one level, recorded by a forward pass that keeps its levels: for
 * state `s`, moves `start[s] .. start[s+1]`, each to state `dest[t]` of the next level by
 * `item[t]` (0: no ship anchored; j + 1: the j-th item anchored at the cell).
 */
interface Moves {
  readonly start: Int32Array;
  readonly dest: Int32Array;
  readonly item: Uint16Array;
  /**
   * Cells skipped after the move (forwardSorted): move `t` reaches level a + 1 + hop[t], the
   * cells between being covered and their only move "no ship". Absent: every hop is 0.
   */
  readonly hop?: Uint8Array;
}

/**
 * The memory guard: the most bytes a forward pass may hold in the structures of the levels it is
 * building (hash slots, keys, values, the sorted passes' streams, the compact pass's ring of open
 * and recent levels and their moves), each reckoned from its arrays' real sizes together with the
 * next allocation it would make (a table doubling beside the old one), checked as the level
 * grows. Past it the count gives up like one out of its work budget (`BudgetExceeded` with
 * reason 'memory') and the caller estimates instead of the process eating the machine. Before,
 * the guard counted values (60M a level): a designer's 12×12 fleet of tetrominoes and straight
 * ships that may touch, whose hashed levels hold about 100 bytes a state, reached 6.5 GB. The
 * machines the project is built for (its CI included) have 24 GiB shared by everything on them;
 * the process holds about 0.2 GB besides, and the levels kept for marginals are guarded apart
 * (MAX_KEPT_BYTES). The largest pass of a count that finishes, over the templates' empty boards
 * and the example games' positions, holds far less (see the note of the commit that set this).
 */
export const MAX_PASS_BYTES = 2 ** 30;
/**
 * The sorted passes look at their bytes once every this many states plus one (a mask; their work
 * is charged every 1024): their builders' bytes walk every stream, which at every 1024 states
 * cost the 1967 empty board's count some 10%; 16384 states add at most a few MB between two looks,
 * and every level is looked at before it is built.
 */
const SORTED_BYTES_CHECK = 16383;
/**
 * The kept levels' guard: the most bytes a forward pass that keeps its levels (`keepLevels`: the
 * marginals of `infer`, `analyze` and `suggest`, and exact sampling) may keep for the backward
 * pass and the sampler, reckoned as the pass guard's are, from the real arrays kept (each level's
 * values, block bits and offsets, each level's recorded moves: start, destination, item, hop)
 * and the level still being built (its moves so far, its states' values). Past it the count gives
 * up with `BudgetExceeded('memory')`, as past MAX_PASS_BYTES: a larger budget would not help. The
 * backward pass writes its completions over the kept values, so the kept bytes are what the
 * marginals cost on top of the pass. Before, this guard counted values (200M, 1.6 GB of floats)
 * and left the moves out: a sorted pass (ships that may touch) keeps 12 bytes a state and 7 a
 * move besides its value, so its levels could reach several gigabytes under that count.
 * A single level may hold at most KEPT_LEVEL_SHARE of it (see there).
 */
export const MAX_KEPT_BYTES = 2 ** 31;
/**
 * The share of MAX_KEPT_BYTES that the values of one level of the compact pass may hold when all
 * are kept (marginals): a scan with a level this big will not fit the guard anyway, so it stops
 * there, sooner (128 MiB, 16.8M values). The largest level of any example position counted
 * exactly holds 1.5M values (Statki 15×15 after 26 shots at Tomek); the empty 15×15 board's scan,
 * which cannot finish, gives up after 1.9 s instead of 6 s.
 */
const KEPT_LEVEL_SHARE = 1 / 16;

/** Largest fleet vector kept in the value; further groups go into the key. */
const MAX_VECTOR = 4096;
const TWO32 = 4294967296;
const NO_KEYS = new Int32Array(0);
/** States whose successors are hashed, warmed and then interned together (overlapping misses). */
const CHUNK = 8;
const EXACT_FLOAT = 4503599627370496; // 2^52
/** Most cells a successor hops over in `forwardSorted` (a move's tag is its hop). */
const MAX_HOP = TAGS - 1;
/** Most cells a successor hops over in `forwardCompact` (the ring of open levels is one more). */
const MAX_COMPACT_HOP = 31;

/** The inverse of `a` modulo `m` (coprime). */
function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [a, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new RangeError('moduli not coprime');
  return ((s0 % m) + m) % m;
}

function bitsFor(range: number): number {
  let b = 1;
  while ((1 << b) - 1 < range) b++;
  return b;
}

/** The recorded-move buffers (destination state, item) copied into arrays of at least `need` entries. */
function grownMoves(dest: Int32Array, item: Uint16Array, need: number): { dest: Int32Array<ArrayBuffer>; item: Uint16Array<ArrayBuffer> } {
  const d = new Int32Array(Math.max(need, dest.length * 2));
  d.set(dest);
  const i = new Uint16Array(d.length);
  i.set(item);
  return { dest: d, item: i };
}

/**
 * How far a float count `approx` made by adding non-negative terms, at most `moves` additions
 * into any value, can be from the true count: its relative error is at most (1 + u)^K - 1 <=
 * 1.01 K u for K u <= 0.01 (else undefined), and the count is at most approx / (1 - relError),
 * hence a further 2%.
 */
function errorSlack(approx: number, moves: number): bigint | undefined {
  const ku = moves * UNIT_ROUNDOFF;
  if (ku >= 0.01) return undefined;
  return BigInt(Math.ceil(approx * ku * 1.01 * 1.02)) + 1n;
}

/** The integer congruent to `x` modulo `M` nearest `approx`, if within `slack` of it. */
function nearest(approx: number, x: bigint, M: bigint, slack: bigint): bigint | undefined {
  const target = BigInt(approx);
  const num = target - x + M / 2n;
  // floor(num / M): BigInt division truncates toward zero.
  const k = num >= 0n ? num / M : -((-num + M - 1n) / M);
  const exact = x + k * M;
  const diff = exact > target ? exact - target : target - exact;
  return diff <= slack ? exact : undefined;
}

/**
 * Does item `j` of a cell (its `masks` and `fleet` rows, `anchorMasks` and `anchorFleet`) fit the
 * key at `key[o ..]`: a ship of its group left (in the key's field, or `avail` for a vector
 * group) and its mask clear of the frontier?
 */
function itemFits(masks: Int32Array, fleet: Int32Array, FW: number, j: number, key: Int32Array, o: number, avail: number): boolean {
  const fw = fleet[3 * j]!;
  const fs = fleet[3 * j + 1]!;
  if (fw >= 0) {
    if (((key[o + fw]! >>> fs) & fleet[3 * j + 2]!) === 0) return false;
  } else if ((avail & fs) === 0) return false;
  const mb = j * FW;
  for (let w = 0; w < FW; w++) if ((masks[mb + w]! & key[o + w]!) !== 0) return false;
  return true;
}

/** `grownMoves` with each move's hop too. */
function grownHopMoves(
  dest: Int32Array,
  item: Uint16Array,
  hop: Uint8Array,
  need: number,
): { dest: Int32Array<ArrayBuffer>; item: Uint16Array<ArrayBuffer>; hop: Uint8Array<ArrayBuffer> } {
  const grown = grownMoves(dest, item, need);
  const h = new Uint8Array(grown.dest.length);
  h.set(hop);
  return { ...grown, hop: h };
}

/** The compiled programme for one problem. */
export class ProfileDp {
  readonly N: number;
  readonly items: Item[] = [];
  private readonly byAnchor: Item[][];
  /** Words holding the frontier window (the last one shared with key fields). */
  private readonly FW: number;
  /** Frontier bits in the window's last word, and their mask. */
  private readonly topBits: number;
  private readonly topMask: number;
  readonly K: number;
  /** Per group: its field in the key, or null when it lives in the value vector. */
  private readonly keyFleet: (Field | null)[] = [];
  /** Per group: its stride in the fleet index (0 when it lives in the key). */
  private readonly stride: number[] = [];
  /** Per group: bit in `availBits` (vector groups only). */
  private readonly groupBit: number[] = [];
  readonly V: number;
  /**
   * Fleet entries per block (a product of the innermost strides' radices: a ship placed moves
   * a block onto one block), and the blocks in a vector, at most 32: each state keeps a bit per
   * block that may hold a non-zero entry (`Level.bm`), and the vector passes skip the others.
   * On Морской бой after one shot 39% of the blocks of 5 are non-zero.
   */
  readonly B: number;
  private readonly nBlocks: number;
  private readonly availBits: Int32Array;
  private readonly counters: CounterInfo[] = [];
  /** The constraints whose sums live in the key (`counters`, same order): all but the covered cells. */
  private readonly keyed: readonly LinearConstraint[];
  /**
   * Per cell: must a ship cover it (a per-shot hit)? Checked when the scan passes the cell, from
   * the frontier, instead of a sum in the key (see `coverCells`).
   */
  private readonly mustCover: Uint8Array;
  /**
   * Per cell b, FW words: the window bits (cells b + i) that an item anchored at b or later can
   * meet, or that must be covered; the others are dropped from keys, which merges states that
   * differ only there (misses and cells no ship can reach any more). Unset on sorted levels,
   * whose successor streams must stay in order.
   */
  private readonly live: Int32Array | undefined;
  private readonly endsAt: number[][];
  private readonly groupsEndAt: number[][];
  /** Per cell: which fleet indices are still allowed after it (a phase id into `phaseAllowed`). */
  private readonly phaseOf: Int32Array;
  private readonly phaseAllowed: Uint8Array[] = [];
  private readonly pairCache = new Map<number, Pairs>();
  /** Per cell: the vector transition of "no ship" (index 0) and of each item anchored there (j + 1). */
  private readonly anchorPairs: Pairs[][];
  /** Per cell: the item ids anchored there, at j + 1 (index 0 unused). */
  private readonly anchorIds: Int32Array[];
  private moves: Moves[] = [];
  /** Per cell, the anchored items' mask and halo words (FW each), and their fleet test: (key word, shift, field mask), or (-1, group bit, 0) for a vector group. */
  private readonly anchorMasks: Int32Array[];
  private readonly anchorHalos: Int32Array[];
  private readonly anchorFleet: Int32Array[];
  /** Per cell: does some item anchored there weigh in a constraint? */
  private readonly anchorDeltas: Uint8Array;
  /** Per cell: no constraint and no key group ends there (closing only slides the window). */
  private readonly simpleClose: Uint8Array;
  /** Per cell: `successors2` applies (two-word key and window, simple close, fleet in the key). */
  private readonly fastAt: Uint8Array;
  /**
   * Per cell (and N: 0): may `forwardCompact` hop over it when it is covered? Closing it does
   * nothing, and its fleet phase is the previous cell's, so "no ship" there keeps every entry.
   * (Past a phase change a hop would still count right, the next move dropping the entries the
   * phase forbids, but would carry those dead entries further.)
   */
  private readonly hopOver: Uint8Array;
  /** Most cells `forwardCompact` hops over (MAX_COMPACT_HOP; tests: less, the ring of levels wraps sooner). */
  private readonly maxHop: number;
  /** Per block of fleet entries: the `availBits` of its entries together. */
  private readonly blockAvail: Int32Array;
  /**
   * Scalar levels are built by merging sorted streams (sorted-level.ts) rather than hashed: the
   * key fits in 53 bits and every item's halo is its own mask (ships that may touch).
   */
  readonly sortedLevels: boolean;
  private sorters: SortedLevelBuilder[] | undefined;
  /** A key's words, unpacked from its number (`forwardSorted`). */
  private readonly keyWords = new Int32Array(2);
  /**
   * Per cell: can `hop2` tell that nothing fits there by masks and fleet alone (two-word key and
   * window, every item's fleet field in word 1, no constraint weighing an item there)? And the
   * fleet fields of the items anchored there, in word 1 (no ship left in any: nothing fits).
   */
  private readonly hopCheck: Uint8Array;
  private readonly hopFleet: Int32Array;
  /** The key `hop2` reached. */
  private hopKey = 0;
  private weightsDone: Float64Array | undefined;
  private readonly initial: Int32Array;
  private readonly r0: number;
  /** Proven empty before any search. */
  readonly empty: boolean;
  private L = 1;
  private levels: LevelData[] = [];
  private completions: Float64Array[] = [];
  private readonly succKeys: Int32Array;
  private readonly succItems: Int32Array;
  private readonly succHash: Int32Array;
  private readonly chunkAt: Int32Array;
  /** Where `Level.warm` junk goes, so that its reads are not optimised away. */
  private sink = 0;
  private readonly sampleW: Float64Array;
  private readonly sampleR: Int32Array;

  /** The problem counted: the one given, less its forced ships (`pinForced`). */
  readonly problem: Problem;
  /** Items of the forced ships: in every layout, anchored nowhere (after the others in `items`). */
  private readonly fixedItems: readonly Item[];

  constructor(
    given: Problem,
    layout: { readonly vectorise?: boolean; readonly sorted?: boolean; readonly widen?: boolean; readonly maxBlocks?: number; readonly maxHop?: number } = {},
  ) {
    this.maxHop = Math.max(0, Math.min(MAX_COMPACT_HOP, layout.maxHop ?? MAX_COMPACT_HOP));
    const pinned = pinForced(given);
    const problem = pinned.problem;
    this.problem = problem;
    const N = problem.cellCount;
    this.N = N;
    let empty = problem.impossible !== undefined;
    // Window width.
    let W = 1;
    problem.groups.forEach((g) => {
      for (const p of g.placements) {
        const a = p.cells[0]!;
        let maxCell = a;
        for (let w = p.halo.length - 1; w >= 0 && maxCell === a; w--) {
          const x = p.halo[w]!;
          if (x !== 0) maxCell = (w << 5) + 31 - Math.clz32(x);
        }
        for (const c of p.cells) maxCell = Math.max(maxCell, c);
        W = Math.max(W, maxCell - a + 1);
      }
    });
    // The frontier: bit i of the window is cell a + i; key fields pack in above it.
    this.FW = Math.ceil(W / 32);
    this.topBits = W - 32 * (this.FW - 1);
    this.topMask = this.topBits === 32 ? -1 : (1 << this.topBits) - 1;
    // Key fields after the frontier: constraint sums, then groups that do not fit the vector.
    let word = this.FW - 1;
    let used = this.topBits;
    const alloc = (bits: number): Field => {
      if (used + bits > 32) {
        word++;
        used = 0;
      }
      const f = { word, shift: used, bits };
      used += bits;
      return f;
    };
    // Ships that forbid their neighbours leave few frontiers, each shared by many fleet states:
    // keep the fleet in the value. Ships that may touch make many frontiers with few fleet
    // states each: keep the fleet in the key, where only the states that occur cost anything.
    let maskCells = 0;
    let haloCells = 0;
    for (const g of problem.groups) {
      for (const p of g.placements) {
        maskCells += p.cells.length;
        haloCells += size(p.halo);
      }
    }
    const vectorise = layout.vectorise ?? haloCells >= 1.5 * maskCells;
    let V = 1;
    let vectorGroups = 0;
    problem.groups.forEach((g) => {
      if (vectorise && V * (g.count + 1) <= MAX_VECTOR && vectorGroups < 30) {
        this.stride.push(0);
        this.keyFleet.push(null);
        this.groupBit.push(1 << vectorGroups++);
        V *= g.count + 1;
      } else {
        this.stride.push(0);
        this.keyFleet.push(alloc(bitsFor(g.count)));
        this.groupBit.push(0);
      }
    });
    this.V = V;
    // Strides: the vector groups with the most ships innermost, so that a ship placed moves
    // the longest runs of consecutive entries (see `Pairs.runs`).
    let inner = 1;
    problem.groups
      .map((g, gi) => ({ count: g.count, gi }))
      .filter(({ gi }) => this.keyFleet[gi] === null)
      .sort((x, y) => y.count - x.count || x.gi - y.gi)
      .forEach(({ count, gi }) => {
        this.stride[gi] = inner;
        inner *= count + 1;
      });
    let B = 1;
    const innerFirst = problem.groups.map((g, gi) => ({ r: g.count + 1, gi })).filter(({ gi }) => this.keyFleet[gi] === null);
    innerFirst.sort((x, y) => this.stride[x.gi]! - this.stride[y.gi]!);
    for (const { r } of innerFirst) {
      if (V / B <= Math.min(32, layout.maxBlocks ?? 32)) break;
      B *= r;
    }
    this.B = B;
    this.nBlocks = V / B;
    const cover = coverCells(problem);
    this.mustCover = new Uint8Array(N);
    for (const c of cover.values()) this.mustCover[c] = 1;
    this.keyed = problem.constraints.filter((c) => !cover.has(c));
    this.keyed.forEach((c) => {
      let vmin = 0;
      let vmax = 0;
      let nonNeg = true;
      for (const g of problem.groups) {
        let lo = 0;
        let hi = 0;
        for (const p of g.placements) {
          const w = c.weights.get(p) ?? 0;
          lo = Math.min(lo, w);
          hi = Math.max(hi, w);
        }
        if (lo < 0) nonNeg = false;
        vmin += lo * g.count;
        vmax += hi * g.count;
      }
      let offset = 0;
      let pruneAbove = Infinity;
      let saturate = Infinity;
      let range: number;
      if (nonNeg && c.hi !== Infinity) {
        pruneAbove = c.hi;
        range = Math.max(0, Math.min(c.hi, vmax));
      } else if (nonNeg && c.accept === undefined) {
        saturate = Math.max(0, c.lo);
        range = saturate;
      } else {
        offset = vmin;
        range = vmax - vmin;
      }
      this.counters.push({ field: alloc(bitsFor(range)), offset, pruneAbove, saturate });
    });
    // A one-word window whose key spills into a second word, the fleet in the key (the parts of
    // parts.ts, whose long ships lie along the scan: windows of 21 to 31 cells on 10×10 boards):
    // widen the window to 33 cells (the extra ones never covered) and move every field into the
    // second word, the shape that the fast paths (`successors2`, `sortedLevel2`, `hop2`) take, if
    // the key still fits in 53 bits. Keys hold the same frontier and fields, in the same order;
    // the sorted levels then also hop over cells where nothing fits. 1967's empty count in parts,
    // min CPU of interleaved runs at load 9–10: 1.0–1.2 s against 1.3–1.6 s not widened; Perelman
    // after one salvo 1.08M states against 1.61M.
    const fields = [...this.keyFleet.filter((f): f is Field => f !== null), ...this.counters.map((c) => c.field)];
    const fieldBits = fields.reduce((n, f) => n + f.bits, 0);
    if (!vectorise && this.FW === 1 && word === 1 && used > 0 && layout.widen !== false && 1 + fieldBits <= 21) {
      this.FW = 2;
      this.topBits = 1;
      this.topMask = 1;
      word = 1;
      used = 1;
      const moved = new Map(fields.map((f) => [f, alloc(f.bits)] as const));
      this.keyFleet.forEach((f, gi) => {
        if (f) this.keyFleet[gi] = moved.get(f)!;
      });
      this.counters.forEach((c, i) => (this.counters[i] = { ...c, field: moved.get(c.field)! }));
    }
    this.K = used > 0 ? word + 1 : word;
    const keyBits = word * 32 + used;
    // Fleet index bookkeeping.
    this.availBits = new Int32Array(V);
    for (let r = 0; r < V; r++) {
      let bits = 0;
      problem.groups.forEach((g, gi) => {
        if (this.keyFleet[gi] === null && this.left(r, gi) > 0) bits |= this.groupBit[gi]!;
      });
      this.availBits[r] = bits;
    }
    // Items by anchor, constraint ends, group ends.
    this.byAnchor = Array.from({ length: N }, () => []);
    this.endsAt = Array.from({ length: N }, () => []);
    this.groupsEndAt = Array.from({ length: N }, () => []);
    const last = this.keyed.map(() => -1);
    problem.groups.forEach((g, gi) => {
      let lastAnchor = -1;
      for (const p of g.placements) {
        const a = p.cells[0]!;
        lastAnchor = Math.max(lastAnchor, a);
        const base = a;
        const mask = new Int32Array(this.FW);
        const halo = new Int32Array(this.FW);
        for (const c of p.cells) mask[(c - base) >>> 5]! |= 1 << ((c - base) & 31);
        for (let w = 0; w < p.halo.length; w++) {
          let x = p.halo[w]!;
          while (x !== 0) {
            const low = x & -x;
            const c = (w << 5) + 31 - Math.clz32(low);
            x ^= low;
            if (c >= a) halo[(c - base) >>> 5]! |= 1 << ((c - base) & 31);
          }
        }
        const deltas: number[] = [];
        this.keyed.forEach((c, ci) => {
          const w = c.weights.get(p);
          if (w !== undefined && w !== 0) {
            deltas.push(ci, w);
            last[ci] = Math.max(last[ci]!, a);
          }
        });
        const item: Item = { id: this.items.length, group: gi, placement: p, mask, halo, deltas: Int32Array.from(deltas) };
        this.items.push(item);
        this.byAnchor[a]!.push(item);
      }
      if (g.count > 0) {
        if (lastAnchor < 0) empty = true;
        else this.groupsEndAt[lastAnchor]!.push(gi);
      }
    });
    this.fixedItems = pinned.fixed.map(({ g, p }) => {
      const item: Item = { id: this.items.length, group: g, placement: p, mask: new Int32Array(0), halo: new Int32Array(0), deltas: new Int32Array(0) };
      this.items.push(item);
      return item;
    });
    this.keyed.forEach((c, ci) => {
      if (last[ci]! < 0) {
        if (!satisfies(c, 0)) empty = true;
      } else this.endsAt[last[ci]!]!.push(ci);
    });
    this.empty = empty;
    // Phases: the fleet indices allowed after each cell (vector groups that ended must be 0).
    this.phaseOf = new Int32Array(N);
    let allowed = new Uint8Array(V).fill(1);
    this.phaseAllowed.push(allowed);
    for (let a = 0; a < N; a++) {
      const ending = this.groupsEndAt[a]!.filter((gi) => this.keyFleet[gi] === null);
      if (ending.length > 0) {
        allowed = allowed.slice();
        for (let r = 0; r < V; r++) if (ending.some((gi) => this.left(r, gi) !== 0)) allowed[r] = 0;
        this.phaseAllowed.push(allowed);
      }
      this.phaseOf[a] = this.phaseAllowed.length - 1;
    }
    this.anchorPairs = Array.from({ length: N }, (_, a) => [this.pairs(a, -1), ...this.byAnchor[a]!.map((item) => this.pairs(a, item.group))]);
    this.anchorIds = this.byAnchor.map((list) => Int32Array.from([-1, ...list.map((item) => item.id)]));
    const FW = this.FW;
    this.anchorMasks = this.byAnchor.map((list) => {
      const m = new Int32Array(list.length * FW);
      list.forEach((item, j) => m.set(item.mask, j * FW));
      return m;
    });
    this.anchorHalos = this.byAnchor.map((list) => {
      const m = new Int32Array(list.length * FW);
      list.forEach((item, j) => m.set(item.halo, j * FW));
      return m;
    });
    this.anchorFleet = this.byAnchor.map((list) => {
      const m = new Int32Array(list.length * 3);
      list.forEach((item, j) => {
        const f = this.keyFleet[item.group];
        if (f) m.set([f.word, f.shift, (1 << f.bits) - 1], 3 * j);
        else m.set([-1, this.groupBit[item.group]!, 0], 3 * j);
      });
      return m;
    });
    this.anchorDeltas = Uint8Array.from(this.byAnchor, (list) => (list.some((item) => item.deltas.length > 0) ? 1 : 0));
    this.simpleClose = Uint8Array.from(this.byAnchor, (_, a) => (this.endsAt[a]!.length === 0 && this.groupsEndAt[a]!.every((gi) => this.keyFleet[gi] === null) ? 1 : 0));
    this.blockAvail = new Int32Array(this.nBlocks);
    for (let r = 0; r < V; r++) this.blockAvail[Math.floor(r / this.B)]! |= this.availBits[r]!;
    this.hopOver = new Uint8Array(N + 1);
    for (let c = 1; c < N; c++) this.hopOver[c] = this.simpleClose[c] === 1 && this.phaseOf[c] === this.phaseOf[c - 1] ? 1 : 0;
    this.fastAt = Uint8Array.from(this.byAnchor, (list, a) =>
      this.K === 2 && FW === 2 && this.anchorDeltas[a] === 0 && this.simpleClose[a] === 1 && this.mustCover[a] === 0 && list.every((item) => this.keyFleet[item.group]?.word === 1) ? 1 : 0,
    );
    this.sortedLevels =
      (layout.sorted ?? true) &&
      this.K <= 2 &&
      keyBits <= 53 &&
      this.items.every((item) => item.mask.every((x, w) => x === item.halo[w]));
    this.hopCheck = Uint8Array.from(this.byAnchor, (list, a) =>
      this.K === 2 && FW === 2 && this.anchorDeltas[a] === 0 && this.mustCover[a] === 0 && list.every((item) => this.keyFleet[item.group]?.word === 1) ? 1 : 0,
    );
    if (this.sortedLevels) this.live = undefined;
    else {
      const live = new Int32Array(N * FW);
      // Cells each item covers, marked at every anchor from its own down to 0 (a suffix union).
      const reach = new Int32Array(N).fill(-1);
      const window = 32 * (FW - 1) + this.topBits;
      for (const item of this.items) for (const c of item.placement.cells) reach[c] = Math.max(reach[c]!, item.placement.cells[0]!);
      for (let b = 0; b < N; b++) {
        for (let i = 0; i < window && b + i < N; i++) {
          const c = b + i;
          if (reach[c]! >= b || this.mustCover[c] === 1) live[b * FW + (i >>> 5)]! |= 1 << (i & 31);
        }
      }
      this.live = live;
    }
    this.hopFleet = Int32Array.from(this.byAnchor, (list) =>
      list.reduce((m, item) => {
        const f = this.keyFleet[item.group];
        return f ? m | (((1 << f.bits) - 1) << f.shift) : m;
      }, 0),
    );
    const most = this.byAnchor.reduce((m, l) => Math.max(m, l.length), 0) + 1;
    // Moves name items by their rank at the cell in 16 bits.
    if (most > 0xffff) throw new RangeError(`${most} placements anchored at one cell`);
    this.succKeys = new Int32Array(most * CHUNK * this.K);
    this.succItems = new Int32Array(most * CHUNK);
    this.succHash = new Int32Array(most * CHUNK);
    this.chunkAt = new Int32Array(CHUNK + 1);
    this.sampleW = new Float64Array(most);
    this.sampleR = new Int32Array(most);
    this.initial = new Int32Array(this.K);
    let r0 = 0;
    problem.groups.forEach((g, gi) => {
      const f = this.keyFleet[gi];
      if (f) this.write(this.initial, f, g.count);
      else r0 += g.count * this.stride[gi]!;
    });
    this.r0 = r0;
    // A sum starts at 0, stored as 0 - offset.
    this.counters.forEach((info) => this.write(this.initial, info.field, -info.offset));
  }

  /** Ships left of vector group `gi` at fleet index `r`. */
  private left(r: number, gi: number): number {
    return Math.floor(r / this.stride[gi]!) % (this.problem.groups[gi]!.count + 1);
  }

  private write(key: Int32Array, f: Field, v: number): void {
    const m = ((1 << f.bits) - 1) << f.shift;
    key[f.word] = (key[f.word]! & ~m) | ((v << f.shift) & m);
  }

  /** The vector transition after cell `a` for an item of group `gi` (-1: no ship). */
  private pairs(a: number, gi: number): Pairs {
    const phase = this.phaseOf[a]!;
    const vec = gi >= 0 && this.keyFleet[gi] === null;
    const id = phase * (this.problem.groups.length + 1) + (vec ? gi + 1 : 0);
    let p = this.pairCache.get(id);
    if (!p) {
      const allowed = this.phaseAllowed[phase]!;
      const src: number[] = [];
      const dst: number[] = [];
      for (let r = 0; r < this.V; r++) {
        if (vec && this.left(r, gi) === 0) continue;
        const t = vec ? r - this.stride[gi]! : r;
        if (allowed[t]) {
          src.push(r);
          dst.push(t);
        }
      }
      const B = this.B;
      const blockStart = new Int32Array(this.nBlocks + 1);
      const dstBit = new Int32Array(this.nBlocks);
      const dstBlock = new Int32Array(this.nBlocks);
      const inRuns: number[] = [];
      let srcBlocks = 0;
      for (let b = 0, i = 0; b < this.nBlocks; b++) {
        blockStart[b] = inRuns.length;
        const from = i;
        while (i < src.length && Math.floor(src[i]! / B) === b) i++;
        if (i > from) {
          const db = Math.floor(dst[from]! / B);
          srcBlocks |= 1 << b;
          dstBit[b] = 1 << db;
          dstBlock[b] = db;
          const runs = runsOf(src.slice(from, i), dst.slice(from, i));
          for (let q = 0; q < runs.length; q += 3) inRuns.push(runs[q]! - b * B, runs[q + 1]! - db * B, runs[q + 2]!);
        }
      }
      blockStart[this.nBlocks] = inRuns.length;
      p = {
        src: Int32Array.from(src),
        dst: Int32Array.from(dst),
        runs: runsOf(src, dst),
        blockStart,
        inRuns: Int32Array.from(inRuns),
        dstBlock,
        dstBit,
        srcBlocks,
      };
      this.pairCache.set(id, p);
    }
    return p;
  }

  /**
   * Every successor key of the state stored at `keys[at .. at+K)` at cell `a`, written to
   * `succKeys` (K words each) with the item used in `succItems` (0 for "no ship anchored
   * here", j + 1 for the j-th item anchored at `a`). `avail` has the bits of the vector groups with a ship left somewhere in the
   * state's vector. Returns how many. No allocation: this is the hot loop.
   */
  private successors(a: number, keys: Int32Array, at: number, avail: number, base: number): number {
    const K = this.K;
    const FW = this.FW;
    const out = this.succKeys;
    const items = this.succItems;
    const simple = this.simpleClose[a] === 1;
    let n = base;
    let o = base * K;
    for (let w = 0; w < K; w++) out[o + w] = keys[at + w]!;
    if ((this.mustCover[a] === 0 || (keys[at]! & 1) !== 0) && (simple || this.close(a, out, o))) {
      this.slide(out, o, a + 1);
      items[n++] = 0;
      o += K;
    }
    // Every item's mask holds its anchor: none fits on a covered cell.
    if ((keys[at]! & 1) !== 0) return n - base;
    const list = this.byAnchor[a]!;
    const masks = this.anchorMasks[a]!;
    const halos = this.anchorHalos[a]!;
    const fleet = this.anchorFleet[a]!;
    const hasDeltas = this.anchorDeltas[a] === 1;
    for (let j = 0; j < list.length; j++) {
      if (!itemFits(masks, fleet, FW, j, keys, at, avail)) continue;
      const fw = fleet[3 * j]!;
      const fs = fleet[3 * j + 1]!;
      const mb = j * FW;
      let w = 0;
      for (; w < FW; w++) out[o + w] = keys[at + w]! | halos[mb + w]!;
      for (; w < K; w++) out[o + w] = keys[at + w]!;
      if (fw >= 0) out[o + fw] = out[o + fw]! - (1 << fs);
      let ok = true;
      if (hasDeltas) {
        const d = list[j]!.deltas;
        for (let i = 0; i < d.length; i += 2) {
          const info = this.counters[d[i]!]!;
          const f = info.field;
          const m = (1 << f.bits) - 1;
          let v = ((out[o + f.word]! >>> f.shift) & m) + info.offset + d[i + 1]!;
          if (v > info.pruneAbove) {
            ok = false;
            break;
          }
          if (v > info.saturate) v = info.saturate;
          out[o + f.word] = (out[o + f.word]! & ~(m << f.shift)) | (((v - info.offset) & m) << f.shift);
        }
      }
      if (!ok || !(simple || this.close(a, out, o))) continue;
      this.slide(out, o, a + 1);
      items[n++] = j + 1;
      o += K;
    }
    return n - base;
  }

  /**
   * `successors` for the commonest shape: a two-word key holding a two-word window (the fleet
   * in the key, in the window's last word), at a cell where no constraint weighs an item and
   * closing only slides the window (`fastAt`).
   */
  private successors2(a: number, keys: Int32Array, at: number, base: number): number {
    const out = this.succKeys;
    const items = this.succItems;
    const m = this.topMask;
    const k0 = keys[at]!;
    const k1 = keys[at + 1]!;
    let n = base;
    let o = base * 2;
    const live = this.live;
    const l0 = live === undefined || a + 1 >= this.N ? -1 : live[2 * a + 2]!;
    const l1 = live === undefined || a + 1 >= this.N ? -1 : live[2 * a + 3]! | ~m;
    out[o] = ((k0 >>> 1) | (k1 << 31)) & l0;
    out[o + 1] = ((k1 & ~m) | ((k1 & m) >>> 1)) & l1;
    items[n++] = 0;
    o += 2;
    // Every item's mask holds its anchor: none fits on a covered cell.
    if ((k0 & 1) !== 0) return n - base;
    const masks = this.anchorMasks[a]!;
    const halos = this.anchorHalos[a]!;
    const fleet = this.anchorFleet[a]!;
    const count = masks.length >> 1;
    for (let j = 0; j < count; j++) {
      const fw = fleet[3 * j]!;
      const fs = fleet[3 * j + 1]!;
      if (((keys[at + fw]! >>> fs) & fleet[3 * j + 2]!) === 0) continue;
      if ((masks[2 * j]! & k0) !== 0 || (masks[2 * j + 1]! & k1) !== 0) continue;
      const x0 = k0 | halos[2 * j]!;
      // The fleet field lives in word 1 (fw = 1) when K = 2.
      const x1 = (k1 | halos[2 * j + 1]!) - (1 << fs);
      out[o] = ((x0 >>> 1) | (x1 << 31)) & l0;
      out[o + 1] = ((x1 & ~m) | ((x1 & m) >>> 1)) & l1;
      items[n++] = j + 1;
      o += 2;
    }
    return n - base;
  }

  /**
   * Slide the window of the key at `buf[o ..]` by a cell (dropping the cell just decided), to
   * start at cell `b`; with `live`, forget the frontier bits no item anchored from `b` on can meet.
   */
  private slide(buf: Int32Array, o: number, b: number): void {
    const last = this.FW - 1;
    for (let w = 0; w < last; w++) buf[o + w] = (buf[o + w]! >>> 1) | (buf[o + w + 1]! << 31);
    const x = buf[o + last]!;
    const m = this.topMask;
    buf[o + last] = (x & ~m) | ((x & m) >>> 1);
    const live = this.live;
    if (live !== undefined && b < this.N) {
      const at = b * (last + 1);
      for (let w = 0; w < last; w++) buf[o + w]! &= live[at + w]!;
      buf[o + last]! &= live[at + last]! | ~m;
    }
  }

  /** After cell `a`: check and reset finished constraints, check key groups (the caller slides the window). */
  private close(a: number, buf: Int32Array, o: number): boolean {
    const ends = this.endsAt[a]!;
    for (let i = 0; i < ends.length; i++) {
      const ci = ends[i]!;
      const info = this.counters[ci]!;
      const f = info.field;
      const m = (1 << f.bits) - 1;
      const v = ((buf[o + f.word]! >>> f.shift) & m) + info.offset;
      if (!satisfies(this.keyed[ci]!, v)) return false;
      buf[o + f.word] = (buf[o + f.word]! & ~(m << f.shift)) | (((-info.offset) & m) << f.shift);
    }
    const gEnds = this.groupsEndAt[a]!;
    for (let i = 0; i < gEnds.length; i++) {
      const f = this.keyFleet[gEnds[i]!];
      if (f && ((buf[o + f.word]! >>> f.shift) & ((1 << f.bits) - 1)) !== 0) return false;
    }
    return true;
  }

  /** Bits of the vector groups with a ship left in some non-zero entry of state `s`. */
  private availOf(level: LevelData, s: number): number {
    const V = this.V;
    const L = this.L;
    const vals = level.vals;
    const base = s * V * L;
    let bits = 0;
    if (L === 1) {
      // Compact: the state's blocks one after the other.
      const B = this.B;
      let blocks = level.bm![s]!;
      let at = level.off![s]!;
      while (blocks !== 0) {
        const low = blocks & -blocks;
        blocks ^= low;
        const from = (31 - Math.clz32(low)) * B;
        for (let i = 0; i < B; i++) if (vals[at + i] !== 0) bits |= this.availBits[from + i]!;
        at += B;
      }
      return bits;
    }
    for (let r = 0; r < V; r++) {
      for (let l = 0; l < L; l++) {
        if (vals[base + r * L + l] !== 0) {
          bits |= this.availBits[r]!;
          break;
        }
      }
    }
    return bits;
  }

  /**
   * How the last `count` came to its exact answer, for tests and diagnostics: 'residue' when
   * the float pass's own residue pinned it, 'residues' when a second pass's residue joined it.
   */
  countedBy: 'floats' | 'residue' | 'residues' | 'limbs' | undefined;

  /**
   * The most bytes the last `count`'s passes held at once in the structures of their levels, as
   * the memory guard reckons them (`guardBytes`): for tests and diagnostics.
   */
  peakBytes = 0;

  /** The memory guard (MAX_PASS_BYTES): keeps the peak, throws BudgetExceeded('memory') past the limit. */
  private guardBytes(bytes: number, opts: DpOptions): void {
    if (bytes > this.peakBytes) this.peakBytes = bytes;
    if (bytes > (opts.maxBytes ?? MAX_PASS_BYTES)) throw new BudgetExceeded('memory');
  }

  /**
   * The bytes kept so far by the last `count` with `keepLevels` (levels and moves, as the kept
   * levels' guard reckons them: `keptBytes`), and the most it held at once with the level being
   * built: for tests and diagnostics.
   */
  peakKeptBytes = 0;
  private keptBytes = 0;

  /**
   * The kept levels' guard (MAX_KEPT_BYTES): the bytes kept so far and `more` of the level being
   * built; keeps the peak, throws BudgetExceeded('memory') past the limit.
   */
  private guardKept(more: number, opts: DpOptions): void {
    const bytes = this.keptBytes + more;
    if (bytes > this.peakKeptBytes) this.peakKeptBytes = bytes;
    if (bytes > (opts.maxKeptBytes ?? MAX_KEPT_BYTES)) throw new BudgetExceeded('memory');
  }

  /**
   * The kept level guard's share for one level's values of the compact pass (KEPT_LEVEL_SHARE):
   * throws BudgetExceeded('memory') when `values` floats are past it.
   */
  private guardKeptLevel(values: number, opts: DpOptions): void {
    if (values * 8 > (opts.maxKeptBytes ?? MAX_KEPT_BYTES) * KEPT_LEVEL_SHARE) throw new BudgetExceeded('memory');
  }

  /** Add a kept level's arrays (values, block bits, offsets) to the kept bytes. */
  private keptLevel(level: LevelData): void {
    this.keptArrays([level.vals, level.bm, level.off]);
  }

  /** Add a level's kept moves to the kept bytes. */
  private keptMoves(moves: Moves): void {
    this.keptArrays([moves.start, moves.dest, moves.item, moves.hop]);
  }

  /** Add arrays kept to the kept bytes: their buffers, which a view (`subarray`) holds whole. */
  private keptArrays(arrays: readonly (ArrayBufferView | undefined)[]): void {
    for (const x of arrays) this.keptBytes += x?.buffer.byteLength ?? 0;
    if (this.keptBytes > this.peakKeptBytes) this.peakKeptBytes = this.keptBytes;
  }

  /** What of the level being built is charged already (`chargeSoFar`). */
  private chargedStates = 0;
  private chargedMoves = 0;

  /**
   * Charge the level being built with its `states` expanded and `moves` made so far, less what
   * was charged of it before: a level is charged as it grows, not only once it is complete, so
   * that a meter out of budget stops inside a long level and one `reporting` progress reports
   * during it. The same total in the end; `endLevel` starts the next level's account.
   */
  private chargeSoFar(work: WorkMeter | undefined, state: WorkKind, states: number, move: WorkKind, moves: number): void {
    if (!work) return;
    work.charge(state, states - this.chargedStates);
    this.chargedStates = states;
    work.charge(move, moves - this.chargedMoves);
    this.chargedMoves = moves;
  }

  private endLevel(): void {
    this.chargedStates = 0;
    this.chargedMoves = 0;
  }

  /** The exact number of layouts (forward pass). */
  count(opts: DpOptions = {}): bigint {
    this.weightsDone = undefined;
    this.peakBytes = 0;
    this.peakKeptBytes = 0;
    this.countedBy = undefined;
    this.tracked = undefined;
    this.completions = [];
    if (this.empty) {
      this.levels = [];
      this.moves = [];
      return 0n;
    }
    if (opts.forceLimbs !== true) {
      this.L = 1;
      const first = this.forward(opts);
      const residues = opts.residues ?? { moduli: MODULI };
      if (first !== undefined && first < EXACT_FLOAT && residues.always !== true) {
        this.countedBy = 'floats';
        return BigInt(first);
      }
      // Too big for a float to be exact. The compact pass tracked the count modulo the first
      // modulus from the first value past 2^52 on: when that pins the count, done. Else (counts
      // past about 10^24 here, or both moduli asked for) the pass is run again tracking the
      // second modulus from the start, and the two residues pin it together; else limbs.
      const t1 = this.trackedResidue();
      const slack = first === undefined ? undefined : errorSlack(first, this.movesMade);
      if (first !== undefined && t1 !== undefined && slack !== undefined) {
        const [m1, m2] = residues.moduli;
        const b1 = BigInt(m1);
        if (residues.pair !== true && 2n * slack < b1) {
          const exact = nearest(first, BigInt(t1.residue), b1, slack);
          if (exact !== undefined) {
            this.countedBy = 'residue';
            return exact;
          }
        }
        const b2 = BigInt(m2);
        const M = b1 * b2;
        if (2n * slack < M) {
          this.forward({ ...opts, residues: { moduli: [m2, m1], always: true } });
          const t2 = this.trackedResidue();
          if (t2 !== undefined) {
            // x ≡ r1 (mod m1), x ≡ r2 (mod m2), 0 <= x < M.
            const r1 = BigInt(t1.residue);
            const r2 = BigInt(t2.residue);
            const x = (r1 + b1 * ((((r2 - r1) % b2) + b2) % b2 * modInverse(b1 % b2, b2) % b2)) % M;
            const exact = nearest(first, x, M, slack);
            if (exact !== undefined) {
              this.countedBy = 'residues';
              return exact;
            }
          }
        }
      }
    }
    this.countedBy = 'limbs';
    for (this.L = 3; ; this.L += 2) {
      if (this.forward(opts) !== undefined) return this.exactFinal();
    }
  }

  /** The final count from the multi-limb values. */
  private exactFinal(): bigint {
    const last = this.lastLevel;
    if (!last || last.n === 0) return 0n;
    let x = 0n;
    for (let l = this.L - 1; l >= 0; l--) x = (x << 32n) + BigInt(last.vals[l]!);
    return x;
  }

  private lastLevel: LevelData | undefined;

  /**
   * The forward pass: with one float an entry, `forwardCompact` or the scalar passes; here,
   * multi-limb values (`L` > 1), each state a dense vector. Returns the final value as a float,
   * or undefined when limbs overflowed. With `keepLevels`, keeps every level's values and
   * records its moves (then drops its keys and hash slots: the backward pass and the sampler
   * walk the moves, with no hashing).
   */
  private forward(opts: DpOptions): number | undefined {
    const keep = opts.keepLevels === true;
    this.keptBytes = 0;
    const K = this.K;
    const V = this.V;
    const L = this.L;
    const stride = V * L;
    if (V === 1 && L === 1) return this.sortedLevels ? this.forwardSorted(opts) : this.forwardScalar(opts);
    if (L === 1) return this.forwardCompact(opts);
    let cur = new Level(K, stride, 16);
    const i0 = cur.intern(this.initial, 0);
    cur.vals[i0 * stride + this.r0 * L] = 1;
    this.levels = keep ? [cur] : [];
    if (keep) this.keptLevel(cur);
    this.moves = [];
    const succ = this.succKeys;
    const succItems = this.succItems;
    let mDest = new Int32Array(keep ? 1024 : 0);
    let mItem = new Uint16Array(keep ? 1024 : 0);
    let ticks = 0;
    let states = 0;
    let overflow = false;
    let limbs = 0;
    let growth = 2;
    let spare: Int32Array | undefined;
    for (let a = 0; a < this.N; a++) {
      const next = new Level(K, stride, Math.max(16, Math.ceil(cur.n * growth)), spare);
      const pairsAt = this.anchorPairs[a]!;
      const mStart = keep ? new Int32Array(cur.n + 1) : mDest;
      let m = 0;
      for (let s = 0; s < cur.n; s++) {
        if ((++ticks & 255) === 0) {
          this.guardBytes(next.bytes() + cur.keys.byteLength + cur.vals.byteLength + cur.bm.byteLength, opts);
          // The level's values and its moves so far (destination and item each), beside those kept.
          if (keep) this.guardKept(next.n * stride * 8 + mStart.byteLength + 6 * m, opts);
          if (opts.maxWork !== undefined && states + next.n + ((states + next.n) * V) / 16 > opts.maxWork) throw new BudgetExceeded();
        }
        const n = this.successors(a, cur.keys, s * K, this.availOf(cur, s), 0);
        if (keep) {
          mStart[s] = m;
          if (m + n > mDest.length) ({ dest: mDest, item: mItem } = grownMoves(mDest, mItem, m + n));
        }
        for (let j = 0; j < n; j++) {
          const pr = pairsAt[succItems[j]!]!;
          const di = next.intern(succ, j * K);
          if (keep) {
            mDest[m] = di;
            mItem[m++] = succItems[j]!;
          }
          const d = di * stride;
          const sv = cur.vals;
          const dv = next.vals;
          const sb = s * stride;
          const src = pr.src;
          const dst = pr.dst;
          limbs += src.length;
          for (let i = 0; i < src.length; i++) {
            const so = sb + src[i]! * L;
            const doff = d + dst[i]! * L;
            for (let l = 0; l < L; l++) dv[doff + l]! += sv[so + l]!;
            for (let l = 0; l < L - 1; l++) {
              if (dv[doff + l]! >= TWO32) {
                dv[doff + l]! -= TWO32;
                dv[doff + l + 1]! += 1;
              }
            }
            if (dv[doff + L - 1]! >= EXACT_FLOAT) overflow = true;
          }
        }
      }
      if (overflow) return undefined;
      opts.work?.charge('limb', limbs * L);
      limbs = 0;
      states += next.n;
      if (opts.maxWork !== undefined && states + (states * V) / 16 > opts.maxWork) throw new BudgetExceeded();
      growth = Math.min(4, Math.max(1, next.n / Math.max(1, cur.n)) * 1.1);
      if (keep) {
        next.trim();
        mStart[cur.n] = m;
        this.moves.push({ start: mStart, dest: mDest.slice(0, m), item: mItem.slice(0, m) });
        cur.dropKeys();
        this.levels.push(next);
        this.keptLevel(next);
        this.keptMoves(this.moves.at(-1)!);
      }
      spare = next.releaseSlots();
      cur = next;
      opts.onProgress?.(((a + 1) / this.N) * (keep ? 0.5 : 1));
    }
    this.lastLevel = cur;
    if (cur.n === 0) return 0;
    let x = 0;
    for (let l = L - 1; l >= 0; l--) x = x * TWO32 + cur.vals[l]!;
    return x;
  }

  /**
   * `forward` for one float an entry (the float pass): each level is built in three steps. The
   * states and moves first (hashing the successors, and marking each destination's blocks that
   * may be non-zero), then the values, compact: only the marked blocks of each state, one after
   * the other (`Level.off`), then the values added along the moves, block by block. On
   * Морской бой after one shot a state keeps 39% of its 120 entries.
   *
   * Successors hop: one whose next cell is covered (its frontier bit set: the only move there is
   * "no ship") slides on over such cells (`hopOver`, up to MAX_COMPACT_HOP) and becomes a state of
   * that later level; its move records the hop. On Морской бой 84% of the states were at a
   * covered cell: after two shots at the first side, 71K states instead of 417K, and the
   * inference twice as fast. Level d's values are added once its states are all known,
   * after the expansion of level d - 1, from every move into it (`into`, kept per level of the
   * ring of open levels: source state, item and hop, destination state).
   */
  private forwardCompact(opts: DpOptions): number {
    const keep = opts.keepLevels === true;
    const K = this.K;
    const V = this.V;
    const B = this.B;
    const N = this.N;
    const maxHop = this.maxHop;
    const ring = maxHop + 1;
    const hopOver = this.hopOver;
    const blockAvail = this.blockAvail;
    const first = new Level(K, 0, 16);
    const i0 = first.intern(this.initial, 0);
    first.bm[i0] = 1 << Math.floor(this.r0 / B);
    first.off = Int32Array.of(0, B);
    first.vals = new Float64Array(B);
    first.vals[this.r0 % B] = 1;
    first.dropIndex();
    this.levels = keep ? [first] : [];
    if (keep) this.keptLevel(first);
    this.moves = [];
    /** The levels not yet complete (states still arriving), by level number modulo `ring`. */
    const open: (Level | undefined)[] = new Array<Level | undefined>(ring);
    /** The complete levels a hop may still start from (the levels from d - ring on). */
    const done: (Level | undefined)[] = new Array<Level | undefined>(ring);
    /** Per open level, the moves into it: (source state, item | hop << 16, destination) each. */
    const into: Int32Array[] = Array.from({ length: ring }, () => new Int32Array(3 * 64));
    const intoN = new Int32Array(ring);
    const spares: Int32Array[] = [];
    const succ = this.succKeys;
    const succItems = this.succItems;
    let mDest = new Int32Array(keep ? 1024 : 0);
    let mItem = new Uint16Array(keep ? 1024 : 0);
    let mHop = new Uint8Array(keep ? 1024 : 0);
    let ticks = 0;
    let states = 0;
    let pending = 0;
    let moves = 0;
    let cur = first;
    done[0] = first;
    // Residues modulo m1 of the levels' values, per level of `done`, once tracked (from the first
    // level with a value past 2^52, or from the start when the residues are always taken).
    const m1 = (opts.residues ?? { moduli: MODULI }).moduli[0];
    let track = opts.residues?.always === true;
    const res: (Float64Array | undefined)[] = new Array<Float64Array | undefined>(ring);
    /** The bytes of the open and recent levels, their moves, residues and spare slots (the memory guard). */
    const held = (): number => {
      let b = 0;
      let largest = 0;
      for (let k = 0; k < ring; k++) {
        b += (open[k]?.bytes() ?? 0) + (done[k]?.bytes() ?? 0) + into[k]!.byteLength + (res[k]?.byteLength ?? 0);
        largest = Math.max(largest, into[k]!.byteLength);
      }
      for (const x of spares) b += x.byteLength;
      // A list of moves doubles beside the old.
      return b + 2 * largest;
    };
    if (track) {
      res[0] = new Float64Array(B);
      res[0][this.r0 % B] = 1 % m1;
    }
    for (let a = 0; a < N; a++) {
      const pairsAt = this.anchorPairs[a]!;
      const mStart = keep ? new Int32Array(cur.n + 1) : NO_KEYS;
      let m = 0;
      const cbm = cur.bm;
      // The states and moves.
      for (let s = 0; s < cur.n; s++) {
        if ((++ticks & 255) === 0) {
          this.chargeSoFar(opts.work, 'vectorState', s, 'vectorMove', 0);
          this.guardBytes(held(), opts);
          if (keep) {
            // The open levels' values (a block at least a state) and this level's moves so far
            // (destination, item and hop each), beside those kept.
            this.guardKeptLevel(pending * B, opts);
            this.guardKept(pending * B * 8 + mStart.byteLength + 7 * m, opts);
          }
          if (opts.maxWork !== undefined && states + pending + ((states + pending) * V) / 16 > opts.maxWork) throw new BudgetExceeded();
        }
        const n = this.successors(a, cur.keys, s * K, this.availOf(cur, s), 0);
        if (keep) {
          mStart[s] = m;
          if (m + n > mDest.length) ({ dest: mDest, item: mItem, hop: mHop } = grownHopMoves(mDest, mItem, mHop, m + n));
        }
        const sm = cbm[s]!;
        for (let j = 0; j < n; j++) {
          const it = succItems[j]!;
          const o = j * K;
          let blocks = sm & pairsAt[it]!.srcBlocks;
          let dm = 0;
          let avail = 0;
          while (blocks !== 0) {
            const low = blocks & -blocks;
            blocks ^= low;
            const db = pairsAt[it]!.dstBlock[31 - Math.clz32(low)]!;
            dm |= 1 << db;
            avail |= blockAvail[db]!;
          }
          let r = 0;
          while (r < maxHop && hopOver[a + 1 + r] === 1 && ((succ[o]! & 1) !== 0 || this.fitsNone(a + 1 + r, succ, o, avail))) {
            this.slide(succ, o, a + 2 + r);
            r++;
          }
          const slot = (a + 1 + r) % ring;
          let lv = open[slot];
          if (lv === undefined) {
            lv = new Level(K, 0, Math.max(16, cur.n), spares.pop());
            open[slot] = lv;
          }
          const before = lv.n;
          const di = lv.intern(succ, o);
          pending += lv.n - before;
          lv.bm[di]! |= dm;
          let list = into[slot]!;
          const at = intoN[slot]!;
          if (at + 3 > list.length) {
            const grown = new Int32Array(list.length * 2);
            grown.set(list);
            into[slot] = list = grown;
          }
          list[at] = s;
          list[at + 1] = it | (r << 16);
          list[at + 2] = di;
          intoN[slot] = at + 3;
          if (keep) {
            mDest[m] = di;
            mItem[m] = it;
            mHop[m++] = r;
          }
        }
      }
      if (keep) {
        mStart[cur.n] = m;
        this.moves.push({ start: mStart, dest: mDest.slice(0, m), item: mItem.slice(0, m), hop: mHop.slice(0, m) });
        this.keptMoves(this.moves.at(-1)!);
        cur.dropKeys();
      }
      // Level a + 1 has all its states now: where each state's blocks go, then its values, along
      // the moves into it (from levels a, a - 1, .., a - maxHop), in the order made.
      const d = a + 1;
      const slot = d % ring;
      const next = open[slot] ?? new Level(K, 0, 16);
      open[slot] = undefined;
      pending -= next.n;
      const nbm = next.bm;
      const off = new Int32Array(next.n + 1);
      for (let t = 0; t < next.n; t++) off[t + 1] = off[t]! + popcount(nbm[t]!) * B;
      const size = off[next.n]!;
      // The values about to be made (and their residues, when tracked) beside what is held.
      this.guardBytes(held() + next.bytes() + off.byteLength + size * 8 * (track ? 2 : 1), opts);
      if (keep) {
        this.guardKeptLevel(size, opts);
        this.guardKept(size * 8 + off.byteLength + nbm.buffer.byteLength, opts);
      }
      this.chargeSoFar(opts.work, 'vectorState', cur.n, 'vectorMove', 0);
      this.endLevel();
      if (opts.work) {
        // The moves into this level (from a, and hops from before).
        opts.work.charge('vectorMove', intoN[slot]! / 3);
        opts.work.charge('vectorValue', track ? 2 * size : size);
      }
      opts.onLevel?.(d, next.n, size);
      const nv = new Float64Array(size);
      next.off = off;
      next.vals = nv;
      const rv = track ? new Float64Array(size) : undefined;
      this.addAlong(d, next, into[slot]!, intoN[slot]!, done, nv, rv, res, m1);
      if (rv === undefined) {
        // Residues from here on once a value may be past exact (below 2^52 every value of the
        // levels before is an exact integer: their residues are their values reduced).
        let max = 0;
        for (let i = 0; i < size; i++) if (nv[i]! > max) max = nv[i]!;
        if (max >= EXACT_FLOAT) {
          // (done[slot] is still level d - ring, whose moves may have hopped to d.)
          track = true;
          for (let k = 0; k < ring; k++) res[k] = done[k]?.vals.map((x) => x % m1);
          const own = new Float64Array(size);
          this.addAlong(d, next, into[slot]!, intoN[slot]!, done, undefined, own, res, m1);
          res[slot] = own;
        }
      } else res[slot] = rv;
      moves += intoN[slot]! / 3;
      intoN[slot] = 0;
      states += next.n;
      if (opts.maxWork !== undefined && states + (states * V) / 16 > opts.maxWork) throw new BudgetExceeded();
      const slots = next.releaseSlots();
      if (slots.length > 0) spares.push(slots);
      if (keep) {
        next.bm = next.bm.subarray(0, next.n);
        this.levels.push(next);
        this.keptLevel(next);
      }
      done[slot] = next;
      cur = next;
      opts.onProgress?.((d / N) * (keep ? 0.5 : 1));
    }
    this.lastLevel = cur;
    this.movesMade = moves;
    // The one state left, its entry 0 (no ship left), in its first block.
    const found = cur.n > 0 && (cur.bm[0]! & 1) !== 0;
    this.tracked = track ? { modulus: m1, residue: found ? res[N % ring]![0]! : 0 } : undefined;
    return found ? cur.vals[0]! : 0;
  }

  /**
   * Add the values of the moves into level `d` (`list`: source state, item | hop << 16,
   * destination, `count` ints), from the complete levels `done` (by level modulo their number):
   * into `nv` (floats), and into `rv` the sources' residues modulo `m` (`res`), each when given.
   */
  private addAlong(
    d: number,
    next: Level,
    list: Int32Array,
    count: number,
    done: readonly (Level | undefined)[],
    nv: Float64Array | undefined,
    rv: Float64Array | undefined,
    res: readonly (Float64Array | undefined)[],
    m: number,
  ): void {
    const B = this.B;
    const ring = done.length;
    const nbm = next.bm;
    const off = next.off!;
    for (let q0 = 0; q0 < count; q0 += 3) {
      const s = list[q0]!;
      const code = list[q0 + 1]!;
      const dst = list[q0 + 2]!;
      const src = d - 1 - (code >>> 16);
      const from = done[src % ring]!;
      const rs = rv === undefined ? undefined : res[src % ring]!;
      const pr = this.anchorPairs[src]![code & 0xffff]!;
      const cv = from.vals;
      const sm = from.bm[s]!;
      const sBase = from.off![s]!;
      const runs = pr.inRuns;
      const bs = pr.blockStart;
      const dmask = nbm[dst]!;
      const dBase = off[dst]!;
      let blocks = sm & pr.srcBlocks;
      while (blocks !== 0) {
        const low = blocks & -blocks;
        blocks ^= low;
        const b = 31 - Math.clz32(low);
        const so0 = sBase + rank(sm, b) * B;
        const do0 = dBase + rank(dmask, pr.dstBlock[b]!) * B;
        for (let q = bs[b]!, qEnd = bs[b + 1]!; q < qEnd; q += 3) {
          const so = so0 + runs[q]!;
          const dof = do0 + runs[q + 1]! - so;
          const iEnd = so + runs[q + 2]!;
          if (nv !== undefined) for (let i = so; i < iEnd; i++) nv[dof + i]! += cv[i]!;
          if (rv !== undefined) {
            for (let i = so; i < iEnd; i++) {
              let x = rv[dof + i]! + rs![i]!;
              if (x >= m) x -= m;
              rv[dof + i] = x;
            }
          }
        }
      }
    }
  }

  /** Moves made by the last compact float pass (each adds once into a destination's entries). */
  private movesMade = 0;
  /** The last compact float pass's count modulo `modulus`, when it tracked residues. */
  private tracked: { readonly modulus: number; readonly residue: number } | undefined;

  /** `tracked`, read through a call: after `count` resets it, TypeScript would narrow the field to undefined. */
  private trackedResidue(): { readonly modulus: number; readonly residue: number } | undefined {
    return this.tracked;
  }

  /** Where entry r of state s lies in a level's values (compact or `V` a state). */
  private entryAt(level: LevelData, s: number, r: number): number {
    const off = level.off;
    if (off === undefined) return s * this.V + r;
    const b = Math.floor(r / this.B);
    return off[s]! + rank(level.bm![s]!, b) * this.B + (r - b * this.B);
  }

  /** The bytes `forwardSorted` holds: its builders (streams, outputs) and, keeping levels, the moves of the level being expanded. */
  private sortedBytes(keep: boolean): number {
    let held = 0;
    let next = 0;
    for (const s of this.sorters ?? []) {
      const b = s.bytes();
      held += b.held;
      next = Math.max(next, b.next);
    }
    // Only one array grows at a time.
    return held + (keep ? Math.max(next, 2 * (this.hopItems.byteLength + this.hopLengths.byteLength)) + this.hopItems.byteLength + this.hopLengths.byteLength : next);
  }

  /** The recorded moves' items and hops of the level being expanded (`forwardSorted`). */
  private hopItems = new Uint16Array(0);
  private hopLengths = new Uint8Array(0);

  private growHopMoves(need: number): void {
    const items = new Uint16Array(Math.max(need, 2 * this.hopItems.length));
    items.set(this.hopItems);
    this.hopItems = items;
    const hops = new Uint8Array(items.length);
    hops.set(this.hopLengths);
    this.hopLengths = hops;
  }

  /**
   * One level of `forwardSorted` at a `fastAt` cell of a two-word key and window, the key kept as
   * a number and unpacked into its two words once: the fleet and frontier arithmetic of
   * `successors2`, then the hops (`hop2`). Returns the number of moves.
   */
  private sortedLevel2(
    a: number,
    keys: Float64Array,
    vals: Float64Array,
    n: number,
    mStart: Int32Array | undefined,
    targets: readonly SortedLevelBuilder[],
    S: number,
    limit: number,
    opts: DpOptions,
  ): number {
    const top = this.topMask;
    const masks = this.anchorMasks[a]!;
    const fleet = this.anchorFleet[a]!;
    const count = masks.length >> 1;
    const keep = mStart !== undefined;
    let m = 0;
    for (let s = 0; s < n; s++) {
      if ((s & 1023) === 1023) {
        this.chargeSoFar(opts.work, 'scalarState', s, 'scalarMove', m);
        if ((s & SORTED_BYTES_CHECK) === SORTED_BYTES_CHECK) this.guardBytes(this.sortedBytes(keep), opts);
        // This level's moves so far (destination, item and hop each), beside the levels kept.
        if (keep) this.guardKept(mStart.byteLength + 7 * m, opts);
      }
      const k = keys[s]!;
      const hi = Math.floor(k / TWO32);
      const lo = (k - hi * TWO32) | 0;
      const x = vals[s]!;
      if (keep) {
        mStart[s] = m;
        if (m + count + 1 > this.hopItems.length) this.growHopMoves(m + count + 1);
      }
      // No ship.
      let r = this.hop2(a + 1, (lo >>> 1) | (hi << 31), (hi & ~top) | ((hi & top) >>> 1), limit);
      targets[r]!.push(r * S, this.hopKey, x, m * TAGS + r);
      if (keep) {
        this.hopItems[m] = 0;
        this.hopLengths[m] = r;
      }
      m++;
      // Every item's mask holds its anchor: none fits on a covered cell.
      if ((lo & 1) !== 0) continue;
      for (let j = 0; j < count; j++) {
        const fs = fleet[3 * j + 1]!;
        if (((hi >>> fs) & fleet[3 * j + 2]!) === 0) continue;
        const ml = masks[2 * j]!;
        const mh = masks[2 * j + 1]!;
        if ((ml & lo) !== 0 || (mh & hi) !== 0) continue;
        // Halo = mask here; the fleet field lives in word 1.
        const l = lo | ml;
        const h = (hi | mh) - (1 << fs);
        r = this.hop2(a + 1, (l >>> 1) | (h << 31), (h & ~top) | ((h & top) >>> 1), limit);
        targets[r]!.push(r * S + j + 1, this.hopKey, x, m * TAGS + r);
        if (keep) {
          this.hopItems[m] = j + 1;
          this.hopLengths[m] = r;
        }
        m++;
      }
    }
    if (keep) mStart[n] = m;
    return m;
  }

  /**
   * The hops of a successor, two-word key (lo, hi) at cell `c`: while its only move is "no ship"
   * (the cell is covered, or no item anchored there fits: `hopCheck`), and at most `limit` times,
   * slide it on. Leaves the key reached, as a number, in `hopKey`; returns the cells hopped.
   */
  private hop2(c: number, lo: number, hi: number, limit: number): number {
    const top = this.topMask;
    let r = 0;
    while (r < limit) {
      if ((lo & 1) === 0) {
        if (this.hopCheck[c + r] === 0) break;
        if ((hi & this.hopFleet[c + r]!) !== 0 && this.fitsAt(c + r, lo, hi)) break;
      }
      lo = (lo >>> 1) | (hi << 31);
      hi = (hi & ~top) | ((hi & top) >>> 1);
      r++;
    }
    this.hopKey = hi * TWO32 + (lo >>> 0);
    return r;
  }

  /**
   * Does no item anchored at `c` fit the key at `buf[o ..]` (by masks, and by fleet: the key's
   * groups, and `avail` for the vector groups)? Then the only move at `c` is "no ship", unless
   * `c` must be covered (false then). Counters are not checked: an item they would refuse
   * still counts as fitting.
   */
  private fitsNone(c: number, buf: Int32Array, o: number, avail: number): boolean {
    if (this.mustCover[c] === 1) return false;
    const FW = this.FW;
    const masks = this.anchorMasks[c]!;
    const fleet = this.anchorFleet[c]!;
    for (let j = 0, count = masks.length / FW; j < count; j++) if (itemFits(masks, fleet, FW, j, buf, o, avail)) return false;
    return true;
  }

  /** Does some item anchored at `c` fit the two-word key (lo, hi), by fleet and masks (`hopCheck`)? */
  private fitsAt(c: number, lo: number, hi: number): boolean {
    const masks = this.anchorMasks[c]!;
    const fleet = this.anchorFleet[c]!;
    for (let j = 0, count = masks.length >> 1; j < count; j++) {
      if (((hi >>> fleet[3 * j + 1]!) & fleet[3 * j + 2]!) !== 0 && (masks[2 * j]! & lo) === 0 && (masks[2 * j + 1]! & hi) === 0) return true;
    }
    return false;
  }


  /**
   * `forward` when a state's value is one float and its key a number below 2^53 (`sortedLevels`):
   * each level's keys are numbers in ascending order, and the next level is merged from the
   * sorted streams of its successors (sorted-level.ts), with no hashing.
   */
  private forwardSorted(opts: DpOptions): number | undefined {
    const keep = opts.keepLevels === true;
    const K = this.K;
    const N = this.N;
    const S = this.succItems.length / CHUNK;
    const ring = MAX_HOP + 1;
    const builders = (this.sorters ??= Array.from({ length: ring }, () => new SortedLevelBuilder()));
    for (const b of builders) b.begin(ring * S);
    this.endLevel();
    const simple = this.simpleClose;
    const w = this.keyWords;
    w.fill(0);
    let keys: Float64Array = Float64Array.of(K === 1 ? this.initial[0]! >>> 0 : this.initial[1]! * TWO32 + (this.initial[0]! >>> 0));
    let vals: Float64Array = Float64Array.of(1);
    let n = 1;
    this.levels = keep ? [{ n, keys: NO_KEYS, vals }] : [];
    if (keep) this.keptLevel(this.levels[0]!);
    this.moves = [];
    /** Per level, where its moves' destination states go (filled when their levels are built). */
    const dests: Int32Array[] = [];
    const succ = this.succKeys;
    const succItems = this.succItems;
    this.hopItems = new Uint16Array(keep ? 1024 : 0);
    this.hopLengths = new Uint8Array(keep ? 1024 : 0);
    const hopLimit = new Uint8Array(N + 1);
    for (let c = N - 1; c >= 0; c--) hopLimit[c] = simple[c] === 1 ? Math.min(MAX_HOP, hopLimit[c + 1]! + 1) : 0;
    const targets: SortedLevelBuilder[] = [];
    const two = K === 2 && this.FW === 2;
    let ticks = 0;
    let states = 0;
    let m = 0;
    for (let a = 0; a < N; a++) {
      const fast = this.fastAt[a] === 1;
      const mStart = keep ? new Int32Array(n + 1) : NO_KEYS;
      m = 0;
      for (let r = 0; r <= MAX_HOP; r++) targets[r] = builders[(a + 1 + r) % ring]!;
      // The commonest cells have a loop of their own; the rest go through `successors`.
      const special = fast && two;
      if (special) m = this.sortedLevel2(a, keys, vals, n, keep ? mStart : undefined, targets, S, hopLimit[a + 1]!, opts);
      for (let s = special ? n : 0; s < n; s++) {
        if ((++ticks & 1023) === 0) {
          this.chargeSoFar(opts.work, 'scalarState', s, 'scalarMove', m);
          if ((ticks & SORTED_BYTES_CHECK) === 0) this.guardBytes(this.sortedBytes(keep), opts);
          if (keep) this.guardKept(mStart.byteLength + 7 * m, opts);
        }
        const k = keys[s]!;
        const hi = Math.floor(k / TWO32);
        w[0] = (k - hi * TWO32) | 0;
        w[1] = hi;
        const c = fast ? this.successors2(a, w, 0, 0) : this.successors(a, w, 0, 0, 0);
        const x = vals[s]!;
        if (keep) {
          mStart[s] = m;
          if (m + c > this.hopItems.length) this.growHopMoves(m + c);
        }
        for (let j = 0; j < c; j++) {
          const o = j * K;
          // A successor whose next cell has one move only (no ship, and closing that cell does
          // nothing) slides on, up to MAX_HOP cells, rather than being kept as a state there:
          // with a two-word key when the cell is covered or nothing fits there (`hop2`), else
          // when the cell is covered.
          let r = 0;
          let d: number;
          if (two) {
            r = this.hop2(a + 1, succ[o]!, succ[o + 1]!, hopLimit[a + 1]!);
            d = this.hopKey;
          } else {
            while (r < MAX_HOP && (succ[o]! & 1) !== 0 && a + 1 + r < N && simple[a + 1 + r] === 1) {
              this.slide(succ, o, a + 2 + r);
              r++;
            }
            d = K === 1 ? succ[o]! >>> 0 : succ[o + 1]! * TWO32 + (succ[o]! >>> 0);
          }
          const it = succItems[j]!;
          if (keep) {
            this.hopItems[m] = it;
            this.hopLengths[m] = r;
          }
          targets[r]!.push(r * S + it, d, x, m * TAGS + r);
          m++;
        }
      }
      if (keep) {
        mStart[n] = m;
        dests[a] = new Int32Array(m);
        this.moves.push({ start: mStart, dest: dests[a]!, item: this.hopItems.slice(0, m), hop: this.hopLengths.slice(0, m) });
        this.keptMoves(this.moves.at(-1)!);
        this.guardKept(0, opts);
      }
      // Level a + 1 has had all its moves: from a, and hops from a - 1 .. a - MAX_HOP.
      const b = builders[(a + 1) % ring]!;
      // Its keys (and values, when not kept) are views of b's buffers, reused at b's next build,
      // ring levels on.
      // The build's own allocations (output buffers, a sort's scratch) are in its builder's bytes.
      this.guardBytes(this.sortedBytes(keep), opts);
      const next = b.build(keep ? Array.from({ length: ring }, (_, r) => dests[a - r]) : undefined, keep);
      b.begin(ring * S);
      this.chargeSoFar(opts.work, 'scalarState', n, 'scalarMove', m);
      this.endLevel();
      states += next.n;
      if (opts.maxWork !== undefined && states + states / 16 > opts.maxWork) throw new BudgetExceeded();
      if (keep) {
        this.levels.push({ n: next.n, keys: NO_KEYS, vals: next.vals });
        this.keptLevel(this.levels.at(-1)!);
        this.guardKept(0, opts);
      }
      keys = next.keys;
      vals = next.vals;
      n = next.n;
      opts.onProgress?.(((a + 1) / N) * (keep ? 0.5 : 1));
    }
    this.lastLevel = { n, keys: NO_KEYS, vals };
    return n === 0 ? 0 : vals[0]!;
  }

  /**
   * `forward` when a state's value is one float (V = 1, L = 1): successors of CHUNK states at a
   * time are hashed and their slots read first, so that the cache misses overlap, then added
   * in (scalar-level.ts).
   */
  private forwardScalar(opts: DpOptions): number | undefined {
    const keep = opts.keepLevels === true;
    const K = this.K;
    const first = new ScalarLevel(K, 16);
    first.add(this.initial, 0, first.hashOf(this.initial, 0), 1);
    let cur = first.finish();
    this.levels = keep ? [cur] : [];
    if (keep) this.keptLevel(cur);
    this.moves = [];
    const succ = this.succKeys;
    const succItems = this.succItems;
    const at = this.chunkAt;
    const hs = this.succHash;
    let mDest = new Int32Array(keep ? 1024 : 0);
    let mItem = new Uint16Array(keep ? 1024 : 0);
    let ticks = 0;
    let states = 0;
    let made = 0;
    let growth = 2;
    let spare: Int32Array | undefined;
    this.endLevel();
    for (let a = 0; a < this.N; a++) {
      // The level just made, beside the one being built (the memory guard).
      const curBytes = cur.keys.buffer.byteLength + cur.vals.byteLength;
      // Sized ahead for the growth seen; not past the memory guard (it grows as it must then).
      const ahead = Math.max(16, Math.ceil(cur.n * growth));
      const next = new ScalarLevel(K, curBytes + ScalarLevel.bytesFor(K, ahead) > (opts.maxBytes ?? MAX_PASS_BYTES) ? 16 : ahead, spare);
      const mStart = keep ? new Int32Array(cur.n + 1) : mDest;
      const fast = this.fastAt[a] === 1;
      const cv = cur.vals;
      const keys = cur.keys;
      let m = 0;
      for (let s0 = 0; s0 < cur.n; s0 += CHUNK) {
        if ((++ticks & 31) === 0) {
          this.chargeSoFar(opts.work, 'scalarState', s0, 'scalarMove', made);
          // The level's values and its moves so far (destination and item each), beside those kept.
          if (keep) this.guardKept(8 * next.n + mStart.byteLength + 6 * m, opts);
          if (opts.maxWork !== undefined && states + next.n + (states + next.n) / 16 > opts.maxWork) throw new BudgetExceeded();
        }
        const s1 = Math.min(cur.n, s0 + CHUNK);
        let tot = 0;
        for (let s = s0; s < s1; s++) {
          at[s - s0] = tot;
          tot += fast ? this.successors2(a, keys, s * K, tot) : this.successors(a, keys, s * K, 0, tot);
        }
        at[s1 - s0] = tot;
        made += tot;
        this.guardBytes(curBytes + next.bytes(tot) + (keep ? mStart.byteLength + mDest.byteLength + mItem.byteLength : 0), opts);
        next.reserve(tot);
        for (let j = 0; j < tot; j++) hs[j] = next.hashOf(succ, j * K);
        this.sink ^= next.warm(hs, 0, tot);
        if (keep && m + tot > mDest.length) ({ dest: mDest, item: mItem } = grownMoves(mDest, mItem, m + tot));
        for (let s = s0; s < s1; s++) {
          const x = cv[s]!;
          if (keep) {
            mStart[s] = m;
            for (let j = at[s - s0]!, end = at[s - s0 + 1]!; j < end; j++) {
              mDest[m] = next.add(succ, j * K, hs[j]!, x);
              mItem[m++] = succItems[j]!;
            }
          } else {
            for (let j = at[s - s0]!, end = at[s - s0 + 1]!; j < end; j++) next.add(succ, j * K, hs[j]!, x);
          }
        }
      }
      this.chargeSoFar(opts.work, 'scalarState', cur.n, 'scalarMove', made);
      this.endLevel();
      made = 0;
      // `finish` copies the values out beside the table.
      this.guardBytes(curBytes + next.bytes() + 8 * next.n, opts);
      states += next.n;
      if (opts.maxWork !== undefined && states + states / 16 > opts.maxWork) throw new BudgetExceeded();
      growth = Math.min(4, Math.max(1, next.n / Math.max(1, cur.n)) * 1.1);
      const done = next.finish();
      spare = next.releaseSlots();
      if (keep) {
        mStart[cur.n] = m;
        this.moves.push({ start: mStart, dest: mDest.slice(0, m), item: mItem.slice(0, m) });
        cur.keys = NO_KEYS;
        this.levels.push(done);
        this.keptLevel(done);
        this.keptMoves(this.moves.at(-1)!);
        this.guardKept(0, opts);
      }
      cur = done;
      opts.onProgress?.(((a + 1) / this.N) * (keep ? 0.5 : 1));
    }
    this.lastLevel = cur;
    return cur.n === 0 ? 0 : cur.vals[0]!;
  }

  /**
   * Backward pass after `count({ keepLevels: true })`: per item, the number of layouts that use
   * it, as a float (divide by the count for a probability). It walks the recorded moves; the
   * completions (layouts completing each state) overwrite the forward values when they are
   * single floats, so calling it again returns the first answer.
   */
  placementWeights(opts: DpOptions = {}): Float64Array {
    if (this.weightsDone) return this.weightsDone.slice();
    const weights = new Float64Array(this.items.length);
    if (this.levels.length !== this.N + 1 || this.moves.length !== this.N) return weights;
    const N = this.N;
    const V = this.V;
    const L = this.L;
    this.completions = new Array<Float64Array>(N + 1);
    const end = this.levels[N]!;
    const fin = new Float64Array(end.off !== undefined ? end.vals.length : end.n * V);
    if (fin.length > 0 && (end.off === undefined || (end.bm![0]! & 1) !== 0)) fin[0] = 1;
    this.completions[N] = fin;
    const g = new Float64Array(V);
    for (let a = N - 1; a >= 0; a--) {
      const level = this.levels[a]!;
      const { start, dest, item, hop } = this.moves[a]!;
      if (opts.work) {
        try {
          opts.work.charge('backValue', level.vals.length);
          opts.work.charge('backMove', dest.length);
        } catch (e) {
          // Some forward values are already overwritten: nothing kept is usable any more.
          this.levels = [];
          this.moves = [];
          this.completions = [];
          throw e;
        }
      }
      const fNext = this.completions[a + 1]!;
      const ids = this.anchorIds[a]!;
      if (hop !== undefined && level.off === undefined) {
        // Moves that slide over covered cells reach later levels (forwardSorted).
        const comps = this.completions;
        const f = level.vals;
        for (let s = 0; s < level.n; s++) {
          const gv = f[s]!;
          let c = 0;
          for (let t = start[s]!, end = start[s + 1]!; t < end; t++) {
            const x = comps[a + 1 + hop[t]!]![dest[t]!]!;
            c += x;
            const it = item[t]!;
            if (it !== 0) weights[ids[it]!]! += gv * x;
          }
          f[s] = c;
        }
        this.completions[a] = f;
      } else if (V === 1 && L === 1) {
        const f = level.vals;
        for (let s = 0; s < level.n; s++) {
          const gv = f[s]!;
          let c = 0;
          for (let t = start[s]!, end = start[s + 1]!; t < end; t++) {
            const x = fNext[dest[t]!]!;
            c += x;
            const it = item[t]!;
            if (it !== 0) weights[ids[it]!]! += gv * x;
          }
          f[s] = c;
        }
        this.completions[a] = f;
      } else {
        const pairsAt = this.anchorPairs[a]!;
        if (L === 1) {
          // Compact levels (forwardCompact), one float an entry: the completions overwrite the
          // forward values in place. A state's blocks are those whose forward value may be
          // non-zero, and only those completions are ever read (a move from a non-zero entry
          // reaches a non-zero entry, whose block the forward pass marked) or weigh in.
          // A move that hopped (forwardCompact) reaches level a + 1 + hop.
          const f = level.vals;
          const B = this.B;
          const bm = level.bm!;
          const off = level.off!;
          const levels = this.levels;
          const comps = this.completions;
          for (let s = 0; s < level.n; s++) {
            const sm = bm[s]!;
            const sBase = off[s]!;
            const len = off[s + 1]! - sBase;
            for (let i = 0; i < len; i++) {
              g[i] = f[sBase + i]!;
              f[sBase + i] = 0;
            }
            for (let t = start[s]!, end = start[s + 1]!; t < end; t++) {
              const it = item[t]!;
              const pr = pairsAt[it]!;
              const runs = pr.inRuns;
              const bs = pr.blockStart;
              const d = dest[t]!;
              const dl = hop === undefined ? a + 1 : a + 1 + hop[t]!;
              const next = levels[dl]!;
              const fNext = comps[dl]!;
              const dmask = next.bm![d]!;
              const dBase = next.off![d]!;
              let w = 0;
              let blocks = sm & pr.srcBlocks;
              while (blocks !== 0) {
                const low = blocks & -blocks;
                blocks ^= low;
                const b = 31 - Math.clz32(low);
                const g0 = rank(sm, b) * B;
                const do0 = dBase + rank(dmask, pr.dstBlock[b]!) * B;
                for (let q = bs[b]!, qEnd = bs[b + 1]!; q < qEnd; q += 3) {
                  const r0 = g0 + runs[q]!;
                  const no = do0 + runs[q + 1]! - r0;
                  const rEnd = r0 + runs[q + 2]!;
                  // "No ship" weighs no item: completions only.
                  if (it === 0) for (let r = r0; r < rEnd; r++) f[sBase + r]! += fNext[no + r]!;
                  else {
                    for (let r = r0; r < rEnd; r++) {
                      const c = fNext[no + r]!;
                      f[sBase + r]! += c;
                      w += g[r]! * c;
                    }
                  }
                }
              }
              if (it !== 0) weights[ids[it]!]! += w;
            }
          }
          this.completions[a] = f;
        } else {
          const f = new Float64Array(level.n * V);
          for (let s = 0; s < level.n; s++) {
            const fb = s * V;
            for (let r = 0; r < V; r++) g[r] = this.floatAt(level, s, r);
            for (let t = start[s]!, end = start[s + 1]!; t < end; t++) {
              const it = item[t]!;
              const runs = pairsAt[it]!.runs;
              const nb = dest[t]! * V;
              let w = 0;
              for (let q = 0; q < runs.length; q += 3) {
                const r0 = runs[q]!;
                const no = nb + runs[q + 1]! - r0;
                for (let r = r0, rEnd = r0 + runs[q + 2]!; r < rEnd; r++) {
                  const c = fNext[no + r]!;
                  f[fb + r]! += c;
                  w += g[r]! * c;
                }
              }
              if (it !== 0) weights[ids[it]!]! += w;
            }
          }
          this.completions[a] = f;
        }
      }
      opts.onProgress?.(0.5 + ((N - a) / N) * 0.5);
    }
    const total = this.completions[0]![this.entryAt(this.levels[0]!, 0, this.r0)]!;
    for (const item of this.fixedItems) weights[item.id] = total;
    this.weightsDone = weights;
    return weights.slice();
  }

  /** Value of entry (s, r) of a level as a float. */
  private floatAt(level: LevelData, s: number, r: number): number {
    const L = this.L;
    const b = (s * this.V + r) * L;
    let x = 0;
    for (let l = L - 1; l >= 0; l--) x = x * TWO32 + level.vals[b + l]!;
    return x;
  }

  /**
   * A uniformly drawn layout (after `placementWeights`), as the chosen items' placements. With
   * `work`, the draw records what it walked (never throwing: a sampler checks `exhausted` between
   * draws): a `drawStep` per level stepped through, a `drawMove` per move weighed there and a
   * `drawScan` per fleet-vector entry compared to find each move's entry, so that a draw through
   * levels of many moves (diagonal ships) and long fleet vectors costs what it takes.
   *
   * @example
   *   dp.count({ keepLevels: true }); dp.placementWeights();
   *   const ships = dp.sample(createRng(1), work); // work.tally.drawMove: the moves weighed
   */
  sample(rng: () => number, work?: WorkMeter): ShipPlacement[] {
    if (this.completions.length !== this.N + 1 || (this.completions[0]?.[this.entryAt(this.levels[0]!, 0, this.r0)] ?? 0) === 0) {
      throw new Error('sample() needs a counted, non-empty problem with kept levels');
    }
    const out: ShipPlacement[] = [];
    const V = this.V;
    const w = this.sampleW;
    const rs = this.sampleR;
    let state = 0;
    let r = this.r0;
    let levels = 0;
    let moves = 0;
    let scanned = 0;
    for (let a = 0; a < this.N; ) {
      const { start, dest, item, hop } = this.moves[a]!;
      const pairsAt = this.anchorPairs[a]!;
      const t0 = start[state]!;
      const end = start[state + 1]!;
      levels++;
      moves += end - t0;
      let total = 0;
      let lastOk = -1;
      for (let t = t0; t < end; t++) {
        const pr = pairsAt[item[t]!]!;
        let i: number;
        if (V === 1) i = pr.src.length > 0 && pr.src[0] === r ? 0 : -1;
        else {
          i = pr.src.indexOf(r);
          scanned += i >= 0 ? i + 1 : pr.src.length;
        }
        let x = 0;
        if (i >= 0) {
          rs[t - t0] = pr.dst[i]!;
          const b = a + 1 + (hop?.[t] ?? 0);
          x = this.completions[b]![this.entryAt(this.levels[b]!, dest[t]!, pr.dst[i]!)]!;
        }
        w[t - t0] = x;
        if (x !== 0) lastOk = t;
        total += x;
      }
      let x = rng() * total;
      let pick = lastOk;
      for (let t = t0; t < end; t++) {
        if (w[t - t0] === 0) continue;
        x -= w[t - t0]!;
        if (x < 0) {
          pick = t;
          break;
        }
      }
      const it = item[pick]!;
      if (it !== 0) out.push(this.items[this.anchorIds[a]![it]!]!.placement);
      r = rs[pick - t0]!;
      state = dest[pick]!;
      const skipped = hop?.[pick] ?? 0;
      // One draw per cell hopped over, as if its single move had been drawn: a seed gives the
      // same layout whether or not the levels were built with hops.
      for (let i = 0; i < skipped; i++) rng();
      a += 1 + skipped;
    }
    if (work !== undefined) {
      work.record('drawStep', levels);
      work.record('drawMove', moves);
      work.record('drawScan', scanned);
    }
    for (const item of this.fixedItems) out.push(item.placement);
    return out;
  }

  /** Levels that `forwardSorted` had to radix sort (a stream out of order), for tests. */
  radixSorted(): number {
    return (this.sorters ?? []).reduce((n, b) => n + b.radixSorted, 0);
  }

  /** Words of the frontier window in a key, for tests. */
  get windowWords(): number {
    return this.FW;
  }

  /** Number of states (keys) kept, for diagnostics and benchmarks. */
  stateCount(): number {
    return this.levels.reduce((n, t) => n + t.n, 0);
  }
}
