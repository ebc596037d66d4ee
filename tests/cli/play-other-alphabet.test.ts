/**
 * A result typed in the other alphabet — a Polish or English word in Cyrillic letters (`трафиони`,
 * `пудло`, `мисс`), a Russian one in Latin letters (`mimo`, `popal`, `ubit`) — is answered with the
 * alphabet it was typed in (the player's slip: the keyboard layout) and the word meant, in the
 * game's language, at `salvo play`'s result prompt, by `salvo record` and `check`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { latinSkeleton } from '../../src/record/transliterate.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { playText } from '../../src/cli/commands/play-text.js';

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
      ['mimo', 'popal', 'ubit'].map((t, i) => `ошибка announcement-unknown-word: «${t}» — не слово ответов этой игры (набрано латиницей: может быть, ${['мимо', 'попал', 'убит'][i]}?): наберите ответ (мимо, попал или убит) или «отмена»`),
    );
  });

  it('in Морской бой, an English word in Cyrillic letters: the Russian word of its meaning', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'мисс', 'мимо'])).toEqual([
      'ошибка announcement-unknown-word: «мисс» — не слово ответов этой игры (набрано кириллицей: может быть, мимо?): наберите ответ (мимо, попал или убит) или «отмена»',
    ]);
  });

  it('in Statki, the Polish words in Cyrillic letters, nearly as spelt (и for y): the Polish word', async () => {
    expect(await unknownWords('statki', ['a1', 'трафиони', 'пудло', 'затопиони', 'pudło'])).toEqual(
      ['трафиони', 'пудло', 'затопиони'].map((t, i) => `błąd announcement-unknown-word: „${t}” to nie słowo odpowiedzi tej gry (wpisane cyrylicą: czy chodziło o ${['trafiony', 'pudło', 'zatopiony'][i]}?): wpisz wynik (pudło, trafiony albo zatopiony) albo „cofnij”`),
    );
  });

  it('in English, the English words in Cyrillic letters: the English word', async () => {
    expect(await unknownWords('classic-1967', ['A1', 'мисс', 'хит', 'miss'])).toEqual(
      ['мисс', 'хит'].map((t, i) => `error announcement-unknown-word: "${t}" is not a word of this game's announcements (typed in Cyrillic letters: did you mean ${['miss', 'hit'][i]}?): type the announcement (miss, hit or sunk, naming the ship's class: sunk aircraft carrier), or undo`),
    );
  });

  it('a word near none of the game\'s, in either alphabet, gets no guess', async () => {
    const said = await unknownWords('morskoy-boy', ['а1', 'xyzzy', 'мимо']);
    expect(said).toHaveLength(1);
    expect(said[0]).not.toContain('может быть');
  });

  it('a word near one of the game\'s in its own alphabet gets the guess without a word of alphabets', async () => {
    const said = await unknownWords('morskoy-boy', ['а1', 'мимл', 'мимо']);
    expect(said).toEqual(['ошибка announcement-unknown-word: «мимл» — не слово ответов этой игры (может быть, мимо?): наберите ответ (мимо, попал или убит) или «отмена»']);
  });

  it('in Морской бой at an English session, the Russian word in Latin letters: said in English, the word meant the record\'s', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'popal', 'мимо'], 'en')).toEqual([
      'error announcement-unknown-word: "popal" is not a word of this game\'s announcements (typed in Latin letters: did you mean попал?): type the announcement (miss, hit or sunk), or undo',
    ]);
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
    expect(r.stderr).toContain('(набрано латиницей: может быть, попал?)');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before);
  });

  it('and by salvo check, in a record written so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
    await writeFile(join(dir, 'k.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: а1 -> popal\n');
    const r = await runSalvo(dir, ['check', 'k.yaml']);
    expect(r.stdout).toContain('k.yaml:3:17: ошибка announcement-unknown-word: выстрел 1: «popal» — не слово ответов этого варианта [правило: ответ читается] (набрано латиницей: может быть, попал? Если так, напишите строку: - blue: а1 -> попал)');
  });

  it('in English, and in Polish, with the same code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
    await writeFile(join(dir, 'k.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: а1 -> popal\n');
    const en = await runSalvo(dir, ['check', 'k.yaml', '--lang', 'en', '--json']);
    const problems = JSON.stringify(JSON.parse(en.stdout));
    expect(problems).toContain('"code":"announcement-unknown-word"');
    expect(problems).toContain('typed in Latin letters: did you mean попал?');
    await writeFile(join(dir, 's.yaml'), 'variant: statki\nsalvos:\n  - blue: a1 -> пудло\n');
    const pl = await runSalvo(dir, ['check', 's.yaml']);
    expect(pl.stdout).toContain('(wpisane cyrylicą: czy chodziło o pudło? Jeśli tak, napisz wiersz: - blue: a1 -> pudło)');
  });
});

describe('the alphabet a word was typed in, in each language', () => {
  /** The English suggestion, and the Russian and Polish ones said from its parts, for `typed` as the one result of a shot. */
  async function said(variant: string, typed: string): Promise<{ en?: string; ru?: string; pl?: string; alphabet: unknown }> {
    const v = await loadVariant(variant, { cwd: process.cwd() });
    const [d] = parseAnnouncement(typed, v, 1).issues.map((x) => x.diagnostic);
    expect(d?.code).toBe('announcement-unknown-word');
    return { en: d!.suggestion, ru: readingSaid(d!, 'ru')?.suggestion, pl: readingSaid(d!, 'pl')?.suggestion, alphabet: d!.parts?.alphabet };
  }

  it('Latin letters for a Russian word', async () => {
    expect(await said('morskoy-boy', 'ubit')).toEqual({
      en: 'typed in Latin letters: did you mean убит?',
      ru: 'набрано латиницей: может быть, убит?',
      pl: 'wpisane alfabetem łacińskim: czy chodziło o убит?',
      alphabet: 'latin',
    });
  });

  it('Cyrillic letters for a Polish word', async () => {
    expect(await said('statki', 'пудло')).toEqual({
      en: 'typed in Cyrillic letters: did you mean pudło?',
      ru: 'набрано кириллицей: может быть, pudło?',
      pl: 'wpisane cyrylicą: czy chodziło o pudło?',
      alphabet: 'cyrillic',
    });
  });

  it('a slip in the word\'s own alphabet says no alphabet', async () => {
    expect(await said('statki', 'pudlp')).toEqual({ en: 'did you mean pudło?', ru: 'может быть, pudło?', pl: 'czy chodziło o pudło?', alphabet: undefined });
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

describe('a result typed with the keyboard left in Latin layout, said at the result prompt as check says it', () => {
  it('in Морской бой: the word meant, then the layout, as check and record say them', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'vbvj', 'e,bn', 'мимо'])).toEqual(
      ['vbvj', 'e,bn'].map((t, i) => `ошибка announcement-unknown-word: «${t}» — не слово ответов этой игры (может быть, ${['мимо', 'убит'][i]}? Похоже, набрано в латинской раскладке): наберите ответ (мимо, попал или убит) или «отмена»`),
    );
  });

  it('in English at a Морской бой session, the record\'s word meant', async () => {
    expect(await unknownWords('morskoy-boy', ['а1', 'gjgfk', 'мимо'], 'en')).toEqual([
      'error announcement-unknown-word: "gjgfk" is not a word of this game\'s announcements (did you mean попал? It looks typed with the keyboard in Latin layout): type the announcement (miss, hit or sunk), or undo',
    ]);
  });

  it('the layout\'s words are check\'s, in each language', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const [d] = parseAnnouncement('vbvj', v, 1).issues.map((x) => x.diagnostic);
    expect(d?.parts?.kind).toBe('keyboard');
    for (const lang of ['ru', 'pl'] as const) {
      const suggestion = readingSaid(d!, lang)?.suggestion;
      expect(suggestion).toBeDefined();
      expect(playText(lang, false).notAWord('vbvj', 'мимо', 'w', 'layout')).toContain(`(${suggestion!})`);
    }
    expect(playText('en', false).notAWord('vbvj', 'мимо', 'w', 'layout')).toContain(`(${d!.suggestion!})`);
  });

  it('salvo record says it as check does, and keeps the file as it was', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-alphabet-'));
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    const before = await readFile(join(dir, 'm.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'm.yaml', 'blue', 'а1', '-r', 'vbvj']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('«vbvj» — не слово ответов этого варианта (может быть, мимо? Похоже, набрано в латинской раскладке)');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before);
    await writeFile(join(dir, 'k.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: а1 -> vbvj\n');
    const c = await runSalvo(dir, ['check', 'k.yaml']);
    expect(c.stdout).toContain('(может быть, мимо? Похоже, набрано в латинской раскладке. Если так, напишите строку: - blue: а1 -> мимо)');
  });
});
