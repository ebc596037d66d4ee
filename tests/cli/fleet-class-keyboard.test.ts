/**
 * A ship class typed under fleets: with the keyboard in the other layout (`rhtqcth` for крейсер in
 * a Russian game, `лкфящцтшл` for krążownik in a Polish one) is suggested as the class meant, with
 * the layout said, in English, Russian and Polish, as a result word typed so is (announcements
 * already say it: `e,bn rhtqcth` for убит крейсер). Only suggested: the class is not read.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { keyedClass } from '../../src/core/layout.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');
let dir: string;

const lines = (out: string, code: string): string[] => out.split('\n').filter((l) => l.includes(` ${code}: `));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-class-keys-'));
  const ru = await readFile(join(examples, 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'ru.yaml'), ru.replace('    крейсер: [Ж3-И3, Е8-Е10]', '    rhtqcth: [Ж3-И3, Е8-Е10]'));
  const pl = await readFile(join(examples, 'statki.yaml'), 'utf8');
  await writeFile(join(dir, 'pl.yaml'), pl.replace('    krążownik: [G3-I3, F8-F10]', '    лкфящцтшл: [G3-I3, F8-F10]'));
});

describe('a class typed with the keyboard in the other layout, under fleets:', () => {
  it('Russian game, Latin layout: said in Russian and English, and not read as the class', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'ru.yaml:15:14: ошибка unknown-class: «rhtqcth» — не класс кораблей варианта morskoy-boy [правило: расстановка флота] (может быть, крейсер? Похоже, набрано в латинской раскладке. Классы — броненосец, крейсер, миноносец, подводная лодка)',
    ]);
    expect(r.code).not.toBe(0);
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(lines(en.stdout, 'unknown-class')[0]).toContain('(did you mean крейсер? It looks typed with the keyboard in Latin layout. The classes are battleship, cruiser, destroyer, submarine)');
  });

  it('Polish game, Russian layout: said in Polish and English', async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(lines(r.stdout, 'unknown-class')).toEqual([
      'pl.yaml:14:16: błąd unknown-class: „лкфящцтшл” nie jest klasą statków wariantu statki [zasada: ustawienie floty] (czy chodziło o krążownik? Wygląda na wpisane w rosyjskim układzie klawiatury. Klasy to pancernik, krążownik, ścigacz, łódź podwodna)',
    ]);
    const en = await runSalvo(dir, ['check', 'pl.yaml', '--lang', 'en']);
    expect(lines(en.stdout, 'unknown-class')[0]).toContain('(did you mean krążownik? It looks typed with the keyboard in Russian layout. The classes are');
  });

  it('reads each class of a variant back from its keys, and nothing from a word no class is typed as', async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: examples });
    expect(keyedClass('gjldjlyfz kjlrf', morskoy)).toEqual({ name: 'подводная лодка', layout: 'latin' });
    expect(keyedClass('rhtqcth', morskoy)).toEqual({ name: 'крейсер', layout: 'latin' });
    expect(keyedClass('крейсер', morskoy)).toBeUndefined();
    expect(keyedClass('linkor', morskoy)).toBeUndefined();
    const statki = await loadVariant('statki', { cwd: examples });
    expect(keyedClass('згтсукт', statki)).toBeUndefined();
    expect(keyedClass('зфтсуктшл', statki)).toEqual({ name: 'pancernik', layout: 'russian' });
    // An announcement naming the class so typed is said the same way (as before).
    const said = parseAnnouncement('e,bn rhtqcth', morskoy, 1, 'ru').issues.map((x) => x.diagnostic.suggestion);
    expect(said).toEqual(['did you mean убит крейсер? It looks typed with the keyboard in Latin layout']);
  });
});
