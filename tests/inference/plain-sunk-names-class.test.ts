/**
 * A per-shot report with `sunk: plain` and `hitClass: true` names the class of a ship it sinks, as
 * it names the class of every hit (the rules: src/rules/announce.ts `namesClass`). The two
 * brute-force references (tests/inference/brute.ts, tests/analysis/helpers/brute-infer.ts) once
 * named it only under `sunk: with-class`: the record the rules have the defender give ("sunk
 * three") fitted no layout of theirs, while the engine counted it. Here both announce as the rules
 * do, and on such a record the engine, the brute force and suggest's inferrer agree.
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { trueAnnouncement } from '../../src/rules/announce.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { initialState, replay } from '../../src/rules/engine.js';
import type { FleetLayout } from '../../src/core/layout-types.js';
import type { GameSetup } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';
import { allLayouts, announce as announceAnalysis, bruteInferrer } from '../analysis/helpers/brute-infer.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { turn } from '../rules/build.js';
import { announce, bruteInfer, bruteLayouts, type BruteShip } from './brute.js';

const variantOf = (spacing: Variant['placement']['spacing']): Variant =>
  makeVariant({
    rows: 4,
    columns: 5,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing },
    report: { timing: 'per-shot', sunk: 'plain', hitClass: true },
  });

/** The layout as the rules hold it (ships by class index, then ordinal). */
function fleetOf(variant: Variant, layout: readonly BruteShip[]): FleetLayout {
  const seen = variant.fleet.map(() => 0);
  return [...layout]
    .sort((a, b) => a.classIndex - b.classIndex)
    .map((s) => ({ classId: variant.fleet[s.classIndex]!.id, classIndex: s.classIndex, ordinal: seen[s.classIndex]!++, cells: [...s.cells].sort((a, b) => a - b) }));
}

/** Single shots at every ship cell of the layout (each ship sinks) and two cells of water, as the rules announce them. */
function record(variant: Variant, layout: readonly BruteShip[]): { salvos: number[][]; said: Announcement[] } {
  const fleet = fleetOf(variant, layout);
  const setup: GameSetup = { variant, fleets: { blue: fleet, red: fleet } };
  const cells = [...new Set([0, ...layout.flatMap((s) => s.cells), 19])];
  const salvos = cells.map((c) => [c]);
  const said = salvos.map((s, t) => {
    const before = cells.slice(0, t);
    const state = before.length > 0 ? replay(setup, [turn('blue', before)]).states[1]! : initialState(setup);
    return trueAnnouncement(setup, state, 'blue', s)!;
  });
  return { salvos, said };
}

describe('sunk: plain with hitClass: the class sunk is named, by the rules and by the brute force', () => {
  for (const spacing of ['may-touch', 'no-side-contact'] as const) {
    it(spacing, () => {
      const variant = variantOf(spacing);
      const layouts = bruteLayouts(variant);
      const brute = bruteInferrer();
      for (const at of [3, 57, 90]) {
        const layout = layouts[at % layouts.length]!;
        const { salvos, said } = record(variant, layout);
        // The rules name the class of each ship sunk (three ships: three sinkings).
        const sinkings = said.flatMap((a) => (a.kind === 'per-shot' ? a.shots.filter((s) => s.result === 'sunk') : []));
        expect(sinkings).toHaveLength(3);
        for (const s of sinkings) expect(s.classId).toBeDefined();
        // Both brute-force references announce as the rules do.
        const placed = allLayouts(variant).find((l) => JSON.stringify(l.map((p) => [...p.cells].sort((a, b) => a - b)).sort()) === JSON.stringify(layout.map((s) => [...s.cells].sort((a, b) => a - b)).sort()))!;
        expect(placed).toBeDefined();
        salvos.forEach((s, t) => {
          expect(announce(variant, layout, salvos, t), `salvo ${t + 1}`).toEqual(said[t]);
          expect(announceAnalysis(variant, placed, new Set(salvos.slice(0, t).flat()), s), `salvo ${t + 1}`).toEqual(said[t]);
        });
        // On that honest record (and on its first half, where ships are still afloat) the engine,
        // the brute force and suggest's inferrer (the analysis brute force) agree, and the truth is counted.
        for (const upTo of [Math.ceil(salvos.length / 2), salvos.length]) {
          const evidence: Evidence = { salvos: salvos.slice(0, upTo).map((cells, t) => ({ cells, announcement: said[t]! })) };
          const fast = infer(variant, evidence);
          const slow = bruteInfer(variant, evidence, layouts);
          expect(slow.count > 0n).toBe(true);
          expect(fast.count).toBe(slow.count);
          for (let c = 0; c < 20; c++) expect(Math.abs(fast.marginal[c]! - slow.marginal[c]!)).toBeLessThan(1e-12);
          const post = brute(variant, evidence);
          for (let c = 0; c < 20; c++) expect(Math.abs(post.marginal[c]! - slow.marginal[c]!)).toBeLessThan(1e-12);
        }
      }
    });
  }
});
