/**
 * The analysis PDF's salvo-by-salvo table (src/render/report-table.ts), drawn into a recording
 * drawing: a ruled header repeated on every page it runs onto, figures right-aligned, no text
 * running into the next cell or past the margins, the chances summarised (and said so) where the
 * listed ones would not fit, the lists wrapped where even that is too wide.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisRow } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import { chanceRange, drawSideTable, fitTable, itemLines, tableSummarised } from '../../src/render/report-table.js';

const A4 = { size: { width: 210, height: 297 }, margin: 15 } as const;

/** A row of `shots` shots on a board of columns A–O, chances `p` apart, written with errors where `estimated`. */
function row(n: number, shots: number, estimated: boolean, certain: readonly string[] = []): AnalysisRow {
  const cells = Array.from({ length: shots }, (_, i) => `${String.fromCharCode(65 + ((n + i) % 15))}${1 + ((n * 7 + i) % 15)}`);
  const chances = cells.map((_, i) => {
    const p = ((n * 13 + i * 17) % 100) / 100;
    return { p, text: estimated ? `${Math.round(p * 100)}±${1 + (i % 3)}%` : `${Math.round(p * 100)}%` };
  });
  return {
    number: String(n),
    cells,
    chances,
    expected: estimated ? '1.23±0.05' : '1.23',
    likeliest: { name: ['Cruiser', 'Destroyer', 'Battleship'][n % 3]!, hits: estimated ? '≈0.45' : '0.45' },
    hits: String(n % 3),
    bits: estimated ? '?' : '2.5',
    best: [...cells].reverse(),
    bestExpected: estimated ? '1.50±0.07' : '1.50',
    total: `${(n * 1.2).toFixed(1)}/${n}/${(n * 2.1).toFixed(1)}`,
    certain,
  };
}

/** Text ops of each page (0-based), as drawn. */
function pagesOf(d: RecordingDrawing): { text: string; left: number; right: number; y: number; align: string }[][] {
  const out: { text: string; left: number; right: number; y: number; align: string }[][] = [];
  for (const o of d.ops) {
    if (o.draw.op === 'page') out.push([]);
    if (o.draw.op !== 'text') continue;
    const b = boundsOf(o.draw)!;
    out[o.page]!.push({ text: o.draw.text, left: b.left, right: b.right, y: o.draw.y, align: o.draw.style.align ?? 'left' });
  }
  return out;
}

/** No two texts on one baseline overlap or touch (a cell's text never runs into the next), and all within the margins. */
function expectNoOverflow(d: RecordingDrawing): void {
  for (const page of pagesOf(d)) {
    for (const t of page) {
      expect(t.left, t.text).toBeGreaterThanOrEqual(15 - 1e-9);
      expect(t.right, t.text).toBeLessThanOrEqual(210 - 15 + 1e-9);
    }
    const lines = new Map<number, typeof page>();
    for (const t of page) lines.set(Math.round(t.y * 1000), [...(lines.get(Math.round(t.y * 1000)) ?? []), t]);
    for (const line of lines.values()) {
      const sorted = [...line].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.left, `${sorted[i - 1]!.text} | ${sorted[i]!.text}`).toBeGreaterThan(sorted[i - 1]!.right + 1);
    }
  }
}

