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
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['2:8 yaml-syntax', '4:1 duplicate-key', '5:16 yaml-syntax']);
    expect(r.diagnostics[0]!.message).toBe('this "[" is never closed');
    expect(texts.length).toBe(2);
    expect(texts[0]).toContain('c2999');
    expect(texts[1]).not.toContain('c0');
    // Line for line and column for column as written.
    expect(texts[1]!.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
    expect(texts[1]!.split('\n')[1]).toMatch(/^fleet: \[\] +$/u);
  });
});
