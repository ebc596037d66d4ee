/**
 * Mutation testing, round 4: reading problems said in Russian and Polish where the other tests do
 * not reach. A cell typed with the keyboard in Latin layout, Й for К and 3 for З, each said with
 * its own hint; a cell with two letters read as digits, each swap said as itself; results not as
 * many as the shots, all misses, pointing to the word for no hits (and only then); an announcement typed in
 * Latin layout, one word or several (`не слова`); the classes a per-shot variant names listed as a
 * list is said (`A, B и C`); a ship number past a class of one ship (`1 такой корабль`), in a variant
 * that reports each ship apart; the header a record without one is offered where the variant's
 * second side fires first (the first side's name first, as the header takes them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let perelman: Variant;
let statki: Variant;
let morskoy: Variant;
beforeAll(async () => {
  morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  perelman = await loadVariant('perelman', { cwd: process.cwd() });
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

/** The Russian and Polish words of the problems of a Perelman record whose blue salvo is `cells`. */
function cellProblems(cells: string): { ru: string; pl: string }[] {
  const text = `variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: ${cells} -> попаданий нет\n`;
  return parseRecord(text, perelman, { file: 'g.yaml' }).diagnostics.map((d) => {
    const [ru, pl] = [readingSaid(d, 'ru'), readingSaid(d, 'pl')];
    return { ru: `${ru?.message} (${ru?.suggestion})`, pl: `${pl?.message} (${pl?.suggestion})` };
  });
}

describe('a cell typed wrong, with its hint', () => {
  it('says a cell typed with the keyboard in Latin layout as such', () => {
    expect(cellProblems('f1 б1 в1')).toEqual([
      {
        ru: 'клетка f1 вне поля: столбца f нет (столбцы а–и, к) (может быть, а1? Похоже, набрано в латинской раскладке. Если так, напишите строку: - синие: а1 б1 в1 -> попаданий нет)',
        pl: 'pole f1 poza planszą: nie ma kolumny f (kolumny а–и, к) (czy chodziło o а1? Wygląda na wpisane w łacińskim układzie klawiatury. Jeśli tak, napisz wiersz: - синие: а1 б1 в1 -> попаданий нет)',
      },
    ]);
  });

  it('says a Russian letter written in Latin letters as such', () => {
    expect(cellProblems('g10 б1 в1')).toEqual([
      {
        ru: 'клетка g10 вне поля: столбца g нет (столбцы а–и, к) (может быть, г10? Похоже, написано латинскими буквами. Если так, напишите строку: - синие: г10 б1 в1 -> попаданий нет)',
        pl: 'pole g10 poza planszą: nie ma kolumny g (kolumny а–и, к) (czy chodziło o г10? Wygląda na zapisane literami łacińskimi. Jeśli tak, napisz wiersz: - синие: г10 б1 в1 -> попаданий нет)',
      },
    ]);
  });

  it('says Й as the letter the board skips, and 3 as the digit written for З', () => {
    expect(cellProblems('й1 б1 в1')[0]!.ru).toBe('клетка й1 вне поля: столбца й нет (столбцы а–и, к) (может быть, к1 или и1? На поле нет буквы Й: после И идёт К, или Й написана вместо И)');
    expect(cellProblems('й1 б1 в1')[0]!.pl).toBe('pole й1 poza planszą: nie ma kolumny й (kolumny а–и, к) (czy chodziło o к1 czy o и1? Litery planszy pomijają Й: po И jest К, albo Й napisano zamiast И)');
    expect(cellProblems('31 б1 в1')[0]!.ru).toBe('«31» — не клетка этого поля (столбцы а–и, к, строки 1–10) (может быть, з1? Похоже, вместо буквы З написана цифра 3. Если так, напишите строку: - синие: з1 б1 в1 -> попаданий нет)');
    expect(cellProblems('31 б1 в1')[0]!.pl).toBe('„31” nie jest polem tej planszy (kolumny а–и, к, wiersze 1–10) (czy chodziło o з1? Wygląda na cyfrę 3 napisaną zamiast litery З. Jeśli tak, napisz wiersz: - синие: з1 б1 в1 -> попаданий нет)');
  });
});

