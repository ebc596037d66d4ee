/**
 * analyze says what stopped the exact count where positions were estimated (`SalvoFigures.limit`,
 * JSON `limit`): the first position out of reach (the last one, worked out first) says why; the
 * earlier ones, given no budget, were stopped by the same and carry it. Where memory stopped it,
 * the text says a larger --budget will not help, as infer and suggest say it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import type { Inferrer } from '../../src/analysis/posterior.js';
import { runSalvo } from '../helpers/cli.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const brute = bruteInferrer();
const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });

/** Brute force's chances said to be estimates; the positions given a budget say `limit` stopped them, those given none say nothing. */
function estimating(limit: 'budget' | 'memory'): { infer: Inferrer; budgets: (number | undefined)[] } {
  const budgets: (number | undefined)[] = [];
  const infer: Inferrer = (variant, evidence, o) => {
    budgets.push(o?.budgetMs);
    const r = { ...brute(variant, evidence), exact: false, count: -1n, stdError: new Array<number>(variant.board.rows * variant.board.columns).fill(0.01) };
    return o?.budgetMs === 0 ? r : { ...r, limit };
  };
  return { infer, budgets };
}

describe('analyze: what stopped the exact count', () => {
  for (const limit of ['budget', 'memory'] as const) {
    it(`the first position out of reach says ${limit}, and every earlier one carries it`, () => {
      const { infer, budgets } = estimating(limit);
      const a = analyzeGame({ variant: tiny, salvos }, infer, { budgetMs: 50 });
      // Only the first position of each side was given the budget: the rest were given none.
      expect(budgets.filter((b) => b !== 0).length).toBe(2);
      for (const side of a.sides) {
        expect(side.salvos.length).toBeGreaterThan(0);
        for (const f of side.salvos) expect(f.limit).toBe(limit);
      }
    });
  }

  it('says nothing where every position was counted exactly', () => {
    const a = analyzeGame({ variant: tiny, salvos }, brute);
    for (const side of a.sides) for (const f of side.salvos) expect(f.limit).toBeUndefined();
  });

  it('analyze --json gives limit on the estimated salvos; the text adds no memory line where the budget stopped it', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const file = join(root, 'examples', 'breaches.yaml');
    const r = await runSalvo(root, ['analyze', file, '--budget', '100', '--json']);
    const json = JSON.parse(r.stdout) as { sides: { salvos: { exact: boolean; limit?: string }[] }[] };
    const figures = json.sides.flatMap((s) => s.salvos);
    expect(figures.some((f) => !f.exact)).toBe(true);
    for (const f of figures) expect(f.limit).toBe(f.exact ? undefined : 'budget');
    const text = await runSalvo(root, ['analyze', file, '--budget', '100']);
    expect(text.stdout).toMatch(/out of reach of the exact count within the budget/u);
    expect(text.stdout).not.toMatch(/more memory/u);
  });
});
