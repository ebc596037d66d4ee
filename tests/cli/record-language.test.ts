/**
 * Every command that reads a game record speaks one language by one rule (`commandLanguage`):
 * `--lang` when given (a language the variant lacks: exit 2), else the record's `language:`,
 * else the variant's first. Run on a Statki record written in the variant's second language,
 * so the record's language and the variant's default differ; every expected name and word is
 * taken from the variant's data.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandLanguage } from '../../src/cli/commands/game-common.js';
import { UsageError } from '../../src/cli/errors.js';
import { formatCell } from '../../src/core/coords.js';
import { loadVariant } from '../../src/variant/load.js';
import { localize, type ShipClass, type Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
let variant: Variant;
/** The variant's first language (its default) and the record's, another one. */
let first: string;
let other: string;
/** The one-cell class: a ship sunk by one shot is pinned down by `infer`. */
let single: ShipClass;
/** Where tomek's fleet has a one-cell ship. */
let singleCell: string;

const run = (args: string[], input = '') => runSalvo(dir, args, input);
const name = (c: ShipClass, lang: string): string => localize(c.name, lang, variant);

/** Tomek's fleet as the Statki example has it (legal: no ships touch), by class id. */
const TOMEK = { battleship: 'B4-E4', cruiser: '[B6-B8, D8-F8]', 'patrol-boat': '[D2-E2, H9-H10, E10-F10]', submarine: '[B2, J2, J4, J8]' };

/** A Statki record in `other`: ala sinks tomek's one-cell ship at `singleCell` (announced `result`). */
function record(result: string, fleets: boolean): string {
  const fleetLines = fleets ? `fleets:\n  tomek:\n${Object.entries(TOMEK).map(([id, at]) => `    ${id}: ${at}`).join('\n')}\n` : '';
  return `variant: statki\nlanguage: ${other}\nsides:\n  ala:\n  tomek:\n${fleetLines}salvos:\n  - ala: ${singleCell} -> ${result}\n`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-language-'));
  variant = await loadVariant('statki', { cwd: dir });
  first = variant.languages[0]!;
  other = variant.languages.find((l) => l !== first)!;
  // The test means something only if the two languages name things differently.
  expect(other).toBeDefined();
  single = variant.fleet.find((c) => c.size === 1)!;
  expect(Object.keys(TOMEK).sort()).toEqual(variant.fleet.map((c) => c.id).sort());
  for (const c of variant.fleet) expect(name(c, other)).not.toBe(name(c, first));
  expect(localize(variant.name, other, variant)).not.toBe(localize(variant.name, first, variant));
  expect(variant.words[other]!.sunk).not.toBe(variant.words[first]!.sunk);
  // J2 is one of tomek's one-cell ships.
  singleCell = formatCell(9 + variant.board.columns, variant.board);
  expect(TOMEK[single.id as keyof typeof TOMEK]).toContain(singleCell);
  await writeFile(join(dir, 'sunk.yaml'), record(variant.words[other]!.sunk!, false));
  await writeFile(join(dir, 'wrong.yaml'), record(variant.words[other]!.miss, true));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('commandLanguage', () => {
  it('takes --lang, else the record’s language when the variant has it, else the variant’s first', () => {
    expect(commandLanguage(variant, first, { language: other })).toBe(first);
    expect(commandLanguage(variant, undefined, { language: other })).toBe(other);
    expect(commandLanguage(variant, undefined, { language: 'xx' })).toBe(first);
    expect(commandLanguage(variant, undefined, {})).toBe(first);
    expect(commandLanguage(variant, undefined)).toBe(first);
    expect(() => commandLanguage(variant, 'xx', { language: other })).toThrow(UsageError);
    // Not a language although the words object has the key through its prototype.
    expect(() => commandLanguage(variant, 'constructor')).toThrow(UsageError);
  });
});

describe('salvo infer', () => {
  const pinned = (lang: string): string => `  ${name(single, lang)}: ${singleCell}`;

  it('names the pinned ship in the record’s language by default, and in --lang when given', async () => {
    const byDefault = await run(['infer', 'sunk.yaml', '--target', 'tomek']);
    expect(byDefault.code, byDefault.stderr).toBe(0);
    expect(byDefault.stdout.split('\n')).toContain(pinned(other));
    expect(byDefault.stdout).not.toContain(name(single, first));
    expect(byDefault.stdout.startsWith(`${localize(variant.name, other, variant)}: tomek's fleet`)).toBe(true);

    const asked = await run(['infer', 'sunk.yaml', '--target', 'tomek', '--lang', first]);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout.split('\n')).toContain(pinned(first));
    // The report in that language (Polish: flota strony „tomek”).
    expect(asked.stdout.startsWith(`${localize(variant.name, first, variant)}: ${first === 'pl' ? 'flota strony „tomek”' : "tomek's fleet"}`)).toBe(true);
  });

  it('refuses a language the variant lacks with exit 2', async () => {
    for (const lang of ['xx', 'constructor']) {
      const r = await run(['infer', 'sunk.yaml', '--target', 'tomek', '--lang', lang]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`statki has no language "${lang}" (it has ${variant.languages.join(', ')})`);
      expect(r.stdout).toBe('');
    }
  });
});

