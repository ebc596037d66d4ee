/**
 * Where `infer` estimates, it says what stopped the exact count, as `count` does: its work budget,
 * or the counter's memory guards (profile-dp.ts), past which a larger --budget does not help.
 * `--json` has `limit: "budget" | "memory"`; the text says it in the report's language.
 */
import { describe, expect, it } from 'vitest';
import { formatInference, inferenceJson } from '../../src/cli/commands/infer.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { infer, type InferenceResult } from '../../src/inference/engine.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { loadVariant } from '../../src/variant/load.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

describe('what stopped the exact count', () => {
  it('the engine says: memory on the empty Statki 15×15 board, whatever the budget; the budget where that is too small', async () => {
    const statki15 = await loadVariant('statki-15', { cwd: process.cwd() });
    // Not sampled: the reason alone, at once.
    const memory = infer(statki15, NO_EVIDENCE, { budgetMs: 600_000, sample: false });
    expect(memory.exact).toBe(false);
    expect(memory.limit).toBe('memory');
    const budget = infer(statki15, NO_EVIDENCE, { budgetMs: 1, sample: false });
    expect(budget.exact).toBe(false);
    expect(budget.limit).toBe('budget');
    // An exact count says none.
    const small = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2)] });
    const exact = infer(small, NO_EVIDENCE, { budgetMs: 1000 });
    expect(exact.exact).toBe(true);
    expect(exact.limit).toBeUndefined();
  });

  it('infer --json gives it as limit', async () => {
    const m = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/statki-15.yaml', '--target', 'tomek', '--after', '0', '--budget', '2000', '--json'], m.io)).toBe(0);
    const doc = JSON.parse(m.stdout) as { exact: boolean; limit?: string; samples?: number };
    expect(doc.exact).toBe(false);
    expect(doc.limit).toBe('memory');
    expect(doc.samples).toBeGreaterThan(0);
  });

  it('the text says it, in the report language: memory, where a larger --budget does not help', () => {
    const variant = makeVariant({ rows: 4, columns: 4, fleet: [shipClass('two', 2)] });
    const sampled: InferenceResult = {
      exact: false,
      count: 24n,
      marginal: new Array<number>(16).fill(0.125),
      classMarginal: {},
      pinned: [],
      samples: 500,
      stdError: new Array<number>(16).fill(0.01),
      countStdError: 1,
      method: 'importance',
    };
    const report = (result: InferenceResult) => ({ target: 'red', after: 0, result, evidence: NO_EVIDENCE, seconds: 1 });
    const words: Record<string, [RegExp, RegExp]> = {
      en: [/more memory .* a larger --budget would not make it exact/u, /out of reach within the budget/u],
      ru: [/не хватило памяти.*больший --budget не сделает его точным/u, /не уложился в бюджет/u],
      pl: [/zabrakło pamięci.*większy --budget nie uczyni go dokładnym/u, /nie zmieściło się w budżecie/u],
    };
    for (const [lang, [memory, budget]] of Object.entries(words)) {
      const say = playText(lang, false).hint;
      const m = formatInference(variant, report({ ...sampled, limit: 'memory' }), undefined, lang, say);
      expect(m, lang).toMatch(memory);
      expect(m, lang).not.toMatch(budget);
      const b = formatInference(variant, report({ ...sampled, limit: 'budget' }), undefined, lang, say);
      expect(b, lang).toMatch(budget);
      expect(b, lang).not.toMatch(memory);
      // With no sample to count from, the unknown count says memory too, not the budget.
      const unknown = formatInference(variant, report({ ...sampled, samples: 0, limit: 'memory' }), undefined, lang, say);
      expect(unknown, lang).toMatch(/memory|памяти|pamięci/u);
      expect(unknown, lang).not.toMatch(budget);
    }
    expect(inferenceJson(variant, report({ ...sampled, limit: 'memory' }), undefined)['limit']).toBe('memory');
    expect(inferenceJson(variant, report(sampled), undefined)['limit']).toBeUndefined();
  });
});

describe("analyze's and suggest's inferrer", () => {
  it('carries what stopped the exact count onto its estimate', async () => {
    const { analysisInferrer } = await import('../../src/analysis/inferrers.js');
    const variant = makeVariant({ fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 2 })] });
    const post = analysisInferrer({ budgetMs: 1, sweeps: 20, seed: 1 })(variant, NO_EVIDENCE);
    expect(post.exact).toBe(false);
    expect(post.limit).toBe('budget');
    // A position given no budget (analyze's earlier ones) was not tried: no reason claimed.
    const skipped = analysisInferrer({ budgetMs: 1, sweeps: 20, seed: 1 })(variant, NO_EVIDENCE, { budgetMs: 0 });
    expect(skipped.limit).toBeUndefined();
  });
});
