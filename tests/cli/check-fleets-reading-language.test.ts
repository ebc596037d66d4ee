/**
 * A record's `fleets:` that cannot be read (a key naming no class, a class written twice, a
 * ship's cell that is no cell or off the board, a ship whose ends are in no line) is said in the
 * record's language by `check` (text and --json) and `show`, as `fleet check` says a layout file:
 * the classes by their names in it, each ship named in it (record/layout-read-text.ts). English as
 * it was with --lang en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RU = `variant: morskoy-boy
language: ru
sides:
  первый: Оля
  второй: Дима
fleets:
  первый:
    линкор: Г1-Г4
    крейсер: [Ж3-И3, Е8-Е10]
    миноносец: [А2-А3, В9-Г9, И10-К10]
    подводная лодка: [З1, Б5, К5, Z9]
  второй:
    броненосец: Б4-Д4
    battleship: Б4-Д4
    крейсер: [Б6-Б8, Г8-Е8]
    миноносец: [Г2-Д2, З9-З10, Д10-Е10]
    подводная лодка: [Б2, К2, К4, К8?]
salvos:
  - первый: В7 -> мимо
`;

const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
fleets:
  ala:
    pancernk: D1-D4
    krążownik: [G3-I3, F8-F10]
    ścigacz: [A2-A3, C9-D9, I10-J10]
    łódź podwodna: [H1, B5, J5, A9]
  tomek:
    pancernik: B4-E4
    krążownik: [B6-C8, D8-F8]
    ścigacz: [D2-E2, H9-H10, E10-F10]
    łódź podwodna: [B2, J2, J4, J8]
salvos:
  - ala: C7 -> pudło
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-fleets-read-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
  await writeFile(join(dir, 'pl.yaml'), PL);
});

// The diagnostics, at their place (not the summary line, which counts `1 reading error`).
const errors = (out: string): string[] => out.split('\n').filter((l) => /:\d+:\d+: (ошибка|błąd|error) /u.test(l));

describe("check: a record's fleets that cannot be read, in the record's language", () => {
  it('in Russian: the class unknown, named twice, a cell off the board and one that is no cell, each ship named in Russian', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(errors(r.stdout)).toEqual([
      'ru.yaml:8:13: ошибка unknown-class: «линкор» — не класс кораблей варианта morskoy-boy [правило: расстановка флота] («линкор» — это, видимо, класс «броненосец» (корабль размером 4): напишите так: броненосец: Г1-Г4. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'ru.yaml:11:35: ошибка ship-off-board: подводная лодка #4: корабль «Z9» выходит за поле: клетка Z9 вне поля: столбца Z нет (столбцы А–И, К) [правило: расстановка флота] (может быть, З9? Похоже, написано латинскими буквами)',
      'ru.yaml:14:17: ошибка layout-duplicate-class: «battleship» и «броненосец» называют один класс — «броненосец» [правило: расстановка флота] (назовите каждый класс один раз)',
      'ru.yaml:17:35: ошибка cell-unreadable: подводная лодка #4: «К8?» — не клетка этого поля (столбцы А–И, К, строки 1–10) [правило: клетки читаются] (напишите клетку, например А1)',
    ]);
    for (const line of errors(r.stdout)) expect(line).not.toMatch(/\b(is not|ship class|submarine|battleship is|runs off|the classes)\b/u);
  });

  it('in Polish: a guess among the classes (in the accusative), a ship whose ends are in no line', async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(errors(r.stdout)).toEqual([
      'pl.yaml:8:15: błąd unknown-class: „pancernk” nie jest klasą statków wariantu statki [zasada: ustawienie floty] (czy chodziło o pancernik? Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
      'pl.yaml:14:17: błąd ship-ends: krążownik #1: „B6-C8”: B6 i C8 nie leżą w jednym wierszu, kolumnie ani na przekątnej [zasada: ustawienie floty] (napisz dwa końce prostego statku albo wymień pola wygiętego, oddzielone spacjami)',
    ]);
  });

  it("--json's messages in the record's language too; its fields and codes as they are", async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml', '--json']);
    const report = JSON.parse(r.stdout) as { violations: { code: string; message: string; suggestion?: string }[] };
    const unknown = report.violations.find((v) => v.code === 'unknown-class');
    expect(unknown?.message).toBe('«линкор» — не класс кораблей варианта morskoy-boy');
    expect(unknown?.suggestion).toBe('«линкор» — это, видимо, класс «броненосец» (корабль размером 4): напишите так: броненосец: Г1-Г4. Классы — броненосец, крейсер, миноносец, подводная лодка');
    // The class names the parts carry are no field of the report.
    expect(r.stdout).not.toContain('fleetRu');
  });

  it('show says them in Russian too', async () => {
    const r = await runSalvo(dir, ['show', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(errors(r.stderr)).toContain('ru.yaml:8:13: ошибка unknown-class: «линкор» — не класс кораблей варианта morskoy-boy («линкор» — это, видимо, класс «броненосец» (корабль размером 4): напишите так: броненосец: Г1-Г4. Классы — броненосец, крейсер, миноносец, подводная лодка)');
  });

  it('English as it was with --lang en', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(errors(r.stdout)).toEqual([
      'ru.yaml:8:13: error unknown-class: "линкор" is not a ship class of morskoy-boy [rule: fleet layout] ("линкор" is likely the class battleship (a ship of size 4): write it as battleship: Г1-Г4. The classes are battleship, cruiser, destroyer, submarine)',
      'ru.yaml:11:35: error ship-off-board: submarine #4: ship "Z9" runs off the board: "Z9" is off the board: there is no column Z (columns А–И, К) [rule: fleet layout] (did you mean З9? It looks written in Latin letters)',
      'ru.yaml:14:17: error layout-duplicate-class: "battleship" and "броненосец" both name the class battleship [rule: fleet layout] (list each class once)',
      'ru.yaml:17:35: error cell-unreadable: submarine #4: "К8?" is not a cell of this board (columns А–И, К, rows 1–10) [rule: cells readable] (write a cell such as А1)',
    ]);
  });
});
