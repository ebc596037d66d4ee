/**
 * Disputed records as players keep them, refereed by `salvo check`: every breach found once, at
 * its salvo, and nothing that is not one.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-disputed-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

interface Report {
  violations: { code: string; salvo?: number; line?: number }[];
}

describe('check on announcements no fleet could give, fleets not revealed', () => {
  // Salvo 2: a carrier of 5 cells "sunk" by its first hit. Salvo 6: a destroyer sunk at J10 with
  // its only neighbours (J9, I10) never fired at.
  const RECORD =
    'variant: classic-1967\nsalvos:\n' +
    '  - blue: C7 -> miss\n  - red: C2 -> sunk carrier\n' +
    '  - blue: C8 -> miss\n  - red: A1 -> hit\n' +
    '  - blue: C9 -> miss\n  - red: J10 -> sunk destroyer\n';

  it('reports an announcement the replay finds inconsistent once, and goes on to the next', async () => {
    const dir = await folder({ 'g.yaml': RECORD });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['announcement-inconsistent', 2],
      ['announcements-impossible', 6],
    ]);
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    // Why: a ship of 5 cells cannot sink with the one hit it may have taken.
    expect(text.stdout).toContain(
      "g.yaml:4:16: error announcement-inconsistent: shot 2: blue's announcement for red's shot 1: the aircraft carrier announced sunk after at most 1 hit on a ship of 5 cells [rule: announcements consistent; recorded: sunk aircraft carrier]",
    );
    expect(text.stdout).toContain('g.yaml:8:5: error announcements-impossible: shot 6: no legal fleet of blue fits the announcement of shot 6 (line 8): it announced "sunk destroyer" at J10');
    expect(text.stdout).toContain('g.yaml: 2 breaches in 6 shots');
  });
});

describe('check --json and the text agree', () => {
  it('counts an item that cannot be read among the salvos, as the text does', async () => {
    const dir = await folder({
      'g.yaml': 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - 42\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n',
    });
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    // The item that cannot be read is a reading error, counted apart from the breaches.
    expect(text.stdout).toContain('g.yaml: 1 reading error in 3 salvos;');
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { salvos: number };
    expect(json.salvos).toBe(3);
  });
});

describe('the arrow between cells and announcement, as editors and hands write it', () => {
  const jutland = (line: string): string => `variant: jutland\nsalvos:\n  - blue: C4 D5 E6 F7 H1 H3 ${line}\n  - red: B1 B2 B3 B4 -> no hits\n`;

  it.each(['–>', '—>', '−>', '-->', '⟶', '⇒'])('reads %s as the arrow', async (arrow) => {
    const dir = await folder({ 'g.yaml': jutland(`${arrow} battleship 4`) });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    // Battleship sunk: red fires 4 shots, as the announcement gives.
    expect(r.stdout).toBe('g.yaml: no breaches in 2 salvos; the game goes on: blue to fire\n');
    expect(r.code).toBe(0);
  });

  it.each([
    ['battleship 4', 29],
    ['> battleship 4', 31],
    ['- battleship 4', 31],
  ])('reads "%s" written without the arrow as the announcement, and says so', async (rest, column) => {
    const dir = await folder({ 'g.yaml': jutland(rest) });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(`g.yaml:3:${column}: warning salvo-arrow-missing: salvo 1: "battleship 4" is read as the announcement: no "->" stands before it`);
    expect(r.stdout).toContain('(write - blue: C4 D5 E6 F7 H1 H3 -> battleship 4)');
    expect(r.stdout).toContain('g.yaml: no breaches in 2 salvos');
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(r.code).toBe(0);
  });

  it('reads a turn line without the arrow, shot by shot', async () => {
    const dir = await folder({ 'g.yaml': 'variant: morskoy-boy\nsalvos:\n  - blue: А1 А2 попал, мимо\n  - red: Б1 -> мимо\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    const report = JSON.parse(r.stdout) as Report & { warnings: { code: string; salvo?: number; column?: number }[] };
    expect(report.violations).toEqual([]);
    expect(report.warnings.map((w) => [w.code, w.salvo, w.column])).toEqual([['salvo-arrow-missing', 1, 17]]);
  });

  it('leaves words that are no announcement as cells that cannot be read', async () => {
    const dir = await folder({ 'g.yaml': jutland('bogus words') });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('error cell-unreadable: salvo 1: cell "bogus"');
    expect(r.stdout).not.toContain('salvo-arrow-missing');
  });
});

describe('a salvo whose side has no ": " after it', () => {
  // Blue's battleship sinks in salvo 3 (red loses two guns), so red's salvo 4 of 4 shots is right.
  const record = (third: string): string =>
    'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
    `  - ${third}\n  - red: B1 B2 B3 B4 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`;

  it.each([
    ['blue C4 D5 E6 F7 H1 H3 -> battleship 4', 9],
    ['blue:C4 D5 E6 F7 H1 H3 -> battleship 4', 9],
  ])('reads "%s" as the salvo, says so, and judges the salvos after it with it', async (third, column) => {
    const dir = await folder({ 'g.yaml': record(third) });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(`g.yaml:5:${column}: warning salvo-colon-missing: salvo 3: read as a salvo of blue: a side is followed by ": " (write - blue: C4 D5 E6 F7 H1 H3 -> battleship 4)`);
    expect(r.stdout).toContain('g.yaml: no breaches in 5 salvos');
    expect(r.code).toBe(0);
    // The cells keep their own places: a cell off the board is placed at it.
    const off = await folder({ 'g.yaml': record(third.replace('H3', 'K3')) });
    const o = await runSalvo(off, ['check', 'g.yaml']);
    expect(o.stdout).toContain(`g.yaml:5:${column + 16}: error cell-off-board: salvo 3: cell "K3" is off the board`);
  });

  it('reads a semicolon typed for the colon ("blue; C4 …") as the salvo too, and says so', async () => {
    for (const third of ['blue; C4 D5 E6 F7 H1 H3 -> battleship 4', 'blue;C4 D5 E6 F7 H1 H3 -> battleship 4']) {
      const dir = await folder({ 'g.yaml': record(third) });
      const r = await runSalvo(dir, ['check', 'g.yaml']);
      expect(r.stdout, third).toContain('g.yaml:5:9: warning salvo-colon-missing: salvo 3: read as a salvo of blue: a side is followed by ": " (write - blue: C4 D5 E6 F7 H1 H3 -> battleship 4)');
      expect(r.stdout, third).toContain('g.yaml: no breaches in 5 salvos');
    }
    // The cells keep their own places.
    const off = await folder({ 'g.yaml': record('blue; C4 D5 E6 F7 H1 K3 -> battleship 4') });
    const o = await runSalvo(off, ['check', 'g.yaml']);
    expect(o.stdout).toContain('g.yaml:5:26: error cell-off-board: salvo 3: cell "K3" is off the board');
  });
});

describe('the salvo after an item that cannot be read', () => {
  it('is not called out of turn (who fired the lost item is unknown), and check says so', async () => {
    const dir = await folder({
      'g.yaml':
        'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
        '  - blu: C1 C2 C3 C4 C5 C6 -> no hits\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:5:5: error unknown-side: salvo 3');
    expect(r.stdout).not.toContain('out-of-turn');
    // The turn order gives salvo 3 to blue: red's salvo 4 is in turn after it, judged so.
    expect(r.stdout).not.toContain('turn-unjudged');
    expect(r.stdout).toContain('g.yaml: 1 reading error in 5 salvos');
  });

  it('is the turn play goes on from: a hit in it earns its side the next shot (Statki)', async () => {
    // Salvo 2 (red's, its side misspelt) is lost; blue's salvo 3 hits, so blue fires salvo 4 too.
    const dir = await folder({
      'g.yaml': 'variant: statki\nsalvos:\n  - blue: C7 -> pudło\n  - rde: C3 -> pudło\n  - blue: J2 -> trafiony\n  - blue: J3 -> pudło\n  - red: A1 -> pudło\n  - red: A2 -> pudło\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('g.yaml:4:5: error unknown-side: shot 2');
    // The turn order gives shot 2 to red, a miss: blue's shot 3 is in turn after it.
    expect(r.stdout).not.toContain('turn-unjudged');
    expect(r.stdout).not.toContain('error out-of-turn: shot 4');
    // Play went on from salvo 3 as fired: red missed at salvo 5, so salvo 6 is out of turn.
    expect(r.stdout).toContain("g.yaml:8:5: error out-of-turn: shot 6: red fired shot 3, but it was blue's turn");
    expect(r.stdout).toContain('g.yaml: 1 breach and 1 reading error in 6 shots');
  });

  it('is still called out of turn where the item before it was read', async () => {
    const dir = await folder({
      'g.yaml': 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:4:5: error out-of-turn: salvo 2');
    expect(r.stdout).not.toContain('turn-unjudged');
  });
});

describe('a repeat of a cell that could not be read', () => {
  interface Warned {
    violations: { code: string; salvo?: number; shooter?: string }[];
    warnings: { code: string; salvo?: number; message: string }[];
  }
  const line3 = (cells: string): string =>
    'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
    `  - blue: ${cells} -> no hits\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n  - blue: C1 E2 E3 E4 E5 E6 -> no hits\n  - red: D1 D2 D3 D4 D5 D6 -> no hits\n  - blue: F1 F2 F3 F4 F5 F6 -> no hits\n`;

  it.each([
    ['the line left out (its side misspelt)', line3('C1 C2 C3 C4 C5 C6').replace('  - blue: C1 C2', '  - blu: C1 C2'), 'salvo 3 is left out of the replay (see its error); the turn order gives it to blue'],
    ['the line naming no cell', line3(''), 'salvo 3 names no cell (see its error)'],
    ['a cell that cannot be read', line3('C-1 C2 C3 C4 C5 C6'), 'a cell of salvo 3 cannot be read'],
  ])('is said unjudged at the first later salvo of that side, where the mended record finds the repeat at or after it: %s', async (_, text, why) => {
    const dir = await folder({ 'g.yaml': text, 'm.yaml': line3('C1 C2 C3 C4 C5 C6') });
    const lost = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Warned;
    const mended = JSON.parse((await runSalvo(dir, ['check', 'm.yaml', '--json'])).stdout) as Warned;
    // The mended record: blue fires at C1 again in salvo 5.
    const repeats = mended.violations.filter((v) => v.code === 'repeated-cell');
    expect(repeats.map((v) => [v.shooter, v.salvo])).toEqual([['blue', 5]]);
    const said = lost.warnings.filter((w) => w.code === 'repeat-unjudged' && w.message.startsWith('whether blue '));
    expect(said).toHaveLength(1);
    expect(said[0]!.salvo).toBeLessThanOrEqual(repeats[0]!.salvo!);
    expect(said[0]!.message).toBe(`whether blue fires again at a cell of salvo 3 is not judged, here or after: ${why}`);
    expect(lost.violations.map((v) => v.code)).not.toContain('repeated-cell');
  });

  it('is not said for a cell off the board (fired at again, it is off the board again), nor where nothing is lost', async () => {
    const dir = await folder({ 'g.yaml': line3('K1 C2 C3 C4 C5 C6'), 'm.yaml': line3('C1 C2 C3 C4 C5 C6') });
    for (const f of ['g.yaml', 'm.yaml']) {
      const r = JSON.parse((await runSalvo(dir, ['check', f, '--json'])).stdout) as Warned;
      expect(r.warnings.map((w) => w.code)).not.toContain('repeat-unjudged');
    }
  });
});

describe('a salvo with a cell left out (it cannot be read, or is off the board)', () => {
  interface Found {
    violations: { code: string; salvo?: number }[];
    warnings: { code: string; salvo?: number }[];
  }
  const check = async (text: string): Promise<Found> => {
    const dir = await folder({ 'g.yaml': text });
    return JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Found;
  };
  const jutland = (cells: string): string =>
    `variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: ${cells} -> battleship 1, cruiser 1\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`;

  it('counts a cell that cannot be read among the shots a whole-salvo announcement answers: its hits may be there', async () => {
    const r = await check(jutland('A-1 B-2 C-3'));
    expect(r.violations.map((v) => v.code)).toEqual(['cell-unreadable', 'cell-unreadable', 'cell-unreadable']);
    // Off the board, the cells hit nothing: two hits for no shot on the board is a breach. They
    // were three shots called all the same, where red was owed six: the wrong size too.
    const off = await check(jutland('K1 K2 K3'));
    expect(off.violations.map((v) => v.code)).toEqual(['wrong-salvo-size', 'cell-off-board', 'cell-off-board', 'cell-off-board', 'announcement-inconsistent']);
  });

  it.each([
    ['В-7', 'cell-unreadable'],
    ['Ы7', 'cell-off-board'],
  ])('does not call the next salvo out of turn when the result written for it (%s) was a hit', async (cell, code) => {
    const r = await check(`variant: morskoy-boy\nsalvos:\n  - blue: ${cell} -> попал\n  - blue: В8 -> мимо\n  - red: А1 -> мимо\n`);
    expect(r.violations.map((v) => [v.code, v.salvo])).toEqual([[code, 1]]);
    // "попал" was said: blue fired again, as played (off the board, where the cell or its result is
    // wrong, either side may have fired next); nothing is left unjudged.
    expect(r.warnings.filter((w) => w.code === 'turn-unjudged')).toEqual([]);
  });
});

describe('a salvo line with no cells', () => {
  const JUTLAND =
    'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: -> no hits\n' +
    '  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n  - red:\n  - blue: C1 C2 C3 C4 C5 A1 -> no hits\n  - red: D1 D2 D3 D4 D5 D6 -> no hits\n';

  it('is one finding at its line and column, saying what is missing and what to do; the turns around it are judged', async () => {
    const dir = await folder({ 'g.yaml': JUTLAND });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report & { warnings: { code: string; salvo?: number }[] };
    // Salvo 5's repeat of A1 is still found; no size or turn breach comes of the lines without cells.
    expect(report.violations.map((v) => [v.code, v.salvo, v.line])).toEqual([
      ['salvo-no-cells', 2, 4],
      ['salvo-no-cells', 4, 6],
      ['repeated-cell', 5, 7],
    ]);
    expect(report.warnings.map((w) => w.code)).not.toContain('announcement-missing');
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    expect(text.stdout).toContain(
      "g.yaml:4:10: error salvo-no-cells: salvo 2: red's salvo names no cell: which cells it fired is not known, so neither they nor its size are judged [rule: record format] (write the cells fired after \"red:\", e.g. - red: A1 B1 C1 D1 E1 F1 -> no hits; or remove the line if no salvo was fired)",
    );
    // Red fired salvo 2 (its announcement read): blue's turn after it is judged, as every other.
    expect(report.warnings.map((w) => w.code)).not.toContain('turn-unjudged');
    // The repeats of the cells not named are the one thing left unjudged, said once.
    expect(text.stdout).toContain('g.yaml:8:5: warning repeat-unjudged: salvo 6: whether red fires again at a cell of salvos 2, 4 is not judged, here or after: salvos 2, 4 name no cell (see their errors)');
  });

  it.each([
    ['jutland', 'blue: A1 A2 A3 A4 A5 A6 -> no hits', 'red: -> no hits', 'red: B1 B2 B3 B4 B5 B6 -> no hits'],
    ['morskoy-boy', 'blue: А1 -> мимо', 'red: -> мимо', 'red: Б1 -> мимо'],
    ['statki', 'blue: A1 -> pudło', 'red: -> pudło', 'red: B1 -> pudło'],
    ['classic-salvo', 'blue: A1 A2 A3 A4 A5 -> miss, miss, miss, miss, miss', 'red: -> miss', 'red: B1 B2 B3 B4 B5 -> miss, miss, miss, miss, miss'],
  ])('in %s, calls the side firing again after a line naming no cell that hit nothing out of turn', async (variant, first, blind, again) => {
    const dir = await folder({ 'g.yaml': `variant: ${variant}\nsalvos:\n  - ${first}\n  - ${blind}\n  - ${again}\n` });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en']);
    const report = JSON.parse(r.stdout) as { violations: { code: string; salvo?: number; line?: number; column?: number; sideSalvo?: number; expected?: string }[]; warnings: { code: string }[] };
    expect(report.violations.map((v) => [v.code, v.salvo, v.line, v.column])).toEqual([
      ['salvo-no-cells', 2, 4, 10],
      ['out-of-turn', 3, 5, 5],
    ]);
    // The line naming no cell is red's first salvo, as on the paper chart.
    expect(report.violations[1]).toMatchObject({ sideSalvo: 2, expected: 'blue' });
    expect(report.warnings.map((w) => w.code)).not.toContain('turn-unjudged');
  });

  it('in Морской бой, gives the shooter of a line naming no cell announced a hit the next shot', async () => {
    const dir = await folder({ 'g.yaml': 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: -> попал\n  - blue: Б1 -> мимо\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    const report = JSON.parse(r.stdout) as Report & { warnings: { code: string }[] };
    expect(report.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['salvo-no-cells', 2],
      ['out-of-turn', 3],
    ]);
    expect(report.violations[1]).toMatchObject({ expected: 'red', recorded: 'blue' });
  });

  it('leaves the turn after it unjudged, and says why, where it claims a hit on a revealed fleet', async () => {
    const fleet = 'fleets:\n  blue: { броненосец: Г1-Г4, крейсер: [Ж3-И3, Е8-Е10], миноносец: [А2-А3, В9-Г9, И10-К10], подводная лодка: [З1, Б5, К5, А9] }\n';
    const dir = await folder({ 'g.yaml': `variant: morskoy-boy\n${fleet}salvos:\n  - blue: А1 -> мимо\n  - red: -> попал\n  - blue: Б1 -> мимо\n` });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    // "попал" on blue's revealed fleet: which ship was hit is not known, so the line is left out.
    expect(r.stdout).toContain("g.yaml:7:5: warning turn-unjudged: shot 3: whether it was blue's turn is not judged: shot 2 before it names no cell, and a hit was announced for it: which of blue's revealed ships it hit is not known; it was red's, so the turn after it was red's again (mend that shot, and check again)");
    expect(r.stdout).not.toContain('out-of-turn');
  });

  it('in Морской бой, names the one cell a shot has, and the structured form its cells key', async () => {
    const dir = await folder({
      'g.yaml': 'variant: morskoy-boy\nsides:\n  первый: Петя\n  второй: Вася\nsalvos:\n  - первый: В7 -> мимо\n  - второй: -> мимо\n  - первый: В3 -> мимо\n  - { side: второй, result: мимо }\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('g.yaml:7:13: error salvo-no-cells: shot 2: the shot of второй names no cell');
    expect(r.stdout).toContain('(write the cells fired after "второй:", e.g. - второй: А1 -> мимо; or remove the line if no shot was fired)');
    expect(r.stdout).toContain('(write the cells fired after "cells:", e.g. cells: А1; or remove the line if no shot was fired)');
    expect(r.stdout).not.toMatch(/announcement-length|wrong-salvo-size|out-of-turn/u);
    expect(r.stdout).toContain('g.yaml: 2 reading errors in 4 shots');
  });
});

describe('YAML slips in a salvo line, named where they are', () => {
  const rec = (line: string, next = '  - red: B1 B2 B3 B4 B5 B6 -> no hits'): string =>
    `variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n${line}\n${next}\n`;

  it.each([
    ['  - red: C7: B3 J2 D10 G2 B1 -> no hits', 12],
    ['  - red: C7 B3 J2 D10 G2 B1 -> battleship: 1', 42],
    ['  - red: C7 B3 J2 D10 G2 B1 -> no hits:', 39],
  ])('a stray colon in "%s"', async (line, column) => {
    const dir = await folder({ 'g.yaml': rec(line) });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stderr).toContain(`g.yaml:4:${column}: error yaml-syntax: a ":" and a space inside a value start a mapping there (remove the ":", or put the whole value in quotes)`);
    expect(r.code).toBe(1);
  });

  it.each([
    rec('  -red: C7 B3 J2 D10 G2 B1 -> no hits'),
    rec('  -red: C7 B3 J2 D10 G2 B1 -> no hits', '  - blue: B1 B2 B3 B4 B5 B6 -> no hits'),
  ])('a list item with no space after its dash', async (text) => {
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stderr).toContain('g.yaml:4:3: error yaml-syntax: "-red:" is no list item: the "-" of an item is followed by a space (write "- red:")');
    expect(r.code).toBe(1);
  });
});

describe('salvos written as keys with the dash glued on', () => {
  it('says to put a space after the dash', async () => {
    const dir = await folder({ 'g.yaml': 'variant: jutland\nsalvos:\n  -blue: A1 A2 A3 A4 A5 A6 -> no hits\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:3:3: error record-type: salvos is a list, one salvo per line [rule: record format] (write "- blue:": the "-" of an item is followed by a space)');
  });
});

describe('salvos after the game ended', () => {
  it('say with which salvo it ended, and how', async () => {
    const dir = await folder({
      'g.yaml': (await import('node:fs')).readFileSync(join(__dirname, '../../examples/morskoy-boy.yaml'), 'utf8') + '  - второй: А1 -> мимо\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain(
      'error after-game-end: shot 78: второй fired shot 33 after the game had ended [rule: no firing after the game ended; expected: no shot; recorded: 1 shot] (the game ended with shot 77: первый won, the enemy fleet sunk; remove the shots after it, or mend the one that ended it)',
    );
  });
});

describe('a record with no variant to read', () => {
  it.each([
    ['', 'g.yaml: error record-type: the record is empty (start the file with "variant: <template or file>")'],
    ['# nothing yet\n', 'g.yaml: error record-type: the record is empty (start the file with "variant: <template or file>")'],
    ['\ufeff', 'g.yaml: error record-type: the record is empty (start the file with "variant: <template or file>")'],
  ])('says an empty file is empty (%j)', async (text, line) => {
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stderr).toContain(line);
    expect(r.code).toBe(1);
  });

  it('names a variant key written another way', async () => {
    const dir = await folder({ 'g.yaml': 'Variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stderr).toContain('g.yaml:1:1: error record-variant-missing: the record does not say which variant was played (did you mean variant? write "variant:" for "Variant:")');
  });
});

describe('more ships sunk than the hits could sink', () => {
  it('says how many cells the smallest ships need', async () => {
    const shots = ['А1', 'В1', 'Д1', 'Ж1', 'И1'].map((c) => `  - blue: ${c} -> убит\n`).join('');
    const dir = await folder({ 'g.yaml': `variant: morskoy-boy\nsalvos:\n${shots}  - blue: А3 -> мимо\n` });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain(
      "g.yaml:7:17: error announcement-inconsistent: shot 5: red's announcement for blue's shot 5: 5 ships announced sunk after at most 5 hits, but the 5 smallest ships of the fleet have 6 cells [rule: announcements consistent; recorded: sunk]",
    );
  });
});

describe('the last cell of the fleet hit, and not announced sunk', () => {
  it('says the hit sinks the last ship', async () => {
    const text = (await import('node:fs')).readFileSync(join(__dirname, '../../examples/morskoy-boy.yaml'), 'utf8');
    const withoutFleets = text.replace(/^fleets:\n(?:^ .*\n)+/mu, '').replace('Е10 Д10 -> попал, убит', 'Е10 Д10 -> попал, попал');
    const dir = await folder({ 'g.yaml': withoutFleets });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain(
      "shot 77: the announcement of второй for shot 45 of первый: hit 20 on a fleet of 20 cells sinks its last ship, but it is announced as a hit [shot 2 of 2 on its line;",
    );
  });
});

describe('a one-shot salvo', () => {
  it("is not told as 'shot 1' in its announcement's problems (a turn line gives the shot's place)", async () => {
    const dir = await folder({ 'g.yaml': 'variant: classic-1967\nsalvos:\n  - blue: C7 -> sunk\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(
      "shot 1: red's announcement for blue's shot 1: a \"sunk\" must name its class, e.g. \"sunk Aircraft carrier\" (the classes are Aircraft carrier, Battleship, Cruiser, Submarine, Destroyer) [rule: announcements consistent; recorded: sunk]",
    );
  });
});

describe('a sunk after a hit that does not name its class, in the same salvo', () => {
  it('is not called too few hits: the unnamed hit may be on that ship', async () => {
    // Classic Salvo, the fleets not revealed: B1 hit (class not told), then A1 sinks the destroyer.
    const dir = await folder({ 'g.yaml': 'variant: classic-salvo\nsalvos:\n  - blue: J1 B1 J3 J5 A1 -> miss, hit, miss, miss, sunk destroyer\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toBe('g.yaml: no breaches in 1 salvo; the game goes on: red to fire\n');
    // Alone, the sunk is still too few hits.
    const alone = await folder({ 'g.yaml': 'variant: classic-salvo\nsalvos:\n  - blue: J1 H1 J3 J5 A1 -> miss, miss, miss, miss, sunk destroyer\n' });
    expect((await runSalvo(alone, ['check', 'g.yaml'])).stdout).toContain('shot 5: the destroyer announced sunk after at most 1 hit on a ship of 2 cells');
  });
});

describe("a salvo written under the player's name", () => {
  it('is read as that side, with a warning', async () => {
    const dir = await folder({
      'g.yaml': 'variant: jutland\nsides: { blue: Ann, red: Bob }\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - Bob: A1 A2 A3 A4 A5 A6 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:5:5: warning salvo-side-player: salvo 2: "Bob" is the player of red: read as a salvo of red (write - red: A1 A2 A3 A4 A5 A6 -> no hits)');
    expect(r.stdout).toContain('g.yaml: no breaches in 3 salvos');
    expect(r.code).toBe(0);
  });

  it('and a fleet under the player\'s name: read as that side\'s, with a warning, and judged as written under the side', async () => {
    const salvos = 'salvos:\n  - blue: C4 D5 E6 F7 A1 A2 -> battleship 4\n';
    const fleet = '{ battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }';
    const dir = await folder({
      'g.yaml': `variant: jutland\nsides: { blue: Ann, red: Bob }\nfleets:\n  Bob: ${fleet}\n${salvos}`,
      'w.yaml': `variant: jutland\nsides: { blue: Ann, red: Bob }\nfleets:\n  red: ${fleet}\n${salvos}`,
    });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    const w = await runSalvo(dir, ['check', 'w.yaml', '--json']);
    const report = JSON.parse(r.stdout) as { violations: unknown[]; warnings: { code: string; line?: number; message: string }[] };
    expect(report.warnings.map((x) => [x.code, x.line, x.message])).toEqual([['fleet-side-player', 4, '"Bob" is the player of red: read as the fleet of red']]);
    // The revealed fleet is judged: "battleship 4" sinks it, and the rest is as for red: written.
    expect(report.violations).toEqual((JSON.parse(w.stdout) as { violations: unknown[] }).violations.map((v) => JSON.parse(JSON.stringify(v).replaceAll('w.yaml', 'g.yaml'))));
  });
});

describe('a near miss of a phrase of several words', () => {
  it('is quoted whole, with the phrase meant', async () => {
    const dir = await folder({ 'g.yaml': 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hitz\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:3:32: error announcement-unknown-word: salvo 1: "no hitz" is not a phrase of this variant\'s announcements [rule: announcement readable] (did you mean no hits? If so, write the line: - blue: A1 A2 A3 A4 A5 A6 -> no hits)');
  });
});

describe('record with a side that is none of the game', () => {
  it("says the sides, and that their players and the variant's names for them are taken too", async () => {
    const dir = await folder({});
    expect((await runSalvo(dir, ['new', 'perelman', '--players', 'Петя,Вася', '-o', 'g.yaml'])).code).toBe(0);
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const hint = '(the sides are blue and red; a side may also be named by its player: Петя for blue, Вася for red; or as the variant names it: Синие for blue, Красные for red)';
    // A usage error, as show --side, suggest --side and infer --target have it: a `salvo:` line, exit 2
    // (in the record's language, Russian here, without --lang: tests/cli/side-names-spoken.test.ts),
    // then record's own, that nothing was recorded.
    const r = await runSalvo(dir, ['record', 'g.yaml', 'Коля', 'д3', 'е4', 'ж5', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`salvo: "Коля" is not a side of this game ${hint}\nsalvo: nothing recorded; g.yaml is unchanged\n`);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
    // With --json too: usage errors are never JSON (docs/scripting.md).
    const j = await runSalvo(dir, ['record', 'g.yaml', 'Коля', 'д3', 'е4', 'ж5', '--json']);
    expect(j.code).toBe(2);
    expect(j.stdout).toBe('');
    expect(j.stderr).toBe(r.stderr);
    for (const args of [['show', 'g.yaml', '--side', 'Коля'], ['suggest', 'g.yaml', '--side', 'Коля'], ['infer', 'g.yaml', '--target', 'Коля']]) {
      const u = await runSalvo(dir, [...args, '--lang', 'en']);
      expect(u.code).toBe(2);
      expect(u.stderr).toMatch(/^salvo: /u);
      expect(u.stderr).toContain(hint);
    }
    // As said: the player's name and the variant's are taken.
    expect((await runSalvo(dir, ['record', 'g.yaml', 'Синие', 'д3', 'е4', 'ж5', '-r', 'мимо'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'g.yaml', 'Вася', 'а1', 'а2', 'а3', '-r', 'мимо'])).code).toBe(0);
  });
});

describe('record with the announcement typed among the cells', () => {
  it('says to give it with --result, and leaves the record as it was', async () => {
    const text = 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n';
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'no', 'hits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error salvo-result-as-cells: "no hits" reads as the announcement, not as cells (give it with --result: salvo record g.yaml red A1 A2 A3 A4 A5 A6 --result "no hits")');
    expect(r.stderr).not.toContain('cell-unreadable');
    expect((await import('node:fs')).readFileSync(join(dir, 'g.yaml'), 'utf8')).toBe(text);
  });
});

describe('a ship named by its decks', () => {
  it('is read as the class of that size ("трёхпалубный" as трёхклеточный); four decks, two classes in Perelman, are told both', async () => {
    const dir = await folder({ 'g.yaml': 'variant: perelman\nsalvos:\n  - blue: а1 а2 а3 -> трёхпалубный\n  - red: а1 а2 а3 -> 3-х палубный\n  - blue: б1 б2 б3 -> четырёхпалубный\n' });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).not.toContain('g.yaml:3:');
    expect(r.stdout).not.toContain('g.yaml:4:');
    expect(r.stdout).toContain('g.yaml:5:23: error announcement-unknown-word: salvo 3: "четырёхпалубный" names a ship of 4 cells, and 2 classes are of 4 cells: четырёхклеточный, госпиталь [rule: announcement readable] (write which: четырёхклеточный or госпиталь)');
  });
});

describe('a record whose lines end with a carriage return alone (an old Mac file)', () => {
  it('is read line by line, and placed as its lines', async () => {
    const dir = await folder({ 'g.yaml': 'variant: jutland\rsalvos:\r  - blue: A1 A2 A3 A4 A5 A6 -> no hits\r  - red: K1 A2 A3 A4 A5 A6 -> no hits\r' });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:4:10: error cell-off-board: salvo 2: cell "K1" is off the board');
    expect(r.stdout).toContain('g.yaml: 1 breach in 2 salvos');
  });
});

describe('a salvo size after an item that cannot be read', () => {
  // Salvo 3 is lost (no side read): it may have sunk red's battleship, as it did, and red's 4 shots be right.
  const record = (fourth: string): string =>
    'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
    `  - blu: C4 D5 E6 F7 H1 H3 -> battleship 4\n  - ${fourth}\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`;

  it('is not called short: the lost salvo may have cost the side its shots (and check says so)', async () => {
    const dir = await folder({ 'g.yaml': record('red: B1 B2 B3 B4 -> no hits') });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).not.toContain('wrong-salvo-size');
    expect(r.stdout).toContain("g.yaml:6:5: warning size-unjudged: salvo 4: red's 4 shots are not judged: salvo 3 before it names no side this game has, and may have cost red shots");
    expect(r.stdout).toContain('g.yaml: 1 reading error in 5 salvos');
  });

  it('is still called long: no salvo gives a side shots', async () => {
    const dir = await folder({ 'g.yaml': record('red: B1 B2 B3 B4 B5 B6 B7 -> no hits') });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain("g.yaml:6:5: error wrong-salvo-size: salvo 4: red's salvo 2 has 7 shots; red was owed 6");
  });
});

describe('a salvo numbered as on the paper (- 4. ala: …)', () => {
  const record =
    'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n' +
    '  - ala: C7 -> pudło\n  - 2. tomek: C3 -> pudło\n  - 4 ala: J2 -> trafiony\n  - ala: J3 -> pudło\n';

  it('is read as the side\'s salvo, with a warning that says the number is its place (and which, where the paper skipped one)', async () => {
    const dir = await folder({ 'g.yaml': record });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:8:5: ostrzeżenie salvo-numbered: strzał 2: „2. tomek” odczytano jako strzał strony „tomek”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 2) (napisz - tomek: C3 -> pudło)');
    expect(r.stdout).toContain('g.yaml:9:5: ostrzeżenie salvo-numbered: strzał 3: „4 ala” odczytano jako strzał strony „ala”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 3, strzał 2 strony „ala”, a nie 4) (napisz - ala: J2 -> trafiony)');
    expect(r.stdout).toContain('g.yaml: brak naruszeń, w zapisie są 4 strzały');
    expect(r.code).toBe(0);
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('g.yaml:9:5: warning salvo-numbered: shot 3: "4 ala" read as a shot of ala: a shot\'s number is not written, its place in the list gives it (this is shot 3, shot 2 of ala, not 4) (write - ala: J2 -> trafiony)');
    const ru = await folder({ 'g.yaml': 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - 2. red: Б1 -> мимо\n' });
    expect((await runSalvo(ru, ['check', 'g.yaml'])).stdout).toContain('g.yaml:4:5: предупреждение salvo-numbered: выстрел 2: «2. red» прочитано как выстрел стороны «Второй игрок»: номер выстрела не пишется, его даёт место в списке (это выстрел 2) (напишите - red: Б1 -> мимо)');
    // A game of salvos (Перельман's) says залп, as before.
    const perelman = (await readFile(join(import.meta.dirname, '..', '..', 'examples', 'perelman.yaml'), 'utf8')).replace('  - красные: г10 з2 б1', '  - 2. красные: г10 з2 б1');
    const salvos = await folder({ 'g.yaml': perelman });
    expect((await runSalvo(salvos, ['check', 'g.yaml'])).stdout).toContain('предупреждение salvo-numbered: залп 2: «2. красные» прочитано как залп стороны «красные»: номер залпа не пишется, его даёт место в списке (это залп 2) (напишите - красные: г10 з2 б1 -> трёхклеточный)');
  });
});
