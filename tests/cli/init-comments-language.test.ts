/**
 * `salvo init` writes the template's comments in the language of the copy (`--lang`, else the
 * template's first): Russian for Морской бой and Perelman, Polish for Statki and Statki 15×15,
 * English as written with `--lang en` and for the English templates. Only the comments change:
 * every template's copy in every one of its languages loads back equal to its English copy. A
 * language the template does not speak is refused, as before.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { readVariantText } from '../../src/variant/parse.js';

const templates = join(import.meta.dirname, '..', '..', 'templates');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-init-comments-'));
});

/** A line's comment (`#` and after, outside quotes as the templates write them); '' where none. */
const commentOf = (line: string): string => {
  const at = line.startsWith('#') ? 0 : line.indexOf(' #');
  return at < 0 ? '' : line.slice(at).trim();
};
/** The comments of a variant file with words in them, but init's own first line. */
const comments = (text: string): string[] =>
  text
    .split('\n')
    .filter((l) => !/^# (?:Made by|Сделано командой|Zrobione poleceniem) 'salvo init /u.test(l))
    .map(commentOf)
    .filter((c) => /\p{L}/u.test(c));

const LANGUAGES: Record<string, readonly string[]> = {
  'classic-1967': ['en'],
  'classic-salvo': ['en'],
  jutland: ['en'],
  'morskoy-boy': ['ru', 'en'],
  perelman: ['ru', 'en'],
  statki: ['pl', 'en'],
  'statki-15': ['pl', 'en'],
};

describe('salvo init: the comments in the language of the copy', () => {
  it('knows every template', async () => {
    const files = (await readdir(templates)).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/u, ''));
    expect(files.sort()).toEqual(Object.keys(LANGUAGES).sort());
  });

  for (const [template, langs] of Object.entries(LANGUAGES)) {
    it(`${template}: in ${langs.join(', ')} (and refused in the others)`, async () => {
      const source = await readFile(join(templates, `${template}.yaml`), 'utf8');
      const english = comments(source);
      expect(english.length).toBeGreaterThan(0);
      const copy = async (lang: string): Promise<string> => {
        const r = await runSalvo(dir, ['init', template, '--lang', lang, '--id', 'copy', '-o', '-']);
        expect(r.code, r.stderr).toBe(0);
        return r.stdout;
      };
      const en = await copy('en');
      expect(comments(en)).toEqual(english);
      const enVariant = readVariantText(en, 'copy.yaml');
      expect(enVariant.ok).toBe(true);
      for (const lang of langs.filter((l) => l !== 'en')) {
        const text = await copy(lang);
        const said = comments(text);
        // Each comment said anew, none left in English, and in the language's letters.
        expect(said.length).toBeGreaterThanOrEqual(english.length);
        for (const c of said) expect(english, c).not.toContain(c);
        expect(said.join('\n')).not.toMatch(/Readings|the text|ships may touch|names no class/u);
        if (lang === 'ru') expect(said.join('\n')).toMatch(/Как прочитаны места/u);
        if (lang === 'pl') expect(said.join('\n')).toMatch(/Jak odczytano miejsca/u);
        // Only the comments: the copy loads back as the English copy does.
        const read = readVariantText(text, 'copy.yaml');
        expect(read.ok).toBe(true);
        if (read.ok && enVariant.ok) expect(read.value).toEqual(enVariant.value);
        // And the default, without --lang, is the template's first language.
        if (lang === langs[0]) expect((await runSalvo(dir, ['init', template, '--id', 'copy', '-o', '-'])).stdout).toBe(text);
      }
      for (const other of ['en', 'ru', 'pl'].filter((l) => !langs.includes(l))) {
        expect((await runSalvo(dir, ['init', template, '--lang', other, '-o', '-'])).code).toBe(2);
      }
    });
  }

  it("says init's own first line in the language, once in a copy of a copy; a copy asked in English says the comments in English again", async () => {
    expect((await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'boy.yaml'])).code).toBe(0);
    expect((await runSalvo(dir, ['init', 'boy.yaml', '-o', 'boy2.yaml'])).code).toBe(0);
    const copy = await readFile(join(dir, 'boy2.yaml'), 'utf8');
    expect(copy.split('\n')[0]).toBe("# Сделано командой 'salvo init boy.yaml' из boy.yaml. Отредактируйте файл, затем выполните 'salvo variant check boy2.yaml'.");
    expect(copy.match(/salvo init/gu)).toHaveLength(1);
    expect((await runSalvo(dir, ['init', 'statki', '-o', 'nasze.yaml'])).code).toBe(0);
    const nasze = await readFile(join(dir, 'nasze.yaml'), 'utf8');
    expect(nasze.split('\n')[0]).toBe("# Zrobione poleceniem 'salvo init statki' z templates/statki.yaml. Zmień plik, a potem uruchom 'salvo variant check nasze.yaml'.");
    const back = await runSalvo(dir, ['init', 'nasze.yaml', '--lang', 'en', '--id', 'ours', '-o', '-']);
    expect(back.stdout.split('\n')[0]).toBe("# Made by 'salvo init nasze.yaml' from nasze.yaml. Edit it, then run 'salvo variant check <file>'.");
    expect(comments(back.stdout)).toEqual(comments(await readFile(join(templates, 'statki.yaml'), 'utf8')));
  });

  it('keeps the line ends of a file from a Windows editor, and leaves comments of its own as written', async () => {
    const source = await readFile(join(templates, 'statki.yaml'), 'utf8');
    await writeFile(join(dir, 'win.yaml'), source.replace('# - A hit (and a sinking)', '# - Our club: a hit (and a sinking)').replace(/\n/gu, '\r\n'));
    const r = await runSalvo(dir, ['init', 'win.yaml', '--lang', 'pl', '--id', 'win', '-o', '-']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\r\n').length).toBeGreaterThan(20);
    expect(r.stdout).not.toMatch(/[^\r]\n/u);
    // The block is not the template's as written: left in English, whole.
    expect(r.stdout).toContain('# - Our club: a hit (and a sinking) earns another shot, until a miss.\r\n');
    const plain = await runSalvo(dir, ['init', join(templates, 'statki.yaml'), '--lang', 'pl', '--id', 'win', '-o', '-']);
    expect(plain.stdout).toContain('# Statki: polska gra, plansza 10 x 10, kolumny A-J i wiersze 1-10.\n');
  });
});
