/**
 * A key written twice in a game record (a second `sides:` pasted below the first, a ship class
 * twice under a fleet) is told at the repeat, with the line where the key was first written, so
 * that a referee finds both without searching the file.
 */
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { readRecordText } from '../../src/record/store.js';
import { fileSaid } from '../../src/variant/file-text.js';

async function repeats(text: string): Promise<{ message: string; line?: number; parts?: unknown }[]> {
  const f = await readRecordText(text, 'g.yaml', loadRecordVariant);
  return f.diagnostics.filter((d) => d.code === 'duplicate-key').map((d) => ({ message: d.message, line: d.line, parts: d.parts }));
}

describe('a key written twice in a record', () => {
  it('sides twice: told at the second, naming the line of the first, in en, ru and pl', async () => {
    const found = await repeats('variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsides:\n  ala: Ala\nsalvos:\n  - ala: C7 -> pudło\n');
    expect(found.map((d) => [d.message, d.line])).toEqual([['the key "sides" appears twice in this mapping, first at line 3', 6]]);
    const parts = found[0]!.parts as Parameters<typeof fileSaid>[1];
    expect(fileSaid('duplicate-key', parts, 'ru')?.message).toBe('ключ «sides» встречается в этом словаре дважды, впервые в строке 3');
    expect(fileSaid('duplicate-key', parts, 'pl')?.message).toBe('klucz „sides” występuje w tym słowniku dwa razy, pierwszy raz w wierszu 3');
  });

  it('a class twice under a fleet: the first line is the class’s own, inside the fleet', async () => {
    const found = await repeats('variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nfleets:\n  ala:\n    pancernik: D1-D4\n    krążownik: [G3-I3, F8-F10]\n    pancernik: D6-D9\nsalvos:\n  - ala: C7 -> pudło\n');
    expect(found.map((d) => [d.message, d.line])).toEqual([['the key "pancernik" appears twice in this mapping, first at line 7', 9]]);
  });
});
