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
import { runSalvo, runSalvoApart } from '../helpers/cli.js';
import { loadVariant } from '../../src/variant/load.js';
import { localize } from '../../src/variant/model.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-report-lang-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
/** As `run`, in a worker thread: analyze holds the loop for half a minute under load (see runSalvoApart). */
const apart = (args: string[]) => runSalvoApart(dir, args);
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

/** Lines that are not the referee's diagnostics (in English, Russian or Polish). */
const notDiagnostics = (out: string): string => out.split('\n').filter((l) => !/(^| )(error|warning|ошибка|предупреждение|błąd|ostrzeżenie) [a-z-]+: /u.test(l)).join('\n');

describe('check: the summary line in the game’s language', () => {
  it('Морской бой: Russian, shots counted, the winner as play says it; English with --lang en as before', async () => {
    await writeFile(join(dir, 'g.yaml'), await example('morskoy-boy.yaml'));
    const ru = await run(['check', 'g.yaml']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toBe('g.yaml: нарушений нет, в записи 77 выстрелов; победила сторона «первый», флот противника потоплен\n');
    const en = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toBe('g.yaml: no breaches in 77 shots; первый won (the enemy fleet sunk)\n');
    expect(englishLeft(ru.stdout, en.stdout, ['g.yaml', 'первый'])).toEqual([]);
  });

  it('Statki: Polish; a record with breaches counts them with the plural the number takes, the diagnostics in Polish too', async () => {
    // Three salvos of tomek's at cells fired already: three repeats (Polish: 3 naruszenia), ala to fire.
    const text = 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: B1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: C1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: D1 -> pudło\n  - tomek: A1 -> pudło\n';
    await writeFile(join(dir, 'g.yaml'), text);
    const pl = await run(['check', 'g.yaml']);
    expect(pl.code).toBe(1);
    const summary = pl.stdout.trimEnd().split('\n').at(-1)!;
    expect(summary).toBe('g.yaml: 3 naruszenia, w zapisie jest 8 strzałów; gra trwa: strzela strona „ala”');
    // The diagnostics above it in Polish as well, in English with --lang en.
    const en = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout.split('\n').slice(0, -2)).toHaveLength(3);
    expect(en.stdout.split('\n').slice(0, -2).every((l) => / error repeated-cell: shot \d+: /u.test(l))).toBe(true);
    expect(pl.stdout.split('\n').slice(0, -2).every((l) => / błąd repeated-cell: strzał \d+: /u.test(l))).toBe(true);
    expect(en.stdout.trimEnd().split('\n').at(-1)).toBe('g.yaml: 3 breaches in 8 shots; the game goes on: ala to fire');
    expect(englishLeft(notDiagnostics(pl.stdout), notDiagnostics(en.stdout), ['g.yaml', 'ala', 'tomek'])).toEqual([]);
    expect(englishLeft(pl.stdout, en.stdout, ['g.yaml', 'ala', 'tomek', 'repeated-cell', 'A1', 'to'])).toEqual([]); // 'to': Polish too („w to samo pole”)
  });

  it('Russian plurals: 1 нарушение, 6 нарушений', async () => {
    const base = (await example('morskoy-boy.yaml')).split('\nsalvos:\n')[0]! + '\nsalvos:\n';
    // первый fires at В7 again and again: each repeat is a breach.
    await writeFile(join(dir, 'one.yaml'), base + '  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n  - первый: В7 -> мимо\n');
    const one = await run(['check', 'one.yaml']);
    expect(one.stdout.trimEnd().split('\n').at(-1)).toMatch(/^one\.yaml: 1 нарушение, в записи 3 выстрела; /u);
    const six = ['  - первый: В7 -> мимо\n'];
    for (const cell of ['Б1', 'Б3', 'В5', 'Б7', 'Б9', 'Д1']) six.push(`  - второй: ${cell} -> мимо\n`, '  - первый: В7 -> мимо\n');
    await writeFile(join(dir, 'six.yaml'), base + six.join(''));
    const r = await run(['check', 'six.yaml']);
    expect(r.stdout.match(/ошибка repeated-cell/gu)).toHaveLength(6);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^six\.yaml: 6 нарушений, в записи 13 выстрелов; /u);
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
  it('Морской бой in Russian, Statki in Polish, with the game’s name; English names the game and the sides too, the ids after names that are not them', async () => {
    const ru = await run(['new', 'morskoy-boy', '--players', 'Оля,Дима', '-o', 'a.yaml']);
    expect(ru.stdout).toBe('a.yaml: новая запись партии «Морской бой» (стороны «Первый игрок» (Оля) и «Второй игрок» (Дима))\n');
    const pl = await run(['new', 'statki', '--sides', 'ala,tomek', '-o', 'b.yaml']);
    expect(pl.stdout).toBe('b.yaml: nowy zapis gry „Statki” (strony „ala” i „tomek”)\n');
    const en = await run(['new', 'statki', '--sides', 'ala,tomek', '--lang', 'en', '-o', 'c.yaml']);
    expect(en.stdout).toBe('c.yaml: a new record of Statki (Polish battleships): ala vs tomek\n');
    const enRu = await run(['new', 'morskoy-boy', '--lang', 'en', '-o', 'd.yaml']);
    expect(enRu.stdout).toBe('d.yaml: a new record of Sea Battle (Morskoy boy): Player 1 vs Player 2 (written blue and red)\n');
    expect(englishLeft(ru.stdout, enRu.stdout, ['a.yaml', 'blue', 'red'])).toEqual([]);
    expect(englishLeft(pl.stdout, en.stdout, ['b.yaml', 'ala', 'tomek', 'Statki'])).toEqual([]);
    expect((await run(['new', 'jutland', '-o', 'e.yaml'])).stdout).toBe('e.yaml: a new record of Jutland: Blue vs Red\n');
    // The record is the same whatever the language of the line.
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'c.yaml'), 'utf8').then((t) => t.replace('language: en\n', '')));
  });
});

