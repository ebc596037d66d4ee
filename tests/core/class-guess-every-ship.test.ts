/**
 * The line to write for a class key guessed (a players' word, `эсминцы`; a ship by its size,
 * `четырёхпалубный`) has every ship written under the key, a list as a list: copying it loses
 * none. Before, it had the first ship only (`миноносец: А7-Б7` for three destroyers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readShips } from '../../src/core/layout.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let morskoy: Variant;
let perelman: Variant;
let statki: Variant;

beforeAll(async () => {
  [morskoy, perelman, statki] = (await Promise.all(['morskoy-boy', 'perelman', 'statki'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant, Variant];
});

const suggestions = (doc: Record<string, unknown>, variant: Variant): (string | undefined)[] => readShips(doc, variant).diagnostics.map((d) => d.suggestion);

describe('the line to write for a guessed class', () => {
  it('has every ship of a list', () => {
    expect(suggestions({ эсминцы: ['А7-Б7', 'А9-Б9', 'Ж1-З1'] }, morskoy)).toEqual([
      '"эсминцы" is likely the class destroyer (a ship of size 2): write it as destroyer: [А7-Б7, А9-Б9, Ж1-З1]. The classes are battleship, cruiser, destroyer, submarine',
    ]);
    // One ship in a list: the ship alone.
    expect(suggestions({ линкоры: ['А1-Г1'] }, morskoy)[0]).toContain('write it as battleship: А1-Г1.');
  });

  it('keeps ships written in one text with commas as written', () => {
    expect(suggestions({ эсминцы: 'А7-Б7, А9-Б9' }, morskoy)[0]).toContain('write it as destroyer: А7-Б7, А9-Б9.');
  });

  it('has every ship for a ship named by its size that two classes have', () => {
    expect(suggestions({ четырёхпалубные: ['д4-д7', 'ж1-ж4'] }, perelman)).toEqual([
      'name the class meant by its id or name: four: [д4-д7, ж1-ж4] or hospital: [д4-д7, ж1-ж4]',
    ]);
  });

  it("has every ship in the board's letters where the columns are read from Russian ones", () => {
    const said = suggestions({ pancernik: 'А1-Г1', krążownik: ['Е1-З1', 'Б9-Г9'], эсминцы: ['К1-К2', 'Ж10-З10', 'Е5-Е6'], 'łódź podwodna': ['Ж3', 'Д8', 'И6', 'К9'] }, statki);
    expect(said.find((s) => s?.includes('эсминцы'))).toContain('write it as patrol-boat: [J1-J2, G10-H10, F5-F6] (its columns named А–К in order, as on a Russian board)');
  });
});
