/**
 * Mutation round 8b, the pad's salvo log (src/render/log.ts), where the pad's tests do not reach:
 * a salvo split over lines never takes more lines than it has shots, and a line exactly as wide
 * as the room given is kept; a chunk exactly as wide as two sub-columns and their gap, and exactly
 * as tall as its heading and ten rows, holds them.
 */
import { describe, expect, it } from 'vitest';
import { chunkShape, entryWidth, logEntry } from '../../src/render/log.js';
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
