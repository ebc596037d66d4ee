/**
 * `salvo pad` end to end, in-process: default output name, page count message, options, and the
 * errors: a bad option value (exit 2), a language the variant lacks (exit 2), a string the font
 * cannot print (exit 1, a missing-glyph diagnostic at the string's line; exit 2 in --title, a
 * value that cannot be used).
 */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { pdfText } from './raster.js';

const run = async (args: string[], cwd: string, env: Record<string, string> = {}) => {
  const m = memoryIO('', env, cwd);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
};

const BAD_VARIANT = `id: far-east
languages: [en]
name: Far East
board: { rows: 8, columns: 8 }
fleet:
  - id: junk
    name: 帆船
    size: 3
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

const BENT_15 = `id: bent-15
languages: [en, pl]
name: { en: Bent ships, pl: Okręty łamane }
board: { rows: 15, columns: 15, columnLabels: ABCDEFGHIJKLMNO }
fleet:
  - id: hook
    name: { en: Hook, pl: Hak }
    shape: [[0, 0], [1, 0], [2, 0], [2, 1]]
  - id: boat
    name: { en: Boat, pl: Łódź }
    size: 2
    count: 3
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota wroga }
`;

describe('salvo pad', () => {
  it('prints a variant file with a 15×15 board and a polyomino ship', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    writeFileSync(join(dir, 'bent.yaml'), BENT_15);
    const r = await run(['pad', 'bent.yaml', '--lang', 'pl', '--per-page', '2'], dir);
    expect(r.stderr).toBe('');
    // 225 shots at most: half an A4 page holds fewer rows, so the log goes on overleaf (a page of backs).
    // Said in the pad's language (--lang pl).
    expect(r.stdout).toBe('zapisano bent-15-pad.pdf: 2 strony (2 arkusze, A4, po 2 na stronie; dziennik ciągnie się na odwrocie każdego arkusza: drukuj dwustronnie)\n');
    const text = await pdfText(new Uint8Array(readFileSync(join(dir, 'bent-15-pad.pdf'))));
    expect(text.items[0]).toEqual(expect.arrayContaining(['O', '15', 'Hak', 'Łódź ×3', 'Moja flota', 'Flota wroga']));
  });

  it('writes <id>-pad.pdf in the working directory and says how many pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    const r = await run(['pad', 'jutland'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('wrote jutland-pad.pdf: 2 pages (2 sheets, A4, 1 per page)\n');
    const text = await pdfText(new Uint8Array(readFileSync(join(dir, 'jutland-pad.pdf'))));
    expect(text.pages).toBe(2);
  });

  it('honours --sheets, --per-page, --paper, --cover, --sides, --title and --lang', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    const r = await run(
      ['pad', 'perelman', '-o', 'p.pdf', '--sheets', '4', '--per-page', '2', '--paper', 'a5', '--cover', '--sides', 'Аня,Боря', '--title', 'Турнир', '--lang', 'ru'],
      dir,
    );
    // Half an A5 page would leave the charts too small to write in: one sheet a page, and it says so (on stderr too).
    // The A5 cover, folded once, has its back (the game's name, facing the opponent): said, to print it double-sided.
    // In the pad's language (--lang ru); in English with --lang en.
    expect(r.stdout).toBe(
      'записан p.pdf: 6 страниц (4 листа + обложка (на её обороте название игры, обращённое к противнику: печатайте обложку с двух сторон), A5, по 1 на странице: при двух листах на странице поля были бы слишком малы, чтобы в них писать)\n',
    );
    expect(r.stderr).toBe('примечание: --per-page 2: при двух листах на странице формата A5 поля были бы слишком малы, чтобы в них писать; напечатано по одному листу на странице\n');
    const en = await run(['pad', 'perelman', '-o', 'p-en.pdf', '--sheets', '4', '--per-page', '2', '--paper', 'a5', '--cover', '--lang', 'en'], dir);
    expect(en.stdout).toBe(
      "wrote p-en.pdf: 6 pages (4 sheets + cover (the game's name on its back, to face the opponent: print the cover double-sided), A5, 1 per page: at two a page the charts would be too small to write in)\n",
    );
    expect(en.stderr).toBe('note: --per-page 2: at two a page on A5 the charts would be too small to write in; printed one sheet a page\n');
    const text = await pdfText(new Uint8Array(readFileSync(join(dir, 'p.pdf'))));
    expect(text.pages).toBe(6);
    expect(text.items[1]).toEqual(['Турнир', 'Турнир']);
    expect(text.items[2]).toEqual(expect.arrayContaining(['Аня', 'Турнир']));
    expect(text.items[3]).toEqual(expect.arrayContaining(['Боря', 'Турнир']));
  });

  it("a variant with no rules text gets the rules in plain words on its cover, and sizes that read as sizes", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    expect((await run(['init', 'jutland', '-o', 'mine.yaml'], dir)).code).toBe(0);
    // Cut the rules text out of the copy.
    const text = readFileSync(join(dir, 'mine.yaml'), 'utf8');
    const cut = text.replace(/\nrules: \|\n(?: {2}.*\n|\n)*/u, '\n');
    expect(cut).not.toContain('\nrules:');
    writeFileSync(join(dir, 'mine.yaml'), cut);
    expect((await run(['pad', 'mine.yaml', '--cover', '-o', 'c.pdf'], dir)).code).toBe(0);
    const cover = (await pdfText(new Uint8Array(readFileSync(join(dir, 'c.pdf'))))).items[0]!.join(' ');
    for (const heading of ['Rules', 'Placement', 'Play', 'Reports']) expect(cover).toContain(heading);
    expect(cover).toContain('One shot per gun still aboard');
    expect(cover).toContain('2 ships of 2 cells');
  });

  it('gives the same bytes for the same input, and SOURCE_DATE_EPOCH changes only the dates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    await run(['pad', 'statki', '-o', 'a.pdf'], dir);
    await run(['pad', 'statki', '-o', 'b.pdf'], dir);
    await run(['pad', 'statki', '-o', 'c.pdf'], dir, { SOURCE_DATE_EPOCH: '1700000000' });
    const [a, b, c] = ['a.pdf', 'b.pdf', 'c.pdf'].map((f) => readFileSync(join(dir, f)));
    expect(a!.equals(b!)).toBe(true);
    expect(a!.equals(c!)).toBe(false);
    expect(a!.length).toBe(c!.length);
  });

  it('rejects bad option values with exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    expect((await run(['pad', 'jutland', '--paper', 'A3'], dir)).code).toBe(2);
    expect((await run(['pad', 'jutland', '--per-page', '3'], dir)).code).toBe(2);
    expect((await run(['pad', 'jutland', '--sheets', '0'], dir)).code).toBe(2);
    const lang = await run(['pad', 'jutland', '--lang', 'ru'], dir);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain('у варианта jutland нет языка «ru» (есть en)');
    expect(existsSync(join(dir, 'jutland-pad.pdf'))).toBe(false);
  });

  it('only the printed language is checked for glyphs: a name in a script the fonts lack in another language does not stop a Russian pad', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    // The English name of the class is in a script the fonts lack; Russian is printed.
    const variant = BAD_VARIANT.replace('languages: [en]', 'languages: [ru, en]')
      .replace('name: Far East', 'name: { ru: Дальний Восток, en: Far East }')
      .replace('name: 帆船', 'name: { ru: Джонка, en: "戦艦" }')
      .replace('words:\n', 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Противник }\n');
    expect(variant).toContain('戦艦');
    writeFileSync(join(dir, 'far-east.yaml'), variant);
    const ru = await run(['pad', 'far-east.yaml', '--lang', 'ru'], dir);
    expect(ru.stderr).toBe('');
    expect(ru.code).toBe(0);
    const text = (await pdfText(new Uint8Array(readFileSync(join(dir, 'far-east-pad.pdf'))))).items.flat().join(' ');
    expect(text).toContain('Джонка');
    expect(text).not.toContain('戦艦');
    // Printed in English, the name is refused at its line, as before; variant check checks every language.
    const en = await run(['pad', 'far-east.yaml', '--lang', 'en', '-o', 'en.pdf'], dir);
    expect(en.code).toBe(1);
    expect(en.stderr).toMatch(/far-east\.yaml:7:\d+: error missing-glyph: .*戦/u);
    expect(existsSync(join(dir, 'en.pdf'))).toBe(false);
    const check = await run(['variant', 'check', 'far-east.yaml'], dir);
    expect(check.stderr + check.stdout).toContain('missing-glyph');
  });

  it('a string the font cannot print is a validation error at its line, and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    writeFileSync(join(dir, 'far-east.yaml'), BAD_VARIANT);
    const r = await run(['pad', 'far-east.yaml'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/far-east\.yaml:7:\d+: error missing-glyph: .*帆/);
    expect(existsSync(join(dir, 'far-east-pad.pdf'))).toBe(false);
    const title = await run(['pad', 'jutland', '--title', 'Ютланд ⚓ 漢'], dir);
    // An option's value that cannot be used: a usage error, as --paper x is.
    expect(title.code).toBe(2);
    expect(title.stderr).toContain('error missing-glyph: --title');
  });
});

/** A 26×26 Морской бой with Cyrillic column labels: too large for half an A5 page. */
const MORSKOY_26 = `id: morskoy-26
languages: [ru]
name: Морской бой 26×26
board:
  rows: 26
  columns: 26
  columnLabels: А Б В Г Д Е Ж З И К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Э
