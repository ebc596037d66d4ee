/**
 * Slips a referee receives: cells written as a range in a salvo (`A3-A4`, `A1-A4`), which name
 * no cell, are told the cells meant (the two, or every cell between them), never read; a ship
 * whose both ends are written the other way round (`3A-3D`) is told each end meant. Before, both
 * were only "not a cell of this board (write a cell such as A1)".
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let classic: Variant;
let morskoy: Variant;
let dir: string;

beforeAll(async () => {
  [classic, morskoy] = (await Promise.all(['classic-1967', 'morskoy-boy'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
  dir = await mkdtemp(join(tmpdir(), 'salvo-range-slips-'));
});

const hint = (text: string, variant: Variant): string | undefined => {
  const r = parseCell(text, variant.board);
  return r.ok ? `read: ${r.cell}` : `${r.diagnostic.code}: ${r.diagnostic.suggestion ?? ''}`;
};

describe('cells written as a range', () => {
  it('two cells side by side: the two', () => {
    expect(hint('A3-A4', classic)).toBe('cell-unreadable: did you mean A3 A4? Cells are written one by one, not as a range');
    expect(hint('b2 – c2', classic)).toBe('cell-unreadable: did you mean B2 C2? Cells are written one by one, not as a range');
  });

  it('cells further apart: the two ends, or every cell between them where they lie in line', () => {
    expect(hint('A1-A4', classic)).toBe('cell-unreadable: did you mean A1 A4 or A1 A2 A3 A4? Cells are written one by one, not as a range');
    expect(hint('A1..C3', classic)).toBe('cell-unreadable: did you mean A1 C3 or A1 B2 C3? Cells are written one by one, not as a range');
    expect(hint('A1-C2', classic)).toBe('cell-unreadable: did you mean A1 C2? Cells are written one by one, not as a range');
    expect(hint('а1—а3', morskoy)).toBe('cell-unreadable: did you mean А1 А3 or А1 А2 А3? Cells are written one by one, not as a range');
  });

  it('a cell with a dash in it is still read or told as before', () => {
    expect(hint('A-2', classic)).toBe('cell-unreadable: did you mean A2?');
    expect(hint('A1-A1', classic)).toBe('cell-unreadable: write a cell such as A1');
  });

  it('check: the salvo’s cell at its line and column, in the record’s language', async () => {
    await writeFile(join(dir, 'en.yaml'), 'variant: classic-salvo\nsides:\n  blue: Sam\n  red: Ann\nsalvos:\n  - blue: A1-A4 J10 -> miss, miss, miss, miss, miss\n');
    const en = await runSalvo(dir, ['check', 'en.yaml']);
    expect(en.stdout.split('\n').filter((l) => l.includes('cell-unreadable'))).toEqual([
      'en.yaml:6:11: error cell-unreadable: salvo 1: cell "A1-A4" is not a cell of this board (columns A–J, rows 1–10) [rule: cells readable] (did you mean A1 A4 or A1 A2 A3 A4? Cells are written one by one, not as a range. As many results as cells in A1 A2 A3 A4: write the line: - blue: A1 A2 A3 A4 J10 -> miss, miss, miss, miss, miss)',
    ]);
    await writeFile(join(dir, 'ru.yaml'), 'variant: morskoy-boy\nsides:\n  first: Оля\n  second: Петя\nsalvos:\n  - first: В3-В4 -> мимо\n');
    const ru = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(ru.stdout).toContain('ru.yaml:6:12: ошибка cell-unreadable: выстрел 1: «В3-В4» — не клетка этого поля (столбцы А–И, К, строки 1–10) [правило: клетки читаются] (может быть, В3 В4? Клетки пишут по одной, а не диапазоном)');
  });
});

describe('a ship whose ends are written the other way round', () => {
  it('fleet check tells each end meant', async () => {
    await writeFile(join(dir, 'f.yaml'), 'carrier: A1-E1\nbattleship: 3A-3D\ncruiser: A5-C5\nsubmarine: A7-C7\ndestroyer: A9-B9\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'classic-1967', 'f.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes('error'))).toEqual([
      'f.yaml:2:13: error cell-unreadable: battleship: "3A" is not a cell of this board (columns A–J, rows 1–10) (did you mean A3?)',
      'f.yaml:2:13: error cell-unreadable: battleship: "3D" is not a cell of this board (columns A–J, rows 1–10) (did you mean D3?)',
    ]);
    expect(r.code).toBe(1);
  });
});
