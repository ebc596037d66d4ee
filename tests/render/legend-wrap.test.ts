import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from '../../src/render/fonts.js';
import { padContent, type LegendItem } from '../../src/render/pad-content.js';
import { measureLegend } from '../../src/render/trackers.js';
import { templateVariants } from './cases.js';

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

describe("the pad's legend: no short word alone on an entry's last line", async () => {
  const cases = (await templateVariants()).flatMap((v) => v.languages.map((lang) => [v.id, lang, padContent(v, lang)] as const));
  it.each(cases)('%s [%s], at every width: the word before it goes down too, in as many lines', (_id, lang, content) => {
    for (let width = 30; width <= 120; width += 0.5) {
      const g = measureLegend(content.text.marks, content.legend, 1, width, lang);
      if (g === null) continue;
      // The text's width beside the symbols (4.2 mm and a 1.8 mm gap at scale 1).
      const textW = width - 6;
      content.legend.forEach((item, i) => {
        const lines = g.lines[i]!;
        const plain = wrapText(item.text, 'regular', g.size, textW, lang);
        const last = lines[lines.length - 1]!;
        const where = `${lang}, ${width} mm: ${JSON.stringify(lines)}`;
        expect(lines.length > 1 && !/\s/u.test(last.trim()) && textWidth(last, 'regular', g.size) < textW / 3, where).toBe(false);
        // No line more than the width allows and no line more than before; every word kept, in order.
        expect(lines, where).toHaveLength(plain.length);
        for (const l of lines) expect(textWidth(l, 'regular', g.size), where).toBeLessThanOrEqual(textW + 1e-9);
        // (A word wider than the line is cut with a hyphen, as it was.)
        const words = (ls: readonly string[]) => ls.join('\n').replace(/(\p{L})-\n(?=\p{L})/gu, '$1').split(/\s+/u);
        expect(words(lines), where).toEqual(item.text.split(/\s+/u));
      });
    }
  });

  it('Perelman [ru] at the width of the A4 legend: `пропускает ход`, not `ход` alone', async () => {
    const v = (await templateVariants()).find((t) => t.id === 'perelman')!;
    const content = padContent(v, 'ru');
    const g = measureLegend(content.text.marks, content.legend, 1, 95, 'ru')!;
    const hatched = g.lines.find((ls) => ls.join(' ').startsWith('штриховка'))!;
    expect(hatched[hatched.length - 1]).toBe('пропускает ход');
  });
});
