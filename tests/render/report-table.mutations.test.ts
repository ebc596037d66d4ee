/**
 * Mutation round 8b, the analysis PDF's table (src/render/report-table.ts), where its other tests
 * do not reach: chances alike in p summarised by the first, no chances at all, a line of items
 * exactly as wide as its cell, an item wider than its cell alone, and single shots never summarised.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisRow } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { textWidth } from '../../src/render/fonts.js';
import { chanceRange, fitTable, itemLines } from '../../src/render/report-table.js';

const t = analysisText('en', false);

/** A row of single shots or of `shots` shots, its cells and figures short. */
function row(n: number, shots: number): AnalysisRow {
  const cells = Array.from({ length: shots }, (_, i) => `${String.fromCharCode(65 + i)}${n}`);
  return {
    number: String(n),
    cells,
    chances: cells.map((_, i) => ({ p: (i + 1) / 10, text: `${(i + 1) * 10}%` })),
    expected: '0.50',
    hits: '1',
    bits: '1.0',
    best: cells,
    bestExpected: '0.60',
    total: '0.5/1/1.0',
    certain: [],
  };
}

describe('chanceRange, round 8b', () => {
  it('gives nothing for no chances, and of chances alike the first as written', () => {
    expect(chanceRange([])).toBe('');
    expect(chanceRange([{ p: 0.1, text: '10±2%' }, { p: 0.1, text: '10±3%' }, { p: 0.5, text: '50%' }])).toBe('10±2%–50%');
  });
});

describe('itemLines, round 8b', () => {
  it('keeps a line exactly as wide as the cell, and an item wider than it alone on its line', () => {
    const w = textWidth('A1 B2', 'condensed', 7);
    expect(itemLines(['A1', 'B2'], ' ', w)).toEqual(['A1 B2']);
    expect(itemLines(['A1', 'B2'], ' ', w - 0.01)).toEqual(['A1', 'B2']);
    expect(itemLines(['battleship'], ' ', 1)).toEqual(['battleship']);
  });
});

describe('fitTable, round 8b', () => {
  it('never summarises the chances of single shots, however narrow the page', () => {
    const rows = Array.from({ length: 5 }, (_, k) => row(k + 1, 1));
    expect(fitTable(rows, t.columns, ' ', 40).summarised).toBe(false);
    expect(fitTable(Array.from({ length: 5 }, (_, k) => row(k + 1, 12)), t.columns, ' ', 120).summarised).toBe(true);
  });
});
