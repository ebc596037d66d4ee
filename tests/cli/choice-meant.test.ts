/**
 * An option's value not among its choices (`suggest --goal`, `simulate --mode`), near one of
 * them: commander's error is followed by the choice meant, as it names a near option, in the
 * command's language: a choice begun (`info`), one sharing its first five letters (`informacja`),
 * one a letter or two away (`informaton`, `hit`), in another case (`Solo`), or typed with the
 * keyboard in the Russian layout (`ршеы`: hits). Still refused (exit 2), nothing read as meant; a
 * value near no choice, or near two, names none.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageRefused } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => join(root, 'examples', name);

const refused = (args: string[]): Promise<string> => usageRefused(root, args);

describe('a choice near the value typed is named', () => {
  it('English: suggest --goal', async () => {
    for (const typed of ['info', 'informaton', 'Information', 'I'])
      expect((await refused(['suggest', example('jutland.yaml'), '--goal', typed])).split('\n').slice(0, 2)).toEqual([`error: option '--goal <goal>' argument '${typed}' is invalid. Allowed choices are hits, information.`, '(Did you mean information?)']);
    expect((await refused(['suggest', example('jutland.yaml'), '--goal', 'hit'])).split('\n')[1]).toBe('(Did you mean hits?)');
  });

  it('Polish (Statki) and Russian (Perelman): the words of the record, the Russian layout read', async () => {
    expect(await refused(['suggest', example('statki.yaml'), '--goal', 'informacja'])).toBe(
      "błąd: niedozwolona wartość „informacja” opcji „--goal <goal>” (dozwolone: hits, information)\n(czy chodziło o information?)\nużycie: salvo suggest [options] <record> (opcje i przykłady: 'salvo suggest --help')\n",
    );
    expect((await refused(['suggest', example('perelman.yaml'), '--goal', 'ршеы'])).split('\n').slice(0, 2)).toEqual(['ошибка: недопустимое значение «ршеы» параметра «--goal <goal>» (допустимые: hits, information)', '(может быть, hits?)']);
  });

  it('simulate --mode', async () => {
    expect((await refused(['simulate', 'jutland', '--mode', 'Solo', '--lang', 'en'])).split('\n')[1]).toBe('(Did you mean solo?)');
    expect((await refused(['simulate', 'jutland', '--mode', 'mach', '--lang', 'en'])).split('\n')[1]).toBe('(Did you mean match?)');
  });

  it('names none where no choice is near', async () => {
    for (const [args, typed] of [
      [['suggest', example('jutland.yaml'), '--goal'], 'xyz'],
      [['suggest', example('jutland.yaml'), '--goal'], 'информация'],
      [['simulate', 'jutland', '--lang', 'en', '--mode'], 'duel'],
    ] as const) {
      const said = await refused([...args, typed]);
      expect(said, typed).not.toMatch(/Did you mean|может быть/u);
      expect(said.split('\n')[1], typed).toMatch(/^usage: /u);
    }
  });
});
