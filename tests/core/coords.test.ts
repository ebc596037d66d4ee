import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asCyrillicKeys, asLatinKeys, cellAt, columnOf, formatCell, parseCell, parseCellList, rowOf, type CellParse } from '../../src/core/coords.js';
import { latinSkeleton } from '../../src/core/transliteration.js';
import { makeVariant } from '../helpers/make-variant.js';
import type { Board } from '../../src/variant/model.js';
import { jutland, morskoy, perelman, statki, statki15 } from './seed-boards.js';

function cellOf(p: CellParse): number {
  if (!p.ok) throw new Error(`expected a cell, got ${p.diagnostic.code}: ${p.diagnostic.message}`);
  return p.cell;
}

function boardWith(board: Partial<Board> & { rows?: number; columns?: number }): Board {
  return makeVariant({ rows: board.rows, columns: board.columns, board }).board;
}

describe('cell indices', () => {
  it('numbers cells row by row from the top left', () => {
    const b = statki.board;
    expect(cellAt(0, 0, b)).toBe(0);
    expect(cellAt(2, 4, b)).toBe(24);
    expect(rowOf(24, b)).toBe(2);
    expect(columnOf(24, b)).toBe(4);
  });

  it('formats column then row, or row then column, with the separator', () => {
    expect(formatCell(cellAt(9, 0, statki.board), statki.board)).toBe('A10');
    expect(formatCell(cellAt(2, 4, perelman.board), perelman.board)).toBe('д3');
    const rc = boardWith({ cellOrder: 'row-column', separator: '-' });
    expect(formatCell(cellAt(9, 0, rc), rc)).toBe('10-A');
  });
});

describe('the seed cells', () => {
  const p = perelman.board;
  it.each([
    ['в5', 4, 2],
    ['з2', 1, 7],
    ['и9', 8, 8],
    ['д3', 2, 4],
  ])('%s reads on the Perelman board (а–к, no й)', (text, row, column) => {
    const r = parseCell(text, p);
    expect(r).toEqual({ ok: true, cell: cellAt(row, column, p), warnings: [] });
    expect(formatCell(cellOf(r), p)).toBe(text);
  });

  it.each([
    ['Е1', 0, 5],
    ['А3', 2, 0],
    ['В10', 9, 2],
  ])('%s reads on the Морской бой board (А–К)', (text, row, column) => {
    const r = parseCell(text, morskoy.board);
    expect(cellOf(r)).toBe(cellAt(row, column, morskoy.board));
    expect(formatCell(cellOf(r), morskoy.board)).toBe(text);
  });

  it('B6 reads on the Statki board (A–J)', () => {
    expect(cellOf(parseCell('B6', statki.board))).toBe(cellAt(5, 1, statki.board));
    expect(cellOf(parseCell('b6', statki.board))).toBe(cellAt(5, 1, statki.board));
    expect(cellOf(parseCell(' b  6 ', statki.board))).toBe(cellAt(5, 1, statki.board));
  });

  it('the misprint зЗ (a Cyrillic З for the digit 3) is read as з3 with a warning naming it', () => {
    const r = parseCell('зЗ', p);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cell).toBe(cellAt(2, 7, p));
    expect(r.warnings).toHaveLength(1);
    const w = r.warnings[0]!;
    expect(w.severity).toBe('warning');
    expect(w.code).toBe('cell-lookalike');
    expect(w.message).toContain('зЗ');
    expect(w.message).toContain('з3');
    expect(w.message).toContain('3');
    expect(w.suggestion).toContain('з3');
  });

  it('other letter/digit look-alikes: O for 0 and l for 1', () => {
    const r = parseCell('A1O', statki.board);
    expect(r.ok && r.cell).toBe(cellAt(9, 0, statki.board));
    expect(r.ok && r.warnings[0]?.code).toBe('cell-lookalike');
    const l = parseCell('Bl', statki.board);
    expect(l.ok && l.cell).toBe(cellAt(0, 1, statki.board));
  });
});

