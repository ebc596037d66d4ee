/**
 * A salvo written without its side (`- E5 -> pudło`), as a hand copying a sheet leaves it out:
 * said to name no side, with the line to write for each side, in en/ru/pl: where the turn order
 * leaves one side to fire there, that side's first, said so (since session 53); else both alike.
 * Before, "a salvo is written side: cells -> announcement" with an example of other cells
 * (`- blue: A1 B1 -> ...`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const record = (variant: string, language: string, sides: [string, string], salvos: string[]): string =>
  `variant: ${variant}\nlanguage: ${language}\nsides:\n  ${sides[0]}: A\n  ${sides[1]}: B\nsalvos:\n${salvos.map((s) => `  - ${s}\n`).join('')}`;

describe('a salvo with its side left out', () => {
  it('is said where it is, with the line to write for each side, in each language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-no-side-'));
    await writeFile(join(dir, 'pl.yaml'), record('statki', 'pl', ['blue', 'red'], ['blue: A1 -> pudło', 'B2 -> pudło']));
    await writeFile(join(dir, 'en.yaml'), record('statki', 'en', ['blue', 'red'], ['blue: A1 -> pudło', 'B2 -> pudło']));
    await writeFile(join(dir, 'ru.yaml'), record('morskoy-boy', 'ru', ['первый', 'второй'], ['первый: А1 -> мимо', 'Б2 -> мимо']));
    const line = async (file: string) => (await runSalvo(dir, ['check', file])).stdout.split('\n').find((l) => l.includes('salvo-form'));
    expect(await line('en.yaml')).toBe('en.yaml:8:5: error salvo-form: shot 2: the shot names no side [rule: record format] (the turn order gives it to red: write "- red: B2 -> pudło"; if blue fired it, "- blue: B2 -> pudło")');
    expect(await line('pl.yaml')).toBe('pl.yaml:8:5: błąd salvo-form: strzał 2: wiersz nie podaje strony [zasada: format zapisu] (według kolejności ruchów to strzał strony „Gracz 2”: napisz „- red: B2 -> pudło”; jeśli strzelała strona „Gracz 1” — „- blue: B2 -> pudło”)');
    expect(await line('ru.yaml')).toBe('ru.yaml:8:5: ошибка salvo-form: выстрел 2: в строке не названа сторона [правило: формат записи] (по очерёдности ходов это выстрел стороны «второй»: напишите «- второй: Б2 -> мимо»; если стреляла сторона «первый» — «- первый: Б2 -> мимо»)');
  });

  it('where the turn order leaves it open (the line before it not read either), both alike, as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-no-side-'));
    await writeFile(join(dir, 'two.yaml'), record('statki', 'en', ['blue', 'red'], ['blue: A1 -> pudło', 'B2 -> pudło', 'C3 -> pudło']));
    const lines = (await runSalvo(dir, ['check', 'two.yaml'])).stdout.split('\n').filter((l) => l.includes('salvo-form'));
    expect(lines).toEqual([
      'two.yaml:8:5: error salvo-form: shot 2: the shot names no side [rule: record format] (the turn order gives it to red: write "- red: B2 -> pudło"; if blue fired it, "- blue: B2 -> pudło")',
      'two.yaml:9:5: error salvo-form: shot 3: the shot names no side [rule: record format] (write the side that fired before its cells: "- blue: C3 -> pudło" or "- red: C3 -> pudło")',
    ]);
  });
});
