/**
 * A game of salvos, the fleet not revealed: a salvo with new cells and a repeat, whose announcement
 * names only the ships the earlier salvo at the repeat named. It is taken at its word (a hit among
 * the new cells), and the other reading, the ship named again for the repeat and the new cells
 * hitting nothing, is said with the repeat: one error, both readings.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSalvo } from '../helpers/cli.js';
import { loadVariant } from '../../src/variant/load.js';

async function judged(variantId: string, text: string) {
  const variant = await loadVariant(variantId, { cwd: process.cwd() });
  const parsed = parseRecord(text, variant);
  expect(parsed.diagnostics).toEqual([]);
  return refereeRecord(parsed, variant);
}

describe('a salvo with new cells naming again what its repeat hit', () => {
  it('Jutland: "destroyer 1" again with A1 called "destroyer 1" before: both readings said', async () => {
    const report = await judged('jutland', 'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 B8 -> destroyer 1\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: A1 J10 J9 J8 J7 J6 -> destroyer 1\n');
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
    expect(report.breaches[0]!.suggestion).toContain(`red's "destroyer 1" is read as a hit among the new cells, or, if it named again for A1 what was named before, as "no hits"`);
  });

  it('not said where the announcement names a ship the repeat did not hit before', async () => {
    const report = await judged('jutland', 'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 B8 -> destroyer 1\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: A1 J10 J9 J8 J7 J6 -> cruiser 1\n');
    expect(report.breaches.map((b) => b.code)).toEqual(['repeated-cell']);
    expect(report.breaches[0]!.suggestion).not.toContain('new cells');
  });

  it('Perelman, in Russian', async () => {
    const text = 'variant: perelman\nlanguage: ru\nsalvos:\n  - синие: а1 а2 а3 -> трёхклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: а1 б1 в1 -> трёхклеточный\n';
    const report = await judged('perelman', text);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
    const file = join(await mkdtemp(join(tmpdir(), 'salvo-')), 'g.yaml');
    await writeFile(file, text);
    expect((await runSalvo(process.cwd(), ['check', file])).stdout).toContain('ответ стороны «Красные» «трёхклеточный» считается попаданием в новые клетки или, если он повторил для а1 сказанное раньше, ответом «попаданий нет»');
  });
});