describe('new: a record keeping the variant’s side ids says in its language which side each is', () => {
  it.each([
    ['morskoy-boy', 'ru', 'сторона', '«', '»', 'первый ход'],
    ['statki', 'pl', 'strona', '„', '”', 'zaczyna'],
  ] as const)('%s (%s): the comment atop the record, kept as salvos are added; none in English or for sides named otherwise', async (id, lang, word, open, close, first) => {
    const variant = await loadVariant(id, { cwd: dir });
    const [a, b] = variant.turns.sides;
    const name = (s: typeof a) => `${open}${localize(s.name, lang, variant)}${close}`;
    expect((await run(['new', id, '-o', 'n.yaml'])).code).toBe(0);
    const head = `# ${localize(variant.name, lang, variant)}: ${a.id} — ${word} ${name(a)}, ${b.id} — ${word} ${name(b)}; ${first}: ${variant.turns.first}.\n`;
    expect(await readFile(join(dir, 'n.yaml'), 'utf8')).toMatch(new RegExp(`^${head.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}variant: ${id}\n`, 'u'));
    // Kept when a salvo is added, and the record still reads clean.
    const cell = variant.board.columnLabels[0]! + variant.board.rowLabels[0]!;
    expect((await run(['record', 'n.yaml', a.id, cell, '-r', variant.words[lang]!.miss])).code).toBe(0);
    expect((await readFile(join(dir, 'n.yaml'), 'utf8')).startsWith(head)).toBe(true);
    // English: the ids speak for themselves; sides the players named: nothing to say of them.
    expect((await run(['new', id, '--lang', 'en', '-o', '-'])).stdout.startsWith('variant:')).toBe(true);
    expect((await run(['new', id, '--sides', 'x,y', '-o', '-'])).stdout.startsWith('variant:')).toBe(true);
    // One side kept: only it is said, and who fires first by the record's name.
    const mixed = (await run(['new', id, '--sides', `x,${b.id}`, '-o', '-'])).stdout;
    expect(mixed.split('\n')[0]).toBe(`# ${localize(variant.name, lang, variant)}: ${b.id} — ${word} ${name(b)}; ${first}: ${variant.turns.first === a.id ? 'x' : b.id}.`);
  });
});

