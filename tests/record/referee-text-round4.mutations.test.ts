/**
 * Mutation testing, round 4: the referee's Russian and Polish words that no test held before.
 * A cell named twice in one salvo (one cell or several), the cells announced as hits at a repeat, and how a game ended said in the advice
 * for a salvo after it (the enemy fleet sunk, or most hits; a draw; shots, where every salvo is one).
 */
import { describe, expect, it } from 'vitest';
import type { Breach } from '../../src/record/referee.js';
import { refereeText } from '../../src/record/referee-text.js';

const ru = refereeText('ru', false)!;
const pl = refereeText('pl', false)!;

/** A breach of `code` at salvo 11, синие's salvo 6, with `extra`. */
const breach = (code: string, extra: Partial<Breach> = {}): Breach => ({ code, rule: 'x', message: 'english', salvo: 11, side: 'синие', shooter: 'синие', sideSalvo: 6, ...extra });

describe('a cell named twice in one salvo', () => {
  it('says one cell as a cell and two as cells', () => {
    const one = breach('repeated-cell', { recorded: 'А1', repeats: [{ cell: 'А1' }] });
    expect(ru.message(one)).toBe('сторона «синие» своим залпом 6 дважды называет клетку А1');
    expect(pl.message(one)).toBe('strona „синие” swoją salwą 6 dwa razy podaje pole А1');
    const two = breach('repeated-cell', { recorded: 'А1 Б2', repeats: [{ cell: 'А1' }, { cell: 'Б2' }] });
    expect(ru.message(two)).toBe('сторона «синие» своим залпом 6 дважды называет клетки А1 и Б2');
    expect(pl.message(two)).toBe('strona „синие” swoją salwą 6 dwa razy podaje pola А1 i Б2');
  });
});

describe('a repeat at a cell that hit, read as a miss', () => {
  it('names the cells announced as hits where there are several, else the cell as it', () => {
    const several = breach('repeated-cell', { recorded: 'А1 Б2', repeats: [{ cell: 'А1', salvo: 2 }, { cell: 'Б2', salvo: 3 }], readAs: { target: 'красные', said: 'попал', cells: 'А1 Б2', miss: 'мимо' } });
    expect(ru.suggestion(several)).toContain('поэтому ответ стороны «красные» «попал» на А1 Б2 считается ответом «мимо»');
    expect(pl.suggestion(several)).toContain('więc odpowiedź strony „красные” „попал” na А1 Б2 liczy się jako „мимо”');
    const one = breach('repeated-cell', { recorded: 'А1', repeats: [{ cell: 'А1', salvo: 2 }], readAs: { target: 'красные', said: 'попал', miss: 'мимо' } });
    expect(ru.suggestion(one)).toContain('поэтому ответ стороны «красные» «попал» на неё считается ответом «мимо»');
  });
});

describe('a salvo after the end of the game', () => {
  const after = (ended: NonNullable<Breach['ended']>): Breach => breach('after-game-end', { ended });

  it('says whether the winner sank the enemy fleet or won by most hits', () => {
    expect(ru.suggestion(after({ salvo: 9, winner: 'красные', sunk: true }))).toBe(
      'партия закончилась залпом 9: победила сторона «красные», флот противника потоплен; уберите залпы после него или исправьте тот, которым она закончилась',
    );
    expect(ru.suggestion(after({ salvo: 9, winner: 'красные', sunk: false }))).toBe(
      'партия закончилась залпом 9: победила сторона «красные», по числу попаданий; уберите залпы после него или исправьте тот, которым она закончилась',
    );
    expect(pl.suggestion(after({ salvo: 9, winner: 'красные', sunk: true }))).toContain('wygrała strona „красные”, flota przeciwnika zatopiona; ');
    expect(pl.suggestion(after({ salvo: 9, winner: 'красные', sunk: false }))).toContain('wygrała strona „красные”, przez liczbę trafień; ');
  });

  it('says a draw as a draw, and a game simply over as over', () => {
    expect(ru.suggestion(after({ salvo: 9, draw: true }))).toContain('закончилась залпом 9: ничья: выстрелов не осталось ни у кого;');
    expect(ru.suggestion(after({ salvo: 9 }))).toContain('закончилась залпом 9: партия была окончена;');
    expect(pl.suggestion(after({ salvo: 9, draw: true }))).toContain('salwą 9: remis: obu stronom skończyły się strzały;');
    expect(pl.suggestion(after({ salvo: 9 }))).toContain('salwą 9: gra była skończona;');
  });

  it('where every salvo is one shot, has the shots taken out', () => {
    const ruShot = refereeText('ru', true)!;
    const plShot = refereeText('pl', true)!;
    expect(ruShot.suggestion(after({ salvo: 9, winner: 'красные', sunk: true }))).toBe(
      'партия закончилась выстрелом 9: победила сторона «красные», флот противника потоплен; уберите выстрелы после него или исправьте тот, которым она закончилась',
    );
    expect(ruShot.suggestion(after({ winner: 'красные', sunk: true }))).toBe('победила сторона «красные», флот противника потоплен до первого выстрела; уберите выстрелы');
    expect(plShot.suggestion(after({ winner: 'красные', sunk: true }))).toBe('wygrała strona „красные”, flota przeciwnika zatopiona przed pierwszym strzałem; usuń strzały');
  });
});

describe('a cell fired at again, in Polish: whose salvo, which cells, and which salvo fired at them first', () => {
  it('groups the cells by the side’s salvo that fired at them first, in that salvo’s order', () => {
    const b = breach('repeated-cell', { recorded: 'Б2 А1 В3', repeats: [{ cell: 'Б2', salvo: 4 }, { cell: 'А1', salvo: 2 }, { cell: 'В3', salvo: 2 }] });
    expect(pl.message(b)).toBe('strona „синие” swoją salwą 6 znów strzela w pola А1 i В3, w które strzelała już swoją salwą 2, i w pole Б2 — swoją salwą 4');
    expect(ru.message(b)).toBe('сторона «синие» своим залпом 6 снова стреляет по клеткам А1 и В3, по которым уже стреляла своим залпом 2, и по клетке Б2 — своим залпом 4');
  });
});
