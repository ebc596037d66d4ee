/**
 * Keys written after a list item in braces (`  - { id: a, size: 3 }` / `    name: A`), under it
 * or in its dash's column: the "}" has ended the item, so the keys are in no mapping. Told at the
 * first key, naming every key and the item as it reads with them inside the braces, in en/ru/pl
 * (before: the parser's "Sequence item without - indicator" or "All mapping items must start at the
 * same column" at column 1, and a duplicate key against the file's own `name:`).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const file = (fleet: readonly string[]): string => ['id: f', 'languages: [en]', 'name: F', 'board: { rows: 8, columns: 8 }', 'fleet:', ...fleet, WORDS_EN].join('\n');

function errors(text: string) {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [] : r.diagnostics;
}

describe('keys after a list item in braces', () => {
  it('one key indented under it: told at the key, to put it inside the braces, in en/ru/pl', () => {
    const ds = errors(file(['  - { id: a, name: A, size: 3 }', '    mark: X', '  - { id: b, name: B, size: 2 }']));
    expect(ds.map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:7:5: error yaml-syntax: "mark: X" follows the list item in braces on line 6, but its "}" has ended that item: YAML reads the key in no mapping (put it inside the braces: "- { id: a, name: A, size: 3, mark: X }")',
    ]);
    const d = ds[0]!;
    expect(fileSaid(d.code, d.parts, 'ru')).toEqual({
      message: '«mark: X» идёт после элемента списка в фигурных скобках (строка 6), но «}» уже закрыла этот элемент: YAML не относит этот ключ ни к одному словарю',
      suggestion: 'перенесите его внутрь скобок: «- { id: a, name: A, size: 3, mark: X }»',
    });
    expect(fileSaid(d.code, d.parts, 'pl')).toEqual({
      message: '„mark: X” stoi po elemencie listy w nawiasach klamrowych (wiersz 6), ale „}” już zamknął ten element: YAML nie przypisze tego klucza do żadnego słownika',
      suggestion: 'przenieś go do środka nawiasów: „- { id: a, name: A, size: 3, mark: X }”',
    });
  });

  it("two keys in the dash's column, one of them the file's own name: one error naming both, no duplicate key", () => {
    expect(errors(file(['  - { id: a, size: 3 }', '  name: A', '  mark: X', '  - { id: b, name: B, size: 2 }'])).map((d) => formatDiagnostic(d))).toEqual([
      'v.yaml:7:3: error yaml-syntax: "name: A" and "mark: X" follow the list item in braces on line 6, but its "}" has ended that item: YAML reads the keys in no mapping (put them inside the braces: "- { id: a, size: 3, name: A, mark: X }")',
    ]);
  });

  it('written as told, the file loads', () => {
    expect(readVariantText(file(['  - { id: a, size: 3, name: A, mark: X }', '  - { id: b, name: B, size: 2 }']), 'v.yaml').ok).toBe(true);
  });

  it('keys under a block item are its own, as before: no error', () => {
    expect(readVariantText(file(['  - id: a', '    name: A', '    size: 3', '  - { id: b, name: B, size: 2 }']), 'v.yaml').ok).toBe(true);
  });
});
