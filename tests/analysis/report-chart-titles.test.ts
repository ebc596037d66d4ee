/**
 * A narrow board's charts in the analysis PDF: their titles, wider than the grid even in the
 * smallest type, are centred over it all the same; the charts are set in so that neither title
 * runs past the page's margin or into the other chart's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing, type Bounds } from '../../src/render/record-drawing.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

const overlap = (a: Bounds, b: Bounds): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("a narrow board's chart titles in the analysis PDF", () => {
  const salvos = tinyGame();
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);

  for (const [lang, name] of [
    ['en', (s: string) => s.toUpperCase()],
    // In Russian the titles are longer still: «синие»: воды противника после залпа 2, over a grid of 32.5 mm.
    ['ru', (s: string) => (s === 'blue' ? 'синие' : 'красные')],
  ] as const) {
    it(`keeps both titles of each moment within the margins and apart (${lang})`, () => {
      const d = new RecordingDrawing();
      drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name, className: (id) => id, title: 'Test game', text: analysisText(lang, false), lang });
      const texts = d.ops.filter((o) => o.draw.op === 'text' && o.draw.style.face === 'bold' && o.draw.style.align === 'center');
      // Per side, three moments: a chart title and a heatmap title each.
      expect(texts).toHaveLength(12);
      const boxes = texts.map((o) => ({ page: o.page, b: boundsOf(o.draw)! }));
      for (const { b } of boxes) {
        // The English chart title stood 1.1 mm past the left margin, the Russian 5.1 mm.
        expect(b.left).toBeGreaterThanOrEqual(15 - 1e-9);
        expect(b.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
      }
      for (let i = 0; i < boxes.length; i += 2) {
        const [a, h] = [boxes[i]!, boxes[i + 1]!];
        expect(a.page).toBe(h.page);
        expect(overlap(a.b, h.b)).toBe(false);
        expect(h.b.left - a.b.right).toBeGreaterThanOrEqual(4 - 1e-9);
      }
    });
  }
});
