/**
 * The sampling fallback's standard errors: of the count and of every class's probabilities, not
 * only of the any-ship chart (a user reading `--class` or the count was given no error, or the
 * wrong one). Checked against the exact answer: the truth lies within a few standard errors.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { readRecordFile } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('standard errors of a sampled position', () => {
  it('are given for the count and each class, and the exact answer lies within them', async () => {
    const f = await readRecordFile(join(root, 'examples/jutland.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('examples/jutland.yaml does not read');
    const { evidence } = refereedEvidence({ ...f.record, fleets: {} }, f.variant, 'red', { sources: f.sources, after: 3 });
    const exact = infer(f.variant, evidence);
    const sampled = infer(f.variant, evidence, { budgetMs: 1, seed: 1 });
    expect(exact.exact).toBe(true);
    expect(sampled.exact).toBe(false);
    expect(sampled.countStdError).toBeGreaterThan(0);
    expect(Math.abs(Number(sampled.count - exact.count))).toBeLessThan(5 * sampled.countStdError!);
    let within = 0;
    let cells = 0;
    for (const c of f.variant.fleet) {
      const p = sampled.classMarginal[c.id]!;
      const se = sampled.classStdError![c.id]!;
      exact.classMarginal[c.id]!.forEach((q, k) => {
        cells++;
        if (Math.abs(p[k]! - q) <= 3 * se[k]! + 1e-12) within++;
      });
    }
    // About 99.7% within three standard errors if they are honest; some slack for cells the samples never reach.
    expect(within / cells).toBeGreaterThan(0.95);
  });

  it('are in infer --json, and the text gives the chart shown its own', async () => {
    const json = JSON.parse((await runSalvo(root, ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '3', '--budget', '1', '--json'])).stdout) as Record<string, unknown>;
    expect(json.exact).toBe(false);
    expect(typeof json.countStdError).toBe('number');
    expect(Object.keys(json.classStdError as object).sort()).toEqual(Object.keys(json.classMarginal as object).sort());
    const text = (await runSalvo(root, ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '3', '--budget', '1', '--class', 'destroyer'])).stdout;
    expect(text).toMatch(/samples, standard error [0-9.,× ^]+; standard error of each probability up to/u);
  });
});
