/**
 * `analyze` and `suggest` on positions the Markov chain estimates (past the exact count's
 * budget): each chance carries its standard error, and suggest's "either would do as well"
 * names the cells the estimate cannot tell from the one it chose. Checked against brute force
 * on the 5×5 game of ./helpers/tiny.ts, where the chain is forced (no enumeration). Where no
 * estimate could be made at all (`unanswered`), analyze stops there and says to give a larger
 * --budget, rather than judge salvos by chances of 0.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, evidenceBefore, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { errorText, formatAnalysis, formatSuggestion } from '../../src/analysis/format.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import type { Inferrer, Posterior } from '../../src/analysis/posterior.js';
import { NOISE_Z, suggestSalvo, tiedCells } from '../../src/analysis/suggest.js';
import { formatCell } from '../../src/core/coords.js';
import { loadVariant } from '../../src/variant/load.js';
import { allLayouts, announce, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

/** An error written to its figure's `d` decimals, or, too small to show there, to its first digit that is not 0 (docs/analysis.md). */
const errorAt = (e: number, d: number): number => (e >= 0.5 * 10 ** -d ? d : Math.min(d + 5, Math.max(d + 1, -Math.floor(Math.log10(e)))));

/** The chain alone, as analysisInferrer runs it past the budget, with no enumeration to answer first. */
const chainOnly: Inferrer = (variant, evidence) => chainPosterior(variant, evidence, { sweeps: 2000, chains: 8, errors: true, enumerateShips: 0, enumerationBudget: 0, seed: '1' });

const layouts = allLayouts(tiny);
const redFleet = layouts[200]!;
const blueFleet = layouts[10]!;
const plan: Record<'blue' | 'red', number[]> = { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] };
const salvos = playedGame(tiny, { blue: blueFleet, red: redFleet }, plan);

describe('analyze on estimated positions', () => {
  it("gives each chance's standard error, and the truth lies within a few of them", () => {
    const estimated = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const exact = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    let compared = 0;
    estimated.sides.forEach((side, s) => {
      side.salvos.forEach((f, k) => {
        expect(f.exact).toBe(false);
        const truth = exact.sides[s]!.salvos[k]!;
        expect(f.probabilityErrors).not.toBeNull();
        const errors = f.probabilityErrors!;
        expect(errors).toHaveLength(f.probabilities.length);
        f.probabilities.forEach((p, i) => {
          const se = errors[i]!;
          expect(se).toBeGreaterThanOrEqual(0);
          // Within four standard errors of the brute-force chance (a zero error: the chance itself).
          expect(Math.abs(p - truth.probabilities[i]!)).toBeLessThanOrEqual(4 * se + 1e-9);
          if (se > 0) compared++;
        });
        expect(f.expectedHitsError).toBeCloseTo(errors.reduce((a, e) => a + e, 0), 12);
        // The best salvo's expected hits are estimated too: its cells' errors, summed alike.
        const before = chainOnly(tiny, evidenceBefore({ variant: tiny, salvos }, side.side, k));
        expect(f.bestExpectedHitsError).toBeCloseTo(f.bestCells.reduce((a, c) => a + before.stdError![c]!, 0), 12);
        expect(Math.abs(f.bestExpectedHits - truth.bestExpectedHits)).toBeLessThanOrEqual(4 * f.bestExpectedHitsError! + 1e-9);
        // Exact figures carry none.
        expect(truth.probabilityErrors).toBeNull();
        expect(truth.expectedHitsError).toBeNull();
        expect(truth.bestExpectedHitsError).toBeNull();
      });
    });
    expect(compared).toBeGreaterThan(0);
  });

  it('writes them in the table, and says what they are', () => {
    const a = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    const f = a.sides[0]!.salvos.find((x) => (x.probabilityErrors?.[0] ?? 0) > 0)!;
    expect(f).toBeDefined();
    const row = text.split('\n').find((l) => l.trimStart().startsWith(`${f.number} `))!;
    expect(row).toContain(`${Math.round(f.probabilities[0]! * 100)}±${errorText(f.probabilityErrors![0]! * 100)}%`);
    const e = f.expectedHitsError!;
    expect(row).toContain(`${f.expectedHits.toFixed(2)}±${e.toFixed(errorAt(e, 2))}`);
    const be = f.bestExpectedHitsError!;
    expect(be).toBeGreaterThan(0);
    // Its own column (columns are two spaces or more apart).
    expect(row.trim().split(/\s{2,}/u)).toContain(`${f.bestExpectedHits.toFixed(2)}±${be.toFixed(errorAt(be, 2))}`);
    expect(text).toContain('their chances are given ± one standard error of the estimate');
  });
});

