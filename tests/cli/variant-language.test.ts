/**
 * `--lang` in the commands without a record: `variant show`, `new` and `pad` refuse a language
 * the variant lacks as the record commands do (`commandLanguage`: exit 2, `<id> has no language
 * "xx" (it has …)`); `variants` lists every template, each in `--lang` when it has it and in its
 * first language otherwise, and refuses a code no template has. Expected names and words are
 * taken from the variants' data.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTemplates, loadVariant } from '../../src/variant/load.js';
import { localize, type Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

let dir: string;
let statki: Variant;
/** Statki's first language (its default) and another one it has. */
let first: string;
let other: string;

const run = (args: string[]) => runSalvo(dir, args);
/** What `commandLanguage` says for a language statki lacks. */
// Said in statki's first language, Polish: salvo has no words in xx (it was English).
const refusal = (lang: string): string => `wariant statki nie ma języka „${lang}” (ma ${statki.languages.join(', ')})`;
const NOT_LANGUAGES = ['xx', 'constructor'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-language-'));
  statki = await loadVariant('statki', { cwd: dir });
  first = statki.languages[0]!;
  other = statki.languages.find((l) => l !== first)!;
  // The tests mean something only if the two languages name things differently.
  expect(other).toBeDefined();
  expect(localize(statki.name, other, statki)).not.toBe(localize(statki.name, first, statki));
  for (const c of statki.fleet) expect(localize(c.name, other, statki)).not.toBe(localize(c.name, first, statki));
  expect(statki.words[other]!.ownChart).not.toBe(statki.words[first]!.ownChart);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('salvo variant show', () => {
  it('speaks --lang when the variant has it, else its first language', async () => {
    for (const [args, lang, not] of [[[], first, other], [['--lang', other], other, first]] as const) {
      const r = await run(['variant', 'show', 'statki', ...args]);
      expect(r.code, r.stderr).toBe(0);
      // A name ending in brackets of its own (`Statki (Polish battleships)`) is followed by the id in words, not a second pair.
      const name = localize(statki.name, lang, statki);
      expect(r.stdout.startsWith(name.endsWith(')') ? `${name}, ${lang === 'pl' ? 'identyfikator' : 'id'} statki\n` : `${name} (statki)\n`)).toBe(true);
      for (const c of statki.fleet) {
        expect(r.stdout).toContain(localize(c.name, lang, statki));
        expect(r.stdout).not.toContain(localize(c.name, not, statki));
      }
    }
  });

  it('refuses a language the variant lacks with exit 2 (was: silently the first; an internal error for constructor)', async () => {
    for (const lang of NOT_LANGUAGES) {
      const r = await run(['variant', 'show', 'statki', '--lang', lang]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(refusal(lang));
      expect(r.stdout).toBe('');
    }
  });
});

describe('salvo variants', () => {
  let templates: { id: string; variant: Variant }[];
  /** Every language some template has. */
  let all: string[];

  beforeAll(async () => {
    templates = await listTemplates();
    all = [...new Set(templates.flatMap((t) => t.variant.languages))].sort();
    // Some language is missing from some template, so the per-template fallback is exercised.
    expect(all.some((l) => templates.some((t) => !t.variant.languages.includes(l)))).toBe(true);
  });

  it('lists each template in --lang when it has it, else in its first language', async () => {
    for (const lang of all) {
      const r = await run(['variants', '--lang', lang]);
      expect(r.code, r.stderr).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(templates.length);
      templates.forEach(({ id, variant }, i) => {
        const line = lines[i]!;
        const shown = variant.languages.includes(lang) ? lang : variant.languages[0]!;
        expect(line.startsWith(`${id} `)).toBe(true);
        expect(line).toContain(`  ${localize(variant.name, shown, variant)}  `);
        expect(line.endsWith(`  ${localize(variant.summary, shown, variant)}`)).toBe(true);
        for (const l of variant.languages) {
          const summary = localize(variant.summary, l, variant);
          if (l !== shown && summary !== localize(variant.summary, shown, variant)) expect(line).not.toContain(summary);
        }
      });
    }
  });

  it('refuses a code no template has with exit 2, naming the languages there are', async () => {
    for (const lang of NOT_LANGUAGES) {
      const r = await run(['variants', '--lang', lang]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`no template has language "${lang}" (the templates have ${all.join(', ')})`);
      expect(r.stdout).toBe('');
    }
  });
});

describe('salvo new', () => {
  it('writes the language: line only for --lang, and a language the variant has', async () => {
    const plain = await run(['new', 'statki']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).not.toContain('language:');
    const asked = await run(['new', 'statki', '--lang', other]);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout.split('\n')).toContain(`language: ${other}`);
  });

  it('refuses a language the variant lacks with exit 2, in the same words as the other commands', async () => {
    for (const lang of NOT_LANGUAGES) {
      const r = await run(['new', 'statki', '--lang', lang, '-o', 'game.yaml']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(refusal(lang));
      expect(existsSync(join(dir, 'game.yaml'))).toBe(false);
    }
  });
});

describe('salvo pad', () => {
  it('prints the chart titles in --lang, else in the variant’s first language', async () => {
    for (const [args, lang, not] of [[[], first, other], [['--lang', other], other, first]] as const) {
      const file = `pad-${lang}.pdf`;
      const r = await run(['pad', 'statki', '-o', file, ...args]);
      expect(r.code, r.stderr).toBe(0);
      const text = await pdfText(new Uint8Array(await readFile(join(dir, file))));
      expect(text.items[0]).toContain(statki.words[lang]!.ownChart);
      expect(text.items[0]).not.toContain(statki.words[not]!.ownChart);
    }
  });

  it('refuses a language the variant lacks with exit 2, in the same words as the other commands', async () => {
    for (const lang of NOT_LANGUAGES) {
      const r = await run(['pad', 'statki', '--lang', lang, '-o', 'refused.pdf']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(refusal(lang));
      expect(existsSync(join(dir, 'refused.pdf'))).toBe(false);
    }
  });
});
