/**
 * Plane geometry of ships on the grid: straight lines between two ends, polyomino shapes and
 * their rotations and reflections, and recognising what a set of cells is (a straight line, a
 * bent but connected ship, a given shape). Pure functions over `[row, column]` offsets and cell
 * indices; no knowledge of the rules.
 *
 * @example
 *   shapeVariants([[0,0],[1,0],[1,1]]).length          // 4: an L-tromino has 4 orientations
 *   lineBetween(cellAt(1,1,b), cellAt(1,4,b), b)        // the 4 cells B2..E2 (a horizontal line)
 *   lineKind([0, 11, 22], board10)                      // 'diagonal'
 */
import type { Board, Shape } from '../variant/model.js';
import { cellAt, columnOf, isOnBoard, rowOf } from './coords.js';

export type Offset = readonly [number, number];

/** Translate so min row = min column = 0, sort row-major and drop repeats. */
export function normaliseShape(cells: readonly Offset[]): Shape {
  if (cells.length === 0) return [];
  let minR = Infinity;
  let minC = Infinity;
  for (const [r, c] of cells) {
    if (r < minR) minR = r;
    if (c < minC) minC = c;
  }
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const [r, c] of cells) {
    const p: [number, number] = [r - minR, c - minC];
    const k = `${p[0]},${p[1]}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(p);
  }
  out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return out;
}

/** A string that two shapes share exactly when they are the same after normalising. */
export function shapeKey(shape: readonly Offset[]): string {
  return normaliseShape(shape)
    .map(([r, c]) => `${r},${c}`)
    .join(';');
}

/** A quarter turn clockwise, normalised. */
export function rotateShape(shape: readonly Offset[]): Shape {
  return normaliseShape(shape.map(([r, c]) => [c, -r] as const));
}

/** A mirror image (left–right), normalised. */
export function reflectShape(shape: readonly Offset[]): Shape {
  return normaliseShape(shape.map(([r, c]) => [r, -c] as const));
}

/**
 * The distinct orientations of a shape: its four rotations, then the four rotations of its
 * mirror image, each normalised, repeats (symmetries) left out. The first is the shape itself.
 */
export function shapeVariants(shape: readonly Offset[]): Shape[] {
  const out: Shape[] = [];
  const seen = new Set<string>();
  let s = normaliseShape(shape);
  for (let mirror = 0; mirror < 2; mirror++) {
    for (let turn = 0; turn < 4; turn++) {
      const k = shapeKey(s);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(s);
      }
      s = rotateShape(s);
    }
    s = reflectShape(s);
  }
  return out;
}

/** Straight lines of `length` cells: horizontal, vertical, and (when allowed) both diagonals. */
export function lineShapes(length: number, diagonal: boolean): Shape[] {
  const n = Math.max(1, length);
  const lines: Shape[] = [
    Array.from({ length: n }, (_, i) => [0, i] as const),
    Array.from({ length: n }, (_, i) => [i, 0] as const),
  ];
  if (diagonal) {
    lines.push(Array.from({ length: n }, (_, i) => [i, i] as const));
    lines.push(Array.from({ length: n }, (_, i) => [i, n - 1 - i] as const));
  }
  const seen = new Set<string>();
  return lines.map(normaliseShape).filter((s) => {
    const k = shapeKey(s);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The normalised shape of a set of cells. */
export function shapeOfCells(cells: readonly number[], board: Pick<Board, 'columns'>): Shape {
  return normaliseShape(cells.map((c) => [rowOf(c, board), columnOf(c, board)] as const));
}

/** Are the cells one orthogonally connected piece? */
export function isConnected(cells: readonly number[], board: Pick<Board, 'columns'>): boolean {
  if (cells.length === 0) return false;
  const set = new Set(cells);
  const seen = new Set<number>([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const c = stack.pop()!;
    const r = rowOf(c, board);
    const k = columnOf(c, board);
    for (const [dr, dc] of ORTHOGONAL) {
      const rr = r + dr;
      const cc = k + dc;
      if (cc < 0 || cc >= board.columns || rr < 0) continue;
      const n = rr * board.columns + cc;
      if (set.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === set.size;
}

export const ORTHOGONAL: readonly Offset[] = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
];

export const DIAGONAL: readonly Offset[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

export type LineKind = 'single' | 'horizontal' | 'vertical' | 'diagonal';

/**
 * What a set of distinct cells is as a straight line: `single` (one cell), `horizontal`,
 * `vertical` or `diagonal` (either diagonal) when the cells are contiguous along that line,
 * undefined otherwise (bent, gapped, scattered).
 */
export function lineKind(cells: readonly number[], board: Pick<Board, 'columns'>): LineKind | undefined {
  if (cells.length === 0) return undefined;
  if (new Set(cells).size !== cells.length) return undefined;
  if (cells.length === 1) return 'single';
  const pts = cells.map((c) => [rowOf(c, board), columnOf(c, board)] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const dr = pts[1]![0] - pts[0]![0];
  const dc = pts[1]![1] - pts[0]![1];
  if (Math.abs(dr) > 1 || Math.abs(dc) > 1 || (dr === 0 && dc === 0)) return undefined;
  for (let i = 2; i < pts.length; i++) {
    if (pts[i]![0] - pts[i - 1]![0] !== dr || pts[i]![1] - pts[i - 1]![1] !== dc) return undefined;
  }
  if (dr === 0) return 'horizontal';
  if (dc === 0) return 'vertical';
  return 'diagonal';
}

/**
 * The cells from `from` to `to` inclusive along a row, a column or a diagonal, in increasing
 * order; undefined when the two ends are not on one such line.
 */
export function lineBetween(from: number, to: number, board: Pick<Board, 'rows' | 'columns'>): number[] | undefined {
  const r0 = rowOf(from, board);
  const c0 = columnOf(from, board);
  const r1 = rowOf(to, board);
  const c1 = columnOf(to, board);
  const dr = Math.sign(r1 - r0);
  const dc = Math.sign(c1 - c0);
  const n = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
  if (r0 !== r1 && c0 !== c1 && Math.abs(r1 - r0) !== Math.abs(c1 - c0)) return undefined;
  const out: number[] = [];
  for (let i = 0; i <= n; i++) {
    const r = r0 + dr * i;
    const c = c0 + dc * i;
    if (!isOnBoard(r, c, board)) return undefined;
    out.push(cellAt(r, c, board));
  }
  return out.sort((a, b) => a - b);
}
