/**
 * A hash table from fixed-width integer keys to exact non-negative integer values, for the
 * counting DP's states. Keys are `K` 32-bit words stored densely (entry `i` at `keys[i*K]`),
 * values are `L` limbs of base 2^32 kept in float64s (entry `i` at `vals[i*L]`, least
 * significant first; the top limb may grow up to 2^53), so a value is exact up to 2^(32(L-1)+53).
 * Adding past that sets `overflow`; the caller then starts again with more limbs.
 *
 * @example
 *   const t = new StateTable(2, 2); const k = new Int32Array([5, 7]);
 *   t.addOne(k); t.addOne(k); t.valueOf(t.find(k)) // 2
 */

const TWO32 = 4294967296;
const TOP = 9007199254740992; // 2^53

export class StateTable {
  keys: Int32Array;
  vals: Float64Array;
  n = 0;
  overflow = false;
  private slots: Int32Array;
  private mask: number;

  constructor(
    readonly K: number,
    readonly L: number,
    capacity = 256,
  ) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.slots = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    this.keys = new Int32Array(Math.max(1, capacity) * K);
    this.vals = new Float64Array(Math.max(1, capacity) * L);
  }

  private hash(key: Int32Array): number {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < this.K; i++) {
      h = Math.imul(h ^ key[i]!, 0x9e3779b1);
      h ^= h >>> 15;
    }
    h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
    return (h ^ (h >>> 16)) & this.mask;
  }

  private same(i: number, key: Int32Array): boolean {
    const base = i * this.K;
    for (let w = 0; w < this.K; w++) if (this.keys[base + w] !== key[w]) return false;
    return true;
  }

  /** Entry index of `key`, or -1. */
  find(key: Int32Array): number {
    let s = this.hash(key);
    for (;;) {
      const i = this.slots[s]!;
      if (i < 0) return -1;
      if (this.same(i, key)) return i;
      s = (s + 1) & this.mask;
    }
  }

  /** Entry index of `key`, inserting it with value 0 when absent. */
  intern(key: Int32Array): number {
    let s = this.hash(key);
    for (;;) {
      const i = this.slots[s]!;
      if (i < 0) break;
      if (this.same(i, key)) return i;
      s = (s + 1) & this.mask;
    }
    const i = this.n++;
    if (this.n * this.K > this.keys.length) this.growEntries();
    this.keys.set(key.subarray(0, this.K), i * this.K);
    this.slots[s] = i;
    if (this.n * 2 > this.mask) this.rehash();
    return i;
  }

  /** Add entry `src` of table `from` (same L) to the value of `key`. */
  addFrom(key: Int32Array, from: StateTable, src: number): void {
    const i = this.intern(key);
    const L = this.L;
    const d = i * L;
    const s = src * L;
    const v = this.vals;
    const sv = from.vals;
    for (let l = 0; l < L; l++) v[d + l]! += sv[s + l]!;
    for (let l = 0; l < L - 1; l++) {
      if (v[d + l]! >= TWO32) {
        v[d + l]! -= TWO32;
        v[d + l + 1]! += 1;
      }
    }
    if (v[d + L - 1]! >= TOP) this.overflow = true;
  }

  /** Add 1 to the value of `key`. */
  addOne(key: Int32Array): void {
    const i = this.intern(key);
    const d = i * this.L;
    this.vals[d]! += 1;
    for (let l = 0; l < this.L - 1 && this.vals[d + l]! >= TWO32; l++) {
      this.vals[d + l]! -= TWO32;
      this.vals[d + l + 1]! += 1;
    }
  }

  /** The value of entry `i` as a float (exact below 2^53). */
  floatOf(i: number): number {
    let x = 0;
    for (let l = this.L - 1; l >= 0; l--) x = x * TWO32 + this.vals[i * this.L + l]!;
    return x;
  }

  /** The exact value of entry `i`. */
  valueOf(i: number): bigint {
    let x = 0n;
    for (let l = this.L - 1; l >= 0; l--) x = (x << 32n) + BigInt(this.vals[i * this.L + l]!);
    return x;
  }

  /** Release spare capacity (kept levels of a long run). */
  trim(): void {
    this.keys = this.keys.slice(0, this.n * this.K);
    this.vals = this.vals.slice(0, this.n * this.L);
  }

  private growEntries(): void {
    const cap = Math.max(16, (this.keys.length / this.K) * 2);
    const keys = new Int32Array(cap * this.K);
    keys.set(this.keys);
    this.keys = keys;
    const vals = new Float64Array(cap * this.L);
    vals.set(this.vals);
    this.vals = vals;
  }

  private rehash(): void {
    const cap = (this.mask + 1) * 2;
    this.slots = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
    const key = new Int32Array(this.K);
    for (let i = 0; i < this.n; i++) {
      key.set(this.keys.subarray(i * this.K, (i + 1) * this.K));
      let s = this.hash(key);
      while (this.slots[s]! >= 0) s = (s + 1) & this.mask;
      this.slots[s] = i;
    }
  }
}
