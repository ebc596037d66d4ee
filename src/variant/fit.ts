/**
 * Does the fleet fit its board? A variant whose ships cannot all be placed under the spacing
 * rule is refused with `fleet-does-not-fit`; when the (bounded) search gives up, the warning
 * `fleet-fit-unknown` says so. The search itself is core's `findAnyLayout`; this module only
 * words the answer.
 *
 * @example
 *   const d = fleetFitDiagnostic(variant); // undefined when a layout exists
 */
import { findAnyLayout, fitBoard, fleetNotFitting } from '../core/random-layout.js';
import { placementsOf } from '../core/placements.js';
import type { DiagnosticParts } from '../core/diagnostics.js';
import { localize, type Variant } from './model.js';

/** Default search budget (placements tried) for the fit check during validation. */
export const FIT_NODE_BUDGET = 200_000;

export interface FitProblem {
  readonly severity: 'error' | 'warning';
  readonly code: 'fleet-does-not-fit' | 'fleet-fit-unknown';
  readonly message: string;
  readonly suggestion: string;
  /** The class that cannot lie anywhere, when one alone is the trouble. */
  readonly classIndex?: number;
  /** What the message is made of, for Russian and Polish (./design-text.ts; `where` is the caller's). */
  readonly parts: DiagnosticParts;
}

/**
 * Check that some legal layout of the whole fleet exists. Reads only `board`, `fleet` and
 * `placement` of the variant.
 */
export function fleetFitProblem(variant: Variant, nodeBudget = FIT_NODE_BUDGET): FitProblem | undefined {
  const spacing = variant.placement.spacing;
  // The rule in words, as Russian and Polish say it (./design-text.ts), not its YAML value.
  const board = fitBoard(variant);
  const where = board.words;
  for (let i = 0; i < variant.fleet.length; i++) if (placementsOf(variant, i).length === 0) return offBoard(variant, i);
  const found = findAnyLayout(variant, nodeBudget);
  if ('impossible' in found) return { severity: 'error', code: 'fleet-does-not-fit', ...fleetNotFitting(variant) };
  if ('unknown' in found) {
    return {
      severity: 'warning',
      code: 'fleet-fit-unknown',
      message: `fleet: could not decide within ${nodeBudget} steps whether the ships fit on ${where}`,
      // Ships that may touch already have no looser rule to consider.
      suggestion: spacing === 'may-touch' ? 'a tight fleet may make random layouts slow; consider fewer or smaller ships, or a bigger board' : 'a tight fleet may make random layouts slow; consider a looser spacing rule',
      parts: { ...board.parts, steps: nodeBudget },
    };
  }
  return undefined;
}

/**
 * A class that cannot lie anywhere on the board, checked where the placement rule itself did not
 * parse: none of its straight or turned placements fits. Reads `variant.placement` as no diagonals,
 * which lose nothing here (see `offBoard`).
 */
export function classOffBoard(variant: Variant): FitProblem | undefined {
  for (let i = 0; i < variant.fleet.length; i++) if (placementsOf(variant, i).length === 0) return offBoard(variant, i);
  return undefined;
}

/**
 * Class `i` lies nowhere on the board, and what would make it fit, with the numbers. No placement
 * rule is named: a diagonal is never longer than the board's shorter side, and a spacing rule only
 * parts two ships, so neither places a ship that lies nowhere on its own. A straight ship needs a
 * row or column as long as itself; a shape, turned any way, needs a box as large as its own.
 */
function offBoard(variant: Variant, i: number): FitProblem {
  const { rows, columns } = variant.board;
  const cls = variant.fleet[i]!;
  const name = localize(cls.name, variant.languages[0] ?? 'en', variant);
  const base = { kind: 'design', where: 'fleet', rows, columns, size: cls.size, nameRu: localize(cls.name, 'ru', variant), namePl: localize(cls.name, 'pl', variant) } as const;
  const said = `fleet: the ${name} (${cls.size} cells) cannot lie anywhere on the ${columns}×${rows} board`;
  if (cls.kind === 'straight') {
    const longest = Math.max(rows, columns);
    return {
      severity: 'error',
      code: 'fleet-does-not-fit',
      message: `${said}: no row or column there has more than ${longest} cells`,
      suggestion: `make the ship at most ${longest} cells long, or give the board at least ${cls.size} columns or rows`,
      classIndex: i,
      parts: { ...base, form: 'class', longest },
    };
  }
  // The shape's box, short side first; the board's, likewise; the least board that holds it.
  const high = Math.max(...cls.shape.map(([r]) => r)) + 1;
  const wide = Math.max(...cls.shape.map(([, c]) => c)) + 1;
  const [short, long] = [Math.min(high, wide), Math.max(high, wide)];
  const [boardShort, boardLong] = [Math.min(rows, columns), Math.max(rows, columns)];
  const across: [number, number] = [Math.max(columns, long), Math.max(rows, short)];
  const upright: [number, number] = [Math.max(columns, short), Math.max(rows, long)];
  const [needColumns, needRows] = upright[0] * upright[1] < across[0] * across[1] ? upright : across;
  return {
    severity: 'error',
    code: 'fleet-does-not-fit',
    message: `${said}: turned any way, its shape spans ${short}×${long} cells`,
    suggestion: `draw the shape to fit in ${boardLong}×${boardShort} cells, or make the board at least ${needColumns}×${needRows}`,
    classIndex: i,
    parts: { ...base, form: 'shape', short, long, boardShort, boardLong, needColumns, needRows },
  };
}