describe('tolerant reading', () => {
  const b = statki.board;
  it('ignores case and spaces: A10, a10, a 10, " A 1 0 "', () => {
    for (const t of ['A10', 'a10', 'a 10', ' A 1 0 ']) expect(cellOf(parseCell(t, b))).toBe(cellAt(9, 0, b));
  });

  it('Latin B/E/K typed for Cyrillic В/Е/К resolve through the board labels', () => {
    const p = perelman.board;
    expect(cellOf(parseCell('B5', p))).toBe(cellOf(parseCell('в5', p)));
    expect(cellOf(parseCell('e1', p))).toBe(cellAt(0, 5, p));
    expect(cellOf(parseCell('K10', p))).toBe(cellAt(9, 9, p));
    expect(cellOf(parseCell('a3', p))).toBe(cellAt(2, 0, p));
    const m = morskoy.board;
    expect(cellOf(parseCell('E1', m))).toBe(cellAt(0, 5, m));
    expect(cellOf(parseCell('B10', m))).toBe(cellAt(9, 2, m));
    expect(cellOf(parseCell('k2', m))).toBe(cellAt(1, 9, m));
    // and the other way round: Cyrillic В typed on a Latin board
    expect(cellOf(parseCell('В6', b))).toBe(cellAt(5, 1, b));
  });

  it('reads a separator when the board has one, and tolerates its absence', () => {
    const rc = boardWith({ cellOrder: 'row-column', separator: '-' });
    expect(cellOf(parseCell('10-A', rc))).toBe(cellAt(9, 0, rc));
    expect(cellOf(parseCell('10a', rc))).toBe(cellAt(9, 0, rc));
  });
});

describe('errors name the cell as typed', () => {
  it('off the board: a row or a column that is not there', () => {
    const r = parseCell('к11', perelman.board);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostic.code).toBe('cell-off-board');
    expect(r.diagnostic.message).toContain('к11');
    expect(r.diagnostic.message).toContain('row 11');
    const k = parseCell('K5', jutland.board);
    expect(!k.ok && k.diagnostic.code).toBe('cell-off-board');
    expect(!k.ok && k.diagnostic.message).toContain('column K');
    const y = parseCell('й1', perelman.board);
    expect(!y.ok && y.diagnostic.code).toBe('cell-off-board');
    expect(!y.ok && y.diagnostic.message).toContain('й');
  });

  it('unreadable text', () => {
    for (const t of ['', '   ', '??', 'A1B', 'hello world', 'A'.repeat(100_000)]) {
      const r = parseCell(t, statki.board);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(['cell-unreadable', 'cell-off-board']).toContain(r.diagnostic.code);
    }
    const r = parseCell('5в', perelman.board);
    expect(!r.ok && r.diagnostic.suggestion).toContain('в5');
  });

  it('ambiguous: two cells spell the same', () => {
    const b = boardWith({ rows: 11, columnLabels: ['A', 'A1', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] });
    const r = parseCell('A11', b);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostic.code).toBe('cell-ambiguous');
    expect(r.diagnostic.message).toContain('A11');
    expect(r.diagnostic.message).toContain('column A, row 11');
    expect(r.diagnostic.message).toContain('column A1, row 1');
  });

  it('ambiguous look-alike readings name every candidate', () => {
    const b = boardWith({ rows: 11, columnLabels: ['A', 'AI', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J'] });
    const r = parseCell('AII', b);
    expect(!r.ok && r.diagnostic.code).toBe('cell-ambiguous');
    expect(!r.ok && r.diagnostic.suggestion).toMatch(/AI1.*A11|A11.*AI1/);
  });
});

describe('parseCellList', () => {
  it('reads the seed salvo', () => {
    const r = parseCellList('в5, з2, и9', perelman.board);
    expect(r.diagnostics).toEqual([]);
    expect(r.cells.map((c) => formatCell(c, perelman.board))).toEqual(['в5', 'з2', 'и9']);
  });

  it('groups spaced cells correctly', () => {
    const b = statki.board;
    const names = (t: string) => parseCellList(t, b).cells.map((c) => formatCell(c, b));
    expect(names('a 10 b 5')).toEqual(['A10', 'B5']);
    expect(names('A1 A 2 B3')).toEqual(['A1', 'A2', 'B3']);
    expect(names('a 1 0')).toEqual(['A10']);
    expect(names('A1 10')).toEqual(['A1']);
    expect(names('J 10 J 9,J8;J7')).toEqual(['J10', 'J9', 'J8', 'J7']);
  });

  it('reports what is not a cell and keeps the rest', () => {
    const b = statki.board;
    const r = parseCellList('A1 zz B2', b);
    expect(r.cells.map((c) => formatCell(c, b))).toEqual(['A1', 'B2']);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]!.message).toContain('zz');
    const off = parseCellList('a 11, b2', b);
    expect(off.cells.map((c) => formatCell(c, b))).toEqual(['B2']);
    expect(off.diagnostics.map((d) => d.code)).toEqual(['cell-off-board']);
    expect(off.diagnostics[0]!.message).toContain('a 11');
  });

  it('passes look-alike warnings on', () => {
    const r = parseCellList('в5 зЗ и9', perelman.board);
    expect(r.cells).toHaveLength(3);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['cell-lookalike']);
  });
});

