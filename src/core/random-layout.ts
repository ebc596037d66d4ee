/**
 * Finding fleet layouts by backtracking over the precomputed placements: a random legal layout
 * (`randomLayout`, reproducible from its seed) and a search for any layout at all
 * (`findAnyLayout`, which the variant validator uses to say that a fleet cannot fit on its board
 * under its spacing rule).
 *
 * The search places the biggest ships first; a new ship's mask must miss the union of the halos
 * already placed (see the note in placements.ts). A branch is cut when the ships still to place
 * need more cells than are left free, or more blocks than are left (see `blockBounds`). Ships of
 * one class are interchangeable, so the exhaustive search takes their placements in increasing
 * order only.
 *
 * `randomLayout` is not uniform over all legal layouts (bigger ships are placed first, each
 * uniformly among the positions still open); `uniformLayoutDraw` (./uniform-layout.ts) is, and
 * falls back to it only for fleets too tightly packed to draw by rejection.
 *
 * @example
 *   randomLayout(variant, 42)            // the same layout on every machine
 *   findAnyLayout(fiveFivesOn5x5)        // { impossible: true }
 */
import { fleetCells, shipCount, type Variant } from '../variant/model.js';
import { type CellSet, emptySet, intersects, size, unionInto } from './cellset.js';
import { cellCount } from './coords.js';
import { SalvoError, type DiagnosticParts } from './diagnostics.js';
import type { FleetLayout, ShipOnBoard } from './layout-types.js';
import { allPlacements, type ShipPlacement } from './placements.js';
import { createRng, shuffleInPlace, type Rng } from './rng.js';
import { shellWord } from './shell-word.js';

export type LayoutSearch = { readonly layout: FleetLayout } | { readonly impossible: true } | { readonly unknown: true };

/** The class index of each ship to place, biggest first (ties: fleet order). */
function shipSlots(variant: Variant): number[] {
  const slots: number[] = [];
  variant.fleet.forEach((cls, i) => {
    for (let k = 0; k < cls.count; k++) slots.push(i);
  });
  return slots.sort((a, b) => variant.fleet[b]!.size - variant.fleet[a]!.size || a - b);
}

/** The layout for chosen placements: ships by class, numbered within a class by first cell. */
export function layoutFromPlacements(variant: Variant, chosen: readonly ShipPlacement[]): FleetLayout {
  const sorted = [...chosen].sort((a, b) => a.classIndex - b.classIndex || a.cells[0]! - b.cells[0]!);
  const ordinals = new Map<number, number>();
  return sorted.map((p): ShipOnBoard => {
    const ordinal = ordinals.get(p.classIndex) ?? 0;
    ordinals.set(p.classIndex, ordinal + 1);
    return { classId: variant.fleet[p.classIndex]!.id, classIndex: p.classIndex, ordinal, cells: [...p.cells] };
  });
}

class BudgetExhausted extends Error {}

/**
 * Note on the block bound: under a spacing rule, some small groups of cells ("blocks") can hold
 * cells of at most one ship, because any two of their cells are neighbours: the 2×2 squares
 * under `no-contact`, the dominoes (two cells side by side) under `no-side-contact`. Cut the
 * board into such blocks (edge blocks may be smaller); every ship needs at least the fewest
 * blocks any of its placements meets, and a block still usable has a free cell (a block with a
 * placed ship's cell has none: its other cells are in that ship's halo). So the ships still to
 * place need at most as many blocks as have a free cell. Several tilings (shifted by one cell)
 * give several bounds; all must hold. Under `may-touch` the blocks are single cells: the plain
 * free-cell bound.
 */
interface BlockTiling {
  /** Block index of each cell. */
  readonly blockOf: Int32Array;
  readonly blocks: number;
  /** Per class: the fewest blocks one of its placements meets. */
  readonly minBlocks: readonly number[];
}

const tilingCache = new WeakMap<Variant, BlockTiling[]>();

