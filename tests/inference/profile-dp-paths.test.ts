/**
 * Every code path of the transfer-matrix counter against brute force: the fleet in the key
 * (one float per state: scalar-level.ts) and in the value vector (level.ts: compact blocks of
 * one entry or several), float64 and forced multi-limb counts, exact counts from residues (small
 * moduli that wrap, and counts past 2^52 against limbs), boards whose frontier window ends exactly on a word boundary (key fields
 * then start a new word) or just past it, constraints from evidence; per-placement layout
 * counts from the backward pass equal to brute-force counts; uniform sampling on the scalar
 * path (sorted streams with hops, and hashed); the sorted-stream builder and the two hash tables
 * against a Map.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { Level } from '../../src/inference/level.js';
import { BudgetExceeded, ProfileDp, type DpOptions } from '../../src/inference/profile-dp.js';
import { ScalarLevel } from '../../src/inference/scalar-level.js';
import { WorkMeter } from '../../src/inference/work.js';
import { SortedLevelBuilder, TAGS } from '../../src/inference/sorted-level.js';
import { createRng } from '../../src/core/rng.js';
import type { Variant } from '../../src/variant/model.js';
import { breathe } from '../helpers/breathe.js';
import { chiSquare } from '../helpers/chi-square.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts, consistent, type BruteShip } from './brute.js';

const NONE: Evidence = { salvos: [] };

function shipKey(classIndex: number, cells: readonly number[]): string {
  return `${classIndex}:${cells.join(',')}`;
}

const bruteCache = new WeakMap<Variant, WeakMap<Evidence, BruteShip[][]>>();

/** The brute-force layouts consistent with the evidence (each case is checked many ways). */
function consistentLayouts(v: Variant, evidence: Evidence): BruteShip[][] {
  let byEvidence = bruteCache.get(v);
  if (!byEvidence) bruteCache.set(v, (byEvidence = new WeakMap()));
  let layouts = byEvidence.get(evidence);
  if (!layouts) byEvidence.set(evidence, (layouts = bruteLayouts(v).filter((l) => consistent(v, l, evidence))));
  return layouts;
}

/** Count, per-placement weights and (optionally) the layout set of the DP against brute force. */
function check(
  v: Variant,
  evidence: Evidence,
  layout: { vectorise: boolean; sorted?: boolean; widen?: boolean; maxBlocks?: number; maxHop?: number },
  forceLimbs: boolean,
  more: Pick<DpOptions, 'residues'> = {},
): ProfileDp {
  const layouts = consistentLayouts(v, evidence);
  const dp = new ProfileDp(compileEvidence(v, evidence), layout);
  const count = dp.count({ keepLevels: true, forceLimbs, ...more });
  expect(count).toBe(BigInt(layouts.length));
  const uses = new Map<string, number>();
  for (const l of layouts) for (const s of l) uses.set(shipKey(s.classIndex, s.cells), (uses.get(shipKey(s.classIndex, s.cells)) ?? 0) + 1);
  const w = dp.placementWeights();
  let total = 0;
  for (const item of dp.items) {
    const expected = uses.get(shipKey(item.placement.classIndex, item.placement.cells)) ?? 0;
    expect(Math.abs(w[item.id]! - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, layouts.length));
    total += expected;
  }
  // Every ship of every layout was accounted for by some item.
  expect(total).toBe(layouts.reduce((n, l) => n + l.length, 0));
  // A second call answers the same (the completions overwrote the forward values).
  expect([...dp.placementWeights()]).toEqual([...w]);
  return dp;
}

const mayTouch = { diagonal: false, spacing: 'may-touch' } as const;
const noContact = { diagonal: false, spacing: 'no-contact' } as const;

/** Salvos announced truthfully for a layout (per-shot reports). */
function told(v: Variant, truth: readonly BruteShip[], salvos: readonly (readonly number[])[]): Evidence {
  return { salvos: salvos.map((cells, t) => ({ cells: [...cells], announcement: announce(v, truth, salvos, t) })) };
}

