/**
 * The analysis inferrer's last resort (src/analysis/inferrers.ts: the chain finds no layout to start
 * from, `ChainStartError`, and the engine answers with its budget of 0) on a record with a cell that
 * could not be read: its answer is marked as of a wider set than the readings' (`readings:
 * 'superset'`) only where the engine says it is. Before, every such answer was marked: the engine's
 * exact count of the readings themselves (unread-exact.ts, whatever the budget) and its rejection
 * sample checked draw by draw against the readings (`samplesOfReadings`) too, so `analyze` and
 * `suggest` gave no exact figure, or warned of a wider set, where the layouts were the readings'.
 * The chain is made to fail here (on these boards it always starts).
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/analysis/chain-posterior.js', async (original) => {
  const m = await original<typeof import('../../src/analysis/chain-posterior.js')>();
  return {
    ...m,
    chainPosterior: () => {
      throw new m.ChainStartError(true);
    },
  };
});

const { analysisInferrer } = await import('../../src/analysis/inferrers.js');
const { infer } = await import('../../src/inference/engine.js');
const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
const { bruteInfer } = await import('../inference/brute.js');
const { LOOSE, byShip, garbledRecord, readingShares, readingsFit } = await import('../inference/unread-readings.js');

const LINES = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1', 'blue: C4 C5 -> no hits', 'red: A1 C4 -> no hits'];
const variant = (rows: number, columns: number, fleet: ReturnType<typeof shipClass>[], sunk: boolean) =>
  makeVariant({
    rows,
    columns,
    fleet,
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by: 'class', counts: true, sunk },
  });
// No enumeration (a budget of 1 node), no engine count before the chain (budgetMs 0): the chain, then the fallback.
const fallback = () => analysisInferrer({ budgetMs: 0, enumerationBudget: 1, seed: 1 });

describe("the chain-start fallback's answer with an unread cell: marked as of a wider set only where it is", () => {
  it('the engine counts the readings exactly (5×5, by class, sinking not told): exact, unmarked, equal to the brute force', () => {
    const v = variant(5, 5, [shipClass('boat', 2), shipClass('raft', 1)], false);
    const { evidence } = garbledRecord(v, LINES);
    const fits = readingsFit(v, LINES);
    expect(fits.length).toBe(77);
    const want = readingShares(v, fits).cell;
    const got = fallback()(v, evidence);
    expect(got).toMatchObject({ exact: true, count: 77n });
    expect(got.readings).toBeUndefined();
    expect(got.looseSalvo).toBeUndefined();
    got.marginal.forEach((p, c) => expect(Math.abs(p - want[c]!)).toBeLessThan(1e-12));
  });

  it('reported ship by ship, past the listing (5×5, read loosely): still marked, and of the wider set', () => {
    const { evidence } = garbledRecord(byShip, LOOSE);
    expect(infer(byShip, evidence, { budgetMs: 0 }).readings).toBe('superset');
    const got = fallback()(byShip, evidence);
    expect(got).toMatchObject({ readings: 'superset', looseSalvo: 0 });
    // The wider set: the evidence as weakened, by the brute force, has every reading's layouts and more.
    const brute = bruteInfer(byShip, evidence);
    expect(got.count).toBe(brute.count);
    expect(Number(brute.count)).toBeGreaterThan(readingsFit(byShip, LOOSE).length);
  });

  it("the rejection sampler's draws checked against the readings (9×7): an estimate of the readings, unmarked", () => {
    const v = variant(9, 7, [shipClass('boat', 2), shipClass('raft', 1), shipClass('barge', 3), shipClass('skiff', 2)], false);
    const { evidence } = garbledRecord(v, LINES);
    const exact = infer(v, evidence);
    expect(exact.exact && exact.readings === undefined).toBe(true);
    const got = fallback()(v, evidence);
    expect(got.exact).toBe(false);
    expect(got.readings).toBeUndefined();
    expect(Math.abs(Number(got.count) / Number(exact.count) - 1)).toBeLessThan(0.05);
    got.marginal.forEach((p, c) => expect(Math.abs(p - exact.marginal[c]!)).toBeLessThan(0.03));
  });
});
