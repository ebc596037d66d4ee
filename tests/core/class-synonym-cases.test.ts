/**
 * A class written as players call it, in the case they happen to write it in (`подлодку`,
 * `линкора`, `эсминцев`, `okrętu podwodnego`, `łodzi`): guessed as its dictionary form is, with the
 * line to write, not left as "no class" with no guess. Before, only the dictionary form and the
 * plural were matched.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { synonymClass, synonymSize } from '../../src/core/class-synonyms.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let morskoy: Variant;
let statki: Variant;
let classic: Variant;

beforeAll(async () => {
  [morskoy, statki, classic] = (await Promise.all(['morskoy-boy', 'statki', 'classic-1967'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant, Variant];
});

describe('a players’ word for a class in another case', () => {
  it('Russian: accusative, genitive and plural forms are the class their dictionary form is', () => {
    for (const [typed, base] of [
      ['подлодку', 'подлодка'],
      ['подлодок', 'подлодка'],
      ['линкора', 'линкор'],
      ['линкоров', 'линкор'],
      ['эсминца', 'эсминец'],
      ['эсминцев', 'эсминец'],
      ['подводную лодку', 'подводная лодка'],
      ['подводных лодок', 'подводная лодка'],
      ['крейсеров', 'крейсер'],
      ['катеров', 'катер'],
      ['Торпедного катера', 'торпедный катер'],
    ] as const) {
      expect(synonymClass(typed, morskoy.fleet), typed).toEqual(synonymClass(base, morskoy.fleet));
      expect(synonymClass(typed, morskoy.fleet), typed).toBeDefined();
      expect(synonymSize(typed), typed).toBe(synonymSize(base));
    }
  });

  it('Polish: okrętu podwodnego, łodzi, niszczycieli, kutrów as okręt podwodny, łódź, niszczyciel, kuter', () => {
    for (const [typed, base] of [
      ['okrętu podwodnego', 'okręt podwodny'],
      ['okrętów podwodnych', 'okręt podwodny'],
      ['łodzi podwodnej', 'łódź podwodna'],
      ['łodzi', 'łódź'],
      ['łodzie', 'łódź'],
      ['lodzi', 'łódź'],
      ['niszczycieli', 'niszczyciel'],
      ['pancernika', 'pancernik'],
      ['krążowników', 'krążownik'],
      ['kutrów', 'kuter'],
      ['ścigacza', 'ścigacz'],
    ] as const) {
      expect(synonymClass(typed, statki.fleet), typed).toEqual(synonymClass(base, statki.fleet));
      expect(synonymClass(typed, statki.fleet), typed).toBeDefined();
    }
    expect(synonymClass('łodzi', statki.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
    // A word of a class's name in a case that two dictionary forms share (łodzie podwodne, okręty podwodne).
    expect(synonymClass('podwodne', statki.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
  });

  it('a word of a name in another case finds the class named with it: лодку for подводная лодка', () => {
    expect(synonymClass('лодку', morskoy.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
    expect(synonymClass('лодок', morskoy.fleet)).toEqual({ index: 3, by: 'kind', size: 1 });
  });

  it('a form two cases share names one class; a word that is no ship is still no guess', () => {
    expect(synonymClass('carriers', classic.fleet)).toEqual({ index: 0, by: 'kind', size: 5 });
    expect(synonymClass('крейсера', morskoy.fleet)?.index).toBe(1);
    expect(synonymClass('катера', morskoy.fleet)).toEqual({ index: 3, by: 'size', size: 1 });
    expect(synonymClass('корабля', morskoy.fleet)).toBeUndefined();
  });
});

describe('in a layout file: the line to write', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'salvo-synonym-cases-'));
    await writeFile(join(dir, 'mb.yaml'), 'линкора: А1-Г1\nкрейсеров: [А3-В3, А5-В5]\nэсминцев: [А7-Б7, А9-Б9, Ж1-З1]\nподлодку: [Д5, Д7, Д9, Д1]\n');
    await writeFile(join(dir, 'st.yaml'), 'pancernik: A1-D1\nkrążownik: [A3-C3, A5-C5]\nścigacz: [A7-B7, A9-B9, G1-H1]\nokrętu podwodnego: [E5, E7, E9, E1]\n');
    await writeFile(join(dir, 'st2.yaml'), 'pancernik: A1-D1\nkrążownik: [A3-C3, A5-C5]\nścigacz: [A7-B7, A9-B9, G1-H1]\nłodzi: [E5, E7, E9, E1]\n');
  });

  it('Морской бой, in Russian', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'mb.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes('unknown-class'))).toEqual([
      'mb.yaml:1:1: ошибка unknown-class: «линкора» — не класс кораблей варианта morskoy-boy («линкора» — это, видимо, класс «броненосец» (корабль размером 4): напишите так: броненосец: А1-Г1. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'mb.yaml:2:1: ошибка unknown-class: «крейсеров» — не класс кораблей варианта morskoy-boy («крейсеров» — это, видимо, класс «крейсер» (корабль размером 3): напишите так: крейсер: [А3-В3, А5-В5]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'mb.yaml:3:1: ошибка unknown-class: «эсминцев» — не класс кораблей варианта morskoy-boy («эсминцев» — это, видимо, класс «миноносец» (корабль размером 2): напишите так: миноносец: [А7-Б7, А9-Б9, Ж1-З1]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
      'mb.yaml:4:1: ошибка unknown-class: «подлодку» — не класс кораблей варианта morskoy-boy («подлодку» — это, видимо, класс «подводная лодка» (корабль размером 1): напишите так: подводная лодка: [Д5, Д7, Д9, Д1]. Классы — броненосец, крейсер, миноносец, подводная лодка)',
    ]);
    expect(r.code).toBe(1);
  });

  it('Statki, in Polish: okrętu podwodnego and łodzi', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'st.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes('unknown-class'))).toEqual([
      'st.yaml:4:1: błąd unknown-class: „okrętu podwodnego” nie jest klasą statków wariantu statki („okrętu podwodnego” to zapewne klasa „łódź podwodna” (statek o rozmiarze 1): napisz tak: łódź podwodna: [E5, E7, E9, E1]. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
    ]);
    const r2 = await runSalvo(dir, ['fleet', 'check', 'statki', 'st2.yaml']);
    expect(r2.stdout.split('\n').filter((l) => l.includes('unknown-class'))).toEqual([
      'st2.yaml:4:1: błąd unknown-class: „łodzi” nie jest klasą statków wariantu statki („łodzi” to zapewne klasa „łódź podwodna” (statek o rozmiarze 1): napisz tak: łódź podwodna: [E5, E7, E9, E1]. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
    ]);
  });
});
