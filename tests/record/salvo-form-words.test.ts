/**
 * Two sides written in one salvo item: the error names them in plain English, "ala and tomek are
 * both written here", not as a bare list ("ala, tomek are all written here").
 */
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { readRecordText } from '../../src/record/store.js';

async function salvoForm(text: string): Promise<{ message: string; line?: number; column?: number }[]> {
  const f = await readRecordText(text, 'g.yaml', loadRecordVariant);
  return f.diagnostics.filter((d) => d.code === 'salvo-form').map((d) => ({ message: d.message, line: d.line, column: d.column }));
}

describe('one salvo per item', () => {
  it('two sides in one item: "both", joined with "and", at the item', async () => {
    const found = await salvoForm('variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: C7 -> pudło\n  - ala: C8 -> pudło\n    tomek: C3 -> pudło\n');
    expect(found).toEqual([{ message: 'one salvo per item: ala and tomek are both written here', line: 7, column: 5 }]);
  });

  it('three keys in one item: "all", the last joined with "and"', async () => {
    const found = await salvoForm('variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n    red: B1 B2 B3 B4 B5 B6 -> no hits\n    green: C1 -> no hits\n');
    expect(found.map((d) => d.message)).toEqual(['one salvo per item: blue, red and green are all written here']);
  });
});
