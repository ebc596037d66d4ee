/**
 * The board the hospital tests weigh advice on by brute force: one row of `columns` cells, a
 * two-cell ship and a two-cell hospital (protected) that may touch, the classes hit announced
 * after each salvo (no counts, sinking not told), salvos of `shots`, a hospital hit costing the
 * next turn, as Perelman's rules have it.
 */
import type { Variant } from '../../../src/variant/model.js';
import { makeVariant, shipClass } from '../../helpers/make-variant.js';

/** The fleet's index of the hospital. */
export const HOSPITAL = 1;

export function hospitalLine(columns: number, shots: number): Variant {
  const base = makeVariant({
    rows: 1,
    columns,
    fleet: [shipClass('ship', 2), shipClass('hospital', 2, { protected: true })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  return { ...base, turns: { ...base.turns, salvo: { kind: 'constant', shots }, protectedHitPenalty: 'skip-next-turn' } };
}
