/**
 * One way of saying "the chance that a ship is on the cell" in each language, wherever the
 * chances are shown: the heatmap's title (salvo infer --pdf), the caption of its key (infer --pdf
 * and analyze -o) and the legend of the analysis report's charts. Polish said "w polu" (in the
 * field) in the title and the key, "na polu" (on the square, as a board's square is said) in the
 * report; Russian "на клетке" in the report, "в клетке" in the title and the key.
 */
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';
import { heatKeyCaption, heatmapText } from '../../src/render/i18n.js';

const CASES = [
  { lang: 'ru', on: 'в клетке', off: 'на клетке' },
  { lang: 'pl', on: 'na polu', off: 'w polu' },
] as const;

describe.each(CASES)('the cell a chance is of, in $lang', ({ lang, on, off }) => {
  it(`is "${on}" in the heatmap's title, its key and the report's legend`, () => {
    const title = heatmapText(lang).title({ game: 'G', side: 'S', salvos: 2, count: { kind: 'exact', layouts: 5n } });
    const texts = [title, heatKeyCaption(lang), heatKeyCaption(lang, 'x'), analysisText(lang, true).chartsLegend('S'), analysisText(lang, false).chartsLegend('S')];
    for (const text of texts) {
      expect(text, text).toContain(on);
      expect(text, text).not.toContain(off);
    }
  });
});
