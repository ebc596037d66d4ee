/**
 * The states of one cell of the counting programme built without hashing (profile-dp.ts,
 * `forwardSorted`): when a whole key fits in a float64 (at most 53 bits) and a state's value is
 * one float, the successors of a level sorted by key arrive as a few *sorted streams*, one per
 * kind of move, and the next level is their merge.
 *
 * Why the streams come out sorted. A key, read as a number, has the frontier window in its low
 * bits (bit 0 the cell being decided) and the fleet and constraint fields above. "No ship" slides
 * the frontier right by one (keys differing only in bit 0 meet, next to each other); placing an
 * item whose halo is its own mask (ships that may touch) ORs into frontier bits known to be
 * clear, which is adding a constant, and takes a ship off a fleet field (subtracting a
 * constant); a constraint adds its weight (a constant, or saturates: still monotone). All of
 * these keep the order, and so does sliding on over covered cells (the caller's hops). Not
 * every problem obeys this (a constraint sum reset after its last anchor does not): each stream
 * checks its own order as it grows, and a level with an unsorted stream is radix sorted
 * instead, so the result never depends on the argument above.
 *
 * The streams are merged at once through a tournament tree and equal neighbours added up on the
 * way, reading and writing memory in order, where a hash table's lookups miss the cache at
 * random. States are numbered in key order. Each pushed move carries `index * TAGS + tag`; the
 * build writes the state it reached to `dests[tag][index]` (the caller tags a move with the
 * level it came from, so one build serves moves of several earlier levels).
 *
 * @example
 *   const b = new SortedLevelBuilder(); b.begin(2);
 *   b.push(0, 5, 1, 0 * TAGS); b.push(1, 3, 2, 1 * TAGS); b.push(0, 5, 4, 2 * TAGS);
 *   const dest = new Int32Array(3); b.build([dest]) // { n: 2, keys: [3, 5], vals: [2, 5] }; dest [1, 0, 1]
 */

/** A built level: `n` states with their keys (numbers below 2^53, ascending) and values. */
export interface SortedLevelData {
  readonly n: number;
  readonly keys: Float64Array;
  readonly vals: Float64Array;
}

const TWO32 = 4294967296;
/**
 * Bits of a move's tag, and the number of tags. profile-dp.ts hops at most TAGS - 1 cells: on the
 * Perelman empty board 31 hops left 5.6M states instead of 7.2M but took 40% longer (more streams
 * to merge, longer hop checks); 15 was slower than 7 too.
 */
export const TAG_BITS = 3;
export const TAGS = 1 << TAG_BITS;
/** Radix digits (bits) of the LSD sort: 32 low bits in three digits, up to 21 high bits in two. */
const DIGIT = 11;

interface Run {
  key: Float64Array;
  val: Float64Array;
  move: Int32Array;
  n: number;
}

const EMPTY: Run = { key: new Float64Array(0), val: new Float64Array(0), move: new Int32Array(0), n: 0 };

function run(capacity: number): Run {
  return { key: new Float64Array(capacity), val: new Float64Array(capacity), move: new Int32Array(capacity), n: 0 };
}

function ensure(r: Run, capacity: number): void {
  if (r.key.length >= capacity) return;
  const c = Math.max(capacity, r.key.length * 2);
  const key = new Float64Array(c);
  key.set(r.key.subarray(0, r.n));
  const val = new Float64Array(c);
  val.set(r.val.subarray(0, r.n));
  const move = new Int32Array(c);
  move.set(r.move.subarray(0, r.n));
  r.key = key;
  r.val = val;
  r.move = move;
}

/** The radix digit `d` (0–4) of a key below 2^53. */
function digitOf(k: number, d: number): number {
  if (d < 3) return ((k % TWO32) >>> (d * DIGIT)) & ((1 << DIGIT) - 1);
  return (Math.floor(k / TWO32) >>> ((d - 3) * DIGIT)) & ((1 << DIGIT) - 1);
}

/** Sort `r` by key (stable LSD radix sort), using `tmp` (as large) as scratch; returns the sorted run. */
function radixSort(r: Run, tmp: Run): Run {
  const count = new Int32Array(1 << DIGIT);
  let src = r;
  let dst = tmp;
  const n = r.n;
  for (let d = 0; d < 5; d++) {
    count.fill(0);
    const sk = src.key;
    for (let i = 0; i < n; i++) count[digitOf(sk[i]!, d)]!++;
    // One bucket holding everything: this digit is the same in every key.
    if (n === 0 || count[digitOf(sk[0]!, d)] === n) continue;
    let sum = 0;
    for (let b = 0; b < count.length; b++) {
      const c = count[b]!;
      count[b] = sum;
      sum += c;
    }
    const sv = src.val;
    const sm = src.move;
    const dk = dst.key;
    const dv = dst.val;
    const dm = dst.move;
    for (let i = 0; i < n; i++) {
      const k = sk[i]!;
      const p = count[digitOf(k, d)]!++;
      dk[p] = k;
      dv[p] = sv[i]!;
      dm[p] = sm[i]!;
    }
    dst.n = n;
    const t = src;
    src = dst;
    dst = t;
  }
  return src;
}

