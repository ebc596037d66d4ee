/**
 * One scale of chances: the printed heatmap (`salvo infer --pdf`) and the analysis report's charts
 * (`salvo analyze -o`) shade a cell by its chance alike, and print the same key.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { heatmapPdf, type InferReport } from '../../src/cli/commands/infer.js';
import { drawHeatKey, HEAT_KEY_STEPS, heatColour } from '../../src/render/heat.js';
import { heatKeyCaption } from '../../src/render/i18n.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { allLayouts, announce, bruteInferrer } from '../analysis/helpers/brute-infer.js';
import { tiny } from '../analysis/helpers/tiny.js';

/** Every fill of a rectangle drawn on `page`; from the text `from` on, where given (a side's charts under its table's banded rows). */
function fills(d: RecordingDrawing, page: number, from?: string): string[] {
  const ops = d.ops.filter((o) => o.page === page);
  const start = from === undefined ? 0 : ops.findIndex((o) => o.draw.op === 'text' && o.draw.text === from);
  expect(start).toBeGreaterThanOrEqual(0);
  return ops.slice(start).flatMap((o) => (o.draw.op === 'rect' && o.draw.style.fill !== undefined ? [o.draw.style.fill] : []));
}

/** The key as drawn: its texts and its fills, in order. */
function keyOf(d: RecordingDrawing, page: number, caption: string): { texts: string[]; fills: string[] } {
  const texts = d.texts(page).map((t) => t.text);
  const at = texts.indexOf(caption);
  expect(at).toBeGreaterThanOrEqual(0);
  return { texts: texts.slice(at, at + 1 + HEAT_KEY_STEPS.length), fills: HEAT_KEY_STEPS.map((p) => heatColour(p)!) };
}

describe('the scale of chances', () => {
  it('grows deeper with the chance, from no fill to the deepest shade', () => {
    expect(heatColour(0)).toBeUndefined();
    expect(heatColour(Number.NaN)).toBeUndefined();
    expect(heatColour(1)).toBe('#d64810');
    expect(heatColour(0.25)).toBe('#eba488');
    const shades = [0.001, 0.01, 0.1, 0.3, 0.6, 0.9, 1].map((p) => parseInt(heatColour(p)!.slice(3, 5), 16));
    for (let i = 1; i < shades.length; i++) expect(shades[i]!).toBeLessThan(shades[i - 1]!);
  });

  it('has a key: its caption, a swatch of each step with its percentage', () => {
    const d = new RecordingDrawing();
    d.beginPage({ width: 210, height: 297 });
    drawHeatKey(d, 10, 10, heatKeyCaption('ru'));
    expect(d.texts().map((t) => t.text)).toEqual(['Вероятность, что в клетке корабль:', '1%', '5%', '10%', '25%', '50%', '75%', '100%']);
    expect(fills(d, 0)).toEqual(HEAT_KEY_STEPS.map((p) => heatColour(p)));
  });
});