function blockTilings(variant: Variant): BlockTiling[] {
  let cached = tilingCache.get(variant);
  if (!cached) {
    cached = computeBlockTilings(variant);
    tilingCache.set(variant, cached);
  }
  return cached;
}

function computeBlockTilings(variant: Variant): BlockTiling[] {
  const { rows, columns } = variant.board;
  const spacing = variant.placement.spacing;
  const shapes: [number, number][] = spacing === 'no-contact' ? [[2, 2]] : spacing === 'no-side-contact' ? [[1, 2], [2, 1]] : [];
  const placements = allPlacements(variant);
  const out: BlockTiling[] = [];
  for (const [h, w] of shapes) {
    for (let dr = 0; dr < h; dr++) {
      for (let dc = 0; dc < w; dc++) {
        // Blocks anchored at (-dr, -dc): block row = floor((r + dr) / h).
        const blockRows = Math.floor((rows - 1 + dr) / h) + 1;
        const blockColumns = Math.floor((columns - 1 + dc) / w) + 1;
        const blockOf = new Int32Array(rows * columns);
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < columns; c++) blockOf[r * columns + c] = Math.floor((r + dr) / h) * blockColumns + Math.floor((c + dc) / w);
        }
        const minBlocks = placements.map((list) => {
          let best = Infinity;
          for (const p of list) {
            let distinct = 0;
            for (let i = 0; i < p.cells.length; i++) {
              const b = blockOf[p.cells[i]!]!;
              let repeat = false;
              for (let j = 0; j < i; j++) if (blockOf[p.cells[j]!] === b) repeat = true;
              if (!repeat) distinct++;
            }
            if (distinct < best) best = distinct;
          }
          return best;
        });
        out.push({ blockOf, blocks: blockRows * blockColumns, minBlocks });
      }
    }
  }
  return out;
}

/** Number of blocks of the tiling with at least one cell not in `blocked`. */
function openBlocks(tiling: BlockTiling, blocked: CellSet, total: number, mark: Uint8Array): number {
  mark.fill(0, 0, tiling.blocks);
  let open = 0;
  for (let cell = 0; cell < total; cell++) {
    if ((blocked[cell >>> 5]! >>> (cell & 31)) & 1) continue;
    const b = tiling.blockOf[cell]!;
    if (mark[b] === 0) {
      mark[b] = 1;
      open++;
    }
  }
  return open;
}

/** Nodes between two calls of a search's `tick`. */
const TICK_NODES = 4096;

/**
 * Depth-first search for placements of every ship. With `rng`, candidates are tried in random
 * order (no symmetry breaking); without, in placement order with ships of one class in
 * increasing placement index. Returns the placements, `false` when none exist, or throws
 * BudgetExhausted after `budget` nodes. `tick` hears the nodes tried so far, every TICK_NODES.
 */
function search(variant: Variant, budget: number, rng?: Rng, tick?: (nodes: number) => void): ShipPlacement[] | false {
  const slots = shipSlots(variant);
  const placements = allPlacements(variant);
  const total = cellCount(variant.board);
  const need: number[] = new Array(slots.length + 1).fill(0);
  for (let k = slots.length - 1; k >= 0; k--) need[k] = need[k + 1]! + variant.fleet[slots[k]!]!.size;
  const tilings = blockTilings(variant);
  const needBlocks = tilings.map((t) => {
    const n: number[] = new Array(slots.length + 1).fill(0);
    for (let k = slots.length - 1; k >= 0; k--) n[k] = n[k + 1]! + t.minBlocks[slots[k]!]!;
    return n;
  });
  const mark = new Uint8Array(total);
  const fits = (k: number): boolean => {
    if (need[k]! > total - size(blocked)) return false;
    for (let t = 0; t < tilings.length; t++) if (needBlocks[t]![k]! > openBlocks(tilings[t]!, blocked, total, mark)) return false;
    return true;
  };
  const blocked: CellSet = emptySet(total);
  const chosen: ShipPlacement[] = [];
  let nodes = 0;

  const place = (k: number, minIndex: number): boolean => {
    if (k === slots.length) return true;
    if (!fits(k)) return false;
    const list = placements[slots[k]!]!;
    let candidates: number[] = [];
    for (let i = rng ? 0 : minIndex; i < list.length; i++) if (!intersects(list[i]!.mask, blocked)) candidates.push(i);
    if (rng) candidates = shuffleInPlace(rng, candidates);
    const saved = blocked.slice();
    for (const i of candidates) {
      if (++nodes > budget) throw new BudgetExhausted();
      if (tick && nodes % TICK_NODES === 0) tick(nodes);
      const p = list[i]!;
      unionInto(blocked, p.halo);
      chosen.push(p);
      const sameClassNext = k + 1 < slots.length && slots[k + 1] === slots[k];
      if (place(k + 1, sameClassNext ? i + 1 : 0)) return true;
      chosen.pop();
      blocked.set(saved);
    }
    return false;
  };

  return place(0, 0) ? chosen : false;
}