describe("analyze's totals over estimated positions", () => {
  it('carry the summed errors and mark hits an estimate gave, in the JSON and the totals line', () => {
    const a = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const exact = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    const blue = a.sides[0]!;
    const last = blue.salvos.at(-1)!;
    const sum = (pick: (f: (typeof blue.salvos)[number]) => number | null): number => blue.salvos.reduce((s, f) => s + (pick(f) ?? 0), 0);
    expect(last.total.expectedHitsError).toBeCloseTo(sum((f) => f.expectedHitsError), 12);
    expect(last.total.bestExpectedHitsError).toBeCloseTo(sum((f) => f.bestExpectedHitsError), 12);
    expect(last.total.bestExpectedHitsError!).toBeGreaterThan(0);
    // The truth within a few of them.
    const truth = exact.sides[0]!.salvos.at(-1)!.total;
    expect(Math.abs(last.total.expectedHits - truth.expectedHits)).toBeLessThanOrEqual(4 * last.total.expectedHitsError! + 1e-9);
    expect(Math.abs(last.total.bestExpectedHits - truth.bestExpectedHits)).toBeLessThanOrEqual(4 * last.total.bestExpectedHitsError! + 1e-9);
    expect(last.total.actualExact).toBe(blue.salvos.every((f) => f.actualHits === null || f.actualExact));
    // Counted exactly: no error, every hit exact.
    expect(truth.expectedHitsError).toBeNull();
    expect(truth.bestExpectedHitsError).toBeNull();
    expect(truth.actualExact).toBe(true);
    const line = formatAnalysis(a, tiny, (s) => s, (id) => id).split('\n').find((l) => l.startsWith('totals:'))!;
    const e = last.total.expectedHitsError!;
    const be = last.total.bestExpectedHitsError!;
    expect(line).toContain(`expected ${last.total.expectedHits.toFixed(1)}±${e.toFixed(errorAt(e, 1))} hits`);
    expect(line).toContain(`the best salvos' expected ${last.total.bestExpectedHits.toFixed(1)}±${be.toFixed(errorAt(be, 1))}`);
    expect(line).toContain(`actual ${last.total.actualExact ? last.total.actualHits.toFixed(0) : `~${last.total.actualHits.toFixed(1)}`},`);
    const exactLine = formatAnalysis(exact, tiny, (s) => s, (id) => id).split('\n').find((l) => l.startsWith('totals:'))!;
    expect(exactLine).not.toMatch(/[±~]/u);
  });

  it("mark the actual hits total as an estimate where a salvo's hits came from an estimated posterior", async () => {
    const { v, game } = await twoSalvosOnAShip();
    const brute = bruteInferrer();
    const estimate: Inferrer = (variant, evidence) => ({ ...brute(variant, evidence), exact: false, count: -1n, stdError: new Array<number>(25).fill(0.01) });
    const counted = analyzeGame({ variant: v, salvos: game }, brute).sides[0]!.salvos[1]!;
    const guessed = analyzeGame({ variant: v, salvos: game }, estimate);
    const f = guessed.sides[0]!.salvos[1]!;
    // The same number, but only the exact count proves it.
    expect(counted.actualExact).toBe(true);
    expect(f.actualExact).toBe(false);
    expect(f.actualHits).toBeCloseTo(counted.actualHits!, 12);
    expect(f.total.actualExact).toBe(false);
    expect(counted.total.actualExact).toBe(true);
    const line = formatAnalysis(guessed, v, (s) => s, (id) => id).split('\n').find((l) => l.startsWith('totals:'))!;
    expect(line).toContain(`actual ~${f.actualHits!.toFixed(1)}`);
  });

  it('count the hits exact under an estimate where the evidence itself decides every fresh cell', async () => {
    const { v, red, game } = await twoSalvosOnAShip();
    const brute = bruteInferrer();
    // The estimate after the second salvo knows the ship at 12 from the evidence (its proof, as a
    // chain's presolve gives it); A1 and B1, fired and missed, are water.
    const ship = red.find((p) => p.cells.includes(12))!;
    const estimate = (pins: boolean): Inferrer => (variant, evidence) => ({
      ...brute(variant, evidence),
      exact: false,
      count: -1n,
      stdError: new Array<number>(25).fill(0),
      water: [0, 1],
      ...(pins && evidence.salvos.length === 2 ? { fixedShips: [{ classId: v.fleet[ship.classIndex]!.id, cells: ship.cells }] } : {}),
    });
    const counted = analyzeGame({ variant: v, salvos: game }, brute).sides[0]!.salvos[1]!;
    const proven = analyzeGame({ variant: v, salvos: game }, estimate(true)).sides[0]!.salvos[1]!;
    expect(proven.actualExact).toBe(true);
    expect(proven.actualHits).toBe(counted.actualHits);
    // Without the proof, the same chances are only an estimate.
    expect(analyzeGame({ variant: v, salvos: game }, estimate(false)).sides[0]!.salvos[1]!.actualExact).toBe(false);
  });
});

