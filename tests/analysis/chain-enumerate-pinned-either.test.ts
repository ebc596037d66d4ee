/**
 * `infer` past its budget, where the analysis chain lists the layouts exactly (chain-estimate.ts
 * `chainEnumerate`), gives the ships pinned down whose class is not (`pinnedEither`, "sloop or brig:
 * A1 A2") as the engine's own exact count does: that listing gave only the ships whose class is
 * certain, so a ship sunk on two cells, of one of two classes of 2, was not among those pinned down
 * at all. The oracle: every legal layout by the brute force, kept where it fits the announcements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainEnumerate } from '../../src/analysis/chain-estimate.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts, consistent } from '../inference/brute.js';

const variant = (spacing: 'no-contact' | 'may-touch'): Variant =>
  makeVariant({ rows: 4, columns: 5, fleet: [shipClass('sloop', 2), shipClass('brig', 2), shipClass('raft', 1)], placement: { diagonal: false, spacing } });

/** The places held by a ship in every layout fitting `evidence`, by more than one class across them: `classIds|cells`, sorted. */
function bruteEither(v: Variant, evidence: Evidence): string[] {
  const fit = bruteLayouts(v).filter((l) => consistent(v, l, evidence));
  const held = new Map<string, { layouts: number; classes: Set<string> }>();
  for (const layout of fit) {
    for (const s of layout) {
      const key = [...s.cells].sort((a, b) => a - b).join(',');
      const h = held.get(key) ?? { layouts: 0, classes: new Set<string>() };
      h.layouts++;
      h.classes.add(v.fleet[s.classIndex]!.id);
      held.set(key, h);
    }
  }
  const order = (ids: Iterable<string>): string[] => v.fleet.map((c) => c.id).filter((id) => [...ids].includes(id));
  return [...held]
    .filter(([, h]) => h.layouts === fit.length && h.classes.size > 1)
    .map(([cells, h]) => `${order(h.classes).join(' ')}|${cells}`)
    .sort();
}

const listed = (v: Variant, evidence: Evidence): string[] =>
  (chainEnumerate(v, evidence, {})?.pinnedEither ?? []).map((p) => `${p.classIds.join(' ')}|${[...p.cells].sort((a, b) => a - b).join(',')}`).sort();

describe("pinnedEither where infer's budget ran out and the chain listed the layouts", () => {
  it('names the ship sunk on A1 A2, a sloop or a brig', () => {
    const v = variant('no-contact');
    const evidence: Evidence = {
      salvos: [
        { cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
        { cells: [1], announcement: { kind: 'per-shot', shots: [{ result: 'sunk' }] } },
      ],
    };
    expect(bruteEither(v, evidence)).toEqual(['sloop brig|0,1']);
    const r = chainEnumerate(v, evidence, {});
    expect(r?.exact).toBe(true);
    expect(r?.pinnedEither).toEqual([{ classIds: ['sloop', 'brig'], cells: [0, 1] }]);
    // One class asked for: the places so held all the same, as the engine gives them.
    expect(chainEnumerate(v, evidence, { classFilter: 'raft' })?.pinnedEither).toEqual([{ classIds: ['sloop', 'brig'], cells: [0, 1] }]);
  });

  it('gives what the brute force gives, on random games', () => {
    let some = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 20, maxLength: 20 }), fc.integer({ min: 2, max: 12 }), fc.boolean(), (pick, keys, salvos, touch) => {
        const v = variant(touch ? 'may-touch' : 'no-contact');
        const layouts = bruteLayouts(v);
        const layout = layouts[pick % layouts.length]!;
        const order = Array.from({ length: 20 }, (_, c) => c).sort((a, b) => keys[a]! - keys[b]! || a - b);
        const cells = order.slice(0, salvos).map((c) => [c]);
        const evidence: Evidence = { salvos: cells.map((c, i) => ({ cells: c, announcement: announce(v, layout, cells, i) })) };
        const want = bruteEither(v, evidence);
        if (want.length > 0) some++;
        expect(listed(v, evidence)).toEqual(want);
      }),
      { numRuns: 60, seed: 50 },
    );
    // The property was put to the test: some games had such a ship.
    expect(some).toBeGreaterThan(3);
  });
});
