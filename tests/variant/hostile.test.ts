/** Hostile input is refused with a clear diagnostic instead of hanging or crashing. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVariantFile, loadVariant } from '../../src/variant/load.js';
import { readVariantText } from '../../src/variant/parse.js';
import { validateVariant } from '../../src/variant/validate.js';

const WORDS = 'words:\n  en: { miss: m, hit: h, sunk: s, noHits: n, ownChart: o, enemyChart: e }\n';
const HEAD = 'id: x\nlanguages: [en]\nname: X\n';
const FLEET = 'fleet:\n  - { id: a, name: A, size: 2 }\n';

function codes(text: string): string[] {
  const r = readVariantText(text, 'h.yaml');
  return r.ok ? [] : r.diagnostics.map((d) => d.code);
}

describe('hostile variant files', () => {
  it('a billion-laughs alias bomb is refused as yaml-alias', () => {
    let text = 'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n';
    for (let i = 1; i <= 9; i++) text += `a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ')}]\n`;
    expect(codes(text)).toEqual(['yaml-alias']);
  });

  it('a text over 256 KiB is refused before parsing', () => {
    const text = HEAD + FLEET + WORDS + `rules: "${'x'.repeat(300 * 1024)}"\n`;
    const r = readVariantText(text, 'big.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics).toMatchObject([{ code: 'file-too-large', file: 'big.yaml', line: 1, column: 1 }]);
  });

  it('a file over 256 KiB on disk is refused by size, with its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hostile-'));
    writeFileSync(join(dir, 'big.yaml'), '#'.repeat(257 * 1024));
    const diags = await checkVariantFile('big.yaml', { cwd: dir });
    expect(diags).toMatchObject([{ code: 'file-too-large', file: 'big.yaml' }]);
    await expect(loadVariant('big.yaml', { cwd: dir })).rejects.toThrow(/file-too-large/);
  });

  it('deep bracket nesting is refused before parsing', () => {
    expect(codes(HEAD + 'rules: ' + '['.repeat(5000) + ']'.repeat(5000) + '\n')).toEqual(['yaml-too-deep']);
  });

  it('a file of many thousands of unknown keys gets 100 diagnostics and a count of the rest', () => {
    let text = HEAD + FLEET + WORDS;
    for (let i = 0; text.length < 250 * 1024; i++) text += `key${i}: 1\n`;
    const r = readVariantText(text, 'keys.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics).toHaveLength(101);
    expect(r.diagnostics[0]).toMatchObject({ code: 'unknown-key', line: 8, column: 1 });
    expect(r.diagnostics[0]!.message).toContain('key0');
    expect(r.diagnostics[100]).toMatchObject({ code: 'too-many-errors', file: 'keys.yaml' });
    expect(r.diagnostics[100]!.message).toMatch(/^\d+ more problems? not shown$/);
  });

  it('deep block nesting (compact or by indentation) is refused before parsing', () => {
    const compact = readVariantText('rules:\n  ' + '- '.repeat(60000) + 'x\n', 'deep.yaml');
    expect(compact.ok).toBe(false);
    if (!compact.ok) expect(compact.diagnostics).toMatchObject([{ code: 'yaml-too-deep', line: 2, column: 201 }]);
    const indented = 'rules:\n' + Array.from({ length: 400 }, (_, i) => ' '.repeat(i + 1) + '-').join('\n') + ' x\n';
    expect(codes(indented)).toEqual(['yaml-too-deep']);
    // a hundred levels are still parsed (and then fail as what they are: not a rules text)
    expect(codes(HEAD + FLEET + WORDS + 'rules:\n  ' + '- '.repeat(99) + 'x\n')).toEqual(['wrong-type']);
  });

  it('duplicate keys are refused', () => {
    const r = readVariantText(HEAD + FLEET + WORDS + 'board: { rows: 5, rows: 6 }\nname: Y\n', 'd.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['8:19 duplicate-key', '9:1 duplicate-key']);
    }
  });

  it('boards, fleets and labels beyond the limits are refused', () => {
    expect(codes(HEAD + 'board: { rows: 27, columns: 1 }\n' + FLEET + WORDS)).toEqual(['board-size', 'board-size']);
    expect(codes(HEAD + 'board: { rows: 1e308 }\n' + FLEET + WORDS)).toEqual(['board-size']);
    expect(codes(HEAD + 'board: { rows: .inf }\n' + FLEET + WORDS)).toEqual(['board-size']);
    const classes = Array.from({ length: 21 }, (_, i) => `  - { id: c${i}, name: C, size: 1 }\n`).join('');
    expect(codes(HEAD + 'fleet:\n' + classes + WORDS)).toContain('fleet-classes');
    expect(codes(HEAD + 'fleet:\n  - { id: a, name: A, shape: [' + Array.from({ length: 27 }, (_, i) => `[0, ${i % 26}]`).join(', ') + '] }\n' + WORDS)).toContain(
      'shape-cells',
    );
    expect(codes(HEAD + `board: { columns: 5, columnLabels: [A, B, C, D, ${'E'.repeat(13)}] }\n` + FLEET + WORDS)).toEqual(['label-length']);
    expect(codes(HEAD + `board: { columns: 5, columnLabels: [${Array.from({ length: 1000 }, () => 'A').join(', ')}] }\n` + FLEET + WORDS)).toEqual([
      'label-count',
    ]);
  });

  it('colliding labels are refused, naming both', () => {
    const r = readVariantText(HEAD + 'board: { columns: 5, columnLabels: [A, b, C, D, B] }\n' + FLEET + WORDS, 'c.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'label-collision', line: 4, column: 49 });
    expect(r.diagnostics[0]!.message).toContain('"b"');
    expect(r.diagnostics[0]!.message).toContain('"B"');
  });

  it('documents that are not mappings, and odd values, give diagnostics, never exceptions', () => {
    for (const text of ['', '~', '42', '"just a string"', '[1, 2, 3]', '!!binary aGVsbG8=', 'id: !custom x\n', '? [a, b]\n: c\n', 'id: x\n---\nid: y\n']) {
      const r = readVariantText(text, 'odd.yaml');
      expect(r.ok).toBe(false);
    }
    for (const value of [null, undefined, 1, 'x', [], { fleet: 'x' }, { id: 1, languages: 'en', fleet: [null], words: [] }]) {
      const r = validateVariant(value);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.diagnostics.length).toBeGreaterThan(0);
    }
  });
});
