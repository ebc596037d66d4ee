/**
 * Session 50's designer: a number where the labels go, the variant format's fixed words written
 * in Russian or Polish, a first side named in another language, and slips made writing a first
 * variant from docs/variant-format.md alone; each told where it is and what to write (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';
import { variantDiagnosticLine } from '../../src/cli/commands/variant-check-text.js';

function read(text: string): Diagnostic[] {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [...r.warnings] : [...r.diagnostics];
}

function said(text: string): string[] {
  return read(text).map((d) => formatDiagnostic(d));
}

/** Every diagnostic said in Russian and in Polish. */
function saidIn(text: string): { ru: string[]; pl: string[] } {
  const ds = read(text);
  return { ru: ds.map((d) => variantDiagnosticLine(d, 'ru')), pl: ds.map((d) => variantDiagnosticLine(d, 'pl')) };
}

const REEF = [
  'id: reef',
  'languages: [en]',
  'name: Reef',
  'board:',
  '  rows: 10',
  '  columns: 10',
  'fleet:',
  '  - id: cruiser',
  '    name: Cruiser',
  '    size: 3',
  '  - id: sub',
  '    name: Sub',
  '    size: 2',
  '    count: 2',
  'placement:',
  '  spacing: no-contact',
  'turns:',
  '  sides:',
  '    - { id: red, name: Red }',
  '    - { id: blue, name: Blue }',
  '  first: red',
  '  salvo: { kind: constant, shots: 1 }',
  'report:',
  '  timing: per-shot',
  '  sunk: plain',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

const reef = (from: string, to: string): string => {
  expect(REEF).toContain(from);
  return REEF.replace(from, to);
};

describe("session 50's designer slips", () => {
  it('the reef as written reads with no error', () => {
    expect(said(REEF)).toEqual([]);
  });

  it('columnLabels: 13 is told what the key takes and the labels for the board, with the size key where 13 is another count', () => {
    const text = reef('  columns: 10\n', '  columns: 10\n  columnLabels: 13\n');
    expect(said(text)).toEqual([
      'v.yaml:7:17: error wrong-type: board.columnLabels: expected labels, found 13: columnLabels is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …) (for 10 columns write columnLabels: letters (A to J) or columnLabels: numbers (1 to 10); the number of columns is set by columns: for 13, write columns: 13)',
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru).toEqual([
      'v.yaml:7:17: ошибка wrong-type: board.columnLabels: ожидаются метки, а здесь 13: columnLabels — это список меток или их вид, letters (A, B, …) или numbers (1, 2, …) (для 10 столбцов напишите columnLabels: letters (от A до J) или columnLabels: numbers (от 1 до 10); число столбцов задаёт columns: для 13 напишите columns: 13)',
    ]);
    expect(pl).toEqual([
      'v.yaml:7:17: błąd wrong-type: board.columnLabels: tu mają być etykiety, a jest 13: columnLabels to lista etykiet albo ich rodzaj, letters (A, B, …) albo numbers (1, 2, …) (dla 10 kolumn napisz columnLabels: letters (od A do J) albo columnLabels: numbers (od 1 do 10); liczbę kolumn ustala columns: dla 13 napisz columns: 13)',
    ]);
  });

  it('rowLabels: 12 on 12 rows is told numbers first, and no size key', () => {
    const text = reef('  rows: 10\n  columns: 10\n', '  rows: 12\n  columns: 10\n  rowLabels: 12\n');
    expect(said(text)).toEqual([
      'v.yaml:7:14: error wrong-type: board.rowLabels: expected labels, found 12: rowLabels is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …) (for 12 rows write rowLabels: numbers (1 to 12) or rowLabels: letters (A to L))',
    ]);
    expect(saidIn(text).ru[0]).toContain('(для 12 строк напишите rowLabels: numbers (от 1 до 12) или rowLabels: letters (от A до L))');
    expect(saidIn(text).pl[0]).toContain('(dla 12 wierszy napisz rowLabels: numbers (od 1 do 12) albo rowLabels: letters (od A do L))');
  });
});
