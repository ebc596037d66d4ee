/**
 * The counter's memory guard (profile-dp.ts, MAX_PASS_BYTES) reckons the bytes a pass holds from
 * its arrays' real sizes, with the next allocation it would make, and gives up past its limit
 * with the reason 'memory', which `count` says (a larger --budget would not help). Before, it
 * counted values (60M a level), whatever they cost: a designer's 12×12 fleet of tetrominoes and
 * straight ships that may touch reached 2.3–6.5 GB. Every template but Statki 15×15 still counts
 * exactly at count's default budget, far below the guard.
 */
import { describe, expect, it } from 'vitest';
import { COUNT_BUDGET_MS } from '../../src/cli/commands/count.js';
import { countText } from '../../src/cli/commands/count-text.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { countLayouts } from '../../src/inference/engine.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { MAX_PASS_BYTES, ProfileDp } from '../../src/inference/profile-dp.js';
import { BudgetExceeded } from '../../src/inference/work.js';
import { listTemplates } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const fleet = [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3), shipClass('two', 2)];
const mayTouch = makeVariant({ rows: 8, columns: 8, fleet, placement: { diagonal: false, spacing: 'may-touch' } });
const noContact = makeVariant({ rows: 8, columns: 8, fleet, placement: { diagonal: false, spacing: 'no-contact' } });

/** The reason a count gave up with, or the count. */
function outcome(dp: ProfileDp, maxBytes: number): bigint | string {
  try {
    return dp.count({ maxBytes });
  } catch (e) {
    if (e instanceof BudgetExceeded) return e.reason;
    throw e;
  }
}

describe('the memory guard', () => {
  const passes: [string, Variant, { sorted?: boolean }][] = [
    ['sorted levels (ships that may touch)', mayTouch, {}],
    ['hashed levels of one float', mayTouch, { sorted: false }],
    ['compact vector levels (ships that may not touch)', noContact, {}],
  ];
  for (const [name, variant, layout] of passes) {
    it(`gives up past its limit, saying memory, and finishes at it: ${name}`, () => {
      const problem = compileEvidence(variant, NO_EVIDENCE);
      const dp = new ProfileDp(problem, layout);
      const count = dp.count();
      const peak = dp.peakBytes;
      expect(count).toBeGreaterThan(0n);
      // Reckoned from real arrays: a pass of an 8×8 board holds kilobytes to megabytes, never 0.
      expect(peak).toBeGreaterThan(1024);
      expect(peak).toBeLessThan(MAX_PASS_BYTES / 16);
      // The same reckoning every run: the limit at the peak lets it finish, a byte less does not.
      expect(outcome(new ProfileDp(problem, layout), peak)).toBe(count);
      expect(outcome(new ProfileDp(problem, layout), peak - 1)).toBe('memory');
      expect(outcome(new ProfileDp(problem, layout), peak / 4)).toBe('memory');
    });
  }

  it('count says which limit stopped it: the budget, or memory (where a larger budget is no help)', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      const t = countText(lang);
      const budget = t.estimate('v', '1', 5000, 10, '1', '1', 'budget', '1');
      const memory = t.estimate('v', '1', 5000, 10, '1', '1', 'memory', '1');
      expect(budget, lang).toContain('--budget 5000');
      expect(memory, lang).not.toContain('5000');
      expect(memory, lang).toMatch(/memory|памяти|pamięci/u);
      expect(memory, lang).toMatch(/1 (GiB|ГиБ)/u);
    }
  });
});

describe("every template but Statki 15×15 counts exactly at count's default budget", async () => {
  const templates = (await listTemplates()).filter((t) => t.id !== 'statki-15');
  it('the seven templates are there, six of them counted here', () => {
    expect(templates.length).toBe(6);
  });
  for (const { id, variant } of templates) {
    it(`${id}: exact (neither the budget, its projection nor the memory guard stops it)`, () => {
      // The counter is exact whenever it answers (its counts: tests/inference/published.test.ts).
      expect(countLayouts(variant, { budgetMs: COUNT_BUDGET_MS })).toBeGreaterThan(0n);
    });
  }
});
