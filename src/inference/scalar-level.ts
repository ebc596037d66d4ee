/**
 * The states of one cell of the counting programme when a state's value is a single float
 * (profile-dp.ts: the fleet kept in the key, counts below 2^52): an open-addressing hash table
 * whose slots hold the key, the state's index + 1 (0: empty) and the value side by side (24
 * bytes for a two-word key), so that a lookup and its addition touch one place in memory. The
 * forward pass is bound by the cache misses of these lookups (measured); callers compute
 * hashes ahead (`hashOf`) and touch their slots (`warm`) so that the misses of a batch overlap,
 * and make room first (`reserve`). States are numbered in the order they were added, which
 * keeps related states close together (measurably faster, in the next level and in the
 * backward pass, than slot order); their keys are also stored densely in that order, and
 * `finish()` copies the values out of the slots.
 *
 * @example
 *   const t = new ScalarLevel(2, 16); const k = new Int32Array([5, 7]);
 *   t.add(k, 0, t.hashOf(k, 0), 3); t.finish().vals // Float64Array [3]
 */
import { allocSlots, hashKey } from './level.js';

const NO_INTS = new Int32Array(0);

/** A completed level: its states' keys (K words each, densely) and values. */
export interface LevelData {
  readonly n: number;
  keys: Int32Array;
  vals: Float64Array;
  /** Vector levels (level.ts): per state, the blocks of fleet entries that may be non-zero. */
  bm?: Int32Array;
  /** Compact vector levels (level.ts): where each state's blocks start in `vals`. */
  off?: Int32Array | undefined;
}

export class ScalarLevel {
  n = 0;
  private keys: Int32Array;
  private slots: Int32Array;
  private slotVals: Float64Array;
  /** Slot width in ints (even); the value's float offset in a slot. */
  private readonly S: number;
  private readonly VO: number;
  private mask: number;
  private shift: number;
  constructor(
    readonly K: number,
    capacity: number,
    /** A released slot array (`releaseSlots`) to reuse: fresh pages cost page faults. */
    spare?: Int32Array,
  ) {
    this.S = ((K + 2) & ~1) + 2;
    this.VO = this.S / 2 - 1;
    ({ slots: this.slots, mask: this.mask, shift: this.shift } = allocSlots(capacity, this.S, spare));
    this.slotVals = new Float64Array(this.slots.buffer, 0, this.slots.length / 2);
    this.keys = new Int32Array(Math.max(16, capacity) * K);
  }

  /** The bytes of a new table sized for `capacity` states (no spare reused): its slots and keys. */
  static bytesFor(K: number, capacity: number): number {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    return cap * (((K + 2) & ~1) + 2) * 4 + Math.max(16, capacity) * K * 4;
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
   * The bytes this table holds (slots and keys), and with `more` states added the most it would
   * hold at once while growing to them (the old arrays and the new side by side): the counter's
   * memory guard (profile-dp.ts) reads it before `reserve`.
   */
  bytes(more = 0): number {
    const K = this.K;
    const held = this.slots.byteLength + this.keys.byteLength;
    const n = this.n + more;
    let grown = 0;
    if (n * K > this.keys.length) grown += Math.max(2 * this.keys.length, n * K) * 4;
    let cap = this.mask + 1;
    while (n * 2 > cap) cap *= 2;
    if (cap !== this.mask + 1) grown += cap * this.S * 4;
    return held + grown;
  }

  /** Make room for `m` more states (keys and slots), so that `add` never rehashes. */
  reserve(m: number): void {
    const K = this.K;
    if ((this.n + m) * K > this.keys.length) {
      const keys = new Int32Array(Math.max(2 * this.keys.length, (this.n + m) * K));
      keys.set(this.keys);
      this.keys = keys;
    }
    let cap = this.mask + 1;
    let shift = this.shift;
    while ((this.n + m) * 2 > cap) {
      cap *= 2;
      shift--;
    }
    if (cap === this.mask + 1) return;
    const S = this.S;
    const old = this.slots;
    const slots = new Int32Array(cap * S);
    const mask = cap - 1;
    for (let ob = 0; ob < old.length; ob += S) {
      if (old[ob + K] === 0) continue;
      let s = hashKey(old, ob, K) >>> shift;
      while (slots[s * S + K] !== 0) s = (s + 1) & mask;
      const b = s * S;
      for (let w = 0; w < S; w++) slots[b + w] = old[ob + w]!;
    }
    this.slots = slots;
    this.slotVals = new Float64Array(slots.buffer);
    this.mask = mask;
    this.shift = shift;
  }

  /**
   * Add `x` to the value of the key (hash `h`), adding the key when new; returns its state
   * number. The caller has reserved room (`reserve`).
   */
  add(key: Int32Array, o: number, h: number, x: number): number {
    const K = this.K;
    const S = this.S;
    const slots = this.slots;
    const mask = this.mask;
    let s = h >>> this.shift;
    for (;;) {
      const b = s * S;
      const id = slots[b + K]!;
      if (id === 0) {
        const i = this.n++;
        const keys = this.keys;
        for (let w = 0; w < K; w++) {
          const v = key[o + w]!;
          slots[b + w] = v;
          keys[i * K + w] = v;
        }
        slots[b + K] = i + 1;
        this.slotVals[(b >> 1) + this.VO] = x;
        return i;
      }
      let w = 0;
      while (w < K && slots[b + w] === key[o + w]) w++;
      if (w === K) {
        this.slotVals[(b >> 1) + this.VO]! += x;
        return id - 1;
      }
      s = (s + 1) & mask;
    }
  }

  /** The completed level: keys and values by state number. */
  finish(): LevelData {
    const K = this.K;
    const S = this.S;
    const VO = this.VO;
    const slots = this.slots;
    const sv = this.slotVals;
    const vals = new Float64Array(this.n);
    for (let b = 0; b < slots.length; b += S) {
      const id = slots[b + K]!;
      if (id !== 0) vals[id - 1] = sv[(b >> 1) + VO]!;
    }
    return { n: this.n, keys: this.keys.subarray(0, this.n * K), vals };
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
