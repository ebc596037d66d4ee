/**
 * The exact expected information of a salvo against the brute force: the entropy of the
 * announcement over every consistent layout, enumerated one by one and announced by simulating
 * the defender (tests/inference/brute.ts), for whole-salvo and per-shot reports.
 */
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/inference/evidence.js';
import { salvoInformation } from '../../src/inference/information.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteBits, bruteLayouts, consistent } from './brute.js';

const perSalvo = (counts: boolean): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: true, spacing: 'no-contact' },
    report: { timing: 'per-salvo', by: 'class', counts, sunk: false },
  });

describe('salvoInformation', () => {
  it('whole-salvo reports with counts: the entropy of the announcement, as the brute force gives it', () => {
    const v = perSalvo(true);
    const evidence: Evidence = { salvos: [{ cells: [0, 6, 12, 18], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }] } }] };
    for (const cells of [[1, 2, 3, 4], [5, 10, 15, 20], [7, 13]]) {
      const want = bruteBits(v, evidence, cells);
      // Every announcement counted (the listed ones are all there are), and the first one left over.
      for (const check of [true, false]) {
        const got = salvoInformation(v, evidence, cells, { budgetMs: 5000, check })!;
        expect(got).not.toBeNull();
        expect(got.layouts).toBe(BigInt(want.layouts));
        expect(got.bits).toBeCloseTo(want.bits, 10);
      }
    }
  });

  it('whole-salvo reports without counts, on the empty board', () => {
    const v = perSalvo(false);
    const cells = [0, 12, 24];
    const got = salvoInformation(v, { salvos: [] }, cells, { budgetMs: 5000, check: true })!;
    expect(got.bits).toBeCloseTo(bruteBits(v, { salvos: [] }, cells).bits, 10);
  });

  it('whole-salvo reports that also say which classes the salvo sank, with and without counts', () => {
    for (const counts of [true, false]) {
      const v: Variant = { ...perSalvo(counts), report: { timing: 'per-salvo', by: 'class', counts, sunk: true } };
      // A two-cell ship hit once already: the next salvo may sink it.
      const evidence: Evidence = { salvos: [{ cells: [0, 6, 12, 18], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', ...(counts ? { count: 1 } : {}) }] } }] };
      for (const cells of [[1, 5, 7], [11, 13, 17], [7, 13]]) {
        const want = bruteBits(v, evidence, cells);
        for (const check of [true, false]) {
          const got = salvoInformation(v, evidence, cells, { budgetMs: 5000, check })!;
          expect(got).not.toBeNull();
          expect(got.layouts).toBe(BigInt(want.layouts));
          expect(got.bits).toBeCloseTo(want.bits, 10);
        }
      }
      // Some answer of these salvos says a ship sank (else this tells nothing new).
      const sinks = bruteLayouts(v).filter((l) => consistent(v, l, evidence)).some((l) => {
        const a = announce(v, l, [[0, 6, 12, 18], [1, 5, 7]], 1);
        return a.kind === 'per-salvo' && a.hits.some((h) => h.sunk === true);
      });
      expect(sinks).toBe(true);
    }
  });

  it('per-shot reports (sunk with the class), one and two shots', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'no-side-contact' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const evidence: Evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] };
    for (const cells of [[13], [7, 17]]) {
      const got = salvoInformation(v, evidence, cells, { budgetMs: 5000, check: true })!;
      expect(got).not.toBeNull();
      expect(got.bits).toBeCloseTo(bruteBits(v, evidence, cells).bits, 10);
    }
  });

  it('reports its progress, one announcement counted after another, to the end', () => {
    const v = perSalvo(true);
    const seen: number[] = [];
    const got = salvoInformation(v, { salvos: [] }, [0, 12, 24], { budgetMs: 5000, onProgress: (f) => seen.push(f) });
    expect(got).not.toBeNull();
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBe(1);
  });

  it('withholds the answer when the announcements would be too many to count', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    expect(salvoInformation(v, { salvos: [] }, [0, 1, 2, 3, 4, 5], { budgetMs: 5000, maxOutcomes: 50 })).toBeNull();
  });
});

describe('salvoInformation where the report names the class hit', () => {
  it('counts every answer and agrees with the brute force', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'no-side-contact' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: true } });
    const evidence: Evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot', shots: [{ result: 'hit', classId: 'three' }] } }] };
    const got = salvoInformation(v, evidence, [13], { budgetMs: 5000 })!;
    expect(got).not.toBeNull();
    expect(got.bits).toBeCloseTo(bruteBits(v, evidence, [13]).bits, 10);
  });
});

describe('salvoInformation where a plain "sunk" names the class, as every hit does (sunk: plain, hitClass)', () => {
  it('tells a sinking of one class from one of another, as the defender says it, and agrees with the brute force', () => {
    // Two ships of two cells, one hit on each with a cell between: a shot there sinks the one or
    // the other ("sunk a" or "sunk b"), or misses.
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('a', 2), shipClass('b', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'plain', hitClass: true } });
    const evidence: Evidence = {
      salvos: [
        { cells: [11], announcement: { kind: 'per-shot', shots: [{ result: 'hit', classId: 'a' }] } },
        { cells: [13], announcement: { kind: 'per-shot', shots: [{ result: 'hit', classId: 'b' }] } },
      ],
    };
    const said = new Set(bruteLayouts(v).filter((l) => consistent(v, l, evidence)).map((l) => JSON.stringify(announce(v, l, [[11], [13], [12]], 2))));
    expect(said).toEqual(new Set(['miss', 'a', 'b'].map((k) => JSON.stringify({ kind: 'per-shot', shots: [k === 'miss' ? { result: 'miss' } : { result: 'sunk', classId: k }] }))));
    for (const cells of [[12], [12, 7]]) {
      const got = salvoInformation(v, evidence, cells, { budgetMs: 5000 })!;
      expect(got).not.toBeNull();
      expect(got.bits).toBeCloseTo(bruteBits(v, evidence, cells).bits, 10);
    }
  });
});
