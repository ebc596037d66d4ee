/**
 * The notes under a side's table in the analysis PDF leave no short word alone on a note's last
 * line (Statki's totals: `… informacja 46,1` / `bita`): a word before it goes down with it, the
 * note in as many lines, as the pad's legend sets its entries.
 */
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';
import { textWidth, wrapText } from '../../src/render/fonts.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawSideTable } from '../../src/render/report-table.js';

const A4 = { size: { width: 210, height: 297 }, margin: 15 } as const;
const WIDTH = 210 - 2 * 15;
const t = analysisText('pl', true);

/** The Polish totals line with `extra` figures more before its last word: one line and a word or two over, for some. */
function note(extra: number): string {
  return `Razem: oczekiwane trafienia 15,3±0,01, trafienia 20, oczekiwane trafienia najlepszych strzałów 18,7±0,01,${' 1,0'.repeat(extra)} informacja 46,1 bita`;
}

describe('notes under the table: no short word alone on a last line', () => {
  const runts: number[] = [];
  it.each(Array.from({ length: 30 }, (_, i) => i))('%i figures more', (extra) => {
    const text = note(extra);
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, { rows: [], headings: t.columns, heading: 'Strona „ala” strzela do strony „tomek”', notes: [text], separator: ' ', t, lang: 'pl' }, A4, 20);
    const lines = d.ops.flatMap((o) => (o.draw.op === 'text' && o.draw.style.size === 8 ? [o.draw.text] : []));
    // Every word of the note, in order, within the width.
    expect(lines.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
    for (const l of lines) expect(textWidth(l, 'regular', 8)).toBeLessThanOrEqual(WIDTH + 1e-6);
    // As many lines as the plain wrap, the last not a short word alone.
    const plain = wrapText(text, 'regular', 8, WIDTH, 'pl');
    expect(lines).toHaveLength(plain.length);
    const last = lines.at(-1)!;
    if (plain.length > 1 && !/\s/.test(plain.at(-1)!.trim())) runts.push(extra);
    if (lines.length > 1) expect(/\s/.test(last.trim()) || textWidth(last, 'regular', 8) >= WIDTH / 3).toBe(true);
  });
  it('the plain wrap leaves a runt among these notes', () => expect(runts.length).toBeGreaterThan(0));
});