/**
 * Is there any legal layout of the whole fleet? `{ layout }` with one when there is,
 * `{ impossible: true }` when the search proved there is none, `{ unknown: true }` when it gave
 * up after `nodeBudget` placements tried.
 */
export function findAnyLayout(variant: Variant, nodeBudget = 200_000): LayoutSearch {
  try {
    const found = search(variant, nodeBudget);
    return found ? { layout: layoutFromPlacements(variant, found) } : { impossible: true };
  } catch (e) {
    if (e instanceof BudgetExhausted) return { unknown: true };
    throw e;
  }
}

/**
 * Whether a looser spacing rule could help a fleet that does not fit its board: there is one (the
 * ships may not touch now), and the board has a cell for every ship's cell (else no rule places
 * them). `variant check`, `count`, `pad` and `fleet random` advise it only then (`fitAdvice`).
 */
export function looserSpacingMayHelp(variant: Pick<Variant, 'board' | 'fleet' | 'placement'>): boolean {
  return variant.placement.spacing !== 'may-touch' && fleetCells(variant) <= cellCount(variant.board);
}

/** What to do about a fleet that does not fit its board: a looser spacing rule only where `looserSpacingMayHelp`. */
export function fitAdvice(variant: Pick<Variant, 'board' | 'fleet' | 'placement'>): string {
  return looserSpacingMayHelp(variant) ? 'use fewer or smaller ships, a bigger board, or a looser spacing rule' : 'use fewer or smaller ships, or a bigger board';
}

/** The spacing rules as a designer reads them (Russian and Polish: src/variant/design-text.ts), not their YAML values. */
const SPACING_WORDS: Record<Variant['placement']['spacing'], string> = {
  'may-touch': 'ships may touch',
  'no-side-contact': 'ships may not touch side to side',
  'no-contact': 'ships may not touch',
};

/**
 * The board a fleet is to fit on, with its placement rule in words (`the 7×7 board (ships may not
 * touch)`), and the parts Russian and Polish say it from (`kind: 'design'`, at `fleet`). Diagonal
 * placement is said only where some ship can lie so: a straight one of two cells or more.
 */
export function fitBoard(variant: Pick<Variant, 'board' | 'fleet' | 'placement'>): { readonly words: string; readonly parts: DiagnosticParts } {
  const { rows, columns } = variant.board;
  const spacing = variant.placement.spacing;
  const diagonal = variant.placement.diagonal && variant.fleet.some((c) => c.kind === 'straight' && c.size >= 2);
  return {
    words: `the ${columns}×${rows} board (${SPACING_WORDS[spacing]}${diagonal ? ', ships may lie diagonally' : ''})`,
    parts: { kind: 'design', where: 'fleet', rows, columns, spacing, ...(diagonal ? { diagonal: true } : {}) },
  };
}

