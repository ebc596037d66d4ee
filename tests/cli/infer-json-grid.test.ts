/**
 * #5: `salvo infer --json` gives `marginal` and `classMarginal` "with rows top to bottom and
 * columns left to right as printed on the chart". The Jutland test (tests/inference/cli.test.ts)
 * is square with its rows numbered downwards, where rows and columns swapped, or rows read
 * bottom to top, would go unseen. Here a board of 4 rows by 6 columns whose row labels run
 * upwards (4 at the top, 1 at the bottom), and a position counted by hand: the boat sunk at E4 F4
 * (top row), A1 (bottom left) a miss, so the raft, which may touch nothing, is in one of the
 * 24 − 2 − 4 (D4, D3, E3, F3 around the boat) − 1 = 17 cells left: 17 layouts, 1/17 each.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';

const VARIANT = `id: oblong
languages: [en]
name: Oblong
board: { rows: 4, columns: 6, columnLabels: ABCDEF, rowLabels: [4, 3, 2, 1] }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-contact }
report: { timing: per-shot, sunk: with-class, hitClass: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;
const GAME = 'variant: v.yaml\nsalvos:\n  - blue: E4 -> hit\n  - red: A1 -> miss\n  - blue: F4 -> sunk boat\n  - red: A2 -> miss\n  - blue: A1 -> miss\n';

async function run(args: string[]): Promise<{ code: number; stdout: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-grid-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT);
  writeFileSync(join(dir, 'g.yaml'), GAME);
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', 'infer', 'g.yaml', '--target', 'red', ...args], m.io);
  return { code, stdout: m.stdout };
}

describe('infer --json: the grids as the chart prints them', () => {
  it('rows top to bottom (4 … 1), columns left to right (A … F), per cell and per class', async () => {
    const r = await run(['--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { count: string; exact: boolean; marginal: number[][]; classMarginal: Record<string, number[][]> };
    expect(doc.exact).toBe(true);
    expect(doc.count).toBe('17');
    const p = 1 / 17;
    // Row 4 (top): A4 B4 C4 may hold the raft, D4 is beside the boat, E4 F4 the boat.
    // Row 3: D3 E3 F3 beside the boat. Row 2: all free. Row 1 (bottom): A1 the miss.
    const expected = [
      [p, p, p, 0, 1, 1],
      [p, p, p, 0, 0, 0],
      [p, p, p, p, p, p],
      [0, p, p, p, p, p],
    ];
    expect(doc.marginal).toHaveLength(4);
    doc.marginal.forEach((row, r) => {
      expect(row).toHaveLength(6);
      row.forEach((x, c) => expect(x).toBeCloseTo(expected[r]![c]!, 12));
    });
    expect(doc.classMarginal['boat']).toEqual([
      [0, 0, 0, 0, 1, 1],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ]);
    doc.classMarginal['raft']!.forEach((row, r) => row.forEach((x, c) => expect(x).toBeCloseTo(r === 0 && c >= 4 ? 0 : expected[r]![c]!, 12)));
  });

  it('the same grid as the text chart, row by row under the same labels', async () => {
    const text = (await run([])).stdout.split('\n');
    const doc = JSON.parse((await run(['--json'])).stdout) as { marginal: number[][] };
    const head = text.findIndex((l) => /^\s+A B C D E F$/u.test(l));
    expect(head).toBeGreaterThan(0);
    const rows = text.slice(head + 1, head + 5);
    expect(rows.map((l) => l.split(' ')[0])).toEqual(['4', '3', '2', '1']);
    // The chart writes a certain ship X (fired) and certain water · or o (fired), else a percentage.
    rows.forEach((line, r) => {
      const cells = line.split(/\s+/u).slice(1);
      cells.forEach((mark, c) => {
        const x = doc.marginal[r]![c]!;
        if (mark === 'X') expect(x).toBe(1);
        else if (mark === '·' || mark === 'o') expect(x).toBe(0);
        else expect(Number(mark)).toBe(Math.round(x * 100));
      });
    });
  });
});