describe('suggest on an estimated position', () => {
  const evidence = { salvos: [{ cells: [12], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } }] };

  it('gives the standard errors, and calls alike the cells within noise of the one chosen', () => {
    const post = chainOnly(tiny, evidence);
    expect(post.exact).toBe(false);
    const se = post.stdError!;
    const s = suggestSalvo(tiny, post, new Set([12]), { min: 1, max: 1 }, 'hits');
    const chosen = s.cells[0]!;
    expect(s.stdErrors).toEqual([se[chosen]]);
    expect(s.expectedHitsError).toBe(se[chosen]);
    // The cells the estimate cannot tell from the chosen one, derived from its figures.
    const p = post.marginal;
    const close = p.map((_, c) => c).filter((c) => c !== chosen && c !== 12 && Math.abs(p[c]! - p[chosen]!) <= NOISE_Z * Math.hypot(se[c]!, se[chosen]!));
    expect(close.length).toBeGreaterThan(0);
    expect(tiedCells(post, new Set([12]), s.cells)).toEqual({ least: chosen, tied: close });
    const note = s.notes.find((n) => n.includes("within the estimate's noise"));
    const names = close.map((c) => formatCell(c, tiny.board));
    expect(note).toBe(
      `${names.slice(0, 8).join(', ')}${names.length > 8 ? ` and ${names.length - 8} more` : ''} ${names.length === 1 ? 'is' : 'are'} within the estimate's noise of ${formatCell(chosen, tiny.board)} (${Math.round(p[chosen]! * 100)}% ± ${errorText(se[chosen]! * 100)}%): the estimate cannot tell which is likelier, so ${names.length === 1 ? 'either' : 'any of them'} would do as well`,
    );
    const text = formatSuggestion(s, tiny, 'blue');
    expect(text).toContain(`P(hit) ${Math.round(p[chosen]! * 100)}% ± ${errorText(se[chosen]! * 100)}%`);
    const e = s.expectedHitsError!;
    expect(text).toContain(`expected hits ${s.expectedHits.toFixed(2)} ± ${e.toFixed(errorAt(e, 2))}`);
  });

  it('names no cell the brute force finds clearly apart from the one chosen, in noise or not', () => {
    const post = chainOnly(tiny, evidence);
    const truth = bruteInferrer()(tiny, evidence);
    const s = suggestSalvo(tiny, post, new Set([12]), { min: 1, max: 1 }, 'hits');
    const ties = tiedCells(post, new Set([12]), s.cells)!;
    // Every cell truly as likely as the chosen one is among those named (the truth's ties are in the noise).
    const chosen = s.cells[0]!;
    const trulyTied = truth.marginal.map((_, c) => c).filter((c) => c !== chosen && c !== 12 && Math.abs(truth.marginal[c]! - truth.marginal[chosen]!) < 1e-12);
    for (const c of trulyTied) expect(ties.tied).toContain(c);
  });

  it('keeps exact ties exact: an exact posterior with the same chances names only equal cells', () => {
    const truth: Posterior = bruteInferrer()(tiny, evidence);
    const s = suggestSalvo(tiny, truth, new Set([12]), { min: 1, max: 1 }, 'hits');
    expect(s.stdErrors).toBeUndefined();
    const ties = tiedCells(truth, new Set([12]), s.cells)!;
    for (const c of ties.tied) expect(truth.marginal[c]).toBe(truth.marginal[s.cells[0]!]);
  });
});

