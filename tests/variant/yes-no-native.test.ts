/**
 * Yes or no written in the designer's language where true or false goes (`diagonal: да`,
 * `extraShotOnHit: tak`): told the true or false it means, and that YAML takes only those two,
 * in English, Russian and Polish; at the value, with its line and column.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const text = (diagonal: string, extra: string): string =>
  [
    'id: yn',
    'languages: [ru]',
    'name: Да и нет',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    '  - { id: a, name: Линкор, size: 3 }',
    `placement: { diagonal: ${diagonal}, spacing: no-contact }`,
    `turns: { extraShotOnHit: ${extra} }`,
    'words:',
    '  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
  ].join('\n');

function errors(t: string) {
  const r = readVariantText(t, 'v.yaml');
  return r.ok ? [] : r.diagnostics;
}

describe('yes or no in Russian or Polish for true or false', () => {
  it('is told the true or false it means, at the value (en/ru/pl)', () => {
    const [diagonal, extra, ...rest] = errors(text('да', 'Нет'));
    expect(rest).toEqual([]);
    expect(formatDiagnostic(diagonal!)).toBe('v.yaml:7:24: error wrong-type: placement.diagonal: expected true or false, found "да" (write true here: YAML takes only true and false, in English)');
    expect(formatDiagnostic(extra!)).toBe('v.yaml:8:26: error wrong-type: turns.extraShotOnHit: expected true or false, found "Нет" (write false here: YAML takes only true and false, in English)');
    expect(issueSaid(diagonal!.code, diagonal!.parts, 'ru')).toEqual({ message: 'placement.diagonal: ожидается true или false, а здесь «да»', suggestion: 'напишите здесь true: YAML понимает только true и false, по-английски' });
    expect(issueSaid(extra!.code, extra!.parts, 'pl')).toEqual({ message: 'turns.extraShotOnHit: tu ma być true albo false, a jest „Нет”', suggestion: 'napisz tu false: YAML rozumie tylko true i false, po angielsku' });
  });

  it('Polish tak and nie likewise; the English yes keeps its own advice, and true and false pass', () => {
    expect(errors(text('tak', 'nie')).map((d) => d.suggestion)).toEqual(['write true here: YAML takes only true and false, in English', 'write false here: YAML takes only true and false, in English']);
    expect(errors(text('yes', 'false')).map((d) => d.suggestion)).toEqual(['write true here: YAML reads yes, no, on and off as text, not as true or false']);
    expect(errors(text('true', 'false'))).toEqual([]);
  });
});
