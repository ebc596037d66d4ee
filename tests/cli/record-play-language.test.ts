/**
 * `salvo record` says why it refuses a salvo (or, with --force, what it records anyway) in the
 * record's language, as `salvo check` says the same breach; and `record` and `play` say a problem
 * reading the record, or the cells and announcement typed, in that language too, through the
 * reading words check and show use. English stays what it was: with --lang en, and under
 * record --json (its standard error for a log, its JSON in English).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RU = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
salvos:
  - синие: а1 б2 в3 -> мимо
`;

const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: A1 -> pudło
`;

let dir: string;
const run = (args: string[], input = '') => runSalvo(dir, args, input);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-language-'));
});

/** The lines of `text` of the given code. */
const linesOf = (text: string, code: string): string[] => text.split('\n').filter((l) => l.includes(` ${code}: `));
/** A diagnostic line without its place (`file:line:col: `), from its severity on. */
const unplaced = (line: string): string => line.replace(/^[^ ]*:\d+(?::\d+)?: /u, '');

/**
 * The breach line `salvo check` gives for `line` added to `base` by hand, without its place: what
 * record is to say of the same salvo (its advice for a line in a record aside).
 */
async function checkSays(name: string, base: string, line: string, code: string): Promise<string> {
  await writeFile(join(dir, name), `${base}  - ${line}\n`);
  const c = await run(['check', name]);
  const found = linesOf(c.stdout, code);
  expect(found, c.stdout).toHaveLength(1);
  return unplaced(found[0]!);
}

