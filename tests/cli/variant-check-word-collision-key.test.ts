/**
 * `salvo variant check` on a result word that reads as a class (`noHits: lion` beside a class
 * Lion): said once, at the words line the designer wrote, naming the class's line, and the key as
 * written ("no hits", not "miss"); in English, Russian and Polish.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const VARIANT = [
  'id: brit',
  'languages: [en]',
  'name: British',
  'board: { rows: 10, columns: 10 }',
  'fleet:',
  '  - { id: lion, name: Lion, size: 4 }',
  '  - { id: collier, name: Collier, size: 2 }',
  'placement: { spacing: no-contact }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: lion, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-word-collision-key-'));
  await writeFile(join(dir, 'v.yaml'), VARIANT);
  await writeFile(join(dir, 'hit.yaml'), VARIANT.replace('noHits: lion', 'noHits: no hits').replace('hit: hit,', 'hit: Collier,'));
});
const lines = async (file: string, lang: string): Promise<string[]> => {
  const r = await runSalvo(dir, ['variant', 'check', file, '--lang', lang]);
  expect(r.code).toBe(1);
  return r.stdout.trimEnd().split('\n');
};
// The column of the word on the words line, 1-based.
const col = (text: string, word: string): number => text.split('\n')[9]!.indexOf(word) + 1;

describe('variant check: a result word that reads as a class', () => {
  it('is one error at the words line, naming the class and "no hits" as written, in English', async () => {
    expect(await lines('v.yaml', 'en')).toEqual([
      `v.yaml:10:${col(VARIANT, 'lion')}: error word-collision: words.en.noHits: "lion" reads the same as fleet[0].name ("Lion"), which means the class lion (a game record could not tell no hits from the class lion: choose another word)`,
      '1 error in v.yaml: fix the line above',
    ]);
  });

  it('says it in Russian and Polish', async () => {
    expect((await lines('v.yaml', 'ru'))[0]).toBe(
      `v.yaml:10:${col(VARIANT, 'lion')}: ошибка word-collision: words.en.noHits: «lion» читается так же, как fleet[0].name («Lion»), а это — класс lion (запись партии не различит «нет попаданий» и класс lion: выберите другое слово)`,
    );
    expect((await lines('v.yaml', 'pl'))[0]).toBe(
      `v.yaml:10:${col(VARIANT, 'lion')}: błąd word-collision: words.en.noHits: „lion” czyta się tak samo jak fleet[0].name („Lion”), które znaczy: klasa lion (zapis gry nie rozróżni znaczeń „brak trafień” i „klasa lion”: wybierz inne słowo)`,
    );
  });

  it('points at the hit line for hit: Collier, once though the class\'s id reads alike too', async () => {
    const text = VARIANT.replace('noHits: lion', 'noHits: no hits').replace('hit: hit,', 'hit: Collier,');
    expect(await lines('hit.yaml', 'en')).toEqual([
      `hit.yaml:10:${col(text, 'Collier')}: error word-collision: words.en.hit: "Collier" reads the same as fleet[1].name ("Collier"), which means the class collier (a game record could not tell hit from the class collier: choose another word)`,
      '1 error in hit.yaml: fix the line above',
    ]);
  });
});
