/**
 * A number written in words where a number goes (`count: two`, `size: четыре`, `shots: dwa`):
 * told the number in digits, in en/ru/pl, at the value; a word that names no number keeps the
 * field's own advice.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const text = (ship: string, salvo = '{ kind: constant, shots: 1 }'): string =>
  [
    'id: words',
    'languages: [en]',
    'name: Words',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    `  - { id: a, name: A, ${ship} }`,
    'turns:',
    `  salvo: ${salvo}`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function told(t: string, path: string): { en: string; ru: string | undefined; pl: string | undefined } {
  const r = readVariantText(t, 'v.yaml');
  expect(r.ok).toBe(false);
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.path === path);
  expect(d, path).toBeDefined();
  return { en: formatDiagnostic(d!), ru: issueSaid(d!.code, d!.parts, 'ru')?.suggestion, pl: issueSaid(d!.code, d!.parts, 'pl')?.suggestion };
}

describe('a number written in words', () => {
  it('count: two is told to write 2, at the value (en/ru/pl)', () => {
    expect(told(text('size: 3, count: two'), 'fleet[0].count')).toEqual({
      en: 'v.yaml:6:39: error wrong-type: fleet[0].count: expected a number, found "two" (write 2: a number is written in digits)',
      ru: 'напишите 2: число пишут цифрами',
      pl: 'napisz 2: liczbę zapisuje się cyframi',
    });
  });

  it('in Russian and Polish, any case, and the feminine forms, in any field of numbers', () => {
    expect(told(text('size: четыре'), 'fleet[0].size').en).toMatch(/found "четыре" \(write 4: a number is written in digits\)$/u);
    expect(told(text('size: Dwie'), 'fleet[0].size').en).toMatch(/\(write 2: /u);
    expect(told(text('size: 2', '{ kind: constant, shots: Три }'), 'turns.salvo.shots').en).toMatch(/\(write 3: /u);
    expect(told(text('size: 2, guns: dziesięć'), 'fleet[0].guns').en).toMatch(/\(write 10: /u);
  });

  it('a word naming no number keeps the field\'s advice', () => {
    expect(told(text('size: 3, count: pair'), 'fleet[0].count').en).toBe('v.yaml:6:39: error wrong-type: fleet[0].count: expected a number, found "pair" (use 1 to 26)');
    expect(told(text('size: 3, count: dozen'), 'fleet[0].count').en).toMatch(/\(use 1 to 26\)$/u);
    expect(told(text('size: 3, count: twenty-ten'), 'fleet[0].count').en).toMatch(/\(use 1 to 26\)$/u);
  });
});
