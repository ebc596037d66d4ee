/**
 * The cover's rules broken into panels as a typesetter breaks columns: no widow (a paragraph's
 * last line alone at the top of a panel), no orphan (its first line alone at the foot of one), no
 * heading left at the foot of a panel.
 */
import { describe, expect, it } from 'vitest';
import { paginate, type Line } from '../../src/render/cover.js';
import { fontMetrics, missingGlyphs } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const SIZE = 10;
const pitch = fontMetrics('regular', SIZE).ascent * 1.32;

/** Paragraphs of `counts` lines each (a heading first when `heading`), numbered as the cover numbers them. */
function text(counts: readonly number[], heading = false): Line[] {
  const out: Line[] = [];
  if (heading) out.push({ text: 'Rules', face: 'bold', size: SIZE, before: 0, para: 0, keep: true });
  counts.forEach((n, p) => {
    for (let i = 0; i < n; i++) out.push({ text: `p${p + 1} line ${i + 1}`, face: 'regular', size: SIZE, before: 0, para: p + 1 });
  });
  return out;
}

const where = (panels: Line[][]) => panels.map((p) => p.map((l) => l.text));

describe('the cover broken into panels', () => {
  it('a paragraph whose last line alone would open the next panel: the line before it goes along', () => {
    // Room for 5 lines a panel; paragraphs of 2 and 4 lines: greedily, 'p2 line 4' would open panel 2.
    const panels = paginate(text([2, 4]), pitch * 5 + 0.01);
    expect(where(panels)[0]).toEqual(['p1 line 1', 'p1 line 2', 'p2 line 1', 'p2 line 2']);
    expect(where(panels)[1]).toEqual(['p2 line 3', 'p2 line 4']);
  });

  it("a paragraph whose first line alone would close a panel: it starts on the next one", () => {
    const panels = paginate(text([4, 3]), pitch * 5 + 0.01);
    expect(where(panels)).toEqual([
      ['p1 line 1', 'p1 line 2', 'p1 line 3', 'p1 line 4'],
      ['p2 line 1', 'p2 line 2', 'p2 line 3'],
    ]);
  });

  it('a heading at the foot of a panel goes to the next with its text; a panel never starts with space', () => {
    const lines = [...text([4]), { text: 'Fleet', face: 'bold', size: SIZE, before: 3, para: 9, keep: true } as Line, ...text([3]).map((l) => ({ ...l, para: 10 }))];
    const panels = paginate(lines, pitch * 5 + 3.01);
    expect(where(panels)[0]).toEqual(['p1 line 1', 'p1 line 2', 'p1 line 3', 'p1 line 4']);
    expect(where(panels)[1]![0]).toBe('Fleet');
    for (const p of panels) expect(p[0]!.before).toBe(0);
    // Every line once, in order.
    expect(panels.flat().map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });

  it('a word hyphenated at the foot of a panel is not split over the fold: its line goes along', () => {
    // Room for 5 lines a panel: greedily, 'p1 line 5 bat-' would close the first.
    const lines = text([7]).map((l, i) => ({ ...l, body: true, text: i === 4 ? 'p1 line 5 bat-' : l.text }));
    const panels = paginate(lines, pitch * 5 + 0.01);
    expect(where(panels)).toEqual([
      ['p1 line 1', 'p1 line 2', 'p1 line 3', 'p1 line 4'],
      ['p1 line 5 bat-', 'p1 line 6', 'p1 line 7'],
    ]);
  });

  it('a paragraph taller than a panel still breaks (no panel left empty)', () => {
    const panels = paginate(text([12]), pitch * 5 + 0.01);
    expect(panels.every((p) => p.length > 0)).toBe(true);
    expect(panels.flat()).toHaveLength(12);
  });

  it('Perelman [ru] on A5, as printed: no panel opens with the last line of a paragraph alone', async () => {
    const v = await loadVariant('perelman', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 1, lang: 'ru', cover: true, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    const body = items.filter((t) => t.size > 6.5);
    const columns = [...new Set(body.map((t) => Math.round(t.x)))].sort((a, b) => a - b);
    // A5 folds once: two panels.
    expect(columns.length).toBeGreaterThanOrEqual(2);
    for (const x of columns.slice(1)) {
      const col = body.filter((t) => Math.round(t.x) === x).sort((a, b) => a.y - b.y);
      if (col.length < 2) continue;
      const gaps = col.slice(1).map((t, i) => t.y - col[i]!.y);
      const line = Math.min(...gaps);
      // The first line of a panel and the next are lines of one paragraph, or the first is a whole one.
      const first = col[0]!.text;
      const alone = gaps[0]! > line * 1.2;
      expect(alone && !/^[\p{Lu}\d]/u.test(first), `panel at ${x} mm opens with '${first}' alone`).toBe(false);
    }
  });

  it.each([
    ['statki-15', 'pl', 'letter'],
    ['statki-15', 'en', 'A4'],
  ] as const)('%s [%s] on %s, as printed: rules on two panels beside the title end level, not a full panel and a few lines', async (id, lang, paper) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const items = await pdfPlacedText(bytes, 1);
    const third = items.reduce((w, t) => Math.max(w, t.x + t.width), 0) / 3;
    // The body's lines (not the fold marks) of the first two panels, and the title alone on the third.
    const body = items.filter((t) => t.size > 6.5);
    const panel = (k: number) => body.filter((t) => t.x >= k * third - 1 && t.x < (k + 1) * third - 1).sort((a, b) => a.y - b.y);
    const [p1, p2, p3] = [panel(0), panel(1), panel(2)];
    expect(p2.length).toBeGreaterThan(0);
    expect(p3.every((t) => t.font === p3[0]!.font)).toBe(true);
    const line = Math.min(...p1.slice(1).map((t, i) => t.y - p1[i]!.y).filter((g) => g > 0.5));
    const foot = (p: typeof p1) => p[p.length - 1]!.y;
    // Within a paragraph's gap and a line or two (a break kept clear of widows and orphans).
    expect(Math.abs(foot(p1) - foot(p2)), `panel feet at ${foot(p1).toFixed(1)} and ${foot(p2).toFixed(1)} mm`).toBeLessThan(3.5 * line);
  });
});
