/**
 * Mutation round 8b, the analysis table as the terminal writes it (format.ts), where the other
 * tests do not reach: a table whose columns before the last span exactly its 100 columns stays on
 * one line, and one a column more sets its wide headings on two lines; the last column's heading
 * (class names, as long as they come) is never split.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type SalvoFigures } from '../../src/analysis/analyze.js';
import { formatAnalysis, splitHeading } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
const played = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
const t = analysisText('en', true);

/** The game with blue's salvos changed by `change` (one salvo's figures at a time). */
function withBlue(change: (f: SalvoFigures, k: number) => SalvoFigures): GameAnalysis {
  const [blue, ...rest] = played.sides;
  return { ...played, sides: [{ ...blue!, salvos: blue!.salvos.map(change) }, ...rest] };
}

/** Blue's table with its first salvo of `n` cells (50% each) and information `bits`, in `words`. */
function blueTable(n: number, bits: number, words = t): string[] {
  const cells = Array.from({ length: n }, (_, i) => i);
  const out = formatAnalysis(
    withBlue((f, k) => (k === 0 ? { ...f, cells, probabilities: cells.map(() => 0.5), probabilityErrors: null, bits } : f)),
    tiny,
    (s) => s,
    (id) => id,
    words,
  );
  return out.split('\n').slice(0, out.split('\n').indexOf(''));
}

/** Where the last column (`certain`) begins: the width of the columns before it with their gaps. */
const lastColumnAt = (lines: readonly string[]): number => lines.find((l) => l.startsWith(`${t.columns[0]}  `))!.indexOf(t.columns.at(-1)!);

/** The first of blue's tables whose columns before the last span `span` (more cells by 7, more digits of bits by 1). */
function tableSpanning(span: number): string[] {
  for (let n = 1; n <= 24; n++) {
    for (let digits = 1; digits <= 7; digits++) {
      const lines = blueTable(n, 10 ** digits);
      if (lastColumnAt(lines) === span) return lines;
    }
  }
  throw new Error(`no table spans ${span}`);
}

describe('the analysis table at the edge of 100 columns', () => {
  it('keeps its headings on one line where the columns before the last span exactly 100', () => {
    const lines = tableSpanning(100);
    expect(lines[1]!.startsWith(`${t.columns[0]}  `)).toBe(true);
    expect(lines[1]).toContain('best shot  best exp');
    expect(lines[2]!.startsWith('1  ')).toBe(true);
  });

  it('sets the wide headings on two lines where they span 101', () => {
    const lines = tableSpanning(101);
    // `likeliest hit`, `best shot` and `best exp` wider than their figures: `likeliest` over `hit`, `best` over `shot`, `best` over `exp`.
    expect(lines[1]!.trim()).toMatch(/^likeliest +best {2}best$/u);
    expect(lines[2]!.startsWith(`${t.columns[0]}  `)).toBe(true);
    expect(lines[2]).toMatch(/ shot {2}.* exp {2}/u);
    expect(lines[3]!.startsWith('1  ')).toBe(true);
  });

  it("never splits the last column's heading, however narrow its names (точно известны whole under a Russian table too wide)", () => {
    const ru = analysisText('ru', true);
    const lines = blueTable(20, 1, ru);
    const head = lines.findIndex((l) => l.startsWith(`${ru.columns[0]}  `));
    expect(head).toBe(2);
    expect(lines[1]).not.toContain('точно');
    expect(lines[head]!.endsWith('  точно известны')).toBe(true);
  });

  it('keeps a heading whole on the lower line where its figures are exactly as wide (best exp over 12345.00)', () => {
    const cells = Array.from({ length: 20 }, (_, i) => i);
    const out = formatAnalysis(
      withBlue((f, k) => (k === 0 ? { ...f, cells, probabilities: cells.map(() => 0.5), probabilityErrors: null, bestExpectedHits: 12345, bestExpectedHitsError: null } : f)),
      tiny,
      (s) => s,
      (id) => id,
      t,
    );
    const lines = out.split('\n');
    expect(lines[2]!.startsWith(`${t.columns[0]}  `)).toBe(true);
    expect(lines[1]!.trim()).toMatch(/^likeliest +best$/u);
    expect(lines[2]).toMatch(/ shot {2}best exp {2}/u);
    expect(lines[3]).toContain('  12345.00  ');
  });
});

describe('the Σ column, round 8b', () => {
  /** Blue's first row's Σ, with its first salvo's running totals changed by `total`. */
  const sigma = (total: Partial<SalvoFigures['total']>): string => {
    const out = formatAnalysis(withBlue((f, k) => (k === 0 ? { ...f, total: { ...f.total, ...total } } : f)), tiny, (s) => s, (id) => id, t);
    return out.split('\n')[2]!.trim().split(/ {2,}/u)[9]!;
  };

  it('writes hits an estimate gave with ~ and one decimal (~1.5, not ~2)', () => {
    expect(sigma({ actualHits: 1.5, actualExact: false }).split('/')[1]).toBe('~1.5');
  });

  it('writes an error below 0.05 as the totals line does, to its first digit that is not 0 (0.005 and 0.004 with three decimals)', () => {
    expect(sigma({ expectedHits: 0.3, expectedHitsError: 0.005 }).split('/')[0]).toBe('0.3±0.005');
    expect(sigma({ expectedHits: 0.3, expectedHitsError: 0.004 }).split('/')[0]).toBe('0.3±0.004');
  });
});

