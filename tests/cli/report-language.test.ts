/**
 * What a Russian or Polish referee and analyst read around a game is in the game's language:
 * `check`'s summary line, `new`'s confirmation (and, in further blocks, `infer`'s and `analyze`'s
 * reports and play's notes in the file), for Морской бой (ru) and Statki (pl), English with
 * `--lang en` and for English variants, byte for byte as before. The referee's diagnostics
 * (`file:line:col: error code: …`) stay English. "No English left" is checked against the English
 * output of the same command: no word of it (but the names of files, sides and players, cells and
 * single letters) may appear in the Russian or Polish one.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-report-lang-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const example = (name: string) => readFile(join(import.meta.dirname, '..', '..', 'examples', name), 'utf8');

/** The words (letters only, two or more) of a text, lower-cased. */
const words = (text: string): Set<string> => new Set((text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((w) => w.length >= 2));

/**
 * The words of `english` (the same command's English output) found again in `localized`, less
 * `allowed` (file, side and player names, …): what was left untranslated.
 */
export function englishLeft(localized: string, english: string, allowed: readonly string[] = []): string[] {
  const en = words(english);
  const ok = new Set(allowed.flatMap((a) => [...words(a)]));
  return [...words(localized)].filter((w) => en.has(w) && !ok.has(w)).sort();
}

/** Lines that are not the referee's diagnostics. */
const notDiagnostics = (out: string): string => out.split('\n').filter((l) => !/(^| )(error|warning) [a-z-]+: /u.test(l)).join('\n');

describe('check: the summary line in the game’s language', () => {
  it('Морской бой: Russian, shots counted, the winner as play says it; English with --lang en as before', async () => {
    await writeFile(join(dir, 'g.yaml'), await example('morskoy-boy.yaml'));
    const ru = await run(['check', 'g.yaml']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toBe('g.yaml: нарушений нет, выстрелов в записи: 77; победа — первый (флот противника потоплен)\n');
    const en = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toBe('g.yaml: no breaches in 77 salvos; первый won (the enemy fleet sunk)\n');
    expect(englishLeft(ru.stdout, en.stdout, ['g.yaml', 'первый'])).toEqual([]);
  });

  it('Statki: Polish; a record with breaches counts them with the plural the number takes, the diagnostics stay English', async () => {
    // Three salvos of tomek's at cells fired already: three repeats (Polish: 3 naruszenia), ala to fire.
    const text = 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: B1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: C1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: D1 -> pudło\n  - tomek: A1 -> pudło\n';
    await writeFile(join(dir, 'g.yaml'), text);
    const pl = await run(['check', 'g.yaml']);
    expect(pl.code).toBe(1);
    const summary = pl.stdout.trimEnd().split('\n').at(-1)!;
    expect(summary).toBe('g.yaml: 3 naruszenia, strzałów w zapisie: 8; gra trwa: strzela ala');
    // The diagnostics above it as in English.
    const en = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout.split('\n').slice(0, -2)).toEqual(pl.stdout.split('\n').slice(0, -2));
    expect(en.stdout.trimEnd().split('\n').at(-1)).toBe('g.yaml: 3 breaches in 8 salvos; the game goes on: ala to fire');
    expect(englishLeft(notDiagnostics(pl.stdout), notDiagnostics(en.stdout), ['g.yaml', 'ala', 'tomek'])).toEqual([]);
  });

  it('Russian plurals: 1 нарушение, 6 нарушений', async () => {
    const base = (await example('morskoy-boy.yaml')).split('\nsalvos:\n')[0]! + '\nsalvos:\n';
    // первый fires at В7 again and again: each repeat is a breach.
    await writeFile(join(dir, 'one.yaml'), base + '  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n  - первый: В7 -> мимо\n');
    const one = await run(['check', 'one.yaml']);
    expect(one.stdout.trimEnd().split('\n').at(-1)).toMatch(/^one\.yaml: 1 нарушение, выстрелов в записи: 3; /u);
    const six = ['  - первый: В7 -> мимо\n'];
    for (const cell of ['Б1', 'Б3', 'В5', 'Б7', 'Б9', 'Д1']) six.push(`  - второй: ${cell} -> мимо\n`, '  - первый: В7 -> мимо\n');
    await writeFile(join(dir, 'six.yaml'), base + six.join(''));
    const r = await run(['check', 'six.yaml']);
    expect(r.stdout.match(/error repeated-cell/gu)).toHaveLength(6);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^six\.yaml: 6 нарушений, выстрелов в записи: 13; /u);
  });

  it('an English variant, and --json, are as before', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n');
    expect((await run(['check', 'g.yaml'])).stdout).toBe('g.yaml: no breaches in 1 salvo; the game goes on: red to fire\n');
    await writeFile(join(dir, 'm.yaml'), await example('morskoy-boy.yaml'));
    const ru = JSON.parse((await run(['check', 'm.yaml', '--json'])).stdout) as Record<string, unknown>;
    const en = JSON.parse((await run(['check', 'm.yaml', '--json', '--lang', 'en'])).stdout) as Record<string, unknown>;
    expect(ru).toEqual(en);
    expect(ru['result']).toEqual({ winner: 'первый', reason: 'fleet-sunk' });
  });
});

describe('new: the confirmation in the game’s language', () => {
  it('Морской бой in Russian, Statki in Polish, with the game’s name; --lang en and English variants as before', async () => {
    const ru = await run(['new', 'morskoy-boy', '--players', 'Оля,Дима', '-o', 'a.yaml']);
    expect(ru.stdout).toBe('a.yaml: новая запись партии «Морской бой» (blue (Оля) против red (Дима))\n');
    const pl = await run(['new', 'statki', '--sides', 'ala,tomek', '-o', 'b.yaml']);
    expect(pl.stdout).toBe('b.yaml: nowy zapis gry „Statki” (ala kontra tomek)\n');
    const en = await run(['new', 'statki', '--sides', 'ala,tomek', '--lang', 'en', '-o', 'c.yaml']);
    expect(en.stdout).toBe('c.yaml: a new statki record (ala vs tomek)\n');
    const enRu = await run(['new', 'morskoy-boy', '--lang', 'en', '-o', 'd.yaml']);
    expect(enRu.stdout).toBe('d.yaml: a new morskoy-boy record (blue vs red)\n');
    expect(englishLeft(ru.stdout, enRu.stdout, ['a.yaml', 'blue', 'red'])).toEqual([]);
    expect(englishLeft(pl.stdout, en.stdout, ['b.yaml', 'ala', 'tomek', 'statki'])).toEqual([]);
    expect((await run(['new', 'jutland', '-o', 'e.yaml'])).stdout).toBe('e.yaml: a new jutland record (blue vs red)\n');
    // The record is the same whatever the language of the line.
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'c.yaml'), 'utf8').then((t) => t.replace('language: en\n', '')));
  });
});
