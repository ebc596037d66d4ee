/**
 * What a designer writing a variant file by hand is told: limits said as a designer reads them,
 * one error for one mistake, and shapes written as `variant show` draws them.
 * Each file text is given whole, with the line and column the error must point at.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { shapePicture } from '../../src/variant/describe.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';

/** A variant file: its head, then `lines` (from line 4), then the fleet (unless given) and the words. */
function file(...lines: string[]): string {
  const fleet = lines.some((l) => l.startsWith('fleet:')) ? [] : ['fleet:', '  - { id: a, name: A, size: 2 }'];
  return ['id: d', 'languages: [en]', 'name: D', ...lines, ...fleet, 'words:', WORDS, ''].join('\n');
}

/** The errors of a variant file's text, each as `check` prints it. */
function told(text: string): string[] {
  const r = readVariantText(text, 'd.yaml');
  if (r.ok) return [];
  return r.diagnostics.filter((d: Diagnostic) => d.severity === 'error').map(formatDiagnostic);
}

describe('a limit of a list or a text is said as what the value must be', () => {
  it('a list too short or too long says how many entries it must have', () => {
    expect(told(file('board:', '  columnLabels: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, AA]'))).toEqual([
      'd.yaml:5:17: error label-count: board.columnLabels: has 27 entries; it must have at most 26 (give one label per row or column, at most 26)',
    ]);
    expect(told(file('fleet:', '  - { id: a, name: A, shape: [] }'))).toEqual([
      'd.yaml:5:30: error shape-cells: fleet[0].shape: has 0 entries; it must have at least 1 (give 1 to 26 cells as [row, column])',
    ]);
  });

  it('a list of an exact length says exactly, not at least', () => {
    expect(told(file('turns:', '  sides: [{ id: a, name: A }]'))).toEqual([
      'd.yaml:5:10: error sides: turns.sides: has 1 entry; it must have exactly 2 (give exactly two sides)',
    ]);
  });

  it('a text too short or too long says how long it must be, one character or several', () => {
    expect(told(file('fleet:', '  - { id: a, name: A, size: 2, mark: "" }'))).toEqual([
      'd.yaml:5:38: error text-length: fleet[0].mark: "" has 0 characters; it must be at least 1 character long (use 1 to 6 characters)',
    ]);
    expect(told(file('fleet:', '  - { id: a, name: A, size: 2, mark: ABCDEFG }'))).toEqual([
      'd.yaml:5:38: error text-length: fleet[0].mark: "ABCDEFG" has 7 characters; it must be at most 6 characters long (use 1 to 6 characters)',
    ]);
  });
});

describe('a board wider or longer than 26, with a label for each of its columns or rows', () => {
  const letters27 = 'A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, AA';
  it('27 columns and 27 column labels are one error, at the size, which says the labels go with it', () => {
    expect(told(file('board:', '  columns: 27', `  columnLabels: [${letters27}]`))).toEqual([
      'd.yaml:5:12: error board-size: board.columns: 27 is not a board size (use 2 to 26, with as many column labels)',
    ]);
  });

  it('so are 27 rows and 27 row labels written as one string', () => {
    expect(told(file('board:', '  rows: 27', '  rowLabels: а б в г д е ж з и к л м н о п р с т у ф х ц ч ш щ э ю'))).toEqual([
      'd.yaml:5:9: error board-size: board.rows: 27 is not a board size (use 2 to 26, with as many row labels)',
    ]);
  });

  it('27 labels on a board of 26 columns are still told at the labels, and a size alone at the size', () => {
    expect(told(file('board:', '  columns: 26', `  columnLabels: [${letters27}]`))).toEqual([
      'd.yaml:6:17: error label-count: board.columnLabels: has 27 entries; it must have at most 26 (give one label per row or column, at most 26)',
    ]);
    expect(told(file('board:', '  columns: 27'))).toEqual([
      'd.yaml:5:12: error board-size: board.columns: 27 is not a board size (a board is at most 26 columns wide, whatever its labels: letters name 26, A to Z, and numbers or two-letter labels make it no wider; write columns: 26)',
    ]);
  });
});

