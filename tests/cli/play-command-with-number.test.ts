/**
 * A command typed at play's prompts with a number after it (`undo 2`, `отмена 2`, `cofnij 2`,
 * `show 3`) is said to be a command typed alone, and of undo, that it takes back the last salvo,
 * and typed again the one before; nothing is undone or saved. Before, the cells prompt read it as
 * a cell off the board ("there is no column undo"), and the result prompt as two words of no
 * announcement.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-command-number-'));
});

describe('play: a command with a number after it', () => {
  it('classic Salvo, at the cells prompt and at the result prompt; the salvos stay', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 's.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], ['a1 b1 c1 d1 e1', 'all miss', 'undo 2', 'show 3', 'a2 b2 c2 d2 e2', 'undo 2', 'miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> undo 2\n"undo 2" is not taken: undo is a command, typed alone; it takes back the last salvo, and typed again, the one before\n');
    expect(r.stdout).toContain('cells> show 3\n"show 3" is not taken: show is a command, typed alone\n');
    expect(r.stdout).toContain('result> undo 2\n"undo 2" is not taken: undo is a command, typed alone\nresult> miss\n');
    expect(r.stdout).not.toMatch(/cell-off-board|announcement-unknown-word|removed salvo/u);
    const saved = await readFile(join(dir, 's.yaml'), 'utf8');
    expect(saved).toContain('- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss\n');
    expect(saved).toContain('- red: A2 B2 C2 D2 E2 -> miss, miss, miss, miss, miss\n');
  });

  it('Морской бой in Russian and Statki in Polish, each counting shots', async () => {
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    const ru = await runSalvo(dir, ['play', 'm.yaml', '--no-charts'], ['а1', 'мимо', 'отмена 2', 'quit'].join('\n'));
    expect(ru.stdout).toContain('клетки> отмена 2\n«отмена 2» не принято: отмена — команда, её набирают отдельно; она отменяет последний выстрел, а набранная ещё раз — предыдущий\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('- blue: А1 -> мимо\n');
    expect((await runSalvo(dir, ['new', 'statki', '-o', 't.yaml'])).code).toBe(0);
    const pl = await runSalvo(dir, ['play', 't.yaml', '--no-charts'], ['a1', 'pudło', 'cofnij 2', 'quit'].join('\n'));
    expect(pl.stdout).toContain('pola> cofnij 2\n„cofnij 2” nie przyjęte: cofnij to polecenie, wpisuje się je samo; cofa ostatni strzał, a wpisane jeszcze raz — poprzedni\n');
  });

  it('Perelman: salvos, in Russian', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'p.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['отмена 2', 'quit'].join('\n'));
    expect(r.stdout).toContain('«отмена 2» не принято: отмена — команда, её набирают отдельно; она отменяет последний залп, а набранная ещё раз — предыдущий\n');
  });

  it('Jutland: on an empty record too, said, nothing undone', async () => {
    expect((await runSalvo(dir, ['new', 'jutland', '-o', 'j.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'j.yaml', '--no-charts'], ['undo 1', 'quit'].join('\n'));
    expect(r.stdout).toContain('"undo 1" is not taken: undo is a command, typed alone; it takes back the last salvo, and typed again, the one before\n');
    expect(r.stdout).not.toMatch(/nothing to undo/u);
  });

  it('words after a command, no number, are said as before, with the line\'s other words', async () => {
    const r = await runSalvo(dir, ['play', 'j.yaml', '--no-charts'], ['undo last', 'quit'].join('\n'));
    expect(r.stdout).toContain('"undo last" holds no cell of this board (columns A–J, rows 1–10): type the cells fired (e.g. A1), or help for the commands; undo is a command: type it alone\n');
  });
});
