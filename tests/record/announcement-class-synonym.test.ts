/**
 * A result naming a class in players' words (`sunk patrol boat`, `потоплен миноносец`,
 * `zatopiony torpedowiec`, core/class-synonyms.ts): one error, with the class meant and the
 * announcement to write, never read as that class; a phrase of two words is one error, not two.
 * In check, record and play, in en/ru/pl. Before, each word was "not a word of this variant's
 * announcements", `patrol` and `boat` apart.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { answerTo } from '../helpers/play-answer.js';

const decoysPath = resolve('examples/variants/decoys.yaml');
const load = (v: string) => loadVariant(v, { cwd: process.cwd() });
const said = (read: ReturnType<typeof parseAnnouncement>) => read.issues.map((x) => `${x.offset} ${x.diagnostic.code}: ${x.diagnostic.message} (${x.diagnostic.suggestion ?? ''})`);

describe('a class in players’ words, read', () => {
  it('two words in English are one error with the class of their size and the line to write', async () => {
    const read = parseAnnouncement('sunk patrol boat', await load('classic-1967'), 1, 'en');
    expect(read.announcement).toBeNull();
    expect(said(read)).toEqual(['5 announcement-unknown-word: "patrol boat" commonly names a ship of size 2; here that is destroyer (write "sunk destroyer")']);
  });

  it('in a salvo, the rest of the announcement kept as typed', async () => {
    const read = parseAnnouncement('miss, sunk patrol boat, miss, miss, miss', await load('classic-salvo'), 5, 'en');
    expect(said(read)).toEqual(['11 announcement-unknown-word: "patrol boat" commonly names a ship of size 2; here that is destroyer (write "miss, sunk destroyer, miss, miss, miss")']);
  });

  it('in Russian and Polish, by the kind of ship', async () => {
    const decoys = await load(decoysPath);
    expect(said(parseAnnouncement('потоплен миноносец', decoys, 1, 'ru'))).toEqual(['9 announcement-unknown-word: "миноносец" is not a class of this variant; it is likely эсминец (a ship of size 2) (write "потоплен эсминец")']);
    expect(said(parseAnnouncement('zatopiony torpedowiec', decoys, 1, 'pl'))).toEqual(['10 announcement-unknown-word: "torpedowiec" is not a class of this variant; it is likely niszczyciel (a ship of size 2) (write "zatopiony niszczyciel")']);
  });

  it('a Polish phrase in a salvo game is one error, not a filler and an unknown word', async () => {
    const read = parseAnnouncement('okręt liniowy 1', await load(resolve('examples/variants/skagerrak.yaml')), 3, 'pl');
    expect(said(read)).toEqual(['0 announcement-unknown-word: "okręt liniowy" is not a class of this variant; it is likely pancernik (a ship of size 5) (write "pancernik 1")']);
  });

  it('where two classes have its size, both lines; where the announcements name no class, the line without it', async () => {
    expect(said(parseAnnouncement('sunk patrol boat', await load(decoysPath), 1, 'en'))).toEqual([
      '5 announcement-unknown-word: "patrol boat" commonly names a ship of size 2, and 2 classes here are of that size: destroyer, hospital (write which: "sunk destroyer" or "sunk hospital")',
    ]);
    expect(said(parseAnnouncement('убит линкор', await load('morskoy-boy'), 1, 'ru'))).toEqual([
      '5 announcement-unknown-word: "линкор" is not a class of this variant; it is likely броненосец (a ship of size 4) (this variant\'s announcements name no class: write "убит")',
    ]);
  });

  it('a class cut short is still said as one (`sub`)', async () => {
    expect(said(parseAnnouncement('sunk sub', await load('classic-1967'), 1, 'en'))).toEqual(['5 announcement-unknown-word: "sub" is not a word of this variant\'s announcements (did you mean submarine? Write the word in full)']);
  });
});

const record = (variant: string, language: string, salvo: string): string => `variant: ${variant}\nlanguage: ${language}\nsides:\n  blue: A\n  red: B\nsalvos:\n  - blue: A1 -> ${salvo}\n`;

describe('in check, record and play', () => {
  it('check says it at its line and column, in each language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-synonym-'));
    await writeFile(join(dir, 'en.yaml'), record('classic-1967', 'en', 'sunk patrol boat'));
    await writeFile(join(dir, 'ru.yaml'), record(decoysPath, 'ru', 'потоплен миноносец'));
    await writeFile(join(dir, 'pl.yaml'), record(decoysPath, 'pl', 'zatopiony torpedowiec'));
    const en = await runSalvo(dir, ['check', 'en.yaml']);
    expect(en.stdout.split('\n').filter((l) => l.includes(': error '))).toEqual([
      'en.yaml:7:22: error announcement-unknown-word: shot 1: "patrol boat" commonly names a ship of size 2; here that is destroyer [rule: announcement readable] (write "sunk destroyer")',
    ]);
    const ru = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(ru.stdout).toContain('ru.yaml:7:26: ошибка announcement-unknown-word: выстрел 1: «миноносец» — не класс этого варианта; вероятно, это «эсминец» (корабль из 2 клеток)');
    expect(ru.stdout).toContain('(напишите «потоплен эсминец»)');
    const pl = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(pl.stdout).toContain('pl.yaml:7:27: błąd announcement-unknown-word: strzał 1: „torpedowiec” nie jest klasą tego wariantu; to zapewne „niszczyciel” (statek z 2 pól)');
    expect(pl.stdout).toContain('(napisz „zatopiony niszczyciel”)');
  });

  it('record refuses it with the line to write, the file unchanged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-synonym-'));
    await runSalvo(dir, ['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'en.yaml']);
    await runSalvo(dir, ['new', decoysPath, '--players', 'Оля,Дима', '--lang', 'ru', '-o', 'ru.yaml']);
    await runSalvo(dir, ['new', decoysPath, '--players', 'Ala,Tomek', '--lang', 'pl', '-o', 'pl.yaml']);
    const before = await readFile(join(dir, 'ru.yaml'), 'utf8');
    const en = await runSalvo(dir, ['record', 'en.yaml', 'blue', 'A1', '-r', 'sunk patrol boat']);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain('error announcement-unknown-word: "patrol boat" commonly names a ship of size 2; here that is destroyer (write "sunk destroyer")');
    const ru = await runSalvo(dir, ['record', 'ru.yaml', 'blue', 'A1', '-r', 'потоплен миноносец']);
    expect(ru.stderr).toContain('ошибка announcement-unknown-word: «миноносец» — не класс этого варианта; вероятно, это «эсминец» (корабль из 2 клеток) (напишите «потоплен эсминец»)');
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(before);
    const pl = await runSalvo(dir, ['record', 'pl.yaml', 'blue', 'A1', '-r', 'zatopiony okręt podwodny']);
    expect(pl.stderr).toContain('błąd announcement-unknown-word: „okręt podwodny” to zwykle statek z 1 pola, a żadna klasa tutaj nie ma takiego rozmiaru (napisz właściwą klasę: krążownik, niszczyciel, szpital, wabik)');
  });

  it('play says it once at the result prompt, in each language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-synonym-'));
    await runSalvo(dir, ['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'en.yaml']);
    await runSalvo(dir, ['new', decoysPath, '--players', 'Оля,Дима', '--lang', 'ru', '-o', 'ru.yaml']);
    await runSalvo(dir, ['new', decoysPath, '--players', 'Ala,Tomek', '--lang', 'pl', '-o', 'pl.yaml']);
    const en = await runSalvo(dir, ['play', 'en.yaml', '--no-charts'], ['A1', 'sunk patrol boat', 'undo', 'quit'].join('\n'));
    expect(answerTo(en.stdout, 'sunk patrol boat')).toEqual(['error announcement-unknown-word: "patrol boat" commonly names a ship of size 2; here that is destroyer (write "sunk destroyer")']);
    const ru = await runSalvo(dir, ['play', 'ru.yaml', '--no-charts'], ['A1', 'потоплен миноносец', 'undo', 'quit'].join('\n'));
    expect(answerTo(ru.stdout, 'потоплен миноносец')).toEqual(['ошибка announcement-unknown-word: «миноносец» — не класс этого варианта; вероятно, это «эсминец» (корабль из 2 клеток) (напишите «потоплен эсминец»)']);
    const pl = await runSalvo(dir, ['play', 'pl.yaml', '--no-charts'], ['A1', 'trafiony kuter', 'undo', 'quit'].join('\n'));
    expect(answerTo(pl.stdout, 'trafiony kuter')).toEqual(['błąd announcement-unknown-word: „kuter” to zwykle statek z 2 pól, a takich klas jest tutaj 2: „niszczyciel”, „szpital” (napisz, który: „trafiony niszczyciel” albo „trafiony szpital”)']);
  });
});
