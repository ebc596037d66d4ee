/**
 * The referee's words in Russian and Polish, breach by breach (`breachSaid`), and the line around
 * them (`formatSaid`, `warningSaid`): the parts a record of the examples does not reach (a forced
 * salvo, a warning, a place with no line, nobody to fire, a limit of "at most", one announcement
 * in conflict, sides the text names otherwise than the record).
 */
import { describe, expect, it } from 'vitest';
import type { Breach } from '../../src/record/referee.js';
import { breachSaid, formatSaid, refereeText, warningSaid, type RefereeWarning } from '../../src/record/referee-text.js';

const ru = refereeText('ru', false)!;
const pl = refereeText('pl', false)!;

/** A breach of `code` at salvo 11, красные's salvo 6, with `extra`. */
const breach = (code: string, extra: Partial<Breach> = {}): Breach => ({ code, rule: 'x', message: 'english', salvo: 11, side: 'красные', shooter: 'красные', sideSalvo: 6, ...extra });

describe('breachSaid', () => {
  it('sets the sides of a penalty turn not skipped in quotes, as it does for a turn out of order', () => {
    const b = breach('penalty-ignored', { expected: 'синие to fire', recorded: 'красные' });
    expect(breachSaid(b, ru)!.message).toContain('[правило: штраф: пропуск следующего хода; ожидалось: стреляет сторона «синие»; записано: «красные»]');
    expect(breachSaid(b, pl)!.message).toContain('[zasada: kara: utrata następnego ruchu; oczekiwano: strzela strona „синие”; zapisano: „красные”]');
  });

  it('says a forced salvo was recorded with --force, and gives it no suggestion, not the English one', () => {
    const b = breach('wrong-salvo-size', { expected: '3', recorded: '2', forced: true, suggestion: 'compare the cells with the pad' });
    const d = breachSaid(b, ru)!;
    expect(d.message).toBe('в залпе 6 стороны «красные» 2 выстрела, а положено 3 [правило: размер залпа; ожидалось: 3; записано: 2; записан с --force]');
    expect(d.suggestion).toBeUndefined();
    expect(breachSaid(b, pl)!.message).toContain('; zapisano z --force]');
  });

  it('says nobody could fire, not a side called "nobody"', () => {
    const b = breach('out-of-turn', { expected: 'nobody', recorded: 'красные' });
    expect(breachSaid(b, ru)!.message).toBe('залп 6 стороны «красные» сделан не в свою очередь: стрелять не мог никто [правило: очерёдность ходов; ожидалось: никто; записано: «красные»]');
    expect(breachSaid(b, pl)!.message).toBe('salwa 6 strony „красные” oddana poza kolejnością: nikt nie mógł strzelać [zasada: kolejność ruchów; oczekiwano: nikt; zapisano: „красные”]');
  });

  it('says the shots left under the limit as "at most" in the language', () => {
    const b = breach('shot-limit', { expected: 'at most 2 shots', recorded: '3 shots' });
    expect(breachSaid(b, ru)!.message).toBe('в залпе 6 стороны «красные» 3 выстрела, а до предела осталось не больше 2 [правило: предел числа выстрелов; ожидалось: не больше 2; записано: 3 выстрела]');
    expect(breachSaid(b, pl)!.message).toBe('w salwie 6 strony „красные” 3 strzały, a do limitu zostało najwyżej 2 [zasada: limit strzałów; oczekiwano: najwyżej 2; zapisano: 3 strzały]');
  });

  it('leaves a limit passed after lines naming no cell to English, whole, in both languages', () => {
    const b = breach('shot-limit', { sideSalvo: undefined, expected: 'at most 2 shots', recorded: '3 shots' });
    expect(breachSaid(b, ru)).toBeUndefined();
    expect(breachSaid(b, pl)).toBeUndefined();
  });

  it('agrees with one announcement in conflict or several (Polish)', () => {
    const one = breach('announcements-impossible', { conflict: [4], salvo: 4 });
    expect(pl.message(one)).toBe('żadna dozwolona flota strony „красные” nie zgadza się z odpowiedziami po salwie 4; nie zgadza się odpowiedź na salwę 4');
    const two = breach('announcements-impossible', { conflict: [2, 5], salvo: 5 });
    expect(pl.message(two)).toBe('żadna dozwolona flota strony „красные” nie zgadza się z odpowiedziami po salwie 5; sprzeczne są odpowiedzi na salwy 2, 5');
  });

  it('names the sides of a hospital hit left out as the text names them, in the turn after and the sizes', () => {
    const named = refereeText('ru', false, (side) => (side === 'blue' ? 'Синие' : side === 'red' ? 'Красные' : side))!;
    const b = breach('announcement-contradicts-fleet', {
      side: 'red',
      shooter: 'blue',
      sideSalvo: 1,
      recorded: 'попаданий нет',
      correctAnnouncement: 'госпиталь',
      leftOut: { cells: ['и1'], ships: 'госпиталь', after: { kind: 'fired', shooter: 'blue', salvo: 2 }, sized: { target: 'red', salvos: [{ salvo: 3, shots: 3, owed: '2' }] } },
    });
    const s = breachSaid(b, named)!.suggestion!;
    expect(s).toContain('затем сторона «Синие» сделала свой залп 2 в ход');
    expect(s).toContain('в залпе 3 стороны «Красные» — 3 выстрела');
    expect(s).not.toMatch(/blue|red/u);
  });

  it('says two cells off the board as cells (pola, клетки)', () => {
    const b = breach('cell-off-board', { recorded: 'K2 L3', message: 'english' });
    expect(pl.message(b)).toBe('salwa 6 strony „красные”: pola K2 L3 poza planszą');
    expect(ru.message(b)).toBe('залп 6 стороны «красные»: клетки K2 L3 вне поля');
  });
});

describe('formatSaid', () => {
  it('puts the column after a line only, as formatDiagnostic does', () => {
    expect(formatSaid({ severity: 'error', code: 'x-code', message: 'm', file: 'g.yaml', column: 5 }, ru)).toBe('g.yaml: ошибка x-code: m');
    expect(formatSaid({ severity: 'error', code: 'x-code', message: 'm', file: 'g.yaml', line: 3, column: 5 }, ru)).toBe('g.yaml:3:5: ошибка x-code: m');
  });

  it('calls a warning a warning', () => {
    const d = { severity: 'warning' as const, code: 'w-code', message: 'm', file: 'g.yaml', line: 3, column: 2, salvo: 2, suggestion: 's' };
    expect(formatSaid(d, ru)).toBe('g.yaml:3:2: предупреждение w-code: залп 2: m (s)');
    expect(formatSaid(d, refereeText('pl', true))).toBe('g.yaml:3:2: ostrzeżenie w-code: strzał 2: m (s)');
  });
});

describe('warningSaid', () => {
  const w: RefereeWarning = { severity: 'warning', code: 'w-code', message: 'english', suggestion: 'english hint', line: 4, said: { ru: { message: 'по-русски' } } };

  it('drops the English suggestion where the words have none of their own', () => {
    const d = warningSaid(w, ru)!;
    expect(d).toEqual({ severity: 'warning', code: 'w-code', message: 'по-русски', line: 4 });
  });

  it('is undefined where the referee gave no words in the language', () => {
    expect(warningSaid(w, pl)).toBeUndefined();
  });
});
