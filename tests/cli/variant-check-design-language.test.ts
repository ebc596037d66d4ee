/**
 * `salvo variant check` in Russian and Polish: the designer's checks (labels that collide, run
 * together or hold a comma, a class id twice, words that read alike, a language without words,
 * guns that change nothing, a fleet that does not fit) are said in the file's language, message
 * and advice, with their numbers in the right form; English as it was with --lang en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

const HEAD = 'id: my\nlanguages: [ru, en]\nname: { ru: Моя, en: Mine }\n';
const WORDS = (hit: string): string =>
  `words:\n  ru: { miss: мимо, hit: ${hit}, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }\n`;
// Nine column labels, two alike (Latin B, Cyrillic В); a class id twice; a hit word that reads as a miss; guns under a constant salvo.
const LABELS = `${HEAD}board: { columns: 10, rows: 10, columnLabels: [A, B, C, D, E, F, G, H, В] }\nfleet:\n  - { id: a, name: { ru: А, en: A }, size: 2, count: 1, guns: 2 }\n  - { id: a, name: { ru: Б, en: B }, size: 3, count: 1 }\n${WORDS('мимо')}`;
// Four 4-cell ships on a 5×5 board, none touching: no room.
const TIGHT = `${HEAD}board: { columns: 5, rows: 5 }\nplacement: { spacing: no-contact }\nfleet:\n  - { id: a, name: { ru: Линкор, en: Battleship }, size: 4, count: 4 }\n${WORDS('попал')}`;
// A 7-cell ship on a 5×5 board; Polish declared first.
const LONG = `id: my\nlanguages: [pl, en]\nname: { pl: Moja, en: Mine }\nboard: { columns: 5, rows: 5 }\nfleet:\n  - { id: a, name: { pl: Pancernik, en: Battleship }, size: 7, count: 1 }\nwords:\n  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-check-design-'));
  await writeFile(join(dir, 'labels.yaml'), LABELS);
  await writeFile(join(dir, 'tight.yaml'), TIGHT);
  await writeFile(join(dir, 'long.yaml'), LONG);
});
const run = (args: string[]) => runSalvo(dir, ['variant', 'check', ...args]);
/** The lines without their places, in order. */
const said = (out: string): string[] => out.trimEnd().split('\n').map((l) => l.replace(/^[^ ]+:\d+:\d+: /u, ''));

describe('variant check: the designer’s checks in the file’s language', () => {
  it('says labels, ids, words and guns in Russian, by default for a file declaring Russian first', async () => {
    const r = await run(['labels.yaml']);
    expect(r.code).toBe(1);
    expect(said(r.stdout)).toEqual([
      'ошибка label-count: board.columnLabels: 9 меток на 10 столбцов (дайте ровно 10 меток или измените board.columns)',
      'ошибка label-collision: board.columnLabels: «B» (2) и «В» (9) читаются как одна метка (похожие латинские и кириллические буквы читаются как одна (B и В): оставьте одну из них)',
      'предупреждение guns-unused: fleet[0].guns: залп — constant, а не по выстрелу на орудие, так что орудия ничего не меняют (задайте turns.salvo: { kind: guns } или уберите guns)',
      'ошибка duplicate-class-id: fleet[1].id: «a» — уже id класса fleet[0] (дайте каждому классу своё id)',
      'ошибка word-collision: words.ru.hit: «мимо» читается так же, как words.ru.miss («мимо»), а это — промах (запись партии не различит попадание и промах: выберите другое слово)',
      '4 ошибки, 1 предупреждение в labels.yaml: исправьте строки выше',
    ]);
  });

  it('says them in Polish with --lang pl', async () => {
    const r = await run(['labels.yaml', '--lang', 'pl']);
    expect(said(r.stdout)).toEqual([
      'błąd label-count: board.columnLabels: 9 etykiet na 10 kolumn (podaj dokładnie 10 etykiet albo zmień board.columns)',
      'błąd label-collision: board.columnLabels: „B” (2) i „В” (9) czyta się jako tę samą etykietę (podobne litery łacińskie i cyrylickie czyta się jako jedną (B i В): zostaw jedną z nich)',
      'ostrzeżenie guns-unused: fleet[0].guns: salwa to constant, a nie strzał na działo, więc działa niczego nie zmieniają (ustaw turns.salvo: { kind: guns } albo usuń guns)',
      'błąd duplicate-class-id: fleet[1].id: „a” to już id klasy fleet[0] (nadaj każdej klasie własne id)',
      'błąd word-collision: words.ru.hit: „мимо” czyta się tak samo jak words.ru.miss („мимо”), które znaczy: pudło (zapis gry nie rozróżni znaczeń „trafienie” i „pudło”: wybierz inne słowo)',
      '4 błędy, 1 ostrzeżenie w labels.yaml: popraw wiersze powyżej',
    ]);
  });

  it('keeps English with --lang en', async () => {
    const r = await run(['labels.yaml', '--lang', 'en']);
    expect(said(r.stdout)).toEqual([
      'error label-count: board.columnLabels: 9 labels for 10 columns (give exactly 10 labels, or change board.columns)',
      'error label-collision: board.columnLabels: "B" (2) and "В" (9) read as the same label (Latin and Cyrillic letters that look alike are read as one (B is В): keep one of them)',
      'warning guns-unused: fleet[0].guns: the salvo is constant, not one shot per gun, so guns change nothing (set turns.salvo: { kind: guns }, or leave guns out)',
      'error duplicate-class-id: fleet[1].id: "a" is already the id of fleet[0] (give every class its own id)',
      'error word-collision: words.ru.hit: "мимо" reads the same as words.ru.miss ("мимо"), which means miss (a game record could not tell hit from miss: choose another word)',
      '4 errors, 1 warning in labels.yaml: fix the lines above',
    ]);
  });

  it('says a fleet that does not fit in Russian and Polish, its numbers in the right form', async () => {
    const ru = await run(['tight.yaml']);
    expect(said(ru.stdout)[0]).toBe(
      'ошибка fleet-does-not-fit: fleet: 4 корабля (16 клеток) не помещаются все вместе на поле 5×5 (корабли не касаются) (возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки)',
    );
    const pl = await run(['tight.yaml', '--lang', 'pl']);
    expect(said(pl.stdout)[0]).toBe(
      'błąd fleet-does-not-fit: fleet: 4 statki (16 pól) nie mieszczą się razem na planszy 5×5 (statki się nie stykają) (użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania)',
    );
    const en = await run(['tight.yaml', '--lang', 'en']);
    expect(said(en.stdout)[0]).toBe('error fleet-does-not-fit: fleet: 4 ships (16 cells) cannot all be placed on the 5×5 board (ships may not touch) (use fewer or smaller ships, a bigger board, or a looser spacing rule)');
  });

  it('names a class that lies nowhere in the language said, by its name in that language', async () => {
    const pl = await run(['long.yaml']);
    expect(said(pl.stdout)[0]).toBe('błąd fleet-does-not-fit: fleet[0].size: „Pancernik” (7 pól) nigdzie nie mieści się na planszy 5×5: żaden wiersz ani żadna kolumna nie ma tam więcej niż 5 pól (zmniejsz statek do 5 pól albo powiększ planszę do 7 kolumn lub wierszy)');
    const en = await run(['long.yaml', '--lang', 'en']);
    expect(said(en.stdout)[0]).toBe('error fleet-does-not-fit: fleet[0].size: the Battleship (7 cells) cannot lie anywhere on the 5×5 board: no row or column there has more than 5 cells (make the ship at most 5 cells long, or give the board at least 7 columns or rows)');
  });
});