describe('infer: the text report in the game’s language', () => {
  /** The report's lines with the time taken (`0,29 с`, `0.29 s`) left out: it varies. */
  const timeless = (out: string): string => out.replace(/\d+[.,]\d+ [сs]\b/gu, 'T');

  it.each([
    ['Морской бой (ru)', 'morskoy-boy.yaml', 'второй', ['второй', 'Дима', 'первый', 'крейсер'], 'крейсер'],
    ['Statki (pl)', 'statki.yaml', 'tomek', ['tomek', 'Tomek', 'ala', 'statki', 'krążownik'], 'krążownik'],
  ])('%s: headings, prior, legend, pinned ships, most likely cells; numbers as the language writes them', async (_, file, target, names, cls) => {
    await writeFile(join(dir, 'g.yaml'), await example(file));
    for (const klass of [[], ['--class', cls]]) {
      const args = ['infer', 'g.yaml', '--target', target, '--after', '15', ...klass];
      const local = await run(args);
      const en = await run([...args, '--lang', 'en']);
      expect(local.code, local.stderr).toBe(0);
      expect(englishLeft(timeless(local.stdout), timeless(en.stdout), names)).toEqual([]);
      // The count as the JSON gives it, grouped by no-break spaces; percentages with a decimal comma.
      const jsonText = (await run([...args, '--json'])).stdout;
      const json = JSON.parse(jsonText) as { count: string };
      const grouped = BigInt(json.count).toLocaleString('en-US').replace(/,/gu, '\u00a0');
      expect(json.count.length).toBeGreaterThan(6);
      expect(local.stdout).toContain(` ${grouped} (`);
      expect(local.stdout).not.toMatch(/\d,\d{3}\b|\d\.\d/u);
      const likely = local.stdout.split('\n').find((l) => /%, /u.test(l))!;
      expect(likely).toMatch(/ \d+,\d%, /u);
      // The same chart, the same cells named.
      const chart = (out: string): string[] => out.split('\n').filter((l) => /^ ?\d+ /u.test(l));
      expect(chart(local.stdout)).toEqual(chart(en.stdout));
      // --json does not depend on the language (the run above, not the same command again).
      expect(jsonText).toBe((await run([...args, '--json', '--lang', 'en'])).stdout);
    }
  });

  it('Russian and Polish wording and plurals of the heading', async () => {
    await writeFile(join(dir, 'm.yaml'), await example('morskoy-boy.yaml'));
    await writeFile(join(dir, 's.yaml'), await example('statki.yaml'));
    // The heading without its closing note of the game's salvo number (asserted below).
    const first = (out: string): string => out.split('\n')[0]!.replace(/ \((последний в партии|ostatni w grze) — .*\)$/u, '');
    // Each command run once, its heading read for both.
    const m3 = (await run(['infer', 'm.yaml', '--target', 'второй', '--after', '3'])).stdout;
    const s5 = (await run(['infer', 's.yaml', '--target', 'tomek', '--after', '5'])).stdout;
    expect(m3.split('\n')[0]).toMatch(/ по нему \(последний в партии — № \d+, 3-й выстрел стороны «первый»\)$/u);
    expect(s5.split('\n')[0]).toMatch(/ do niej \(ostatni w grze — nr \d+, 5\. strzał strony „ala”\)$/u);
    expect(first((await run(['infer', 'm.yaml', '--target', 'второй', '--after', '1'])).stdout)).toBe('Морской бой: флот стороны «второй» (Дима) после 1 выстрела по нему');
    expect(first(m3)).toBe('Морской бой: флот стороны «второй» (Дима) после 3 выстрелов по нему');
    expect(first((await run(['infer', 's.yaml', '--target', 'tomek', '--after', '1'])).stdout)).toBe('Statki: flota strony „tomek” po 1 strzale do niej');
    expect(first(s5)).toBe('Statki: flota strony „tomek” po 5 strzałach do niej');
  });

  it('an English variant is as before', async () => {
    await writeFile(join(dir, 'j.yaml'), await example('jutland.yaml'));
    const r = await run(['infer', 'j.yaml', '--target', 'red', '--after', '2']);
    const lines = r.stdout.split('\n');
    // Blue fires first, so blue's 2nd salvo (the 2nd at red) is the game's 3rd.
    expect(lines[0]).toBe('Jutland: the fleet of red (Miss Crane) after 2 salvos against it, to salvo 3 of the game (blue\'s 2nd)');
    expect(lines[1]).toBe('Prior: uniform — every legal layout consistent with the announcements is equally likely.');
    expect(lines[2]).toMatch(/^Consistent layouts: \d{1,3}(,\d{3})* \(exact, \d+\.\d\d s\)$/u);
    // The legend names the marks this chart shows (fired cells, water and unknown, after 2 salvos), in the same words.
    expect(r.stdout).toContain('\nLegend: o fired, water  * fired, outcome unknown\n');
  });
});

