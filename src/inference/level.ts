/**
 * The states of one cell of the counting programme (profile-dp.ts): an open-addressing hash
 * table from fixed-width integer keys (K 32-bit words) to value vectors (`stride` float64s per
 * entry: V fleet entries × L limbs), so iterating over the states is a walk over typed arrays
 * and a lookup allocates nothing.
 *
 * Used for value vectors (the fleet in the value, or multi-limb counts); levels of one float
 * per state use the leaner scalar-level.ts. Each slot holds the state's index + 1 (0: empty)
 * followed by the key itself, so a probe reads one place in memory instead of a slot and then
 * a key elsewhere; the keys are also stored densely in insertion order (`keys`) for the walk
 * over the states. The hash (`hashKey`) is a sum of per-word products, mixed once; the slot is
 * taken from its top bits. A new level can reuse the slot array of the previous one
 * (`releaseSlots`): fresh pages cost page faults.
 *
 * @example
 *   const t = new Level(2, 3, 16); const k = new Int32Array([5, 7]);
 *   t.vals[t.intern(k, 0) * 3] += 1; t.find(k, 0) // 0
 */

const NO_INTS = new Int32Array(0);

/** The full 32-bit hash of the K-word key at `key[o ..]`: a sum of per-word products, mixed once. */
export function hashKey(key: Int32Array, o: number, K: number): number {
  let h = Math.imul(key[o]!, 0x9e3779b1);
  if (K > 1) h = (h + Math.imul(key[o + 1]!, 0x85ebca6b)) | 0;
  if (K > 2) h = (h + Math.imul(key[o + 2]!, 0xc2b2ae35)) | 0;
  if (K > 3) h = (h + Math.imul(key[o + 3]!, 0x27d4eb2f)) | 0;
  for (let w = 4; w < K; w++) h = (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + key[o + w]!) | 0;
  return Math.imul(h ^ (h >>> 16), 0x7feb352d);
}

/** A zeroed slot array for at least `capacity` states at half load, `S` ints a slot. */
export interface SlotArray {
  readonly slots: Int32Array;
  readonly mask: number;
  /** Right shift from a 32-bit hash to a slot number. */
  readonly shift: number;
}

/**
 * The slot array of a new table: a power of two of slots, at least twice `capacity`, taken from
 * `spare` (a released array, starting at its buffer's byte 0) when it is big enough, since fresh
 * pages cost page faults.
 */
export function allocSlots(capacity: number, S: number, spare: Int32Array | undefined): SlotArray {
  let cap = 16;
  let bits = 4;
  while (cap < capacity * 2) {
    cap *= 2;
    bits++;
  }
  const size = cap * S;
  let slots: Int32Array;
  if (spare && spare.length >= size && spare.byteOffset === 0) {
    slots = spare.subarray(0, size);
    slots.fill(0);
  } else {
    slots = new Int32Array(size);
  }
  return { slots, mask: cap - 1, shift: 32 - bits };
}

/** States of one cell: keys (K words each) and value vectors (V entries × L limbs each). */
export class Level {
  keys: Int32Array;
  /** Values, `stride` per state. */
  vals: Float64Array;
  /**
   * Per state, a bit per block of fleet entries that may be non-zero (profile-dp.ts: the
   * vector passes skip the others). Kept by its owner; zero for a new state.
   */
  bm: Int32Array;
  /**
   * Compact values (profile-dp.ts, one float an entry): state s's non-zero blocks, in block
   * order, are `vals[off[s] .. off[s + 1])`, B entries each. Undefined: `stride` values a state.
   */
  off: Int32Array | undefined = undefined;
  n = 0;
  /** Per slot: index + 1 (0 when empty), then the K key words. */
  private slots: Int32Array;
  /** Slot width in ints: K + 1. */
  private readonly S: number;
  private mask: number;
  private shift: number;
  constructor(
    readonly K: number,
    readonly stride: number,
    capacity: number,
    /** A released slot array (`releaseSlots`) to reuse, saving fresh pages. */
    spare?: Int32Array,
  ) {
    this.S = K + 1;
    ({ slots: this.slots, mask: this.mask, shift: this.shift } = allocSlots(capacity, this.S, spare));
    this.keys = new Int32Array(Math.max(16, capacity) * K);
    this.vals = new Float64Array(Math.max(16, capacity) * stride);
    this.bm = new Int32Array(Math.max(16, capacity));
  }