describe('a cell with two letters read as digits', () => {
  it('says each letter as the digit it was taken for', () => {
    expect(cellProblems('дlО б1 в1')).toEqual([
      // Each letter as typed: a small Latin l, a Cyrillic О.
      { ru: '«дlО» прочитано как д10: буква l принята за цифру 1, буква О принята за цифру 0 (напишите д10)', pl: '„дlО” odczytano jako д10: litera l wzięta za cyfrę 1, litera О wzięta za cyfrę 0 (napisz д10)' },
    ]);
  });
});

describe('results not as many as the shots', () => {
  const length = (announcement: string): { ru?: string; pl?: string } => {
    const text = `variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 A2 A3 -> ${announcement}\n`;
    const d = parseRecord(text, statki, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'announcement-length')!;
    return { ru: readingSaid(d, 'ru')?.suggestion, pl: readingSaid(d, 'pl')?.suggestion };
  };

  it('offers the word for no hits where every result given is a miss, and only there', () => {
    expect(length('pudło, pudło')).toEqual({
      ru: 'дайте по одному ответу на выстрел, в том порядке, в каком называли клетки, или «pudło», если все выстрелы мимо',
      pl: 'podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola, albo „pudło”, jeśli wszystkie strzały chybiły',
    });
    expect(length('pudło, trafiony')).toEqual({
      ru: 'дайте по одному ответу на выстрел, в том порядке, в каком называли клетки',
      pl: 'podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola',
    });
  });
});

describe('an announcement typed with the keyboard in Latin layout', () => {
  it('says one word as a word and two as words', () => {
    const text = 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б1 в1 -> gjgflfybq ytn\n  - красные: а1 б1 в1 -> vbvj\n';
    const said = parseRecord(text, perelman, { file: 'g.yaml' }).diagnostics.map((d) => [readingSaid(d, 'ru')?.message, readingSaid(d, 'pl')?.message]);
    expect(said).toEqual([
      ['«gjgflfybq ytn» — не слова ответов этого варианта', '„gjgflfybq ytn” nie są słowami odpowiedzi tego wariantu'],
      ['«vbvj» — не слово ответов этого варианта', '„vbvj” nie jest słowem odpowiedzi tego wariantu'],
    ]);
  });
});

describe('a word not of the announcements where each shot is answered and the classes are named', () => {
  it('lists three classes with commas and the last after "и" (Russian) or "i" (Polish)', () => {
    const parts = { kind: 'word', typed: 'хм', mixed: false, perShot: true, miss: 'мимо', hit: 'ранил', sunk: 'убил', classes: ['линкор', 'крейсер', 'эсминец'] };
    expect(readingSaid({ code: 'announcement-unknown-word', parts }, 'ru')).toEqual({
      message: '«хм» — не слово ответов этого варианта',
      suggestion: 'напишите мимо, ранил или убил <класс>; классы — линкор, крейсер и эсминец',
    });
    expect(readingSaid({ code: 'announcement-unknown-word', parts: { ...parts, classes: ['pancernik', 'krążownik', 'niszczyciel'] } }, 'pl')?.suggestion).toBe(
      'napisz мимо, ранил albo убил <klasa>; klasy to pancernik, krążownik i niszczyciel',
    );
    expect(readingSaid({ code: 'announcement-unknown-word', parts: { ...parts, classes: ['линкор', 'крейсер'] } }, 'ru')?.suggestion).toBe('напишите мимо, ранил или убил <класс>; классы — линкор и крейсер');
  });
});

