import { describe, expect, it } from 'vitest';
import { displayWidth, drawChartText, drawLayoutText } from '../../src/render/terminal.js';
import { parseLayout } from '../../src/core/layout.js';
import { makeVariant } from '../helpers/make-variant.js';
import { jutland, perelman } from '../core/seed-boards.js';

describe('drawChartText', () => {
  it('draws labels on top and left, one square grid', () => {
    const v = makeVariant({ rows: 5, columns: 5 });
    const text = drawChartText(v.board, (c) => (c === 6 ? 'X' : '.'), { title: 'Chart' });
    expect(text).toBe(['Chart', '  A B C D E', '1 . . . . .', '2 . X . . .', '3 . . . . .', '4 . . . . .', '5 . . . . .', ''].join('\n'));
  });

  it('pads to the widest label or cell and right-aligns row labels', () => {
    const v = makeVariant({ rows: 10, columns: 5, board: { columnLabels: ['а', 'б', 'в', 'г', 'AA'] } });
    const text = drawChartText(v.board, (c) => (c === 0 ? 'III' : '·'));
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('    а   б   в   г   AA');
    expect(lines[1]).toBe(' 1 III  ·   ·   ·   ·');
    expect(lines[10]!.startsWith('10  ·')).toBe(true);
    // Every line ends without spaces; every row line is as long as the header or shorter.
    for (const l of lines) expect(l).toBe(l.trimEnd());
  });

  it('counts Cyrillic letters and combining marks as terminal columns', () => {
    expect(displayWidth('д3')).toBe(2);
    expect(displayWidth('й')).toBe(1);
    expect(displayWidth('и\u0306')).toBe(1);
  });
});

describe('drawLayoutText', () => {
  it('marks each ship with its class mark and adds a legend', () => {
    const r = parseLayout({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: ['J1-J2', 'A9-B9'] }, jutland);
    if (!r.ok) throw new Error('layout');
    const text = drawLayoutText(r.value, jutland);
    const lines = text.split('\n');
    expect(lines[0]).toBe('My fleet');
    expect(lines[1]).toBe('    A  B  C  D  E  F  G  H  I  J');
    expect(lines[2]).toBe(' 1  ·  ·  ·  ·  ·  ·  ·  ·  · DD');
    expect(lines[3]).toBe(' 2  · BB  ·  ·  ·  ·  ·  ·  · DD');
    expect(lines[10]).toBe(' 9 DD DD  ·  ·  · CR  ·  ·  ·  ·');
    expect(text).toContain('BB  Battleship ×1, 4 cells');
    expect(text).toContain('DD  Destroyer ×2, 2 cells');
  });

  it('uses the language asked for', () => {
    const r = parseLayout({ two: 'а1-а2', three: 'в1-в3', four: 'к1-к4', five: 'е10-к10', hospital: 'д3-д6' }, perelman);
    if (!r.ok) throw new Error('layout');
    expect(drawLayoutText(r.value, perelman).split('\n')[0]).toBe('Моя эскадра');
    const en = drawLayoutText(r.value, perelman, { lang: 'en' });
    expect(en.split('\n')[0]).toBe('My squadron');
    expect(en).toContain('+    hospital ship ×1, 4 cells');
    // The legend is in the chart's language, numbers of cells included.
    expect(drawLayoutText(r.value, perelman)).toContain('×1, 4 клетки');
    expect(drawLayoutText(r.value, perelman)).toContain('×1, 5 клеток');
    expect(drawLayoutText(r.value, perelman, { title: '', legend: false }).split('\n')).toHaveLength(12);
  });
});
