/**
 * `salvo record` says under every refusal that nothing was recorded and the file is unchanged, so
 * that a player at the table knows at once whether the salvo is in the file: under a cell or a
 * result word it cannot read, a side the game does not have, a language the variant lacks, a
 * record it cannot read (en/ru/pl; English with --json, whose JSON is as before); and a salvo
 * accepted is said back with the note written with it.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EN = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> no hits\n';
const RU = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый:\n  второй:\nsalvos:\n  - первый: А1 -> мимо\n';
const PL = 'variant: statki\nlanguage: pl\nsides:\n  ala:\n  tomek:\nsalvos:\n  - ala: A1 -> pudło\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-nothing-'));
});

/** Write `text` to `name`, run record on it with `args`; what it said, and whether the file is as it was. */
async function refused(name: string, text: string, args: string[]): Promise<{ code: number; stdout: string; lines: string[]; unchanged: boolean }> {
  await writeFile(join(dir, name), text);
  const r = await runSalvo(dir, ['record', name, ...args]);
  return { code: r.code, stdout: r.stdout, lines: r.stderr.trimEnd().split('\n'), unchanged: (await readFile(join(dir, name), 'utf8')) === text };
}

describe('record refusing what it cannot read', () => {
  it('says under a cell off the board that nothing was recorded', async () => {
    const r = await refused('cell.yaml', EN, ['red', 'B1', 'Z9', 'B3', 'B4', 'B5', '-r', 'no hits']);
    expect(r.code).toBe(1);
    expect(r.unchanged).toBe(true);
    expect(r.lines[0]).toMatch(/^error cell-off-board: "Z9" is off the board/u);
    expect(r.lines.at(-1)).toBe('salvo: nothing recorded; cell.yaml is unchanged');
  });

  it('says it under a result word not known, in Russian and in Polish', async () => {
    const ru = await refused('word-ru.yaml', RU, ['второй', 'Б1', '-r', 'мимщ']);
    expect(ru.code).toBe(1);
    expect(ru.unchanged).toBe(true);
    expect(ru.lines).toEqual([expect.stringMatching(/^ошибка announcement-unknown-word: «мимщ»/u), 'salvo: ничего не записано; word-ru.yaml не изменён']);
    const pl = await refused('word-pl.yaml', PL, ['tomek', 'B1', '-r', 'pudXo']);
    expect(pl.code).toBe(1);
    expect(pl.unchanged).toBe(true);
    expect(pl.lines).toEqual([expect.stringMatching(/^błąd announcement-unknown-word: „pudXo”/u), 'salvo: nic nie zapisano; word-pl.yaml bez zmian']);
  });

  it('says it under a side the game does not have (exit 2), in the record\'s language', async () => {
    const r = await refused('side.yaml', RU, ['третий', 'Б1', '-r', 'мимо']);
    expect(r.code).toBe(2);
    expect(r.unchanged).toBe(true);
    expect(r.lines).toEqual([expect.stringMatching(/^salvo: «третий» — не сторона этой игры/u), 'salvo: ничего не записано; side.yaml не изменён']);
  });

  it('says it under a language the variant lacks, in English', async () => {
    const r = await refused('lang.yaml', EN, ['red', 'B1', 'B2', 'B3', 'B4', 'B5', '-r', 'no hits', '--lang', 'de']);
    expect(r.code).toBe(2);
    expect(r.unchanged).toBe(true);
    expect(r.lines).toEqual(['salvo: classic-salvo has no language "de" (it has en)', 'salvo: nothing recorded; lang.yaml is unchanged']);
  });

  it('says it under a record whose YAML cannot be read', async () => {
    const broken = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: [A1\n';
    const r = await refused('broken.yaml', broken, ['red', 'B1']);
    expect(r.code).toBe(1);
    expect(r.unchanged).toBe(true);
    expect(r.lines.at(-1)).toBe('salvo: nothing recorded; broken.yaml is unchanged');
  });

  it('with --json, says it in English on standard error, the JSON as before', async () => {
    const r = await refused('json.yaml', RU, ['второй', 'Б1', '-r', 'мимщ', '--json']);
    expect(r.code).toBe(1);
    expect(r.unchanged).toBe(true);
    expect(r.lines.at(-1)).toBe('salvo: nothing recorded; json.yaml is unchanged');
    const json = JSON.parse(r.stdout) as { ok: boolean; violations: { code: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => v.code)).toEqual(['announcement-unknown-word']);
  });

  it('says nothing of a file unchanged where there is no record', async () => {
    const r = await runSalvo(dir, ['record', 'not-there.yaml', 'red', 'B1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no such file');
    expect(r.stderr).not.toContain('nothing recorded');
  });
});

describe('record accepting a salvo', () => {
  it('says the note written with it back, in the record\'s language, and gives it in --json', async () => {
    await writeFile(join(dir, 'noted.yaml'), 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos: []\n');
    const en = await runSalvo(dir, ['record', 'noted.yaml', 'blue', 'A1', 'B2', 'C3', 'D4', 'E5', '-r', 'miss, miss, hit, miss, miss', '--note', 'called loudly']);
    expect(en.code).toBe(0);
    // As docs/commands.md quotes it.
    expect(en.stdout).toBe('salvo 1 recorded: blue: A1 B2 C3 D4 E5 -> miss, miss, hit, miss, miss (note: called loudly); next: red, 5 shots\n');
    expect(await readFile(join(dir, 'noted.yaml'), 'utf8')).toContain('  - blue: A1 B2 C3 D4 E5 -> miss, miss, hit, miss, miss\n    note: called loudly\n');
    await writeFile(join(dir, 'noted-ru.yaml'), RU);
    // A turn of three shots: the note said once, as the file writes it once, on the turn's line.
    const ru = await runSalvo(dir, ['record', 'noted-ru.yaml', 'второй', 'Б1', 'Б2', 'Б3', '-r', 'попал, убит, мимо', '--note', 'ход']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toMatch(/^выстрелы 2–4 записаны: второй: Б1 Б2 Б3 -> попал, убит, мимо \(примечание: ход\); следующий ход/u);
    await writeFile(join(dir, 'noted-pl.yaml'), PL);
    const json = await runSalvo(dir, ['record', 'noted-pl.yaml', 'tomek', 'B1', '-r', 'pudło', '--note', 'głośno', '--json']);
    expect(json.code).toBe(0);
    const recorded = (JSON.parse(json.stdout) as { recorded: { salvo: number; note?: string }[] }).recorded;
    expect(recorded).toEqual([expect.objectContaining({ salvo: 2, note: 'głośno' })]);
    const pl = await runSalvo(dir, ['record', 'noted-pl.yaml', 'ala', 'C1', '-r', 'pudło', '--note', 'cicho']);
    expect(pl.stdout).toMatch(/^zapisano strzał 3: ala: C1 -> pudło \(uwaga: cicho\); teraz/u);
  });
});

describe("record refused by the command line's parser (an argument missing, an option unknown)", () => {
  it('says under commander\'s error and the usage line that nothing was recorded, exit 2', async () => {
    const r = await refused('no-cells.yaml', EN, ['blue']);
    expect(r.code).toBe(2);
    expect(r.unchanged).toBe(true);
    expect(r.lines).toEqual(["error: missing required argument 'cells'", expect.stringMatching(/^usage: salvo record /u), 'salvo: nothing recorded; no-cells.yaml is unchanged']);
    const unknown = await refused('unknown.yaml', EN, ['red', 'B1', '--frob', '-r', 'no hits']);
    expect(unknown.code).toBe(2);
    expect(unknown.unchanged).toBe(true);
    expect(unknown.lines).toEqual(["error: unknown option '--frob'", expect.stringMatching(/^usage: salvo record /u), 'salvo: nothing recorded; unknown.yaml is unchanged']);
  });

  it('finds the record after options that take a value, and says it in the language --lang gives (ru, pl)', async () => {
    const ru = await refused('ru.yaml', RU, ['второй', 'Б1', '--frob', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.lines.at(-1)).toBe('salvo: ничего не записано; ru.yaml не изменён');
    await writeFile(join(dir, 'pl.yaml'), PL);
    const pl = await runSalvo(dir, ['record', '--lang=pl', '-r', 'pudło', '--note', 'x', 'pl.yaml', 'tomek']);
    expect(pl.code).toBe(2);
    expect(pl.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: nic nie zapisano; pl.yaml bez zmian');
    expect(await readFile(join(dir, 'pl.yaml'), 'utf8')).toBe(PL);
  });

  it('names no file where none was given or it is not there, and keeps English with --json', async () => {
    const none = await runSalvo(dir, ['record', '--lang', 'pl']);
    expect(none.code).toBe(2);
    expect(none.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: nic nie zapisano');
    const gone = await runSalvo(dir, ['record', 'gone.yaml', 'blue']);
    expect(gone.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: nothing recorded');
    const json = await refused('json.yaml', EN, ['blue', '--json', '--lang', 'ru']);
    expect(json.code).toBe(2);
    expect(json.lines.at(-1)).toBe('salvo: nothing recorded; json.yaml is unchanged');
  });

  it('names no file where a folder was given for the record: a folder is no record to be unchanged', async () => {
    await mkdir(join(dir, 'games'), { recursive: true });
    const read = await runSalvo(dir, ['record', 'games', 'blue', 'A1']);
    expect(read.code).toBe(1);
    expect(read.stderr).toBe('games: error not-a-file: games is a folder, not a game record (give the path of a .yaml record)\nsalvo: nothing recorded\n');
    const usage = await runSalvo(dir, ['record', 'games', 'blue']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: nothing recorded');
  });
});