describe('salvo check', () => {
  it('writes the expected and recorded announcements in the record’s language, or in --lang', async () => {
    for (const [args, lang] of [[[], other], [['--lang', first], first]] as const) {
      const r = await run(['check', 'wrong.yaml', ...args]);
      expect(r.code).toBe(1);
      const w = variant.words[lang]!;
      // The labels too are the report's language (check speaks it whole: referee-text.ts).
      const [expected, recorded] = ({ pl: ['oczekiwano', 'zapisano'], ru: ['ожидалось', 'записано'] } as Record<string, [string, string]>)[lang] ?? ['expected', 'recorded'];
      expect(r.stdout).toContain(`${expected}: ${w.sunk}; ${recorded}: ${w.miss}]`);
    }
  });

  it('refuses a language the variant lacks with exit 2', async () => {
    expect((await run(['check', 'wrong.yaml', '--lang', 'xx'])).code).toBe(2);
    expect((await run(['check', 'wrong.yaml', '--lang', 'constructor'])).code).toBe(2);
  });
});

describe('salvo show', () => {
  /** The roster's class column: each class by name, with its count. */
  const roster = (lang: string): string[] => variant.fleet.map((c) => `${name(c, lang)}${c.count > 1 ? ` ×${c.count}` : ''}`);

  it('names the classes in the record’s language, or in --lang', async () => {
    for (const [args, lang, not] of [[[], other, first], [['--lang', first], first, other]] as const) {
      const r = await run(['show', 'sunk.yaml', ...args]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.startsWith(`${localize(variant.name, lang, variant)}\n`)).toBe(true);
      for (const entry of roster(lang)) expect(r.stdout).toContain(entry);
      for (const c of variant.fleet) expect(r.stdout).not.toContain(name(c, not));
    }
  });

  it('refuses a language the variant lacks with exit 2 (and no internal error for a prototype key)', async () => {
    for (const lang of ['xx', 'constructor']) {
      const r = await run(['show', 'sunk.yaml', '--lang', lang]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`statki has no language "${lang}"`);
    }
  });
});

describe('salvo play', () => {
  it('greets in the record’s language, or in --lang', async () => {
    for (const [args, lang] of [[[], other], [['--lang', first], first]] as const) {
      const r = await run(['play', 'sunk.yaml', '--no-charts', ...args], 'quit\n');
      expect(r.code, r.stderr).toBe(0);
      // The session speaks that language too: Polish «strony „ala” i „tomek”», English «vs».
      expect(r.stdout.startsWith(`${localize(variant.name, lang, variant)}: ${lang === 'pl' ? 'strony „ala” i „tomek”' : 'ala vs tomek'};`), r.stdout).toBe(true);
    }
  });

  it('refuses a language the variant lacks with exit 2', async () => {
    const r = await run(['play', 'sunk.yaml', '--lang', 'xx'], 'quit\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('statki has no language "xx"');
  });
});

describe('salvo analyze', () => {
  // A 1 ms budget: positions out of the exact count's reach are estimated, which keeps this quick.
  const FAST = ['--budget', '1', '--workers', '1'];
  // `certain:` in English, `pewne:` in Polish (the report speaks the language asked for).
  const certainLines = (out: string): string[] => out.split('\n').filter((l) => l.startsWith('certain: ') || l.startsWith('pewne: '));

  it('names the classes in the record’s language, or in --lang (new option)', async () => {
    for (const [args, lang, not] of [[[], other, first], [['--lang', first], first, other]] as const) {
      const r = await run(['analyze', 'wrong.yaml', ...FAST, ...args]);
      expect(r.code, r.stderr).toBe(0);
      const lines = certainLines(r.stdout);
      expect(lines).toHaveLength(2);
      for (const l of lines) {
        for (const c of variant.fleet) {
          expect(l).toContain(`${name(c, lang)} `);
          expect(l).not.toContain(name(c, not));
        }
      }
      // The referee's breach, in the same language.
      const w = variant.words[lang]!;
      // The labels too are the report's language (check speaks it whole: referee-text.ts).
      const [expected, recorded] = ({ pl: ['oczekiwano', 'zapisano'], ru: ['ожидалось', 'записано'] } as Record<string, [string, string]>)[lang] ?? ['expected', 'recorded'];
      expect(r.stdout).toContain(`${expected}: ${w.sunk}; ${recorded}: ${w.miss}]`);
    }
  });

  it('refuses a language the variant lacks with exit 2', async () => {
    const r = await run(['analyze', 'wrong.yaml', ...FAST, '--lang', 'xx']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('statki has no language "xx"');
  });
});

describe('salvo fleet (no record: the variant’s first language)', () => {
  it('refuses a language the variant lacks with exit 2, as the record commands do', async () => {
    const r = await run(['fleet', 'random', 'statki', '--lang', 'xx']);
    expect(r.code).toBe(2);
    // In statki's own Polish: salvo has no words in xx.
    expect(r.stderr).toContain(`wariant statki nie ma języka „xx” (ma ${variant.languages.join(', ')})`);
  });
});
