/**
 * analyze's exact counts of one side share one budget (`sideBudgetMs`), a count a sixth of it
 * at most: on a Skagerrak game (12×12, diagonal ships, salvos of up to 12 shots), whose early
 * positions each cost seconds of counting, the work charged for a side stays within its budget,
 * however many positions it has; once a count is stopped, the earlier positions are estimated
 * and say the budget stopped them. Before, each
 * position had a budget of its own, and a side of 40 positions could spend forty. The progress it
 * reports moves with that work, not a step a position. Work is counted in the meter's units,
 * never timed.
 */
import { describe, expect, it } from 'vitest';
import { analyzeSide, POSITION_SHARE, POSITION_WORK_MS, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import type { Inferrer } from '../../src/analysis/posterior.js';
import { UNITS_PER_MS, WorkMeter } from '../../src/inference/work.js';
import { skagerrakGame } from '../helpers/skagerrak-game.js';

/** The side's budget: a few seconds of counting, less than its positions would spend; a count may spend a sixth of it. */
const BUDGET_MS = 12_000;
/** What one position's count is given alone (the inferrer's own budget, as salvo analyze gives it). */
const POSITION_MS = 10_000;

describe('analyze: one budget for a side’s exact counts', () => {
  it('a Skagerrak side spends at most its budget on counting, and says the budget stopped the positions before', async () => {
    const { variant, game } = await skagerrakGame(1, 20);
    const salvos: PlayedSalvo[] = game.turns.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement }));
    const base = analysisInferrer({ budgetMs: POSITION_MS, sweeps: 100 });
    // The work every count is charged: the side's meter where the analysis passes one, else a meter
    // of the position's own budget (as each position was given before).
    let charged = 0;
    let counted = 0;
    let most = 0;
    let positions = 0;
    const infer: Inferrer = (v, evidence, o) => {
      positions++;
      const shared = o?.work;
      const own = shared === undefined && o?.budgetMs !== 0 ? WorkMeter.ms(POSITION_MS) : undefined;
      const from = shared?.spent ?? 0;
      const post = base(v, evidence, own !== undefined ? { ...o, work: own } : o);
      const spent = shared !== undefined ? shared.spent - from : (own?.spent ?? 0);
      if (spent > 0) counted++;
      charged += spent;
      most = Math.max(most, spent);
      return post;
    };
    const reports: [number, number][] = [];
    const blue = analyzeSide({ variant, salvos }, 'blue', infer, { sideBudgetMs: BUDGET_MS }, (done, total) => reports.push([done, total]));
    // More than one count was tried, each within its share of the budget and all within the
    // budget (a count stops at the charge that passes its limit: a pass's step past it at most).
    expect(counted).toBeGreaterThan(1);
    expect(most).toBeLessThan(BUDGET_MS * POSITION_SHARE * UNITS_PER_MS * 1.05);
    expect(charged).toBeLessThan(BUDGET_MS * UNITS_PER_MS * 1.05);
    // The budget ran out before the first salvo: the salvos before the first estimated one are
    // estimated too, each saying the budget stopped it; the later ones exact.
    const exact = blue.salvos.map((f) => f.exact);
    expect(exact).toContain(false);
    const firstExact = exact.indexOf(true);
    expect(exact.slice(0, firstExact === -1 ? exact.length : firstExact).every((e) => !e)).toBe(true);
    if (firstExact !== -1) expect(exact.slice(firstExact).every((e) => e)).toBe(true);
    for (const f of blue.salvos) expect(f.limit).toBe(f.exact ? undefined : 'budget');
    // Progress: of the side's budget and a share a position, never back, to its whole; it moved
    // while counts ran (more reports than positions), not only as each position ended.
    const total = BUDGET_MS + positions * POSITION_WORK_MS;
    expect(reports.every(([, t]) => t === total)).toBe(true);
    for (let i = 1; i < reports.length; i++) expect(reports[i]![0]).toBeGreaterThanOrEqual(reports[i - 1]![0]);
    expect(reports.at(-1)![0]).toBe(total);
    expect(reports.length).toBeGreaterThan(positions + 10);
  });
});
