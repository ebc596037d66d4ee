/**
 * An estimate that never saw a cell otherwise gives it a chance of 0 or 1 with no standard error.
 * That is no proof: `analyze`'s chance column and `suggest` wrote it as a bare 0% or 100%, read
 * as exact. Unless the evidence itself decides the cell (fired before, or a cell of a ship the
 * evidence pins), it now reads `<1%` / `>99%`; the JSON keeps the numbers.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis, formatSuggestion } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { Inferrer, Posterior } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { allLayouts, announce, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const N = tiny.board.rows * tiny.board.columns;
/** Cells the estimate never saw occupied (0) and always saw occupied (1), with no standard error. */
const NEVER = 0;
const ALWAYS = 6;

/** An estimated posterior, as a chain that never saw NEVER occupied nor ALWAYS empty gives it. */
function estimate(pins: readonly number[] = [], water: readonly number[] = []): Posterior {
  const marginal = Array.from({ length: N }, (_, c) => (c === NEVER ? 0 : c === ALWAYS ? 1 : 0.3));
  const stdError = marginal.map((p) => (p === 0 || p === 1 ? 0 : 0.02));
  return {
    exact: false,
    count: -1n,
    marginal,
    classMarginal: { three: marginal, two: marginal.map(() => 0) },
    stdError,
    method: 'chain',
    ...(pins.length > 0 ? { fixedShips: [{ classId: 'two', cells: pins }] } : {}),
    ...(water.length > 0 ? { water } : {}),
  };
}

const layouts = allLayouts(tiny);
const redFleet = layouts[200]!;
const blueFleet = layouts[10]!;
// Blue fires at 12, then NEVER, then ALWAYS.
const plan: Record<'blue' | 'red', number[]> = { blue: [12, NEVER, ALWAYS], red: [24, 3, 18] };
const salvos = playedGame(tiny, { blue: blueFleet, red: redFleet }, plan);

/** The chance column of blue's salvo `n` in the table. */
function chanceOf(text: string, n: number): string {
  const row = text.split('\n').find((l) => l.trimStart().startsWith(`${n} `))!;
  return row.trim().split(/\s{2,}/u)[2]!;
}

