/**
 * The chain's search for a first consistent layout is charged to its work budget
 * (`ChainOptions.work`): on the 20×20 designer variant after eight salvos of counted reports the
 * search alone took some 13 s for eight chains whatever the budget. Past the budget it stops: with
 * no chain started, `ChainStartError` says the budget ran out (the engine then estimates with its
 * importance sampler on what is left), and the meter is not overrun by more than a charge.
 * Where that sampler accepts too few layouts too, there is no estimate (`unanswered`), and
 * suggest says so and what to do rather than aim at chances of 0.
 */
import { describe, expect, it } from 'vitest';
import { ChainStartError, chainPosterior } from '../../src/analysis/chain-posterior.js';
import { WORK_COST, WorkMeter } from '../../src/inference/work.js';
import type { Posterior } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { formatSuggestion } from '../../src/analysis/format.js';
import { gridTwenty, gridTwentyGame } from '../helpers/grid-twenty.js';

const variant = gridTwenty();
const chainOpts = { chains: 8, errors: true, enumerateShips: 0, enumerationBudget: 0, seed: '1' } as const;

describe("the chain's start search on a work budget", () => {
  it('stops when the budget runs out, saying so, within a charge of the limit', () => {
    const work = new WorkMeter(200_000);
    let thrown: unknown;
    try {
      chainPosterior(variant, gridTwentyGame(variant, 8), { ...chainOpts, work });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ChainStartError);
    expect((thrown as ChainStartError).outOfWork).toBe(true);
    expect((thrown as ChainStartError).message).toContain('work budget ran out');
    expect(work.exhausted).toBe(true);
    // All of it the search: no chain started, no sweep made.
    expect(work.tally.chainStartStep * WORK_COST.chainStartStep).toBeCloseTo(work.spent, 6);
    expect(work.tally.chainStep + work.tally.chainLightStep).toBe(0);
    // A charge comes every 256 search nodes: the overrun is a fraction of the limit.
    expect(work.spent).toBeLessThan(work.limit * 1.5);
  });

  it('is charged where a start is found, and the sweeps after it too', () => {
    const work = new WorkMeter(3_000_000);
    const post = chainPosterior(variant, gridTwentyGame(variant, 4), { ...chainOpts, work });
    expect(post.exact).toBe(false);
    expect(work.tally.chainStartStep).toBeGreaterThan(0);
    const charged = (Object.keys(WORK_COST) as (keyof typeof WORK_COST)[]).reduce((s, k) => s + work.tally[k] * WORK_COST[k], 0);
    expect(work.spent).toBeCloseTo(charged, 6);
  });

  it('without a work budget, is not limited by one (analysis runs sweeps, not work)', () => {
    const post = chainPosterior(variant, gridTwentyGame(variant, 4), { ...chainOpts, sweeps: 16 });
    expect(post.exact).toBe(false);
    expect(post.marginal.some((p) => p > 0 && p < 1)).toBe(true);
  });
});

/** Eight salvos of counted reports on the 20×20 board, estimated on a budget of 1: some 7 s, so once. */
let past: Posterior | undefined;
async function pastBudget(): Promise<Posterior> {
  const { analysisInferrer } = await import('../../src/analysis/inferrers.js');
  return (past ??= analysisInferrer({ budgetMs: 1, sweeps: 16, seed: 1 })(variant, gridTwentyGame(variant, 8)));
}

describe("analyze and suggest's chain start", () => {
  it('is charged to the budget the inferrer was made with: past it the engine’s sampler answers', async () => {
    const post = (await pastBudget()) as Posterior & { method?: string };
    expect(post.exact).toBe(false);
    // Not the chain (its start search alone would take some 13 s here): the engine's sampler.
    expect(post.method).not.toBe('chain');
    expect(['importance', 'rejection']).toContain(post.method);
  });
});

describe('no estimate within the budget', () => {
  it('is marked, and suggest advises no cell but says to give a larger --budget (text and JSON)', async () => {
    const post = await pastBudget();
    // The sampler accepted nothing: every chance 0, which means "not estimated".
    expect(post.marginal.every((p) => p === 0)).toBe(true);
    expect(post.unanswered).toBe(true);
    const fired = new Set(gridTwentyGame(variant, 8).salvos.flatMap((s) => s.cells));
    const owed = { min: 3, max: 3 };
    const s = suggestSalvo(variant, post, fired, owed, 'hits');
    expect(s.noEstimate).toBe(true);
    expect(s.cells).toEqual([]);
    expect(s.probabilities).toEqual([]);
    expect(s.exact).toBe(false);
    expect(s.notes.some((n) => n.includes('no estimate could be made within the budget') && n.includes('--budget'))).toBe(true);
    const text = formatSuggestion(s, variant, 'red');
    expect(text).toContain('--budget');
    expect(text).not.toContain('P(hit)');
    expect(text).not.toMatch(/^expected hits/m);
    // In the record's language too.
    for (const lang of ['ru', 'pl']) {
      const t = suggestText(lang);
      const said = formatSuggestion(suggestSalvo(variant, post, fired, owed, 'information', undefined, undefined, t), variant, 'red', t);
      expect(said).toContain(t.noEstimate);
      expect(t.noEstimate).toContain('--budget');
      expect(t.noEstimate).not.toBe(suggestText('en').noEstimate);
    }
  });

  it('an estimate that did answer is not marked', () => {
    const post = chainPosterior(variant, gridTwentyGame(variant, 4), { ...chainOpts, sweeps: 16 });
    expect(post.unanswered).toBeUndefined();
    expect(suggestSalvo(variant, post, new Set(), { min: 2, max: 2 }, 'hits').cells).toHaveLength(2);
  });
});

