/**
 * `firstImpossible` against brute force: on generated positions whose announcements admit no
 * layout, the reported salvo is the first after which none fits, and the conflict set admits
 * none while dropping any one of its announcements lets some layout fit again.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { firstImpossible } from '../../src/inference/consistency.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';
import { positionArb } from './positions.js';

describe('firstImpossible', () => {
  it('finds the first impossible salvo and an irreducible conflict (brute force)', async () => {
    let impossibleSeen = 0;
    let ownBreaks = 0;
    await fc.assert(
      fc.asyncProperty(positionArb, async (pos) => {
        await breathe();
        if (pos === null) return;
        const { variant, evidence, layouts } = pos;
        const fits = (ev: Evidence): boolean => bruteInfer(variant, ev, layouts).count > 0n;
        const bad = firstImpossible(variant, evidence);
        expect(bad === null).toBe(fits(evidence));
        if (bad === null) return;
        impossibleSeen++;
        const own = evidence.ownSalvoSizes ?? [];
        const prefix = (k: number): Evidence => ({ salvos: evidence.salvos.slice(0, k), ownSalvoSizes: own.filter((o) => o.afterSalvo <= k) });
        expect(fits(prefix(bad.salvo + 1))).toBe(false);
        if (bad.ownSize !== undefined) {
          // The fit was lost with that size: everything announced before it still fits.
          const o = own[bad.ownSize]!;
          const before = own.filter((x, i) => x.afterSalvo < o.afterSalvo || (x.afterSalvo === o.afterSalvo && i < bad.ownSize!));
          expect(o.afterSalvo).toBe(bad.salvo + 1);
          expect(fits({ salvos: evidence.salvos.slice(0, bad.salvo + 1), ownSalvoSizes: before })).toBe(true);
          expect(bad.ownSalvoSizes).toContain(bad.ownSize);
          ownBreaks++;
        } else {
          if (bad.salvo >= 0) expect(fits(prefix(bad.salvo))).toBe(true);
          if (bad.salvo >= 0) expect(bad.conflict).toContain(bad.salvo);
        }
        const keep = (salvos: readonly number[], owns: readonly number[]): Evidence => ({
          salvos: evidence.salvos.map((s, i) => (salvos.includes(i) ? s : { cells: s.cells, announcement: null })),
          ownSalvoSizes: own.filter((_, i) => owns.includes(i)),
        });
        expect(fits(keep(bad.conflict, bad.ownSalvoSizes))).toBe(false);
        for (const i of bad.conflict) expect(fits(keep(bad.conflict.filter((x) => x !== i), bad.ownSalvoSizes))).toBe(true);
        for (const i of bad.ownSalvoSizes) expect(fits(keep(bad.conflict, bad.ownSalvoSizes.filter((x) => x !== i)))).toBe(true);
      }),
      { seed: 77, numRuns: 150 },
    );
    expect(impossibleSeen).toBeGreaterThan(10);
    expect(ownBreaks).toBeGreaterThan(0);
  });

  it('a hit on a cell fired at before conflicts: as the rules announce it, it can hit nothing new', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2)] });
    const miss: Announcement = { kind: 'per-shot', shots: [{ result: 'miss' }] };
    const hit: Announcement = { kind: 'per-shot', shots: [{ result: 'hit' }] };
    const ev: Evidence = { salvos: [{ cells: [3], announcement: miss }, { cells: [20], announcement: miss }, { cells: [3], announcement: hit }] };
    expect(firstImpossible(v, ev)).toEqual({ salvo: 2, conflict: [2], ownSalvoSizes: [] });
    // A miss on a cell hit before is what the rules announce: no conflict.
    const again: Evidence = { salvos: [{ cells: [3], announcement: hit }, { cells: [20], announcement: miss }, { cells: [3], announcement: miss }] };
    expect(firstImpossible(v, again)).toBeNull();
  });

  it('a conflict proven at once is still told when narrowing it down runs past the budget', () => {
    // Hits on the hospital do not count as damage, so salvo sizes are settled by the counter. The
    // whole evidence is impossible at once (4 then 3 shots with no hit taken between), but dropping
    // the announcement takes a count: past the budget, the conflict is told unnarrowed, never lost,
    // and said to be perhaps not the smallest (`narrowingCut`).
    const base = makeVariant();
    const v = makeVariant({
      fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('hospital', 3, { protected: true, mustSink: false })],
      turns: { ...base.turns, salvo: { kind: 'damage', shots: 4, steps: [{ damage: 3, shots: 3 }], countProtected: false }, protectedHitPenalty: 'skip-next-turn' },
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
    });
    const ev: Evidence = {
      salvos: [{ cells: [0, 1, 2, 3], announcement: { kind: 'per-salvo', hits: [{ classId: 'four' }] } }],
      ownSalvoSizes: [
        { afterSalvo: 1, shots: 4 },
        { afterSalvo: 1, shots: 3 },
      ],
    };
    expect(firstImpossible(v, ev)).toEqual({ salvo: 0, ownSize: 1, conflict: [], ownSalvoSizes: [0, 1] });
    expect(firstImpossible(v, ev, { work: new WorkMeter(1) })).toEqual({ salvo: 0, ownSize: 1, conflict: [0], ownSalvoSizes: [0, 1], narrowingCut: true });
  });
});
