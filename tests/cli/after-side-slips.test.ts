/**
 * `--after` with a side's own salvo typed without its colon (`ala 3`, `ala3`, `red-6`) or in the
 * other order (`3:ala`, `3 Tomek`): the usage error (exit 2) names the `<side>:<n>` meant, in the
 * record's language, quoted for the shell where it has a space (`"Gracz 1:3"`), and never reads it
 * as meant; a value naming no side (`x`, `3:3`) or salvo 0 (`ala 0`) is answered as before.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function usage(args: string[]): Promise<string> {
  const r = await runSalvo('examples', args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  return r.stderr;
}

const PL = (typed: string): string => `salvo: --after to liczba strzałów (--after 12) albo strzał jednej strony według jego numeru (--after ala:6), a nie „${typed}”`;

describe('--after: a side’s salvo typed without its colon or the other way round', () => {
  it.each([
    ['ala 3', 'ala:3'],
    ['ala3', 'ala:3'],
    ['Ala-3', 'Ala:3'],
    ['3:ala', 'ala:3'],
    ['3 Tomek', 'Tomek:3'],
    ['Gracz 1 3', '"Gracz 1:3"'],
  ])('infer --after %s: did you mean --after %s? (Polish)', async (typed, meant) => {
    expect(await usage(['infer', 'statki.yaml', '--target', 'tomek', '--after', typed])).toBe(`${PL(typed)}; czy chodziło o --after ${meant}?\n`);
  });

  it('show, in English and in Russian', async () => {
    expect(await usage(['show', 'jutland.yaml', '--after', 'red 6'])).toBe('salvo: --after takes a number of salvos (--after 12) or a side\'s own salvo (--after blue:6), not "red 6"; did you mean --after red:6?\n');
    expect(await usage(['show', 'morskoy-boy.yaml', '--after', '5 первый'])).toBe(
      'salvo: --after — это число выстрелов (--after 12) или выстрел одной стороны по его номеру (--after первый:6), а не «5 первый»; может быть, --after первый:5?\n',
    );
  });

  it('names nothing where no side, or salvo 0, is meant', async () => {
    expect(await usage(['infer', 'statki.yaml', '--target', 'tomek', '--after', 'x'])).toBe(`${PL('x')}\n`);
    expect(await usage(['infer', 'statki.yaml', '--target', 'tomek', '--after', 'ala 0'])).toBe(`${PL('ala 0')}\n`);
    expect(await usage(['infer', 'statki.yaml', '--target', 'tomek', '--after', '3:3'])).toMatch(/^salvo: --after 3:3: „3” to nie strona tej gry/u);
  });
});
