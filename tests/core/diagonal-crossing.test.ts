/**
 * Diagonal ships that cross in an X (A1-B2 and B1-A2). The seed rules (Jutland, seed 004) define a
 * ship as its marked squares, "consecutive ... in a straight line"; two ships are apart when they
 * share no square, and Jutland's own rule ("at least one blank square between any of the ships;
 * they must not touch") forbids the X because the ships touch, not because they cross. So the X is
 * legal exactly where the spacing lets ships touch (`may-touch`), and illegal under
 * `no-side-contact` and `no-contact` (A1 and B1 touch side by side). The placement/spacing code
 * decides for every command: `fleet check` and `check` (layoutBreaches), `count` and the
 * inference (the placements' masks and halos). Checked against a brute force written from the
 * rule above on a 3×3 board, every pair of ships one by one.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutBreaches } from '../../src/core/layout.js';
import type { FleetLayout } from '../../src/core/layout-types.js';
import { countLayouts, infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { Spacing, Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const N = 3;
const SPACINGS: readonly Spacing[] = ['may-touch', 'no-side-contact', 'no-contact'];

const variantOf = (spacing: Spacing): Variant =>
  makeVariant({ rows: N, columns: N, fleet: [shipClass('a', 2), shipClass('b', 2)], placement: { diagonal: true, spacing }, report: { timing: 'per-shot', sunk: 'none', hitClass: false } });

type Ship = readonly (readonly [number, number])[];

/** Every two-square straight ship: horizontal, vertical, both diagonals. */
function ships(): Ship[] {
  const out: Ship[] = [];
  for (let r = 0; r < N; r++)
    for (let c = 0; c < N; c++)
      for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]] as const) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 >= 0 && r2 < N && c2 >= 0 && c2 < N) out.push([[r, c], [r2, c2]]);
      }
  return out;
}

/** The rule: no shared square; under the spacing, no square of one beside (or at a corner of) one of the other. Crossing is no extra rule. */
function legal(p: Ship, q: Ship, spacing: Spacing): boolean {
  for (const [r1, c1] of p)
    for (const [r2, c2] of q) {
      const dr = Math.abs(r1 - r2);
      const dc = Math.abs(c1 - c2);
      if (dr === 0 && dc === 0) return false;
      if (spacing === 'no-side-contact' && dr + dc === 1) return false;
      if (spacing === 'no-contact' && dr <= 1 && dc <= 1) return false;
    }
  return true;
}

const index = ([r, c]: readonly [number, number]): number => r * N + c;
const layoutOf = (p: Ship, q: Ship): FleetLayout => [
  { classId: 'a', classIndex: 0, ordinal: 0, cells: p.map(index).sort((x, y) => x - y) },
  { classId: 'b', classIndex: 1, ordinal: 0, cells: q.map(index).sort((x, y) => x - y) },
];
const X: [Ship, Ship] = [
  [[0, 0], [1, 1]],
  [[0, 1], [1, 0]],
];

describe('diagonal ships crossing in an X', () => {
  it.each(SPACINGS)('fleet check, count and the inference agree with the brute force (%s)', (spacing) => {
    const variant = variantOf(spacing);
    const all = ships();
    let legalPairs = 0n;
    for (const p of all)
      for (const q of all) {
        const ok = legal(p, q, spacing);
        if (ok) legalPairs++;
        expect(layoutBreaches(layoutOf(p, q), variant).length === 0, JSON.stringify([p, q])).toBe(ok);
      }
    expect(countLayouts(variant)).toBe(legalPairs);
    // The crossing itself: legal exactly where ships may touch.
    expect(legal(X[0], X[1], spacing)).toBe(spacing === 'may-touch');
    expect(layoutBreaches(layoutOf(X[0], X[1]), variant).length === 0).toBe(spacing === 'may-touch');
    // The inference: A1 and B1 hit, B3 a miss; the brute force counts the pairs that give it.
    const evidence: Evidence = {
      salvos: [{ cells: [0, 1, 7], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'hit' }, { result: 'miss' }] } }],
    };
    const covers = (p: Ship, q: Ship, cell: number): boolean => [...p, ...q].some((s) => index(s) === cell);
    let fits = 0n;
    let crossing = 0n;
    for (const p of all)
      for (const q of all) {
        if (!legal(p, q, spacing) || !covers(p, q, 0) || !covers(p, q, 1) || covers(p, q, 7)) continue;
        fits++;
        // Crossing: both diagonal, through the same four squares.
        const diag = (s: Ship): boolean => s[0]![0] !== s[1]![0] && s[0]![1] !== s[1]![1];
        const block = (s: Ship): string => JSON.stringify([Math.min(s[0]![0], s[1]![0]), Math.min(s[0]![1], s[1]![1])]);
        if (diag(p) && diag(q) && block(p) === block(q)) crossing++;
      }
    const result = infer(variant, evidence);
    expect(result.exact).toBe(true);
    expect(result.count).toBe(fits);
    // Under may-touch the X is among them (both ways round: a on A1-B2 or on B1-A2).
    expect(crossing).toBe(spacing === 'may-touch' ? 2n : 0n);
  });

  it.each(SPACINGS)('salvo fleet check, check and count say the same from the command line (%s)', async (spacing) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-cross-'));
    const variant =
      `id: cross\nlanguages: [en]\nname: Cross\nboard: { rows: 3, columns: 3, columnLabels: [A, B, C], rowLabels: numbers }\n` +
      `fleet:\n  - { id: a, name: Alpha, size: 2 }\n  - { id: b, name: Beta, size: 2 }\nplacement: { diagonal: true, spacing: ${spacing} }\n` +
      `turns:\n  sides: [{ id: blue, name: Blue }, { id: red, name: Red }]\n  first: blue\n  salvo: { kind: constant, shots: 1 }\n  extraShotOnHit: false\n` +
      `report: { timing: per-shot, sunk: none, hitClass: false }\n` +
      `words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n`;
    await writeFile(join(dir, 'cross.yaml'), variant);
    await writeFile(join(dir, 'x.yaml'), 'a: A1-B2\nb: B1-A2\n');
    await writeFile(join(dir, 'g.yaml'), 'variant: cross.yaml\nfleets:\n  red: { a: A1-B2, b: B1-A2 }\nsalvos:\n  - blue: A1 -> hit\n');
    const may = spacing === 'may-touch';
    const fleet = await runSalvo(dir, ['fleet', 'check', 'cross.yaml', 'x.yaml']);
    expect(fleet.code, fleet.stdout + fleet.stderr).toBe(may ? 0 : 1);
    const check = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string }[] };
    expect(check.violations.some((v) => v.code === 'illegal-fleet')).toBe(!may);
    const count = JSON.parse((await runSalvo(dir, ['count', 'cross.yaml', '--json'])).stdout) as { count: string };
    const all = ships();
    const brute = all.reduce((n, p) => n + all.filter((q) => legal(p, q, spacing)).length, 0);
    expect(count.count).toBe(String(brute));
  });
});