describe('analysisInferrer past the budget', () => {
  it('returns the chain estimate with its standard errors', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const post = analysisInferrer({ budgetMs: 1, sweeps: 40, seed: 1 })(variant, { salvos: [{ cells: [44], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] });
    expect(post.exact).toBe(false);
    expect(post.stdError).toHaveLength(post.marginal.length);
    expect(post.stdError!.some((e) => e > 0)).toBe(true);
  });
});

describe('the PDF heatmap of an estimated position', () => {
  it('says the largest standard error of its open cells', async () => {
    const { drawAnalysisReport } = await import('../../src/render/report-pdf.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { evidenceAfter } = await import('../../src/analysis/analyze.js');
    const analysis = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer: chainOnly, name: (s) => s, className: (id) => id, title: 'T' });
    const heads = d.texts().map((t) => t.text).filter((t) => t.startsWith('P(ship) %'));
    // Blue's last moment: after its 4th salvo, its cells fired left out of the largest error.
    const post = chainOnly(tiny, evidenceAfter({ variant: tiny, salvos }, 'blue', 4));
    const worst = Math.max(...post.stdError!.filter((_, c) => !plan.blue.includes(c)));
    expect(worst).toBeGreaterThan(0);
    expect(heads).toContain(`P(ship) % after salvo 4 (estimated, ± up to ${errorText(worst * 100)}%)`);
  });
});

/**
 * A ship of three on a 1×4 row, reported per salvo by class without counts, and one salvo at B1 C1
 * (both hit whichever way it lies, though the report names the class once), with the brute-force
 * inferrer.
 */
