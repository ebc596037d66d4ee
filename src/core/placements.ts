/**
 * Every legal placement of every ship class, as bitset masks with their halos. Computed once per
 * variant object (cached in a WeakMap) and shared by layout checking, random layouts and
 * inference, whose hot loops are then ANDs over these masks.
 *
 * Note on halos: a placement's `halo` is its own cells plus every cell that another ship may not
 * occupy under the spacing rule (for `may-touch` just the cells; for `no-side-contact` also the
 * orthogonal neighbours; for `no-contact` all eight neighbours). Adjacency is symmetric, so two
 * placements `p`, `q` may coexist exactly when `p.mask ∩ q.halo = ∅` (equivalently
 * `q.mask ∩ p.halo = ∅`), and a fleet is legal when each new mask misses the union of the halos
 * already placed.
 *
 * Orientations: a straight class lies horizontally and vertically, and on both diagonals when
 * `placement.diagonal`; a `shape` class takes every distinct rotation and reflection of its
 * shape. Placements that cover the same cells are listed once (a one-cell ship has one
 * orientation). Order: by first (lowest) cell, then orientation.
 *
 * @example
 *   const ps = placementsOf(variant, 0);         // battleship: every position, with masks
 *   ps.filter((p) => !intersects(p.mask, misses)) // the ones consistent with the misses
 */
import type { Board, Shape, Spacing, Variant } from '../variant/model.js';
import { type CellSet, addCell, emptySet, keyOf, setOf } from './cellset.js';
import { cellAt, cellCount, columnOf, isOnBoard, rowOf } from './coords.js';
import { DIAGONAL, ORTHOGONAL, lineShapes, shapeKey, shapeVariants as shapeVariantsOf } from './geometry.js';

export interface ShipPlacement {
  readonly classIndex: number;
  /** Covered cells, increasing. */
  readonly cells: readonly number[];
  readonly mask: CellSet;
  /** `mask` ∪ the cells another ship may not occupy under the spacing rule. */
  readonly halo: CellSet;
  /** Index into `orientationsOf(variant, classIndex)`. */
  readonly orientation: number;
}

/** Distinct rotations/reflections of a shape, normalised; the first is the shape itself. */
export function shapeVariants(shape: Shape): Shape[] {
  return shapeVariantsOf(shape);
}

/**
 * The cells that a ship on `cell` forbids to other ships besides `cell` itself: none when ships
 * may touch, the 4 orthogonal neighbours for `no-side-contact`, all 8 for `no-contact`.
 */
export function neighbours(cell: number, board: Pick<Board, 'rows' | 'columns'>, spacing: Spacing): number[] {
  if (spacing === 'may-touch') return [];
  const r = rowOf(cell, board);
  const c = columnOf(cell, board);
  const offsets = spacing === 'no-contact' ? [...ORTHOGONAL, ...DIAGONAL] : ORTHOGONAL;
  const out: number[] = [];
  for (const [dr, dc] of offsets) {
    if (isOnBoard(r + dr, c + dc, board)) out.push(cellAt(r + dr, c + dc, board));
  }
  return out.sort((a, b) => a - b);
}

/** The halo of a set of cells: the cells plus their neighbours under `spacing`. */
export function haloOf(cells: readonly number[], board: Pick<Board, 'rows' | 'columns'>, spacing: Spacing): CellSet {
  const halo = setOf(cellCount(board), cells);
  for (const c of cells) for (const n of neighbours(c, board, spacing)) addCell(halo, n);
  return halo;
}

/** The orientations a class may take, as normalised shapes (see the module note). */
export function orientationsOf(variant: Pick<Variant, 'fleet' | 'placement'>, classIndex: number): Shape[] {
  const cls = variant.fleet[classIndex];
  if (!cls) throw new RangeError(`no ship class #${classIndex}`);
  return cls.kind === 'straight' ? lineShapes(cls.size, variant.placement.diagonal) : shapeVariants(cls.shape);
}

interface VariantPlacements {
  readonly byClass: readonly (readonly ShipPlacement[])[];
  /** Per class, built on first use: key of the cell set → index in byClass[class]. */
  index?: readonly ReadonlyMap<string, number>[];
}

const cache = new WeakMap<Variant, VariantPlacements>();

function compute(variant: Variant): VariantPlacements {
  const board = variant.board;
  const total = cellCount(board);
  const spacing = variant.placement.spacing;
  // Neighbourhoods once per board cell.
  const near: number[][] = Array.from({ length: total }, (_, c) => neighbours(c, board, spacing));
  const byClass: ShipPlacement[][] = variant.fleet.map((_, classIndex) => {
    const list: ShipPlacement[] = [];
    // Orientations are distinct normalised shapes, so no two placements cover the same cells.
    orientationsOf(variant, classIndex).forEach((shape, orientation) => {
      let height = 0;
      let width = 0;
      for (const [r, c] of shape) {
        height = Math.max(height, r + 1);
        width = Math.max(width, c + 1);
      }
      for (let r0 = 0; r0 + height <= board.rows; r0++) {
        for (let c0 = 0; c0 + width <= board.columns; c0++) {
          // Shapes are sorted row-major, so the cells come out increasing.
          const cells = shape.map(([r, c]) => cellAt(r0 + r, c0 + c, board));
          const mask = setOf(total, cells);
          const halo = mask.slice();
          for (const c of cells) for (const n of near[c]!) addCell(halo, n);
          list.push({ classIndex, cells, mask, halo, orientation });
        }
      }
    });
    return list.sort((a, b) => a.cells[0]! - b.cells[0]! || a.orientation - b.orientation);
  });
  return { byClass };
}

function placementsFor(variant: Variant): VariantPlacements {
  let p = cache.get(variant);
  if (!p) {
    p = compute(variant);
    cache.set(variant, p);
  }
  return p;
}

/** Every placement of every class, indexed by class (cached per variant object). */
export function allPlacements(variant: Variant): readonly (readonly ShipPlacement[])[] {
  return placementsFor(variant).byClass;
}

/** Every legal placement of class `classIndex` on an empty board. */
export function placementsOf(variant: Variant, classIndex: number): readonly ShipPlacement[] {
  const list = placementsFor(variant).byClass[classIndex];
  if (!list) throw new RangeError(`no ship class #${classIndex} in variant ${variant.id}`);
  return list;
}

/**
 * The index in `placementsOf(variant, classIndex)` of the placement covering exactly `cells`,
 * or -1 when the cells are not a legal placement of that class.
 */
export function placementIndexOf(variant: Variant, classIndex: number, cells: readonly number[]): number {
  const p = placementsFor(variant);
  p.index ??= p.byClass.map((list) => new Map(list.map((q, i) => [keyOf(q.mask), i])));
  const map = p.index[classIndex];
  if (!map) return -1;
  const total = cellCount(variant.board);
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= total)) return -1;
  const mask = setOf(total, cells);
  return map.get(keyOf(mask)) ?? -1;
}

/** Is `shape` one of the orientations of class `classIndex`? (Cells as a normalised shape.) */
export function isOrientationOf(variant: Pick<Variant, 'fleet' | 'placement'>, classIndex: number, shape: Shape): boolean {
  const k = shapeKey(shape);
  return orientationsOf(variant, classIndex).some((s) => shapeKey(s) === k);
}

/** An empty cell set of the variant's board. */
export function emptyBoardSet(variant: Pick<Variant, 'board'>): CellSet {
  return emptySet(cellCount(variant.board));
}
