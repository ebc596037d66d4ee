/**
 * A class written as players commonly call it (`линкор`, `эсминец`, `подлодка`, `катер` for
 * Морской бой's классы; `łódź`, `okręt podwodny` for Statki's; `sub`, `patrol boat` for the
 * classic game's) is guessed, by kind or by size, and the line to write is said, in English,
 * Russian and Polish, in a layout file and under a record's fleets:. Only guessed: never read.
 * A variant that names a class so (decoys: Эсминец) reads it as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { synonymClass } from '../../src/core/class-synonyms.js';
import { loadVariant } from '../../src/variant/load.js';

const root = join(import.meta.dirname, '..', '..');
const examples = join(root, 'examples');
let dir: string;

const lines = (out: string, code: string): string[] => out.split('\n').filter((l) => l.includes(` ${code}: `));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-class-synonyms-'));
  await writeFile(join(dir, 'mb.yaml'), 'линкор: А1-Г1\nкрейсер: [А3-В3, А5-В5]\nэсминцы: [А7-Б7, А9-Б9, Ж1-З1]\nкатер: [Д5, Д7, Д9, Д1]\n');
  await writeFile(join(dir, 'st.yaml'), 'pancernik: A1-D1\nkrążowniki: [A3-C3, A5-C5]\nniszczyciele: [A7-B7, A9-B9, G1-H1]\nokręt podwodny: [E5, E7, E9, E1]\n');
  await writeFile(join(dir, 'cl.yaml'), 'carrier: A1-E1\nbattleship: A3-D3\ncruiser: A5-C5\nsub: A7-C7\npatrol boat: A9-B9\n');
  const record = await readFile(join(examples, 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'record.yaml'), record.replace('    подводная лодка: [З1, Б5, К5, А9]', '    подлодка: [З1, Б5, К5, А9]'));
});

describe('a class written as players commonly call it', () => {
  it('Морской бой: guessed by kind (линкор, эсминцы) and by size (катер), said in Russian and English', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'mb.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'mb.yaml:1:1: ошибка unknown-class: «линкор» — не класс кораблей варианта morskoy-boy («линкор» — это, видимо, класс «броненосец» (корабль размером 4): напишите так: броненосец: А1-Г1. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'mb.yaml:3:1: ошибка unknown-class: «эсминцы» — не класс кораблей варианта morskoy-boy («эсминцы» — это, видимо, класс «миноносец» (корабль размером 2): напишите так: миноносец: [А7-Б7, А9-Б9, Ж1-З1]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'mb.yaml:4:1: ошибка unknown-class: «катер» — не класс кораблей варианта morskoy-boy («катер» обычно означает корабль размером 1; здесь это класс «подводная лодка»: напишите так: подводная лодка: [Д5, Д7, Д9, Д1]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
    ]);
    expect(r.code).toBe(1);
    const en = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'mb.yaml', '--lang', 'en']);
    expect(lines(en.stdout, 'unknown-class')[0]).toBe(
      'mb.yaml:1:1: error unknown-class: "линкор" is not a ship class of morskoy-boy ("линкор" is likely the class battleship (a ship of size 4): write it as battleship: А1-Г1. The classes are battleship, cruiser, destroyer, submarine)',
    );
    expect(lines(en.stdout, 'unknown-class')[2]).toContain('("катер" commonly means a ship of size 1; here that is the class submarine: write it as submarine: [Д5, Д7, Д9, Д1].');
  });

  it('Statki: krążowniki and okręt podwodny by kind, niszczyciele by size, said in Polish', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'st.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'st.yaml:2:1: błąd unknown-class: „krążowniki” nie jest klasą statków wariantu statki („krążowniki” to zapewne klasa „krążownik” (statek o rozmiarze 3): napisz tak: krążownik: [A3-C3, A5-C5]. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
      'st.yaml:3:1: błąd unknown-class: „niszczyciele” nie jest klasą statków wariantu statki („niszczyciele” zwykle oznacza statek o rozmiarze 2; tu jest to klasa „ścigacz”: napisz tak: ścigacz: [A7-B7, A9-B9, G1-H1]. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
      'st.yaml:4:1: błąd unknown-class: „okręt podwodny” nie jest klasą statków wariantu statki („okręt podwodny” to zapewne klasa „łódź podwodna” (statek o rozmiarze 1): napisz tak: łódź podwodna: [E5, E7, E9, E1]. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
    ]);
  });

  it('the classic game: sub by kind, patrol boat by size', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'classic-1967', 'cl.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'cl.yaml:4:1: error unknown-class: "sub" is not a ship class of classic-1967 ("sub" is likely the class submarine (a ship of size 3): write it as submarine: A7-C7. The classes are carrier, battleship, cruiser, submarine, destroyer)',
      'cl.yaml:5:1: error unknown-class: "patrol boat" is not a ship class of classic-1967 ("patrol boat" commonly means a ship of size 2; here that is the class destroyer: write it as destroyer: A9-B9. The classes are carrier, battleship, cruiser, submarine, destroyer)',
    ]);
  });

  it("a record's fleets: say it the same way", async () => {
    const r = await runSalvo(dir, ['check', 'record.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'record.yaml:17:15: ошибка unknown-class: «подлодка» — не класс кораблей варианта morskoy-boy [правило: расстановка флота] («подлодка» — это, видимо, класс «подводная лодка» (корабль размером 1): напишите так: подводная лодка: [З1, Б5, К5, А9]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
    ]);
  });

  it('no line to write where the layout names that class already', async () => {
    await writeFile(join(dir, 'twice.yaml'), 'броненосец: А1-Г1\nлинкор: А3-Г3\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'twice.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'twice.yaml:2:1: ошибка unknown-class: «линкор» — не класс кораблей варианта morskoy-boy (классы — броненосец, крейсер, миноносец, подводная лодка)',
    ]);
  });

  it('guesses by kind, by a word of the name, by size, and nothing where several classes fit', async () => {
    const [morskoy, statki, classic, perelman, decoys] = await Promise.all(
      ['morskoy-boy', 'statki', 'classic-1967', 'perelman', join(examples, 'variants', 'decoys.yaml')].map((v) => loadVariant(v, { cwd: root })),
    );
    expect(synonymClass('Линкор', morskoy!.fleet)).toEqual({ index: 0, by: 'kind', size: 4 });
    expect(synonymClass('подлодки', morskoy!.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
    expect(synonymClass('катер', morskoy!.fleet)).toEqual({ index: 3, by: 'size', size: 1 });
    expect(synonymClass('lodz', statki!.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
    expect(synonymClass('niszczyciel', statki!.fleet)).toEqual({ index: 2, by: 'size', size: 2 });
    expect(synonymClass('aircraft', classic!.fleet)).toEqual({ index: 0, by: 'kind', size: 5 });
    expect(synonymClass('patrol-boat', classic!.fleet)).toEqual({ index: 4, by: 'size', size: 2 });
    // Perelman: the four-cell ship and the hospital are both of size 4; no battleship by kind.
    expect(synonymClass('линкор', perelman!.fleet)).toBeUndefined();
    expect(synonymClass('корабль', morskoy!.fleet)).toBeUndefined();
    // decoys: a cruiser of size 3 and a decoy of size 3: крейсер is the cruiser by kind.
    expect(synonymClass('крейсеры', decoys!.fleet)).toEqual({ index: 0, by: 'kind', size: 3 });
  });

  it('a variant naming a class so reads it: decoys calls its destroyer Эсминец', async () => {
    await writeFile(join(dir, 'decoys.yaml'), 'крейсер: A1-C1\nэсминец: [A3-B3, A5-B5]\nгоспиталь: A7-B7\nложная цель: A8-C8\n');
    const r = await runSalvo(dir, ['fleet', 'check', join(examples, 'variants', 'decoys.yaml'), 'decoys.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([]);
    expect(r.code).toBe(0);
  });
});
