/**
 * `salvo variant check --lang ru|pl`: the words that follow a count or a place — the closing line
 * of a good file with one or two warnings (`brak błędów (1 ostrzeżenie)`, `ошибок нет (2
 * предупреждения)`), of a file with one error (`popraw wiersz powyżej`), a list of one entry found
 * where a mapping goes (`список из 1 элемента`), and a key of another section inside a section,
 * which names that section (`ключ раздела turns, а не board`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

const WORDS =
  'words:\n  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }\n';
const HEAD = 'id: my\nlanguages: [pl, ru]\nname: { pl: Moja, ru: Моя }\n';
const ship = (id: string, extra = ''): string => `  - { id: ${id}, name: { pl: ${id.toUpperCase()}, ru: ${id.toUpperCase()} }, size: 2, count: 1${extra} }\n`;
const SALVO = 'turns: { salvo: { kind: constant, shots: 1 } }\n';
const BOARD = 'board: { columns: 10, rows: 10 }\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-check-counts-'));
  // Guns in a game whose salvo is not by guns: one warning a class.
  await writeFile(join(dir, 'one.yaml'), `${HEAD}${BOARD}fleet:\n${ship('a', ', guns: 1')}${SALVO}${WORDS}`);
  await writeFile(join(dir, 'two.yaml'), `${HEAD}${BOARD}fleet:\n${ship('a', ', guns: 1')}${ship('b', ', guns: 1')}${SALVO}${WORDS}`);
  // The turns written as a list of one entry: one error.
  await writeFile(join(dir, 'list.yaml'), `${HEAD}${BOARD}fleet:\n${ship('a')}turns: [1]\n${WORDS}`);
  // A key of turns written inside board.
  await writeFile(join(dir, 'board.yaml'), `${HEAD}board: { columns: 10, rows: 10, salvo: 3 }\nfleet:\n${ship('a')}${SALVO}${WORDS}`);
});

const closing = async (file: string, lang: string): Promise<string> => {
  const r = await runSalvo(dir, ['variant', 'check', file, '--lang', lang]);
  return r.stdout.trimEnd().split('\n').at(-1)!;
};

describe('variant check in Russian and Polish: the words a count takes', () => {
  it('a good file with one warning, and with two', async () => {
    expect(await closing('one.yaml', 'pl')).toBe('one.yaml: brak błędów (1 ostrzeżenie)');
    expect(await closing('two.yaml', 'pl')).toBe('two.yaml: brak błędów (2 ostrzeżenia)');
    expect(await closing('one.yaml', 'ru')).toBe('one.yaml: ошибок нет (1 предупреждение)');
    expect(await closing('two.yaml', 'ru')).toBe('two.yaml: ошибок нет (2 предупреждения)');
  });

  it('one error: the line above, a list of one entry where a mapping goes', async () => {
    const pl = await runSalvo(dir, ['variant', 'check', 'list.yaml', '--lang', 'pl']);
    expect(pl.code).toBe(1);
    expect(pl.stdout).toBe('list.yaml:7:8: błąd wrong-type: turns: tu ma być słownik, a jest lista (elementów: 1) (napisz tu: słownik)\n1 błąd w list.yaml: popraw wiersz powyżej\n');
    const ru = await runSalvo(dir, ['variant', 'check', 'list.yaml', '--lang', 'ru']);
    expect(ru.stdout).toBe('list.yaml:7:8: ошибка wrong-type: turns: ожидается словарь, а здесь список из 1 элемента (напишите здесь словарь)\n1 ошибка в list.yaml: исправьте строку выше\n');
  });

  it('a key of another section inside a section names the section it is in', async () => {
    const ru = await runSalvo(dir, ['variant', 'check', 'board.yaml', '--lang', 'ru']);
    expect(ru.stdout.split('\n')[0]).toBe(
      'board.yaml:4:33: ошибка unknown-key: board.salvo: «salvo» — ключ раздела turns, а не board (перенесите его туда; здесь допустимы: rows, columns, columnLabels, rowLabels, cellOrder, separator)',
    );
    const pl = await runSalvo(dir, ['variant', 'check', 'board.yaml', '--lang', 'pl']);
    expect(pl.stdout.split('\n')[0]).toBe('board.yaml:4:33: błąd unknown-key: board.salvo: „salvo” to klucz sekcji turns, a nie board (przenieś go tam; dozwolone tutaj: rows, columns, columnLabels, rowLabels, cellOrder, separator)');
  });
});