describe('salvo record refusing a salvo', () => {
  it('says the breach in Russian as check says it, the file left as it was', async () => {
    await writeFile(join(dir, 'ru.yaml'), RU);
    const r = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', '-r', 'мимо']);
    expect(r.code).toBe(1);
    const [line, ...more] = linesOf(r.stderr, 'wrong-salvo-size');
    expect(more).toEqual([]);
    expect(line).toMatch(/^ошибка wrong-salvo-size: залп 2: /u);
    expect(line!.slice('ошибка wrong-salvo-size: '.length)).not.toMatch(/\b(?:salvo|shots|owed|rule)\b/u);
    // check's line begins with record's: the same words and bracket, then check's advice for the file.
    const checked = await checkSays('ru-check.yaml', RU, 'красные: а1 а2 -> мимо', 'wrong-salvo-size');
    expect(checked.startsWith(line!), `${checked}\n${line!}`).toBe(true);
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(RU);
  });

  it('says a cell fired twice in Polish as check says it', async () => {
    await writeFile(join(dir, 'pl.yaml'), PL);
    const r = await run(['record', 'pl.yaml', 'tomek', 'B1', 'B1', '-r', 'pudło']);
    expect(r.code).toBe(1);
    const [line] = linesOf(r.stderr, 'repeated-cell');
    expect(line).toMatch(/^błąd repeated-cell: /u);
    const checked = await checkSays('pl-check.yaml', PL, 'tomek: B1 B1 -> pudło', 'repeated-cell');
    expect(checked.startsWith(line!), `${checked}\n${line!}`).toBe(true);
  });

  it('says it as a warning in the record\'s language with --force, and records it', async () => {
    await writeFile(join(dir, 'ru-forced.yaml'), RU);
    const r = await run(['record', 'ru-forced.yaml', 'красные', 'а1', 'а2', '-r', 'мимо', '--force']);
    expect(r.code, r.stderr).toBe(0);
    const [line] = linesOf(r.stderr, 'wrong-salvo-size');
    expect(line).toMatch(/^предупреждение wrong-salvo-size: залп 2: /u);
    const refused = linesOf((await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', '-r', 'мимо'])).stderr, 'wrong-salvo-size')[0]!;
    // The same words as the refusal, only the severity said otherwise.
    expect(line!.replace(/^предупреждение /u, '')).toBe(refused.replace(/^ошибка /u, ''));
    expect(await readFile(join(dir, 'ru-forced.yaml'), 'utf8')).toContain('forced: true');
  });

  it('stays English with --lang en, and on standard error under --json', async () => {
    await writeFile(join(dir, 'ru.yaml'), RU);
    const english = "error wrong-salvo-size: salvo 2: salvo 1 of красные has 2 shots; красные was owed 3 [rule: salvo size; expected: 3; recorded: 2]";
    const en = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', '-r', 'мимо', '--lang', 'en']);
    expect(linesOf(en.stderr, 'wrong-salvo-size')).toEqual([english]);
    const json = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', '-r', 'мимо', '--json']);
    expect(linesOf(json.stderr, 'wrong-salvo-size')).toEqual([english]);
    const v = (JSON.parse(json.stdout) as { violations: { message: string }[] }).violations;
    expect(v[0]!.message).toBe("salvo 1 of красные has 2 shots; красные was owed 3");
  });
});

describe('salvo record reading what it is given', () => {
  it('says a cell off the board and a result word not known in the record\'s language, English with --lang en', async () => {
    await writeFile(join(dir, 'ru.yaml'), RU);
    const off = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', 'я3', '-r', 'мимо']);
    expect(off.code).toBe(1);
    expect(linesOf(off.stderr, 'cell-off-board')).toEqual([expect.stringMatching(/^ошибка cell-off-board: .*я3.*столбца я нет.* \(сверьте я3 с листком и запишите клетку, которую назвали\)$/u)]);
    // What to do, as check says it of a record's cell, in English too (and in --json's suggestion).
    const offEn = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', 'я3', '-r', 'мимо', '--lang', 'en', '--json']);
    expect(linesOf(offEn.stderr, 'cell-off-board')).toEqual([expect.stringMatching(/^error cell-off-board: .*я3.* \(compare я3 with the pad and write the cell that was called\)$/u)]);
    expect((JSON.parse(offEn.stdout) as { violations: { suggestion?: string }[] }).violations[0]!.suggestion).toBe('compare я3 with the pad and write the cell that was called');
    const word = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', 'а3', '-r', 'мимол']);
    expect(word.code).toBe(1);
    expect(linesOf(word.stderr, 'announcement-unknown-word')).toEqual([expect.stringMatching(/^ошибка announcement-unknown-word: «мимол» .*мимо\?/u)]);
    const en = await run(['record', 'ru.yaml', 'красные', 'а1', 'а2', 'а3', '-r', 'мимол', '--lang', 'en']);
    expect(linesOf(en.stderr, 'announcement-unknown-word')).toEqual(['error announcement-unknown-word: "мимол" is not a word of this variant\'s announcements (did you mean мимо?)']);
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(RU);
  });

  it('says no cells given with the command to type, the cells called in it, in the record\'s language', async () => {
    await writeFile(join(dir, 'ru.yaml'), RU);
    const ru = await run(['record', 'ru.yaml', 'красные', '']);
    expect(ru.code).toBe(1);
    expect(linesOf(ru.stderr, 'salvo-no-cells')).toEqual(['ошибка salvo-no-cells: не названо ни одной клетки (назовите клетки, по которым стреляли, например salvo record ru.yaml красные а1 б1 в1)']);
    const en = await run(['record', 'ru.yaml', 'красные', '', '-r', 'мимо', '--json']);
    expect(linesOf(en.stderr, 'salvo-no-cells')).toEqual(['error salvo-no-cells: no cells given (give the cells that were called, e.g. salvo record ru.yaml красные а1 б1 в1 -r "мимо")']);
    expect((JSON.parse(en.stdout) as { violations: { suggestion?: string }[] }).violations[0]!.suggestion).toBe('give the cells that were called, e.g. salvo record ru.yaml красные а1 б1 в1 -r "мимо"');
    await writeFile(join(dir, 'pl-words.yaml'), PL);
    const pl = await run(['record', 'pl-words.yaml', 'tomek', '']);
    expect(linesOf(pl.stderr, 'salvo-no-cells')).toEqual(['błąd salvo-no-cells: nie podano żadnego pola (podaj pola, w które strzelano, na przykład salvo record pl-words.yaml tomek A1)']);
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(RU);
    expect(await readFile(join(dir, 'pl-words.yaml'), 'utf8')).toBe(PL);
    // With no result typed, none is made up (-r is optional): the command given is typed as it is, and records the salvo.
    const told = /например salvo (.*)\)$/u.exec(linesOf(ru.stderr, 'salvo-no-cells')[0]!)![1]!.split(' ');
    expect(told).not.toContain('-r');
    const copied = await run(told);
    expect(copied.code).toBe(0);
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).not.toBe(RU);
  });

  it('says a result given among the cells, without --result, in the record\'s language, with the command to type', async () => {
    await writeFile(join(dir, 'pl-words.yaml'), PL);
    const r = await run(['record', 'pl-words.yaml', 'tomek', 'B1', 'pudło']);
    expect(r.code).toBe(1);
    expect(linesOf(r.stderr, 'salvo-result-as-cells')).toEqual(['błąd salvo-result-as-cells: „pudło” to wynik, a nie pola (podaj go z --result: salvo record pl-words.yaml tomek B1 --result "pudło")']);
    const en = await run(['record', 'pl-words.yaml', 'tomek', 'B1', 'pudło', '--json']);
    expect(linesOf(en.stderr, 'salvo-result-as-cells')).toEqual(['error salvo-result-as-cells: "pudło" reads as the announcement, not as cells (give it with --result: salvo record pl-words.yaml tomek B1 --result "pudło")']);
    // The parts another language reads are not in the JSON.
    expect(en.stdout).not.toContain('parts');
    expect(await readFile(join(dir, 'pl-words.yaml'), 'utf8')).toBe(PL);
  });

  it('says the problems of a record it will not add to as check says them, in Polish', async () => {
    const broken = `${PL}  - zielony: A3 -> pudło\n`;
    await writeFile(join(dir, 'pl-broken.yaml'), broken);
    const r = await run(['record', 'pl-broken.yaml', 'tomek', 'B1', '-r', 'pudło']);
    expect(r.code).toBe(1);
    const [line] = linesOf(r.stderr, 'unknown-side');
    expect(line).toMatch(/^pl-broken\.yaml:8:5: błąd unknown-side: strzał 2: „zielony” nie jest stroną tej gry/u);
    // check says the same words, with the rule it files the line under.
    const c = await run(['check', 'pl-broken.yaml']);
    const checked = linesOf(c.stdout, 'unknown-side')[0]!;
    expect(checked.replace(/ \[[^\]]*\]/u, '')).toBe(line);
    expect(await readFile(join(dir, 'pl-broken.yaml'), 'utf8')).toBe(broken);
  });
});

