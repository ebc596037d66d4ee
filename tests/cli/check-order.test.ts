/** `salvo check` in the file's order: warnings and breaches together, as a reader goes down the record. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('salvo check', () => {
  it('lists a warning after a breach written above it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-order-'));
    // Line 4: blue fires out of turn (a breach); line 5: red's salvo has no announcement (a warning).
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - blue: Б1 -> мимо\n  - red: В1\n  - blue: Г1 -> мимо\n');
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').filter((l) => /^g\.yaml:\d+:/u.test(l));
    expect(lines.map((l) => /^g\.yaml:(\d+):\d+: (\w+) ([\w-]+)/u.exec(l)?.slice(1))).toEqual([
      ['4', 'error', 'out-of-turn'],
      ['5', 'warning', 'announcement-missing'],
    ]);
  });
});

describe('salvo check on a record YAML cannot read', () => {
  const TEXT = 'variant: jutland\nsides:\n  blue: Ann\n  blue: Bob\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: C7: B3 J2 D10 G2 B1 -> no hits\n';

  it("lists a duplicate key before a syntax error below it, in text and in JSON", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-order-'));
    await writeFile(join(dir, 'g.yaml'), TEXT);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    const places = r.stderr.split('\n').filter((l) => l !== '').map((l) => /^g\.yaml:(\d+):(\d+): error ([\w-]+)/u.exec(l)?.slice(1));
    expect(places).toEqual([
      ['4', '3', 'duplicate-key'],
      ['7', '12', 'yaml-syntax'],
    ]);
    const j = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    const report = JSON.parse(j.stdout) as { violations: { code: string; line: number }[] };
    expect(report.violations.map((v) => [v.line, v.code])).toEqual([
      [4, 'duplicate-key'],
      [7, 'yaml-syntax'],
    ]);
  });

  it('keeps the note of syntax errors left unsaid after the last one said', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-order-'));
    // Four lines with a stray colon: three are said, then the note of the fourth; the duplicate key first.
    const bad = (c: string): string => `  - red: ${c}1: B3 J2 D10 G2 B1 -> no hits\n`;
    await writeFile(join(dir, 'g.yaml'), `${TEXT.split('  - red:')[0]}${bad('C')}${bad('D')}${bad('E')}${bad('F')}`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    const lines = r.stderr.split('\n').filter((l) => l !== '');
    expect(lines.map((l) => /^g\.yaml:(\d+):\d+: error ([\w-]+)/u.exec(l)?.slice(1))).toEqual([
      ['4', 'duplicate-key'],
      ['7', 'yaml-syntax'],
      ['8', 'yaml-syntax'],
      ['9', 'yaml-syntax'],
      ['9', 'yaml-syntax'],
    ]);
    expect(lines.at(-1)).toMatch(/and 1 more YAML syntax error after line 9/u);
  });
});

describe('who fires next while a result is not recorded', () => {
  it('record and check say the shooter may fire again, depending on the result', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-next-'));
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'g.yaml'])).code).toBe(0);
    // Морской бой: a hit earns another shot, so with В3's result not recorded either side may fire.
    const r = await runSalvo(dir, ['record', 'g.yaml', '--lang', 'en', 'blue', 'В3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("next: red, 1 shot (or blue, depending on shot 1's result)");
    const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(c.stdout).toContain("the game goes on: red to fire (or blue, depending on shot 1's result)");
    // In the game's language (Морской бой: Russian), as play says it, the sides by their Russian names.
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout).toContain('партия продолжается: стреляет сторона «Второй игрок» (или «Первый игрок», смотря по ответу на выстрел 1)');
    // Once red has fired, one side; and salvo 1, no longer the last, is said to be still without its result.
    const again = await runSalvo(dir, ['record', 'g.yaml', '--lang', 'en', 'red', 'А1', '-r', 'мимо']);
    const [first, second, ...rest] = again.stdout.split('\n');
    expect(first).toMatch(/next: blue, 1 shot$/u);
    expect(second).toMatch(/^shot 1 \(blue: В3\) has no result, and a shot now follows it/u);
    expect(rest).toEqual(['']);
  });
});
