/**
 * Placements against a brute-force enumerator: every k-cell subset of a small board is tested
 * for being a straight line / a given polyomino by code that shares nothing with
 * src/core/placements.ts, and the two lists must agree exactly. Plus the closed forms for
 * straight ships and a direct check of every halo.
 */
import { describe, expect, it } from 'vitest';
import { allPlacements, neighbours, placementIndexOf, placementsOf, shapeVariants } from '../../src/core/placements.js';
import { cellsOf, equals, intersects, setOf } from '../../src/core/cellset.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import type { Shape, ShipClass, Spacing, Variant } from '../../src/variant/model.js';

type Pt = [number, number];

/** Every k-subset of 0..n-1, as arrays in increasing order. */
function* subsets(n: number, k: number): Generator<number[]> {
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

function pts(cells: number[], columns: number): Pt[] {
  return cells.map((c) => [Math.floor(c / columns), c % columns]);
}

/** Independent test: is the set a contiguous straight line (in an allowed direction)? */
function isStraight(cells: number[], columns: number, diagonal: boolean): boolean {
  const p = pts(cells, columns).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length === 1) return true;
  const rows = p.map((x) => x[0]);
  const cols = p.map((x) => x[1]);
  const consecutive = (xs: number[]) => xs.every((x, i) => i === 0 || x === xs[i - 1]! + 1);
  const constant = (xs: number[]) => xs.every((x) => x === xs[0]);
  if (constant(rows) && consecutive(cols)) return true;
  if (constant(cols) && consecutive(rows)) return true;
  if (!diagonal || !consecutive(rows)) return false;
  return consecutive(cols) || consecutive([...cols].reverse());
}

/** Translate to min row = min column = 0 and write as a sorted key. */
function canon(q: Pt[]): string {
  let mr = Infinity;
  let mc = Infinity;
  for (const [r, c] of q) {
    mr = Math.min(mr, r);
    mc = Math.min(mc, c);
  }
  return q
    .map(([r, c]) => (r - mr) * 100 + (c - mc))
    .sort((a, b) => a - b)
    .join(',');
}

/** Independent test: is the set a translate of one of the 8 images of `shape`? */
function shapeTest(columns: number, shape: Shape): (cells: number[]) => boolean {
  const matrices: [number, number, number, number][] = [
    [1, 0, 0, 1],
    [0, 1, -1, 0],
    [-1, 0, 0, -1],
    [0, -1, 1, 0],
    [1, 0, 0, -1],
    [-1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, -1, -1, 0],
  ];
  const images = new Set(matrices.map(([a, b, c, d]) => canon(shape.map(([r, k]) => [a * r + b * k, c * r + d * k] as Pt))));
  const span = Math.max(...shape.flat()) + 1;
  return (cells) => {
    // Quick reject: cells further apart than the shape's extent.
    const r0 = Math.floor(cells[0]! / columns);
    const r1 = Math.floor(cells[cells.length - 1]! / columns);
    if (r1 - r0 >= span) return false;
    return images.has(canon(pts(cells, columns)));
  };
}

function bruteForce(rows: number, columns: number, size: number, member: (cells: number[]) => boolean): Set<string> {
  const out = new Set<string>();
  for (const s of subsets(rows * columns, size)) if (member(s)) out.add(s.join(','));
  return out;
}

function keys(variant: Variant, classIndex: number): string[] {
  return placementsOf(variant, classIndex).map((p) => p.cells.join(','));
}

function variantWith(rows: number, columns: number, cls: ShipClass, diagonal = false, spacing: Spacing = 'no-contact'): Variant {
  return makeVariant({ rows, columns, fleet: [cls], placement: { diagonal, spacing } });
}

const SHAPES: Record<string, Shape> = {
  L: [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
  ],
  T: [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 1],
  ],
  S: [
    [0, 1],
    [0, 2],
    [1, 0],
    [1, 1],
  ],
  O: [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ],
  I3: [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  corner: [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  F: [
    [0, 1],
    [0, 2],
    [1, 0],
    [1, 1],
    [2, 1],
  ],
  X: [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, 2],
    [2, 1],
  ],
};

