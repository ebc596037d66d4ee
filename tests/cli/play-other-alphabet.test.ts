/**
 * A result typed in the other alphabet — a Polish or English word in Cyrillic letters (`трафиони`,
 * `пудло`, `мисс`), a Russian one in Latin letters (`mimo`, `popal`, `ubit`) — is answered with the
 * word meant, in the game's language, at `salvo play`'s result prompt, by `salvo record` and `check`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { latinSkeleton } from '../../src/record/transliterate.js';

/** The lines play says about words it does not know, after feeding it `typed` on a new game of `variant`. */
async function unknownWords(variant: string, typed: readonly string[], lang?: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', ...(lang === undefined ? [] : ['--lang', lang])], [...typed, 'quit'].map((l) => `${l}\n`).join(''));
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split('\n').filter((l) => l.includes('announcement-unknown-word'));
}

describe('a result typed in the other alphabet, at the result prompt', () => {
  it('in Морской бой, Latin letters for the Russian words: the Russian word', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'mimo', 'popal', 'ubit', 'мимо'])).toEqual(
      ['mimo', 'popal', 'ubit'].map((t, i) => `ошибка announcement-unknown-word: «${t}» — не слово ответов этой игры (может быть, ${['мимо', 'попал', 'убит'][i]}?): наберите ответ (мимо, попал или убит) или undo`),
    );
  });

  it('in Морской бой, an English word in Cyrillic letters: the Russian word of its meaning', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'мисс', 'мимо'])).toEqual([
      'ошибка announcement-unknown-word: «мисс» — не слово ответов этой игры (может быть, мимо?): наберите ответ (мимо, попал или убит) или undo',
    ]);
  });

  it('in Statki, the Polish words in Cyrillic letters, nearly as spelt (и for y): the Polish word', async () => {
    expect(await unknownWords('statki', ['a1', 'трафиони', 'пудло', 'затопиони', 'pudło'])).toEqual(
      ['трафиони', 'пудло', 'затопиони'].map((t, i) => `błąd announcement-unknown-word: „${t}” to nie słowo odpowiedzi tej gry (czy chodziło o ${['trafiony', 'pudło', 'zatopiony'][i]}?): wpisz wynik (pudło, trafiony albo zatopiony) albo undo`),
    );
  });

  it('in English, the English words in Cyrillic letters: the English word', async () => {
    expect(await unknownWords('classic-1967', ['A1', 'мисс', 'хит', 'miss'])).toEqual(
      ['мисс', 'хит'].map((t, i) => `error announcement-unknown-word: "${t}" is not a word of this game's announcements (did you mean ${['miss', 'hit'][i]}?): type the announcement (miss, hit or sunk), or undo`),
    );
  });

  it('a word near none of the game\'s, in either alphabet, gets no guess', async () => {
    const said = await unknownWords('morskoy-boy', ['а1', 'xyzzy', 'мимо']);
    expect(said).toHaveLength(1);
    expect(said[0]).not.toContain('может быть');
  });
});

describe('a result typed in the other alphabet, by salvo record', () => {
  it('is refused with the word meant, in the record\'s language, and the file is left as it was', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    const before = await readFile(join(dir, 'm.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'm.yaml', 'blue', 'а1', '-r', 'popal']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('«popal» — не слово ответов этого варианта');
    expect(r.stderr).toContain('(может быть, попал?)');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before);
  });

  it('and by salvo check, in a record written so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
    await writeFile(join(dir, 'k.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: а1 -> popal\n');
    const r = await runSalvo(dir, ['check', 'k.yaml']);
    expect(r.stdout).toContain('k.yaml:3:17: ошибка announcement-unknown-word: выстрел 1: «popal» — не слово ответов этого варианта [правило: ответ читается] (может быть, попал?)');
  });
});

describe('the spelling both alphabets are brought to', () => {
  it('meets a word and its transliteration, Polish letters and spellings included', () => {
    for (const [a, b] of [['пудло', 'pudło'], ['мимо', 'mimo'], ['попал', 'popal'], ['убит', 'ubit'], ['мисс', 'miss'], ['жук', 'żuk'], ['шар', 'szar'], ['щи', 'szczi'], ['чай', 'czaj'], ['хата', 'khata'], ['яма', 'yama']] as const) {
      expect(latinSkeleton(a), `${a} / ${b}`).toBe(latinSkeleton(b));
    }
    expect(latinSkeleton('трафиони')).not.toBe(latinSkeleton('trafiony'));
  });
});
