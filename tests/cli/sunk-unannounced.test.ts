/**
 * A game that never announces sinking (`report.sunk: none`, a children's game of hit and miss):
 * a "sunk" written for a shot anyway is refused with what to write instead, the variant's hit
 * word, in the record's language (Russian, Polish) as in English, never an English reason in a
 * Russian line.
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
report: { timing: per-shot, sunk: none }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Yours }
  ru: { miss: мимо, hit: попал, sunk: потопил, noHits: мимо, ownChart: Мои, enemyChart: Твои }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Twoje }
`;

const record = (lang: string, [miss, hit, sunk]: readonly [string, string, string]) => `variant: ./little.yaml
language: ${lang}
salvos:
  - kid: A1 -> ${hit}
  - grownup: F6 -> ${miss}
  - kid: A2 -> ${sunk}
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-sunk-none-'));
  await writeFile(join(dir, 'little.yaml'), VARIANT);
  await writeFile(join(dir, 'ru.yaml'), record('ru', ['мимо', 'попал', 'потопил']));
  await writeFile(join(dir, 'pl.yaml'), record('pl', ['pudło', 'trafiony', 'zatopiony']));
  await writeFile(join(dir, 'en.yaml'), record('en', ['miss', 'hit', 'sunk']));
});

describe('"sunk" where the variant does not announce sinking', () => {
  it('says in Russian what to announce instead', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('(объявлено «потопил», но в этом варианте о потоплении не сообщают: попадание, которое топит корабль, объявляют «попал»)');
    expect(r.stdout).not.toContain('does not announce sinking');
    // The one breach: the turns are in order.
    expect(r.stdout).not.toContain('out-of-turn');
  });

  it('says it in Polish', async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('(ogłoszono „zatopiony”, ale w tym wariancie nie ogłasza się zatopienia: trafienie, które zatapia statek, ogłasza się jako „trafiony”)');
  });

  it('says the hit word to write in English', async () => {
    const r = await runSalvo(dir, ['check', 'en.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"sunk" announced, but this variant does not announce sinking: the hit that sinks a ship is announced "hit"');
  });
});
