/**
 * A cell typed with a letter of the other alphabet that looks like the board's (Cyrillic `С3` on
 * a Latin board, Latin `B5` or `A1` on Морской бой's) is read as before, and what was taken is said
 * in a warning, `cell-other-alphabet`, in English, Russian and Polish: in a layout, a record, and
 * `salvo record`, which writes the board's letter. Before, it was read and written silently.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCell, parseCell, parseCellList } from '../../src/core/coords.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let classic: Variant;
let morskoy: Variant;
let dir: string;

beforeAll(async () => {
  [classic, morskoy] = (await Promise.all(['classic-1967', 'morskoy-boy'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
  dir = await mkdtemp(join(tmpdir(), 'salvo-other-alphabet-'));
});

const codes = (r: ReturnType<typeof parseCell>) => (r.ok ? r.warnings.map((w) => w.code) : [r.diagnostic.code]);

describe('parseCell', () => {
  it('reads С3 (Cyrillic С) on a Latin board as C3 and says so', () => {
    const r = parseCell('С3', classic.board);
    expect(r.ok && formatCell(r.cell, classic.board)).toBe('C3');
    expect(r.ok && r.warnings.map((w) => [w.code, w.message, w.suggestion])).toEqual([
      ['cell-other-alphabet', '"С3" read as C3: the letter С is typed in Cyrillic, the board\'s C is Latin', "write C3 in the board's letters"],
    ]);
  });

  it('reads B5 (Latin B) on a Cyrillic board as В5 and says so; two letters are said together', () => {
    const r = parseCell('b5', morskoy.board);
    expect(r.ok && formatCell(r.cell, morskoy.board)).toBe('В5');
    expect(r.ok && r.warnings[0]?.message).toBe('"b5" read as В5: the letter b is typed in Latin, the board\'s В is Cyrillic');
    const ten = parseCell('Е1О', classic.board);
    expect(ten.ok && formatCell(ten.cell, classic.board)).toBe('E10');
    expect(codes(ten)).toEqual(['cell-lookalike']);
  });

  it('says nothing where the letters are the board’s own, in either case', () => {
    for (const [typed, variant] of [['C3', classic], ['c 3', classic], ['в5', morskoy], ['В5', morskoy], ['Д3', morskoy]] as const) {
      expect(codes(parseCell(typed, variant.board)), typed).toEqual([]);
    }
  });

  it('a list reads the same cells, with one warning for each cell so typed', () => {
    const list = parseCellList('С3 A4 Е5', classic.board);
    expect(list.cells.map((c) => formatCell(c, classic.board))).toEqual(['C3', 'A4', 'E5']);
    expect(list.diagnostics.map((d) => [d.code, d.parts?.typed])).toEqual([
      ['cell-other-alphabet', 'С3'],
      ['cell-other-alphabet', 'Е5'],
    ]);
  });
});

describe('in a layout, a record, and salvo record', () => {
  it('fleet check: a warning at the ship, the layout still legal; in the variant’s language', async () => {
    await writeFile(join(dir, 'cl.yaml'), 'carrier: A1-E1\nbattleship: A3-D3\ncruiser: A5-С5\nsubmarine: A7-C7\ndestroyer: A9-B9\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'classic-1967', 'cl.yaml']);
    expect(r.stdout.split('\n')).toEqual([
      'cl.yaml:3:10: warning cell-other-alphabet: cruiser: "A5-С5" read as A5-C5: the letter С is typed in Cyrillic, the board\'s C is Latin (write A5-C5 in the board\'s letters)',
      'cl.yaml: ok, a legal layout for classic-1967 (5 ships)',
      '',
    ]);
    expect(r.code).toBe(0);
    await writeFile(join(dir, 'mb.yaml'), 'броненосец: А1-Г1\nкрейсер: [А3-В3, А5-В5]\nминоносец: [А7-Б7, А9-Б9, E1-З1]\nподводная лодка: [Д5, Д7, Д9, К1]\n');
    const ru = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'mb.yaml']);
    expect(ru.stdout).toContain('mb.yaml:3:27: предупреждение cell-other-alphabet: миноносец #3: «E1-З1» прочитано как Е1-З1: буква E набрана латиницей, на поле кириллическая Е (напишите Е1-З1 буквами поля)');
  });

  it('check: at the cell’s line and column, in the record’s language (Polish)', async () => {
    await writeFile(join(dir, 'st.yaml'), 'variant: statki\nsides:\n  blue: Ola\n  red: Jan\nsalvos:\n  - blue: А1 -> pudło\n  - red: B2 -> pudło\n');
    const r = await runSalvo(dir, ['check', 'st.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes('cell-other-alphabet'))).toEqual([
      'st.yaml:6:11: ostrzeżenie cell-other-alphabet: strzał 1: „А1” odczytano jako A1: litera А wpisana cyrylicą, na planszy jest łacińska A (napisz A1 literami planszy)',
    ]);
    expect(r.code).toBe(0);
  });

  it('salvo record writes the board’s letter and says what it took', async () => {
    await runSalvo(dir, ['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'Sam', 'С3', '-r', 'miss']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('warning cell-other-alphabet: "С3" read as C3: the letter С is typed in Cyrillic, the board\'s C is Latin (write C3 in the board\'s letters)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - blue: C3 -> miss\n');
  });
});

describe('a ship by its two ends', () => {
  it('both ends typed so: one warning for the ship, each letter once', async () => {
    await writeFile(join(dir, 'ends.yaml'), 'броненосец: А1-Г1\nкрейсер: [А3-В3, А5-В5]\nминоносец: [А7-Б7, А9-Б9, E5-E6]\nподводная лодка: [З1, К3, Ж9, К9]\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ends.yaml', '--lang', 'en']);
    expect(r.stdout.split('\n').filter((l) => l.includes('cell-other-alphabet'))).toEqual([
      'ends.yaml:3:27: warning cell-other-alphabet: destroyer #3: "E5-E6" read as Е5-Е6: the letter E is typed in Latin, the board\'s Е is Cyrillic (write Е5-Е6 in the board\'s letters)',
    ]);
    expect(r.code).toBe(0);
  });
});
