/**
 * The note on cells as likely as the suggested ones names the least likely cell chosen; where the
 * chosen cells are alike, the last of them in the salvo, as the suggestion lists them.
 */
import { describe, expect, it } from 'vitest';
import type { Posterior } from '../../src/analysis/posterior.js';
import { NOISE_Z, suggestSalvo, tiedCells } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { makeVariant } from '../helpers/make-variant.js';

describe('tiedCells', () => {
  const post: Posterior = { exact: true, count: 1n, marginal: [0.5, 0.5, 0.5, 0.5, 0.25], classMarginal: { a: [0.5, 0.5, 0.5, 0.5, 0.25] } };

  it('names the last of equally likely chosen cells, and the open cells as likely', () => {
    expect(tiedCells(post, new Set(), [0, 1])).toEqual({ least: 1, tied: [2, 3] });
    expect(tiedCells(post, new Set([3]), [2, 0])).toEqual({ least: 0, tied: [1] });
  });

  it('says nothing where the least likely chosen cell cannot be hit', () => {
    const none: Posterior = { ...post, marginal: [0.5, 0, 0, 0.5, 0.25] };
    expect(tiedCells(none, new Set(), [0, 1])).toBeNull();
  });
});

describe('tiedCells on an estimate', () => {
  it('calls alike a cell within noise of the two standard errors taken together', () => {
    // 0.42 against 0.5, each ± 0.03: the difference 0.08 is within 2 × √(0.03² + 0.03²) ≈ 0.085,
    // though beyond 2 × 0.03 = 0.06.
    const se = 0.03;
    const post: Posterior = { exact: false, count: 0n, marginal: [0.5, 0.42, 0.3], classMarginal: { a: [0.5, 0.42, 0.3] }, stdError: [se, se, se] };
    expect(0.5 - 0.42).toBeLessThanOrEqual(NOISE_Z * Math.hypot(se, se));
    expect(0.5 - 0.42).toBeGreaterThan(NOISE_Z * se);
    expect(tiedCells(post, new Set(), [0])).toEqual({ least: 0, tied: [1] });
  });
});

describe('suggestSalvo', () => {
  it('says when the shots owed are not known exactly, and fires the most of them', () => {
    const variant = makeVariant({ rows: 1, columns: 5 });
    const post: Posterior = { exact: true, count: 1n, marginal: [0.1, 0.2, 0.3, 0.4, 0.5], classMarginal: { a: [0.1, 0.2, 0.3, 0.4, 0.5] } };
    const s = suggestSalvo(variant, post, new Set(), { min: 2, max: 3 }, 'hits');
    expect(s.cells).toEqual([4, 3, 2]);
    expect(s.notes).toContain(suggestText('en').owedRange(2, 3));
    expect(suggestSalvo(variant, post, new Set(), { min: 3, max: 3 }, 'hits').notes).not.toContain(suggestText('en').owedRange(3, 3));
  });
});
