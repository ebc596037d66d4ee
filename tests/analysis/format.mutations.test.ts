/**
 * Mutation round 8, the analysis table and the suggestion as the terminal writes them (format.ts),
 * where the played games of the other tests do not reach: a standard error of 0.95% and more in
 * whole percent; an expected-hits error of 0 left out and one below 0.005 to its first digit that is not 0; the
 * hits column exact or `~`; bits known for a later salvo but not the first; class names with a
 * space listed with commas; an estimate's 0 and 1 written as they are where nothing says they are
 * undecided; the totals line naming the one salvo whose hits are unknown; a suggestion's
 * information per cell, its error below 0.005 to its first digit that is not 0 and its information estimated unless said exact.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type SalvoFigures } from '../../src/analysis/analyze.js';
import { errorText, formatAnalysis, formatSuggestion } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { makeVariant } from '../helpers/make-variant.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
const played = analyzeGame({ variant: tiny, salvos }, bruteInferrer());

/** The game with blue's salvos changed by `change` (one salvo's figures at a time). */
function withBlue(change: (f: SalvoFigures, k: number) => SalvoFigures): GameAnalysis {
  const [blue, ...rest] = played.sides;
  return { ...played, sides: [{ ...blue!, salvos: blue!.salvos.map(change) }, ...rest] };
}

const names: Record<string, string> = { three: 'Heavy cruiser', two: 'Gun boat' };
const format = (a: GameAnalysis): string => formatAnalysis(a, tiny, (s) => s, (id) => names[id] ?? id, analysisText('en', true));

/** Blue's table rows (up to red's heading), each cut into its columns (two spaces or more apart). */
function blueRows(out: string): string[][] {
  const lines = out.split('\n');
  const rows: string[][] = [];
  for (const l of lines.slice(2)) {
    if (!/^ *\d+ {2}/u.test(l)) break;
    rows.push(l.trim().split(/ {2,}/u));
  }
  return rows;
}

const totalsLine = (out: string): string => out.split('\n').find((l) => l.startsWith('totals:'))!;

describe('errorText', () => {
  it('writes 0.95% and more in whole percent, less with one decimal', () => {
    expect(errorText(0.95)).toBe('1');
    expect(errorText(0.97)).toBe('1');
    expect(errorText(0.94)).toBe('0.9');
  });

  it('writes an error below 0.05% to its first digit that is not 0, never ±0.0', () => {
    expect(errorText(0.05)).toBe('0.1');
    expect(errorText(0.04)).toBe('0.04');
    expect(errorText(0.0449)).toBe('0.04');
    expect(errorText(0.01)).toBe('0.01');
    expect(errorText(0.004)).toBe('0.004');
    expect(errorText(0.00049)).toBe('0.0005');
    // Whatever the error, some digit of it is not 0.
    for (const e of [0.049, 0.0123, 0.0051, 0.001, 0.0009, 0.00011]) expect(errorText(e)).toMatch(/[1-9]/u);
  });
});

describe('the analysis table', () => {
  it('writes exp without an error of 0, and an error below 0.005 with three decimals', () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, expectedHits: 0.5, expectedHitsError: 0 } : k === 1 ? { ...f, expectedHits: 0.5, expectedHitsError: 0.004 } : f)));
    const rows = blueRows(out);
    expect(rows[0]![3]).toBe('0.50');
    expect(rows[1]![3]).toBe('0.50±0.004');
  });

  it('writes the hits drawn as a whole number where exact, with ~ and one decimal where expected', () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, actualHits: 1, actualExact: true } : k === 1 ? { ...f, actualHits: 0.5, actualExact: false } : f)));
    const rows = blueRows(out);
    expect(rows[0]![5]).toBe('1');
    expect(rows[1]![5]).toBe('~0.5');
  });

  it('gives the bits known in Σ and the totals line once any salvo has them, ? only while none has', () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, bits: null } : f)));
    const blue = played.sides[0]!.salvos;
    const bits = blue.at(-1)!.total.bits.toFixed(1);
    const sigma = blueRows(out).map((r) => r[9]!.split('/')[2]);
    expect(sigma[0]).toBe('?');
    expect(sigma.slice(1)).toEqual(blue.slice(1).map((f) => f.total.bits.toFixed(1)));
    expect(totalsLine(out)).toContain(`information ${bits} bits`);
  });

  it('lists classes whose names have a space with commas', () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, certain: ['three', 'two'] } : f)));
    expect(blueRows(out)[0]!.at(-1)).toBe('Heavy cruiser, Gun boat');
  });

  it("writes an estimate's 0 and 1 as 0% and 100% where it does not say which cells are undecided", () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, probabilities: [0, 1], probabilityErrors: [0, 0], decided: null, cells: f.cells.slice(0, 2) } : f)));
    expect(blueRows(out)[0]![2]).toBe('0% 100%');
  });

  it("writes an estimate's chance with an error below 0.05% to the error's first digit, not ±0.0%", () => {
    const out = format(withBlue((f, k) => (k === 0 ? { ...f, probabilities: [0.03, 0.2], probabilityErrors: [0.0004, 0.002], decided: null, cells: f.cells.slice(0, 2) } : f)));
    expect(blueRows(out)[0]![2]).toBe('3±0.04% 20±0.2%');
  });

  it('names the one salvo whose hits are unknown on the totals line', () => {
    const out = format(withBlue((f, k) => (k === 1 ? { ...f, actualHits: null } : f)));
    expect(totalsLine(out)).toMatch(/\(without shot 2: unknown\)/u);
  });
});

describe('formatSuggestion', () => {
  const variant = makeVariant();
  const base = { goal: 'information' as const, owed: { min: 2, max: 2 }, cells: [0, 1], probabilities: [0.5, 0.25], expectedHits: 0.75, expectedBits: 1.81, exact: true, notes: [] };

  it("gives each cell's information after its chance where the goal chose by it", () => {
    const text = formatSuggestion({ ...base, cellBits: [1, 0.81] }, variant, 'red');
    expect(text.split('\n').slice(1, 3)).toEqual(['  A1    P(hit) 50%  information 1.00 bits (hit or miss)', '  B1    P(hit) 25%  information 0.81 bits (hit or miss)']);
  });

  it('writes an expected-hits error below 0.005 with three decimals', () => {
    const text = formatSuggestion({ ...base, exact: false, stdErrors: [0.002, 0.002], expectedHitsError: 0.004 }, variant, 'red');
    expect(text).toContain('0.75 ± 0.004');
  });

  it('says the information estimated unless the suggestion says it exact', () => {
    const approximate = formatSuggestion(base, variant, 'red');
    const exact = formatSuggestion({ ...base, informationExact: true }, variant, 'red');
    expect(approximate).not.toBe(exact);
    expect(formatSuggestion({ ...base, informationExact: false }, variant, 'red')).toBe(approximate);
  });
});
