/**
 * The states of one cell of the counting programme when a state's value is a single float
 * (profile-dp.ts: the fleet kept in the key, counts below 2^52): an open-addressing hash table
 * whose slots hold the key and the value side by side and nothing else, a power of two ints
 * wide (16 bytes for a two-word key), so that a lookup and its addition touch one cache line
 * and the table is as small as it can be. An empty slot has value 0: every state reached has a
 * positive count. The forward pass is bound by the cache misses of these lookups (measured);
 * callers compute hashes ahead (`hashOf`) and touch their slots (`warm`) so that the misses
 * of a batch overlap, and make room first (`reserve`) so that slot numbers stay valid within
 * a batch. `finish()` lists the states in the order they were added (which keeps related
 * states close together: measurably faster than slot order in the next level and in the
 * backward pass), with the slot → state map for moves recorded by slot.
 *
 * @example
 *   const t = new ScalarLevel(2, 16); const k = new Int32Array([5, 7]);
 *   const s = t.add(k, 0, t.hashOf(k, 0), 3); t.finish().vals // Float64Array [3]
 */
import { hashKey } from './level.js';

const NO_INTS = new Int32Array(0);

/** A completed level: its states' keys (K words each, densely) and values. */
export interface LevelData {
  readonly n: number;
  keys: Int32Array;
  vals: Float64Array;
}

export class ScalarLevel {
  n = 0;
  private slots: Int32Array;
  private slotVals: Float64Array;
  /** Slot width in ints; the value's float offset in a slot. */
  private readonly S: number;
  private readonly VO: number;
  private mask: number;
  private shift: number;
  /** Slots in the order their states were added. */
  private order: Int32Array;
  /** After a `reserve` that moved the slots: old slot → new slot. */
  remap: Int32Array = NO_INTS;
  constructor(
    readonly K: number,
    capacity: number,
    spare?: Int32Array,
  ) {
    let cap = 16;
    let bits = 4;
    while (cap < capacity * 2) {
      cap *= 2;
      bits++;
    }
    let S = 4;
    while (S < ((K + 1) & ~1) + 2) S *= 2;
    this.S = S;
    this.VO = S / 2 - 1;
    const size = cap * S;
    if (spare && spare.length >= size) {
      this.slots = spare.subarray(0, size);
      this.slots.fill(0);
    } else {
      this.slots = new Int32Array(size);
    }
    this.slotVals = new Float64Array(this.slots.buffer, 0, size / 2);
    this.mask = cap - 1;
    this.shift = 32 - bits;
    this.order = new Int32Array(Math.max(16, capacity));
  }

  hashOf(key: Int32Array, o: number): number {
    return hashKey(key, o, this.K);
  }

  /** Read the slots of hashes `hs[from .. to)` (their cache misses then overlap); returns junk. */
  warm(hs: Int32Array, from: number, to: number): number {
    const slots = this.slots;
    const S = this.S;
    const shift = this.shift;
    let x = 0;
    for (let j = from; j < to; j++) x ^= slots[(hs[j]! >>> shift) * S]!;
    return x;
  }

  /**
   * Make room for `m` more states; returns true when the slots moved (then `remap` maps old
   * slot numbers to new ones).
   */
  reserve(m: number): boolean {
    let cap = this.mask + 1;
    let shift = this.shift;
    while ((this.n + m) * 2 > cap) {
      cap *= 2;
      shift--;
    }
    if (this.n + m > this.order.length) {
      const order = new Int32Array(Math.max(2 * this.order.length, this.n + m));
      order.set(this.order);
      this.order = order;
    }
    if (cap === this.mask + 1) return false;
    const S = this.S;
    const K = this.K;
    const VO = this.VO;
    const old = this.slots;
    const oldVals = this.slotVals;
    const slots = new Int32Array(cap * S);
    const vals = new Float64Array(slots.buffer);
    const remap = new Int32Array(this.mask + 1);
    const mask = cap - 1;
    for (let os = 0; os <= this.mask; os++) {
      const ob = os * S;
      if (oldVals[(ob >> 1) + VO] === 0) continue;
      let s = hashKey(old, ob, K) >>> shift;
      while (vals[((s * S) >> 1) + VO] !== 0) s = (s + 1) & mask;
      const b = s * S;
      for (let w = 0; w < S; w++) slots[b + w] = old[ob + w]!;
      remap[os] = s;
    }
    this.slots = slots;
    this.slotVals = vals;
    this.mask = mask;
    this.shift = shift;
    this.remap = remap;
    const order = this.order;
    for (let i = 0; i < this.n; i++) order[i] = remap[order[i]!]!;
    return true;
  }

  /**
   * Add `x` (> 0) to the value of the key (hash `h`), adding the key when new; returns its
   * slot. The caller has reserved room (`reserve`).
   */
  add(key: Int32Array, o: number, h: number, x: number): number {
    const K = this.K;
    const S = this.S;
    const VO = this.VO;
    const slots = this.slots;
    const vals = this.slotVals;
    const mask = this.mask;
    let s = h >>> this.shift;
    for (;;) {
      const b = s * S;
      const vi = (b >> 1) + VO;
      if (vals[vi] === 0) {
        for (let w = 0; w < K; w++) slots[b + w] = key[o + w]!;
        vals[vi] = x;
        this.order[this.n++] = s;
        return s;
      }
      let w = 0;
      while (w < K && slots[b + w] === key[o + w]) w++;
      if (w === K) {
        vals[vi]! += x;
        return s;
      }
      s = (s + 1) & mask;
    }
  }

  /**
   * The states in the order they were added, and (when `ids`) the slot → state map; the slots are then
   * released (`releaseSlots`).
   */
  finish(ids: boolean): { level: LevelData; idOf: Int32Array } {
    const K = this.K;
    const S = this.S;
    const VO = this.VO;
    const slots = this.slots;
    const sv = this.slotVals;
    const keys = new Int32Array(this.n * K);
    const vals = new Float64Array(this.n);
    const idOf = ids ? new Int32Array(this.mask + 1) : NO_INTS;
    const order = this.order;
    for (let i = 0; i < this.n; i++) {
      const s = order[i]!;
      const b = s * S;
      for (let w = 0; w < K; w++) keys[i * K + w] = slots[b + w]!;
      vals[i] = sv[(b >> 1) + VO]!;
      if (ids) idOf[s] = i;
    }
    return { level: { n: this.n, keys, vals }, idOf };
  }

  /** The slot array, for reuse by the next level; this table is then unusable. */
  releaseSlots(): Int32Array {
    const slots = new Int32Array(this.slots.buffer);
    this.slots = NO_INTS;
    this.slotVals = new Float64Array(0);
    this.mask = -1;
    return slots;
  }
}
