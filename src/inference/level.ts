/**
 * The states of one cell of the counting programme (profile-dp.ts): an open-addressing hash
 * table from fixed-width integer keys (K 32-bit words, stored densely) to value vectors
 * (`stride` float64s per entry: V fleet entries × L limbs), so iterating over the states is a
 * walk over typed arrays and a lookup allocates nothing.
 *
 * @example
 *   const t = new Level(2, 1, 16); const k = new Int32Array([5, 7]);
 *   t.vals[t.intern(k, 0)] += 1; t.find(k, 0) // 0
 */

/** States of one cell: keys (K words each) and value vectors (V entries × L limbs each). */
export class Level {
  keys: Int32Array;
  vals: Float64Array;
  n = 0;
  private slots: Int32Array;
  private mask: number;
  constructor(
    readonly K: number,
    readonly stride: number,
    capacity: number,
  ) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.slots = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    this.keys = new Int32Array(capacity * K);
    this.vals = new Float64Array(capacity * stride);
  }
  private hash(key: Int32Array, o: number): number {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < this.K; i++) {
      h = Math.imul(h ^ key[o + i]!, 0x9e3779b1);
      h ^= h >>> 15;
    }
    h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
    return (h ^ (h >>> 16)) & this.mask;
  }
  private same(i: number, key: Int32Array, o: number): boolean {
    const b = i * this.K;
    for (let w = 0; w < this.K; w++) if (this.keys[b + w] !== key[o + w]) return false;
    return true;
  }
  find(key: Int32Array, o: number): number {
    let s = this.hash(key, o);
    for (;;) {
      const i = this.slots[s]!;
      if (i < 0) return -1;
      if (this.same(i, key, o)) return i;
      s = (s + 1) & this.mask;
    }
  }
  intern(key: Int32Array, o: number): number {
    let s = this.hash(key, o);
    for (;;) {
      const i = this.slots[s]!;
      if (i < 0) break;
      if (this.same(i, key, o)) return i;
      s = (s + 1) & this.mask;
    }
    const i = this.n++;
    if (this.n * this.K > this.keys.length) {
      const cap = Math.max(16, this.n * 2);
      const keys = new Int32Array(cap * this.K);
      keys.set(this.keys);
      this.keys = keys;
      const vals = new Float64Array(cap * this.stride);
      vals.set(this.vals);
      this.vals = vals;
    }
    for (let w = 0; w < this.K; w++) this.keys[i * this.K + w] = key[o + w]!;
    this.slots[s] = i;
    if (this.n * 2 > this.mask) this.rehash();
    return i;
  }
  private rehash(): void {
    const cap = (this.mask + 1) * 2;
    this.slots = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    for (let i = 0; i < this.n; i++) {
      let s = this.hash(this.keys, i * this.K);
      while (this.slots[s]! >= 0) s = (s + 1) & this.mask;
      this.slots[s] = i;
    }
  }
  trim(): void {
    this.keys = this.keys.slice(0, this.n * this.K);
    this.vals = this.vals.slice(0, this.n * this.stride);
  }
}
