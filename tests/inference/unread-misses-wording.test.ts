/**
 * Why no fleet fits when more misses after a cell that could not be read must be on ships than
 * there were unread hits (`unread-misses`), said as a player would write it in each language: the
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

describe('"at most n of the misses after an unread cell on ships", in English, Russian and Polish', () => {
  it('a span of single shots, in all three languages', () => {
    expect(bruteInfer(row, evidence).count).toBe(0n);
    const problem = compileEvidence(row, evidence);
    expect(problem.impossibleCause).toEqual({ kind: 'unread-misses', salvo: 3, most: 1 });
    expect(problem.impossible).toBe('salvos 1–3: at most 1 of the misses after an unread cell may be on ships: impossible');
    expect(causeSentence(problem.impossibleCause!, row, 'ru')).toBe(
      'в выстрелах 1–3 по этому флоту: из промахов после нечитаемой клетки (повторные выстрелы) на клетки кораблей могло прийтись не больше 1, а выходит больше',
    );
    expect(causeSentence(problem.impossibleCause!, row, 'pl')).toBe(
      'w strzałach 1–3 do tej floty: z pudeł po nieczytelnym polu (strzały powtórzone) najwyżej 1 mogło paść na pola statków, a musiałoby więcej',
    );
  });

  it('salvos of several shots, the first alone, and the Polish verb agreeing with the number', () => {
    const salvos = makeVariant({ rows: 4, columns: 4, fleet: [shipClass('boat', 2)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } } });
    expect(causeSentence({ kind: 'unread-misses', salvo: 1, most: 2 }, salvos, 'ru')).toBe(
      'в 1-м залпе по этому флоту: из промахов после нечитаемой клетки (повторные выстрелы) на клетки кораблей могло прийтись не больше 2, а выходит больше',
    );
    expect(causeSentence({ kind: 'unread-misses', salvo: 1, most: 2 }, salvos, 'pl')).toBe(
      'w 1. salwie do tej floty: z pudeł po nieczytelnym polu (strzały powtórzone) najwyżej 2 mogły paść na pola statków, a musiałoby więcej',
    );
    expect(causeSentence({ kind: 'unread-misses', salvo: 4, most: 5 }, salvos, 'pl')).toBe(
      'w salwach 1–4 do tej floty: z pudeł po nieczytelnym polu (strzały powtórzone) najwyżej 5 mogło paść na pola statków, a musiałoby więcej',
    );
  });
});
