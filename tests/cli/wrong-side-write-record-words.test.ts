/**
 * A line written under the wrong side (`wrong-side`), checked in another language than the
 * record's (`check --lang en` on a Морской бой record): the line to write was given in check's
 * language, `write - первый: Е8 Д8 Г8 А4 -> hit, hit, sunk, miss`, words the record does not use;
 * it is now in the record's own words, `-> попал, попал, убит, мимо`, as every other line to write
 * is. Its English says a side whose id takes no 's with 'of' or 'by' (`check judges them as fired
 * by второй`), not `второй's`.
 */
import { describe, expect, it } from 'vitest';
import { gameOf, written } from '../helpers/example-game.js';
import { runSalvo } from '../helpers/cli.js';

describe('wrong-side: the line to write in the record\'s words, whatever check speaks', () => {
  it('Морской бой, --lang en: a turn line of первый under второй', async () => {
    const dir = await gameOf('morskoy-boy', 200, (lines) => written(lines, 30, '- первый: Е8', '- второй: Е8'));
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    const line = en.stdout.split('\n').find((l) => l.includes('error wrong-side'));
    expect(line).toContain('(write - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо; if второй did fire them, out of turn, add forced: true to the line, and check judges them as fired by второй)');
    expect(line).not.toMatch(/\p{Script=Cyrillic}'s\b/u);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en', '--json'])).stdout) as { violations: { code: string; suggestion?: string }[] };
    expect(json.violations.find((v) => v.code === 'wrong-side')?.suggestion).toContain('write - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо;');
    // In the record's own language, the same line.
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout).toContain('(запишите - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо;');
  });
});
