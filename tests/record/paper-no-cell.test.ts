/**
 * The paper's salvo numbers (the numbers pencilled in the chart cells, and the roster's "hit by")
 * are the side's own, as check gives them: given the record's sources, a line naming no cell
 * counts (`paperOf(…, sources)`). `show` refuses such a record past the line today, so this is
 * the paper's own guarantee; the expected numbers are counted from the record's text.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseCell } from '../../src/core/coords.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';

const RECORD = `variant: classic-1967
sides:
  blue: Dad
  red: Jenny
salvos:
  - blue: C7 -> miss
  - red: C3 -> miss
  - blue: J2 -> miss
  - red: -> miss
  - blue: G2 -> miss
  - red: B1 -> miss
  - blue: H8 -> hit
  - red: D4 -> hit
`;

/** Each salvo line with cells: its side, its cell, and its side's own number counted from the text. */
const lines = [...RECORD.matchAll(/^ {2}- (\w+):\s*(\w*)/gmu)].map((m) => ({ side: m[1]!, cell: m[2]! }));
const marked = lines.flatMap((l, i) => (l.cell === '' ? [] : [{ ...l, own: lines.slice(0, i + 1).filter((x) => x.side === l.side).length }]));

describe('paperOf with the record sources', () => {
  it("marks each shot with its side's own number, a line naming no cell counting", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-paper-'));
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('not read');
    const board = f.variant.board;
    const cellOf = (text: string): number => {
      const c = parseCell(text, board);
      if (!c.ok) throw new Error(text);
      return c.cell;
    };
    const blue = paperOf(f.record, f.variant, 'blue', undefined, f.sources);
    for (const m of marked) {
      const chart = m.side === 'blue' ? blue.enemyChart : blue.ownChart;
      expect(chart.get(cellOf(m.cell))?.salvo, `${m.side} ${m.cell}`).toBe(m.own);
    }
    // The line naming no cell makes a difference, or the test tells nothing.
    expect(marked.some((m) => m.side === 'red' && m.own !== marked.filter((x) => x.side === 'red').indexOf(m) + 1)).toBe(true);
    // Without the sources, the numbers are the places among the record's salvos, as before.
    const plain = paperOf(f.record, f.variant, 'blue');
    const red = marked.filter((m) => m.side === 'red');
    red.forEach((m, k) => expect(plain.ownChart.get(cellOf(m.cell))?.salvo).toBe(k + 1));
  });
});