/**
 * A fleet proved to have no legal layout, in words (`fleet: 12 ships (21 cells) cannot all be
 * placed on the 7×7 board (ships may not touch)`), with what to do and the parts Russian and
 * Polish say it from: as `variant check` says it (../variant/fit.ts) and `fleet random` when its
 * own search proves it.
 */
export function fleetNotFitting(variant: Pick<Variant, 'board' | 'fleet' | 'placement'>): { readonly message: string; readonly suggestion: string; readonly parts: DiagnosticParts } {
  const board = fitBoard(variant);
  const [ships, cells] = [shipCount(variant), fleetCells(variant)];
  return {
    message: `fleet: ${ships} ships (${cells} cells) cannot all be placed on ${board.words}`,
    suggestion: fitAdvice(variant),
    parts: { ...board.parts, form: 'fleet', ships, cells, ...(looserSpacingMayHelp(variant) ? {} : { looser: false }) },
  };
}

/** Attempts with fresh random orders before falling back to the exhaustive search. */
const RANDOM_ATTEMPTS = 40;
const RANDOM_ATTEMPT_BUDGET = 20_000;
/** Placements the exhaustive search may try after the random attempts. */
export const SEARCH_BUDGET = 5_000_000;

export interface RandomLayoutOptions {
  /** Hears how far the search has gone, as a fraction of all it may try (every few thousand placements). */
  readonly onProgress?: (fraction: number) => void;
  /** Placements the exhaustive search may try (default SEARCH_BUDGET). */
  readonly searchBudget?: number;
}

/**
 * A legal layout drawn at random, the same for the same seed on every machine. Throws a
 * SalvoError: `fleet-does-not-fit` when the search proved the fleet cannot be placed at all,
 * `fleet-search-exhausted` when it gave up (its suggestion names `salvo count`, which decides).
 */
export function randomLayout(variant: Variant, seed: number | string, opts: RandomLayoutOptions = {}): FleetLayout {
  const rng = createRng(seed);
  const searchBudget = opts.searchBudget ?? SEARCH_BUDGET;
  const total = RANDOM_ATTEMPTS * RANDOM_ATTEMPT_BUDGET + searchBudget;
  let before = 0;
  const report = opts.onProgress;
  const tick = report ? (nodes: number): void => report(Math.min(1, (before + nodes) / total)) : undefined;
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
    try {
      const found = search(variant, RANDOM_ATTEMPT_BUDGET, rng, tick);
      if (found) return layoutFromPlacements(variant, found);
      break; // exhaustive within the budget: no layout exists
    } catch (e) {
      if (!(e instanceof BudgetExhausted)) throw e;
    }
    before += RANDOM_ATTEMPT_BUDGET;
  }
  before = RANDOM_ATTEMPTS * RANDOM_ATTEMPT_BUDGET;
  let any: LayoutSearch;
  try {
    const found = search(variant, searchBudget, undefined, tick);
    any = found ? { layout: layoutFromPlacements(variant, found) } : { impossible: true };
  } catch (e) {
    if (!(e instanceof BudgetExhausted)) throw e;
    any = { unknown: true };
  }
  if ('layout' in any) return any.layout;
  // The variant as the user named it: its file, else its template id.
  const ref = variant.source !== variant.id && /[\\/.]/u.test(variant.source) ? variant.source : variant.id;
  if ('impossible' in any) {
    throw new SalvoError({
      severity: 'error',
      // The code variant check gives a fleet that cannot be placed (src/variant/codes.ts).
      code: 'fleet-does-not-fit',
      // Worded as variant check words it, the rule as a designer reads it, in Russian and Polish too.
      ...fleetNotFitting(variant),
    });
  }
  throw new SalvoError({
    severity: 'error',
    code: 'fleet-search-exhausted',
    message: `no layout of the fleet of ${variant.id} was found within the search budget (${searchBudget.toLocaleString('en-US')} placements tried), nor was it proved that none exists`,
    suggestion: `the fleet is probably too tight for the board: 'salvo count ${shellWord(ref)}' decides whether any layout exists; else ${fitAdvice(variant)}`,
  });
}
