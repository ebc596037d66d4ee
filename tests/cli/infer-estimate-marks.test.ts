/**
 * The heatmap of `salvo infer` (terminal and PDF) marks a cell fired at `X` (a ship, certain) or
 * `o` (water) where that is proven. Under a per-salvo report only an exact count proves it: a
 * chain's or sampler's estimate of 1 or 0 for such a cell only says no sample saw it otherwise,
 * and was drawn as `X` / `o` all the same. It now gives the estimate's chance, starred.
 */
import { describe, expect, it } from 'vitest';
import { heatCellText } from '../../src/cli/commands/infer.js';
import type { InferenceResult } from '../../src/inference/engine.js';

const N = 6;
/** Cells 0–3 fired by one per-salvo salvo (outcome per cell untold), 4 by a per-shot hit, 5 open. */
const fired = new Map<number, 'hit' | 'miss' | 'fired'>([
  [0, 'fired'],
  [1, 'fired'],
  [2, 'fired'],
  [3, 'fired'],
  [4, 'hit'],
]);
const marginal = [1, 0, 0.5, 0.999, 1, 0.25];

function result(exact: boolean): InferenceResult {
  return exact
    ? { exact: true, count: 12n, marginal, classMarginal: { ship: marginal }, pinned: [] }
    : { exact: false, count: -1n, marginal, classMarginal: { ship: marginal }, pinned: [], samples: 4000, stdError: marginal.map(() => 0), method: 'chain' };
}

describe("infer's heatmap marks of cells fired at", () => {
  it('are X and o where an exact count proves them', () => {
    const r = result(true);
    expect(Array.from({ length: N }, (_, c) => heatCellText(r, marginal, fired, c))).toEqual(['X', 'o', '50*', '>99*', 'X', '25']);
  });

  it('are the estimated chance, starred, where an estimate gives 1 or 0 to a cell whose outcome was not told', () => {
    const r = result(false);
    const texts = Array.from({ length: N }, (_, c) => heatCellText(r, marginal, fired, c));
    expect(texts).toEqual(['>99*', '<1*', '50*', '>99*', 'X', '25']);
    // Nothing said certain of the cells the report left untold.
    for (const c of [0, 1, 2, 3]) expect(['X', 'o', '■*', '·*']).not.toContain(texts[c]);
  });
});

describe("infer's most likely cells", () => {
  it('give an estimate to whole percents with its standard error, and exact chances to a tenth', async () => {
    const { formatInference } = await import('../../src/cli/commands/infer.js');
    const { makeVariant } = await import('../helpers/make-variant.js');
    const { formatCell } = await import('../../src/core/coords.js');
    const v = makeVariant({ rows: 2, columns: 3 });
    // One per-shot miss at A1 (cell 0); the others open.
    const evidence = { salvos: [{ cells: [0], announcement: { kind: 'per-shot' as const, shots: [{ result: 'miss' as const }] } }] };
    const m = [0, 0.4734, 0.2, 0.612, 0.05, 0.3];
    const se = [0, 0.021, 0.004, 0.018, 0, 0.03];
    const report = (result: InferenceResult) => ({ target: 'red', after: 1, result, evidence, seconds: 0 });
    const line = (text: string): string => text.split('\n').find((l) => l.startsWith('Most likely cells'))!;
    const estimated = line(formatInference(v, report({ exact: false, count: -1n, marginal: m, classMarginal: { four: m }, pinned: [], samples: 5000, stdError: se, method: 'chain', mixing: { chains: 8, exactStarts: 8, burnIn: 5, batches: 8, batchSweeps: 10, rhat: 1.01 } }), undefined, 'en'));
    const open = [3, 1, 5, 2, 4];
    expect(estimated).toBe(
      `Most likely cells not yet fired at: ${open.map((c) => `${formatCell(c, v.board)} ${Math.round(m[c]! * 100)}${se[c]! > 0 ? `±${se[c]! * 100 >= 0.95 ? (se[c]! * 100).toFixed(0) : se[c]! * 100 >= 0.05 ? (se[c]! * 100).toFixed(1) : (se[c]! * 100).toFixed(Math.max(2, -Math.floor(Math.log10(se[c]! * 100))))}` : ''}%`).join(', ')}`,
    );
    const exact = line(formatInference(v, report({ exact: true, count: 40n, marginal: m, classMarginal: { four: m }, pinned: [] }), undefined, 'en'));
    expect(exact).toBe(`Most likely cells not yet fired at: ${open.map((c) => `${formatCell(c, v.board)} ${(m[c]! * 100).toFixed(1)}%`).join(', ')}`);
  });
});

