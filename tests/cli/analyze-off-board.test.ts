/**
 * `salvo analyze` on a Jutland game where red calls a cell off the board (`J7 H2 K3`, three shots
 * from the three guns red has left): the cell was a shot called all the same, so the salvo's size,
 * which tells blue red's guns, is three, as `check` and `infer` count it. Read as two (its cells
 * on the board only), no legal fleet fitted red's announcements after it, and blue's analysis
 * stopped there ("no legal fleet fits the announcements before salvo 7"). Its figures are now those
 * of the same game with the third shot written on the board (H3, water); red's salvo is judged
 * against the best salvo of three shots, the one off the board a shot wasted.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

// Blue hits red's battleship twice (a gun lost) and sinks its cruiser (both guns): red has three
// guns left (1 + 0 + 1 + 1) when it fires `J7 H2 K3`.
const RECORD = `variant: jutland
fleets:
  blue: { battleship: D4-G4, cruiser: H9-J9, destroyer: [A4-A5, I5-J5] }
  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }
salvos:
  - blue: C4 B7 A1 A2 A3 B1 -> battleship 1, cruiser 1
  - red: A10 B10 C10 D10 E10 F10 -> no hits
  - blue: C8 D5 A6 A8 A9 A10 -> battleship 1, cruiser 1
  - red: A1 B1 C1 D1 -> no hits
  - blue: D9 E1 E2 E3 E4 E5 -> cruiser 1
  - red: J7 H2 K3 -> no hits
  - blue: E6 F7 G1 G2 G3 G4 -> battleship 2
`;

interface Side {
  readonly side: string;
  readonly stopped?: string;
  readonly salvos: readonly { readonly cells: readonly string[]; readonly probabilities: readonly number[]; readonly bits: number | null; readonly bestCells: readonly string[]; readonly bestExpectedHits: number; readonly expectedHits: number }[];
}

async function analyze(record: string): Promise<Side[]> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-off-board-'));
  await writeFile(join(dir, 'g.yaml'), record);
  const r = await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--workers', '1']);
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { sides: Side[] }).sides;
}
const blue = (sides: readonly Side[]): Side => sides.find((s) => s.side === 'blue')!;
const red = (sides: readonly Side[]): Side => sides.find((s) => s.side === 'red')!;

describe('analyze: a cell called off the board counts in the salvo size', () => {
  it("goes on past red's salvo of three with K3, as with the third shot on the board", async () => {
    const [offSides, onSides] = await Promise.all([analyze(RECORD), analyze(RECORD.replace('J7 H2 K3', 'J7 H2 H3'))]);
    const [offBoard, onBoard] = [blue(offSides), blue(onSides)];
    // check finds only the cell off the board; the analysis does not stop for it.
    expect(offBoard.stopped).toBeUndefined();
    expect(offBoard.salvos.map((s) => s.cells.join(' '))).toEqual(['C4 B7 A1 A2 A3 B1', 'C8 D5 A6 A8 A9 A10', 'D9 E1 E2 E3 E4 E5', 'E6 F7 G1 G2 G3 G4']);
    // Blue saw three shots either way: the same chances and information, salvo by salvo.
    expect(offBoard.salvos).toEqual(onBoard.salvos);
    // Red's salvo is judged against the best of three shots, as fired: the shot off the board is a
    // shot wasted, as one at a cell fired before is, not one fewer. The position before it is the
    // same in both games, and so is its best salvo.
    const [k3, h3] = [red(offSides).salvos[2]!, red(onSides).salvos[2]!];
    expect(k3.cells).toEqual(['J7', 'H2']);
    expect(k3.bestCells).toHaveLength(3);
    expect(k3.bestCells).toEqual(h3.bestCells);
    expect(k3.bestExpectedHits).toBe(h3.bestExpectedHits);
    // Its own expected hits are those of J7 and H2 alone: the third shot could hit nothing.
    expect(k3.expectedHits).toBeCloseTo(h3.probabilities[0]! + h3.probabilities[1]!, 12);
  });
});
