/**
 * `salvo record` given a cell in another form of one sure reading (`10D`, `8Д`) or a range whose
 * results pick one reading (`А1-А4`) says the command to type after the cell's guess, the cells as
 * meant and the rest as typed, in the record's language; typed as said, it records the salvo.
 * No command where a cell has no sure reading.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EN = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> no hits\n';
const RU = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый:\n  второй:\nsalvos:\n  - первый: К10 -> мимо\n';
const PL = 'variant: statki\nlanguage: pl\nsides:\n  ala:\n  tomek:\nsalvos:\n  - ala: J10 -> pudło\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-cell-meant-'));
});

/** The words of a command line as a shell reads them (plain words and double-quoted ones only). */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!);
}

/** Record `args` on a new record `name` of `text`: the first line said, and the command it gives after `after`. */
async function refused(name: string, text: string, args: string[], after: string): Promise<{ code: number; first: string; command: string | undefined }> {
  await writeFile(join(dir, name), text);
  const r = await runSalvo(dir, ['record', name, ...args]);
  const first = r.stderr.split('\n')[0]!;
  const at = first.indexOf(after);
  expect(await readFile(join(dir, name), 'utf8')).toBe(text);
  return { code: r.code, first, command: at < 0 ? undefined : first.slice(at + after.length).replace(/\)$/u, '') };
}

/** Run `command` (salvo record …) as typed; the record after it. */
async function typed(command: string, name: string): Promise<{ code: number; text: string }> {
  const [salvo, ...args] = words(command);
  expect(salvo).toBe('salvo');
  const r = await runSalvo(dir, args);
  return { code: r.code, text: await readFile(join(dir, name), 'utf8') };
}

describe('record: the command to type for a cell of one sure reading', () => {
  it('in English, the other cells and the result as typed', async () => {
    const r = await refused('en.yaml', EN, ['red', 'B1', 'B2,10D', 'B4', 'B5', '-r', 'no hits'], 'If so, type: ');
    expect(r.code).toBe(1);
    expect(r.first).toBe('error cell-unreadable: "10D" is not a cell of this board (columns A–J, rows 1–10) (did you mean D10? If so, type: salvo record en.yaml red B1 B2,D10 B4 B5 -r "no hits")');
    const after = await typed(r.command!, 'en.yaml');
    expect(after.code).toBe(0);
    expect(after.text.startsWith(`${EN}  - red: B1 B2 D10 B4 B5 -> `)).toBe(true);
  });

  it('in Russian, a turn of shots', async () => {
    const r = await refused('ru.yaml', RU, ['второй', 'Е8', '8Д', '-r', 'попал, мимо'], 'Если так, наберите: ');
    expect(r.first).toBe('ошибка cell-unreadable: «8Д» — не клетка этого поля (столбцы А–И, К, строки 1–10) (может быть, Д8? Если так, наберите: salvo record ru.yaml второй Е8 Д8 -r "попал, мимо")');
    const after = await typed(r.command!, 'ru.yaml');
    expect(after.code).toBe(0);
    expect(after.text).toBe(`${RU}  - второй: Е8 Д8 -> попал, мимо\n`);
  });

  it('in Polish, a range whose results pick its cells one by one', async () => {
    const r = await refused('pl.yaml', PL, ['tomek', 'A1-A3', '-r', 'trafiony, zatopiony, pudło'], 'napisz: ');
    expect(r.command).toBeUndefined();
    expect(r.first).toMatch(/Odpowiedzi jest tyle, ile pól w A1 A2 A3: wpisz: salvo record pl.yaml tomek A1 A2 A3 -r "trafiony, zatopiony, pudło"\)$/u);
    const command = r.first.slice(r.first.indexOf('wpisz: ') + 'wpisz: '.length).replace(/\)$/u, '');
    const after = await typed(command, 'pl.yaml');
    expect(after.code).toBe(0);
    expect(after.text).toBe(`${PL}  - tomek: A1 A2 A3 -> trafiony, zatopiony, pudło\n`);
  });

  it('no command where a cell has no sure reading', async () => {
    const r = await refused('none.yaml', EN, ['red', 'B1', '10D', 'QQ', 'B4', 'B5', '-r', 'no hits'], 'type: ');
    expect(r.first).toBe('error cell-unreadable: "10D" is not a cell of this board (columns A–J, rows 1–10) (did you mean D10?)');
    expect(r.command).toBeUndefined();
    // Nor for a range whose results are as many as neither reading.
    const range = await refused('range.yaml', RU, ['второй', 'А1-А4', '-r', 'попал, попал, мимо'], 'наберите: ');
    expect(range.first).toBe('ошибка cell-unreadable: «А1-А4» — не клетка этого поля (столбцы А–И, К, строки 1–10) (может быть, А1 А4 или А1 А2 А3 А4? Клетки пишут по одной, а не диапазоном)');
    expect(range.command).toBeUndefined();
  });
});
