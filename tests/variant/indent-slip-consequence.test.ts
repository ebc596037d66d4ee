/**
 * A key of a list item indented one space short (`   mark: L` among keys at 4) is told as that
 * indentation; the parser's own words on a later line of the same section, which it causes ("All
 * mapping items must start at the same column" at column 1 of `count:`), are counted after it as
 * most likely its doing, not said as an error of their own with no advice. A later section's
 * errors are said as ever.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const fleet = ['fleet:', '  - id: ell', '    name: Ell', '   mark: L', '    shape: |', '      #.', '      ##', '    count: 2', '  - { id: boat, name: Boat, size: 2 }'];

function said(text: string): string[] {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [] : r.diagnostics.map((d) => formatDiagnostic(d));
}

describe('a key indented one space short in a list item', () => {
  it('is told once; what the parser says of the lines below it in its section is counted as its doing', () => {
    expect(said(['id: l', 'languages: [en]', 'name: L', ...fleet, WORDS_EN].join('\n'))).toEqual([
      'v.yaml:7:4: error yaml-syntax: this key is indented 3 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)',
      'v.yaml:7:1: error yaml-syntax: and 1 more YAML syntax error after line 7, most likely caused by the ones above (fix the first errors, then check again)',
    ]);
  });

  it('a slip in a later section is said as itself', () => {
    const out = said(['id: l', 'languages: [en]', 'name: L', ...fleet, 'placement:', '  spacing: may-touch', ' diagonal: false', WORDS_EN].join('\n'));
    expect(out[0]).toBe('v.yaml:7:4: error yaml-syntax: this key is indented 3 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)');
    expect(out.some((l) => l.startsWith('v.yaml:15:2: error yaml-syntax: this key is indented 1 space, but the key above it 2'))).toBe(true);
  });
});