// ---------------------------------------------------------------------------------------------
// Round trip on random boards

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшщэюя'.split(''); // no ё й ъ ы ь
const RESPUBLIKA = 'республика'.split('');
const DOUBLE = LATIN.flatMap((a) => LATIN.map((b) => a + b));

/** An alphabet of letter labels, and whether its labels are all one character. */
const letterLabels = (n: number) =>
  fc.constantFrom(
    { labels: LATIN.slice(0, n), single: true },
    { labels: LATIN.slice(0, n).map((l) => l.toLowerCase()), single: true },
    { labels: CYRILLIC.slice(0, n), single: true },
    { labels: CYRILLIC.slice(0, n).map((l) => l.toUpperCase()), single: true },
    { labels: DOUBLE.slice(3, 3 + n), single: false },
    ...(n === 10 ? [{ labels: RESPUBLIKA, single: true }] : []),
  );

const boardArb = fc
  .record({ rows: fc.integer({ min: 5, max: 26 }), columns: fc.integer({ min: 5, max: 26 }) })
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      columnLabels: letterLabels(columns),
      rowLabels: fc.oneof(
        fc.constant({ labels: Array.from({ length: rows }, (_, i) => String(i + 1)), single: false, digits: true }),
        letterLabels(rows).map((l) => ({ ...l, digits: false })),
      ),
      cellOrder: fc.constantFrom('column-row' as const, 'row-column' as const),
      separator: fc.constantFrom('', '', '-', ':', ' '),
    }),
  )
  // Two letter alphabets side by side only with one-character labels or a separator, as the
  // variant validator demands (every cell name must read back unambiguously).
  .filter((b) => b.rowLabels.digits || (b.columnLabels.single && b.rowLabels.single) || b.separator.trim() !== '')
  .map(
    (b): Board => ({
      rows: b.rows,
      columns: b.columns,
      columnLabels: b.columnLabels.labels,
      rowLabels: b.rowLabels.labels,
      cellOrder: b.cellOrder,
      separator: b.separator,
    }),
  );

/** Latin look-alikes typed for Cyrillic letters, and back. */
const SWAP: Record<string, string> = { а: 'a', в: 'B', е: 'e', к: 'k', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', м: 'M', н: 'H', т: 'T' };

describe('round trip: formatCell then parseCell', () => {
  it('gives back the cell, with no warnings, on random boards', () => {
    fc.assert(
      fc.property(boardArb, fc.nat(), (board, k) => {
        const cell = k % (board.rows * board.columns);
        const text = formatCell(cell, board);
        expect(parseCell(text, board)).toEqual({ ok: true, cell, warnings: [] });
      }),
      { numRuns: 400 },
    );
  });

  it('survives case changes, spaces and Latin look-alikes', () => {
    fc.assert(
      fc.property(boardArb, fc.nat(), fc.boolean(), fc.boolean(), (board, k, upper, spaced) => {
        const cell = k % (board.rows * board.columns);
        let text = formatCell(cell, board);
        text = Array.from(text, (ch) => SWAP[ch.toLowerCase()] ?? ch).join('');
        text = upper ? text.toUpperCase() : text.toLowerCase();
        if (spaced) text = ` ${Array.from(text).join(' ')} `;
        const r = parseCell(text, board);
        expect(r.ok && r.cell).toBe(cell);
      }),
      { numRuns: 400 },
    );
  });

  it('parseCellList reads back a list of formatted cells', () => {
    fc.assert(
      fc.property(boardArb, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), fc.constantFrom(', ', ' ', ',', ' , '), (board, ks, sep) => {
        const cells = ks.map((k) => k % (board.rows * board.columns));
        // A separator that is a space inside a cell needs commas between cells.
        const between = board.separator === ' ' ? ', ' : sep;
        const r = parseCellList(cells.map((c) => formatCell(c, board)).join(between), board);
        expect(r.diagnostics).toEqual([]);
        expect(r.cells).toEqual(cells);
      }),
      { numRuns: 300 },
    );
  });
});

