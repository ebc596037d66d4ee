/**
 * In a game of single shots (Морской бой, Statki: one shot a turn) the record's reading problems
 * say shot (выстрел, strzał) where a game of salvos says salvo (залп, salwa): a side without its
 * colon, a key that is none of the line's, the player named for the side, a line that is no
 * salvo, two sides on one item, `salvos:` that is no list. English says shot there too.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

const lines = (out: string, code: string): string[] => out.split('\n').filter((l) => l.includes(` ${code}: `));

/** A record of `variant` whose salvos hold one of each slip, its sides `a` (played by `player`) and `b`. */
function slips(variant: string, language: string, a: string, b: string, player: string, cells: readonly string[], miss: string): string {
  const [c1, c2, c3, c4, c5] = cells;
  return [
    `variant: ${variant}`,
    `language: ${language}`,
    `sides: { ${a}: ${player}, ${b}: Tomek }`,
    'salvos:',
    `  - ${a} ${c1} -> ${miss}`,
    `  - ${b}: ${c2} -> ${miss}`,
    '    colour: red',
    `  - ${player}: ${c3} -> ${miss}`,
    `  - { side: ${b}, cells: ${c4}, result: ${miss}, colr: x }`,
    '  - hello',
    `  - { ${a}: ${c5}, ${b}: ${c5} }`,
    '',
  ].join('\n');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-single-words-'));
  await writeFile(join(dir, 'ru.yaml'), slips('morskoy-boy', 'ru', 'синие', 'красные', 'Оля', ['А1', 'Б1', 'В1', 'Г1', 'Д1'], 'мимо'));
  await writeFile(join(dir, 'pl.yaml'), slips('statki', 'pl', 'ala', 'tomek', 'Ola', ['A1', 'B1', 'C1', 'D1', 'E1'], 'pudło'));
  await writeFile(join(dir, 'salvos.yaml'), slips('perelman', 'ru', 'синие', 'красные', 'Оля', ['а1', 'б1', 'в1', 'г1', 'д1'], 'мимо'));
  await writeFile(join(dir, 'ru-map.yaml'), 'variant: morskoy-boy\nlanguage: ru\nsalvos:\n  blue: А1\n');
  await writeFile(join(dir, 'pl-map.yaml'), 'variant: statki\nlanguage: pl\nsalvos:\n  blue: A1\n');
});

describe('reading problems in a game of single shots', () => {
  // Each: the record, its lines said per code, the word for a salvo that is not said, and what check says of `salvos:` as no list.
  it.each([
    {
      name: 'Russian (Морской бой): выстрел, not залп',
      file: 'ru.yaml',
      said: {
        'salvo-colon-missing': ['ru.yaml:5:10: предупреждение salvo-colon-missing: выстрел 1: прочитано как выстрел стороны «синие»: после стороны ставится «: » (напишите - синие: А1 -> мимо)'],
        'unknown-key': [
          'ru.yaml:7:5: ошибка unknown-key: выстрел 2: «colour» — не ключ выстрела [правило: формат записи] (рядом со стороной у выстрела могут быть note, forced, together)',
          'ru.yaml:9:47: ошибка unknown-key: выстрел 4: «colr» — не ключ выстрела [правило: формат записи] (ключи — side, cells, result, note, forced, together)',
        ],
        'salvo-side-player': ['ru.yaml:8:5: предупреждение salvo-side-player: выстрел 3: «Оля» — игрок стороны «синие»: прочитано как выстрел стороны «синие» (напишите - синие: В1 -> мимо)'],
        'salvo-form': [
          'ru.yaml:10:5: ошибка salvo-form: выстрел 5: выстрел пишется так: «сторона: клетки -> ответ» [правило: формат записи] (напишите, например, «- синие: А1 Б1 -> ...»)',
          'ru.yaml:11:5: ошибка salvo-form: выстрел 6: по одному выстрелу в элементе списка: здесь записаны синие, красные [правило: формат записи] (напишите, например, «- синие: А1 Б1 -> ...»)',
        ],
      },
      notSaid: /залп/u,
      map: 'ru-map.yaml',
      mapSaid: 'salvos — это список, по выстрелу в строке',
    },
    {
      name: 'Polish (Statki): strzał, not salwa',
      file: 'pl.yaml',
      said: {
        'salvo-colon-missing': ['pl.yaml:5:8: ostrzeżenie salvo-colon-missing: strzał 1: odczytano jako strzał strony „ala”: po stronie stoi „: ” (napisz - ala: A1 -> pudło)'],
        'unknown-key': [
          'pl.yaml:7:5: błąd unknown-key: strzał 2: „colour” nie jest kluczem strzału [zasada: format zapisu] (obok strony strzał może mieć note, forced, together)',
          'pl.yaml:9:46: błąd unknown-key: strzał 4: „colr” nie jest kluczem strzału [zasada: format zapisu] (klucze to side, cells, result, note, forced, together)',
        ],
        'salvo-side-player': ['pl.yaml:8:5: ostrzeżenie salvo-side-player: strzał 3: „Ola” to gracz strony „ala”: odczytano jako strzał strony „ala” (napisz - ala: C1 -> pudło)'],
        'salvo-form': [
          'pl.yaml:10:5: błąd salvo-form: strzał 5: strzał zapisuje się tak: „strona: pola -> odpowiedź” [zasada: format zapisu] (napisz na przykład „- ala: A1 B1 -> ...”)',
          'pl.yaml:11:5: błąd salvo-form: strzał 6: jeden strzał na element listy: tu zapisano ala, tomek [zasada: format zapisu] (napisz na przykład „- ala: A1 B1 -> ...”)',
        ],
      },
      notSaid: /salw/u,
      map: 'pl-map.yaml',
      mapSaid: 'salvos to lista, jeden strzał w wierszu',
    },
  ].map((c) => [c.name, c] as const))('%s', async (_name, { file, said, notSaid, map, mapSaid }) => {
    const r = await runSalvo(dir, ['check', file]);
    for (const [code, expected] of Object.entries(said)) expect(lines(r.stdout, code), code).toEqual(expected);
    expect(Object.keys(said)).toHaveLength(4);
    expect(r.stdout).not.toMatch(notSaid);
    const m = await runSalvo(dir, ['check', map]);
    expect(m.stdout + m.stderr).toContain(mapSaid);
  });

  it('a game of salvos (Перельман\'s) says залп as before; English with --lang en says shot, as the game counts', async () => {
    const r = await runSalvo(dir, ['check', 'salvos.yaml']);
    expect(lines(r.stdout, 'salvo-colon-missing')[0]).toContain('прочитано как залп стороны «синие»');
    expect(lines(r.stdout, 'unknown-key')[0]).toContain('«colour» — не ключ залпа [правило: формат записи] (рядом со стороной у залпа могут быть note, forced, together)');
    expect(lines(r.stdout, 'salvo-side-player')[0]).toContain('прочитано как залп стороны «синие»');
    expect(lines(r.stdout, 'salvo-form').map((l) => l.replace(/^.*?salvo-form: залп \d+: /u, '').replace(/ \[.*$/u, ''))).toEqual([
      'залп пишется так: «сторона: клетки -> ответ»',
      'по одному залпу в элементе списка: здесь записаны синие, красные',
    ]);
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(lines(en.stdout, 'salvo-colon-missing')[0]).toContain('shot 1: read as a shot of синие');
    expect(lines(en.stdout, 'salvo-form')[0]).toContain('a shot is written "side: cells -> announcement"');
  });
});
