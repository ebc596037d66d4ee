/**
 * Keys in Russian or Polish the catalogue does not hold as written: a word of it misspelt by a
 * letter (`кораблм:` for корабли), any key in Cyrillic letters (`флотилия:`), and the word for
 * the section a key is written in (`rozstawienie:` under `placement:`). Each is told that keys
 * are English, with the English key (or the line) to write where one is read, in en/ru/pl.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { read, saidIn } from './helpers/slips.js';

const statki = readFileSync(new URL('../../templates/statki.yaml', import.meta.url), 'utf8');

function edited(from: string, to: string): string {
  const text = statki.replace(from, to);
  expect(text).not.toBe(statki);
  return text;
}

describe('keys in Russian or Polish words', () => {
  it('кораблм: (корабли misspelt) is fleet, and keys are English', () => {
    const text = edited('fleet:\n', 'кораблм:\n');
    const ds = read(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.suggestion).toBe('did you mean "fleet"? Keys are written in English');
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('может быть, «fleet»? Ключи пишутся по-английски');
    expect(pl[0]).toContain('czy chodziło o „fleet”? Klucze pisze się po angielsku');
  });

  it('odstepy misspelt (odstepi) under placement is spacing, and keys are English', () => {
    const ds = read(edited('  spacing: no-contact\n', '  odstepi: no-contact\n'));
    expect(ds.map((d) => d.suggestion)).toEqual(['did you mean "spacing"? Keys are written in English']);
  });

  it('a Cyrillic key no word of which is known: keys are English, the keys allowed listed', () => {
    const text = edited('  rows: 10\n', '  rows: 10\n  флотилия: 10\n');
    const ds = read(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.path).toBe('board["флотилия"]');
    expect(ds[0]!.suggestion).toBe('keys are written in English; allowed here: rows, columns, columnLabels, rowLabels, cellOrder, separator');
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(ключи пишутся по-английски; здесь допустимы: rows, columns');
    expect(pl[0]).toContain('(klucze pisze się po angielsku; dozwolone tutaj: rows, columns');
  });

  it('an English key not known is not told that keys are English', () => {
    const ds = read(edited('  rows: 10\n', '  rows: 10\n  flotilla: 10\n'));
    expect(ds.map((d) => d.suggestion)).toEqual(['allowed here: rows, columns, columnLabels, rowLabels, cellOrder, separator']);
  });

  it('rozstawienie: bez stykania under placement: the word for the section, the line to write', () => {
    const text = edited('  spacing: no-contact\n', '  rozstawienie: bez stykania\n');
    const ds = read(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('rozstawienie')) + 1);
    expect(ds[0]!.message).toBe('placement.rozstawienie: "rozstawienie" means placement, the section it is written in, not a key of it');
    expect(ds[0]!.suggestion).toBe('keys are written in English, and so are the values: write spacing: no-contact');
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('«rozstawienie» значит placement — это раздел, в котором он написан, а не его ключ (ключи пишутся по-английски, и значения тоже: напишите spacing: no-contact)');
    expect(pl[0]).toContain('„rozstawienie” oznacza placement — to sekcja, w której go napisano, a nie jej klucz (klucze pisze się po angielsku, tak samo jak wartości: napisz spacing: no-contact)');
    // Written as advised, the file loads.
    expect(read(text.replace('  rozstawienie: bez stykania\n', '  spacing: no-contact\n'))).toEqual([]);
  });

  it('расстановка: with a value no choice reads: the keys of the section', () => {
    const text = edited('  spacing: no-contact\n', '  расстановка: 5\n');
    const ds = read(text);
    expect(ds.map((d) => d.suggestion)).toEqual(['keys are written in English; the keys of placement are diagonal, spacing']);
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(ключи пишутся по-английски; ключи раздела placement: diagonal, spacing)');
    expect(pl[0]).toContain('(klucze pisze się po angielsku; klucze sekcji placement to: diagonal, spacing)');
  });

  it('odstępy: bez stykania under board: the English key, its section, the line to write there', () => {
    const text = edited('  spacing: no-contact\n', '').replace('  rows: 10\n', '  rows: 10\n  odstępy: bez stykania\n');
    const ds = read(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.line).toBe(text.split('\n').findIndex((l) => l.includes('odstępy')) + 1);
    expect(ds[0]!.message).toBe('board["odstępy"]: "odstępy" means spacing, a key of placement, not of board');
    expect(ds[0]!.suggestion).toBe('keys are written in English: write spacing: no-contact under placement');
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('«odstępy» значит spacing — ключ раздела placement, а не board (ключи пишутся по-английски: напишите spacing: no-contact в разделе placement)');
    expect(pl[0]).toContain('„odstępy” oznacza spacing — to klucz sekcji placement, a nie board (klucze pisze się po angielsku: napisz spacing: no-contact w sekcji placement)');
    // Moved and written as advised, the file loads.
    expect(read(text.replace('  odstępy: bez stykania\n', '').replace('placement:\n', 'placement:\n  spacing: no-contact\n'))).toEqual([]);
  });

  it('strony: at the top level and przekątna: true in a class: the section each belongs to', () => {
    const top = read(edited('languages:', 'strony: 2\nlanguages:'));
    expect(top.map((d) => d.suggestion)).toEqual(['keys are written in English: write sides under turns']);
    expect(top[0]!.message).toBe('strony: "strony" means sides, a key of turns, not of the top level');
    const { pl } = saidIn(edited('languages:', 'strony: 2\nlanguages:'));
    expect(pl[0]).toContain('to klucz sekcji turns, a nie najwyższego poziomu');
    const inClass = read(edited('    count: 1\n', '    count: 1\n    przekątna: true\n'));
    expect(inClass.map((d) => d.suggestion)).toEqual(['keys are written in English: write diagonal: true under placement']);
  });
});
