/**
 * The last English of a layout's reading said in Russian and Polish, in `fleet check` and in a
 * record's `fleets:` (`check`): a layout that is not a mapping or is empty, a class's ships not
 * written as text or a list, a ship not written as text, and far too many ships of a class; at
 * the same place, the codes as they are; English (and `--json`) as it was.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const many = (cell: string, n: number): string => `[${Array.from({ length: n }, () => cell).join(', ')}]`;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-layout-words-'));
  await writeFile(join(dir, 'list.yaml'), '- А1-А4\n- В1-В3\n');
  await writeFile(join(dir, 'empty.yaml'), '# nothing yet\n');
  // The battleship's ships a mapping, the first cruiser a list holding a mapping, 40 submarines.
  await writeFile(join(dir, 'ru.yaml'), `броненосец: {a: 1}\nкрейсер: [[1, {b: 2}], В1-В3]\nподводная лодка: ${many('А6', 40)}\n`);
  await writeFile(join(dir, 'pl.yaml'), `pancernik: {a: 1}\nkrążownik: [[1, {b: 2}], B1-B3]\nłódź podwodna: ${many('A6', 40)}\n`);
  await writeFile(
    join(dir, 'pl-record.yaml'),
    `variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nfleets:\n  ala: [D1-D4]\n  tomek:\n    pancernik: {a: 1}\n    krążownik: [[1, {b: 2}], F8-F10]\n    łódź podwodna: ${many('A1', 31)}\nsalvos:\n  - ala: C7 -> pudło\n`,
  );
  await writeFile(
    join(dir, 'ru-record.yaml'),
    `variant: morskoy-boy\nfleets:\n  blue: [А1-А4]\n  red:\n    броненосец: {a: 1}\n    крейсер: [[1, {b: 2}], Е8-Е10]\n    подводная лодка: ${many('А1', 31)}\nsalvos:\n  - blue: В7 -> мимо\n`,
  );
});

const lines = (out: string): string[] => out.split('\n').filter((l) => / (ошибка|błąd|error) /u.test(l));

describe('a layout file that cannot be read, in the language of fleet check', () => {
  it('Russian: not a mapping, empty, ships not text, too many ships of a class', async () => {
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'list.yaml'])).stdout)).toEqual([
      'list.yaml:1:1: ошибка layout-type: расстановка — это словарь: классы кораблей и их корабли (напишите по строке на класс, например броненосец: А1-Г1)',
    ]);
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'empty.yaml'])).stdout)).toEqual([
      'empty.yaml: ошибка layout-empty: расстановка пуста (напишите каждый класс и его корабли, например броненосец: А1-Г1)',
    ]);
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toEqual([
      'ru.yaml:1:13: ошибка layout-type: броненосец: напишите корабль текстом (А1-Г1), а несколько кораблей — списком',
      'ru.yaml:2:11: ошибка layout-type: крейсер #1: корабль записывается текстом, например А1-В1',
      'ru.yaml:3:18: ошибка fleet-count: подводная лодка: записано 40 кораблей, а во флоте их 4 (запишите 4 корабля этого класса)',
    ]);
  });

  it('Polish: the same, the classes by their Polish names', async () => {
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'statki', 'list.yaml'])).stdout)).toEqual([
      'list.yaml:1:1: błąd layout-type: ustawienie to słownik: klasy statków i ich statki (napisz po jednym wierszu na klasę, na przykład pancernik: A1-D1)',
    ]);
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'statki', 'empty.yaml'])).stdout)).toEqual([
      'empty.yaml: błąd layout-empty: ustawienie jest puste (napisz każdą klasę i jej statki, na przykład pancernik: A1-D1)',
    ]);
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'statki', 'pl.yaml'])).stdout)).toEqual([
      'pl.yaml:1:12: błąd layout-type: pancernik: napisz statek jako tekst (A1-D1), a kilka statków jako listę',
      'pl.yaml:2:13: błąd layout-type: krążownik #1: statek zapisuje się jako tekst, na przykład A1-C1',
      'pl.yaml:3:16: błąd fleet-count: łódź podwodna: zapisano 40 statków, a flota ma ich 4 (zapisz 4 statki tej klasy)',
    ]);
  });

  it("an example line is one the variant takes: its first class, a ship of that class's size (or shape) in the board's own cells", async () => {
    // Perelman has no class "battleship" and no cell B2; Greek Tetris's first class is a plus.
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'perelman', 'empty.yaml', '--lang', 'en'])).stdout)[0]).toBe(
      'empty.yaml: error layout-empty: the layout is empty (write each class and its ships, e.g. two: а1-б1)',
    );
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'perelman', 'empty.yaml'])).stdout)[0]).toBe(
      'empty.yaml: ошибка layout-empty: расстановка пуста (напишите каждый класс и его корабли, например двухклеточный: а1-б1)',
    );
    expect(lines((await runSalvo(dir, ['fleet', 'check', join(process.cwd(), 'examples', 'variants', 'greek-tetris.yaml'), 'list.yaml'])).stdout)[0]).toBe(
      'list.yaml:1:1: error layout-type: a layout is a mapping from ship classes to their ships (write one line per class, e.g. plus: β1 α2 β2 γ2 β3)',
    );
  });

  it('English as it was, and --json English', async () => {
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml', '--lang', 'en'])).stdout)).toEqual([
      'ru.yaml:1:13: error layout-type: броненосец: write the ship as text (А1-Г1), or several ships as a list',
      'ru.yaml:2:11: error layout-type: cruiser[0]: a ship is written as text, e.g. А1-В1',
      'ru.yaml:3:18: error fleet-count: submarine: 40 ships written; the fleet has 4 (write the 4 ship(s) of the class)',
    ]);
    expect(lines((await runSalvo(dir, ['fleet', 'check', 'statki', 'list.yaml', '--lang', 'en'])).stdout)).toEqual([
      'list.yaml:1:1: error layout-type: a layout is a mapping from ship classes to their ships (write one line per class, e.g. battleship: A1-D1)',
    ]);
    const json = JSON.parse((await runSalvo(dir, ['fleet', 'check', 'statki', 'pl.yaml', '--json'])).stdout) as { violations: { code: string; message: string }[] };
    expect(json.violations.map((v) => v.message)).toEqual([
      'pancernik: write the ship as text (A1-D1), or several ships as a list',
      'cruiser[0]: a ship is written as text, e.g. A1-C1',
      'submarine: 40 ships written; the fleet has 4',
    ]);
  });
});

describe("a record's fleets that cannot be read, in the record's language", () => {
  it('Polish', async () => {
    expect(lines((await runSalvo(dir, ['check', 'pl-record.yaml'])).stdout)).toEqual([
      'pl-record.yaml:7:8: błąd layout-type: ustawienie to słownik: klasy statków i ich statki [zasada: ustawienie floty] (napisz po jednym wierszu na klasę, na przykład pancernik: A1-D1)',
      'pl-record.yaml:9:16: błąd layout-type: pancernik: napisz statek jako tekst (A1-D1), a kilka statków jako listę [zasada: ustawienie floty]',
      'pl-record.yaml:10:17: błąd layout-type: krążownik #1: statek zapisuje się jako tekst, na przykład A1-C1 [zasada: ustawienie floty]',
      'pl-record.yaml:11:20: błąd fleet-count: łódź podwodna: zapisano 31 statków, a flota ma ich 4 [zasada: ustawienie floty] (zapisz 4 statki tej klasy)',
    ]);
  });

  it('Russian', async () => {
    expect(lines((await runSalvo(dir, ['check', 'ru-record.yaml'])).stdout)).toEqual([
      'ru-record.yaml:3:9: ошибка layout-type: расстановка — это словарь: классы кораблей и их корабли [правило: расстановка флота] (напишите по строке на класс, например броненосец: А1-Г1)',
      'ru-record.yaml:5:17: ошибка layout-type: броненосец: напишите корабль текстом (А1-Г1), а несколько кораблей — списком [правило: расстановка флота]',
      'ru-record.yaml:6:15: ошибка layout-type: крейсер #1: корабль записывается текстом, например А1-В1 [правило: расстановка флота]',
      'ru-record.yaml:7:22: ошибка fleet-count: подводная лодка: записано 31 корабль, а во флоте их 4 [правило: расстановка флота] (запишите 4 корабля этого класса)',
    ]);
  });

  it('English as it was', async () => {
    expect(lines((await runSalvo(dir, ['check', 'pl-record.yaml', '--lang', 'en'])).stdout)).toEqual([
      'pl-record.yaml:7:8: error layout-type: a layout is a mapping from ship classes to their ships [rule: fleet layout] (write one line per class, e.g. battleship: A1-D1)',
      'pl-record.yaml:9:16: error layout-type: pancernik: write the ship as text (A1-D1), or several ships as a list [rule: fleet layout]',
      'pl-record.yaml:10:17: error layout-type: cruiser[0]: a ship is written as text, e.g. A1-C1 [rule: fleet layout]',
      'pl-record.yaml:11:20: error fleet-count: submarine: 31 ships written; the fleet has 4 [rule: fleet layout] (write the 4 ship(s) of the class)',
    ]);
  });
});

describe('a layout file not there, or a folder, in the language of fleet check', () => {
  it('Russian and Polish; English with --lang en and --json', async () => {
    const gone = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'gone.yaml']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(`gone.yaml: ошибка no-such-file: нет такого файла: файла расстановки gone.yaml нет (искали ${join(dir, 'gone.yaml')}) (проверьте путь или расставьте флот командой 'salvo fleet random morskoy-boy > gone.yaml')`);
    await mkdir(join(dir, 'fleets'), { recursive: true });
    const folder = await runSalvo(dir, ['fleet', 'check', 'statki', 'fleets']);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('fleets: błąd not-a-file: fleets to folder, a nie plik ustawienia (podaj ścieżkę do pliku .yaml)');
    const en = await runSalvo(dir, ['fleet', 'check', 'statki', 'gone.yaml', '--lang', 'en']);
    expect(en.stderr).toContain("gone.yaml: error no-such-file: no such file: there is no layout file gone.yaml (looked for ");
    const json = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'fleets', '--json']);
    expect(json.stderr).toContain('fleets: error not-a-file: fleets is a folder, not a layout file (give the path of a .yaml layout)');
  });
});