describe('a Perelman made to report each ship apart, and to have red fire first', () => {
  it('says a ship number past a class of one ship in the singular', () => {
    const byShip: Variant = { ...perelman, report: { ...perelman.report, by: 'ship' } } as Variant;
    const text = 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: "а1 б1 в1 -> пятиклеточный #2"\n';
    const d = parseRecord(text, byShip, { file: 'g.yaml' }).diagnostics;
    expect(d.map((x) => x.code)).toEqual(['announcement-ship-unknown']);
    expect(readingSaid(d[0]!, 'ru')).toEqual({ message: 'корабля «пятиклеточный #2» нет: во флоте 1 такой корабль', suggestion: 'номера — от #1 до #1' });
    expect(readingSaid(d[0]!, 'pl')?.message).toBe('nie ma statku „пятиклеточный #2”: flota ma 1 taki statek');
  });

  it("offers the header with the first side's name first, though the other side fired first", () => {
    const redFirst: Variant = { ...perelman, turns: { ...perelman.turns, first: 'red' } };
    const text = 'variant: perelman\nsalvos:\n  - том: а1 б1 в1 -> попаданий нет\n  - ала: а2 б2 в2 -> попаданий нет\n';
    // Those two names alone: read so, том as red (it fired first), the header naming ала first.
    const read = parseRecord(text, redFirst, { file: 'g.yaml' }).diagnostics;
    expect(read.map((x) => [x.code, x.message])).toEqual([['sides-header-missing', 'no "sides:" header: "ала" read as blue and "том" as red']]);
    expect(read[0]!.suggestion).toBe('write the header at the top: sides: { ала: <player>, том: <player> }');
    // Beside a salvo of the variant's own side: each line says how to name them.
    const d = parseRecord(`${text}  - red: а3 б3 в3 -> попаданий нет\n`, redFirst, { file: 'g.yaml' }).diagnostics[0]!;
    expect(d.code).toBe('unknown-side');
    // том fired first, so том is red's; the header names blue's first: ала.
    expect(readingSaid(d, 'ru')?.suggestion).toMatch(/; первой стреляет red: .*, сначала blue: sides: \{ ала: <игрок>, том: <игрок> \}$/u);
    expect(readingSaid(d, 'pl')?.suggestion).toMatch(/; pierwsza strzela red: .*, najpierw blue: sides: \{ ала: <gracz>, том: <gracz> \}$/u);
    expect(d.suggestion).toMatch(/blue's first: sides: \{ ала: <player>, том: <player> \}$/u);
  });
});

describe('announcement slips quoted as typed', () => {
  /** The first problem of a Морской бой record whose blue salvo is `text`, read against `variant`. */
  const of = (text: string, variant: Variant) => parseRecord(`variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: "${text}"\n`, variant).diagnostics[0]!;

  it('quotes the sunk word with its number where no ship of the class sank', () => {
    const byClass = { ...morskoy, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true } } as const;
    const d = of('а1 -> миноносец 1 убит 0', byClass);
    expect(d.code).toBe('announcement-sunk-count');
    expect(readingSaid(d, 'ru')).toEqual({ message: '«убит 0»: если ни один корабль класса не потоплен, слово о потоплении не пишут', suggestion: 'напишите «миноносец 1»' });
  });

  it('names a ship named twice by its number where each ship is reported apart', () => {
    const byShip = { ...morskoy, report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true } } as const;
    const d = of('а1 а2 -> крейсер #1, крейсер #1', byShip);
    expect(d.code).toBe('announcement-duplicate');
    expect(readingSaid(d, 'ru')?.message).toBe('«крейсер #1» назван дважды');
  });

  it('says a ship named more than twice once, with how often, at its second mention', () => {
    const byShip = { ...morskoy, report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true } } as const;
    const all = parseRecord('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: "а1 а2 а3 -> крейсер #1, крейсер #1, крейсер #1"\n', byShip).diagnostics.filter((x) => x.code === 'announcement-duplicate');
    expect(all).toHaveLength(1);
    expect(all[0]!.message).toBe('крейсер #1 is named 3 times');
    // At the second mention (the first is at column 24).
    expect(all[0]!.column).toBe(36);
    expect(readingSaid(all[0]!, 'ru')?.message).toBe('«крейсер #1» назван 3 раза');
    expect(readingSaid(all[0]!, 'pl')?.message).toBe('„крейсер #1” wymieniono 3 razy');
    const five = parseRecord('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: "а1 а2 а3 а4 а5 -> крейсер #1, крейсер #1, крейсер #1, крейсер #1, крейсер #1"\n', byShip).diagnostics.filter((x) => x.code === 'announcement-duplicate');
    expect(five.map((x) => readingSaid(x, 'ru')?.message)).toEqual(['«крейсер #1» назван 5 раз']);
  });

  it('gives the sunk word before a class typed without a result, as the example to write', () => {
    const d = of('а1 -> крейсер', morskoy);
    expect(d.code).toBe('announcement-class-without-result');
    expect(readingSaid(d, 'ru')).toEqual({ message: '«крейсер» пишется после слова результата', suggestion: 'напишите, например, «убит крейсер»' });
  });
});
