/**
 * `--after <side>:<n>` whose `<n>` is not a number at all (`ala:3x`, `ala:III`): the usage error
 * says that what was typed is not a number, in the record's language, and shows how a side's salvo
 * is given; it was told that salvos are numbered from 1, as if it had typed 0. A number written as
 * players write an ordinal (`ala:3.`, `tomek:3-й`, `blue:3rd`, `ala:#3`) is named as meant, never
 * read as meant. 0, a negative or a fraction keep the "numbered from 1" error.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageRefused } from '../helpers/cli.js';
import { sideSalvoOrdinal } from '../../src/cli/commands/game-common.js';

const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => join(root, 'examples', name);

const usage = (args: string[]): Promise<string> => usageRefused(root, args);

describe('--after <side>:<something not a number>', () => {
  it('Polish (Statki, shots): says it is not a number, and how a shot is given', async () => {
    expect(await usage(['infer', example('statki.yaml'), '--target', 'tomek', '--after', 'ala:3x'])).toBe('salvo: --after ala:3x: „3x” to nie liczba; strzał strony podaje się numerem od 1, np. --after ala:6\n');
  });

  it('Russian (Perelman, salvos), the side by its Russian name', async () => {
    expect(await usage(['show', example('perelman.yaml'), '--after', 'синие:III'])).toBe('salvo: --after синие:III: «III» — не число; залп стороны задаётся номером с 1, например --after синие:6\n');
  });

  it('English (Jutland), a side not of the game: the example names the record\'s first', async () => {
    expect(await usage(['infer', example('jutland.yaml'), '--target', 'red', '--after', 'green:x'])).toBe('salvo: --after green:x: "x" is not a number; a side\'s salvo is given by its number from 1, e.g. --after blue:6\n');
  });

  it('an ordinal is named as meant, in each language', async () => {
    expect(await usage(['infer', example('statki.yaml'), '--target', 'tomek', '--after', 'ala:3.'])).toBe('salvo: --after ala:3.: „3.” to nie liczba; czy chodziło o --after ala:3?\n');
    expect(await usage(['show', example('perelman.yaml'), '--after', 'красные:3-й'])).toBe('salvo: --after красные:3-й: «3-й» — не число; может быть, --after красные:3?\n');
    expect(await usage(['infer', example('jutland.yaml'), '--target', 'red', '--after', 'blue:3rd'])).toBe('salvo: --after blue:3rd: "3rd" is not a number; did you mean --after blue:3?\n');
  });

  it('an ordinal of a side not of the game is not named as meant', async () => {
    expect(await usage(['infer', example('jutland.yaml'), '--target', 'red', '--after', 'green:3rd'])).not.toMatch(/did you mean/u);
  });

  it('0, a negative number and a fraction are still told that salvos are numbered from 1', async () => {
    for (const n of ['0', '-1', '3.5']) expect(await usage(['infer', example('jutland.yaml'), '--target', 'red', '--after', `blue:${n}`])).toMatch(/after a side's salvo takes its number from 1/u);
  });

  it('reads the ordinals players write, and nothing else', () => {
    expect(['3.', '3-й', '3й', '3-я', '3rd', '#3', '№3', 'no. 3', ' 12th '].map(sideSalvoOrdinal)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 12]);
    expect(['3x', 'III', '0.', '#', '3.5', '-3', '3 4'].map(sideSalvoOrdinal)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