describe("infer's marks of open cells under an estimate", () => {
  // Open cells 0–3: never seen occupied, always seen occupied, and the two cells of a ship the
  // evidence pins; 4 a chance with its error. No cell fired at.
  const open = new Map<number, 'hit' | 'miss' | 'fired'>();
  const m = [0, 1, 1, 1, 0.4];
  const estimated: InferenceResult = {
    exact: false,
    count: -1n,
    marginal: m,
    classMarginal: { ship: m },
    pinned: [{ classId: 'ship', cells: [2, 3] }],
    pinnedBy: 'evidence',
    samples: 4000,
    stdError: m.map((p) => (p === 0 || p === 1 ? 0 : 0.02)),
    method: 'chain',
  };

  it('give an estimate\'s 0 or 1 as a bound (<1, >99), keeping ■ for the ships the evidence pins', () => {
    const texts = m.map((_, c) => heatCellText(estimated, m, open, c));
    expect(texts).toEqual(['<1', '>99', '■', '■', '40']);
    // A sampler's estimate claims no pinned ship: every 1 it gives is a bound.
    const sampled: InferenceResult = { ...estimated, pinned: [], method: 'rejection' };
    delete (sampled as { pinnedBy?: string }).pinnedBy;
    expect(m.map((_, c) => heatCellText(sampled, m, open, c))).toEqual(['<1', '>99', '>99', '>99', '40']);
    // An exact count's 0 and 1 are certain.
    const exact: InferenceResult = { exact: true, count: 3n, marginal: m, classMarginal: { ship: m }, pinned: [] };
    expect(m.map((_, c) => heatCellText(exact, m, open, c))).toEqual(['·', '■', '■', '■', '40']);
  });

  it('give a most likely cell an estimate always saw occupied as >99%, not 100%', async () => {
    const { formatInference } = await import('../../src/cli/commands/infer.js');
    const { makeVariant } = await import('../helpers/make-variant.js');
    const { formatCell } = await import('../../src/core/coords.js');
    const v = makeVariant({ rows: 1, columns: 5 });
    const text = formatInference(v, { target: 'red', after: 0, result: { ...estimated, mixing: { chains: 8, exactStarts: 8, burnIn: 5, batches: 8, batchSweeps: 10, rhat: 1.01 } }, evidence: { salvos: [] }, seconds: 0 }, undefined, 'en');
    const line = text.split('\n').find((l) => l.startsWith('Most likely cells'))!;
    expect(line).toBe(`Most likely cells not yet fired at: ${formatCell(1, v.board)} >99%, ${formatCell(2, v.board)} 100%, ${formatCell(3, v.board)} 100%, ${formatCell(4, v.board)} 40±2%`);
  });
});

/** The example Морской бой game after twelve shots at red, estimated on a tiny budget and counted exactly. */
async function morskoyAfterTwelve() {
  const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
  const { readRecordFile } = await import('../../src/record/store.js');
  const { evidenceFromRecord } = await import('../../src/inference/from-record.js');
  const { infer } = await import('../../src/inference/engine.js');
  const file = 'examples/morskoy-boy.yaml';
  const f = await readRecordFile(file, loadRecordVariant, file);
  if (!f.ok) throw new Error(`cannot read ${file}`);
  const evidence = evidenceFromRecord(f.variant, f.record, 'red', 12);
  const estimated = infer(f.variant, evidence, { budgetMs: 1, seed: 1 });
  const exact = infer(f.variant, evidence);
  expect(estimated.exact).toBe(false);
  expect(exact.exact).toBe(true);
  return { f, evidence, estimated, exact };
}

describe("infer's water under an estimate (the engine's `water`)", () => {
  it('is every open cell no layout can cover, and only such cells: · on the heatmap, not <1', async () => {
    // Twelve shots at red: a ship sunk among them, so its surroundings are water by the rules.
    const { f, evidence, estimated, exact } = await morskoyAfterTwelve();
    const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
    const water = estimated.water ?? [];
    // Water is proven: the exact count gives each such cell 0.
    for (const c of water) expect(exact.marginal[c]).toBe(0);
    // The surroundings of every ship sunk (pinned by the exact count, every cell fired) are found.
    const cols = f.variant.board.columns;
    const rows = f.variant.board.rows;
    const sunk = exact.pinned.filter((p) => p.cells.every((c) => fired.has(c)));
    expect(sunk.length).toBe(2); // К2's one-cell ship and Г8–Е8
    const around = new Set<number>();
    for (const ship of sunk)
      for (const c of ship.cells)
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const r = Math.floor(c / cols) + dr;
            const k = (c % cols) + dc;
            if (r >= 0 && r < rows && k >= 0 && k < cols && !fired.has(r * cols + k) && !ship.cells.includes(r * cols + k)) around.add(r * cols + k);
          }
    expect(around.size).toBeGreaterThan(10);
    for (const c of around) expect(water).toContain(c);
    // The heatmap: · on those open cells, not a bound; a cell 0 only by reasoning further (no
    // single ship's placement rules it out) stays a bound under an estimate.
    const marks = new Map<number, 'hit' | 'miss' | 'fired'>();
    for (const c of around) expect(heatCellText(estimated, estimated.marginal, marks, c)).toBe('·');
    const reasoned = exact.marginal.flatMap((p, c) => (p === 0 && !fired.has(c) && !water.includes(c) ? [c] : []));
    for (const c of reasoned) expect(heatCellText(estimated, estimated.marginal, marks, c)).not.toBe('·');
  });
});

describe("a sampler's estimate names the ships the evidence pins", () => {
  it('lists the sunk ships the exact count pins, by the evidence, never "none yet"', async () => {
    const { formatInference } = await import('../../src/cli/commands/infer.js');
    const { f, evidence, estimated, exact } = await morskoyAfterTwelve();
    expect(['rejection', 'importance']).toContain(estimated.method);
    expect(estimated.pinnedBy).toBe('evidence');
    // Proof: every ship listed is one the exact count pins; and the sunk ones are all there.
    const key = (s: { classId: string; cells: readonly number[] }): string => `${s.classId}:${[...s.cells].sort((a, b) => a - b).join(',')}`;
    const exactShips = new Set(exact.pinned.map(key));
    for (const s of estimated.pinned) expect(exactShips).toContain(key(s));
    const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
    const sunk = exact.pinned.filter((p) => p.cells.every((c) => fired.has(c)));
    expect(sunk.length).toBeGreaterThan(0);
    for (const s of sunk) expect(estimated.pinned.map(key)).toContain(key(s));
    const text = formatInference(f.variant, { target: 'red', after: 12, result: estimated, evidence, seconds: 0 }, undefined, 'en');
    expect(text).not.toMatch(/Pinned down: none yet/u);
  });
});
