/**
 * `impossibleAnnouncements` answers an equal question once (record-check.ts, `remembered`): play
 * asks it of the record with a result typed, again as it saves the record (the record read back
 * from its text) and again at the next prompt, each a record object of its own, with the sides
 * named in another order and another budget. The answer is handed on only where the work would
 * have been the same: a side left unsettled within one budget is worked again under a larger one,
 * and an answer that took more work than a smaller budget allows is not handed to it.
 */
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Each search counted; where `units` is set, each charges its meter that much work first (the
// Jutland searches here find a fitting fleet at once, charging nothing), as a hard one does.
const worked = { searches: 0, units: 0 };
vi.mock('../../src/inference/consistency.js', async (original) => {
  const m = await original<typeof import('../../src/inference/consistency.js')>();
  return {
    ...m,
    firstImpossible: (...a: Parameters<typeof m.firstImpossible>) => {
      worked.searches++;
      if (worked.units > 0) a[2]?.work?.charge('limb', worked.units / 0.03);
      return m.firstImpossible(...a);
    },
  };
});

const { impossibleAnnouncements } = await import('../../src/inference/record-check.js');
const { parseRecord } = await import('../../src/record/parse.js');
const { loadVariant } = await import('../../src/variant/load.js');
const { longRecord } = await import('../helpers/long-record.js');

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The searches `f` makes, and what it gives. */
function counted<T>(f: () => T): { searches: number; value: T } {
  worked.searches = 0;
  const value = f();
  return { searches: worked.searches, value };
}

describe('impossible announcements asked again', () => {
  it('of an equal record, the sides in another order and a larger budget: worked once, the same answer', async () => {
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const { text } = longRecord(variant, 3, 20);
    const first = parseRecord(text, variant).record;
    const [a, b] = variant.turns.sides.map((s) => s.id);
    const once = counted(() => impossibleAnnouncements(first, variant, undefined, { budgetMs: 2_000, sides: [b!, a!] }));
    // Both sides searched (each at least once), nothing skipped.
    expect(once.searches).toBeGreaterThanOrEqual(2);
    expect(once.value.skipped).toEqual([]);
    const again = counted(() => impossibleAnnouncements(structuredClone(first), variant, undefined, { budgetMs: 5_000, sides: [a!, b!] }));
    expect(again.searches).toBe(0);
    expect(again.value).toEqual(once.value);
    // With no budget, and every side by default: the same work, not done again.
    const unlimited = counted(() => impossibleAnnouncements(structuredClone(first), variant));
    expect(unlimited.searches).toBe(0);
    expect(unlimited.value).toEqual(once.value);
    // The answer handed on is the caller's own: changing it changes no later answer.
    again.value.impossibleSizes.add(99);
    again.value.breaches.push(again.value.breaches[0] ?? ({} as never));
    expect(impossibleAnnouncements(structuredClone(first), variant, undefined, { budgetMs: 5_000 })).toEqual(once.value);
  });

  it('is worked again where the budget it was answered within left a side unsettled, or the new budget is smaller than the work it took', async () => {
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const { text } = longRecord(variant, 5, 24);
    const record = parseRecord(text, variant).record;
    // Each search takes 3 ms of work (3,000 units): none fits in 2 ms.
    worked.units = 3_000;
    try {
      const small = counted(() => impossibleAnnouncements(record, variant, undefined, { budgetMs: 2 }));
      expect(small.value.skipped).toHaveLength(2);
      const full = counted(() => impossibleAnnouncements(structuredClone(record), variant, undefined, { budgetMs: 5_000 }));
      expect(full.searches).toBeGreaterThanOrEqual(2);
      expect(full.value.skipped).toEqual([]);
      // The same budget again: the same work, the same answer, skipped sides and all.
      const smallAgain = counted(() => impossibleAnnouncements(structuredClone(record), variant, undefined, { budgetMs: 2 }));
      expect(smallAgain.searches).toBe(0);
      expect(smallAgain.value).toEqual(small.value);
      // A budget the full answer's work does not fit, not asked before: worked, each side skipped as a fresh search skips it.
      const smaller = counted(() => impossibleAnnouncements(structuredClone(record), variant, undefined, { budgetMs: 2.5 }));
      expect(smaller.searches).toBe(2);
      expect(smaller.value.skipped).toEqual(small.value.skipped);
      // One the work fits: handed on.
      const enough = counted(() => impossibleAnnouncements(structuredClone(record), variant, undefined, { budgetMs: 3.5 }));
      expect(enough.searches).toBe(0);
      expect(enough.value).toEqual(full.value);
    } finally {
      worked.units = 0;
    }
  });
});