// No contact on a board 9 wide (a window of two words): a submarine sunk (a forced ship), hits on
// two ships not yet sunk (cells checked as the scan passes them) and misses (dead frontier bits).
const noContact49 = makeVariant({
  rows: 4,
  columns: 9,
  fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1)],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
});
const truth49: BruteShip[] = [
  { classIndex: 0, cells: [0, 1, 2] },
  { classIndex: 1, cells: [7, 8] },
  { classIndex: 1, cells: [20, 29] },
  { classIndex: 2, cells: [24] },
];

const cases: [string, Variant, Evidence][] = [
  ['no contact, 4×9 with a sunk ship, hits and misses (two-word window)', noContact49, told(noContact49, truth49, [[24], [20, 5, 15], [8], [33, 11]])],
  ['may touch, 5×5, two classes', makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: mayTouch }), NONE],
  // Vertical two-ship on 31 columns: the window is exactly 32 cells, key fields in a new word.
  ['may touch, 2×31 (window of 32)', makeVariant({ rows: 2, columns: 31, fleet: [shipClass('two', 2, { count: 2 })], placement: mayTouch }), NONE],
  ['may touch, 2×32 (window of 33)', makeVariant({ rows: 2, columns: 32, fleet: [shipClass('two', 2), shipClass('one', 1)], placement: mayTouch }), NONE],
  // A window of 34 cells: two words holding the frontier and the fleet (the specialised successors).
  ['may touch, 4×11 (two-word window)', makeVariant({ rows: 4, columns: 11, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)], placement: mayTouch }), NONE],
  [
    'may touch, 4×11 with hits (two-word window, constraints)',
    makeVariant({ rows: 4, columns: 11, fleet: [shipClass('four', 4), shipClass('two', 2, { count: 2 })], placement: mayTouch }),
    {
      salvos: [
        { cells: [13, 30], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] } },
        { cells: [40], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
      ],
    },
  ],
  [
    'may touch, 3×15 with hits (window of 31, key fields spill: widened to two words)',
    makeVariant({ rows: 3, columns: 15, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: mayTouch }),
    {
      salvos: [
        { cells: [16, 3], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] } },
        { cells: [33], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
      ],
    },
  ],
  ['no contact, 3×12, diagonal ships', makeVariant({ rows: 3, columns: 12, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: true, spacing: 'no-contact' } }), NONE],
  ['no contact, 6×6, three classes', makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1)], placement: noContact }), NONE],
  [
    'may touch, 5×6, polyomino and hits',
    makeVariant({ rows: 5, columns: 6, fleet: [shapeClass('ell', [[0, 0], [1, 0], [1, 1]]), shipClass('two', 2, { count: 2 })], placement: mayTouch }),
    {
      salvos: [
        { cells: [7], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
        { cells: [14], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } },
        { cells: [21], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } },
      ],
    },
  ],
];

