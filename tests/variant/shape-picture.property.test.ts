/**
 * A ship's shape given as the picture `salvo variant show` prints: show → paste → the same shape,
 * for the templates' shapes and for random polyominoes, pasted in quotes or as a block of rows;
 * and what a picture that cannot be read is told.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { describeVariant } from '../../src/variant/describe.js';
import { readVariantText } from '../../src/variant/parse.js';
import { normaliseShape } from '../../src/variant/resolve.js';

type Cell = readonly [number, number];

/** A variant file of one ship class given by `shape` (the text after `shape:`), on a 26 × 26 board. */
function withShape(shape: string): string {
  return [
    'id: pic',
    'languages: [en]',
    'name: Pic',
    'board: { rows: 26, columns: 26 }',
    'fleet:',
    '  - id: hook',
    '    name: Hook',
    `    shape: ${shape}`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');
}

/** The picture as a block under `shape: |`, its rows indented under the key. */
const block = (picture: string): string => `|\n${picture
  .split('/')
  .map((row) => `      ${row}`)
  .join('\n')}`;

/** The shape `variant show` draws for the one class of `text`. */
function shownPicture(text: string): string {
  const r = readVariantText(text, 'pic.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  const m = /shape (\S+)/u.exec(describeVariant(r.value, 'en'));
  if (!m) throw new Error('variant show draws no shape');
  return m[1]!;
}

function shapeOf(text: string): Cell[] {
  const r = readVariantText(text, 'pic.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return r.value.fleet[0]!.shape.map(([a, b]) => [a, b] as const);
}

/** A random polyomino of 1 to 26 cells: grown cell by cell from [0, 0] through the sides of those before. */
const polyomino = fc
  .tuple(fc.integer({ min: 1, max: 26 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { minLength: 25, maxLength: 25 }))
  .map(([size, steps]) => {
    const cells: [number, number][] = [[0, 0]];
    const has = (r: number, c: number): boolean => cells.some(([a, b]) => a === r && b === c);
    const sides = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const;
    for (const [from, side] of steps) {
      if (cells.length === size) break;
      // From a cell already taken, the first free side from the one drawn on.
      const [r, c] = cells[from % cells.length]!;
      for (let k = 0; k < 4; k++) {
        const [dr, dc] = sides[(side + k) % 4]!;
        if (!has(r + dr, c + dc)) {
          cells.push([r + dr, c + dc]);
          break;
        }
      }
    }
    return cells;
  });

describe('a shape given as the picture variant show prints', () => {
  it('pasted in quotes or as a block of rows, it is the shape shown', () => {
    const cells: Cell[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ];
    const text = withShape(`[${cells.map(([r, c]) => `[${r}, ${c}]`).join(', ')}]`);
    const picture = shownPicture(text);
    expect(picture).toBe('#./##/.#');
    expect(shapeOf(withShape(JSON.stringify(picture)))).toEqual(cells);
    expect(shapeOf(withShape(block(picture)))).toEqual(cells);
    // Rows may stop at their last "#", and a block may end with empty lines.
    expect(shapeOf(withShape('"#/##/.#"'))).toEqual(cells);
    expect(shapeOf(withShape('|+\n      #.\n      ##\n      .#\n\n'))).toEqual(cells);
  });

  it('a random polyomino: show → paste (in quotes, or as a block) → the same shape, shown the same', () => {
    fc.assert(
      fc.property(polyomino, (cells) => {
        const shape = normaliseShape(cells);
        const text = withShape(`[${shape.map(([r, c]) => `[${r}, ${c}]`).join(', ')}]`);
        const picture = shownPicture(text);
        expect(shapeOf(text)).toEqual(shape);
        expect(shapeOf(withShape(JSON.stringify(picture)))).toEqual(shape);
        expect(shapeOf(withShape(block(picture)))).toEqual(shape);
        expect(shownPicture(withShape(block(picture)))).toBe(picture);
      }),
      { numRuns: 60, seed: 20261202 },
    );
  });
});

describe('a picture that cannot be read', () => {
  const told = (shape: string): string[] => {
    const r = readVariantText(withShape(shape), 'pic.yaml');
    return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  };

  it('a character other than # and . is told with its row and column, at that character in the file', () => {
    expect(told('"##/#x"')).toEqual([
      // At the x itself (column 17 of line 8), not at the opening quote.
      'pic.yaml:8:17: error shape-cells: fleet[0].shape: row 2 of the picture, "#x", holds "x" at column 2; a picture is drawn with # for the ship\'s cells and . for the rest (draw every cell of the ship as # and every other place as ., as salvo variant show prints it)',
    ]);
    expect(told('|\n      ##\n      # #')).toEqual([
      // At the space on the row's own line (10), not at the | of line 8.
      'pic.yaml:10:8: error shape-cells: fleet[0].shape: row 2 of the picture, "# #", holds a space at column 2; a picture is drawn with # for the ship\'s cells and . for the rest (draw every cell of the ship as # and every other place as ., as salvo variant show prints it)',
    ]);
  });

  it('the odd character is placed in flow and block pictures alike; where the source does not hold the text as read, at the shape', () => {
    const at = (shape: string, text = withShape(shape)): string => {
      const r = readVariantText(text, 'pic.yaml');
      expect(r.ok, shape).toBe(false);
      if (r.ok) return '';
      const d = r.diagnostics.filter((x) => x.code === 'shape-cells');
      expect(d, shape).toHaveLength(1);
      return `${d[0]!.line}:${d[0]!.column}`;
    };
    // Unquoted, in single quotes, with leading empty rows and a row after.
    expect(at('.#/##?')).toBe('8:17');
    expect(at("'##/.#/#?'")).toBe('8:20');
    expect(at('"/##/?#/"')).toBe('8:17');
    // A block: the header's indicators and a comment change nothing; empty lines above are counted.
    expect(at('|\n      ##\n      .#\n      #X')).toBe('11:8');
    expect(at('|-  # the hook\n\n      ##\n      ?#')).toBe('11:7');
    expect(at('|2\n      .##\n      .o#')).toBe('10:8');
    // Cells drawn with another mark: at the first of them.
    expect(at('"XX/.X"')).toBe('8:13');
    // A double-quoted picture with an escape is not the text read: said at the shape, as before.
    expect(at('"##/\\x23?"')).toBe('8:12');
  });

  it('misdrawn where what was meant is sure, is told with the picture to write, which reads as that shape', () => {
    const advice = (shape: string): string | undefined => /\(([^()]*)\)$/u.exec(told(shape)[0] ?? '')?.[1];
    // Rows apart by a space, a bar, a semicolon, or a \n that single quotes keep as two characters.
    for (const shape of ['"### .#."', '"###|.#."', '"###;.#."', "'###\\n.#.'"]) expect(advice(shape), shape).toBe('separate the picture\'s rows with /: write shape: "###/.#."');
    // Cells drawn with another mark, water with a space, a 0 or nothing.
    for (const shape of ['"XXX/.X."', '"ooo/ o "', '"111/010"', '"***/_*_"', '"###/ # "']) expect(advice(shape), shape).toMatch(/^draw the ship's cells as # and water as \.: write shape: "###\/\.#\.?"$/u);
    // A shape's name.
    expect(told('plus')).toEqual([
      'pic.yaml:8:12: error shape-cells: fleet[0].shape: "plus" names a shape instead of drawing it; a picture is drawn with # for the ship\'s cells and . for the rest (for the plus of 5 cells write shape: ".#./###/.#."; draw any other shape the same way)',
    ]);
    expect(advice('T')).toBe('for the T of 4 cells write shape: "###/.#."; draw any other shape the same way');
    expect(advice('Г')).toBe('for the Г of 4 cells write shape: "##/#./#."; draw any other shape the same way');
    // The rows as a list: one error at the shape, not one for each row.
    expect(told('["###", ".#."]')).toEqual(['pic.yaml:8:12: error shape-cells: fleet[0].shape: a picture is one text, its rows separated by /, not a list of rows (write shape: "###/.#.")']);
    expect(told('["XXX", ".X."]')).toHaveLength(1);
    // What is written as advised reads, to the shape the slip drew.
    for (const shape of ['###/.#.', '#./#./##', '.#./###/.#.', '##/#./#.']) expect(told(JSON.stringify(shape)), shape).toEqual([]);
    expect(shapeOf(withShape('"###/.#."'))).toEqual([[0, 0], [0, 1], [0, 2], [1, 1]]);
  });

  it('misdrawn where nothing sure is meant keeps the plain advice: another letter, # beside X, a shape that falls apart', () => {
    const plain = '(draw every cell of the ship as # and every other place as ., as salvo variant show prints it)';
    for (const shape of ['"#?#"', '"XX#"', '"X X/ X "', '"#/x#"', '|\n      ##\n      # #']) expect(told(shape)[0], shape).toContain(plain);
  });

  it('a tab between cells is told as a space, as a space is', () => {
    expect(told('"##/#\\t#"')).toEqual([
      'pic.yaml:8:12: error shape-cells: fleet[0].shape: row 2 of the picture, "#\\t#", holds a space at column 2; a picture is drawn with # for the ship\'s cells and . for the rest (draw every cell of the ship as # and every other place as ., as salvo variant show prints it)',
    ]);
  });

  it('a picture with no cell, or with more than a ship has, is told as such', () => {
    expect(told('"../.."')).toEqual(['pic.yaml:8:12: error shape-cells: fleet[0].shape: the picture has no cell (#) (draw the ship\'s cells as #, as in "##/.#")']);
    expect(told(JSON.stringify('#'.repeat(27)))).toEqual(['pic.yaml:8:12: error shape-cells: fleet[0].shape: the picture draws 27 cells; a ship has at most 26 (draw at most 26 cells)']);
  });

  it('a block of rows indented no deeper than shape: is told at its first row, with the indentation it needs', () => {
    const shallow = withShape('|\n    ##\n    .#');
    expect(told('|\n    ##\n    .#')).toEqual([
      'pic.yaml:9:5: error yaml-syntax: this line is indented 4 spaces, no more than the key "shape" of the block (|) on line 8: YAML ends the block there, and leaves it empty (indent every line of the block 6 spaces, deeper than "shape:")',
    ]);
    expect(shapeOf(shallow.replace('\n    ##\n    .#', '\n      ##\n      .#'))).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('a picture pasted without quotes, which YAML reads as a comment, leaves the shape empty: told how to write it', () => {
    expect(told('#./##/.#')).toEqual([
      'pic.yaml:8:12: error shape-cells: fleet[0].shape: the shape is empty (give its cells, as [[0, 0], [1, 0]], or its picture in quotes, as shape: "##/.#" (without them YAML reads a "#" and all after it as a comment), or the picture\'s rows in a block under shape: |)',
    ]);
  });
});

describe('an empty block text followed by the next key', () => {
  it('is not taken for a block indented too little: a later slip is told as itself', () => {
    const text = withShape('[[0, 0]]').replace('name: Pic', 'name: Pic\nrules: |\nsummary: Big: small');
    const r = readVariantText(text, 'pic.yaml');
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      'pic.yaml:5:13: error yaml-syntax: a ":" and a space inside a value start a mapping there (remove the ":", or put the whole value in quotes)',
    ]);
  });
});