fleet:
  - { id: battleship, name: броненосец, size: 4 }
  - { id: cruiser, name: крейсер, size: 3, count: 2 }
  - { id: destroyer, name: миноносец, size: 2, count: 3 }
  - { id: submarine, name: подводная лодка, size: 1, count: 4 }
turns:
  extraShotOnHit: true
words:
  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Игральная карта, enemyChart: Контрольная карта }
`;

describe('salvo pad on a board too large for two a page', () => {
  it('26×26 on A5, two asked a page: printed one a page (each sheet over two pages), and stderr says so', async () => {
    // It was refused: 'a 26×26 board does not fit on A5 paper with 2 sheets per page (use --per-page 1 …)'.
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    writeFileSync(join(dir, 'big.yaml'), MORSKOY_26);
    const asked = await run(['pad', 'big.yaml', '--paper', 'A5', '--per-page', '2', '-o', 'two.pdf'], dir);
    const one = await run(['pad', 'big.yaml', '--paper', 'A5', '--per-page', '1', '-o', 'one.pdf'], dir);
    expect(asked.code).toBe(0);
    expect(one.code).toBe(0);
    // In the variant's language, Russian (the English: tests/cli/pad-language.test.ts).
    expect(asked.stderr).toBe('примечание: --per-page 2: поле слишком велико для двух листов на странице формата A5; напечатано по одному листу на странице, каждый на двух страницах\n');
    expect(one.stderr).toBe('');
    expect(asked.stdout).toMatch(/^записан two\.pdf: \d+ страниц \(2 листа, A5, каждый лист на двух страницах: поле слишком велико для двух листов на странице/u);
    // 676 shots: the log goes on overleaf, then on a leaf of its own, and the charts' page gets a
    // blank back, for double-sided printing.
    expect(one.stdout).toBe(
      'записан one.pdf: 12 страниц (2 листа, A5, каждый лист на двух страницах; журнал продолжается на обороте своей страницы, оборот страницы с полями остаётся чистым, затем на отдельном листе: печатайте с двух сторон)\n',
    );
    // The same pad as one a page asked for.
    expect(readFileSync(join(dir, 'two.pdf')).equals(readFileSync(join(dir, 'one.pdf')))).toBe(true);
  });
});
