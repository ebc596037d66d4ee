/**
 * The table of posteriors a simulation keeps (`cachedInferrer`): the least recently used entry
 * leaves first, so a position asked for again and again (the opening) stays worked out.
 */
import { describe, expect, it } from 'vitest';
import { cachedInferrer, type Evidence, type Posterior } from '../../src/analysis/posterior.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const shot = (cell: number): Evidence => ({ salvos: [{ cells: [cell], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }] });

describe('cachedInferrer', () => {
  it('works out again only what was used least lately, once the table is full', () => {
    const worked: number[] = [];
    const infer = cachedInferrer((_v, e): Posterior => {
      worked.push(e.salvos[0]!.cells[0]!);
      return { exact: true, count: 1n, marginal: [], classMarginal: {} };
    }, 2);
    const first = infer(variant, shot(1));
    infer(variant, shot(2));
    // Asked again: found, and now the most lately used.
    expect(infer(variant, shot(1))).toBe(first);
    // A third position: the table holds two, so 2 (used least lately) leaves, not 1.
    infer(variant, shot(3));
    expect(infer(variant, shot(1))).toBe(first);
    infer(variant, shot(2));
    expect(worked).toEqual([1, 2, 3, 2]);
    expect(infer.hits()).toBe(2);
  });
});
