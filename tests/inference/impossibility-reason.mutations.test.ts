/**
 * Reasons pinned where a second mutation round of impossibility-reason.ts found no test holding
 * them: each case is a tiny board whose announcements admit no fleet, and the reason names what
 * rules out every ship that could hold the hits.
 */
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import { isConsistent } from '../../src/inference/consistency.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { impossibilityReason } from '../../src/inference/impossibility-reason.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const cell = (v: Variant, name: string): number => {
  const p = parseCell(name, v.board);
  if (!p.ok) throw new Error(name);
  return p.cell;
};

/** One salvo per shot, in order, each with its own result. */
function fired(v: Variant, shots: readonly [string, 'hit' | 'miss' | 'sunk'][]): Evidence {
  return { salvos: shots.map(([c, result]) => ({ cells: [cell(v, c)], announcement: { kind: 'per-shot' as const, shots: [{ result }] } })) };
}

describe('hits that no ship can hold', () => {
  it('says a ship that would have sunk with no "sunk" said is ruled out, beside one touching another hit', () => {
    // A row of ten, a ship of four and one of three, no contact. A1 B1 C1 hit, then E1 hit: the
    // three-cell ship on A1-C1 was fired at in full with C1, yet no "sunk" came; the four-cell one
    // on A1-D1 would touch the hit at E1. (Morskoy boy's А1 А2 А3 А5 in the referee-calls fixtures.)
    const v = makeVariant({ rows: 1, columns: 10, fleet: [shipClass('four', 4), shipClass('three', 3)], placement: { diagonal: false, spacing: 'no-contact' } });
    const ev = fired(v, [['A1', 'hit'], ['B1', 'hit'], ['C1', 'hit'], ['E1', 'hit']]);
    expect(isConsistent(v, ev)).toBe(false);
    const shot = (salvo: number, name: string): { salvo: number; cell: number } => ({ salvo, cell: cell(v, name) });
    expect(impossibilityReason(v, ev, [0, 1, 2, 3])).toEqual({
      code: 'hits-no-ship',
      hits: [shot(0, 'A1'), shot(1, 'B1'), shot(2, 'C1')],
      unsunk: true,
      misses: [],
      touching: [shot(3, 'E1')],
    });
  });
});
