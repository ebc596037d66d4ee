/**
 * The states of one cell of the counting programme (profile-dp.ts): an open-addressing hash
 * table from fixed-width integer keys (K 32-bit words) to value vectors (`stride` float64s per
 * entry: V fleet entries × L limbs), so iterating over the states is a walk over typed arrays
 * and a lookup allocates nothing.
 *
 * Layout, chosen by measurement: each slot holds the state's index + 1 (0: empty) followed by
 * the key itself, so a probe reads one place in memory instead of a slot and then a key
 * elsewhere; the keys are also stored densely in insertion order (`keys`) for the walk over
 * the states. The hash is a sum of per-word products, mixed once, and the slot is taken from
 * its top bits. Once a level is complete the table can drop its slots (`dropIndex`), and once
 * its transitions are recorded its keys too (`dropKeys`).
 *
 * @example
 *   const t = new Level(2, 1, 16); const k = new Int32Array([5, 7]);
 *   t.vals[t.intern(k, 0)] += 1; t.find(k, 0) // 0
 */

const NO_KEYS = new Int32Array(0);

/** States of one cell: keys (K words each) and value vectors (V entries × L limbs each). */
export class Level {
  keys: Int32Array;
  vals: Float64Array;
  n = 0;
  /** Per slot: index + 1 (0 when empty), then the K key words. */
  private slots: Int32Array;
  private readonly S: number;
  private mask: number;
  private shift: number;
  constructor(
    readonly K: number,
    readonly stride: number,
    capacity: number,
  ) {
    let cap = 16;
    let bits = 4;
    while (cap < capacity * 2) {
      cap *= 2;
      bits++;
    }
    this.S = K + 1;
    this.slots = new Int32Array(cap * this.S);
    this.mask = cap - 1;
    this.shift = 32 - bits;
    this.keys = new Int32Array(Math.max(16, capacity) * K);
    this.vals = new Float64Array(Math.max(16, capacity) * stride);
  }

  private hash(key: Int32Array, o: number): number {
    const K = this.K;
    let h = Math.imul(key[o]!, 0x9e3779b1);
    if (K > 1) h = (h + Math.imul(key[o + 1]!, 0x85ebca6b)) | 0;
    if (K > 2) h = (h + Math.imul(key[o + 2]!, 0xc2b2ae35)) | 0;
    if (K > 3) h = (h + Math.imul(key[o + 3]!, 0x27d4eb2f)) | 0;
    for (let w = 4; w < K; w++) h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + key[o + w]!;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    return h >>> this.shift;
  }

  /** Index of the key, or -1. */
  find(key: Int32Array, o: number): number {
    const K = this.K;
    const S = this.S;
    const slots = this.slots;
    if (this.mask < 0) throw new Error('Level: index dropped');
    let s = this.hash(key, o);
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
    const K = this.K;
    const S = this.S;
    const slots = this.slots;
    if (this.mask < 0) throw new Error('Level: index dropped');
    let s = this.hash(key, o);
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

  private grow(): void {
    const cap = Math.max(16, this.n * 2);
    const keys = new Int32Array(cap * this.K);
    keys.set(this.keys);
    this.keys = keys;
    const vals = new Float64Array(cap * this.stride);
    vals.set(this.vals);
    this.vals = vals;
  }

  private rehash(): void {
    const K = this.K;
    const S = this.S;
    const cap = (this.mask + 1) * 2;
    const slots = new Int32Array(cap * S);
    this.slots = slots;
    this.mask = cap - 1;
    this.shift--;
    for (let i = 0; i < this.n; i++) {
      let s = this.hash(this.keys, i * K);
      while (slots[s * S]! !== 0) s = (s + 1) & this.mask;
      const b = s * S;
      slots[b] = i + 1;
      for (let w = 0; w < K; w++) slots[b + 1 + w] = this.keys[i * K + w]!;
    }
  }

  /** Release the unused tail of the arrays (the level is complete). */
  trim(): void {
    this.keys = this.keys.slice(0, this.n * this.K);
    this.vals = this.vals.slice(0, this.n * this.stride);
  }

  /** Release the hash slots: no more `find` or `intern`. */
  dropIndex(): void {
    this.slots = NO_KEYS;
    this.mask = -1;
  }

  /** Release the keys too (the transitions out of this level are recorded elsewhere). */
  dropKeys(): void {
    this.dropIndex();
    this.keys = NO_KEYS;
  }
}
