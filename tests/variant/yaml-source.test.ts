/** YAML with positions: paths map to the line and column of the node (or its key). */
import { describe, expect, it } from 'vitest';
import { formatPath, loadYamlDocument } from '../../src/variant/yaml-source.js';

const TEXT = ['# comment', 'a:', '  b: [1, 2, 30]', '  "c d": { e: x }', 'list:', '  - k: v', '  - &anchor { k: w }', 'alias: *anchor', ''].join('\n');

describe('loadYamlDocument', () => {
  const src = loadYamlDocument(TEXT, 'f.yaml');

  it('gives the plain value', () => {
    expect(src.diagnostics).toEqual([]);
    expect(src.value).toEqual({ a: { b: [1, 2, 30], 'c d': { e: 'x' } }, list: [{ k: 'v' }, { k: 'w' }], alias: { k: 'w' } });
  });

  it('maps paths to value positions and key positions', () => {
    expect(src.positionOf(['a', 'b', 2])).toEqual({ line: 3, column: 13 });
    expect(src.keyPositionOf(['a', 'b'])).toEqual({ line: 3, column: 3 });
    expect(src.positionOf(['a', 'c d', 'e'])).toEqual({ line: 4, column: 15 });
    expect(src.keyPositionOf(['list', 1, 'k'])).toEqual({ line: 7, column: 15 });
    // through an alias, to the anchored node
    expect(src.positionOf(['alias', 'k'])).toEqual({ line: 7, column: 18 });
  });

  it('a path past the data points at the deepest node that exists', () => {
    expect(src.positionOf(['a', 'missing', 'deeper'])).toEqual(src.positionOf(['a']));
    expect(src.positionOf(['list', 9])).toEqual(src.positionOf(['list']));
  });

  it('reports syntax errors with positions and no value', () => {
    const bad = loadYamlDocument('a: [1, 2\nb: c\n', 'bad.yaml');
    expect(bad.value).toBeUndefined();
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', code: 'yaml-syntax', file: 'bad.yaml' });
    expect(bad.diagnostics[0]!.line).toBeGreaterThan(0);
  });

  it('honours the size and alias options', () => {
    expect(loadYamlDocument('a: 1234567890\n', undefined, { maxBytes: 8 }).diagnostics[0]!.code).toBe('file-too-large');
    const aliases = loadYamlDocument('a: &x [1]\nb: [*x, *x]\n', undefined, { maxAliasCount: 0 });
    expect(aliases.diagnostics.map((d) => d.code)).toEqual(['yaml-alias']);
    expect(aliases.diagnostics[0]).toMatchObject({ line: 2, column: 5 });
  });
});

describe('formatPath', () => {
  it('writes dotted paths with indices', () => {
    expect(formatPath(['fleet', 2, 'size'])).toBe('fleet[2].size');
    expect(formatPath(['a', 'c d'])).toBe('a["c d"]');
    expect(formatPath([])).toBe('');
  });
});

describe('a key indented unlike its neighbours', () => {
  const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: M, enemyChart: E }\n';
  const cases: [string, string, number, number, number][] = [
    // [text, what, the line at fault, its indentation, the indentation it should have]
    ['id: x\nlanguages: [en]\nname: X\nfleet:\n  - id: a\n    name: A\n    size: 2\n     count: 2\n' + WORDS, 'one space deeper', 8, 5, 4],
    ['id: x\nlanguages: [en]\nname: X\nfleet:\n  - id: a\n    name: A\n    size: 2\n   count: 2\n' + WORDS, 'one space less', 8, 3, 4],
    ['id: x\nboard:\n  rows: 2\n columns: 3\n', 'between two levels', 4, 1, 2],
    // In line with the list's dash, which is no key: in no mapping (the parser's words named the line below).
    ['id: x\nlanguages: [en]\nname: X\nfleet:\n  - id: a\n    name: A\n  size: 2\n  - id: b\n    size: 3\n' + WORDS, 'in line with the dash above', 7, 2, 4],
  ];
  for (const [text, what, line, has, should] of cases) {
    it(`says which line is out of line and by how much (${what})`, () => {
      const doc = loadYamlDocument(text);
      const syntax = doc.diagnostics.filter((d) => d.code === 'yaml-syntax');
      expect(syntax).toHaveLength(1);
      expect(syntax[0]).toMatchObject({ line, column: has + 1 });
      const spaces = (k: number): string => `${k} space${k === 1 ? '' : 's'}`;
      expect(syntax[0]!.message).toBe(`this key is indented ${spaces(has)}, but the key above it ${should}`);
      expect(syntax[0]!.suggestion).toBe(`indent it ${spaces(should)}, as the key above, to keep it in the same mapping`);
    });
  }

  const items: [string, string, number, number, number, number][] = [
    // [text, what, the line at fault, its indentation, the item above's line, its indentation]
    ['id: x\nfleet:\n  - id: a\n    size: 2\n   - id: b\n    size: 3\n' + WORDS, 'one space deeper', 5, 3, 3, 2],
    ['id: x\nfleet:\n    - id: a\n      size: 2\n   - id: b\n     size: 3\n' + WORDS, 'one space less', 5, 3, 3, 4],
  ];
  for (const [text, what, line, has, aboveLine, should] of items) {
    it(`says which list item is out of line with the one above (${what})`, () => {
      const syntax = loadYamlDocument(text).diagnostics.filter((d) => d.code === 'yaml-syntax');
      expect(syntax).toHaveLength(1);
      expect(syntax[0]).toMatchObject({ line, column: has + 1 });
      const spaces = (k: number): string => `${k} space${k === 1 ? '' : 's'}`;
      expect(syntax[0]!.message).toBe(`this list item's "-" is indented ${spaces(has)}, but the item above it (line ${aboveLine}) ${should}`);
      expect(syntax[0]!.suggestion).toBe(`indent it ${spaces(should)}, as the item above, to keep it in the same list`);
    });
  }

  it('leaves a well indented file and a block of rules text alone', () => {
    const ok = 'id: x\nrules: |\n  The rules.\n     Indented more.\nboard:\n  rows: 2\nfleet:\n  - id: a\n    size: 2\n';
    expect(loadYamlDocument(ok).diagnostics).toEqual([]);
  });
});
