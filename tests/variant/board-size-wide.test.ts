/**
 * `columns: 30`, `rows: 40`: a board over 26 is told that 26 is the board's own limit, whatever
 * its labels (a designer who thinks letters A–Z are the limit would try numbers or two-letter
 * labels), and the line to write, in English, Russian and Polish. A board too small keeps the
 * range; 27 columns with 27 labels keeps its own advice (designer.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { variantDiagnosticLine } from '../../src/cli/commands/variant-check-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';

function file(board: string): string {
  return ['id: d', 'languages: [en]', 'name: D', 'board:', board, 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', WORDS, ''].join('\n');
}

function errors(text: string): readonly Diagnostic[] {
  const r = readVariantText(text, 'd.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
}

describe('a board over 26 columns or rows', () => {
  it('is told the limit is the board\'s whatever its labels, with the line to write', () => {
    expect(errors(file('  { columns: 30, columnLabels: numbers }')).map(formatDiagnostic)).toEqual([
      'd.yaml:5:14: error board-size: board.columns: 30 is not a board size (a board is at most 26 columns wide, whatever its labels: letters name 26, A to Z, and numbers or two-letter labels make it no wider; write columns: 26)',
    ]);
    expect(errors(file('  { rows: 40 }')).map(formatDiagnostic)).toEqual([
      'd.yaml:5:11: error board-size: board.rows: 40 is not a board size (a board is at most 26 rows high, whatever its labels: letters name 26, A to Z, and numbers or two-letter labels make it no taller; write rows: 26)',
    ]);
  });

  it('is told so in Russian and Polish', () => {
    const [d] = errors(file('  { columns: 30 }'));
    expect(variantDiagnosticLine(d!, 'ru')).toBe(
      'd.yaml:5:14: ошибка board-size: board.columns: 30 — недопустимый размер поля (поле не шире 26 столбцов, какими бы ни были метки: букв A–Z ровно 26, а цифры или двухбуквенные метки его не увеличат; напишите columns: 26)',
    );
    const [r] = errors(file('  { rows: 30 }'));
    expect(variantDiagnosticLine(r!, 'pl')).toBe(
      'd.yaml:5:11: błąd board-size: board.rows: 30 to niedozwolony rozmiar planszy (plansza ma najwyżej 26 wierszy, jakiekolwiek są etykiety: liter A–Z jest 26, a liczby ani etykiety dwuliterowe jej nie powiększą; napisz rows: 26)',
    );
  });

  it('a board too small keeps the range to use', () => {
    expect(errors(file('  { columns: 1 }')).map(formatDiagnostic)).toEqual(['d.yaml:5:14: error board-size: board.columns: 1 is not a board size (use 2 to 26)']);
  });
});
