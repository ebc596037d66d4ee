/**
 * A key written in Russian or Polish (`строки: 10`, `rozmiar: 4`), as a designer writing in those
 * languages may: the English key it means, and that keys are written in English, in en/ru/pl, at
 * the key; written as advised, the file loads.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const BASE = [
  'id: k',
  'languages: [ru, pl]',
  'name: K',
  'board:',
  '  rows: 8',
  '  columns: 8',
  'fleet:',
  '  - id: a',
  '    name: A',
  '    size: 3',
  '    count: 2',
  'placement:',
  '  spacing: no-contact',
  'words:',
  '  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
  '  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Obce }',
  '',
].join('\n');

describe('a key in Russian or Polish', () => {
  it('the base file loads', () => {
    expect(readVariantText(BASE, 'k.yaml').ok).toBe(true);
  });

  it.each([
    ['строки', '  rows: 8', '  строки: 8', 'board["строки"]', 'rows', '5:3'],
    ['столбцы', '  columns: 8', '  столбцы: 8', 'board["столбцы"]', 'columns', '6:3'],
    ['размер', '    size: 3', '    размер: 3', 'fleet[0]["размер"]', 'size', '10:5'],
    ['rozmiar', '    size: 3', '    rozmiar: 3', 'fleet[0].rozmiar', 'size', '10:5'],
    ['liczba', '    count: 2', '    liczba: 2', 'fleet[0].liczba', 'count', '11:5'],
    ['rozstawienie', 'placement:', 'rozstawienie:', 'rozstawienie', 'placement', '12:1'],
    ['расстояние', '  spacing:', '  расстояние:', 'placement["расстояние"]', 'spacing', '13:3'],
  ])('%s: the English key, at the key, in en/ru/pl', (key, present, written, where, english, at) => {
    const text = BASE.replace(present, written);
    const r = readVariantText(text, 'k.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([`k.yaml:${at}: error unknown-key: ${where}: unknown key "${key}" (did you mean "${english}"? Keys are written in English)`]);
    const d = r.diagnostics[0]!;
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe(`может быть, «${english}»? Ключи пишутся по-английски`);
    expect(issueSaid(d.code, d.parts, 'pl')?.suggestion).toBe(`czy chodziło o „${english}”? Klucze pisze się po angielsku`);
    // Renamed as advised, the file loads.
    expect(readVariantText(text.replace(written, present), 'k.yaml').ok).toBe(true);
  });

  it('an English slip is not told that keys are English', () => {
    const r = readVariantText(BASE.replace('  rows: 8', '  rowz: 8'), 'k.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => d.suggestion)).toEqual(['did you mean "rows"?']);
  });
});
