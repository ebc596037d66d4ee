/**
 * `turns.shotLimit: 0` (or `none`, `false`, `-1`, `unlimited`), written for a game without a
 * limit, is told that no limit is written by leaving shotLimit out, in en/ru/pl, where it is
 * written; a number out of range the other way keeps the plain range.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const text = (limit: string): string =>
  [
    'id: limits',
    'languages: [en]',
    'name: Limits',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    '  - { id: a, name: A, size: 3 }',
    'turns:',
    `  shotLimit: ${limit}`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function limitSaid(limit: string): { en: string; ru: string | undefined; pl: string | undefined } {
  const r = readVariantText(text(limit), 'v.yaml');
  expect(r.ok, limit).toBe(false);
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.path === 'turns.shotLimit');
  expect(d, limit).toBeDefined();
  return { en: formatDiagnostic(d!), ru: issueSaid(d!.code, d!.parts, 'ru')?.suggestion, pl: issueSaid(d!.code, d!.parts, 'pl')?.suggestion };
}

describe('a shot limit written as none', () => {
  it('0 is told to leave shotLimit out for no limit, at the value (en/ru/pl)', () => {
    expect(limitSaid('0')).toEqual({
      en: 'v.yaml:8:14: error shot-limit: turns.shotLimit: 0 is not a shot limit (for no limit, leave shotLimit out; a limit is 1 to 10000 shots)',
      ru: 'если предела нет, не пишите shotLimit; предел — от 1 до 10000 выстрелов',
      pl: 'jeśli limitu nie ma, pomiń shotLimit; limit to od 1 do 10000 strzałów',
    });
  });

  it('none, false, -1, unlimited, нет and brak zero and ноль are told the same; 20000 and "lots" keep the plain advice', () => {
    for (const limit of ['none', 'false', '-1', 'unlimited', 'No limit', 'нет', 'brak', 'zero', 'ноль']) {
      const told = limitSaid(limit);
      expect(told.en, limit).toMatch(/\(for no limit, leave shotLimit out; a limit is 1 to 10000 shots\)$/u);
      expect(told.ru, limit).toBe('если предела нет, не пишите shotLimit; предел — от 1 до 10000 выстрелов');
    }
    expect(limitSaid('20000').en).toBe('v.yaml:8:14: error shot-limit: turns.shotLimit: 20000 is not a shot limit (use 1 to 10000)');
    expect(limitSaid('lots').en).toMatch(/found "lots" \(use 1 to 10000\)$/u);
    // A number in words is the number, in digits (./number-words.test.ts).
    expect(limitSaid('ten').en).toMatch(/found "ten" \(write 10: a number is written in digits\)$/u);
    // Leaving it out, or null, is a game without a limit.
    const open = readVariantText(text('null'), 'v.yaml');
    expect(open.ok && open.value.turns.shotLimit).toBe(null);
  });
});