describe('profile DP paths against brute force', () => {
  // A breath between the checks (../helpers/breathe.ts): each is a count and brute force's list.
  for (const [name, v, evidence] of cases) {
    it(name, async () => {
      const key = check(v, evidence, { vectorise: false }, false);
      // Ships that may touch, fleet kept in the key: the one-float path, by sorted streams.
      expect(key.V).toBe(1);
      expect(key.sortedLevels).toBe(v.placement.spacing === 'may-touch');
      // The same, hashed.
      await breathe();
      expect(check(v, evidence, { vectorise: false, sorted: false }, false).sortedLevels).toBe(false);
      await breathe();
      check(v, evidence, { vectorise: false }, true);
      await breathe();
      const vec = check(v, evidence, { vectorise: true }, false);
      expect(vec.V).toBeGreaterThan(1);
      await breathe();
      check(v, evidence, { vectorise: true }, true);
      // Hops of at most 0 or 1 cell (the ring of levels being built wraps around often).
      for (const maxHop of [0, 1]) {
        await breathe();
        check(v, evidence, { vectorise: true, maxHop }, false, { residues: { moduli: [7, 9], always: true } });
      }
      // Blocks of several fleet entries (skipped when zero): a ship placed moves a block onto
      // another one, or within itself.
      for (const maxBlocks of [1, 2, 3]) {
        await breathe();
        const blocked = check(v, evidence, { vectorise: true, maxBlocks }, false);
        expect(blocked.V / blocked.B).toBeLessThanOrEqual(maxBlocks);
        if (maxBlocks === 1) expect(blocked.B).toBe(blocked.V);
      }
      // The exact count from residues and the float count: moduli 7 and 9 wrap on these boards.
      // The float pass's residue modulo 7 (tracked from the start here) pins the count (the float
      // count's error bound is below 3.5); both moduli asked for, the pass runs again for the second.
      for (const maxBlocks of [2, 32]) {
        for (const pair of [false, true]) {
          await breathe();
          const byResidues = check(v, evidence, { vectorise: true, maxBlocks }, false, { residues: { moduli: [7, 9], always: true, pair } });
          expect(byResidues.countedBy).toBe(pair ? 'residues' : 'residue');
        }
      }
      await breathe();
      expect(check(v, evidence, { vectorise: true }, false, { residues: { moduli: [2 ** 51 - 1, 2 ** 51 - 3], always: true } }).countedBy).toBe('residue');
      await breathe();
      expect(check(v, evidence, { vectorise: true }, false, { residues: { moduli: [2 ** 51 - 1, 2 ** 51 - 3], always: true, pair: true } }).countedBy).toBe('residues');
    });
  }

  // Counts past 2^52, where a float is not exact: the residues of the kept pass against limbs.
  for (const [rows, columns, ones, twos] of [
    [12, 12, 16, 0],
    [11, 11, 13, 1],
  ] as const) {
    it(`a count past 2^52 (${ones} one-cell and ${twos} two-cell ships, no contact, ${rows}×${columns}) from residues equals the limbs' count`, async () => {
      const fleet = [shipClass('one', 1, { count: ones }), ...(twos > 0 ? [shipClass('two', 2, { count: twos })] : [])];
      const problem = compileEvidence(makeVariant({ rows, columns, fleet, placement: noContact }), NONE);
      const limbs = new ProfileDp(problem);
      const exact = limbs.count({ keepLevels: true, forceLimbs: true });
      expect(limbs.countedBy).toBe('limbs');
      expect(exact > 2n ** 53n).toBe(true);
      const wLimbs = limbs.placementWeights();
      // Hops of at most 0, 1 or 3 cells: the ring of levels being built wraps around often, also
      // at the level where the float pass starts its residue (a value past 2^52).
      for (const [maxBlocks, maxHop] of [[32, 31], [2, 31], [32, 0], [32, 1], [2, 3]] as const) {
        for (const pair of [false, true]) {
          await breathe();
          const dp = new ProfileDp(problem, { maxBlocks, maxHop });
          expect(dp.count({ keepLevels: true, residues: { moduli: [2 ** 51 - 1, 2 ** 51 - 3], pair } })).toBe(exact);
          expect(dp.countedBy).toBe(pair ? 'residues' : 'residue');
          const w = dp.placementWeights();
          for (let i = 0; i < w.length; i++) expect(Math.abs(w[i]! - wLimbs[i]!)).toBeLessThanOrEqual(1e-12 * wLimbs[i]!);
        }
      }
      // Moduli far below the float count's error bound (a count near 10^17 times a relative
      // bound near 10^-11): neither the first alone nor their product (143) pins the count: limbs.
      await breathe();
      const small = new ProfileDp(problem);
      expect(small.count({ keepLevels: true, residues: { moduli: [11, 13] } })).toBe(exact);
      expect(small.countedBy).toBe('limbs');
      // Counting alone: the float pass's own residue; or, both moduli asked for, a second pass's
      // too; no levels are left behind.
      for (const pair of [false, true]) {
        await breathe();
        const alone = new ProfileDp(problem);
        expect(alone.count({ residues: { moduli: [2 ** 51 - 1, 2 ** 51 - 3], pair } })).toBe(exact);
        expect(alone.countedBy).toBe(pair ? 'residues' : 'residue');
        expect([...alone.placementWeights()].every((x) => x === 0)).toBe(true);
      }
    });
  }

  it('a backward pass stopped by its budget leaves nothing half-overwritten behind', () => {
    const v = cases[0]![1];
    const dp = new ProfileDp(compileEvidence(v, NONE));
    expect(dp.count({ keepLevels: true })).toBe(BigInt(bruteLayouts(v).length));
    // What the whole backward pass charges; half of it stops the pass midway.
    const whole = new WorkMeter();
    const again = new ProfileDp(compileEvidence(v, NONE));
    again.count({ keepLevels: true });
    again.placementWeights({ work: whole });
    expect(whole.spent).toBeGreaterThan(0);
    expect(() => dp.placementWeights({ work: new WorkMeter(whole.spent / 2) })).toThrow(BudgetExceeded);
    expect([...dp.placementWeights()].every((x) => x === 0)).toBe(true);
    expect(() => dp.sample(createRng(1))).toThrow();
  });

  it('sorted levels fall back to a radix sort where a constraint sum is reset', () => {
    // Two shots fired back after a salvo that hit both classes: the damage is bounded, not
    // fixed, so several sums survive to the last anchor, and resetting the sum there breaks the
    // streams' order.
    const v = makeVariant({
      rows: 4,
      columns: 6,
      fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
      placement: mayTouch,
      report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
      turns: { ...makeVariant().turns, salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }], countProtected: false } },
    });
    const evidence: Evidence = {
      salvos: [{ cells: [3, 8, 20], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }, { classId: 'three', count: 1 }] } }],
      ownSalvoSizes: [{ afterSalvo: 1, shots: 2 }],
    };
    const dp = check(v, evidence, { vectorise: false }, false);
    expect(dp.sortedLevels).toBe(true);
    expect(dp.radixSorted()).toBeGreaterThan(0);
    // Empty evidence: every stream comes out sorted.
    const plain = check(v, NONE, { vectorise: false }, false);
    expect(plain.radixSorted()).toBe(0);
  });

  it('a one-word window whose key fields spill into a second word is widened to two (and need not be)', () => {
    const [, v, evidence] = cases.find(([name]) => name.includes('widened'))!;
    expect(check(v, evidence, { vectorise: false }, false).windowWords).toBe(2);
    expect(check(v, evidence, { vectorise: false, widen: false }, false).windowWords).toBe(1);
    expect(check(v, evidence, { vectorise: false, sorted: false, widen: false }, false).windowWords).toBe(1);
  });

  it('a seed draws the same layouts from sorted levels with hops as from hashed ones', () => {
    const v = makeVariant({ rows: 4, columns: 11, fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)], placement: mayTouch });
    const draws = (sorted: boolean): string[] => {
      const dp = new ProfileDp(compileEvidence(v, NONE), { sorted });
      dp.count({ keepLevels: true });
      dp.placementWeights();
      const rng = createRng(7);
      return Array.from({ length: 300 }, () =>
        dp
          .sample(rng)
          .map((p) => shipKey(p.classIndex, p.cells))
          .join('|'),
      );
    };
    const hashed = draws(false);
    expect(draws(true)).toEqual(hashed);
    expect(new Set(hashed).size).toBeGreaterThan(100);
  });

  for (const sorted of [true, false]) it(`samples uniformly on the one-float path (${sorted ? 'sorted streams' : 'hashed'})`, () => {
    const v = makeVariant({ rows: 4, columns: 4, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: mayTouch });
    const all = bruteLayouts(v);
    const keyOf = (ships: readonly BruteShip[]): string =>
      ships
        .map((s) => shipKey(s.classIndex, s.cells))
        .sort()
        .join('|');
    const dp = new ProfileDp(compileEvidence(v, NONE), { sorted });
    dp.count({ keepLevels: true });
    expect(dp.V).toBe(1);
    expect(dp.sortedLevels).toBe(sorted);
    dp.placementWeights();
    const rng = createRng(11);
    const draws = all.length * 100;
    const keys = Array.from({ length: draws }, () => keyOf(dp.sample(rng)));
    const { stat: chi2, outside } = chiSquare(all.map(keyOf), keys);
    expect(outside).toBe(0);
    const dof = all.length - 1;
    expect(chi2).toBeLessThan(dof + 5 * Math.sqrt(2 * dof));
  });
});

