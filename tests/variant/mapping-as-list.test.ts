/**
 * A section's keys written as list items (`placement:` over `- diagonal: false`, `- spacing: …`),
 * the dashes of a list where a mapping goes: the mapping to write, with those keys and values, in
 * en/ru/pl, where it was "write a mapping here"; written so, the file loads.
 */
import { describe, expect, it } from 'vitest';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const FILE = [
  'id: m',
  'languages: [en]',
  'name: M',
  'board: { rows: 8, columns: 8 }',
  'fleet:',
  '  - { id: a, name: A, size: 3 }',
  'placement:',
  '  - diagonal: false',
  '  - spacing: no-contact',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

describe('a mapping written as a list of its keys', () => {
  it('is told the mapping to write, at the section, in en/ru/pl', () => {
    const r = readVariantText(FILE, 'm.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0]!;
    expect([d.code, d.line, d.column, d.message, d.suggestion]).toEqual(['wrong-type', 8, 3, 'placement: expected a mapping, found a list of 2', 'write { diagonal: false, spacing: no-contact }']);
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe('напишите { diagonal: false, spacing: no-contact }');
    expect(issueSaid(d.code, d.parts, 'pl')?.suggestion).toBe('napisz { diagonal: false, spacing: no-contact }');
    // Written as advised, the file loads.
    const fixed = FILE.replace('placement:\n  - diagonal: false\n  - spacing: no-contact', 'placement: { diagonal: false, spacing: no-contact }');
    expect(readVariantText(fixed, 'm.yaml').ok).toBe(true);
  });

  it('a list of keys the section lacks is not read as one', () => {
    const r = readVariantText(FILE.replace('  - spacing: no-contact', '  - gap: 1'), 'm.yaml');
    expect(r.ok ? undefined : r.diagnostics[0]!.suggestion).toBe('write a mapping here');
  });
});
