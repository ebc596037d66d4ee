/**
 * A finished game is announced alike by `play`, `record` and `show`: the winning side with its
 * player (`«Ребёнок» (Ann)`), in the record's language, as play has always said it; and in the
 * words `check` gives the game's result in (`won (the enemy fleet sunk)`, not play's `… is sunk`;
 * `победила сторона «Ребёнок» (Ann), флот противника потоплен`, after a comma, not a dash, nor a
 * second pair of brackets after the player's).
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
report: { timing: per-shot, sunk: plain }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Yours }
  ru: { miss: мимо, hit: попал, sunk: потопил, noHits: мимо, ownChart: Мои, enemyChart: Твои }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Twoje }
`;

/** One shot from the end: the kid sank the boat; the raft is left. */
const record = (lang: string) => `variant: ./little.yaml
language: ${lang}
sides:
  kid: Ann
  grownup: Bob
salvos:
  - kid: A1 -> hit
  - kid: A2 -> sunk
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-game-over-'));
  await writeFile(join(dir, 'little.yaml'), VARIANT);
});

describe('the end of the game, said alike by play, record and show', () => {
  it.each([
    ['en', 'the game is over: kid (Ann) won (the enemy fleet sunk)', 'kid won (the enemy fleet sunk)'],
    ['ru', 'игра окончена: победила сторона «Ребёнок» (Ann), флот противника потоплен', 'победила сторона «Ребёнок», флот противника потоплен'],
    ['pl', 'koniec gry: wygrywa strona „Dziecko” (Ann), flota przeciwnika zatopiona', 'wygrywa strona „Dziecko”, flota przeciwnika zatopiona'],
  ])('%s', async (lang, over, checked) => {
    const sunk = { en: 'sunk', ru: 'потопил', pl: 'zatopiony' }[lang]!;
    await writeFile(join(dir, `p-${lang}.yaml`), record(lang));
    await writeFile(join(dir, `r-${lang}.yaml`), record(lang));
    const played = await runSalvo(dir, ['play', `p-${lang}.yaml`, '--no-charts'], ['C3', sunk, 'quit'].join('\n'));
    expect(played.code, played.stderr).toBe(0);
    expect(played.stdout).toContain(`${over}\n`);
    const recorded = await runSalvo(dir, ['record', `r-${lang}.yaml`, 'kid', 'C3', '-r', sunk]);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout).toMatch(new RegExp(`; ${over.replace(/[()]/gu, '\\$&')}\\n$`, 'u'));
    const shown = await runSalvo(dir, ['show', `r-${lang}.yaml`]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout.endsWith(`${over}\n`)).toBe(true);
    // check says the result in the same words (its side without the player, in parentheses).
    const judged = await runSalvo(dir, ['check', `r-${lang}.yaml`]);
    expect(judged.stdout.trimEnd().endsWith(checked)).toBe(true);
    // play, record and show give the result in check's words: in English in brackets after won, in
    // Russian and Polish after a comma, as a player in brackets may stand before them.
    const said = /(?:\(([^()]*)\)|, ([^,()]*))$/u.exec(checked)!;
    const words = said[1] ?? said[2]!;
    expect(played.stdout).toContain(lang === 'en' ? `(${words})` : `, ${words}`);
    expect(over).not.toMatch(/\) \(/u);
    expect(played.stdout).toContain(words);
    expect(shown.stdout).toContain(words);
  });
});