describe('sorted-stream levels against a Map', () => {
  // Streams of (key, value, move); ordered ones ascending, and sometimes one shuffled.
  const streamsArb = fc.record({
    streams: fc.array(fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 9 })), { maxLength: 30 }), { minLength: 1, maxLength: 12 }),
    shuffle: fc.boolean(),
  });

  it('adds up equal keys, numbers states in key order and records every move', () => {
    fc.assert(
      fc.property(streamsArb, ({ streams, shuffle }) => {
        const b = new SortedLevelBuilder();
        for (let round = 0; round < 2; round++) {
          b.begin(streams.length);
          const tags = [new Int32Array(200), new Int32Array(200)];
          let index = 0;
          const pushed: { key: number; tag: number; index: number }[] = [];
          const sums = new Map<number, number>();
          streams.forEach((list, s) => {
            // A key above 2^32 in half the streams: both words of the radix sort.
            const high = s % 2 === 1 ? 2 ** 40 : 0;
            const items = list.map(([k, tag, v]) => ({ key: k + high, tag: tag % 2, v }));
            if (!shuffle || s !== 0) items.sort((x, y) => x.key - y.key);
            for (const { key, tag, v } of items) {
              b.push(s, key, v, index * TAGS + tag);
              pushed.push({ key, tag, index });
              sums.set(key, (sums.get(key) ?? 0) + v);
              index++;
            }
          });
          const level = b.build(tags);
          const keys = [...sums.keys()].sort((x, y) => x - y);
          expect([...level.keys]).toEqual(keys);
          expect([...level.vals]).toEqual(keys.map((k) => sums.get(k)!));
          for (const p of pushed) expect(level.keys[tags[p.tag]![p.index]!]).toBe(p.key);
        }
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});

describe('hash tables against a Map', () => {
  const rng = createRng(3);
  const K = 3;
  const keys: Int32Array[] = [];
  for (let i = 0; i < 3000; i++) {
    // Few distinct keys among many draws, some with negative words.
    const k = new Int32Array(K);
    for (let w = 0; w < K; w++) k[w] = Math.floor(rng() * 23) - (w === 2 ? 11 : 0);
    keys.push(k);
  }
  const str = (k: Int32Array, o = 0): string => Array.from(k.subarray(o, o + K)).join(',');

  it('Level: intern, find and dense keys', () => {
    const t = new Level(K, 2, 1);
    const ref = new Map<string, number>();
    for (const k of keys) {
      const i = t.intern(k, 0);
      if (!ref.has(str(k))) ref.set(str(k), ref.size);
      expect(i).toBe(ref.get(str(k)));
      t.vals[i * 2 + 1]! += 1;
    }
    expect(t.n).toBe(ref.size);
    for (const [s, i] of ref) {
      expect(str(t.keys, i * K)).toBe(s);
      expect(t.find(Int32Array.from(s.split(',').map(Number)), 0)).toBe(i);
    }
    expect(t.find(new Int32Array([99, 99, 99]), 0)).toBe(-1);
    expect(t.vals.subarray(0, 2 * t.n).reduce((a, x) => a + x, 0)).toBe(keys.length);
  });

  it('ScalarLevel: add with reserve, states numbered in insertion order', () => {
    const t = new ScalarLevel(K, 1, new Int32Array(64).fill(7));
    const ref = new Map<string, { order: number; sum: number }>();
    for (let i = 0; i < keys.length; i += 10) {
      const batch = keys.slice(i, i + 10);
      t.reserve(batch.length);
      batch.forEach((k, j) => {
        const x = i + j + 1;
        const id = t.add(k, 0, t.hashOf(k, 0), x);
        const s = str(k);
        const r = ref.get(s);
        if (r) r.sum += x;
        else ref.set(s, { order: ref.size, sum: x });
        expect(id).toBe(ref.get(s)!.order);
      });
    }
    const level = t.finish();
    expect(level.n).toBe(ref.size);
    for (const [s, r] of ref) {
      expect(str(level.keys, r.order * K)).toBe(s);
      expect(level.vals[r.order]).toBe(r.sum);
    }
  });
});
