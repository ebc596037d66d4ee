/**
 * A section that is a mapping (`board:`) whose keys, in one column, mix `- key:` list items and
 * plain keys: told to write them all as `key: value` without the dash, at that dash, in en/ru/pl
 * (before: "indent it 4 spaces, as the key above", advice that does not fit). A list whose item's
 * key slipped to the dash's column (`fleet:`) keeps the indentation advice. An item in braces
 * (`- { rows: 8 }`) next to a plain key, or with a key indented under it, is the same mix: told to
 * write its pairs one to a line without the dash and the braces (before: the parser's "All mapping
 * items must start at the same column" at column 1, or indentation advice that does not fit).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const file = (board: readonly string[]): string => ['id: m', 'languages: [en]', 'name: M', 'board:', ...board, 'fleet:', '  - { id: a, name: A, size: 3 }', WORDS_EN].join('\n');

function errors(text: string) {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [] : r.diagnostics;
}

describe('a mapping whose keys mix list items and plain keys', () => {
  it('an item first, then a key: told at the dash, to drop it, in en/ru/pl', () => {
    const ds = errors(file(['  - rows: 8', '  columns: 8']));
    expect(ds.map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:5:3: error yaml-syntax: the keys of "board" mix list items ("- rows: 8") and plain keys ("columns: 8", line 6): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-": "rows: 8")',
    ]);
    const d = ds[0]!;
    expect(fileSaid(d.code, d.parts, 'ru')).toEqual({
      message: 'в ключах «board» смешаны элементы списка («- rows: 8») и простые ключи («columns: 8», строка 6): YAML не может прочитать их ни как словарь, ни как список',
      suggestion: 'запишите их все как «ключ: значение», без «-»: «rows: 8»',
    });
    expect(fileSaid(d.code, d.parts, 'pl')).toEqual({
      message: 'klucze „board” mieszają elementy listy („- rows: 8”) i zwykłe klucze („columns: 8”, wiersz 6): YAML nie przeczyta ich ani jako słownika, ani jako listy',
      suggestion: 'zapisz je wszystkie jako „klucz: wartość”, bez „-”: „rows: 8”',
    });
  });

  it('a key first, then an item: told at the item', () => {
    expect(errors(file(['  rows: 8', '  - columns: 8'])).map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:6:3: error yaml-syntax: the keys of "board" mix list items ("- columns: 8") and plain keys ("rows: 8", line 5): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-": "columns: 8")',
    ]);
  });

  it('written as told, the file loads', () => {
    expect(readVariantText(file(['  rows: 8', '  columns: 8']), 'v.yaml').ok).toBe(true);
  });

  it("a list item's key level with its dash keeps the indentation advice", () => {
    const text = ['id: t', 'languages: [en]', 'name: T', 'fleet:', '  - id: a', '  name: A', WORDS_EN].join('\n');
    expect(errors(text).map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:6:3: error yaml-syntax: this key is indented 2 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)',
    ]);
  });

  it("a list hung from a key in the section's column (turns: / sides: / - id: blue) is no mix: another slip there is told as itself", () => {
    const text = ['id: t', 'languages: [en]', 'name: T', 'board: { rows: 8, columns: 8 }', 'fleet:', '  - { id: a, name: A, size: 2 }', 'turns:', '  sides:', '  - id: blue', '    name: Blue', '  - id: red', '    name: Red', '  first: blue', '   salvo: 3', WORDS_EN].join('\n');
    expect(errors(text).map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:14:4: error yaml-syntax: this key is indented 3 spaces, but the key above it 2 (indent it 2 spaces, as the key above, to keep it in the same mapping)',
    ]);
  });

  describe('an item in braces', () => {
    const said = (board: readonly string[]) => errors(file(board)).map((d) => formatDiagnostic(d));
    it('then a key in its column: told at the dash, to write its pairs one to a line, in en/ru/pl', () => {
      const ds = errors(file(['  - { rows: 8 }', '  columns: 8']));
      expect(ds.map((d) => formatDiagnostic(d))).toEqual([
        'v.yaml:5:3: error yaml-syntax: the keys of "board" mix list items ("- { rows: 8 }") and plain keys ("columns: 8", line 6): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-" and the braces, one to a line: "rows: 8")',
      ]);
      const d = ds[0]!;
      expect(fileSaid(d.code, d.parts, 'ru')?.suggestion).toBe('запишите их все как «ключ: значение», без «-» и фигурных скобок, каждый на отдельной строке: «rows: 8»');
      expect(fileSaid(d.code, d.parts, 'pl')?.suggestion).toBe('zapisz je wszystkie jako „klucz: wartość”, bez „-” i nawiasów klamrowych, każdy w osobnym wierszu: „rows: 8”');
    });

    it('then a key indented under it: the same, naming that key', () => {
      expect(said(['  - { rows: 8 }', '    columns: 8'])).toEqual([
        'v.yaml:5:3: error yaml-syntax: the keys of "board" mix list items ("- { rows: 8 }") and plain keys ("columns: 8", line 6): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-" and the braces, one to a line: "rows: 8")',
      ]);
    });

    it('after a key: told at the item; every pair of it named, a list inside kept whole', () => {
      expect(said(['  rows: 8', "  - { columns: 8, columnLabels: [a, b, c, d, e, f, g, 'h,'] }"])).toEqual([
        `v.yaml:6:3: error yaml-syntax: the keys of "board" mix list items ("- { columns: 8, columnLabels: [a, b, c, d, e, f, g, 'h,'] }") and plain keys ("rows: 8", line 5): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-" and the braces, one to a line: "columns: 8", "columnLabels: [a, b, c, d, e, f, g, 'h,']")`,
      ]);
    });

    it('after a list hung from a key (sides:), in the key\'s column: told as a mix all the same', () => {
      const text = ['id: t', 'languages: [en]', 'name: T', 'board: { rows: 8, columns: 8 }', 'fleet:', '  - { id: a, name: A, size: 2 }', 'turns:', '  sides:', '    - { id: blue, name: Blue }', '    - { id: red, name: Red }', '  - { first: blue }', WORDS_EN].join('\n');
      expect(errors(text).map((d) => formatDiagnostic(d))).toEqual([
        'v.yaml:11:3: error yaml-syntax: the keys of "turns" mix list items ("- { first: blue }") and plain keys ("sides:", line 8): YAML reads them as neither a mapping nor a list (write them all as "key: value", without the "-" and the braces, one to a line: "first: blue")',
      ]);
    });

    it('written as told, the file loads', () => {
      expect(readVariantText(file(['  rows: 8', '  columns: 8']), 'v.yaml').ok).toBe(true);
    });
  });
});