describe('the analysis table on paper', () => {
  const t = analysisText('en', false);
  const table = (rows: AnalysisRow[], over: Partial<Parameters<typeof drawSideTable>[1]> = {}) => ({
    rows,
    headings: t.columns,
    heading: 'Blue firing at red',
    notes: ['Totals: expected 7.8 hits', t.columnsLegend],
    separator: ' ',
    t,
    lang: 'en',
    ...over,
  });

  it('lists every chance where the rows fit the width, with the figures right-aligned under their headings', () => {
    const rows = Array.from({ length: 15 }, (_, k) => row(k + 1, k < 10 ? 3 : 1, false));
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, table(rows), A4, 20);
    expect(fitTable(rows, t.columns, ' ', 180).summarised).toBe(false);
    const texts = d.texts();
    for (const r of rows) expect(texts.map((x) => x.text)).toContain(r.chances.map((c) => c.text).join(' '));
    // The salvo numbers, expected hits and running totals end at one x, each under its heading's right end.
    for (const [heading, of] of [['#', (r: AnalysisRow) => r.number], ['exp', (r: AnalysisRow) => r.expected], ['Σ', (r: AnalysisRow) => r.total]] as const) {
      const head = texts.find((x) => x.text === heading)!;
      expect(head.style.align).toBe('right');
      for (const r of rows) {
        const at = texts.filter((x) => x.text === of(r) && x.style.align === 'right');
        expect(at.length).toBeGreaterThan(0);
        expect(at.some((x) => Math.abs(x.x - head.x) < 1e-9)).toBe(true);
      }
    }
    // A ruled header: a rule above the headings and one under them, and one closing the table.
    const rules = d.ops.filter((o) => o.draw.op === 'lines' && o.draw.segments.length === 1 && o.draw.segments[0]![1] === o.draw.segments[0]![3]);
    expect(rules.length).toBe(3);
    expect(d.texts().some((x) => x.text.startsWith('P(hit) before:'))).toBe(false);
    expectNoOverflow(d);
  });

  it("summarises each salvo's chances where the listed ones would not fit (six estimated shots), and says so under the table", () => {
    const rows = Array.from({ length: 20 }, (_, k) => row(k + 1, 6, true));
    const fit = fitTable(rows, t.columns, ' ', 180);
    expect(fit.summarised).toBe(true);
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, table(rows), A4, 20);
    const texts = d.texts().map((x) => x.text);
    for (const r of rows) {
      const low = r.chances.reduce((a, c) => (c.p < a.p ? c : a));
      const high = r.chances.reduce((a, c) => (c.p > a.p ? c : a));
      expect(texts).toContain(`${low.text}–${high.text}`);
      expect(texts).not.toContain(r.chances.map((c) => c.text).join(' '));
    }
    expect(texts.join(' ')).toContain("P(hit) before: the lowest and the highest of the salvo's chances");
    expectNoOverflow(d);
  });

  it('wraps the lists within their cells where even the summary leaves a row too wide, each list whole and in order', () => {
    const rows = Array.from({ length: 8 }, (_, k) => row(k + 1, 14, true, ['aircraft carrier', 'battleship', 'submarine']));
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, table(rows, { separator: ', ' }), A4, 20);
    const texts = d.texts().map((x) => x.text);
    const joined = texts.join(' ');
    for (const r of rows) {
      expect(joined).toContain(r.cells.join(' '));
      expect(joined).toContain(r.best.join(' '));
      expect(joined).toContain('aircraft carrier, battleship, submarine');
    }
    // Wrapped: no cell list on one line.
    expect(texts).not.toContain(rows[0]!.cells.join(' '));
    expectNoOverflow(d);
  });

  it('runs onto further pages with the heading (continued) and the ruled header again, every row once', () => {
    const rows = Array.from({ length: 96 }, (_, k) => row(k + 1, 1, k > 40));
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, table(rows), A4, 20);
    expect(d.pages).toBeGreaterThanOrEqual(2);
    const pages = pagesOf(d);
    pages.forEach((page, p) => {
      const texts = page.map((x) => x.text);
      if (!texts.some((x) => /^\d+$/u.test(x))) return; // a page of notes only
      expect(texts).toContain(p === 0 ? 'Blue firing at red' : 'Blue firing at red (continued)');
      for (const h of ['#', 'cells', 'exp', 'hits', 'bits', 'Σ', 'certain']) expect(texts, `page ${p + 1}`).toContain(h);
      // Every row below the header, above the bottom margin.
      const head = page.find((x) => x.text === '#')!;
      for (const x of page) if (/^\d+$/u.test(x.text) && x.align === 'right') expect(x.y).toBeGreaterThan(head.y);
      for (const x of page) expect(x.y).toBeLessThanOrEqual(297 - 15 + 1e-9);
    });
    const numbers = pages.flat().filter((x) => /^\d+$/u.test(x.text) && x.left < 25).map((x) => Number(x.text));
    expect(numbers).toEqual(rows.map((_, k) => k + 1));
    expectNoOverflow(d);
  });

  it('sets every heading whole where the page has the width for it (best exp, not best over exp), en/ru/pl, salvos and single shots', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      // Six shots (Jutland's first salvos) leave the room in English; in Russian `лучш. ожид.` and `точно известны` need more than is left.
      for (const [single, shots] of [...(lang === 'en' ? [[false, 6] as const] : []), [false, 3], [true, 1]] as const) {
        const tt = analysisText(lang, single);
        const rows = Array.from({ length: 12 }, (_, k) => row(k + 1, shots, false));
        const fit = fitTable(rows, tt.columns, ' ', 180);
        expect(fit.headings, `${lang} ${shots}`).toEqual(tt.columns.map((h) => [h]));
        expect(fit.widths.reduce((a, w) => a + w, 0) + 2.4 * 10).toBeCloseTo(180, 6);
        const d = new RecordingDrawing();
        d.beginPage(A4.size);
        drawSideTable(d, { rows, headings: tt.columns, heading: 'x', notes: [], separator: ' ', t: tt, lang }, A4, 20);
        for (const h of tt.columns) expect(d.texts().map((x) => x.text)).toContain(h);
        expectNoOverflow(d);
      }
    }
    // Where the page has not the width, a heading wider than its figures still goes on two lines, within the width.
    const narrow = fitTable(Array.from({ length: 12 }, (_, k) => row(k + 1, 6, false)), analysisText('ru', false).columns, ' ', 180);
    expect(narrow.headings[8]).toEqual(['лучш.', 'ожид.']);
    expect(narrow.widths.reduce((a, w) => a + w, 0) + 2.4 * 10).toBeCloseTo(180, 6);
  });

  it('summarises chances as the lowest and the highest, one where all are written alike', () => {
    expect(chanceRange([{ p: 0.12, text: '12%' }, { p: 0.04, text: '4%' }, { p: 0.3, text: '30%' }])).toBe('4%–30%');
    expect(chanceRange([{ p: 0.12, text: '12%' }, { p: 0.121, text: '12%' }])).toBe('12%');
    expect(chanceRange([{ p: 0, text: '<1%' }, { p: 0.2, text: '20±3%' }])).toBe('<1%–20±3%');
  });

  it('sets items in lines that fit, a comma separator kept at the line end', () => {
    expect(itemLines(['A1', 'B2', 'C3'], ' ', 1000)).toEqual(['A1 B2 C3']);
    const lines = itemLines(['battleship', 'cruiser', 'destroyer'], ', ', 18);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('battleship, cruiser, destroyer');
  });
});

