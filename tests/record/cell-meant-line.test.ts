/**
 * A cell written in another form in a salvo line (`10B`, `A-3`, `8Д`, `10D`) whose error names one
 * sure reading gives the whole line to write after its guess, in the record's language, as a
 * referee copies it over the one written; a range (`А1-А4`) gives it where its results are as many
 * as one of its readings. No line where a cell of the salvo has no sure reading.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

const root = new URL('../..', import.meta.url).pathname;
const variants = new Map<string, Variant>();

beforeAll(async () => {
  for (const name of ['classic-salvo', 'morskoy-boy', 'statki']) variants.set(name, await loadVariant(name, { cwd: root }));
});

/** The suggestions of the cell errors of `text`, in `lang`. */
function suggestions(text: string, name: string, lang: 'en' | 'ru' | 'pl'): (string | undefined)[] {
  const variant = variants.get(name)!;
  return parseRecord(text, variant)
    .diagnostics.filter((d) => d.code.startsWith('cell-') && d.severity === 'error')
    .map((d) => (lang === 'en' ? d.suggestion : readingSaid(d, lang)?.suggestion));
}

/** The example `name` with `from` written as `to`. */
function edited(name: string, from: string, to: string): string {
  const example = readFileSync(`${root}examples/${name}.yaml`, 'utf8');
  const text = example.replace(from, to);
  expect(text).not.toBe(example);
  return text;
}

describe('a cell of one sure reading', () => {
  it('gives the line to write, in English', () => {
    expect(suggestions(edited('classic-salvo', '- blue: D9 E10 C10 B10 A4 ->', '- blue: D9 E10 C10 10B A4 ->'), 'classic-salvo', 'en')).toEqual([
      'did you mean B10? If so, write the line: - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit',
    ]);
    // Two such cells in one line: the line with both as meant, at each.
    const two = 'did you mean A3? If so, write the line: - blue: A10 A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss';
    expect(suggestions(edited('classic-salvo', '- blue: A10 A5 A3 B4 J10 ->', '- blue: A10 A5 A-3 B4 J10 ->'), 'classic-salvo', 'en')).toEqual([two]);
    expect(suggestions(edited('classic-salvo', '- blue: A10 A5 A3 B4 J10 ->', '- blue: 10A A5 A-3 B4 J10 ->'), 'classic-salvo', 'en')).toEqual([
      'did you mean A10? If so, write the line: - blue: A10 A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss',
      two,
    ]);
  });

  it('gives it in Russian and Polish', () => {
    expect(suggestions(edited('morskoy-boy', '- первый: Е8 Д8 Г8 А4 ->', '- первый: Е8 8Д Г8 А4 ->'), 'morskoy-boy', 'ru')).toEqual([
      'может быть, Д8? Если так, напишите строку: - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо',
    ]);
    expect(suggestions(edited('statki', '- ala: D10 -> pudło', '- ala: 10D -> pudło'), 'statki', 'pl')).toEqual(['czy chodziło o D10? Jeśli tak, napisz wiersz: - ala: D10 -> pudło']);
  });

  it('a range gives the reading its results are as many as', () => {
    const text = `${MORSKOY_HEAD}  - первый: А1-А4 -> мимо, мимо, мимо, мимо\n`;
    expect(suggestions(text, 'morskoy-boy', 'ru')).toEqual([
      'может быть, А1 А4 или А1 А2 А3 А4? Клетки пишут по одной, а не диапазоном. Ответов столько же, сколько клеток в А1 А2 А3 А4: напишите строку: - первый: А1 А2 А3 А4 -> мимо, мимо, мимо, мимо',
    ]);
    expect(suggestions(text, 'morskoy-boy', 'en')[0]).toMatch(/As many results as cells in А1 А2 А3 А4: write the line: - первый: А1 А2 А3 А4 -> мимо, мимо, мимо, мимо$/u);
  });

  it('gives no line where a cell has no sure reading', () => {
    // Results as many as neither reading of the range.
    expect(suggestions(`${MORSKOY_HEAD}  - первый: А1-А4 -> мимо, мимо, мимо\n`, 'morskoy-boy', 'ru')).toEqual(['может быть, А1 А4 или А1 А2 А3 А4? Клетки пишут по одной, а не диапазоном']);
    // Beside a cell of no reading at all.
    expect(suggestions(edited('classic-salvo', '- blue: A10 A5 A3 B4 J10 ->', '- blue: A10 A5 A-3 B4 QQ ->'), 'classic-salvo', 'en')).toEqual(['did you mean A3?', 'write a cell such as A1']);
  });
});
