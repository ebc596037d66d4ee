/**
 * A ship that lies nowhere on the board is told what makes it fit, with the numbers, and no
 * placement rule: a diagonal is never longer than the board's shorter side and a spacing rule only
 * parts two ships, so neither would place it. Each piece of advice is checked by taking it.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';

function variant(board: string, ship: string, placement = 'placement: { diagonal: true, spacing: no-contact }'): string {
  return ['id: fit', 'languages: [en]', 'name: Fit', `board: ${board}`, 'fleet:', `  - ${ship}`, '  - { id: d, name: Destroyer, size: 2 }', placement, WORDS].join('\n');
}

function fitErrors(text: string): ReturnType<typeof readVariantText> extends infer R ? (R extends { ok: false; diagnostics: infer D } ? D : never) : never {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.code === 'fleet-does-not-fit');
}

describe('a ship that lies nowhere on its own', () => {
  const long = variant('{ rows: 10, columns: 10 }', '{ id: long, name: Long ship, size: 12 }');

  it('a 12-cell ship on 10×10 (diagonals allowed, no contact) is told the longest line and both fixes, naming no rule (en/ru/pl)', () => {
    const [d, ...rest] = fitErrors(long);
    expect(rest).toEqual([]);
    expect(formatDiagnostic(d!)).toBe(
      'v.yaml:6:40: error fleet-does-not-fit: fleet[0].size: the Long ship (12 cells) cannot lie anywhere on the 10×10 board: no row or column there has more than 10 cells (make the ship at most 10 cells long, or give the board at least 12 columns or rows)',
    );
    expect(designSaid(d!.code, d!.parts, 'ru')).toEqual({
      message: 'fleet[0].size: «Long ship» (12 клеток) нигде не помещается на поле 10×10: ни одна строка и ни один столбец там не длиннее 10 клеток',
      suggestion: 'сделайте корабль не длиннее 10 клеток либо увеличьте поле до 12 столбцов или строк',
    });
    expect(designSaid(d!.code, d!.parts, 'pl')).toEqual({
      message: 'fleet[0].size: „Long ship” (12 pól) nigdzie nie mieści się na planszy 10×10: żaden wiersz ani żadna kolumna nie ma tam więcej niż 10 pól',
      suggestion: 'zmniejsz statek do 10 pól albo powiększ planszę do 12 kolumn lub wierszy',
    });
    // Whatever the rule, the same words: the rule is not what keeps it off the board.
    expect(formatDiagnostic(fitErrors(long.replace('diagonal: true, spacing: no-contact', 'diagonal: false, spacing: may-touch'))[0]!)).toBe(formatDiagnostic(d!));
  });

  it('the advice holds: at the length said the ship fits, one more it does not; the board said takes it', () => {
    expect(fitErrors(long.replace('size: 12', 'size: 10'))).toEqual([]);
    expect(fitErrors(long.replace('size: 12', 'size: 11'))).toHaveLength(1);
    expect(fitErrors(long.replace('columns: 10', 'columns: 12'))).toEqual([]);
    expect(fitErrors(long.replace('rows: 10', 'rows: 12'))).toEqual([]);
    expect(fitErrors(long.replace('rows: 10', 'rows: 11'))).toHaveLength(1);
  });

  it('Russian and Polish say 21 in the genitive singular (не длиннее 21 клетки, до 22 столбцов; do 21 pól)', () => {
    const [d] = fitErrors(variant('{ rows: 21, columns: 12 }', '{ id: long, name: Long ship, size: 22 }'));
    expect(designSaid(d!.code, d!.parts, 'ru')?.suggestion).toBe('сделайте корабль не длиннее 21 клетки либо увеличьте поле до 22 столбцов или строк');
    expect(designSaid(d!.code, d!.parts, 'pl')?.suggestion).toBe('zmniejsz statek do 21 pól albo powiększ planszę do 22 kolumn lub wierszy');
    const [e] = fitErrors(variant('{ rows: 20, columns: 12 }', '{ id: long, name: Long ship, size: 21 }'));
    expect(designSaid(e!.code, e!.parts, 'ru')?.suggestion).toBe('сделайте корабль не длиннее 20 клеток либо увеличьте поле до 21 столбца или строки');
  });

  it('a shape is told the box it spans turned any way, the box the board offers, and the least board that holds it (en/ru/pl)', () => {
    // An L of 2×13 on a 12×8 board: too long for the board's long side.
    const wide = variant('{ rows: 8, columns: 12 }', '{ id: wide, name: Wide, shape: [[0, 0], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [1, 7], [1, 8], [1, 9], [1, 10], [1, 11], [1, 12]] }');
    const [d] = fitErrors(wide);
    expect(d!.path).toBe('fleet[0].shape');
    expect(d!.message).toBe('fleet[0].shape: the Wide (14 cells) cannot lie anywhere on the 12×8 board: turned any way, its shape spans 2×13 cells');
    expect(d!.suggestion).toBe('draw the shape to fit in 12×8 cells, or make the board at least 13×8');
    expect(designSaid(d!.code, d!.parts, 'ru')).toEqual({
      message: 'fleet[0].shape: «Wide» (14 клеток) нигде не помещается на поле 12×8: как фигуру ни поворачивай, она занимает 2×13 клеток',
      suggestion: 'уместите фигуру в прямоугольник 12×8 клеток или увеличьте поле до 13×8',
    });
    expect(designSaid(d!.code, d!.parts, 'pl')).toEqual({
      message: 'fleet[0].shape: „Wide” (14 pól) nigdzie nie mieści się na planszy 12×8: jakkolwiek obrócony, kształt zajmuje 2×13 pól',
      suggestion: 'zmieść kształt w prostokącie 12×8 pól albo powiększ planszę do 13×8',
    });
    expect(fitErrors(wide.replace('columns: 12', 'columns: 13'))).toEqual([]);
    // A 9×9 corner on 12×8: too wide for the short side; the least board grows the rows alone.
    const corner = variant('{ rows: 8, columns: 12 }', `{ id: corner, name: Corner, shape: [${[...Array(9).keys()].map((r) => `[${r}, 0]`).join(', ')}, ${[...Array(8).keys()].map((c) => `[8, ${c + 1}]`).join(', ')}] }`);
    const [e] = fitErrors(corner);
    expect(e!.suggestion).toBe('draw the shape to fit in 12×8 cells, or make the board at least 12×9');
    expect(fitErrors(corner.replace('rows: 8', 'rows: 9'))).toEqual([]);
  });
});

describe('a fleet that does not fit all at once', () => {
  const crowd = (spacing: string, count: number): string =>
    ['id: fit', 'languages: [en]', 'name: Fit', 'board: { rows: 5, columns: 5 }', 'fleet:', `  - { id: a, name: Alpha, size: 5, count: ${count} }`, '  - { id: b, name: Beta, size: 2 }', `placement: { spacing: ${spacing} }`, WORDS].join('\n');

  it('is advised a looser spacing rule only where there is one and the board has a cell for every ship cell (en/ru/pl)', () => {
    // Ships may touch already: no looser rule.
    const [touch] = fitErrors(crowd('may-touch', 5));
    expect(touch!.suggestion).toBe('use fewer or smaller ships, or a bigger board');
    expect(designSaid(touch!.code, touch!.parts, 'ru')?.suggestion).toBe('возьмите меньше кораблей или меньшие корабли либо поле побольше');
    expect(designSaid(touch!.code, touch!.parts, 'pl')?.suggestion).toBe('użyj mniej albo mniejszych statków albo większej planszy');
    // 27 cells on a board of 25: no spacing rule places them.
    expect(fitErrors(crowd('no-contact', 5))[0]!.suggestion).toBe('use fewer or smaller ships, or a bigger board');
    // Kept apart, 2 ships of 5 and one of 2 do not fit; touching, they do: the looser rule is advised, and helps.
    const [apart] = fitErrors(crowd('no-contact', 3));
    expect(apart!.suggestion).toBe('use fewer or smaller ships, a bigger board, or a looser spacing rule');
    expect(designSaid(apart!.code, apart!.parts, 'ru')?.suggestion).toBe('возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки');
    expect(fitErrors(crowd('may-touch', 3))).toEqual([]);
  });
});
