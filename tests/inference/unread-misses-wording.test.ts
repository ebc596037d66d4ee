/**
 * Why no fleet fits when more shots after a cell that could not be read must be on ships than
 * there were unread hits (`unread-misses`): misses on ships, and hits of a whole salvo beyond those
 * it counts, each the unread cell fired again. Said so that it is true of both, as a player would
 * write it in each language: the
 * salvos counted as a span (salvos 1–3, not "to salvo 3"), Polish without "do 3. strzału do tej
 * floty", Russian without "до 3-го залпа" (which reads as "before the third").
 */
import { describe, expect, it } from 'vitest';
import { compileEvidence } from '../../src/inference/compile.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { causeSentence } from '../../src/inference/impossibility-text.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';

// 1×3, one boat of 2, one shot a turn, hits only: every layout covers two of A1 B1 C1.
const row = makeVariant({ rows: 1, columns: 3, fleet: [shipClass('boat', 2)], report: { timing: 'per-shot', sunk: 'none', hitClass: false } });
const miss = { kind: 'per-shot', shots: [{ result: 'miss' }] } as const;
// Three misses, each after one unread hit: at most one of them may be on the boat, yet it covers two.
const evidence: Evidence = { salvos: [0, 1, 2].map((c) => ({ cells: [c], announcement: miss, unreadHitsBefore: 1 })) };

describe('"at most n of the shots after an unread cell on ships beyond the hits announced", in English, Russian and Polish', () => {
  it('a span of single shots, in all three languages', () => {
    expect(bruteInfer(row, evidence).count).toBe(0n);
    const problem = compileEvidence(row, evidence);
    expect(problem.impossibleCause).toEqual({ kind: 'unread-misses', salvo: 3, most: 1 });
    expect(problem.impossible).toBe('shots 1–3 at this fleet: at most 1 of the shots after an unread cell may be on ships beyond the hits announced: impossible');
    expect(causeSentence(problem.impossibleCause!, row, 'ru')).toBe(
      'в выстрелах 1–3 по этому флоту: после нечитаемой клетки сверх объявленных попаданий на клетки кораблей могло прийтись не больше 1 выстрела (повторные выстрелы), а выходит больше',
    );
    expect(causeSentence(problem.impossibleCause!, row, 'pl')).toBe(
      'w strzałach 1–3 do tej floty: po nieczytelnym polu ponad ogłoszone trafienia najwyżej 1 strzał mógł paść na pola statków (strzały powtórzone), a musiałoby więcej',
    );
  });

  it('salvos of several shots, the first alone, and the Polish verb agreeing with the number', () => {
    const salvos = makeVariant({ rows: 4, columns: 4, fleet: [shipClass('boat', 2)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } } });
    expect(causeSentence({ kind: 'unread-misses', salvo: 1, most: 2 }, salvos, 'ru')).toBe(
      'в 1-м залпе по этому флоту: после нечитаемой клетки сверх объявленных попаданий на клетки кораблей могло прийтись не больше 2 выстрелов (повторные выстрелы), а выходит больше',
    );
    expect(causeSentence({ kind: 'unread-misses', salvo: 1, most: 2 }, salvos, 'pl')).toBe(
      'w 1. salwie do tej floty: po nieczytelnym polu ponad ogłoszone trafienia najwyżej 2 strzały mogły paść na pola statków (strzały powtórzone), a musiałoby więcej',
    );
    expect(causeSentence({ kind: 'unread-misses', salvo: 4, most: 5 }, salvos, 'pl')).toBe(
      'w salwach 1–4 do tej floty: po nieczytelnym polu ponad ogłoszone trafienia najwyżej 5 strzałów mogło paść na pola statków (strzały powtórzone), a musiałoby więcej',
    );
  });

  it('hits of whole salvos beyond those counted, no miss among them: the same reason, true of them too', () => {
    // 1×4, one ship of four, salvos of two, hits counted by class: each salvo after one unread hit
    // tells one hit where the ship covers both cells, so each has one more; two in all, one allowed.
    const whole = makeVariant({
      rows: 1,
      columns: 4,
      fleet: [shipClass('four', 4)],
      turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
      report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
    });
    const one = { kind: 'per-salvo', hits: [{ classId: 'four', count: 1 }] } as const;
    const beyond: Evidence = {
      salvos: [
        { cells: [0, 1], announcement: one, unreadHitsBefore: 1 },
        { cells: [2, 3], announcement: one, unreadHitsBefore: 1 },
      ],
    };
    expect(bruteInfer(whole, beyond).count).toBe(0n);
    const problem = compileEvidence(whole, beyond);
    expect(problem.impossibleCause).toEqual({ kind: 'unread-misses', salvo: 2, most: 1 });
    // No miss was announced: the reason speaks of shots beyond the hits announced, not of misses.
    expect(problem.impossible).toBe('salvos 1–2 at this fleet: at most 1 of the shots after an unread cell may be on ships beyond the hits announced: impossible');
    expect(problem.impossible).not.toMatch(/miss/);
    expect(causeSentence(problem.impossibleCause!, whole, 'ru')).toBe(
      'в залпах 1–2 по этому флоту: после нечитаемой клетки сверх объявленных попаданий на клетки кораблей могло прийтись не больше 1 выстрела (повторные выстрелы), а выходит больше',
    );
    expect(causeSentence(problem.impossibleCause!, whole, 'pl')).toBe(
      'w salwach 1–2 do tej floty: po nieczytelnym polu ponad ogłoszone trafienia najwyżej 1 strzał mógł paść na pola statków (strzały powtórzone), a musiałoby więcej',
    );
  });
});
