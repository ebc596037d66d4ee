/** The suggestion as the terminal shows it: a range of shots owed is written as record and play write it (an en dash). */
import { describe, expect, it } from 'vitest';
import { formatSuggestion } from '../../src/analysis/format.js';
import { makeVariant } from '../helpers/make-variant.js';

describe('formatSuggestion', () => {
  const variant = makeVariant();
  const base = { goal: 'hits' as const, cells: [0, 1, 2], probabilities: [0.5, 0.25, 0.125], expectedHits: 0.875, expectedBits: 2, exact: true, notes: [] };
  it('writes a range of shots owed with an en dash, as record and play do', () => {
    expect(formatSuggestion({ ...base, owed: { min: 3, max: 4 } }, variant, 'red')).toMatch(/^red is owed 3–4 shots; suggested \(most expected hits\):\n/u);
  });
  it('writes a single number when the shots owed are known', () => {
    expect(formatSuggestion({ ...base, owed: { min: 3, max: 3 } }, variant, 'red')).toMatch(/^red is owed 3 shots;/u);
  });
});