describe('a flow mapping or list whose later line is not indented past its key or "-"', () => {
  /** The YAML errors of `text`, as `check` prints them. */
  const yamlErrors = (text: string): string[] => told(text).filter((l) => l.includes('yaml-syntax'));
  const ship = ['fleet:', '  - { id: a, name: A,', '  size: 2 }'];

  it('a line of entries level with the "-" of its item is told there, not as a "{" never closed', () => {
    expect(told(file(...ship))).toEqual([
      'd.yaml:6:3: error yaml-syntax: this line goes on with the mapping opened on line 5, but is not indented more than the "-" of its item (2, not 3 or more): YAML ends the mapping where the indentation drops (indent every line of the mapping after its first 3 spaces or more)',
    ]);
  });

  it('a line of entries level with its key is told there, with the indentation it needs', () => {
    const text = ['id: d', 'languages: [en]', 'name: D', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', '  en: { miss: miss, hit: hit, sunk: sunk,', '  noHits: no hits, ownChart: Mine, enemyChart: Theirs }', ''].join('\n');
    expect(told(text)).toEqual([
      'd.yaml:8:3: error yaml-syntax: this line goes on with the mapping opened on line 7, but is not indented more than the key "en" (2, not 3 or more): YAML ends the mapping where the indentation drops (indent every line of the mapping after its first 3 spaces or more)',
    ]);
    // As advised, the file reads.
    expect(told(text.replace('\n  noHits', '\n   noHits'))).toEqual([]);
  });

  it('the indentation advised is enough, and one space less is not, for a mapping or a list under a key or a "-"', () => {
    const cases: [string[], string][] = [
      [['fleet:', '  - { id: a, name: A,', '@size: 2 }'], '-'],
      [['fleet:', '  - id: a', '    name: { en: A,', '@}', '    size: 2'], 'key'],
      [['fleet:', '  - id: a', '    name: A', '    shape: [[0, 0],', '@[0, 1]]'], 'key'],
      [['board:', '  columnLabels: [A, B, C, D, E,', '@F, G, H, I, J]'], 'key'],
    ];
    for (const [lines, owner] of cases) {
      const at = (n: number): string => file(...lines.map((l) => (l.startsWith('@') ? ' '.repeat(n) + l.slice(1) : l)));
      const said = yamlErrors(at(0));
      expect(said, lines.join(' / ')).toHaveLength(1);
      const needed = Number(/(\d+) spaces or more/u.exec(said[0]!)?.[1]);
      expect(said[0], owner).toContain(owner === '-' ? 'the "-" of its item' : 'the key');
      expect(yamlErrors(at(needed)), `${needed} spaces`).toEqual([]);
      expect(yamlErrors(at(needed - 1)), `${needed - 1} spaces`).toHaveLength(1);
    }
  });
});

describe('a shape written with parentheses for its cells', () => {
  const shaped = (shape: string): string => file('fleet:', '  - id: a', '    name: A', `    shape: ${shape}`);

  it('is one error, at the shape, that gives the shape written with brackets', () => {
    expect(told(shaped('[(0,0),(1,0)]'))).toEqual([
      'd.yaml:7:12: error shape-cells: fleet[0].shape: a cell is written [row, column], with brackets, not (row, column) with parentheses (write shape: [[0, 0], [1, 0]])',
    ]);
  });

  it('with spaces in the cells, as list items or as one text, is the same one error', () => {
    const one = (shape: string): string[] => told(shaped(shape)).map((l) => l.replace(/^d\.yaml:\d+:\d+: /u, ''));
    const want = ['error shape-cells: fleet[0].shape: a cell is written [row, column], with brackets, not (row, column) with parentheses (write shape: [[0, 0], [1, 0], [1, 1]])'];
    expect(one('[(0, 0), (1, 0), (1,1)]')).toEqual(want);
    expect(one('\n      - (0, 0)\n      - (1, 0)\n      - (1, 1)')).toEqual(want);
    expect(one('"(0,0), (1,0), (1,1)"')).toEqual(want);
  });

  it('mixed with cells written with brackets, is the same one error, keeping the cells in their order', () => {
    const one = (shape: string): string[] => told(shaped(shape)).map((l) => l.replace(/^d\.yaml:\d+:\d+: /u, ''));
    expect(one('[(0,0),[1,0]]')).toEqual(['error shape-cells: fleet[0].shape: a cell is written [row, column], with brackets, not (row, column) with parentheses (write shape: [[0, 0], [1, 0]])']);
    const want = ['error shape-cells: fleet[0].shape: a cell is written [row, column], with brackets, not (row, column) with parentheses (write shape: [[0, 0], [1, 0], [1, 1]])'];
    expect(one('[[0,0],(1,0),(1, 1)]')).toEqual(want);
    expect(one('\n      - [0, 0]\n      - (1, 0)\n      - [1, 1]')).toEqual(want);
  });

  it('a number outside the pairs is some other slip: not advised as brackets, which would lose it', () => {
    for (const shape of ['"(0,0), (1,0), 2"', '[(0,0),(1,0),(1,1,2)]']) {
      const said = told(shaped(shape));
      expect(said.length, shape).toBeGreaterThan(0);
      expect(said.join('\n'), shape).not.toContain('with brackets, not (row, column) with parentheses');
    }
  });

  it('the shape as advised reads, to the cells meant', () => {
    const said = told(shaped('[(0,0),(1,0),(1,1)]'))[0]!;
    const advised = /\(write shape: (.*)\)$/u.exec(said)![1]!;
    const r = readVariantText(shaped(advised), 'd.yaml');
    expect(r.ok && r.value.fleet[0]!.shape).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });
});

describe('a localized text in { } cut at two commas', () => {
  it('is one error, at its first piece, naming the others and giving the text whole in quotes', () => {
    const text = file('summary: { ru: Поле 8 на 8, фигурные корабли, залп по числу кораблей., en: Small }').replace('languages: [en]', 'languages: [ru, en]');
    const withRu = text.replace(WORDS, `${WORDS}\n  ru: { miss: мимо, hit: ранил, sunk: убил, noHits: мимо, ownChart: Мои, enemyChart: Чужие }`);
    expect(told(withRu)).toEqual([
      'd.yaml:4:29: error bad-language: summary["фигурные корабли"]: "фигурные корабли" is not a language code; it and "залп по числу кораблей." read as pieces of a text cut at its commas (a comma inside { } starts a new entry: put the text in quotes, as summary: { ru: "Поле 8 на 8, фигурные корабли, залп по числу кораблей." })',
    ]);
    // As advised, the file reads.
    expect(told(withRu.replace('ru: Поле 8 на 8, фигурные корабли, залп по числу кораблей.', 'ru: "Поле 8 на 8, фигурные корабли, залп по числу кораблей."'))).toEqual([]);
  });
});

describe('three variants written from scratch (tests/variant/fixtures/designer)', () => {
  const read = (name: string) => readVariantText(readFileSync(join(import.meta.dirname, 'fixtures', 'designer', name), 'utf8'), name);

  it('read without a problem, their pictured shapes as the cells drawn', () => {
    const shapes: Record<string, string[]> = {
      'maly.yaml': ['#./##'],
      'wyspy.yaml': ['###/.#.', '##/##'],
      'arch.yaml': ['.#./###/.#.', '###/#..'],
    };
    for (const [name, pictures] of Object.entries(shapes)) {
      const r = read(name);
      if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
      expect(r.warnings.map(formatDiagnostic), name).toEqual([]);
      expect(r.value.fleet.filter((c) => c.kind === 'shape').map((c) => shapePicture(c.shape)), name).toEqual(pictures);
    }
  });
});