async function threeOnARow() {
  const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
  const v = makeVariant({
    rows: 1,
    columns: 4,
    fleet: [shipClass('three', 3)],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  const fleet = allLayouts(v)[0]!;
  const plays: PlayedSalvo[] = [{ side: 'blue', cells: [1, 2], announcement: announce(v, fleet, new Set(), [1, 2]) }];
  return { v, plays, brute: bruteInferrer() };
}

describe("analyze's actual hits after an estimated position", () => {
  it('are exact only where an exact posterior pins the cells, never from an estimate', async () => {
    // Classes named without counts: a salvo of two shots naming the three may have hit it once or
    // twice; on a 1×4 row it lies on B1-D1 or A1-C1, so B1 and C1 are both hit whichever.
    const { v, plays, brute } = await threeOnARow();
    const exact = analyzeGame({ variant: v, salvos: plays }, brute).sides[0]!.salvos;
    // Some salvo's hits are known from the exact posterior after it alone.
    const pinnedByPosterior = exact.filter((f) => f.actualExact);
    expect(pinnedByPosterior.map((f) => f.actualHits)).toEqual([2]);
    // The same chances, marked estimated: none of those may be called exact.
    const estimated: Inferrer = (variant, evidence) => ({ ...brute(variant, evidence), exact: false, count: -1n });
    const est = analyzeGame({ variant: v, salvos: plays }, estimated).sides[0]!.salvos;
    expect(est.every((f) => !f.actualExact)).toBe(true);
    for (const f of pinnedByPosterior) expect(est[f.number - 1]!.actualHits).toBeCloseTo(f.actualHits!, 9);
  });
});

describe('analyze where no estimate could be made', () => {
  /** Brute force, except that positions of three salvos or more come back unanswered (all chances 0). */
  const brute = bruteInferrer();
  const UNANSWERED_FROM = 3;
  const partly: Inferrer = (variant, evidence) => {
    const post = brute(variant, evidence);
    if (evidence.salvos.length < UNANSWERED_FROM) return post;
    const zeros = post.marginal.map(() => 0);
    return { exact: false, count: -1n, marginal: zeros, classMarginal: Object.fromEntries(Object.keys(post.classMarginal).map((id) => [id, zeros])), unanswered: true };
  };

  it('stops before the first salvo fired on such a position, saying to give a larger --budget', () => {
    const a = analyzeGame({ variant: tiny, salvos }, partly);
    const exact = analyzeGame({ variant: tiny, salvos }, brute);
    a.sides.forEach((side, s) => {
      // Judged: the salvos fired on positions of fewer salvos, with the exact figures.
      expect(side.salvos).toHaveLength(UNANSWERED_FROM);
      side.salvos.forEach((f, k) => expect(f.probabilities).toEqual(exact.sides[s]!.salvos[k]!.probabilities));
      expect(side.stopped).toContain('no estimate could be made within the budget');
      expect(side.stopped).toContain('--budget');
    });
    const text = formatAnalysis(a, tiny, (s) => s, (id) => id);
    expect(text).toContain('analysis stopped: no estimate could be made within the budget');
  });

  it("leaves unknown, not 0, the hits of a salvo whose announcement the referee cannot judge and whose position after it was not estimated", () => {
    // Each side's third salvo (positions 4 and 5 in the record): its after-position is of three salvos.
    const third = [4, 5];
    const unjudged = { sizes: new Set<number>(), announcements: new Set(third) };
    const a = analyzeGame({ variant: tiny, salvos, unjudged }, partly);
    for (const side of a.sides) {
      const f = side.salvos[UNANSWERED_FROM - 1]!;
      expect(third).toContain(f.index);
      expect(f.actualHits).toBeNull();
      expect(f.actualExact).toBe(false);
    }
  });
});


describe('the PDF report where no estimate could be made', () => {
  const brute = bruteInferrer();
  const UNANSWERED_FROM = 3;
  /** As above: positions of three salvos or more come back unanswered (all chances 0). */
  const partly: Inferrer = (variant, evidence) => {
    const post = brute(variant, evidence);
    if (evidence.salvos.length < UNANSWERED_FROM) return post;
    const zeros = post.marginal.map(() => 0);
    return { exact: false, count: -1n, marginal: zeros, classMarginal: Object.fromEntries(Object.keys(post.classMarginal).map((id) => [id, zeros])), unanswered: true };
  };

  it('says why each side stopped, and draws no chances (nor hits) for a position not estimated', async () => {
    const { drawAnalysisReport, reportMoments } = await import('../../src/render/report-pdf.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { wrapText } = await import('../../src/render/fonts.js');
    const analysis = analyzeGame({ variant: tiny, salvos }, partly);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer: partly, name: (s) => s, className: (id) => id, title: 'T' });
    const texts = d.texts().map((t) => t.text);
    // The first page says why, as the text report does (wrapped: its words, in order).
    const first = d.texts(0).map((t) => t.text).join(' ');
    for (const side of analysis.sides) {
      expect(side.stopped).toBeDefined();
      // Set as the PDF sets its text: an apostrophe curly (`blue’s 3rd`).
      expect(first).toContain(wrapText(`Analysis stopped: ${side.stopped!}`.replaceAll("'", '’'), 'regular', 8.5, 180).join(' '));
    }
    // Each side's last moment (after its third salvo) is a position of three salvos: not estimated.
    for (const side of analysis.sides) expect(reportMoments(side.salvos.length)).toContain(UNANSWERED_FROM);
    const heads = texts.filter((t) => t.startsWith('P(ship) %'));
    // The positions estimated (fewer salvos) keep their heatmaps; the others have none, and say why.
    expect(heads.some((h) => h.startsWith(`P(ship) % after salvo ${UNANSWERED_FROM}`))).toBe(false);
    expect(heads.length).toBeGreaterThan(0);
    const said = texts.filter((t) => t.includes(`after salvo ${UNANSWERED_FROM}`) && t.includes('no estimate could be made within the budget'));
    expect(said).toHaveLength(analysis.sides.length);
    expect(texts.join(' ')).toContain('--budget');
    // Nothing drawn from the zeros: no chart at that moment (its shots would be shown as misses).
    expect(texts.some((t) => t.endsWith(`enemy waters after salvo ${UNANSWERED_FROM}`))).toBe(false);
  });
});

describe("the PDF report's charts after an estimated position", () => {
  it('shade as hit only the cells an exact count or a per-shot report proves hit, never from an estimate', async () => {
    const { drawAnalysisReport } = await import('../../src/render/report-pdf.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    // As above: two shots at B1 C1 of a 1×4 row both hit whichever way the three lies, which only
    // the exact count proves (the report names the class once).
    const { v, plays, brute } = await threeOnARow();
    const estimated: Inferrer = (variant, evidence) => ({ ...brute(variant, evidence), exact: false, count: -1n });
    const shaded = (infer: Inferrer): number => {
      const d = new RecordingDrawing();
      drawAnalysisReport(d, { variant: v, salvos: plays, analysis: analyzeGame({ variant: v, salvos: plays }, infer), infer, name: (s) => s, className: (id) => id, title: 'T' });
      return d.ops.filter((o) => o.draw.op === 'rect' && o.draw.style.fill === '#f4b6a8').length;
    };
    // Both cells certain by the exact count, and shaded; the same chances estimated, neither.
    expect(brute(v, { salvos: [{ cells: [1, 2], announcement: plays[0]!.announcement! }] }).marginal.slice(1, 3)).toEqual([1, 1]);
    expect(shaded(brute)).toBe(2);
    expect(shaded(estimated)).toBe(0);
  });
});

/**
 * Per-salvo reports naming the classes hit, without counts, on 5×5: blue's salvo A1 B1 misses,
 * then A1 (fired again) and the cell 12, on a ship: a salvo of two that hits one ship leaves its
 * number of hits to the posterior after it (one hit, only a count proves).
 */
async function twoSalvosOnAShip() {
  const { makeVariant, shipClass } = await import('../helpers/make-variant.js');
  const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false }, turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } } });
  const red = allLayouts(v).find((l) => l.some((p) => p.cells.includes(12)) && l.every((p) => !p.cells.includes(0) && !p.cells.includes(1)))!;
  const game: PlayedSalvo[] = [
    { side: 'blue', cells: [0, 1], announcement: announce(v, red, new Set(), [0, 1]) },
    { side: 'blue', cells: [0, 12], announcement: announce(v, red, new Set([0, 1]), [0, 12]) },
  ];
  return { v, red, game };
}
