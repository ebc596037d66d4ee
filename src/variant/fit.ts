/**
 * Does the fleet fit its board? A variant whose ships cannot all be placed under the spacing
 * rule is refused with `fleet-does-not-fit`; when the (bounded) search gives up, the warning
 * `fleet-fit-unknown` says so. The search itself is core's `findAnyLayout`; this module only
 * words the answer.
 *
 * @example
 *   const d = fleetFitDiagnostic(variant); // undefined when a layout exists
 */
import { findAnyLayout } from '../core/random-layout.js';
import { placementsOf } from '../core/placements.js';
import type { DiagnosticParts } from '../core/diagnostics.js';
import { fleetCells, localize, shipCount, type Variant } from './model.js';

/** The spacing rules in words, for the board a fleet does not fit on. */
const SPACING_WORDS: Record<Variant['placement']['spacing'], string> = {
  'may-touch': 'ships may touch',
  'no-side-contact': 'ships may not touch side to side',
  'no-contact': 'ships may not touch',
};

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
  const { rows, columns } = variant.board;
  const spacing = variant.placement.spacing;
  // The rule in words, as Russian and Polish say it (./design-text.ts), not its YAML value.
  // Diagonal placement said only where some ship can lie so: a straight one of two cells or more.
  const diagonal = variant.placement.diagonal && variant.fleet.some((c) => c.kind === 'straight' && c.size >= 2);
  const where = `the ${columns}×${rows} board (${SPACING_WORDS[spacing]}${diagonal ? ', ships may lie diagonally' : ''})`;
  const board: DiagnosticParts = { kind: 'design', where: 'fleet', rows, columns, spacing, ...(diagonal ? { diagonal: true } : {}) };
  for (let i = 0; i < variant.fleet.length; i++) {
    if (placementsOf(variant, i).length === 0) {
      const cls = variant.fleet[i]!;
      return {
        severity: 'error',
        code: 'fleet-does-not-fit',
        message: `fleet: the ${localize(cls.name, variant.languages[0] ?? 'en', variant)} (${cls.size} cells) cannot lie anywhere on ${where}`,
        suggestion: 'make the ship smaller or the board bigger',
        classIndex: i,
        parts: { ...board, form: 'class', size: cls.size, nameRu: localize(cls.name, 'ru', variant), namePl: localize(cls.name, 'pl', variant) },
      };
    }
  }
  const found = findAnyLayout(variant, nodeBudget);
  if ('impossible' in found) {
    return {
      severity: 'error',
      code: 'fleet-does-not-fit',
      message: `fleet: ${shipCount(variant)} ships (${fleetCells(variant)} cells) cannot all be placed on ${where}`,
      suggestion: 'use fewer or smaller ships, a bigger board, or a looser spacing rule',
      parts: { ...board, form: 'fleet', ships: shipCount(variant), cells: fleetCells(variant) },
    };
  }
  if ('unknown' in found) {
    return {
      severity: 'warning',
      code: 'fleet-fit-unknown',
      message: `fleet: could not decide within ${nodeBudget} steps whether the ships fit on ${where}`,
      suggestion: 'a tight fleet may make random layouts slow; consider a looser spacing rule',
      parts: { ...board, steps: nodeBudget },
    };
  }
  return undefined;
}

/**
 * A class that cannot lie anywhere on the board under any placement rule (checked where the rule
 * itself did not parse): none of its straight or turned placements fits, and neither diagonals
 * (never longer than the board's shorter side) nor a spacing rule (which only parts two ships)
 * would add one. Reads `variant.placement` as no diagonals.
 */
export function classOffBoard(variant: Variant): FitProblem | undefined {
  const { rows, columns } = variant.board;
  for (let i = 0; i < variant.fleet.length; i++) {
    if (placementsOf(variant, i).length > 0) continue;
    const cls = variant.fleet[i]!;
    return {
      severity: 'error',
      code: 'fleet-does-not-fit',
      message: `fleet: the ${localize(cls.name, variant.languages[0] ?? 'en', variant)} (${cls.size} cells) cannot lie anywhere on the ${columns}×${rows} board, whatever the placement rule`,
      suggestion: 'make the ship smaller or the board bigger',
      classIndex: i,
      parts: { kind: 'design', where: 'fleet', rows, columns, form: 'class-any-rule', size: cls.size, nameRu: localize(cls.name, 'ru', variant), namePl: localize(cls.name, 'pl', variant) },
    };
  }
  return undefined;
}
