/**
 * A row of a shape's picture (`shape: |`) indented with a tab: told as the tab it is, with the
 * spaces the block's rows have, in en/ru/pl (before: the parser's "Block scalar lines must not be
 * less indented than their first line", with "fix the YAML syntax at this place").
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const file = (rows: readonly string[]): string => ['id: t', 'languages: [en]', 'name: T', 'fleet:', '  - id: ell', '    name: Ell', '    shape: |', ...rows, WORDS_EN].join('\n');

describe('a row of a block picture indented with a tab', () => {
  it('is told as a tab, at its line, with the spaces the rows have, in en/ru/pl', () => {
    const r = readVariantText(file(['      #.', '\t  #.', '      ##']), 'v.yaml');
    const ds = r.ok ? [] : r.diagnostics;
    expect(ds.map((d) => formatDiagnostic(d))).toEqual(['v.yaml:9:1: error yaml-syntax: this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 6 spaces)']);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')?.message).toBe('отступ этой строки сделан табуляцией: YAML делает отступы только пробелами');
  });

  it('a row opening with "." goes by the row above', () => {
    const r = readVariantText(file(['      .#', '\t\t.#', '      ##']), 'v.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => formatDiagnostic(d))).toEqual(['v.yaml:9:1: error yaml-syntax: this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 6 spaces, as line 8)']);
  });

  it('indented as told, the file loads', () => {
    expect(readVariantText(file(['      #.', '      #.', '      ##']), 'v.yaml').ok).toBe(true);
  });
});
