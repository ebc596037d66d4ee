/**
 * A fleet layout's key naming a ship by its size (`четырёхпалубный`, `czteromasztowiec`) where the
 * fleet has more than one class of that size (Perelman's four-cell ship and hospital): one error,
 * `layout-class-ambiguous`, naming the classes it fits and the line to write for each (en/ru/pl),
 * not the generic `unknown-class`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/core/layout.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { layoutReadSaid, namingOfVariant } from '../../src/record/layout-read-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

let perelman: Variant;
let statki: Variant;
beforeAll(async () => {
  perelman = await loadVariant('perelman', { cwd: process.cwd() });
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

const errorsOf = (input: unknown, v: Variant): readonly Diagnostic[] => {
  const r = parseLayout(input, v);
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
};

describe('a ship named by a size two classes have', () => {
  it('is one error naming both classes and the line to write for each', () => {
    const errors = errorsOf({ двухклеточный: 'в6-г6', трёхклеточный: 'з1-з3', четырёхпалубный: 'д4-д7', пятиклеточный: 'в2-ж2', госпиталь: 'к4-к7' }, perelman);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('layout-class-ambiguous');
    expect(errors[0]!.message).toBe('"четырёхпалубный" is a ship of size 4, a size 2 classes of perelman have: four, hospital');
    expect(errors[0]!.suggestion).toBe('name the class meant by its id or name: four: д4-д7 or hospital: д4-д7');
  });

  it('a size one class has is still read as it; a size none has is still unknown-class', () => {
    expect(errorsOf({ двухклеточный: 'в6-г6', трёхпалубный: 'з1-з3', четырёхклеточный: 'д4-д7', пятиклеточный: 'в2-ж2', госпиталь: 'к4-к7' }, perelman)).toEqual([]);
    expect(errorsOf({ однопалубный: 'а1' }, perelman).map((d) => d.code)).toContain('unknown-class');
  });

  it('is said in Polish, by masts, where two classes share a size', () => {
    const battleship = statki.fleet.find((c) => c.size === 4)!;
    const two: Variant = { ...statki, fleet: [...statki.fleet, { ...battleship, id: 'monitor', name: { pl: 'monitor', en: 'monitor' } }] };
    const d = errorsOf({ czteromasztowiec: 'A4-D4' }, two).find((x) => x.code === 'layout-class-ambiguous')!;
    expect(d.parts).toMatchObject({ classes: [battleship.id, 'monitor'], size: 4 });
    const pl = layoutReadSaid('pl', d, namingOfVariant(two, 'pl'), readingSaid);
    expect(pl).toEqual({
      message: `„czteromasztowiec” to statek o rozmiarze 4, a taki rozmiar ma kilka klas wariantu statki: ${battleship.name['pl']}, monitor`,
      suggestion: `podaj klasę, o którą chodzi: ${battleship.name['pl']}: A4-D4 albo monitor: A4-D4`,
    });
  });

  it('fleet check says it in Russian, at the key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-deck-ambiguous-'));
    const text = await readFile(join(process.cwd(), 'examples', 'fleets', 'perelman.yaml'), 'utf8');
    expect(text).toContain('четырёхклеточный: д4-д7');
    await writeFile(join(dir, 'f.yaml'), text.replace('четырёхклеточный: д4-д7', 'четырёхпалубный: д4-д7'));
    const r = await runSalvo(dir, ['fleet', 'check', 'perelman', 'f.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('f.yaml:7:3: ошибка layout-class-ambiguous: «четырёхпалубный» — корабль размером 4, а такой размер у нескольких классов варианта perelman: четырёхклеточный, госпиталь (назовите нужный класс: четырёхклеточный: д4-д7 или госпиталь: д4-д7)');
  });
});
