/**
 * `show` (and `play`, which draws the same paper) on a terminal too narrow for a side's two charts
 * side by side (an 80-column terminal: a 10 × 10 chart of salvo numbers with their marks is about 42
 * columns, the pair about 88) draws them one under the other, so no line wraps; on pipes and
 * files, and on a terminal wide enough, they stand side by side as on paper, as before.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { displayWidth } from '../../src/render/terminal.js';

const examples = fileURLToPath(new URL('../../examples', import.meta.url));

async function show(file: string, columns: number | undefined): Promise<string> {
  const m = memoryIO('', {}, examples);
  const io = columns === undefined ? m.io : { ...m.io, stdoutColumns: columns };
  const code = await main(['node', 'salvo', 'show', file, '--lang', 'en'], io);
  expect(code).toBe(0);
  return m.stdout;
}

describe('show: charts side by side only where the terminal is wide enough', () => {
  for (const file of ['classic-1967.yaml', 'morskoy-boy.yaml', 'statki-15.yaml']) {
    it(`${file}: on an 80-column terminal no chart line is wider than 80, both charts drawn`, async () => {
      const piped = await show(file, undefined);
      const narrow = await show(file, 80);
      const wide = await show(file, 400);
      // Side by side on a pipe, some line wider than 80: the case this is about.
      expect(Math.max(...piped.split('\n').map(displayWidth))).toBeGreaterThan(80);
      // A terminal wide enough: as on a pipe.
      expect(wide).toBe(piped);
      // Narrow: the same cells, every chart line within 80.
      const chartLines = (s: string): string[] => s.split('\n').filter((l) => /^ *\d+ /u.test(l));
      for (const line of chartLines(narrow)) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      const cells = (s: string): string[] => chartLines(s).flatMap((l) => l.trim().split(/\s+/u)).sort();
      expect(cells(narrow)).toEqual(cells(piped));
      // Two charts a side, one under the other: twice the chart rows of the side-by-side drawing.
      expect(chartLines(narrow).length).toBe(2 * chartLines(piped).length);
    });
  }
});
