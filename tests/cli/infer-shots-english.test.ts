/**
 * `infer` and `play --hints` in English on a game of single shots (the 1967 game, Statki and
 * Морской бой with --lang en) count shots in their heading and in why no fleet fits, as the
 * Russian and Polish do (после 20 выстрелов по нему, po 20 strzałach): after 20 shots against it,
 * to shot 39 of the game; None fits after shot 4; shot 1 (line 3) announced "hit". A game of
 * salvos says salvo as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvoApart } from '../helpers/cli.js';
import { playText } from '../../src/cli/commands/play-text.js';

describe('infer in English on a game of single shots', () => {
  it('counts shots in its heading', async () => {
    const r = await runSalvoApart(process.cwd(), ['infer', 'examples/classic-1967.yaml', '--target', 'red', '--after', '20']);
    expect(r.stdout.split('\n')[0]).toBe("Battleship (1967 rules): the fleet of red (Jenny) after 20 shots against it, to shot 39 of the game (blue's 20th)");
  });

  it('names shots where no fleet fits', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-shots-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> trafiony\n  - blue: B1 -> pudło\n  - red: A1 -> pudło\n  - blue: A2 -> pudło\n');
    const r = await runSalvoApart(dir, ['infer', 'g.yaml', '--target', 'red', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("red's fleet after 3 shots against it, to shot 4 of the game (blue's 3rd)");
    expect(r.stdout).toContain("None fits after shot 4; these conflict: shots 1, 2, 4 (numbered as in the record, as 'salvo check' numbers them).");
    expect(r.stdout).toContain('shot 1 (line 3) announced "hit" at A1, but every ship through A1 covers a cell announced "miss": B1 (shot 2, line 4), A2 (shot 4, line 6)');
    expect(r.stdout).not.toMatch(/\bsalvos? \d/u);
    // --json's why so too, as check --json's message says it.
    const json = await runSalvoApart(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
    expect((JSON.parse(json.stdout) as { conflict: { why: string } }).conflict.why).toMatch(/^shot 1 \(line 3\) announced "hit" at A1, .*\(shot 2, line 4\)/u);
  });

  it("gives play --hints the same heading, and a game of salvos its salvos", () => {
    const one = playText('en', true).hint;
    expect(one.heading('Statki', 'tomek', 1) + one.lastSalvo(2, 'ala', 1)).toBe("Statki: tomek's fleet after 1 shot against it, to shot 2 of the game (ala's 1st)");
    expect(one.took('0.1', true)).toBe("(0.1 s; run 'salvo check' to find the first impossible shot)");
    const many = playText('en', false).hint;
    expect(many.heading('Jutland', 'red', 2) + many.lastSalvo(3, 'blue', 2)).toBe("Jutland: red's fleet after 2 salvos against it, to salvo 3 of the game (blue's 2nd)");
    expect(many.noneFits(4, undefined, [1, 4])).toBe("None fits after salvo 4; these conflict: salvos 1, 4 (numbered as in the record, as 'salvo check' numbers them).");
  });
});
