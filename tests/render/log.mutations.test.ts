/**
 * Mutation round 8b, the pad's salvo log (src/render/log.ts), where the pad's tests do not reach:
 * a salvo split over lines never takes more lines than it has shots, and a line exactly as wide
 * as the room given is kept; a chunk exactly as wide as two sub-columns and their gap, and exactly
 * as tall as its heading and ten rows, holds them; a chunk's rows numbered down each sub-column.
 */
import { describe, expect, it } from 'vitest';
import { makeVariant } from '../helpers/make-variant.js';
import { chunkShape, drawLogChunk, entryWidth, logEntry } from '../../src/render/log.js';
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
