/**
 * Mutation round 8b, the analysis PDF's table (src/render/report-table.ts), where its other tests
 * do not reach: chances alike in p summarised by the first, no chances at all, a line of items
 * exactly as wide as its cell, an item wider than its cell alone, single shots never summarised,
 * the band on the second row and every other after it, and the notes under the table: the totals
 * upright, the rest in italics; on a narrow page, list columns narrowed below their headings (set on
 * two lines) but never below a heading's longer line; the table ending at the right margin, and no
 * row or note running past the bottom margin.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisRow } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { textWidth } from '../../src/render/fonts.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { chanceRange, drawSideTable, fitTable, itemLines } from '../../src/render/report-table.js';

const t = analysisText('en', false);

/** A row of single shots or of `shots` shots, its cells and figures short. */
function row(n: number, shots: number): AnalysisRow {
  const cells = Array.from({ length: shots }, (_, i) => `${String.fromCharCode(65 + i)}${n}`);
  return {
    number: String(n),
    cells,
    chances: cells.map((_, i) => ({ p: (i + 1) / 10, text: `${(i + 1) * 10}%` })),
    expected: '0.50',
    likeliest: { name: 'Cruiser', hits: '0.30' },
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

describe('fitTable on a narrow page, round 8b', () => {
  it('narrows a list column below its heading, the heading then on two lines (P(hit) over before)', () => {
    const fit = fitTable(Array.from({ length: 5 }, (_, k) => row(k + 1, 1)), t.columns, ' ', 60);
    expect(fit.headings[2]).toEqual(['P(hit)', 'before']);
    expect(fit.widths[2]).toBeLessThan(textWidth('P(hit) before', 'condensed-bold', 7));
  });

  it('never narrows a list column below the longer line of its heading, however narrow the page', () => {
    const fit = fitTable(Array.from({ length: 5 }, (_, k) => row(k + 1, 1)), t.columns, ' ', 20);
    expect(fit.widths[2]).toBeGreaterThanOrEqual(textWidth('P(hit)', 'condensed-bold', 7) - 1e-9);
    expect(fit.widths[7]).toBeGreaterThanOrEqual(textWidth('best', 'condensed-bold', 7) - 1e-9);
  });
});

describe('drawSideTable, round 8b', () => {
  const A4 = { size: { width: 210, height: 297 }, margin: 15 } as const;
  const draw = (): RecordingDrawing => {
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    const rows = Array.from({ length: 5 }, (_, k) => row(k + 1, 2));
    drawSideTable(d, { rows, headings: t.columns, heading: 'Blue firing at red', notes: ['Totals: expected 7.8 hits', 'Some positions were estimated.'], separator: ' ', t, lang: 'en' }, A4, 20);
    return d;
  };

  it('bands the second row and every other after it, not the first', () => {
    const d = draw();
    const texts = d.texts();
    const rowY = (n: number): number => texts.find((x) => x.text === String(n) && x.style.align === 'right')!.y;
    const bands = d.ops.flatMap((o) => (o.draw.op === 'rect' ? [o.draw] : []));
    expect(bands.length).toBe(2);
    const banded = (n: number): boolean => bands.some((b) => b.y < rowY(n) && rowY(n) < b.y + b.height);
    expect([1, 2, 3, 4, 5].map(banded)).toEqual([false, true, false, true, false]);
  });

  it("spans the page's width: the last column ends at the right margin", () => {
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    const rows = Array.from({ length: 5 }, (_, k) => row(k + 1, 2));
    drawSideTable(d, { rows, headings: t.columns, heading: 'Blue firing at red', notes: [], separator: ' ', t, lang: 'en' }, A4, 20);
    const fit = fitTable(rows, t.columns, ' ', 180);
    const certain = d.texts().find((x) => x.text === 'certain')!;
    expect(certain.x + fit.widths[10]!).toBeCloseTo(195, 9);
  });

  it('begins a new page for a row that would run past the bottom margin, not only for one that begins past it', () => {
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    const rows = Array.from({ length: 150 }, (_, k) => row(k + 1, 2));
    drawSideTable(d, { rows, headings: t.columns, heading: 'Blue firing at red', notes: [], separator: ' ', t, lang: 'en' }, A4, 20);
    const bands = d.ops.flatMap((o) => (o.draw.op === 'rect' ? [o.draw] : []));
    expect(bands.length).toBe(75);
    for (const b of bands) expect(b.y + b.height).toBeLessThanOrEqual(297 - 15 + 1e-9);
  });

  it('goes on to a new page with the notes under the table where they reach the bottom margin', () => {
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    const notes = Array.from({ length: 80 }, (_, k) => `Note ${k + 1}.`);
    drawSideTable(d, { rows: [row(1, 2)], headings: t.columns, heading: 'Blue firing at red', notes, separator: ' ', t, lang: 'en' }, A4, 20);
    const texts = d.ops.flatMap((o) => (o.draw.op === 'text' ? [{ ...o.draw, page: o.page }] : []));
    expect(texts.filter((x) => x.text.startsWith('Note ')).map((x) => x.text)).toEqual(notes);
    for (const x of texts) expect(x.y, x.text).toBeLessThanOrEqual(297 - 15 + 1e-9);
    expect(texts.find((x) => x.text === 'Note 80.')!.page).toBe(1);
  });

  it('sets the totals under the table upright and the notes after them in italics', () => {
    const texts = draw().texts();
    expect(texts.find((x) => x.text === 'Totals: expected 7.8 hits')!.style.face).toBe('regular');
    expect(texts.find((x) => x.text === 'Some positions were estimated.')!.style.face).toBe('italic');
  });
});

/**
 * Round 8b's report-table.ts mutants left alive (session 29): a list column whose figures are
 * exactly as wide as its heading keeps the heading on one line however narrow the page (R07); a
 * list column narrowed to its widest item counts no space after it (R09); a heading on one line in
 * a header of two is set on the second, at the foot, as its figures are (R26).
 */
describe('fitTable and drawSideTable, session 29', () => {
  it('keeps on one line a list column’s heading exactly as wide as its figures, however narrow the page', () => {
    // `00 00` in the headings' bold is exactly as wide as `EG EG` in the figures' face.
    expect(textWidth('00 00', 'condensed-bold', 7)).toBe(textWidth('EG EG', 'condensed', 7));
    const rows = [{ ...row(1, 2), cells: ['EG', 'EG'] }];
    const headings = t.columns.map((h, i) => (i === 1 ? '00 00' : h));
    const fit = fitTable(rows, headings, ' ', 10);
    expect(fit.headings[1]).toEqual(['00 00']);
    expect(fit.widths[1]).toBe(textWidth('00 00', 'condensed-bold', 7));
  });

  it('narrows a list column to its widest item, no space after it, however narrow the page', () => {
    const rows = [{ ...row(1, 2), cells: ['WWWWWWWW1', 'A1'] }];
    const fit = fitTable(rows, t.columns, ' ', 10);
    expect(fit.widths[1]).toBe(textWidth('WWWWWWWW1', 'condensed', 7));
  });

  it('sets a heading of one line at the foot of a header of two, on the line of the second', () => {
    const page = { size: { width: 90, height: 297 }, margin: 15 } as const;
    const d = new RecordingDrawing();
    d.beginPage(page.size);
    const rows = Array.from({ length: 5 }, (_, k) => row(k + 1, 1));
    drawSideTable(d, { rows, headings: t.columns, heading: 'Blue firing at red', notes: [], separator: ' ', t, lang: 'en' }, page, 20);
    const y = (text: string): number => d.texts().find((x) => x.text === text)!.y;
    expect(y('before')).toBeGreaterThan(y('P(hit)'));
    expect(y('#')).toBe(y('before'));
    expect(y('Σ')).toBe(y('before'));
  });
});
