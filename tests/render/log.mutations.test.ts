/**
 * Mutation round 8b, the pad's salvo log (src/render/log.ts), where the pad's tests do not reach:
 * a salvo split over lines never takes more lines than it has shots, and a line exactly as wide
 * as the room given is kept; a chunk exactly as wide as two sub-columns and their gap, and exactly
 * as tall as its heading and ten rows, holds them; a chunk's rows numbered down each sub-column.
 */
import { describe, expect, it } from 'vitest';
import { makeVariant } from '../helpers/make-variant.js';
import { chunkShape, drawLogChunk, entryWidth, logEntry, TIGHT_ROW_MM } from '../../src/render/log.js';
import { textWidth } from '../../src/render/fonts.js';
import { captionHeight } from '../../src/render/trackers.js';
import { padContent } from '../../src/render/pad-content.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import type { LogSpec } from '../../src/render/pad-content.js';

const spec: LogSpec = { title: 'Log', shotsPerRow: 3, markPerShot: true, resultColumn: false, resultHeading: '', wantedRows: 40, maxRows: 40, widestCell: 'J10' };

describe('logEntry, round 8b', () => {
  it('splits a salvo over at most as many lines as it has shots, one slot each, however narrow the room', () => {
    const e = logEntry(spec, 1, 1);
    expect(e.lines).toBe(3);
    expect(e.slotsPerLine).toBe(1);
  });

  it('keeps a salvo on one line where the row is exactly as wide as the room', () => {
    const one = logEntry(spec, 1);
    expect(one.lines).toBe(1);
    expect(logEntry(spec, 1, entryWidth(one)).lines).toBe(1);
    expect(logEntry(spec, 1, entryWidth(one) - 0.01).lines).toBe(2);
  });
});

describe('chunkShape, round 8b', () => {
  it('fits two sub-columns in exactly their width and the gap between them, ten rows in exactly their height', () => {
    const e = logEntry(spec, 1);
    const box = { x: 0, y: 0, w: 2 * entryWidth(e) + e.gap, h: e.headHeight + 10 * e.rowHeight };
    expect(chunkShape(e, box, false)).toEqual({ columns: 2, rows: 10 });
  });
});

