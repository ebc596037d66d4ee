/**
 * Cell sets as fixed-width bitsets.
 *
 * Note on the layout: a board of R rows and C columns has R·C cells, numbered
 * `index = row * C + column` (row 0 = the first row label, at the top; column 0 = the first
 * column label, at the left). A cell set is a `Uint32Array` of `ceil(R·C / 32)` words; cell
 * `i` is bit `i & 31` of word `i >>> 5`. A 10×10 board needs 4 words, 26×26 needs 22. Bits past
 * the last cell are always zero, so equality and counting need no masking. Sets of one board
 * all have the same width; mixing widths is a programming error.
 *
 * The operations are free functions over `CellSet` so hot loops (placement filtering,
 * inference) can work in place without allocating.
 *
 * @example
 *   const s = emptySet(100); addCell(s, 23); hasCell(s, 23) // true
 */

export type CellSet = Uint32Array;

/** Number of 32-bit words needed for `cellCount` cells. */
export function wordsFor(cellCount: number): number {
  return (cellCount + 31) >>> 5;
}

/** A new empty set wide enough for `cellCount` cells. */
export function emptySet(cellCount: number): CellSet {
  return new Uint32Array(wordsFor(cellCount));
}

/** A new set holding exactly `cells`. */
export function setOf(cellCount: number, cells: Iterable<number>): CellSet {
  const s = emptySet(cellCount);
  for (const c of cells) addCell(s, c);
  return s;
}

/** The set of all `cellCount` cells. */
export function fullSet(cellCount: number): CellSet {
  const s = emptySet(cellCount);
  for (let i = 0; i < cellCount; i++) addCell(s, i);
  return s;
}

export function addCell(s: CellSet, cell: number): void {
  s[cell >>> 5]! |= 1 << (cell & 31);
}

export function removeCell(s: CellSet, cell: number): void {
  s[cell >>> 5]! &= ~(1 << (cell & 31));
}

export function hasCell(s: CellSet, cell: number): boolean {
  return ((s[cell >>> 5]! >>> (cell & 31)) & 1) === 1;
}

/** Do the two sets share any cell? */
export function intersects(a: CellSet, b: CellSet): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i]! & b[i]!) !== 0) return true;
  return false;
}

/** Is every cell of `a` in `b`? */
export function isSubset(a: CellSet, b: CellSet): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i]! & ~b[i]!) !== 0) return false;
  return true;
}

export function isEmpty(s: CellSet): boolean {
  for (let i = 0; i < s.length; i++) if (s[i] !== 0) return false;
  return true;
}

export function equals(a: CellSet, b: CellSet): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Number of cells in the set. */
export function size(s: CellSet): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) n += popcount32(s[i]!);
  return n;
}

/** Number of cells in `a ∩ b`, without allocating. */
export function intersectionSize(a: CellSet, b: CellSet): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i]! & b[i]!);
  return n;
}

export function union(a: CellSet, b: CellSet): CellSet {
  const r = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) r[i] = a[i]! | b[i]!;
  return r;
}

export function intersection(a: CellSet, b: CellSet): CellSet {
  const r = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) r[i] = a[i]! & b[i]!;
  return r;
}

export function difference(a: CellSet, b: CellSet): CellSet {
  const r = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) r[i] = a[i]! & ~b[i]!;
  return r;
}

/** `target |= source`, in place. */
export function unionInto(target: CellSet, source: CellSet): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** `target &= ~source`, in place. */
export function subtractInto(target: CellSet, source: CellSet): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~source[i]!;
}

/** The cells of the set in increasing order. */
export function cellsOf(s: CellSet): number[] {
  const out: number[] = [];
  for (let w = 0; w < s.length; w++) {
    let x = s[w]!;
    while (x !== 0) {
      const low = x & -x;
      out.push((w << 5) + (31 - Math.clz32(low)));
      x ^= low;
    }
  }
  return out;
}

/** A stable string key for maps and memo tables. */
export function keyOf(s: CellSet): string {
  return Array.from(s, (w) => w.toString(36)).join('.');
}
