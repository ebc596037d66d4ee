/**
 * Sequential importance sampling (src/inference/sampling.ts) against brute force, on games in
 * progress: the hits are covered first, so samples count even when ships placed blindly would
 * almost never cover every hit; the count and the probabilities agree with the exact ones
 * within a few standard errors (seeded, so deterministic).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { compileEvidence } from '../../src/inference/compile.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { importanceSample } from '../../src/inference/sampling.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteInfer, bruteLayouts } from './brute.js';

const layoutsOf = new Map<Variant, ReturnType<typeof bruteLayouts>>();
function layouts(variant: Variant): ReturnType<typeof bruteLayouts> {
  if (!layoutsOf.has(variant)) layoutsOf.set(variant, bruteLayouts(variant));
  return layoutsOf.get(variant)!;
}

/** The evidence of firing `shots` one by one at `layout`, announced honestly. */
function game(variant: Variant, layoutIndex: number, shots: readonly number[]): Evidence {
  const layout = layouts(variant)[layoutIndex]!;
  const salvos = shots.map((c) => [c]);
  return { salvos: salvos.map((cells, t) => ({ cells, announcement: announce(variant, layout, salvos, t) })) };
}

function check(variant: Variant, evidence: Evidence, seed: number): { accepted: number; drawn: number } {
  const exact = bruteInfer(variant, evidence, layouts(variant));
  expect(exact.count).toBeGreaterThan(0n);
  const est = importanceSample(compileEvidence(variant, evidence), createRng(seed), new WorkMeter(0), 20_000, 20_000);
  expect(est.drawn).toBe(20_000);
  const n = Number(exact.count);
  expect(Math.abs(est.count - n)).toBeLessThanOrEqual(4 * est.countStdError + 1e-9 * n);
  expect(est.countStdError).toBeLessThan(0.1 * n);
  exact.marginal.forEach((p, c) => expect(Math.abs(est.marginal[c]! - p)).toBeLessThanOrEqual(4 * est.stdError[c]! + 0.01));
  return { accepted: est.accepted, drawn: est.drawn };
}

describe('importance sampling', () => {
  const noContact = makeVariant({
    rows: 6,
    columns: 6,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1, { count: 2 })],
    placement: { diagonal: false, spacing: 'no-contact' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
  const mayTouch = makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });

  it('agrees with brute force on the empty board', () => {
    check(noContact, { salvos: [] }, 1);
  });

  it('agrees with brute force after hits, misses and a sunk ship, ships that may not touch', () => {
    // Fire along the main diagonal and two rows: several hits, some ships sunk.
    const shots = [0, 7, 14, 21, 28, 35, 1, 2, 3, 4, 5, 12, 13, 15, 16, 17];
    for (const layout of [0, 1234, 40_000]) {
      const evidence = game(noContact, layout, shots);
      const hits = evidence.salvos.filter((s) => {
        const a = s.announcement;
        return a !== null && 'shots' in a && a.shots[0]!.result !== 'miss';
      }).length;
      expect(hits).toBeGreaterThan(0);
      const { accepted, drawn } = check(noContact, evidence, layout + 1);
      // Covering the hits first keeps most samples: placed blindly, few would cover them all.
      expect(accepted).toBeGreaterThan(drawn / 20);
    }
  });

  it('agrees with brute force after hits, ships that may touch', () => {
    const shots = [12, 6, 18, 0, 24, 2, 22, 7];
    for (const layout of [5, 777]) check(mayTouch, game(mayTouch, layout, shots), layout);
  });
});
