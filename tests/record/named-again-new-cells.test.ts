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

/** `salvo check` of the text, in the record's language or `lang`: its output lines and exit code. */
async function checked(text: string, lang?: string): Promise<{ lines: string[]; code: number }> {
  const file = join(await mkdtemp(join(tmpdir(), 'salvo-')), 'g.yaml');
  await writeFile(file, text);
  const r = await runSalvo(process.cwd(), ['check', ...(lang !== undefined ? ['--lang', lang] : []), file]);
  return { lines: r.stdout.split('\n').filter((l) => / (error|ошибка|błąd) /u.test(l)), code: r.code };
}

describe('a salvo with new cells naming again a ship that fits no fleet taken at its word: one error, the named-again reading', () => {
  const head = 'variant: perelman\nlanguage: ru\nsides: { синие: Петя, красные: Вася }\nsalvos:\n';
  it('the ship named had all its hits already (the replay finds it): the repeat alone, read as "no hits"', async () => {
    // Three hits on the three-cell ship, then а3 again with two new cells, "трёхклеточный" said again.
    const text = `${head}  - синие: а1 б2 в3 -> трёхклеточный\n  - красные: к10 к9 к8 -> попаданий нет\n  - синие: а2 б3 в4 -> трёхклеточный\n  - красные: к7 к6 к5 -> попаданий нет\n  - синие: а3 б4 в5 -> трёхклеточный\n  - красные: к4 к3 к2 -> попаданий нет\n  - синие: а3 е5 е6 -> трёхклеточный\n`;
    const report = await judged('perelman', text);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 7]]);
    expect(report.breaches[0]!.suggestion).toContain(`the repeat at а3 hits nothing new, and the "трёхклеточный" красные announced for the salvo names again a ship hit before: it is read as "попаданий нет"`);
    const { lines } = await checked(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(':11:12: ошибка repeated-cell: залп 7:');
    expect(lines[0]).toContain('повтор по а3 ничего нового не поражает, а ответ стороны «красные» «трёхклеточный» на залп снова называет корабль, подбитый раньше, и считается ответом «попаданий нет»');
  });

  it('no fleet fits it at its word (the inference finds it): the repeat alone, read as "no hits", and the game after it judged so', async () => {
    // а1 hit the three-cell ship, к10 and к9 are too far from а1, б2, в3 for it: only "named again" fits.
    const text = `${head}  - синие: а1 б2 в3 -> трёхклеточный\n  - красные: к10 к9 к8 -> попаданий нет\n  - синие: а1 к10 к9 -> трёхклеточный\n`;
    const one = await checked(text, 'en');
    expect(one.lines).toHaveLength(1);
    expect(one.lines[0]).toContain(':7:12: error repeated-cell: salvo 3:');
    expect(one.lines[0]).toContain(`the repeat at а1 hits nothing new, and the "three-cell ship" красные announced for the salvo names again a ship hit before: it is read as "no hits"`);
    // Two hits more on the three-cell ship at new cells: three in all, read so; at its word, four.
    const more = `${text}  - красные: к7 к6 к5 -> попаданий нет\n  - синие: а2 д5 д6 -> трёхклеточный\n  - красные: к4 к3 к2 -> попаданий нет\n  - синие: а3 е5 е6 -> трёхклеточный\n`;
    const after = await checked(more, 'en');
    expect(after.lines.map((l) => / error ([a-z-]+):/u.exec(l)?.[1])).toEqual(['repeated-cell']);
  });

  it('where the announcement at its word fits a fleet, both readings are said still', async () => {
    const text = `${head}  - синие: а1 б2 в3 -> трёхклеточный\n  - красные: к10 к9 к8 -> попаданий нет\n  - синие: а1 а2 к9 -> трёхклеточный\n`;
    const { lines } = await checked(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('считается попаданием в новые клетки или, если он повторил для а1 сказанное раньше, ответом «попаданий нет»');
  });
});
