/**
 * The relaxed rejection sampler's count where every draw is accepted (engine.ts `rejectionSample`):
 * on the classic Salvo example after three salvos at blue (no ship sunk, so the salvo sizes the
 * relaxed problem drops hold in every layout) all 11,548 draws fit. The count's standard error
 * was the plug-in binomial one, 0, and `infer` said "about 3.99 × 10^7 (NOT exact: …, standard
 * error 0; …)": an estimate with no error. It is now taken with two draws of each kind added, some
 * ten-thousandths of the count, and the exact count (no budget) lies within a few of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

describe('the rejection estimate with every draw accepted', () => {
  it('gives its count a standard error above 0, and the exact count is within a few of it', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const parsed = parseRecord(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'classic-salvo.yaml'), 'utf8'), variant, { file: 'classic-salvo.yaml' });
    const { evidence } = refereedEvidence(parsed.record, variant, 'blue', { sources: parsed.sources, after: 3 });
    const est = infer(variant, evidence, { budgetMs: 1, seed: 1 });
    expect(est.method).toBe('rejection');
    expect(est.samples).toBeGreaterThan(1000);
    const err = est.countStdError!;
    expect(err).toBeGreaterThan(0);
    expect(err / Number(est.count)).toBeLessThan(0.001);
    const exact = infer(variant, evidence);
    expect(exact.exact).toBe(true);
    expect(Math.abs(Number(exact.count) - Number(est.count))).toBeLessThan(4 * err + 1);
  });
});