describe('the rows and the totals line, round 8b', () => {
  const rows = (a: GameAnalysis): string[][] =>
    formatAnalysis(a, tiny, (s) => s, (id) => id, t)
      .split('\n')
      .slice(2, 6)
      .map((l) => l.trim().split(/ {2,}/u));
  const totals = (a: GameAnalysis): string => formatAnalysis(a, tiny, (s) => s, (id) => id, t).split('\n').find((l) => l.startsWith('totals:'))!;

  it('keeps the bits known in Σ after a later salvo whose bits are unknown', () => {
    const blue = played.sides[0]!.salvos;
    const sigma = rows(withBlue((f, k) => (k === 2 ? { ...f, bits: null } : f))).map((r) => r[9]!.split('/')[2]);
    expect(sigma[2]).toBe(blue[2]!.total.bits.toFixed(1));
  });

  it("writes each shot's chance with its own standard error", () => {
    const a = withBlue((f, k) => (k === 0 ? { ...f, cells: [0, 1], probabilities: [0.2, 0.4], probabilityErrors: [0.02, 0.05] } : f));
    expect(rows(a)[0]![2]).toBe('20±2% 40±5%');
  });

  it("writes the best salvo's expected hits with the best salvo's error, not the salvo's", () => {
    const a = withBlue((f, k) => (k === 0 ? { ...f, expectedHitsError: 0.05, bestExpectedHits: 0.5, bestExpectedHitsError: null } : f));
    expect(rows(a)[0]![8]).toBe('0.50');
  });

  it("writes the totals line's errors to two decimals below 0.05, one from it, none where 0, the best shots' with their own", () => {
    const last = (total: Partial<SalvoFigures['total']>): GameAnalysis => withBlue((f, k) => (k === 3 ? { ...f, total: { ...f.total, ...total } } : f));
    expect(totals(last({ expectedHits: 7.8, expectedHitsError: 0.04, bestExpectedHits: 9, bestExpectedHitsError: null }))).toMatch(/^totals: expected 7\.8±0\.04 hits, .* expected 9\.0, /u);
    expect(totals(last({ expectedHits: 7.8, expectedHitsError: 0.2, bestExpectedHits: 9, bestExpectedHitsError: 0.3 }))).toMatch(/^totals: expected 7\.8±0\.2 hits, .* expected 9\.0±0\.3, /u);
    expect(totals(last({ expectedHits: 7.8, expectedHitsError: 0, bestExpectedHits: 9, bestExpectedHitsError: 0 }))).toMatch(/^totals: expected 7\.8 hits, .* expected 9\.0, /u);
  });

  it('writes an error of 0 in Σ not at all', () => {
    const sigma = rows(withBlue((f, k) => (k === 0 ? { ...f, total: { ...f.total, expectedHits: 0.3, expectedHitsError: 0 } } : f)))[0]![9]!;
    expect(sigma.split('/')[0]).toBe('0.3');
  });
});

describe('the bits, the totals line and the note on estimates, round 8b', () => {
  const out = (a: GameAnalysis): string => formatAnalysis(a, tiny, (s) => s, (id) => id, t);

  it("writes a salvo's bits to one decimal", () => {
    expect(out(withBlue((f, k) => (k === 0 ? { ...f, bits: 1.5 } : f))).split('\n')[2]!.trim().split(/ {2,}/u)[6]).toBe('1.5');
  });

  it('writes the actual hits on the totals line with ~ where an estimate gave some', () => {
    const a = withBlue((f, k) => (k === 3 ? { ...f, total: { ...f.total, actualHits: 1.5, actualExact: false } } : f));
    expect(out(a).split('\n').find((l) => l.startsWith('totals:'))).toContain('actual ~1.5,');
  });

  it('gives the note on estimates where one salvo of several was estimated', () => {
    const a = withBlue((f, k) => (k === 1 ? { ...f, exact: false, estimatedBy: ['chain'] } : f));
    expect(out(a)).toContain(t.estimated(['chain']));
    expect(out(played)).not.toContain(t.estimated(['chain']));
  });
});

describe('splitHeading, round 8b', () => {
  it('splits at the first of two spaces that leave the longer part as short', () => {
    expect(splitHeading('ab cd ef')).toEqual(['ab', 'cd ef']);
    expect(splitHeading('najlepszy strzał')).toEqual(['najlepszy', 'strzał']);
  });
});