describe('salvo play reading what it is given', () => {
  it('says a wrong number of results typed in the game\'s language, English with --lang en', async () => {
    // Морской бой, shot by shot: one cell, two results.
    await writeFile(join(dir, 'play-ru.yaml'), 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos: []\n');
    const r = await run(['play', 'play-ru.yaml', '--no-charts'], 'а1\nмимо, мимо\nмимо\n');
    const [line, ...more] = linesOf(r.stdout, 'announcement-length');
    expect(more).toEqual([]);
    expect(line).toMatch(/^ошибка announcement-length: /u);
    expect(line!.slice('ошибка announcement-length: '.length)).not.toMatch(/\b(?:shots?|results?|announced)\b/u);
    expect(await readFile(join(dir, 'play-ru.yaml'), 'utf8')).toContain('blue: А1 -> мимо');
    const en = await run(['play', 'play-ru.yaml', '--no-charts', '--lang', 'en'], 'а1\nмимо, мимо\nмимо\n');
    expect(linesOf(en.stdout, 'announcement-length')).toEqual([expect.stringMatching(/^error announcement-length: 1 shot fired but 2 results announced/u)]);
  });

  it('says the problems of a record it will not start on in the game\'s language, English with --lang en', async () => {
    await writeFile(join(dir, 'play-pl.yaml'), `${PL}  - zielony: A3 -> pudło\n`);
    const r = await run(['play', 'play-pl.yaml', '--no-charts']);
    expect(r.code).toBe(1);
    expect(linesOf(r.stderr, 'unknown-side')).toEqual([expect.stringMatching(/^play-pl\.yaml:8:5: błąd unknown-side: strzał 2: „zielony” nie jest stroną tej gry/u)]);
    const en = await run(['play', 'play-pl.yaml', '--no-charts', '--lang', 'en']);
    expect(linesOf(en.stderr, 'unknown-side')).toEqual([expect.stringMatching(/^play-pl\.yaml:8:5: error unknown-side: shot 2: /u)]);
  });
});
