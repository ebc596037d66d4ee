/**
 * A salvo written without its side (`- E5 -> pudło`), as a hand copying a sheet leaves it out:
 * said to name no side, with the line to write for each side, in en/ru/pl. Before, "a salvo is
 * written side: cells -> announcement" with an example of other cells (`- blue: A1 B1 -> ...`).
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
    expect(await line('en.yaml')).toBe('en.yaml:8:5: error salvo-form: shot 2: the shot names no side [rule: record format] (write the side that fired before its cells: "- blue: B2 -> pudło" or "- red: B2 -> pudło")');
    expect(await line('pl.yaml')).toBe('pl.yaml:8:5: błąd salvo-form: strzał 2: wiersz nie podaje strony [zasada: format zapisu] (napisz przed polami stronę, która strzelała: „- blue: B2 -> pudło” albo „- red: B2 -> pudło”)');
    expect(await line('ru.yaml')).toBe('ru.yaml:8:5: ошибка salvo-form: выстрел 2: в строке не названа сторона [правило: формат записи] (напишите перед клетками сторону, которая стреляла: «- первый: Б2 -> мимо» или «- второй: Б2 -> мимо»)');
  });
});
