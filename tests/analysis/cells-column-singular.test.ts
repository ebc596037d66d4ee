/**
 * The analysis report's cells column (text and PDF, both headed by `AnalysisText.columns`): where
 * every row is one shot (Морской бой, Statki, one shot a turn) it is headed in the singular, `cell`,
 * `клетка`, `pole`, where it said `pola` over one cell; where a row is a salvo, in the plural.
 */
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';

describe('analysis report: the cells column in the number its rows hold', () => {
  it('one shot a row: singular', () => {
    expect(analysisText('en', true).columns[1]).toBe('cell');
    expect(analysisText('ru', true).columns[1]).toBe('клетка');
    expect(analysisText('pl', true).columns[1]).toBe('pole');
  });

  it('a salvo a row: plural, as before', () => {
    expect(analysisText('en', false).columns[1]).toBe('cells');
    expect(analysisText('ru', false).columns[1]).toBe('клетки');
    expect(analysisText('pl', false).columns[1]).toBe('pola');
  });

  it('the shot and the best shot are said alike in a one-shot game', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      const [, cell, , , , , , best] = analysisText(lang, true).columns;
      const [, cells, , , , , , bestSalvo] = analysisText(lang, false).columns;
      expect(cell).not.toBe(cells);
      expect(best).not.toBe(bestSalvo);
    }
  });
});
