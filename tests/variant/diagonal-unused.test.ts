/** `placement.diagonal: true` where shapes (never laid diagonally) make it change nothing, or less than it seems. */
import { describe, expect, it } from 'vitest';
import { placementsOf } from '../../src/core/placements.js';
import { designSaid } from '../../src/variant/design-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const file = (fleet: readonly string[], diagonal = true): string =>
  [
    'id: d',
    'languages: [en]',
    'name: D',
    'board: { rows: 6, columns: 6 }',
    'fleet:',
    ...fleet,
    `placement: { diagonal: ${diagonal}, spacing: may-touch }`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: none, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function warnings(text: string) {
  const r = readVariantText(text, 'd.yaml');
  expect(r.ok).toBe(true);
  return r.ok ? r.warnings.filter((d) => d.code === 'diagonal-unused') : [];
}

describe('diagonal-unused', () => {
  it('the engine lays straight ships diagonally, and shapes, even straight ones, never', () => {
    const r = readVariantText(file(['  - { id: a, name: A, size: 3 }', '  - { id: b, name: B, shape: "###" }']), 'd.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // 6x6: 4*6 across + 4*6 down + 2*16 diagonal = 80 for size 3; the same shape only 48.
    expect(placementsOf(r.value, 0).length).toBe(80);
    expect(placementsOf(r.value, 1).length).toBe(48);
  });

  it('every ship a shape: warned at diagonal, with a straight shape told its size', () => {
    const w = warnings(file(['  - { id: a, name: A, shape: "##/.#" }', '  - { id: b, name: B, shape: "###" }']));
    expect(w.map((d) => `${d.line}:${d.column} ${d.path}`)).toEqual(['8:24 placement.diagonal']);
    expect(w[0]!.message).toContain('no ship can lie diagonally');
    expect(w[0]!.suggestion).toBe('to let a straight ship lie diagonally, give it by its size: write fleet[1] as size: 3 instead of its shape; else leave diagonal out');
    expect(designSaid(w[0]!.code, w[0]!.parts, 'ru')?.suggestion).toContain('напишите в fleet[1] size: 3 вместо фигуры');
    expect(designSaid(w[0]!.code, w[0]!.parts, 'pl')?.message).toContain('żaden statek nie może stać po przekątnej');
  });

  it('only bent shapes and one-cell ships: leave diagonal out', () => {
    const w = warnings(file(['  - { id: a, name: A, shape: "##/.#" }', '  - { id: b, name: B, size: 1 }']));
    expect(w.map((d) => d.suggestion)).toEqual(['leave diagonal out']);
  });

  it('straight ships by size beside a straight shape: the shape is warned, with the size to write', () => {
    const w = warnings(file(['  - { id: a, name: A, size: 3 }', '  - { id: b, name: B, shape: [[0,0],[1,0]] }', '  - { id: c, name: C, shape: "##/.#" }']));
    expect(w.map((d) => `${d.line}:${d.column} ${d.path}`)).toEqual(['7:30 fleet[1].shape']);
    expect(w[0]!.message).toBe('fleet[1].shape: a straight shape of 2 cells is never laid diagonally, though placement.diagonal lets the ships given by size lie so');
    expect(w[0]!.suggestion).toBe('write size: 2 instead of the shape, so that it may lie diagonally too');
    expect(designSaid(w[0]!.code, w[0]!.parts, 'ru')?.message).toContain('прямая фигура из 2 клеток');
    expect(designSaid(w[0]!.code, w[0]!.parts, 'pl')?.suggestion).toBe('napisz size: 2 zamiast kształtu, żeby i on mógł stać po przekątnej');
  });

  it('nothing to warn where diagonal is off, or every ship lies by size', () => {
    expect(warnings(file(['  - { id: a, name: A, shape: "###" }'], false))).toEqual([]);
    expect(warnings(file(['  - { id: a, name: A, size: 3 }', '  - { id: c, name: C, shape: "##/.#" }']))).toEqual([]);
  });
});
