/**
 * `salvo variant check` in Russian and Polish: an error whose field has its own advice (a board
 * size out of range, a text where a number goes, an id or a language code not well formed, a list
 * too short, a word too short), a word not among a setting's choices (with its guess) and a list
 * written with spaces are said in the file's language, message and advice; English as it was.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

const WORDS = (miss: string): string =>
  `words:\n  ru: { miss: "${miss}", hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }\n`;
// A board size too big, a text for a number, a bad id, a spacing misspelt, a word empty.
const FIELDS = `id: My_Game\nlanguages: [ru, en]\nname: { ru: Моя, en: Mine }\nboard: { columns: 27, rows: "много" }\nplacement: { spacing: no-contatc }\nfleet:\n  - { id: a, name: { ru: А, en: A }, size: 0, count: 1 }\n${WORDS('')}`;
// One side, and a shape's cell written with a space where a comma goes.
const LISTS = `id: my\nlanguages: [ru, en]\nname: { ru: Моя, en: Mine }\nfleet:\n  - { id: a, name: { ru: А, en: A }, shape: [[0, 0], [0 1]], count: 1 }\nturns:\n  sides: [{ id: blue, name: { ru: Синие, en: Blue } }]\n${WORDS('мимо')}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-check-field-'));
  await writeFile(join(dir, 'fields.yaml'), FIELDS);
  await writeFile(join(dir, 'lists.yaml'), LISTS);
});
const run = (args: string[]) => runSalvo(dir, ['variant', 'check', ...args]);
const lines = (out: string): string[] => out.trimEnd().split('\n');

describe('variant check: a field’s own advice in the file’s language', () => {
  it('says each in Russian, by default for a file declaring Russian first', async () => {
    const r = await run(['fields.yaml']);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toEqual([
      'fields.yaml:1:5: ошибка bad-id: id: «My_Game» — недопустимый идентификатор (напишите my-game: строчные латинские буквы a-z, цифры и дефисы)',
      'fields.yaml:4:19: ошибка board-size: board.columns: 27 — недопустимый размер поля (поле не шире 26 столбцов, какими бы ни были метки: букв A–Z ровно 26, а цифры или двухбуквенные метки его не увеличат; напишите columns: 26)',
      'fields.yaml:4:29: ошибка wrong-type: board.rows: ожидается число, а здесь «много» (укажите от 2 до 26)',
      'fields.yaml:5:23: ошибка invalid-choice: placement.spacing: «no-contatc» — не одно из: may-touch, no-side-contact, no-contact (может быть, «no-contact»?)',
      'fields.yaml:7:44: ошибка ship-size: fleet[0].size: 0 — недопустимый размер корабля (укажите от 1 до 26)',
      'fields.yaml:9:15: ошибка text-length: words.ru.miss: в тексте «» 0 символов, а должно быть не меньше 1 (используйте от 1 до 60 символов)',
      '6 ошибок в fields.yaml: исправьте строки выше',
    ]);
  });

  it('says each in Polish with --lang pl', async () => {
    const r = await run(['fields.yaml', '--lang', 'pl']);
    expect(lines(r.stdout)).toEqual([
      'fields.yaml:1:5: błąd bad-id: id: „My_Game” to niedozwolony identyfikator (napisz my-game: małe litery łacińskie a-z, cyfry i łączniki)',
      'fields.yaml:4:19: błąd board-size: board.columns: 27 to niedozwolony rozmiar planszy (plansza ma najwyżej 26 kolumn, jakiekolwiek są etykiety: liter A–Z jest 26, a liczby ani etykiety dwuliterowe jej nie powiększą; napisz columns: 26)',
      'fields.yaml:4:29: błąd wrong-type: board.rows: tu ma być liczba, a jest „много” (podaj od 2 do 26)',
      'fields.yaml:5:23: błąd invalid-choice: placement.spacing: „no-contatc” nie jest żadną z wartości: may-touch, no-side-contact, no-contact (czy chodziło o „no-contact”?)',
      'fields.yaml:7:44: błąd ship-size: fleet[0].size: 0 to niedozwolony rozmiar statku (podaj od 1 do 26)',
      'fields.yaml:9:15: błąd text-length: words.ru.miss: tekst „” ma 0 znaków, a musi mieć co najmniej 1 (użyj od 1 do 60 znaków)',
      '6 błędów w fields.yaml: popraw wiersze powyżej',
    ]);
  });

  it('keeps English with --lang en, and in --json', async () => {
    const r = await run(['fields.yaml', '--lang', 'en']);
    expect(lines(r.stdout)).toEqual([
      'fields.yaml:1:5: error bad-id: id: "My_Game" is not an identifier (write my-game: lower-case letters a-z, digits and hyphens)',
      'fields.yaml:4:19: error board-size: board.columns: 27 is not a board size (a board is at most 26 columns wide, whatever its labels: letters name 26, A to Z, and numbers or two-letter labels make it no wider; write columns: 26)',
      'fields.yaml:4:29: error wrong-type: board.rows: expected a number, found "много" (use 2 to 26)',
      'fields.yaml:5:23: error invalid-choice: placement.spacing: "no-contatc" is not one of may-touch, no-side-contact, no-contact (did you mean "no-contact"?)',
      'fields.yaml:7:44: error ship-size: fleet[0].size: 0 is not a ship size (use 1 to 26)',
      'fields.yaml:9:15: error text-length: words.ru.miss: "" has 0 characters; it must be at least 1 character long (use 1 to 60 characters)',
      '6 errors in fields.yaml: fix the lines above',
    ]);
    const j = JSON.parse((await run(['fields.yaml', '--json'])).stdout) as { files: { violations: { message: string; suggestion: string }[] }[] };
    expect(j.files[0]!.violations.map((v) => v.suggestion)).toContain('use 2 to 26');
  });

  it('says a list too short and a list written with spaces in Russian and Polish', async () => {
    const ru = await run(['lists.yaml']);
    expect(ru.stdout).toContain('ошибка shape-cells: fleet[0].shape[1]: в списке 1 элемент, а нужно 2: элементы списка разделяются запятыми, а не пробелами (напишите [0, 1])\n');
    expect(ru.stdout).toContain('ошибка sides: turns.sides: в списке 1 элемент, а должно быть ровно 2 (укажите ровно две стороны)\n');
    const pl = await run(['lists.yaml', '--lang', 'pl']);
    expect(pl.stdout).toContain('błąd shape-cells: fleet[0].shape[1]: lista ma 1 element, a potrzeba 2: elementy listy oddziela się przecinkami, nie spacjami (napisz [0, 1])\n');
    expect(pl.stdout).toContain('błąd sides: turns.sides: lista ma 1 element, a musi mieć dokładnie 2 (podaj dokładnie dwie strony)\n');
    const en = await run(['lists.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("error shape-cells: fleet[0].shape[1]: has 1 entry where 2 are needed: a list's entries are separated by commas, not spaces (write [0, 1])\n");
    expect(en.stdout).toContain('error sides: turns.sides: has 1 entry; it must have exactly 2 (give exactly two sides)\n');
  });
});
