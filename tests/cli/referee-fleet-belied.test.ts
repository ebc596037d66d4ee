/**
 * A fleet written under fleets: that the side's announcements contradict at several salvos while
 * they fit a legal fleet all the same (a ship moved between games, or another game's fleet):
 * `check` warns so at the fleet, naming the salvos, with the command that places the ships.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-belied-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

interface Report {
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; message: string; suggestion?: string; line?: number; column?: number }[];
}

const HEAD =
  'variant: classic-salvo\nsides: { blue: Sam, red: Priya }\nfleets:\n' +
  '  blue: { aircraft carrier: C2-G2, battleship: E4-E7, cruiser: E8-E10, submarine: G3-I3, destroyer: I6-J6 }\n' +
  '  red: { aircraft carrier: H6-H10, battleship: A10-D10, cruiser: A2-A4, submarine: H4-J4, destroyer: G7-G8 }\n' +
  'salvos:\n';

/**
 * Red's fleet of another game: its cruiser on F2-F4, not A2-A4 (one ship copied wrong is said
 * otherwise: fleet-copied-wrong, tests/cli/check-fleet-copied-wrong.test.ts).
 */
const ANOTHER = HEAD.replace('cruiser: A2-A4, submarine: H4-J4', 'cruiser: F2-F4, submarine: H4-J4');

/** Red's battleship was on A9-D9 in this game; the fleet has it on A10-D10, as in the last one. */
const MOVED =
  '  - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, miss, miss\n' +
  '  - red: B1 H8 D8 I5 J3 -> miss, miss, miss, miss, miss\n' +
  '  - blue: D9 E10 C10 B10 A4 -> hit, miss, miss, miss, hit\n' +
  '  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss\n' +
  '  - blue: C9 B9 A9 A5 A3 -> hit, hit, sunk battleship, miss, hit\n';

describe('check on a fleet the announcements belie', () => {
  it('warns at the fleet where red played its battleship a row higher than written', async () => {
    // Red's battleship was on A9-D9 in this game; the fleet has it on A10-D10, as in the last one, and its cruiser elsewhere.
    const dir = await folder(
      ANOTHER + MOVED,
    );
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout.split('\n')[0]).toBe(
      "g.yaml:5:8: warning fleet-belied: red's announcements fit a legal fleet, but not the fleet written for red under fleets: red's announcements for blue's salvos 1, 2, 3 (salvos 1, 3, 5) contradict it " +
        "(compare red's fleet with its own chart of this game: was a ship moved, or is it another game's fleet? salvo infer g.yaml --target red places its ships by the announcements)",
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['announcement-contradicts-fleet', 1],
      ['announcement-contradicts-fleet', 3],
      ['announcement-contradicts-fleet', 5],
    ]);
    expect(json.warnings.map((w) => [w.code, w.line, w.column])).toEqual([['fleet-belied', 5, 8]]);
  });

  it('quotes a file name with a space in the command it gives, as a shell reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-belied-'));
    await writeFile(
      join(dir, 'my game.yaml'),
      ANOTHER + MOVED,
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'my game.yaml', '--json'])).stdout) as Report;
    expect(json.warnings.map((w) => w.code)).toEqual(['fleet-belied']);
    expect(json.warnings[0]!.suggestion).toContain('salvo infer "my game.yaml" --target red places its ships');
  });

  it('does not warn for one announcement the fleet belies, nor where no legal fleet gives the announcements', async () => {
    const one = await folder(HEAD + '  - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, hit, miss\n  - red: B1 H8 D8 I5 J3 -> miss, miss, miss, miss, miss\n  - blue: D9 E10 C10 B10 A4 -> hit, miss, miss, hit, hit\n');
    const a = JSON.parse((await runSalvo(one, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(a.violations.map((v) => v.code)).toEqual(['announcement-contradicts-fleet']);
    expect(a.warnings).toEqual([]);
    // The battleship "sunk" at its second hit: no fleet gives that, so the fleet written is not the one to doubt.
    const early = await folder(
      HEAD +
        '  - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, hit, miss\n' +
        '  - red: B1 H8 D8 I5 J3 -> miss, miss, miss, miss, miss\n' +
        '  - blue: D9 E10 C10 B10 A4 -> miss, miss, sunk battleship, hit, hit\n' +
        '  - red: E9 A7 I9 I8 -> hit, miss, miss, miss\n' +
        '  - blue: A10 A5 A3 B4 J10 -> hit, miss, hit, miss, miss\n',
    );
    const b = JSON.parse((await runSalvo(early, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(b.violations.filter((v) => v.code === 'announcement-contradicts-fleet').length).toBe(2);
    expect(b.warnings.map((w) => w.code)).not.toContain('fleet-belied');
  });

  it('says it in Russian in a Морской бой record, in English with --lang en', async () => {
    const dir = await folder(
      'variant: morskoy-boy\nsides: { первый: Оля, второй: Дима }\nfleets:\n  второй:\n    броненосец: Б4-Д4\n    крейсер: [Б6-Б8, Г8-Е8]\n' +
        '    миноносец: [Г2-Д2, З9-З10, Д10-Е10]\n    подводная лодка: [Б2, К2, К4, К8]\n' +
        'salvos:\n  - первый: Ж5 -> попал\n  - первый: Ж6 -> убит\n  - первый: А1 -> мимо\n  - второй: В3 -> мимо\n',
    );
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout.split('\n')[0]).toBe(
      'g.yaml:5:5: предупреждение fleet-belied: ответы стороны «второй» подходят допустимому флоту, но не флоту, записанному под fleets: ему противоречат ответы стороны «второй» на выстрелы 1, 2 стороны «первый» ' +
        '(сверьте флот стороны «второй» с её листком этой партии: не передвинут ли корабль, не флот ли это другой партии? salvo infer g.yaml --target второй расставит её корабли по ответам)',
    );
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("g.yaml:5:5: warning fleet-belied: the announcements of второй fit a legal fleet, but not the fleet written for второй under fleets: the announcements of второй for shots 1, 2 of первый contradict it");
  });
});
