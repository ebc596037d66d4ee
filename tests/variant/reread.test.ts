/**
 * A bracket never closed is said once because the text is read again with it closed. What the
 * bracket holds is blanked in the text read again: a list of thousands of items is read once,
 * not twice, and the one error stays one error.
 */
import { describe, expect, it, vi } from 'vitest';

const texts = vi.hoisted(() => [] as string[]);
vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof import('yaml')>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      texts.push(args[0]);
      return yaml.parseDocument(...args);
    },
  };
});

const { loadYamlDocument } = await import('../../src/variant/yaml-source.js');

describe('the text read again after a bracket never closed', () => {
  const items = Array.from({ length: 3000 }, (_, i) => `c${i}`).join(', ');
  const text = ['id: x', `fleet: [${items}`, 'name: X', 'name: Y', 'board: { rows: 3: 4 }', ''].join('\n');

  it('holds none of the list\'s items, and the errors are those of the text with the list closed', () => {
    texts.length = 0;
    const r = loadYamlDocument(text, 'x.yaml');
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['2:8 yaml-syntax', '4:1 duplicate-key', '5:17 yaml-syntax']);
    expect(r.diagnostics[0]!.message).toBe('this "[" is never closed');
    expect(texts.length).toBe(2);
    expect(texts[0]).toContain('c2999');
    expect(texts[1]).not.toContain('c0');
    // Line for line and column for column as written.
    expect(texts[1]!.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
    expect(texts[1]!.split('\n')[1]).toMatch(/^fleet: \[\] +$/u);
  });
});

describe('an error of the first reading at the first character a bracket holds', () => {
  it('stands, as one further in does, where the bracket is closed on a later line indented too little', () => {
    const said = (text: string): string[] => loadYamlDocument(text, 'x.yaml').diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
    const closer = 'this "]" closes the "[" of line 2, but is indented less than the key "b" (1, not 4): YAML ends the list where the indentation drops';
    // The "@" right after the "[" is said as the "@" after "1, " is.
    expect(said('a:\n  - b: [@1,\n      2\n ]\n')).toEqual(['2:9 yaml-syntax Plain value cannot start with reserved character @', `4:2 yaml-syntax ${closer}`]);
    expect(said('a:\n  - b: [1, @2,\n      3\n ]\n')).toEqual(['2:12 yaml-syntax Plain value cannot start with reserved character @', `4:2 yaml-syntax ${closer}`]);
    // A mapping going on on a line indented too little: its first key's slip too.
    expect(said('a:\n  - {@x: 1,\n  y: 2}\n')).toEqual([
      '2:6 yaml-syntax Plain value cannot start with reserved character @',
      '3:3 yaml-syntax this line goes on with the mapping opened on line 2, but is not indented more than the "-" of its item (2, not 3 or more): YAML ends the mapping where the indentation drops',
    ]);
  });
});
