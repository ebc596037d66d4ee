/**
 * A terminal chart of chances with `*` marks (infer, play --hints) on a board up to 20 columns
 * wide stays within 80 columns: where a space before every cell would pass 80 (20 × `37*` and a
 * gutter: 82), the mark column alone parts the cells.
 */
import { describe, expect, it } from 'vitest';
import { displayWidth, drawChartText } from '../../src/render/terminal.js';
import type { Board } from '../../src/variant/model.js';

function board(columns: number): Board {
  return {
    rows: 20,
    columns,
    columnLabels: Array.from({ length: columns }, (_, c) => String(c)),
    rowLabels: Array.from({ length: 20 }, (_, r) => String(r + 1)),
  } as unknown as Board;
}

/** Chances as infer writes them: two digits at most, a `*` on some cells, a space where none. */
const chance = (cell: number): string => `${String((cell * 37) % 100).padStart(2)}${cell % 3 === 0 ? '*' : ' '}`;

describe('a starred chart on the terminal', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i + 5))('%i columns: no line past 80', (columns) => {
    const text = drawChartText(board(columns), chance, { title: 'Chance of a ship, %', trailing: 1 });
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(22);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    // Every cell of a row still read apart: the values are the cells' own, in order.
    const row = lines[2]!.slice(2);
    const values = row.match(/\d+/gu)!.map(Number);
    expect(values).toEqual(Array.from({ length: columns }, (_, c) => (c * 37) % 100));
  });

  it('a chart that fits keeps a space before every cell', () => {
    const text = drawChartText(board(10), chance, { trailing: 1 });
    expect(text.split('\n')[1]).toBe(' 1  0* 37  74  11* 48  85  22* 59  96  33*');
  });
});