describe('off-board messages on other boards', () => {
  it('name the part that is off, as typed, in row-column order with a separator', () => {
    const rc = boardWith({ cellOrder: 'row-column', separator: '-' });
    const r = parseCell('11-B', rc);
    expect(!r.ok && r.diagnostic.code).toBe('cell-off-board');
    expect(!r.ok && r.diagnostic.message).toBe('"11-B" is off the board: there is no row 11 (rows 1–10)');
    const c = parseCell('3-q', rc);
    expect(!c.ok && c.diagnostic.message).toBe('"3-q" is off the board: there is no column q (columns A–J)');
  });
});

describe('hints for Cyrillic typed in Latin keyboard layout', () => {
  it('suggests the cell but does not read it', () => {
    const r = parseCell('l3', perelman.board);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostic.suggestion).toContain('д3');
    const p = parseCell('p2', perelman.board);
    expect(!p.ok && p.diagnostic.suggestion).toContain('з2');
    // not on a Latin board
    const latin = parseCell('l3', statki.board);
    expect(String(!latin.ok && latin.diagnostic.suggestion)).not.toContain('keyboard');
  });
});

describe('the Latin layout\'s keys of б ю ж э х ъ ё, pressed with Shift', () => {
  it('read as the capital letters on them (<2 is Б2, :5 is Ж5), one way only', () => {
    expect(asCyrillicKeys('<2')).toBe('б2');
    expect(asCyrillicKeys(':5')).toBe('ж5');
    expect(asCyrillicKeys('>"{}~')).toBe('юэхъё');
    // A Cyrillic letter typed in the Russian layout stays the unshifted key on a Latin board.
    expect(asLatinKeys('б')).toBe(',');
    expect(asLatinKeys('ж')).toBe(';');
    const r = parseCell('<2', morskoy.board);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostic.suggestion).toContain('Б2');
  });
});

describe('a hint for the digit 3 written for the letter З', () => {
  it('suggests the cell but does not read it, on boards with a column З', () => {
    for (const [board, meant] of [[morskoy.board, 'З1'], [perelman.board, 'з1']] as const) {
      const r = parseCell('31', board);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.diagnostic.suggestion).toBe(`did you mean ${meant}? The digit 3 looks written for the letter З`);
      const ten = parseCell('310', board);
      expect(!ten.ok && ten.diagnostic.suggestion).toContain(meant.replace('1', '10'));
    }
    // Not on a Latin board, where 31 is only not a cell.
    const latin = parseCell('31', statki.board);
    expect(String(!latin.ok && latin.diagnostic.suggestion)).not.toContain('digit 3');
  });
});

describe('a hint for Й on a board lettered without it', () => {
  it('suggests К, the letter after И there, and И, copied with a breve, but does not read it', () => {
    for (const [board, meant, copied] of [[morskoy.board, 'К1', 'И1'], [perelman.board, 'к1', 'и1']] as const) {
      const r = parseCell('Й1', board);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.diagnostic.suggestion).toBe(`did you mean ${meant} or ${copied}? The board's letters skip Й: К comes after И, or Й was written for И`);
      const ten = parseCell('й10', board);
      expect(!ten.ok && ten.diagnostic.suggestion).toContain(meant.replace('1', '10'));
    }
    // Not where Й is a letter of the board.
    const withYot = makeVariant({ board: { rows: 3, columns: 3, columnLabels: ['и', 'й', 'к'], rowLabels: ['1', '2', '3'] } }).board;
    expect(parseCell('й1', withYot).ok).toBe(true);
  });
});

describe('a hint for the digit 0 written for the letter O', () => {
  it('suggests the cell but does not read it, on boards with a column O', () => {
    const r = parseCell('015', statki15.board);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostic.suggestion).toBe('did you mean O15? The digit 0 looks written for the letter O');
    // Not where there is no column O (A–J), nor for a row number alone.
    for (const board of [statki.board, jutland.board]) {
      const p = parseCell('015', board);
      expect(String(!p.ok && p.diagnostic.suggestion)).not.toContain('digit 0');
    }
    const one = parseCell('01', statki15.board);
    expect(!one.ok && one.diagnostic.suggestion).toBe('did you mean O1? The digit 0 looks written for the letter O');
  });
});

