/**
 * A salvo typed without its spaces (`A1B2C3D4E5`, `а1б2в3`) is not read, but the cells are
 * suggested, as two cells run together (`A1A2`) were: before, three cells or more got only "write
 * a cell such as A1". The suggestion is given only where one way of cutting the text names cells.
 * `check` takes the cells as the salvo's shots, as it takes a range's (`A1-A4`): results as many as
 * they are are not also said to be too many, nor is the salvo's size said not judged, and the line
 * to write is given; before, both were said, and no line.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCell, parseCell } from '../../src/core/coords.js';
import { makeVariant } from '../helpers/make-variant.js';
import { runSalvo } from '../helpers/cli.js';
import { jutland, morskoy, perelman, statki15 } from './seed-boards.js';

describe('cells run together', () => {
  for (const variant of [jutland, morskoy, perelman, statki15]) {
    it(`${variant.id}: any 2 to 6 cells written without spaces are suggested as those cells, in order`, () => {
      const board = variant.board;
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: board.rows * board.columns - 1 }), { minLength: 2, maxLength: 6 }), (cells) => {
          const names = cells.map((c) => formatCell(c, board));
          const r = parseCell(names.join(''), board);
          expect(r.ok).toBe(false);
          expect(!r.ok && r.diagnostic.code).toBe('cell-unreadable');
          expect(!r.ok && r.diagnostic.suggestion).toBe(`did you mean ${names.join(' ')}?`);
        }),
        { seed: 53, numRuns: 200 },
      );
    });
  }

  it('a salvo of five cells: each said, and the Russian one too', () => {
    const five = parseCell('A1B2C3D4E5', jutland.board);
    expect(!five.ok && five.diagnostic.suggestion).toBe('did you mean A1 B2 C3 D4 E5?');
    const ru = parseCell('а10а1а9', perelman.board);
    expect(!ru.ok && ru.diagnostic.suggestion).toBe('did you mean а10 а1 а9?');
  });

  it('text left over that is no cell gets no cells suggested', () => {
    const r = parseCell('A1B2C', jutland.board);
    expect(!r.ok && r.diagnostic.suggestion).toBe('write a cell such as A1');
  });

  it('where the text cuts into cells more than one way, none is suggested', () => {
    // Columns and rows both numbered 1–12, written 3.4: 1.111.1 is 1.11 then 1.1, or 1.1 then 11.1.
    const nums = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const board = makeVariant({ rows: 12, columns: 12, board: { columnLabels: nums, separator: '.' } }).board;
    const two = parseCell('1.111.1', board);
    expect(!two.ok && two.diagnostic.suggestion).toBe('write a cell such as 1.1');
    // One way only: 1.12.34.5 is 1.1, 2.3 and 4.5.
    const three = parseCell('1.12.34.5', board);
    expect(!three.ok && three.diagnostic.suggestion).toBe('did you mean 1.1 2.3 4.5?');
  });

  it('check and record say it in Russian with the board\'s letters', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-run-together-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nsalvos: []\n');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'а1б2в3']);
    expect(r.code).toBe(1);
    // With the command to type, the cells apart (as record gives it for a cell of one sure reading).
    expect(r.stderr).toContain('ошибка cell-unreadable: «а1б2в3» — не клетка этого поля (столбцы а–и, к, строки 1–10) (может быть, а1 б2 в3? Если так, наберите: salvo record g.yaml blue а1 б2 в3)');
  });

  it('check: the results as many as the cells run together are not said to be too many; the line to write is given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-run-together-check-'));
    await writeFile(join(dir, 'c.yaml'), 'variant: classic-salvo\nsalvos:\n  - blue: A1B2C3D4E5 -> miss, miss, miss, miss, miss\n');
    const r = await runSalvo(dir, ['check', 'c.yaml']);
    expect(r.stdout).toContain('c.yaml:3:11: error cell-unreadable: salvo 1: cell "A1B2C3D4E5" is not a cell of this board (columns A–J, rows 1–10) [rule: cells readable] (did you mean A1 B2 C3 D4 E5? If so, write the line: - blue: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss)');
    expect(r.stdout).not.toMatch(/announcement-length|size-unjudged/u);
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nsalvos:\n  - blue: а1б2в3 -> попаданий нет\n');
    const ru = await runSalvo(dir, ['check', 'p.yaml']);
    expect(ru.stdout).toContain('(может быть, а1 б2 в3? Если так, напишите строку: - blue: а1 б2 в3 -> попаданий нет)');
    expect(ru.stdout).not.toMatch(/size-unjudged/u);
  });

  it('check: results not as many as the cells run together are still said, and no line is given to write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-run-together-short-'));
    await writeFile(join(dir, 'c.yaml'), 'variant: classic-salvo\nsalvos:\n  - blue: A1B2C3 -> miss, miss, miss, miss, miss\n');
    const r = await runSalvo(dir, ['check', 'c.yaml']);
    expect(r.stdout).toContain('(did you mean A1 B2 C3?)\n');
    expect(r.stdout).toContain('error announcement-length: salvo 1: 1 shot fired but 5 results announced');
  });
});