describe("analyze's chance of an estimate's 0 or 1", () => {
  it('is a bound, <1% or >99%, where the evidence does not decide the cell; the JSON keeps the numbers', () => {
    const infer: Inferrer = () => estimate();
    const a = analyzeGame({ variant: tiny, salvos }, infer);
    const blue = a.sides.find((s) => s.side === 'blue')!;
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    const firing = text.slice(0, text.indexOf('\n\n') < 0 ? undefined : text.indexOf('\n\n'));
    expect(blue.salvos[1]!.probabilities).toEqual([0]);
    expect(blue.salvos[2]!.probabilities).toEqual([1]);
    expect(blue.salvos[1]!.decided).toEqual([false]);
    expect(chanceOf(firing, 2)).toBe('<1%');
    expect(chanceOf(firing, 3)).toBe('>99%');
    // A chance with its error keeps it.
    expect(chanceOf(firing, 1)).toBe('30±2%');
  });

  it('bounds the expected hits beside a bound alike, >0.99 beside >99% (not a bare 1.00), in the salvo and the best salvo, text and PDF', async () => {
    const a = analyzeGame({ variant: tiny, salvos }, () => estimate());
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    const cols = (n: number): string[] => text.split('\n').find((l) => l.trimStart().startsWith(`${n} `))!.trim().split(/\s{2,}/u);
    // Salvo 3 at ALWAYS: >99% and >0.99; its best salvo, the same cell, >0.99 too.
    expect(cols(3).slice(2, 4)).toEqual(['>99%', '>0.99']);
    expect(cols(3).at(-2)).toBe('>0.99');
    // Salvo 2 at NEVER: <1% and <0.01; its best salvo is ALWAYS, >0.99.
    expect(cols(2).slice(2, 4)).toEqual(['<1%', '<0.01']);
    expect(cols(2).at(-2)).toBe('>0.99');
    // A chance with its error keeps its expected hits with theirs.
    expect(cols(1).slice(2, 4)).toEqual(['30±2%', '0.30±0.02']);
    // The JSON keeps the numbers, and says which best cells are decided where estimated.
    expect(a.sides[0]!.salvos[2]!.expectedHits).toBe(1);
    expect(a.sides[0]!.salvos[2]!.bestProbabilities).toEqual([1]);
    expect(a.sides[0]!.salvos[2]!.bestDecided).toEqual([false]);
    // Where the evidence pins the ship, 100% and 1.00 are exact.
    const pinned = formatAnalysis(analyzeGame({ variant: tiny, salvos }, () => estimate([ALWAYS, ALWAYS + 1])), tiny, (s) => s, (id) => id);
    const row = pinned.split('\n').find((l) => l.trimStart().startsWith('3 '))!.trim().split(/\s{2,}/u);
    expect(row.slice(2, 4)).toEqual(['100%', '1.00']);
    expect(row.at(-2)).toBe('1.00');
    // The PDF's table, written by the same code, says the same.
    const { drawAnalysisReport } = await import('../../src/render/report-pdf.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis: a, infer: () => estimate(), name: (s) => s, className: (id) => id, title: 'T' });
    const texts = d.texts().map((x) => x.text);
    expect(texts).toContain('>0.99');
    expect(texts).toContain('<0.01');
    expect(texts).not.toContain('1.00');
    // A note under the table says what the bounds are, in the text and the PDF, in each language; none where no figure is a bound.
    expect(text).toContain(`\n${analysisText('en', false).bounds}\n`);
    expect(texts.join(' ')).toContain('no sampled layout had the cell otherwise');
    for (const lang of ['ru', 'pl']) {
      const t = analysisText(lang, false);
      expect(formatAnalysis(a, tiny, (s) => s, (id) => id, t)).toContain(`\n${t.bounds}\n`);
      expect(t.bounds).toContain('>0,99');
    }
    // Exact positions give no best cells' fields, nor the note.
    const exact = analyzeGame({ variant: tiny, salvos }, () => ({ ...estimate(), exact: true, count: 7n }));
    expect(formatAnalysis(exact, tiny, (s) => s, (id) => id)).not.toContain(analysisText('en', false).bounds);
    expect(exact.sides[0]!.salvos[2]!).not.toHaveProperty('bestDecided');
  });

  it('stays 100% on a cell of a ship the evidence pins, and exact chances are as they were', () => {
    const a = analyzeGame({ variant: tiny, salvos }, () => estimate([ALWAYS, ALWAYS + 1]));
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    expect(a.sides[0]!.salvos[2]!.decided).toEqual([true]);
    expect(chanceOf(text, 3)).toBe('100%');
    const exact: Inferrer = () => ({ ...estimate(), exact: true, count: 7n });
    const e = formatAnalysis(analyzeGame({ variant: tiny, salvos }, exact), tiny, (s) => s, (id) => id);
    expect(chanceOf(e, 2)).toBe('0%');
    expect(chanceOf(e, 3)).toBe('100%');
  });
});

describe("an estimate's water (cells no placement reaches)", () => {
  it("reads 0% in analyze and is decided, as infer's heatmap shows it ·", async () => {
    const a = analyzeGame({ variant: tiny, salvos }, () => estimate([], [NEVER]));
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    expect(a.sides[0]!.salvos[1]!.decided).toEqual([true]);
    expect(chanceOf(text, 2)).toBe('0%');
    // The same proof, the same mark: infer's heatmap of that estimate.
    const { heatCellText } = await import('../../src/cli/commands/infer.js');
    const m = [...estimate().marginal];
    const result = { exact: false, count: -1n, marginal: m, classMarginal: { three: m }, stdError: m.map(() => 0), pinned: [], samples: 100, method: 'chain' as const, water: [NEVER] };
    expect(heatCellText(result, m, new Map(), NEVER)).toBe('·');
  });

  it("is decided in suggest's JSON and its tie note, a 0%, not <1%", () => {
    // Every open cell 0 but one: the salvo of two takes a water cell beside it.
    const post = estimate([], [NEVER]);
    const marginal = post.marginal.map((_, c) => (c === ALWAYS ? 1 : 0));
    const flat: Posterior = { ...post, marginal, stdError: marginal.map(() => 0), water: marginal.flatMap((p, c) => (p === 0 ? [c] : [])) };
    const s = suggestSalvo(tiny, flat, new Set(), { min: 2, max: 2 }, 'hits');
    expect(s.decided).toEqual(s.cells.map((c) => c === ALWAYS ? false : true));
    expect(formatSuggestion(s, tiny, 'blue')).toMatch(/P\(hit\) 0%\n/u);
    expect(formatSuggestion(s, tiny, 'blue')).not.toMatch(/<1%/u);
  });
});

describe("suggest's chance of an estimate's 1", () => {
  it('is >99% unless the evidence pins a ship there', () => {
    const fired = new Set([12]);
    const s = suggestSalvo(tiny, estimate(), fired, { min: 1, max: 1 }, 'hits');
    expect(s.cells).toEqual([ALWAYS]);
    expect(s.probabilities).toEqual([1]);
    expect(formatSuggestion(s, tiny, 'blue')).toMatch(/P\(hit\) >99%\n/u);
    // Its expected hits bounded alike: more than 0.99, not a bare 1.00.
    expect(formatSuggestion(s, tiny, 'blue')).toMatch(/expected hits >0\.99,/u);
    const pinned = suggestSalvo(tiny, estimate([ALWAYS, ALWAYS + 1]), fired, { min: 1, max: 1 }, 'hits');
    expect(formatSuggestion(pinned, tiny, 'blue')).toMatch(/P\(hit\) 100%\n/u);
    expect(formatSuggestion(pinned, tiny, 'blue')).toMatch(/expected hits 1\.00,/u);
  });
});

describe("the PDF report's heatmap of an estimate's 1", () => {
  it('writes >99 where the evidence does not pin a ship, 100 where it does or the count is exact', async () => {
    const { drawAnalysisReport } = await import('../../src/render/report-pdf.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
    const { bruteInferrer } = await import('./helpers/brute-infer.js');
    // A 1×3 row holding a three: a hit at A1 and the rest of the row is the ship, every time.
    const v = makeVariant({ rows: 1, columns: 3, fleet: [shipClass('three', 3)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: false } });
    const fleet = allLayouts(v)[0]!;
    const plays: PlayedSalvo[] = [{ side: 'blue', cells: [0], announcement: announce(v, fleet, new Set(), [0]) }];
    const brute = bruteInferrer();
    const open = [1, 2];
    expect(brute(v, { salvos: [{ cells: [0], announcement: plays[0]!.announcement! }] }).marginal.slice(1)).toEqual([1, 1]);
    /** The chance texts of the heatmap after blue's salvo. */
    const heat = (infer: Inferrer): string[] => {
      const d = new RecordingDrawing();
      drawAnalysisReport(d, { variant: v, salvos: plays, analysis: analyzeGame({ variant: v, salvos: plays }, infer), infer, name: (s) => s, className: (id) => id, title: 'T' });
      return d.texts().map((t) => t.text).filter((t) => /^(>99|100)$/u.test(t)).sort();
    };
    const estimated: Inferrer = (variant, evidence) => {
      const p = brute(variant, evidence);
      return { ...p, exact: false, count: -1n, stdError: p.marginal.map(() => 0), method: 'chain' };
    };
    const pinned: Inferrer = (variant, evidence) => ({ ...estimated(variant, evidence), fixedShips: evidence.salvos.length > 0 ? [{ classId: 'three', cells: [0, ...open] }] : [] });
    // Two moments: before the salvo (the 3 cells, each a ship in the only layout), and after it.
    const moments = (before: string, after: string): string[] => [...[0, 1, 2].map(() => before), ...open.map(() => after)].sort();
    expect(heat(brute)).toEqual(moments('100', '100'));
    expect(heat(estimated)).toEqual(moments('>99', '>99'));
    // Before the salvo the evidence pins nothing; after it, the three.
    expect(heat(pinned)).toEqual(moments('>99', '100'));
  });
});
