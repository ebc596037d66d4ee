/**
 * The analysis table as the terminal writes it, too wide for 100 columns (Jutland's salvos of six
 * shots): `best exp` stays whole on the headings' line, right-aligned over its figures and reaching
 * left into the room `best salvo` leaves under its own heading, two spaces at least between them.
 * Before, it went on two lines, its `best` alone on a line above the header and its `exp` reading
 * as the `exp` column's heading (examples/breaches.yaml, jutland.yaml, classic-salvo.yaml in English).
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
const played = analyzeGame({ variant: tiny, salvos }, bruteInferrer());

/** Blue's table, its first salvo of `n` cells and a best salvo of as many, in `lang`. */
function blueTable(n: number, lang: string): string[] {
  const cells = Array.from({ length: n }, (_, i) => i);
  const [blue, ...rest] = played.sides;
  const analysis: GameAnalysis = {
    ...played,
    sides: [{ ...blue!, salvos: blue!.salvos.map((f, k) => (k === 0 ? { ...f, cells, probabilities: cells.map(() => 0.25), probabilityErrors: null, bestCells: cells, bestExpectedHits: 0.77 } : f)) }, ...rest],
  };
  // Class names as long as a fleet's (Jutland's `Battleship 0.31`): the likeliest hit's heading no wider than its figures.
  const out = formatAnalysis(analysis, tiny, (s) => s, (id) => (id === 'three' ? 'Heavy cruiser' : 'Gun boat'), analysisText(lang, false));
  return out.split('\n').slice(0, out.split('\n').indexOf(''));
}

describe("the terminal table's headings where the table is wider than 100 columns", () => {
  it('keeps best exp whole over its figures, after best salvo, in English, Russian and Polish', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      const t = analysisText(lang, false);
      const lines = blueTable(9, lang);
      const [, head, first] = lines;
      // Wider than 100 before its last column: the case where headings are set to save width.
      expect(first!.length, lang).toBeGreaterThan(100);
      // One line of headings, right under the side's heading, every heading on it whole.
      expect(head!.startsWith(`${t.columns[0]}  `), `${lang}: ${lines[1]}`).toBe(true);
      for (const h of t.columns) expect(head, lang).toContain(h);
      const best = t.columns[7]!;
      const bestExp = t.columns[8]!;
      // Right-aligned over its figures: it ends where the first row's best expected hits end.
      const figures = t.num(0.77, 2);
      expect(first!.split(/ {2,}/u)[8]).toBe(figures);
      expect(head!.indexOf(bestExp) + bestExp.length, lang).toBe(first!.indexOf(`  ${figures}  `) + 2 + figures.length);
      // At least two spaces after the best salvo's heading, which begins over its cells.
      expect(head!.indexOf(bestExp) - (head!.indexOf(best) + best.length), lang).toBeGreaterThanOrEqual(2);
      expect(head!.indexOf(best)).toBe(first!.lastIndexOf(first!.split(/ {2,}/u)[7]!));
    }
  });
});

describe('where the column before has its own heading on two lines', () => {
  it('sets best exp whole on the lower line, after the second part of best shot (Statki 15×15 in Polish: najl. oczek. after strzał)', () => {
    const [blue, ...rest] = played.sides;
    const analysis: GameAnalysis = {
      ...played,
      sides: [{ ...blue!, salvos: blue!.salvos.map((f, k) => (k === 0 ? { ...f, bits: 1e20, total: { ...f.total, bits: 1e20 }, bestExpectedHits: 0.19, bestExpectedHitsError: 0.01 } : f)) }, ...rest],
    };
    for (const lang of ['en', 'pl']) {
      const t = analysisText(lang, true);
      const out = formatAnalysis(analysis, tiny, (s) => s, (id) => id, t);
      const lines = out.split('\n');
      const [, top, head, first] = lines;
      // Too wide: the headings wider than their figures on two lines (best shot's among them).
      const [upper, lower] = [t.columns[7]!.split(' ')[0]!, t.columns[7]!.split(' ').slice(1).join(' ')];
      expect(top, lang).toContain(upper);
      expect(head!.startsWith(`${t.columns[0]}  `), lang).toBe(true);
      // Best exp whole on the lower line, two spaces at least after best shot's second part, ending over its figures.
      const bestExp = t.columns[8]!;
      expect(head, lang).toContain(bestExp);
      expect(head!.indexOf(bestExp) - (head!.indexOf(lower) + lower.length), lang).toBeGreaterThanOrEqual(2);
      const figures = `${t.num(0.19, 2)}±${t.num(0.01, 2)}`;
      expect(head!.indexOf(bestExp) + bestExp.length, lang).toBe(first!.indexOf(figures) + figures.length);
    }
  });
});