/**
 * Collects the successors of one level in streams (`push`), then builds the next level
 * (`build`): states in ascending key order, equal keys added up, and for every pushed move the
 * number of the state it reached.
 */
export class SortedLevelBuilder {
  private streams: Run[] = [];
  private used = 0;
  /** Have all streams been pushed in ascending order so far? */
  private ordered = true;
  private readonly scratch: Run[] = [];
  private readonly inUse = new Set<Run>();
  private outKeys = new Float64Array(0);
  private outVals = new Float64Array(0);
  /** Levels built by sorting rather than merging (a stream came out of order), for tests. */
  radixSorted = 0;

  /** Start a level with `streams` streams (empty). */
  begin(streams: number): void {
    while (this.streams.length < streams) this.streams.push(run(64));
    for (let s = 0; s < streams; s++) this.streams[s]!.n = 0;
    this.used = streams;
    this.ordered = true;
  }

  /**
   * The bytes this builder holds (`held`: its streams, kept at their largest from level to level,
   * the scratch of its sorts and its output buffers), and the most that its next allocation adds
   * beside them (`next`: a stream's growth, twice the largest; or the build of the moves pushed so
   * far, larger output buffers and two scratch runs when a stream came out of order). For the
   * counter's memory guard (profile-dp.ts).
   */
  bytes(): { held: number; next: number } {
    let held = this.outKeys.byteLength + this.outVals.byteLength;
    let largest = 0;
    let pending = 0;
    for (let s = 0; s < this.streams.length; s++) {
      const r = this.streams[s]!;
      const b = r.key.byteLength + r.val.byteLength + r.move.byteLength;
      held += b;
      largest = Math.max(largest, b);
      if (s < this.used) pending += r.n;
    }
    for (const r of this.scratch) held += r.key.byteLength + r.val.byteLength + r.move.byteLength;
    let build = pending > this.outKeys.length ? 16 * Math.max(pending, Math.ceil(this.outKeys.length * 1.5)) : 0;
    if (!this.ordered) build += 2 * 20 * pending;
    return { held, next: Math.max(2 * largest, build) };
  }

  /** Number of moves pushed so far. */
  size(): number {
    let n = 0;
    for (let s = 0; s < this.used; s++) n += this.streams[s]!.n;
    return n;
  }

  /** A move of kind `stream` reaching `key` (an integer below 2^53) with `val`; `move` names it. */
  push(stream: number, key: number, val: number, move: number): void {
    const r = this.streams[stream]!;
    const n = r.n;
    if (n === r.key.length) ensure(r, n + 1);
    const keys = r.key;
    if (n > 0 && key < keys[n - 1]!) this.ordered = false;
    keys[n] = key;
    r.val[n] = val;
    r.move[n] = move;
    r.n = n + 1;
  }

  /**
   * The next level. When `dests` is given, each pushed move `index * TAGS + tag` records the state
   * it reached in `dests[tag]![index]` (tags name the levels the moves come from). The keys, and
   * the values unless `keepVals`, are views of buffers this builder reuses at its next build.
   */
  build(dests: readonly (Int32Array | undefined)[] | undefined, keepVals = true): SortedLevelData {
    const live = this.streams.slice(0, this.used).filter((r) => r.n > 0);
    if (live.length === 0) return { n: 0, keys: new Float64Array(0), vals: new Float64Array(0) };
    const total = live.reduce((n, r) => n + r.n, 0);
    let a: Run;
    let b: Run | undefined;
    this.inUse.clear();
    if (!this.ordered) {
      // Concatenate and sort.
      const x = this.take(total);
      const y = this.take(total);
      let o = 0;
      for (const r of live) {
        x.key.set(r.key.subarray(0, r.n), o);
        x.val.set(r.val.subarray(0, r.n), o);
        x.move.set(r.move.subarray(0, r.n), o);
        o += r.n;
      }
      x.n = o;
      a = radixSort(x, y);
      this.radixSorted++;
    } else if (live.length > 2) {
      return this.mergeAll(live, total, dests, keepVals);
    } else {
      a = live[0]!;
      b = live[1];
    }
    return this.combine(a, b ?? EMPTY, total, dests, keepVals);
  }

