/**
 * A record cut off in its last salvo, a cell of which cannot be read (`ZZ`, or `К` where the file
 * ends inside the letter after it): that cell was a shot all the same, as everywhere else, so the
 * cut-off warning counts it among the shots written, and says nothing of the size where the cells
 * written are what the side was owed. Before, `A1 A2 A3 A4 A5 ZZ` (6 where 6 were owed) was said
 * to be "5 shots where blue was owed 6 … if blue fired 5 shots, the salvo is the wrong size".
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';

async function warnings(variantId: string, text: string): Promise<{ code: string; message: string; salvo?: number }[]> {
  const variant = await loadVariant(variantId, { cwd: import.meta.dirname });
  return refereeRecord(parseRecord(text, variant), variant).warnings.map((w) => ({ code: w.code, message: w.message, ...(w.salvo !== undefined ? { salvo: w.salvo } : {}) }));
}

describe('the last salvo, cut off, with a cell that cannot be read', () => {
  it('as many cells written as owed, one unreadable: no word of its size', async () => {
    const w = await warnings('jutland', 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 ZZ\n');
    expect(w).toEqual([{ code: 'announcement-missing', message: "no announcement recorded for blue's salvo", salvo: 1 }]);
  });

  it('fewer written than owed: the unreadable cell counted among the shots written', async () => {
    const w = await warnings('jutland', 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 ZZ\n');
    expect(w.map((x) => x.code)).toEqual(['announcement-missing']);
    expect(w[0]!.message).toContain('its size (4 shots where blue was owed 6) is not judged');
  });

  it('an off-board cell is counted as before', async () => {
    const w = await warnings('jutland', 'variant: jutland\nsalvos:\n  - blue: A1 A2 K6\n');
    expect(w[0]!.message).toContain('its size (3 shots where blue was owed 6) is not judged');
  });

  it('a shot-by-shot game: the one cell written, unreadable, is the one shot owed', async () => {
    const text = 'variant: morskoy-boy\nsides: { первый: Оля, второй: Дима }\nsalvos:\n  - первый: В7 -> мимо\n  - второй: К\n';
    const w = await warnings('morskoy-boy', text);
    expect(w).toEqual([{ code: 'announcement-missing', message: "no announcement recorded for the salvo of второй", salvo: 2 }]);
  });
});
