/**
 * A row of a block text (`shape: |`) indented less than the block's first row, yet deeper than
 * its key, that opens with `#`: YAML ends the block before it and reads it as a comment, so the
 * picture lost it with no word (`   #` over `  ###` loaded as a ship of one cell). It is an error
 * at that row, saying what YAML did and what to write, in English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { readVariantText } from '../../src/variant/parse.js';

function withBlock(rows: string[]): string {
  return [
    'id: pic',
    'languages: [en]',
    'name: Pic',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    '  - id: tee',
    '    name: Tee',
    '    shape: |',
    ...rows,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');
}

describe('a block row indented less than the first, opening with #', () => {
  it('is an error at that row, not a row silently lost', () => {
    const r = readVariantText(withBlock(['       #', '      ###']), 'v.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'v.yaml:10:7: error yaml-syntax: this row is indented 6 spaces, less than the first row of the block (|) of "shape" on line 9 (7 spaces): YAML ends the block before it and reads "###", which opens with "#", as a comment, so "shape" loses it (indent every row of the block alike, 7 spaces or 6 spaces, and draw the water before a row\'s cells as . rather than spaces)',
    ]);
    const d = r.diagnostics[0]!;
    expect(fileSaid(d.code, d.parts, 'ru')?.suggestion).toBe('сделайте у всех строк блока одинаковый отступ, 7 пробелов или 6 пробелов, а воду перед клетками строки рисуйте точками (.), а не пробелами');
    expect(fileSaid(d.code, d.parts, 'pl')?.message).toContain('YAML kończy blok przed nim i czyta „###”');
    // Drawn as advised, the T loads whole.
    const t = readVariantText(withBlock(['      .#.', '      ###']), 'v.yaml');
    expect(t.ok && t.value.fleet[0]!.size).toBe(4);
  });

  it('each such row is said; rows as deep as the first, a comment at the key or after a blank block, are not', () => {
    const r = readVariantText(withBlock(['        #', '       ##', '      ##.']), 'v.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => d.line)).toEqual([10, 11]);
    for (const rows of [['      #.', '      ##', '    # a comment'], ['      ##', '      #.', '  # fleet done']]) {
      const ok = readVariantText(withBlock(rows), 'v.yaml');
      expect(ok.ok, rows.join('\n')).toBe(true);
    }
  });
});
