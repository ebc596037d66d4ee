/**
 * A game that never announces a sinking (`report: { sunk: none }`) offers only the words it
 * announces: `record`, `play` and `check` say "miss or hit" (`мимо или попал`, `pudło albo
 * trafiony`) where they list the answers to a shot, never the sunk word the variant leaves unused.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: little-fleet
languages: [en, ru, pl]
name: { en: Little Fleet, ru: Маленький флот, pl: Mała flota }
board: { rows: 6, columns: 6 }
fleet:
  - { id: boat, name: { en: Boat, ru: Лодка, pl: Łódka }, size: 2 }
  - { id: raft, name: { en: Raft, ru: Плот, pl: Tratwa }, size: 1 }
turns:
  sides:
    - { id: kid, name: { en: Kid, ru: Ребёнок, pl: Dziecko } }
    - { id: grownup, name: { en: Grown-up, ru: Взрослый, pl: Dorosły } }
  extraShotOnHit: true
report: { timing: per-shot, sunk: none }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Yours }
  ru: { miss: мимо, hit: попал, sunk: потопил, noHits: мимо, ownChart: Мои, enemyChart: Твои }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Twoje }
`;

const SUNK = /\bsunk\b|потопил|zatopiony/u;
const empty = (lang: string) => `variant: ./little.yaml\nlanguage: ${lang}\nsalvos: []\n`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-sunk-none-words-'));
  await writeFile(join(dir, 'little.yaml'), VARIANT);
  // The same variant announcing sinking: the sunk word is offered there, as before.
  await writeFile(join(dir, 'sinking.yaml'), VARIANT.replace('id: little-fleet', 'id: sinking-fleet').replace('sunk: none', 'sunk: plain'));
});

describe('record offers only the words the variant announces', () => {
  it.each([
    ['en', 'write miss or hit'],
    ['ru', 'напишите мимо или попал'],
    ['pl', 'napisz pudło albo trafiony'],
  ])('an unknown word (%s)', async (lang, words) => {
    await writeFile(join(dir, `r-${lang}.yaml`), empty(lang));
    const r = await runSalvo(dir, ['record', `r-${lang}.yaml`, 'kid', 'A1', '-r', 'xx']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`(${words})`);
    expect(r.stderr).not.toMatch(SUNK);
  });

  it('a class alone asks for the hit word, not "sunk <class>"', async () => {
    await writeFile(join(dir, 'c.yaml'), empty('en'));
    const r = await runSalvo(dir, ['record', 'c.yaml', 'kid', 'A1', '-r', 'boat']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"boat" must follow a result word (write e.g. "hit")');
    expect(r.stderr).not.toMatch(SUNK);
  });

  it('still offers the sunk word where the variant announces sinking', async () => {
    await writeFile(join(dir, 's.yaml'), 'variant: ./sinking.yaml\nlanguage: ru\nsalvos: []\n');
    const r = await runSalvo(dir, ['record', 's.yaml', 'kid', 'A1', '-r', 'xx']);
    expect(r.stderr).toContain('(напишите мимо, попал или потопил)');
  });
});

describe('check offers only the words the variant announces', () => {
  it.each([
    ['en', '(write miss or hit)'],
    ['ru', '(напишите мимо или попал)'],
    ['pl', '(napisz pudło albo trafiony)'],
  ])('%s', async (lang, words) => {
    await writeFile(join(dir, `k-${lang}.yaml`), `variant: ./little.yaml\nlanguage: ${lang}\nsalvos:\n  - kid: A1 -> xx\n`);
    const r = await runSalvo(dir, ['check', `k-${lang}.yaml`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(words);
    expect(r.stdout).not.toMatch(SUNK);
  });
});

describe('play offers only the words the variant announces', () => {
  it.each([
    ['en', '(miss or hit)', '"hit, hit, hit"', 'type the announcement (miss or hit)'],
    ['ru', '(мимо или попал)', '«попал, попал, попал»', 'наберите ответ (мимо или попал)'],
    ['pl', '(pudło albo trafiony)', '„trafiony, trafiony, trafiony”', 'wpisz wynik (pudło albo trafiony)'],
  ])('in its help, its prompts and its refusals (%s)', async (lang, words, turn, unknown) => {
    await writeFile(join(dir, `p-${lang}.yaml`), empty(lang));
    const r = await runSalvo(dir, ['play', `p-${lang}.yaml`, '--no-charts'], ['help', 'A1', 'B2', 'xx', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    // The help's whole turn typed at once: a hit on each shot, none of them "sunk".
    expect(r.stdout).toContain(turn);
    // Cells typed where the result is asked for.
    expect(r.stdout).toContain(words);
    expect(r.stdout).toContain(unknown);
    expect(r.stdout).not.toMatch(SUNK);
  });

  // The score (96bd35b) names no ships sunk where the announcements tell neither a sinking nor the
  // class hit (how many were sunk is not known), in its help line and its answer; where sinking is
  // announced it does.
  it.each([
    ['en', 'kid: shots fired: 1, hits: 1\n', 'score: the shots fired and hits of each side', '; enemy ships sunk: 0 of '],
    ['ru', 'сделано выстрелов: 1, попаданий: 1\n', 'сколько каждая сторона сделала выстрелов и попаданий', '; потоплено кораблей противника: 0 из '],
    ['pl', 'oddane strzały: 1, trafienia: 1\n', 'oddane strzały i trafienia każdej strony', '; zatopione statki przeciwnika: 0 z '],
  ])('the score (%s)', async (lang, line, help, sunk) => {
    await writeFile(join(dir, `s-${lang}.yaml`), empty(lang));
    const r = await runSalvo(dir, ['play', `s-${lang}.yaml`, '--no-charts'], ['help', 'A1', 'hit', 'score', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(help);
    expect(r.stdout).toContain(line);
    expect(r.stdout).not.toContain(sunk);
    await writeFile(join(dir, `s2-${lang}.yaml`), empty(lang).replace('./little.yaml', './sinking.yaml'));
    const sinking = await runSalvo(dir, ['play', `s2-${lang}.yaml`, '--no-charts'], ['A1', 'hit', 'score', 'quit'].join('\n'));
    expect(sinking.stdout).toContain(sunk);
  });
});
