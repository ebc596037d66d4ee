/**
 * Mutation testing, round 4: why an announcement is inconsistent, said in Russian and Polish, in
 * the cases the CLI tests do not read: a hit on a class after its one ship or all its ships were
 * announced sunk, hits on a class named by its ship (not by the shot), several ships of a class
 * sunk too early, and shot by shot where the shot is named.
 */
import { describe, expect, it } from 'vitest';
import { problemSaid } from '../../src/record/problem-text.js';

describe('problemSaid', () => {
  it('says a hit after one ship of the class sank, and after all of them, each as itself', () => {
    expect(problemSaid('ru', { kind: 'hit-after-sunk', cls: 'крейсер', count: 1, perShot: true, shot: 2 })).toBe('выстрел 2: попадание в корабль класса «крейсер» после того, как он был объявлен потопленным');
    expect(problemSaid('ru', { kind: 'hit-after-sunk', cls: 'крейсер', count: 2, perShot: true })).toBe('попадание в корабль класса «крейсер» после того, как все они были объявлены потопленными');
    expect(problemSaid('pl', { kind: 'hit-after-sunk', cls: 'krążownik', count: 1, perShot: true })).toBe('trafienie w statek klasy „krążownik” po tym, jak ogłoszono go zatopionym');
    expect(problemSaid('pl', { kind: 'hit-after-sunk', cls: 'krążownik', count: 2, perShot: true })).toBe('trafienie w statek klasy „krążownik” po tym, jak ogłoszono zatopienie wszystkich');
    // Salvo by salvo, the ship by its number.
    expect(problemSaid('ru', { kind: 'hit-after-sunk', cls: 'крейсер', ship: 2, count: 1, perShot: false })).toBe('крейсер №2: попадание после того, как он был потоплен');
    expect(problemSaid('pl', { kind: 'hit-after-sunk', cls: 'krążownik', count: 2, perShot: false })).toBe('krążownik: trafienie po zatopieniu wszystkich statków tej klasy');
  });

  it('names the ship, not the shot, for hits on a class announced salvo by salvo', () => {
    expect(problemSaid('ru', { kind: 'class-hits', cls: 'крейсер', ship: 1, hits: 4, cells: 3, perShot: false, shot: 3 })).toBe('крейсер №1: 4 попадания по классу «крейсер», а у него всего 3 клетки');
    expect(problemSaid('pl', { kind: 'class-hits', cls: 'krążownik', hits: 4, cells: 3, perShot: false })).toBe('krążownik: 4 trafienia w klasę „krążownik”, a ma ona tylko 3 pola');
  });

  it('says two ships of a class sunk too early apart from one', () => {
    expect(problemSaid('ru', { kind: 'class-sunk-early', cls: 'эсминец', sunk: 2, hits: 3, size: 2 })).toBe('объявлено потопленных кораблей класса «эсминец»: 2, после не более чем 3 попаданий, а в каждом 2 клетки');
    expect(problemSaid('pl', { kind: 'class-sunk-early', cls: 'niszczyciel', sunk: 2, hits: 3, size: 2, shot: 4 })).toBe('strzał 4: ogłoszono zatopionych statków klasy „niszczyciel”: 2, po najwyżej 3 trafieniach, a każdy ma 2 pola');
    expect(problemSaid('pl', { kind: 'class-sunk-early', cls: 'niszczyciel', sunk: 1, hits: 1, size: 2 })).toBe('statek klasy „niszczyciel” ogłoszono zatopionym po najwyżej 1 trafieniu, a ma 2 pola');
  });

  it('says one ship and several sunk too early in the fleet, agreeing with the number', () => {
    expect(problemSaid('ru', { kind: 'sunk-early', sunk: 1, hits: 1, need: 2 })).toBe('объявлено потопленных кораблей: 1, после не более чем 1 попадания, а в самом маленьком корабле флота 2 клетки');
    expect(problemSaid('ru', { kind: 'sunk-early', sunk: 2, hits: 3, need: 4 })).toBe('объявлено потопленных кораблей: 2, после не более чем 3 попаданий, а в 2 самых маленьких кораблях флота 4 клетки');
  });
});
