/**
 * fleet check on a Russian or Polish variant says the ships it cannot read in the check's
 * language, as it says the breaches: a key that names no class (the classes by their names in
 * it), a class written twice, a ship's cell that is no cell or off the board, a ship whose ends
 * are in no line, each ship named in the language. English stays as it was.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-unread-'));
});

const errors = (out: string): string[] => out.split('\n').filter((l) => / (ошибка|błąd|error) /u.test(l));

describe('fleet check: ships that cannot be read', () => {
  it('in Russian on Морской бой', async () => {
    await writeFile(join(dir, 'f.yaml'), 'линкор: А1-А4\nкрейсер: [Z9-Z10, В6-В8]\nминоносец: [Ж1-Ж2, Кх]\nbattleship: А1-А4\nброненосец: А1-А4\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'f.yaml']);
    expect(r.code).toBe(1);
    expect(errors(r.stdout)).toEqual([
      // The layout names the battleship already (броненосец, battleship): no line to write it again.
      'f.yaml:1:1: ошибка unknown-class: «линкор» — не класс кораблей варианта morskoy-boy (классы — броненосец, крейсер, миноносец, подводная лодка)',
      'f.yaml:2:11: ошибка ship-off-board: крейсер #1: корабль «Z9-Z10» выходит за поле: клетка Z9 вне поля: столбца Z нет (столбцы А–И, К) (может быть, З9? Похоже, написано латинскими буквами)',
      'f.yaml:2:11: ошибка ship-off-board: крейсер #1: корабль «Z9-Z10» выходит за поле: клетка Z10 вне поля: столбца Z нет (столбцы А–И, К) (может быть, З10? Похоже, написано латинскими буквами)',
      'f.yaml:3:20: ошибка cell-unreadable: миноносец #2: «Кх» — не клетка этого поля (столбцы А–И, К, строки 1–10) (напишите клетку, например А1)',
      'f.yaml:5:1: ошибка layout-duplicate-class: «броненосец» и «battleship» называют один класс — «броненосец» (назовите каждый класс один раз)',
    ]);
  });

  it('in Polish on Statki, with a guess among the classes', async () => {
    await writeFile(join(dir, 'f.yaml'), 'pancernk: A1-A4\nkrążownik: [C1-D3, A9-C9]\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'f.yaml']);
    expect(errors(r.stdout)).toEqual([
      'f.yaml:1:1: błąd unknown-class: „pancernk” nie jest klasą statków wariantu statki (czy chodziło o pancernik? Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
      'f.yaml:2:13: błąd ship-ends: krążownik #1: „C1-D3”: C1 i D3 nie leżą w jednym wierszu, kolumnie ani na przekątnej (napisz dwa końce prostego statku albo wymień pola wygiętego, oddzielone spacjami)',
    ]);
    expect(r.stdout).not.toMatch(/is not|ship class|the classes/u);
  });

  it('English as it was', async () => {
    await writeFile(join(dir, 'f.yaml'), 'линкор: А1-А4\nкрейсер: [Z9-Z10]\nминоносец: [Кх]\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'f.yaml', '--lang', 'en']);
    expect(errors(r.stdout)).toEqual([
      'f.yaml:1:1: error unknown-class: "линкор" is not a ship class of morskoy-boy ("линкор" is likely the class battleship (a ship of size 4): write it as battleship: А1-А4. The classes are battleship, cruiser, destroyer, submarine)',
      'f.yaml:2:11: error ship-off-board: cruiser #1: ship "Z9-Z10" runs off the board: "Z9" is off the board: there is no column Z (columns А–И, К) (did you mean З9? It looks written in Latin letters)',
      'f.yaml:2:11: error ship-off-board: cruiser #1: ship "Z9-Z10" runs off the board: "Z10" is off the board: there is no column Z (columns А–И, К) (did you mean З10? It looks written in Latin letters)',
      'f.yaml:3:13: error cell-unreadable: destroyer #1: "Кх" is not a cell of this board (columns А–И, К, rows 1–10) (write a cell such as А1)',
    ]);
  });
});