describe('drawLogChunk, round 8b', () => {
  it('numbers the rows down each sub-column, the second going on from the first, the last one shorter', () => {
    const content = padContent(makeVariant(), 'en');
    const e = logEntry(content.log, 1);
    const d = new RecordingDrawing();
    d.beginPage({ width: 210, height: 297 });
    drawLogChunk(d, { box: { x: 10, y: 10, w: 2 * entryWidth(e) + e.gap, h: 100 }, caption: false, columns: 2, rows: 5, first: 11, count: 8 }, e, content.log, content.text);
    const numbers = d.texts().filter((x) => /^\d+$/u.test(x.text));
    expect(numbers.map((x) => x.text)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18']);
    expect(numbers[5]!.x).toBeGreaterThan(numbers[4]!.x);
    expect(numbers[5]!.y).toBeCloseTo(numbers[0]!.y, 9);
  });
});

/**
 * Round 8b's log.ts mutants not run then (session 29): row heights at small scales and in a tight
 * log, a caption on two lines, the row-number column as wide as its widest number, the result
 * column's least width and its place in an entry's width, and, drawn, sub-columns reaching the
 * chunk's right edge, slots sharing the spare width, one rule between rows, one hairline between
 * the lines of a split salvo, the slots' heading for one slot or several, and the caption's second line.
 */
const perSalvo: LogSpec = { ...spec, markPerShot: false, resultColumn: true, resultHeading: 'Result' };

/** A chunk of `columns` sub-columns of `rows` rows drawn for `s`, `w` wide: what was drawn. */
function drawn(s: LogSpec, e: ReturnType<typeof logEntry>, w: number, chunk: { columns: number; rows: number; count: number; caption?: boolean; noteLine?: boolean }): RecordingDrawing {
  const content = padContent(makeVariant(), 'en');
  const d = new RecordingDrawing();
  d.beginPage({ width: 210, height: 297 });
  drawLogChunk(d, { box: { x: 10, y: 10, w, h: 200 }, caption: chunk.caption ?? false, columns: chunk.columns, rows: chunk.rows, first: 1, count: chunk.count, ...(chunk.noteLine === undefined ? {} : { noteLine: chunk.noteLine }) }, e, s, content.text);
  return d;
}

describe('logEntry, session 29', () => {
  it('keeps rows at least 3.6 mm tall at a small scale, and a tight log no taller than its usual rows', () => {
    expect(logEntry(spec, 0.5).rowHeight).toBe(3.6);
    expect(logEntry(spec, 0.75, Infinity, true).rowHeight).toBe(3.6);
    expect(logEntry(spec, 1, Infinity, true).rowHeight).toBe(TIGHT_ROW_MM);
  });

  it('makes a shot’s mark box square, as tall as the row, in a tight log too', () => {
    expect(logEntry(spec, 1, Infinity, true).markWidth).toBe(TIGHT_ROW_MM);
    expect(logEntry(spec, 0.5).markWidth).toBe(3.6);
  });

  it('makes the number column as wide as the widest row number and a margin either side', () => {
    const e = logEntry({ ...spec, maxRows: 123456789 }, 1);
    expect(e.numberWidth).toBeCloseTo(textWidth('123456789', 'condensed', e.textSize) + 2, 9);
  });

  it('gives the result column 24 mm at least, and counts it in an entry’s width', () => {
    const e = logEntry(perSalvo, 1);
    expect(e.resultWidth).toBe(24);
    // Room for the number and the slots but not the result column: no sub-column fits.
    const box = { x: 0, y: 0, w: e.numberWidth + e.slotsPerLine * e.slotWidth + 1, h: 100 };
    expect(chunkShape(e, box, false).columns).toBe(0);
  });
});

describe('chunkShape, session 29', () => {
  it('takes both lines of a caption on two from the rows', () => {
    const e = logEntry(spec, 1);
    const h = e.headHeight + 2 * captionHeight(1) + 10 * e.rowHeight;
    expect(chunkShape(e, { x: 0, y: 0, w: 100, h }, true, 2).rows).toBe(10);
    expect(chunkShape(e, { x: 0, y: 0, w: 100, h: h - 0.01 }, true, 2).rows).toBe(9);
  });
});

describe('drawLogChunk, session 29', () => {
  const xs = (d: RecordingDrawing): number[] => d.segments().flatMap(([x1, , x2]) => [x1, x2]);

  it('reaches the chunk’s right edge with its last sub-column, the slots sharing the width spare, never past it', () => {
    const e = logEntry(spec, 1);
    const w = 2 * entryWidth(e) + e.gap + 12;
    const d = drawn(spec, e, w, { columns: 2, rows: 5, count: 10 });
    expect(Math.max(...xs(d))).toBeCloseTo(10 + w, 9);
    // The second sub-column's slots: its last mark line a mark's width from its right edge.
    const marks = d.segments().filter(([x1, y1, x2, y2]) => x1 === x2 && y1 !== y2 && x1 > 10 + w / 2).map(([x]) => x);
    expect(Math.max(...marks.filter((x) => x < 10 + w - 1e-6))).toBeCloseTo(10 + w - e.markWidth, 9);
  });

  it('rules one line between rows, none over the first under the heading', () => {
    const e = logEntry(spec, 1);
    const d = drawn(spec, e, entryWidth(e), { columns: 1, rows: 4, count: 4 });
    const across = d.segments().filter(([x1, y1, x2, y2]) => y1 === y2 && x1 === 10 && x2 > 10 + entryWidth(e) - 1e-6);
    // The frame's top, under the heading and at the foot, and the three lines between four rows.
    expect(across.length).toBe(3 + 3);
    expect(new Set(across.map(([, y]) => y.toFixed(6))).size).toBe(6);
  });

  it('draws one hairline between the two lines of a salvo split over two, none under its last', () => {
    const e = logEntry(spec, 1, entryWidth(logEntry(spec, 1)) - 0.01);
    expect(e.lines).toBe(2);
    const d = drawn(spec, e, entryWidth(e), { columns: 1, rows: 3, count: 3 });
    const within = d.segments().filter(([x1, y1, x2, y2]) => y1 === y2 && x1 === 10 + e.numberWidth);
    expect(within.length).toBe(3);
  });

  it('heads the slots "Cell" where a salvo is one shot, "Cells fired" where it is more', () => {
    const one = { ...spec, shotsPerRow: 1 };
    const heads = (s: LogSpec): string[] => {
      const e = logEntry(s, 1);
      return drawn(s, e, entryWidth(e) + 30, { columns: 1, rows: 1, count: 1 }).texts().map((t) => t.text);
    };
    expect(heads(one)).toContain('Cell');
    expect(heads(one)).not.toContain('Cells fired');
    expect(heads(spec)).toContain('Cells fired');
  });

  it('sets the rows a caption line lower where the note of where the log goes on takes a second line', () => {
    const e = logEntry(spec, 1);
    const top = (noteLine: boolean): number => Math.min(...drawn(spec, e, entryWidth(e) + 30, { columns: 1, rows: 1, count: 1, caption: true, noteLine }).texts().filter((t) => t.text === '1').map((t) => t.y));
    expect(top(true) - top(false)).toBeCloseTo(captionHeight(1), 9);
  });
});
