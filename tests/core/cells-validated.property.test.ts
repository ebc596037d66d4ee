/**
 * Property tests: whatever board the variant check accepts, every cell written as `formatCell`
 * writes it reads back as that cell, alone or in a list, with no warning. Boards 2×2 to 26×26 (the
 * smallest and largest a variant file may give), labels drawn from Latin, Russian and Polish
 * letters (one letter, two letters, or short mixed words), numbers from 0 or 1, and every form a
 * file may write them in (a list, a string, `letters`, `numbers`), any cell order and separator.
 * The variant check is the judge of what is valid: a board it refuses is not tried.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cellAt, formatCell, parseCell, parseCellList } from '../../src/core/coords.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Board } from '../../src/variant/model.js';
import { makeVariant } from '../helpers/make-variant.js';

const LATIN = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const RUSSIAN = Array.from('абвгдеёжзийклмнопрстуфхцчшщъыьэюя');
const POLISH = Array.from('aąbcćdeęfghijklłmnńoóprsśtuwyzźż');
const LETTERS = [...LATIN, ...RUSSIAN, ...POLISH];

type Labels = string | readonly (string | number)[];

/** Labels for an axis of `n` cells, in one of the forms a variant file may write them. */
const labelsFor = (n: number): fc.Arbitrary<Labels> =>
  fc.oneof(
    fc.constantFrom<Labels>('letters', 'numbers'),
    // One alphabet, from its start or from a random letter on, in either case, as a list or a string.
    fc
      .record({
        alphabet: fc.constantFrom(LATIN, RUSSIAN, POLISH),
        from: fc.nat(),
        upper: fc.boolean(),
        asString: fc.constantFrom('list', 'joined', 'spaced'),
      })
      .filter(({ alphabet }) => alphabet.length >= n)
      .map(({ alphabet, from, upper, asString }) => {
        const start = from % (alphabet.length - n + 1);
        const ls = alphabet.slice(start, start + n).map((l) => (upper ? l.toLocaleUpperCase('und') : l));
        return asString === 'list' ? ls : asString === 'joined' ? ls.join('') : ls.join(' ');
      }),
    // Two letters (AA, AB, …), numbers from 0 or from 1 (as YAML numbers or as text).
    fc.constantFrom(...[LATIN, RUSSIAN.filter((l) => !'ёйъыь'.includes(l))].map((a) => a.flatMap((x) => a.map((y) => x + y)).slice(0, n))),
    fc.record({ from: fc.constantFrom(0, 1), asText: fc.boolean() }).map(({ from, asText }) => Array.from({ length: n }, (_, i) => (asText ? String(i + from) : i + from))),
    // Short words of letters and digits, any at all: the variant check decides whether they read apart.
    fc.uniqueArray(fc.array(fc.oneof(fc.constantFrom(...LETTERS), fc.constantFrom(...'0123456789')), { minLength: 1, maxLength: 3 }).map((cs) => cs.join('')), {
      minLength: n,
      maxLength: n,
    }),
  );

const boardArb = fc
  .record({ rows: fc.integer({ min: 2, max: 26 }), columns: fc.integer({ min: 2, max: 26 }) })
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      columnLabels: labelsFor(columns),
      rowLabels: labelsFor(rows),
      cellOrder: fc.constantFrom('column-row', 'row-column'),
      separator: fc.constantFrom('', '', '-', ':', ' ', '/', '.', '_', ' - '),
    }),
  );

const WORDS = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };

/** The board as the variant check reads it from a file, or undefined where it refuses it. */
function validBoard(board: Record<string, unknown>): Board | undefined {
  const spec = { id: 'cells', name: 'Cells', languages: ['en'], board, fleet: [{ id: 'boat', name: 'boat', size: 1 }], words: { en: WORDS } };
  const r = readVariantText(stringify(spec), 'cells.yaml');
  return r.ok ? r.value.board : undefined;
}

describe('every cell of a board the variant check accepts reads back', () => {
  it('one by one, as written, with no warning', () => {
    let tried = 0;
    fc.assert(
      fc.property(boardArb, (b) => {
        const board = validBoard(b);
        if (board === undefined) return;
        tried++;
        for (let cell = 0; cell < board.rows * board.columns; cell++) {
          const text = formatCell(cell, board);
          expect(parseCell(text, board), `${text} on ${JSON.stringify(b)}`).toEqual({ ok: true, cell, warnings: [] });
        }
      }),
      { numRuns: 80 },
    );
    // The boards tried are not all refused: the property says something.
    expect(tried).toBeGreaterThan(25);
  });

  it('as a list, separated by commas (and by spaces where no label or separator holds one)', () => {
    fc.assert(
      fc.property(boardArb, fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), fc.boolean(), (b, ks, commas) => {
        const board = validBoard(b);
        if (board === undefined) return;
        const cells = ks.map((k) => k % (board.rows * board.columns));
        const spaced = [board.separator, ...board.columnLabels, ...board.rowLabels].some((l) => /\s/u.test(l));
        const text = cells.map((c) => formatCell(c, board)).join(commas || spaced ? ', ' : ' ');
        const r = parseCellList(text, board);
        expect(r.diagnostics, text).toEqual([]);
        expect(r.cells, text).toEqual(cells);
      }),
      { numRuns: 80 },
    );
  });
});

describe('boards smaller than a variant file may give (1×1 to 4×4) still read back', () => {
  it('every cell, in either order, with or without a separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('column-row' as const, 'row-column' as const),
        fc.constantFrom('', '-'),
        fc.constantFrom(LATIN, RUSSIAN, POLISH),
        (rows, columns, cellOrder, separator, alphabet) => {
          const board = makeVariant({ rows, columns, board: { cellOrder, separator, columnLabels: alphabet.slice(0, columns) } }).board;
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < columns; c++) {
              const cell = cellAt(r, c, board);
              expect(parseCell(formatCell(cell, board), board)).toEqual({ ok: true, cell, warnings: [] });
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
