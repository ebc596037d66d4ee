/**
 * `salvo infer`'s terminal heatmap is a table of numbers: they are right-aligned, units under
 * units ('7' under the 2 of '12'), with the '*' of a cell whose outcome was not told after them,
 * so a class reading it off a projector compares columns at a glance.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Per grid row, the column (in characters) where each cell's text ends, its '*' left out. */
function cellEnds(stdout: string): number[][] {
  const lines = stdout.split('\n');
  const head = lines.findIndex((l) => l.startsWith('Chance of'));
  const grid: number[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!/^\s*\d+ /u.test(line)) break;
    const ends: number[] = [];
    const body = line.replace(/^\s*\d+/u, (m) => ' '.repeat(m.length));
    for (const m of body.matchAll(/[^\s*]+/gu)) ends.push(m.index + m[0].length);
    grid.push(ends);
  }
  return grid;
}

describe('infer: the terminal heatmap', () => {
  it('right-aligns its numbers, one- and two-digit, starred or not (Jutland after 3 salvos)', async () => {
    const r = await runSalvo(ROOT, ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '3']);
    expect(r.code).toBe(0);
    const grid = cellEnds(r.stdout);
    expect(grid).toHaveLength(10);
    // The table holds numbers of one digit and of two, and starred cells: what could misalign.
    expect(r.stdout).toMatch(/ \d \d|\s\d\s/u);
    expect(r.stdout).toMatch(/\d\d\*/u);
    for (const row of grid) {
      expect(row).toHaveLength(10);
      expect(row).toEqual(grid[0]);
    }
  });
});