describe('placements equal a brute-force enumeration', () => {
  for (const [rows, columns] of [
    [5, 5],
    [6, 6],
    [5, 7],
  ] as const) {
    for (const diagonal of [false, true]) {
      for (let k = 1; k <= 5; k++) {
        it(`straight ship of ${k} on ${rows}×${columns}${diagonal ? ' with diagonals' : ''}`, () => {
          const v = variantWith(rows, columns, shipClass('s', k), diagonal);
          const brute = bruteForce(rows, columns, k, (s) => isStraight(s, columns, diagonal));
          const got = keys(v, 0);
          expect(new Set(got).size).toBe(got.length);
          expect(new Set(got)).toEqual(brute);
        });
      }
    }
    for (const [name, shape] of Object.entries(SHAPES)) {
      it(`polyomino ${name} on ${rows}×${columns}`, () => {
        const v = variantWith(rows, columns, shapeClass(name, shape));
        const brute = bruteForce(rows, columns, shape.length, shapeTest(columns, shape));
        const got = keys(v, 0);
        expect(new Set(got).size).toBe(got.length);
        expect(new Set(got)).toEqual(brute);
      });
    }
  }
});

describe('closed forms', () => {
  it('straight ship of length k on n×n: 2·n·(n−k+1), plus 2·(n−k+1)² with diagonals (n² for k = 1)', () => {
    for (let n = 5; n <= 12; n++) {
      for (let k = 1; k <= n; k++) {
        const orth = k === 1 ? n * n : 2 * n * (n - k + 1);
        const diag = k === 1 ? 0 : 2 * (n - k + 1) ** 2;
        expect(placementsOf(variantWith(n, n, shipClass('s', k)), 0)).toHaveLength(orth);
        expect(placementsOf(variantWith(n, n, shipClass('s', k), true), 0)).toHaveLength(orth + diag);
      }
    }
  });

  it('straight ship on r×c: r(c−k+1) + c(r−k+1), plus 2(r−k+1)(c−k+1) with diagonals', () => {
    for (const [r, c] of [
      [5, 9],
      [13, 7],
      [26, 26],
      [5, 26],
    ] as const) {
      for (let k = 2; k <= Math.min(r, c); k++) {
        const orth = r * (c - k + 1) + c * (r - k + 1);
        expect(placementsOf(variantWith(r, c, shipClass('s', k)), 0)).toHaveLength(orth);
        expect(placementsOf(variantWith(r, c, shipClass('s', k), true), 0)).toHaveLength(orth + 2 * (r - k + 1) * (c - k + 1));
      }
    }
  });

  it('polyominoes: number of orientations times positions per orientation', () => {
    expect(shapeVariants(SHAPES.L!)).toHaveLength(8);
    expect(shapeVariants(SHAPES.T!)).toHaveLength(4);
    expect(shapeVariants(SHAPES.S!)).toHaveLength(4);
    expect(shapeVariants(SHAPES.O!)).toHaveLength(1);
    expect(shapeVariants(SHAPES.I3!)).toHaveLength(2);
    expect(shapeVariants(SHAPES.F!)).toHaveLength(8);
    expect(shapeVariants(SHAPES.X!)).toHaveLength(1);
    const n = 10;
    // L: 8 orientations, 4 of them 3×2 and 4 of them 2×3.
    expect(placementsOf(variantWith(n, n, shapeClass('L', SHAPES.L!)), 0)).toHaveLength(8 * (n - 2) * (n - 1));
    // T and S: 2 orientations 2×3 and 2 orientations 3×2.
    expect(placementsOf(variantWith(n, n, shapeClass('T', SHAPES.T!)), 0)).toHaveLength(4 * (n - 2) * (n - 1));
    expect(placementsOf(variantWith(n, n, shapeClass('S', SHAPES.S!)), 0)).toHaveLength(4 * (n - 2) * (n - 1));
    expect(placementsOf(variantWith(n, n, shapeClass('O', SHAPES.O!)), 0)).toHaveLength((n - 1) ** 2);
    expect(placementsOf(variantWith(n, n, shapeClass('X', SHAPES.X!)), 0)).toHaveLength((n - 2) ** 2);
  });

  it('shape variants are normalised and distinct, the first is the shape itself', () => {
    for (const shape of Object.values(SHAPES)) {
      const vs = shapeVariants(shape);
      expect(new Set(vs.map((s) => JSON.stringify(s))).size).toBe(vs.length);
      for (const s of vs) {
        expect(Math.min(...s.map((p) => p[0]))).toBe(0);
        expect(Math.min(...s.map((p) => p[1]))).toBe(0);
      }
      expect(new Set(vs[0]!.map((p) => p.join(',')))).toEqual(new Set(shape.map((p) => p.join(','))));
    }
  });
});

