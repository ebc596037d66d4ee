/**
 * Past the budget, infer's chain estimate (src/analysis/chain-estimate.ts) lists as pinned only
 * the ships the evidence itself pins (the chain model's presolve: a hit only one placement can
 * cover), never ships every sample happened to agree on, and says other ships were not checked
 * (`pinnedBy: 'evidence'`). Checked against the brute-force enumerator (./brute.ts). Where the
 * chain enumerates the position instead, the answer is exact, and so are its pinned ships: every
 * ship of every consistent layout, as the engine's exact count lists them.
 */
import { describe, expect, it } from 'vitest';
import { chainEstimate } from '../../src/analysis/chain-estimate.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { infer } from '../../src/inference/engine.js';
import { formatInference } from '../../src/cli/commands/infer.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { WorkMeter } from '../../src/inference/work.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts } from './brute.js';

const variant = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2), shipClass('one', 1)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});

const all = bruteLayouts(variant);
// A fleet with its one-cell ship at C3 (cell 12), its three across the top row.
const fleet = all.find((l) => l.some((s) => s.classIndex === 2 && s.cells[0] === 12) && l.some((s) => s.classIndex === 0 && s.cells.join() === '0,1,2'))!;
const salvos = [[12], [0, 6]];
const evidence: Evidence = { salvos: salvos.map((cells, t) => ({ cells, announcement: announce(variant, fleet, salvos, t) })) };

/** The ships in every layout consistent with the evidence, by brute force. */
function trulyPinned(): string[] {
  const consistent = all.filter((l) => salvos.every((_, t) => JSON.stringify(announce(variant, l, salvos, t)) === JSON.stringify(evidence.salvos[t]!.announcement)));
  expect(consistent.length).toBeGreaterThan(1);
  const key = (s: { classIndex: number; cells: readonly number[] }): string => `${variant.fleet[s.classIndex]!.id}:${[...s.cells].sort((a, b) => a - b).join(',')}`;
  const sets = consistent.map((l) => new Set(l.map(key)));
  return [...sets[0]!].filter((k) => sets.every((s) => s.has(k)));
}

describe("the chain estimate's pinned ships", () => {
  it('are the ships the evidence pins, each in every consistent layout, and said to be only those', () => {
    const r = chainEstimate(variant, evidence, { work: WorkMeter.ms(300), seed: 1 })!;
    expect(r.exact).toBe(false);
    expect(r.pinnedBy).toBe('evidence');
    const truth = trulyPinned();
    const listed = r.pinned.map((p) => `${p.classId}:${p.cells.join(',')}`);
    // The one-cell ship hit and sunk at C3 is pinned by the evidence itself.
    expect(listed).toContain('one:12');
    for (const p of listed) expect(truth).toContain(p);
    const text = formatInference(variant, { target: 'red', after: 2, result: r, evidence, seconds: 0 }, undefined, 'en');
    expect(text).toContain('Pinned down by the evidence itself (an estimate: other ships are not checked):');
    expect(text).toContain('  one: C3');
  });

  it('with none pinned by the evidence, says none and that others are not checked', () => {
    const open: Evidence = { salvos: [{ cells: [0, 6], announcement: announce(variant, fleet, [[0, 6]], 0) }] };
    const r = chainEstimate(variant, open, { work: WorkMeter.ms(300), seed: 1 })!;
    expect(r.exact).toBe(false);
    expect(r.pinned).toEqual([]);
    const text = formatInference(variant, { target: 'red', after: 1, result: r, evidence: open, seconds: 0 }, undefined, 'en');
    expect(text).toContain('Pinned down by the evidence itself: none (an estimate: other ships are not checked)');
    expect(text).not.toContain('Pinned down: none yet');
  });
});

/** Pinned ships as comparable keys, in order. */
const keys = (ps: readonly { classId: string; cells: readonly number[] }[]): string[] => ps.map((p) => `${p.classId}:${[...p.cells].sort((a, b) => a - b).join(',')}`).sort();

describe("the chain's exact enumeration, pinned ships", () => {
  it('lists every ship each consistent layout has (brute force), not none', () => {
    const post = chainPosterior(variant, evidence, { seed: '1' });
    expect(post.exact).toBe(true);
    const truth = trulyPinned();
    expect(truth.length).toBeGreaterThan(0);
    expect(keys(post.pinned ?? [])).toEqual([...truth].sort());
  });

  it('where every ship is sunk, infer past a tiny budget answers exactly with the fleet pinned, as the engine does', () => {
    // Reported shot by shot, each ship sunk: the chain's presolve fixes every one of them.
    const perShot = makeVariant({ rows: 5, columns: 5, fleet: variant.fleet, placement: variant.placement });
    const shots = fleet.flatMap((s) => s.cells.map((c) => [c]));
    const sunk: Evidence = { salvos: shots.map((cells, t) => ({ cells, announcement: announce(perShot, fleet, shots, t) })) };
    const exact = infer(perShot, sunk, {});
    expect(exact.exact).toBe(true);
    expect(exact.count).toBe(1n);
    const r = chainEstimate(perShot, sunk, { work: WorkMeter.ms(1), seed: 1 })!;
    expect(r.exact).toBe(true);
    expect(r.count).toBe(exact.count);
    expect(r.pinnedBy).toBeUndefined();
    expect(keys(r.pinned)).toEqual(keys(exact.pinned));
    expect(r.pinned).toHaveLength(perShot.fleet.length);
    const text = formatInference(perShot, { target: 'red', after: shots.length, result: r, evidence: sunk, seconds: 0 }, undefined, 'en');
    expect(text).not.toContain('none yet');
    for (const p of exact.pinned) expect(text).toMatch(new RegExp(`^  ${p.classId}: `, 'm'));
  });
});
