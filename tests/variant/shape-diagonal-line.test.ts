/**
 * A straight ship drawn lying diagonally (`shape: "#../.#./..#"`): its cells meet only at their
 * corners, so it is no shape; the designer meant a straight ship that may lie diagonally, and is
 * told to write its size (and placement.diagonal: true where it is not), in English, Russian and
 * Polish, rather than to join the pieces or give each a class of its own.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { slipSaid } from '../../src/variant/slip-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';
const text = (shape: string, placement = ''): string =>
  ['id: d', 'languages: [en]', 'name: D', 'board: { rows: 8, columns: 8 }', 'fleet:', `  - { id: slant, name: Slant, shape: ${shape} }`, ...(placement ? [placement] : []), WORDS].join('\n');

function said(t: string): string[] {
  const r = readVariantText(t, 'v.yaml');
  return (r.ok ? r.warnings : r.diagnostics).map((d) => formatDiagnostic(d));
}

describe('a shape drawn as a diagonal line', () => {
  it('is told to be a size, with placement.diagonal: true (en/ru/pl)', () => {
    expect(said(text('"#../.#./..#"'))).toEqual([
      'v.yaml:6:38: error shape-disconnected: fleet[0].shape: the 3 cells lie corner to corner, in a diagonal line; a shape\'s cells join through their sides, and a shape is never laid diagonally (write size: 3 instead of the shape, and set placement.diagonal: true: then a straight ship may lie diagonally)',
    ]);
    const r = readVariantText(text('"#../.#./..#"'), 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics[0];
    expect(slipSaid(d!.parts, 'ru')).toEqual({
      message: 'fleet[0].shape: 3 клетки стоят углом к углу, по диагонали; клетки фигуры соединяются сторонами, а по диагонали фигуры не ставятся',
      suggestion: 'напишите size: 3 вместо фигуры и задайте placement.diagonal: true — тогда прямой корабль можно ставить по диагонали',
    });
    expect(slipSaid(d!.parts, 'pl')).toEqual({
      message: 'fleet[0].shape: 3 pola stykają się rogami, po przekątnej; pola kształtu łączą się bokami, a kształtów nie stawia się po przekątnej',
      suggestion: 'napisz size: 3 zamiast kształtu i ustaw placement.diagonal: true — wtedy prosty statek może stać po przekątnej',
    });
  });

  it('where diagonal is already true, only the size; the warning that diagonal changes nothing names the same size', () => {
    expect(said(text('[[0, 4], [1, 3], [2, 2], [3, 1], [4, 0]]', 'placement: { diagonal: true }'))).toEqual([
      'v.yaml:6:38: error shape-disconnected: fleet[0].shape: the 5 cells lie corner to corner, in a diagonal line; a shape\'s cells join through their sides, and a shape is never laid diagonally (write size: 5 instead of the shape: with placement.diagonal: true, a straight ship lies diagonally too)',
      'v.yaml:7:24: warning diagonal-unused: placement.diagonal: no ship can lie diagonally (shapes are turned and mirrored but never laid diagonally, and a ship of one cell has no direction), so diagonal: true changes nothing (to let a straight ship lie diagonally, give it by its size: write fleet[0] as size: 5 instead of its shape; else leave diagonal out)',
    ]);
    const r = readVariantText(text('"..#/.#./#.."', 'placement: { diagonal: true }'), 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics[0];
    expect(slipSaid(d!.parts, 'pl')?.suggestion).toBe('napisz size: 3 zamiast kształtu: przy placement.diagonal: true prosty statek stoi też po przekątnej');
    // Taken, the advice loads, the ship lying diagonally.
    expect(readVariantText(text('"..#/.#./#.."', 'placement: { diagonal: true }').replace('shape: "..#/.#./#.."', 'size: 3'), 'v.yaml').ok).toBe(true);
  });

  it('pieces that are no line keep their own advice: join them, or a class each', () => {
    expect(said(text('"#./.#/#."'))[0]).toContain('the cells make 3 separate pieces');
    expect(said(text('"#../..#"'))[0]).toContain('the cells make 2 separate pieces');
  });
});

describe('two cells corner to corner', () => {
  it('may be an L missing its corner as well as a line: told to join them, as before', () => {
    expect(said(text('"#./.#"'))[0]).toContain('(write shape: "##/.#" (a # at row 1, column 2 joins them), or give each piece a ship class of its own)');
  });
});