  /**
   * Merge every run at once through a tree of losers (each element copied once, one comparison
   * per level of the tree), adding up equal neighbours; record the moves' states.
   */
  private mergeAll(live: readonly Run[], total: number, dests: readonly (Int32Array | undefined)[] | undefined, keepVals: boolean): SortedLevelData {
    const k = live.length;
    let size = 1;
    while (size < k) size <<= 1;
    const head = new Float64Array(size).fill(Infinity);
    const pos = new Int32Array(size);
    for (let i = 0; i < k; i++) head[i] = live[i]!.key[0]!;
    // loser[node] for internal nodes 1 .. size-1; the overall winner is kept apart.
    const loser = new Int32Array(size);
    const winners = new Int32Array(2 * size);
    for (let i = 0; i < size; i++) winners[size + i] = i;
    for (let node = size - 1; node >= 1; node--) {
      const l = winners[2 * node]!;
      const r = winners[2 * node + 1]!;
      if (head[l]! <= head[r]!) {
        winners[node] = l;
        loser[node] = r;
      } else {
        winners[node] = r;
        loser[node] = l;
      }
    }
    let w = winners[1]!;
    const { keys, vals } = this.output(total);
    const record = dests !== undefined;
    let st = -1;
    let prev = -1;
    for (let e = 0; e < total; e++) {
      const r = live[w]!;
      const p = pos[w]!;
      const key = head[w]!;
      if (key !== prev) {
        st++;
        keys[st] = key;
        vals[st] = r.val[p]!;
        prev = key;
      } else vals[st]! += r.val[p]!;
      if (record) {
        const mv = r.move[p]!;
        dests[mv & (TAGS - 1)]![mv >>> TAG_BITS] = st;
      }
      pos[w] = p + 1;
      let x = p + 1 < r.n ? r.key[p + 1]! : Infinity;
      head[w] = x;
      // Replay the path from w's leaf: the smaller of (w, the loser stored there) goes on up.
      for (let node = (size + w) >> 1; node >= 1; node >>= 1) {
        const l = loser[node]!;
        const y = head[l]!;
        if (y < x || (y === x && l < w)) {
          loser[node] = w;
          w = l;
          x = y;
        }
      }
    }
    const n = st + 1;
    return { n, keys: keys.subarray(0, n), vals: keepVals ? vals.slice(0, n) : vals.subarray(0, n) };
  }

  /** This builder's output buffers, of at least `total` entries (reused: see `build`). */
  private output(total: number): { keys: Float64Array; vals: Float64Array } {
    if (this.outKeys.length < total) {
      const c = Math.max(total, Math.ceil(this.outKeys.length * 1.5));
      this.outKeys = new Float64Array(c);
      this.outVals = new Float64Array(c);
    }
    return { keys: this.outKeys, vals: this.outVals };
  }

  /** Merge `a` and `b`, adding up equal neighbours, into a new level; record the moves' states. */
  private combine(a: Run, b: Run, total: number, dests: readonly (Int32Array | undefined)[] | undefined, keepVals: boolean): SortedLevelData {
    const { keys, vals } = this.output(total);
    const ak = a.key;
    const bk = b.key;
    const av = a.val;
    const bv = b.val;
    const am = a.move;
    const bm = b.move;
    const na = a.n;
    const nb = b.n;
    let i = 0;
    let j = 0;
    let st = -1;
    let prev = -1;
    const record = dests !== undefined;
    while (i < na || j < nb) {
      let k: number;
      let v: number;
      let mv: number;
      if (j >= nb || (i < na && ak[i]! <= bk[j]!)) {
        k = ak[i]!;
        v = av[i]!;
        mv = am[i++]!;
      } else {
        k = bk[j]!;
        v = bv[j]!;
        mv = bm[j++]!;
      }
      if (k !== prev) {
        st++;
        keys[st] = k;
        vals[st] = v;
        prev = k;
      } else vals[st]! += v;
      if (record) dests[mv & (TAGS - 1)]![mv >>> TAG_BITS] = st;
    }
    const n = st + 1;
    return { n, keys: keys.subarray(0, n), vals: keepVals ? vals.slice(0, n) : vals.subarray(0, n) };
  }

  /** A scratch run of at least `capacity` entries, not in use by this build. */
  private take(capacity: number): Run {
    let r = this.scratch.find((x) => !this.inUse.has(x));
    if (!r) {
      r = run(capacity);
      this.scratch.push(r);
    }
    ensure(r, capacity);
    r.n = 0;
    this.inUse.add(r);
    return r;
  }
}
