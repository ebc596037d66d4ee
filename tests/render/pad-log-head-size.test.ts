/**
 * A log heading too wide for its column at the log's type size is shrunk to fit (down to 6 pt)
 * and drawn at the size it was fitted at: before, the fitted size was worked out and thrown away,
 * the heading drawn at the log's usual size and running past its column's rule by up to ~8%.
 * Measured on the drawing: every heading's ink ends inside its column, whatever the column's width.
 */
import { describe, expect, it } from 'vitest';
import { makeVariant } from '../helpers/make-variant.js';
import { drawLogChunk, entryWidth, logEntry } from '../../src/render/log.js';
import { MIN_TEXT_PT } from '../../src/render/fonts.js';
import { padContent, type LogSpec } from '../../src/render/pad-content.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';

const specs: readonly LogSpec[] = [
  { title: 'Log', shotsPerRow: 1, markPerShot: true, resultColumn: false, resultHeading: '', wantedRows: 100, maxRows: 100, widestCell: 'К10' },
  { title: 'Log', shotsPerRow: 2, markPerShot: true, resultColumn: false, resultHeading: '', wantedRows: 40, maxRows: 40, widestCell: 'J10' },
  { title: 'Log', shotsPerRow: 3, markPerShot: false, resultColumn: true, resultHeading: '', wantedRows: 40, maxRows: 40, widestCell: 'J10' },
];

describe('a log heading shrunk to fit its column', () => {
  it.each(['en', 'ru', 'pl'])('[%s] is drawn at its fitted size, its ink inside its column', (lang) => {
    const text = padContent(makeVariant(), lang).text;
    let shrunk = 0;
    for (const spec of specs) {
      for (const scale of [0.8, 0.9, 1]) {
        const e = logEntry(spec, scale);
        for (let spare = -3; spare <= 6; spare += 0.25) {
          const w = entryWidth(e) + spare;
          const d = new RecordingDrawing();
          d.beginPage({ width: 210, height: 297 });
          drawLogChunk(d, { box: { x: 10, y: 10, w, h: 200 }, caption: false, columns: 1, rows: 2, first: 1, count: 2 }, e, spec, text);
          // The vertical rules through the heading band: the column's edges.
          const rules = d
            .segments()
            .filter(([x1, y1, x2, y2]) => x1 === x2 && Math.min(y1, y2) <= 10 + 1e-9 && Math.max(y1, y2) >= 10 + e.headHeight - 1e-9)
            .map(([x]) => x)
            .sort((a, b) => a - b);
          const heads = d.texts().filter((t) => t.y < 10 + e.headHeight);
          expect(heads.length).toBeGreaterThan(0);
          for (const t of heads) {
            const b = boundsOf({ op: 'text', ...t })!;
            const left = Math.max(...rules.filter((x) => x <= t.x + 1e-9));
            const right = Math.min(...rules.filter((x) => x >= t.x - 1e-9 && x > left));
            expect(t.style.size).toBeGreaterThanOrEqual(MIN_TEXT_PT - 1e-9);
            expect(b.left, `${lang} '${t.text}' at ${scale}, spare ${spare}`).toBeGreaterThanOrEqual(left - 1e-6);
            expect(b.right, `${lang} '${t.text}' at ${scale}, spare ${spare}`).toBeLessThanOrEqual(right + 1e-6);
            if (t.style.size < e.textSize - 1e-9) shrunk++;
          }
        }
      }
    }
    // Some headings were shrunk to fit, not only cut short: the case the fix is about.
    expect(shrunk).toBeGreaterThan(0);
  });
});