describe('the printed heatmap and the analysis report', () => {
  const marginal = Array.from({ length: tiny.board.rows * tiny.board.columns }, (_, c) => [0, 0.02, 0.25, 0.5, 1][c % 5]!);
  const report: InferReport = {
    target: 'red',
    after: 0,
    seconds: 0,
    evidence: { salvos: [] },
    result: { exact: true, count: 5n, marginal, classMarginal: {}, pinned: [] },
  };

  it('shade each cell of the infer heatmap by its chance on the scale, and give its key', async () => {
    const d = new RecordingDrawing();
    await heatmapPdf(tiny, report, undefined, {}, 'en', 'red', d);
    const key = keyOf(d, 0, heatKeyCaption('en'));
    expect(key.texts).toEqual(['Chance of a ship on the cell:', '1%', '5%', '10%', '25%', '50%', '75%', '100%']);
    const drawn = fills(d, 0);
    // The cells' fills, then the key's swatches: each cell's shade its chance's.
    const cells = drawn.slice(0, drawn.length - HEAT_KEY_STEPS.length);
    expect(cells).toEqual(marginal.map((p) => heatColour(p)).filter((c) => c !== undefined));
    expect(drawn.slice(cells.length)).toEqual(key.fills);
  });

  it('shade the report\'s chances on the same scale (not scaled to the likeliest cell), under the same key', () => {
    const layouts = allLayouts(tiny);
    const salvos: PlayedSalvo[] = [];
    const fired = { blue: new Set<number>(), red: new Set<number>() };
    for (let i = 0; i < 4; i++) {
      for (const side of ['blue', 'red'] as const) {
        const cells = [(i * 7 + (side === 'red' ? 3 : 0)) % 25];
        salvos.push({ side, cells, announcement: announce(tiny, side === 'blue' ? layouts[90]! : layouts[3]!, fired[side], cells) });
        fired[side].add(cells[0]!);
      }
    }
    const infer = bruteInferrer();
    const analysis = analyzeGame({ variant: tiny, salvos }, infer);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'T' });
    const pages = [...new Set(d.ops.map((o) => o.page))].filter((p) => d.texts(p).some((t) => t.text === heatKeyCaption('en')));
    expect(pages).toHaveLength(2);
    // Every chance the charts can show, on the scale; the greys and the hit shade besides.
    const shades = new Set<string>(['#dddddd', '#f4b6a8', ...HEAT_KEY_STEPS.map((p) => heatColour(p)!)]);
    for (const side of ['blue', 'red'] as const) {
      const own = salvos.filter((s) => s.side === side);
      for (let k = 0; k <= own.length; k++) {
        const ev = { salvos: own.slice(0, k).map((s) => ({ cells: s.cells, announcement: s.announcement })) };
        for (const p of infer(tiny, ev).marginal) {
          const c = heatColour(p);
          if (c !== undefined) shades.add(c);
        }
      }
    }
    for (const page of pages) {
      expect(keyOf(d, page, heatKeyCaption('en')).texts.slice(1)).toEqual(['1%', '5%', '10%', '25%', '50%', '75%', '100%']);
      // The key's and the charts' fills, from the key's caption on (a side's table may stand above them).
      for (const f of fills(d, page, heatKeyCaption('en'))) expect(shades.has(f), f).toBe(true);
      // The likeliest open cell is no longer the deepest shade unless it is certain.
      expect(fills(d, page, heatKeyCaption('en'))).not.toContain('#ffffff');
    }
  });
});

describe('the printed heatmap’s title', () => {
  const marginal = Array.from({ length: tiny.board.rows * tiny.board.columns }, () => 0.2);
  const report = (after: number): InferReport => ({ target: 'red', after, seconds: 0, evidence: { salvos: [] }, result: { exact: true, count: 5n, marginal, classMarginal: {}, pinned: [] } });

  it.each(['pl', 'ru'] as const)('[%s] is broken as the language breaks it: no short word (po, по) left at a line’s end (…po / 45 strzałach), no count apart from what it counts', async (lang) => {
    // Side names of every length up to a line's, so that the title's lines break at every point of it.
    let broken = 0;
    for (let n = 1; n <= 60; n++) {
      const d = new RecordingDrawing();
      await heatmapPdf(tiny, report(45), undefined, {}, lang, 'ż'.repeat(n), d);
      const texts = d.texts(0);
      // The title: the bold 12 pt lines above the chart.
      const lines = texts.filter((t) => t.style.face === 'bold' && t.style.size === 12).map((t) => t.text);
      expect(lines.join(' ')).toContain('45');
      if (lines.length > 1) broken++;
      for (const l of lines) {
        expect(l, `side of ${n} letters`).not.toMatch(/(?:^|\s)(?:po|по|na|на)$/u);
        expect(l, `side of ${n} letters`).not.toMatch(/\s\d+$/u);
      }
    }
    expect(broken).toBeGreaterThan(10);
  });
});
