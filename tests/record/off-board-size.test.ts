/**
 * A cell written off the board (`L3` on a board of columns A–J) was still a shot called: the
 * salvo's size counts it, as the rules' conventions say (src/rules/README.md), so a salvo one
 * shot too long or too short is a breach with such a cell in it too, and a salvo of the right size
 * is not made short by it. A cell that cannot be read at all (garbled) still leaves the size unjudged.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { readRecordText } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';

const SALVO_HEAD = `variant: classic-salvo
sides:
  blue: Sam
  red: Priya
fleets:
  red:
    aircraft carrier: H6-H10
    battleship: A10-D10
    cruiser: A2-A4
    submarine: H4-J4
    destroyer: G7-G8
salvos:
`;

const PERELMAN_HEAD = 'variant: perelman\nlanguage: ru\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n';

async function breaches(salvos: string, head: string = SALVO_HEAD): Promise<readonly Breach[]> {
  const f = await readRecordText(`${head}${salvos}`, 'off-board.yaml', loadRecordVariant);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  return refereeRecord(f, f.variant).breaches;
}

const codes = (bs: readonly Breach[]): [string, number | undefined][] => bs.map((b) => [b.code, b.salvo]);

describe('a cell off the board counts among the salvo’s shots', () => {
  it('Salvo: six cells, one of them off the board, where five were owed: the wrong size, at the salvo, besides the cell', async () => {
    const bs = await breaches('  - blue: C7 B3 J2 D9 L2 A1 -> miss, miss, miss, miss, miss, miss\n');
    expect(codes(bs)).toEqual([
      ['wrong-salvo-size', 1],
      ['cell-off-board', 1],
    ]);
    const size = bs[0]!;
    expect(size.message).toBe("blue's salvo 1 has 6 shots; blue was owed 5");
    expect([size.line, size.column, size.recorded, size.expected]).toEqual([13, 5, '6', '5']);
  });

  it('Salvo: five cells, one of them off the board, where five were owed: only the cell', async () => {
    const bs = await breaches('  - blue: C7 B3 J2 D9 L2 -> miss, miss, miss, miss, miss\n');
    expect(codes(bs)).toEqual([['cell-off-board', 1]]);
  });

  it('Salvo: after its destroyer is sunk, red fires five with one off the board where four were owed: the wrong size', async () => {
    const bs = await breaches(
      '  - blue: G7 G8 J2 D9 E5 -> hit, sunk destroyer, miss, miss, miss\n  - red: B1 H8 D8 I5 L3 -> miss, miss, miss, miss, miss\n',
    );
    expect(codes(bs)).toEqual([
      ['wrong-salvo-size', 2],
      ['cell-off-board', 2],
    ]);
    expect(bs[0]!.message).toBe("red's salvo 1 has 5 shots; red was owed 4: one shot for each of 5 ships, less 1 for the destroyer sunk in blue's salvo 1");
  });

  it('Salvo: a sinking not said, red then firing five with one off the board: the salvo is sized as the announcement made it, five shots, not four', async () => {
    const bs = await breaches('  - blue: G7 G8 J2 D9 E5 -> hit, hit, miss, miss, miss\n  - red: B1 H8 D8 I5 L3 -> miss, miss, miss, miss, miss\n');
    expect(codes(bs)).toEqual([
      ['announcement-contradicts-fleet', 1],
      ['cell-off-board', 2],
    ]);
    expect(bs[0]!.suggestion).toContain("red's salvo 1 had 5 shots, as the sinkings announced owed, not 4: part of this slip too");
  });

  it('a cell that cannot be read at all still leaves the size unjudged (it may have been two cells run together)', async () => {
    const bs = await breaches('  - blue: C7 B3 J2 D9 ?? A1 -> miss, miss, miss, miss, miss, miss\n');
    expect(codes(bs)).toEqual([['cell-unreadable', 1]]);
  });

  it('a cell that cannot be read, the cells written not what was owed: a size-unjudged warning says the size was not judged, en/ru/pl', async () => {
    const f = await readRecordText(`${SALVO_HEAD}  - blue: C7 B3 J2 D9 ?? A1 -> miss, miss, miss, miss, miss, miss\n  - red: B1 ?? ?? D8 -> miss, miss, miss, miss\n`, 'off-board.yaml', loadRecordVariant);
    if (!f.ok) throw new Error('unread');
    const ws = refereeRecord(f, f.variant).warnings.filter((w) => w.code === 'size-unjudged');
    expect(ws.map((w) => [w.salvo, w.line, w.column])).toEqual([
      [1, 13, 5],
      [2, 14, 5],
    ]);
    expect(ws[0]!.message).toBe("the size of blue's salvo (6 cells written where blue was owed 5) is not judged: a cell of it cannot be read (see its error), and may have stood for more shots or none");
    expect(ws[1]!.message).toBe("the size of red's salvo (4 cells written where red was owed 5) is not judged: 2 cells of it cannot be read (see their errors), and may have stood for more shots or none");
    expect(ws[0]!.said?.ru?.message).toBe('размер залпа стороны «Player 1» (6 клеток в записи, положено 5) не проверен: клетка этого залпа не читается (см. ошибку при ней), а за ней могло стоять больше выстрелов или ни одного');
    expect(ws[1]!.said?.pl?.message).toBe('nie sprawdzono rozmiaru salwy strony „Player 2” (4 pola w zapisie, należy się 5): nie da się odczytać 2 pól tej salwy (zob. błędy przy nich), a mogły one kryć więcej strzałów albo żadnego');
  });

  it('a cell that cannot be read, the cells written as many as were owed: no size-unjudged warning', async () => {
    const f = await readRecordText(`${SALVO_HEAD}  - blue: C7 B3 J2 ?? A1 -> miss, miss, miss, miss, miss\n`, 'off-board.yaml', loadRecordVariant);
    if (!f.ok) throw new Error('unread');
    expect(refereeRecord(f, f.variant).warnings.filter((w) => w.code === 'size-unjudged')).toEqual([]);
  });

  it('Perelman, no fleet revealed: four shots with one off the board where three were owed: the wrong size', async () => {
    const bs = await breaches('  - синие: в7 б3 л2 к1 -> попаданий нет\n', PERELMAN_HEAD);
    expect(codes(bs)).toEqual([
      ['wrong-salvo-size', 1],
      ['cell-off-board', 1],
    ]);
    expect(bs[0]!.recorded).toBe('4');
  });

  it('Perelman, no fleet revealed: check finds three shots with one off the board to be three, not two a damaged squadron fires (no announcements-impossible)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-off-board-'));
    const file = join(dir, 'perelman.yaml');
    await writeFile(file, `${PERELMAN_HEAD}  - синие: в7 б3 л2 -> попаданий нет\n  - красные: г10 з2 б1 -> попаданий нет\n  - синие: з8 д8 и5 -> попаданий нет\n`);
    const r = await runSalvo(dir, ['check', file, '--json']);
    const doc = JSON.parse(r.stdout) as { violations: { code: string; salvo: number }[] };
    expect(doc.violations.map((v) => [v.code, v.salvo])).toEqual([['cell-off-board', 1]]);
  });
});