  /** The full 32-bit hash of a key (the slot is its top bits). */
  hashOf(key: Int32Array, o: number): number {
    return hashKey(key, o, this.K);
  }

  /** Index of the key, or -1. */
  find(key: Int32Array, o: number): number {
    const K = this.K;
    const S = this.S;
    const slots = this.slots;
    if (this.mask < 0) throw new Error('Level: index dropped');
    let s = this.hashOf(key, o) >>> this.shift;
    for (;;) {
      const b = s * S;
      const id = slots[b]!;
      if (id === 0) return -1;
      let w = 0;
      while (w < K && slots[b + 1 + w] === key[o + w]) w++;
      if (w === K) return id - 1;
      s = (s + 1) & this.mask;
    }
  }

  /** Index of the key, added (with a zero value vector) when new. */
  intern(key: Int32Array, o: number): number {
    const h = this.hashOf(key, o);
    const K = this.K;
    const S = this.S;
    const slots = this.slots;
    if (this.mask < 0) throw new Error('Level: index dropped');
    let s = h >>> this.shift;
    let b: number;
    for (;;) {
      b = s * S;
      const id = slots[b]!;
      if (id === 0) break;
      let w = 0;
      while (w < K && slots[b + 1 + w] === key[o + w]) w++;
      if (w === K) return id - 1;
      s = (s + 1) & this.mask;
    }
    const i = this.n++;
    if (this.n * K > this.keys.length) this.grow();
    const kb = i * K;
    const keys = this.keys;
    for (let w = 0; w < K; w++) {
      const x = key[o + w]!;
      slots[b + 1 + w] = x;
      keys[kb + w] = x;
    }
    slots[b] = i + 1;
    if (this.n * 2 > this.mask) this.rehash();
    return i;
  }

  /**
   * The bytes this level holds (slots, keys, values, block bits, offsets) and the larger of the
   * allocations its next growth makes (`grow`, `rehash`: the new arrays beside the old): the most
   * it may hold at once before the next check of the counter's memory guard (profile-dp.ts).
   */
  bytes(): number {
    const held = this.slots.byteLength + this.keys.byteLength + this.vals.byteLength + this.bm.byteLength + (this.off?.byteLength ?? 0);
    // A level whose index is dropped takes no more states.
    const grow = this.mask < 0 ? 0 : Math.max(16, this.n * 2) * (4 * this.K + 8 * this.stride + 4);
    const rehash = this.mask < 0 ? 0 : 2 * this.slots.byteLength;
    return held + Math.max(grow, rehash);
  }

  private grow(): void {
    const cap = Math.max(16, this.n * 2);
    const keys = new Int32Array(cap * this.K);
    keys.set(this.keys);
    this.keys = keys;
    const vals = new Float64Array(cap * this.stride);
    vals.set(this.vals);
    this.vals = vals;
    const bm = new Int32Array(cap);
    bm.set(this.bm);
    this.bm = bm;
  }

  private rehash(): void {
    const S = this.S;
    const old = this.slots;
    const cap = (this.mask + 1) * 2;
    const slots = new Int32Array(cap * S);
    this.slots = slots;
    this.mask = cap - 1;
    this.shift--;
    for (let ob = 0; ob < old.length; ob += S) {
      if (old[ob] === 0) continue;
      let s = this.hashOf(old, ob + 1) >>> this.shift;
      while (slots[s * S]! !== 0) s = (s + 1) & this.mask;
      const b = s * S;
      for (let w = 0; w < S; w++) slots[b + w] = old[ob + w]!;
    }
  }

  /** Release the unused tail of `vals` (the level is complete and kept). */
  trim(): void {
    this.vals = this.vals.slice(0, this.n * this.stride);
  }

  /** Release the hash slots (no more `find` or `intern`), returning them for reuse. */
  releaseSlots(): Int32Array {
    const slots = this.slots;
    this.dropIndex();
    return slots.byteOffset === 0 ? new Int32Array(slots.buffer) : NO_INTS;
  }

  /** Release the hash slots: no more `find` or `intern`. */
  dropIndex(): void {
    this.slots = NO_INTS;
    this.mask = -1;
  }

  /** Release the keys too (the transitions out of this level are recorded elsewhere). */
  dropKeys(): void {
    this.dropIndex();
    this.keys = NO_INTS;
  }
}
