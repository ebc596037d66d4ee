/**
 * What is not a line written twice (mutation round 5): a salvo is a copy only where the line
 * right before it says it all again, its cells in their order, its announcement, every cell and
 * the announcement readable, and a turn line as many shots long. Anything else is judged as the
 * salvo it is (out of turn, a cell fired at again, …), not said as one to delete.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function codes(text: string): Promise<(string | number | undefined)[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-twice-edges-'));
  await writeFile(join(dir, 'g.yaml'), text);
  const r = await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en']);
  return (JSON.parse(r.stdout) as { violations: { code: string; salvo?: number }[] }).violations.map((v) => [v.code, v.salvo]);
}

const JUTLAND =
  'variant: jutland\nsides: { blue: Lt. Hartley, red: Miss Crane }\nfleets:\n' +
  '  blue: { battleship: D4-G4, cruiser: H9-J9, destroyer: [A4-A5, I5-J5] }\n' +
  '  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }\n' +
  'salvos:\n' +
  '  - blue: C7 B3 J2 D10 G2 B1 -> no hits\n' +
  '  - red: G8 D8 H5 J3 A4 D10 -> destroyer 1\n' +
  '  - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1\n' +
  '  - red: A5 A3 B3 B5 B4 D3 -> destroyer 1\n';
const AFTER = '  - blue: C8 C6 B4 D4 A7 -> cruiser 1\n';

describe('check on a salvo much like the line before it', () => {
  it('the same cells in another order are a salvo of their own: out of turn, its cells fired at again (the destroyer named again read as hitting nothing new: one slip)', async () => {
    expect(await codes(`${JUTLAND}  - red: A3 A5 B3 B5 B4 D3 -> destroyer 1\n${AFTER}`)).toEqual([
      ['out-of-turn', 5],
      ['repeated-cell', 5],
    ]);
  });

  it('the same cells with another announcement are a salvo of their own', async () => {
    expect(await codes(`${JUTLAND}  - red: A5 A3 B3 B5 B4 D3 -> no hits\n${AFTER}`)).toEqual([
      ['out-of-turn', 5],
      ['repeated-cell', 5],
    ]);
  });

  it('the same cells and a cell that cannot be read are a salvo of their own, the cell said as unreadable', async () => {
    expect(await codes(`${JUTLAND}  - red: A5 A3 B3 B5 B4 D3 %% -> destroyer 1\n${AFTER}`)).toEqual([
      ['out-of-turn', 5],
      ['repeated-cell', 5],
      ['cell-unreadable', 5],
    ]);
  });

  it('the same cell with an announcement that cannot be read, after a line with none, is a salvo of its own', async () => {
    expect(await codes('variant: classic-1967\nsalvos:\n  - blue: C7 -> miss\n  - red: C3 -> miss\n  - blue: J2\n  - blue: J2 -> %%\n  - red: D10 -> miss\n')).toEqual([
      ['out-of-turn', 4],
      ['repeated-cell', 4],
      ['announcement-unknown-word', 4],
    ]);
  });

  it('a turn line of four shots after one of the first two of them is no copy: its first two cells are fired at again', async () => {
    const text =
      'variant: morskoy-boy\nsides: { первый: Коля, второй: Петя }\nsalvos:\n  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n' +
      '  - первый: Е8 Д8 -> попал, попал\n  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n  - второй: Г10 -> мимо\n';
    expect(await codes(text)).toEqual([
      ['repeated-cell', 5],
      ['repeated-cell', 6],
    ]);
  });

  it('two lines naming no cell are each a salvo with no cells, not one written twice', async () => {
    expect(await codes('variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 -> no hits\n  - red: G8 D8 H5 J3 A4 D10 -> no hits\n  - blue:\n  - blue:\n  - red: A5 A3 B3 B5 B4 D3 -> no hits\n')).toEqual([
      ['salvo-no-cells', 3],
      ['out-of-turn', 4],
      ['salvo-no-cells', 4],
    ]);
  });
});
