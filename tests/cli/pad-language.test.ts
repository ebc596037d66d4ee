/**
 * `salvo pad` says what it wrote, its note on --per-page 2 and a file it may not write in the
 * pad's language (--lang, else the variant's first): a Russian or Polish player's pad no longer
 * ends in English. So do analyze -o and infer --pdf refusing a file, in the record's language.
 * English stays word for word.
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { padFallbackNote, padWrote } from '../../src/cli/commands/pad-text.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-pad-lang-'));
});

describe('the confirmation line', () => {
  it('says pages and sheets in Russian and Polish, with their plural forms', async () => {
    const ru = await runSalvo(dir, ['pad', 'morskoy-boy', '--sheets', '5', '-o', 'x.pdf']);
    expect(ru.stdout).toBe('записан x.pdf: 5 страниц (5 листов, A4, по 1 на странице)\n');
    const pl = await runSalvo(dir, ['pad', 'statki', '--sheets', '4', '--per-page', '2', '--cover', '-o', 'y.pdf']);
    expect(pl.stdout).toBe('zapisano y.pdf: 3 strony (4 arkusze + okładka, A4, po 2 na stronie)\n');
    const en = await runSalvo(dir, ['pad', 'statki', '--lang', 'en', '-o', 'z.pdf']);
    expect(en.stdout).toBe('wrote z.pdf: 2 pages (2 sheets, A4, 1 per page)\n');
  });

  it('to standard output, on standard error', async () => {
    const r = await runSalvo(dir, ['pad', 'morskoy-boy', '--lang', 'ru', '-o', '-']);
    expect(r.stderr).toBe('PDF выведен в стандартный вывод: 2 страницы (2 листа, A4, по 1 на странице)\n');
  });

  it('English, Russian and Polish for a sheet over two pages, its log overleaf and on leaves', () => {
    const w = { output: 'a.pdf', pages: 12, sheets: 2, paper: 'A5', perPage: 0.5, fallback: 'too-large', logOverleaf: true, logLeaves: 3 } as const;
    expect(padWrote('en', w)).toBe(
      "wrote a.pdf: 12 pages (2 sheets, A5, each sheet over two pages: the board is too large for two a page; the log continues on the back of its page, the charts' page has a blank back, then on 3 leaves of log: print double-sided)",
    );
    expect(padWrote('ru', w)).toBe(
      'записан a.pdf: 12 страниц (2 листа, A5, каждый лист на двух страницах: поле слишком велико для двух листов на странице; журнал продолжается на обороте своей страницы, оборот страницы с полями остаётся чистым, затем на 3 отдельных листах: печатайте с двух сторон)',
    );
    expect(padWrote('pl', { ...w, logLeaves: 1, sheets: 1, pages: 1 })).toBe(
      'zapisano a.pdf: 1 strona (1 arkusz, A5, każdy arkusz na dwóch stronach: plansza jest za duża na dwa arkusze na stronie; dziennik ciągnie się na odwrocie swojej strony, tył strony z planszami zostaje pusty, potem na osobnej kartce: drukuj dwustronnie)',
    );
    expect(padFallbackNote('en', 'too-large', 'A5', true)).toBe('note: --per-page 2: the board is too large for two sheets a page on A5; printed one sheet a page, each over two pages');
    expect(padFallbackNote('pl', 'too-small', 'A5', false)).toBe('uwaga: --per-page 2: przy dwóch arkuszach na stronie formatu A5 plansze byłyby za małe, by w nich pisać; wydrukowano po jednym arkuszu na stronie');
    // Letter is a format's name in Russian and Polish text, not the option's word (`na stronie letter`).
    expect(padFallbackNote('pl', 'too-small', 'letter', false)).toContain('na stronie formatu Letter plansze');
    expect(padFallbackNote('ru', 'too-large', 'letter', false)).toContain('на странице формата Letter;');
    expect(padWrote('pl', { ...w, paper: 'letter' })).toContain(', Letter, ');
    expect(padWrote('ru', { ...w, paper: 'letter' })).toContain(', Letter, ');
    expect(padFallbackNote('en', 'too-small', 'letter', false)).toContain('on letter the charts');
  });
});

describe('a file the pad may not be written to', () => {
  it('a folder not there, in Russian and Polish; English with --lang en', async () => {
    const ru = await runSalvo(dir, ['pad', 'morskoy-boy', '-o', 'nodir/x.pdf']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe(`nodir/x.pdf: ошибка output-folder: нет папки ${join(dir, 'nodir')}, чтобы записать в неё nodir/x.pdf (сначала создайте папку или запишите файл в другое место)\n`);
    const pl = await runSalvo(dir, ['pad', 'statki', '-o', 'nodir/x.pdf']);
    expect(pl.stderr).toBe(`nodir/x.pdf: błąd output-folder: nie ma folderu ${join(dir, 'nodir')}, by zapisać w nim nodir/x.pdf (najpierw utwórz folder albo zapisz plik gdzie indziej)\n`);
    const en = await runSalvo(dir, ['pad', 'statki', '--lang', 'en', '-o', 'nodir/x.pdf']);
    expect(en.stderr).toBe(`nodir/x.pdf: error output-folder: there is no folder ${join(dir, 'nodir')} to write nodir/x.pdf in (create the folder first, or write the file elsewhere)\n`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a file of another kind there, and a folder', async () => {
    await writeFile(join(dir, 'f.yaml'), 'x: 1\n');
    const pl = await runSalvo(dir, ['pad', 'statki', '-o', 'f.yaml']);
    expect(pl.stderr).toBe('f.yaml: błąd output-exists: f.yaml już istnieje i nie jest plikiem PDF: nie zastąpiono go (zapisz do innego pliku albo dodaj --force, by go zastąpić)\n');
    const ru = await runSalvo(dir, ['pad', 'morskoy-boy', '-o', '.']);
    expect(ru.stderr).toBe('.: ошибка output-folder: . — папка (укажите имя файла, например файла .pdf в этой папке)\n');
  });

  it('analyze -o and infer --pdf in the record\'s language', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: А1 -> мимо\n');
    const analyze = await runSalvo(dir, ['analyze', 'g.yaml', '-o', 'nodir/r.pdf']);
    expect(analyze.code).toBe(1);
    expect(analyze.stderr).toContain(`nodir/r.pdf: ошибка output-folder: нет папки ${join(dir, 'nodir')}, чтобы записать в неё nodir/r.pdf`);
    const infer = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--pdf', 'nodir/h.pdf']);
    expect(infer.stderr).toContain(`nodir/h.pdf: ошибка output-folder: нет папки ${join(dir, 'nodir')}`);
  });
});
