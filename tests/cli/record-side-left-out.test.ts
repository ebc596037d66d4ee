/**
 * `salvo record g.yaml A3`, the side that fired left out: commander said "missing required
 * argument 'cells'", pointing at the wrong thing. Where the word after the record reads as cells
 * of its board and is no side, salvo says the side is missing, names the record's sides (the one
 * whose turn it is first) and gives the line to type, the side put in, in en/ru/pl; a side given
 * with no cells, and commander's other errors, are said as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EN = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> no hits\n';
const RU = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый:\n  второй:\nsalvos:\n  - первый: А1 -> мимо\n';
const PL = 'variant: statki\nlanguage: pl\nsides:\n  ala:\n  tomek:\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: B1 -> pudło\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-side-left-out-'));
});

async function record(name: string, text: string, args: string[]): Promise<{ code: number; lines: string[]; unchanged: boolean }> {
  await writeFile(join(dir, name), text);
  const r = await runSalvo(dir, ['record', name, ...args]);
  return { code: r.code, lines: r.stderr.trimEnd().split('\n'), unchanged: (await readFile(join(dir, name), 'utf8')) === text };
}

describe('record with the side left out', () => {
  it('says the side is missing, names the sides, the one to fire first, and the line to type (en)', async () => {
    const r = await record('en.yaml', EN, ['B3']);
    expect(r.code).toBe(2);
    expect(r.unchanged).toBe(true);
    expect(r.lines).toEqual([
      'error: the side that fired is not given: name it before the cells (red or blue), e.g. salvo record en.yaml red B3',
      expect.stringMatching(/^usage: salvo record /u),
      'salvo: nothing recorded; en.yaml is unchanged',
    ]);
  });

  it('in the record\'s language, Russian and Polish, and in --lang\'s, the options kept in the line', async () => {
    const ru = await record('ru.yaml', RU, ['Б3', '-r', 'мимо']);
    expect(ru.lines[0]).toBe('ошибка: не названа сторона, которая стреляла: назовите её перед клетками (второй или первый), например: salvo record ru.yaml второй Б3 -r мимо');
    expect(ru.lines.at(-1)).toBe('salvo: ничего не записано; ru.yaml не изменён');
    const pl = await record('pl.yaml', PL, ['C3']);
    expect(pl.lines[0]).toBe('błąd: nie podano strony, która strzelała: podaj ją przed polami (ala albo tomek), np. salvo record pl.yaml ala C3');
    const asked = await record('pl-en.yaml', PL, ['--lang', 'en', 'C3']);
    expect(asked.lines[0]).toBe('error: the side that fired is not given: name it before the cells (ala or tomek), e.g. salvo record pl-en.yaml --lang en ala C3');
    const ruAsked = await record('en-ru.yaml', 'variant: perelman\nsides:\n  blue:\n  red:\nsalvos: []\n', ['а1', '--lang', 'ru']);
    // A side the record keeps by the variant's id, named as the variant names it in Russian (it is typed so too).
    expect(ruAsked.lines[0]).toBe('ошибка: не названа сторона, которая стреляла: назовите её перед клетками (Синие или Красные), например: salvo record en-ru.yaml Синие а1 --lang ru');
  });

  it('says so too where cells follow (the first read as the side), the result kept in the line', async () => {
    const r = await record('many.yaml', PL, ['C3', 'D4', '-r', 'pudło, pudło', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.unchanged).toBe(true);
    expect(r.lines).toEqual(['salvo: the side that fired is not given: name it before the cells (ala or tomek), e.g. salvo record many.yaml ala C3 D4 -r "pudło, pudło"', 'salvo: nothing recorded; many.yaml is unchanged']);
    const ru = await record('many-ru.yaml', RU, ['Б3', 'В4']);
    expect(ru.lines[0]).toBe('salvo: не названа сторона, которая стреляла: назовите её перед клетками (второй или первый), например: salvo record many-ru.yaml второй Б3 В4');
    // A word that is no cell is no side, as before.
    expect((await record('typo.yaml', EN, ['rde', 'B3'])).lines[0]).toMatch(/^salvo: "rde" is not a side of this game/u);
  });

  it('a side with no cells, a word that is no cell, and no side at all are said as before', async () => {
    expect((await record('side.yaml', EN, ['red'])).lines[0]).toBe("error: missing required argument 'cells'");
    expect((await record('word.yaml', EN, ['rde'])).lines[0]).toBe("error: missing required argument 'cells'");
    expect((await record('none.yaml', EN, [])).lines[0]).toBe("error: missing required argument 'side'");
    expect((await runSalvo(dir, ['record', 'nothere.yaml', 'B3'])).stderr.split('\n')[0]).toBe("error: missing required argument 'cells'");
  });
});
