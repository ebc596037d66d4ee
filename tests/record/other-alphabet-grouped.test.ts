/**
 * A record typed in the other alphabet (Latin `A1 B3 E5` on Морской бой's Cyrillic board, Cyrillic
 * `А1 В2 С3` on Statki's Latin one) gets one `cell-other-alphabet` warning at the first such cell,
 * naming every place with its line, the salvos' cells and the fleets' ships alike, and the
 * board's letters to write, in English, Russian and Polish; not one warning a cell, which flooded
 * a referee. One such cell alone is said as before, with its salvo.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let morskoy: Variant;
let statki: Variant;
let dir: string;

beforeAll(async () => {
  [morskoy, statki] = (await Promise.all(['morskoy-boy', 'statki'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
  dir = await mkdtemp(join(tmpdir(), 'salvo-other-alphabet-grouped-'));
});

const latin = 'variant: morskoy-boy\nsides: [первый, второй]\nsalvos:\n  - первый: A1 -> мимо\n  - второй: B3 -> мимо\n  - первый: E5 -> попал\n  - первый: д6 -> мимо\n  - второй: K10 -> мимо\n';
const warned = (text: string, variant: Variant) => parseRecord(text, variant, { file: 'g.yaml' }).diagnostics.filter((d) => d.code === 'cell-other-alphabet');

describe('a record typed in the other alphabet', () => {
  it('is one warning at the first cell, naming every cell with its line', () => {
    const said = warned(latin, morskoy);
    expect(said.map((d) => [d.line, d.column, d.salvo, d.message, d.suggestion])).toEqual([
      [
        4,
        13,
        undefined,
        "Latin letters in 4 places are read as the board's Cyrillic look-alikes: A1 as А1 (line 4), B3 as В3 (line 5), E5 as Е5 (line 6), K10 as К10 (line 8)",
        "write them in the board's letters: А, В, Е, К",
      ],
    ]);
    // The record read as before: every cell the board's.
    expect(parseRecord(latin, morskoy).record.salvos.map((s) => s.cells.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('is said in Russian and Polish', () => {
    const [d] = warned(latin, morskoy);
    expect(readingSaid(d!, 'ru')).toEqual({
      message: 'в 4 местах латинские буквы прочитаны как кириллические буквы поля: A1 как А1 (строка 4), B3 как В3 (строка 5), E5 как Е5 (строка 6), K10 как К10 (строка 8)',
      suggestion: 'напишите их буквами поля: А, В, Е, К',
    });
    const polish = 'variant: statki\nsides: [ala, tomek]\nsalvos:\n  - ala: А1 -> pudło\n  - tomek: В2 -> pudło\n  - ala: С3 -> pudło\n';
    const [p] = warned(polish, statki);
    expect(readingSaid(p!, 'pl')).toEqual({
      message: 'w 3 miejscach litery cyrylickie odczytano jako łacińskie litery planszy: А1 jako A1 (wiersz 4), В2 jako B2 (wiersz 5), С3 jako C3 (wiersz 6)',
      suggestion: 'napisz je literami planszy: A, B, C',
    });
  });

  it("takes the fleets' ships in with the salvos' cells", () => {
    const text = 'variant: morskoy-boy\nsides: [первый, второй]\nfleets:\n  первый:\n    броненосец: А1-Г1\n    крейсер: [А3-В3, А5-В5]\n    миноносец: [А7-Б7, А9-Б9, E1-З1]\n    подводная лодка: [Д5, Д7, Д9, К1]\nsalvos:\n  - второй: K10 -> мимо\n';
    const said = warned(text, morskoy);
    expect(said).toHaveLength(1);
    expect(said[0]!.line).toBe(7);
    expect(said[0]!.message).toBe("Latin letters in 2 places are read as the board's Cyrillic look-alikes: E1-З1 as Е1-З1 (line 7), K10 as К10 (line 10)");
  });

  it('names the first twelve places and counts the rest with their lines', () => {
    const cells = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'B1', 'B2', 'B3', 'B4', 'B5'];
    const text = `variant: morskoy-boy\nsides: [первый, второй]\nsalvos:\n${cells.map((c, i) => `  - ${i % 2 === 0 ? 'первый' : 'второй'}: ${c} -> мимо\n`).join('')}`;
    const [d] = warned(text, morskoy);
    expect(d!.message).toMatch(/B2 as В2 \(line 15\), and 3 more, on lines 16–18$/u);
    expect(readingSaid(d!, 'ru')?.message).toMatch(/B2 как В2 \(строка 15\) и ещё 3, в строках 16–18$/u);
  });

  it('one cell so typed is said as before, with its salvo', () => {
    const said = warned('variant: morskoy-boy\nsalvos:\n  - blue: A1 -> мимо\n  - red: к10 -> мимо\n', morskoy);
    expect(said.map((d) => [d.salvo, d.message])).toEqual([[1, '"A1" read as А1: the letter A is typed in Latin, the board\'s А is Cyrillic']]);
  });

  it('check prints one line', async () => {
    await writeFile(join(dir, 'g.yaml'), latin);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes('cell-other-alphabet'))).toEqual([
      'g.yaml:4:13: предупреждение cell-other-alphabet: в 4 местах латинские буквы прочитаны как кириллические буквы поля: A1 как А1 (строка 4), B3 как В3 (строка 5), E5 как Е5 (строка 6), K10 как К10 (строка 8) (напишите их буквами поля: А, В, Е, К)',
    ]);
    expect(r.code).toBe(0);
  });
});