describe('placement records', () => {
  const v = makeVariant({
    rows: 7,
    columns: 8,
    fleet: [shipClass('four', 4), shapeClass('ell', SHAPES.L!), shipClass('one', 1, { count: 3 })],
    placement: { diagonal: true, spacing: 'no-contact' },
  });

  it('are ordered by first cell, then orientation, with masks matching cells', () => {
    allPlacements(v).forEach((list, classIndex) => {
      for (let i = 0; i < list.length; i++) {
        const p = list[i]!;
        expect(p.classIndex).toBe(classIndex);
        expect(cellsOf(p.mask)).toEqual(p.cells);
        expect(placementIndexOf(v, classIndex, p.cells)).toBe(i);
        if (i > 0) {
          const q = list[i - 1]!;
          expect(q.cells[0]! < p.cells[0]! || (q.cells[0] === p.cells[0] && q.orientation < p.orientation)).toBe(true);
        }
      }
    });
  });

  it('are computed once per variant object', () => {
    expect(allPlacements(v)).toBe(allPlacements(v));
    expect(placementsOf(v, 1)).toBe(allPlacements(v)[1]);
  });

  it('placementIndexOf refuses cells that are no placement of the class', () => {
    expect(placementIndexOf(v, 0, [0, 1, 2])).toBe(-1);
    expect(placementIndexOf(v, 0, [0, 1, 2, 4])).toBe(-1);
    expect(placementIndexOf(v, 0, [0, 1, 2, 999])).toBe(-1);
  });
});

describe('halos', () => {
  const near = (a: number, b: number, columns: number, spacing: Spacing): boolean => {
    const dr = Math.abs(Math.floor(a / columns) - Math.floor(b / columns));
    const dc = Math.abs((a % columns) - (b % columns));
    if (spacing === 'may-touch') return false;
    if (spacing === 'no-side-contact') return dr + dc === 1;
    return Math.max(dr, dc) === 1;
  };

  for (const spacing of ['may-touch', 'no-side-contact', 'no-contact'] as const) {
    it(`match a direct neighbourhood check (${spacing})`, () => {
      const rows = 6;
      const columns = 7;
      const v = makeVariant({
        rows,
        columns,
        fleet: [shipClass('three', 3), shapeClass('tee', SHAPES.T!), shipClass('one', 1)],
        placement: { diagonal: true, spacing },
      });
      for (const list of allPlacements(v)) {
        for (const p of list) {
          for (let x = 0; x < rows * columns; x++) {
            const expected = p.cells.includes(x) || p.cells.some((c) => near(c, x, columns, spacing));
            expect(((p.halo[x >>> 5]! >>> (x & 31)) & 1) === 1).toBe(expected);
          }
          if (spacing === 'may-touch') expect(equals(p.halo, p.mask)).toBe(true);
        }
      }
    });
  }

  it('neighbours stay on the board', () => {
    const b = makeVariant({ rows: 5, columns: 5 }).board;
    expect(neighbours(0, b, 'no-contact')).toEqual([1, 5, 6]);
    expect(neighbours(0, b, 'no-side-contact')).toEqual([1, 5]);
    expect(neighbours(12, b, 'no-contact')).toHaveLength(8);
    expect(neighbours(12, b, 'may-touch')).toEqual([]);
  });

  it('two placements may coexist exactly when each mask misses the other halo (symmetric)', () => {
    const v = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shapeClass('ell', SHAPES.L!)], placement: { diagonal: true, spacing: 'no-contact' } });
    const a = placementsOf(v, 0);
    const b = placementsOf(v, 1);
    for (const p of a) {
      for (const q of b) {
        const direct = !p.cells.some((x) => q.cells.some((y) => x === y || near(x, y, 6, 'no-contact')));
        expect(!intersects(p.mask, q.halo)).toBe(direct);
        expect(!intersects(q.mask, p.halo)).toBe(direct);
      }
    }
    expect(equals(setOf(36, a[0]!.cells), a[0]!.mask)).toBe(true);
  });
});
