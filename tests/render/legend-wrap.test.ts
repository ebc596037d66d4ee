import { describe, expect, it } from 'vitest';
import type { LegendItem } from '../../src/render/pad-content.js';
import { measureLegend } from '../../src/render/trackers.js';

// A designer's legend texts (the templates' own legends have no two-letter prepositions).
const ITEMS: Record<string, LegendItem[]> = {
  ru: [{ symbol: 'none', text: 'точки на клетках вокруг потопленного корабля по правилам игры' }],
  pl: [{ symbol: 'none', text: 'kropki na polach wokół zatopionego okrętu po jego zatopieniu przez gracza' }],
};
const SHORT = new Set(['на', 'по', 'na', 'po', 'przez']);
const shortEnds = (lines: readonly (readonly string[])[]): string[] =>
  lines.flatMap((item) => item.slice(0, -1)).filter((line) => SHORT.has(line.trim().split(/\s+/).pop()!.toLowerCase()));

describe("the pad's legend wraps as the pad's language sets text", () => {
  it('no legend line ends on a short Russian or Polish preposition, at any width', () => {
    let brokeWithout = 0;
    for (let width = 30; width <= 95; width += 0.5) {
      for (const lang of ['ru', 'pl']) {
        const withLang = measureLegend('Знаки', ITEMS[lang]!, 1, width, lang);
        const without = measureLegend('Знаки', ITEMS[lang]!, 1, width);
        if (withLang === null || without === null) continue;
        expect(shortEnds(withLang.lines), `${lang}, ${width} mm`).toEqual([]);
        // Every word is still printed, in order.
        expect(withLang.lines.map((item) => item.join(' '))).toEqual(ITEMS[lang]!.map((it) => it.text));
        brokeWithout += shortEnds(without.lines).length;
      }
    }
    // Without the language some width does leave one at a line's end: the test can fail.
    expect(brokeWithout).toBeGreaterThan(0);
  });
});
