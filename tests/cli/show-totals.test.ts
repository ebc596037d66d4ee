/**
 * `salvo show`'s totals beside the roster: a hit known from a salvo size, not from a report
 * naming its class, is in the total but in no class's tally; the total says so instead of
 * seeming to disagree with the boxes.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('salvo show totals', () => {
  it('says how many of the hits taken are in the class tallies (Perelman, 10 salvos, fleets not revealed)', async () => {
    const text = await readFile(join(root, 'examples/perelman.yaml'), 'utf8');
    const [head] = text.split('fleets:');
    const salvos = text.split('salvos:\n')[1]!.split('\n');
    const kept: string[] = [];
    let n = 0;
    for (const line of salvos) {
      if (line.startsWith('  - ') && ++n > 10) break;
      kept.push(line);
    }
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-'));
    await writeFile(join(dir, 'p.yaml'), `${head}salvos:\n${kept.join('\n')}\n`);
    const r = await runSalvo(dir, ['show', 'p.yaml', '--lang', 'en', '--side', 'синие']);
    expect(r.code).toBe(0);
    const total = /hits taken: (\d+) \((\d+) of them by class\)/u.exec(r.stdout);
    expect(total).not.toBeNull();
    // The tallies of the roster's "taken" column add up to the number said.
    const rows = r.stdout.split('\n').filter((l) => /^(I|II|III|IV|V|\+)\s/u.test(l));
    const filled = rows.map((l) => (l.split(/\s{2,}/u)[2] ?? '').replace(/[^■]/gu, '').length).reduce((a, b) => a + b, 0);
    expect(filled).toBe(Number(total![2]));
    expect(Number(total![1])).toBeGreaterThan(filled);
  });
});

describe('salvo show on a record with errors', () => {
  it('says to mend it, or to draw the game before the first error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-'));
    // Salvo 2's result mixes alphabets, salvo 4's cell is off the board.
    await writeFile(join(dir, 's.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б1 -> мимo\n  - blue: В1 -> мимо\n  - red: Z1 -> мимо\n  - blue: Г1 -> мимо\n');
    const r = await runSalvo(dir, ['show', 's.yaml', '--lang', 'en', '--side', 'blue', '--after', '4']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('s.yaml:4:16: error announcement-unknown-word: shot 2');
    expect(r.stderr).toContain("salvo: s.yaml has errors from shot 2 on: mend the record ('salvo check' lists every breach), or draw the game as it stood before it with --after 1");
    // As suggested: drawn, the errors after it said as errors, the game drawn before them.
    const before = await runSalvo(dir, ['show', 's.yaml', '--lang', 'en', '--side', 'blue', '--after', '1']);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('blue after 1 shot');
  });
});

describe('salvo show totals where no hit is in a class tally', () => {
  // Hits announced without their class ("hit", попал, trafiony): in the total, in no ship line.
  const cases: [string, string, string, string, string][] = [
    ['classic-1967', 'en', '  - blue: A1 -> miss\n  - red: A1 -> hit\n  - red: A2 -> hit\n', 'hits taken: 2 (none of them by class), given: 0', 'hits taken: 0, given: 2 (none of them by class)'],
    ['morskoy-boy', 'ru', '  - blue: А1 -> мимо\n  - red: А1 -> попал\n  - red: А2 -> попал\n', 'получено попаданий: 2 (из них в строках кораблей: ни одного), нанесено: 0', 'получено попаданий: 0, нанесено: 2 (из них в строках кораблей: ни одного)'],
    ['statki', 'pl', '  - blue: A1 -> pudło\n  - red: A1 -> trafiony\n  - red: A2 -> trafiony\n', 'trafienia otrzymane: 2 (żadne z nich nie jest w wierszach statków), zadane: 0', 'trafienia otrzymane: 0, zadane: 2 (żadne z nich nie jest w wierszach statków)'],
  ];
  it.each(cases)('%s (%s): says none are, never "0 of them"', async (variant, lang, salvos, blue, red) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-'));
    await writeFile(join(dir, 'g.yaml'), `variant: ${variant}\nsalvos:\n${salvos}`);
    const r = await runSalvo(dir, ['show', 'g.yaml', '--lang', lang]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(blue);
    expect(r.stdout).toContain(red);
    expect(r.stdout).not.toMatch(/\b0 of them|: 0\)|statków: 0/u);
  });

  it('one hit is said as one: not by class', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: classic-1967\nsalvos:\n  - blue: A1 -> miss\n  - red: A1 -> hit\n');
    const r = await runSalvo(dir, ['show', 'g.yaml', '--lang', 'en', '--side', 'blue']);
    expect(r.stdout).toContain('hits taken: 1 (not by class), given: 0');
  });
});
