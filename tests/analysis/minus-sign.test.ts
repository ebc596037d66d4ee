/**
 * One minus sign in every report of the analysis area: `analyze` wrote its luck `−1.2` (U+2212),
 * while `simulate` wrote `от -8,2` and a verdict's weighed aim below 0 `(-0.3 of 1.2)`, with a
 * hyphen (and `-0.0` for a figure a few hundredths below 0). Every language's `num` (analysis,
 * suggest, simulate) now writes a negative figure with U+2212, and one that rounds to 0 unsigned.
 */
import { describe, expect, it } from 'vitest';
import type { VerdictFigures } from '../../src/analysis/analyze.js';
import { analysisText, fixed } from '../../src/analysis/report-text.js';
import { simulateText } from '../../src/analysis/simulate-text.js';
import { suggestText } from '../../src/analysis/suggest-text.js';

const LANGS = ['en', 'ru', 'pl'] as const;

describe('a negative figure in the reports', () => {
  it('is written with U+2212, and one that rounds to 0 without a sign', () => {
    expect(fixed(-0.34, 1)).toBe('\u22120.3');
    expect(fixed(-12.5, 0)).toBe('\u221213');
    expect(fixed(-0.04, 1)).toBe('0.0');
    expect(fixed(-0.004, 2)).toBe('0.00');
    expect(fixed(0.34, 1)).toBe('0.3');
    expect(fixed(0, 2)).toBe('0.00');
  });

  it("is so in every language's num: analysis, suggest and simulate alike", () => {
    const written = { en: '\u22128.2', ru: '\u22128,2', pl: '\u22128,2' };
    for (const lang of LANGS) {
      expect(analysisText(lang, false).num(-8.24, 1), lang).toBe(written[lang]);
      expect(suggestText(lang).num(-8.24, 1), lang).toBe(written[lang]);
      expect(simulateText(lang).num(-8.24, 1), lang).toBe(written[lang]);
      expect(analysisText(lang, true).num(-0.01, 1), lang).not.toMatch(/[-\u2212]/u);
    }
  });

  it("writes a verdict's weighed aim below 0 with it (each salvo's hits less a lost turn's worth)", () => {
    const figures: VerdictFigures = { aim: 'poor', aimUpTo: 'poor', skill: 0, skillError: null, value: -0.34, valueError: null, best: 1.2, bestError: null, weighed: true, luck: null };
    const of = { en: '(\u22120.3 of 1.2)', ru: '(\u22120,3 из 1,2)', pl: '(\u22120,3 z 1,2)' };
    for (const lang of LANGS) {
      const text = analysisText(lang, false).verdict(figures, '');
      expect(text, lang).toContain(of[lang]);
      expect(text, lang).not.toMatch(/-\d/u);
    }
  });
});