describe("one report's P(hit) column one way for both sides", () => {
  const t = analysisText('en', false);
  const table = (rows: AnalysisRow[]) => ({ rows, headings: t.columns, heading: 'Blue firing at red', notes: [t.columnsLegend], separator: ' ', t, lang: 'en' });
  it("a side whose listed chances fit is summarised too where the other side's are (tableSummarised, summarise)", () => {
    const fits = Array.from({ length: 15 }, (_, k) => row(k + 1, 3, false));
    const wide = Array.from({ length: 20 }, (_, k) => row(k + 1, 6, true));
    // Alone, the first side's table lists every chance, the second's gives ranges.
    expect(tableSummarised(table(fits), A4)).toBe(false);
    expect(tableSummarised(table(wide), A4)).toBe(true);
    // Told to, the first gives ranges too, and says so under the table.
    expect(fitTable(fits, t.columns, ' ', 180, true).summarised).toBe(true);
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, { ...table(fits), summarise: true }, A4, 20);
    const texts = d.texts().map((x) => x.text);
    for (const r of fits) expect(texts).toContain(chanceRange(r.chances));
    expect(texts.some((x) => x.startsWith('P(hit) before:'))).toBe(true);
    // Rows of single shots have nothing to summarise: listed as they are.
    const single = Array.from({ length: 5 }, (_, k) => row(k + 1, 1, false));
    expect(fitTable(single, t.columns, ' ', 180, true).summarised).toBe(false);
  });
});
