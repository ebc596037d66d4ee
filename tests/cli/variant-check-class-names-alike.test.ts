/**
 * `salvo variant check` on two classes a record could not tell apart (both named "A"): the class
 * met first is named by its name as the designer wrote it, fleet[0].name ("A"), not by its id
 * folded alike (fleet[0].id ("a")), and the advice is to rename one of the two classes; in
 * English, Russian and Polish.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const VARIANT =
  'id: dup\nlanguages: [en, ru, pl]\nname: Dup\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: a, name: A, size: 2 }\n  - { id: b, name: A, size: 3 }\n  - { id: ant, name: Bee, size: 1 }\n  - { id: bee, name: Cow, size: 1 }\nplacement: { spacing: may-touch }\nwords:\n' +
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n' +
  '  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой, enemyChart: Их }\n' +
  '  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja, enemyChart: Ich }\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-class-names-alike-'));
  await writeFile(join(dir, 'v.yaml'), VARIANT);
});
const lines = async (lang: string): Promise<string[]> => {
  const r = await runSalvo(dir, ['variant', 'check', 'v.yaml', '--lang', lang]);
  expect(r.code).toBe(1);
  return r.stdout.trimEnd().split('\n');
};

describe('variant check: two classes that read alike', () => {
  it('names the other class by its name as written and says to rename one, in English', async () => {
    expect((await lines('en')).slice(0, 2)).toEqual([
      'v.yaml:7:20: error word-collision: fleet[1].name: "A" reads the same as fleet[0].name ("A"), which means the class a (a game record could not tell the class b from the class a: give one of the two classes another name)',
      'v.yaml:9:11: error word-collision: fleet[3].id: "bee" reads the same as fleet[2].name ("Bee"), which means the class ant (a game record could not tell the class bee from the class ant: give one of the two classes another id)',
    ]);
  });

  it('in Russian', async () => {
    expect((await lines('ru'))[0]).toBe(
      'v.yaml:7:20: ошибка word-collision: fleet[1].name: «A» читается так же, как fleet[0].name («A»), а это — класс a (запись партии не различит класс b и класс a: дайте одному из двух классов другое название)',
    );
  });

  it('in Polish', async () => {
    expect((await lines('pl'))[1]).toBe(
      'v.yaml:9:11: błąd word-collision: fleet[3].id: „bee” czyta się tak samo jak fleet[2].name („Bee”), które znaczy: klasa ant (zapis gry nie rozróżni znaczeń „klasa bee” i „klasa ant”: nadaj jednej z dwóch klas inne id)',
    );
  });
});
