/**
 * Mistakes inside a section that used to be told misleadingly: a misspelt key where a section's
 * kind or timing is chosen, a value of the other report timing, a bracket never closed.
 * Each file text is given whole, with the line and column the error must point at.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';

const HEAD = [
  'id: nested',
  'languages: [en]',
  'name: Nested',
  'fleet:',
  '  - { id: battleship, name: Battleship, size: 4, guns: 2 }',
  '  - { id: cruiser, name: Cruiser, size: 3, guns: 1 }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
];

/** The errors of a variant file made of the head lines and then `lines` (from line 9). */
function problems(...lines: string[]): Diagnostic[] {
  const text = [...HEAD, ...lines, ''].join('\n');
  const r = readVariantText(text, 'nested.yaml');
  if (r.ok) throw new Error('the file should fail');
  return r.diagnostics.filter((d) => d.severity === 'error');
}

const brief = (d: Diagnostic): string => `${d.line}:${d.column} ${d.code} ${d.path ?? ''}`;

describe('a misspelt key where a section chooses its kind or timing', () => {
  it('salvo: { knd: guns } is one error at knd, asking "did you mean kind?", not that kind is missing', () => {
    const found = problems('turns:', '  salvo: { knd: guns }');
    expect(found.map(brief)).toEqual(['10:12 unknown-key turns.salvo.knd']);
    expect(found[0]!.message).toBe('turns.salvo.knd: unknown key "knd"');
    expect(found[0]!.suggestion).toBe('did you mean "kind"?');
  });

  it('a misspelt timing of the report, in block style, is one error at the key', () => {
    const found = problems('report:', '  timng: per-salvo', '  counts: true');
    expect(found.map(brief)).toEqual(['10:3 unknown-key report.timng']);
    expect(found[0]!.suggestion).toBe('did you mean "timing"?');
  });

  it('a key of no kind beside the misspelt one is an unknown key with every kind\'s keys allowed', () => {
    const found = problems('turns:', '  salvo: { knd: ships-afloat, colour: red }');
    expect(found.map(brief)).toEqual(['10:12 unknown-key turns.salvo.knd', '10:31 unknown-key turns.salvo.colour']);
    expect(found[1]!.suggestion).toBe('allowed here: kind, shots, steps, countProtected, perShip');
  });

  it('a kind left out, with no key misspelling it, is still said to be missing', () => {
    const found = problems('turns:', '  salvo: { perShip: 2 }');
    expect(found.map(brief)).toEqual(['10:10 missing-key turns.salvo.kind']);
  });
});
