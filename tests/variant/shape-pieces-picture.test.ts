/**
 * A shape in pieces written as a picture (`"#./.#"`) is mended as a picture: the advice draws the
 * joining cell into the designer's own picture, in English, Russian and Polish; a shape written as
 * cells keeps its advice in cells.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { slipSaid } from '../../src/variant/slip-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import { isShapeConnected } from '../../src/variant/semantic.js';
import { readShapePicture } from '../../src/variant/shape-text.js';

const variant = (shape: string): string =>
  [
    'id: pieces',
    'languages: [en]',
    'name: Pieces',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    `  - { id: a, name: A, shape: ${shape} }`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function pieces(shape: string): Diagnostic {
  const r = readVariantText(variant(shape), 'v.yaml');
  const d = (r.ok ? r.warnings : r.diagnostics).find((x) => x.code === 'shape-disconnected');
  expect(d).toBeDefined();
  return d!;
}

const LIMITS = { maxCells: 26, maxSide: 26 };

describe('shape-disconnected for a shape drawn as a picture', () => {
  it('suggests the picture with the joining cell drawn in, and that picture is one piece holding every cell', () => {
    const d = pieces('"#./.#"');
    expect(d.suggestion).toBe('write shape: "##/.#" (a # at row 1, column 2 joins them), or give each piece a ship class of its own');
    const written = /shape: "([^"]+)"/u.exec(d.suggestion ?? '')![1]!;
    const read = readShapePicture(written, LIMITS);
    expect('cells' in read).toBe(true);
    if (!('cells' in read)) return;
    expect(isShapeConnected(read.cells)).toBe(true);
    const had = readShapePicture('#./.#', LIMITS);
    if (!('cells' in had)) throw new Error('the test picture does not read');
    for (const [r, c] of had.cells) expect(read.cells).toContainEqual([r, c]);
    expect(read.cells).toHaveLength(had.cells.length + 1);
  });

  it('says the same in Russian and Polish', () => {
    const d = pieces('"#./.#"');
    expect(slipSaid(d.parts!, 'ru')?.suggestion).toBe('напишите shape: "##/.#" (их соединяет # в строке 1, столбце 2) или дайте каждой части свой класс корабля');
    expect(slipSaid(d.parts!, 'pl')?.suggestion).toBe('napisz shape: "##/.#" (łączy je # w wierszu 1, kolumnie 2) albo daj każdej części osobną klasę statku');
  });

  it('names a joining cell of three pieces by row and column, as the picture is read', () => {
    const d = pieces('"#.#.#"');
    expect(d.suggestion).toBe('add cells that join them through their sides, such as a # at row 1, column 2, or give each piece a ship class of its own');
    expect(slipSaid(d.parts!, 'ru')?.suggestion).toContain('например # в строке 1, столбце 2,');
    expect(slipSaid(d.parts!, 'pl')?.suggestion).toContain('np. # w wierszu 1, kolumnie 2,');
  });

  it('names the pieces as pictures in the frame of the picture drawn, each reading back to its own cells', () => {
    const d = pieces('"#.#/#.#"');
    expect(d.message).toBe('fleet[0].shape: the cells make 2 separate pieces, "#../#.." and "..#/..#"; a ship\'s cells are one piece, joined through their sides');
    expect(d.parts?.['pieces']).toEqual(['"#../#.."', '"..#/..#"']);
    const drawn = [...d.message.matchAll(/"([^"]+)"/gu)].map((m) => readShapePicture(m[1]!, LIMITS));
    const whole = readShapePicture('#.#/#.#', LIMITS);
    if (!('cells' in whole)) throw new Error('the test picture does not read');
    const cells = drawn.flatMap((r) => ('cells' in r ? r.cells : []));
    expect(cells).toHaveLength(whole.cells.length);
    for (const cell of whole.cells) expect(cells).toContainEqual(cell);
    expect(slipSaid(d.parts!, 'ru')?.message).toContain('2 отдельные части: "#../#.." и "..#/..#";');
    expect(slipSaid(d.parts!, 'pl')?.message).toContain('2 oddzielne części: "#../#.." i "..#/..#";');
  });

  it('keeps the advice in cells for a shape written as cells', () => {
    const d = pieces('[[0, 0], [1, 1]]');
    expect(d.suggestion).toBe('add [0, 1] to join them, or give each piece a ship class of its own');
  });
});
