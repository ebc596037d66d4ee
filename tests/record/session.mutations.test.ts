/** `turnInfo`: whose turn it is and the number of the salvo that side fires next (from 1). */
import { describe, expect, it } from 'vitest';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { turnInfo } from '../../src/record/session.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const miss = (side: string, cell: number): RecordedSalvo => ({ side, cells: [cell], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } });
const recordOf = (salvos: RecordedSalvo[]): GameRecord => ({ variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos });

describe('turnInfo', () => {
  it("numbers the next salvo of the side to fire from 1, counting that side's salvos", () => {
    const salvos = [miss('blue', 0), miss('red', 0), miss('blue', 1), miss('red', 1), miss('blue', 2)];
    for (let n = 0; n <= salvos.length; n++) {
      const info = turnInfo(recordOf(salvos.slice(0, n)), variant);
      const next = n % 2 === 0 ? 'blue' : 'red';
      expect(info.next).toBe(next);
      expect(info.salvoNumber).toBe(salvos.slice(0, n).filter((s) => s.side === next).length + 1);
      expect(info.over).toBe(false);
    }
  });
});

describe('undo on a turn line and its comment', async () => {
  const { loadVariant } = await import('../../src/variant/load.js');
  const { parseRecord } = await import('../../src/record/parse.js');
  const { removeLastSalvo } = await import('../../src/record/session.js');
  const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  const head = 'variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: А1 -> мимо   # first shot\n';
  const undo = (line: string) => {
    const text = head + line;
    const record = parseRecord(text, morskoy).record;
    expect(record.salvos).toHaveLength(4);
    const removed = removeLastSalvo(text, record, morskoy);
    expect(removed.rewritten).toBe(false);
    expect(parseRecord(removed.text, morskoy).record.salvos).toEqual(record.salvos.slice(0, 3));
    return removed.text.slice(head.length);
  };

  it("a '#' inside a quoted announcement is no comment: nothing of the quote is left on the line", () => {
    expect(undo('  - red: Б1 Б2 В5 -> "попал, попал, мимо # ok"\n')).toBe('  - red: Б1 Б2 -> попал, попал\n');
  });

  it('a comment with an apostrophe in it stays on the line, as any comment does', () => {
    expect(undo("  - red: Б1 Б2 В5 -> попал, попал, мимо   # Ben's good turn\n")).toBe("  - red: Б1 Б2 -> попал, попал   # Ben's good turn\n");
  });
});
