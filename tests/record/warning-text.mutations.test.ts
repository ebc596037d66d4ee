/**
 * Mutation testing, round 4: the referee's warnings in Russian and Polish where the records of the
 * CLI tests do not reach. A line naming no cell against a revealed fleet, its announcement not
 * read, not written or a hit, each said as itself; the shot limit not judged where the shots of
 * the lines naming no cell (up to 9) and the shots left without them (6) are not the same number;
 * a repeat not judged for the cells of two salvos, and for one cell or two that cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { quoted } from '../../src/core/language.js';
import { limitUnjudgedSaid, lostWhyEnglish, repeatUnjudgedSaid, turnUnjudgedLostSaid, type LostWhy } from '../../src/record/warning-text.js';

const blue = (lang: 'ru' | 'pl'): string => quoted(lang, lang === 'ru' ? 'Синие' : 'Niebiescy');
const red = (lang: 'ru' | 'pl'): string => quoted(lang, lang === 'ru' ? 'Красные' : 'Czerwoni');

describe('a line naming no cell against a revealed fleet', () => {
  const why = (what: 'unreadable' | 'missing' | 'hit'): LostWhy => ({ kind: 'no-cell-revealed', what, target: 'red' });

  it('says whether its announcement cannot be read, was not written, or was a hit', () => {
    const said = (what: 'unreadable' | 'missing' | 'hit') => turnUnjudgedLostSaid(false, blue, 4, why(what), red);
    expect(said('unreadable').ru!.message).toBe(
      'не проверено, был ли это ход стороны «Синие»: залп 4 перед этим не называет ни одной клетки, а ответ на него не читается: в какой из раскрытых кораблей стороны «Красные» он попал, неизвестно',
    );
    expect(said('missing').ru!.message).toContain('залп 4 перед этим не называет ни одной клетки, а ответ на него не записан: ');
    expect(said('hit').ru!.message).toContain('залп 4 перед этим не называет ни одной клетки, а на него ответили попаданием: ');
    expect(said('unreadable').pl!.message).toBe(
      'nie sprawdzono, czy był to ruch strony „Niebiescy”: salwa 4 wcześniej nie wymienia żadnego pola, a odpowiedzi na nią nie da się odczytać: nie wiadomo, w który z odkrytych statków strony „Czerwoni” trafiła',
    );
    expect(said('missing').pl!.message).toContain('salwa 4 wcześniej nie wymienia żadnego pola, a odpowiedzi na nią nie zapisano: ');
    expect(said('hit').pl!.message).toContain('salwa 4 wcześniej nie wymienia żadnego pola, a odpowiedziano na nią trafieniem: ');
  });

  it('in English too', () => {
    expect(lostWhyEnglish(why('unreadable'))).toBe("names no cell, and its announcement cannot be read: which of red's revealed ships it hit is not known");
    expect(lostWhyEnglish(why('missing'))).toBe("names no cell, and nothing was announced for it: which of red's revealed ships it hit is not known");
    expect(lostWhyEnglish(why('hit'))).toBe("names no cell, and a hit was announced for it: which of red's revealed ships it hit is not known");
  });
});

describe('the shot limit not judged', () => {
  it('says the shots the lines naming no cell may have fired apart from the shots left', () => {
    // Three lines naming no cell, up to 9 shots; 6 left under the limit of 60 without them.
    const said = limitUnjudgedSaid(false, blue, 3, 60, [37, 39, 41], 9, 6);
    expect(said.ru!.message).toBe(
      'не проверено, укладывается ли залп стороны «Синие» (3 выстрела) в предел в 60 выстрелов: залпы 37, 39, 41 перед этим не называют ни одной клетки, и их выстрелы (до 9) в предел не засчитаны (без них осталось 6)',
    );
    expect(said.pl!.message).toBe(
      'nie sprawdzono, czy salwa strony „Niebiescy” (3 strzały) mieści się w limicie 60 strzałów: salwy 37, 39, 41 wcześniej nie wymieniają żadnego pola, a ich strzały (do 9) nie są do niego liczone (bez nich zostało 6)',
    );
  });
});

describe('the shot limit not judged after a line under no side of the game', () => {
  it('says the line names no side, not that it cannot be read, alone or with the other kinds', () => {
    const one = limitUnjudgedSaid(false, blue, 1, 60, [4], 3, 3, ['no-side']);
    expect(one.pl!.message).toBe(
      'nie sprawdzono, czy salwa strony „Niebiescy” (1 strzał) mieści się w limicie 60 strzałów: salwa 4 wcześniej jest zapisana pod stroną, której nie ma w tej partii, a jej strzały (do 3), jeśli była to salwa strony „Niebiescy”, nie są do niego liczone (bez nich zostało 3)',
    );
    expect(one.pl!.suggestion).toBe('popraw tamtą salwę i sprawdź ponownie');
    const shot = limitUnjudgedSaid(true, blue, 1, 60, [4], 1, 1, ['no-side']);
    expect(shot.pl!.message).toContain('strzał 4 wcześniej jest zapisany pod stroną, której nie ma w tej partii, a jego strzały');
    expect(shot.ru!.message).toContain('у выстрела 4 перед этим указана сторона, которой нет в этой партии');
    const mixed = limitUnjudgedSaid(false, blue, 3, 60, [4, 7, 9], 9, 6, ['no-cell', 'unreadable', 'no-side']);
    expect(mixed.ru!.message).toContain('залпы 4, 7, 9 перед этим не называют ни одной клетки, не читаются или записаны под стороной, которой нет в этой партии, и их выстрелы (до 9), если это залпы стороны «Синие», в предел не засчитаны');
    expect(mixed.pl!.message).toContain('salwy 4, 7, 9 wcześniej nie wymieniają żadnego pola, są nieczytelne albo są zapisane pod stroną, której nie ma w tej partii, a ich strzały (do 9), jeśli były to salwy strony „Niebiescy”, nie są do niego liczone');
    expect(mixed.ru!.suggestion).toBe('исправьте те залпы и проверьте снова');
  });
});

describe('a repeat not judged', () => {
  it('speaks of the cells of two salvos in the plural, and asks to mend those salvos', () => {
    const said = repeatUnjudgedSaid(false, blue, [3, 5], [3], [5], [], 0);
    expect(said.ru).toEqual({
      message: 'не проверено — ни здесь, ни дальше, — стреляет ли сторона «Синие» повторно по клетке залпов 3, 5: залп 3 не учтён при проверке (см. ошибку при нём); залп 5 не называет ни одной клетки (см. ошибку при нём)',
      suggestion: 'исправьте те залпы и проверьте снова',
    });
    expect(said.pl).toEqual({
      message: 'nie sprawdzono — ani tu, ani dalej — czy strona „Niebiescy” strzela ponownie w pole salw 3, 5: salwa 3 jest pominięta przy sprawdzaniu (zob. błąd przy niej); salwa 5 nie wymienia żadnego pola (zob. błąd przy niej)',
      suggestion: 'popraw tamte salwy i sprawdź ponownie',
    });
    // One salvo: its cells, that salvo.
    const one = repeatUnjudgedSaid(false, blue, [3], [3], [], [], 0);
    expect(one.ru!.message).toContain('повторно по клетке залпа 3: ');
    expect(one.ru!.suggestion).toBe('исправьте тот залп и проверьте снова');
  });

  it('says one cell that cannot be read, and two, agreeing with the number', () => {
    const one = repeatUnjudgedSaid(false, blue, [4], [], [], [4], 1);
    expect(one.ru!.message).toMatch(/: клетка залпа 4 не читается$/u);
    expect(one.pl!.message).toMatch(/: nie da się odczytać pola salwy 4$/u);
    const two = repeatUnjudgedSaid(false, blue, [4], [], [], [4], 2);
    expect(two.ru!.message).toMatch(/: 2 клетки залпа 4 не читаются$/u);
    expect(two.pl!.message).toMatch(/: nie da się odczytać 2 pól salwy 4$/u);
    const five = repeatUnjudgedSaid(false, blue, [4], [], [], [4], 5);
    expect(five.ru!.message).toMatch(/: 5 клеток залпа 4 не читаются$/u);
  });
});
