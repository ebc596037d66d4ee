/**
 * Ships named by their size as players name them (`трёхпалубный`, `3-х палубный`,
 * `czteromasztowiec`): read as the class of that size where the variant has one, both named where
 * it has two, the classes there are named where it has none.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { deckWord } from '../../src/core/deck-names.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';

const RU_NUMBERS = ['одно', 'двух', 'трёх', 'четырёх', 'пяти', 'шести', 'семи', 'восьми', 'девяти', 'десяти'];
const PL_NUMBERS = ['jedno', 'dwu', 'trój', 'cztero', 'pięcio', 'sześcio', 'siedmio', 'ośmio', 'dziewięcio', 'dziesięcio'];

describe('deckWord', () => {
  it.each([
    [['трёхпалубный'], 3, 'ru', 1],
    [['трехпалубный'], 3, 'ru', 1],
    [['3-палубный'], 3, 'ru', 1],
    [['3-х', 'палубный'], 3, 'ru', 2],
    [['3х-палубный'], 3, 'ru', 1],
    [['трёх', 'палубного'], 3, 'ru', 2],
    [['четырёхпалубник'], 4, 'ru', 1],
    [['Однопалубный'], 1, 'ru', 1],
    [['десятипалубными'], 10, 'ru', 1],
    [['trójmasztowiec'], 3, 'pl', 1],
    [['trojmasztowca'], 3, 'pl', 1],
    [['czteromasztowiec'], 4, 'pl', 1],
    [['dwumasztowce'], 2, 'pl', 1],
    [['jednomasztowiec'], 1, 'pl', 1],
    [['3-masztowiec'], 3, 'pl', 1],
  ] as const)('%j names a ship of %i cells (%s, %i words)', (words, size, lang, taken) => {
    expect(deckWord(words)).toEqual({ size, lang, words: taken });
  });

  it('every numeral from one to ten, in both languages, is read as its number', () => {
    RU_NUMBERS.forEach((n, i) => expect(deckWord([`${n}палубный`])?.size).toBe(i + 1));
    PL_NUMBERS.forEach((n, i) => expect(deckWord([`${n}masztowiec`])?.size).toBe(i + 1));
  });

  it.each([['палубный'], ['трёхклеточный'], ['крейсер'], ['трёх'], ['3', 'крейсер'], ['masztowiec'], ['trójkąt'], ['0-палубный']])('%j is no such name', (...words) => {
    expect(deckWord(words)).toBeUndefined();
  });
});

describe('a ship named by its decks or masts in an announcement', () => {
  it('in Perelman, is read as the class of that size, in any of the forms', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    for (const text of ['трёхпалубный', 'трехпалубный', '3-палубный', '3-х палубный', 'трёхпалубник']) {
      const r = parseAnnouncement(text, perelman, 3, 'ru');
      expect(r.issues).toEqual([]);
      expect(r.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'three' }] });
    }
    const two = parseAnnouncement('попал в двухпалубный и в пятипалубник', perelman, 3, 'ru');
    expect(two.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'two' }, { classId: 'five' }] });
  });

  it('in Perelman, four decks are two classes (the four-cell ship and the hospital): both are named, in every language', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const r = parseAnnouncement('трёхпалубный, четырёхпалубный', perelman, 3, 'ru');
    expect(r.announcement).toBeNull();
    const d = r.issues.map((x) => x.diagnostic);
    expect(r.issues.map((x) => x.offset)).toEqual([14]);
    expect(d[0]!.message).toBe('"четырёхпалубный" names a ship of 4 cells, and 2 classes are of 4 cells: четырёхклеточный, госпиталь');
    expect(d[0]!.suggestion).toBe('write which: четырёхклеточный or госпиталь');
    expect(readingSaid(d[0]!, 'ru')).toEqual({
      message: '«четырёхпалубный» — корабль из 4 клеток, а таких классов 2: «четырёхклеточный», «госпиталь»',
      suggestion: 'напишите, какой: «четырёхклеточный» или «госпиталь»',
    });
    expect(readingSaid(d[0]!, 'pl')?.suggestion).toBe('napisz, który: „четырёхклеточный” albo „госпиталь”');
  });

  it('of a size no class has, names the classes there are', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const d = parseAnnouncement('однопалубный', perelman, 3, 'ru').issues.map((x) => x.diagnostic);
    expect(d.map((x) => x.message)).toEqual(['"однопалубный" names a ship of 1 cell, and no class is of 1 cell']);
    expect(d[0]!.suggestion).toBe('write a class of this variant: двухклеточный, трёхклеточный, четырёхклеточный, пятиклеточный, госпиталь');
    expect(readingSaid(d[0]!, 'ru')?.message).toBe('«однопалубный» — корабль из 1 клетки, а такого класса нет');
  });

  it('in Statki, by masts, is read as the class of that size (a class a sunk word names)', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const sized = new Map(statki.fleet.map((c) => [c.size, c.id]));
    for (const [word, size] of [['jednomasztowiec', 1], ['dwumasztowiec', 2], ['trójmasztowiec', 3], ['czteromasztowiec', 4]] as const) {
      const r = parseAnnouncement(`zatopiony ${word}`, statki, 1, 'pl');
      expect(r.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }] });
      // The class read is said as the variant names it (Statki's sunk word names no class).
      const name = statki.fleet.find((c) => c.id === sized.get(size))!.name['pl']!;
      expect(r.issues.map((x) => x.diagnostic.message)).toEqual([`this variant does not name the class with "zatopiony"; "${name}" is ignored`]);
    }
  });

  it('in every template that speaks the language, each size of exactly one class reads as it; a variant without the language reads none', async () => {
    let read = 0;
    for (const id of await templateIds()) {
      const v = await loadVariant(id, { cwd: process.cwd() });
      for (const c of v.fleet) {
        if (c.size > 10 || v.fleet.filter((o) => o.size === c.size).length !== 1) continue;
        for (const [lang, word] of [['ru', `${RU_NUMBERS[c.size - 1]!}палубный`], ['pl', `${PL_NUMBERS[c.size - 1]!}masztowiec`]] as const) {
          const speaks = v.languages.some((l) => l.split('-')[0] === lang);
          const text = v.report.timing === 'per-salvo' ? word : `${v.words[v.languages[0]!]!.sunk ?? v.words[v.languages[0]!]!.hit} ${word}`;
          const r = parseAnnouncement(text, v, v.report.timing === 'per-salvo' ? 3 : 1, lang);
          const unknown = r.issues.some((x) => x.diagnostic.code === 'announcement-unknown-word');
          expect(unknown, `${id}: ${text}`).toBe(!speaks);
          if (speaks && r.announcement?.kind === 'per-salvo') expect(r.announcement.hits.map((h) => h.classId)).toEqual([c.id]);
          if (speaks) read++;
        }
      }
    }
    expect(read).toBeGreaterThanOrEqual(12);
  });
});

describe('a revealed fleet keyed by decks or masts', () => {
  it('reads a key naming a size one class has as that class; one naming a size two share, or in a language the variant lacks, as no class', async () => {
    const { parseLayout, resolveClassKey } = await import('../../src/core/layout.js');
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    expect(resolveClassKey('трёхпалубный', perelman)).toBe(perelman.fleet.findIndex((c) => c.id === 'three'));
    expect(resolveClassKey('3-х палубный', perelman)).toBe(perelman.fleet.findIndex((c) => c.id === 'three'));
    expect(resolveClassKey('четырёхпалубный', perelman)).toBe(-1);
    expect(resolveClassKey('trójmasztowiec', perelman)).toBe(-1);
    expect(resolveClassKey('czteromasztowiec', statki)).toBe(statki.fleet.findIndex((c) => c.id === 'battleship'));
    // Without the variant's languages (a caller that gives the fleet alone), no such reading.
    expect(resolveClassKey('czteromasztowiec', { fleet: statki.fleet })).toBe(-1);
    const r = parseLayout({ dwumasztowiec: ['A1-A2', 'C1-C2', 'E1-E2'], czteromasztowiec: 'A4-D4' }, statki);
    expect(r.ok ? [] : r.diagnostics.filter((d) => d.code === 'unknown-class')).toEqual([]);
  });
});
