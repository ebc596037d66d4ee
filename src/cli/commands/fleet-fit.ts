/**
 * Settling whether a fleet fits its board where the validator's bounded search could not tell
 * (`fleet-fit-unknown`): the exact layout counter decides, for `variant check`, `pad`, `count`
 * and `fleet random` alike.
 */
import { hasErrors, type Diagnostic } from '../../core/diagnostics.js';
import { countLayouts } from '../../inference/engine.js';
import { BudgetExceeded } from '../../inference/profile-dp.js';
import { fleetNotFitting } from '../../core/random-layout.js';
import type { Variant } from '../../variant/model.js';

/** How much `variant check` may count layouts (work, about milliseconds: work.ts) to settle a fit the bounded search left open. */
const FIT_COUNT_BUDGET_MS = 5_000;

/**
 * When the validator's bounded search could not decide whether the fleet fits (the warning
 * `fleet-fit-unknown`), the exact layout counter often can, in well under a second: no layout at
 * all is the error `fleet-does-not-fit` at the same place; some layout drops the warning. Past
 * the budget the warning stays. `variant` is the variant loaded, or how to load it (read only
 * when there is a fit to settle); `onProgress` hears the count's progress.
 */
export async function settleFit(diags: Diagnostic[], variant: Variant | (() => Promise<Variant>), onProgress?: (fraction: number) => void): Promise<Diagnostic[]> {
  const unknown = diags.find((d) => d.code === 'fleet-fit-unknown');
  if (unknown === undefined || hasErrors(diags)) return diags;
  const loaded = typeof variant === 'function' ? await variant() : variant;
  let count: bigint;
  try {
    count = countLayouts(loaded, { budgetMs: FIT_COUNT_BUDGET_MS, ...(onProgress ? { onProgress } : {}) });
  } catch (e) {
    if (e instanceof BudgetExceeded) return diags;
    throw e;
  }
  if (count > 0n) return diags.filter((d) => d !== unknown);
  const settled = noLayoutError(unknown, loaded);
  return diags.map((d) => (d === unknown ? settled : d));
}

/**
 * `fleet-does-not-fit` where the exact count of `variant`'s layouts is 0, at the place of the search's
 * `fleet-fit-unknown` (file, line, column), or none where there is none; a looser spacing rule advised
 * only where one could help.
 */
export function noLayoutError(unknown: Diagnostic, variant: Variant): Diagnostic {
  const { message: _search, suggestion: _hint, parts: _parts, ...place } = unknown;
  // Said as the search's proof is (the ships, the board, the rule as a designer reads it), in
  // Russian and Polish too, with the count that proved it.
  const said = fleetNotFitting(variant);
  return { ...place, severity: 'error', code: 'fleet-does-not-fit', message: `${said.message}: the exact count of layouts is 0`, suggestion: said.suggestion, parts: { ...said.parts, form: 'count' } };
}

/**
 * A variant that loads, but whose fleet the validator's bounded search could not place
 * (`fleet-fit-unknown` among its warnings, `diags`), settled as `variant check` settles it: the error `fleet-does-not-fit`
 * when the exact count finds no layout within its budget, else undefined. `pad` stops on it
 * rather than print a pad no fleet can be drawn on.
 */
export async function unplaceableFleet(diags: Diagnostic[], variant: Variant): Promise<Diagnostic | undefined> {
  if (!diags.some((d) => d.code === 'fleet-fit-unknown')) return undefined;
  return (await settleFit(diags, variant)).find((d) => d.code === 'fleet-does-not-fit');
}
