/**
 * A shape picture with a row shorter than the picture (`"#/###"`, or a block whose rows stop at
 * their last `#`) is read from the left, every short row padded with `.` at its end; since a
 * designer may have drawn the row's cells further right (a T, `".#./###"`, not the L read), it is
 * warned (`shape-ragged`) where it is written, with the picture as read to write, in English,
 * Russian and Polish. A picture whose rows all reach its last column holding a cell is not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import { raggedPicture, readShapePicture, shapePicture } from '../../src/variant/shape-text.js';

const LIMITS = { maxCells: 26, maxSide: 26 };

function withShape(shape: string): string {
  return [
    'id: pic',
    'languages: [en]',
    'name: Pic',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    '  - id: tee',
    '    name: Tee',
    `    shape: ${shape}`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');
}

function warned(shape: string): { said: string[]; cells: readonly (readonly [number, number])[] } {
  const r = readVariantText(withShape(shape), 'pic.yaml');
  expect(r.ok, shape).toBe(true);
  if (!r.ok) return { said: [], cells: [] };
  return { said: r.warnings.map(formatDiagnostic), cells: r.value.fleet[0]!.shape };
}

describe('a shape picture with a short row', () => {
  it('is read from the left and warned where it is written, with the picture as read', () => {
    const t = warned('"#/###"');
    expect(t.said).toEqual([
      // At the short row: its first character, inside the quotes.
      'pic.yaml:8:13: warning shape-ragged: fleet[0].shape: row 1 of the picture, "#", is shorter than the picture (3 columns): a row is read from the left, so the shape is "#../###" (write shape: "#../###", every row 3 wide; if a row\'s cells lie further right, draw the water before them as .)',
    ]);
    // The picture advised is the shape read: written in, the same cells and no warning.
    const padded = warned('"#../###"');
    expect(padded.said).toEqual([]);
    expect(padded.cells).toEqual(t.cells);
    // The T drawn with its water is another shape, and not warned.
    const tee = warned('".#./###"');
    expect(tee.said).toEqual([]);
    expect(tee.cells).not.toEqual(t.cells);
  });

  it('in a block of rows too, and in Russian and Polish', () => {
    const r = readVariantText(withShape('|\n      ###\n      #'), 'pic.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map(formatDiagnostic)).toEqual([
      // At the short row, on its own line (10), not at the | of line 8.
      'pic.yaml:10:7: warning shape-ragged: fleet[0].shape: row 2 of the picture, "#", is shorter than the picture (3 columns): a row is read from the left, so the shape is "###/#.." (write shape: "###/#..", every row 3 wide; if a row\'s cells lie further right, draw the water before them as .)',
    ]);
    const d = r.warnings[0]!;
    expect(designSaid(d.code, d.parts, 'ru')).toEqual({
      message: 'fleet[0].shape: строка 2 рисунка, «#», короче рисунка (3 столбца): строка читается слева, так что фигура — "###/#.."',
      suggestion: 'напишите shape: "###/#..", каждая строка шириной 3; если клетки строки лежат правее, нарисуйте воду перед ними точками (.)',
    });
    expect(designSaid(d.code, d.parts, 'pl')?.message).toBe('fleet[0].shape: wiersz 2 rysunku, „#”, jest krótszy niż rysunek (3 kolumny): wiersz czyta się od lewej, więc kształt to "###/#.."');
  });

  it('is said at the short row where the source places it, else at the shape', () => {
    const at = (shape: string, text = withShape(shape)): string => {
      const r = readVariantText(text, 'pic.yaml');
      expect(r.ok, shape).toBe(true);
      if (!r.ok) return '';
      const d = r.warnings.filter((w) => w.code === 'shape-ragged');
      expect(d, shape).toHaveLength(1);
      return `${d[0]!.line}:${d[0]!.column}`;
    };
    // The row's line and first column, wherever the block's rows begin: after blank lines, behind
    // an indentation indicator, a comment on the header, a row of water first.
    expect(at('|\n      ###\n      ###\n      .#')).toBe('11:7');
    expect(at('|  # a tee\n\n      ###\n      #')).toBe('11:7');
    expect(at('|2\n      ###\n      #')).toBe('10:7');
    expect(at('|-\n        ###\n        #.#\n        #')).toBe('11:9');
    // Windows line ends: the same line and column.
    expect(at('', withShape('|\n      ###\n      #').replace(/\n/gu, '\r\n'))).toBe('10:7');
    // On one line, plain or quoted: the row's first character.
    expect(at('.##/.#')).toBe('8:16');
    expect(at("'###/#'")).toBe('8:17');
    expect(at('"###/.#"')).toBe('8:17');
    // Where a character of the text does not stand for itself in the source (an escape, a line
    // joined by an escaped line end), at the shape as before.
    expect(at('"###\\/#"')).toBe('8:12');
    expect(at('"###/\\\n      #"')).toBe('8:12');
  });

  it('is not warned where every row holding a cell reaches the last column that holds one', () => {
    for (const shape of ['"##/.#."', '"#./##/.#"', '"###"', '"##./.##"', '"#./#./##"', '|\n      #.\n      ##\n      .#']) expect(warned(shape).said, shape).toEqual([]);
  });

  it('any picture: the padded one advised reads as the same cells, and is never warned (random pictures)', () => {
    const row = fc.array(fc.constantFrom('#', '.'), { minLength: 1, maxLength: 5 }).map((r) => r.join(''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.join('/');
        const read = readShapePicture(text, LIMITS);
        if (!('cells' in read)) return;
        const ragged = raggedPicture(text);
        // Warned exactly where a row holding a cell stops before the picture's last column holding one.
        const width = Math.max(...read.cells.map(([, c]) => c)) + 1;
        expect(ragged !== undefined, text).toBe(rows.some((r) => r.includes('#') && r.length < width));
        if (ragged === undefined) return;
        const again = readShapePicture(ragged.padded, LIMITS);
        expect('cells' in again && again.cells, text).toEqual(read.cells);
        expect(raggedPicture(ragged.padded)).toBeUndefined();
        // As show draws it, within the picture's frame of rows.
        expect(ragged.padded.split('/').every((r) => r.length === width), text).toBe(true);
        expect(shapePicture(read.cells).split('/').length).toBeLessThanOrEqual(ragged.padded.split('/').length);
      }),
      { numRuns: 300 },
    );
  });

  it('a row drawn further right with spaces is told the picture on one line, its spaces as water, every row as wide; written in, it loads unwarned', () => {
    const told = (shape: string): string[] => {
      const r = readVariantText(withShape(shape), 'pic.yaml');
      expect(r.ok, shape).toBe(false);
      return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
    };
    for (const [shape, write] of [
      // A block's second row indented deeper than its first: its cell further right, not a row break.
      ['|\n      ###\n       #', '###/.#.'],
      [`" #/###"`, '.#./###'],
      ['"### #"', '###/#..'],
      ['"XXX/ X"', '###/.#.'],
    ] as const) {
      const said = told(shape);
      expect(said, shape).toHaveLength(1);
      expect(said[0], shape).toMatch(new RegExp(`write shape: "${write.replace(/[.]/gu, '\\.')}"\\)$`, 'u'));
      expect(warned(JSON.stringify(write)).said, write).toEqual([]);
    }
  });
});