describe('analyze: the text report and the PDF in the game’s language', () => {
  /** The example's first `n` salvo lines: a short game, quick to analyse. */
  async function opening(name: string, n: number): Promise<string> {
    const [head, rest] = (await example(name)).split('\nsalvos:\n') as [string, string];
    return `${head}\nsalvos:\n${rest.split('\n').slice(0, n).join('\n')}\n`;
  }

  it.each([
    ['Морской бой (ru)', 'morskoy-boy.yaml', ['первый', 'второй', 'броненосец', 'крейсер', 'миноносец', 'подводная', 'лодка'], /^судья: нарушений нет, в записи \d+ выстрел(?:а|ов)?$/u, 'сторона «первый» стреляет по стороне «второй»'],
    ['Statki (pl)', 'statki.yaml', ['ala', 'tomek', 'pancernik', 'krążownik', 'ścigacz', 'łódź', 'podwodna', 'statki'], /^sędzia: brak naruszeń, w zapisie (?:jest|są) \d+ strzał(?:y|ów)?$/u, 'strona „ala” strzela do strony „tomek”'],
  ])('%s: headings, columns, totals, certainty and verdict; the PDF too, in the pads’ fonts', async (_, file, names, refereeLine, firing) => {
    await writeFile(join(dir, 'g.yaml'), await opening(file, 14));
    const local = await apart(['analyze', 'g.yaml', '--workers', '1', '-o', 'r.pdf']);
    expect(local.code, local.stderr).toBe(0);
    const en = await apart(['analyze', 'g.yaml', '--workers', '1', '--lang', 'en', '-o', 'e.pdf']);
    const lines = local.stdout.split('\n');
    expect(lines[0]).toMatch(refereeLine);
    expect(lines).toContain(firing);
    expect(englishLeft(local.stdout, en.stdout, [...names, 'g.yaml', 'r.pdf', 'P', 'log'])).toEqual([]); // 'log': log2, a formula in the column legend
    // The figures are the English report's, written with a decimal comma.
    const figures = (out: string): string[] => (out.match(/\d+[.,]\d+/gu) ?? []).map((x) => x.replace(',', '.'));
    expect(figures(local.stdout)).toEqual(figures(en.stdout));
    expect(local.stdout).not.toMatch(/\d\.\d/u);
    // The PDF: the same words, read back from it (its fonts carry Cyrillic and Polish letters).
    const { pdfText } = await import('../render/raster.js');
    const pdf = (await pdfText(new Uint8Array(await readFile(join(dir, 'r.pdf'))))).items.map((p) => p.join(' ')).join('\n');
    const pdfEn = (await pdfText(new Uint8Array(await readFile(join(dir, 'e.pdf'))))).items.map((p) => p.join(' ')).join('\n');
    // The text report's lines set as the PDF's headings: their first letters capitals (Судья:,
    // Сторона «первый» стреляет…; Sędzia:, Strona „ala” strzela…), the names as written.
    const heading = (line: string): string => line.charAt(0).toLocaleUpperCase() + line.slice(1);
    expect(pdf).toContain(heading(lines[0]!));
    expect(pdf).toContain(heading(firing));
    expect(pdf).not.toContain(lines[0]!);
    expect(pdf).not.toContain(firing);
    expect(pdfEn).toContain('firing at');
    // 'log': log2, in the tables' column legend; 'salvo infer --pdf': the command whose heatmap shares the
    // charts' scale, as typed; 'same': Polish too (jakie dałyby same szanse), and now in the English note.
    // The record's own words, which the PDF's title and the line under it quote as written in
    // every language: the players (sides:) and the place.
    const head = (await example(file)).split('\nfleets:\n')[0]!;
    const recordWords = [...(head.match(/^ {2}\S+: (.+)$/gmu) ?? []), head.match(/^place: (.+)$/mu)?.[1] ?? '']
      .flatMap((line) => line.replace(/^ {2}\S+: /u, '').split(/[^\p{L}]+/u)).filter((w) => w.length > 0);
    expect(recordWords.length).toBeGreaterThan(2);
    expect(englishLeft(pdf, pdfEn, [...names, ...recordWords, 'g.yaml', 'P', 'morskoy', 'boy', 'log', 'salvo infer --pdf', 'same'])).toEqual([]);
    // --json is the same in every language, the verdict's English text included.
    const json = (await apart(['analyze', 'g.yaml', '--workers', '1', '--json'])).stdout;
    expect(json).toBe((await apart(['analyze', 'g.yaml', '--workers', '1', '--json', '--lang', 'en'])).stdout);
    expect(json).not.toContain('figures');
  });
});
