/**
 * `--after` that cannot be used, on a Russian or Polish record: the usage error is said in the
 * record's language (as `--after <side>:<n>` naming no side already was), the side named as the
 * reports name it, and a game of single shots counts shots, not salvos. English (`--lang en`,
 * `--json`, whose usage errors are text, not JSON) counts shots there too, salvos in a game of salvos.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

// Морской бой: Коля fires 3 shots (a hit, then a miss), Маша 1; the last has no result yet.
const russian = [
  'variant: morskoy-boy',
  'sides:',
  '  blue: Коля',
  '  red: Маша',
  'salvos:',
  '  - blue: А1 -> мимо',
  '  - red: Б2 -> попал',
  '  - red: Б3 -> мимо',
  '  - blue: В5 -> мимо',
  '  - red: Г7',
  '',
].join('\n');

// Statki: two shots of Ala's, one of Tomek's.
const polish = ['variant: statki', 'sides:', '  ala: Ala', '  tomek: Tomek', 'salvos:', '  - ala: A1 -> pudło', '  - tomek: B2 -> pudło', '  - ala: C3 -> pudło', ''].join('\n');

// Perelman (salvos): one salvo of Петя's.
const salvos = ['variant: perelman', 'sides:', '  blue: Петя', '  red: Вася', 'salvos:', '  - blue: а1 б2 в3 -> попаданий нет', ''].join('\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-after-lang-'));
  await writeFile(join(dir, 'ru.yaml'), russian);
  await writeFile(join(dir, 'pl.yaml'), polish);
  await writeFile(join(dir, 'salvos.yaml'), salvos);
});

async function usage(args: string[]): Promise<string> {
  const r = await runSalvo(dir, args);
  expect(r.code, args.join(' ')).toBe(2);
  expect(r.stdout).toBe('');
  return r.stderr;
}

describe('--after past the record, in Russian', () => {
  it('show counts the game’s shots and says what to give', async () => {
    expect(await usage(['show', 'ru.yaml', '--after', '9'])).toBe(
      'salvo: --after 9: в записи 5 выстрелов (обеих сторон; --after <сторона>:<n> считает выстрелы одной стороны); укажите --after от 0 до 5 или не указывайте --after, чтобы взять все\n',
    );
  });

  it('a side’s own shot past its last: the side named with its player, the range typed as it was', async () => {
    expect(await usage(['show', 'ru.yaml', '--after', 'Маша:4'])).toBe(
      'salvo: --after Маша:4: у стороны «Второй игрок» (Маша) в записи 3 выстрела; укажите от Маша:1 до Маша:3 или число выстрелов\n',
    );
  });

  it('a side’s shot 0, and a value that is no number', async () => {
    expect(await usage(['show', 'ru.yaml', '--after', 'Коля:0'])).toBe('salvo: --after Коля:0: выстрелы стороны нумеруются с 1, например --after Коля:6 (--after 0 — партия до первого выстрела)\n');
    expect(await usage(['infer', 'ru.yaml', '--target', 'Коля', '--after', 'пять'])).toBe(
      'salvo: --after — это число выстрелов (--after 12) или выстрел одной стороны по его номеру (--after blue:6), а не «пять»\n',
    );
  });

  it('a side’s shot 0 with no side, or no side of the game, typed: the example names a side of the record, not blue', async () => {
    expect(await usage(['show', 'pl.yaml', '--after', ':0'])).toBe('salvo: --after :0: strzały strony numeruje się od 1, np. --after ala:6 (--after 0 to gra przed pierwszym strzałem)\n');
    expect(await usage(['show', 'pl.yaml', '--after', 'zielony:0', '--lang', 'en'])).toMatch(/^salvo: --after zielony:0: .* e\.g\. --after ala:6 \(/u);
    expect(await usage(['show', 'ru.yaml', '--after', 'x:0'])).toBe('salvo: --after x:0: выстрелы стороны нумеруются с 1, например --after blue:6 (--after 0 — партия до первого выстрела)\n');
  });

  it('infer: the shots at the target, and the one whose result is not recorded yet', async () => {
    expect(await usage(['infer', 'ru.yaml', '--target', 'Маша', '--after', '3'])).toBe(
      'salvo: --after 3: в записи 2 выстрела по стороне «Второй игрок» (Маша); укажите --after от 0 до 2 или не указывайте --after, чтобы взять все\n',
    );
    expect(await usage(['infer', 'ru.yaml', '--target', 'Коля', '--after', '3'])).toBe(
      'salvo: --after 3: в записи 2 выстрела по стороне «Первый игрок» (Коля) с ответом (у выстрела 5 ещё нет ответа); укажите --after от 0 до 2 или не указывайте --after, чтобы взять все\n',
    );
  });

  it('a game of salvos says salvos', async () => {
    expect(await usage(['show', 'salvos.yaml', '--after', '2'])).toContain('--after 2: в записи 1 залп (обеих сторон; --after <сторона>:<n> считает залпы одной стороны)');
    expect(await usage(['show', 'salvos.yaml', '--after', 'Вася:1'])).toContain('у стороны «Красные» (Вася) в записи ещё нет ни одного залпа; укажите число залпов партии');
  });
});

describe('--after past the record, in Polish', () => {
  it('show, a side’s own shot and infer', async () => {
    expect(await usage(['show', 'pl.yaml', '--after', '4'])).toBe(
      'salvo: --after 4: zapis ma 3 strzały (obu stron; --after <strona>:<n> liczy strzały jednej strony); podaj --after od 0 do 3 albo pomiń --after, by wziąć wszystkie\n',
    );
    expect(await usage(['show', 'pl.yaml', '--after', 'tomek:2'])).toBe('salvo: --after tomek:2: strona „tomek” ma w zapisie 1 strzał; podaj od tomek:1 do tomek:1 albo liczbę strzałów\n');
    expect(await usage(['infer', 'pl.yaml', '--target', 'tomek', '--after', '5'])).toBe(
      'salvo: --after 5: zapis ma 2 strzały do strony „tomek”; podaj --after od 0 do 2 albo pomiń --after, by wziąć wszystkie\n',
    );
    expect(await usage(['show', 'pl.yaml', '--after', 'x'])).toBe('salvo: --after to liczba strzałów (--after 12) albo strzał jednej strony według jego numeru (--after ala:6), a nie „x”\n');
  });
});

describe('English where asked, and under --json', () => {
  it('--lang en and --json count shots where every salvo is one shot, the sides by id', async () => {
    expect(await usage(['show', 'ru.yaml', '--after', 'Маша:4', '--lang', 'en'])).toBe('salvo: --after Маша:4: red fired 3 shots in the record; use red:1 to red:3, or a number of shots\n');
    expect(await usage(['show', 'ru.yaml', '--after', '9', '--json'])).toBe(
      "salvo: --after 9: the record has 5 shots (of both sides; --after <side>:<n> counts one side's); use --after 0 to 5, or leave --after out for all of them\n",
    );
    expect(await usage(['infer', 'ru.yaml', '--target', 'Коля', '--after', '3', '--lang', 'en'])).toBe(
      'salvo: --after 3: the record has 2 shots fired at blue with an announcement (shot 5 has no announcement yet); use --after 0 to 2, or leave --after out for all of them\n',
    );
    expect(await usage(['show', 'pl.yaml', '--after', 'tomek:2', '--lang', 'en'])).toBe('salvo: --after tomek:2: tomek fired 1 shot in the record; use tomek:1 to tomek:1, or a number of shots\n');
    expect(await usage(['show', 'pl.yaml', '--after', 'ala:0', '--lang', 'en'])).toBe(
      "salvo: --after ala:0: after a side's shot takes its number from 1, e.g. --after ala:6 (--after 0 is the game before any shot)\n",
    );
    expect(await usage(['infer', 'pl.yaml', '--target', 'ala', '--after', 'x', '--lang', 'en'])).toBe(
      'salvo: --after takes a number of shots (--after 12) or a side\'s own shot (--after ala:6), not "x"\n',
    );
  });

  it('a game of salvos says salvos', async () => {
    expect(await usage(['show', 'salvos.yaml', '--after', '2', '--lang', 'en'])).toBe(
      "salvo: --after 2: the record has 1 salvo (of both sides; --after <side>:<n> counts one side's); use --after 0 to 1, or leave --after out for all of them\n",
    );
    expect(await usage(['show', 'salvos.yaml', '--after', 'Петя:0', '--lang', 'en'])).toBe(
      "salvo: --after Петя:0: after a side's salvo takes its number from 1, e.g. --after Петя:6 (--after 0 is the game before any salvo)\n",
    );
    expect(await usage(['infer', 'salvos.yaml', '--target', 'red', '--after', 'x', '--json'])).toBe(
      'salvo: --after takes a number of salvos (--after 12) or a side\'s own salvo (--after blue:6), not "x"\n',
    );
  });

  it("a side that has not fired yet: no range to give, as Russian and Polish say it (not 'use red:1 to red:0')", async () => {
    expect(await usage(['show', 'salvos.yaml', '--after', 'Вася:1', '--lang', 'en'])).toBe('salvo: --after Вася:1: red has not fired a salvo in the record yet; use a number of salvos of the game\n');
    await writeFile(join(dir, 'one.yaml'), polish.split('\n').slice(0, 6).join('\n') + '\n');
    expect(await usage(['show', 'one.yaml', '--after', 'tomek:1', '--lang', 'en'])).toBe('salvo: --after tomek:1: tomek has not fired a shot in the record yet; use a number of shots of the game\n');
  });
});