describe('parseCellList with spaces inside cells', () => {
  it('reads back cells written with a space between their labels and spaces between cells', () => {
    const numericRows = boardArb.filter((b) => /^\d+$/.test(b.rowLabels[0]!) && b.separator === '');
    fc.assert(
      fc.property(numericRows, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (board, ks) => {
        const cells = ks.map((k) => k % (board.rows * board.columns));
        const spaced = cells.map((c) => {
          const col = board.columnLabels[columnOf(c, board)]!;
          const row = board.rowLabels[rowOf(c, board)]!;
          return board.cellOrder === 'row-column' ? `${row} ${col}` : `${col} ${row}`;
        });
        const r = parseCellList(spaced.join(' '), board);
        expect(r.diagnostics).toEqual([]);
        expect(r.cells).toEqual(cells);
      }),
      { numRuns: 300 },
    );
  });
});

describe('hints for a cell written with a slip of the pen', () => {
  it.each([
    ['J01', 'J1'],
    ['J010', 'J10'],
    ['J-10', 'J10'],
    ['J.10', 'J10'],
    ['J10.', 'J10'],
    ['A1A2', 'A1 A2'],
  ])('suggests %s as %s, never reads it, and never calls it off the board', (typed, meant) => {
    const r = parseCell(typed, jutland.board);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostic.code).toBe('cell-unreadable');
    expect(!r.ok && r.diagnostic.suggestion).toBe(`did you mean ${meant}?`);
  });

  it('keeps off the board what is off it', () => {
    const r = parseCell('J0', jutland.board);
    expect(!r.ok && r.diagnostic.code).toBe('cell-off-board');
    expect(!r.ok && r.diagnostic.suggestion).toBeUndefined();
  });

  it('works on a Cyrillic board too', () => {
    const r = parseCell('д-03', perelman.board);
    expect(!r.ok && r.diagnostic.suggestion).toBe('did you mean д3?');
  });
});


describe('a hint for a Russian letter written in Latin letters', () => {
  it('suggests the cell (g10 for г10, zh1 for ж1) but does not read it, on Cyrillic boards only', () => {
    for (const [typed, meant] of [['g10', 'г10'], ['z2', 'з2'], ['zh1', 'ж1'], ['V7', 'в7']] as const) {
      const r = parseCell(typed, perelman.board);
      expect(r.ok, typed).toBe(false);
      expect(!r.ok && r.diagnostic.suggestion, typed).toBe(`did you mean ${meant}? It looks written in Latin letters`);
      expect(!r.ok && r.diagnostic.parts, typed).toMatchObject({ hint: 'latin', guess: meant });
    }
    // The keys of the Latin layout win where they name a cell too: d is the key of в.
    const d = parseCell('d3', perelman.board);
    expect(!d.ok && d.diagnostic.suggestion).toBe('did you mean в3? It looks typed with the keyboard in Latin layout');
    // Not on a Latin board.
    const latin = parseCell('Z2', statki.board);
    expect(String(!latin.ok && latin.diagnostic.suggestion)).not.toContain('Latin letters');
  });

  it('reads by the table result words are read by: w as в (the Polish way), x as кс (no cell), each label as its spelling', () => {
    // The board has no ц, so w is no key of a cell: the Polish spelling of в is suggested.
    const w = parseCell('w3', perelman.board);
    expect(w.ok).toBe(false);
    expect(!w.ok && w.diagnostic.parts).toMatchObject({ hint: 'latin', guess: 'в3' });
    expect(latinSkeleton('w3')).toBe(latinSkeleton('в3'));
    // x is кс, as in words: no cell, so no Latin-letters hint.
    const x = parseCell('x3', perelman.board);
    expect(x.ok).toBe(false);
    expect(!x.ok && x.diagnostic.parts?.hint).not.toBe('latin');
    // Every letter of the board, written as the words' table spells it, is suggested as itself
    // where the Latin layout's keys name no cell of the board.
    let hinted = 0;
    for (const label of perelman.board.columnLabels) {
      const typed = `${latinSkeleton(label)}4`;
      const r = parseCell(typed, perelman.board);
      // A Latin letter drawn like a Russian one (a for а, b for в) is read as that letter, before any hint.
      if (r.ok || r.diagnostic.parts?.hint === 'keyboard') continue;
      expect(r.diagnostic.parts, typed).toMatchObject({ hint: 'latin', guess: `${label.toLowerCase()}4` });
      hinted++;
    }
    expect(hinted).toBeGreaterThan(3);
  });
});
